#include "engine/ti4/script/ti4_binding.h"

#include <algorithm>
#include <map>
#include <optional>
#include <string_view>

#include "engine/text.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/objectives.h"
#include "engine/ti4/ti4_setup.h"
#include "engine/ti4/ti4_state.h"
#include "engine/ti4/units.h"
#include "engine/script/binding.h"
#include "engine/script/suggest.h"
#include "engine/ti4/script/ti4_binding_internal.h"

namespace stardate::engine::ti4::script_binding {

using script::DidYouMean;
using script::JoinNames;
using script::Nearest;

namespace {

using engine::Event;
using engine::EventKind;
using engine::ti4::Ti4State;
using engine::ti4::Unit;

constexpr const char* kPhaseNames[] = {"setup", "strategy", "action", "status", "agenda"};
// A combat's phrase naming its winner: "won by Bob".
constexpr std::string_view kWonBy = "won by ";

std::string Trim(std::string s) {
  size_t a = s.find_first_not_of(' '), b = s.find_last_not_of(' ');
  return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

// A unit phrase: [OWNER ':'] [COUNT] UNIT [from SYSTEM].
struct UnitPhrase {
  std::string owner;
  int count = 1;
  Unit unit = Unit::kInfantry;
  std::string from;
};

Result<UnitPhrase> ParseUnit(const CardRef& ref, const std::string& file) {
  UnitPhrase p;
  std::string text = ref.title;
  if (size_t colon = text.find(':'); colon != std::string::npos) {
    p.owner = Trim(text.substr(0, colon));
    text = text.substr(colon + 1);
  }
  text = Trim(text);
  if (size_t from = engine::AsciiLower(text).find(" from "); from != std::string::npos) {
    p.from = Trim(text.substr(from + 6));
    text = Trim(text.substr(0, from));
  }
  size_t digits = 0;
  while (digits < text.size() && text[digits] >= '0' && text[digits] <= '9') ++digits;
  if (digits > 0) {
    if (digits > 3) return Error(file, ref.pos, "expected at most 999 units, found " + text);
    p.count = std::stoi(text.substr(0, digits));
    text = Trim(text.substr(digits));
  }
  std::string name = engine::AsciiLower(text);
  std::replace(name.begin(), name.end(), ' ', '-');
  std::vector<std::string> names;
  for (int u = 0; u < engine::ti4::kUnitTypes; ++u) {
    const auto& s = engine::ti4::kUnitStats[u];
    names.emplace_back(s.name);
    if (name == s.name || name == s.plural) {
      p.unit = static_cast<Unit>(u);
      if (p.count < 1) return Error(file, ref.pos, "expected a count of at least 1");
      return p;
    }
  }
  return Error(file, ref.pos,
               "expected a unit (infantry, mech, fighter, destroyer, cruiser, "
               "carrier, dreadnought, war sun, flagship, pds, space dock), found '" +
                   text + "'; nearest '" + engine::ti4::Nearest(name, names) + "'");
}

class Binder {
 public:
  Binder(const Ti4State& s, const ScriptStep& step, const std::string& file)
      : s_(s), step_(step), file_(file) {}

  Result<Event> Bind();

 private:
  Status Fail(SourcePos pos, const std::string& what) const { return Error(file_, pos, what); }

  Result<uint16_t> System(const CardRef& ref) const {
    int sys = s_.FindSystem(ref.title);
    if (sys >= 0) return static_cast<uint16_t>(sys + 1);
    std::vector<std::string> names;
    for (uint16_t i = 0; i < s_.board().systems.size(); ++i) names.push_back(s_.SystemName(i));
    return Fail(ref.pos, "expected a system on the map, found \"" + ref.title + "\"; nearest \"" +
                             engine::ti4::Nearest(ref.title, names) + "\"");
  }
  Result<uint16_t> Planet(const CardRef& ref) const {
    int p = s_.FindPlanet(ref.title);
    if (p >= 0) return static_cast<uint16_t>(p + 1);
    std::vector<std::string> names;
    for (uint16_t i = 0; i < s_.board().planets.size(); ++i) names.push_back(s_.PlanetName(i));
    return Fail(ref.pos, "expected a planet or space station on the map, found \"" + ref.title +
                             "\"; nearest \"" + engine::ti4::Nearest(ref.title, names) + "\"");
  }
  Result<uint8_t> Player(const std::string& name, SourcePos pos) const {
    int p = s_.FindPlayer(name);
    if (p >= 0) return static_cast<uint8_t>(p);
    std::vector<std::string> names;
    for (uint8_t i = 0; i < s_.core().num_players; ++i) names.push_back(s_.PlayerName(i));
    return Fail(pos, "expected a player, found '" + name + "'; nearest '" +
                         engine::ti4::Nearest(name, names) + "'");
  }
  Status Want(bool ok, SourcePos pos, const std::string& what) const {
    return ok ? Status::Ok() : Fail(pos, "expected " + what);
  }
  Status Numbers(size_t n, const std::string& what) const {
    if (step_.numbers.size() == n) return Status::Ok();
    return Fail(step_.verb_pos, "'" + step_.verb + "' takes " + what + ", found " +
                                    std::to_string(step_.numbers.size()) + " number(s)");
  }
  enum class High { kNone, kOwner, kFrom };  // see Units()
  // `PLAYER places|loses UNITS at SYSTEM|on PLANET`: the units (packed as Units() does, with
  // `high`) and where they are; e->player is set.
  Status UnitsAtOrOn(High high, EventKind kind, Event* e) const {
    STARDATE_RETURN_IF_ERROR(
        Want(step_.target.has_value() && (step_.prep == "at" || step_.prep == "on"), step_.verb_pos,
             "'at SYSTEM' or 'on PLANET' after the units"));
    auto units = Units(high, e->player);
    if (!units.ok()) return units.status();
    e->kind = kind;
    e->cards = *units;
    if (step_.prep == "on") {
      auto planet = Planet(*step_.target);
      if (!planet.ok()) return planet.status();
      e->card = *planet;
      e->target = static_cast<uint16_t>(s_.board().planets[*planet - 1].system + 1);
    } else {
      auto sys = System(*step_.target);
      if (!sys.ok()) return sys.status();
      e->target = *sys;
    }
    return Status::Ok();
  }
  // Units of `phrases` with owner `owner_default`; packs (high << 4 | type) per unit where high
  // is the owner (losses), the source system + 1 (moves) or 0 (placements).
  Result<std::vector<uint16_t>> Units(High high, uint8_t owner_default) const {
    return Units(high, owner_default, step_.cards);
  }
  Result<std::vector<uint16_t>> Units(High high, uint8_t owner_default,
                                      const std::vector<CardRef>& phrases) const {
    std::vector<uint16_t> out;
    for (const CardRef& ref : phrases) {
      auto p = ParseUnit(ref, file_);
      if (!p.ok()) return p.status();
      uint16_t h = 0;
      if (high == High::kOwner) {
        uint8_t owner = owner_default;
        if (!p->owner.empty()) {
          auto o = Player(p->owner, ref.pos);
          if (!o.ok()) return o.status();
          owner = *o;
        }
        h = owner;
      } else if (high == High::kFrom) {
        if (p->from.empty())
          return Fail(ref.pos, "expected '... from SYSTEM' in \"" + ref.title + "\"");
        CardRef sys = ref;
        sys.title = p->from;
        auto from = System(sys);
        if (!from.ok()) return from.status();
        h = *from;
      } else if (!p->owner.empty() || !p->from.empty()) {
        return Fail(ref.pos, "expected a unit and its count only, found \"" + ref.title + "\"");
      }
      for (int i = 0; i < p->count; ++i) out.push_back(engine::ti4::PackUnit(h, p->unit));
    }
    return out;
  }

  const Ti4State& s_;
  const ScriptStep& step_;
  const std::string& file_;
};

Result<Event> Binder::Bind() {
  Event e;
  const uint8_t speaker = s_.map().speaker;
  const std::string& verb = step_.verb;
  if (step_.player.empty()) {
    e.player = speaker;
    if (verb == "phase") {
      for (int i = 0; i < 5; ++i) {
        if (engine::AsciiLower(step_.word) == kPhaseNames[i]) {
          e.kind = EventKind::PHASE;
          e.arg = i;
          return e;
        }
      }
      return Fail(
          step_.word_pos.line ? step_.word_pos : step_.verb_pos,
          "expected a phase (strategy, action, status, agenda), found '" + step_.word + "'");
    }
    if (verb == "turn") {
      STARDATE_RETURN_IF_ERROR(Numbers(1, "the turn number"));
      auto p = Player(step_.word, step_.word_pos);
      if (!p.ok()) return p.status();
      e.kind = EventKind::TURN;
      e.player = *p;
      e.arg = static_cast<int32_t>(step_.numbers[0]);
      return e;
    }
    if (verb == "frontier") {
      CardRef ref{step_.word, 0, step_.word_pos};
      auto sys = System(ref);
      if (!sys.ok()) return sys.status();
      e.kind = engine::ti4::kTi4Frontier;
      e.target = *sys;
      return e;
    }
    if (verb == "agenda") {
      STARDATE_RETURN_IF_ERROR(Numbers(1, "the agenda's number"));
      e.kind = engine::ti4::kTi4Agenda;
      e.arg = static_cast<int32_t>(step_.numbers[0]);
      return e;
    }
    if (verb == "reveal") {
      for (size_t i = 0; i < engine::ti4::kObjectives.size(); ++i) {
        if (engine::AsciiLower(step_.word) ==
            engine::AsciiLower(std::string(engine::ti4::kObjectives[i].name))) {
          e.kind = engine::ti4::kTi4Reveal;
          e.card = static_cast<uint16_t>(i + 1);
          return e;
        }
      }
      return Fail(step_.word_pos,
                  "expected a public objective (Expand Borders, Corner the "
                  "Market, Subdue the Galaxy, Unify the Colonies), found '" +
                      step_.word + "'");
    }
    return Fail(step_.verb_pos,
                "expected a game step (phase, turn, frontier, agenda, reveal), "
                "found '" +
                    verb + "'");
  }
  auto who = Player(step_.player, step_.pos);
  if (!who.ok()) return who.status();
  e.player = *who;
  const bool has_target = step_.target.has_value();
  auto card0 = [&]() -> const CardRef& { return step_.cards[0]; };
  if (verb == "places") {
    STARDATE_RETURN_IF_ERROR(UnitsAtOrOn(High::kNone, engine::ti4::kTi4Place, &e));
    return e;
  }
  if (verb == "activates") {
    STARDATE_RETURN_IF_ERROR(Want(step_.cards.size() == 1 && !has_target, step_.verb_pos,
                                  "one system: Alice activates \"The Watchtower\""));
    auto sys = System(card0());
    if (!sys.ok()) return sys.status();
    e.kind = engine::ti4::kTi4Activate;
    e.target = *sys;
    return e;
  }
  if (verb == "moves") {
    STARDATE_RETURN_IF_ERROR(Want(has_target && step_.prep == "to" && !step_.cards.empty(),
                                  step_.verb_pos, "\"UNITS from SYSTEM\", ... to \"SYSTEM\""));
    auto units = Units(High::kFrom, e.player);
    if (!units.ok()) return units.status();
    auto sys = System(*step_.target);
    if (!sys.ok()) return sys.status();
    e.kind = engine::ti4::kTi4Move;
    e.cards = *units;
    e.target = *sys;
    return e;
  }
  if (verb == "fights" || verb == "wins") {
    STARDATE_RETURN_IF_ERROR(
        Want(has_target && step_.prep == "at", step_.verb_pos, "'at SYSTEM' after the losses"));
    // "won by PLAYER" among the phrases names the winner; the rest are the losses.
    std::vector<CardRef> losses;
    std::optional<CardRef> won_by;
    for (const CardRef& ref : step_.cards) {
      if (engine::AsciiLower(Trim(ref.title)).rfind(kWonBy, 0) != 0) {
        losses.push_back(ref);
      } else if (won_by.has_value()) {
        return Fail(ref.pos, "expected one \"won by PLAYER\", found a second");
      } else {
        won_by = ref;
      }
    }
    auto units = Units(High::kOwner, e.player, losses);
    if (!units.ok()) return units.status();
    auto sys = System(*step_.target);
    if (!sys.ok()) return sys.status();
    e.kind = engine::ti4::kTi4Combat;
    e.cards = *units;
    e.target = *sys;
    e.random = step_.random;
    if (verb == "wins") {
      STARDATE_RETURN_IF_ERROR(Want(step_.random.empty(), step_.verb_pos,
                                    "no dice after 'wins' (write 'fights ... random' for dice)"));
      STARDATE_RETURN_IF_ERROR(
          Want(!won_by.has_value(), won_by ? won_by->pos : step_.verb_pos,
               "no \"won by PLAYER\" after 'wins', whose player is the winner (write "
               "'fights \"won by PLAYER\", ...' when another player won)"));
      e.arg = e.player + 1;
    } else if (won_by.has_value()) {
      auto winner = Player(Trim(Trim(won_by->title).substr(kWonBy.size())), won_by->pos);
      if (!winner.ok()) return winner.status();
      e.arg = *winner + 1;
    }
    return e;
  }
  if (verb == "commits") {
    STARDATE_RETURN_IF_ERROR(
        Want(has_target && step_.prep == "to", step_.verb_pos, "\"UNITS\" to \"PLANET\""));
    auto units = Units(High::kNone, e.player);
    if (!units.ok()) return units.status();
    auto planet = Planet(*step_.target);
    if (!planet.ok()) return planet.status();
    e.kind = engine::ti4::kTi4Land;
    e.cards = *units;
    e.card = *planet;
    e.target = static_cast<uint16_t>(s_.board().planets[*planet - 1].system + 1);
    return e;
  }
  if (verb == "loses") {
    STARDATE_RETURN_IF_ERROR(UnitsAtOrOn(High::kOwner, engine::ti4::kTi4Destroy, &e));
    return e;
  }
  if (verb == "gains") {
    if (step_.qualifier == "trade-goods") {
      STARDATE_RETURN_IF_ERROR(Numbers(1, "the number of trade goods"));
      e.kind = engine::ti4::kTi4Gain;
      e.arg = static_cast<int32_t>(step_.numbers[0]);
      return e;
    }
    STARDATE_RETURN_IF_ERROR(Want(step_.cards.size() == 1 && step_.qualifier.empty(),
                                  step_.verb_pos,
                                  "a planet or station (Alice gains \"Tsion Station\") or "
                                  "'trade-goods N'"));
    auto planet = Planet(card0());
    if (!planet.ok()) return planet.status();
    e.kind = engine::ti4::kTi4Control;
    e.card = *planet;
    return e;
  }
  if (verb == "exhausts" || verb == "converts") {
    STARDATE_RETURN_IF_ERROR(
        Want(step_.cards.size() == 1, step_.verb_pos, "one planet or station"));
    auto planet = Planet(card0());
    if (!planet.ok()) return planet.status();
    e.card = *planet;
    if (verb == "converts") {
      STARDATE_RETURN_IF_ERROR(Numbers(1, "the number of commodities converted"));
      e.kind = engine::ti4::kTi4Convert;
      e.arg = static_cast<int32_t>(step_.numbers[0]);
      return e;
    }
    e.kind = engine::ti4::kTi4Exhaust;
    if (step_.qualifier == "influence") {
      e.arg = 1;
    } else if (!step_.qualifier.empty() && step_.qualifier != "resources") {
      return Fail(step_.verb_pos,
                  "expected 'resources' or 'influence', found '" + step_.qualifier + "'");
    }
    return e;
  }
  if (verb == "readies") {
    e.kind = engine::ti4::kTi4Ready;
    for (const CardRef& ref : step_.cards) {
      auto planet = Planet(ref);
      if (!planet.ok()) return planet.status();
      e.cards.push_back(*planet);
    }
    return e;
  }
  if (verb == "replenishes" || verb == "returns") {
    STARDATE_RETURN_IF_ERROR(Numbers(1, "the number of commodities"));
    e.kind = verb == "returns" ? engine::ti4::kTi4Return : engine::ti4::kTi4Replenish;
    e.arg = static_cast<int32_t>(step_.numbers[0]);
    return e;
  }
  if (verb == "transacts") {
    STARDATE_RETURN_IF_ERROR(Want(step_.cards.size() == 1, step_.verb_pos,
                                  "the other player: Alice transacts \"Carol\" 2 0 0 1"));
    STARDATE_RETURN_IF_ERROR(Numbers(4,
                                     "four numbers (commodities and trade goods given, then "
                                     "commodities and trade goods received)"));
    auto other = Player(card0().title, card0().pos);
    if (!other.ok()) return other.status();
    uint32_t packed = 0;
    for (int i = 0; i < 4; ++i) {
      int64_t v = step_.numbers[i];
      if (v < 0 || v > 255) return Fail(step_.verb_pos, "expected amounts from 0 to 255");
      packed |= static_cast<uint32_t>(v) << (8 * i);
    }
    e.kind = engine::ti4::kTi4Transact;
    e.target = static_cast<uint16_t>(*other + 1);
    e.arg = static_cast<int32_t>(packed);
    return e;
  }
  if (verb == "votes") {
    STARDATE_RETURN_IF_ERROR(Numbers(2, "the outcome and the number of votes"));
    e.kind = engine::ti4::kTi4Vote;
    for (const CardRef& ref : step_.cards) {
      auto planet = Planet(ref);
      if (!planet.ok()) return planet.status();
      e.cards.push_back(*planet);
    }
    e.target = static_cast<uint16_t>(std::clamp<int64_t>(step_.numbers[0], 0, 65535));
    e.arg = static_cast<int32_t>(step_.numbers[1]);
    return e;
  }
  if (verb == "scores") {
    STARDATE_RETURN_IF_ERROR(Want(step_.cards.size() == 1, step_.verb_pos, "one objective"));
    std::vector<std::string> names;
    for (size_t i = 0; i < engine::ti4::kObjectives.size(); ++i) {
      names.emplace_back(engine::ti4::kObjectives[i].name);
      if (engine::AsciiLower(card0().title) == engine::AsciiLower(names.back())) {
        e.kind = engine::ti4::kTi4Score;
        e.card = static_cast<uint16_t>(i + 1);
        return e;
      }
    }
    return Fail(card0().pos, "expected a public objective, found \"" + card0().title +
                                 "\"; nearest \"" + engine::ti4::Nearest(card0().title, names) +
                                 "\"");
  }
  if (verb == "concedes") {
    e.kind = EventKind::CONCEDE;
    return e;
  }
  static const std::vector<std::string> kVerbs = {
      "places",  "activates", "moves",    "fights",   "wins",    "commits",
      "loses",   "gains",     "exhausts", "converts", "readies", "replenishes",
      "returns", "transacts", "votes",    "scores",   "concedes"};
  return Fail(step_.verb_pos, "expected a Twilight Imperium 4 verb, found '" + verb +
                                  "'; nearest '" + engine::ti4::Nearest(verb, kVerbs) + "'");
}

CardRef Ref(std::string title) {
  CardRef r;
  r.title = std::move(title);
  return r;
}

// "2 cruisers" style phrases, one per run of equal units in `packed` (so Units() reads them
// back in the same order); `prefix(high)` adds the owner, `suffix(high)` the source.
template <typename Prefix, typename Suffix>
std::vector<CardRef> Phrases(const std::vector<uint16_t>& packed, bool raw_types, Prefix prefix,
                             Suffix suffix) {
  std::vector<CardRef> out;
  for (auto [key, n] : engine::ti4::UnitRuns(packed)) {
    int type = raw_types ? key : engine::ti4::PackedType(key);
    if (type >= engine::ti4::kUnitTypes) continue;
    const auto& s = engine::ti4::kUnitStats[type];
    std::string name(n == 1 ? s.name : s.plural);
    std::replace(name.begin(), name.end(), '-', ' ');
    uint16_t high = raw_types ? 0 : engine::ti4::PackedHigh(key);
    out.push_back(
        Ref(prefix(high) + (n == 1 ? "" : std::to_string(n) + " ") + name + suffix(high)));
  }
  return out;
}

}  // namespace

Result<Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                       const std::string& file_name) {
  const auto* s = dynamic_cast<const Ti4State*>(&state);
  if (s == nullptr) {
    return Error(file_name, step.pos, "a Twilight Imperium 4 step in another game");
  }
  Result<Event> e = Binder(*s, step, file_name).Bind();
  if (e.ok()) e->line = static_cast<uint32_t>(step.pos.line);  // findings cite the line
  return e;
}

ScriptStep StepForEvent(const engine::GameState& state, const Event& e) {
  ScriptStep step;
  const auto* s = dynamic_cast<const Ti4State*>(&state);
  if (s == nullptr) return step;
  auto none = [](uint16_t) { return std::string(); };
  auto sys = [&](uint16_t id) { return s->SystemName(static_cast<uint16_t>(id - 1)); };
  auto planet = [&](uint16_t id) { return s->PlanetName(static_cast<uint16_t>(id - 1)); };
  auto player = [&]() { step.player = s->PlayerLabel(e.player); };
  auto target = [&](const char* prep, std::string name) {
    step.prep = prep;
    step.target = Ref(std::move(name));
  };
  auto owner = [&](uint16_t high) { return s->PlayerLabel(static_cast<uint8_t>(high)) + ": "; };
  switch (e.kind) {
    case EventKind::PHASE:
      step.verb = "phase";
      step.word = e.arg >= 0 && e.arg < 5 ? kPhaseNames[e.arg] : "unknown";
      break;
    case EventKind::TURN:
      step.verb = "turn";
      step.numbers.push_back(e.arg);
      step.word = s->PlayerLabel(e.player);
      break;
    case engine::ti4::kTi4Frontier:
      step.verb = "frontier";
      step.word = sys(e.target);
      break;
    case engine::ti4::kTi4Agenda:
      step.verb = "agenda";
      step.numbers.push_back(e.arg);
      break;
    case engine::ti4::kTi4Reveal:
      step.verb = "reveal";
      if (e.card >= 1 && e.card <= engine::ti4::kObjectives.size()) {
        step.word = std::string(engine::ti4::kObjectives[e.card - 1].name);
      }
      break;
    case engine::ti4::kTi4Place:
      player();
      step.verb = "places";
      step.cards = Phrases(e.cards, true, none, none);
      if (e.card) {
        target("on", planet(e.card));
      } else {
        target("at", sys(e.target));
      }
      break;
    case engine::ti4::kTi4Activate:
      player();
      step.verb = "activates";
      step.cards.push_back(Ref(sys(e.target)));
      break;
    case engine::ti4::kTi4Move:
      player();
      step.verb = "moves";
      step.cards =
          Phrases(e.cards, false, none, [&](uint16_t from) { return " from " + sys(from); });
      target("to", sys(e.target));
      break;
    case engine::ti4::kTi4Combat: {
      player();
      target("at", sys(e.target));
      step.verb = "fights";
      step.random = e.random;
      // With dice, the losses and the winner usually follow from them: the line leaves them
      // out when the event completed from the dice alone is `e` (as it is when recorded).
      Event bare = e;
      bare.cards.clear();
      bare.arg = 0;
      s->Complete(&bare);
      if (!e.random.empty() && bare == e) break;
      step.cards = Phrases(e.cards, false, owner, none);
      if (e.arg == 0) break;
      if (e.arg == e.player + 1 && e.random.empty()) {
        step.verb = "wins";
      } else {
        const std::string winner = e.arg <= s->core().num_players
                                       ? s->PlayerLabel(static_cast<uint8_t>(e.arg - 1))
                                       : "player " + std::to_string(e.arg);
        step.cards.insert(step.cards.begin(), Ref(std::string(kWonBy) + winner));
      }
      break;
    }
    case engine::ti4::kTi4Land:
      player();
      step.verb = "commits";
      step.cards = Phrases(e.cards, true, none, none);
      target("to", planet(e.card));
      break;
    case engine::ti4::kTi4Destroy:
      player();
      step.verb = "loses";
      step.cards = Phrases(
          e.cards, false,
          [&](uint16_t high) { return high == e.player ? std::string() : owner(high); }, none);
      if (e.card) {
        target("on", planet(e.card));
      } else {
        target("at", sys(e.target));
      }
      break;
    case engine::ti4::kTi4Control:
      player();
      step.verb = "gains";
      step.cards.push_back(Ref(planet(e.card)));
      break;
    case engine::ti4::kTi4Gain:
      player();
      step.verb = "gains";
      step.qualifier = "trade-goods";
      step.numbers.push_back(e.arg);
      break;
    case engine::ti4::kTi4Exhaust:
      player();
      step.verb = "exhausts";
      step.qualifier = e.arg == 1 ? "influence" : "resources";
      step.cards.push_back(Ref(planet(e.card)));
      break;
    case engine::ti4::kTi4Convert:
      player();
      step.verb = "converts";
      step.cards.push_back(Ref(planet(e.card)));
      step.numbers.push_back(e.arg);
      break;
    case engine::ti4::kTi4Ready:
      player();
      step.verb = "readies";
      for (uint16_t id : e.cards) step.cards.push_back(Ref(planet(id)));
      break;
    case engine::ti4::kTi4Replenish:
    case engine::ti4::kTi4Return:
      player();
      step.verb = e.kind == engine::ti4::kTi4Return ? "returns" : "replenishes";
      step.numbers.push_back(e.arg);
      break;
    case engine::ti4::kTi4Transact:
      player();
      step.verb = "transacts";
      step.cards.push_back(Ref(s->PlayerLabel(static_cast<uint8_t>(e.target - 1))));
      for (int i = 0; i < 4; ++i)
        step.numbers.push_back((static_cast<uint32_t>(e.arg) >> (8 * i)) & 0xff);
      break;
    case engine::ti4::kTi4Vote:
      player();
      step.verb = "votes";
      for (uint16_t id : e.cards) step.cards.push_back(Ref(planet(id)));
      step.numbers.push_back(e.target);
      step.numbers.push_back(e.arg);
      break;
    case engine::ti4::kTi4Score:
      player();
      step.verb = "scores";
      if (e.card >= 1 && e.card <= engine::ti4::kObjectives.size()) {
        step.cards.push_back(Ref(std::string(engine::ti4::kObjectives[e.card - 1].name)));
      }
      break;
    case EventKind::CONCEDE:
      player();
      step.verb = "concedes";
      break;
    default:
      player();
      step.verb = state.NameOfKind(e.kind);
      break;
  }
  return step;
}

}  // namespace stardate::engine::ti4::script_binding
