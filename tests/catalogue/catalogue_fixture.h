// Test vocabulary for the archive catalogue: a temporary folder with logs recorded from the
// bundled samples (optionally with a result and a date in their headers), a catalogue in it,
// and one-line queries.
#ifndef STARDATE_TESTS_CATALOGUE_CATALOGUE_FIXTURE_H_
#define STARDATE_TESTS_CATALOGUE_CATALOGUE_FIXTURE_H_

#include <catch2/catch.hpp>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <string>

#include "analyzer/catalogue/indexer.h"
#include "analyzer/catalogue/reports.h"
#include "analyzer/catalogue/sqlite_store.h"
#include "recorder/recorder.h"
#include "tests/bench/archive_generator.h"
#include "tests/support/samples.h"
#include "tests/support/table.h"
#include "tests/support/temp_dir.h"

namespace stardate::testing {

namespace cat = analyzer::catalogue;

class CatalogueFixture {
 public:
  std::string Db() const { return dir.Path("archive.sqlite"); }
  std::string Logs() const { return dir.Path("logs"); }

  // Records samples/stccg/<sample>.sdgame into logs/<name>.sdlog with `extra` header lines
  // (e.g. "meta winner \"Alice\"") and `tail` appended to the script.
  std::string Record(const std::string& sample, const std::string& name,
                     const std::string& extra = "", const std::string& tail = "") {
    std::string text = ReadFileBytes(SourceDir() + "/samples/stccg/" + sample + ".sdgame");
    size_t player = text.find("\nplayer ");
    REQUIRE(player != std::string::npos);
    text.insert(player + 1, extra);
    text += tail;
    std::filesystem::create_directories(Logs());
    std::string out = Logs() + "/" + name + ".sdlog";
    // A script without a pool line reads the built-in card lists.
    const std::string pool = text.find("\npool ") != std::string::npos ? PoolPath() : "";
    auto r =
        recorder::RecordScriptText(text, name + ".sdgame", out, pool, recorder::RecorderOptions{});
    INFO(r.status().message());
    REQUIRE(r.ok());
    return out;
  }

  // Records the generated archive's games k * `step` for k in [from, to)
  // (tests/bench/archive_generator.h: 1E games, every 20th a TI4 game) as
  // logs<folder>/gKKKK.sdlog.
  void Generate(const std::string& folder, uint64_t from, uint64_t to, uint64_t step) {
    auto gen = bench::ArchiveGenerator::Create(PoolPath());
    REQUIRE(gen.ok());
    std::filesystem::create_directories(Logs() + folder);
    for (uint64_t k = from; k < to; ++k) {
      char name[32];
      std::snprintf(name, sizeof name, "/g%04llu.sdlog", static_cast<unsigned long long>(k));
      REQUIRE(gen->Record(k * step, Logs() + folder + name).ok());
    }
  }

  // Indexes `paths` into the catalogue with `jobs` workers.
  cat::IndexReport Index(const std::vector<std::string>& paths, int jobs = 2) {
    auto store = cat::SqliteStore::OpenForIndex(Db());
    REQUIRE(store.ok());
    cat::IndexOptions options;
    options.jobs = jobs;
    auto report = cat::Index(paths, store->get(), options);
    REQUIRE(report.ok());
    return *report;
  }

  // A query's rows as CSV without the header line.
  std::string Csv(const std::string& sql) {
    auto store = cat::SqliteStore::OpenReadOnly(Db());
    REQUIRE(store.ok());
    auto t = (*store)->Query(sql);
    INFO(sql);
    REQUIRE(t.ok());
    std::string csv = cat::TableCsv(*t);
    return csv.substr(csv.find('\n') + 1);
  }

  // One report's rows as CSV without the header line.
  std::string ReportCsv(const std::string& by, const std::string& name,
                        const std::vector<cat::Filter>& filters = {}) {
    auto store = cat::SqliteStore::OpenReadOnly(Db());
    REQUIRE(store.ok());
    auto reports = cat::RunReports(store->get(), by, filters);
    REQUIRE(reports.ok());
    for (const cat::Report& r : *reports) {
      if (r.name != name) continue;
      std::string csv = cat::TableCsv(r.table);
      return csv.substr(csv.find('\n') + 1);
    }
    FAIL("no report " << name);
    return "";
  }

  TempDir dir;
};

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_CATALOGUE_CATALOGUE_FIXTURE_H_
