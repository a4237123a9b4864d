#include "engine/ti4/rules/place.h"

#include "engine/ti4/rules/shared.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {

void PlaceWhereOnMap(const Ti4State& s, const Event& e, Findings* out) {
  if (s.ValidSystem(e.target)) return;
  out->Stop("system " + std::to_string(e.target) + " is not on the map (1 to " +
            std::to_string(s.board().systems.size()) + ")");
}

void PlaceWhere(const Ti4State& s, const Event& e, Findings* out) {
  const CoreState& core = s.core();
  const uint16_t system = e.target - 1;
  // Units an ability places go where its text says (taken on the table's word).
  if (core.phase != kSetup && e.arg != kPlacedByAbility &&
      !(core.phase == kAction && e.player == core.active && s.active_system() == e.target)) {
    out->Add(s.PlayerLabel(e.player) +
             " places units only at setup or by production in the system of their own "
             "tactical action");
  }
  if (e.card != 0 && (!s.ValidPlanet(e.card) || s.board().planets[e.card - 1].system != system)) {
    out->Stop("the planet is not in " + s.SystemName(system));
    return;
  }
  std::optional<Finding> misplaced = FirstMisplacedUnit(s, e);
  if (misplaced && misplaced->rule == kPlaceWhere.id) out->Stop(std::move(misplaced->detail));
}

void PlaceStructures(const Ti4State& s, const Event& e, Findings* out) {
  std::optional<Finding> misplaced = FirstMisplacedUnit(s, e);
  if (misplaced) {
    if (misplaced->rule == kPlaceStructures.id) out->Stop(std::move(misplaced->detail));
    return;
  }
  if (e.card == 0) return;
  int docks = 0, pds = 0;
  for (uint16_t u : e.cards) {
    docks += u == static_cast<uint16_t>(Unit::kSpaceDock);
    pds += u == static_cast<uint16_t>(Unit::kPds);
  }
  const UnitCounts& there = s.Ground(e.card - 1, e.player);
  if (docks + there[static_cast<size_t>(Unit::kSpaceDock)] > 1 ||
      pds + there[static_cast<size_t>(Unit::kPds)] > 2) {
    out->Add(s.PlanetName(e.card - 1) + " would hold more than 1 space dock or 2 PDS");
  }
}

constexpr Rule kList[] = {kPlaceWhere, kPlaceStructures};

std::span<const Rule> PlaceRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
