// stardate index PATHS... --db archive.sqlite [--jobs N] [--shard K/N] [--json]: catalogue
// every log (with --shard, this index's share of them).
//
// A progress bar (files, games/s, ETA) is drawn on standard error only when both standard
// output and standard error are terminals.
#include <unistd.h>

#include <chrono>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "analyzer/catalogue/indexer.h"
#include "analyzer/catalogue/open_store.h"
#include "cli/commands.h"
#include "engine/json_writer.h"

namespace stardate::cli {
namespace {

namespace cat = analyzer::catalogue;

// Draws "[=====>    ] 1200/5000 files  850 games/s  ETA 4 s" on standard error.
class ProgressBar {
 public:
  ProgressBar() : start_(std::chrono::steady_clock::now()) {}
  void Update(const cat::IndexProgress& p) {
    auto now = std::chrono::steady_clock::now();
    if (p.done != p.total && now - last_ < std::chrono::milliseconds(100)) return;
    last_ = now;
    double secs = std::chrono::duration<double>(now - start_).count();
    double rate = secs > 0 ? p.done / secs : 0;
    double eta = rate > 0 ? (p.total - p.done) / rate : 0;
    constexpr int kWidth = 30;
    int filled = p.total == 0 ? kWidth : static_cast<int>(kWidth * p.done / p.total);
    std::string bar(filled, '=');
    if (filled < kWidth) bar += '>' + std::string(kWidth - filled - 1, ' ');
    std::fprintf(stderr, "\r[%s] %llu/%llu files  %.0f games/s  ETA %.0f s ", bar.c_str(),
                 static_cast<unsigned long long>(p.done), static_cast<unsigned long long>(p.total),
                 rate, eta);
    if (p.done == p.total) std::fprintf(stderr, "\n");
    std::fflush(stderr);
  }

 private:
  std::chrono::steady_clock::time_point start_, last_;
};

void PrintReport(const cat::IndexReport& r, const std::string& store, bool json) {
  if (json) {
    engine::JsonWriter j;
    j.BeginObject();
    j.Key("catalogue").String(store);
    j.Key("files").BeginArray();
    for (const cat::FileOutcome& f : r.files) {
      j.BeginObject();
      j.Key("path").String(f.path);
      j.Key("outcome").String(cat::KindName(f.kind));
      if (f.game >= 0) j.Key("game").Int(f.game);
      if (!f.detail.empty()) j.Key("detail").String(f.detail);
      j.EndObject();
    }
    j.EndArray();
    j.Key("catalogued").Uint(r.catalogued);
    j.Key("damaged").Uint(r.damaged);
    j.Key("skipped").Uint(r.skipped);
    j.Key("moved").Uint(r.moved);
    j.Key("duplicates").Uint(r.duplicates);
    j.Key("unreadable").Uint(r.unreadable);
    j.Key("events").Uint(r.events);
    j.EndObject();
    std::printf("%s\n", j.str().c_str());
    return;
  }
  for (const cat::FileOutcome& f : r.files) {
    if (f.kind == cat::FileOutcome::Kind::kCatalogued ||
        (f.kind == cat::FileOutcome::Kind::kSkipped && f.detail.empty())) {
      continue;
    }
    std::string what = cat::KindName(f.kind);
    if (f.kind == cat::FileOutcome::Kind::kDamaged)
      what = "damaged, catalogued with what verify recovered";
    // Damaged and unreadable files are problems: named on standard error, which a pipe of the
    // report (standard output) does not swallow.
    const bool problem =
        f.kind == cat::FileOutcome::Kind::kDamaged || f.kind == cat::FileOutcome::Kind::kUnreadable;
    std::fprintf(problem ? stderr : stdout, "%s: %s: %s\n", f.path.c_str(), what.c_str(),
                 f.detail.c_str());
  }
  std::printf(
      "%s: %zu files: %llu catalogued, %llu damaged, %llu already catalogued, %llu moved, "
      "%llu duplicates, %llu unreadable (%llu events)\n",
      store.c_str(), r.files.size(), static_cast<unsigned long long>(r.catalogued),
      static_cast<unsigned long long>(r.damaged), static_cast<unsigned long long>(r.skipped),
      static_cast<unsigned long long>(r.moved), static_cast<unsigned long long>(r.duplicates),
      static_cast<unsigned long long>(r.unreadable), static_cast<unsigned long long>(r.events));
}

}  // namespace

void AddIndex(CLI::App& app, int* exit_code) {
  struct Args {
    std::vector<std::string> paths;
    std::string db;
    std::string to;
    int jobs = 0;
    std::string shard;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "index",
      "Catalogue logs for statistics: every *.sdlog under the given files and folders "
      "is decoded, verified and audited, and its game, players, cards and findings "
      "written to the catalogue (analyzer/CATALOGUE.md). Files already catalogued (same "
      "content) are skipped. Exit 1 when a file was damaged or unreadable.");
  cmd->add_option("paths", args->paths, "logs and folders of logs")->required();
  cmd->add_option("--db", args->db, "the SQLite catalogue (created if missing)");
  cmd->add_option("--to", args->to, "a ClickHouse catalogue: clickhouse://HOST:PORT/DB");
  cmd->add_option("--jobs", args->jobs, "worker threads (default: one per core)")
      ->check(CLI::Range(1, 256));
  cmd->add_option("--shard", args->shard,
                  "K/N: catalogue only share K of N of the files (every Nth of the sorted list, "
                  "from the Kth), so that N indexers given the same paths, each its own K, "
                  "write the games one index would, with the same ids (e.g. into one ClickHouse "
                  "cluster)");
  cmd->add_flag("--json", args->json,
                "machine-readable output: every file's outcome and the totals");
  cmd->callback([args, exit_code]() {
    const bool json = args->json;
    cat::IndexOptions options;
    options.jobs = args->jobs;
    if (!args->shard.empty()) {
      if (Status st = cat::ParseShard(args->shard, &options); !st.ok()) {
        *exit_code = FailUsage(st.message(), json);
        return;
      }
    }
    auto opened = cat::OpenSink(args->db, args->to, options.shards > 1);
    if (!opened.ok()) {
      const bool usage = opened.status().code() == Status::Code::kInvalidArgument &&
                         (args->db.empty() == args->to.empty());
      *exit_code = usage ? FailUsage(opened.status().message(), json) : Fail(opened.status(), json);
      return;
    }
    std::unique_ptr<cat::CatalogueSink> store = std::move(opened).value();
    std::vector<std::string> logs = cat::ExpandLogPaths(args->paths);
    if (logs.empty()) {
      *exit_code = Fail(Status::NotFound("no *.sdlog file in " + args->paths.front()), json);
      return;
    }
    ProgressBar bar;
    if (!json && isatty(STDOUT_FILENO) && isatty(STDERR_FILENO)) {
      options.progress = [&bar](const cat::IndexProgress& p) { bar.Update(p); };
    }
    auto report = cat::Index(args->paths, store.get(), options);
    if (!report.ok()) {
      *exit_code = Fail(report.status(), json);
      return;
    }
    PrintReport(*report, store->name(), json);
    *exit_code = report->complete() ? kExitOk : kExitBadInput;
  });
}

}  // namespace stardate::cli
