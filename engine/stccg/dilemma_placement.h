// Dilemmas whose text places them on the mission they were met at, which then cannot be
// attempted ("place dilemma on this mission (or this {Empok Nor}); it cannot be attempted or
// scouted."): read from the dilemma's Text (engine/stccg/dilemma_abilities.cc), kept on the
// mission by an encounter the team failed (StccgState::ApplyEncounter), and judged at a later
// attempt (stccg.dilemma.placed).
#ifndef STARDATE_ENGINE_STCCG_DILEMMA_PLACEMENT_H_
#define STARDATE_ENGINE_STCCG_DILEMMA_PLACEMENT_H_

#include <string>

#include "engine/stccg/card_facts.h"

namespace stardate::engine::stccg {

// The words of `dilemma`'s Text that place it on its mission and forbid attempting that mission
// to everyone ("place on mission; it cannot be attempted."), or "" when it prints none. A
// placement that some may still attempt ("it may not be attempted by a player with less than 50
// points"), or that another card may nullify, is not read.
std::string PlacedForbidsAttempts(const CardFacts& dilemma);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_DILEMMA_PLACEMENT_H_
