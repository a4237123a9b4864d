// What every subcommand shares (cli/commands.h): the version text, the error reports and exit
// codes, and opening a log for replay.
#include <cstdio>
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
