// Checks of the end of the game (base rules section 1): the result the header records is the
// one the game reaches.
#include "engine/stccg/rules/score.h"

#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

// stccg.game.result: when the game ends (100 points, the card draw that leaves both draw decks
// empty, a concession), the header's `meta result` (a player's name, or "draw") names the
// result it reached.
void GameResult(const StccgState& s, const Event& e, Breaches* out) {
  if (s.recorded_result().empty()) return;
  const uint8_t ends = s.EndsGame(e);
  if (ends == kNoResult) return;
  const bool same =
      ends == kDrawn ? s.recorded_result() == "draw" : s.recorded_result() == s.PlayerLabel(ends);
  if (!same) {
    out->Add("the header records the result \"" + s.recorded_result() +
             "\"; the game ends here: " + s.ResultText(ends) + " (" + s.PlayerLabel(0) + " " +
             std::to_string(s.players()[0].score) + ", " + s.PlayerLabel(1) + " " +
             std::to_string(s.players()[1].score) + " before this event)");
  }
}

std::span<const Rule> ScoreRules() {
  static constexpr Rule kAll[] = {kGameResult};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
