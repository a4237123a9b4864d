// Placing units (engine/ti4/rules/place.h), each rule shown rejecting and accepting.
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

TEST_CASE("ti4.place.structures: structures go on planets, at most a space dock and two PDS each",
          "[ti4][rules]") {
  Table t;
  const uint16_t lodor = t.Planet("lodor");
  CHECK(t.Judge(Table::Place(kAlice, kLodor, {Unit::kPds})) == V{S(rules::kPlaceStructures.id)});
  CHECK(t.Judge(Table::Place(kAlice, kLodor, {Unit::kCruiser}, lodor)) ==
        V{S(rules::kPlaceWhere.id)});
  CHECK(t.Judge(Table::Place(kAlice, kLodor, {Unit::kPds, Unit::kPds, Unit::kPds}, lodor)) ==
        V{S(rules::kPlaceStructures.id)});
  CHECK(t.Judge(Table::Place(kAlice, kLodor, {Unit::kPds, Unit::kPds}, lodor)).empty());
}

}  // namespace
}  // namespace stardate::engine::ti4::test
