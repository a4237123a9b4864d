// Placing units and destroying them (engine/ti4/rules/place.h, combat.h), each rule shown
// rejecting and accepting.
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/rules/place.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

TEST_CASE(
    "ti4.place.where: in the action phase only the active player produces, in the active "
    "system, ships in space",
    "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  const uint16_t jord = t.Planet("jord");
  CHECK(t.Judge(Table::Place(kBob, kBastion, {Unit::kDestroyer})) == V{S(rules::kPlaceWhere.id)});
  CHECK(t.Judge(Table::Place(kAlice, kJord, {Unit::kCruiser})) == V{S(rules::kPlaceWhere.id)});
  t.Legal(Table::Activate(kAlice, kJord));
  CHECK(t.Judge(Table::Place(kAlice, kJord, {Unit::kCruiser}, jord)) ==
        V{S(rules::kPlaceWhere.id)});  // a ship on a planet
  CHECK(t.Judge(Table::Place(kAlice, kJord, {Unit::kInfantry}, t.Planet("lodor"))) ==
        V{S(rules::kPlaceWhere.id)});  // a planet of another system
  t.Legal(Table::Place(kAlice, kJord, {Unit::kCruiser}));
  t.Legal(Table::Place(kAlice, kJord, {Unit::kInfantry}, jord));
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
