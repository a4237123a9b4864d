#include <catch2/catch.hpp>
#include <set>

#include "analyzer/catalogue/module_facts.h"
#include "engine/registry.h"
#include "replayer/replayer.h"
#include "tests/catalogue/catalogue_fixture.h"

namespace stardate::testing {
namespace {

TEST_CASE("Every registered game declares its facts with unique ids of lowercase words",
          "[catalogue]") {
  for (const engine::GameModule* g : engine::Games()) {
    INFO(g->name);
    REQUIRE(g->stats != nullptr);
    CHECK_FALSE(g->stats->side_word.empty());
    CHECK_FALSE(g->stats->short_name.empty());
    std::set<std::string_view> ids;
    for (const engine::FactInfo& f : g->stats->facts) {
      INFO(f.id);
      CHECK(ids.insert(f.id).second);
      CHECK_FALSE(f.label.empty());
      CHECK(f.id.find_first_not_of("abcdefghijklmnopqrstuvwxyz_") == std::string_view::npos);
      // The players table's own columns are the core's facts, not a module's.
      for (const char* core :
           {"score", "cards_played", "cards_drawn", "cards_seeded", "findings"}) {
        CHECK(f.id != core);
      }
    }
  }
}

TEST_CASE(
    "Index stores every declared fact of every player in the facts table, zero counts "
    "included, and each player's cards used in the players table",
    "[catalogue]") {
  CatalogueFixture f;
  f.Index({SourceDir() + "/samples/stccg/fed-vs-dominion.sdlog",
           SourceDir() + "/samples/ti4/stations_trade.sdlog"});
  // fed-vs-dominion: each seeds one outpost and nothing else happens to a facility.
  CHECK(f.Csv("SELECT seat, fact, count FROM facts WHERE game = 1 ORDER BY seat, fact") ==
        "0,battles,0\n0,commandeerings,0\n0,facilities_built,0\n0,facilities_destroyed,0\n"
        "0,facilities_seeded,1\n0,missions_solved,0\n"
        "1,battles,0\n1,commandeerings,0\n1,facilities_built,0\n1,facilities_destroyed,0\n"
        "1,facilities_seeded,1\n1,missions_solved,0\n");
  // The players' cards: Alice plays 3 and seeds 7, Bob plays 4 and seeds 7 (index_test.cc).
  CHECK(f.Csv("SELECT p.cards_played, p.cards_seeded, p.cards_drawn = (SELECT sum(drawn) FROM "
              "cards c WHERE c.game = p.game AND c.seat = p.seat) FROM players p WHERE game = 1 "
              "ORDER BY seat") == "3,7,1\n4,7,1\n");
  // TI4 declares its own nine facts: eight for each of its three players, one for the game.
  CHECK(f.Csv("SELECT count(*), count(DISTINCT fact), min(seat), max(seat) FROM facts WHERE "
              "game = 2") == "25,9,-1,2\n");
  CHECK(f.Csv("SELECT count(*) FROM players WHERE game = 2 AND cards_played + cards_drawn + "
              "cards_seeded > 0") == "0\n");
}

// A module of the test's own: a per-game fact and a per-player one, counted for every event.
constexpr engine::FactInfo kTestFacts[] = {
    {"events_seen", "every event of the game", engine::FactScope::kGame},
    {"own_events", "an event of the player", engine::FactScope::kPlayer},
};

TEST_CASE("A fact a module counts once per game is catalogued once, at seat -1", "[catalogue]") {
  const engine::GameStats stats = {
      .side_word = "side",
      .short_name = "T",
      .facts = kTestFacts,
      .side = [](const engine::GameState&, int seat) { return std::string(seat == 0 ? "A" : "B"); },
      .tally =
          [](const engine::GameState&, const engine::Event& e, engine::StatsTally* out) {
            out->Fact(e.player, 0);  // the seat is ignored
            out->Fact(e.player, 1);
            out->Fact(e.player, 7);  // no such fact: counts nowhere
          },
      .score = [](const engine::GameState&, int seat) { return int64_t{10} * seat; },
  };
  auto opened = replayer::Replayer::Open(SourceDir() + "/samples/stccg/fed-vs-dominion.sdlog");
  REQUIRE(opened.ok());
  const replayer::Replayer& r = **opened;
  auto initial = r.InitialState();
  REQUIRE(initial.ok());
  cat::FactCounter counter(**initial, {"Alice", "Bob"}, &stats);
  int64_t all = 0, by_seat[2] = {0, 0};
  std::unique_ptr<engine::GameState> final_state;
  REQUIRE(r.ForEachEvent(
               [&](const engine::GameState& before, const engine::Event& e, uint64_t) {
                 counter.Add(before, e);
                 if (e.player <= 1) {
                   ++all;  // the counter sees the events of seated players
                   ++by_seat[e.player];
                 }
                 return Status::Ok();
               },
               &final_state, nullptr)
              .ok());
  REQUIRE(final_state != nullptr);
  cat::GameRecord record;
  counter.Finish(*final_state, &record);
  REQUIRE(record.facts.size() == 3);
  CHECK(record.facts[0].seat == -1);
  CHECK(record.facts[0].fact == "events_seen");
  CHECK(record.facts[0].count == all);
  CHECK(record.facts[1].seat == 0);
  CHECK(record.facts[1].fact == "own_events");
  CHECK(record.facts[1].count == by_seat[0]);
  CHECK(record.facts[2].seat == 1);
  CHECK(record.facts[2].count == by_seat[1]);
  REQUIRE(record.players.size() == 2);
  CHECK(record.players[1].side == "B");
  CHECK(record.players[1].score == 10);
}

}  // namespace
}  // namespace stardate::testing
