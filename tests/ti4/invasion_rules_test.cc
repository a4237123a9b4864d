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
// findings as "LINE: RULE", LINE counted in `body` from 1.
struct Played {
  std::unique_ptr<GameState> state;
  std::vector<std::string> findings;
};
Played PlayScript(std::string_view body) {
  const std::string text = std::string(kHeader) + std::string(body);
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

TEST_CASE(
    "ti4.control.invasion: an uncommitted defender's PDS fires at space cannon defense before "
    "the invader establishes control",
    "[ti4][rules]") {
  // LRR's invasion: the commitment, then space cannon defense (Bob's PDS fires though no ground
  // forces of his are there), then establishing control, where the PDS is destroyed.
  Played p = PlayScript(R"(step "start of an invasion"
Alice commits "2 infantry" to "Lodor"
step "space cannon defense"
Alice loses "infantry" on "Lodor"
Alice gains "Lodor"
turn 2 Bob
)");
  CHECK(p.findings == V{});
  const uint16_t lodor = static_cast<uint16_t>(Ti4(p).FindPlanet("lodor"));
  CHECK(Ti4(p).Controller(lodor) == kAlice);
  CHECK(Ti4(p).OnPlanet(lodor, kBob, Unit::kPds) == 0);
  CHECK(Ti4(p).OnPlanet(lodor, kAlice, Unit::kInfantry) == 1);
}

}  // namespace
}  // namespace stardate::engine::ti4::test
