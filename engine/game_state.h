// The game-agnostic core of the engine: the three-step action lifecycle and response windows.
//
// Every game module derives from GameState. The public Apply() performs the core bookkeeping
// (sequence numbers, turns, phases, the stack of pending actions and its response windows) and
// calls the module's protected hooks, so no module can forget history (the OpenSpiel pattern).
//
// Lifecycle of an action (rulings "actions - step 1: initiation", base rules section 3):
//   initiation  an event for which OpensWindow() is true: costs are paid (DoApply) and the
//               action is pushed on the stack, opening response window number
//               core().windows_opened (then incremented);
//   responses   the next player in seating order after the initiator may respond (another
//               window-opening event, nested; or a response that is part of the pending action,
//               such as return fire, which opens no window of its own) or pass, then each player
//               in turn; when every player has passed in turn (two passes in a row with two
//               players) the window closes;
//   results     the engine then requires a `resolve` event, which pops the action and applies
//               its results (DoResolve). The enclosing window, if any, reopens with the
//               resolved response's initiator's opponent to respond.
// State is plain data; Apply() is a pure function of state and event and never fails: an
// illegal event (Check() returned violations) is applied as the table played it, after the
// recovery a judge would assume, so that one mistake in a transcript gives one finding:
//   - an action that is no response, made while a window is open (the players' passes were not
//     written), closes every open window first, as if every player had passed
//     (ClosesWindows());
//   - an event that carries out none of the consequences the rules owe (a card destroyed,
//     personnel killed with it) comes after all of them, each named by Check() and carried out
//     as the module says the table most plausibly left it (DoApplyLeftOut()).
#ifndef STARDATE_ENGINE_GAME_STATE_H_
#define STARDATE_ENGINE_GAME_STATE_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/state_codec.h"

namespace stardate::engine {

// One broken rule: the catalogued id and what exactly was wrong, in words a judge reads.
struct Violation {
  std::string rule;
  std::string detail;
  bool operator==(const Violation&) const = default;
};

struct PendingAction {
  uint64_t seq = 0;     // sequence number of the initiating event
  uint64_t window = 0;  // the response window it opened
  Event action;         // the initiating event
  uint8_t next_responder = 0;
  uint8_t passes = 0;  // consecutive passes since the window (re)opened
};

// The stack of pending actions, innermost last. Popped slots stay allocated and are reused, so
// a game that has nested this deep before pushes an action (with its further cards) without
// allocating.
class PendingStack {
 public:
  bool empty() const { return size_ == 0; }
  size_t size() const { return size_; }
  PendingAction& back() { return slots_[size_ - 1]; }
  const PendingAction& back() const { return slots_[size_ - 1]; }
  PendingAction& operator[](size_t i) { return slots_[i]; }
  const PendingAction& operator[](size_t i) const { return slots_[i]; }
  const PendingAction* begin() const { return slots_.data(); }
  const PendingAction* end() const { return slots_.data() + size_; }
  // A new top slot, every field value-initialised. The reused slot's vectors lend their
  // capacity to the new one (emptied), so a nesting seen before allocates nothing.
  PendingAction& push() {
    if (size_ == slots_.size()) slots_.emplace_back();
    PendingAction& p = slots_[size_++];
    std::vector<uint16_t> cards = std::move(p.action.cards);
    std::vector<uint32_t> random = std::move(p.action.random);
    std::vector<std::string> violations = std::move(p.action.violations);
    p = PendingAction{};
    cards.clear();
    random.clear();
    violations.clear();
    p.action.cards = std::move(cards);
    p.action.random = std::move(random);
    p.action.violations = std::move(violations);
    return p;
  }
  void push_back(PendingAction action) { push() = std::move(action); }
  void pop_back() { --size_; }

 private:
  std::vector<PendingAction> slots_;
  size_t size_ = 0;
};

// The viewer of a full state: everyone at once, as a judge sees the game (GameState::ViewFor).
inline constexpr uint8_t kEveryone = 0xff;

// What a player sees of an event of one kind (GameState::SeenBy): the module's declaration, one
// entry per event kind that hides anything, which the core walks; kinds not listed are seen
// whole.
struct EventRedaction {
  EventKind kind;
  // Hidden from the player who made the event too (the order a shuffle leaves is nobody's to
  // see); otherwise only from the other players.
  bool from_actor = false;
  bool card = false;    // the event's card (a card drawn, a card seeded face down)
  bool random = false;  // its random outcomes (a shuffle's order, the card a draw took)
};

struct CoreState {
  uint64_t seed = 0;
  // The game was recorded with its seed withheld (GameSetup::seed_state): the canonical bytes
  // count the seed as 0, so no snapshot or state hash carries it. Not serialized.
  bool seed_withheld = false;
  // False while a withheld seed is unknown: `seed` is 0 and the random outcomes the events
  // carry cannot be checked (Check() drops core.random.honest for them). Not serialized.
  bool seed_known = true;
  uint8_t num_players = 2;
  uint64_t seq = 0;    // events applied
  uint32_t turn = 0;   // 0 while seeding
  uint8_t active = 0;  // active player
  int32_t phase = 0;   // game-module phase number
  uint64_t windows_opened = 0;
  bool game_over = false;
  // An event was applied after the game ended (the table played on): core.game.over was said.
  // Serialized with game_over (2 in its byte).
  bool past_end = false;
  PendingStack stack;
};

class GameState {
 public:
  virtual ~GameState() = default;

  const CoreState& core() const { return core_; }

  // Rules `e` breaks if applied now; empty when legal. Includes kRequiredMissing when the
  // rules required another event first. Pure.
  std::vector<Violation> Check(const Event& e) const;

  // The event the rules require before `next` may happen (a resolution, a setup shuffle or
  // draw, a phase step, the end-of-turn draw), or nullopt if `next` may come now. The returned
  // event is complete (Complete() applied) and flagged Event::kEngineEmitted.
  std::optional<Event> RequiredBefore(const Event& next) const;

  // The resolution the rules require right now (both players passed the innermost window),
  // whatever comes next; nullopt if none.
  std::optional<Event> RequiredNow() const;

  // True when `e` is a step the rules require of the game rather than a player's choice (a
  // resolution after both players passed, a setup shuffle or draw, a phase step, the
  // end-of-turn draw). Recorders flag such events Event::kEngineEmitted, whether the engine
  // generated them or a script wrote them out.
  bool IsRequiredStep(const Event& e) const;

  // True when `e` fulfils `required`: the same kind and player; the same phase or turn for
  // those steps; the same card where the module says a required event names its card
  // (RequiredNamesCard).
  bool Fulfils(const Event& e, const Event& required) const;

  // Every consequence the rules owe right now (a card destroyed, personnel killed with it, a
  // repair), in the engine's order; the table may carry them out in any order. Empty if none.
  const std::vector<Event>& Owed() const { return DoOwed(); }

  // True when `e`, an action of the active player that is no response, or a new turn or phase,
  // comes while a response window is open: the passes that would have closed the windows were
  // not written. Check() names it once; Apply() first resolves every pending action.
  bool ClosesWindows(const Event& e) const;
  // True when the game's rules let a window's passes go unwritten (PassesImplicit): its windows
  // close themselves and a recorder has no pass to fill in.
  bool WindowsCloseUnwritten() const { return PassesImplicit(); }

  // Marks this state's seed withheld (a new game's, NewGame): see CoreState::seed_withheld;
  // `known` false when the seed is not known (then `core().seed` is 0).
  void WithholdSeed(bool known) {
    core_.seed_withheld = true;
    core_.seed_known = known;
  }
  // True when `e` carries random outcomes that cannot be checked: the seed is withheld and not
  // known. The audit counts such events.
  bool RandomUnchecked(const Event& e) const { return !core_.seed_known && !e.random.empty(); }

  // Fills what a script may leave out: random outcomes drawn from the seed for this event's
  // sequence number, and the card a draw takes. Written values are kept (Check() tests them).
  void Complete(Event* e) const;

  // Applies `e` (see the lifecycle above). Never fails.
  void Apply(const Event& e);

  // Canonical bytes of the whole state (core + module), and their BLAKE2b-256.
  std::string Serialize() const;
  format::Hash256 Hash() const;
  // Replaces this state with one serialized by Serialize() on a state of the same game setup.
  Status Restore(std::string_view bytes, const std::string& where);

  virtual std::unique_ptr<GameState> Clone() const = 0;

  // --- Player views: what one player could see at this point of the game.
  // A copy of this state as player `viewer` sees it (kEveryone: a plain copy). The core hides
  // the game seed (secret while the game is played: it decides every draw to come); the module
  // hides the rest (DoHide: the other players' hands, face-down cards, ...). Describe(),
  // DescribeJson() and EventText() of the copy name no card the player could not see. A view
  // is for reading: events are not meant to be applied to it, nor its hash compared.
  std::unique_ptr<GameState> ViewFor(uint8_t viewer) const;
  // The player this state is seen by (ViewFor), or kEveryone.
  uint8_t viewer() const { return viewer_; }
  // `e`, about to be applied to this state, as player `viewer` saw it happen: what that
  // player could not see (the card another player drew, the order a shuffle left) is
  // cleared, the rest kept (kind, player, the cards played face up, written dice), as the
  // module's Redactions() declare.
  Event SeenBy(const Event& e, uint8_t viewer) const;

  // Human-readable and JSON descriptions of the full state.
  virtual std::string Describe() const = 0;
  virtual std::string DescribeJson() const = 0;
  // Short text for an event, with card titles ("Alice reports Data to Federation Outpost").
  virtual std::string EventText(const Event& e) const = 0;
  // Titles of the cards an event involves.
  virtual std::vector<std::string> EventCards(const Event& e) const = 0;
  // The rule to cite when `required` was omitted (default: core.required.missing).
  virtual std::string RequiredRule(const Event& required) const;
  // The kinds the module declares beyond the core's, with their names (engine/<module>/kinds.h).
  virtual std::span<const KindInfo> ModuleKinds() const { return {}; }
  // The name of `kind` in text output and JSON: KindName with the module's kinds.
  std::string NameOfKind(EventKind kind) const { return KindName(kind, ModuleKinds()); }
  // The rules module this state belongs to: its registered name (engine/registry.h).
  virtual std::string_view ModuleName() const = 0;
  // The current phase as people name it ("card play"), for findings and views.
  virtual std::string PhaseLabel() const { return "phase " + std::to_string(core_.phase); }
  // True when a required event is the table's to carry out and write down (a card destroyed,
  // a personnel killed), false when the engine fills it in (a resolution, a phase step, a setup
  // shuffle or draw). The module's declaration; recorders fill in only the latter.
  virtual bool TableCarriesOut(const Event& required) const { return false; }
  // True when only an event on the same card fulfils a required event of `kind` (the ship the
  // rules destroy, not another); false when any event of the kind and player does. The
  // module's declaration.
  virtual bool RequiredNamesCard(EventKind kind) const { return false; }
  // True when `e` rests on the table's word: it states what a card's text did, and the engine
  // applied it after only the generic checks it could make (DESIGN.md, "Stated effects"). The
  // audit counts such events apart from the fully checked ones.
  virtual bool TakenOnTableWord(const Event& e) const { return false; }
  // True when `e` applies a card's text that the engine does not read (or reads only in part),
  // so that what the text did is the table's word. The audit counts such events.
  virtual bool RestsOnUnreadText(const Event& e) const { return false; }
  // A player's name for messages ("player N" where the module has none).
  virtual std::string PlayerLabel(uint8_t player) const {
    return "player " + std::to_string(player);
  }

 protected:
  GameState() = default;
  GameState(const GameState&) = default;
  GameState& operator=(const GameState&) = default;

  uint8_t Opponent(uint8_t p) const {
    int next = p + 1;  // no division for the players that exist; hostile ids wrap as before
    if (next == core_.num_players) return 0;
    return static_cast<uint8_t>(next < core_.num_players ? next : next % core_.num_players);
  }

  virtual bool OpensWindow(const Event& e) const = 0;
  // --- The order of a response window, for a game whose rules give another than the core's.
  // The player who answers first in the window `e` opens (default: the player after e.player,
  // who acted). The players after them answer in NextResponder()'s order.
  virtual uint8_t FirstResponder(const Event& e) const { return Opponent(e.player); }
  // The player who answers after `p` in a window (default: seating order, Opponent()).
  virtual uint8_t NextResponder(uint8_t p) const { return Opponent(p); }
  // True when the game's rules let a window's passes go unwritten (default false: the passes
  // are written and a missing one is a core.window.responder finding). Then a pass or response
  // by a later player takes the players before them as having passed, and a step that goes on
  // with the game (GoesOn) closes the open windows as if every player had passed, without a
  // finding.
  virtual bool PassesImplicit() const { return false; }
  // True when `e`, made while a window is open, goes on with the game: every open window closes
  // first (ClosesWindows). Default: an action of the active player that opens a window and is
  // no response.
  virtual bool GoesOn(const Event& e) const {
    return e.player == core_.active && OpensWindow(e) && !IsResponse(e);
  }
  // True when `e` is a valid kind of response to the innermost pending action (an interrupt;
  // return fire at an attacker). A response that opens no window of its own (OpensWindow()
  // false) becomes part of the pending action and hands the window to the next player.
  virtual bool IsResponse(const Event& e) const = 0;
  virtual void DoCheck(const Event& e, std::vector<Violation>* out) const = 0;
  virtual std::optional<Event> DoRequiredBefore(const Event& next) const = 0;
  virtual bool DoIsRequiredStep(const Event& e) const = 0;
  // The consequences the module requires right now (e.g. personnel killed with their
  // facility), in order; each complete (DoComplete() applied), flags left to the core.
  virtual const std::vector<Event>& DoOwed() const;
  virtual void DoComplete(Event* e) const = 0;
  // Non-window events, and the initiation step (costs) of window-opening events.
  virtual void DoApply(const Event& e) = 0;
  // A consequence in Owed() that the log went on without (any event, a pass included, that
  // carries out none of them): the state becomes what the table most plausibly played. Default:
  // the consequence happened unwritten (DoApply). A module whose table visibly kept the card
  // (a spent countdown card still in play) keeps it, and takes `owed` off its Owed().
  virtual void DoApplyLeftOut(const Event& owed) { DoApply(owed); }
  virtual void DoResolve(const PendingAction& action) = 0;
  virtual void DoSerialize(ByteWriter* out) const = 0;
  virtual void DoRestore(ByteReader* in) = 0;
  // Hides in this copy what player `viewer` could not see (ViewFor). Default: nothing, for a
  // game whose modelled state is all public.
  virtual void DoHide(uint8_t viewer) {}
  // What SeenBy clears of each kind of event. Default: nothing, every event is public.
  virtual std::span<const EventRedaction> Redactions() const { return {}; }

  CoreState core_;
  // Who this state is seen by (ViewFor); not part of the state (never serialized).
  uint8_t viewer_ = kEveryone;

 private:
  // Check() without the end of the game: the rules `e` breaks as if the game went on.
  std::vector<Violation> CheckPlayed(const Event& e) const;
  // Resolves every pending action, innermost first, as if every player had passed.
  void CloseWindows();
  // True when every player has passed in turn in the innermost window: it resolves now.
  bool ResolutionDue() const;
  // The players before `player` in the innermost window's order whose passes a pass or response
  // of `player` takes as made (PassesImplicit); 0 when passes are written.
  uint8_t PassedUnwritten(uint8_t player) const;
  // Index in Owed() of the consequence `e` carries out, or -1.
  int OwedIndex(const Event& e) const;
};

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_GAME_STATE_H_
