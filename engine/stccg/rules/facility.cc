// Checks of the facility rules (data/rules/000_63f6709b3bd4740e.txt): when and where a facility
// is seeded or built, what its text allows, and using and entering facilities.
#include "engine/stccg/rules/facility.h"

#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/move.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

using internal::kQuadrantNames;

uint16_t PlacementMission(const StccgState& s, const Event& e) {
  return s.ValidCard(e.target) && s.cards()[e.target].zone == Zone::kSpaceline ? e.target : 0;
}

std::optional<std::string> PlacementVerdict(const StccgState& s, const Event& e) {
  const stccg::FacilityRules* fr = s.instances()[e.card].facility;
  if (fr == nullptr || PlacementMission(s, e) == 0) return std::nullopt;
  const bool seeding = e.kind == stccg::kSeedFacility;
  std::string why;
  bool any = false;
  for (const Placement& p : fr->placements) {
    if (seeding ? !p.seed : !p.build) continue;
    any = true;
    std::string mismatch = s.PlacementMismatch(p, e.card, e.target, e.player);
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
void FacilitySeedPhase(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  std::optional<Phase> own = s.PhaseOf(e);
  if (s.core().turn == 0 && own && *own == Phase::kMissionSeed && s.phase() > Phase::kMissionSeed) {
    out->Add(f.title + " seeds during the mission phase, which has ended");
  }
  const stccg::FacilityRules* fr = s.instances()[e.card].facility;
  if (fr != nullptr && !fr->seedable) out->Add(f.title + "'s text does not let it seed");
}

// stccg.facility.seed.seed-one: "Seed one" allows one copy seeded per player.
void FacilitySeedSeedOne(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  const stccg::FacilityRules* fr = s.instances()[e.card].facility;
  if (fr == nullptr || !fr->seed_one) return;
  for (size_t id = 1; id < s.cards().size(); ++id) {
    if (id != e.card && s.instances()[id].owner == e.player &&
        s.instances()[id].facts->title == f.title && s.cards()[id].seeded) {
      out->Add(s.PlayerLabel(e.player) + " already seeded " + s.Name(static_cast<uint16_t>(id)) +
               " (\"Seed one\")");
      return;
    }
  }
}

// stccg.facility.build.allowed: a facility is built in the play phase only when its text allows
// it. Only facilities are built: building anything else leaves nothing more to judge.
void FacilityBuildAllowed(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  if (f.type != CardType::kFacility) {
    out->Stop(s.Name(e.card) + " is not a facility");
    return;
  }
  const stccg::FacilityRules* fr = s.instances()[e.card].facility;
  if (fr == nullptr || !fr->buildable) out->Add(f.title + "'s text does not allow building it");
}

// stccg.facility.build.engineer: "OR build where you have a Federation ENGINEER" / "where you
// have any ENGINEER".
void FacilityBuildEngineer(const StccgState& s, const Event& e, Breaches* out) {
  const stccg::FacilityRules* fr = s.instances()[e.card].facility;
  if (fr == nullptr || !fr->engineer.required || !s.ValidCard(e.target)) return;
  if (s.HasEngineerAt(e.player, fr->engineer, e.card, e.target)) return;
  const EngineerRequirement& req = fr->engineer;
  std::string which = req.any                ? ""
                      : !req.species.empty() ? req.species + " "
                      : req.affiliations     ? AffiliationNames(req.affiliations) + " "
                                             : "";
  out->Add(s.PlayerLabel(e.player) + " has no compatible " + which + "ENGINEER at " +
           s.Name(e.target));
}

// stccg.facility.at-mission: a facility is seeded or built at a mission on the spaceline; at
// anything else there is no location to judge the other placement rules by.
void FacilityAtMission(const StccgState& s, const Event& e, Breaches* out) {
  if (PlacementMission(s, e) == 0)
    out->Stop(s.Name(e.target) + " is not a mission on the spaceline");
}

// stccg.facility.seed.native-quadrant: facilities seed only in their native quadrant.
void FacilitySeedNativeQuadrant(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  const CardFacts& mission = *s.instances()[e.target].facts;
  if (f.quadrant != mission.quadrant) {
    out->Add(f.title + " is native to the " +
             std::string(kQuadrantNames[static_cast<int>(f.quadrant)]) + " Quadrant; " +
             mission.title + " is in the " +
             std::string(kQuadrantNames[static_cast<int>(mission.quadrant)]) + " Quadrant");
  }
}

// stccg.facility.one-per-location: no facility where the player already has one, "unless one
// allows another to 'co-exist' there (e.g., Chamber of Ministers)".
void FacilityOnePerLocation(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t m = e.target;
  auto allows = [&](uint16_t host, uint16_t guest) {
    const stccg::FacilityRules* r = s.instances()[host].facility;
    if (r == nullptr) return false;
    if (r->nor_may_coexist && s.IsNor(guest)) return true;
    const std::string& title = s.instances()[guest].facts->title;
    return std::find(r->may_coexist_with.begin(), r->may_coexist_with.end(), title) !=
           r->may_coexist_with.end();
  };
  for (size_t i = 1; i < s.cards().size(); ++i) {
    const auto id = static_cast<uint16_t>(i);
    if (id == e.card || s.instances()[id].type != CardType::kFacility ||
        s.cards()[id].zone != Zone::kAtLocation || s.cards()[id].where != m ||
        s.cards()[id].controller != e.player) {
      continue;
    }
    if (allows(id, e.card) || allows(e.card, id)) continue;
    out->Add(s.PlayerLabel(e.player) + " already has " + s.Name(id) + " at " +
             s.instances()[m].facts->title);
    return;
  }
}

// stccg.facility.not-duplicatable: a second copy of a not-duplicatable facility is not put in
// play while one is.
void FacilityNotDuplicatable(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  const stccg::FacilityRules* fr = s.instances()[e.card].facility;
  if (fr == nullptr || !fr->not_duplicatable) return;
  for (size_t id = 1; id < s.cards().size(); ++id) {
    if (id != e.card && s.instances()[id].facts->title == f.title &&
        s.cards()[id].zone == Zone::kAtLocation) {
      out->Add(f.title + " is not duplicatable and " + s.Name(static_cast<uint16_t>(id)) +
               " is already in play");
      return;
    }
  }
}

// stccg.facility.seed.homeworld: outposts never go to a homeworld unless their text names it.
void FacilitySeedHomeworld(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  const stccg::FacilityRules* fr = s.instances()[e.card].facility;
  if (fr == nullptr || f.facility_kind != FacilityKind::kOutpost) return;
  const CardFacts& mission = *s.instances()[e.target].facts;
  bool named_home = false;
  for (const Placement& p : fr->placements) named_home |= p.kind == PlacementKind::kNamedHomeworld;
  if (mission.homeworld && !named_home) out->Add(mission.title + " is a homeworld mission");
}

// stccg.facility.headquarters.homeworld: a headquarters only on the homeworld its text names.
void FacilityHeadquartersHomeworld(const StccgState& s, const Event& e, Breaches* out) {
  if (s.instances()[e.card].facts->facility_kind != FacilityKind::kHeadquarters) return;
  if (std::optional<std::string> why = PlacementVerdict(s, e)) out->Add(*why);
}

// stccg.facility.station.location: a station only where its text says.
void FacilityStationLocation(const StccgState& s, const Event& e, Breaches* out) {
  if (s.instances()[e.card].facts->facility_kind != FacilityKind::kStation) return;
  if (std::optional<std::string> why = PlacementVerdict(s, e)) out->Add(*why);
}

// stccg.facility.seed.outpost-icon: an outpost only at a mission with a matching affiliation
// icon, unless its text places it otherwise.
void FacilitySeedOutpostIcon(const StccgState& s, const Event& e, Breaches* out) {
  FacilityKind kind = s.instances()[e.card].facts->facility_kind;
  if (kind == FacilityKind::kHeadquarters || kind == FacilityKind::kStation) return;
  if (std::optional<std::string> why = PlacementVerdict(s, e)) out->Add(*why);
}

// stccg.facility.outpost-reference: a card that plays on an outpost (Spacedock) plays on an
// outpost, not another kind of facility.
void FacilityOutpostReference(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  if (f.text.find("Plays on outpost") == std::string::npos) return;
  if (!s.ValidCard(e.target) || !s.IsOutpost(e.target) ||
      s.cards()[e.target].zone != Zone::kAtLocation) {
    out->Add(f.title + " plays on an outpost; " + s.Name(e.target) + " is not one");
  }
}

// stccg.facility.use.opponent-outpost: no docking at, or beaming with, the opponent's outpost.
void FacilityUseOpponentOutpost(const StccgState& s, const Event& e, Breaches* out) {
  auto opponents = [&](uint16_t fac) {
    return fac != 0 && s.IsOutpost(fac) && s.cards()[fac].controller != e.player &&
           !s.SharedOutpost(fac);
  };
  if (e.kind == stccg::kDock) {
    const uint16_t fac = e.target;
    if (s.cards()[fac].zone != Zone::kSite && s.instances()[fac].type == CardType::kFacility &&
        opponents(fac)) {
      out->Add(s.Name(fac) + " is " + s.PlayerLabel(s.cards()[fac].controller) + "'s outpost");
    }
    return;
  }
  if (e.kind != stccg::kBeam || !s.ValidCard(e.target)) return;
  // An infiltrator "may control the opponent's transporters ... to beam himself" (003).
  if (s.MovesHimself(e)) return;
  const uint16_t dest = BeamDestinationFacility(s, e);
  for (uint16_t id : StccgState::ActingCards(e)) {
    for (uint16_t fac : {s.FacilityHolding(id), dest}) {
      if (opponents(fac)) {
        out->Add("beaming with " + s.Name(fac) + ", " + s.PlayerLabel(s.cards()[fac].controller) +
                 "'s outpost");
        break;
      }
    }
  }
}

// stccg.facility.enter.compatible: personnel beam into a facility (but a Nor) only when
// compatible with it; incompatible crew of a docked ship may board a Nor, not an outpost (004
// "docking"); at the Ferengi Trading Post non-Borg cards mix regardless of affiliation.
void FacilityEnterCompatible(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.ValidCard(e.target)) return;
  const uint16_t dest = BeamDestinationFacility(s, e);
  if (dest == 0 || s.IsNor(dest)) return;
  for (uint16_t id : StccgState::ActingCards(e)) {
    if (s.SharedOutpost(dest) && !(s.instances()[id].facts->affiliations & Affiliation::kBorg))
      continue;
    // Aboard it already (onto a ship docked there): leaving, not entering.
    if (s.FacilityHolding(id) == dest) continue;
    if (s.instances()[id].type == CardType::kPersonnel && !s.Compatible(id, dest)) {
      out->Add(s.Name(id) + " is not compatible with " + s.Name(dest));
    }
  }
}

std::span<const Rule> FacilityRules() {
  static constexpr Rule kAll[] = {kFacilitySeedPhase,        kFacilitySeedOne,
                                  kFacilityBuildAllowed,     kFacilityBuildEngineer,
                                  kFacilityAtMission,        kFacilityNativeQuadrant,
                                  kFacilityOnePerLocation,   kFacilityNotDuplicatable,
                                  kFacilityHomeworld,        kFacilityHeadquartersHomeworld,
                                  kFacilityStationLocation,  kFacilityOutpostIcon,
                                  kFacilityOutpostReference, kUseOpponentOutpost,
                                  kEnterCompatible};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
