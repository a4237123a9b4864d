// TI4 rules: Space combat and destroyed units (data/reference/ti4-base-rules.md).
// Each rule is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_COMBAT_H_
#define STARDATE_ENGINE_TI4_RULES_COMBAT_H_

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "engine/ti4/rules/action_card.h"
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

// --- The steps of a tactical action the log writes as events of their own (kTi4Step), each
// opening the timing window of the action cards timed at it. Named as the base-rules sheet's
// tactical action (data/reference/ti4-base-rules.md, sections 3 and 4) names them; activation,
// movement, committing ground forces, establishing control and production are events already.
enum TacticalStep : int32_t {
  kSpaceCannonOffense = 1,
  kCombatRoundStart,
  kAntiFighterBarrage,
  kAnnounceRetreats,
  kCombatRolls,
  kAssignHits,
  kRetreat,
  kCombatRoundEnd,
  kInvasionStart,
  kBombardment,
  kSpaceCannonDefense,
  kGroundRoundStart,
  kGroundRolls,
  kGroundRoundEnd,
};
inline constexpr std::string_view kTacticalSteps[] = {
    "",  // no step 0
    "space cannon offense",
    "start of a space combat round",
    "anti-fighter barrage",
    "announce retreats",
    "space combat rolls",
    "assign hits",
    "retreat",
    "end of a space combat round",
    "start of an invasion",
    "bombardment",
    "space cannon defense",
    "start of a round of ground combat",
    "ground combat rolls",
    "end of a round of ground combat",
};
// A bit per step (1 << step), as a timing lists the steps it names.
using StepSet = uint32_t;
// The step named `name` (case aside), or 0.
int32_t FindTacticalStep(std::string_view name);
// Its name ("step N" for another number).
std::string TacticalStepName(int32_t step);

inline constexpr Rule kTimingStep{
    "ti4.timing.step", kTimingRules,
    "A tactical action's steps (`ti4-base-rules.md` section 3: activation, movement with space "
    "cannon offense, space combat, invasion, production) are its timing events.",
    "A step of a space combat or an invasion comes in the action phase, in the active player's "
    "tactical action, in the system it activated."};
// A step of a tactical action written: in one, and a step the sheet names.
void TimingStep(const Ti4State& s, const Event& e, Findings* out);

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_COMBAT_H_
