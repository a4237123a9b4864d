// The Twilight Imperium 4 base rules the stations rely on: phases, activation, movement, space
// combat (written or rolled), placement and planet control.
#include "engine/rule_catalogue.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/rules/agenda.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/rules/control.h"
#include "engine/ti4/rules/exhaust.h"
#include "engine/ti4/rules/move.h"
#include "engine/ti4/rules/objective.h"
#include "engine/ti4/rules/phase.h"
#include "engine/ti4/rules/place.h"
#include "engine/ti4/rules/station.h"
#include "engine/ti4/rules/table.h"
#include "engine/ti4/rules/transact.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

TEST_CASE("ti4.phase.order: phases go strategy, action, status and agenda", "[ti4][base]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Table::Phase(kAgenda)) == V{S(rules::kPhaseOrder.id)});
  CHECK(t.Judge(Table::Phase(kStatus)).empty());
  CHECK(t.Judge(Table::Turn(kBob, 2)).empty());
  t.Legal(Table::Phase(kStatus));
  CHECK(t.Judge(Table::Turn(kBob, 2)) == V{S(rules::kTurnActive.id)});
}

TEST_CASE(
    "ti4.turn.active: only the active player activates, once a turn, a system without their "
    "token",
    "[ti4][base]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Table::Activate(kBob, kRift)) == V{S(rules::kTurnActive.id)});
  t.Legal(Table::Activate(kAlice, kWatchtower));
  CHECK(t.Judge(Table::Activate(kAlice, kMecatol)) == V{S(rules::kTurnActive.id)});
  t.Legal(Table::Turn(kAlice, 2));
  CHECK(t.Judge(Table::Activate(kAlice, kWatchtower)) == V{S(rules::kActivateToken.id)});
}

TEST_CASE(
    "ti4.move.units: ships move into the active system within their move value, with capacity "
    "for what they carry",
    "[ti4][base]") {
  Table t;
  t.SetUpAndStartAction();
  t.Legal(Table::Activate(kAlice, kMecatol));
  CHECK(t.Judge(Table::Move(kAlice, kWatchtower, {{kJord, Unit::kCruiser}})) ==
        V{S(rules::kMoveActive.id)});
  // Jord to Mecatol Rex is two systems: a cruiser (move 2) reaches, a carrier (move 1) not.
  CHECK(t.Judge(Table::Move(kAlice, kMecatol, {{kJord, Unit::kCarrier}})) ==
        V{S(rules::kMoveRange.id)});
  CHECK(
      t.Judge(Table::Move(kAlice, kMecatol, {{kJord, Unit::kCruiser}, {kJord, Unit::kInfantry}})) ==
      V{S(rules::kMoveUnits.id)});  // a cruiser carries nothing
  CHECK(t.Judge(Table::Move(kAlice, kMecatol, {{kJord, Unit::kDestroyer}})) ==
        V{S(rules::kMoveUnits.id)});  // Alice has none there
  t.Legal(Table::Move(kAlice, kMecatol, {{kJord, Unit::kCruiser}, {kJord, Unit::kCruiser}}));
  CHECK(t.state->InSpace(kMecatol, kAlice, Unit::kCruiser) == 2);
  CHECK(t.state->InSpace(kJord, kAlice, Unit::kCruiser) == 0);
}

TEST_CASE("ti4.move.range: ships do not pass through other players' ships", "[ti4][base]") {
  Table t;
  t.Legal(Table::Place(kBob, kBellatrix, {Unit::kDestroyer}));
  t.Legal(Table::Control(kBob, t.Planet("tsionstation")));
  t.Legal(Table::Place(kBob, kWatchtower, {Unit::kDestroyer}));
  t.Legal(Table::Control(kBob, t.Planet("thewatchtower")));
  t.SetUpAndStartAction();
  t.Legal(Table::Activate(kAlice, kMecatol));
  CHECK(t.Judge(Table::Move(kAlice, kMecatol, {{kJord, Unit::kCruiser}})) ==
        V{S(rules::kMoveRange.id)});
}

TEST_CASE(
    "core.random.honest: a TI4 space combat left without casualties is rolled from the seed, and "
    "written dice must be those",
    "[ti4][base]") {
  Table t;
  const uint16_t watch = t.Planet("thewatchtower");
  t.Legal(Table::Place(kBob, kWatchtower, {Unit::kDestroyer}));
  t.Legal(Table::Control(kBob, watch));
  t.SetUpAndStartAction();
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
    "[ti4][base]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Table::Combat(kAlice, kJord, {}, -1)) == V{S(rules::kCombatWinner.id)});
}

TEST_CASE("ti4.place.structures: structures go on planets, at most a space dock and two PDS each",
          "[ti4][base]") {
  Table t;
  const uint16_t lodor = t.Planet("lodor");
  CHECK(t.Judge(Table::Place(kAlice, kLodor, {Unit::kPds})) == V{S(rules::kPlaceStructures.id)});
  CHECK(t.Judge(Table::Place(kAlice, kLodor, {Unit::kCruiser}, lodor)) ==
        V{S(rules::kPlaceWhere.id)});
  CHECK(t.Judge(Table::Place(kAlice, kLodor, {Unit::kPds, Unit::kPds, Unit::kPds}, lodor)) ==
        V{S(rules::kPlaceStructures.id)});
  CHECK(t.Judge(Table::Place(kAlice, kLodor, {Unit::kPds, Unit::kPds}, lodor)).empty());
}

TEST_CASE("ti4.control.planet: a planet changes hands to the one player with units on it",
          "[ti4][base]") {
  Table t;
  const uint16_t lodor = t.Planet("lodor");
  t.Legal(Table::Place(kBob, kLodor, {Unit::kInfantry}, lodor));
  CHECK(t.Judge(Table::Control(kAlice, lodor)) ==
        V{S(rules::kControlPlanet.id), S(rules::kControlPlanet.id)});
  t.Legal(Table::Control(kBob, lodor));
  CHECK(t.Judge(Table::Control(kBob, lodor)) == V{S(rules::kControlAlready.id)});
  t.Legal(Table::Place(kAlice, kLodor, {Unit::kInfantry}, lodor));
  t.Legal(
      Table::Ev(ti4::kTi4Destroy, 0, lodor + 1, kLodor + 1, 0, {PackUnit(kBob, Unit::kInfantry)}));
  t.Legal(Table::Control(kAlice, lodor));
  CHECK(t.state->Controller(lodor) == kAlice);
}

}  // namespace
}  // namespace stardate::engine::ti4::test

namespace stardate::engine::ti4::test {
namespace {

// Lodor held by Bob with an infantry, a PDS and a space dock; Alice's two infantry landed on
// it (ground combat to come).
Table Invaded() {
  Table t;
  const uint16_t lodor = t.Planet("lodor");
  t.Legal(Table::Place(kBob, kLodor, {Unit::kInfantry}, lodor));
  t.Legal(Table::Control(kBob, lodor));
  t.Legal(Table::Place(kBob, kLodor, {Unit::kPds, Unit::kSpaceDock}, lodor));
  t.Legal(Table::Place(kAlice, kLodor, {Unit::kInfantry, Unit::kInfantry}, lodor));
  return t;
}

Event Lost(uint16_t planet, std::vector<std::pair<uint8_t, Unit>> units) {
  std::vector<uint16_t> c;
  for (auto [owner, u] : units) c.push_back(PackUnit(owner, u));
  return Table::Ev(ti4::kTi4Destroy, 0, planet + 1, kLodor + 1, 0, c);
}

TEST_CASE(
    "ti4.control.invasion: the attacker with ground forces left gains a planet where the "
    "defender has only structures, which are destroyed",
    "[ti4][base]") {
  Table t = Invaded();
  const uint16_t lodor = t.Planet("lodor");
  // Ground forces on both sides: nobody is owed the planet yet.
  CHECK(t.state->Owed().empty());
  CHECK(t.Judge(Table::Control(kAlice, lodor)) == V{S(rules::kControlPlanet.id)});
  // Bob's infantry lost, his PDS and space dock remain: Alice is owed Lodor (LRR 49.5).
  t.Legal(Lost(lodor, {{kBob, Unit::kInfantry}}));
  REQUIRE(t.state->Owed().size() == 1);
  const Event owed = t.state->Owed()[0];
  CHECK(owed.kind == ti4::kTi4Control);
  CHECK(owed.player == kAlice);
  CHECK(owed.card == lodor + 1);
  CHECK(t.state->RequiredRule(owed) == S(rules::kControlInvasion.id));
  // Bob cannot keep it by his structures; the one missed change of control is one finding.
  CHECK(t.Judge(Table::Control(kBob, lodor)) ==
        V{S(rules::kControlInvasion.id), S(rules::kControlAlready.id)});
  t.Legal(Table::Control(kAlice, lodor));
  CHECK(t.state->Controller(lodor) == kAlice);
  CHECK(t.state->OnPlanet(lodor, kBob, Unit::kPds) == 0);
  CHECK(t.state->OnPlanet(lodor, kBob, Unit::kSpaceDock) == 0);
  CHECK(t.state->Owed().empty());
}

TEST_CASE("ti4.control.invasion: when both sides' ground forces die the defender keeps the planet",
          "[ti4][base]") {
  Table t = Invaded();
  const uint16_t lodor = t.Planet("lodor");
  t.Legal(
      Lost(lodor, {{kBob, Unit::kInfantry}, {kAlice, Unit::kInfantry}, {kAlice, Unit::kInfantry}}));
  CHECK(t.state->Owed().empty());
  CHECK(t.state->Controller(lodor) == kBob);
  CHECK(t.Judge(Table::Control(kAlice, lodor)) == V{S(rules::kControlPlanet.id)});
  CHECK(t.state->OnPlanet(lodor, kBob, Unit::kPds) == 1);
}

TEST_CASE(
    "ti4.combat.winner: a written winner is never replaced: at a table it stands (the loser's "
    "ships there are lost), under the seed the dice must give it",
    "[ti4][base]") {
  auto start = [](Table& t) {
    const uint16_t watch = t.Planet("thewatchtower");
    t.Legal(Table::Place(kBob, kWatchtower, {Unit::kDestroyer}));
    t.Legal(Table::Control(kBob, watch));
    t.SetUpAndStartAction();
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

}  // namespace
}  // namespace stardate::engine::ti4::test
