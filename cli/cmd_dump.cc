// stardate dump GAME.sdlog [--json] [--as-player NAME] [--passes implicit|explicit]: prints the
// log as a script; recording it gives the same events. A damaged log is dumped from every intact
// part, each lost stretch named where it was. --as-player: what that player saw
// (analyzer::DumpLog).
#include <cstdio>

#include "analyzer/dump.h"
#include "cli/commands.h"
#include "cli/player_view.h"

namespace stardate::cli {

void AddDump(CLI::App& app, int* exit_code) {
  struct Args {
    std::string path;
    std::string as_player;
    std::string passes;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "dump",
      "Print a log back as a game script (.sdgame), or with --json its header and "
      "events. A damaged log is dumped from every intact part (exit 1).");
  cmd->add_option("log", args->path, "the log")->required();
  cmd->add_flag("--json", args->json, "machine-readable output: the header and every event");
  AddAsPlayerOption(cmd, &args->as_player);
  cmd->add_option("--passes", args->passes,
                  "how the script writes passes: 'explicit' (every pass a line) or 'implicit' "
                  "(left out where recording fills them in; samples/README.md, \"Passes\"); "
                  "default: as the log's script wrote them")
      ->check(CLI::IsMember({"implicit", "explicit"}));
  cmd->callback([args, exit_code]() {
    auto log = OpenLog(args->path, exit_code, args->json);
    if (log == nullptr) return;
    std::optional<uint8_t> viewer =
        FindViewer(log->setup(), args->path, args->as_player, exit_code, args->json);
    if (!viewer) return;
    std::optional<bool> implicit;
    if (!args->passes.empty()) implicit = args->passes == "implicit";
    auto dump = analyzer::DumpLog(*log, *viewer, implicit);
    if (!dump.ok()) {
      *exit_code = Fail(dump.status(), args->json);
      return;
    }
    std::string out = args->json ? analyzer::DumpJson(*dump) : analyzer::DumpText(*dump);
    std::fputs(out.c_str(), stdout);
    const bool damaged = !dump->problems.empty() || !dump->lost.empty();
    *exit_code = damaged ? kExitBadInput : kExitOk;
    if (args->json) return;
    for (const std::string& p : dump->problems) {
      std::fprintf(stderr, "stardate: %s: %s\n", args->path.c_str(), p.c_str());
    }
    for (const replayer::LostEvents& l : dump->lost) {
      std::fprintf(stderr, "stardate: %s: lost %s\n", args->path.c_str(), l.ToString().c_str());
    }
  });
}

}  // namespace stardate::cli
