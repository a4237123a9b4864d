// TI4 rules: abilities a player may use because they own them (data/reference/ti4-base-rules.md
// section 13; LRR 1, 90) and Pillage's own conditions (data/reference/ti4-timing-rules.md
// section 4). When an ability may be used is rules/action_card.h's. Judged once whole rounds are
// (a strategy card picked, INTERPRETATIONS.md 16), as the technologies researched are. Each rule
// is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_OWNERSHIP_H_
#define STARDATE_ENGINE_TI4_RULES_OWNERSHIP_H_

#include <span>

#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kAbilityFaction{
    "ti4.ability.faction", kBaseRules,
    "a faction ability is printed on a faction sheet and used only by the player of that faction",
    "A faction ability is used only by the player whose faction has it."};
// An ability used: a faction ability of the player's own faction.
void AbilityFaction(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kAbilityTechnology{
    "ti4.ability.technology", kBaseRules,
    "a technology's ability is used only by a player who owns that technology",
    "A technology is exhausted or used only by a player who owns it: researched, or one of "
    "their faction's starting technologies."};
// An ability used: a technology the player owns.
void AbilityTechnology(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kAbilityPillage{
    "ti4.ability.pillage", kTimingRules,
    "After 1 of your neighbors gains trade goods or resolves a transaction, if they have 3 or "
    "more trade goods, you may take 1 of their trade goods or commodities.",
    "Pillage is used on a neighbour who has 3 or more trade goods."};
// Pillage used: on a neighbour with 3 or more trade goods.
void AbilityPillage(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> OwnershipRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_OWNERSHIP_H_
