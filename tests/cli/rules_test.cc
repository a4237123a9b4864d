// stardate rules over every registered game: both games' rules, and each open question's
// interpretation flagged beside its rule.
#include <algorithm>
#include <catch2/catch.hpp>
#include <fstream>
#include <string>
#include <vector>

#include "engine/registry.h"
#include "tests/support/cli.h"

using stardate::testing::Contains;
using stardate::testing::Run;
using stardate::testing::Stardate;

TEST_CASE("stardate rules lists the rules of every registered game", "[cli][rules]") {
  Run r = Stardate("rules");
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "stccg.facility.seed.homeworld"));
  CHECK(Contains(r.out, "ti4.station.control.only-units"));
}

TEST_CASE("stardate rules flags an interpretation beside the rule it affects", "[cli][rules]") {
  Run ti4 = Stardate("rules ti4.station.control.only-units");
  CHECK(ti4.code == 0);
  CHECK(Contains(ti4.out,
                 "  interpretation: Ground forces on a planet in a station's system "
                 "contest the station"));
  Run json = Stardate("rules ti4.station.ready --json");
  CHECK(json.code == 0);
  CHECK(Contains(json.out, "\"interpretations\":[\"Stations ready in the agenda phase"));
  Run plain = Stardate("rules ti4.station.vote");
  CHECK(plain.code == 0);
  CHECK_FALSE(Contains(plain.out, "interpretation:"));
}

TEST_CASE("stardate rules shows a core rule in the core's words and as each game cites it",
          "[cli][rules]") {
  Run r = Stardate("rules core.window.responder");
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "(engine/CORE_RULES.md)"));
  CHECK(Contains(r.out,
                 "  in stccg1e games: \"When an action you initiated is in its optional "
                 "responses step"));
  CHECK_FALSE(Contains(r.out, "in ti4 games"));
  Run j = Stardate("rules core.window.responder --json");
  CHECK(Contains(j.out,
                 "\"cited_by_games\":[{\"game\":\"stccg1e\",\"source\":"
                 "\"data/reference/stccg1e-base-rules.md\""));
  // A rule no game restates: none listed.
  CHECK(Contains(Stardate("rules core.random.honest --json").out, "\"cited_by_games\":[]"));
}

namespace {

// The points of engine/stccg/INTERPRETATIONS.md's table, each without a trailing
// parenthesis ("Seed order under a mission (UNCONFIRMED ...)" is "Seed order under a mission").
std::vector<std::string> InterpretationPoints() {
  std::ifstream in(stardate::testing::SourceDir() + "/engine/stccg/INTERPRETATIONS.md");
  std::vector<std::string> points;
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind("| ", 0) != 0) continue;
    std::string point = line.substr(2, line.find(" |", 2) - 2);
    if (point == "point" || point == "---") continue;
    if (size_t paren = point.find(" ("); paren != std::string::npos) point.resize(paren);
    points.push_back(point);
  }
  return points;
}

}  // namespace

TEST_CASE("stardate rules --interpretations lists every 1E interpretation row by its rule id",
          "[cli][rules]") {
  const std::vector<std::string> points = InterpretationPoints();
  REQUIRE(points.size() >= 40);
  // Every row of the table is listed with a catalogued rule id.
  for (const std::string& point : points) {
    INFO(point);
    bool listed = false;
    for (const stardate::engine::GameModule* game : stardate::engine::Games()) {
      if (game->name != "stccg1e") continue;
      for (const stardate::engine::Interpretation& i : game->interpretations) {
        if (!Contains(std::string(i.choice), "(INTERPRETATIONS.md, \"" + point + "\")")) continue;
        CHECK(stardate::engine::FindRule(i.rule, game->name) != nullptr);
        listed = true;
      }
    }
    CHECK(listed);
  }
  // Each listed interpretation appears in the command's output, under its rule id.
  Run text = Stardate("rules --interpretations");
  CHECK(text.code == 0);
  CHECK(Contains(text.out,
                 "stccg1e (Star Trek CCG, First Edition)\n  stccg.dilemma.order\n    The "
                 "first card seeded beneath a mission is the bottom card"));
  CHECK(Contains(text.out, "\n  core.window.responder\n    After a nested response resolves"));
  CHECK(Contains(text.out, "ti4 (Twilight Imperium"));
  Run json = Stardate("rules --interpretations --json");
  CHECK(json.code == 0);
  for (const stardate::engine::GameModule* game : stardate::engine::Games()) {
    for (const stardate::engine::Interpretation& i : game->interpretations) {
      INFO(i.choice);
      CHECK(Contains(json.out, "{\"game\":\"" + std::string(game->name) + "\",\"rule\":\"" +
                                   std::string(i.rule) + "\",\"ruleSummary\":\""));
    }
  }
  Run one = Stardate("rules stccg.fly.range --interpretations");
  CHECK(one.code == 0);
  CHECK(Contains(one.out, "  stccg.fly.range\n    RANGE cost: the spans of every mission entered"));
  CHECK_FALSE(Contains(one.out, "stccg.dilemma.order"));
  Run unknown = Stardate("rules stccg.no.such --interpretations");
  CHECK(unknown.code == 2);
}

namespace {

// The numbers of engine/ti4/INTERPRETATIONS.md's numbered rows ("12. **A combat whose ...").
std::vector<int> Ti4InterpretationRows() {
  std::ifstream in(stardate::testing::SourceDir() + "/engine/ti4/INTERPRETATIONS.md");
  std::vector<int> rows;
  std::string line;
  while (std::getline(in, line)) {
    size_t dot = line.find(". **");
    if (dot == 0 || dot == std::string::npos) continue;
    if (line.find_first_not_of("0123456789") != dot) continue;
    rows.push_back(std::stoi(line.substr(0, dot)));
  }
  return rows;
}

}  // namespace

TEST_CASE("stardate rules --interpretations lists every TI4 interpretation row by its rule id",
          "[cli][rules]") {
  const std::vector<int> rows = Ti4InterpretationRows();
  REQUIRE(rows.size() >= 32);
  const stardate::engine::GameModule* ti4 = stardate::engine::FindGame("ti4");
  REQUIRE(ti4 != nullptr);
  // Every numbered row is cited by a listed interpretation of a catalogued rule.
  for (int row : rows) {
    INFO("row " << row);
    const std::string cite = "(INTERPRETATIONS.md " + std::to_string(row) + ")";
    bool listed = false;
    for (const stardate::engine::Interpretation& i : ti4->interpretations) {
      if (!Contains(std::string(i.choice), cite)) continue;
      CHECK(stardate::engine::FindRule(i.rule, ti4->name) != nullptr);
      listed = true;
    }
    CHECK(listed);
  }
  // And no interpretation cites a row the file does not have.
  const std::string mark = "INTERPRETATIONS.md ";
  for (const stardate::engine::Interpretation& i : ti4->interpretations) {
    const std::string choice(i.choice);
    INFO(choice);
    size_t at = choice.find(mark);
    REQUIRE(at != std::string::npos);
    for (; at != std::string::npos; at = choice.find(mark, at + 1)) {
      const int row = std::stoi(choice.substr(at + mark.size()));
      CHECK(std::find(rows.begin(), rows.end(), row) != rows.end());
    }
  }
  // The order of a window is initiative order, not the seats' (row 24).
  Run text = Stardate("rules ti4.timing.window --interpretations");
  CHECK(text.code == 0);
  CHECK_FALSE(Contains(text.out, "standing in for initiative order"));
  CHECK(Contains(text.out, "(INTERPRETATIONS.md 24)"));
}

TEST_CASE("rules --help names every game's casebook and an example case that exists",
          "[cli][rules]") {
  Run help = Stardate("rules --help");
  REQUIRE(help.code == 0);
  for (const stardate::engine::GameModule* game : stardate::engine::Games()) {
    CHECK(Contains(help.out, std::string(game->casebook) + "/"));
  }
  const std::string marker = "e.g. ";
  const size_t at = help.out.rfind(marker);
  REQUIRE(at != std::string::npos);
  const std::string example = help.out.substr(
      at + marker.size(), help.out.find_first_of(" \n", at + marker.size()) - at - marker.size());
  CHECK(Contains(example, ".illegal"));
  Run c = Stardate("rules --case " + example);
  INFO(example);
  CHECK(c.code == 0);
  CHECK(Contains(c.out, "# ILLEGAL"));
}

TEST_CASE("cards --help describes every game with cards in its module's words", "[cli][cards]") {
  Run help = Stardate("cards show --help");
  REQUIRE(help.code == 0);
  for (const stardate::engine::GameModule* game : stardate::engine::Games()) {
    if (game->cards == nullptr) continue;
    CHECK(Contains(help.out, std::string(game->title) + ": "));
    CHECK(Contains(help.out, "\"" + std::string(game->cards->example) + "\""));
  }
}
