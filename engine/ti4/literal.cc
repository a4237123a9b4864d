#include "engine/ti4/literal.h"

#include <cstdint>

namespace stardate::engine::ti4 {
namespace {

constexpr int kMaxDepth = 64;

class Parser {
 public:
  Parser(std::string_view text, size_t start, const std::string& where)
      : s_(text), pos_(start), where_(where) {
    for (size_t i = 0; i < start && i < s_.size(); ++i) {
      if (s_[i] == '\n') {
        ++line_;
        line_start_ = i + 1;
      }
    }
  }

  Result<Literal> Parse() {
    Literal v;
    Status st = Value(&v, 0);
    if (!st.ok()) return st;
    return v;
  }

 private:
  Status Fail(std::string_view expected) const {
    std::string found;
    if (pos_ >= s_.size()) {
      found = "end of file";
    } else if (static_cast<unsigned char>(s_[pos_]) < 0x20) {
      static const char kHex[] = "0123456789abcdef";
      unsigned char c = static_cast<unsigned char>(s_[pos_]);
      found = std::string("byte 0x") + kHex[c >> 4] + kHex[c & 15];
    } else {
      size_t end = pos_;
      while (end < s_.size() && end - pos_ < 12 && s_[end] != '\n' && s_[end] != '\r') ++end;
      found = "'" + std::string(s_.substr(pos_, end - pos_)) + "'";
    }
    return Status::InvalidArgument(where_ + ":" + std::to_string(line_) + ":" +
                                   std::to_string(pos_ - line_start_ + 1) + ": expected " +
                                   std::string(expected) + ", found " + found);
  }

  void Skip() {
    while (pos_ < s_.size()) {
      char c = s_[pos_];
      if (c == '\n') {
        ++line_;
        line_start_ = ++pos_;
      } else if (c == ' ' || c == '\t' || c == '\r') {
        ++pos_;
      } else if (c == '/' && pos_ + 1 < s_.size() && s_[pos_ + 1] == '/') {
        while (pos_ < s_.size() && s_[pos_] != '\n') ++pos_;
      } else if (c == '/' && pos_ + 1 < s_.size() && s_[pos_ + 1] == '*') {
        pos_ += 2;
        while (pos_ + 1 < s_.size() && !(s_[pos_] == '*' && s_[pos_ + 1] == '/')) {
          if (s_[pos_] == '\n') {
            ++line_;
            line_start_ = pos_ + 1;
          }
          ++pos_;
        }
        pos_ = pos_ + 1 < s_.size() ? pos_ + 2 : s_.size();
      } else {
        return;
      }
    }
  }

  static bool IdentChar(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
           c == '$';
  }

  Status String(std::string* out) {
    const char quote = s_[pos_++];
    while (pos_ < s_.size() && s_[pos_] != quote) {
      char c = s_[pos_];
      if (c == '\n') return Fail("a closing quote");
      if (c == '\\') {
        if (++pos_ >= s_.size()) return Fail("an escaped character");
        char e = s_[pos_];
        switch (e) {
          case 'n':
            out->push_back('\n');
            break;
          case 't':
            out->push_back('\t');
            break;
          case 'r':
            out->push_back('\r');
            break;
          case 'b':
            out->push_back('\b');
            break;
          case 'f':
            out->push_back('\f');
            break;
          case 'u': {
            if (pos_ + 4 >= s_.size()) return Fail("four hex digits");
            uint32_t cp = 0;
            for (int i = 1; i <= 4; ++i) {
              char h = s_[pos_ + i];
              int d = (h >= '0' && h <= '9')   ? h - '0'
                      : (h >= 'a' && h <= 'f') ? h - 'a' + 10
                      : (h >= 'A' && h <= 'F') ? h - 'A' + 10
                                               : -1;
              if (d < 0) return Fail("four hex digits");
              cp = cp * 16 + static_cast<uint32_t>(d);
            }
            pos_ += 4;
            if (cp < 0x80) {
              out->push_back(static_cast<char>(cp));
            } else if (cp < 0x800) {
              out->push_back(static_cast<char>(0xc0 | (cp >> 6)));
              out->push_back(static_cast<char>(0x80 | (cp & 0x3f)));
            } else {
              out->push_back(static_cast<char>(0xe0 | (cp >> 12)));
              out->push_back(static_cast<char>(0x80 | ((cp >> 6) & 0x3f)));
              out->push_back(static_cast<char>(0x80 | (cp & 0x3f)));
            }
            break;
          }
          default:
            out->push_back(e);
            break;
        }
        ++pos_;
        continue;
      }
      out->push_back(c);
      ++pos_;
    }
    if (pos_ >= s_.size()) return Fail("a closing quote");
    ++pos_;
    return Status::Ok();
  }

  Status Value(Literal* v, int depth) {
    if (depth > kMaxDepth) return Fail("at most 64 nested arrays and objects");
    Skip();
    v->line = line_;
    if (pos_ >= s_.size()) return Fail("a value");
    char c = s_[pos_];
    if (c == '"' || c == '\'') {
      v->type = Literal::Type::kString;
      return String(&v->text);
    }
    if (c == '[') {
      v->type = Literal::Type::kArray;
      ++pos_;
      for (;;) {
        Skip();
        if (pos_ < s_.size() && s_[pos_] == ']') break;
        v->items.emplace_back();
        if (Status st = Value(&v->items.back(), depth + 1); !st.ok()) return st;
        Skip();
        if (pos_ < s_.size() && s_[pos_] == ',') {
          ++pos_;
          continue;
        }
        if (pos_ < s_.size() && s_[pos_] == ']') break;
        return Fail("',' or ']'");
      }
      ++pos_;
      return Status::Ok();
    }
    if (c == '{') {
      v->type = Literal::Type::kObject;
      ++pos_;
      for (;;) {
        Skip();
        if (pos_ < s_.size() && s_[pos_] == '}') break;
        std::string key;
        if (pos_ < s_.size() && (s_[pos_] == '"' || s_[pos_] == '\'')) {
          if (Status st = String(&key); !st.ok()) return st;
        } else {
          while (pos_ < s_.size() && IdentChar(s_[pos_])) key.push_back(s_[pos_++]);
          if (key.empty()) return Fail("a field name or '}'");
        }
        Skip();
        if (pos_ >= s_.size() || s_[pos_] != ':') return Fail("':' after field '" + key + "'");
        ++pos_;
        v->keys.push_back(std::move(key));
        v->values.emplace_back();
        if (Status st = Value(&v->values.back(), depth + 1); !st.ok()) return st;
        Skip();
        if (pos_ < s_.size() && s_[pos_] == ',') {
          ++pos_;
          continue;
        }
        if (pos_ < s_.size() && s_[pos_] == '}') break;
        return Fail("',' or '}'");
      }
      ++pos_;
      return Status::Ok();
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      size_t start = pos_;
      if (c == '-') ++pos_;
      while (pos_ < s_.size() &&
             ((s_[pos_] >= '0' && s_[pos_] <= '9') || s_[pos_] == '.' || s_[pos_] == 'e' ||
              s_[pos_] == 'E' || s_[pos_] == '+' || (s_[pos_] == '-' && pos_ > start))) {
        ++pos_;
      }
      v->type = Literal::Type::kNumber;
      v->text = std::string(s_.substr(start, pos_ - start));
      // A whole number: digits, then at most a point followed by zeros.
      size_t i = v->text[0] == '-' ? 1 : 0;
      int64_t value = 0;
      size_t digits = 0;
      for (; i < v->text.size() && v->text[i] >= '0' && v->text[i] <= '9'; ++i, ++digits) {
        if (value > (INT64_MAX - 9) / 10) break;
        value = value * 10 + (v->text[i] - '0');
      }
      if (digits == 0) {
        pos_ = start;
        return Fail("a number");
      }
      bool whole = true;
      if (i < v->text.size() && v->text[i] == '.') {
        for (++i; i < v->text.size() && v->text[i] == '0'; ++i) {
        }
      }
      if (i != v->text.size()) whole = false;
      v->integral = whole;
      v->integer = v->text[0] == '-' ? -value : value;
      return Status::Ok();
    }
    std::string word;
    size_t start = pos_;
    while (pos_ < s_.size() && IdentChar(s_[pos_])) word.push_back(s_[pos_++]);
    if (word == "true" || word == "false") {
      v->type = Literal::Type::kBool;
      v->boolean = word == "true";
      return Status::Ok();
    }
    if (word == "null" || word == "undefined") {
      v->type = Literal::Type::kNull;
      return Status::Ok();
    }
    pos_ = start;
    return Fail("a string, number, array, object, true, false or null");
  }

  std::string_view s_;
  size_t pos_;
  const std::string& where_;
  int line_ = 1;
  size_t line_start_ = 0;
};

}  // namespace

const Literal* Literal::Find(std::string_view key) const {
  for (size_t i = 0; i < keys.size() && i < values.size(); ++i) {
    if (keys[i] == key) return &values[i];
  }
  return nullptr;
}

Result<Literal> ParseLiteral(std::string_view text, const std::string& where) {
  return Parser(text, 0, where).Parse();
}

Result<Literal> ParseModuleLiteral(std::string_view text, const std::string& where) {
  size_t first = text.find_first_not_of(" \t\r\n");
  if (first != std::string_view::npos && (text[first] == '[' || text[first] == '{')) {
    return Parser(text, first, where).Parse();
  }
  for (size_t eq = text.find('='); eq != std::string_view::npos; eq = text.find('=', eq + 1)) {
    size_t v = text.find_first_not_of(" \t\r\n", eq + 1);
    if (v != std::string_view::npos && (text[v] == '[' || text[v] == '{')) {
      return Parser(text, v, where).Parse();
    }
  }
  return Status::InvalidArgument(where +
                                 ":1:1: expected an exported array ('export const x = "
                                 "[') or a JSON document, found none");
}

}  // namespace stardate::engine::ti4
