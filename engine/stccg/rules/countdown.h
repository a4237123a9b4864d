// The rules of Ketracel-White's countdown (its text in the card list: "Counts down only if you have
// [KW] personnel present. (Your Vorta may "ration" just one Ketracel-White present to count
// down.)"). The discard of one run out is a consequence the engine owes (stccg_countdown.cc); the
// core names it when a log goes on without it, citing StccgState::DominionRule.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/countdown.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_COUNTDOWN_H_
#define STARDATE_ENGINE_STCCG_RULES_COUNTDOWN_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kKetracelWhiteCountdown{
    "stccg.dominion.ketracel-white.countdown", kSourceRulings,
    "If a Doorway card with a countdown icon is closed, the countdown stops.",
    "Ketracel-White (countdown icon [3]; \"Counts down only if you have [KW] personnel present\", "
    "the card list) that has counted down to zero at the end of its owner's turn is not "
    "discarded, or one that has not run out is discarded as if it had."};
void KetracelWhiteCountdown(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kKetracelWhiteRation{
    "stccg.dominion.ketracel-white.ration", kSourceDominion,
    "Jem'Hadar are genetically addicted to the white from birth, and require regular doses of "
    "the substance in order to survive.",
    "A player rations Ketracel-White (\"Your Vorta may \"ration\" just one Ketracel-White "
    "present to count down\", the card list) without a Vorta present, outside the turn, for a "
    "card not theirs in play, or twice at one place in a turn."};
void KetracelWhiteRation(const StccgState& s, const Event& e, Breaches* out);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> CountdownRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_COUNTDOWN_H_
