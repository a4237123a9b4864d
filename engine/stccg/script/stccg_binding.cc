// The 1E binding's reading and printing of steps, driven by the verb table (stccg_verbs.cc):
// card references resolved where each verb expects them, the parts a verb does not take
// refused, and every message about verbs listing the table's.
#include "engine/stccg/script/stccg_binding.h"

#include <algorithm>
#include <optional>

#include "engine/script/suggest.h"
#include "engine/script/verb_table.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/script/stccg_binding_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::script_binding {

using script::DidYouMean;
using script::JoinNames;
using script::Nearest;

namespace {

using engine::Event;

std::vector<std::string> PlayerNames(const StccgState& s) {
  std::vector<std::string> names;
  for (uint8_t p = 0; p < s.core().num_players; ++p) names.push_back(s.player_name(p));
  return names;
}

// The distinct titles of the game's cards, in card order.
std::vector<std::string> GameTitles(const StccgState& s) {
  std::vector<std::string> titles;
  for (uint16_t id = 1; id <= s.card_count(); ++id) {
    const std::string& t = s.instance(id).facts->title;
    if (std::find(titles.begin(), titles.end(), t) == titles.end()) titles.push_back(t);
  }
  return titles;
}

Status NoSuchTitle(const StccgState& s, const CardRef& ref, const std::string& file) {
  return Error(file, ref.pos,
               "no card titled \"" + ref.title + "\" is in either player's deck" +
                   DidYouMean(ref.title, GameTitles(s)));
}

bool Matches(const StccgState& s, uint16_t id, uint8_t player, Want want) {
  const CardState& c = s.card(id);
  bool mine = s.instance(id).owner == player;
  switch (want) {
    case Want::kSeedDeck:
      return mine && c.zone == Zone::kSeedDeck;
    case Want::kHand:
      return mine && c.zone == Zone::kHand;
    case Want::kSideDeck:
      return mine && c.zone == Zone::kSideDeck;
    case Want::kInPlay:
      return c.controller == player && s.LocationOf(id) != 0;
    case Want::kMission:
      return c.zone == Zone::kSpaceline;
    case Want::kFacility:
      return c.zone == Zone::kAtLocation || c.zone == Zone::kSite;
    case Want::kDestination:
      return s.LocationOf(id) != 0;
    case Want::kNone:
      return false;
  }
  return false;
}

Result<uint16_t> Resolve(const StccgState& s, const CardRef& ref, uint8_t player, Want want,
                         const std::string& file) {
  if (ref.copy > 0) {
    uint16_t id = s.CardByCopy(ref.title, static_cast<uint16_t>(ref.copy));
    if (id == 0) {
      size_t n = s.CardsByTitle(ref.title).size();
      return Error(file, ref.pos,
                   "\"" + ref.title + "\"#" + std::to_string(ref.copy) +
                       " does not exist; the game has " + std::to_string(n) + " cop" +
                       (n == 1 ? "y" : "ies") + " of that title");
    }
    return id;
  }
  std::vector<uint16_t> ids = s.CardsByTitle(ref.title);
  if (ids.empty()) return NoSuchTitle(s, ref, file);
  for (uint16_t id : ids) {
    if (Matches(s, id, player, want)) return id;
  }
  // Targets may belong to either player: the acting player's copy first.
  if (want == Want::kMission || want == Want::kFacility || want == Want::kDestination) {
    for (uint16_t id : ids) {
      if (s.LocationOf(id) != 0) return id;
    }
  }
  // A cause that has just left play: a dilemma its text discarded once met.
  if (want == Want::kDestination) {
    for (uint16_t id : ids) {
      if (s.card(id).zone == Zone::kDiscard && s.Revealed(id)) return id;
    }
  }
  for (uint16_t id : ids) {
    if (s.instance(id).owner == player) return id;
  }
  return ids.front();
}

Status Set(Result<uint16_t> r, uint16_t* out) {
  if (!r.ok()) return r.status();
  *out = r.value();
  return Status::Ok();
}

const std::vector<std::string>& PlayerVerbs() {
  static const std::vector<std::string> verbs = script::VerbsOf(VerbTable(), false);
  return verbs;
}
const std::vector<std::string>& GameVerbs() {
  static const std::vector<std::string> verbs = script::VerbsOf(VerbTable(), true);
  return verbs;
}

// Parts of a step its verb does not take are refused, never dropped: a qualifier after a verb
// none of whose rows takes one (`reports "Runabout" ... sideways`), cards after a verb that takes
// none, a target after one without, more numbers than the verb takes.
Status CheckParts(const ScriptStep& step, const std::string& file) {
  const std::string& v = step.verb;
  bool known = false, qualifier = false, cards = false, target = false;
  const VerbRow* most_numbers = nullptr;
  for (const VerbRow& row : VerbTable()) {
    if (row.game || row.verb != v) continue;
    known = true;
    qualifier |= !row.qualifier.empty();
    cards |= row.card != Want::kNone;
    target |= row.target != Want::kNone;
    if (most_numbers == nullptr || row.numbers > most_numbers->numbers) most_numbers = &row;
  }
  if (!known) return Status::Ok();  // BindStccg names the unknown verb
  if (!step.qualifier.empty() && !qualifier) {
    return Error(file, step.verb_pos,
                 "'" + v + "' takes no word after it; found '" + step.qualifier +
                     "' (write what it says as a comment: '# " + step.qualifier + "')");
  }
  if (!cards && !step.cards.empty()) {
    return Error(file, step.cards[0].pos, "'" + v + "' takes no card");
  }
  if (!target && step.target) {
    return Error(file, step.target->pos, "'" + v + "' takes no '" + step.prep + "' target");
  }
  if (step.prep == "beside" && v != "plays" && v != "seeds") {
    return Error(file, step.target->pos,
                 "'beside PLAYER' places a card beside a player's draw deck: 'plays' and 'seeds' "
                 "take it, '" +
                     v + "' does not");
  }
  const size_t numbers = static_cast<size_t>(most_numbers->numbers);
  if (step.numbers.size() > numbers) {
    const std::string takes = numbers == 2
                                  ? "two numbers (" + std::string(most_numbers->numbers_are) + ")"
                              : numbers ? "one number"
                                        : "no number";
    return Error(file, step.verb_pos,
                 "'" + v + "' takes " + takes + "; found " + std::to_string(step.numbers[numbers]));
  }
  return Status::Ok();
}

// The row a player's line reads with: the first of its verb whose qualifier is the line's (or a
// placeholder), else an error listing the verb's qualifiers.
Result<const VerbRow*> PlayerRow(const ScriptStep& step, const std::string& file) {
  std::vector<std::string> words;
  for (const VerbRow& row : VerbTable()) {
    if (row.game || row.verb != step.verb) continue;
    if (row.qualifier == step.qualifier || script::IsPlaceholder(row.qualifier)) return &row;
    if (!row.qualifier.empty()) words.emplace_back(row.qualifier);
  }
  if (words.empty()) {
    return Error(file, step.verb_pos,
                 "unknown action '" + step.verb + "'; expected one of: " +
                     JoinNames(PlayerVerbs()) + DidYouMean(step.verb, PlayerVerbs()));
  }
  return Error(file, step.verb_pos,
               "expected " + script::OneOf(words) + " after '" + step.verb + "', found " +
                   (step.qualifier.empty() ? "none" : "'" + step.qualifier + "'") +
                   DidYouMean(step.qualifier, words));
}

Result<Event> BindStccg(const StccgState& s, const ScriptStep& step, const std::string& file) {
  Event e;
  e.line = static_cast<uint32_t>(step.pos.line);
  e.random = step.random;
  const Line line{s, step, file};
  const std::string& v = step.verb;
  if (step.player.empty()) {
    for (const VerbRow& row : VerbTable()) {
      if (row.game && row.verb == v) {
        STARDATE_RETURN_IF_ERROR(row.read(line, row, &e));
        return e;
      }
    }
    // `Thomas passes`: a player's step by someone who is not a player of this game.
    const std::vector<std::string> players = PlayerNames(s);
    const auto& verbs = PlayerVerbs();
    if (std::find(verbs.begin(), verbs.end(), step.word) != verbs.end() ||
        !Nearest(v, players).empty()) {
      return Error(file, step.pos,
                   "'" + v + "' is not a player of this game (the players are " +
                       JoinNames(players) + ")" + DidYouMean(v, players));
    }
    return Error(file, step.verb_pos,
                 "unknown game step '" + v + "'; expected " + script::OneOf(GameVerbs()) +
                     " (or a line starting with a player's name)" + DidYouMean(v, GameVerbs()));
  }
  std::optional<uint8_t> player = FindPlayer(s, step.player);
  if (!player) return Error(file, step.pos, "'" + step.player + "' is not a player");
  e.player = *player;
  STARDATE_RETURN_IF_ERROR(CheckParts(step, file));
  Result<const VerbRow*> row = PlayerRow(step, file);
  if (!row.ok()) return row.status();
  const ReadFn read = (*row)->read != nullptr ? (*row)->read : &ReadRegular;
  STARDATE_RETURN_IF_ERROR(read(line, **row, &e));
  return e;
}

// The row an event prints with: the first of its kind with its arg, else the first of its kind.
const VerbRow* PrintRow(const Event& e) {
  const VerbRow* first = nullptr;
  for (const VerbRow& row : VerbTable()) {
    if (row.kind != e.kind) continue;
    if (row.arg == e.arg) return &row;
    if (first == nullptr) first = &row;
  }
  return first;
}

}  // namespace

Status Line::Card(size_t i, Want want, const Event& e, uint16_t* out) const {
  return Set(Resolve(s, step.cards[i], e.player, want, file), out);
}

Status Line::Others(Want want, Event* e) const {
  for (size_t i = 1; i < step.cards.size(); ++i) {
    uint16_t id = 0;
    STARDATE_RETURN_IF_ERROR(Card(i, want, *e, &id));
    e->cards.push_back(id);
  }
  return Status::Ok();
}

Status Line::Target(Want want, const Event& e, uint16_t* out) const {
  return Set(Resolve(s, *step.target, e.player, want, file), out);
}

Status Line::Expect(size_t cards, bool target) const {
  if (step.cards.size() < cards) {
    return Error(file, step.verb_pos, "'" + step.verb + "' needs a card title");
  }
  if (target && !step.target) {
    return Error(file, step.verb_pos,
                 "'" + step.verb + "' needs a target ('to', 'at' or 'on' \"Title\")");
  }
  return Status::Ok();
}

Status ReadRegular(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  e->arg = row.arg;
  if (row.card == Want::kNone) return Status::Ok();
  const ScriptStep& step = line.step;
  STARDATE_RETURN_IF_ERROR(line.Expect(1, row.target != Want::kNone && !row.target_optional));
  if (row.others == Want::kNone && step.cards.size() > 1) {
    return Error(line.file, step.cards[1].pos,
                 "'" + step.verb + "' takes one card, found " + std::to_string(step.cards.size()));
  }
  STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  STARDATE_RETURN_IF_ERROR(line.Others(row.others, e));
  if (row.target != Want::kNone && step.target) {
    STARDATE_RETURN_IF_ERROR(line.Target(row.target, *e, &e->target));
  }
  return Status::Ok();
}

void PrintRegular(const StccgState& s, const VerbRow& row, const Event& e, ScriptStep* step) {
  if (row.word != nullptr) {
    step->qualifier = row.word(e.arg);
  } else if (!row.qualifier.empty() && !script::IsPlaceholder(row.qualifier)) {
    step->qualifier = std::string(row.qualifier);
  }
  if (row.card != Want::kNone && e.card) step->cards.push_back(RefFor(s, e.card));
  if (row.others != Want::kNone) {
    for (uint16_t id : e.cards) step->cards.push_back(RefFor(s, id));
  }
  if (!row.prep.empty() && e.target) {
    step->prep = std::string(row.prep);
    step->target = RefFor(s, e.target);
  }
}

CardRef RefFor(const StccgState& s, uint16_t id) {
  CardRef r;
  if (!s.ValidCard(id)) {
    r.title = "card #" + std::to_string(id);
    return r;
  }
  r.title = ScriptTitle(s.instance(id).facts->title);
  if (s.instance(id).copies > 1) r.copy = s.instance(id).copy;
  return r;
}

std::optional<uint8_t> FindPlayer(const StccgState& s, const std::string& name) {
  for (uint8_t p = 0; p < s.core().num_players; ++p) {
    if (s.player_name(p) == name) return p;
  }
  return std::nullopt;
}

std::string PlayerLabel(const StccgState& s, uint8_t p) {
  return s.player_name(p < s.core().num_players ? p : 0);
}

// The seed card an encounter names: the copy the attempt in progress meets next, else any copy
// beneath the attempted mission, else 0 (then resolved like any card, for the audit to judge).
uint16_t DilemmaFor(const StccgState& s, const CardRef& ref, uint8_t player) {
  const StccgState::Attempt& a = s.attempt();
  if (ref.copy > 0 || a.mission == 0 || a.player != player) return 0;
  const uint16_t next = s.NextDilemma();
  if (next != 0 && s.instance(next).facts->title == ref.title) return next;
  for (uint16_t id : s.SeededUnder(a.mission)) {
    if (s.instance(id).facts->title == ref.title) return id;
  }
  return 0;
}

Status QualifierArg(const Line& line, std::string_view what, int count,
                    std::string (*word)(int32_t arg), int32_t* arg) {
  const ScriptStep& step = line.step;
  std::vector<std::string> names;
  for (int i = 0; i < count; ++i) {
    names.push_back(word(i));
    if (names.back() == step.qualifier) {
      *arg = i;
      return Status::Ok();
    }
  }
  return Error(line.file, step.verb_pos,
               "expected the " + std::string(what) + " after '" + step.verb + "' (" +
                   JoinNames(names) + "), found '" + step.qualifier + "'" +
                   DidYouMean(step.qualifier, names));
}

namespace {

constexpr std::string_view kOpenQuote = "\u201c";
constexpr std::string_view kCloseQuote = "\u201d";

bool HasTypographicQuote(std::string_view s) {
  return s.find(kOpenQuote) != std::string_view::npos ||
         s.find(kCloseQuote) != std::string_view::npos;
}

}  // namespace

std::string ScriptTitle(std::string_view title) {
  std::string out;
  bool open = true;
  for (char c : title) {
    if (c != '"') {
      out += c;
      continue;
    }
    out += open ? kOpenQuote : kCloseQuote;
    open = !open;
  }
  return out;
}

std::string CardTitle(std::string_view written) {
  std::string out(written);
  for (std::string_view q : {kOpenQuote, kCloseQuote}) {
    for (size_t at = out.find(q); at != std::string::npos; at = out.find(q, at + 1)) {
      out.replace(at, q.size(), "\"");
    }
  }
  return out;
}

Result<engine::Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                               const std::string& file_name) {
  const auto* s = dynamic_cast<const StccgState*>(&state);
  if (s == nullptr) return Status::Unsupported("scripts are supported for stccg1e games only");
  bool typographic = step.target && HasTypographicQuote(step.target->title);
  for (const CardRef& c : step.cards) typographic |= HasTypographicQuote(c.title);
  if (!typographic) return BindStccg(*s, step, file_name);
  ScriptStep plain = step;
  for (CardRef& c : plain.cards) c.title = CardTitle(c.title);
  if (plain.target) plain.target->title = CardTitle(plain.target->title);
  return BindStccg(*s, plain, file_name);
}

ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e) {
  ScriptStep step;
  const auto* s = dynamic_cast<const StccgState*>(&state);
  if (s == nullptr) return step;
  step.indent = static_cast<int>(state.core().stack.size());
  if (const VerbRow* row = PrintRow(e)) {
    if (!row->game) step.player = PlayerLabel(*s, e.player);
    step.verb = std::string(row->verb);
    (row->print != nullptr ? row->print : &PrintRegular)(*s, *row, e, &step);
  }
  step.random = e.random;
  return step;
}

}  // namespace stardate::engine::stccg::script_binding
