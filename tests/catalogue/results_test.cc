#include <catch2/catch.hpp>
#include <filesystem>

#include "tests/catalogue/catalogue_fixture.h"
#include "tests/support/cli.h"

namespace stardate::testing {
namespace {

TEST_CASE(
    "A game won by the higher score when both draw decks ran out has one winner in show "
    "--json, the audit and the catalogue",
    "[catalogue]") {
  CatalogueFixture f;
  // full-game: Bob draws his last card with Alice ahead 30 to 0; the header records
  // `meta result "Alice"`.
  const std::string log = SourceDir() + "/samples/stccg/full-game.sdlog";
  f.Index({log});
  CHECK(f.Csv("SELECT winner, engine_winner, header_winner, ended_by FROM games") ==
        "0,0,0,score\n");
  CHECK(f.Csv("SELECT name, won, score FROM players ORDER BY seat") == "Alice,1,30\nBob,0,0\n");
  CHECK(f.Csv("SELECT count(*) FROM findings WHERE rule = 'stccg.game.result'") == "0\n");
  // One game, decided, whole.
  CHECK(f.ReportCsv("", "overview").rfind("1,1,0,", 0) == 0);
  Run show = Stardate("show '" + log + "' --json");
  CHECK(show.code == 0);
  CHECK(Contains(show.out, "\"result\":{\"ended\":true,\"by\":\"score\",\"winner\":\"Alice\"}"));
}

TEST_CASE(
    "The header's result is its meta result line, meta winner read as the same, for the "
    "audit and the catalogue alike",
    "[catalogue]") {
  CatalogueFixture f;
  // Open games: the header's result is the only one.
  f.Record("fed-vs-dominion", "a-result", "meta result \"Bob\"\n");
  f.Record("fed-vs-dominion", "b-winner", "meta winner \"Alice\"\n");
  f.Record("fed-vs-dominion", "c-draw", "meta result \"draw\"\n");
  // Bob concedes, so Alice wins, against the header's Bob (either key): a finding each time.
  f.Record("fed-vs-dominion", "d-result-wrong", "meta result \"Bob\"\n", "Bob concedes\n");
  f.Record("fed-vs-dominion", "e-winner-wrong", "meta winner \"Bob\"\n", "Bob concedes\n");
  f.Record("fed-vs-dominion", "f-winner-right", "meta winner \"Alice\"\n", "Bob concedes\n");
  f.Index({f.Logs()});
  CHECK(f.Csv("SELECT winner, engine_winner, header_winner, ended_by, (SELECT count(*) FROM "
              "findings WHERE game = g.id AND rule = 'stccg.game.result') FROM games g ORDER "
              "BY path") ==
        "1,-1,1,,0\n"
        "0,-1,0,,0\n"
        "-1,-1,-1,,0\n"
        "0,0,1,concession,1\n"
        "0,0,1,concession,1\n"
        "0,0,0,concession,0\n");
  Run audit = Stardate("audit '" + f.Logs() + "/e-winner-wrong.sdlog'");
  CHECK(Contains(audit.out, "stccg.game.result"));
  CHECK(Contains(audit.out, "the header records the result \"Bob\""));
}

}  // namespace
}  // namespace stardate::testing
