// The public objectives the Twilight Imperium 4 module checks: the planet-control objectives
// of data/reference/ti4-base-rules.md section 9 whose condition is a count of controlled
// planets (space stations never count: 001 note 5). Ids are positions here + 1; scripts name
// them by name.
#ifndef STARDATE_ENGINE_TI4_OBJECTIVES_H_
#define STARDATE_ENGINE_TI4_OBJECTIVES_H_

#include <array>
#include <string_view>

namespace stardate::engine::ti4 {

struct Objective {
  enum class Kind { kNonHomePlanets, kSameTrait };
  std::string_view name;
  int stage = 1;
  int points = 1;
  Kind kind = Kind::kNonHomePlanets;
  int count = 0;
};

inline constexpr std::array<Objective, 4> kObjectives = {{
    {"Expand Borders", 1, 1, Objective::Kind::kNonHomePlanets, 6},
    {"Corner the Market", 1, 1, Objective::Kind::kSameTrait, 4},
    {"Subdue the Galaxy", 2, 2, Objective::Kind::kNonHomePlanets, 11},
    {"Unify the Colonies", 2, 2, Objective::Kind::kSameTrait, 6},
}};

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_OBJECTIVES_H_
