// Checks of the order of play: seed phases, turns and their phases, who may act, the normal
// card play and what may go into a response window.
#include "engine/stccg/rules/turn.h"

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

using internal::IsSeedKind;

namespace {

// A `phase` step to a phase that does not exist, or back to an earlier one.
bool PhaseStepBack(const Event& e, int32_t now) {
  return e.kind == EventKind::PHASE && e.arg >= 0 && e.arg < kPhaseCount && e.arg < now;
}

}  // namespace

// stccg.seed.phase-order: doorway, mission, dilemma and facility seed phases, in that order,
// all before the first turn.
void SeedPhaseOrder(const StccgState& s, const Event& e, Breaches* out) {
  const bool seeding = s.core().turn == 0;
  if (e.kind == EventKind::PHASE) {
    if (seeding && PhaseStepBack(e, s.core().phase)) {
      out->Add("cannot go back from " + std::string(PhaseName(s.phase())) + " to " +
               std::string(PhaseName(static_cast<Phase>(e.arg))));
    }
    return;
  }
  if (!IsSeedKind(e.kind)) return;
  std::optional<Phase> ph = s.PhaseOf(e);
  if (!seeding) {
    out->Add("the seed phases ended before turn 1");
  } else if (ph && static_cast<int32_t>(*ph) < s.core().phase && s.core().stack.empty()) {
    out->Add("the " + std::string(PhaseName(*ph)) +
             " phase has ended (now: " + std::string(PhaseName(s.phase())) + ")");
  }
}

// stccg.turn.order: play starts after seeding, turns are numbered in order and alternate.
void TurnOrder(const StccgState& s, const Event& e, Breaches* out) {
  const bool seeding = s.core().turn == 0;
  if (e.kind == EventKind::PHASE) {
    if (e.arg >= 0 && e.arg < kPhaseCount && e.arg >= s.core().phase &&
        seeding != (e.arg <= static_cast<int32_t>(Phase::kFacilitySeed))) {
      out->Add(std::string(PhaseName(static_cast<Phase>(e.arg))) +
               (seeding ? " is a phase of a turn; play has not started"
                        : " is a seed phase; play has started"));
    }
    return;
  }
  if (e.kind == EventKind::TURN) {
    uint32_t expected = s.core().turn + 1;
    if (static_cast<uint32_t>(e.arg) != expected) {
      out->Add("turn " + std::to_string(e.arg) + " follows turn " + std::to_string(s.core().turn) +
               "; expected turn " + std::to_string(expected));
    }
    if (s.core().turn > 0 && e.player == s.core().active) {
      out->Add(s.PlayerLabel(e.player) + " just had turn " + std::to_string(s.core().turn) +
               "; turns alternate");
    }
    return;
  }
  if (s.PhaseOf(e) && !IsSeedKind(e.kind) && seeding && e.kind != EventKind::DRAW) {
    out->Add("play has not started (no turn yet)");
  }
}

// stccg.turn.phase-order: the phases of a turn come in order, never back.
void TurnPhaseOrder(const StccgState& s, const Event& e, Breaches* out) {
  const bool seeding = s.core().turn == 0;
  if (e.kind == EventKind::PHASE) {
    if (e.arg < 0 || e.arg >= kPhaseCount) {
      out->Add("phase " + std::to_string(e.arg) + " does not exist");
    } else if (!seeding && PhaseStepBack(e, s.core().phase)) {
      out->Add("cannot go back from " + std::string(PhaseName(s.phase())) + " to " +
               std::string(PhaseName(static_cast<Phase>(e.arg))));
    }
    return;
  }
  std::optional<Phase> ph = s.PhaseOf(e);
  if (!ph || IsSeedKind(e.kind) || (seeding && e.kind != EventKind::DRAW)) return;
  if (static_cast<int32_t>(*ph) < s.core().phase && s.core().stack.empty()) {
    out->Add("the " + std::string(PhaseName(*ph)) +
             " phase has ended (now: " + std::string(PhaseName(s.phase())) + ")");
  }
}

// stccg.turn.active-player: outside a response window only the active player acts (and draws)
// on their turn; interrupts may be played on either turn.
void TurnActivePlayer(const StccgState& s, const Event& e, Breaches* out) {
  const bool seeding = s.core().turn == 0;
  const bool acts = s.core().stack.empty() && s.OpensWindow(e) && e.kind != stccg::kPlayInterrupt;
  const bool drawn_by_text = s.DrawByCardText(e);  // Kivas Fajo - Collector's chosen player
  if (!seeding && e.player != s.core().active &&
      (acts || (e.kind == EventKind::DRAW && !drawn_by_text))) {
    out->Add("it is " + s.PlayerLabel(s.core().active) + "'s turn");
  }
}

namespace {

bool ReportsInstead(const StapleText& t) { return t.reports_instead_of_card_play; }
bool FreeReport(const StapleText& t) { return t.free_report_each_turn; }

// A staple's text lets `e` be played besides the normal card play already used this turn.
// Red Alert!: "In place of your normal card play, you may report for duty any number of Ship,
// Personnel, and Equipment cards": every play of the turn a report. Attention All Hands: "Once
// each turn, your ... personnel ... may report (for free) aboard your matching outpost": one
// more play, when one of the turn's reports (this one included) is such a report.
bool StapleAllowsPlay(const StccgState& s, const Event& e) {
  const StaplePlayer& p = s.staples().players[e.player];
  if (e.kind == stccg::kReport && p.other_plays == 0 && s.StapleFor(e.player, &ReportsInstead)) {
    return true;
  }
  const int matching = p.matching_reports + (s.ReportsToOwnOutpost(e) ? 1 : 0);
  return matching > 0 && s.players()[e.player].card_plays < 2 &&
         s.StapleFor(e.player, &FreeReport) != 0;
}

}  // namespace

// stccg.turn.normal-card-play: one normal card play per turn (reports, builds, events, and a
// download a card's text makes in place of it), save what a staple's text allows besides.
void TurnNormalCardPlay(const StccgState& s, const Event& e, Breaches* out) {
  if (e.kind == stccg::kInfiltrate && !s.InfiltratesFromHand(e)) return;  // no card play
  if (e.kind == stccg::kDownload &&
      (!s.ValidCard(e.card) || !s.instances()[e.card].facts->staple.download_instead_of_card_play ||
       e.cards.empty())) {
    return;  // a download is no card play unless its text makes it one
  }
  if (s.players()[e.player].card_plays >= 1 && !StapleAllowsPlay(s, e)) {
    std::string detail = s.PlayerLabel(e.player) + " already used the normal card play this turn";
    if (s.StapleFor(e.player, &ReportsInstead)) {
      detail += " (" + s.Name(s.StapleFor(e.player, &ReportsInstead)) +
                " allows reports in place of it, not besides another card play)";
    }
    out->Add(detail);
  }
}

// stccg.response.interrupt: into an open response window only valid responses go (in this
// version, interrupts and the defender's return fire); a `plays` line names an interrupt.
void ResponseInterrupt(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.core().stack.empty() && s.OpensWindow(e) && !s.IsResponse(e)) {
    out->Add(s.EventText(e) + " is not a response to " + s.EventText(s.core().stack.back().action));
  }
  // A doorway whose text plays it on the table plays like an interrupt (INTERPRETATIONS.md,
  // "Doorways played during the game").
  if (e.kind == stccg::kPlayInterrupt && s.instances()[e.card].type != CardType::kInterrupt &&
      !s.PlaysDoorwayOnTable(e)) {
    out->Add(s.Name(e.card) + " is not an interrupt");
  }
}

std::span<const Rule> TurnRules() {
  static constexpr Rule kAll[] = {kSeedPhaseOrder,   kTurnOrder,      kTurnPhaseOrder,
                                  kTurnActivePlayer, kNormalCardPlay, kResponseInterrupt};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
