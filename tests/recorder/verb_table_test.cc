// The 1E verb table read both ways: every row's event printed as a line reads back as the same
// event, and a misspelt verb is answered with the nearest of the table's.
#include <catch2/catch.hpp>
#include <string>

#include "engine/registry.h"
#include "engine/script/script.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/script/stccg_binding.h"
#include "engine/stccg/script/stccg_binding_internal.h"
#include "tests/support/table.h"

namespace stardate::engine::stccg::script_binding {
namespace {

using testing::PoolPath;
using testing::SourceDir;
using testing::Table;

// Every card type the verbs tell apart: a tactic, an event, an interrupt, equipment, personnel
// and ships, with missions and facilities to name as targets.
std::string Header() {
  return "game stccg1e\nseed 7\nrandomness seed\npool \"" + PoolPath() + "\" \"" + SourceDir() +
         "/data/stccg1e/Physical.csv\"\n"
         "player Alice\n"
         "  seed \"Evacuation\"\n  seed \"Federation Outpost\"\n"
         "  draw \"Target Shields\"\n  draw \"Fair Play\"\n  draw \"Kevin Uxbridge\"\n"
         "  draw \"Tricorder\"\n  draw \"Data\"\n  draw \"Runabout\"\n  draw \"Geordi La Forge\"\n"
         "player Bob\n"
         "  seed \"Study Nebula\"\n  seed \"Dominion Outpost\"\n  draw \"Weyoun\"\n"
         "  draw \"Runabout\"\n"
         "---\n";
}

// The first card of `type` (card ids from 1).
uint16_t CardOf(const StccgState& s, CardType type) {
  for (uint16_t id = 1; id <= s.card_count(); ++id) {
    if (s.instance(id).facts->type == type) return id;
  }
  FAIL("no card of the type asked for");
  return 0;
}

// An event the row prints, its cards of the types the row's kind needs and its arg one the row's
// word says.
Event EventFor(const StccgState& s, const VerbRow& row) {
  Event e;
  e.kind = row.kind;
  e.arg = row.arg;
  if (row.game) {
    if (row.kind == EventKind::TURN) {
      e.player = 1;
      e.arg = 3;
    }
    if (row.kind == EventKind::PHASE) e.arg = static_cast<int32_t>(Phase::kCardPlay);
    return e;
  }
  CardType type = CardType::kShip;
  if (row.kind == kPlayInterrupt) type = CardType::kInterrupt;
  if (row.kind == kPlayEvent) type = CardType::kEvent;
  if (row.kind == kTactic) type = CardType::kTactic;
  if (row.kind == kKill) type = CardType::kPersonnel;
  if (row.kind == kExpire) type = CardType::kEquipment;
  if (row.card != Want::kNone) e.card = CardOf(s, type);
  const uint16_t other = CardOf(s, CardType::kPersonnel);
  const uint16_t place = CardOf(s, CardType::kFacility);
  if (row.others != Want::kNone) e.cards = {other};
  if (!row.prep.empty()) e.target = place;
  if (row.kind == kEngage || row.kind == kExpose) e.target = other;
  if (row.kind == kCommandeer || row.kind == kAllowAttack) {
    e.arg = static_cast<int32_t>(ParseAffiliations("Dominion"));
  }
  if (row.kind == kEncounter || row.kind == kEffect || row.kind == kExpose) e.arg = 1;
  if (row.kind == kSolve) e.arg = s.instance(e.card).facts->points + 5;
  if (row.kind == kScore) e.arg = 7;
  if (row.kind == kTactic) e.arg = kTacticBonusesStated | 2 << 8 | 1;
  return e;
}

TEST_CASE("Every 1E verb row reads back the event it prints", "[recorder][verbs]") {
  auto parsed = script::ParseScript(Header(), "rows.sdgame");
  REQUIRE(parsed.ok());
  auto setup = kScriptBinding.setup_from_header(parsed->header, "rows.sdgame", {});
  INFO(setup.status().message());
  REQUIRE(setup.ok());
  auto game = NewGame(*setup);
  REQUIRE(game.ok());
  const StccgState& s = dynamic_cast<const StccgState&>(**game);
  for (const VerbRow& row : VerbTable()) {
    const Event e = EventFor(s, row);
    const std::string line = script::FormatStep(kScriptBinding.step_for_event(s, e));
    INFO(std::string(row.verb) + " " + std::string(row.qualifier) + ": " + line);
    auto read = script::ParseScript(
        "stardate 1\ngame stccg1e\nplayer Alice\nplayer Bob\n---\n" + line + "\n", "rows.sdgame");
    REQUIRE(read.ok());
    REQUIRE(read->steps.size() == 1);
    CHECK(read->steps[0].verb == row.verb);
    auto bound = kScriptBinding.bind_step(s, read->steps[0], "rows.sdgame");
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

TEST_CASE("A misspelt 1E verb or word after it is answered with the nearest of the table's",
          "[recorder][verbs]") {
  Table t(Header());
  t.Do("Alice report \"Data\" to \"Federation Outpost\"");
  CHECK(t.status().message().find("unknown action 'report'; expected one of: seeds, reports, ") !=
        std::string::npos);
  CHECK(t.status().message().find("; did you mean 'reports'?") != std::string::npos);
  t.Do("Alice pases");
  CHECK(t.status().message().find("; did you mean 'passes'?") != std::string::npos);
  t.Do("Alice seeds missoin \"Evacuation\"");
  CHECK(t.status().message().find("expected 'mission', 'facility', 'dilemma', 'artifact', "
                                  "'doorway', 'event', 'incident', 'objective' or 'site' after "
                                  "'seeds', found 'missoin'; did you mean 'mission'?") !=
        std::string::npos);
  CHECK(t.Do("Alice seeds mission \"Evacuation\"").empty());
  CHECK(t.status().ok());
}

}  // namespace
}  // namespace stardate::engine::stccg::script_binding
