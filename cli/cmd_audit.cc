// stardate audit GAME.sdlog [--json]: one finding per illegal action, with its rule.
#include <cstdio>

#include "analyzer/audit.h"
#include "cli/commands.h"

namespace stardate::cli {

void AddAudit(CLI::App& app, int* exit_code) {
  struct Args {
    std::string path;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "audit", "Replay a log and report every illegal action and missed required action, with "
               "the rule it breaks. Exit 1 if there is any finding.");
  cmd->add_option("log", args->path, "the log")->required();
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    auto r = OpenLog(args->path, exit_code);
    if (r == nullptr) return;
    auto report = analyzer::Audit(*r);
    if (!report.ok()) {
      *exit_code = Fail(report.status());
      return;
    }
    std::string out = args->json ? analyzer::AuditJson(*report) : analyzer::AuditText(*report);
    std::fputs(out.c_str(), stdout);
    *exit_code = report->findings.empty() && report->problems.empty() ? 0 : 1;
  });
}

}  // namespace stardate::cli
