// `stardate index` run again over the same files: at the same time (the second waits for the
// first's writer's lock, then catalogues what is left; neither fails on the other's rows), and
// after it (the same exit status, damaged logs named again).
#include <sqlite3.h>

#include <catch2/catch.hpp>

#include "tests/catalogue/catalogue_fixture.h"
#include "tests/support/cli.h"

namespace stardate::testing {
namespace {

TEST_CASE("Two index runs on one catalogue at once both succeed and catalogue each game once",
          "[catalogue][hostile]") {
  CatalogueFixture f;
  const std::string logs = SourceDir() + "/samples/stccg";
  const std::string index = "'" + Binary() + "' index '" + logs + "' --db '" + f.Db() + "'";
  Run both =
      Stardate("--version >/dev/null; (" + index + " > '" + f.Db() + ".1' 2>&1 & " + index +
               " > '" + f.Db() + ".2' 2>&1 & wait); cat '" + f.Db() + ".1' '" + f.Db() + ".2'");
  INFO(both.out);
  CHECK_FALSE(Contains(both.out, "already exists"));
  CHECK_FALSE(Contains(both.out, "UNIQUE constraint failed"));
  CHECK_FALSE(Contains(both.out, "database is locked"));
  // As one run catalogues them.
  CatalogueFixture alone;
  alone.Index({logs});
  CHECK(f.Csv("SELECT count(*) FROM games") == alone.Csv("SELECT count(*) FROM games"));
  CHECK(f.Csv("SELECT count(*) FROM players") == alone.Csv("SELECT count(*) FROM players"));
}

TEST_CASE("Index run again over damaged logs exits 1 and names them, as the first run did",
          "[catalogue][hostile]") {
  CatalogueFixture f;
  const std::string logs = SourceDir() + "/samples/corrupt";
  Run first = Stardate("index '" + logs + "' --db '" + f.Db() + "'");
  CHECK(first.code == 1);
  CHECK(Contains(first.out, "damaged, catalogued with what verify recovered"));
  Run again = Stardate("index '" + logs + "' --db '" + f.Db() + "'");
  INFO(again.out);
  CHECK(again.code == 1);
  CHECK(Contains(again.out, ": skipped: catalogued from a damaged log (stardate verify)"));
  // Intact logs run again: exit 0 both times.
  CatalogueFixture intact;
  const std::string ti4 = SourceDir() + "/samples/ti4";
  CHECK(Stardate("index '" + ti4 + "' --db '" + intact.Db() + "'").code == 0);
  CHECK(Stardate("index '" + ti4 + "' --db '" + intact.Db() + "'").code == 0);
}

TEST_CASE(
    "A new catalogue has every index after its load, and an index run builds any a stopped "
    "load left out",
    "[catalogue]") {
  CatalogueFixture f;
  const std::string logs = SourceDir() + "/samples/stccg";
  f.Index({logs});
  const std::string names =
      "SELECT name FROM sqlite_master WHERE type = 'index' AND name NOT LIKE 'sqlite_%' "
      "ORDER BY name";
  const std::string all = f.Csv(names);
  INFO(all);
  for (const cat::SqliteIndex& index : cat::SqliteIndexes()) {
    CHECK(Contains(all, std::string(index.name) + "\n"));
  }
  // The hash index is unique, as it was when kept up during the load.
  CHECK(Contains(f.Csv("SELECT sql FROM sqlite_master WHERE name = 'games_hash'"), "UNIQUE"));
  const std::string stats = "SELECT count(*) FROM sqlite_stat1 WHERE idx = 'games_reports'";
  CHECK(f.Csv(stats) == "1\n");

  // A first load stopped before its end leaves the indexes it builds last out.
  sqlite3* db = nullptr;
  REQUIRE(sqlite3_open(f.Db().c_str(), &db) == SQLITE_OK);
  CHECK(sqlite3_exec(db,
                     "DROP INDEX games_hash; DROP INDEX games_reports; DELETE FROM sqlite_stat1",
                     nullptr, nullptr, nullptr) == SQLITE_OK);
  sqlite3_close(db);
  REQUIRE(f.Csv(names) != all);
  // The next run adds no game and still builds them, with their statistics.
  const cat::IndexReport again = f.Index({logs});
  CHECK(again.catalogued == 0);
  CHECK(again.skipped > 0);
  CHECK(f.Csv(names) == all);
  CHECK(f.Csv(stats) == "1\n");
}

}  // namespace
}  // namespace stardate::testing
