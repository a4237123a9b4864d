// Exhausting and readying planets (engine/ti4/rules/exhaust.h), each rule shown rejecting and
// accepting.
#include "engine/ti4/rules/exhaust.h"
#include "engine/ti4/rules/station.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

Event Exhaust(uint8_t p, uint16_t planet, int32_t for_influence = 0) {
  return Table::Ev(ti4::kTi4Exhaust, p, static_cast<uint16_t>(planet + 1), 0, for_influence);
}
Event Ready(uint8_t p, std::vector<uint16_t> planets) {
  for (uint16_t& id : planets) ++id;
  return Table::Ev(ti4::kTi4Ready, p, 0, 0, 0, std::move(planets));
}

TEST_CASE("ti4.exhaust.control: only a planet's controller exhausts it", "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Exhaust(kAlice, t.Planet("ordinian"))) == V{S(rules::kExhaustControl.id)});
  t.Legal(Exhaust(kBob, t.Planet("ordinian")));
}

TEST_CASE(
    "ti4.exhaust.ready: an exhausted planet is not exhausted again, and a planet gives "
    "resources or influence",
    "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  const uint16_t jord = t.Planet("jord");
  CHECK(t.Judge(Exhaust(kAlice, jord, 2)) == V{S(rules::kExhaustReady.id)});
  t.Legal(Exhaust(kAlice, jord, 1));
  CHECK(t.state->player(kAlice).influence_spent == 2);
  CHECK(t.Judge(Exhaust(kAlice, jord)) == V{S(rules::kExhaustReady.id)});
}

TEST_CASE("ti4.ready.when: planets are readied in the status and agenda phases only",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  const uint16_t jord = t.Planet("jord");
  t.Legal(Exhaust(kAlice, jord));
  CHECK(t.Judge(Ready(kAlice, {jord})) == V{S(rules::kReadyWhen.id)});
  CHECK(t.Judge(Ready(kAlice, {40})) == V{S(rules::kReadyWhen.id)});  // off the map
  t.Legal(Table::Phase(kStatus));
  t.Legal(Ready(kAlice, {jord}));
  CHECK_FALSE(t.state->Exhausted(jord));
}

TEST_CASE("ti4 rule table: findings about an event's cards come in card order, whatever their rule",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  const uint16_t jord = t.Planet("jord"), rev = t.Planet("revelation");
  // Bob's Revelation came exhausted; Alice's Jord is exhausted now.
  t.Legal(Exhaust(kAlice, jord));
  CHECK(t.Judge(Ready(kBob, {jord, rev})) ==
        V{S(rules::kExhaustControl.id), S(rules::kStationReady.id)});
  CHECK(t.Judge(Ready(kBob, {rev, jord})) ==
        V{S(rules::kStationReady.id), S(rules::kExhaustControl.id)});
}

}  // namespace
}  // namespace stardate::engine::ti4::test
