#include "engine/ti4/rules/control.h"

#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {

void ControlAlready(const Ti4State& s, const Event& e, Findings* out) {
  if (s.Controller(e.card - 1) == e.player) {
    out->Stop(s.PlayerLabel(e.player) + " already controls " + s.PlanetName(e.card - 1));
  }
}

void ControlPlanet(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t planet = e.card - 1;
  if (s.IsStation(planet) || s.Claimant(planet) == e.player) return;
  // LRR 49.5 first: ground forces decide; structures count only where nobody has any.
  out->Add(s.PlayerLabel(e.player) + " is not the one player with ground forces on " +
           s.PlanetName(planet) + " (nor, with none there, the one player with units on it)");
}

constexpr Rule kList[] = {kControlPlanet, kControlInvasion, kControlAlready};

std::span<const Rule> ControlRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
