// stardate fork GAME.sdlog --at ADDR --script ALT.sdgame -o WHATIF.sdlog [--force] [--json]
//
// The fork is written to a temporary file beside -o and renamed over it only once complete,
// so a refused continuation leaves no file and an existing -o as it was.
#include <cstdio>
#include <fstream>
#include <sstream>

#include "analyzer/fork.h"
#include "cli/commands.h"
#include "cli/output_file.h"
#include "engine/json_writer.h"

namespace stardate::cli {

void AddFork(CLI::App& app, int* exit_code) {
  struct Args {
    std::string log;
    std::string at;
    std::string script;
    std::string output;
    bool force = false;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "fork",
      "What-if: rewind a log to an address (window:N, event:N, line:N, turn:N, start or end) and "
      "continue it with the lines of a continuation script (the body of a game script without "
      "its header; samples/README.md), recorded strictly. The new log's header names its "
      "parent (chain value and address); its events up to the fork point are the parent's.");
  cmd->add_option("log", args->log, "the parent log")->required();
  cmd->add_option(
         "--at", args->at,
         "where to fork: window:N, event:N (just after event N), line:N, turn:N, start or end")
      ->required();
  cmd->add_option("--script", args->script, "the continuation script")->required();
  cmd->add_option("-o,--output", args->output, "the fork's log file")->required();
  cmd->add_flag("-f,--force", args->force, "overwrite the file -o names if it exists");
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    const bool json = args->json;
    auto address = replayer::ParseAddress(args->at);
    if (!address.ok()) {
      *exit_code = FailUsage(address.status().message(), json);
      return;
    }
    std::string final_path;
    Status usable = CheckOutput(
        args->output, {{args->log, "the parent log"}, {args->script, "the continuation script"}},
        args->force, &final_path);
    if (!usable.ok()) {
      *exit_code = Fail(usable, json);
      return;
    }
    std::ifstream in(args->script, std::ios::binary);
    if (!in) {
      *exit_code =
          Fail(Status::NotFound(args->script + ": cannot open the continuation script"), json);
      return;
    }
    std::stringstream text;
    text << in.rdbuf();
    auto parent = OpenLog(args->log, exit_code, json);
    if (parent == nullptr) return;
    TempOutput out(final_path);
    Status created = out.Create();
    if (!created.ok()) {
      *exit_code = Fail(created, json);
      return;
    }
    auto fork = analyzer::ForkLog(*parent, *address, text.str(), args->script, out.path(),
                                  recorder::RecorderOptions());
    if (!fork.ok()) {
      *exit_code = Fail(out.Rename(fork.status()), json);
      return;
    }
    Status committed = out.Commit();
    if (!committed.ok()) {
      *exit_code = Fail(committed, json);
      return;
    }
    if (json) {
      engine::JsonWriter j;
      j.BeginObject();
      j.Key("log").String(args->output);
      j.Key("parent").String(args->log);
      j.Key("at").String(address->ToString());
      j.Key("sharedEvents").Uint(fork->shared_events);
      j.Key("events").Uint(fork->events);
      j.Key("script").String(args->script);
      j.EndObject();
      std::printf("%s\n", j.str().c_str());
    } else {
      std::printf(
          "forked %s at %s (event %llu) with %s: %llu events to %s (%llu shared with the "
          "parent)\n",
          args->log.c_str(), address->ToString().c_str(),
          static_cast<unsigned long long>(fork->shared_events), args->script.c_str(),
          static_cast<unsigned long long>(fork->events), args->output.c_str(),
          static_cast<unsigned long long>(fork->shared_events));
    }
    *exit_code = kExitOk;
  });
}

}  // namespace stardate::cli
