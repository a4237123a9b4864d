// Commodities and transactions (engine/ti4/rules/transact.h), each rule shown rejecting and
// accepting.
#include "engine/ti4/rules/transact.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

// A transaction of `p` with `other`: `gives` commodities one way.
Event Transact(uint8_t p, uint8_t other, int32_t gives = 0) {
  return Table::Ev(ti4::kTi4Transact, p, 0, static_cast<uint16_t>(other + 1), gives);
}

// The table's setup, with a destroyer of Bob's beside Alice's fleet at Jord: they are
// neighbours; Carol, at home beyond Quann, neighbours neither.
void NeighboursStart(Table* t) {
  t->Legal(Table::Place(kBob, kJord, {Unit::kDestroyer}));
  t->SetUpAndStartAction();
}

TEST_CASE("ti4.commodity.value: commodities are replenished up to the faction's value",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Table::Ev(ti4::kTi4Replenish, kAlice, 0, 0, 5)) == V{S(rules::kCommodityValue.id)});
  t.Legal(Table::Ev(ti4::kTi4Replenish, kAlice, 0, 0, 4));
  CHECK(t.Judge(Table::Ev(ti4::kTi4Replenish, kAlice, 0, 0, 3)) ==
        V{S(rules::kCommodityValue.id)});  // replenishing never lowers them
}

TEST_CASE("ti4.transact.neighbors: the active player transacts with neighbours, once a turn",
          "[ti4][rules]") {
  Table t;
  NeighboursStart(&t);
  CHECK(t.Judge(Transact(kAlice, kCarol)) == V{S(rules::kTransactNeighbors.id)});
  CHECK(t.Judge(Transact(kAlice, kAlice)) == V{S(rules::kTransactNeighbors.id)});
  CHECK(t.Judge(Transact(kBob, kCarol)) == V{S(rules::kTransactNeighbors.id)});  // not active
  t.Legal(Transact(kAlice, kBob));
  CHECK(t.Judge(Transact(kBob, kAlice)) == V{S(rules::kTransactNeighbors.id)});  // again
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Transact(kBob, kAlice));
}

TEST_CASE("ti4.transact.phase: no transactions in the strategy and status phases", "[ti4][rules]") {
  Table t;
  NeighboursStart(&t);
  t.Legal(Table::Phase(kStatus));
  CHECK(t.Judge(Transact(kAlice, kBob)) == V{S(rules::kTransactPhase.id)});
  t.Legal(Table::Ev(ti4::kTi4Ready, kBob));
  t.Legal(Table::Phase(kAgenda));
  t.Legal(Table::Ev(ti4::kTi4Agenda, 0, 0, 0, 1));
  t.Legal(Transact(kAlice, kCarol));  // any two players, in the agenda phase
}

TEST_CASE("ti4.transact.goods: a player gives only what they have, and gains a positive count",
          "[ti4][rules]") {
  Table t;
  NeighboursStart(&t);
  CHECK(t.Judge(Transact(kAlice, kBob, 2)) == V{S(rules::kTransactGoods.id)});
  CHECK(t.Judge(Table::Ev(ti4::kTi4Gain, kAlice, 0, 0, 0)) == V{S(rules::kTransactGoods.id)});
  t.Legal(Table::Ev(ti4::kTi4Replenish, kAlice, 0, 0, 4));
  t.Legal(Transact(kAlice, kBob, 2));
  CHECK(t.state->player(kBob).trade_goods == 2);
  t.Legal(Table::Ev(ti4::kTi4Gain, kCarol, 0, 0, 2));
}

}  // namespace
}  // namespace stardate::engine::ti4::test
