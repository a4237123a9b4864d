// stardate stats [--db F | --from URL | PATHS...] [--by ...] [--where ...] [--json|--csv]
//
// The canned reports over a catalogue. Given logs and folders instead of a catalogue, indexes
// them into a temporary catalogue first (removed afterwards).
#include <stdlib.h>

#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "analyzer/catalogue/indexer.h"
#include "analyzer/catalogue/open_store.h"
#include "analyzer/catalogue/reports.h"
#include "analyzer/catalogue/sqlite_store.h"
#include "cli/commands.h"

namespace stardate::cli {
namespace {

namespace cat = analyzer::catalogue;

// A temporary folder removed with its contents when the object goes.
class ScratchDir {
 public:
  ScratchDir() {
    std::error_code ec;
    std::string pattern = (std::filesystem::temp_directory_path(ec) / "stardate-stats-XXXXXX");
    if (::mkdtemp(pattern.data()) != nullptr) dir_ = pattern;
  }
  ~ScratchDir() {
    std::error_code ignored;
    if (!dir_.empty()) std::filesystem::remove_all(dir_, ignored);
  }
  const std::string& dir() const { return dir_; }

 private:
  std::string dir_;
};

}  // namespace

void AddStats(CLI::App& app, int* exit_code) {
  struct Args {
    std::vector<std::string> paths;
    std::string db, from, by;
    std::vector<std::string> where;
    int jobs = 0;
    bool json = false, csv = false, include_forks = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "stats",
      "Statistics over a catalogue of games (stardate index): win rate by affiliation "
      "with game counts, the matchup matrix, facility and card usage, the most-broken "
      "rules with example games, game length, and each game's own facts (TI4: factions' "
      "victory points by source, space stations; 1E: per-card rates, dilemmas). Every "
      "rate comes with the count behind it. Given logs or folders instead of --db, "
      "indexes them into a temporary catalogue first.");
  cmd->add_option("paths", args->paths, "logs and folders of logs (instead of --db)");
  cmd->add_option("--db", args->db, "the SQLite catalogue");
  cmd->add_option("--from", args->from, "a ClickHouse catalogue: clickhouse://HOST:PORT/DB");
  cmd->add_option("--by", args->by,
                  "one report group: affiliation (win rates, matchups, facilities), player, "
                  "event, card (per-card rates when played, drawn, seeded), rule, faction "
                  "(victory points by source, faction matchups), station (space stations), "
                  "dilemma (how often each stopped a team)");
  cmd->add_option("--where", args->where,
                  "FIELD OP VALUE, repeatable (all must hold). event, round, date (YYYY-MM-DD), "
                  "game (rules module) with = != >= <= > < select games, with all their "
                  "players; affiliation=X the games where some player has side X (!=: none "
                  "has), both sides counted; player=NAME the games NAME played (!=: did not), "
                  "both players counted; side=X the players of side X alone (!=: the others) "
                  "in the per-player reports (win rates, matchups, facilities, cards, "
                  "factions, station holders, dilemmas by their owner's side), and the games "
                  "they played in the per-game ones (overview, rules, game length, events, "
                  "station games). A game without a date passes no date condition. E.g. "
                  "date>=2026-01-01, side=Romulan");
  cmd->add_flag("--include-forks", args->include_forks,
                "count forks (stardate fork) too; left out by default, as they replay their "
                "parent's events");
  cmd->add_option("--jobs", args->jobs, "worker threads when indexing PATHS")
      ->check(CLI::Range(1, 256));
  auto* json = cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->add_flag("--csv", args->csv, "CSV output (one section per report)")->excludes(json);
  cmd->callback([args, exit_code]() {
    const bool json = args->json;
    std::vector<cat::Filter> filters;
    for (const std::string& w : args->where) {
      auto f = cat::ParseFilter(w);
      if (!f.ok()) {
        *exit_code = FailUsage(f.status().message(), json);
        return;
      }
      filters.push_back(*f);
    }
    const int given = !args->paths.empty() + !args->db.empty() + !args->from.empty();
    if (given != 1) {
      *exit_code = FailUsage(
          "stats needs one of: --db FILE, --from clickhouse://HOST:PORT/DB, "
          "or logs and folders to index first",
          json);
      return;
    }
    ScratchDir scratch;
    std::unique_ptr<cat::QuerySource> source;
    bool complete = true;
    if (!args->paths.empty()) {
      if (scratch.dir().empty()) {
        *exit_code =
            Fail(Status::IoError("cannot make a temporary folder for the catalogue"), json);
        return;
      }
      if (cat::ExpandLogPaths(args->paths).empty()) {
        *exit_code = Fail(Status::NotFound("no *.sdlog file in " + args->paths.front()), json);
        return;
      }
      const std::string db = scratch.dir() + "/catalogue.sqlite";
      auto sink = cat::SqliteStore::OpenForIndex(db);
      if (!sink.ok()) {
        *exit_code = Fail(sink.status(), json);
        return;
      }
      cat::IndexOptions options;
      options.jobs = args->jobs;
      auto report = cat::Index(args->paths, sink->get(), options);
      if (!report.ok()) {
        *exit_code = Fail(report.status(), json);
        return;
      }
      for (const cat::FileOutcome& f : report->files) {
        if (f.kind == cat::FileOutcome::Kind::kDamaged ||
            f.kind == cat::FileOutcome::Kind::kUnreadable) {
          std::fprintf(stderr, "stardate: warning: %s: %s: %s\n", f.path.c_str(),
                       cat::KindName(f.kind).c_str(), f.detail.c_str());
        }
      }
      complete = report->complete();
      sink->reset();
      auto opened = cat::OpenSource(db, "");
      if (!opened.ok()) {
        *exit_code = Fail(opened.status(), json);
        return;
      }
      source = std::move(opened).value();
    } else {
      auto opened = cat::OpenSource(args->db, args->from);
      if (!opened.ok()) {
        *exit_code = Fail(opened.status(), json);
        return;
      }
      source = std::move(opened).value();
    }
    auto reports = cat::RunReports(source.get(), args->by, filters, args->include_forks);
    if (!reports.ok()) {
      const bool usage = !args->by.empty() && reports.status().message().rfind("--by", 0) == 0;
      *exit_code =
          usage ? FailUsage(reports.status().message(), json) : Fail(reports.status(), json);
      return;
    }
    std::string out = json        ? cat::ReportsJson(*reports) + "\n"
                      : args->csv ? cat::ReportsCsv(*reports)
                                  : cat::ReportsText(*reports);
    std::fputs(out.c_str(), stdout);
    *exit_code = complete ? kExitOk : kExitBadInput;
  });
}

}  // namespace stardate::cli
