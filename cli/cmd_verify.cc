// stardate verify GAME.sdlog [--json]: structure, checksums, hash chain and re-simulation.
#include <cstdio>

#include "analyzer/verify.h"
#include "cli/commands.h"
#include "engine/json_writer.h"

namespace stardate::cli {

void AddVerify(CLI::App& app, int* exit_code) {
  struct Args {
    std::string path;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "verify", "Check a log's structure, checksums and hash chain, and re-simulate it against "
                "its recorded state hashes. Exit 1 with every problem found listed.");
  cmd->add_option("log", args->path, "the log")->required();
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    auto r = OpenLog(args->path, exit_code, args->json);
    if (r == nullptr) return;
    analyzer::VerifyReport report = analyzer::Verify(*r);
    *exit_code = report.ok() ? kExitOk : kExitBadInput;
    if (args->json) {
      engine::JsonWriter j;
      j.BeginObject();
      j.Key("log").String(args->path);
      j.Key("ok").Bool(report.ok());
      j.Key("events").Uint(report.events);
      j.Key("chunks").Uint(report.chunks);
      j.Key("snapshots").Uint(report.snapshots);
      j.Key("footer").Bool(report.has_footer);
      j.Key("finalState").String(report.final_state_hash);
      j.Key("problems").BeginArray();
      for (const std::string& p : report.problems) j.String(p);
      j.EndArray();
      j.EndObject();
      std::printf("%s\n", j.str().c_str());
      return;
    }
    if (!report.ok()) {
      size_t n = report.problems.size();
      std::fprintf(stderr, "stardate: verify failed: %s: %zu problem%s\n", args->path.c_str(), n,
                   n == 1 ? "" : "s");
      for (const std::string& p : report.problems) std::fprintf(stderr, "  %s\n", p.c_str());
      return;
    }
    std::printf("%s: ok: %llu events in %zu chunks, %zu snapshots, final state %s\n",
                args->path.c_str(), static_cast<unsigned long long>(report.events),
                report.chunks, report.snapshots, report.final_state_hash.c_str());
  });
}

}  // namespace stardate::cli
