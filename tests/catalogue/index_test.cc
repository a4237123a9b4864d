#include <catch2/catch.hpp>
#include <filesystem>
#include <regex>

#include "tests/catalogue/catalogue_fixture.h"
#include "tests/support/cli.h"

namespace stardate::testing {
namespace {

using Kind = cat::FileOutcome::Kind;

TEST_CASE("Index catalogues every bundled sample and marks the corrupt ones damaged",
          "[catalogue]") {
  CatalogueFixture f;
  cat::IndexReport r = f.Index({SourceDir() + "/samples"});
  // Every log under samples/: two damaged copies in samples/corrupt/, the rest whole.
  size_t logs = 0;
  for (const auto& entry :
       std::filesystem::recursive_directory_iterator(SourceDir() + "/samples")) {
    logs += entry.path().extension() == ".sdlog" ? 1 : 0;
  }
  REQUIRE(logs >= 8);
  CHECK(r.files.size() == logs);
  CHECK(r.catalogued == logs - 2);
  CHECK(r.damaged == 2);
  CHECK(r.unreadable == 0);
  CHECK_FALSE(r.complete());
  CHECK(r.files[0].kind == Kind::kDamaged);  // samples/corrupt/ sorts first
  CHECK(r.files[2].kind == Kind::kCatalogued);
  // The bit-flipped chunk loses its 64 events; the truncated log keeps every complete chunk.
  CHECK(f.Csv("SELECT id, damaged, events, events_lost, turns FROM games WHERE damaged = 1 "
              "ORDER BY id") == "1,1,146,64,8\n2,1,128,0,7\n");
  CHECK(f.Csv("SELECT count(*) FROM games WHERE damaged = 0") == std::to_string(logs - 2) + "\n");
}

TEST_CASE(
    "Index records each game's players, sides, cards played and facilities as the "
    "script played them",
    "[catalogue]") {
  CatalogueFixture f;
  f.Index({SourceDir() + "/samples/stccg", SourceDir() + "/samples/ti4"});
  // fed-vs-dominion.sdgame: Alice reports the Enterprise, plays Amanda Rogers, reports Geordi
  // (3 plays); Bob plays Q2, reports the attack ship, plays Security Sacrifice, reports
  // Omet'iklan (4). Each seeds six missions and an outpost.
  const std::string fvd = "(SELECT id FROM games WHERE path LIKE '%fed-vs-dominion.sdlog')";
  CHECK(f.Csv("SELECT seat, name, side, cards_played, findings FROM players WHERE game = " + fvd +
              " ORDER BY seat") == "0,Alice,Federation,3,0\n1,Bob,Dominion,4,0\n");
  CHECK(f.Csv("SELECT seat, count FROM facts WHERE fact = 'facilities_seeded' AND game = " + fvd +
              " ORDER BY seat") == "0,1\n1,1\n");
  CHECK(f.Csv("SELECT count(*) FROM facts WHERE fact = 'facilities_built' AND count > 0 AND "
              "game = " +
              fvd) == "0\n");
  CHECK(f.Csv("SELECT sum(seeded), sum(played) FROM cards WHERE game = " + fvd +
              " GROUP BY seat ORDER BY seat") == "7,3\n7,4\n");
  CHECK(f.Csv("SELECT title, played, seeded FROM cards WHERE game = " + fvd +
              " AND title IN ('Q2', 'Dominion Outpost')") == "Dominion Outpost,0,1\nQ2,1,0\n");
  // tabletop-fed-vs-klingon: Bob's deck is Klingon.
  CHECK(f.Csv("SELECT side FROM players WHERE name = 'Bob' AND game = (SELECT id FROM games "
              "WHERE path LIKE '%tabletop%')") == "Klingon\n");
  // illegal-facilities: 8 findings (stardate audit), 5 against Alice and 3 against Bob.
  CHECK(f.Csv("SELECT findings, (SELECT group_concat(findings) FROM players p WHERE p.game = "
              "g.id) FROM games g WHERE path LIKE '%illegal-facilities%'") == "8,\"5,3\"\n");
  CHECK(f.Csv("SELECT count(*) FROM findings WHERE rule = 'stccg.report.native-quadrant'") ==
        "2\n");
  // TI4: factions from the header, no card rows.
  CHECK(f.Csv("SELECT name, side FROM players WHERE game = (SELECT id FROM games WHERE path "
              "LIKE '%stations_trade%') ORDER BY seat") ==
        "Alice,Federation of Sol\nBob,Last Bastion\nCarol,Emirates of Hacan\n");
  CHECK(f.Csv("SELECT count(*) FROM cards c JOIN games g ON g.id = c.game WHERE g.game = "
              "'ti4'") == "0\n");
}

TEST_CASE(
    "Index catalogues a fork with its parent's chain value and fork point; stats leaves forks "
    "out unless --include-forks",
    "[catalogue]") {
  CatalogueFixture f;
  const std::string fork = SourceDir() + "/samples/stccg/forks/fed-vs-dominion.no-q2.sdlog";
  f.Index({SourceDir() + "/samples/stccg/fed-vs-dominion.sdlog", fork});
  Run show = Stardate("show '" + fork + "' --json");
  std::smatch parent;
  REQUIRE(
      std::regex_search(show.out, parent,
                        std::regex("\"fork\":\\{\"parent\":\"([0-9a-f]{64})\",\"at\":\"([^\"]+)\","
                                   "\"sharedEvents\":([0-9]+)")));
  CHECK(f.Csv("SELECT fork_parent, fork_at, fork_events FROM games ORDER BY id") ==
        ",,0\n" + parent.str(1) + "," + parent.str(2) + "," + parent.str(3) + "\n");
  CHECK(f.ReportCsv("", "overview").rfind("1,", 0) == 0);  // the parent alone
  Run without = Stardate("stats --db '" + f.Db() + "' --by event --csv");
  CHECK(Contains(without.out, "\nStardate Sample Open,1,"));
  Run with = Stardate("stats --db '" + f.Db() + "' --by event --csv --include-forks");
  CHECK(Contains(with.out, "\nStardate Sample Open,2,"));
}

TEST_CASE("Index again adds nothing: every file is skipped by its content hash", "[catalogue]") {
  CatalogueFixture f;
  cat::IndexReport first = f.Index({SourceDir() + "/samples"});
  const std::string count =
      "SELECT (SELECT count(*) FROM games), (SELECT count(*) FROM "
      "players), (SELECT count(*) FROM cards), (SELECT count(*) FROM "
      "findings)";
  std::string before = f.Csv(count);
  cat::IndexReport again = f.Index({SourceDir() + "/samples"});
  CHECK(again.skipped == first.files.size());
  CHECK(again.catalogued + again.damaged == 0);
  // The samples hold damaged logs: the second run ends as the first did.
  CHECK(again.complete() == first.complete());
  CHECK(f.Csv(count) == before);
}

TEST_CASE("Index writes the same rows with one worker as with two", "[catalogue]") {
  CatalogueFixture one, two;
  one.Index({SourceDir() + "/samples"}, 1);
  two.Index({SourceDir() + "/samples"}, 2);
  for (const char* sql :
       {"SELECT * FROM games ORDER BY id", "SELECT * FROM players ORDER BY game, seat",
        "SELECT * FROM cards ORDER BY game, seat, title", "SELECT * FROM findings ORDER BY game, n",
        "SELECT * FROM game_meta ORDER BY game, key"}) {
    CHECK(one.Csv(sql) == two.Csv(sql));
  }
}

TEST_CASE("Index finds a moved log by its content and updates its path; a copy is a duplicate",
          "[catalogue]") {
  CatalogueFixture f;
  std::string a = f.Record("fed-vs-dominion", "a");
  f.Index({a});
  std::string b = f.Logs() + "/b.sdlog";
  std::filesystem::rename(a, b);
  cat::IndexReport moved = f.Index({f.Logs()});
  REQUIRE(moved.files.size() == 1);
  CHECK(moved.files[0].kind == Kind::kMoved);
  CHECK(f.Csv("SELECT id, path FROM games") == "1," + b + "\n");
  std::filesystem::copy_file(b, f.Logs() + "/c.sdlog");
  cat::IndexReport copied = f.Index({f.Logs()});
  CHECK(copied.files[0].kind == Kind::kSkipped);
  CHECK(copied.files[1].kind == Kind::kDuplicate);
  CHECK(copied.files[1].detail == "the same content as " + b + ", catalogued already");
  CHECK(f.Csv("SELECT count(*) FROM games") == "1\n");
}

TEST_CASE("Index reports an unreadable file and catalogues the others", "[catalogue]") {
  CatalogueFixture f;
  std::string good = f.Record("fed-vs-dominion", "good");
  std::ofstream(f.Logs() + "/junk.sdlog") << "not a log";
  cat::IndexReport r = f.Index({f.Logs(), f.dir.Path("missing.sdlog")});
  REQUIRE(r.files.size() == 3);
  CHECK(r.files[0].kind == Kind::kCatalogued);
  CHECK(r.files[1].kind == Kind::kUnreadable);
  CHECK_THAT(r.files[1].detail, Catch::Contains("junk.sdlog"));
  CHECK(r.files[2].kind == Kind::kUnreadable);
  CHECK(r.files[2].detail == f.dir.Path("missing.sdlog") + ": no such file or folder");
  CHECK(r.unreadable == 2);
  CHECK_FALSE(r.complete());
  CHECK(f.Csv("SELECT count(*) FROM games") == "1\n");
}

TEST_CASE("Index takes the winner from a concession, else from the header's winner line",
          "[catalogue]") {
  CatalogueFixture f;
  f.Record("fed-vs-dominion", "header", "meta winner \"Alice\"\nmeta date \"2026-03-01\"\n");
  f.Record("fed-vs-dominion", "conceded", "meta date \"2026-04-02\"\n", "Bob concedes\n");
  f.Record("fed-vs-dominion", "open", "");
  f.Index({f.Logs()});
  CHECK(f.Csv("SELECT path LIKE '%conceded%', winner, engine_winner, header_winner, ended_by, "
              "date FROM games ORDER BY id") ==
        "1,0,0,-1,concession,2026-04-02\n0,0,-1,0,,2026-03-01\n0,-1,-1,-1,,\n");
  CHECK(f.Csv("SELECT won FROM players ORDER BY game, seat") == "1\n0\n1\n0\n-1\n-1\n");
}

}  // namespace
}  // namespace stardate::testing
