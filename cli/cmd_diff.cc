// stardate diff A.sdlog B.sdlog [--json]: where two logs of the same game part ways.
#include <cstdio>

#include "analyzer/diff.h"
#include "cli/commands.h"
#include "engine/json_writer.h"

namespace stardate::cli {
namespace {

void EventJson(const std::optional<analyzer::DiffEvent>& e, engine::JsonWriter* j) {
  if (!e) {
    j->Null();
    return;
  }
  j->BeginObject();
  j->Key("event").Uint(e->seq);
  j->Key("line").Uint(e->line);
  j->Key("script").String(e->script);
  j->Key("step").String(e->step);
  j->Key("text").String(e->text);
  j->Key("engineEmitted").Bool(e->engine_emitted);
  j->EndObject();
}

std::string Where(const std::optional<analyzer::DiffEvent>& e) {
  if (!e) return "(the log ends here)";
  std::string s = "event " + std::to_string(e->seq);
  if (e->line > 0) s += ", " + e->script + ":" + std::to_string(e->line);
  if (e->engine_emitted) s += ", filled in by the recorder";
  return s;
}

const char* VerdictName(analyzer::DiffReport::Verdict v) {
  switch (v) {
    case analyzer::DiffReport::Verdict::kIdentical:
      return "identical";
    case analyzer::DiffReport::Verdict::kDiverge:
      return "diverge";
    case analyzer::DiffReport::Verdict::kDifferentGames:
      return "different-games";
  }
  return "";
}

void PrintJson(const std::string& a, const std::string& b, const analyzer::DiffReport& d) {
  engine::JsonWriter j;
  j.BeginObject();
  j.Key("a").String(a);
  j.Key("b").String(b);
  j.Key("verdict").String(VerdictName(d.verdict));
  j.Key("eventsA").Uint(d.events_a);
  j.Key("eventsB").Uint(d.events_b);
  j.Key("setupDifferences").BeginArray();
  for (const std::string& s : d.setup_differences) j.String(s);
  j.EndArray();
  j.Key("notes").BeginArray();
  for (const std::string& s : d.notes) j.String(s);
  j.EndArray();
  if (d.verdict == analyzer::DiffReport::Verdict::kDiverge) {
    j.Key("commonEvents").Uint(d.common);
    j.Key("eventA");
    EventJson(d.a, &j);
    j.Key("eventB");
    EventJson(d.b, &j);
    j.Key("stateDifferences").BeginArray();
    for (const analyzer::StateChange& c : d.state_changes) {
      j.BeginObject();
      j.Key("path").String(c.path);
      j.Key("a").String(c.a);
      j.Key("b").String(c.b);
      j.EndObject();
    }
    j.EndArray();
  }
  j.EndObject();
  std::printf("%s\n", j.str().c_str());
}

void PrintText(const std::string& a, const std::string& b, const analyzer::DiffReport& d) {
  switch (d.verdict) {
    case analyzer::DiffReport::Verdict::kIdentical:
      std::printf("%s and %s: identical: the same game, the same %llu events\n", a.c_str(),
                  b.c_str(), static_cast<unsigned long long>(d.events_a));
      break;
    case analyzer::DiffReport::Verdict::kDifferentGames:
      std::printf("%s and %s: different games (not two accounts of one game):\n", a.c_str(),
                  b.c_str());
      for (const std::string& s : d.setup_differences) std::printf("  %s\n", s.c_str());
      break;
    case analyzer::DiffReport::Verdict::kDiverge: {
      std::printf(
          "%s and %s: the same game; they diverge at event %llu (%llu events in common; "
          "%llu and %llu events in all)\n",
          a.c_str(), b.c_str(), static_cast<unsigned long long>(d.common),
          static_cast<unsigned long long>(d.common), static_cast<unsigned long long>(d.events_a),
          static_cast<unsigned long long>(d.events_b));
      std::printf("  A: %-40s  %s\n", d.a ? d.a->step.c_str() : "", Where(d.a).c_str());
      std::printf("  B: %-40s  %s\n", d.b ? d.b->step.c_str() : "", Where(d.b).c_str());
      std::printf("state after them: %zu difference%s\n", d.state_changes.size(),
                  d.state_changes.size() == 1 ? "" : "s");
      for (const analyzer::StateChange& c : d.state_changes) {
        std::printf("  %s\n    A: %s\n    B: %s\n", c.path.c_str(),
                    c.a.empty() ? "(none)" : c.a.c_str(), c.b.empty() ? "(none)" : c.b.c_str());
      }
      break;
    }
  }
  for (const std::string& s : d.notes) std::printf("note: %s\n", s.c_str());
}

}  // namespace

void AddDiff(CLI::App& app, int* exit_code) {
  struct Args {
    std::string a, b;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "diff",
      "Compare two logs: tell two different games apart, or give the first event where two "
      "logs of the same game diverge, both events side by side (as script lines) and the "
      "state difference right after them. Exit 0 identical, 1 different.");
  cmd->add_option("a", args->a, "the first log")->required();
  cmd->add_option("b", args->b, "the second log")->required();
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    auto a = OpenLog(args->a, exit_code, args->json);
    if (a == nullptr) return;
    auto b = OpenLog(args->b, exit_code, args->json);
    if (b == nullptr) return;
    auto report = analyzer::DiffLogs(*a, *b);
    if (!report.ok()) {
      *exit_code = Fail(report.status(), args->json);
      return;
    }
    if (args->json) {
      PrintJson(args->a, args->b, *report);
    } else {
      PrintText(args->a, args->b, *report);
    }
    *exit_code =
        report->verdict == analyzer::DiffReport::Verdict::kIdentical ? kExitOk : kExitBadInput;
  });
}

}  // namespace stardate::cli
