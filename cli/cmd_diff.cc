// stardate diff A.sdlog B.sdlog [--json]: where two logs of the same game part ways.
#include <algorithm>
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

// "Alice 30, Bob 0"
std::string PerPlayer(const analyzer::GameEnd& e, const std::vector<uint64_t>& counts) {
  if (counts.size() == 1 && e.players.size() != 1) return std::to_string(counts[0]);
  std::string s;
  for (size_t i = 0; i < counts.size() && i < e.players.size(); ++i)
    s += (i > 0 ? ", " : "") + e.players[i] + " " + std::to_string(counts[i]);
  return s;
}

std::string Standing(const analyzer::GameEnd& e) {
  std::string s = std::to_string(e.events) + " events, turn " + std::to_string(e.turn) + ", ";
  if (!e.over) {
    s += "the game goes on";
  } else {
    s += e.winner.empty() ? "the game is over with no winner" : e.winner + " wins";
  }
  if (!e.scores.empty()) {
    std::string list;
    for (size_t i = 0; i < e.scores.size() && i < e.players.size(); ++i)
      list += (i > 0 ? ", " : "") + e.players[i] + " " + std::to_string(e.scores[i]);
    s += "; score " + list;
  }
  return s;
}

void EndJson(const analyzer::GameEnd& e, engine::JsonWriter* j) {
  j->BeginObject();
  j->Key("events").Uint(e.events);
  j->Key("turn").Uint(e.turn);
  j->Key("over").Bool(e.over);
  j->Key("winner").String(e.winner);
  j->Key("scores").BeginArray();
  for (int64_t v : e.scores) j->Int(v);
  j->EndArray();
  j->Key("facts").BeginObject();
  for (const auto& [label, counts] : e.facts) {
    j->Key(label).BeginArray();
    for (uint64_t n : counts) j->Uint(n);
    j->EndArray();
  }
  j->EndObject();
  j->EndObject();
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
    j.Key("endA");
    EndJson(d.end_a, &j);
    j.Key("endB");
    EndJson(d.end_b, &j);
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
      // What the dispute is about: how each game ends up.
      std::printf("at their ends:\n  A: %s\n  B: %s\n", Standing(d.end_a).c_str(),
                  Standing(d.end_b).c_str());
      for (size_t f = 0; f < d.end_a.facts.size() && f < d.end_b.facts.size(); ++f) {
        const auto& [label, counts_a] = d.end_a.facts[f];
        const auto& counts_b = d.end_b.facts[f].second;
        if (counts_a == counts_b) continue;  // only what the two games tell apart
        std::string words = label;           // the fact's id, "missions_solved", in words
        std::replace(words.begin(), words.end(), '_', ' ');
        std::printf("  %s: A %s; B %s\n", words.c_str(), PerPlayer(d.end_a, counts_a).c_str(),
                    PerPlayer(d.end_b, counts_b).c_str());
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
