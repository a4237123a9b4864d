#include "engine/ti4/rules/action_card.h"

#include <algorithm>

#include "engine/text.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/rules/station.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {
namespace {

// A phrase of a timing and what it names, most specific first.
struct TimingRow {
  std::string_view phrase;  // lower case
  Timing::Kind kind;
  std::vector<EventKind> after;
  int32_t phase = 0;
  uint32_t steps = 0;  // Timing::steps
};

const std::vector<TimingRow>& TimingRows() {
  // A space combat and an invasion are each one event of the log unless it writes their steps
  // (kTi4Step): a card timed at one of their rounds or steps is played in its step's window
  // where the step is written, else in the window after the movement that led to them or after
  // the combat (INTERPRETATIONS.md, 14 and 23).
  constexpr uint32_t kRoundStart = 1u << rules::kCombatRoundStart;
  constexpr uint32_t kGroundStart = 1u << rules::kGroundRoundStart;
  constexpr uint32_t kRoundEnds = 1u << rules::kCombatRoundEnd | 1u << rules::kGroundRoundEnd;
  constexpr uint32_t kCannon = 1u << rules::kSpaceCannonOffense | 1u << rules::kSpaceCannonDefense;
  const std::vector<EventKind> kSpace = {kTi4Move, kTi4Combat};
  const std::vector<EventKind> kInvasion = {kTi4Move, kTi4Combat, kTi4Land};
  static const std::vector<TimingRow> kRows = {
      {"plays an action card", Timing::Kind::kSabotage, {}},
      {"activate a system", Timing::Kind::kWindow, {kTi4Activate}},
      {"moves ships into a system", Timing::Kind::kWindow, {kTi4Move}},
      {"commits units to land", Timing::Kind::kWindow, {kTi4Land}},
      {"gain control of a planet", Timing::Kind::kWindow, {kTi4Control}},
      {"gains control of a planet", Timing::Kind::kWindow, {kTi4Control}},
      {"gains trade goods", Timing::Kind::kWindow, {kTi4Gain, kTi4Transact}},
      {"ground forces make combat rolls",
       Timing::Kind::kWindow,
       {kTi4Land, kTi4Destroy},
       0,
       1u << rules::kGroundRolls},
      {"start of an invasion", Timing::Kind::kWindow, kInvasion, 0, 1u << rules::kInvasionStart},
      {"invasion", Timing::Kind::kWindow, kInvasion},
      {"space cannon", Timing::Kind::kWindow, kInvasion, 0, kCannon},
      {"start or end of a combat round", Timing::Kind::kWindow, kSpace, 0,
       kRoundStart | kGroundStart | kRoundEnds},
      {"first round of a space combat", Timing::Kind::kWindow, kSpace, 0, kRoundStart},
      {"start of a [space] combat round", Timing::Kind::kWindow, kSpace, 0, kRoundStart},
      {"start of a combat round", Timing::Kind::kWindow, kSpace, 0, kRoundStart | kGroundStart},
      {"declares a retreat", Timing::Kind::kWindow, kSpace, 0, 1u << rules::kAnnounceRetreats},
      {"assign hits", Timing::Kind::kWindow, kSpace, 0, 1u << rules::kAssignHits},
      {"is destroyed during a space combat", Timing::Kind::kWindow, kSpace, 0,
       1u << rules::kAssignHits},
      {"combat", Timing::Kind::kWindow, kSpace},
      {"sustain damage", Timing::Kind::kWindow, kSpace, 0, 1u << rules::kAssignHits},
      {"agenda is revealed", Timing::Kind::kWindow, {kTi4Agenda}},
      {"votes", Timing::Kind::kWindow, {kTi4Vote}},
      {"start of the agenda phase", Timing::Kind::kPhase, {}, kAgenda},
      {"outcome of an agenda", Timing::Kind::kPhase, {}, kAgenda},
      {"strategy phase", Timing::Kind::kPhase, {}, kStrategy},
      {"status phase", Timing::Kind::kPhase, {}, kStatus},
  };
  return kRows;
}

const ActionCardInfo* Card(uint16_t card) {
  const Ti4Catalog* c = BuiltInCatalog();
  if (c == nullptr || card == 0 || card > c->action_cards().size()) return nullptr;
  return &c->action_cards()[card - 1];
}

// The timing of event `e` (a card played or an ability used).
Timing TimingOfEvent(const Event& e) {
  if (e.kind == kTi4Play) {
    const ActionCardInfo* card = Card(e.card);
    return card != nullptr ? TimingOf(card->window) : Timing{};
  }
  if (e.arg == 1) return TimingOf("Action");
  return TimingOf(AbilityTiming(e.card));
}

std::string What(const Ti4State& s, const Event& e) {
  if (e.kind == kTi4Play) {
    const ActionCardInfo* card = Card(e.card);
    return card != nullptr ? "\"" + card->name + "\"" : "action card " + std::to_string(e.card);
  }
  const Ti4Catalog* c = BuiltInCatalog();
  return c != nullptr ? "\"" + AbilityName(*c, e.card) + "\"" : "an ability";
}

// The innermost open window one of `kinds` opened (by another player or the player's own, as
// `t` asks), or nullptr.
const PendingAction* WindowOf(const Ti4State& s, const Event& e, const Timing& t,
                              const std::vector<EventKind>& kinds) {
  const PendingStack& stack = s.core().stack;
  for (size_t i = stack.size(); i-- > 0;) {
    const Event& a = stack[i].action;
    if (std::find(kinds.begin(), kinds.end(), a.kind) == kinds.end()) continue;
    if (t.another && a.player == e.player && a.kind != kTi4Transact) continue;
    if (t.own && a.player != e.player) continue;
    return &stack[i];
  }
  return nullptr;
}

// The window of the step of the game now (beneath the action cards, abilities and trade goods
// played into it), or nullptr when none is open.
const PendingAction* CurrentStep(const Ti4State& s) {
  static constexpr EventKind kResponses[] = {kTi4Play, kTi4Ability, kTi4Gain, kTi4Convert,
                                             kTi4Transact};
  const PendingStack& stack = s.core().stack;
  for (size_t i = stack.size(); i-- > 0;) {
    const EventKind kind = stack[i].action.kind;
    if (std::find(std::begin(kResponses), std::end(kResponses), kind) == std::end(kResponses)) {
      return &stack[i];
    }
  }
  return nullptr;
}

// "\"start of a space combat round\" or \"start of a round of ground combat\"".
std::string StepNames(uint32_t steps) {
  std::string names;
  for (int32_t step = 1; step < 32; ++step) {
    if ((steps >> step & 1) == 0) continue;
    names += (names.empty() ? "\"" : " or \"") + rules::TacticalStepName(step) + "\"";
  }
  return names;
}

// A card whose timing puts its player on a side of the turn's combat (Timing::side), played by
// a player who had no units in it: the finding, or "" (INTERPRETATIONS.md 36).
std::string SideFinding(const Ti4State& s, const Event& e, const Timing& t) {
  const RoundState& r = s.round();
  if (t.side == 0 || !r.on || r.combat != t.side || (r.combat_sides >> e.player & 1) != 0) {
    return "";
  }
  return What(s, e) + " is played by a player in the " +
         (t.side == kSpaceCombat ? "space" : "ground") + " combat, and " + s.PlayerLabel(e.player) +
         " has no units in it";
}

// The timing's window judged: the finding, or "" when it is open.
std::string WindowFinding(const Ti4State& s, const Event& e, const Timing& t) {
  switch (t.kind) {
    case Timing::Kind::kWindow: {
      const PendingAction* step = CurrentStep(s);
      if (step != nullptr && step->action.kind == kTi4Step && t.steps != 0) {
        // The step is written: its window and no other (INTERPRETATIONS.md, 23).
        const int32_t arg = step->action.arg;
        if (arg >= 1 && arg < 32 && (t.steps >> arg & 1) != 0) return SideFinding(s, e, t);
        return What(s, e) + " is played at the step " + StepNames(t.steps) +
               ", and the step now is \"" + rules::TacticalStepName(arg) + "\"";
      }
      if (WindowOf(s, e, t, t.after) != nullptr) return SideFinding(s, e, t);
      return What(s, e) + " is played at its timing, and no such window is open now";
    }
    case Timing::Kind::kPhase:
      if (s.core().phase == t.phase) return "";
      return What(s, e) + " is played in the " + std::string(PhaseName(t.phase)) +
             " phase, not the " + PhaseName(s.core().phase) + " phase";
    case Timing::Kind::kSabotage: {
      const PendingStack& stack = s.core().stack;
      for (size_t i = stack.size(); i-- > 0;) {
        const Event& a = stack[i].action;
        if (a.kind != kTi4Play) continue;
        const Ti4Catalog* c = BuiltInCatalog();
        if (a.player == e.player) {
          return "Sabotage cancels another player's action card, and the card being played is " +
                 s.PlayerLabel(e.player) + "'s own";
        }
        if (c != nullptr && IsSabotage(*c, a.card)) {
          return "Sabotage cancels an action card other than Sabotage";
        }
        return "";
      }
      return "Sabotage is played when another player plays an action card, and none is being "
             "played";
    }
    default:
      return "";
  }
}

}  // namespace

const Ti4Catalog* BuiltInCatalog() {
  auto c = Ti4Catalog::Shipped();
  return c.ok() ? *c : nullptr;
}

Timing TimingOf(std::string_view window) {
  Timing t;
  const std::string w = AsciiLower(window);
  if (w == "action") {
    t.kind = Timing::Kind::kComponent;
    return t;
  }
  for (const TimingRow& row : TimingRows()) {
    if (w.find(row.phrase) == std::string::npos) continue;
    t.kind = row.kind;
    t.after = row.after;
    t.phase = row.phase;
    t.steps = row.steps;
    t.another =
        w.find("another player") != std::string::npos || w.find("neighbors") != std::string::npos;
    t.own = !t.another && (w.find("after you ") != std::string::npos);
    const bool mine = w.find("your ") != std::string::npos || w.find("you ") != std::string::npos;
    if (mine && (w.find("during a space combat") != std::string::npos ||
                 w.find("win a space combat") != std::string::npos)) {
      t.side = kSpaceCombat;
    } else if (mine && w.find("your ground forces") != std::string::npos &&
               w.find("ground combat") != std::string::npos) {
      t.side = kGroundCombat;
    }
    return t;
  }
  return t;
}

uint16_t FindActionCard(const Ti4Catalog& catalog, std::string_view name) {
  const auto& cards = catalog.action_cards();
  for (size_t i = 0; i < cards.size(); ++i) {
    if (EqualsIgnoreAsciiCase(cards[i].name, name)) return static_cast<uint16_t>(i + 1);
  }
  return 0;
}

bool IsSabotage(const Ti4Catalog& catalog, uint16_t card) {
  return card >= 1 && card <= catalog.action_cards().size() &&
         catalog.action_cards()[card - 1].name == "Sabotage";
}

uint16_t FindAbility(const Ti4Catalog& catalog, std::string_view name) {
  for (size_t i = 0; i < std::size(kFactionAbilities); ++i) {
    if (EqualsIgnoreAsciiCase(kFactionAbilities[i].name, name)) {
      return static_cast<uint16_t>(kFactionAbility + i);
    }
  }
  const auto& techs = catalog.techs();
  for (size_t i = 0; i < techs.size(); ++i) {
    if (EqualsIgnoreAsciiCase(techs[i].name, name) || techs[i].id == name) {
      return static_cast<uint16_t>(i + 1);
    }
  }
  return 0;
}

std::string AbilityName(const Ti4Catalog& catalog, uint16_t ability) {
  if (ability >= kFactionAbility &&
      static_cast<size_t>(ability - kFactionAbility) < std::size(kFactionAbilities)) {
    return std::string(kFactionAbilities[ability - kFactionAbility].name);
  }
  if (ability >= 1 && ability <= catalog.techs().size()) return catalog.techs()[ability - 1].name;
  return "ability " + std::to_string(ability);
}

std::string_view AbilityTiming(uint16_t ability) {
  if (ability >= kFactionAbility &&
      static_cast<size_t>(ability - kFactionAbility) < std::size(kFactionAbilities)) {
    return kFactionAbilities[ability - kFactionAbility].timing;
  }
  return "";
}

namespace rules {

void TimingWindow(const Ti4State& s, const Event& e, Findings* out) {
  const ActionCardInfo* card = Card(e.card);
  if (card == nullptr) {
    out->Stop("action card " + std::to_string(e.card) + " is not in data/ti4/action_cards.json");
    return;
  }
  // The card's phase first: an agenda-phase card is never played in the action phase.
  const int32_t phase = s.core().phase;
  if ((card->phase == "Action" && phase != kAction) ||
      (card->phase == "Agenda" && phase != kAgenda)) {
    out->Add(What(s, e) + " is an " + AsciiLower(card->phase) + "-phase card, played in the " +
             PhaseName(phase) + " phase");
    return;
  }
  std::string finding = WindowFinding(s, e, TimingOf(card->window));
  if (!finding.empty()) out->Add(card->window + ": " + finding);
}

void TimingWindowAbility(const Ti4State& s, const Event& e, Findings* out) {
  const Ti4Catalog* c = BuiltInCatalog();
  if (c == nullptr || AbilityName(*c, e.card).rfind("ability ", 0) == 0) {
    out->Stop("ability " + std::to_string(e.card) + " is no technology or faction ability");
    return;
  }
  const Timing t = TimingOfEvent(e);
  if (t.kind != Timing::Kind::kWindow) return;
  // A trade-goods ability after a conversion is ti4.station.convert.not-gained's finding.
  const std::vector<EventKind> goods = {kTi4Gain, kTi4Transact, kTi4Convert};
  const bool on_gain = std::find(t.after.begin(), t.after.end(), kTi4Gain) != t.after.end();
  if (on_gain) {
    const PendingAction* w = WindowOf(s, e, t, goods);
    if (w != nullptr && w->action.kind == kTi4Convert) return;
  }
  std::string finding = WindowFinding(s, e, t);
  if (!finding.empty()) out->Add(std::string(AbilityTiming(e.card)) + ": " + finding);
}

void ActionCardHand(const Ti4State& s, const Event& e, Findings* out) {
  if (s.player(e.player).action_cards <= 0) {
    out->Add(s.PlayerLabel(e.player) + " holds no action card to play");
  }
}

void ActionCardHandCount(const Ti4State& s, const Event& e, Findings* out) {
  if (e.arg <= 0 || e.arg > 99) {
    out->Add("a count of " + std::to_string(e.arg) + " action cards");
  } else if (e.kind == kTi4Discard && e.arg > s.player(e.player).action_cards) {
    out->Add(s.PlayerLabel(e.player) + " holds " + std::to_string(s.player(e.player).action_cards) +
             " action cards, not " + std::to_string(e.arg));
  }
}

void ActionCardLimit(const Ti4State& s, const Event& e, Findings* out) {
  const int held = s.player(e.player).action_cards;
  if (held > 7 && held - e.arg < 7) {
    out->Add(s.PlayerLabel(e.player) + " keeps seven action cards and discards " +
             std::to_string(held - 7) + ", not " + std::to_string(e.arg));
  }
}

namespace {

// A component action of `e.player` now: the finding, or "".
std::string NotComponentAction(const Ti4State& s, const Event& e) {
  const CoreState& core = s.core();
  if (core.phase != kAction || core.turn == 0) {
    return "a component action is taken on a turn of the action phase, not in the " +
           std::string(PhaseName(core.phase)) + " phase";
  }
  if (e.player != core.active) {
    return s.PlayerLabel(e.player) + " is not the active player (" + s.PlayerLabel(core.active) +
           ")";
  }
  if (s.activated()) {
    return s.PlayerLabel(e.player) + " has already made a tactical action this turn";
  }
  if (s.component_action()) {
    return s.PlayerLabel(e.player) + " has already made a component action this turn";
  }
  return "";
}

}  // namespace

void ComponentAction(const Ti4State& s, const Event& e, Findings* out) {
  const ActionCardInfo* card = Card(e.card);
  if (card == nullptr || TimingOf(card->window).kind != Timing::Kind::kComponent) return;
  std::string finding = NotComponentAction(s, e);
  if (!finding.empty()) out->Add(What(s, e) + " is a component action: " + finding);
}

void ComponentActionAbility(const Ti4State& s, const Event& e, Findings* out) {
  if (TimingOfEvent(e).kind != Timing::Kind::kComponent) return;
  std::string finding = NotComponentAction(s, e);
  if (!finding.empty()) out->Add(What(s, e) + " is a component action: " + finding);
}

constexpr Rule kList[] = {kTimingWindow, kActionCardHand, kActionCardLimit, kComponentAction};

std::span<const Rule> ActionCardRules() { return kList; }

}  // namespace rules
}  // namespace stardate::engine::ti4
