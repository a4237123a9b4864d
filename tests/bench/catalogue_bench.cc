// The archive catalogue's benchmark (tests/bench/README.md, "Catalogue"):
//
//   stardate_catalogue_bench [--games N] [--archive DIR] [--reps R] [--clickhouse URL]
//
// Generates an archive of N games (default 100,000) of realistic length with the benchmark's
// game generators: 1E games of 150 to 750 events between 400 named players, each ended by a
// concession, dated over a season of 40 events, and one TI4 game in 20. The archive is cached
// in DIR (default: build/catalogue-archive), so a rerun with the same N reuses it. Then it
// prints, in one run: index throughput (games/s, events/s) with 1 and with 2 workers and the
// scaling ratio, the catalogue's size per game, and the time of each canned report (median of
// R runs) on SQLite and, given --clickhouse, on that ClickHouse catalogue after indexing into it
// (with --clickhouse-shard URL for each further shard: a cluster named "catalogue", on whose
// shards the bench creates the local and Distributed tables; the database is dropped first).
#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "analyzer/catalogue/clickhouse_store.h"
#include "analyzer/catalogue/indexer.h"
#include "analyzer/catalogue/open_store.h"
#include "analyzer/catalogue/reports.h"
#include "analyzer/catalogue/schema.h"
#include "analyzer/catalogue/sqlite_store.h"
#include "tests/bench/archive_generator.h"

namespace stardate::bench {
namespace {

namespace cat = analyzer::catalogue;
using Clock = std::chrono::steady_clock;

struct Options {
  uint64_t games = 100000;
  std::string archive = std::string(STARDATE_BINARY_DIR) + "/catalogue-archive";
  int reps = 3;
  std::string clickhouse;              // the catalogue's URL (its first shard)
  std::vector<std::string> ch_shards;  // further shards of the cluster "catalogue"
};

[[noreturn]] void Die(const std::string& what) {
  std::fprintf(stderr, "catalogue_bench: %s\n", what.c_str());
  std::exit(1);
}

template <typename T>
T Take(Result<T> r, const char* what) {
  if (!r.ok()) Die(std::string(what) + ": " + r.status().message());
  return std::move(r).value();
}

double Seconds(Clock::time_point start) {
  return std::chrono::duration<double>(Clock::now() - start).count();
}

// Generates the archive unless DIR already holds one of `games` games.
void EnsureArchive(const Options& o) {
  const std::string marker = o.archive + "/games-" + std::to_string(o.games) + ".done";
  if (std::filesystem::exists(marker)) {
    std::printf("archive: %s (cached, %llu games)\n", o.archive.c_str(),
                static_cast<unsigned long long>(o.games));
    return;
  }
  std::filesystem::remove_all(o.archive);
  const std::string pool = std::string(STARDATE_SOURCE_DIR) + "/samples/cards/stccg1e-pool.csv";
  const ArchiveGenerator gen = Take(ArchiveGenerator::Create(pool), "setup");
  for (uint64_t d = 0; d * 1000 < o.games; ++d) {
    char dir[32];
    std::snprintf(dir, sizeof dir, "/g%03llu", static_cast<unsigned long long>(d));
    std::filesystem::create_directories(o.archive + dir);
  }
  auto start = Clock::now();
  std::atomic<uint64_t> next{0};
  auto work = [&] {
    for (uint64_t k; (k = next.fetch_add(1)) < o.games;) {
      char name[48];
      std::snprintf(name, sizeof name, "/g%03llu/%06llu.sdlog",
                    static_cast<unsigned long long>(k / 1000), static_cast<unsigned long long>(k));
      if (Status st = gen.Record(k, o.archive + name); !st.ok()) Die(st.message());
    }
  };
  std::thread other(work);
  work();
  other.join();
  std::ofstream(marker) << o.games << "\n";
  std::printf("archive: %s (generated %llu games in %.1f s)\n", o.archive.c_str(),
              static_cast<unsigned long long>(o.games), Seconds(start));
}

struct IndexRun {
  double seconds = 0;
  cat::IndexReport report;
};

IndexRun IndexInto(const Options& o, cat::CatalogueSink* sink, int jobs) {
  cat::IndexOptions options;
  options.jobs = jobs;
  auto start = Clock::now();
  IndexRun run;
  run.report = Take(cat::Index({o.archive}, sink, options), "index");
  run.seconds = Seconds(start);
  if (run.report.catalogued != o.games) {
    Die("indexed " + std::to_string(run.report.catalogued) + " games whole, expected " +
        std::to_string(o.games));
  }
  return run;
}

IndexRun IndexSqlite(const Options& o, const std::string& db, int jobs) {
  std::filesystem::remove(db);
  std::filesystem::remove(db + "-wal");
  std::filesystem::remove(db + "-shm");
  auto store = Take(cat::SqliteStore::OpenForIndex(db), "open");
  return IndexInto(o, store.get(), jobs);
}

void PrintIndex(const char* label, const IndexRun& r) {
  std::printf("%-34s %9.1f s  %9.0f games/s  %11.0f events/s\n", label, r.seconds,
              r.report.catalogued / r.seconds, r.report.events / r.seconds);
}

double CpuSeconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// Median wall and CPU time of each canned report over `reps` runs (cards and rules in full,
// as --by card and --by rule run them); returns the reports' CSV, for comparison.
std::string TimeReports(cat::QuerySource* source, int reps, const char* store) {
  std::string all;
  for (const char* name : cat::kReportNames) {
    std::vector<std::pair<double, double>> times;  // wall, cpu
    std::string text;
    for (int i = 0; i < reps; ++i) {
      auto start = Clock::now();
      double cpu = CpuSeconds();
      auto report = Take(cat::RunReport(source, name, {}), "report");
      times.emplace_back(Seconds(start), CpuSeconds() - cpu);
      text = cat::TableCsv(report.table);
    }
    std::sort(times.begin(), times.end());
    auto [wall, cpu] = times[times.size() / 2];
    std::printf("%-10s %-26s %8.3f s  (this process's CPU %.3f s)%s\n", store, name, wall, cpu,
                wall < 2.0 ? "" : "  over 2 s");
    all += text;
  }
  return all;
}

Options Parse(int argc, char** argv) {
  Options o;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) Die(a + " needs a value");
      return argv[++i];
    };
    if (a == "--games") {
      o.games = std::strtoull(value().c_str(), nullptr, 10);
    } else if (a == "--archive") {
      o.archive = value();
    } else if (a == "--reps") {
      o.reps = std::max(1, std::atoi(value().c_str()));
    } else if (a == "--clickhouse") {
      o.clickhouse = value();
    } else if (a == "--clickhouse-shard") {
      o.ch_shards.push_back(value());
    } else {
      Die("unknown option " + a +
          " (expected --games N, --archive DIR, --reps R, --clickhouse URL, "
          "--clickhouse-shard URL)");
    }
  }
  if (o.games == 0) Die("--games must be at least 1");
  return o;
}

}  // namespace
}  // namespace stardate::bench

int main(int argc, char** argv) {
  using namespace stardate::bench;
  const Options o = Parse(argc, argv);
  EnsureArchive(o);
  const std::string db1 = o.archive + "-1.sqlite", db2 = o.archive + "-2.sqlite";
  IndexRun one = IndexSqlite(o, db1, 1);
  IndexRun two = IndexSqlite(o, db2, 2);
  std::printf("games %llu, events %llu (%.0f per game)\n",
              static_cast<unsigned long long>(two.report.catalogued),
              static_cast<unsigned long long>(two.report.events),
              static_cast<double>(two.report.events) / two.report.catalogued);
  PrintIndex("index, SQLite, 1 worker", one);
  PrintIndex("index, SQLite, 2 workers", two);
  std::printf("scaling, 2 workers over 1: %.2fx (target >= 1.7x)\n", one.seconds / two.seconds);
  std::filesystem::remove(db1);
  const auto size = std::filesystem::file_size(db2);
  std::printf("catalogue size: %.1f MB, %.0f bytes per game\n", size / 1e6,
              static_cast<double>(size) / two.report.catalogued);
  auto sqlite = Take(cat::SqliteStore::OpenReadOnly(db2), "open");
  std::string sqlite_reports = TimeReports(sqlite.get(), o.reps, "SQLite");
  if (!o.clickhouse.empty()) {
    // A fresh database: on one server MergeTree tables (made by OpenSink), on a cluster the
    // local and Distributed tables of every shard.
    std::vector<std::string> shards = {o.clickhouse};
    shards.insert(shards.end(), o.ch_shards.begin(), o.ch_shards.end());
    for (const std::string& url : shards) {
      auto u = Take(cat::ParseClickHouseUrl(url), "url");
      auto admin = Take(cat::ClickHouseStore::Connect(url), "clickhouse");
      Take(admin->Execute("DROP DATABASE IF EXISTS " + u.db), "drop");
      if (o.ch_shards.empty()) continue;
      for (const std::string& ddl : cat::ClickHouseCreateShard(u.db, "catalogue")) {
        Take(admin->Execute(ddl), "create");
      }
    }
    auto sink = Take(cat::OpenSink("", o.clickhouse), "clickhouse");
    IndexRun ch = IndexInto(o, sink.get(), 2);
    PrintIndex("index, ClickHouse, 2 workers", ch);
    auto source = Take(cat::OpenSource("", o.clickhouse), "clickhouse");
    std::string ch_reports = TimeReports(source.get(), o.reps, "ClickHouse");
    std::printf("ClickHouse reports %s the SQLite ones\n",
                ch_reports == sqlite_reports ? "equal" : "DIFFER FROM");
  }
  return 0;
}
