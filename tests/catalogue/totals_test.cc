#include <catch2/catch.hpp>
#include <filesystem>

#include "tests/bench/archive_generator.h"
#include "tests/catalogue/catalogue_fixture.h"
#include "tests/support/cli.h"

namespace stardate::testing {
namespace {

// Every report of every --by, as CSV.
std::string AllReports(cat::QuerySource* source, const std::vector<cat::Filter>& filters) {
  std::string out;
  for (const char* by : {"", "affiliation", "player", "event", "card", "rule"}) {
    auto r = cat::RunReports(source, by, filters);
    INFO("--by " << by);
    REQUIRE(r.ok());
    out += cat::ReportsCsv(*r);
  }
  return out;
}

}  // namespace

TEST_CASE(
    "The unfiltered reports, read from the totals the index keeps, equal the same reports "
    "counted from the rows, forks left out, over two index runs",
    "[catalogue][totals]") {
  CatalogueFixture f;
  auto gen = bench::ArchiveGenerator::Create(PoolPath());
  REQUIRE(gen.ok());
  std::filesystem::create_directories(f.Logs() + "/a");
  std::filesystem::create_directories(f.Logs() + "/b");
  for (uint64_t k = 0; k < 40; ++k) {
    char name[32];
    std::snprintf(name, sizeof name, "/%s/g%04llu.sdlog", k < 25 ? "a" : "b",
                  static_cast<unsigned long long>(k));
    REQUIRE(gen->Record(k * 7, f.Logs() + name).ok());
  }
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
}

}  // namespace stardate::testing
