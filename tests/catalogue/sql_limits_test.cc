// `stardate sql` on queries written to run forever, to return without end, or to return bytes
// that are not text: a time limit, a row cap, rows printed as they come, blobs in hexadecimal.
#include <catch2/catch.hpp>
#include <algorithm>
#include <chrono>

#include "tests/catalogue/catalogue_fixture.h"
#include "tests/support/cli.h"

namespace stardate::testing {
namespace {

constexpr const char* kForever =
    "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) SELECT count(*) FROM n";

TEST_CASE("stardate sql stops a query that runs past its time limit", "[catalogue][hostile]") {
  CatalogueFixture f;
  f.Index({SourceDir() + "/samples/ti4"});
  const auto start = std::chrono::steady_clock::now();
  Run r = Stardate("sql --db '" + f.Db() + "' '" + kForever + "' --timeout 1");
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(10));
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "the query ran past its time limit of 1000 ms"));
  // A quick query is not stopped.
  Run quick = Stardate("sql --db '" + f.Db() + "' 'SELECT count(*) AS n FROM games' --timeout 1");
  CHECK(quick.code == 0);
  CHECK(quick.out == "n\n3\n");
}

TEST_CASE("stardate sql prints rows as they come and stops at its row cap",
          "[catalogue][hostile]") {
  CatalogueFixture f;
  f.Index({SourceDir() + "/samples/ti4"});
  const std::string endless =
      "WITH RECURSIVE n(x) AS (SELECT 1 UNION ALL SELECT x + 1 FROM n) "
      "SELECT x FROM n";
  for (const char* form : {"", " --csv", " --json"}) {
    INFO(form);
    Run r = Stardate("sql --db '" + f.Db() + "' '" + endless + "' --max-rows 2500" + form);
    CHECK(r.code == 1);
    CHECK(Contains(r.out, "the query gives more than 2500 rows; the first are printed"));
    CHECK(Contains(r.out, std::string(form) == " --json" ? "{\"x\":2500}" : "\n2500\n"));
    CHECK_FALSE(Contains(r.out, "2501"));
  }
  // Under the cap: every row, the CSV and JSON whole across the printer's blocks.
  Run csv = Stardate("sql --db '" + f.Db() + "' 'SELECT x FROM (" + endless +
                     " LIMIT 2001)' --csv --max-rows 2001");
  CHECK(csv.code == 0);
  CHECK(std::count(csv.out.begin(), csv.out.end(), '\n') == 2002);
  Run json =
      Stardate("sql --db '" + f.Db() + "' 'SELECT x FROM (" + endless + " LIMIT 1001)' --json");
  CHECK(json.code == 0);
  CHECK(json.out.rfind("[{\"x\":1},", 0) == 0);
  CHECK(Contains(json.out, "{\"x\":1000},{\"x\":1001}]\n"));
}

TEST_CASE("stardate sql prints a blob as hexadecimal and a NUL inside text whole",
          "[catalogue][hostile]") {
  CatalogueFixture f;
  f.Index({SourceDir() + "/samples/ti4"});
  Run blob = Stardate("sql --db '" + f.Db() + "' \"SELECT x'00224142' AS b, 'a,b' AS t\" --csv");
  CHECK(blob.code == 0);
  CHECK(blob.out == "b,t\nX'00224142',\"a,b\"\n");
  Run text = Stardate("sql --db '" + f.Db() + "' \"SELECT 'a' || char(0) || 'b,c' AS t\" --csv");
  CHECK(text.code == 0);
  CHECK(text.out == std::string("t\n\"a\0b,c\"\n", 10));
}

}  // namespace
}  // namespace stardate::testing
