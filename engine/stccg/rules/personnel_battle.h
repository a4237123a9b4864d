// The rules of personnel battle (base rules section 7): where it is fought, and the blows STRENGTH
// allows. Leaders and affiliation restrictions are the ship battle's rules (rules/battle.cc).
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/personnel_battle.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_PERSONNEL_BATTLE_H_
#define STARDATE_ENGINE_STCCG_RULES_PERSONNEL_BATTLE_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kBattlePersonnelInitiation{
    "stccg.battle.personnel.initiation", kSourceBase,
    "On your turn (execute orders), at the same planet surface, ship, facility or site.",
    "Personnel attack where they are not, with opposing personnel absent, or where the "
    "attacker has no personnel."};
void BattlePersonnelInitiation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBattlePersonnelStrength{
    "stccg.battle.personnel.strength", kSourceBase,
    "Higher STRENGTH may **stun** the adversary. STRENGTH **more than double** the adversary's "
    "may **mortally wound** it",
    "A personnel stuns an adversary of equal or higher STRENGTH, mortally wounds one without "
    "more than double its STRENGTH, or hits someone not fighting in the battle."};
void BattlePersonnelStrength(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBattlePersonnelCasualty{
    "stccg.battle.personnel.casualty", kSourceBase,
    "The side with the higher total STRENGTH of personnel who are neither stunned nor mortally "
    "wounded. The loser takes one randomly selected casualty",
    "A personnel battle ends without the losing side's casualty, or with a casualty that is not "
    "one of the losing side's personnel (or with one when no side lost)."};
void BattlePersonnelCasualty(const StccgState& s, const Event& e, Breaches* out);

// core.random.honest for the end of a personnel battle: the casualty the seed selects (part of
// CoreRandomHonest, rules/draw.h; not a row of its own).
void CasualtyHonest(const StccgState& s, const Event& e, Breaches* out);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> PersonnelBattleRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_PERSONNEL_BATTLE_H_
