// Control of planets (engine/ti4/rules/control.h), shown rejecting and accepting.
#include "engine/ti4/rules/control.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

TEST_CASE("ti4.control.already: a player does not gain a planet they control", "[ti4][rules]") {
  Table t;
  const uint16_t lodor = t.Planet("lodor");
  t.Legal(Table::Place(kAlice, kLodor, {Unit::kInfantry}, lodor));
  t.Legal(Table::Control(kAlice, lodor));
  CHECK(t.Judge(Table::Control(kAlice, lodor)) == V{S(rules::kControlAlready.id)});
  CHECK(t.Judge(Table::Control(kAlice, t.Planet("jord"))) == V{S(rules::kControlAlready.id)});
}

TEST_CASE("ti4.control.planet: a planet changes hands to the one player with units on it",
          "[ti4][rules]") {
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
    "[ti4][rules]") {
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
          "[ti4][rules]") {
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
    "ti4.control.planet: a planet claimed by a player without units on it stays with its "
    "controller",
    "[ti4][control]") {
  Table t;
  const uint16_t quann = t.Planet("quann");
  t.Legal(Table::Place(kCarol, kQuann, {Unit::kInfantry}, quann));
  t.Legal(Table::Control(kCarol, quann));
  t.SetUpAndStartAction();
  CHECK(t.Play(Table::Control(kAlice, quann)) == V{S(rules::kControlPlanet.id)});
  CHECK(t.state->Controller(quann) == kCarol);
  CHECK(t.state->Owed().empty());
}

}  // namespace
}  // namespace stardate::engine::ti4::test
