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

}  // namespace
}  // namespace stardate::engine::ti4::test
