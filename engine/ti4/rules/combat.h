// TI4 rules: Space combat and destroyed units (data/reference/ti4-base-rules.md).
// Each rule is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_COMBAT_H_
#define STARDATE_ENGINE_TI4_RULES_COMBAT_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kCombatWinner{
    "ti4.combat.winner", kBaseRules,
    "the player with one or more ships remaining in the system is the winner of the combat",
    "A space combat's winner is the one player with ships left; combat needs two players' "
    "ships."};
// A space combat: two players' ships there, and the winner written is the one with ships left.
void CombatWinner(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kDestroyUnits{
    "ti4.destroy.units", kBaseRules,
    "**Invasion:** bombardment, commit ground forces, Space Cannon Defense, ground combat, "
    "establish control.",
    "Only units that are there can be destroyed."};
// Destroying units: the units (and the planet) are there.
void DestroyUnits(const Ti4State& s, const Event& e, Findings* out);
// A space combat's casualties: each is a ship of its player there.
void DestroyUnitsCombat(const Ti4State& s, const Event& e, Findings* out);

// The core's rule that written dice are the dice the seed rolls (core.random.honest), for a
// space combat's dice.
void CoreRandomHonest(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> CombatRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_COMBAT_H_
