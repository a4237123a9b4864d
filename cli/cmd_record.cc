// stardate record GAME.sdgame -o GAME.sdlog [--strict] [--pool FILE...] [--force]
// stardate record - -o GAME.sdlog [--resume]: reads the script from standard input as the game
// is played, keeping what was typed in GAME.sdlog.sdgame (the transcript a resume reads).
//
// Nothing lost: a script is recorded into a temporary file beside the log and renamed over it
// only once the whole game is recorded and on disk, so a failed record leaves the previous log
// byte for byte and no temporary file. Overwriting an existing file needs --force; -o naming
// the script itself (by any path) is refused.
#include <errno.h>
#include <fcntl.h>
#include <stdlib.h>
#include <sys/stat.h>
#include <unistd.h>

#include <cstdio>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iostream>

#include "cli/commands.h"
#include "cli/output_file.h"
#include "engine/json_writer.h"
#include "engine/script/script.h"
#include "recorder/recorder.h"

namespace stardate::cli {
namespace {

struct RecordArgs {
  std::string input;
  std::string output;
  std::vector<std::string> pool;
  bool strict = false;
  bool secret_seed = false;
  bool quiet = false;
  bool force = false;
  bool resume = false;
  bool json = false;
  uint32_t chunk_events = recorder::RecorderOptions().chunk_events;
  uint32_t snapshot_interval = recorder::RecorderOptions().snapshot_interval;
  int zstd_level = recorder::RecorderOptions().chunk_zstd.level;
};

recorder::RecorderOptions Options(const RecordArgs& a) {
  recorder::RecorderOptions options;
  options.strict = a.strict;
  options.withhold_seed = a.secret_seed;
  options.chunk_events = a.chunk_events;
  options.snapshot_interval = a.snapshot_interval;
  options.snapshot_min_gap = a.snapshot_interval;
  options.chunk_zstd.level = a.zstd_level;
  options.header_and_snapshot_zstd.level = a.zstd_level;
  return options;
}

// The transcript of a live recording: every line typed, beside the log, so that a finding's
// `FILE:LINE` names a line of a file that exists and a recording stopped by a crash can be
// resumed from it (`--resume`).
std::string TranscriptPath(const std::string& log) { return log + ".sdgame"; }

// A refused line, kept in the transcript as a comment so that the lines after it keep their
// numbers: printable ASCII only (a refused line may hold any byte), cut to a readable length.
std::string RefusedComment(std::string_view line) {
  constexpr size_t kKept = 200;
  std::string out = "# refused: ";
  for (size_t i = 0; i < line.size() && i < kKept; ++i) {
    const unsigned char c = static_cast<unsigned char>(line[i]);
    out += c >= 0x20 && c < 0x7f ? static_cast<char>(c) : '?';
  }
  if (line.size() > kKept) out += "...";
  return out;
}

// Appends `line` and a newline to the transcript and makes it durable, as the log's lines are.
Status AppendDurably(int fd, const std::string& path, std::string line) {
  line += "\n";
  for (size_t done = 0; done < line.size();) {
    const ssize_t n = ::write(fd, line.data() + done, line.size() - done);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return Status::IoError(path + ": cannot write the transcript: " + strerror(errno));
    done += static_cast<size_t>(n);
  }
  if (::fdatasync(fd) != 0) return Status::IoError(path + ": cannot sync the transcript");
  return Status::Ok();
}

// Records again, into a fresh log, the lines of the transcript of a recording that stopped:
// the log becomes what recording those lines in one go gives.
Status Replay(recorder::LiveRecorder& live, const std::string& transcript, int* lines) {
  std::ifstream in(transcript, std::ios::binary);
  if (!in) return Status::NotFound(transcript + ": no transcript to resume (record - writes it)");
  std::string line;
  while (std::getline(in, line)) {
    ++*lines;
    auto answer = live.FeedLine(line);
    if (!answer.ok()) {
      return answer.status().WithPrefix("cannot resume from " + transcript);
    }
  }
  return Status::Ok();
}

int RunLive(const RecordArgs& a) {
  recorder::RecorderOptions options = Options(a);
  options.sync = true;
  options.flush_every_step = true;
  const std::string transcript = TranscriptPath(a.output);
  if (!a.resume && !a.force && ::access(transcript.c_str(), F_OK) == 0) {
    return Fail(Status::InvalidArgument(transcript +
                                        ": a transcript of a live recording is there; --resume "
                                        "continues its game, --force starts a new one"),
                a.json);
  }
  // Every answered line must be on disk before the next is read, so the log is written in
  // place: a temporary file would hold the answered lines somewhere the user does not look.
  recorder::LiveRecorder live(transcript, a.output, a.pool, options);
  if (a.resume) {
    int lines = 0;
    Status replayed = Replay(live, transcript, &lines);
    if (!replayed.ok()) return Fail(replayed, a.json);
    std::printf("resumed %s: %d lines, %llu events\n", transcript.c_str(), lines,
                static_cast<unsigned long long>(
                    live.recorder() != nullptr ? live.recorder()->events_recorded() : 0));
    std::fflush(stdout);
  }
  const int fd = ::open(transcript.c_str(),
                        O_WRONLY | O_CREAT | O_CLOEXEC | (a.resume ? O_APPEND : O_TRUNC), 0644);
  if (fd < 0) {
    return Fail(Status::IoError(transcript + ": cannot write the transcript: " + strerror(errno)),
                a.json);
  }
  // A line is read up to the limit and no further (standard input may be endless, /dev/zero):
  // a longer line is answered with the limit's error at once and the rest of it is skipped
  // unread. One byte past the limit, and a "\r", reach the parser, which names the limit.
  std::vector<char> buf(script::kMaxScriptLineBytes + 3);
  // A refused line may be typed again: the command fails only when the last line typed was
  // refused (never put right).
  bool last_refused = false;
  Status kept = Status::Ok();
  for (;;) {
    std::cin.getline(buf.data(), static_cast<std::streamsize>(buf.size()));
    const size_t got = static_cast<size_t>(std::cin.gcount());
    const bool ended = !std::cin.fail() && !std::cin.eof();  // by its '\n', counted in `got`
    const bool too_long = std::cin.fail() && !std::cin.eof() && got + 1 == buf.size();
    if (got == 0 && !std::cin) break;
    std::string_view line(buf.data(), ended ? got - 1 : got);
    auto answer = live.FeedLine(line);
    last_refused = !answer.ok();
    if (!answer.ok()) {
      // The line is refused; recording goes on with the next one.
      std::printf("error %s\n", answer.status().message().c_str());
    } else {
      for (const std::string& s : *answer) std::printf("%s\n", s.c_str());
    }
    if (kept.ok()) {
      kept = AppendDurably(fd, transcript, answer.ok() ? std::string(line) : RefusedComment(line));
      if (!kept.ok()) std::printf("error %s\n", kept.message().c_str());
    }
    std::fflush(stdout);
    // The rest of a longer line, read into the same buffer a block at a time and dropped.
    for (bool more = too_long; more;) {
      std::cin.clear();
      std::cin.getline(buf.data(), static_cast<std::streamsize>(buf.size()));
      more = std::cin.fail() && !std::cin.eof() && std::cin.gcount() + 1 == std::ssize(buf);
    }
    if (!std::cin) break;
  }
  ::close(fd);
  Status st = live.Finish();
  if (!st.ok()) return Fail(st, a.json);
  if (!kept.ok()) return Fail(kept, a.json);
  return last_refused ? 1 : 0;
}

int Run(const RecordArgs& a) {
  std::string final_path;
  if (a.input != "-") {
    struct stat in;
    if (::stat(a.input.c_str(), &in) == 0 && S_ISDIR(in.st_mode)) {
      return Fail(Status::InvalidArgument(a.input + ": is a folder (expected a game script, "
                                                    ".sdgame)"),
                  a.json);
    }
  }
  if (a.resume && a.input != "-") {
    return FailUsage("--resume continues a live recording (record - -o LOG --resume)", a.json);
  }
  // A resumed recording writes its log again from the transcript.
  Status usable = CheckOutput(a.output, {{a.input, "the script being recorded"}},
                              a.force || a.resume, &final_path);
  if (!usable.ok()) return Fail(usable, a.json);
  if (a.input == "-") {
    if (a.json) return FailUsage("--json does not apply to record - (its answers are lines)", true);
    return RunLive(a);
  }

  std::ifstream in(a.input, std::ios::binary);
  if (!in) return Fail(Status::NotFound(a.input + ": cannot open the script"), a.json);
  TempOutput out(final_path);
  Status created = out.Create();
  if (!created.ok()) return Fail(created, a.json);
  auto result = recorder::RecordScriptStream(in, a.input, out.path(), a.pool, Options(a));
  if (!result.ok()) return Fail(out.Rename(result.status()), a.json);
  Status committed = out.Commit();
  if (!committed.ok()) return Fail(committed, a.json);
  if (a.json) {
    engine::JsonWriter j;
    j.BeginObject();
    j.Key("log").String(a.output);
    j.Key("script").String(a.input);
    j.Key("events").Uint(result->events);
    j.Key("illegalActions").Uint(result->illegal_actions);
    j.Key("findings").BeginArray();
    for (const std::string& f : result->findings) j.String(f);
    j.EndArray();
    j.EndObject();
    std::printf("%s\n", j.str().c_str());
  } else if (!a.quiet) {
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
      "are recorded as played and flagged with their rule; --strict refuses the first one. The "
      "log replaces -o only once the whole script is recorded: a failed record leaves the "
      "previous file as it was.");
  cmd->add_option("script", args->input,
                  "the script, or - to read it from standard input as "
                  "the game is played (each line answered at once)")
      ->required();
  cmd->add_option("-o,--output", args->output, "the log to write")->required();
  cmd->add_option("--pool", args->pool,
                  "card lists (trekcc CSV layout), read in order as one pool: put them after "
                  "the script (--pool A.csv B.csv) or repeat --pool; default: the script's "
                  "'pool' line, else the built-in Physical.csv and Virtual.csv")
      ->expected(1, -1);
  cmd->add_flag("--strict", args->strict, "refuse illegal actions (exit 1 at the first)");
  cmd->add_flag("--secret-seed", args->secret_seed,
                "write the seed's commitment but not the seed (as the script's 'seed N "
                "secret'): an online game whose seed is revealed after play (stardate reveal)");
  cmd->add_flag("-f,--force", args->force, "overwrite the file -o names if it exists");
  cmd->add_flag("--resume", args->resume,
                "with -: continue a live recording that stopped (a crash, a closed terminal) "
                "from its transcript LOG.sdgame, writing the log again from it, then go on "
                "reading standard input");
  cmd->add_flag("-q,--quiet", args->quiet, "print nothing on success");
  cmd->add_flag("--json", args->json,
                "print the result (and any error) as JSON; not with - (the live protocol)");
  cmd->add_option("--chunk-events", args->chunk_events,
                  "events per compressed chunk (default 65536)")
      ->check(CLI::Range(1, 1 << 20));
  cmd->add_option(
         "--snapshot-interval", args->snapshot_interval,
         "a snapshot every N events: a seek applies at most N events after one (default 8192)")
      ->check(CLI::Range(8, 1 << 24));
  cmd->add_option("--zstd-level", args->zstd_level,
                  "zstd level of every record, 1-19: higher is mostly smaller and slower to "
                  "record (default 12)")
      ->check(CLI::Range(1, 19));
  cmd->callback([args, exit_code]() { *exit_code = Run(*args); });
}

}  // namespace stardate::cli
