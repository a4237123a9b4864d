// The rules of what each seed phase seeds and where: doorways, missions, dilemmas and artifacts
// under missions, facilities (rules/facility.cc), sites with their Nor.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/seed.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_SEED_H_
#define STARDATE_ENGINE_STCCG_RULES_SEED_H_

#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "engine/stccg/rules/rule.h"
#include "engine/stccg/stccg_types.h"

namespace stardate::engine::stccg::rules {

// How a card's text seeds it: the first clause that starts "Seeds", "Seed one", "Seed or plays"
// or "Place one ... during the seed phase" (Alternate Universe Door), e.g. "Seeds or plays on
// table.", "Seeds or plays on a homeworld.", "Seeds on (opens) Q's Tent side deck".
struct Seeding {
  bool seeds = false;     // the text has such a clause
  bool on_table = false;  // "on table", or it opens a side deck: the script names no target
  // The seed phases it may seed in, a bit (1 << Phase) each: the phase the clause names ("during
  // facility phase"), every phase for "during the seed phase" or "(in any phase)", else by card
  // type: doorways the doorway phase, "like a ... dilemma" the dilemma phase, other cards the
  // doorway or facility phase (engine/stccg/INTERPRETATIONS.md, "Seed phases of seed cards").
  uint8_t phases = 0;
  std::string clause;  // the clause as written
  bool In(Phase p) const { return (phases >> static_cast<int>(p)) & 1u; }
  // The one phase it seeds in, if only one.
  std::optional<Phase> Only() const;
};
Seeding SeedingOf(const CardFacts& card);

inline constexpr Rule kSeedCardType{
    "stccg.seed.card-type", kSourceBase,
    "Seed phases, in order:** doorway \u2192 mission \u2192 dilemma \u2192 facility",
    "A card is seeded in the seed phase of another card type (a ship seeded as a facility, a "
    "personnel as a dilemma), an event, incident or objective whose text does not seed it is "
    "seeded, or a seed card is seeded in a phase its text or type does not seed it in (an "
    "incident in the mission phase)."};
void SeedCardType(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kSeedUnderMission{
    "stccg.seed.under-mission", kSourceBase, "dilemmas and artifacts go face down under missions",
    "A dilemma or artifact is seeded under something that is not a mission (or beneath a "
    "facility whose text does not take it)."};
void SeedUnderMission(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kSeedDilemmaType{
    "stccg.seed.dilemma-type", kSourceBase,
    "Planet dilemmas go only under planet missions and space dilemmas only under space missions.",
    "A planet dilemma is seeded under a space mission, or a space dilemma under a planet "
    "mission (a dual dilemma goes under either)."};
void SeedDilemmaType(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kSeedSite{
    "stccg.seed.site", kSourceFacilities,
    "referred to collectively as \u201cNors\u201d and are always used in conjunction with "
    "another card type, sites",
    "A site is seeded without a Nor in play to belong to."};
void SeedSite(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDeckConstruction{
    "stccg.deck.construction", kSourceBase,
    "\u226430 seed cards (missions not counted), exactly 6 missions, draw deck \u226530",
    "A deck handed in as a deck file breaks a construction rule (`stardate deck check`: the "
    "30/30 rule, six missions, a unique mission once, \"Seed one\", the Q's Tent's up to 13 "
    "different cards), each breach named once on the game's first event."};
void DeckConstruction(const StccgState& s, const Event& e, Breaches* out);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> SeedRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_SEED_H_
