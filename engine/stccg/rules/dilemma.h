// The rules a dilemma's own text adds to a game once it has been met: a dilemma placed on its
// mission by a team that failed it keeps that mission from being attempted.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/dilemma.cc, walked by rules/table.cc).
#ifndef STARDATE_ENGINE_STCCG_RULES_DILEMMA_H_
#define STARDATE_ENGINE_STCCG_RULES_DILEMMA_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kDilemmaPlaced{
    "stccg.dilemma.placed", kSourceBase,
    "A dilemma with no conditions just takes effect and does not stop you",
    "A mission is attempted while a dilemma a team failed there lies on it, whose text placed it "
    "there and forbids attempting it (\"place dilemma on this mission; it cannot be attempted "
    "or scouted.\")."};
void DilemmaPlaced(const StccgState& s, const Event& e, Breaches* out);

// core.random.honest for the victims a dilemma kills "(random selection)" (CoreRandomHonest
// calls it for an encounter).
void DilemmaVictimsHonest(const StccgState& s, const Event& e, Breaches* out);

std::span<const Rule> DilemmaRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_DILEMMA_H_
