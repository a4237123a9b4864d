// The rules of the score: the result the header records is the one the game reaches (base rules
// section 1), and the bonus points a card's text gives are the ones it says.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/score.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_SCORE_H_
#define STARDATE_ENGINE_STCCG_RULES_SCORE_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kGameResult{
    "stccg.game.result", kSourceBase, "When both draw decks are empty, the higher score wins",
    "The result the header records is not the one the game reached (100 points, both draw "
    "decks empty with the higher score, or a concession)."};
void GameResult(const StccgState& s, const Event& e, Breaches* out);

// No rule text says it: Assign Mission Specialists' own text does.
inline constexpr Rule kScoreMissionSpecialist{
    "stccg.score.mission-specialist", kSourceCardList,
    "Once each mission, your mission specialist may score 5 points when they use their skill to "
    "meet a mission requirement.",
    "A mission specialist scores the points the card's text gives, once each mission, for the "
    "mission its player solved with it: one score per Mission Specialist there whose skill the "
    "mission requires."};
void ScoreMissionSpecialist(const StccgState& s, const Event& e, Breaches* out);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> ScoreRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_SCORE_H_
