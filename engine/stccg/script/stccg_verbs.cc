// The 1E verb table: every form of a script line, the event kind it makes, and the functions of
// the rows a plain reading or printing does not cover (engine/stccg/script/
// stccg_binding_internal.h, VerbRow). samples/README.md describes each verb for judges.
#include <string>

#include "engine/script/suggest.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/script/stccg_binding_internal.h"
#include "engine/text.h"

namespace stardate::engine::stccg::script_binding {
namespace {

using engine::Event;
using engine::EventKind;

std::string PhaseNames() {
  std::string out;
  for (int i = 0; i < kPhaseCount; ++i) {
    out += (i == 0 ? "" : ", ") + std::string(PhaseName(static_cast<Phase>(i)));
  }
  return out;
}

// ---- Game-level steps

Status ReadTurn(const Line& line, const VerbRow&, Event* e) {
  const ScriptStep& step = line.step;
  if (step.numbers.size() != 1 || step.word.empty()) {
    return Error(line.file, step.verb_pos, "expected 'turn N PLAYER'");
  }
  e->kind = EventKind::TURN;
  e->arg = static_cast<int32_t>(step.numbers[0]);
  std::optional<uint8_t> p = FindPlayer(line.s, step.word);
  if (!p) return Error(line.file, step.word_pos, "'" + step.word + "' is not a player");
  e->player = *p;
  return Status::Ok();
}

void PrintTurn(const StccgState& s, const VerbRow&, const Event& e, ScriptStep* step) {
  step->numbers.push_back(e.arg);
  step->word = PlayerLabel(s, e.player);
}

Status ReadPhase(const Line& line, const VerbRow&, Event* e) {
  const ScriptStep& step = line.step;
  std::optional<Phase> ph = ParsePhase(step.word);
  if (!ph) {
    return Error(line.file, step.word_pos,
                 "expected a phase name (" + PhaseNames() + "), found '" + step.word + "'");
  }
  e->kind = EventKind::PHASE;
  e->arg = static_cast<int32_t>(*ph);
  e->player = line.s.core().turn == 0 ? 0 : line.s.core().active;
  return Status::Ok();
}

void PrintPhase(const StccgState&, const VerbRow&, const Event& e, ScriptStep* step) {
  step->word = std::string(PhaseName(static_cast<Phase>(e.arg)));
}

Status ReadResolve(const Line& line, const VerbRow&, Event* e) {
  e->kind = EventKind::RESOLVE;
  const auto& stack = line.s.core().stack;
  e->player = stack.empty() ? 0 : stack.back().action.player;
  return Status::Ok();
}

// A resolution closes the response window its action opened: one level out.
void PrintResolve(const StccgState&, const VerbRow&, const Event&, ScriptStep* step) {
  step->indent = step->indent > 0 ? step->indent - 1 : 0;
}

// ---- Player steps

// The words a placeholder qualifier prints for an event's arg.
std::string OutcomeWord(int32_t arg) { return std::string(OutcomeName(static_cast<Outcome>(arg))); }
std::string EffectWord(int32_t arg) { return std::string(EffectName(static_cast<Effect>(arg))); }
std::string ExposureWord(int32_t arg) {
  return std::string(ExposureName(static_cast<Exposure>(arg)));
}
std::string AffiliationWord(int32_t arg) { return AffiliationNames(static_cast<uint32_t>(arg)); }

// The written card must be the top card: a bare title is the player's copy nearest the top of
// the draw deck.
Status ReadDraw(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  const ScriptStep& step = line.step;
  if (step.cards.empty()) return Status::Ok();
  std::vector<uint16_t> ids = line.s.CardsByTitle(step.cards[0].title);
  if (step.cards[0].copy > 0) return line.Card(0, Want::kHand, *e, &e->card);
  if (ids.empty()) return line.Card(0, Want::kHand, *e, &e->card);  // names the unknown title
  const auto& deck = line.s.player(e->player).draw_deck;
  e->card = ids.front();
  for (auto it = deck.rbegin(); it != deck.rend(); ++it) {
    if (line.s.instance(*it).facts->title == step.cards[0].title) {
      e->card = *it;
      break;
    }
  }
  return Status::Ok();
}

// Dilemmas seeded beneath a facility (Empok Nor) name the facility as the target.
Status ReadSeed(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  if (line.step.prep == "beside") {
    return Error(line.file, line.step.target->pos,
                 "a " + std::string(row.qualifier) + " is not placed beside a player's draw deck");
  }
  const bool needs_target = row.target != Want::kNone;
  STARDATE_RETURN_IF_ERROR(line.Expect(1, needs_target));
  STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  if (!needs_target) return Status::Ok();
  Want want = row.target;
  const std::vector<uint16_t> ids = line.s.CardsByTitle(line.step.target->title);
  if (e->kind == kSeedDilemma && !ids.empty() &&
      line.s.instance(ids.front()).facts->type == CardType::kFacility) {
    want = Want::kFacility;
  }
  return line.Target(want, *e, &e->target);
}

// PLAYER plays|seeds ... "Card" beside OTHER: the card is placed beside OTHER's draw deck ("Place
// beside any player's draw deck": The Traveler: Transcendence), an event, incident or objective
// the line's own reading makes; the player goes into the event's arg (kBesidePlayer).
template <ReadFn read>
Status ReadBeside(const Line& line, const VerbRow& row, Event* e) {
  if (line.step.prep != "beside") return read(line, row, e);
  const script::CardRef& named = *line.step.target;
  std::optional<uint8_t> beside = FindPlayer(line.s, named.title);
  if (!beside) {
    return Error(line.file, named.pos, "'" + named.title + "' after 'beside' is not a player");
  }
  ScriptStep step = line.step;
  step.prep.clear();
  step.target.reset();
  const Line without{line.s, step, line.file};
  STARDATE_RETURN_IF_ERROR(read(without, row, e));
  if (e->kind != kPlayEvent && e->kind != kSeedDoorway) {
    return Error(line.file, named.pos,
                 "only an event, incident or objective is placed beside a player's draw deck; " +
                     line.s.Name(e->card) + " is not one");
  }
  e->arg = kBesidePlayer | *beside;
  return Status::Ok();
}

// `beside PLAYER` for a card placed beside a player's draw deck.
void PrintBeside(const StccgState& s, const VerbRow& row, const Event& e, ScriptStep* step) {
  PrintRegular(s, row, e, step);
  if ((e.arg & kBesidePlayer) == 0) return;
  script::CardRef player;
  player.title = PlayerLabel(s, static_cast<uint8_t>(e.arg & 0xff));
  step->prep = "beside";
  step->target = player;
}

// PLAYER seeds doorway|event|incident|objective "Card" [on "Target"]: on the table, or on the
// card its text seeds it on ("Seeds or plays on a homeworld": the mission).
Status ReadSeedOnTable(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
  STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  if (line.step.target) return line.Target(row.target, *e, &e->target);
  return Status::Ok();
}

// The word after `seeds` is the card's type (a doorway for a card of another type).
void PrintSeedOnTable(const StccgState& s, const VerbRow& row, const Event& e, ScriptStep* step) {
  PrintBeside(s, row, e, step);
  if (!s.ValidCard(e.card)) return;
  switch (s.instance(e.card).facts->type) {
    case CardType::kEvent:
      step->qualifier = "event";
      break;
    case CardType::kIncident:
      step->qualifier = "incident";
      break;
    case CardType::kObjective:
      step->qualifier = "objective";
      break;
    default:
      break;
  }
}

// `plays` names an interrupt, an event or a tactic: the card decides the kind. A tactic takes
// the ATTACK and DEFENSE bonuses its text gives in this battle when they are not the printed
// ones ("ATTACK bonus +1 if ...").
Status ReadPlay(const Line& line, const VerbRow& row, Event* e) {
  STARDATE_RETURN_IF_ERROR(ReadRegular(line, row, e));
  const ScriptStep& step = line.step;
  const CardType type = line.s.instance(e->card).facts->type;
  if (PlaysAsEvent(type)) e->kind = kPlayEvent;
  if (type != CardType::kTactic) {
    if (step.numbers.empty()) return Status::Ok();
    return Error(line.file, step.verb_pos,
                 "'" + step.verb +
                     "' takes numbers only for a tactic (its ATTACK and DEFENSE bonuses); " +
                     step.cards[0].title + " is not a tactic");
  }
  e->kind = kTactic;
  const auto& n = step.numbers;
  if (n.size() == 1 || (n.size() == 2 && (n[0] < 0 || n[0] > 255 || n[1] < 0 || n[1] > 255))) {
    return Error(line.file, step.verb_pos,
                 "a tactic takes its ATTACK and DEFENSE bonuses, two numbers from 0 to 255 (or "
                 "none: the printed ones)");
  }
  if (n.size() == 2) e->arg = static_cast<int32_t>(kTacticBonusesStated | (n[0] << 8) | n[1]);
  return Status::Ok();
}

void PrintTactic(const StccgState& s, const VerbRow& row, const Event& e, ScriptStep* step) {
  PrintRegular(s, row, e, step);
  if (e.arg & kTacticBonusesStated) {
    step->numbers.push_back((e.arg >> 8) & 0xff);
    step->numbers.push_back(e.arg & 0xff);
  }
}

// `loses` names a card destroyed, a personnel killed, or equipment lost at the end of a
// countdown (Ketracel-White run out): the card decides the kind.
Status ReadLoss(const Line& line, const VerbRow& row, Event* e) {
  STARDATE_RETURN_IF_ERROR(ReadRegular(line, row, e));
  const CardType type = line.s.instance(e->card).facts->type;
  if (type == CardType::kPersonnel) e->kind = kKill;
  if (type == CardType::kEquipment) e->kind = kExpire;
  return Status::Ok();
}

Status ReadCommandeer(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
  STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  const std::string& q = line.step.qualifier;
  if (q.empty()) return Status::Ok();
  const uint32_t a = ParseAffiliations(q);
  if (a == 0) {
    return Error(line.file, line.step.verb_pos,
                 "expected an affiliation after 'commandeers' (e.g. Dominion), found '" + q + "'");
  }
  e->arg = static_cast<int32_t>(a);
  return Status::Ok();
}

// The qualifier names one affiliation only: a mixed one is left out (it reads as none).
void PrintCommandeer(const StccgState& s, const VerbRow& row, const Event& e, ScriptStep* step) {
  const std::string a = AffiliationNames(static_cast<uint32_t>(e.arg));
  if (e.arg != 0 && a.find('/') == std::string::npos && a.find('-') == std::string::npos) {
    step->qualifier = a;
  }
  PrintRegular(s, row, e, step);
}

// PLAYER encounters OUTCOME "Dilemma"[, "Personnel"...]: the personnel it stopped or killed.
Status ReadEncounter(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  STARDATE_RETURN_IF_ERROR(QualifierArg(line, "outcome", kOutcomeCount, row.word, &e->arg));
  STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
  e->card = DilemmaFor(line.s, line.step.cards[0], e->player);
  if (e->card == 0) STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  return line.Others(row.others, e);
}

// PLAYER solves "Mission" [POINTS]; PLAYER scores "Card" POINTS (bonus points).
Status ReadPoints(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  const ScriptStep& step = line.step;
  STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
  if (step.cards.size() > 1) {
    return Error(line.file, step.cards[1].pos,
                 "'" + step.verb + "' takes one card, found " + std::to_string(step.cards.size()));
  }
  STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  if (step.numbers.empty()) {
    if (e->kind == kScore) {
      return Error(
          line.file, step.verb_pos,
          "'scores' needs the points after the card ('" + step.player + " scores \"Card\" 5')");
    }
    e->arg = line.s.instance(e->card).facts->points;
  } else if (step.numbers[0] > 1000) {
    return Error(line.file, step.verb_pos,
                 "expected at most 1000 points, found " + std::to_string(step.numbers[0]));
  } else {
    e->arg = static_cast<int32_t>(step.numbers[0]);
  }
  return Status::Ok();
}

// A mission solved for its printed points needs no number.
void PrintSolve(const StccgState& s, const VerbRow& row, const Event& e, ScriptStep* step) {
  PrintRegular(s, row, e, step);
  if (!s.ValidCard(e.card) || e.arg != s.instance(e.card).facts->points) {
    step->numbers.push_back(e.arg);
  }
}

void PrintScore(const StccgState& s, const VerbRow& row, const Event& e, ScriptStep* step) {
  PrintRegular(s, row, e, step);
  step->numbers.push_back(e.arg);
}

// PLAYER states EFFECT "Cause"[, "Card"...] [to "Destination"]: what a card's text did. A stated
// report takes the cards from the hand, as `reports` does.
Status ReadState(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  STARDATE_RETURN_IF_ERROR(QualifierArg(line, "effect", kEffectCount, row.word, &e->arg));
  STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
  STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  const Want affected = e->arg == static_cast<int32_t>(Effect::kReports) ? Want::kHand : row.others;
  for (size_t i = 1; i < line.step.cards.size(); ++i) {
    uint16_t id = 0;
    STARDATE_RETURN_IF_ERROR(line.Card(i, affected, *e, &id));
    e->cards.push_back(id);
  }
  if (line.step.target) STARDATE_RETURN_IF_ERROR(line.Target(row.target, *e, &e->target));
  return Status::Ok();
}

// PLAYER stuns|wounds "Hitter", "Adversary": a blow in the personnel battle under way.
Status ReadBlow(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  e->arg = row.arg;
  const ScriptStep& step = line.step;
  if (step.cards.size() != 2) {
    return Error(line.file, step.verb_pos,
                 "'" + step.verb +
                     "' takes two cards: the personnel who hits, then its adversary " + "(found " +
                     std::to_string(step.cards.size()) + ")");
  }
  STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  return line.Card(1, Want::kDestination, *e, &e->target);
}

void PrintBlow(const StccgState& s, const VerbRow& row, const Event& e, ScriptStep* step) {
  PrintRegular(s, row, e, step);
  step->cards.push_back(RefFor(s, e.target));
}

// PLAYER downloads "Cause"[, "Card"] [to "Target"]: no card named is a search that took none.
Status ReadDownload(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  const ScriptStep& step = line.step;
  STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
  if (step.cards.size() > 2) {
    return Error(line.file, step.cards[2].pos,
                 "'downloads' takes the downloading card and the card downloaded, found " +
                     std::to_string(step.cards.size()));
  }
  STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  if (step.cards.size() == 2) {
    uint16_t id = 0;
    STARDATE_RETURN_IF_ERROR(line.Card(1, row.others, *e, &id));
    e->cards.push_back(id);
  }
  if (step.target) STARDATE_RETURN_IF_ERROR(line.Target(row.target, *e, &e->target));
  return Status::Ok();
}

// PLAYER infiltrates "Infiltrator" to "Place": at a ship or facility once aboard.
void PrintInfiltrate(const StccgState& s, const VerbRow& row, const Event& e, ScriptStep* step) {
  PrintRegular(s, row, e, step);
  const Zone z = s.ValidCard(e.card) ? s.card(e.card).zone : Zone::kHand;
  if (step->target) step->prep = z == Zone::kAboard || z == Zone::kOnPlanet ? "at" : "to";
}

// PLAYER exposes HOW "Infiltrator"[, "Cause"]: the card played or the persona present.
Status ReadExpose(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  STARDATE_RETURN_IF_ERROR(
      QualifierArg(line, "way of exposure", kExposureCount, row.word, &e->arg));
  STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
  const ScriptStep& step = line.step;
  if (step.cards.size() > 2) {
    return Error(line.file, step.cards[2].pos,
                 "'exposes' takes the infiltrator and the card that exposed him, found " +
                     std::to_string(step.cards.size()));
  }
  STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  if (step.cards.size() == 2) return line.Card(1, Want::kDestination, *e, &e->target);
  return Status::Ok();
}

// The exposing card is the event's target, printed as the second card.
void PrintExpose(const StccgState& s, const VerbRow& row, const Event& e, ScriptStep* step) {
  PrintRegular(s, row, e, step);
  if (e.target) step->cards.push_back(RefFor(s, e.target));
}

// PLAYER allows AFFILIATION "Cause": the card's text allows attacking that affiliation.
Status ReadAllow(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  const ScriptStep& step = line.step;
  STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
  if (step.cards.size() > 1) {
    return Error(line.file, step.cards[1].pos,
                 "'allows' takes one card, the one whose text allows the attack");
  }
  const uint32_t a = ParseAffiliations(step.qualifier);
  if (a == 0) {
    return Error(line.file, step.verb_pos,
                 "expected the affiliation the card allows attacking after 'allows' (e.g. "
                 "'allows Dominion \"Admiral Leyton\"'), found '" +
                     step.qualifier + "'");
  }
  e->arg = static_cast<int32_t>(a);
  return line.Card(0, row.card, *e, &e->card);
}

// PLAYER ends battle "Place"[, "Casualty"]: the personnel battle there is over.
Status ReadBattleEnd(const Line& line, const VerbRow& row, Event* e) {
  if (line.step.cards.size() > 2) {
    STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
    return Error(line.file, line.step.cards[2].pos,
                 "'ends battle' takes the place fought at and the losing side's casualty, found " +
                     std::to_string(line.step.cards.size()) + " cards");
  }
  return ReadRegular(line, row, e);
}

// PLAYER takes [HOW] "Card" from "Q's Tent": HOW is `chosen` (the default) or `randomly`.
std::string TentTakeWord(int32_t arg) {
  return std::string(TentTakeName(static_cast<TentTake>(arg)));
}

Status ReadTake(const Line& line, const VerbRow& row, Event* e) {
  if (!line.step.qualifier.empty()) {
    STARDATE_RETURN_IF_ERROR(
        QualifierArg(line, "way of taking", kTentTakeCount, row.word, &e->arg));
  }
  const int32_t how = e->arg;
  STARDATE_RETURN_IF_ERROR(ReadRegular(line, row, e));
  e->arg = how;
  return Status::Ok();
}

// ---- Cards leaving the table, placed beneath the draw deck, shuffled back into it

// The player's copy of a bare title that lies in `zone` (the one the line means when several
// copies exist), else 0.
uint16_t OwnCopyIn(const Line& line, const CardRef& ref, uint8_t player, Zone zone) {
  if (ref.copy > 0) return 0;
  for (uint16_t id : line.s.CardsByTitle(ref.title)) {
    if (line.s.instance(id).owner == player && line.s.card(id).zone == zone) return id;
  }
  return 0;
}

// The word `discards` takes before a card of `type` on the table: its type's name ("" for a type
// that is never on the table by its own text).
std::string TableWord(CardType type) {
  if (!PlaysAsEvent(type) && type != CardType::kDoorway) return "";
  return AsciiLower(CardTypeName(type));
}

// PLAYER discards event|incident|objective|doorway "Card": the card leaves the table for its
// owner's discard pile ("After any use, discard doorway"). The word is printed as the card's
// type and read whichever it is: a card that is no such type is the rule's to judge (it is never
// on the table).
Status ReadDiscardFromTable(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
  if (line.step.cards.size() > 1) {
    return Error(
        line.file, line.step.cards[1].pos,
        "'discards " + line.step.qualifier + "' takes one card, the one leaving the table");
  }
  e->card = OwnCopyIn(line, line.step.cards[0], e->player, Zone::kInPlay);
  if (e->card == 0) STARDATE_RETURN_IF_ERROR(line.Card(0, Want::kHand, *e, &e->card));
  return Status::Ok();
}

void PrintDiscardFromTable(const StccgState& s, const VerbRow& row, const Event& e,
                           ScriptStep* step) {
  PrintRegular(s, row, e, step);
  if (s.ValidCard(e.card) && !TableWord(s.instance(e.card).facts->type).empty()) {
    step->qualifier = TableWord(s.instance(e.card).facts->type);
  }
}

// PLAYER reshuffles "Cause", "Card"...: the cards, from the discard pile, by the cause's text.
Status ReadReshuffle(const Line& line, const VerbRow& row, Event* e) {
  e->kind = row.kind;
  const ScriptStep& step = line.step;
  STARDATE_RETURN_IF_ERROR(line.Expect(1, false));
  if (step.cards.size() < 2) {
    return Error(line.file, step.verb_pos,
                 "'reshuffles' takes the card whose text shuffles, then the cards it shuffles "
                 "into the draw deck");
  }
  STARDATE_RETURN_IF_ERROR(line.Card(0, row.card, *e, &e->card));
  for (size_t i = 1; i < step.cards.size(); ++i) {
    uint16_t id = OwnCopyIn(line, step.cards[i], e->player, Zone::kDiscard);
    if (id == 0) STARDATE_RETURN_IF_ERROR(line.Card(i, row.others, *e, &id));
    e->cards.push_back(id);
  }
  return Status::Ok();
}

constexpr std::string_view kTacticBonuses = "a tactic's ATTACK and DEFENSE bonuses";

// Game-level rows first; player rows in the order messages list the verbs. A row after another
// of the same verb and qualifier is printed only (reading takes the first).
// clang-format off
constexpr VerbRow kVerbTable[] = {
    {.verb = "turn", .game = true, .kind = EventKind::TURN, .read = &ReadTurn, .print = &PrintTurn},
    {.verb = "phase", .game = true, .kind = EventKind::PHASE, .read = &ReadPhase,
     .print = &PrintPhase},
    {.verb = "resolves", .game = true, .kind = EventKind::RESOLVE, .read = &ReadResolve,
     .print = &PrintResolve},

    {.verb = "seeds", .qualifier = "mission", .kind = kSeedMission, .card = Want::kSeedDeck,
     .read = &ReadSeed},
    {.verb = "seeds", .qualifier = "facility", .kind = kSeedFacility, .card = Want::kSeedDeck,
     .prep = "at", .target = Want::kMission, .read = &ReadSeed},
    {.verb = "seeds", .qualifier = "dilemma", .kind = kSeedDilemma, .card = Want::kSeedDeck,
     .prep = "under", .target = Want::kMission, .read = &ReadSeed},
    {.verb = "seeds", .qualifier = "artifact", .kind = kSeedDilemma, .card = Want::kSeedDeck,
     .prep = "under", .target = Want::kMission, .read = &ReadSeed},
    // Seed cards on the table (or on the card named after `on`): doorways, and events,
    // incidents and objectives whose text seeds them; the card's type picks the printed word.
    {.verb = "seeds", .qualifier = "doorway", .kind = kSeedDoorway, .card = Want::kSeedDeck,
     .prep = "on", .target = Want::kDestination, .target_optional = true,
     .read = &ReadBeside<&ReadSeedOnTable>, .print = &PrintSeedOnTable},
    {.verb = "seeds", .qualifier = "event", .kind = kSeedDoorway, .card = Want::kSeedDeck,
     .prep = "on", .target = Want::kDestination, .target_optional = true,
     .read = &ReadBeside<&ReadSeedOnTable>},
    {.verb = "seeds", .qualifier = "incident", .kind = kSeedDoorway, .card = Want::kSeedDeck,
     .prep = "on", .target = Want::kDestination, .target_optional = true,
     .read = &ReadBeside<&ReadSeedOnTable>},
    {.verb = "seeds", .qualifier = "objective", .kind = kSeedDoorway, .card = Want::kSeedDeck,
     .prep = "on", .target = Want::kDestination, .target_optional = true,
     .read = &ReadBeside<&ReadSeedOnTable>},
    {.verb = "seeds", .qualifier = "site", .kind = kSeedSite, .card = Want::kSeedDeck, .prep = "at",
     .target = Want::kFacility, .read = &ReadSeed},
    // `reports docked "Ship" to "F"` / `reports undocked ...` (003 "Docking").
    {.verb = "reports", .kind = kReport, .card = Want::kHand, .prep = "to",
     .target = Want::kFacility},
    {.verb = "reports", .qualifier = "docked", .kind = kReport, .arg = kReportDocked,
     .card = Want::kHand, .prep = "to", .target = Want::kFacility},
    {.verb = "reports", .qualifier = "undocked", .kind = kReport, .arg = kReportUndocked,
     .card = Want::kHand, .prep = "to", .target = Want::kFacility},
    {.verb = "builds", .kind = kBuild, .card = Want::kHand, .prep = "at", .target = Want::kMission},
    {.verb = "plays", .kind = kPlayInterrupt, .card = Want::kHand, .prep = "on",
     .target = Want::kDestination, .target_optional = true, .numbers = 2,
     .numbers_are = kTacticBonuses, .read = &ReadBeside<&ReadPlay>},
    {.verb = "plays", .kind = kPlayEvent, .card = Want::kHand, .prep = "on",
     .target = Want::kDestination, .target_optional = true, .print = &PrintBeside},
    {.verb = "plays", .kind = kTactic, .card = Want::kHand, .print = &PrintTactic},
    {.verb = "flies", .kind = kFly, .card = Want::kInPlay, .prep = "to", .target = Want::kMission},
    {.verb = "docks", .kind = kDock, .card = Want::kInPlay, .prep = "at",
     .target = Want::kFacility},
    {.verb = "undocks", .kind = kUndock, .card = Want::kInPlay},
    {.verb = "beams", .kind = kBeam, .card = Want::kInPlay, .others = Want::kInPlay, .prep = "to",
     .target = Want::kDestination},
    {.verb = "walks", .kind = kWalk, .card = Want::kInPlay, .others = Want::kInPlay, .prep = "to",
     .target = Want::kFacility},
    {.verb = "fires", .kind = kBattle, .card = Want::kInPlay, .others = Want::kInPlay, .prep = "at",
     .target = Want::kDestination},
    {.verb = "commandeers", .qualifier = "AFFILIATION", .kind = kCommandeer,
     .card = Want::kFacility, .read = &ReadCommandeer, .print = &PrintCommandeer},
    {.verb = "loses", .kind = kDestroy, .card = Want::kDestination, .read = &ReadLoss},
    {.verb = "loses", .kind = kKill, .card = Want::kDestination},
    {.verb = "loses", .kind = kExpire, .card = Want::kDestination},
    {.verb = "repairs", .kind = kRepair, .card = Want::kInPlay},
    {.verb = "discards", .kind = kDiscard, .card = Want::kHand},
    // The further cards: the infiltrators of the team who chose to take part.
    {.verb = "attempts", .kind = kAttempt, .card = Want::kMission, .others = Want::kDestination,
     .prep = "from", .target = Want::kInPlay, .target_optional = true},
    {.verb = "encounters", .qualifier = "OUTCOME", .kind = kEncounter, .card = Want::kDestination,
     .others = Want::kInPlay, .word = &OutcomeWord, .read = &ReadEncounter},
    {.verb = "solves", .kind = kSolve, .card = Want::kMission, .numbers = 1, .read = &ReadPoints,
     .print = &PrintSolve},
    {.verb = "scores", .kind = kScore, .card = Want::kDestination, .numbers = 1,
     .read = &ReadPoints, .print = &PrintScore},
    {.verb = "states", .qualifier = "EFFECT", .kind = kEffect, .card = Want::kDestination,
     .others = Want::kDestination, .prep = "to", .target = Want::kDestination,
     .target_optional = true, .word = &EffectWord, .read = &ReadState},
    {.verb = "attacks", .kind = kPersonnelBattle, .card = Want::kInPlay, .others = Want::kInPlay,
     .prep = "at", .target = Want::kDestination},
    {.verb = "stuns", .kind = kEngage, .arg = 1, .card = Want::kInPlay, .read = &ReadBlow,
     .print = &PrintBlow},
    {.verb = "wounds", .kind = kEngage, .arg = 2, .card = Want::kInPlay, .read = &ReadBlow,
     .print = &PrintBlow},
    {.verb = "downloads", .kind = kDownload, .card = Want::kInPlay, .others = Want::kHand,
     .prep = "to", .target = Want::kDestination, .target_optional = true, .read = &ReadDownload},
    {.verb = "draws", .kind = EventKind::DRAW, .card = Want::kHand, .read = &ReadDraw},
    {.verb = "passes", .kind = EventKind::PASS},
    {.verb = "shuffles", .kind = EventKind::SHUFFLE},
    {.verb = "concedes", .kind = EventKind::CONCEDE},
    {.verb = "infiltrates", .kind = kInfiltrate, .card = Want::kHand, .prep = "to",
     .target = Want::kDestination, .print = &PrintInfiltrate},
    {.verb = "exposes", .qualifier = "HOW", .kind = kExpose, .card = Want::kDestination,
     .word = &ExposureWord, .read = &ReadExpose,
     .print = &PrintExpose},
    {.verb = "allows", .qualifier = "AFFILIATION", .kind = kAllowAttack, .card = Want::kDestination,
     .word = &AffiliationWord, .read = &ReadAllow},
    {.verb = "ends", .qualifier = "battle", .kind = kBattleEnd, .card = Want::kDestination,
     .others = Want::kDestination, .read = &ReadBattleEnd},
    {.verb = "deprives", .kind = kDeprive, .card = Want::kInPlay, .others = Want::kInPlay,
     .prep = "at", .target = Want::kDestination},
    {.verb = "rations", .kind = kRation, .card = Want::kInPlay},
    // The staples of real decks: a card taken from the Q's Tent side deck.
    {.verb = "takes", .qualifier = "HOW", .kind = kTakeFromTent, .card = Want::kSideDeck,
     .prep = "from", .target = Want::kHand, .word = &TentTakeWord, .read = &ReadTake},
    // A card of the player's leaving the table by its own text; the word is its type.
    {.verb = "discards", .qualifier = "event", .kind = kDiscardFromTable, .card = Want::kInPlay,
     .read = &ReadDiscardFromTable, .print = &PrintDiscardFromTable},
    {.verb = "discards", .qualifier = "incident", .kind = kDiscardFromTable,
     .card = Want::kInPlay, .read = &ReadDiscardFromTable, .print = &PrintDiscardFromTable},
    {.verb = "discards", .qualifier = "objective", .kind = kDiscardFromTable,
     .card = Want::kInPlay, .read = &ReadDiscardFromTable, .print = &PrintDiscardFromTable},
    {.verb = "discards", .qualifier = "doorway", .kind = kDiscardFromTable,
     .card = Want::kInPlay, .read = &ReadDiscardFromTable, .print = &PrintDiscardFromTable},
    // Cards from the hand beneath the draw deck (a cost: Get It Done), the first named first.
    {.verb = "places", .qualifier = "beneath", .kind = kPlaceBeneathDeck, .card = Want::kHand,
     .others = Want::kHand},
    // Cards from the discard pile shuffled into the draw deck by a card's text (Regenerate).
    {.verb = "reshuffles", .kind = kReshuffle, .card = Want::kDestination,
     .others = Want::kDestination, .read = &ReadReshuffle},
};
// clang-format on

}  // namespace

std::span<const VerbRow> VerbTable() { return kVerbTable; }

}  // namespace stardate::engine::stccg::script_binding
