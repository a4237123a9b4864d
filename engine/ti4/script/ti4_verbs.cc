// The TI4 verb table: every form of a script line, the event kind it makes, and the functions
// that read and print it (engine/ti4/script/ti4_binding_internal.h, VerbRow).
// samples/ti4/README.md describes each verb for judges.
#include <algorithm>
#include <optional>
#include <string>

#include "engine/text.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/objectives.h"
#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/script/ti4_binding_internal.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_round.h"
#include "engine/ti4/ti4_setup.h"

namespace stardate::engine::ti4::script_binding {
namespace {

using High = Binder::High;

constexpr const char* kPhaseNames[] = {"setup", "strategy", "action", "status", "agenda"};
constexpr int kPhases = static_cast<int>(std::size(kPhaseNames));

// ---- Game-level steps

Status ReadPhase(const Binder& b, const VerbRow&, Event* e) {
  for (int i = 0; i < kPhases; ++i) {
    if (AsciiLower(b.step.word) == kPhaseNames[i]) {
      e->arg = i;
      return Status::Ok();
    }
  }
  std::string names;
  for (const char* name : kPhaseNames) names += (names.empty() ? "" : ", ") + std::string(name);
  return b.Fail(b.step.word_pos.line ? b.step.word_pos : b.step.verb_pos,
                "expected a phase (" + names + "), found '" + b.step.word + "'");
}

void PrintPhase(const Printer&, const VerbRow&, const Event& e, ScriptStep* step) {
  step->word = e.arg >= 0 && e.arg < kPhases ? kPhaseNames[e.arg] : "unknown";
}

Status ReadTurn(const Binder& b, const VerbRow& row, Event* e) {
  STARDATE_RETURN_IF_ERROR(RowNumbers(b, row));
  auto p = b.Player(b.step.word, b.step.word_pos);
  if (!p.ok()) return p.status();
  e->player = *p;
  e->arg = static_cast<int32_t>(b.step.numbers[0]);
  return Status::Ok();
}

void PrintTurn(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->numbers.push_back(e.arg);
  step->word = p.s.PlayerLabel(e.player);
}

Status ReadFrontier(const Binder& b, const VerbRow&, Event* e) {
  auto sys = b.System(CardRef{b.step.word, 0, b.step.word_pos});
  if (!sys.ok()) return sys.status();
  e->target = *sys;
  return Status::Ok();
}

void PrintFrontier(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->word = p.System(e.target);
}

// The arg is the step's one number: an agenda's, commodities replenished or returned, trade
// goods gained.
Status ReadNumber(const Binder& b, const VerbRow& row, Event* e) {
  STARDATE_RETURN_IF_ERROR(RowNumbers(b, row));
  e->arg = static_cast<int32_t>(b.step.numbers[0]);
  return Status::Ok();
}

void PrintNumber(const Printer&, const VerbRow&, const Event& e, ScriptStep* step) {
  step->numbers.push_back(e.arg);
}

// The public objective named `name` (case aside): its number from 1, or 0.
uint16_t Objective(const std::string& name) {
  for (size_t i = 0; i < kObjectives.size(); ++i) {
    if (AsciiLower(name) == AsciiLower(std::string(kObjectives[i].name))) {
      return static_cast<uint16_t>(i + 1);
    }
  }
  return 0;
}

std::string ObjectiveName(uint16_t card) {
  return card >= 1 && card <= kObjectives.size() ? std::string(kObjectives[card - 1].name) : "";
}

Status ReadReveal(const Binder& b, const VerbRow&, Event* e) {
  e->card = Objective(b.step.word);
  if (e->card != 0) return Status::Ok();
  return b.Fail(b.step.word_pos,
                "expected a public objective (Expand Borders, Corner the Market, Subdue the "
                "Galaxy, Unify the Colonies), found '" +
                    b.step.word + "'");
}

void PrintReveal(const Printer&, const VerbRow&, const Event& e, ScriptStep* step) {
  step->word = ObjectiveName(e.card);
}

// ---- Player steps

// Units at a system (`at`) or on a planet (`on`).
void PrintWhere(const Printer& p, const Event& e, ScriptStep* step) {
  step->prep = e.card ? "on" : "at";
  step->target = Ref(e.card ? p.Planet(e.card) : p.System(e.target));
}

std::string None(uint16_t) { return std::string(); }

// `places`, and `places by-ability`: units an ability places from reinforcements, which are not
// produced.
Status ReadPlace(const Binder& b, const VerbRow& row, Event* e) {
  if (row.qualifier == "by-ability") e->arg = kPlacedByAbility;
  return b.UnitsAtOrOn(High::kNone, row.kind, e);
}

void PrintPlace(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->qualifier = e.arg == kPlacedByAbility ? "by-ability" : "";
  step->cards = UnitPhrases(e.cards, true, None, None);
  PrintWhere(p, e, step);
}

Status ReadActivate(const Binder& b, const VerbRow&, Event* e) {
  STARDATE_RETURN_IF_ERROR(b.Want(b.step.cards.size() == 1 && !b.step.target.has_value(),
                                  b.step.verb_pos,
                                  "one system: Alice activates \"The Watchtower\""));
  auto sys = b.System(b.step.cards[0]);
  if (!sys.ok()) return sys.status();
  e->target = *sys;
  return Status::Ok();
}

void PrintActivate(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->cards.push_back(Ref(p.System(e.target)));
}

Status ReadMove(const Binder& b, const VerbRow&, Event* e) {
  const ScriptStep& step = b.step;
  STARDATE_RETURN_IF_ERROR(
      b.Want(step.target.has_value() && step.prep == "to" && !step.cards.empty(), step.verb_pos,
             "\"UNITS from SYSTEM\", ... to \"SYSTEM\""));
  auto units = b.Units(High::kFrom, e->player);
  if (!units.ok()) return units.status();
  auto sys = b.System(*step.target);
  if (!sys.ok()) return sys.status();
  e->cards = *units;
  e->target = *sys;
  return Status::Ok();
}

void PrintMove(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->cards =
      UnitPhrases(e.cards, false, None, [&](uint16_t from) { return " from " + p.System(from); });
  step->prep = "to";
  step->target = Ref(p.System(e.target));
}

// `fights` and `wins`: "won by PLAYER" among the phrases names the winner; the rest are the
// losses. `wins` is a combat its player won, told without dice.
Status ReadCombat(const Binder& b, const VerbRow& row, Event* e) {
  const ScriptStep& step = b.step;
  STARDATE_RETURN_IF_ERROR(b.Want(step.target.has_value() && step.prep == "at", step.verb_pos,
                                  "'at SYSTEM' after the losses"));
  std::vector<CardRef> losses;
  std::optional<CardRef> won_by;
  for (const CardRef& ref : step.cards) {
    if (AsciiLower(Trim(ref.title)).rfind(kWonBy, 0) != 0) {
      losses.push_back(ref);
    } else if (won_by.has_value()) {
      return b.Fail(ref.pos, "expected one \"won by PLAYER\", found a second");
    } else {
      won_by = ref;
    }
  }
  auto units = b.Units(High::kOwner, e->player, losses);
  if (!units.ok()) return units.status();
  auto sys = b.System(*step.target);
  if (!sys.ok()) return sys.status();
  e->cards = *units;
  e->target = *sys;
  e->random = step.random;
  if (row.verb == "wins") {
    STARDATE_RETURN_IF_ERROR(b.Want(step.random.empty(), step.verb_pos,
                                    "no dice after 'wins' (write 'fights ... random' for dice)"));
    STARDATE_RETURN_IF_ERROR(
        b.Want(!won_by.has_value(), won_by ? won_by->pos : step.verb_pos,
               "no \"won by PLAYER\" after 'wins', whose player is the winner (write "
               "'fights \"won by PLAYER\", ...' when another player won)"));
    e->arg = e->player + 1;
  } else if (won_by.has_value()) {
    auto winner = b.Player(Trim(Trim(won_by->title).substr(kWonBy.size())), won_by->pos);
    if (!winner.ok()) return winner.status();
    e->arg = *winner + 1;
  }
  return Status::Ok();
}

// With dice, the losses and the winner usually follow from them: the line leaves them out when
// the event completed from the dice alone is `e` (as it is when recorded). A combat without dice
// its player won is `wins`.
void PrintCombat(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->prep = "at";
  step->target = Ref(p.System(e.target));
  step->random = e.random;
  Event bare = e;
  bare.cards.clear();
  bare.arg = 0;
  p.s.Complete(&bare);
  if (!e.random.empty() && bare == e) return;
  step->cards = UnitPhrases(
      e.cards, false, [&](uint16_t high) { return p.Owner(high); }, None);
  if (e.arg == 0) return;
  if (e.arg == e.player + 1 && e.random.empty()) {
    step->verb = "wins";
  } else {
    const std::string winner = e.arg <= p.s.core().num_players
                                   ? p.s.PlayerLabel(static_cast<uint8_t>(e.arg - 1))
                                   : "player " + std::to_string(e.arg);
    step->cards.insert(step->cards.begin(), Ref(std::string(kWonBy) + winner));
  }
}

Status ReadCommit(const Binder& b, const VerbRow&, Event* e) {
  const ScriptStep& step = b.step;
  STARDATE_RETURN_IF_ERROR(b.Want(step.target.has_value() && step.prep == "to", step.verb_pos,
                                  "\"UNITS\" to \"PLANET\""));
  auto units = b.Units(High::kNone, e->player);
  if (!units.ok()) return units.status();
  auto planet = b.Planet(*step.target);
  if (!planet.ok()) return planet.status();
  e->cards = *units;
  e->card = *planet;
  e->target = static_cast<uint16_t>(b.s.board().planets[*planet - 1].system + 1);
  return Status::Ok();
}

void PrintCommit(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->cards = UnitPhrases(e.cards, true, None, None);
  step->prep = "to";
  step->target = Ref(p.Planet(e.card));
}

Status ReadLoss(const Binder& b, const VerbRow& row, Event* e) {
  return b.UnitsAtOrOn(High::kOwner, row.kind, e);
}

// Another player's units lost carry their owner's name.
void PrintLoss(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->cards = UnitPhrases(
      e.cards, false,
      [&](uint16_t high) { return high == e.player ? std::string() : p.Owner(high); }, None);
  PrintWhere(p, e, step);
}

Status ReadControl(const Binder& b, const VerbRow&, Event* e) {
  STARDATE_RETURN_IF_ERROR(b.Want(b.step.cards.size() == 1 && b.step.qualifier.empty(),
                                  b.step.verb_pos,
                                  "a planet or station (Alice gains \"Tsion Station\") or "
                                  "'trade-goods N'"));
  auto planet = b.Planet(b.step.cards[0]);
  if (!planet.ok()) return planet.status();
  e->card = *planet;
  return Status::Ok();
}

// The one planet named: the event's card.
void PrintPlanet(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->cards.push_back(Ref(p.Planet(e.card)));
}

Status ReadPlanet(const Binder& b, const VerbRow&, Event* e) {
  STARDATE_RETURN_IF_ERROR(
      b.Want(b.step.cards.size() == 1, b.step.verb_pos, "one planet or station"));
  auto planet = b.Planet(b.step.cards[0]);
  if (!planet.ok()) return planet.status();
  e->card = *planet;
  return Status::Ok();
}

// `exhausts resources|influence "Planet"`: spent for its resources (arg 0, the default) or its
// influence (1).
Status ReadExhaust(const Binder& b, const VerbRow& row, Event* e) {
  STARDATE_RETURN_IF_ERROR(ReadPlanet(b, row, e));
  if (b.step.qualifier == "influence") {
    e->arg = 1;
  } else if (!b.step.qualifier.empty() && b.step.qualifier != "resources") {
    return b.Fail(b.step.verb_pos,
                  "expected 'resources' or 'influence', found '" + b.step.qualifier + "'");
  }
  return Status::Ok();
}

void PrintExhaust(const Printer& p, const VerbRow& row, const Event& e, ScriptStep* step) {
  step->qualifier = e.arg == 1 ? "influence" : "resources";
  PrintPlanet(p, row, e, step);
}

Status ReadConvert(const Binder& b, const VerbRow& row, Event* e) {
  STARDATE_RETURN_IF_ERROR(ReadPlanet(b, row, e));
  return ReadNumber(b, row, e);
}

void PrintConvert(const Printer& p, const VerbRow& row, const Event& e, ScriptStep* step) {
  PrintPlanet(p, row, e, step);
  step->numbers.push_back(e.arg);
}

// The planets named: the event's cards.
Status ReadPlanets(const Binder& b, const VerbRow&, Event* e) {
  for (const CardRef& ref : b.step.cards) {
    auto planet = b.Planet(ref);
    if (!planet.ok()) return planet.status();
    e->cards.push_back(*planet);
  }
  return Status::Ok();
}

void PrintPlanets(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  for (uint16_t id : e.cards) step->cards.push_back(Ref(p.Planet(id)));
}

// PLAYER transacts "Other" GIVEN_COMMODITIES GIVEN_TRADE_GOODS GOT_COMMODITIES GOT_TRADE_GOODS:
// the four amounts packed a byte each into the arg, the other player + 1 in the target.
Status ReadTransact(const Binder& b, const VerbRow& row, Event* e) {
  const ScriptStep& step = b.step;
  STARDATE_RETURN_IF_ERROR(b.Want(step.cards.size() == 1, step.verb_pos,
                                  "the other player: Alice transacts \"Carol\" 2 0 0 1"));
  STARDATE_RETURN_IF_ERROR(RowNumbers(b, row));
  auto other = b.Player(step.cards[0].title, step.cards[0].pos);
  if (!other.ok()) return other.status();
  uint32_t packed = 0;
  for (int i = 0; i < 4; ++i) {
    int64_t v = step.numbers[i];
    if (v < 0 || v > 255) return b.Fail(step.verb_pos, "expected amounts from 0 to 255");
    packed |= static_cast<uint32_t>(v) << (8 * i);
  }
  e->target = static_cast<uint16_t>(*other + 1);
  e->arg = static_cast<int32_t>(packed);
  return Status::Ok();
}

void PrintTransact(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->cards.push_back(Ref(p.s.PlayerLabel(static_cast<uint8_t>(e.target - 1))));
  for (int i = 0; i < 4; ++i) {
    step->numbers.push_back((static_cast<uint32_t>(e.arg) >> (8 * i)) & 0xff);
  }
}

// PLAYER votes "Planet", ... OUTCOME VOTES: the planets exhausted, the outcome (in the target)
// and the votes cast.
Status ReadVote(const Binder& b, const VerbRow& row, Event* e) {
  STARDATE_RETURN_IF_ERROR(RowNumbers(b, row));
  STARDATE_RETURN_IF_ERROR(ReadPlanets(b, row, e));
  e->target = static_cast<uint16_t>(std::clamp<int64_t>(b.step.numbers[0], 0, 65535));
  e->arg = static_cast<int32_t>(b.step.numbers[1]);
  return Status::Ok();
}

void PrintVote(const Printer& p, const VerbRow& row, const Event& e, ScriptStep* step) {
  PrintPlanets(p, row, e, step);
  step->numbers.push_back(e.target);
  step->numbers.push_back(e.arg);
}

Status ReadScore(const Binder& b, const VerbRow&, Event* e) {
  STARDATE_RETURN_IF_ERROR(b.Want(b.step.cards.size() == 1, b.step.verb_pos, "one objective"));
  const CardRef& ref = b.step.cards[0];
  e->card = Objective(ref.title);
  if (e->card != 0) return Status::Ok();
  std::vector<std::string> names;
  for (const auto& objective : kObjectives) names.emplace_back(objective.name);
  return b.Fail(ref.pos, "expected a public objective, found \"" + ref.title + "\"; nearest \"" +
                             engine::ti4::Nearest(ref.title, names) + "\"");
}

void PrintScore(const Printer&, const VerbRow&, const Event& e, ScriptStep* step) {
  if (e.card >= 1 && e.card <= kObjectives.size())
    step->cards.push_back(Ref(ObjectiveName(e.card)));
}

Status ReadNothing(const Binder&, const VerbRow&, Event*) { return Status::Ok(); }

// ---- Response windows, action cards and abilities

// `resolves`: the innermost pending action, whose initiator the resolution names.
Status ReadResolve(const Binder& b, const VerbRow&, Event* e) {
  if (!b.s.core().stack.empty()) e->player = b.s.core().stack.back().action.player;
  return Status::Ok();
}

std::string CatalogName(uint16_t card, bool ability) {
  const Ti4Catalog* c = BuiltInCatalog();
  if (c == nullptr) return "";
  if (ability) return AbilityName(*c, card);
  return card >= 1 && card <= c->action_cards().size() ? c->action_cards()[card - 1].name : "";
}

Status ReadPlay(const Binder& b, const VerbRow&, Event* e) {
  STARDATE_RETURN_IF_ERROR(b.Want(b.step.cards.size() == 1 && !b.step.target.has_value(),
                                  b.step.verb_pos, "one action card: Alice plays \"Sabotage\""));
  const CardRef& ref = b.step.cards[0];
  const Ti4Catalog* c = BuiltInCatalog();
  if (c != nullptr) e->card = FindActionCard(*c, ref.title);
  if (e->card != 0) return Status::Ok();
  std::vector<std::string> names;
  if (c != nullptr) {
    for (const ActionCardInfo& card : c->action_cards()) names.push_back(card.name);
  }
  return b.Fail(ref.pos, "expected an action card of data/ti4/action_cards.json, found \"" +
                             ref.title + "\"; nearest \"" + engine::ti4::Nearest(ref.title, names) +
                             "\"");
}

void PrintPlay(const Printer&, const VerbRow&, const Event& e, ScriptStep* step) {
  step->cards.push_back(Ref(CatalogName(e.card, false)));
}

// `uses [action] "ABILITY" [on "PLAYER"]`: a technology or faction ability, as a component
// action (arg 1) or at its own timing, against another player (target: player + 1).
Status ReadUse(const Binder& b, const VerbRow& row, Event* e) {
  const ScriptStep& step = b.step;
  // `uses "Leadership"`: a strategy card's primary shares the verb with abilities.
  if (step.qualifier.empty() && !step.cards.empty() && FindStrategyCard(step.cards[0].title) != 0) {
    e->kind = kTi4Strategic;
    return ReadStrategic(b, row, e);
  }
  e->kind = kTi4Ability;
  STARDATE_RETURN_IF_ERROR(b.Want(step.cards.size() == 1 && (!step.target || step.prep == "on"),
                                  step.verb_pos,
                                  "one ability: Alice uses \"Pillage\" on \"Bob\", or Alice "
                                  "uses action \"Stall Tactics\""));
  if (step.qualifier == "action") {
    e->arg = 1;
  } else if (!step.qualifier.empty()) {
    return b.Fail(step.verb_pos,
                  "expected 'action' or the ability, found '" + step.qualifier + "'");
  }
  const CardRef& ref = step.cards[0];
  const Ti4Catalog* c = BuiltInCatalog();
  if (c != nullptr) e->card = FindAbility(*c, ref.title);
  if (e->card == 0) {
    std::vector<std::string> names;
    for (const FactionAbility& a : kFactionAbilities) names.emplace_back(a.name);
    if (c != nullptr) {
      for (const TechInfo& t : c->techs()) names.push_back(t.name);
    }
    return b.Fail(ref.pos, "expected a technology or faction ability, found \"" + ref.title +
                               "\"; nearest \"" + engine::ti4::Nearest(ref.title, names) + "\"");
  }
  if (step.target) {
    auto other = b.Player(step.target->title, step.target->pos);
    if (!other.ok()) return other.status();
    e->target = static_cast<uint16_t>(*other + 1);
  }
  return Status::Ok();
}

void PrintUse(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  if (e.arg == 1) step->qualifier = "action";
  step->cards.push_back(Ref(CatalogName(e.card, true)));
  if (e.target >= 1 && e.target <= p.s.core().num_players) {
    step->prep = "on";
    step->target = Ref(p.s.PlayerLabel(static_cast<uint8_t>(e.target - 1)));
  }
}

// ---- The steps of a space combat and an invasion

// `step "start of a space combat round"`: the active player's tactical action reaches a step
// (rules/combat.h, kTacticalSteps) in the active system.
Status ReadStep(const Binder& b, const VerbRow&, Event* e) {
  e->arg = rules::FindTacticalStep(b.step.word);
  if (e->arg == 0) {
    std::vector<std::string> names(std::begin(rules::kTacticalSteps) + 1,
                                   std::end(rules::kTacticalSteps));
    return b.Fail(b.step.word_pos.line ? b.step.word_pos : b.step.verb_pos,
                  "expected a step of a space combat or an invasion, found \"" + b.step.word +
                      "\"; nearest \"" + engine::ti4::Nearest(b.step.word, names) + "\"");
  }
  if (b.s.core().phase == kAction) e->player = b.s.core().active;
  e->target = b.s.active_system();
  return Status::Ok();
}

void PrintStep(const Printer&, const VerbRow&, const Event& e, ScriptStep* step) {
  step->word = rules::TacticalStepName(e.arg);
}

constexpr std::string_view kCommodities = "the number of commodities";
constexpr std::string_view kPools = "three numbers (tactic, fleet and strategy pool)";
constexpr std::string_view kTransactNumbers =
    "four numbers (commodities and trade goods given, then commodities and trade goods "
    "received)";

// Game-level rows first; player rows in the order a misspelt verb's nearest is looked for. A row
// after another of the same kind is read only (printing takes the first).
// clang-format off
constexpr VerbRow kVerbTable[] = {
    {.verb = "phase", .game = true, .kind = EventKind::PHASE, .cards = "PHASE", .read = &ReadPhase,
     .print = &PrintPhase},
    {.verb = "turn", .game = true, .kind = EventKind::TURN, .cards = "PLAYER", .numbers = 1,
     .numbers_are = "the turn number", .read = &ReadTurn, .print = &PrintTurn},
    {.verb = "frontier", .game = true, .kind = kTi4Frontier, .cards = "SYSTEM",
     .read = &ReadFrontier, .print = &PrintFrontier},
    {.verb = "agenda", .game = true, .kind = kTi4Agenda, .numbers = 1,
     .numbers_are = "the agenda's number", .read = &ReadNumber, .print = &PrintNumber},
    {.verb = "reveal", .game = true, .kind = kTi4Reveal, .cards = "OBJECTIVE", .read = &ReadReveal,
     .print = &PrintReveal},

    // Before `places`, which reads past any word after the verb; printing takes this row.
    {.verb = "places", .qualifier = "by-ability", .kind = kTi4Place, .cards = "UNITS",
     .prep = "at|on", .read = &ReadPlace, .print = &PrintPlace},
    {.verb = "places", .kind = kTi4Place, .cards = "UNITS", .prep = "at|on", .read = &ReadPlace},
    {.verb = "activates", .kind = kTi4Activate, .cards = "SYSTEM", .read = &ReadActivate,
     .print = &PrintActivate},
    {.verb = "moves", .kind = kTi4Move, .cards = "UNITS from SYSTEM", .prep = "to",
     .read = &ReadMove, .print = &PrintMove},
    {.verb = "fights", .kind = kTi4Combat, .cards = "LOSSES", .prep = "at", .read = &ReadCombat,
     .print = &PrintCombat},
    {.verb = "wins", .kind = kTi4Combat, .cards = "LOSSES", .prep = "at", .read = &ReadCombat},
    {.verb = "commits", .kind = kTi4Land, .cards = "UNITS", .prep = "to", .read = &ReadCommit,
     .print = &PrintCommit},
    {.verb = "loses", .kind = kTi4Destroy, .cards = "UNITS", .prep = "at|on", .read = &ReadLoss,
     .print = &PrintLoss},
    {.verb = "gains", .qualifier = "trade-goods", .kind = kTi4Gain, .numbers = 1,
     .numbers_are = "the number of trade goods", .read = &ReadNumber, .print = &PrintNumber},
    // Whole rounds: before `gains PLANET`, whose placeholder takes any word.
    {.verb = "gains", .qualifier = "command-tokens", .kind = kTi4Tokens, .numbers = 3,
     .numbers_are = kPools, .read = &ReadPools, .print = &PrintPools},
    {.verb = "gains", .qualifier = "PLANET", .kind = kTi4Control, .cards = "PLANET",
     .read = &ReadControl, .print = &PrintPlanet},
    {.verb = "exhausts", .qualifier = "SPENDING", .kind = kTi4Exhaust, .cards = "PLANET",
     .read = &ReadExhaust, .print = &PrintExhaust},
    {.verb = "converts", .kind = kTi4Convert, .cards = "PLANET", .numbers = 1,
     .numbers_are = "the number of commodities converted", .read = &ReadConvert,
     .print = &PrintConvert},
    {.verb = "readies", .kind = kTi4Ready, .cards = "PLANETS", .read = &ReadPlanets,
     .print = &PrintPlanets},
    {.verb = "replenishes", .kind = kTi4Replenish, .numbers = 1, .numbers_are = kCommodities,
     .read = &ReadNumber, .print = &PrintNumber},
    {.verb = "returns", .kind = kTi4Return, .numbers = 1, .numbers_are = kCommodities,
     .read = &ReadNumber, .print = &PrintNumber},
    {.verb = "transacts", .kind = kTi4Transact, .cards = "PLAYER", .numbers = 4,
     .numbers_are = kTransactNumbers, .read = &ReadTransact, .print = &PrintTransact},
    {.verb = "votes", .kind = kTi4Vote, .cards = "PLANETS", .numbers = 2,
     .numbers_are = "the outcome and the number of votes", .read = &ReadVote, .print = &PrintVote},
    // A secret objective (ti4_round_verbs.cc): before `scores`, which reads past any qualifier.
    {.verb = "scores", .qualifier = "secret", .kind = kTi4SecretScore, .cards = "SECRET OBJECTIVE",
     .read = &ReadSecretScore, .print = &PrintSecretScore},
    {.verb = "scores", .kind = kTi4Score, .cards = "OBJECTIVE", .read = &ReadScore,
     .print = &PrintScore},
    {.verb = "concedes", .kind = EventKind::CONCEDE, .read = &ReadNothing},

    // ---- Whole rounds (ti4_round_verbs.cc)
    {.verb = "picks", .kind = kTi4Pick, .cards = "STRATEGY CARD", .read = &ReadPick,
     .print = &PrintPick},
    {.verb = "uses", .kind = kTi4Strategic, .cards = "STRATEGY CARD, CHOICES", .prep = "at|to",
     .read = &ReadUse, .print = &PrintStrategic},
    {.verb = "follows", .kind = kTi4Strategic, .cards = "STRATEGY CARD, PLANETS",
     .read = &ReadStrategic},
    {.verb = "passes", .qualifier = "round", .kind = kTi4Passed, .read = &ReadNothing},
    {.verb = "removes", .qualifier = "custodians", .kind = kTi4Custodians, .read = &ReadNothing},
    {.verb = "researches", .kind = kTi4Research, .cards = "TECHNOLOGY, PLANETS",
     .read = &ReadResearch, .print = &PrintResearch},
    {.verb = "redistributes", .kind = kTi4Pools, .numbers = 3, .numbers_are = kPools,
     .read = &ReadPools, .print = &PrintPools},
    // Response windows, action cards and abilities.
    {.verb = "resolves", .game = true, .kind = EventKind::RESOLVE, .read = &ReadResolve},
    {.verb = "passes", .kind = EventKind::PASS, .read = &ReadNothing},
    {.verb = "plays", .kind = kTi4Play, .cards = "ACTION CARD", .read = &ReadPlay,
     .print = &PrintPlay},
    {.verb = "draws", .qualifier = "action-cards", .kind = kTi4Draw, .numbers = 1,
     .numbers_are = "the number of action cards", .read = &ReadNumber, .print = &PrintNumber},
    {.verb = "discards", .qualifier = "action-cards", .kind = kTi4Discard, .numbers = 1,
     .numbers_are = "the number of action cards", .read = &ReadNumber, .print = &PrintNumber},
    {.verb = "uses", .qualifier = "WHEN", .kind = kTi4Ability, .cards = "ABILITY", .prep = "on",
     .read = &ReadUse, .print = &PrintUse},
    // ---- Status phase, production and ownership (ti4_round_verbs.cc)
    {.verb = "draws", .qualifier = "secret-objectives", .kind = kTi4SecretDraw, .numbers = 1,
     .numbers_are = "the number of secret objectives", .read = &ReadNumber,
     .print = &PrintNumber},
    {.verb = "spends", .qualifier = "trade-goods", .kind = kTi4Spend, .numbers = 1,
     .numbers_are = "the number of trade goods", .read = &ReadNumber, .print = &PrintNumber},
    // The steps of a space combat and an invasion.
    {.verb = "step", .game = true, .kind = kTi4Step, .cards = "STEP", .read = &ReadStep,
     .print = &PrintStep},
};
// clang-format on

}  // namespace

std::span<const VerbRow> VerbTable() { return kVerbTable; }

}  // namespace stardate::engine::ti4::script_binding
