// Checks of the order of play: seed phases, turns and their phases, who may act, the normal
// card play and what may go into a response window.
#include "engine/stccg/kinds.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

using internal::IsSeedKind;

namespace {

// A `phase` step to a phase that does not exist, or back to an earlier one.
bool PhaseStepBack(const Event& e, int32_t now) {
  return e.kind == EventKind::PHASE && e.arg >= 0 && e.arg < kPhaseCount && e.arg < now;
}

}  // namespace

// stccg.seed.phase-order: doorway, mission, dilemma and facility seed phases, in that order,
// all before the first turn.
void StccgState::SeedPhaseOrder(const Event& e, Breaches* out) const {
  const bool seeding = core_.turn == 0;
  if (e.kind == EventKind::PHASE) {
    if (seeding && PhaseStepBack(e, core_.phase)) {
      out->Add("cannot go back from " + std::string(PhaseName(phase())) + " to " +
               std::string(PhaseName(static_cast<Phase>(e.arg))));
    }
    return;
  }
  if (!IsSeedKind(e.kind)) return;
  std::optional<Phase> ph = PhaseOf(e);
  if (!seeding) {
    out->Add("the seed phases ended before turn 1");
  } else if (ph && static_cast<int32_t>(*ph) < core_.phase && core_.stack.empty()) {
    out->Add("the " + std::string(PhaseName(*ph)) +
             " phase has ended (now: " + std::string(PhaseName(phase())) + ")");
  }
}

// stccg.turn.order: play starts after seeding, turns are numbered in order and alternate.
void StccgState::TurnOrder(const Event& e, Breaches* out) const {
  const bool seeding = core_.turn == 0;
  if (e.kind == EventKind::PHASE) {
    if (e.arg >= 0 && e.arg < kPhaseCount && e.arg >= core_.phase &&
        seeding != (e.arg <= static_cast<int32_t>(Phase::kFacilitySeed))) {
      out->Add(std::string(PhaseName(static_cast<Phase>(e.arg))) +
               (seeding ? " is a phase of a turn; play has not started"
                        : " is a seed phase; play has started"));
    }
    return;
  }
  if (e.kind == EventKind::TURN) {
    uint32_t expected = core_.turn + 1;
    if (static_cast<uint32_t>(e.arg) != expected) {
      out->Add("turn " + std::to_string(e.arg) + " follows turn " + std::to_string(core_.turn) +
               "; expected turn " + std::to_string(expected));
    }
    if (core_.turn > 0 && e.player == core_.active) {
      out->Add(PlayerLabel(e.player) + " just had turn " + std::to_string(core_.turn) +
               "; turns alternate");
    }
    return;
  }
  if (PhaseOf(e) && !IsSeedKind(e.kind) && seeding && e.kind != EventKind::DRAW) {
    out->Add("play has not started (no turn yet)");
  }
}

// stccg.turn.phase-order: the phases of a turn come in order, never back.
void StccgState::TurnPhaseOrder(const Event& e, Breaches* out) const {
  const bool seeding = core_.turn == 0;
  if (e.kind == EventKind::PHASE) {
    if (e.arg < 0 || e.arg >= kPhaseCount) {
      out->Add("phase " + std::to_string(e.arg) + " does not exist");
    } else if (!seeding && PhaseStepBack(e, core_.phase)) {
      out->Add("cannot go back from " + std::string(PhaseName(phase())) + " to " +
               std::string(PhaseName(static_cast<Phase>(e.arg))));
    }
    return;
  }
  std::optional<Phase> ph = PhaseOf(e);
  if (!ph || IsSeedKind(e.kind) || (seeding && e.kind != EventKind::DRAW)) return;
  if (static_cast<int32_t>(*ph) < core_.phase && core_.stack.empty()) {
    out->Add("the " + std::string(PhaseName(*ph)) +
             " phase has ended (now: " + std::string(PhaseName(phase())) + ")");
  }
}

// stccg.turn.active-player: outside a response window only the active player acts (and draws)
// on their turn; interrupts may be played on either turn.
void StccgState::TurnActivePlayer(const Event& e, Breaches* out) const {
  const bool seeding = core_.turn == 0;
  const bool acts = core_.stack.empty() && OpensWindow(e) && e.kind != stccg::kPlayInterrupt;
  if (!seeding && e.player != core_.active && (acts || e.kind == EventKind::DRAW)) {
    out->Add("it is " + PlayerLabel(core_.active) + "'s turn");
  }
}

// stccg.turn.normal-card-play: one normal card play per turn (reports, builds, events).
void StccgState::TurnNormalCardPlay(const Event& e, Breaches* out) const {
  if (e.kind == stccg::kInfiltrate && !InfiltratesFromHand(e)) return;  // no card play
  if (players_[e.player].card_plays >= 1) {
    out->Add(PlayerLabel(e.player) + " already used the normal card play this turn");
  }
}

// stccg.response.interrupt: into an open response window only valid responses go (in this
// version, interrupts and the defender's return fire); a `plays` line names an interrupt.
void StccgState::ResponseInterrupt(const Event& e, Breaches* out) const {
  if (!core_.stack.empty() && OpensWindow(e) && !IsResponse(e)) {
    out->Add(EventText(e) + " is not a response to " + EventText(core_.stack.back().action));
  }
  if (e.kind == stccg::kPlayInterrupt && instances_[e.card].type != CardType::kInterrupt) {
    out->Add(Name(e.card) + " is not an interrupt");
  }
}

}  // namespace stardate::engine::stccg
