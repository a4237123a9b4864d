#include <sqlite3.h>

#include <catch2/catch.hpp>
#include <fstream>
#include <regex>

#include "analyzer/catalogue/schema.h"
#include "tests/catalogue/catalogue_fixture.h"
#include "tests/support/cli.h"

namespace stardate::testing {
namespace {

// Three games checked by hand: fed-vs-dominion twice (Alice, Federation, wins by the header's
// winner line on 2026-03-01 and by Bob's concession on 2026-04-02) and the tabletop game
// Federation (Alice) against Klingon (Bob), which Bob wins on 2026-05-01.
void RecordResults(CatalogueFixture* f) {
  f->Record("fed-vs-dominion", "a-header", "meta winner \"Alice\"\nmeta date \"2026-03-01\"\n");
  f->Record("fed-vs-dominion", "b-conceded", "meta date \"2026-04-02\"\n", "Bob concedes\n");
  f->Record("tabletop-fed-vs-klingon", "c-klingon",
            "meta winner \"Bob\"\nmeta date \"2026-05-01\"\n");
}

// A folder of three logs: one good, one with a flipped byte (damaged), one empty (unreadable).
void GoodDamagedAndEmpty(CatalogueFixture* f) {
  f->Record("fed-vs-dominion", "good");
  std::filesystem::copy_file(SourceDir() + "/samples/corrupt/long-game-bitflip.sdlog",
                             f->Logs() + "/bitflip.sdlog");
  std::ofstream(f->Logs() + "/zero.sdlog") << "";
}

TEST_CASE("stardate index names a path that does not exist and exits 1", "[catalogue]") {
  CatalogueFixture f;
  Run r = Stardate("index '" + f.dir.Path("nowhere") + "' --db '" + f.Db() + "'");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, f.dir.Path("nowhere") + ": unreadable: " + f.dir.Path("nowhere") +
                            ": no such file or folder"));
}

TEST_CASE("stardate index catalogues a folder's good logs, names the corrupt ones and exits 1",
          "[catalogue]") {
  CatalogueFixture f;
  GoodDamagedAndEmpty(&f);
  // Where the flipped byte's chunk starts, as verify names it (the sample is re-recorded when the
  // format's bytes change, so the offset is read rather than written here).
  Run verify = Stardate("verify '" + f.Logs() + "/bitflip.sdlog'");
  std::smatch at;
  REQUIRE(std::regex_search(verify.out, at,
                            std::regex("offset [0-9]+: chunk record: payload checksum mismatch")));
  Run r = Stardate("index '" + f.Logs() + "' --db '" + f.Db() + "' --jobs 2");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, f.Logs() +
                            "/bitflip.sdlog: damaged, catalogued with what verify recovered: " +
                            f.Logs() + "/bitflip.sdlog: " + at.str(0)));
  CHECK(Contains(r.out, f.Logs() + "/zero.sdlog: unreadable: "));
  CHECK(Contains(r.out,
                 "3 files: 1 catalogued, 1 damaged, 0 already catalogued, 0 moved, 0 "
                 "duplicates, 1 unreadable"));
  CHECK_FALSE(Contains(r.out, "games/s"));  // no progress bar when the output is piped
  Run again = Stardate("index '" + f.Logs() + "/good.sdlog' --db '" + f.Db() + "' --json");
  CHECK(again.code == 0);
  CHECK(Contains(again.out, "\"outcome\":\"skipped\""));
}

TEST_CASE(
    "stardate index names damaged and unreadable files on standard error, the totals on "
    "standard output",
    "[catalogue]") {
  CatalogueFixture f;
  GoodDamagedAndEmpty(&f);
  // One stream at a time (the other thrown away), each into a fresh catalogue.
  auto only = [&](const std::string& keep, const std::string& db) {
    std::string cmd =
        "'" + Binary() + "' index '" + f.Logs() + "' --db '" + f.dir.Path(db) + "' " + keep;
    return RunShell(cmd).out;
  };
  const std::string err = only("2>&1 >/dev/null", "err.sqlite");
  CHECK(Contains(err, f.Logs() + "/bitflip.sdlog: damaged, catalogued with what verify recovered"));
  CHECK(Contains(err, f.Logs() + "/zero.sdlog: unreadable: "));
  CHECK_FALSE(Contains(err, "3 files:"));
  const std::string out = only("2>/dev/null", "out.sqlite");
  CHECK(Contains(out, "3 files: "));
  CHECK_FALSE(Contains(out, "bitflip.sdlog"));
}

TEST_CASE(
    "stardate stats and sql refuse a catalogue file that is not SQLite, leaving it as it "
    "was",
    "[catalogue]") {
  CatalogueFixture f;
  std::ofstream(f.Db()) << "these are my notes\n";
  const std::string expected = f.Db() +
                               ": not an SQLite catalogue (file is not a database); "
                               "expected a catalogue written by `stardate index`";
  Run stats = Stardate("stats --db '" + f.Db() + "'");
  CHECK(stats.code == 1);
  CHECK(Contains(stats.out, expected));
  Run sql = Stardate("sql --db '" + f.Db() + "' 'SELECT 1' --json");
  CHECK(sql.code == 1);
  CHECK(Contains(sql.out, "{\"error\":{\"exit\":1,\"kind\":\"invalid-argument\""));
  Run index = Stardate("index samples/ti4 --db '" + f.Db() + "'");
  CHECK(index.code == 1);
  CHECK(Contains(index.out, expected));
  CHECK(ReadFileBytes(f.Db()) == "these are my notes\n");
}

TEST_CASE("stardate refuses a catalogue of another schema version, naming both versions",
          "[catalogue]") {
  // 4: a catalogue written before the game, event and length totals and the rules' example
  // games; 7: a later one.
  for (const char* version : {"4", "7"}) {
    CatalogueFixture f;
    f.Index({SourceDir() + "/samples/ti4"});
    sqlite3* db = nullptr;
    REQUIRE(sqlite3_open(f.Db().c_str(), &db) == SQLITE_OK);
    const std::string update =
        std::string("UPDATE meta SET value = '") + version + "' WHERE key = 'schema_version'";
    REQUIRE(sqlite3_exec(db, update.c_str(), nullptr, nullptr, nullptr) == SQLITE_OK);
    sqlite3_close(db);
    const std::string expected = f.Db() + ": catalogue schema version " + version +
                                 ", but this stardate reads version " +
                                 std::to_string(cat::kSchemaVersion) +
                                 " only; index the logs again into a new "
                                 "catalogue (stardate index LOGS --db NEW)";
    for (const std::string& cmd :
         {"stats --db '" + f.Db() + "'", "sql --db '" + f.Db() + "' 'SELECT count(*) FROM games'",
          "index samples/ti4 --db '" + f.Db() + "'"}) {
      Run r = Stardate(cmd);
      INFO(cmd);
      CHECK(r.code == 1);
      CHECK(Contains(r.out, expected));
    }
  }
}

TEST_CASE("stardate sql refuses a statement that writes and leaves the catalogue unchanged",
          "[catalogue]") {
  CatalogueFixture f;
  f.Index({SourceDir() + "/samples/ti4"});
  for (const char* q : {"DELETE FROM games", "UPDATE players SET won = 1", "CREATE TABLE x (a)",
                        "INSERT INTO meta VALUES ('a', 'b')"}) {
    Run r = Stardate("sql --db '" + f.Db() + "' \"" + q + "\"");
    INFO(q);
    CHECK(r.code == 1);
    CHECK(Contains(r.out, "the catalogue is opened read-only and this statement would write"));
  }
  Run two = Stardate("sql --db '" + f.Db() + "' 'SELECT 1; DELETE FROM games'");
  CHECK(two.code == 1);
  CHECK(Contains(two.out, "one statement at a time"));
  CHECK(f.Csv("SELECT count(*) FROM games") == "3\n");
  Run csv = Stardate("sql --db '" + f.Db() +
                     "' 'SELECT name, side FROM players WHERE seat = 2 "
                     "ORDER BY game' --csv");
  CHECK(csv.code == 0);
  CHECK(csv.out ==
        "name,side\nCarol,Emirates of Hacan\nCarol,Emirates of Hacan\nCarol,Emirates of Hacan\n");
}

TEST_CASE("stardate stats gives win rates with the counts behind them, checked by hand",
          "[catalogue]") {
  CatalogueFixture f;
  RecordResults(&f);
  f.Index({f.Logs()});
  // Federation: 3 games, all decided, 2 won. Dominion: 2 lost. Klingon: 1 won.
  CHECK(f.ReportCsv("affiliation", "win-rate-by-affiliation") ==
        "Federation,3,3,2,66.7%\nDominion,2,2,0,0.0%\nKlingon,1,1,1,100.0%\n");
  CHECK(f.ReportCsv("affiliation", "matchups") ==
        "Dominion,Federation,2,2,0,0.0%\n"
        "Federation,Dominion,2,2,2,100.0%\n"
        "Federation,Klingon,1,1,0,0.0%\n"
        "Klingon,Federation,1,1,1,100.0%\n");
  CHECK(f.ReportCsv("player", "win-rate-by-player") == "Alice,3,3,2,66.7%,0\nBob,3,3,1,33.3%,0\n");
  // Since April: the conceded game and the Klingon win.
  std::vector<cat::Filter> since = {*cat::ParseFilter("date>=2026-04-01")};
  CHECK(f.ReportCsv("affiliation", "win-rate-by-affiliation", since) ==
        "Federation,2,2,1,50.0%\nDominion,1,1,0,0.0%\nKlingon,1,1,1,100.0%\n");
  std::vector<cat::Filter> klingon = {*cat::ParseFilter("affiliation=Klingon")};
  CHECK(f.ReportCsv("", "overview", klingon) == "1,1,0,100,0\n");
  // Q2: Bob plays it in both fed-vs-dominion games (both lost), drawn in both, never seeded.
  std::string cards = f.ReportCsv("card", "cards");
  CHECK(Contains(cards, "\nQ2,2,2,0,0.0%,2,2,0,0.0%,0,0,0,-\n"));
  // Federation Outpost: seeded by Alice in all three games (two won).
  CHECK(Contains(cards, "\nFederation Outpost,0,0,0,-,0,0,0,-,3,3,2,66.7%\n"));
}

TEST_CASE(
    "stardate stats --by event gives each event's earliest and latest dates, a game without "
    "a date counting for neither",
    "[catalogue]") {
  CatalogueFixture f;
  RecordResults(&f);
  f.Record("fed-vs-dominion", "d-undated");
  f.Index({f.Logs()});
  CHECK(f.ReportCsv("event", "events") ==
        "Stardate Sample Open,3,2026-03-01,2026-04-02,2,0,0\n"
        "Club Night,1,2026-05-01,2026-05-01,1,0,0\n");
  Run json = Stardate("stats --db '" + f.Db() + "' --by event --json");
  CHECK(Contains(json.out, "\"first_date\":\"2026-03-01\",\"last_date\":\"2026-04-02\""));
  // No game of the event has a date: both are empty.
  Run undated = Stardate("stats samples/ti4 --by event --csv");
  CHECK(undated.code == 0);
  CHECK(Contains(undated.out, "event,games,first_date,last_date,"));
  CHECK(Contains(undated.out, ",2,,,0,0,0\n"));
}

TEST_CASE(
    "stardate stats --where side=X counts the players of side X alone; affiliation=X keeps "
    "their games with both sides",
    "[catalogue]") {
  CatalogueFixture f;
  RecordResults(&f);
  f.Index({f.Logs()});
  auto where = [](const char* clause) {
    return std::vector<cat::Filter>{*cat::ParseFilter(clause)};
  };
  // Alice plays Federation in all three games and wins two; Bob plays Klingon once and wins.
  CHECK(f.ReportCsv("player", "win-rate-by-player", where("side=Federation")) ==
        "Alice,3,3,2,66.7%,0\n");
  CHECK(f.ReportCsv("player", "win-rate-by-player", where("side=Klingon")) ==
        "Bob,1,1,1,100.0%,0\n");
  // The games with a Klingon side, with both of their players.
  CHECK(f.ReportCsv("player", "win-rate-by-player", where("affiliation=Klingon")) ==
        "Alice,1,1,0,0.0%,0\nBob,1,1,1,100.0%,0\n");
  CHECK(f.ReportCsv("affiliation", "win-rate-by-affiliation", where("side=Federation")) ==
        "Federation,3,3,2,66.7%\n");
  CHECK(f.ReportCsv("affiliation", "win-rate-by-affiliation", where("side!=Federation")) ==
        "Dominion,2,2,0,0.0%\nKlingon,1,1,1,100.0%\n");
  CHECK(f.ReportCsv("affiliation", "matchups", where("side=Dominion")) ==
        "Dominion,Federation,2,2,0,0.0%\n");
  CHECK(f.ReportCsv("affiliation", "facilities-by-affiliation", where("side=Klingon"))
            .rfind("Klingon,1,", 0) == 0);
  // Q2 is Bob's, played in both Dominion games; no Federation player used it.
  CHECK(Contains(f.ReportCsv("card", "cards", where("side=Dominion")),
                 "\nQ2,2,2,0,0.0%,2,2,0,0.0%,0,0,0,-\n"));
  CHECK_FALSE(Contains(f.ReportCsv("card", "cards", where("side=Federation")), "\nQ2,"));
  // The per-game reports count the games the selected players played.
  CHECK(f.ReportCsv("", "overview", where("side=Klingon")).rfind("1,1,0,", 0) == 0);
  auto bad = cat::ParseFilter("side>=Klingon");
  REQUIRE_FALSE(bad.ok());
  CHECK(bad.status().message() == "--where side>=Klingon: side takes = or != only");
  Run help = Stardate("stats --help");
  CHECK(Contains(help.out, "side=X the players of side X alone"));
}

TEST_CASE("stardate stats on logs indexes them into a temporary catalogue first", "[catalogue]") {
  Run r = Stardate("stats samples/stccg --by rule --csv");
  CHECK(r.code == 0);
  CHECK(r.out ==
        "rule,findings,games,example_games\n"
        "stccg.dilemma.condition,2,1,samples/stccg/staples-and-dilemmas.sdlog\n"
        "stccg.report.native-quadrant,2,1,samples/stccg/illegal-facilities.sdlog\n"
        "stccg.facility.seed.homeworld,1,1,samples/stccg/illegal-facilities.sdlog\n"
        "stccg.facility.seed.native-quadrant,1,1,samples/stccg/illegal-facilities.sdlog\n"
        "stccg.facility.seed.outpost-icon,1,1,samples/stccg/illegal-facilities.sdlog\n"
        "stccg.facility.seed.seed-one,1,1,samples/stccg/illegal-facilities.sdlog\n"
        "stccg.report.opponent-outpost,1,1,samples/stccg/illegal-facilities.sdlog\n"
        "stccg.turn.normal-card-play,1,1,samples/stccg/illegal-facilities.sdlog\n");
  Run damaged = Stardate("stats samples/corrupt --json");
  CHECK(damaged.code == 1);
  CHECK(Contains(damaged.out, "warning: samples/corrupt/long-game-bitflip.sdlog: damaged"));
  CHECK(Contains(damaged.out, "{\"reports\":[{\"name\":\"overview\""));
}

TEST_CASE("stardate stats rejects an unknown --by or --where with the nearest choice",
          "[catalogue]") {
  Run by = Stardate("stats samples/ti4 --by factoin");
  CHECK(by.code == 2);
  CHECK(Contains(by.out,
                 "--by factoin: expected affiliation, player, event, card, rule, faction, "
                 "station or dilemma (nearest: faction)"));
  Run where = Stardate("stats samples/ti4 --where affil=Klingon");
  CHECK(where.code == 2);
  CHECK(Contains(where.out, "unknown field 'affil'"));
  CHECK(Contains(where.out, "nearest: affiliation"));
  Run none = Stardate("stats");
  CHECK(none.code == 2);
}

}  // namespace
}  // namespace stardate::testing
