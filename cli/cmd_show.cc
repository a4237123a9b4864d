// stardate show GAME.sdlog --at ADDR [--json]
#include <cstdio>

#include "cli/commands.h"
#include "engine/json_writer.h"
#include "replayer/replayer.h"

namespace stardate::cli {

void AddShow(CLI::App& app, int* exit_code) {
  struct Args {
    std::string path;
    std::string at = "end";
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "show", "Show the full game state at an address: event:N (after N events), turn:N (the "
              "start of turn N), window:N (the N-th response window, from 0) or end.");
  cmd->add_option("log", args->path, "the log")->required();
  cmd->add_option("--at", args->at, "address (default: end)");
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    auto address = replayer::ParseAddress(args->at);
    if (!address.ok()) {
      std::fprintf(stderr, "stardate: %s\n", address.status().message().c_str());
      *exit_code = 2;
      return;
    }
    auto r = OpenLog(args->path, exit_code);
    if (r == nullptr) return;
    for (const auto& p : r->reader().problems()) {
      std::fprintf(stderr, "stardate: warning: %s: offset %llu: %s (showing the intact part)\n",
                   args->path.c_str(), static_cast<unsigned long long>(p.offset), p.what.c_str());
    }
    auto seek = r->Seek(*address);
    if (!seek.ok()) {
      *exit_code = Fail(seek.status().WithPrefix(args->path));
      return;
    }
    if (args->json) {
      engine::JsonWriter j;
      j.BeginObject();
      j.Key("log").String(args->path);
      j.Key("address").String(address->ToString());
      j.Key("state").Raw(seek->state->DescribeJson());
      j.EndObject();
      std::printf("%s\n", j.str().c_str());
    } else {
      std::printf("%s at %s\n%s", args->path.c_str(), address->ToString().c_str(),
                  seek->state->Describe().c_str());
    }
    *exit_code = 0;
  });
}

}  // namespace stardate::cli
