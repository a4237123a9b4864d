// Moving and committing ground forces (engine/ti4/rules/move.h), each rule shown rejecting and
// accepting.
#include "engine/ti4/rules/move.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

TEST_CASE("ti4.move.active: ships move only into the system their player activated this turn",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  const Event cruiser_in = Table::Move(kAlice, kWatchtower, {{kJord, Unit::kCruiser}});
  CHECK(t.Judge(cruiser_in) == V{S(rules::kMoveActive.id)});  // nothing activated yet
  t.Legal(Table::Activate(kAlice, kWatchtower));
  CHECK(t.Judge(Table::Move(kAlice, kMecatol, {{kJord, Unit::kCruiser}})) ==
        V{S(rules::kMoveActive.id)});
  t.Legal(cruiser_in);
}

TEST_CASE("ti4.move.active: ground forces are committed only in one's own active system",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  const uint16_t lodor = t.Planet("lodor");
  t.Legal(Table::Activate(kAlice, kBellatrix));
  t.Legal(
      Table::Move(kAlice, kBellatrix,
                  {{kJord, Unit::kCarrier}, {kJord, Unit::kInfantry}, {kJord, Unit::kInfantry}}));
  t.Legal(Table::Control(kAlice, t.Planet("tsionstation")));
  const uint16_t bellatrix = t.Planet("bellatrix");
  CHECK(t.Judge(Table::Ev(ti4::kTi4Land, kAlice, lodor + 1, 0, 0, {U(Unit::kInfantry)})) ==
        V{S(rules::kMoveActive.id), S(rules::kMoveUnits.id)});  // and none in Lodor's space
  t.Legal(Table::Ev(ti4::kTi4Land, kAlice, bellatrix + 1, 0, 0, {U(Unit::kInfantry)}));
}

TEST_CASE("ti4.move.units: only ground forces are committed, from the system's space",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  const uint16_t bellatrix = t.Planet("bellatrix");
  t.Legal(Table::Activate(kAlice, kBellatrix));
  t.Legal(Table::Move(kAlice, kBellatrix, {{kJord, Unit::kCarrier}, {kJord, Unit::kInfantry}}));
  t.Legal(Table::Control(kAlice, t.Planet("tsionstation")));
  auto land = [&](std::vector<uint16_t> units) {
    return Table::Ev(ti4::kTi4Land, kAlice, bellatrix + 1, 0, 0, std::move(units));
  };
  CHECK(t.Judge(land({U(Unit::kCarrier)})) == V{S(rules::kMoveUnits.id)});
  CHECK(t.Judge(land({U(Unit::kInfantry), U(Unit::kInfantry)})) == V{S(rules::kMoveUnits.id)});
  t.Legal(land({U(Unit::kInfantry)}));
}

TEST_CASE(
    "ti4.move.units: ships move into the active system within their move value, with capacity "
    "for what they carry",
    "[ti4][rules]") {
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

TEST_CASE("ti4.move.range: ships do not pass through other players' ships", "[ti4][rules]") {
  Table t;
  t.Legal(Table::Place(kBob, kBellatrix, {Unit::kDestroyer}));
  t.Legal(Table::Control(kBob, t.Planet("tsionstation")));
  t.SetUpWithBobAtWatchtower();
  t.Legal(Table::Activate(kAlice, kMecatol));
  CHECK(t.Judge(Table::Move(kAlice, kMecatol, {{kJord, Unit::kCruiser}})) ==
        V{S(rules::kMoveRange.id)});
}

}  // namespace
}  // namespace stardate::engine::ti4::test
