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
#include <sqlite3.h>

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
#include "analyzer/catalogue/totals.h"
#include "tests/bench/archive_generator.h"

namespace stardate::bench {
namespace {

namespace cat = analyzer::catalogue;
using Clock = std::chrono::steady_clock;

struct Options {
  uint64_t games = 100000;
  std::string archive = std::string(STARDATE_BINARY_DIR) + "/catalogue-archive";
  int reps = 3;
  std::string clickhouse;               // the catalogue's URL (its first shard)
  std::vector<std::string> ch_shards;   // further shards of the cluster "catalogue"
  uint64_t scale = 0;                   // copy the indexed rows up to this many games for reports
  std::vector<std::string> scale_only;  // the data tables copied (empty: every one)
};

// The targets (tests/bench/README.md).
constexpr double kIndexTarget = 3000;       // games/s, two workers
constexpr double kSqliteReportTarget = 2;   // s, at a million games
constexpr double kClickHouseTarget = 0.5;   // s, at a million games
constexpr uint64_t kTargetGames = 1000000;  // the archive size the report targets are for

[[noreturn]] void Die(const std::string& what) {
  std::fprintf(stderr, "catalogue_bench: %s\n", what.c_str());
  std::exit(1);
}

template <typename T>
T Take(Result<T> r, const char* what) {
  if (!r.ok()) Die(std::string(what) + ": " + r.status().message());
  return std::move(r).value();
}

// The machine's load averages (1, 5, 15 minutes), as /proc/loadavg gives them.
std::string Load() {
  std::ifstream in("/proc/loadavg");
  std::string a, b, c;
  in >> a >> b >> c;
  return "load " + a + " " + b + " " + c;
}

const char* Verdict(bool pass) { return pass ? "PASS" : "FAIL"; }

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
  double cpu_seconds = 0;  // the process's, every thread: on a shared machine, steadier than wall
  cat::IndexReport report;
};

IndexRun IndexInto(const Options& o, cat::CatalogueSink* sink, int jobs) {
  cat::IndexOptions options;
  options.jobs = jobs;
  auto start = Clock::now();
  const std::clock_t cpu_start = std::clock();
  IndexRun run;
  run.report = Take(cat::Index({o.archive}, sink, options), "index");
  run.seconds = Seconds(start);
  run.cpu_seconds = static_cast<double>(std::clock() - cpu_start) / CLOCKS_PER_SEC;
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
  std::printf("%-34s %9.1f s  %9.0f games/s  %11.0f events/s  CPU %.3f ms/game  (%s)\n", label,
              r.seconds, r.report.catalogued / r.seconds, r.report.events / r.seconds,
              1000 * r.cpu_seconds / r.report.catalogued, Load().c_str());
}

// The baseline of the same run: the indexer's work on the logs alone (read, hash, decode,
// verify, replay, audit), into a store that keeps nothing.
class NullSink final : public cat::CatalogueSink {
 public:
  Result<std::map<std::string, cat::KnownGame>> Known() override {
    return std::map<std::string, cat::KnownGame>();
  }
  Status Add(int64_t, const cat::GameRecord&) override { return Status::Ok(); }
  Status UpdatePath(int64_t, const std::string&) override { return Status::Ok(); }
  Status Flush() override { return Status::Ok(); }
  Status Finish() override { return Status::Ok(); }
  std::string name() const override { return "nothing"; }
};

// What `column` of `table` holds in copy `copy` (an SQL expression) of a game's rows: ids moved
// on by `copy` times the `n` games, hashes and paths made unique.
std::string CopiedColumn(const std::string& table, const std::string& column, const std::string& n,
                         const std::string& copy, cat::Dialect dialect) {
  if ((table == "games" && column == "id") || (table != "games" && column == "game")) {
    return column + " + " + copy + " * " + n;
  }
  if (table == "games" && (column == "hash" || column == "path")) {
    return dialect == cat::Dialect::kSqlite ? column + " || '~' || " + copy
                                            : "concat(" + column + ", '~', toString(" + copy + "))";
  }
  return column;
}

bool Copied(const std::vector<std::string>& only, const std::string& table) {
  return only.empty() || std::find(only.begin(), only.end(), table) != only.end();
}

// Copies the catalogue `from` (of `games` games, ids 1..games) into `to`, then its rows again
// with ids, hashes and paths moved on, until it holds `target` games (a whole number of copies):
// a catalogue the size the report targets are for, with the indexed archive's distribution.
// Only the data tables in `only` are copied (all when empty; the others keep the indexed games'
// rows). Adds the totals tables' counts the same number of times. Returns the games it holds.
uint64_t ScaleCopy(const std::string& from, const std::string& to, uint64_t games, uint64_t target,
                   const std::vector<std::string>& only) {
  const uint64_t copies = std::max<uint64_t>(1, target / games);
  std::filesystem::remove(to);
  std::filesystem::copy_file(from, to);
  sqlite3* db = nullptr;
  if (sqlite3_open(to.c_str(), &db) != SQLITE_OK) Die("open " + to);
  auto exec = [&](const std::string& sql) {
    char* message = nullptr;
    if (sqlite3_exec(db, sql.c_str(), nullptr, nullptr, &message) != SQLITE_OK) {
      Die(sql.substr(0, 80) + ": " + (message ? message : "?"));
    }
  };
  exec("PRAGMA journal_mode=OFF");
  exec("PRAGMA synchronous=OFF");
  exec("PRAGMA cache_size=-262144");
  for (const cat::SqliteIndex& index : cat::SqliteIndexes()) {
    exec(std::string("DROP INDEX IF EXISTS ") + index.name);
  }
  exec("BEGIN");
  const std::string k =
      "WITH RECURSIVE k(copy) AS (SELECT 1 UNION ALL SELECT copy + 1 FROM k "
      "WHERE copy < " +
      std::to_string(copies - 1) + ") ";
  const std::string n = std::to_string(games);
  for (const cat::TableSchema& t : cat::Tables()) {
    const std::string table = t.name;
    if (copies < 2 || !Copied(only, table)) continue;
    std::string columns;
    for (const cat::Column& c : t.columns) {
      columns += (columns.empty() ? "" : ", ") +
                 CopiedColumn(table, c.name, n, "k.copy", cat::Dialect::kSqlite);
    }
    exec(k + "INSERT INTO " + table + " SELECT " + columns + " FROM " + table + ", k");
  }
  for (size_t i = 0; i < cat::TotalsTables().size(); ++i) {
    const cat::TableSchema& t = cat::TotalsTables()[i];
    std::string set;
    for (size_t c = cat::TotalsKeyColumns(i); c < t.columns.size(); ++c) {
      const std::string name = t.columns[c].name;
      set += (set.empty() ? "" : ", ") + name + " = " + name + " * " + std::to_string(copies);
    }
    exec("UPDATE " + std::string(t.name) + " SET " + set);
  }
  exec("COMMIT");
  for (const cat::SqliteIndex& index : cat::SqliteIndexes()) exec(index.Create());
  exec("ANALYZE");
  sqlite3_close(db);
  return games * copies;
}

// The same on a ClickHouse catalogue, in place: each data table's rows inserted again for copies
// 1..copies-1 (each row joined to the copy numbers; INSERT ... SELECT maps columns by position),
// each totals row's counts added copies-1 times more (the SummingMergeTree sums them).
uint64_t ScaleClickHouse(const std::string& url, uint64_t games, uint64_t target,
                         const std::vector<std::string>& only) {
  auto ch = Take(cat::ClickHouseStore::Connect(url), "clickhouse");
  const std::string db = Take(cat::ParseClickHouseUrl(url), "url").db + ".";
  const uint64_t copies = std::max<uint64_t>(1, target / games);
  if (copies < 2) return games;
  const std::string n = std::to_string(games), more = std::to_string(copies - 1);
  for (const cat::TableSchema& t : cat::Tables()) {
    const std::string table = t.name;
    if (!Copied(only, table)) continue;
    std::string columns;
    for (const cat::Column& c : t.columns) {
      columns += (columns.empty() ? "" : ", ") +
                 CopiedColumn(table, c.name, n, "copy", cat::Dialect::kClickHouse);
    }
    Take(ch->Execute("INSERT INTO " + db + table + " SELECT " + columns + " FROM (SELECT *, " +
                     "arrayJoin(range(" + more + ")) + 1 AS copy FROM " + db + table + ")"),
         "scale");
  }
  for (size_t i = 0; i < cat::TotalsTables().size(); ++i) {
    const cat::TableSchema& t = cat::TotalsTables()[i];
    std::string columns;
    for (size_t c = 0; c < t.columns.size(); ++c) {
      const std::string name = t.columns[c].name;
      columns += (columns.empty() ? "" : ", ") +
                 (c < cat::TotalsKeyColumns(i) ? name : name + " * " + more);
    }
    Take(ch->Execute("INSERT INTO " + db + t.name + " SELECT " + columns + " FROM " + db + t.name),
         "scale");
  }
  return games * copies;
}

// The data tables --scale copies, for the record.
std::string ScaledTables(const Options& o) {
  if (o.scale_only.empty()) return "every table";
  std::string out;
  for (const std::string& t : o.scale_only) out += (out.empty() ? "" : ", ") + t;
  return out + " only; the other tables hold the indexed games' rows";
}

std::string Fixed(double v) {
  char b[32];
  std::snprintf(b, sizeof b, "%.3f", v);
  return b;
}

double CpuSeconds() { return static_cast<double>(std::clock()) / CLOCKS_PER_SEC; }

// Prints the median wall and CPU time of each canned report over `reps` runs (cards and rules
// in full, as --by card and --by rule run them) on a catalogue of `games` games, with its
// verdict against `target` seconds at a million games.
void TimeReports(cat::QuerySource* source, int reps, const char* store, uint64_t games,
                 double target) {
  for (const char* name : cat::kReportNames) {
    std::vector<std::pair<double, double>> times;  // wall, cpu
    for (int i = 0; i < reps; ++i) {
      auto start = Clock::now();
      double cpu = CpuSeconds();
      Take(cat::RunReport(source, name, {}), "report");
      times.emplace_back(Seconds(start), CpuSeconds() - cpu);
    }
    std::sort(times.begin(), times.end());
    auto [wall, cpu] = times[times.size() / 2];
    // Below a million games the figure is projected linearly (a report reads rows in
    // proportion to the games at most; one read from the totals far less).
    const double at_target = wall * static_cast<double>(kTargetGames) / games;
    std::printf(
        "%-10s %-26s %8.3f s  (this process's CPU %.3f s)  %s < %.1f s at 1M games%s  (%s)\n",
        store, name, wall, cpu, Verdict(at_target < target), target,
        games >= kTargetGames ? "" : (" (projected: " + Fixed(at_target) + " s)").c_str(),
        Load().c_str());
  }
}

// Every canned report once, as CSV, for comparing two catalogues.
std::string AllReportsCsv(cat::QuerySource* source) {
  std::string all;
  for (const char* name : cat::kReportNames) {
    all += cat::TableCsv(Take(cat::RunReport(source, name, {}), "report").table);
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
    } else if (a == "--scale") {
      o.scale = std::strtoull(value().c_str(), nullptr, 10);
    } else if (a == "--scale-only") {
      const std::string list = value();
      for (size_t at = 0; at <= list.size();) {
        const size_t comma = std::min(list.find(',', at), list.size());
        const std::string table = list.substr(at, comma - at);
        bool known = false;
        for (const cat::TableSchema& t : cat::Tables()) known |= table == t.name;
        if (!known) Die("--scale-only: no data table " + table);
        o.scale_only.push_back(table);
        at = comma + 1;
      }
    } else {
      Die("unknown option " + a +
          " (expected --games N, --archive DIR, --reps R, --scale M, --scale-only TABLES, "
          "--clickhouse URL, --clickhouse-shard URL)");
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
  std::printf("machine: %u hardware threads, %s\n", std::thread::hardware_concurrency(),
              Load().c_str());
  EnsureArchive(o);
  const std::string db1 = o.archive + "-1.sqlite", db2 = o.archive + "-2.sqlite";
  NullSink nothing;
  IndexRun base = IndexInto(o, &nothing, 2);
  IndexRun one = IndexSqlite(o, db1, 1);
  IndexRun two = IndexSqlite(o, db2, 2);
  std::printf("games %llu, events %llu (%.0f per game)\n",
              static_cast<unsigned long long>(two.report.catalogued),
              static_cast<unsigned long long>(two.report.events),
              static_cast<double>(two.report.events) / two.report.catalogued);
  PrintIndex("baseline: the logs alone, 2 workers", base);
  PrintIndex("index, SQLite, 1 worker", one);
  PrintIndex("index, SQLite, 2 workers", two);
  const double rate = two.report.catalogued / two.seconds;
  std::printf("scaling, 2 workers over 1: %.2fx\n", one.seconds / two.seconds);
  std::printf(
      "%s index, SQLite, 2 workers >= %.0f games/s: %.0f games/s (the logs alone: %.0f) (%s)\n",
      Verdict(rate >= kIndexTarget), kIndexTarget, rate, base.report.catalogued / base.seconds,
      Load().c_str());
  std::filesystem::remove(db1);
  const auto size = std::filesystem::file_size(db2);
  std::printf("catalogue size: %.1f MB, %.0f bytes per game\n", size / 1e6,
              static_cast<double>(size) / two.report.catalogued);
  std::string reports_db = db2;
  uint64_t report_games = o.games;
  if (o.scale > o.games) {
    auto start = Clock::now();
    reports_db = o.archive + "-scaled.sqlite";
    report_games = ScaleCopy(db2, reports_db, o.games, o.scale, o.scale_only);
    std::printf(
        "reports' catalogue: the %llu games' rows (%s) copied to %llu games in %.1f s, %.1f MB "
        "(%s)\n",
        static_cast<unsigned long long>(o.games), ScaledTables(o).c_str(),
        static_cast<unsigned long long>(report_games), Seconds(start),
        std::filesystem::file_size(reports_db) / 1e6, Load().c_str());
  }
  {
    auto sqlite = Take(cat::SqliteStore::OpenReadOnly(reports_db), "open");
    TimeReports(sqlite.get(), o.reps, "SQLite", report_games, kSqliteReportTarget);
  }
  if (reports_db != db2) std::filesystem::remove(reports_db);
  if (o.clickhouse.empty()) return 0;

  auto sqlite = Take(cat::SqliteStore::OpenReadOnly(db2), "open");
  const std::string sqlite_reports = AllReportsCsv(sqlite.get());
  // A fresh database: on one server MergeTree tables (made by OpenSink), on a cluster the
  // local and Distributed tables of every shard.
  std::vector<std::string> shards = {o.clickhouse};
  shards.insert(shards.end(), o.ch_shards.begin(), o.ch_shards.end());
  auto fresh = [&] {
    for (const std::string& url : shards) {
      auto u = Take(cat::ParseClickHouseUrl(url), "url");
      auto admin = Take(cat::ClickHouseStore::Connect(url), "clickhouse");
      Take(admin->Execute("DROP DATABASE IF EXISTS " + u.db), "drop");
      if (o.ch_shards.empty()) continue;
      for (const std::string& ddl : cat::ClickHouseCreateShard(u.db, "catalogue")) {
        Take(admin->Execute(ddl), "create");
      }
    }
  };
  fresh();
  auto sink = Take(cat::OpenSink("", o.clickhouse), "clickhouse");
  IndexRun ch = IndexInto(o, sink.get(), 2);
  PrintIndex("index, ClickHouse, 2 workers", ch);
  auto source = Take(cat::OpenSource("", o.clickhouse), "clickhouse");
  TimeReports(source.get(), o.reps, "ClickHouse", o.games, kClickHouseTarget);
  const std::string ch_reports = AllReportsCsv(source.get());
  std::printf("%s ClickHouse reports equal the SQLite ones\n",
              Verdict(ch_reports == sqlite_reports));
  if (o.scale > o.games) {
    auto start = Clock::now();
    const uint64_t ch_games = ScaleClickHouse(o.clickhouse, o.games, o.scale, o.scale_only);
    std::printf(
        "ClickHouse catalogue: the %llu games' rows (%s) copied to %llu games in %.1f s (%s)\n",
        static_cast<unsigned long long>(o.games), ScaledTables(o).c_str(),
        static_cast<unsigned long long>(ch_games), Seconds(start), Load().c_str());
    TimeReports(source.get(), o.reps, "ClickHouse", ch_games, kClickHouseTarget);
  }
  if (o.ch_shards.empty()) return 0;

  // Several indexers at once, each a shard of the archive, each through its own server.
  fresh();
  auto start = Clock::now();
  std::vector<std::thread> indexers;
  std::vector<cat::IndexReport> parts(shards.size());
  for (size_t k = 0; k < shards.size(); ++k) {
    indexers.emplace_back([&, k] {
      auto shard_sink = Take(cat::OpenSink("", shards[k], /*shared=*/true), "clickhouse");
      cat::IndexOptions options;
      options.jobs = 1;
      options.shard = static_cast<int>(k) + 1;
      options.shards = static_cast<int>(shards.size());
      parts[k] = Take(cat::Index({o.archive}, shard_sink.get(), options), "index");
    });
  }
  for (std::thread& t : indexers) t.join();
  const double secs = Seconds(start);
  uint64_t games = 0;
  for (const cat::IndexReport& p : parts) games += p.catalogued;
  std::printf("index, ClickHouse, %zu indexers of 1 worker at once: %.1f s, %.0f games/s (%s)\n",
              shards.size(), secs, games / secs, Load().c_str());
  auto sharded = Take(cat::OpenSource("", o.clickhouse), "clickhouse");
  std::printf(
      "%s %zu indexers at once, each a shard of the archive, give one indexer's reports "
      "(%llu games)\n",
      Verdict(games == o.games && AllReportsCsv(sharded.get()) == ch_reports), shards.size(),
      static_cast<unsigned long long>(games));
  return 0;
}
