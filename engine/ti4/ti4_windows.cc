// Ti4State's timing windows (ti4_state.h): which events open a response window of the core,
// who answers first, how an action card's play resolves (Sabotage cancels it), and the events
// of action cards and abilities.
#include <algorithm>

#include "engine/ti4/kinds.h"
#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/status.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {
namespace {

// "1 action card", "2 action cards".
std::string Count(int32_t n, const std::string& noun) {
  return std::to_string(n) + " " + noun + (n == 1 ? "" : "s");
}

// The steps of the game whose timing events open a window: those of a tactical action (LRR 89:
// activation, movement, the space combat and the steps written inside it and the invasion
// (rules/combat.h, kTacticalSteps), committing ground forces and units destroyed in the
// invasion, control established, production), of the agenda phase (an agenda revealed, a
// vote), and trade goods changing hands.
bool IsTimingEvent(EventKind kind) {
  static constexpr EventKind kSteps[] = {
      kTi4Activate, kTi4Move,     kTi4Combat, kTi4Land,    kTi4Destroy,
      kTi4Control,  kTi4Place,    kTi4Agenda, kTi4Vote,    kTi4Gain,
      kTi4Convert,  kTi4Transact, kTi4Play,   kTi4Ability, kTi4Step,
  };
  return std::find(std::begin(kSteps), std::end(kSteps), kind) != std::end(kSteps);
}

// Whether `e` is a component action: an "Action" card, or an ability used as one.
bool IsComponentAction(const Event& e) {
  if (e.kind == kTi4Ability) {
    return e.arg == 1 || TimingOf(AbilityTiming(e.card)).kind == Timing::Kind::kComponent;
  }
  if (e.kind != kTi4Play) return false;
  const Ti4Catalog* c = BuiltInCatalog();
  if (c == nullptr || e.card == 0 || e.card > c->action_cards().size()) return false;
  return TimingOf(c->action_cards()[e.card - 1].window).kind == Timing::Kind::kComponent;
}

}  // namespace

bool Ti4State::OpensWindow(const Event& e) const {
  // Setup has no windows: its steps are the board being laid out.
  return core_.phase != kSetup && e.player < core_.num_players && IsTimingEvent(e.kind);
}

bool Ti4State::IsResponse(const Event& e) const {
  // Played into an open window: an action card or ability at its timing, and trade goods
  // changing hands, which may happen at any time (a conversion, LRR 94.1's transactions) and
  // open their own window within it. A component action is a turn's action: it closes them.
  if (core_.stack.empty() || IsComponentAction(e)) return false;
  return e.kind == kTi4Play || e.kind == kTi4Ability || e.kind == kTi4Gain ||
         e.kind == kTi4Convert || e.kind == kTi4Transact;
}

bool Ti4State::GoesOn(const Event& e) const {
  // A step of the game goes on whoever writes it (the defender's losses, the owed control):
  // passes are never written unless a player wants to.
  return OpensWindow(e) && !IsResponse(e);
}

uint8_t Ti4State::FirstResponder(const Event&) const {
  // LRR 1.18: in the action phase from the active player; 1.19: from the speaker otherwise.
  return core_.phase == kAction ? core_.active : fixed_->map.speaker;
}

uint8_t Ti4State::NextResponder(uint8_t p) const {
  // LRR 1.18: in the action phase "in initiative order, beginning with the active player": the
  // player of the next higher initiative, after the highest the lowest again (INTERPRETATIONS
  // 24). Before the first pick no initiative is known, and in the other phases (1.19) the order
  // is clockwise: seating order.
  const uint8_t n = core_.num_players;
  if (core_.phase != kAction || !round_.on || p >= n) return Opponent(p);
  // A player's place: their initiative, then their seat (two players holding no card).
  auto place = [&](uint8_t q) { return round_.Initiative(q) * n + q; };
  uint8_t next = kNobody, first = kNobody;
  for (uint8_t q = 0; q < n; ++q) {
    if (first == kNobody || place(q) < place(first)) first = q;
    if (place(q) > place(p) && (next == kNobody || place(q) < place(next))) next = q;
  }
  return next != kNobody ? next : first;
}

void Ti4State::DoResolve(const PendingAction& action) {
  if (action.action.kind != kTi4Play) return;
  auto cancelled = std::find(cancelled_.begin(), cancelled_.end(), action.window);
  if (cancelled != cancelled_.end()) {
    // LRR 2.8: no effect. LRR 22.4: a cancelled component action does not use the turn's action.
    cancelled_.erase(cancelled);
    if (IsComponentAction(action.action)) component_action_ = false;
    return;
  }
  const Ti4Catalog* c = BuiltInCatalog();
  if (c == nullptr || !IsSabotage(*c, action.action.card)) return;
  // Sabotage cancels the action card it was played against: the innermost beneath it.
  const PendingStack& stack = core_.stack;
  for (size_t i = stack.size(); i-- > 0;) {
    const PendingAction& p = stack[i];
    if (p.window == action.window || p.action.kind != kTi4Play) continue;
    if (p.window < action.window) {
      cancelled_.push_back(p.window);
      return;
    }
  }
}

bool Ti4State::Cancelled(uint64_t window) const {
  return std::find(cancelled_.begin(), cancelled_.end(), window) != cancelled_.end();
}

bool Ti4State::TechExhausted(uint8_t p, uint16_t tech) const {
  const std::vector<uint16_t>& t = players_[p].exhausted_techs;
  return std::find(t.begin(), t.end(), tech) != t.end();
}

bool Ti4State::TakenOnTableWord(const Event& e) const {
  if (e.kind == kTi4Ability) return true;
  if (e.kind == kTi4SecretScore) return rules::SecretOnTableWord(e.card);
  if (e.kind != kTi4Play) return false;
  const Ti4Catalog* c = BuiltInCatalog();
  return c == nullptr || !IsSabotage(*c, e.card);
}

void Ti4State::ApplyPlay(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  // LRR 2.7: the card leaves the hand for the discard pile; its effect comes at resolution.
  PlayerState& p = players_[e.player];
  p.action_cards = std::max(0, p.action_cards - 1);
  if (IsComponentAction(e)) component_action_ = true;
}

void Ti4State::ApplyDraw(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player) || e.arg <= 0 || e.arg > 99) return;
  players_[e.player].action_cards += e.arg;
}

void Ti4State::ApplyDiscard(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  PlayerState& p = players_[e.player];
  p.action_cards -= std::clamp(e.arg, 0, p.action_cards);
}

void Ti4State::ApplyAbility(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  if (IsComponentAction(e)) component_action_ = true;
  const Ti4Catalog* c = BuiltInCatalog();
  if (c != nullptr && e.card >= 1 && e.card <= c->techs().size() &&
      !TechExhausted(e.player, e.card)) {
    players_[e.player].exhausted_techs.push_back(e.card);  // a technology used is exhausted
  }
  // Pillage: 1 of the other player's trade goods taken (INTERPRETATIONS.md: a trade good when
  // they have one). Taken, not gained from the supply (LRR 93.2).
  if (e.card == kPillage && ValidPlayer(e.target - 1) && e.target - 1 != e.player &&
      players_[e.target - 1].trade_goods > 0) {
    --players_[e.target - 1].trade_goods;
    ++players_[e.player].trade_goods;
  }
}

void Ti4State::OweDiscards() {
  // LRR 2.4: above seven action cards, the rest are discarded at once.
  for (uint8_t p = 0; p < players_.size(); ++p) {
    if (players_[p].action_cards <= 7) continue;
    Event e;
    e.kind = ti4::kTi4Discard;
    e.player = p;
    e.arg = players_[p].action_cards - 7;
    owed_.push_back(std::move(e));
  }
}

std::string Ti4State::WindowEventText(const Event& e) const {
  const std::string who = PlayerLabel(e.player);
  const Ti4Catalog* c = BuiltInCatalog();
  switch (e.kind) {
    case EventKind::PASS:
      return who + " passing";
    case EventKind::RESOLVE:
      return core_.stack.empty() ? "a resolution"
                                 : "the resolution of " + EventText(core_.stack.back().action);
    case ti4::kTi4Play: {
      const bool known = c != nullptr && e.card >= 1 && e.card <= c->action_cards().size();
      return who + " playing " +
             (known ? c->action_cards()[e.card - 1].name : "action card " + std::to_string(e.card));
    }
    case ti4::kTi4Step:
      return "the step \"" + rules::TacticalStepName(e.arg) + "\"" +
             (ValidSystem(e.target) ? " in " + SystemName(e.target - 1) : "");
    case ti4::kTi4Draw:
      return who + " drawing " + Count(e.arg, "action card");
    case ti4::kTi4Discard:
      return who + " discarding " + Count(e.arg, "action card");
    case ti4::kTi4Ability: {
      std::string s = who + " using " + (c != nullptr ? AbilityName(*c, e.card) : "an ability");
      if (ValidPlayer(e.target - 1)) s += " on " + PlayerLabel(static_cast<uint8_t>(e.target - 1));
      return e.arg == 1 ? s + " as a component action" : s;
    }
    default:
      return who + " " + NameOfKind(e.kind);
  }
}

std::string Ti4State::DescribeWindows() const {
  if (core_.stack.empty()) return "";
  std::string s = "Open response windows (innermost last):\n";
  for (const PendingAction& p : core_.stack) {
    s += "  window " + std::to_string(p.window) + ": after " + EventText(p.action) + "; " +
         PlayerLabel(p.next_responder) + " to answer";
    if (Cancelled(p.window)) s += " (cancelled)";
    s += "\n";
  }
  return s;
}

}  // namespace stardate::engine::ti4
