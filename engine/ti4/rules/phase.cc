#include "engine/ti4/rules/phase.h"

#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {

void PhaseOrder(const Ti4State& s, const Event& e, Findings* out) {
  const int32_t cur = s.core().phase;
  const bool ok = (cur == kSetup && e.arg == kStrategy) || (cur == kStrategy && e.arg == kAction) ||
                  (cur == kAction && e.arg == kStatus) ||
                  (cur == kStatus && (e.arg == kAgenda || e.arg == kStrategy)) ||
                  (cur == kAgenda && e.arg == kStrategy);
  if (!ok) {
    out->Add(std::string("the ") + PhaseName(e.arg) + " phase cannot follow the " + PhaseName(cur) +
             " phase");
  }
}

void PhaseOrderAgenda(const Ti4State& s, const Event&, Findings* out) {
  if (s.core().phase != kAgenda) out->Add("agendas are revealed in the agenda phase");
}

void TurnActive(const Ti4State& s, const Event&, Findings* out) {
  if (s.core().phase != kAction) {
    out->Add(std::string("turns are taken in the action phase, not the ") +
             PhaseName(s.core().phase) + " phase");
  }
}

void TurnActiveActivate(const Ti4State& s, const Event& e, Findings* out) {
  const CoreState& core = s.core();
  if (core.phase != kAction || e.player != core.active || core.turn == 0) {
    out->Add(s.PlayerLabel(e.player) + " is not the active player of an action-phase turn");
  } else if (s.activated()) {
    out->Add(s.PlayerLabel(e.player) + " has already made a tactical action this turn");
  } else if (s.component_action()) {
    out->Add(s.PlayerLabel(e.player) + " has already made a component action this turn");
  }
}

void ActivateToken(const Ti4State& s, const Event& e, Findings* out) {
  if (s.HasToken(e.target - 1, e.player)) {
    out->Add(s.SystemName(e.target - 1) + " already holds a command token of " +
             s.PlayerLabel(e.player));
  }
}

void FrontierPlanets(const Ti4State& s, const Event& e, Findings* out) {
  if (s.core().phase != kSetup) {
    out->Add("frontier tokens are placed during setup");
  } else if (s.Frontier(e.target - 1)) {
    out->Add(s.SystemName(e.target - 1) + " already has a frontier token");
  } else if (!s.PlanetlessSystem(e.target - 1)) {
    out->Add(s.SystemName(e.target - 1) + " contains planets: no frontier token goes there");
  }
}

constexpr Rule kList[] = {kPhaseOrder, kTurnActive, kActivateToken, kFrontierPlanets};

std::span<const Rule> PhaseRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
