#include "engine/game_state.h"

#include <algorithm>

#include "engine/rule_catalogue.h"

namespace stardate::engine {
namespace {

void WriteEvent(ByteWriter* w, const Event& e) {
  w->U16(static_cast<uint16_t>(e.kind));
  w->U8(e.player);
  w->U16(e.card);
  w->U16(e.target);
  w->I32(e.arg);
  w->Seq(e.cards, [&](uint16_t c) { w->U16(c); });
}

Event ReadEvent(ByteReader* r) {
  Event e;
  e.kind = static_cast<EventKind>(r->U16());
  e.player = r->U8();
  e.card = r->U16();
  e.target = r->U16();
  e.arg = r->I32();
  uint32_t n = r->Count(2);
  for (uint32_t i = 0; i < n; ++i) e.cards.push_back(r->U16());
  return e;
}

}  // namespace

bool GameState::Fulfils(const Event& e, const Event& required) const {
  if (e.kind != required.kind || e.player != required.player) return false;
  if (e.kind == EventKind::PHASE || e.kind == EventKind::TURN) return e.arg == required.arg;
  if (RequiredNamesCard(e.kind)) return e.card == required.card;
  return true;
}

std::vector<Violation> GameState::Check(const Event& e) const {
  std::vector<Violation> out = CheckPlayed(e);
  if (core_.game_over && !core_.past_end) {
    // Said once, at the first event past the end: the rest is judged as the table played it,
    // so a game the table played on (a deck the log ended by deck-out) is still audited.
    out.insert(out.begin(),
               {std::string(rules::kGameOver),
                "the game has already ended; the transcript continues past the end the rules "
                "give, and the audit judges the rest as played"});
  }
  return out;
}

std::vector<Violation> GameState::CheckPlayed(const Event& e) const {
  std::vector<Violation> out;
  if (ClosesWindows(e)) {
    // One finding for the passes the table did not write (none where the rules let them go
    // unwritten); the event itself is judged as it stands once the windows are closed (Apply()
    // closes them the same way).
    std::unique_ptr<GameState> closed = Clone();
    closed->CloseWindows();
    if (PassesImplicit()) return closed->CheckPlayed(e);
    const PendingAction& top = core_.stack.back();
    std::string detail = "no passes close the response window on " + EventText(top.action) + " (" +
                         PlayerLabel(top.next_responder) + " had not responded)";
    if (core_.stack.size() > 1) {
      detail += " nor the " + std::to_string(core_.stack.size() - 1) + " beneath it";
    }
    detail += " before " + EventText(e) +
              "; the audit takes it that every player passed and the pending actions resolved";
    out.push_back({std::string(rules::kWindowResponder), std::move(detail)});
    for (Violation& v : closed->CheckPlayed(e)) out.push_back(std::move(v));
    return out;
  }
  const std::vector<Event>& owed = Owed();
  const bool resolution_due = ResolutionDue();
  if (!owed.empty() && !resolution_due && OwedIndex(e) < 0) {
    // Every consequence the table left out is named (Apply() then carries them all out).
    for (const Event& o : owed) {
      out.push_back({RequiredRule(o), "expected " + EventText(o) + " before " + EventText(e)});
    }
  } else if (auto required = RequiredBefore(e); required && !Fulfils(e, *required)) {
    out.push_back(
        {RequiredRule(*required), "expected " + EventText(*required) + " before " + EventText(e)});
  }
  if (e.player >= core_.num_players) {
    out.push_back({std::string(rules::kWindowResponder),
                   "player " + std::to_string(e.player) + " is not in this game"});
    return out;
  }
  const PendingAction* top = core_.stack.empty() ? nullptr : &core_.stack.back();
  switch (e.kind) {
    case EventKind::PASS:
      if (top == nullptr) {
        out.push_back({std::string(rules::kWindowNone), "no action is waiting for responses"});
      } else if (e.player != top->next_responder && !PassesImplicit()) {
        out.push_back({std::string(rules::kWindowResponder),
                       "it is " + PlayerLabel(top->next_responder) + "'s turn to respond to " +
                           EventText(top->action)});
      }
      break;
    case EventKind::RESOLVE:
      if (top == nullptr) {
        out.push_back({std::string(rules::kWindowNone), "no action is waiting to resolve"});
      } else if (!ResolutionDue()) {
        out.push_back({std::string(rules::kWindowResponder),
                       EventText(top->action) + " resolved before both players passed"});
      }
      break;
    case EventKind::TURN:
    case EventKind::PHASE:
      if (top != nullptr) {
        out.push_back({std::string(rules::kWindowResponder),
                       EventText(top->action) + " is still waiting for responses"});
      }
      break;
    default:
      if (top != nullptr && (OpensWindow(e) || IsResponse(e)) && e.player != top->next_responder &&
          !PassesImplicit()) {
        out.push_back({std::string(rules::kWindowResponder),
                       "it is " + PlayerLabel(top->next_responder) + "'s turn to respond to " +
                           EventText(top->action)});
      }
      break;
  }
  DoCheck(e, &out);
  if (RandomUnchecked(e)) {
    // The outcomes are taken as written until the seed is revealed (the audit counts them).
    std::erase_if(out, [](const Violation& v) { return v.rule == rules::kRandomHonest; });
  }
  return out;
}

std::optional<Event> GameState::RequiredNow() const {
  if (ResolutionDue()) {
    Event r;
    r.kind = EventKind::RESOLVE;
    r.player = core_.stack.back().action.player;
    r.flags = Event::kEngineEmitted;
    return r;
  }
  const std::vector<Event>& owed = Owed();
  if (owed.empty()) return std::nullopt;
  Event r = owed.front();
  r.flags |= Event::kEngineEmitted;
  Complete(&r);
  return r;
}

bool GameState::ResolutionDue() const {
  // Every player passed in turn since the window (re)opened: two in a two-player game.
  return !core_.stack.empty() && core_.stack.back().passes >= core_.num_players;
}

const std::vector<Event>& GameState::DoOwed() const {
  static const std::vector<Event> kNone;
  return kNone;
}

int GameState::OwedIndex(const Event& e) const {
  const std::vector<Event>& owed = Owed();
  for (size_t i = 0; i < owed.size(); ++i) {
    if (Fulfils(e, owed[i])) return static_cast<int>(i);
  }
  return -1;
}

uint8_t GameState::PassedUnwritten(uint8_t player) const {
  if (!PassesImplicit() || core_.stack.empty() || player >= core_.num_players) return 0;
  // The players from the one due to answer up to `player`, in the window's order.
  uint8_t n = 0;
  for (uint8_t p = core_.stack.back().next_responder; p != player && n < core_.num_players;
       p = NextResponder(p)) {
    ++n;
  }
  return n < core_.num_players ? n : 0;
}

bool GameState::ClosesWindows(const Event& e) const {
  if (core_.stack.empty() || e.player >= core_.num_players) return false;
  switch (e.kind) {
    case EventKind::TURN:
    case EventKind::PHASE:
      return true;
    case EventKind::PASS:
    case EventKind::RESOLVE:
      return false;
    default:
      // The game going on (by default the active player going on with the turn; the opponent's
      // non-response is judged as an (invalid) response instead, since it cannot be their own
      // turn's action).
      return GoesOn(e);
  }
}

void GameState::CloseWindows() {
  while (!core_.stack.empty()) {
    DoResolve(core_.stack.back());
    core_.stack.pop_back();
  }
}

std::string GameState::RequiredRule(const Event&) const {
  return std::string(rules::kRequiredMissing);
}

bool GameState::IsRequiredStep(const Event& e) const {
  if (e.kind == EventKind::RESOLVE) return ResolutionDue();
  if (OwedIndex(e) >= 0) return true;
  return DoIsRequiredStep(e);
}

std::optional<Event> GameState::RequiredBefore(const Event& next) const {
  if (ClosesWindows(next)) {
    // What is due once the windows `next` closes are closed (the end-of-turn draw before a new
    // turn, say).
    std::unique_ptr<GameState> closed = Clone();
    closed->CloseWindows();
    return closed->RequiredBefore(next);
  }
  if (auto r = RequiredNow()) {
    if (r->kind != EventKind::RESOLVE && OwedIndex(next) >= 0) return std::nullopt;
    return r;
  }
  std::optional<Event> r = DoRequiredBefore(next);
  if (r) {
    r->flags |= Event::kEngineEmitted;
    Complete(&*r);
  }
  return r;
}

void GameState::Complete(Event* e) const { DoComplete(e); }

void GameState::Apply(const Event& e) {
  if (core_.game_over) core_.past_end = true;
  // Recovery (see the header): the passes the table did not write, the consequences it left
  // out. Both are rare; the common event pays two tests.
  if (!core_.stack.empty() && ClosesWindows(e)) CloseWindows();
  if (!Owed().empty() && OwedIndex(e) < 0 && !(e.kind == EventKind::RESOLVE && ResolutionDue())) {
    const std::vector<Event> owed = Owed();
    for (const Event& o : owed) DoApplyLeftOut(o);
  }
  switch (e.kind) {
    case EventKind::TURN:
      core_.turn = static_cast<uint32_t>(e.arg);
      if (e.player < core_.num_players) core_.active = e.player;
      DoApply(e);
      break;
    case EventKind::PHASE:
      core_.phase = e.arg;
      DoApply(e);
      break;
    case EventKind::CONCEDE:
      core_.game_over = true;
      DoApply(e);
      break;
    case EventKind::PASS:
      if (!core_.stack.empty()) {
        PendingAction& top = core_.stack.back();
        top.passes += static_cast<uint8_t>(1 + PassedUnwritten(e.player));
        top.next_responder = NextResponder(e.player);
      }
      break;
    case EventKind::RESOLVE:
      if (!core_.stack.empty()) {
        // The results apply with the action already off the stack (DoResolve never looks at
        // the stack), so it is resolved in place and then popped.
        DoResolve(core_.stack.back());
        uint8_t initiator = core_.stack.back().action.player;
        core_.stack.pop_back();
        if (!core_.stack.empty()) {
          core_.stack.back().passes = 0;
          core_.stack.back().next_responder = NextResponder(initiator);
        }
      }
      break;
    default:
      DoApply(e);
      if (!OpensWindow(e)) {
        if (!core_.stack.empty() && IsResponse(e)) {
          // A response that is part of the pending action: the window goes on.
          PendingAction& top = core_.stack.back();
          top.passes = 0;
          top.next_responder = NextResponder(e.player);
        }
      } else {
        PendingAction& pending = core_.stack.push();
        pending.seq = core_.seq;
        pending.window = core_.windows_opened++;
        // What the resolution needs of the action; line, flags, random outcomes and
        // violations belong to the log entry, not to the pending action.
        pending.action.kind = e.kind;
        pending.action.player = e.player;
        pending.action.card = e.card;
        pending.action.target = e.target;
        pending.action.arg = e.arg;
        if (!e.cards.empty()) pending.action.cards = e.cards;
        pending.next_responder = FirstResponder(e);
      }
      break;
  }
  ++core_.seq;
}

std::unique_ptr<GameState> GameState::ViewFor(uint8_t viewer) const {
  std::unique_ptr<GameState> view = Clone();
  if (viewer == kEveryone) return view;
  view->viewer_ = viewer;
  view->core_.seed = 0;
  view->DoHide(viewer);
  return view;
}

Event GameState::SeenBy(const Event& e, uint8_t viewer) const {
  Event seen = e;
  if (viewer == kEveryone) return seen;
  for (const EventRedaction& r : Redactions()) {
    if (r.kind != e.kind || (!r.from_actor && e.player == viewer)) continue;
    if (r.card) seen.card = 0;
    if (r.random) seen.random.clear();
  }
  return seen;
}

std::string GameState::Serialize() const {
  ByteWriter w;
  w.U64(core_.seed_withheld ? 0 : core_.seed);
  w.U8(core_.num_players);
  w.U64(core_.seq);
  w.U32(core_.turn);
  w.U8(core_.active);
  w.I32(core_.phase);
  w.U64(core_.windows_opened);
  w.U8(core_.past_end ? 2 : core_.game_over ? 1 : 0);
  w.Seq(core_.stack, [&](const PendingAction& p) {
    w.U64(p.seq);
    w.U64(p.window);
    WriteEvent(&w, p.action);
    w.U8(p.next_responder);
    w.U8(p.passes);
  });
  DoSerialize(&w);
  return w.Take();
}

format::Hash256 GameState::Hash() const { return Blake2b256(Serialize()); }

Status GameState::Restore(std::string_view bytes, const std::string& where) {
  ByteReader r(bytes, where);
  CoreState c;
  c.seed = r.U64();
  c.num_players = r.U8();
  c.seq = r.U64();
  c.turn = r.U32();
  c.active = r.U8();
  c.phase = r.I32();
  c.windows_opened = r.U64();
  const uint8_t over = r.U8();
  c.game_over = over != 0;
  c.past_end = over == 2;
  uint32_t n = r.Count(24);
  for (uint32_t i = 0; i < n && r.ok(); ++i) {
    PendingAction p;
    p.seq = r.U64();
    p.window = r.U64();
    p.action = ReadEvent(&r);
    p.next_responder = r.U8();
    p.passes = r.U8();
    c.stack.push_back(std::move(p));
  }
  if (r.ok() &&
      (c.seed != (core_.seed_withheld ? 0 : core_.seed) || c.num_players != core_.num_players)) {
    r.Fail("snapshot belongs to another game (seed or player count differs)");
  }
  if (r.ok() && c.active >= c.num_players) {
    r.Fail("active player " + std::to_string(c.active) + " is not in the game");
  }
  for (const PendingAction& p : c.stack) {
    if (r.ok() && (p.next_responder >= c.num_players || p.action.player >= c.num_players)) {
      r.Fail("a pending action names player " +
             std::to_string(std::max(p.next_responder, p.action.player)));
    }
  }
  if (!r.ok()) return r.status();
  c.seed = core_.seed;
  c.seed_withheld = core_.seed_withheld;
  c.seed_known = core_.seed_known;
  CoreState saved = core_;
  core_ = std::move(c);
  DoRestore(&r);
  if (r.ok() && !r.AtEnd()) r.Fail("unexpected bytes after the state");
  if (!r.ok()) {
    core_ = std::move(saved);
    return r.status();
  }
  return Status::Ok();
}

}  // namespace stardate::engine
