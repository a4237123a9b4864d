// Checks of the orders that move cards: flying (base rules section 5), docking and undocking,
// beaming (section 10; data/rules/000_63f6709b3bd4740e.txt) and walking along the sites of a
// Nor (data/rules/003_e9f36b50e205961e.txt).
#include "engine/stccg/rules/move.h"

#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

namespace {
// "RANGE is reduced to 5" (rotation damage, data/reference/stccg1e-base-rules.md).
constexpr int kDamagedRange = 5;
}  // namespace

// stccg.fly.ship: a ship in play on the spaceline flies to a mission. Anything else leaves
// nothing more to judge.
void FlyShip(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t ship = e.card;
  if (s.instances()[ship].type != CardType::kShip) {
    out->Stop(s.Name(ship) + " is not a ship");
  } else if (s.cards()[ship].zone != Zone::kDocked && s.cards()[ship].zone != Zone::kAtLocation) {
    out->Stop(s.Name(ship) + " is not in play on the spaceline");
  } else if (!s.ValidCard(e.target) || s.cards()[e.target].zone != Zone::kSpaceline) {
    out->Stop(s.Name(e.target) + " is not a mission on the spaceline");
  }
}

// stccg.fly.undocked: a ship must be undocked to fly.
void FlyUndocked(const StccgState& s, const Event& e, Breaches* out) {
  if (s.cards()[e.card].zone == Zone::kDocked) {
    out->Add(s.Name(e.card) + " is docked at " + s.Name(s.cards()[e.card].where));
  }
}

std::string StaffingShortfall(const StccgState& s, uint16_t ship) {
  auto count = [](const std::string& icons, std::string_view icon) {
    int n = 0;
    for (size_t at = icons.find(icon); at != std::string::npos; at = icons.find(icon, at + 1)) ++n;
    return n;
  };
  const CardFacts& f = *s.instances()[ship].facts;
  int need_cmd = count(f.staffing, "[Cmd]");
  int need_stf = count(f.staffing, "[Stf]");
  int cmd = 0, stf = 0;
  bool matching = false;
  s.ForEachPersonnelAboard(ship, [&](uint16_t id) {
    if (!s.infiltrators().empty() && s.Arrested(id)) return;  // helps staff nothing
    const CardFacts& p = *s.instances()[id].facts;
    cmd += count(p.icons, "[Cmd]") > 0 ? 1 : 0;
    stf += count(p.icons, "[Cmd]") == 0 && count(p.icons, "[Stf]") > 0 ? 1 : 0;
    matching |= (s.AffiliationOf(id) & s.AffiliationOf(ship)) != 0;  // an infiltrator's icon
  });
  // [Cmd] personnel fill [Cmd] icons first; the rest of them may fill [Stf] icons.
  std::string missing;
  if (cmd < need_cmd) missing += std::to_string(need_cmd - cmd) + " [Cmd]";
  int spare_cmd = cmd > need_cmd ? cmd - need_cmd : 0;
  if (stf + spare_cmd < need_stf) {
    missing +=
        (missing.empty() ? "" : ", ") + std::to_string(need_stf - stf - spare_cmd) + " [Stf]";
  }
  if (!matching) {
    missing += (missing.empty() ? "" : ", ") + std::string("a crew member of its affiliation");
  }
  return missing;
}

// stccg.fly.staffed: the crew aboard supplies every staffing icon, one of them matching.
void FlyStaffed(const StccgState& s, const Event& e, Breaches* out) {
  if (std::string missing = StaffingShortfall(s, e.card); !missing.empty()) {
    out->Add(s.Name(e.card) + " lacks " + missing);
  }
}

int ShipRange(const StccgState& s, uint16_t ship) {
  const int printed = s.instances()[ship].facts->range;
  return s.cards()[ship].damaged != 0 ? std::min(printed, kDamagedRange) : printed;
}

// stccg.fly.range: a flight costs the spans of the locations entered, within the ship's RANGE
// left this turn, and stays in its quadrant. A damaged ship's RANGE is judged by
// stccg.fly.damaged-range, so one flight too far gives one finding.
void FlyRange(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t ship = e.card;
  int cost = s.RangeCost(s.LocationOf(ship), e.target);
  int left = ShipRange(s, ship) - s.cards()[ship].range_used;
  if (cost < 0) {
    out->Add(s.Name(e.target) + " is in another quadrant");
  } else if (cost > left && s.cards()[ship].damaged == 0) {
    out->Add("the flight costs RANGE " + std::to_string(cost) + "; " + s.Name(ship) + " has " +
             std::to_string(left) + " left this turn");
  }
}

// stccg.fly.damaged-range: a damaged ship flies within RANGE 5 (less what it spent this turn).
void FlyDamagedRange(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t ship = e.card;
  if (s.cards()[ship].damaged == 0) return;
  int cost = s.RangeCost(s.LocationOf(ship), e.target);
  int left = ShipRange(s, ship) - s.cards()[ship].range_used;
  if (cost > left) {
    out->Add("the flight costs RANGE " + std::to_string(cost) + "; " + s.Name(ship) +
             " is damaged (RANGE " + std::to_string(ShipRange(s, ship)) + ") and has " +
             std::to_string(std::max(left, 0)) + " left this turn");
  }
}

// stccg.dock.ship: a ship docks at a facility or at a site of a Nor, and undocks when docked.
// Anything else leaves nothing more to judge.
void DockShip(const StccgState& s, const Event& e, Breaches* out) {
  if (s.instances()[e.card].type != CardType::kShip) {
    out->Stop(s.Name(e.card) + " is not a ship");
    return;
  }
  if (e.kind == stccg::kUndock) {
    if (s.cards()[e.card].zone != Zone::kDocked) out->Add(s.Name(e.card) + " is not docked");
    return;
  }
  const bool site = s.ValidCard(e.target) && s.cards()[e.target].zone == Zone::kSite;
  if (!s.ValidCard(e.target) || (!site && s.instances()[e.target].type != CardType::kFacility)) {
    out->Stop(s.Name(e.target) + " is not a facility or a site of a Nor");
  }
}

// stccg.dock.same-location: a ship docks at a facility at its own location.
void DockSameLocation(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t ship = e.card;
  if (s.LocationOf(ship) == 0 || s.LocationOf(ship) != s.LocationOf(e.target)) {
    out->Add(s.Name(ship) + " is at " + s.Name(s.LocationOf(ship)) + "; " + s.Name(e.target) +
             " is at " + s.Name(s.LocationOf(e.target)));
  }
}

// stccg.dock.space-facility: no docking at a facility that stands on a planet.
void DockSpaceFacility(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t fac = e.target;
  if (s.cards()[fac].zone != Zone::kSite && s.OnPlanet(fac))
    out->Add(s.Name(fac) + " stands on a planet");
}

// stccg.dock.allowed: outposts allow docking; other space facilities only by their text or a
// docking site's ("may dock and undock here").
void DockAllowed(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t fac = e.target;
  if (s.cards()[fac].zone == Zone::kSite) {
    if (!s.IsDockingSite(fac)) out->Add(s.Name(fac) + " is not a docking site");
  } else if (!s.OnPlanet(fac) && !s.AllowsDocking(fac)) {
    out->Add(s.Name(fac) + " does not allow docking (no text or docking site)");
  }
}

// stccg.dock.compatible: only the ship itself must be compatible with the facility (a Nor
// takes anyone).
void DockCompatible(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t ship = e.card;
  const uint16_t fac = e.target;
  if (s.cards()[fac].zone == Zone::kSite || s.IsNor(fac)) return;
  const uint32_t free = Affiliation::kNonAligned | Affiliation::kNeutral;
  const uint32_t a = s.instances()[ship].facts->affiliations;
  const uint32_t b = s.AffiliationOf(fac);
  if (!((a & free) || (b & free) || (a & b))) {
    out->Add(s.Name(ship) + " (" + AffiliationNames(a) + ") is not compatible with " + s.Name(fac) +
             " (" + AffiliationNames(b) + ")");
  }
}

uint16_t BeamDestinationFacility(const StccgState& s, const Event& e) {
  const uint16_t dest = e.target;
  return s.ValidCard(dest) && s.instances()[dest].type == CardType::kFacility
             ? dest
             : s.FacilityHolding(dest);
}

// stccg.beam.cards: beaming moves personnel and equipment.
void BeamCards(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.ValidCard(e.target)) return;
  for (uint16_t id : StccgState::ActingCards(e)) {
    CardType t = s.instances()[id].type;
    if (t != CardType::kPersonnel && t != CardType::kEquipment) {
      out->Add(s.Name(id) + " is not a personnel or equipment card");
    }
  }
}

// stccg.beam.same-location: between a ship or facility and a planet surface, or another ship
// or facility, at the same location.
void BeamSameLocation(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t dest = e.target;
  if (!s.ValidCard(dest)) return;
  const uint16_t there = s.LocationOf(dest);
  const CardFacts& df = *s.instances()[dest].facts;
  if (s.cards()[dest].zone == Zone::kSpaceline && !df.planet_mission) {
    out->Add(df.title + " has no planet surface to beam to");
  }
  for (uint16_t id : StccgState::ActingCards(e)) {
    CardType t = s.instances()[id].type;
    if (t != CardType::kPersonnel && t != CardType::kEquipment) continue;
    const uint16_t here = s.LocationOf(id);
    if (here == 0 || here != there) {
      out->Add(s.Name(id) + " is at " + s.Name(here) + "; " + s.Name(dest) + " is at " +
               s.Name(there));
    }
  }
}

// stccg.beam.nor: no beaming (but tribbles) to, from or within a Nor unless a card allows it.
void BeamNor(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t dest = e.target;
  if (!s.ValidCard(dest)) return;
  const bool dest_nor = s.NorOf(dest) != 0;
  for (uint16_t id : StccgState::ActingCards(e)) {
    if (s.instances()[id].type == CardType::kTribble) continue;
    if (dest_nor || s.NorOf(id) != 0) {
      out->Add("beaming " + s.Name(id) + (dest_nor ? " to " : " from ") +
               s.Name(dest_nor ? dest : s.NorOf(id)) + ", a Nor");
    }
  }
}

// stccg.beam.transporters: beaming uses the transporters of the facility beamed from or to.
void BeamTransporters(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.ValidCard(e.target)) return;
  const uint16_t dest = BeamDestinationFacility(s, e);
  for (uint16_t id : StccgState::ActingCards(e)) {
    for (uint16_t fac : {s.FacilityHolding(id), dest}) {
      const FacilityRules* fr = fac != 0 ? s.instances()[fac].facility : nullptr;
      if (fr != nullptr && !fr->transporters && !s.IsNor(fac)) {
        out->Add(s.Name(fac) + " has no transporters");
        break;
      }
    }
  }
}

// stccg.walk.sites: cards walk between the sites of the Nor they are aboard. A walk to anything
// but a site leaves nothing more to judge.
void WalkSites(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.ValidCard(e.target) || s.cards()[e.target].zone != Zone::kSite) {
    out->Stop(s.Name(e.target) + " is not a site of a Nor");
    return;
  }
  for (uint16_t id : StccgState::ActingCards(e)) {
    if (s.NorOf(id) != s.cards()[e.target].where) {
      out->Add(s.Name(id) + " is not aboard " + s.Name(s.cards()[e.target].where));
    }
  }
}

// stccg.walk.stopped: personnel that stopped at a site after walking may not walk again that
// turn.
void WalkStopped(const StccgState& s, const Event& e, Breaches* out) {
  for (uint16_t id : StccgState::ActingCards(e)) {
    if (std::find(s.walked().begin(), s.walked().end(), id) != s.walked().end()) {
      out->Add(s.Name(id) + " already walked this turn and stopped at " +
               s.Name(s.cards()[id].where));
    }
  }
}

std::span<const Rule> MoveRules() {
  static constexpr Rule kAll[] = {
      kFlyShip,         kFlyUndocked,      kFlyStaffed,       kFlyRange,
      kFlyDamagedRange, kDockShip,         kDockSameLocation, kDockSpaceFacility,
      kDockAllowed,     kDockCompatible,   kBeamCards,        kBeamSameLocation,
      kBeamNor,         kBeamTransporters, kWalkSites,        kWalkStopped};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
