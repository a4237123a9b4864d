// The rules of what each seed phase seeds and where: doorways, missions, dilemmas and artifacts
// under missions, facilities (rules/facility.cc), sites with their Nor.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/seed.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_SEED_H_
#define STARDATE_ENGINE_STCCG_RULES_SEED_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kSeedCardType{
    "stccg.seed.card-type", kSourceBase,
    "Seed phases, in order:** doorway \u2192 mission \u2192 dilemma \u2192 facility",
    "A card is seeded in the seed phase of another card type (a ship seeded as a facility, a "
    "personnel as a dilemma)."};
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

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> SeedRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_SEED_H_
