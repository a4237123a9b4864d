// TI4 script lines bound to events and back (engine/ti4/script/ti4_binding.h), and the samples in
// samples/ti4/ played through the module.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>
#include <sstream>

#include "engine/rule_catalogue.h"
#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/rules/table.h"
#include "engine/ti4/ti4_state.h"
#include "engine/script/script.h"
#include "engine/ti4/script/ti4_binding.h"
#include "engine/ti4/script/ti4_binding_internal.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::script {
namespace {

// The TI4 binding's four functions, as the recorder calls them.
Result<engine::GameSetup> Ti4SetupFromHeader(const ScriptHeader& header, const std::string& path,
                                             const std::vector<std::string>& pool) {
  return engine::ti4::kScriptBinding.setup_from_header(header, path, pool);
}
ScriptHeader Ti4HeaderForSetup(const engine::GameSetup& setup) {
  return engine::ti4::kScriptBinding.header_for_setup(setup);
}
Result<engine::Event> BindTi4Step(const engine::GameState& state, const ScriptStep& step,
                                  const std::string& file) {
  return engine::ti4::kScriptBinding.bind_step(state, step, file);
}
ScriptStep Ti4StepForEvent(const engine::GameState& state, const engine::Event& e) {
  return engine::ti4::kScriptBinding.step_for_event(state, e);
}

std::string Read(const std::string& relative) {
  std::ifstream in(std::string(STARDATE_SOURCE_DIR) + "/" + relative, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

struct Played {
  std::unique_ptr<engine::GameState> state;
  std::vector<std::string> findings;  // "LINE rule: detail"
  Status status;
};

// Records a script the way the recorder does: every step bound, completed, checked, applied;
// required steps the script leaves out are checked as the engine names them.
Played Play(const std::string& text, const std::string& name) {
  Played out;
  auto script = ParseScript(text, name);
  if (!script.ok()) {
    out.status = script.status();
    return out;
  }
  auto setup = Ti4SetupFromHeader(script->header, name, {});
  if (!setup.ok()) {
    out.status = setup.status();
    return out;
  }
  auto state = engine::ti4::NewTi4Game(*setup);
  if (!state.ok()) {
    out.status = state.status();
    return out;
  }
  out.state = std::move(*state);
  for (const ScriptStep& step : script->steps) {
    auto e = BindTi4Step(*out.state, step, name);
    if (!e.ok()) {
      out.status = e.status();
      return out;
    }
    e->line = static_cast<uint32_t>(step.pos.line);
    out.state->Complete(&*e);
    for (const engine::Violation& v : out.state->Check(*e)) {
      out.findings.push_back(std::to_string(step.pos.line) + " " + v.rule + ": " + v.detail);
    }
    // The step printed back binds to the same event.
    ScriptStep back = Ti4StepForEvent(*out.state, *e);
    auto again = ParseScript(FormatHeader(script->header) + FormatStep(back) + "\n", name);
    INFO(again.status().message());
    REQUIRE(again.ok());
    REQUIRE(again->steps.size() == 1);
    auto rebound = BindTi4Step(*out.state, again->steps[0], name);
    INFO(FormatStep(back));
    REQUIRE(rebound.ok());
    rebound->line = e->line;
    out.state->Complete(&*rebound);
    CHECK(*rebound == *e);
    out.state->Apply(*e);
  }
  return out;
}

// `p` played to its end without a finding.
void RequireClean(const Played& p) {
  INFO(p.status.message());
  REQUIRE(p.status.ok());
  std::string all;
  for (const std::string& f : p.findings) all += f + "\n";
  INFO(all);
  CHECK(p.findings.empty());
}

TEST_CASE("ti4 binding: the contested-station sample plays without a finding", "[ti4][binding]") {
  Played p = Play(Read("samples/ti4/contested_station.sdgame"), "contested_station.sdgame");
  RequireClean(p);
  const auto& s = dynamic_cast<const engine::ti4::Ti4State&>(*p.state);
  // The Watchtower went Alice, Bob (after the reported combat), Alice (after the rolled one).
  CHECK(s.Controller(static_cast<uint16_t>(s.FindPlanet("The Watchtower"))) == 0);
  CHECK(s.CommodityValue(0) == 5);
  CHECK(s.player(0).commodities == 5);
  CHECK(s.CommodityValue(1) == 4);
  CHECK(s.InSpace(static_cast<uint16_t>(s.FindSystem("The Watchtower")), 1,
                  engine::ti4::Unit::kDestroyer) == 0);
  // A system is found by its name, its tile id, or "tile ID" (how a tile without a name is
  // dumped), so every dumped system name binds back.
  const int watch = s.FindSystem("The Watchtower");
  REQUIRE(watch >= 0);
  const std::string id = s.board().systems[static_cast<size_t>(watch)].info->id;
  CHECK(s.FindSystem(id) == watch);
  CHECK(s.FindSystem("tile " + id) == watch);
  CHECK(s.FindSystem("Tile " + id) == watch);
  CHECK(s.FindSystem("tile 99999") == -1);
  // The same script gives the same state, byte for byte.
  Played again = Play(Read("samples/ti4/contested_station.sdgame"), "contested_station.sdgame");
  REQUIRE(again.status.ok());
  CHECK(again.state->Hash() == p.state->Hash());
}

TEST_CASE("ti4 binding: the stations-trade sample plays without a finding", "[ti4][binding]") {
  Played p = Play(Read("samples/ti4/stations_trade.sdgame"), "stations_trade.sdgame");
  RequireClean(p);
  const auto& s = dynamic_cast<const engine::ti4::Ti4State&>(*p.state);
  // Bob took Oluz Station from Carol: three stations, value 6; Carol back to 6 commodities.
  CHECK(s.StationsControlled(1) == 3);
  CHECK(s.CommodityValue(1) == 6);
  CHECK(s.CommodityValue(2) == 6);
  CHECK(s.player(2).commodities == 6);
  // Alice's trade goods: 1 from Bob's commodity and 2 converted, none gained from the supply.
  CHECK(s.player(0).trade_goods == 3);
  CHECK(s.player(0).trade_goods_converted == 2);
  CHECK(s.player(0).trade_goods_gained == 0);
}

TEST_CASE("ti4 binding: a bad line names the line, column and the nearest valid choice",
          "[ti4][binding]") {
  const std::string header = Read("samples/ti4/contested_station.sdgame");
  const std::string head = header.substr(0, header.find("---\n") + 4);
  auto first_error = [&](const std::string& body) {
    Played p = Play(head + body, "g.sdgame");
    return p.status.message();
  };
  CHECK(first_error("frontier \"The Watchtowr\"\n")
            .find(":10: expected a system on the map, found \"The Watchtowr\"; nearest \"The "
                  "Watchtower\"") != std::string::npos);
  CHECK(first_error("Alice plces \"cruiser\" at \"Jord\"\n")
            .find("expected a Twilight Imperium 4 verb, found 'plces'; nearest 'places'") !=
        std::string::npos);
  CHECK(first_error("Alice places \"2 cruisors\" at \"Jord\"\n").find("found '2 cruisors'") ==
        std::string::npos);
  CHECK(first_error("Alice places \"2 cruisors\" at \"Jord\"\n")
            .find("found 'cruisors'; nearest 'cruiser'") != std::string::npos);
  CHECK(first_error("Alice moves \"2 cruisers\" to \"Mecatol Rex\"\n")
            .find("expected '... from SYSTEM' in \"2 cruisers\"") != std::string::npos);
  CHECK(first_error("Alice transacts \"Carl\" 1 0 0 0\n")
            .find("expected a player, found 'Carl'; nearest 'Carol'") != std::string::npos);
}

// The sample's header with `body` after it.
std::string WithBody(const std::string& body) {
  const std::string text = Read("samples/ti4/contested_station.sdgame");
  return text.substr(0, text.find("---\n") + 4) + body;
}

// The line `dump` prints for the event the last line of `body` records.
std::string DumpedLastLine(const std::string& body) {
  auto script = ParseScript(WithBody(body), "g.sdgame");
  REQUIRE(script.ok());
  auto setup = Ti4SetupFromHeader(script->header, "g.sdgame", {});
  REQUIRE(setup.ok());
  auto state = engine::ti4::NewTi4Game(*setup);
  REQUIRE(state.ok());
  std::string line;
  for (const ScriptStep& step : script->steps) {
    auto e = BindTi4Step(**state, step, "g.sdgame");
    INFO(e.status().message());
    REQUIRE(e.ok());
    (*state)->Complete(&*e);
    line = FormatStep(Ti4StepForEvent(**state, *e));
    (*state)->Apply(*e);
  }
  return line;
}

TEST_CASE("ti4 binding: units written apart dump apart, in the event's order, and bind back",
          "[ti4][binding]") {
  // A production of a fighter, a cruiser and a fighter is not "2 fighters, cruiser": the
  // event keeps the order written, and so must its line.
  const std::string places =
      "Alice places \"fighter\", \"cruiser\", \"fighter\" at \"Jord - Sol\"\n";
  CHECK(DumpedLastLine(places) == places.substr(0, places.size() - 1));
  const std::string loses =
      "Alice loses \"2 cruisers\", \"Bob: fighter\", \"cruiser\" at \"Jord - Sol\"\n";
  CHECK(DumpedLastLine("Alice places \"3 cruisers\" at \"Jord\"\n"
                       "Bob places \"fighter\" at \"Jord\"\n" +
                       loses) == loses.substr(0, loses.size() - 1));
  // Play() binds every dumped line again and compares the events.
  Played p = Play(WithBody(places + "Alice moves \"cruiser from Jord\", \"carrier from Jord\", "
                                    "\"cruiser from Jord\" to \"Mecatol Rex\"\n"),
                  "g.sdgame");
  INFO(p.status.message());
  CHECK(p.status.ok());
}

TEST_CASE("ti4 binding: a reported combat another player won dumps with its winner and binds back",
          "[ti4][binding]") {
  const std::string before =
      "frontier \"The Watchtower\"\nfrontier \"Gravity Rift\"\n"
      "Bob places \"destroyer\" at \"The Watchtower\"\n"
      "Bob gains \"The Watchtower\"\n"
      "Alice places \"2 cruisers\" at \"Jord\"\n"
      "phase strategy\nphase action\nturn 1 Alice\n"
      "Alice activates \"The Watchtower\"\n"
      "Alice moves \"2 cruisers from Jord\" to \"The Watchtower\"\n";
  // Alice, the attacker, writes the combat Bob won: the line names him.
  const std::string lost =
      "Alice fights \"won by Bob\", \"Alice: 2 cruisers\" at \"The Watchtower\"";
  CHECK(DumpedLastLine(before + lost + "\n") == lost);
  // Losses with dice that do not give them, and a winner, are kept as written.
  const std::string both =
      "Alice fights \"won by Alice\", \"Bob: destroyer\" at \"The Watchtower\" random 1,1,1";
  CHECK(DumpedLastLine(before + both + "\n") == both);
  const std::string none =
      "Alice fights \"Alice: 2 cruisers\", \"Bob: destroyer\" at \"The Watchtower\"";
  CHECK(DumpedLastLine(before + none + "\n") == none);
  CHECK(DumpedLastLine(before + "Bob wins \"Alice: 2 cruisers\" at \"The Watchtower\"\n") ==
        "Bob wins \"Alice: 2 cruisers\" at \"The Watchtower\"");
  // Dice alone: the losses and the winner follow from them.
  CHECK(DumpedLastLine(before + "Alice fights at \"The Watchtower\"\n")
            .find("Alice fights at \"The Watchtower\" random ") == 0);
  Played p = Play(WithBody(before + lost + "\n"), "g.sdgame");
  RequireClean(p);
  const auto& s = dynamic_cast<const engine::ti4::Ti4State&>(*p.state);
  CHECK(s.InSpace(static_cast<uint16_t>(s.FindSystem("The Watchtower")), 0,
                  engine::ti4::Unit::kCruiser) == 0);
}

TEST_CASE("ti4 binding: an event naming no player of the game, from a damaged log, still dumps",
          "[ti4][binding]") {
  auto script = ParseScript(WithBody(""), "g.sdgame");
  REQUIRE(script.ok());
  auto setup = Ti4SetupFromHeader(script->header, "g.sdgame", {});
  REQUIRE(setup.ok());
  auto state = engine::ti4::NewTi4Game(*setup);
  REQUIRE(state.ok());
  engine::Event e;
  e.kind = engine::ti4::kTi4Combat;
  e.player = 0;
  e.target = 3;  // the Watchtower
  e.cards = {engine::ti4::PackUnit(7, engine::ti4::Unit::kCruiser)};
  e.arg = 9;
  CHECK(FormatStep(Ti4StepForEvent(**state, e)) ==
        "Alice fights \"won by player 9\", \"player 7: cruiser\" at \"The Watchtower\"");
  e.kind = engine::ti4::kTi4Destroy;
  e.player = 5;
  CHECK(FormatStep(Ti4StepForEvent(**state, e)).find("\"player 7: cruiser\" at") !=
        std::string::npos);
}

TEST_CASE("ti4 binding: a combat's winner is named once, and not after 'wins'", "[ti4][binding]") {
  const std::string before = "Bob places \"destroyer\" at \"The Watchtower\"\n";
  auto error = [&](const std::string& line) {
    return Play(WithBody(before + line + "\n"), "g.sdgame").status.message();
  };
  CHECK(error("Alice wins \"won by Bob\" at \"The Watchtower\"")
            .find("no \"won by PLAYER\" after 'wins'") != std::string::npos);
  CHECK(error("Alice fights \"won by Bob\", \"won by Alice\" at \"The Watchtower\"")
            .find("expected one \"won by PLAYER\", found a second") != std::string::npos);
  CHECK(error("Alice fights \"won by Bobby\" at \"The Watchtower\"")
            .find("expected a player, found 'Bobby'; nearest 'Bob'") != std::string::npos);
}

TEST_CASE("ti4 binding: the header needs the map and each player's faction lines",
          "[ti4][binding]") {
  const std::string text = Read("samples/ti4/contested_station.sdgame");
  std::string no_map = text;
  no_map.erase(no_map.find("meta map"),
               no_map.find('\n', no_map.find("meta map")) - no_map.find("meta map") + 1);
  CHECK(Play(no_map, "g.sdgame").status.message().find("a ti4 game needs its map") !=
        std::string::npos);
  std::string bad_tile = text;
  bad_tile.replace(bad_tile.find("117@1,0"), 7, "1177@1,0");
  CHECK(Play(bad_tile, "g.sdgame")
            .status.message()
            .find("map tile 3 ('1177' at 1,0): expected a tile id of data/ti4/systems.ts, nearest "
                  "'117'") != std::string::npos);
  std::string no_home = text;
  no_home.erase(no_home.find("  home \"92\"\n"), 12);
  CHECK(
      Play(no_home, "g.sdgame")
          .status.message()
          .find("player Bob needs 'faction \"NAME\"', 'home \"TILE\"' and 'commodity-value \"N\"' "
                "lines") != std::string::npos);
}

TEST_CASE("ti4 binding: the header printed back reads as the same setup", "[ti4][binding]") {
  auto script = ParseScript(Read("samples/ti4/contested_station.sdgame"), "c.sdgame");
  REQUIRE(script.ok());
  auto setup = Ti4SetupFromHeader(script->header, "c.sdgame", {});
  REQUIRE(setup.ok());
  ScriptHeader back = Ti4HeaderForSetup(*setup);
  auto reread = ParseScript(FormatHeader(back), "c.sdgame");
  REQUIRE(reread.ok());
  auto again = Ti4SetupFromHeader(reread->header, "c.sdgame", {});
  REQUIRE(again.ok());
  CHECK(again->module_header == setup->module_header);
  CHECK(again->players == setup->players);
  CHECK(again->meta == setup->meta);
}

TEST_CASE("ti4 casebook: each illegal case breaks its rule and its legal twin breaks none",
          "[ti4][casebook]") {
  const std::string dir = std::string(STARDATE_SOURCE_DIR) + "/samples/ti4/casebook";
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    if (entry.path().extension() == ".sdgame") names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  REQUIRE(names.size() >= 34);
  int illegal = 0;
  for (const std::string& name : names) {
    INFO(name);
    const size_t dot = name.find(".legal");
    const size_t bad = name.find(".illegal");
    const std::string rule = name.substr(0, std::min(dot, bad));
    bool known = false;
    for (const engine::Rule& r : engine::ti4::Ti4Rules()) known |= r.id == rule;
    CHECK(known);
    Played p = Play(Read("samples/ti4/casebook/" + name), name);
    INFO(p.status.message());
    REQUIRE(p.status.ok());
    std::string all;
    for (const std::string& f : p.findings) all += f + "\n";
    INFO(all);
    if (bad != std::string::npos) {
      ++illegal;
      REQUIRE(p.findings.size() == 1);
      CHECK(p.findings[0].find(" " + rule + ": ") != std::string::npos);
    } else {
      CHECK(p.findings.empty());
    }
  }
  CHECK(illegal == 79);
}

// ---- The verb table read both ways

// An event the row prints: its systems, planets, units and numbers ones the row's line names.
engine::Event RowEvent(const engine::ti4::Ti4State& s,
                       const engine::ti4::script_binding::VerbRow& row) {
  using engine::ti4::PackUnit;
  using engine::ti4::Unit;
  using namespace engine::ti4::test;
  const auto sys = [](uint16_t pos) { return static_cast<uint16_t>(pos + 1); };
  const uint16_t tsion = static_cast<uint16_t>(s.FindPlanet("Tsion Station") + 1);
  const uint16_t jord = static_cast<uint16_t>(s.FindPlanet("Jord") + 1);
  engine::Event e;
  e.kind = row.kind;
  e.player = row.game ? s.map().speaker : static_cast<uint8_t>(kAlice);
  const std::string_view v = row.verb;
  if (v == "phase") e.arg = 2;
  if (v == "turn") {
    e.player = kBob;
    e.arg = 4;
  }
  if (v == "frontier" || v == "activates") e.target = sys(kWatchtower);
  if (v == "agenda" || v == "replenishes" || v == "returns" || v == "converts") e.arg = 3;
  if (v == "reveal" || v == "scores") e.card = 2;
  if (v == "places") {
    e.cards = {static_cast<uint16_t>(Unit::kCruiser), static_cast<uint16_t>(Unit::kCruiser)};
    e.target = sys(kJord);
    if (row.qualifier == "by-ability") e.arg = engine::ti4::kPlacedByAbility;
  }
  if (v == "moves") {
    e.cards = {PackUnit(sys(kJord), Unit::kCarrier), PackUnit(sys(kJord), Unit::kFighter)};
    e.target = sys(kWatchtower);
  }
  if (v == "fights" || v == "wins") {
    e.cards = {PackUnit(kBob, Unit::kDestroyer), PackUnit(kAlice, Unit::kFighter)};
    e.target = sys(kWatchtower);
    e.arg = v == "wins" ? e.player + 1 : kBob + 1;
  }
  if (v == "commits") {
    e.cards = {static_cast<uint16_t>(Unit::kInfantry)};
    e.card = tsion;
    e.target = sys(kBellatrix);
  }
  if (v == "loses") {
    e.cards = {PackUnit(kAlice, Unit::kFighter), PackUnit(kBob, Unit::kCruiser)};
    e.target = sys(kJord);
  }
  if (v == "gains") {
    if (row.kind == engine::ti4::kTi4Gain) e.arg = 2;
    if (row.kind == engine::ti4::kTi4Control) e.card = tsion;
  }
  if (v == "exhausts" || v == "converts") e.card = jord;
  if (v == "exhausts") e.arg = 1;
  if (v == "readies") e.cards = {jord, tsion};
  if (v == "transacts") {
    e.target = kCarol + 1;
    e.arg = 0x01000200;
  }
  if (v == "votes") {
    e.cards = {jord};
    e.target = 1;
    e.arg = 4;
  }
  const auto* catalog = engine::ti4::BuiltInCatalog();
  if (v == "plays") e.card = engine::ti4::FindActionCard(*catalog, "Sabotage");
  if (v == "draws" || v == "discards") e.arg = 2;
  if (row.kind == engine::ti4::kTi4Ability) {
    e.card = engine::ti4::FindAbility(*catalog, "Pillage");
    e.target = kBob + 1;
    e.arg = 1;
  }
  // Whole rounds
  if (v == "picks") e.card = engine::ti4::kTrade;
  if (row.kind == engine::ti4::kTi4Strategic) {
    e.card = engine::ti4::kDiplomacy;
    e.cards = {jord};
    if (v == "uses") e.target = sys(kJord);
    if (v == "follows") e.arg = 1;
  }
  if (row.kind == engine::ti4::kTi4Tokens) e.arg = 0x010203;
  if (v == "redistributes") e.arg = 0x020303;
  if (v == "researches") {
    e.card = 2;  // Antimass Deflectors
    e.cards = {jord};
  }
  // The steps of a space combat and an invasion (no tactical action here: no active system)
  if (v == "step") e.arg = engine::ti4::rules::kAssignHits;
  return e;
}

TEST_CASE("ti4 binding: every verb row reads back the event it prints", "[ti4][binding]") {
  engine::ti4::test::Table t;
  const auto& s = *t.state;
  const std::string header =
      FormatHeader(engine::ti4::kScriptBinding.header_for_setup(engine::ti4::test::TableSetup()));
  for (const auto& row : engine::ti4::script_binding::VerbTable()) {
    const engine::Event e = RowEvent(s, row);
    const std::string line = FormatStep(Ti4StepForEvent(s, e));
    INFO(std::string(row.verb) + " " + std::string(row.qualifier) + ": " + line);
    auto script = ParseScript(header + line + "\n", "rows.sdgame");
    INFO(script.status().message());
    REQUIRE(script.ok());
    REQUIRE(script->steps.size() == 1);
    CHECK(script->steps[0].verb == row.verb);
    auto bound = BindTi4Step(s, script->steps[0], "rows.sdgame");
    INFO(bound.status().message());
    REQUIRE(bound.ok());
    CHECK(bound->kind == e.kind);
    CHECK(bound->player == e.player);
    CHECK(bound->card == e.card);
    CHECK(bound->cards == e.cards);
    CHECK(bound->target == e.target);
    CHECK(bound->arg == e.arg);
  }
}

}  // namespace
}  // namespace stardate::script
