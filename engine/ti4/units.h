// Twilight Imperium 4 units: the types the rules module tracks and their printed values
// (base game unit cards, unupgraded; data/reference/ti4-base-rules.md sections 3, 4 and 8).
#ifndef STARDATE_ENGINE_TI4_UNITS_H_
#define STARDATE_ENGINE_TI4_UNITS_H_

#include <array>
#include <cstdint>
#include <string_view>
#include <vector>

namespace stardate::engine::ti4 {

enum class Unit : uint8_t {
  kInfantry = 0,
  kMech,
  kFighter,
  kDestroyer,
  kCruiser,
  kCarrier,
  kDreadnought,
  kWarSun,
  kFlagship,
  kPds,
  kSpaceDock,
};
inline constexpr int kUnitTypes = 11;

struct UnitStats {
  std::string_view name;    // singular, as scripts write it ("war-sun")
  std::string_view plural;  // "war-suns"
  bool ship = false;
  bool ground_force = false;
  bool structure = false;
  int move = 0;       // ships
  int capacity = 0;   // fighters and ground forces a ship carries
  int combat = 0;     // a die hits on this or more (0: does not fight in space)
  int dice = 0;       // dice rolled per combat round
  int cost_rank = 0;  // order in which a player assigns hits (cheapest first)
};

inline constexpr std::array<UnitStats, kUnitTypes> kUnitStats = {{
    {"infantry", "infantry", false, true, false, 0, 0, 0, 0, 0},
    {"mech", "mechs", false, true, false, 0, 0, 0, 0, 0},
    {"fighter", "fighters", true, false, false, 0, 0, 9, 1, 1},
    {"destroyer", "destroyers", true, false, false, 2, 0, 9, 1, 2},
    {"cruiser", "cruisers", true, false, false, 2, 0, 7, 1, 4},
    {"carrier", "carriers", true, false, false, 1, 4, 9, 1, 3},
    {"dreadnought", "dreadnoughts", true, false, false, 1, 1, 5, 1, 5},
    {"war-sun", "war-suns", true, false, false, 2, 6, 3, 3, 7},
    {"flagship", "flagships", true, false, false, 1, 3, 7, 2, 6},
    {"pds", "pds", false, false, true, 0, 0, 0, 0, 0},
    {"space-dock", "space-docks", false, false, true, 0, 0, 0, 0, 0},
}};

inline const UnitStats& Stats(Unit u) { return kUnitStats[static_cast<size_t>(u)]; }
// A fighter travels in a ship's capacity like a ground force; it is a ship for combat.
inline bool Carried(Unit u) { return u == Unit::kFighter || Stats(u).ground_force; }

// Packing of a unit into an event's further cards: (place or owner) << 4 | type.
inline uint16_t PackUnit(uint16_t high, Unit u) {
  return static_cast<uint16_t>(high << 4 | static_cast<uint16_t>(u));
}
inline uint16_t PackedHigh(uint16_t packed) { return static_cast<uint16_t>(packed >> 4); }
inline int PackedType(uint16_t packed) { return packed & 0x0f; }

// `count` equal packed units in a row of an event's unit list.
struct UnitRun {
  uint16_t packed = 0;
  int count = 0;
};
// The runs of `packed`, in order. Equal units apart stay apart ("fighter, cruiser, fighter"), so
// the list written out run by run reads back as the same list, order included.
inline std::vector<UnitRun> UnitRuns(const std::vector<uint16_t>& packed) {
  std::vector<UnitRun> runs;
  for (uint16_t p : packed) {
    if (runs.empty() || runs.back().packed != p) runs.push_back({p, 0});
    ++runs.back().count;
  }
  return runs;
}

// Counts of each unit type a player has in one place.
using UnitCounts = std::array<uint8_t, kUnitTypes>;

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_UNITS_H_
