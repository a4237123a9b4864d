// `stardate index` run again over the same files: at the same time (the second waits for the
// first's writer's lock, then catalogues what is left; neither fails on the other's rows), and
// after it (the same exit status, damaged logs named again).
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

}  // namespace
}  // namespace stardate::testing
