// The TI4 binding's reading and printing of steps, driven by the verb table (ti4_verbs.cc):
// systems, planets, players and unit phrases read by name, and every message about verbs listing
// the table's.
#include "engine/ti4/script/ti4_binding.h"

#include <algorithm>
#include <optional>
#include <string_view>

#include "engine/script/verb_table.h"
#include "engine/text.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/script/ti4_binding_internal.h"
#include "engine/ti4/ti4_data.h"
#include "engine/ti4/ti4_state.h"
#include "engine/ti4/units.h"

namespace stardate::engine::ti4::script_binding {
namespace {

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

Result<Event> Bind(const Binder& b) {
  Event e;
  const ScriptStep& step = b.step;
  const bool game = step.player.empty();
  if (game) {
    e.player = b.s.map().speaker;
  } else {
    auto who = b.Player(step.player, step.pos);
    if (!who.ok()) return who.status();
    e.player = *who;
  }
  for (const VerbRow& row : VerbTable()) {
    if (row.game != game || row.verb != step.verb) continue;
    // A row without a qualifier reads past any word after the verb.
    if (!row.qualifier.empty() && row.qualifier != step.qualifier &&
        !script::IsPlaceholder(row.qualifier)) {
      continue;
    }
    e.kind = row.kind;
    STARDATE_RETURN_IF_ERROR(row.read(b, row, &e));
    return e;
  }
  if (game) {
    std::string verbs;
    for (const std::string& v : script::VerbsOf(VerbTable(), true))
      verbs += (verbs.empty() ? "" : ", ") + v;
    return b.Fail(step.verb_pos, "expected a game step (" + verbs + "), found '" + step.verb + "'");
  }
  static const std::vector<std::string> kVerbs = script::VerbsOf(VerbTable(), false);
  return b.Fail(step.verb_pos, "expected a Twilight Imperium 4 verb, found '" + step.verb +
                                   "'; nearest '" + engine::ti4::Nearest(step.verb, kVerbs) + "'");
}

}  // namespace

std::string Trim(std::string s) {
  size_t a = s.find_first_not_of(' '), b = s.find_last_not_of(' ');
  return a == std::string::npos ? std::string() : s.substr(a, b - a + 1);
}

Result<uint16_t> Binder::System(const CardRef& ref) const {
  int sys = s.FindSystem(ref.title);
  if (sys >= 0) return static_cast<uint16_t>(sys + 1);
  std::vector<std::string> names;
  for (uint16_t i = 0; i < s.board().systems.size(); ++i) names.push_back(s.SystemName(i));
  return Fail(ref.pos, "expected a system on the map, found \"" + ref.title + "\"; nearest \"" +
                           engine::ti4::Nearest(ref.title, names) + "\"");
}

Result<uint16_t> Binder::Planet(const CardRef& ref) const {
  int p = s.FindPlanet(ref.title);
  if (p >= 0) return static_cast<uint16_t>(p + 1);
  std::vector<std::string> names;
  for (uint16_t i = 0; i < s.board().planets.size(); ++i) names.push_back(s.PlanetName(i));
  return Fail(ref.pos, "expected a planet or space station on the map, found \"" + ref.title +
                           "\"; nearest \"" + engine::ti4::Nearest(ref.title, names) + "\"");
}

Result<uint8_t> Binder::Player(const std::string& name, SourcePos pos) const {
  int p = s.FindPlayer(name);
  if (p >= 0) return static_cast<uint8_t>(p);
  std::vector<std::string> names;
  for (uint8_t i = 0; i < s.core().num_players; ++i) names.push_back(s.PlayerName(i));
  return Fail(pos, "expected a player, found '" + name + "'; nearest '" +
                       engine::ti4::Nearest(name, names) + "'");
}

Status Binder::Numbers(size_t n, std::string_view what) const {
  if (step.numbers.size() == n) return Status::Ok();
  return Fail(step.verb_pos, "'" + step.verb + "' takes " + std::string(what) + ", found " +
                                 std::to_string(step.numbers.size()) + " number(s)");
}

Status Binder::UnitsAtOrOn(High high, EventKind kind, Event* e) const {
  STARDATE_RETURN_IF_ERROR(Want(step.target.has_value() && (step.prep == "at" || step.prep == "on"),
                                step.verb_pos, "'at SYSTEM' or 'on PLANET' after the units"));
  auto units = Units(high, e->player);
  if (!units.ok()) return units.status();
  e->kind = kind;
  e->cards = *units;
  if (step.prep == "on") {
    auto planet = Planet(*step.target);
    if (!planet.ok()) return planet.status();
    e->card = *planet;
    e->target = static_cast<uint16_t>(s.board().planets[*planet - 1].system + 1);
  } else {
    auto sys = System(*step.target);
    if (!sys.ok()) return sys.status();
    e->target = *sys;
  }
  return Status::Ok();
}

Result<std::vector<uint16_t>> Binder::Units(High high, uint8_t owner_default,
                                            const std::vector<CardRef>& phrases) const {
  std::vector<uint16_t> out;
  for (const CardRef& ref : phrases) {
    auto p = ParseUnit(ref, file);
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

CardRef Ref(std::string title) {
  CardRef r;
  r.title = std::move(title);
  return r;
}

std::vector<CardRef> UnitPhrases(const std::vector<uint16_t>& packed, bool raw_types,
                                 const std::function<std::string(uint16_t)>& prefix,
                                 const std::function<std::string(uint16_t)>& suffix) {
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

Status RowNumbers(const Binder& b, const VerbRow& row) {
  return b.Numbers(static_cast<size_t>(row.numbers), row.numbers_are);
}

Result<Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                       const std::string& file_name) {
  const auto* s = dynamic_cast<const Ti4State*>(&state);
  if (s == nullptr) {
    return Error(file_name, step.pos, "a Twilight Imperium 4 step in another game");
  }
  Result<Event> e = Bind(Binder{*s, step, file_name});
  if (e.ok()) e->line = static_cast<uint32_t>(step.pos.line);  // findings cite the line
  return e;
}

ScriptStep StepForEvent(const engine::GameState& state, const Event& e) {
  ScriptStep step;
  const auto* s = dynamic_cast<const Ti4State*>(&state);
  if (s == nullptr) return step;
  for (const VerbRow& row : VerbTable()) {
    if (row.kind != e.kind) continue;
    if (!row.game) step.player = s->PlayerLabel(e.player);
    step.verb = std::string(row.verb);
    if (!row.qualifier.empty() && !script::IsPlaceholder(row.qualifier)) {
      step.qualifier = std::string(row.qualifier);
    }
    if (row.print != nullptr) row.print(Printer{*s}, row, e, &step);
    // Answers in an open window are written indented by its depth, as responses nest.
    const size_t depth = s->core().stack.size();
    const bool answer = e.kind == EventKind::PASS || e.kind == kTi4Play || e.kind == kTi4Ability ||
                        e.kind == kTi4Gain || e.kind == kTi4Convert || e.kind == kTi4Transact;
    if (e.kind == EventKind::RESOLVE && depth > 0) step.indent = static_cast<int>(depth - 1);
    if (answer) step.indent = static_cast<int>(depth);
    return step;
  }
  // A kind of the module the script has no verb for: its name.
  step.player = s->PlayerLabel(e.player);
  step.verb = state.NameOfKind(e.kind);
  return step;
}

}  // namespace stardate::engine::ti4::script_binding
