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
// R runs) on SQLite and, given --clickhouse, on that ClickHouse catalogue after indexing into it.
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "analyzer/catalogue/indexer.h"
#include "analyzer/catalogue/open_store.h"
#include "analyzer/catalogue/reports.h"
#include "analyzer/catalogue/sqlite_store.h"
#include "engine/rng.h"
#include "recorder/recorder.h"
#include "tests/bench/game_generator.h"
#include "tests/bench/ti4_generator.h"

namespace stardate::bench {
namespace {

namespace cat = analyzer::catalogue;
using Clock = std::chrono::steady_clock;

struct Options {
  uint64_t games = 100000;
  std::string archive = std::string(STARDATE_BINARY_DIR) + "/catalogue-archive";
  int reps = 3;
  std::string clickhouse;
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

// "2025-MM-DD" for day `d` of a 12 x 28-day season (dates sort as text).
std::string Date(uint64_t d) {
  d %= 336;
  char buf[16];
  std::snprintf(buf, sizeof buf, "2025-%02d-%02d", static_cast<int>(d / 28 + 1),
                static_cast<int>(d % 28 + 1));
  return buf;
}

// Records game `k` of the archive into `path`.
void RecordGame(uint64_t k, const engine::GameSetup& stccg, const std::string& path) {
  engine::EventRng rng(0xca7a1096ull + k, 0);
  const bool ti4 = k % 20 == 19;
  engine::GameSetup setup;
  if (ti4) {
    setup = Take(Ti4BenchSetup(k), "ti4 setup");
  } else {
    setup = stccg;
    setup.seed = 1000003 * k + 17;
  }
  for (size_t p = 0; p < setup.players.size(); ++p) {
    setup.players[p].name = "Player " + std::to_string(1 + rng.Below(400));
  }
  if (setup.players.size() >= 2 && setup.players[0].name == setup.players[1].name) {
    setup.players[1].name += " (B)";
  }
  setup.event = "League " + std::to_string(k % 40);
  setup.round = "Round " + std::to_string(1 + k % 7);
  setup.meta = {{"date", Date(k / 300)}};
  const uint64_t target = ti4 ? 600 + rng.Below(600) : 150 + rng.Below(600);
  auto rec = Take(recorder::Recorder::Create(setup, path, recorder::RecorderOptions{}), "recorder");
  if (ti4) {
    Ti4Generator gen(setup.seed ^ 0x5eed);
    while (rec->events_recorded() < target) {
      auto in = gen.Next(static_cast<const engine::ti4::Ti4State&>(rec->state()));
      Take(rec->Record(std::move(in)), "record");
    }
  } else {
    GameGenerator gen(setup.seed ^ 0x5eed, 0.01);
    for (;;) {
      const auto& s = static_cast<const engine::stccg::StccgState&>(rec->state());
      if (rec->events_recorded() >= target && s.core().stack.empty()) break;
      Take(rec->Record(gen.Next(s)), "record");
    }
    engine::Event concede;
    concede.kind = engine::EventKind::CONCEDE;
    concede.player = static_cast<uint8_t>(rng.Below(2));
    Take(rec->Record(std::move(concede)), "concede");
  }
  if (Status st = rec->Finish(); !st.ok()) Die("finish: " + st.message());
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
  const engine::GameSetup stccg = Take(BenchSetup(pool, DeckOptions{}), "setup");
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
      RecordGame(k, stccg, o.archive + name);
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

// Median time of each canned report over `reps` runs; the reports' text, for comparison.
std::string TimeReports(cat::QuerySource* source, int reps, const char* store) {
  std::string all;
  for (const char* by : {"", "affiliation", "player", "event", "card", "rule"}) {
    std::vector<double> times;
    std::string text;
    for (int i = 0; i < reps; ++i) {
      auto start = Clock::now();
      auto reports = Take(cat::RunReports(source, by, {}), "report");
      times.push_back(Seconds(start));
      text = cat::ReportsCsv(reports);
    }
    std::sort(times.begin(), times.end());
    std::printf("%-10s stats --by %-12s %8.3f s%s\n", store, *by ? by : "(overview)",
                times[times.size() / 2], times[times.size() / 2] < 2.0 ? "" : "  (over 2 s)");
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
    } else {
      Die("unknown option " + a +
          " (expected --games N, --archive DIR, --reps R, --clickhouse URL)");
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
