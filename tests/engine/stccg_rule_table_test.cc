// The 1E module's rule table: one check per rule id, every catalogued rule judged by one, and
// the checks that replaced the catch-all "card type" rule, each rejecting and accepting.
#include <catch2/catch.hpp>

#include <map>
#include <set>
#include <string>

#include "engine/rule_catalogue.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/catalogue.h"
#include "engine/stccg/rules/move.h"
#include "engine/stccg/rules/report.h"
#include "engine/stccg/rules/rule.h"
#include "engine/stccg/rules/seed.h"
#include "tests/support/table.h"

using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace engine = stardate::engine;
namespace rules = stardate::engine::stccg::rules;
using StccgState = stardate::engine::stccg::StccgState;

namespace {}  // namespace

TEST_CASE("The 1E rule table: every row's rule is catalogued, every catalogued 1E rule has rows",
          "[engine][stccg]") {
  std::set<std::string> checked;
  for (const rules::RuleCheck& row : rules::CheckTable()) {
    INFO(row.rule);
    CHECK(engine::FindRule(row.rule) != nullptr);
    CHECK(row.check != nullptr);
    checked.insert(std::string(row.rule));
  }
  for (const engine::Rule& rule : engine::stccg::Rules()) {
    INFO(rule.id);
    CHECK(checked.count(std::string(rule.id)) == 1);
  }
  CHECK(checked.count(R(engine::rules::kEventCards)) == 1);
  CHECK(checked.count(R(engine::rules::kRandomHonest)) == 1);
}

TEST_CASE("The 1E rule table: one function per rule id (a rule's rows all call one check)",
          "[engine][stccg]") {
  std::map<std::string, rules::RuleCheckFn> fn_of;
  for (const rules::RuleCheck& row : rules::CheckTable()) {
    INFO(row.rule);
    auto [it, added] = fn_of.emplace(std::string(row.rule), row.check);
    CHECK((added || it->second == row.check));
  }
  // And one rule id per function.
  for (auto a = fn_of.begin(); a != fn_of.end(); ++a) {
    for (auto b = std::next(a); b != fn_of.end(); ++b) {
      INFO(a->first << " and " << b->first);
      CHECK(a->second != b->second);
    }
  }
}

TEST_CASE("core.event.cards: an event naming a card the game lacks is judged by nothing else",
          "[engine][stccg]") {
  Table t;
  t.Legal({"Alice seeds mission \"Reignite Dead Star\""});
  engine::Event e;
  e.kind = stardate::engine::stccg::kSeedMission;
  e.player = 0;
  SECTION("rejected: card #60000 is not in the game, and that is the only finding") {
    e.card = 60000;
    std::vector<engine::Violation> found = t.state().Check(e);
    REQUIRE(found.size() == 1);
    CHECK(found[0].rule == R(engine::rules::kEventCards));
    CHECK(found[0].detail == "card #60000 is not in this game");
  }
  SECTION("rejected: a seed that names no card") {
    std::vector<engine::Violation> found = t.state().Check(e);
    REQUIRE(found.size() == 1);
    CHECK(found[0].rule == R(engine::rules::kEventCards));
  }
  SECTION("accepted: a card of the game") {
    e.card = t.state().CardByCopy("Symbiont Diagnosis", 1);
    REQUIRE(e.card != 0);
    CHECK(t.state().Check(e).empty());
  }
}

TEST_CASE("stccg.fly.ship: only a ship in play flies, to a mission", "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Data", "Runabout"});
  t.Legal({"Alice reports \"Data\" to \"Federation Outpost\"", "  Bob passes", "  Alice passes"});
  SECTION("rejected: a personnel flies") {
    CHECK(t.Do("Alice flies \"Data\" to \"Symbiont Diagnosis\"") == Rules{R(rules::kFlyShip.id)});
  }
  SECTION("rejected: a ship still in hand flies") {
    CHECK(t.Do("Alice flies \"Runabout\" to \"Symbiont Diagnosis\"") ==
          Rules{R(rules::kFlyShip.id)});
  }
}

TEST_CASE("stccg.report.cards: personnel, ships and equipment report to a facility in play",
          "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Data"});
  SECTION("rejected: reported to a mission") {
    CHECK(t.Do("Alice reports \"Data\" to \"Reignite Dead Star\"") ==
          Rules{R(rules::kReportCards.id)});
  }
  SECTION("accepted: reported to the player's outpost") {
    CHECK(t.Do("Alice reports \"Data\" to \"Federation Outpost\"") == Rules{});
  }
}

TEST_CASE("stccg.seed.card-type: each seed phase seeds its own card type", "[engine][stccg]") {
  Table t;
  SECTION("rejected: a facility seeded as a mission") {
    CHECK(t.Do("Alice seeds mission \"Federation Outpost\"") == Rules{R(rules::kSeedCardType.id)});
  }
  SECTION("accepted: a mission seeded as a mission") {
    CHECK(t.Do("Alice seeds mission \"Reignite Dead Star\"") == Rules{});
  }
}
