// The rules of ship battle (base rules section 6; data/rules/000_63f6709b3bd4740e.txt): who may
// initiate and fire, return fire, and the destruction, deaths and repairs battles leave owed.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/battle.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_BATTLE_H_
#define STARDATE_ENGINE_STCCG_RULES_BATTLE_H_

#include <span>
#include <string>
#include <vector>

#include "engine/stccg/attack_restrictions.h"
#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kBattleShipsFacilities{
    "stccg.battle.ships-facilities", kSourceBase,
    "The target is an opposing ship or facility at the same location",
    "A ship battle is initiated by or against a card that is not a ship or facility, or such "
    "a card fires in it."};
void BattleShipsFacilities(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDockedNoWeapons{
    "stccg.dock.no-weapons", kSourceFacilities,
    "may not attempt missions or fire its WEAPONS, even in retaliation",
    "A docked ship fires its WEAPONS, initiating battle or returning fire."};
void DockNoWeapons(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBattleInitiation{
    "stccg.battle.initiation", kSourceBase,
    "On your turn, during execute orders. The attacker needs WEAPONS",
    "Battle is initiated by a card without WEAPONS, against a target elsewhere, or against "
    "one's own card."};
void BattleInitiation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBattleReturnFire{
    "stccg.battle.return-fire", kSourceBase,
    "The defender may return fire at one of the ships that fired on it.",
    "A defender returns fire with a card that has no WEAPONS or is not where the battle is."};
void BattleReturnFire(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBattleLeader{
    "stccg.battle.leader", kSourceBase,
    "a leader (OFFICER or Leadership) and matching personnel aboard",
    "A ship or facility initiates battle without a leader (an OFFICER or a Leadership "
    "personnel) and a personnel of its own affiliation aboard."};
void BattleLeader(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBattleFederation{
    "stccg.battle.federation", kSourceGlossary, "may not initiate battle except against Borg",
    "A Federation force initiates battle against a non-Borg target."};
void BattleFederation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBattleAffiliation{
    "stccg.battle.affiliation", kSourceDominion,
    "When attacking a force composed of more than one affiliation, you must obey all relevant "
    "affiliation attack restrictions.",
    "A force initiates battle against a force that includes its own affiliation (the standard "
    "restriction: Dominion, Romulan, Cardassian, Bajoran, Ferengi, Borg and the others; not "
    "Klingon, Kazon, Non-Aligned or Neutral), unless a card allows attacking an affiliation the "
    "defending force includes."};
void BattleAffiliation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBattleTactic{
    "stccg.battle.tactic", kSourceRulings,
    "You may use a current tactic even if your only card participating in the battle is a "
    "facility.",
    "A tactic is played with no ship battle waiting for responses, or a second tactic by the "
    "same player in one battle."};
void BattleTactic(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kBattleDestroyed{
    "stccg.battle.destroyed", kSourceFacilities,
    "Facilities participate in battle and are damaged or destroyed in the same manner as ships.",
    "A ship or facility the battle destroyed is not removed (a required consequence is "
    "missing), or a card is destroyed that the battle did not destroy."};
void BattleDestroyed(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kFacilityDestroyedKill{
    "stccg.facility.destroyed.kill", kSourceFacilities,
    "When a facility is destroyed, all personnel aboard or “in” the facility are killed.",
    "The personnel aboard a destroyed facility (or ship) are not killed, or a personnel is "
    "killed who was not aboard."};
void FacilityDestroyedKill(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kRepairFacility{
    "stccg.repair.facility", kSourceFacilities,
    "Damaged ships may be repaired by docking at an outpost or Docking Pylons site for a period "
    "of time.",
    "A ship is repaired without serving two full turns docked at a facility that repairs; or a "
    "repair the rules required is missing."};
void RepairFacility(const StccgState& s, const Event& e, Breaches* out);

// --- Shared with the checks of other areas.
// The affiliation attack restrictions `e` (a battle's or a personnel battle's initiation)
// breaks; none for return fire (engine/stccg/attack_restrictions.h).
std::vector<RestrictionBreach> InitiationBreaches(const StccgState& s, const Event& e);
// "Galor (Cardassian/Dominion)"; for a personnel battle "Klingon personnel at Khitomer ...".
std::string DefendingForce(const StccgState& s, const Event& e);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> BattleRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_BATTLE_H_
