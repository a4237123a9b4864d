#include "analyzer/state_diff.h"

#include <algorithm>
#include <map>
#include <memory>
#include <utility>

namespace stardate::analyzer {
namespace {

// A parsed JSON value. Scalars keep their source text (numbers, strings with their quotes,
// true, false, null), so equal values compare equal as text.
struct Node {
  enum class Type { kScalar, kArray, kObject };
  Type type = Type::kScalar;
  std::string scalar;
  // Objects: keys[i] names values[i], in document order (two lists: a pair of a type not yet
  // complete is refused by some standard libraries).
  std::vector<std::string> keys;
  std::vector<Node> values;
  std::vector<Node> items;  // arrays
};

class Parser {
 public:
  explicit Parser(std::string_view text) : text_(text) {}

  Result<Node> ParseDocument() {
    Node n;
    STARDATE_RETURN_IF_ERROR(ParseValue(&n, 0));
    SkipSpace();
    if (pos_ != text_.size()) return Error("the end of the document");
    return n;
  }

 private:
  static constexpr int kMaxDepth = 64;

  Status Error(const std::string& expected) const {
    return Status::InvalidArgument("state JSON: offset " + std::to_string(pos_) + ": expected " +
                                   expected);
  }
  void SkipSpace() {
    while (pos_ < text_.size() && (text_[pos_] == ' ' || text_[pos_] == '\n' ||
                                   text_[pos_] == '\t' || text_[pos_] == '\r')) {
      ++pos_;
    }
  }
  Status ParseString(std::string* out) {
    if (pos_ >= text_.size() || text_[pos_] != '"') return Error("'\"'");
    const size_t start = pos_++;
    while (pos_ < text_.size() && text_[pos_] != '"') pos_ += text_[pos_] == '\\' ? 2 : 1;
    if (pos_ >= text_.size()) return Error("a closing '\"'");
    ++pos_;
    *out = std::string(text_.substr(start, pos_ - start));
    return Status::Ok();
  }
  Status ParseValue(Node* n, int depth) {
    if (depth > kMaxDepth) return Error("at most 64 levels of nesting");
    SkipSpace();
    if (pos_ >= text_.size()) return Error("a value");
    const char c = text_[pos_];
    if (c == '{' || c == '[') {
      const bool object = c == '{';
      n->type = object ? Node::Type::kObject : Node::Type::kArray;
      ++pos_;
      SkipSpace();
      const char close = object ? '}' : ']';
      if (pos_ < text_.size() && text_[pos_] == close) {
        ++pos_;
        return Status::Ok();
      }
      while (true) {
        SkipSpace();
        if (object) {
          std::string key;
          STARDATE_RETURN_IF_ERROR(ParseString(&key));
          SkipSpace();
          if (pos_ >= text_.size() || text_[pos_] != ':') return Error("':'");
          ++pos_;
          n->keys.push_back(key.substr(1, key.size() - 2));
          n->values.emplace_back();
          STARDATE_RETURN_IF_ERROR(ParseValue(&n->values.back(), depth + 1));
        } else {
          n->items.emplace_back();
          STARDATE_RETURN_IF_ERROR(ParseValue(&n->items.back(), depth + 1));
        }
        SkipSpace();
        if (pos_ < text_.size() && text_[pos_] == ',') {
          ++pos_;
          continue;
        }
        if (pos_ < text_.size() && text_[pos_] == close) {
          ++pos_;
          return Status::Ok();
        }
        return Error(object ? "',' or '}'" : "',' or ']'");
      }
    }
    if (c == '"') return ParseString(&n->scalar);
    const size_t start = pos_;
    while (pos_ < text_.size() && text_[pos_] != ',' && text_[pos_] != '}' && text_[pos_] != ']' &&
           text_[pos_] != ' ' && text_[pos_] != '\n') {
      ++pos_;
    }
    if (pos_ == start) return Error("a value");
    n->scalar = std::string(text_.substr(start, pos_ - start));
    return Status::Ok();
  }

  std::string_view text_;
  size_t pos_ = 0;
};

std::string Compact(const Node& n) {
  switch (n.type) {
    case Node::Type::kScalar:
      return n.scalar;
    case Node::Type::kArray: {
      std::string s = "[";
      for (size_t i = 0; i < n.items.size(); ++i) s += (i ? "," : "") + Compact(n.items[i]);
      return s + "]";
    }
    case Node::Type::kObject: {
      std::string s = "{";
      for (size_t i = 0; i < n.keys.size(); ++i) {
        s += (i ? ",\"" : "\"") + n.keys[i] + "\":" + Compact(n.values[i]);
      }
      return s + "}";
    }
  }
  return "";
}

const Node* Member(const Node& object, const std::string& key) {
  for (size_t i = 0; i < object.keys.size(); ++i) {
    if (object.keys[i] == key) return &object.values[i];
  }
  return nullptr;
}

// True when every entry of `list` is an object whose `key` is a scalar, unique in the list.
bool KeysEntries(const Node& list, const std::string& key) {
  std::vector<std::string> seen;
  for (const Node& item : list.items) {
    if (item.type != Node::Type::kObject) return false;
    const Node* v = Member(item, key);
    if (v == nullptr || v->type != Node::Type::kScalar) return false;
    seen.push_back(v->scalar);
  }
  std::sort(seen.begin(), seen.end());
  return std::adjacent_find(seen.begin(), seen.end()) == seen.end();
}

// The key that identifies the entries of both lists, or "" for none.
std::string IdentityKey(const Node& a, const Node& b) {
  const Node& first = !a.items.empty() ? a.items.front() : b.items.front();
  if (first.type != Node::Type::kObject) return "";
  for (size_t i = 0; i < first.keys.size(); ++i) {
    const std::string& key = first.keys[i];
    if (first.values[i].type == Node::Type::kScalar && KeysEntries(a, key) && KeysEntries(b, key)) {
      return key;
    }
  }
  return "";
}

std::string Unquoted(const std::string& scalar) {
  if (scalar.size() >= 2 && scalar.front() == '"') return scalar.substr(1, scalar.size() - 2);
  return scalar;
}

void Diff(const Node* a, const Node* b, const std::string& path, std::vector<StateChange>* out);

void DiffObjects(const Node& a, const Node& b, const std::string& path,
                 std::vector<StateChange>* out) {
  const std::string prefix = path.empty() ? "" : path + ".";
  for (size_t i = 0; i < a.keys.size(); ++i) {
    Diff(&a.values[i], Member(b, a.keys[i]), prefix + a.keys[i], out);
  }
  for (size_t i = 0; i < b.keys.size(); ++i) {
    if (Member(a, b.keys[i]) == nullptr) Diff(nullptr, &b.values[i], prefix + b.keys[i], out);
  }
}

void DiffLists(const Node& a, const Node& b, const std::string& path,
               std::vector<StateChange>* out) {
  const bool objects = (!a.items.empty() && a.items.front().type == Node::Type::kObject) ||
                       (!b.items.empty() && b.items.front().type == Node::Type::kObject);
  if (!objects) {
    out->push_back({path, Compact(a), Compact(b)});
    return;
  }
  const std::string key = IdentityKey(a, b);
  if (key.empty()) {
    const size_t n = std::max(a.items.size(), b.items.size());
    for (size_t i = 0; i < n; ++i) {
      Diff(i < a.items.size() ? &a.items[i] : nullptr, i < b.items.size() ? &b.items[i] : nullptr,
           path + "[" + std::to_string(i) + "]", out);
    }
    return;
  }
  auto name = [&](const Node& item) {
    return path + "[" + key + "=" + Unquoted(Member(item, key)->scalar) + "]";
  };
  auto find = [&](const Node& list, const Node& item) -> const Node* {
    const std::string& id = Member(item, key)->scalar;
    for (const Node& other : list.items) {
      if (Member(other, key)->scalar == id) return &other;
    }
    return nullptr;
  };
  for (const Node& item : a.items) Diff(&item, find(b, item), name(item), out);
  for (const Node& item : b.items) {
    if (find(a, item) == nullptr) Diff(nullptr, &item, name(item), out);
  }
}

void Diff(const Node* a, const Node* b, const std::string& path, std::vector<StateChange>* out) {
  if (a == nullptr || b == nullptr) {
    out->push_back({path, a ? Compact(*a) : "", b ? Compact(*b) : ""});
    return;
  }
  if (a->type != b->type || a->type == Node::Type::kScalar) {
    if (a->type != b->type || a->scalar != b->scalar) {
      out->push_back({path, Compact(*a), Compact(*b)});
    }
    return;
  }
  if (a->type == Node::Type::kObject) {
    DiffObjects(*a, *b, path, out);
  } else if (Compact(*a) != Compact(*b)) {
    DiffLists(*a, *b, path, out);
  }
}

}  // namespace

Result<std::vector<StateChange>> DiffStateJson(std::string_view a, std::string_view b) {
  auto left = Parser(a).ParseDocument();
  if (!left.ok()) return left.status().WithPrefix("first state");
  auto right = Parser(b).ParseDocument();
  if (!right.ok()) return right.status().WithPrefix("second state");
  std::vector<StateChange> out;
  Diff(&*left, &*right, "", &out);
  return out;
}

}  // namespace stardate::analyzer
