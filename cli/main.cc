// stardate: record, replay, rewind and audit card and board games.
// The helpers every subcommand calls are in cli/command_support.cc.
#include <cstring>

#include "cli/commands.h"

namespace {

// True when `flag` is among the arguments (before any "--"), whether or not they parse.
bool HasFlag(int argc, char** argv, const char* flag) {
  for (int i = 1; i < argc; ++i) {
    if (std::strcmp(argv[i], "--") == 0) return false;
    if (std::strcmp(argv[i], flag) == 0) return true;
  }
  return false;
}

}  // namespace

int main(int argc, char** argv) {
  namespace cli = stardate::cli;
  CLI::App app{
      "Stardate records a card or board game as a compressed, checksummed event log, replays "
      "it deterministically, rewinds it to any response window and audits it for illegal "
      "actions. Exit codes: 0 ok, 1 bad input or illegal actions found, 2 usage error.",
      "stardate"};
  app.require_subcommand(1);
  app.set_version_flag("--version", cli::VersionText(),
                       "print the product, log format and rules versions and exit");
  int exit_code = cli::kExitOk;
  cli::AddRecord(app, &exit_code);
  cli::AddDump(app, &exit_code);
  cli::AddShow(app, &exit_code);
  cli::AddVerify(app, &exit_code);
  cli::AddAudit(app, &exit_code);
  cli::AddRules(app, &exit_code);
  cli::AddCards(app, &exit_code);
  cli::AddDeck(app, &exit_code);
  cli::AddView(app, &exit_code);
  cli::AddIndex(app, &exit_code);
  cli::AddStats(app, &exit_code);
  cli::AddSql(app, &exit_code);
  cli::AddDiff(app, &exit_code);
  cli::AddFork(app, &exit_code);
  cli::AddKeygen(app, &exit_code);
  cli::AddSeal(app, &exit_code);
  cli::AddReveal(app, &exit_code);
  try {
    app.parse(argc, argv);
  } catch (const CLI::ParseError& e) {
    // --help and --version are successes CLI11 signals as exceptions.
    if (e.get_exit_code() == 0) return app.exit(e);
    if (HasFlag(argc, argv, "--json")) return cli::FailUsage(e.what(), /*json=*/true);
    app.exit(e);
    return cli::kExitUsage;
  }
  return exit_code;
}
