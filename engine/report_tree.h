// A small tree of named values rendered either as JSON or as indented text: what a game module
// returns to describe one of its cards (or pieces) for `stardate cards`, rendered by the command
// without knowing the game.
#ifndef STARDATE_ENGINE_REPORT_TREE_H_
#define STARDATE_ENGINE_REPORT_TREE_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <variant>
#include <vector>

#include "engine/json_writer.h"

namespace stardate::engine {

struct ReportNode;
using ReportMembers = std::vector<std::pair<std::string, ReportNode>>;

struct ReportNode {
  std::variant<std::string, bool, int64_t, std::vector<ReportNode>, ReportMembers> value;
  bool always_shown = false;  // text: print even when empty

  ReportNode() : value(ReportMembers{}) {}
  ReportNode(std::string s) : value(std::move(s)) {}         // NOLINT: implicit by design
  ReportNode(std::string_view s) : value(std::string(s)) {}  // NOLINT
  ReportNode(const char* s) : value(std::string(s)) {}       // NOLINT
  ReportNode(bool b) : value(b) {}                           // NOLINT
  ReportNode(int i) : value(static_cast<int64_t>(i)) {}      // NOLINT
  ReportNode(std::vector<ReportNode> list) : value(std::move(list)) {}  // NOLINT
  static ReportNode List(const std::vector<std::string>& items);

  ReportNode& Add(std::string key, ReportNode child);
  bool Empty() const;
};

// JSON: members as an object (in order), lists as arrays; every member, empty or not.
void WriteJson(const ReportNode& node, JsonWriter* j);
// Text: "key: value", nested members indented by two spaces, list items as "- ". Members whose
// value is an empty string or empty list are left out unless always_shown (an empty list then
// reads "key: (none)"). `node` holds members.
std::string ReportText(const ReportNode& node);

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_REPORT_TREE_H_
