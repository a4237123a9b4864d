// stardate: record, replay, rewind and audit card and board games.
#include <cstdio>
#include <cstring>
#include <thread>

#include "cli/commands.h"
#include "engine/game.h"
#include "engine/json_writer.h"
#include "engine/registry.h"
#include "format/log_constants.h"

#ifndef STARDATE_VERSION
#error "the build defines STARDATE_VERSION (cli/CMakeLists.txt)"
#endif

namespace stardate::cli {
namespace {

std::string KindName(Status::Code code) {
  switch (code) {
    case Status::Code::kOk:
      return "ok";
    case Status::Code::kInvalidArgument:
      return "invalid-argument";
    case Status::Code::kCorruption:
      return "corruption";
    case Status::Code::kNotFound:
      return "not-found";
    case Status::Code::kIoError:
      return "io-error";
    case Status::Code::kRuleViolation:
      return "rule-violation";
    case Status::Code::kUnsupported:
      return "unsupported";
  }
  return "error";
}

int Report(int exit_code, const std::string& kind, const std::string& message, bool json) {
  if (json) {
    std::printf("%s\n", ErrorJson(exit_code, kind, message).c_str());
  } else {
    std::fprintf(stderr, "stardate: %s\n", message.c_str());
  }
  return exit_code;
}

}  // namespace

std::string VersionText() {
  return std::string("stardate ") + STARDATE_VERSION + " (log format " +
         std::to_string(format::log::kFormatVersion) + ", rules " +
         std::to_string(engine::kRulesVersion) + ": " + engine::GameNames() + ")";
}

std::string ErrorJson(int exit_code, const std::string& kind, const std::string& message) {
  engine::JsonWriter j;
  j.BeginObject();
  j.Key("error").BeginObject();
  j.Key("exit").Int(exit_code);
  j.Key("kind").String(kind);
  j.Key("message").String(message);
  j.EndObject();
  j.EndObject();
  return j.str();
}

int Fail(const Status& status, bool json) {
  return Report(kExitBadInput, KindName(status.code()), status.message(), json);
}

int FailUsage(const std::string& message, bool json) {
  return Report(kExitUsage, "usage", message, json);
}

std::unique_ptr<replayer::Replayer> OpenLog(const std::string& path, int* exit_code, bool json) {
  auto r = replayer::Replayer::Open(path);
  if (!r.ok()) {
    *exit_code = Fail(r.status(), json);
    return nullptr;
  }
  ReadAheadWhenFree(**r);
  return std::move(r).value();
}

void ReadAheadWhenFree(replayer::Replayer& replayer) {
  // One log walked by one command: a second core, when there is one, reads the next chunk.
  replayer.set_read_ahead(std::thread::hardware_concurrency() > 1);
}

}  // namespace stardate::cli

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
