// Checks of the end of the game (base rules section 1): the result the header records is the
// one the game reaches.
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

// stccg.game.result: when the game ends (100 points, the card draw that leaves both draw decks
// empty, a concession), the header's `meta result` (a player's name, or "draw") names the
// result it reached.
void StccgState::GameResult(const Event& e, Breaches* out) const {
  if (recorded_result_.empty()) return;
  const uint8_t ends = EndsGame(e);
  if (ends == kNoResult) return;
  const bool same =
      ends == kDrawn ? recorded_result_ == "draw" : recorded_result_ == PlayerLabel(ends);
  if (!same) {
    out->Add("the header records the result \"" + recorded_result_ +
             "\"; the game ends here: " + ResultText(ends) + " (" + PlayerLabel(0) + " " +
             std::to_string(players_[0].score) + ", " + PlayerLabel(1) + " " +
             std::to_string(players_[1].score) + " before this event)");
  }
}

}  // namespace stardate::engine::stccg
