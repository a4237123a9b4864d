// What a dilemma's text owes once a team has failed it, beside what the encounter is written
// doing (engine/stccg/dilemma_abilities.cc reads it):
//  * victims killed "(random selection)": under the seed's randomness the seed and the encounter
//    event select them (StccgState::DoComplete fills them in when the script names none;
//    core.random.honest checks a recorded selection);
//  * a dilemma placed on its mission, which then cannot be attempted ("place dilemma on this
//    mission (or this {Empok Nor}); it cannot be attempted or scouted."): kept on the mission
//    (StccgState::ApplyEncounter) and judged at a later attempt (stccg.dilemma.placed);
//  * a dilemma whose text discards it ("Discard dilemma."): discarded after the encounter even
//    when it stopped the team (StccgState::ApplyEncounter), so no later attempt meets it.
#ifndef STARDATE_ENGINE_STCCG_DILEMMA_OWED_H_
#define STARDATE_ENGINE_STCCG_DILEMMA_OWED_H_

#include <cstdint>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_facts.h"

namespace stardate::engine::stccg {

class StccgState;

// The words of `dilemma`'s Text that place it on its mission and forbid attempting that mission
// to everyone ("place on mission; it cannot be attempted."), or "" when it prints none. A
// placement that some may still attempt ("it may not be attempted by a player with less than 50
// points"), or that another card may nullify, is not read.
std::string PlacedForbidsAttempts(const CardFacts& dilemma);

// The sentence of `dilemma`'s Text that discards it once it has been encountered ("Discard
// dilemma."), or "" when it prints none: the last sentence, or one followed only by
// parenthesized ones ("(Immune to {Q2}.)"). A combo dilemma's ("MICROVIRUS: ... Discard
// dilemma.": its second half only) and a discard under a condition ("(discard dilemma)", "If
// ..., discard dilemma.", "Discard dilemma. OR Elsewhere: ...") are not read.
std::string DiscardedAfterEncounter(const CardFacts& dilemma);

// Whether the personnel `d` kills (a fixed number, DilemmaReading::kills > 0) are selected at
// random ("kills one personnel (random selection)", "randomly select a personnel to be killed").
bool KillsAtRandom(const DilemmaReading& d);

// The places in a team of `team` personnel of the `kills` victims the seed selects for event
// `seq` (all of them when the team is no larger), in the order drawn.
std::vector<uint32_t> RandomVictims(uint64_t seed, uint64_t seq, size_t team, int kills);

// Under the seed's randomness (StccgState::DoComplete), an encounter `e` of a dilemma that kills
// at random a team failing its condition, written killing with no victims named: fills in its
// random outcome and the victims the seed selects. Defined in rules/dilemma.cc beside the check
// of a recorded selection.
void CompleteRandomVictims(const StccgState& s, Event* e);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_DILEMMA_OWED_H_
