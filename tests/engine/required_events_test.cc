// Which event fulfils a required one is the module's declaration (GameState::RequiredNamesCard):
// 1E owes a destruction, a death, a repair or an exposure for one card, so only that card's
// event fulfils it; the core matches phase and turn steps by their number.
#include <catch2/catch.hpp>

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_state.h"
#include "tests/support/table.h"

using stardate::engine::Event;
using stardate::engine::EventKind;
using stardate::testing::Table;

namespace {

Event Owed(EventKind kind, uint16_t card, int32_t arg = 0) {
  Event e;
  e.kind = kind;
  e.player = 1;
  e.card = card;
  e.arg = arg;
  return e;
}

}  // namespace

TEST_CASE("stccg: a required destruction, death, repair or exposure is fulfilled only by its card",
          "[engine][required]") {
  Table t;
  t.SetUpPlay();
  const auto& s = t.state();
  for (EventKind kind : {stardate::engine::stccg::kDestroy, stardate::engine::stccg::kKill,
                         stardate::engine::stccg::kRepair, stardate::engine::stccg::kExpose}) {
    INFO(static_cast<int>(kind));
    CHECK(s.RequiredNamesCard(kind));
    CHECK(s.Fulfils(Owed(kind, 5), Owed(kind, 5)));
    CHECK_FALSE(s.Fulfils(Owed(kind, 6), Owed(kind, 5)));
    Event other_player = Owed(kind, 5);
    other_player.player = 0;
    CHECK_FALSE(s.Fulfils(other_player, Owed(kind, 5)));
  }
}

TEST_CASE("stccg: other required events are fulfilled by their kind and player, steps by number",
          "[engine][required]") {
  Table t;
  t.SetUpPlay();
  const auto& s = t.state();
  // A white deprivation is matched by kind and player, as before the declaration moved.
  CHECK_FALSE(s.RequiredNamesCard(stardate::engine::stccg::kDeprive));
  CHECK(s.Fulfils(Owed(stardate::engine::stccg::kDeprive, 6),
                  Owed(stardate::engine::stccg::kDeprive, 5)));
  CHECK(s.Fulfils(Owed(EventKind::SHUFFLE, 0), Owed(EventKind::SHUFFLE, 0)));
  CHECK(s.Fulfils(Owed(EventKind::PHASE, 0, 2), Owed(EventKind::PHASE, 0, 2)));
  CHECK_FALSE(s.Fulfils(Owed(EventKind::PHASE, 0, 3), Owed(EventKind::PHASE, 0, 2)));
  CHECK_FALSE(s.Fulfils(Owed(EventKind::TURN, 0, 3), Owed(EventKind::TURN, 0, 2)));
  CHECK_FALSE(s.Fulfils(Owed(EventKind::DRAW, 0), Owed(EventKind::SHUFFLE, 0)));
}
