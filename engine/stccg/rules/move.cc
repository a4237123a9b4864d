// Checks of the orders that move cards: flying (base rules section 5), docking and undocking,
// beaming (section 10; data/rules/000_63f6709b3bd4740e.txt) and walking along the sites of a
// Nor (data/rules/003_e9f36b50e205961e.txt).
#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

// stccg.fly.ship: a ship in play on the spaceline flies to a mission. Anything else leaves
// nothing more to judge.
void StccgState::FlyShip(const Event& e, Breaches* out) const {
  const uint16_t ship = e.card;
  if (instances_[ship].type != CardType::kShip) {
    out->Stop(Name(ship) + " is not a ship");
  } else if (cards_[ship].zone != Zone::kDocked && cards_[ship].zone != Zone::kAtLocation) {
    out->Stop(Name(ship) + " is not in play on the spaceline");
  } else if (!ValidCard(e.target) || cards_[e.target].zone != Zone::kSpaceline) {
    out->Stop(Name(e.target) + " is not a mission on the spaceline");
  }
}

// stccg.fly.undocked: a ship must be undocked to fly.
void StccgState::FlyUndocked(const Event& e, Breaches* out) const {
  if (cards_[e.card].zone == Zone::kDocked) {
    out->Add(Name(e.card) + " is docked at " + Name(cards_[e.card].where));
  }
}

std::string StccgState::StaffingShortfall(uint16_t ship) const {
  auto count = [](const std::string& icons, std::string_view icon) {
    int n = 0;
    for (size_t at = icons.find(icon); at != std::string::npos; at = icons.find(icon, at + 1)) ++n;
    return n;
  };
  const CardFacts& f = *instances_[ship].facts;
  int need_cmd = count(f.staffing, "[Cmd]");
  int need_stf = count(f.staffing, "[Stf]");
  int cmd = 0, stf = 0;
  bool matching = false;
  ForEachPersonnelAboard(ship, [&](uint16_t id) {
    if (!infiltrators_.empty() && Arrested(id)) return;  // helps staff nothing
    const CardFacts& p = *instances_[id].facts;
    cmd += count(p.icons, "[Cmd]") > 0 ? 1 : 0;
    stf += count(p.icons, "[Cmd]") == 0 && count(p.icons, "[Stf]") > 0 ? 1 : 0;
    matching |= (AffiliationOf(id) & AffiliationOf(ship)) != 0;  // an infiltrator's icon
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
void StccgState::FlyStaffed(const Event& e, Breaches* out) const {
  if (std::string missing = StaffingShortfall(e.card); !missing.empty()) {
    out->Add(Name(e.card) + " lacks " + missing);
  }
}

// stccg.fly.range: a flight costs the spans of the locations entered, within the ship's RANGE
// left this turn, and stays in its quadrant.
void StccgState::FlyRange(const Event& e, Breaches* out) const {
  const uint16_t ship = e.card;
  int cost = RangeCost(LocationOf(ship), e.target);
  int left = instances_[ship].facts->range - cards_[ship].range_used;
  if (cost < 0) {
    out->Add(Name(e.target) + " is in another quadrant");
  } else if (cost > left) {
    out->Add("the flight costs RANGE " + std::to_string(cost) + "; " + Name(ship) + " has " +
             std::to_string(left) + " left this turn");
  }
}

// stccg.dock.ship: a ship docks at a facility or at a site of a Nor, and undocks when docked.
// Anything else leaves nothing more to judge.
void StccgState::DockShip(const Event& e, Breaches* out) const {
  if (instances_[e.card].type != CardType::kShip) {
    out->Stop(Name(e.card) + " is not a ship");
    return;
  }
  if (e.kind == stccg::kUndock) {
    if (cards_[e.card].zone != Zone::kDocked) out->Add(Name(e.card) + " is not docked");
    return;
  }
  const bool site = ValidCard(e.target) && cards_[e.target].zone == Zone::kSite;
  if (!ValidCard(e.target) || (!site && instances_[e.target].type != CardType::kFacility)) {
    out->Stop(Name(e.target) + " is not a facility or a site of a Nor");
  }
}

// stccg.dock.same-location: a ship docks at a facility at its own location.
void StccgState::DockSameLocation(const Event& e, Breaches* out) const {
  const uint16_t ship = e.card;
  if (LocationOf(ship) == 0 || LocationOf(ship) != LocationOf(e.target)) {
    out->Add(Name(ship) + " is at " + Name(LocationOf(ship)) + "; " + Name(e.target) + " is at " +
             Name(LocationOf(e.target)));
  }
}

// stccg.dock.space-facility: no docking at a facility that stands on a planet.
void StccgState::DockSpaceFacility(const Event& e, Breaches* out) const {
  const uint16_t fac = e.target;
  if (cards_[fac].zone != Zone::kSite && OnPlanet(fac)) out->Add(Name(fac) + " stands on a planet");
}

// stccg.dock.allowed: outposts allow docking; other space facilities only by their text or a
// docking site's ("may dock and undock here").
void StccgState::DockAllowed(const Event& e, Breaches* out) const {
  const uint16_t fac = e.target;
  if (cards_[fac].zone == Zone::kSite) {
    if (!IsDockingSite(fac)) out->Add(Name(fac) + " is not a docking site");
  } else if (!OnPlanet(fac) && !AllowsDocking(fac)) {
    out->Add(Name(fac) + " does not allow docking (no text or docking site)");
  }
}

// stccg.dock.compatible: only the ship itself must be compatible with the facility (a Nor
// takes anyone).
void StccgState::DockCompatible(const Event& e, Breaches* out) const {
  const uint16_t ship = e.card;
  const uint16_t fac = e.target;
  if (cards_[fac].zone == Zone::kSite || IsNor(fac)) return;
  const uint32_t free = Affiliation::kNonAligned | Affiliation::kNeutral;
  const uint32_t a = instances_[ship].facts->affiliations;
  const uint32_t b = AffiliationOf(fac);
  if (!((a & free) || (b & free) || (a & b))) {
    out->Add(Name(ship) + " (" + AffiliationNames(a) + ") is not compatible with " + Name(fac) +
             " (" + AffiliationNames(b) + ")");
  }
}

uint16_t StccgState::BeamDestinationFacility(const Event& e) const {
  const uint16_t dest = e.target;
  return ValidCard(dest) && instances_[dest].type == CardType::kFacility ? dest
                                                                         : FacilityHolding(dest);
}

// stccg.beam.cards: beaming moves personnel and equipment.
void StccgState::BeamCards(const Event& e, Breaches* out) const {
  if (!ValidCard(e.target)) return;
  for (uint16_t id : ActingCards(e)) {
    CardType t = instances_[id].type;
    if (t != CardType::kPersonnel && t != CardType::kEquipment) {
      out->Add(Name(id) + " is not a personnel or equipment card");
    }
  }
}

// stccg.beam.same-location: between a ship or facility and a planet surface, or another ship
// or facility, at the same location.
void StccgState::BeamSameLocation(const Event& e, Breaches* out) const {
  const uint16_t dest = e.target;
  if (!ValidCard(dest)) return;
  const uint16_t there = LocationOf(dest);
  const CardFacts& df = *instances_[dest].facts;
  if (cards_[dest].zone == Zone::kSpaceline && !df.planet_mission) {
    out->Add(df.title + " has no planet surface to beam to");
  }
  for (uint16_t id : ActingCards(e)) {
    CardType t = instances_[id].type;
    if (t != CardType::kPersonnel && t != CardType::kEquipment) continue;
    const uint16_t here = LocationOf(id);
    if (here == 0 || here != there) {
      out->Add(Name(id) + " is at " + Name(here) + "; " + Name(dest) + " is at " + Name(there));
    }
  }
}

// stccg.beam.nor: no beaming (but tribbles) to, from or within a Nor unless a card allows it.
void StccgState::BeamNor(const Event& e, Breaches* out) const {
  const uint16_t dest = e.target;
  if (!ValidCard(dest)) return;
  const bool dest_nor = NorOf(dest) != 0;
  for (uint16_t id : ActingCards(e)) {
    if (instances_[id].type == CardType::kTribble) continue;
    if (dest_nor || NorOf(id) != 0) {
      out->Add("beaming " + Name(id) + (dest_nor ? " to " : " from ") +
               Name(dest_nor ? dest : NorOf(id)) + ", a Nor");
    }
  }
}

// stccg.beam.transporters: beaming uses the transporters of the facility beamed from or to.
void StccgState::BeamTransporters(const Event& e, Breaches* out) const {
  if (!ValidCard(e.target)) return;
  const uint16_t dest = BeamDestinationFacility(e);
  for (uint16_t id : ActingCards(e)) {
    for (uint16_t fac : {FacilityHolding(id), dest}) {
      const FacilityRules* fr = fac != 0 ? instances_[fac].facility : nullptr;
      if (fr != nullptr && !fr->transporters && !IsNor(fac)) {
        out->Add(Name(fac) + " has no transporters");
        break;
      }
    }
  }
}

// stccg.walk.sites: cards walk between the sites of the Nor they are aboard. A walk to anything
// but a site leaves nothing more to judge.
void StccgState::WalkSites(const Event& e, Breaches* out) const {
  if (!ValidCard(e.target) || cards_[e.target].zone != Zone::kSite) {
    out->Stop(Name(e.target) + " is not a site of a Nor");
    return;
  }
  for (uint16_t id : ActingCards(e)) {
    if (NorOf(id) != cards_[e.target].where) {
      out->Add(Name(id) + " is not aboard " + Name(cards_[e.target].where));
    }
  }
}

// stccg.walk.stopped: personnel that stopped at a site after walking may not walk again that
// turn.
void StccgState::WalkStopped(const Event& e, Breaches* out) const {
  for (uint16_t id : ActingCards(e)) {
    if (std::find(walked_.begin(), walked_.end(), id) != walked_.end()) {
      out->Add(Name(id) + " already walked this turn and stopped at " + Name(cards_[id].where));
    }
  }
}

}  // namespace stardate::engine::stccg
