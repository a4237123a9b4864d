#include <catch2/catch.hpp>
#include <filesystem>
#include <thread>

#include "analyzer/catalogue/clickhouse_store.h"
#include "analyzer/catalogue/open_store.h"
#include "analyzer/catalogue/schema.h"
#include "tests/catalogue/catalogue_fixture.h"
#include "tests/catalogue/clickhouse_cluster.h"
#include "tests/support/cli.h"

namespace stardate::testing {
namespace {

// Every row of the games, players and cards tables, as CSV in a fixed order.
std::string Rows(cat::QuerySource* source) {
  std::string out;
  for (const char* sql :
       {"SELECT id, hash, path, winner, events, findings FROM games ORDER BY id",
        "SELECT game, seat, name, side, won, cards_played FROM players ORDER BY game, seat",
        "SELECT game, seat, title, played, drawn, seeded FROM cards ORDER BY game, seat, title",
        "SELECT game, n, rule FROM findings ORDER BY game, n"}) {
    auto t = source->Query(sql);
    INFO(sql);
    REQUIRE(t.ok());
    out += cat::TableCsv(*t);
  }
  return out;
}

// Generated games only: every file is a game of its own (no copies), so that an index of the
// whole archive gives game ids by file position, as shards do.
std::string Logs(CatalogueFixture& f, uint64_t games) {
  f.Generate("", 0, games, 13);
  return f.Logs();
}

}  // namespace

TEST_CASE("index --shard takes K/N with 1 <= K <= N and refuses anything else",
          "[catalogue][shard]") {
  cat::IndexOptions o;
  REQUIRE(cat::ParseShard("2/3", &o).ok());
  CHECK(o.shard == 2);
  CHECK(o.shards == 3);
  for (const char* bad : {"0/2", "3/2", "1/0", "1", "a/b", "1/2/3", "-1/2", "1/99999"}) {
    INFO(bad);
    Status st = cat::ParseShard(bad, &o);
    CHECK(st.code() == Status::Code::kInvalidArgument);
    CHECK(Contains(st.message(), "expected K/N"));
  }
  Run r = Stardate("index samples/stccg --db /nonexistent/x.sqlite --shard 3/2");
  CHECK(r.code == 2);
  CHECK(Contains(r.out, "--shard 3/2: expected K/N"));
}

TEST_CASE(
    "Shards of an archive indexed one after the other into SQLite give the rows of one index "
    "of the whole archive",
    "[catalogue][shard]") {
  CatalogueFixture whole, sharded;
  const std::string logs = Logs(whole, 30);
  whole.Index({logs});
  for (const char* shard : {"3/3", "1/3", "2/3"}) {
    Run r = Stardate("index '" + logs + "' --db '" + sharded.Db() + "' --shard " + shard);
    INFO(r.out);
    CHECK(r.code == 0);
    CHECK(Contains(r.out, "10 files: 10 catalogued"));
  }
  auto a = cat::SqliteStore::OpenReadOnly(whole.Db());
  auto b = cat::SqliteStore::OpenReadOnly(sharded.Db());
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  CHECK(Rows(b->get()) == Rows(a->get()));
  // A second sharded run finds its share catalogued.
  Run again = Stardate("index '" + logs + "' --db '" + sharded.Db() + "' --shard 1/3");
  CHECK(Contains(again.out, "10 files: 0 catalogued, 0 damaged, 10 already catalogued"));
}

TEST_CASE(
    "Two indexers running at once, each given a shard, fill a two-shard ClickHouse cluster "
    "with the rows and reports of one index of the whole archive",
    "[catalogue][shard][clickhouse]") {
  CatalogueFixture f;
  const std::string logs = Logs(f, 60);
  cat::IndexReport one = f.Index({logs});

  ClickHouseCluster cluster;
  for (size_t shard = 0; shard < 2; ++shard) {
    for (const std::string& ddl : cat::ClickHouseCreateShard("archive", "catalogue")) {
      cluster.Run(shard, ddl);
    }
  }
  // Each indexer writes through its own server of the cluster.
  Run runs[2];
  std::thread first([&] {
    runs[0] = Stardate("index '" + logs + "' --to " + cluster.Url(0, "archive") + " --shard 1/2");
  });
  std::thread second([&] {
    runs[1] = Stardate("index '" + logs + "' --to " + cluster.Url(1, "archive") + " --shard 2/2");
  });
  first.join();
  second.join();
  for (const Run& r : runs) {
    INFO(r.out);
    CHECK(r.code == 0);
  }

  auto ch = cat::OpenSource("", cluster.Url(0, "archive"));
  REQUIRE(ch.ok());
  auto sqlite = cat::SqliteStore::OpenReadOnly(f.Db());
  REQUIRE(sqlite.ok());
  CHECK(std::stoll(cluster.Run(0, "SELECT count() FROM archive.games")) ==
        static_cast<int64_t>(one.catalogued + one.damaged));
  CHECK(Rows(ch->get()) == Rows(sqlite->get()));
  for (const char* by : {"", "affiliation", "player", "event", "card", "rule"}) {
    auto from_ch = cat::RunReports(ch->get(), by, {});
    auto from_sqlite = cat::RunReports(sqlite->get(), by, {});
    INFO("--by " << by);
    REQUIRE(from_ch.ok());
    REQUIRE(from_sqlite.ok());
    CHECK(cat::ReportsCsv(*from_ch) == cat::ReportsCsv(*from_sqlite));
  }
}

}  // namespace stardate::testing
