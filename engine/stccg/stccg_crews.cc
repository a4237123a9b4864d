// Crew, Away Team or intruders (data/rules/003_e9f36b50e205961e.txt, "Crew vs. Away Team"):
// "When your personnel are aboard a ship or space facility that you control, they are a crew. In
// all other situations, they are an Away Team. When aboard a ship or facility controlled by your
// opponent, they are also intruders."
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

constexpr std::string_view kGroupNames[] = {"none", "crew", "Away Team", "intruders"};

}  // namespace

std::string_view GroupName(Group group) {
  return internal::NameAt(kGroupNames, static_cast<int64_t>(group), "none");
}

Group StccgState::GroupOf(uint16_t id) const {
  if (!ValidCard(id) || instances_[id].type != CardType::kPersonnel) return Group::kNone;
  const CardState& c = cards_[id];
  if (c.zone == Zone::kOnPlanet) return Group::kAwayTeam;
  if (c.zone != Zone::kAboard || !ValidCard(c.where)) return Group::kNone;
  // Aboard a ship, a facility, or a site of a Nor (aboard the Nor).
  uint16_t holder = c.where;
  if (cards_[holder].zone == Zone::kSite) holder = cards_[holder].where;
  if (!ValidCard(holder)) return Group::kNone;
  const uint8_t owner_of_place = cards_[holder].controller;
  if (owner_of_place != c.controller && owner_of_place != kUncontrolled) return Group::kIntruders;
  const CardType type = instances_[holder].type;
  const bool space = type == CardType::kShip || (type == CardType::kFacility && !OnPlanet(holder));
  return owner_of_place == c.controller && space ? Group::kCrew : Group::kAwayTeam;
}

}  // namespace stardate::engine::stccg
