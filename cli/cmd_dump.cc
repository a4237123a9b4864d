// stardate dump GAME.sdlog: prints the log as a script; recording it gives the same events.
#include <cstdio>

#include "analyzer/dump.h"
#include "cli/commands.h"

namespace stardate::cli {

void AddDump(CLI::App& app, int* exit_code) {
  auto path = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand("dump", "Print a log back as a game script (.sdgame).");
  cmd->add_option("log", *path, "the log")->required();
  cmd->callback([path, exit_code]() {
    auto log = OpenLog(*path, exit_code);
    if (log == nullptr) return;
    auto script = analyzer::DumpScript(*log);
    if (!script.ok()) {
      *exit_code = Fail(script.status());
      return;
    }
    std::fputs(recorder::FormatScript(*script).c_str(), stdout);
    *exit_code = log->reader().problems().empty() ? 0 : 1;
    for (const auto& p : log->reader().problems()) {
      std::fprintf(stderr, "stardate: %s: offset %llu: %s\n", path->c_str(),
                   static_cast<unsigned long long>(p.offset), p.what.c_str());
    }
  });
}

}  // namespace stardate::cli
