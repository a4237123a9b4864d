// stardate: record, replay, rewind and audit card and board games.
#include <cstdio>

#include "cli/commands.h"

namespace stardate::cli {

int Fail(const Status& status) {
  std::fprintf(stderr, "stardate: %s\n", status.message().c_str());
  return 1;
}

std::unique_ptr<replayer::Replayer> OpenLog(const std::string& path, int* exit_code) {
  auto r = replayer::Replayer::Open(path);
  if (!r.ok()) {
    *exit_code = Fail(r.status());
    return nullptr;
  }
  return std::move(r).value();
}

}  // namespace stardate::cli

int main(int argc, char** argv) {
  CLI::App app{
      "Stardate records a card or board game as a compressed, checksummed event log, replays "
      "it deterministically, rewinds it to any response window and audits it for illegal "
      "actions.",
      "stardate"};
  app.require_subcommand(1);
  int exit_code = 0;
  stardate::cli::AddRecord(app, &exit_code);
  stardate::cli::AddDump(app, &exit_code);
  stardate::cli::AddShow(app, &exit_code);
  stardate::cli::AddVerify(app, &exit_code);
  stardate::cli::AddAudit(app, &exit_code);
  stardate::cli::AddRules(app, &exit_code);
  stardate::cli::AddCards(app, &exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    int code = app.exit(e);
    return code == 0 ? 0 : 2;
  }
  return exit_code;
}
