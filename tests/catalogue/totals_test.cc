#include <sqlite3.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <iterator>

#include "tests/catalogue/catalogue_fixture.h"
#include "tests/support/cli.h"

namespace stardate::testing {
namespace {

// Every report of every --by, as CSV.
std::string AllReports(cat::QuerySource* source, const std::vector<cat::Filter>& filters) {
  std::vector<std::string> groups = {""};
  groups.insert(groups.end(), std::begin(cat::kByChoices), std::end(cat::kByChoices));
  std::string out;
  for (const std::string& by : groups) {
    auto r = cat::RunReports(source, by, filters);
    INFO("--by " << by);
    REQUIRE(r.ok());
    out += cat::ReportsCsv(*r);
  }
  return out;
}

// A game of `path` whose audit found `findings` of `rule`.
cat::GameRecord Broke(const std::string& path, const std::string& rule, int findings) {
  cat::GameRecord r;
  r.hash = path;
  r.path = path;
  r.game = "stccg";
  for (int i = 0; i < findings; ++i) {
    cat::FindingRow f;
    f.rule = rule;
    r.findings.push_back(f);
  }
  return r;
}

}  // namespace

TEST_CASE(
    "The unfiltered reports, read from the totals the index keeps, equal the same reports "
    "counted from the rows, forks left out, over two index runs; the rule report's example games "
    "are each rule's lowest game ids",
    "[catalogue][totals]") {
  CatalogueFixture f;
  f.Generate("/a", 0, 25, 7);
  f.Generate("/b", 25, 40, 7);
  // The samples hold forks (left out of the totals), TI4 games and damaged logs.
  std::filesystem::copy(SourceDir() + "/samples/stccg", f.Logs() + "/a/stccg",
                        std::filesystem::copy_options::recursive);
  std::filesystem::copy(SourceDir() + "/samples/ti4", f.Logs() + "/a/ti4");
  std::filesystem::copy(SourceDir() + "/samples/corrupt", f.Logs() + "/b/corrupt");
  // Two runs: the second adds its batch's totals to the first's.
  f.Index({f.Logs() + "/a"});
  f.Index({f.Logs()});
  REQUIRE(f.Csv("SELECT count(*) FROM games WHERE fork_parent != ''") != "0\n");

  auto store = cat::SqliteStore::OpenReadOnly(f.Db());
  REQUIRE(store.ok());
  // A filter every game passes makes the reports count the rows.
  const std::string from_rows = AllReports(store->get(), {*cat::ParseFilter("game!=none")});
  const std::string from_totals = AllReports(store->get(), {});
  CHECK(Contains(from_totals, "Federation,"));
  CHECK(from_totals == from_rows);
  CHECK(f.Csv("SELECT count(*) FROM card_totals") ==
        f.Csv("SELECT count(DISTINCT title) FROM cards WHERE game IN (SELECT id FROM games "
              "WHERE fork_parent = '')"));
  // Each report alone, in full, both ways.
  for (const char* name : cat::kReportNames) {
    INFO("report " << name);
    auto rows = cat::RunReport(store->get(), name, {*cat::ParseFilter("game!=none")});
    auto totals = cat::RunReport(store->get(), name, {});
    REQUIRE(rows.ok());
    REQUIRE(totals.ok());
    CHECK(cat::TableCsv(totals->table) == cat::TableCsv(rows->table));
  }

  // The rule report's example games: each rule's lowest ids, counted from the findings. A rule
  // broken in more games than it keeps examples of shows the later games dropped.
  REQUIRE(f.Csv("SELECT count(*) > 0 FROM rule_totals WHERE n_games > " +
                std::to_string(cat::kRuleExamples)) == "1\n");
  const std::string games = "(SELECT id FROM games WHERE fork_parent = '')";
  CHECK(f.Csv("SELECT rule, game, n_findings FROM rule_examples ORDER BY rule, game") ==
        f.Csv("SELECT rule, game, count(*) FROM findings AS a WHERE game IN " + games +
              " AND (SELECT count(DISTINCT game) FROM findings AS b WHERE b.rule = a.rule AND "
              "b.game < a.game AND b.game IN " +
              games + ") < " + std::to_string(cat::kRuleExamples) +
              " GROUP BY rule, game ORDER BY rule, game"));
  // Examples and game totals changed behind the index's back change the unfiltered rule,
  // overview, events and game length reports alone: they read them.
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(f.Db().c_str(), &db) == SQLITE_OK);
  CHECK(sqlite3_exec(db,
                     "DELETE FROM rule_examples WHERE game = (SELECT min(game) FROM "
                     "rule_examples); UPDATE event_totals SET n_findings = n_findings + 1; "
                     "UPDATE length_totals SET n_games = n_games + 1",
                     nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(db);
  for (const char* name : {"rules", "overview", "events", "game-length"}) {
    INFO("report " << name);
    auto rows = cat::RunReport(store->get(), name, {*cat::ParseFilter("game!=none")});
    auto totals = cat::RunReport(store->get(), name, {});
    REQUIRE(rows.ok());
    REQUIRE(totals.ok());
    CHECK(cat::TableCsv(totals->table) != cat::TableCsv(rows->table));
  }
}

TEST_CASE(
    "The faction, station and dilemma totals hold the facts of the games declaring them, forks "
    "left out, and their reports read them",
    "[catalogue][totals]") {
  CatalogueFixture f;
  // Every 20th generated game is a TI4 game (factions, space stations), the rest 1E (dilemmas).
  f.Generate("", 0, 41, 1);
  std::filesystem::copy(SourceDir() + "/samples/stccg", f.Logs() + "/stccg",
                        std::filesystem::copy_options::recursive);
  std::filesystem::copy(SourceDir() + "/samples/ti4", f.Logs() + "/ti4");
  f.Index({f.Logs()});
  const std::string games = "(SELECT id FROM games WHERE fork_parent = '')";
  const std::string ti4 = "(SELECT game FROM facts WHERE fact = 'vp_public_objectives')";
  CHECK(f.Csv("SELECT sum(n_player_games), sum(n_score) FROM faction_totals") ==
        f.Csv("SELECT count(*), sum(score) FROM players WHERE game IN " + games + " AND game IN " +
              ti4));
  CHECK(f.Csv("SELECT sum(n_vp_secret) FROM faction_totals") ==
        f.Csv("SELECT sum(count) FROM facts WHERE fact = 'vp_secret_objectives' AND game IN " +
              games));
  CHECK(f.Csv("SELECT sum(n_games) FROM faction_matchup_totals") ==
        f.Csv("SELECT count(*) FROM players AS a JOIN players AS b ON a.game = b.game AND a.seat "
              "!= b.seat WHERE a.game IN " +
              games + " AND a.game IN " + ti4));
  CHECK(f.Csv("SELECT sum(n_games) FROM station_game_totals") ==
        f.Csv("SELECT count(DISTINCT game) FROM facts WHERE fact = 'stations_held' AND game IN " +
              games));
  CHECK(f.Csv("SELECT sum(held * n_player_games), sum(n_transactions) FROM "
              "station_player_totals") ==
        f.Csv("SELECT sum(CASE WHEN fact = 'stations_held' THEN count ELSE 0 END), sum(CASE "
              "WHEN fact = 'transactions' THEN count ELSE 0 END) FROM facts WHERE game IN " +
              games));
  CHECK(f.Csv("SELECT sum(n_encounters), sum(n_stops) FROM card_totals") ==
        f.Csv("SELECT sum(encountered), sum(stopped) FROM cards WHERE game IN " + games));
  CHECK(f.Csv("SELECT count(*) FROM faction_totals") != "0\n");
  CHECK(f.Csv("SELECT count(*) FROM station_player_totals WHERE held > 0") != "0\n");
  CHECK(f.Csv("SELECT count(*) FROM card_totals WHERE n_stops > 0") != "0\n");

  const char* const reports[] = {"factions", "faction-matchups", "stations", "stations-held",
                                 "dilemmas"};
  auto both_ways = [&](bool equal) {
    auto store = cat::SqliteStore::OpenReadOnly(f.Db());
    REQUIRE(store.ok());
    for (const char* name : reports) {
      INFO("report " << name);
      auto rows = cat::RunReport(store->get(), name, {*cat::ParseFilter("game!=none")});
      auto totals = cat::RunReport(store->get(), name, {});
      REQUIRE(rows.ok());
      REQUIRE(totals.ok());
      CHECK(!totals->table.rows.empty());
      CHECK((cat::TableCsv(totals->table) == cat::TableCsv(rows->table)) == equal);
    }
  };
  both_ways(/*equal=*/true);
  // Totals changed behind the index's back change the unfiltered reports alone: they read them.
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(f.Db().c_str(), &db) == SQLITE_OK);
  CHECK(sqlite3_exec(db,
                     "UPDATE faction_totals SET n_wins = n_wins + 1; UPDATE "
                     "faction_matchup_totals SET n_wins = n_wins + 1; UPDATE station_game_totals "
                     "SET n_transactions = n_transactions + 2; UPDATE station_player_totals SET "
                     "n_wins = n_wins + 1; UPDATE card_totals SET n_stops = n_stops + 1",
                     nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(db);
  both_ways(/*equal=*/false);
}

TEST_CASE(
    "A batch's games with lower ids than the catalogued examples of their rule take their place "
    "in rule_examples; those with higher ids are dropped",
    "[catalogue][totals]") {
  CatalogueFixture f;
  {
    auto store = cat::SqliteStore::OpenForIndex(f.Db());
    REQUIRE(store.ok());
    for (int64_t id : {20, 30, 40, 50}) {
      REQUIRE((*store)->Add(id, Broke("g" + std::to_string(id), "R1", 1)).ok());
    }
    REQUIRE((*store)->Add(60, Broke("g60", "R2", 2)).ok());
    REQUIRE((*store)->Flush().ok());
    CHECK(f.Csv("SELECT rule, game, n_findings FROM rule_examples ORDER BY rule, game") ==
          "R1,20,1\nR1,30,1\nR1,40,1\nR2,60,2\n");
    for (int64_t id : {45, 10, 35}) {
      REQUIRE((*store)->Add(id, Broke("g" + std::to_string(id), "R1", 3)).ok());
    }
    REQUIRE((*store)->Finish().ok());
  }
  CHECK(f.Csv("SELECT rule, game, n_findings FROM rule_examples ORDER BY rule, game") ==
        "R1,10,3\nR1,20,1\nR1,30,1\nR2,60,2\n");
  CHECK(f.Csv("SELECT rule, n_findings, n_games FROM rule_totals ORDER BY rule") ==
        "R1,13,7\nR2,2,1\n");
}

}  // namespace stardate::testing
