// Helpers shared by the .cc files of the 1E module (not part of its interface).
#ifndef STARDATE_ENGINE_STCCG_STCCG_INTERNAL_H_
#define STARDATE_ENGINE_STCCG_STCCG_INTERNAL_H_

#include <string>
#include <string_view>
#include <vector>

#include "engine/game_state.h"

namespace stardate::engine::stccg::internal {

inline constexpr std::string_view kQuadrantNames[] = {"Alpha", "Gamma", "Delta", "Mirror"};

// Optional sections of the serialized state (StccgState::DoSerialize), in tag order.
inline constexpr uint8_t kSectionHidden = 1;
inline constexpr uint8_t kSectionReturnFire = 2;
inline constexpr uint8_t kSectionWalked = 3;
inline constexpr uint8_t kSectionSeedOrder = 4;
inline constexpr uint8_t kSectionStopped = 5;
inline constexpr uint8_t kSectionAttempt = 6;
inline constexpr uint8_t kSectionSolved = 7;
inline constexpr uint8_t kSectionScoring = 8;  // bonus points and the result

inline bool IsSeedKind(EventKind k) {
  return k == EventKind::SEED_DOORWAY || k == EventKind::SEED_MISSION ||
         k == EventKind::SEED_DILEMMA || k == EventKind::SEED_FACILITY ||
         k == EventKind::SEED_SITE;
}

inline bool Has(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

}  // namespace stardate::engine::stccg::internal

#endif  // STARDATE_ENGINE_STCCG_STCCG_INTERNAL_H_
