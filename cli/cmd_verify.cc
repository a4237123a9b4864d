// stardate verify GAME.sdlog: structure, checksums, hash chain and re-simulation.
#include <cstdio>

#include "analyzer/verify.h"
#include "cli/commands.h"

namespace stardate::cli {

void AddVerify(CLI::App& app, int* exit_code) {
  auto path = std::make_shared<std::string>();
  CLI::App* cmd = app.add_subcommand(
      "verify", "Check a log's structure, checksums and hash chain, and re-simulate it against "
                "its recorded state hashes. Exit 1 with the first problem named.");
  cmd->add_option("log", *path, "the log")->required();
  cmd->callback([path, exit_code]() {
    auto r = OpenLog(*path, exit_code);
    if (r == nullptr) return;
    analyzer::VerifyReport report = analyzer::Verify(*r);
    if (!report.ok()) {
      std::fprintf(stderr, "stardate: verify failed: %s\n", report.problems.front().c_str());
      for (size_t i = 1; i < report.problems.size(); ++i) {
        std::fprintf(stderr, "  also: %s\n", report.problems[i].c_str());
      }
      *exit_code = 1;
      return;
    }
    std::printf("%s: ok: %llu events in %zu chunks, %zu snapshots, final state %s\n",
                path->c_str(), static_cast<unsigned long long>(report.events), report.chunks,
                report.snapshots, report.final_state_hash.c_str());
    *exit_code = 0;
  });
}

}  // namespace stardate::cli
