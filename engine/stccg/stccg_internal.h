// Helpers shared by the .cc files of the 1E module (not part of its interface).
#ifndef STARDATE_ENGINE_STCCG_STCCG_INTERNAL_H_
#define STARDATE_ENGINE_STCCG_STCCG_INTERNAL_H_

#include <algorithm>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game_state.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/kinds.h"

namespace stardate::engine::stccg::internal {

inline constexpr std::string_view kQuadrantNames[] = {"Alpha", "Gamma", "Delta", "Mirror"};

// Optional sections of the serialized state (StccgState::DoSerialize), by tag. A section is
// written only when it holds something, in the order DoSerialize writes them, which is not the
// tags' (infiltration, 15, comes after the revealed cards, 10); a tag is never reused.
inline constexpr uint8_t kSectionHidden = 1;
inline constexpr uint8_t kSectionReturnFire = 2;
inline constexpr uint8_t kSectionWalked = 3;
inline constexpr uint8_t kSectionSeedOrder = 4;
inline constexpr uint8_t kSectionStopped = 5;
inline constexpr uint8_t kSectionAttempt = 6;
inline constexpr uint8_t kSectionSolved = 7;
inline constexpr uint8_t kSectionScoring = 8;  // bonus points and the result
inline constexpr uint8_t kSectionPersonnelBattle = 9;
inline constexpr uint8_t kSectionRevealed = 10;         // seed cards turned face up by an encounter
inline constexpr uint8_t kSectionBattleRecord = 11;     // attack permissions, special downloads
inline constexpr uint8_t kSectionTactics = 12;          // tactics in pending ship battles
inline constexpr uint8_t kSectionJemHadarSuicide = 13;  // suicides owed, attacks on changelings
inline constexpr uint8_t kSectionWhiteDeprivation = 14;  // groups due and the battle under way
inline constexpr uint8_t kSectionInfiltration = 15;      // infiltrators and their attempt
inline constexpr uint8_t kSectionCountdown = 16;         // countdown cards that have counted down
inline constexpr uint8_t kSectionRationed = 17;          // Ketracel-White rationed this turn
inline constexpr uint8_t kSectionStaples = 18;      // the staples' counts (stccg_types.h Staples)
inline constexpr uint8_t kSectionStapleMarks = 19;  // Q's Tent takes, mission specialists' scores

inline bool IsSeedKind(EventKind k) {
  return k == stccg::kSeedDoorway || k == stccg::kSeedMission || k == stccg::kSeedDilemma ||
         k == stccg::kSeedFacility || k == stccg::kSeedSite;
}

// Ships and facilities: what fires and is fired at in a ship battle.
inline bool ShipOrFacility(CardType t) { return t == CardType::kShip || t == CardType::kFacility; }

// The name at index `i` of a table of names (an enum's), or `fallback` outside it.
inline std::string_view NameAt(std::span<const std::string_view> names, int64_t i,
                               std::string_view fallback) {
  return i >= 0 && static_cast<size_t>(i) < names.size() ? names[static_cast<size_t>(i)] : fallback;
}

// The index of `name` in a table of names, or -1.
inline int IndexOfName(std::span<const std::string_view> names, std::string_view name) {
  for (size_t i = 0; i < names.size(); ++i) {
    if (names[i] == name) return static_cast<int>(i);
  }
  return -1;
}

// Reads a list of card ids (a count, then the ids) of a game with `cards` card slots.
inline void ReadCardIds(ByteReader* r, size_t cards, std::vector<uint16_t>* v) {
  uint32_t k = r->Count(2);
  v->clear();
  for (uint32_t i = 0; i < k && r->ok(); ++i) {
    uint16_t id = r->U16();
    if (id == 0 || id >= cards) r->Fail("card id " + std::to_string(id));
    v->push_back(id);
  }
}

// Whether card `id` is among `ids`.
inline bool Contains(const std::vector<uint16_t>& ids, uint16_t id) {
  return std::find(ids.begin(), ids.end(), id) != ids.end();
}

inline bool Has(const std::string& text, std::string_view part) {
  return text.find(part) != std::string::npos;
}

}  // namespace stardate::engine::stccg::internal

#endif  // STARDATE_ENGINE_STCCG_STCCG_INTERNAL_H_
