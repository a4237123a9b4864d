// TI4 rules: Control of planets (data/reference/ti4-base-rules.md); a space station's is in
// station.h. Each rule is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_CONTROL_H_
#define STARDATE_ENGINE_TI4_RULES_CONTROL_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kControlPlanet{
    "ti4.control.planet", kBaseRules,
    "A player loses control of a planet if they no longer have units on it and another player "
    "has units on it.",
    "A planet changes hands only to the one player with units on it (required)."};
// Gaining a planet: the one player with ground forces (or, with none, units) on it.
void ControlPlanet(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kControlInvasion{
    "ti4.control.invasion", kBaseRules,
    "a player who committed ground forces and still has one or more on the planet gains "
    "control, and other players' structures there are destroyed.",
    "After ground combat, the one player with ground forces left on a planet gains it; "
    "another player's structures alone do not keep it (required)."};

inline constexpr Rule kControlAlready{
    "ti4.control.already", kBaseRules,
    "A player can't gain control of a planet they already control (25.2).",
    "Gaining control of a planet or station one already controls is refused."};
// Gaining a planet or station: not one the player controls.
void ControlAlready(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> ControlRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_CONTROL_H_
