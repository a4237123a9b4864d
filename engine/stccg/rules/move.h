// The rules of the orders that move cards: flying (base rules section 5), docking and undocking,
// beaming (section 10; data/rules/000_63f6709b3bd4740e.txt) and walking along the sites of a
// Nor (data/rules/003_e9f36b50e205961e.txt).
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/move.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_MOVE_H_
#define STARDATE_ENGINE_STCCG_RULES_MOVE_H_

#include <span>
#include <string>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kFlyShip{
    "stccg.fly.ship", kSourceBase, "Orders:** fly a ship (spends RANGE)",
    "A card that is not a ship in play on the spaceline flies, or a ship flies to something "
    "that is not a mission."};
void FlyShip(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFlyUndocked{"stccg.fly.undocked", kSourceBase,
                                   "A ship must be undocked to fly.",
                                   "A docked ship flies without undocking first."};
void FlyUndocked(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFlyStaffed{
    "stccg.fly.staffed", kSourceBase,
    "The crew must supply every [Cmd]/[Stf] icon on the ship, and a [Cmd] personnel can fill a "
    "[Stf] slot. One crew member must match the ship's affiliation",
    "A ship flies without a crew that staffs it: its [Cmd] and [Stf] icons filled, and one "
    "crew member of its affiliation."};
void FlyStaffed(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFlyRange{"stccg.fly.range", kSourceBase,
                                "Cost in RANGE = sum of spans of every location entered",
                                "A ship flies farther than its remaining RANGE this turn."};
void FlyRange(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFlyDamagedRange{
    "stccg.fly.damaged-range", kSourceBase, "RANGE is reduced to 5",
    "A damaged ship flies farther than its remaining RANGE this turn, counted from its damaged "
    "RANGE of 5."};
void FlyDamagedRange(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDockShip{
    "stccg.dock.ship", kSourceBase,
    "Docking and undocking are separate actions. You dock at your own compatible facility",
    "A card that is not a ship docks or undocks, a ship docks at something that is not a "
    "facility or a docking site, or a ship that is not docked undocks."};
void DockShip(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDockSameLocation{
    "stccg.dock.same-location", kSourceBase,
    "You dock at your own compatible facility at the same location",
    "A ship docks only at a facility at its own location."};
void DockSameLocation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDockSpaceFacility{
    "stccg.dock.space-facility", kSourceFacilities,
    "Ships cannot dock at a planet facility and receive no protection from its SHIELDS.",
    "A ship docks at a facility that stands on a planet (a headquarters)."};
void DockSpaceFacility(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDockAllowed{
    "stccg.dock.allowed", kSourceFacilities,
    "Other space facilities allow docking only if specified in their text (or the text of a "
    "docking site).",
    "A ship docks at a station whose text (and sites) do not allow docking."};
void DockAllowed(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDockCompatible{
    "stccg.dock.compatible", kSourceRulings,
    "When compatibility with a facility is required to dock a ship, only the ship itself must "
    "be compatible with the facility",
    "A ship docks at a facility (other than a Nor) it is not compatible with."};
void DockCompatible(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBeamCards{"stccg.beam.cards", kSourceBase,
                                 "moves personnel and equipment between a ship or facility",
                                 "A card that is not a personnel or equipment is beamed."};
void BeamCards(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBeamSameLocation{
    "stccg.beam.same-location", kSourceBase,
    "moves personnel and equipment between a ship or facility and a planet surface, or another "
    "ship or facility, at the same location",
    "Beaming moves cards between a ship or facility and a planet, or another ship or "
    "facility, at the same location."};
void BeamSameLocation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBeamNor{
    "stccg.beam.nor", kSourceFacilities,
    "you may not beam cards (except tribbles) to, from, or within a Nor unless a card allows it",
    "Cards are beamed to, from or within a Nor."};
void BeamNor(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBeamTransporters{
    "stccg.beam.transporters", kSourceFacilities,
    "All facilities have transporters, unless otherwise specified.",
    "Cards are beamed to or from a facility whose text says it has no transporters."};
void BeamTransporters(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kWalkSites{
    "stccg.walk.sites", kSourceBase, "moves cards between adjacent sites of a Nor",
    "Cards walk to something that is not a site, or to a site of a Nor they are not aboard."};
void WalkSites(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kWalkStopped{
    "stccg.walk.stopped", kSourceDominion,
    "as soon as they stop at any site, for any reason, they may not walk again that turn.",
    "Personnel walk again in a turn after they stopped at a site."};
void WalkStopped(const StccgState& s, const Event& e, Breaches* out);

// --- Shared with the checks of other areas.
// The RANGE `ship` has this turn: its printed RANGE, reduced to 5 while it is damaged.
int ShipRange(const StccgState& s, uint16_t ship);
// "" if the crew aboard `ship` staffs it, else what is missing.
std::string StaffingShortfall(const StccgState& s, uint16_t ship);
// The facility a beam goes to (the one the destination card is, or is aboard), or 0.
uint16_t BeamDestinationFacility(const StccgState& s, const Event& e);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> MoveRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_MOVE_H_
