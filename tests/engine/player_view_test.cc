// Player views (GameState::ViewFor, SeenBy): what one player could see of a 1E game.
#include <catch2/catch.hpp>

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_state.h"
#include "tests/support/table.h"

using stardate::engine::Event;
using stardate::engine::EventKind;
using stardate::engine::kEveryone;
using stardate::engine::stccg::StccgState;
using stardate::testing::Table;

namespace {

const StccgState& AsStccg(const std::unique_ptr<stardate::engine::GameState>& s) {
  const auto* stccg = dynamic_cast<const StccgState*>(s.get());
  REQUIRE(stccg != nullptr);
  return *stccg;
}

}  // namespace

TEST_CASE("A player's view holds the other player's hand as unknown cards and their own named",
          "[engine][view]") {
  Table t;  // the seed's randomness: every opening draw is named in the log
  t.SetUpPlay({"Data"}, {"Weyoun"});
  const StccgState& full = t.state();
  REQUIRE(full.player(1).hand.size() == 7);
  auto view = full.ViewFor(0);
  const StccgState& alice = AsStccg(view);
  CHECK(alice.viewer() == 0);
  CHECK(alice.player(0).hand == full.player(0).hand);
  CHECK(alice.player(1).hand.empty());
  CHECK(alice.player(1).hidden == 7);
  CHECK(alice.DeckCount(1) == full.DeckCount(1));  // the counts a player sees stay
  CHECK(alice.core().seed == 0);                   // the seed is withheld
  CHECK(alice.Describe().find("Weyoun") == std::string::npos);
  CHECK(alice.DescribeJson().find("Weyoun") == std::string::npos);
  CHECK(alice.Describe().find("Data") != std::string::npos);
  CHECK(alice.DescribeJson().find("\"seenBy\":\"Alice\"") != std::string::npos);
  // The full state is untouched, and everyone's view is the full state.
  CHECK(full.player(1).hand.size() == 7);
  CHECK(full.ViewFor(kEveryone)->DescribeJson() == full.DescribeJson());
}

TEST_CASE("An event seen by a player hides another player's draw and every shuffle's order",
          "[engine][view]") {
  Table t;
  t.SetUpPlay();
  const StccgState& s = t.state();
  Event draw;
  draw.kind = EventKind::DRAW;
  draw.player = 1;
  draw.card = s.player(1).draw_deck.back();
  draw.random = {3};
  CHECK(s.SeenBy(draw, 0).card == 0);
  CHECK(s.SeenBy(draw, 0).random.empty());
  CHECK(s.SeenBy(draw, 1).card == draw.card);  // the drawing player sees the card
  CHECK(s.SeenBy(draw, kEveryone).card == draw.card);
  Event shuffle;
  shuffle.kind = EventKind::SHUFFLE;
  shuffle.player = 0;
  shuffle.random = {2, 0, 1};
  CHECK(s.SeenBy(shuffle, 0).random.empty());  // not even the owner knows the order
  CHECK(s.SeenBy(shuffle, kEveryone).random == shuffle.random);
  Event report;
  report.kind = stardate::engine::stccg::kReport;
  report.player = 1;
  report.card = draw.card;
  CHECK(s.SeenBy(report, 0).card == draw.card);  // played face up
  CHECK(s.EventText(s.SeenBy(draw, 0)) == "Bob drawing a card");
}
