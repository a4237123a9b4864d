#include <catch2/catch.hpp>
#include <filesystem>

#include "analyzer/catalogue/clickhouse_store.h"
#include "analyzer/catalogue/open_store.h"
#include "analyzer/catalogue/schema.h"
#include "tests/catalogue/catalogue_fixture.h"
#include "tests/catalogue/clickhouse_cluster.h"
#include "tests/support/cli.h"

namespace stardate::testing {
namespace {

constexpr uint64_t kGames = 120;

// Every report of every --by, as CSV, JSON and text.
std::string AllReports(cat::QuerySource* source, const std::vector<cat::Filter>& filters = {}) {
  std::string out;
  std::vector<std::string> groups = {""};
  for (const char* by : cat::kByChoices) groups.push_back(by);
  for (const std::string& by : groups) {
    auto r = cat::RunReports(source, by, filters);
    INFO("--by " << by);
    REQUIRE(r.ok());
    out += cat::ReportsCsv(*r) + cat::ReportsJson(*r) + cat::ReportsText(*r);
  }
  return out;
}

TEST_CASE(
    "A catalogue indexed into a two-shard ClickHouse cluster gives every report the "
    "SQLite catalogue gives",
    "[catalogue][clickhouse]") {
  CatalogueFixture f;
  // A generated archive (1E games ended by concessions, TI4 games, dates over a season), the
  // bundled samples and a damaged log.
  f.Generate("", 0, kGames, 37);
  std::filesystem::copy(SourceDir() + "/samples/stccg", f.Logs() + "/stccg");
  std::filesystem::copy(SourceDir() + "/samples/corrupt", f.Logs() + "/corrupt");

  ClickHouseCluster cluster;
  for (size_t shard = 0; shard < 2; ++shard) {
    for (const std::string& ddl : cat::ClickHouseCreateShard("archive", "catalogue")) {
      cluster.Run(shard, ddl);
    }
  }
  cat::IndexReport sqlite = f.Index({f.Logs()});
  auto sink = cat::OpenSink("", cluster.Url(0, "archive"));
  REQUIRE(sink.ok());
  cat::IndexOptions options;
  options.jobs = 2;
  auto ch = cat::Index({f.Logs()}, sink->get(), options);
  REQUIRE(ch.ok());
  CHECK(ch->catalogued == sqlite.catalogued);
  CHECK(ch->damaged == 2);  // samples/corrupt/
  CHECK(ch->damaged == sqlite.damaged);

  // Both shards hold games (sharded by game id) and together every game.
  const int64_t total = static_cast<int64_t>(sqlite.catalogued + sqlite.damaged);
  int64_t one = std::stoll(cluster.Run(0, "SELECT count() FROM archive.games_local"));
  int64_t two = std::stoll(cluster.Run(1, "SELECT count() FROM archive.games_local"));
  CHECK(one > 0);
  CHECK(two > 0);
  CHECK(one + two == total);

  auto from_ch = cat::OpenSource("", cluster.Url(0, "archive"));
  REQUIRE(from_ch.ok());
  auto from_sqlite = cat::SqliteStore::OpenReadOnly(f.Db());
  REQUIRE(from_sqlite.ok());
  std::string expected = AllReports(from_sqlite->get());
  CHECK(Contains(expected, "Federation,"));  // the archive has decided games to rate
  CHECK(AllReports(from_ch->get()) == expected);
  std::vector<cat::Filter> filters = {*cat::ParseFilter("date>=2025-02-01"),
                                      *cat::ParseFilter("affiliation=Dominion")};
  CHECK(AllReports(from_ch->get(), filters) == AllReports(from_sqlite->get(), filters));
  for (const char* side : {"side=Dominion", "side!=Federation"}) {
    std::vector<cat::Filter> players = {*cat::ParseFilter(side)};
    INFO(side);
    CHECK(AllReports(from_ch->get(), players) == AllReports(from_sqlite->get(), players));
  }

  // Indexing again adds nothing; the same commands read the cluster.
  auto again = cat::Index({f.Logs()}, sink->get(), options);
  REQUIRE(again.ok());
  CHECK(again->skipped == static_cast<uint64_t>(total));
  Run stats = Stardate("stats --from " + cluster.Url(1, "archive") + " --by rule --csv");
  CHECK(stats.code == 0);
  Run sql_stats = Stardate("stats --db '" + f.Db() + "' --by rule --csv");
  CHECK(stats.out == sql_stats.out);
  Run write = Stardate("sql --from " + cluster.Url(0, "archive") + " 'DROP TABLE games'");
  CHECK(write.code == 1);
  CHECK(Contains(write.out, "the catalogue is opened read-only and this statement would write"));
  CHECK(std::stoll(cluster.Run(0, "SELECT count() FROM archive.games")) == total);

  // Rows an interrupted index left past the last game: the next index refuses to write.
  cluster.Run(1,
              "INSERT INTO archive.players_local (game, seat, name, side, won) VALUES "
              "(100000, 0, 'X', 'Y', -1)");
  Run refused = Stardate("index '" + f.Logs() + "' --to " + cluster.Url(0, "archive"));
  CHECK(refused.code == 1);
  CHECK(Contains(refused.out, cluster.Url(0, "archive") +
                                  ": 1 player and card rows belong to "
                                  "no game (an earlier index was interrupted); drop the database "
                                  "and index the logs again"));
}

TEST_CASE("stardate names an unreachable ClickHouse URL and a malformed one", "[catalogue]") {
  const std::string url = "clickhouse://127.0.0.1:" + std::to_string(FreePort()) + "/archive";
  for (const std::string& cmd : {"index samples/ti4 --to " + url, "stats --from " + url,
                                 "sql --from " + url + " 'SELECT 1'"}) {
    Run r = Stardate(cmd);
    INFO(cmd);
    CHECK(r.code == 1);
    CHECK(Contains(r.out, url + ": cannot connect to 127.0.0.1:"));
    CHECK(Contains(r.out,
                   "Connection refused (is clickhouse-server running there, with that "
                   "HTTP port?)"));
  }
  Run bad = Stardate("stats --from clickhouse://localhost/archive");
  CHECK(bad.code == 1);
  CHECK(Contains(bad.out,
                 "clickhouse://localhost/archive: no port; expected "
                 "clickhouse://HOST:PORT/DB"));
}

}  // namespace
}  // namespace stardate::testing
