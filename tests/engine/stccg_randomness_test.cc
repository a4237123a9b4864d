// The header's source of randomness: the table's (a transcript of real, hand-shuffled cards) or
// the seed's (the PRNG decides; an audit proves every draw honest).
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/snapshot.h"
#include "engine/stccg/rules/cards.h"
#include "engine/stccg/rules/draw.h"
#include "tests/support/table.h"

using stardate::testing::DefaultHeader;
using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;
using stardate::engine::stccg::Zone;

namespace {

std::string TableHeader() { return DefaultHeader(7, "table"); }

}  // namespace

TEST_CASE("Table randomness: unnamed opening draws are unknown cards in hand", "[engine][stccg]") {
  Table t(TableHeader());
  t.SetUpPlay();
  const auto& s = t.state();
  REQUIRE(s.table_randomness());
  // The engine filled in both shuffles and the seven opening draws without naming a card.
  CHECK(s.player(0).hand.empty());
  CHECK(s.player(0).hidden == 7);
  CHECK(s.DeckCount(0) == s.player(0).draw_deck.size() - 7);
  for (const auto& e : t.events()) {
    if (e.kind == stardate::engine::EventKind::DRAW) CHECK(e.card == 0);
    if (e.kind == stardate::engine::EventKind::SHUFFLE) CHECK(e.random.empty());
  }
  CHECK(s.Describe().find("7 unknown cards") != std::string::npos);
}

TEST_CASE("Table randomness: playing a card still counted in the deck reveals it from the hand",
          "[engine][stccg]") {
  Table t(TableHeader());
  t.SetUpPlay();
  CHECK(t.Do("Alice reports \"Data\"#1 to \"Federation Outpost\"#1") == Rules{});
  CHECK(t.state().player(0).hidden == 6);
  CHECK(t.state().card(t.state().CardByCopy("Data", 1)).zone == Zone::kPending);
  SECTION("the revealed card is played as from the hand") {
    t.Legal({"Bob passes", "Alice passes"});
    CHECK(t.state().card(t.state().CardByCopy("Data", 1)).zone == Zone::kAboard);
  }
  SECTION("a card of the opponent's deck is not in this player's hand") {
    t.Legal({"Bob passes", "Alice passes", "turn 2 Bob"});
    Rules r = t.Do("Bob reports \"Geordi La Forge\"#1 to \"Dominion Outpost\"#2");
    CHECK(std::count(r.begin(), r.end(), R(rules::kCardFromHand.id)) == 1);
  }
}

TEST_CASE("stccg.draw.card-draw: at a table a draw is checked only for being in the deck",
          "[engine][stccg]") {
  Table t(TableHeader());
  t.SetUpPlay();
  t.Legal({"phase \"card draw\""});
  const auto& deck = t.state().player(0).draw_deck;
  SECTION("any card of the deck may be the one drawn: the order is unknown") {
    std::string bottom = t.state().CardRef(deck.front());
    CHECK(t.Do("Alice draws " + bottom) == Rules{});
    CHECK(t.state().player(0).hand.size() == 1);
  }
  SECTION("a card that is not in the player's draw deck is rejected") {
    CHECK(t.Do("Alice draws \"Omet'iklan\"") == Rules{R(rules::kCardDraw.id)});
  }
  SECTION("an unnamed draw is one more unknown card") {
    CHECK(t.Do("Alice draws") == Rules{});
    CHECK(t.state().player(0).hidden == 8);
  }
}

TEST_CASE("Table randomness: a draw from a deck whose cards are all in hand is rejected",
          "[engine][stccg]") {
  // Alice draws her deck to the end; Bob's is long enough that the draw emptying both (which
  // would end the game) does not come.
  std::string header = TableHeader();
  header.insert(header.find("player Bob\n") + 11, "  draw \"Escape Pod\" x20\n");
  Table t(header);
  t.SetUpPlay();
  const size_t left = t.state().DeckCount(0);
  t.Legal({"phase \"card draw\""});
  for (size_t i = 0; i < left; ++i) {
    INFO(i);
    REQUIRE(t.Do("Alice draws") == Rules{});
    if (i + 1 < left)
      t.Legal({"turn " + std::to_string(2 + 2 * i) + " Bob",
               "turn " + std::to_string(3 + 2 * i) + " Alice", "phase \"card draw\""});
  }
  CHECK(t.state().DeckCount(0) == 0);
  t.Legal({"turn " + std::to_string(2 * left) + " Bob",
           "turn " + std::to_string(2 * left + 1) + " Alice", "phase \"card draw\""});
  CHECK(t.Do("Alice draws") == Rules{R(rules::kCardDraw.id)});
}

TEST_CASE("Table randomness: the table's shuffle is a fact, not a seed's draw to prove",
          "[engine][core]") {
  Table table(TableHeader());
  table.Legal({"Alice seeds mission \"Reignite Dead Star\""});
  CHECK(table.Do("Alice shuffles random 0,1,2,3,4,5,6,7,8,9,10,11,12,13") == Rules{});
  Table seed;  // the same under the seed's randomness is a finding (core.random.honest)
  seed.Legal({"Alice seeds mission \"Reignite Dead Star\""});
  CHECK(seed.Do("Alice shuffles random 0,1,2,3,4,5,6,7,8,9,10,11,12,13") ==
        Rules{"core.random.honest"});
}

TEST_CASE("Table randomness: unknown cards in hand survive a snapshot and change the hash",
          "[engine][stccg]") {
  Table t(TableHeader());
  t.SetUpPlay();
  const auto& s = t.state();
  std::unique_ptr<stardate::engine::GameState> copy = s.Clone();
  REQUIRE(copy->Restore(s.Serialize(), "snapshot").ok());
  CHECK(copy->Serialize() == s.Serialize());
  CHECK(dynamic_cast<const stardate::engine::stccg::StccgState&>(*copy).player(0).hidden == 7);
  // The same moves under the seed's randomness name every card: another state.
  Table u;
  u.SetUpPlay();
  CHECK(u.state().player(0).hidden == 0);
  CHECK(u.state().Hash() != s.Hash());
}
