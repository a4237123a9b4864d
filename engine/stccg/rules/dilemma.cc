// Checks of what a dilemma's own text adds to the game once met (engine/stccg/rules/dilemma.h).
#include "engine/stccg/rules/dilemma.h"

#include "engine/stccg/dilemma_placement.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

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

std::span<const Rule> DilemmaRules() {
  static constexpr Rule kAll[] = {kDilemmaPlaced};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
