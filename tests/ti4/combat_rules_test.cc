// Space combat and destroyed units (engine/ti4/rules/combat.h), each rule shown rejecting and
// accepting: combats written at the table or rolled from the seed.
#include "engine/rule_catalogue.h"
#include "engine/ti4/rules/combat.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

TEST_CASE(
    "core.random.honest: a TI4 space combat left without casualties is rolled from the seed, and "
    "written dice must be those",
    "[ti4][rules]") {
  Table t;
  const uint16_t watch = t.Planet("thewatchtower");
  t.SetUpWithBobAtWatchtower();
  t.Legal(Table::Activate(kAlice, kWatchtower));
  t.Legal(Table::Move(kAlice, kWatchtower,
                      {{kJord, Unit::kCruiser}, {kJord, Unit::kCruiser}, {kJord, Unit::kCarrier}}));
  Event rolled = Table::Ev(ti4::kTi4Combat, kAlice, 0, kWatchtower + 1);
  t.state->Complete(&rolled);
  REQUIRE_FALSE(rolled.random.empty());
  for (uint32_t d : rolled.random) CHECK((d >= 1 && d <= 10));
  CHECK_FALSE(rolled.cards.empty());
  CHECK(rolled.arg != 0);
  Event again = Table::Ev(ti4::kTi4Combat, kAlice, 0, kWatchtower + 1);
  t.state->Complete(&again);
  CHECK(again == rolled);  // the same seed and event: the same dice
  Event forged = Table::Ev(ti4::kTi4Combat, kAlice, 0, kWatchtower + 1);
  forged.random = rolled.random;
  forged.random[0] = forged.random[0] == 10 ? 1 : forged.random[0] + 1;
  CHECK(t.Judge(forged)[0] == S(engine::rules::kRandomHonest));
  t.Legal(Table::Ev(ti4::kTi4Combat, kAlice, 0, kWatchtower + 1));
  // Three ships against a destroyer: whoever won, the station follows the rules.
  if (rolled.arg == kAlice + 1) {
    REQUIRE(t.state->Owed().size() == 1);
    t.Legal(Table::Control(kAlice, watch));
  } else {
    CHECK(t.state->Owed().empty());
  }
}

TEST_CASE(
    "ti4.combat.winner: a combat needs two players' ships, and the winner is the one with ships "
    "left",
    "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Table::Combat(kAlice, kJord, {}, -1)) == V{S(rules::kCombatWinner.id)});
}

TEST_CASE(
    "ti4.combat.winner: a written winner is never replaced: at a table it stands (the loser's "
    "ships there are lost), under the seed the dice must give it",
    "[ti4][rules]") {
  auto start = [](Table& t) {
    t.SetUpWithBobAtWatchtower();
    t.Legal(Table::Activate(kAlice, kWatchtower));
    t.Legal(Table::Move(kAlice, kWatchtower, {{kJord, Unit::kCruiser}, {kJord, Unit::kCarrier}}));
  };
  SECTION("at a table: 'Bob wins' alone means Alice's ships there are destroyed, no finding") {
    GameSetup setup = TableSetup();
    setup.randomness = engine::Randomness::TABLE;
    Table t(setup);
    start(t);
    Event won = Table::Combat(kAlice, kWatchtower, {}, kBob);
    t.state->Complete(&won);
    CHECK(won.random.empty());  // no dice invented
    CHECK(won.arg == kBob + 1);
    CHECK(won.cards == std::vector<uint16_t>{PackUnit(kAlice, Unit::kCruiser),
                                             PackUnit(kAlice, Unit::kCarrier)});
    t.Legal(won);
  }
  SECTION("under the seed: the seed's dice decide; a winner they do not give is a finding") {
    Table t;
    start(t);
    Event rolled = Table::Ev(ti4::kTi4Combat, kAlice, 0, kWatchtower + 1);
    t.state->Complete(&rolled);
    REQUIRE((rolled.arg == kAlice + 1 || rolled.arg == kBob + 1));
    const int other = rolled.arg == kAlice + 1 ? kBob : kAlice;
    // Rejected: the written winner is the other player (it used to be replaced silently).
    Event wrong = Table::Combat(kAlice, kWatchtower, {}, other);
    t.state->Complete(&wrong);
    CHECK(wrong.arg == other + 1);
    std::vector<Violation> found = t.state->Check(wrong);
    REQUIRE(found.size() == 1);
    CHECK(found[0].rule == S(rules::kCombatWinner.id));
    // Accepted: the winner the dice give.
    t.Legal(Table::Combat(kAlice, kWatchtower, {}, rolled.arg - 1));
  }
}

TEST_CASE("ti4.destroy.units: only units that are there are destroyed", "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  const uint16_t jord = t.Planet("jord");
  auto destroy = [](uint16_t sys, int planet, uint8_t owner, Unit u) {
    return Table::Ev(ti4::kTi4Destroy, kAlice, static_cast<uint16_t>(planet + 1),
                     static_cast<uint16_t>(sys + 1), 0, {PackUnit(owner, u)});
  };
  CHECK(t.Judge(destroy(kJord, -1, kAlice, Unit::kDreadnought)) == V{S(rules::kDestroyUnits.id)});
  CHECK(t.Judge(destroy(kJord, -1, kBob, Unit::kCruiser)) == V{S(rules::kDestroyUnits.id)});
  CHECK(t.Judge(destroy(kLodor, jord, kAlice, Unit::kInfantry)) ==
        V{S(rules::kDestroyUnits.id)});  // Jord is not in Lodor's system
  t.Legal(destroy(kJord, -1, kAlice, Unit::kCruiser));
  t.Legal(destroy(kJord, jord, kAlice, Unit::kInfantry));
  CHECK(t.state->InSpace(kJord, kAlice, Unit::kCruiser) == 1);
  CHECK(t.state->OnPlanet(jord, kAlice, Unit::kInfantry) == 1);
}

}  // namespace
}  // namespace stardate::engine::ti4::test
