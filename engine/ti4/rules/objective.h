// TI4 rules: Public objectives (data/reference/ti4-base-rules.md).
// Each rule is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_OBJECTIVE_H_
#define STARDATE_ENGINE_TI4_RULES_OBJECTIVE_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kObjectiveHome{
    "ti4.objective.home", kBaseRules,
    "A player cannot score public objectives if that player does not control each planet in "
    "their home system.",
    "A player who does not control each planet of their home system scores no public "
    "objective."};
// Scoring: the player controls every planet of their home system.
void ObjectiveHome(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kObjectiveCondition{
    "ti4.objective.condition", kBaseRules,
    "Expand Borders: 6 planets in non\u2011home systems. Subdue the Galaxy: 11.",
    "A public objective is scored only when its condition is met."};
// Scoring: a known objective whose condition the player meets.
void ObjectiveCondition(const Ti4State& s, const Event& e, Findings* out);
// Revealing: a known objective.
void ObjectiveConditionReveal(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kObjectiveOnce{
    "ti4.objective.once", kBaseRules,
    "Status\u2011phase objectives: met during step 1, max 1 public + 1 secret.",
    "A revealed public objective is scored once, in the status phase, one per player per "
    "status phase."};
// Scoring: revealed, not yet scored, in the status phase, one per status phase.
void ObjectiveOnce(const Ti4State& s, const Event& e, Findings* out);
// Revealing: not already revealed.
void ObjectiveOnceReveal(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kObjectiveCombat{
    "ti4.objective.combat", kBaseRules, "Action\u2011phase: any time, one per combat (61.6, 61.7).",
    "In the action phase a player scores at most one objective, public or secret, during or "
    "after each combat."};
// Scoring in the action phase: no other objective scored by the player during or after the
// turn's current combat (a space combat, then a ground combat, each its own).
void ObjectiveCombat(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> ObjectiveRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_OBJECTIVE_H_
