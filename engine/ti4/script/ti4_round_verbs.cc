// The verbs of the whole round (engine/ti4/ti4_round.h): picking strategy cards, strategic
// actions and their secondaries, passing and command tokens. Their rows are in the verb table
// (ti4_verbs.cc); samples/ti4/README.md describes them for judges.
#include "engine/text.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/script/ti4_binding_internal.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_round.h"

namespace stardate::engine::ti4::script_binding {
namespace {

Result<uint16_t> StrategyCard(const Binder& b, const CardRef& ref) {
  const uint16_t card = FindStrategyCard(ref.title);
  if (card != 0) return card;
  std::vector<std::string> names;
  for (uint16_t c = 1; c <= kStrategyCards; ++c) names.push_back(StrategyCardName(c));
  return b.Fail(ref.pos, "expected a strategy card, found \"" + ref.title + "\"; nearest \"" +
                             engine::ti4::Nearest(ref.title, names) + "\"");
}

// The three pools' numbers (tactic, fleet, strategy) packed a byte each.
Status PackPools(const Binder& b, const VerbRow& row, Event* e) {
  STARDATE_RETURN_IF_ERROR(RowNumbers(b, row));
  uint32_t packed = 0;
  for (int i = 0; i < 3; ++i) {
    const int64_t v = b.step.numbers[i];
    if (v < 0 || v > 16) return b.Fail(b.step.verb_pos, "expected pools of 0 to 16 tokens");
    packed |= static_cast<uint32_t>(v) << (8 * i);
  }
  e->arg = static_cast<int32_t>(packed);
  return Status::Ok();
}

}  // namespace

Status ReadPick(const Binder& b, const VerbRow&, Event* e) {
  STARDATE_RETURN_IF_ERROR(b.Want(b.step.cards.size() == 1 && !b.step.target.has_value(),
                                  b.step.verb_pos, "one strategy card: Alice picks \"Trade\""));
  auto card = StrategyCard(b, b.step.cards[0]);
  if (!card.ok()) return card.status();
  e->card = *card;
  return Status::Ok();
}

void PrintPick(const Printer&, const VerbRow&, const Event& e, ScriptStep* step) {
  step->cards.push_back(Ref(StrategyCardName(e.card)));
}

// PLAYER uses|follows "CARD", then what the ability names: planets readied (Diplomacy),
// players chosen (Trade's primary); `at "SYSTEM"` (Diplomacy, Warfare) or `to "PLAYER"`
// (Politics' new speaker).
Status ReadStrategic(const Binder& b, const VerbRow& row, Event* e) {
  const ScriptStep& step = b.step;
  STARDATE_RETURN_IF_ERROR(
      b.Want(!step.cards.empty(), step.verb_pos, "a strategy card: Alice uses \"Leadership\""));
  auto card = StrategyCard(b, step.cards[0]);
  if (!card.ok()) return card.status();
  e->card = *card;
  e->arg = row.verb == "follows" ? 1 : 0;
  const bool players = *card == kTrade && e->arg == 0;
  for (size_t i = 1; i < step.cards.size(); ++i) {
    if (players) {
      auto p = b.Player(step.cards[i].title, step.cards[i].pos);
      if (!p.ok()) return p.status();
      e->cards.push_back(static_cast<uint16_t>(*p + 1));
    } else {
      auto planet = b.Planet(step.cards[i]);
      if (!planet.ok()) return planet.status();
      e->cards.push_back(*planet);
    }
  }
  if (step.prep == "at") {
    auto sys = b.System(*step.target);
    if (!sys.ok()) return sys.status();
    e->target = *sys;
  } else if (step.prep == "to") {
    auto p = b.Player(step.target->title, step.target->pos);
    if (!p.ok()) return p.status();
    e->target = static_cast<uint16_t>(*p + 1);
  } else if (!step.prep.empty()) {
    return b.Fail(step.verb_pos, "expected 'at \"SYSTEM\"' or 'to \"PLAYER\"' after the card");
  }
  return Status::Ok();
}

void PrintStrategic(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  if (e.arg == 1) step->verb = "follows";
  step->cards.push_back(Ref(StrategyCardName(e.card)));
  const bool players = e.card == kTrade && e.arg == 0;
  for (uint16_t id : e.cards) {
    step->cards.push_back(
        Ref(players ? p.s.PlayerLabel(static_cast<uint8_t>(id - 1)) : p.Planet(id)));
  }
  if (e.target == 0) return;
  if (e.card == kPolitics) {
    step->prep = "to";
    step->target = Ref(p.s.PlayerLabel(static_cast<uint8_t>(e.target - 1)));
  } else {
    step->prep = "at";
    step->target = Ref(p.System(e.target));
  }
}

// PLAYER researches "TECHNOLOGY"[, "PLANET", ...]: the planets exhausted for their
// technology specialties.
Status ReadResearch(const Binder& b, const VerbRow&, Event* e) {
  const ScriptStep& step = b.step;
  STARDATE_RETURN_IF_ERROR(b.Want(!step.cards.empty() && !step.target.has_value(), step.verb_pos,
                                  "a technology: Alice researches \"Gravity Drive\""));
  const int tech = FindTechnology(step.cards[0].title);
  if (tech < 0) {
    return b.Fail(step.cards[0].pos,
                  "expected a technology of data/ti4/technologies.json, found \"" +
                      step.cards[0].title + "\"");
  }
  e->card = static_cast<uint16_t>(tech + 1);
  for (size_t i = 1; i < step.cards.size(); ++i) {
    auto planet = b.Planet(step.cards[i]);
    if (!planet.ok()) return planet.status();
    e->cards.push_back(*planet);
  }
  return Status::Ok();
}

void PrintResearch(const Printer& p, const VerbRow&, const Event& e, ScriptStep* step) {
  step->cards.push_back(Ref(TechnologyName(e.card)));
  for (uint16_t id : e.cards) step->cards.push_back(Ref(p.Planet(id)));
}

Status ReadPools(const Binder& b, const VerbRow& row, Event* e) { return PackPools(b, row, e); }

void PrintPools(const Printer&, const VerbRow&, const Event& e, ScriptStep* step) {
  for (int i = 0; i < 3; ++i) step->numbers.push_back((e.arg >> (8 * i)) & 0xff);
}

Status ReadSecretScore(const Binder& b, const VerbRow&, Event* e) {
  STARDATE_RETURN_IF_ERROR(
      b.Want(b.step.cards.size() == 1 && !b.step.target.has_value(), b.step.verb_pos,
             "one secret objective: Alice scores secret \"Mine Rare Metals\""));
  const CardRef& ref = b.step.cards[0];
  e->card = FindSecretObjective(ref.title);
  if (e->card != 0) return Status::Ok();
  std::vector<std::string> names;
  for (const ObjectiveInfo* o : SecretObjectives()) names.push_back(o->name);
  return b.Fail(ref.pos, "expected a secret objective, found \"" + ref.title + "\"; nearest \"" +
                             engine::ti4::Nearest(ref.title, names) + "\"");
}

void PrintSecretScore(const Printer&, const VerbRow&, const Event& e, ScriptStep* step) {
  step->cards.push_back(Ref(SecretObjectiveName(e.card)));
}

}  // namespace stardate::engine::ti4::script_binding
