#include <catch2/catch.hpp>

#include <fstream>
#include <set>
#include <sstream>

#include "engine/rule_catalogue.h"
#include "tests/support/table.h"

namespace {

// Collapses every run of white space to one space, so quotes match across line breaks.
std::string Squash(const std::string& s) {
  std::string out;
  bool space = false;
  for (char c : s) {
    bool ws = c == ' ' || c == '\n' || c == '\r' || c == '\t';
    if (ws) {
      space = true;
      continue;
    }
    if (space && !out.empty()) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

std::string ReadShared(std::string_view relative) {
  std::ifstream in(stardate::testing::SourceDir() + "/../shared/" + std::string(relative),
                   std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

}  // namespace

TEST_CASE("Every catalogued rule quotes its source verbatim", "[engine][rules]") {
  REQUIRE(stardate::engine::AllRules().size() >= 40);
  for (const auto& rule : stardate::engine::AllRules()) {
    INFO(rule.id << " in " << rule.source);
    std::string source = ReadShared(rule.source);
    REQUIRE_FALSE(source.empty());
    CHECK(Squash(source).find(Squash(std::string(rule.quote))) != std::string::npos);
    CHECK_FALSE(rule.summary.empty());
  }
}

TEST_CASE("Rule ids are unique and found by FindRule", "[engine][rules]") {
  std::set<std::string_view> seen;
  for (const auto& rule : stardate::engine::AllRules()) {
    CHECK(seen.insert(rule.id).second);
    CHECK(stardate::engine::FindRule(rule.id) == &rule);
  }
  CHECK(stardate::engine::FindRule("stccg.no-such-rule") == nullptr);
}
