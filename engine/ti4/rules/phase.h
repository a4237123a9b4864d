// TI4 rules: the rules of the game's order: phases, turns, a tactical action's activation and
// setup's frontier tokens (data/reference/ti4-base-rules.md). Each rule is followed by the checks
// that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_PHASE_H_
#define STARDATE_ENGINE_TI4_RULES_PHASE_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kPhaseOrder{
    "ti4.phase.order", kBaseRules, "Strategy \u2192 Action \u2192 Status \u2192 Agenda.",
    "Phases follow setup in the order strategy, action, status, agenda (the agenda may be "
    "skipped)."};
// A phase event: the phase follows the current one.
void PhaseOrder(const Ti4State& s, const Event& e, Findings* out);
// An agenda revealed: only in the agenda phase.
void PhaseOrderAgenda(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kTurnActive{
    "ti4.turn.active", kBaseRules,
    "one action per turn (strategic, tactical or component), in initiative order",
    "Only the active player activates a system, once per turn, in the action phase."};
// A turn event: turns are taken in the action phase.
void TurnActive(const Ti4State& s, const Event& e, Findings* out);
// An activation: by the active player, once per turn.
void TurnActiveActivate(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kActivateToken{
    "ti4.activate.token", kBaseRules,
    "put a tactic\u2011pool token in a system that has none of your own tokens.",
    "A player activates a system that holds none of their command tokens."};
// An activation: the system holds none of the player's command tokens.
void ActivateToken(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kFrontierPlanets{
    "ti4.frontier.planets", kBaseRules,
    "One frontier token is placed in each system that does not contain any planets.",
    "Frontier tokens go, one each, only in systems without planets."};
// A frontier token: at setup, one per system, in systems without planets.
void FrontierPlanets(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> PhaseRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_PHASE_H_
