// Checks of what each seed phase seeds and where: doorways, missions, dilemmas and artifacts
// under missions, facilities (rules/facility.cc), sites with their Nor.
#include "engine/stccg/rules/seed.h"

#include <regex>

#include "engine/stccg/deck_check.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

namespace {

constexpr uint8_t Bit(Phase p) { return static_cast<uint8_t>(1u << static_cast<int>(p)); }
constexpr uint8_t kEverySeedPhase = Bit(Phase::kDoorwaySeed) | Bit(Phase::kMissionSeed) |
                                    Bit(Phase::kDilemmaSeed) | Bit(Phase::kFacilitySeed);

// Event, incident or objective: the types a `seeds event|incident|objective` line seeds.
bool TableSeedType(CardType t) {
  return t == CardType::kEvent || t == CardType::kIncident || t == CardType::kObjective;
}

std::string PhaseList(const Seeding& how) {
  std::string out;
  for (int i = 0; i <= static_cast<int>(Phase::kFacilitySeed); ++i) {
    if (!how.In(static_cast<Phase>(i))) continue;
    if (!out.empty()) out += " or ";
    out += PhaseName(static_cast<Phase>(i));
  }
  return out;
}

}  // namespace

std::optional<Phase> Seeding::Only() const {
  for (int i = 0; i <= static_cast<int>(Phase::kFacilitySeed); ++i) {
    if (phases == (1u << i)) return static_cast<Phase>(i);
  }
  return std::nullopt;
}

Seeding SeedingOf(const CardFacts& card) {
  // A clause starts the text, a sentence or an "OR" alternative, and runs to its '.' or ';'.
  static const std::regex kClause(
      R"((?:^|[.;] |OR )((?:Seeds?\b|Seed one\b|Place one\b[^.;]*during the seed phase)[^.;]*))");
  Seeding how;
  std::smatch m;
  if (!std::regex_search(card.text, m, kClause)) {
    // "Seed phases ... doorway": a doorway is seeded in the doorway phase.
    if (card.type == CardType::kDoorway) how.phases = Bit(Phase::kDoorwaySeed);
    return how;
  }
  how.seeds = true;
  how.clause = m[1].str();
  const std::string& c = how.clause;
  auto has = [&](std::string_view part) { return c.find(part) != std::string::npos; };
  how.on_table = has("on table") || has("side deck");
  if (has("during the seed phase") || has("(in any phase)")) {
    how.phases = kEverySeedPhase;
  } else if (has("doorway phase")) {
    how.phases = Bit(Phase::kDoorwaySeed);
  } else if (has("mission phase")) {
    how.phases = Bit(Phase::kMissionSeed);
  } else if (has("dilemma phase")) {
    how.phases = Bit(Phase::kDilemmaSeed);
  } else if (has("facility phase")) {
    how.phases = Bit(Phase::kFacilitySeed);
  } else if (has("like a") && has("dilemma")) {
    how.phases = Bit(Phase::kDilemmaSeed);
  } else if (card.type == CardType::kDoorway) {
    how.phases = Bit(Phase::kDoorwaySeed);
  } else {
    how.phases = Bit(Phase::kDoorwaySeed) | Bit(Phase::kFacilitySeed);
  }
  return how;
}

// stccg.seed.card-type: each seed phase seeds its own card type. A card seeded as a facility
// that is none leaves nothing of the facility rules to judge.
void SeedCardType(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  switch (e.kind) {
    case stccg::kSeedDoorway: {
      // Doorways, and events, incidents and objectives whose text seeds them (on the table or
      // on a card), in the phases their text or type gives.
      if (f.type != CardType::kDoorway && !TableSeedType(f.type)) {
        out->Stop(f.title + " is not a doorway, event, incident or objective");
        break;
      }
      const Seeding how = SeedingOf(f);
      if (f.type != CardType::kDoorway && !how.seeds) {
        // Its first sentence says how it comes into play ("Plays on table.").
        const size_t end = f.text.find('.');
        out->Stop(f.title + " does not seed" +
                  (end == std::string::npos || end > 100
                       ? std::string()
                       : " (its text: \"" + f.text.substr(0, end + 1) + "\")"));
        break;
      }
      // A card of one phase is judged by stccg.seed.phase-order (StccgState::PhaseOf); one that
      // may seed in several, here.
      if (s.core().turn == 0 && !how.Only() && !how.In(s.phase())) {
        out->Add(f.title + " seeds in the " + PhaseList(how) + " phase (\"" + how.clause +
                 "\"), not the " + std::string(PhaseName(s.phase())) + " phase");
      }
      break;
    }
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

// stccg.deck.construction: a deck read from a deck file is judged as `stardate deck check` judges
// it (engine/stccg/deck_check.h), before the first event; the script's deck lines list the cards
// a transcript uses, not a whole deck, and are not judged.
void DeckConstruction(const StccgState& s, const Event&, Breaches* out) {
  if (s.core().seq != 0) return;
  for (uint8_t p = 0; p < kPlayers; ++p) {
    const std::string file = s.deck_file(p);
    if (file.empty()) continue;
    std::vector<DeckCard> cards;
    for (size_t id = 1; id < s.instances().size(); ++id) {
      const CardInstance& c = s.instances()[id];
      if (c.owner != p) continue;
      const Zone z = s.cards()[id].zone;
      cards.push_back({c.facts, z == Zone::kSeedDeck   ? DeckSection::kSeed
                                : z == Zone::kSideDeck ? DeckSection::kTent
                                                       : DeckSection::kDraw});
    }
    for (const DeckFinding& f : CheckDeckConstruction(DeckOfCards(cards, file))) {
      out->Add(s.PlayerLabel(p) + "'s deck (" + file + "), " + f.rule + ": " + f.message);
    }
  }
}

std::span<const Rule> SeedRules() {
  static constexpr Rule kAll[] = {kSeedCardType, kSeedUnderMission, kSeedDilemmaType, kSeedSite,
                                  kDeckConstruction};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
