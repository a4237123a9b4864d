// Personnel battle in the 1E state (base rules section 7): the battle under way, the blows the
// table writes, and the deaths they leave owed.
#include <algorithm>

#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

std::vector<uint16_t> StccgState::PersonnelAt(uint8_t player, uint16_t where) const {
  std::vector<uint16_t> out;
  if (!ValidCard(where)) return out;
  if (cards_[where].zone == Zone::kSpaceline) {
    for (size_t id = 1; id < cards_.size(); ++id) {
      if (cards_[id].zone == Zone::kOnPlanet && cards_[id].where == where &&
          cards_[id].controller == player && instances_[id].facts->type == CardType::kPersonnel) {
        out.push_back(static_cast<uint16_t>(id));
      }
    }
    return out;
  }
  ForEachPersonnelAboard(where, [&](uint16_t id) {
    if (cards_[id].controller == player) out.push_back(id);
  });
  return out;
}

std::vector<uint16_t> StccgState::Force(uint8_t player) const {
  return PersonnelAt(player, battle_.location);
}

void StccgState::ResolvePersonnelBattle(const Event& e) {
  if (e.player > 1 || !ValidCard(e.target)) return;
  battle_ = PersonnelBattle{};
  battle_.player = e.player;
  battle_.location = e.target;
  // Every participant is "stopped" by the battle ([3P] in the base rules, applied).
  for (uint8_t p = 0; p < 2; ++p) {
    for (uint16_t id : Force(p)) {
      if (!Stopped(id)) stopped_.push_back(id);
    }
  }
}

void StccgState::ApplyEngage(const Event& e) {
  if (battle_.location == 0 || !ValidCard(e.target)) return;
  if (std::find(battle_.hit.begin(), battle_.hit.end(), e.target) != battle_.hit.end()) return;
  battle_.hit.push_back(e.target);
  if (e.arg == 2) {
    // "Mortally wounded personnel die at the end of battle": the table writes the death.
    OweDeath(e.target);
  }
}

}  // namespace stardate::engine::stccg
