// stardate audit LOG|FOLDER... [--json]: one finding per illegal action, with its rule.
//
// One log: every finding in full. Several logs or a folder (walked recursively for *.sdlog,
// in byte order of the path): one summary line per game and a total; an unreadable log is
// reported with its reason and the others are still audited.
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "analyzer/audit.h"
#include "analyzer/catalogue/indexer.h"
#include "cli/commands.h"
#include "engine/json_writer.h"

namespace stardate::cli {
namespace {

// The logs `paths` name: files as given, folders replaced by the *.sdlog files below them.
std::vector<std::string> ExpandPaths(const std::vector<std::string>& paths, bool* any_folder) {
  for (const std::string& path : paths) {
    std::error_code ec;
    *any_folder |= std::filesystem::is_directory(path, ec);
  }
  return analyzer::catalogue::ExpandLogPaths(paths);
}

struct Outcome {
  std::string log;
  bool readable = false;
  Status error;                  // when unreadable
  analyzer::AuditReport report;  // when readable
};

Outcome AuditOne(const std::string& path) {
  Outcome o;
  o.log = path;
  auto r = replayer::Replayer::Open(path);
  if (!r.ok()) {
    o.error = r.status();
    return o;
  }
  ReadAheadWhenFree(**r);
  auto report = analyzer::Audit(**r);
  if (!report.ok()) {
    o.error = report.status();
    return o;
  }
  o.readable = true;
  o.report = std::move(report).value();
  return o;
}

bool Clean(const Outcome& o) {
  return o.readable && o.report.findings.empty() && o.report.problems.empty();
}

std::string Plural(uint64_t n, const char* word) {
  return std::to_string(n) + " " + word + (n == 1 ? "" : "s");
}

// Audits every log in turn, printing each summary as it comes (an archive's reports are not
// kept); returns true when every log is clean.
bool AuditAll(const std::vector<std::string>& logs, bool json) {
  uint64_t events = 0, findings = 0, unreadable = 0, damaged = 0;
  bool all_clean = true;
  if (json) std::printf("[");
  for (size_t i = 0; i < logs.size(); ++i) {
    Outcome o = AuditOne(logs[i]);
    all_clean &= Clean(o);
    if (json && i > 0) std::printf(",");
    if (!o.readable) {
      ++unreadable;
      if (json) {
        engine::JsonWriter j;
        j.BeginObject();
        j.Key("log").String(o.log);
        j.Key("error").String(o.error.message());
        j.EndObject();
        std::fputs(j.str().c_str(), stdout);
      } else {
        std::printf("%s: unreadable: %s\n", o.log.c_str(), o.error.message().c_str());
      }
      continue;
    }
    const analyzer::AuditReport& r = o.report;
    events += r.events;
    findings += r.findings.size();
    damaged += r.problems.empty() ? 0 : 1;
    if (json) {
      std::string one = analyzer::AuditJson(r);
      one.pop_back();  // the line end
      std::fputs(one.c_str(), stdout);
      continue;
    }
    std::string line = o.log + ": " + Plural(r.events, "event") + " audited, " +
                       Plural(r.findings.size(), "finding");
    if (r.stated > 0) {
      line += " (" + std::to_string(r.events - r.stated) + " fully checked, " +
              std::to_string(r.stated) + " on the table's word)";
    }
    if (r.seed == "withheld") {
      line += ", seed withheld (" + Plural(r.unchecked_random, "random outcome") + " unchecked)";
    }
    if (!r.problems.empty()) line += ", damaged (" + Plural(r.problems.size(), "problem") + ")";
    std::printf("%s\n", line.c_str());
  }
  if (json) {
    std::printf("]\n");
    return all_clean;
  }
  std::printf("total: %s, %s audited, %s, %llu damaged, %llu unreadable\n",
              Plural(logs.size(), "log").c_str(), Plural(events, "event").c_str(),
              Plural(findings, "finding").c_str(), static_cast<unsigned long long>(damaged),
              static_cast<unsigned long long>(unreadable));
  return all_clean;
}

}  // namespace

void AddAudit(CLI::App& app, int* exit_code) {
  struct Args {
    std::vector<std::string> paths;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "audit",
      "Replay logs and report every illegal action and missed required action, with "
      "the rule it breaks. With one log, every finding in full; with several logs or "
      "folders (searched recursively for *.sdlog), one line per game and a total. "
      "Exit 1 if there is any finding, damage or unreadable log.");
  cmd->add_option("logs", args->paths, "logs and folders of logs")->required();
  cmd->add_flag("--json", args->json,
                "machine-readable output: an object for one log, an array of them otherwise");
  cmd->callback([args, exit_code]() {
    const bool json = args->json;
    bool any_folder = false;
    std::vector<std::string> logs = ExpandPaths(args->paths, &any_folder);
    if (logs.empty()) {
      *exit_code = Fail(Status::NotFound("no *.sdlog file in " + args->paths.front()), json);
      return;
    }
    if (logs.size() == 1 && !any_folder) {
      Outcome o = AuditOne(logs.front());
      if (!o.readable) {
        *exit_code = Fail(o.error, json);
        return;
      }
      std::string out = json ? analyzer::AuditJson(o.report) : analyzer::AuditText(o.report);
      std::fputs(out.c_str(), stdout);
      *exit_code = Clean(o) ? kExitOk : kExitBadInput;
      return;
    }
    *exit_code = AuditAll(logs, json) ? kExitOk : kExitBadInput;
  });
}

}  // namespace stardate::cli
