// The rules of the facility rules (data/rules/000_63f6709b3bd4740e.txt): when and where a facility
// is seeded or built, what its text allows, and using and entering facilities.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/facility.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_FACILITY_H_
#define STARDATE_ENGINE_STCCG_RULES_FACILITY_H_

#include <optional>
#include <span>
#include <string>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kFacilitySeedPhase{
    "stccg.facility.seed.phase", kSourceFacilities,
    "Seedable facilities seed during the facility seed phase unless otherwise specified",
    "A facility is seeded outside the facility seed phase."};
void FacilitySeedPhase(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilitySeedOne{
    "stccg.facility.seed.seed-one", kSourceFacilities,
    "Most outposts state \u201cseed one\u201d in game text, allowing each player to seed only one "
    "copy of that Outpost card.",
    "A second copy of a \"Seed one\" facility is seeded by the same player."};
void FacilitySeedSeedOne(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityBuildAllowed{
    "stccg.facility.build.allowed", kSourceFacilities,
    "Additional copies may be built during the play phase if the game text allows it",
    "A facility whose text does not allow building is built in the play phase."};
void FacilityBuildAllowed(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityBuildEngineer{
    "stccg.facility.build.engineer", kSourceFacilities,
    "You may build an outpost where you have a compatible ENGINEER of the specified affiliation "
    "or species at a suitable mission location.",
    "An outpost is built where the player has no ENGINEER of the affiliation its text names."};
void FacilityBuildEngineer(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityAtMission{
    "stccg.facility.at-mission", kSourceFacilities,
    "You may seed or build an outpost only at a mission",
    "A facility is seeded or built at something that is not a mission on the spaceline."};
void FacilityAtMission(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityNativeQuadrant{
    "stccg.facility.seed.native-quadrant", kSourceFacilities,
    "Facilities may seed only in their native quadrant",
    "A facility is seeded at a mission outside its native quadrant."};
void FacilitySeedNativeQuadrant(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityOnePerLocation{
    "stccg.facility.one-per-location", kSourceFacilities,
    "You may not seed or build any facility at a location where you already have a facility",
    "A player seeds or builds a facility where they already have one."};
void FacilityOnePerLocation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityNotDuplicatable{
    "stccg.facility.not-duplicatable", kSourceFacilities, "specifies that it is not duplicatable",
    "A second copy of a not-duplicatable facility (headquarters, labelled stations) is put in "
    "play."};
void FacilityNotDuplicatable(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityHomeworld{
    "stccg.facility.seed.homeworld", kSourceFacilities,
    "You may not seed or build any outpost at any homeworld mission",
    "An outpost is seeded or built at a homeworld mission."};
void FacilitySeedHomeworld(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityHeadquartersHomeworld{
    "stccg.facility.headquarters.homeworld", kSourceFacilities,
    "A headquarters may be seeded or built only on the specified homeworld.",
    "A headquarters is placed anywhere but the homeworld its text names."};
void FacilityHeadquartersHomeworld(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityStationLocation{
    "stccg.facility.station.location", kSourceFacilities,
    "Stations may be established only at the locations specified on the cards.",
    "A station is placed anywhere but where its text says (a region, a named mission, a "
    "completed planet mission, a Gamma Quadrant non-homeworld mission)."};
void FacilityStationLocation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityOutpostIcon{
    "stccg.facility.seed.outpost-icon", kSourceFacilities,
    "You may seed or build an outpost only at a mission (either planet or space, belonging to "
    "either player) with a matching affiliation icon",
    "An outpost is seeded or built at a mission without its affiliation's icon."};
void FacilitySeedOutpostIcon(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityOutpostReference{
    "stccg.facility.outpost-reference", kSourceFacilities,
    "However, card references to the outposts (or stations) themselves do not include other "
    "facilities.",
    "A card that plays on an outpost (Spacedock) is played on another kind of facility."};
void FacilityOutpostReference(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kUseOpponentOutpost{
    "stccg.facility.use.opponent-outpost", kSourceFacilities,
    "You may not use your opponent’s outposts (or operate their SHIELDS, transporters, "
    "holodecks, or other features)",
    "A player docks at, beams to or from, or otherwise uses the opponent's outpost."};
void FacilityUseOpponentOutpost(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kEnterCompatible{
    "stccg.facility.enter.compatible", kSourceFacilities,
    "Your cards must be compatible with a facility (except a Nor) to report to, dock at, or "
    "enter the facility.",
    "Personnel enter (beam or walk into) a facility they are not compatible with; a Nor "
    "admits anyone."};
void FacilityEnterCompatible(const StccgState& s, const Event& e, Breaches* out);

// --- Shared with the checks of other areas.
// The mission a facility is seeded or built at, or 0 if the target is not a mission on the
// spaceline (FacilityAtMission's breach).
uint16_t PlacementMission(const StccgState& s, const Event& e);
// Why every placement alternative of the facility's text for this step (seed or build)
// refuses the mission; nullopt when one allows it or the text has none for this step.
std::optional<std::string> PlacementVerdict(const StccgState& s, const Event& e);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> FacilityRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_FACILITY_H_
