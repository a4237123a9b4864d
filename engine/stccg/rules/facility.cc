// Checks of the facility rules (data/rules/000_63f6709b3bd4740e.txt): when and where a facility
// is seeded or built, what its text allows, and using and entering facilities.
#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

using internal::kQuadrantNames;

uint16_t StccgState::PlacementMission(const Event& e) const {
  return ValidCard(e.target) && cards_[e.target].zone == Zone::kSpaceline ? e.target : 0;
}

std::optional<std::string> StccgState::PlacementVerdict(const Event& e) const {
  const FacilityRules* fr = instances_[e.card].facility;
  if (fr == nullptr || PlacementMission(e) == 0) return std::nullopt;
  const bool seeding = e.kind == stccg::kSeedFacility;
  std::string why;
  bool any = false;
  for (const Placement& p : fr->placements) {
    if (seeding ? !p.seed : !p.build) continue;
    any = true;
    std::string mismatch = PlacementMismatch(p, e.card, e.target, e.player);
    if (mismatch.empty()) return std::nullopt;
    if (why.empty()) why = mismatch;
  }
  // No alternative for this step: seeding or building itself is not allowed, which is
  // FacilitySeedPhase's or FacilityBuildAllowed's breach.
  if (!any) return std::nullopt;
  return why;
}

// stccg.facility.seed.phase: a facility seeds in the facility seed phase (Empok Nor in the
// mission seed phase), and only when its text lets it seed.
void StccgState::FacilitySeedPhase(const Event& e, Breaches* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  std::optional<Phase> own = PhaseOf(e);
  if (core_.turn == 0 && own && *own == Phase::kMissionSeed && phase() > Phase::kMissionSeed) {
    out->Add(f.title + " seeds during the mission phase, which has ended");
  }
  const FacilityRules* fr = instances_[e.card].facility;
  if (fr != nullptr && !fr->seedable) out->Add(f.title + "'s text does not let it seed");
}

// stccg.facility.seed.seed-one: "Seed one" allows one copy seeded per player.
void StccgState::FacilitySeedSeedOne(const Event& e, Breaches* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  const FacilityRules* fr = instances_[e.card].facility;
  if (fr == nullptr || !fr->seed_one) return;
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (id != e.card && instances_[id].owner == e.player &&
        instances_[id].facts->title == f.title && cards_[id].seeded) {
      out->Add(PlayerLabel(e.player) + " already seeded " + Name(static_cast<uint16_t>(id)) +
               " (\"Seed one\")");
      return;
    }
  }
}

// stccg.facility.build.allowed: a facility is built in the play phase only when its text allows
// it. Only facilities are built: building anything else leaves nothing more to judge.
void StccgState::FacilityBuildAllowed(const Event& e, Breaches* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  if (f.type != CardType::kFacility) {
    out->Stop(Name(e.card) + " is not a facility");
    return;
  }
  const FacilityRules* fr = instances_[e.card].facility;
  if (fr == nullptr || !fr->buildable) out->Add(f.title + "'s text does not allow building it");
}

// stccg.facility.build.engineer: "OR build where you have a Federation ENGINEER" / "where you
// have any ENGINEER".
void StccgState::FacilityBuildEngineer(const Event& e, Breaches* out) const {
  const FacilityRules* fr = instances_[e.card].facility;
  if (fr == nullptr || !fr->engineer.required || !ValidCard(e.target)) return;
  if (HasEngineerAt(e.player, fr->engineer, e.card, e.target)) return;
  const EngineerRequirement& req = fr->engineer;
  std::string which = req.any                ? ""
                      : !req.species.empty() ? req.species + " "
                      : req.affiliations     ? AffiliationNames(req.affiliations) + " "
                                             : "";
  out->Add(PlayerLabel(e.player) + " has no compatible " + which + "ENGINEER at " + Name(e.target));
}

// stccg.facility.at-mission: a facility is seeded or built at a mission on the spaceline; at
// anything else there is no location to judge the other placement rules by.
void StccgState::FacilityAtMission(const Event& e, Breaches* out) const {
  if (PlacementMission(e) == 0) out->Stop(Name(e.target) + " is not a mission on the spaceline");
}

// stccg.facility.seed.native-quadrant: facilities seed only in their native quadrant.
void StccgState::FacilitySeedNativeQuadrant(const Event& e, Breaches* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  const CardFacts& mission = *instances_[e.target].facts;
  if (f.quadrant != mission.quadrant) {
    out->Add(f.title + " is native to the " +
             std::string(kQuadrantNames[static_cast<int>(f.quadrant)]) + " Quadrant; " +
             mission.title + " is in the " +
             std::string(kQuadrantNames[static_cast<int>(mission.quadrant)]) + " Quadrant");
  }
}

// stccg.facility.one-per-location: no facility where the player already has one, "unless one
// allows another to 'co-exist' there (e.g., Chamber of Ministers)".
void StccgState::FacilityOnePerLocation(const Event& e, Breaches* out) const {
  const uint16_t m = e.target;
  auto allows = [&](uint16_t host, uint16_t guest) {
    const FacilityRules* r = instances_[host].facility;
    if (r == nullptr) return false;
    if (r->nor_may_coexist && IsNor(guest)) return true;
    const std::string& title = instances_[guest].facts->title;
    return std::find(r->may_coexist_with.begin(), r->may_coexist_with.end(), title) !=
           r->may_coexist_with.end();
  };
  for (size_t i = 1; i < cards_.size(); ++i) {
    const auto id = static_cast<uint16_t>(i);
    if (id == e.card || instances_[id].type != CardType::kFacility ||
        cards_[id].zone != Zone::kAtLocation || cards_[id].where != m ||
        cards_[id].controller != e.player) {
      continue;
    }
    if (allows(id, e.card) || allows(e.card, id)) continue;
    out->Add(PlayerLabel(e.player) + " already has " + Name(id) + " at " +
             instances_[m].facts->title);
    return;
  }
}

// stccg.facility.not-duplicatable: a second copy of a not-duplicatable facility is not put in
// play while one is.
void StccgState::FacilityNotDuplicatable(const Event& e, Breaches* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  const FacilityRules* fr = instances_[e.card].facility;
  if (fr == nullptr || !fr->not_duplicatable) return;
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (id != e.card && instances_[id].facts->title == f.title &&
        cards_[id].zone == Zone::kAtLocation) {
      out->Add(f.title + " is not duplicatable and " + Name(static_cast<uint16_t>(id)) +
               " is already in play");
      return;
    }
  }
}

// stccg.facility.seed.homeworld: outposts never go to a homeworld unless their text names it.
void StccgState::FacilitySeedHomeworld(const Event& e, Breaches* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  const FacilityRules* fr = instances_[e.card].facility;
  if (fr == nullptr || f.facility_kind != FacilityKind::kOutpost) return;
  const CardFacts& mission = *instances_[e.target].facts;
  bool named_home = false;
  for (const Placement& p : fr->placements) named_home |= p.kind == PlacementKind::kNamedHomeworld;
  if (mission.homeworld && !named_home) out->Add(mission.title + " is a homeworld mission");
}

// stccg.facility.headquarters.homeworld: a headquarters only on the homeworld its text names.
void StccgState::FacilityHeadquartersHomeworld(const Event& e, Breaches* out) const {
  if (instances_[e.card].facts->facility_kind != FacilityKind::kHeadquarters) return;
  if (std::optional<std::string> why = PlacementVerdict(e)) out->Add(*why);
}

// stccg.facility.station.location: a station only where its text says.
void StccgState::FacilityStationLocation(const Event& e, Breaches* out) const {
  if (instances_[e.card].facts->facility_kind != FacilityKind::kStation) return;
  if (std::optional<std::string> why = PlacementVerdict(e)) out->Add(*why);
}

// stccg.facility.seed.outpost-icon: an outpost only at a mission with a matching affiliation
// icon, unless its text places it otherwise.
void StccgState::FacilitySeedOutpostIcon(const Event& e, Breaches* out) const {
  FacilityKind kind = instances_[e.card].facts->facility_kind;
  if (kind == FacilityKind::kHeadquarters || kind == FacilityKind::kStation) return;
  if (std::optional<std::string> why = PlacementVerdict(e)) out->Add(*why);
}

// stccg.facility.outpost-reference: a card that plays on an outpost (Spacedock) plays on an
// outpost, not another kind of facility.
void StccgState::FacilityOutpostReference(const Event& e, Breaches* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  if (f.text.find("Plays on outpost") == std::string::npos) return;
  if (!ValidCard(e.target) || !IsOutpost(e.target) || cards_[e.target].zone != Zone::kAtLocation) {
    out->Add(f.title + " plays on an outpost; " + Name(e.target) + " is not one");
  }
}

// stccg.facility.use.opponent-outpost: no docking at, or beaming with, the opponent's outpost.
void StccgState::FacilityUseOpponentOutpost(const Event& e, Breaches* out) const {
  auto opponents = [&](uint16_t fac) {
    return fac != 0 && IsOutpost(fac) && cards_[fac].controller != e.player && !SharedOutpost(fac);
  };
  if (e.kind == stccg::kDock) {
    const uint16_t fac = e.target;
    if (cards_[fac].zone != Zone::kSite && instances_[fac].type == CardType::kFacility &&
        opponents(fac)) {
      out->Add(Name(fac) + " is " + PlayerLabel(cards_[fac].controller) + "'s outpost");
    }
    return;
  }
  if (e.kind != stccg::kBeam || !ValidCard(e.target)) return;
  // An infiltrator "may control the opponent's transporters ... to beam himself" (003).
  if (MovesHimself(e)) return;
  const uint16_t dest = BeamDestinationFacility(e);
  for (uint16_t id : ActingCards(e)) {
    for (uint16_t fac : {FacilityHolding(id), dest}) {
      if (opponents(fac)) {
        out->Add("beaming with " + Name(fac) + ", " + PlayerLabel(cards_[fac].controller) +
                 "'s outpost");
        break;
      }
    }
  }
}

// stccg.facility.enter.compatible: personnel beam into a facility (but a Nor) only when
// compatible with it; incompatible crew of a docked ship may board a Nor, not an outpost (004
// "docking"); at the Ferengi Trading Post non-Borg cards mix regardless of affiliation.
void StccgState::FacilityEnterCompatible(const Event& e, Breaches* out) const {
  if (!ValidCard(e.target)) return;
  const uint16_t dest = BeamDestinationFacility(e);
  if (dest == 0 || IsNor(dest)) return;
  for (uint16_t id : ActingCards(e)) {
    if (SharedOutpost(dest) && !(instances_[id].facts->affiliations & Affiliation::kBorg)) continue;
    // Aboard it already (onto a ship docked there): leaving, not entering.
    if (FacilityHolding(id) == dest) continue;
    if (instances_[id].type == CardType::kPersonnel && !Compatible(id, dest)) {
      out->Add(Name(id) + " is not compatible with " + Name(dest));
    }
  }
}

}  // namespace stardate::engine::stccg
