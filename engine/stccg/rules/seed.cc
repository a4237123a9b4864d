// Checks of what each seed phase seeds and where: doorways, missions, dilemmas and artifacts
// under missions, facilities (rules/facility.cc), sites with their Nor.
#include "engine/stccg/rules/seed.h"

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

// stccg.seed.card-type: each seed phase seeds its own card type. A card seeded as a facility
// that is none leaves nothing of the facility rules to judge.
void SeedCardType(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  switch (e.kind) {
    case stccg::kSeedDoorway:
      if (f.type != CardType::kDoorway) out->Add(f.title + " is not a doorway");
      break;
    case stccg::kSeedMission:
      if (f.type != CardType::kMission) out->Add(f.title + " is not a mission");
      break;
    case stccg::kSeedDilemma:
      if (f.type != CardType::kDilemma && f.type != CardType::kArtifact) {
        out->Add(f.title + " is not a dilemma or artifact");
      }
      break;
    case stccg::kSeedFacility:
      if (f.type != CardType::kFacility) out->Stop(f.title + " is not a facility");
      break;
    case stccg::kSeedSite:
      if (f.type != CardType::kSite) out->Add(f.title + " is not a site");
      break;
    default:
      break;
  }
}

// stccg.seed.under-mission: dilemmas and artifacts seed face down under a mission; or beneath a
// facility whose text takes them (Empok Nor: "Dilemmas with 'Empok Nor' in gametext or lore may
// seed beneath station").
void SeedUnderMission(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  const FacilityRules* fr = s.ValidCard(e.target) ? s.instances()[e.target].facility : nullptr;
  if (fr != nullptr && !fr->dilemmas_seed_beneath.empty() &&
      s.cards()[e.target].zone == Zone::kAtLocation) {
    const std::string& name = s.instances()[e.target].facts->title;
    if (f.text.find(name) == std::string::npos && f.lore.find(name) == std::string::npos) {
      out->Add(f.title + " does not have \"" + name + "\" in its game text or lore");
    }
  } else if (!s.ValidCard(e.target) || s.cards()[e.target].zone != Zone::kSpaceline) {
    out->Add(s.Name(e.target) + " is not a mission on the spaceline");
  }
}

// stccg.seed.dilemma-type: the card list's "Mission/ Dilemma Type" of a dilemma ([P], [S] or
// both) names the missions it may seed under. Dilemmas seeded elsewhere are judged by
// stccg.seed.under-mission.
void SeedDilemmaType(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  if (f.type != CardType::kDilemma || !s.ValidCard(e.target) ||
      s.cards()[e.target].zone != Zone::kSpaceline) {
    return;
  }
  const CardFacts& m = *s.instances()[e.target].facts;
  if (f.planet_mission && !f.space_mission && !m.planet_mission) {
    out->Add(f.title + " is a planet dilemma; " + m.title + " is a space mission");
  } else if (f.space_mission && !f.planet_mission && !m.space_mission) {
    out->Add(f.title + " is a space dilemma; " + m.title + " is a planet mission");
  }
}

// stccg.seed.site: a site seeds with a Nor in play.
void SeedSite(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.ValidCard(e.target) || !s.IsNor(e.target) ||
      s.cards()[e.target].zone != Zone::kAtLocation) {
    out->Add(s.Name(e.target) + " is not a Nor in play");
  }
}

std::span<const Rule> SeedRules() {
  static constexpr Rule kAll[] = {kSeedCardType, kSeedUnderMission, kSeedDilemmaType, kSeedSite};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
