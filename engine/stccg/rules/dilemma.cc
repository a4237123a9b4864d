// Checks of what a dilemma's own text owes once met (engine/stccg/rules/dilemma.h,
// engine/stccg/dilemma_owed.h).
#include "engine/stccg/rules/dilemma.h"

#include <string>
#include <vector>

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_wording.h"
#include "engine/stccg/dilemma_owed.h"
#include "engine/stccg/mission_requirements.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

// The team encountering `e` and the places in it of the victims the seed selects, when `e` is
// written killing for a dilemma that kills at random a team failing its condition.
bool SeedVictims(const StccgState& s, const Event& e, std::vector<uint16_t>* team,
                 std::vector<uint32_t>* drawn) {
  if (s.attempt().mission == 0 || !s.ValidCard(e.card) ||
      static_cast<Outcome>(e.arg) != Outcome::kKilled) {
    return false;
  }
  const DilemmaReading d = ReadDilemma(*s.instances()[e.card].facts);
  if (!KillsAtRandom(d)) return false;
  *team = s.Team(s.attempt().player, s.attempt().mission, s.attempt().ship);
  std::vector<const CardFacts*> facts;
  for (uint16_t id : *team) facts.push_back(s.instances()[id].facts);
  // A team that meets the condition is spared: stccg.dilemma.condition's.
  if (JudgeRequirements(d.condition, facts, s.TeamEquipment()).kind !=
      RequirementVerdict::Kind::kNotMet) {
    return false;
  }
  *drawn = RandomVictims(s.core().seed, s.core().seq, team->size(), d.kills);
  return true;
}

}  // namespace

void CompleteRandomVictims(const StccgState& s, Event* e) {
  std::vector<uint16_t> team;
  std::vector<uint32_t> drawn;
  if (!e->random.empty() || !e->cards.empty() || !SeedVictims(s, *e, &team, &drawn)) return;
  e->random = drawn;
  for (uint32_t k : drawn) e->cards.push_back(team[k]);
}

namespace rules {

// stccg.dilemma.placed: the dilemmas face up beneath the mission attempted whose text placed
// them there and forbids every attempt (StccgState::ApplyEncounter keeps them there).
void DilemmaPlaced(const StccgState& s, const Event& e, Breaches* out) {
  for (size_t id = 1; id < s.cards().size(); ++id) {
    const auto card = static_cast<uint16_t>(id);
    if (s.cards()[id].zone != Zone::kUnderMission || s.cards()[id].where != e.card ||
        !s.Revealed(card)) {
      continue;
    }
    const std::string placed = PlacedForbidsAttempts(*s.instances()[id].facts);
    if (!placed.empty()) {
      out->Add(s.Name(card) + " lies on " + s.Name(e.card) + ", placed there by its text (\"" +
               placed + "\")");
    }
  }
}

// core.random.honest, at an encounter under the seed's randomness: a dilemma that kills a fixed
// number "(random selection)" of a team failing its condition, written with its random outcome,
// kills the personnel the seed selects. Written without one (the table named the victims), it
// is taken on the table's word.
void DilemmaVictimsHonest(const StccgState& s, const Event& e, Breaches* out) {
  std::vector<uint16_t> team;
  std::vector<uint32_t> drawn;
  if (s.table_randomness() || e.random.empty() || !SeedVictims(s, e, &team, &drawn)) return;
  bool same = e.random == drawn && e.cards.size() == drawn.size();
  for (size_t i = 0; same && i < drawn.size(); ++i) same = e.cards[i] == team[drawn[i]];
  if (same) return;
  std::vector<std::string> written, selected;
  for (uint16_t id : e.cards) written.push_back(s.Name(id));
  for (uint32_t k : drawn) selected.push_back(s.Name(team[k]));
  out->Add("the recorded victims of " + s.Name(e.card) + " (" + wording::Join(written, ", ") +
           ") are not the ones seed " + std::to_string(s.core().seed) + " selects for event " +
           std::to_string(s.core().seq) + " (" + wording::Join(selected, ", ") + ")");
}

std::span<const Rule> DilemmaRules() {
  static constexpr Rule kAll[] = {kDilemmaPlaced};
  return kAll;
}

}  // namespace rules

}  // namespace stardate::engine::stccg
