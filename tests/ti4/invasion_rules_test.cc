// An invasion's steps and the control it establishes (engine/ti4/rules/control.h; the base-rules
// sheet's invasion: bombardment, commit ground forces, space cannon defense, ground combat,
// establish control), played from scripts as a table writes them.
#include <string>
#include <vector>

#include "engine/script/script.h"
#include "engine/ti4/rules/control.h"
#include "engine/ti4/script/ti4_binding.h"
#include "engine/ti4/ti4_state.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

// Lodor (beside Jord on this map) held by Bob with a PDS and no ground forces; Alice's carrier
// and two infantry at Jord.
constexpr std::string_view kHeader = R"(stardate 1
game ti4
seed 12
randomness seed
meta map "18@0,0 109@1,-1 117@1,0 26@2,0 41@-1,1 111@-1,0 25@0,-1 01@2,-1 92@-2,1 16@0,-2"
meta speaker "Alice"
player Alice
  faction "Federation of Sol"
  home "01"
  commodity-value "4"
player Bob
  faction "Last Bastion"
  home "92"
  commodity-value "3"
player Carol
  faction "Emirates of Hacan"
  home "16"
  commodity-value "6"
---
frontier "The Watchtower"
frontier "Gravity Rift"
Alice places "2 cruisers", "carrier" at "Jord"
Alice places "2 infantry", "space dock" on "Jord"
Bob places "dreadnought", "2 destroyers", "carrier" at "Ordinian"
Bob gains "Revelation"
Bob places "2 infantry", "space dock" on "Ordinian"
Carol places "carrier", "2 destroyers", "2 infantry" at "Arretze"
Bob places "pds" on "Lodor"
Bob gains "Lodor"
phase strategy
phase action
turn 1 Alice
Alice activates "Lodor"
Alice moves "carrier from Jord", "2 infantry from Jord" to "Lodor"
)";

// The game after `body` (lines after kHeader's), each event checked before it is applied: the
// findings as "LINE: RULE", LINE counted in `body` from 1. `on_lodor`: Bob's units there.
struct Played {
  GameSetup setup;
  std::unique_ptr<GameState> state;
  std::vector<std::string> findings;
};
Played PlayScript(std::string_view body, std::string_view on_lodor = "\"pds\"") {
  std::string header(kHeader);
  const std::string pds = "Bob places \"pds\" on";
  header.replace(header.find(pds), pds.size(), "Bob places " + std::string(on_lodor) + " on");
  const std::string text = header + std::string(body);
  auto script = script::ParseScript(text, "invasion.sdgame");
  INFO(script.status().message());
  REQUIRE(script.ok());
  auto setup = kScriptBinding.setup_from_header(script->header, "invasion.sdgame", {});
  REQUIRE(setup.ok());
  auto state = NewTi4Game(*setup);
  REQUIRE(state.ok());
  int header_lines = 0;
  for (char c : kHeader) header_lines += c == '\n';
  Played out;
  out.setup = *setup;
  for (const script::ScriptStep& step : script->steps) {
    auto e = kScriptBinding.bind_step(**state, step, "invasion.sdgame");
    INFO(e.status().message());
    REQUIRE(e.ok());
    (*state)->Complete(&*e);
    for (const Violation& v : (*state)->Check(*e)) {
      const int line = static_cast<int>(step.pos.line) - header_lines;
      out.findings.push_back(std::to_string(line) + ": " + v.rule);
    }
    (*state)->Apply(*e);
  }
  out.state = std::move(*state);
  return out;
}

const Ti4State& Ti4(const Played& p) { return static_cast<const Ti4State&>(*p.state); }
uint16_t Lodor(const Played& p) { return static_cast<uint16_t>(Ti4(p).FindPlanet("lodor")); }

TEST_CASE(
    "ti4.control.invasion: an uncommitted defender's PDS fires at space cannon defense before "
    "the invader establishes control",
    "[ti4][rules]") {
  // LRR's invasion: the commitment, then space cannon defense (Bob's PDS fires though no ground
  // forces of his are there), then establishing control, where the PDS is destroyed.
  Played p = PlayScript(R"(step "start of an invasion"
Alice commits "2 infantry" to "Lodor"
step "space cannon defense"
  Bob passes
Alice loses "infantry" on "Lodor"
Alice gains "Lodor"
turn 2 Bob
)");
  CHECK(p.findings == V{});
  const uint16_t lodor = Lodor(p);
  CHECK(Ti4(p).Controller(lodor) == kAlice);
  CHECK(Ti4(p).OnPlanet(lodor, kBob, Unit::kPds) == 0);
  CHECK(Ti4(p).OnPlanet(lodor, kAlice, Unit::kInfantry) == 1);
}

TEST_CASE(
    "ti4.control.invasion: an invasion written in steps that goes on to the next turn without "
    "its control gain is a finding there, and the gain is taken as made",
    "[ti4][rules]") {
  Played p = PlayScript(R"(step "start of an invasion"
Alice commits "2 infantry" to "Lodor"
step "space cannon defense"
turn 2 Bob
)");
  CHECK(p.findings == V{"4: " + S(rules::kControlInvasion.id)});
  const uint16_t lodor = Lodor(p);
  CHECK(Ti4(p).Controller(lodor) == kAlice);
  CHECK(Ti4(p).OnPlanet(lodor, kBob, Unit::kPds) == 0);
  CHECK(p.state->Owed().empty());
}

TEST_CASE(
    "ti4.control.invasion: without written steps the gain is owed at once after the commitment",
    "[ti4][rules]") {
  // A log that writes no step has no space cannon defense window to wait for: the PDS's hit
  // written after the commitment comes after the gain it left out (taken as made then).
  Played late = PlayScript(R"(Alice commits "2 infantry" to "Lodor"
Alice loses "infantry" on "Lodor"
Alice gains "Lodor"
)");
  CHECK(late.findings ==
        V{"2: " + S(rules::kControlInvasion.id), "3: " + S(rules::kControlAlready.id)});
  Played made = PlayScript(R"(Alice commits "2 infantry" to "Lodor"
Alice gains "Lodor"
turn 2 Bob
)");
  CHECK(made.findings == V{});
}

TEST_CASE(
    "ti4.control.invasion: a ground combat written in steps ends its round before the invader "
    "establishes control",
    "[ti4][rules]") {
  const std::string steps = R"(step "start of an invasion"
Alice commits "2 infantry" to "Lodor"
step "space cannon defense"
step "start of a round of ground combat"
step "ground combat rolls"
Bob loses "infantry" on "Lodor"
step "end of a round of ground combat"
)";
  Played p = PlayScript(steps + "Alice gains \"Lodor\"\nturn 2 Bob\n", R"("infantry", "pds")");
  CHECK(p.findings == V{});
  CHECK(Ti4(p).Controller(Lodor(p)) == kAlice);
  // Left out, the gain is owed before the next turn, and the ground combat's own steps stand.
  Played left_out = PlayScript(steps + "turn 2 Bob\n", R"("infantry", "pds")");
  CHECK(left_out.findings == V{"8: " + S(rules::kControlInvasion.id)});
}

TEST_CASE(
    "ti4.control.planet: a PDS that destroys every committed infantry at space cannon defense "
    "leaves the planet with its controller",
    "[ti4][rules]") {
  Played p = PlayScript(R"(step "start of an invasion"
Alice commits "2 infantry" to "Lodor"
step "space cannon defense"
Alice loses "2 infantry" on "Lodor"
turn 2 Bob
)");
  CHECK(p.findings == V{});
  const uint16_t lodor = Lodor(p);
  CHECK(Ti4(p).Controller(lodor) == kBob);
  CHECK(Ti4(p).OnPlanet(lodor, kBob, Unit::kPds) == 1);
  CHECK(p.state->Owed().empty());
}

TEST_CASE("ti4 state: a control gain held for an invasion's steps survives a snapshot",
          "[ti4][rules]") {
  Played p = PlayScript(R"(step "start of an invasion"
Alice commits "2 infantry" to "Lodor"
step "space cannon defense"
)");
  REQUIRE(p.findings == V{});
  const std::string bytes = p.state->Serialize();
  auto restored = NewTi4Game(p.setup);
  REQUIRE(restored.ok());
  REQUIRE((*restored)->Restore(bytes, "snapshot").ok());
  CHECK((*restored)->Serialize() == bytes);
  const uint16_t lodor = Lodor(p);
  for (const GameState* s : {p.state.get(), restored->get()}) {
    CHECK(s->Owed().empty());
    Event gain = Table::Control(kAlice, lodor);
    CHECK(s->Check(gain).empty());
    CHECK(s->IsRequiredStep(gain));  // recorded as a step the rules require, as when owed
    Event turn = Table::Turn(kBob, 2);
    s->Complete(&turn);
    std::vector<std::string> found;
    for (const Violation& v : s->Check(turn)) found.push_back(v.rule);
    CHECK(found == V{S(rules::kControlInvasion.id)});
  }
}

}  // namespace
}  // namespace stardate::engine::ti4::test
