#include "engine/report_tree.h"

#include <algorithm>

namespace stardate::engine {

namespace {

std::string Scalar(const ReportNode& node) {
  if (const auto* s = std::get_if<std::string>(&node.value)) return *s;
  if (const auto* b = std::get_if<bool>(&node.value)) return *b ? "yes" : "no";
  return std::to_string(std::get<int64_t>(node.value));
}

bool IsScalar(const ReportNode& node) {
  return !std::holds_alternative<std::vector<ReportNode>>(node.value) &&
         !std::holds_alternative<ReportMembers>(node.value);
}

void WriteText(const ReportMembers& members, int indent, std::string* out);

void WriteTextList(const std::vector<ReportNode>& items, int indent, std::string* out) {
  for (const ReportNode& item : items) {
    out->append(static_cast<size_t>(indent), ' ');
    if (IsScalar(item)) {
      *out += "- " + Scalar(item) + "\n";
    } else if (const auto* m = std::get_if<ReportMembers>(&item.value)) {
      // The first member shares the dash's line.
      std::string body;
      WriteText(*m, indent + 2, &body);
      *out += "- " + body.substr(std::min(body.size(), static_cast<size_t>(indent + 2)));
    } else {
      *out += "-\n";
      WriteTextList(std::get<std::vector<ReportNode>>(item.value), indent + 2, out);
    }
  }
}

void WriteText(const ReportMembers& members, int indent, std::string* out) {
  for (const auto& [key, child] : members) {
    if (child.Empty()) continue;
    out->append(static_cast<size_t>(indent), ' ');
    if (IsScalar(child)) {
      *out += key + ": " + Scalar(child) + "\n";
    } else if (child.always_shown &&
               std::get_if<std::vector<ReportNode>>(&child.value) != nullptr &&
               std::get<std::vector<ReportNode>>(child.value).empty()) {
      *out += key + ": (none)\n";
    } else if (const auto* m = std::get_if<ReportMembers>(&child.value)) {
      *out += key + ":\n";
      WriteText(*m, indent + 2, out);
    } else {
      *out += key + ":\n";
      WriteTextList(std::get<std::vector<ReportNode>>(child.value), indent + 2, out);
    }
  }
}

}  // namespace

ReportNode ReportNode::List(const std::vector<std::string>& items) {
  std::vector<ReportNode> list;
  for (const std::string& s : items) list.emplace_back(s);
  return ReportNode(std::move(list));
}

ReportNode& ReportNode::Add(std::string key, ReportNode child) {
  std::get<ReportMembers>(value).emplace_back(std::move(key), std::move(child));
  return *this;
}

bool ReportNode::Empty() const {
  if (always_shown) return false;
  if (const auto* s = std::get_if<std::string>(&value)) return s->empty();
  if (const auto* l = std::get_if<std::vector<ReportNode>>(&value)) return l->empty();
  if (const auto* m = std::get_if<ReportMembers>(&value)) return m->empty();
  return false;
}

void WriteJson(const ReportNode& node, JsonWriter* j) {
  if (const auto* s = std::get_if<std::string>(&node.value)) {
    j->String(*s);
  } else if (const auto* b = std::get_if<bool>(&node.value)) {
    j->Bool(*b);
  } else if (const auto* i = std::get_if<int64_t>(&node.value)) {
    j->Int(*i);
  } else if (const auto* l = std::get_if<std::vector<ReportNode>>(&node.value)) {
    j->BeginArray();
    for (const ReportNode& item : *l) WriteJson(item, j);
    j->EndArray();
  } else {
    j->BeginObject();
    for (const auto& [key, child] : std::get<ReportMembers>(node.value)) {
      j->Key(key);
      WriteJson(child, j);
    }
    j->EndObject();
  }
}

std::string ReportText(const ReportNode& node) {
  std::string out;
  if (const auto* m = std::get_if<ReportMembers>(&node.value)) WriteText(*m, 0, &out);
  return out;
}

}  // namespace stardate::engine
