// stardate record GAME.sdgame -o GAME.sdlog [--strict] [--pool FILE...]
// stardate record - -o GAME.sdlog: reads the script from standard input as the game is played.
#include <cstdio>
#include <fstream>
#include <iostream>
#include <sstream>

#include "cli/commands.h"
#include "recorder/recorder.h"

namespace stardate::cli {
namespace {

struct RecordArgs {
  std::string input;
  std::string output;
  std::vector<std::string> pool;
  bool strict = false;
  bool quiet = false;
  uint32_t chunk_events = recorder::RecorderOptions().chunk_events;
  uint32_t snapshot_interval = recorder::RecorderOptions().snapshot_interval;
  int zstd_level = recorder::RecorderOptions().zstd_level;
};

recorder::RecorderOptions Options(const RecordArgs& a) {
  recorder::RecorderOptions options;
  options.strict = a.strict;
  options.chunk_events = a.chunk_events;
  options.snapshot_interval = a.snapshot_interval;
  options.snapshot_min_gap = a.snapshot_interval;
  options.zstd_level = a.zstd_level;
  return options;
}

int RunLive(const RecordArgs& a) {
  recorder::RecorderOptions options = Options(a);
  options.sync = true;
  options.flush_every_step = true;
  recorder::LiveRecorder live("-", a.output, a.pool, options);
  std::string line;
  int code = 0;
  while (std::getline(std::cin, line)) {
    auto answer = live.FeedLine(line);
    if (!answer.ok()) {
      // The line is refused; recording goes on with the next one.
      std::printf("error %s\n", answer.status().message().c_str());
      code = 1;
    } else {
      for (const std::string& s : *answer) std::printf("%s\n", s.c_str());
    }
    std::fflush(stdout);
  }
  Status st = live.Finish();
  if (!st.ok()) return Fail(st);
  return code;
}

int Run(const RecordArgs& a) {
  if (a.input == "-") return RunLive(a);
  std::ifstream in(a.input, std::ios::binary);
  if (!in) return Fail(Status::NotFound(a.input + ": cannot open the script"));
  std::stringstream ss;
  ss << in.rdbuf();
  recorder::RecorderOptions options = Options(a);
  auto result = recorder::RecordScriptText(ss.str(), a.input, a.output, a.pool, options);
  if (!result.ok()) return Fail(result.status());
  if (!a.quiet) {
    for (const std::string& f : result->findings) std::printf("%s\n", f.c_str());
    std::printf("recorded %llu events to %s (%llu illegal action%s flagged)\n",
                static_cast<unsigned long long>(result->events), a.output.c_str(),
                static_cast<unsigned long long>(result->illegal_actions),
                result->illegal_actions == 1 ? "" : "s");
  }
  return 0;
}

}  // namespace

void AddRecord(CLI::App& app, int* exit_code) {
  auto args = std::make_shared<RecordArgs>();
  CLI::App* cmd = app.add_subcommand(
      "record",
      "Record a game script (.sdgame) into a log (.sdlog). Faithful by default: illegal actions "
      "are recorded as played and flagged with their rule; --strict refuses the first one.");
  cmd->add_option("script", args->input, "the script, or - to read it from standard input as "
                                         "the game is played (each line answered at once)")
      ->required();
  cmd->add_option("-o,--output", args->output, "the log to write")->required();
  cmd->add_option("--pool", args->pool,
                  "card lists (trekcc CSV layout), read in order as one pool: put them after "
                  "the script (--pool A.csv B.csv) or repeat --pool; default: the script's "
                  "'pool' line, else the built-in Physical.csv and Virtual.csv")
      ->expected(1, -1);
  cmd->add_flag("--strict", args->strict, "refuse illegal actions (exit 1 at the first)");
  cmd->add_flag("-q,--quiet", args->quiet, "print nothing on success");
  cmd->add_option("--chunk-events", args->chunk_events,
                  "events per compressed chunk (default 16384)")
      ->check(CLI::Range(1, 1 << 20));
  cmd->add_option("--snapshot-interval", args->snapshot_interval,
                  "a snapshot every N events: a seek applies at most N events after one (default 8192)")
      ->check(CLI::Range(8, 1 << 24));
  cmd->add_option("--zstd-level", args->zstd_level,
                  "zstd level of chunks and snapshots, 1-19: higher is smaller and slower to "
                  "record, replay speed hardly changes (default 6)")
      ->check(CLI::Range(1, 19));
  cmd->callback([args, exit_code]() { *exit_code = Run(*args); });
}

}  // namespace stardate::cli
