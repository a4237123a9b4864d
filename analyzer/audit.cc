#include "analyzer/audit.h"

#include "analyzer/verify.h"
#include "engine/json_writer.h"
#include "engine/rule_catalogue.h"

namespace stardate::analyzer {
namespace {

std::string PhaseLabel(const engine::GameState& s) { return s.PhaseLabel(); }

std::string PlayerName(const replayer::Replayer& r, uint8_t p) {
  return p < r.setup().players.size() ? r.setup().players[p].name : "player " + std::to_string(p);
}

}  // namespace

Result<AuditReport> Audit(const replayer::Replayer& replayer) {
  AuditReport report;
  report.log = replayer.reader().path();
  report.script = replayer.setup().script_name;
  switch (replayer.setup().seed_state) {
    case engine::SeedState::WITHHELD:
      report.seed = "withheld";
      break;
    case engine::SeedState::REVEALED:
      report.seed = "revealed";
      break;
    default:
      break;
  }
  report.problems = DamageFound(replayer);
  std::vector<recorder::StepMark> marks;
  auto visit = [&](const engine::GameState& s, const engine::Event& e, uint64_t seq) -> Status {
    std::vector<engine::Violation> violations = s.Check(e);
    for (engine::Violation& v : violations) {
      Finding f;
      f.event = seq;
      f.turn = s.core().turn;
      f.phase = PhaseLabel(s);
      f.depth = static_cast<uint32_t>(s.core().stack.size());
      if (!s.core().stack.empty()) f.window = static_cast<int64_t>(s.core().stack.back().window);
      f.line = e.line;
      f.player = PlayerName(replayer, e.player);
      f.action = s.EventText(e);
      f.rule = v.rule;
      if (const engine::Rule* r = engine::FindRule(v.rule, s.ModuleName())) {
        f.source = std::string(r->source);
        f.quote = std::string(r->quote);
      }
      f.detail = std::move(v.detail);
      f.cards = s.EventCards(e);
      report.findings.push_back(std::move(f));
    }
    ++report.events;
    marks.push_back(recorder::StepMark::Of(e));
    if (s.RandomUnchecked(e)) ++report.unchecked_random;
    if (s.TakenOnTableWord(e)) {
      ++report.stated;
      report.stated_events.push_back(seq);
    }
    if (s.RestsOnUnreadText(e)) ++report.unread;
    return Status::Ok();
  };
  std::unique_ptr<engine::GameState> last;
  bool end_lost = false;  // the log's last events were not replayed
  const uint64_t indexed = replayer.event_count();
  Status st = replayer.ForEachEvent(visit, &last, [&](const replayer::LostEvents& lost) {
    report.lost.push_back(lost);
    marks.push_back({});  // no run of one line spans the stretch
    report.problems.push_back(lost.ToString() + " (not audited)");
    end_lost |= lost.end >= indexed;
  });
  if (!st.ok()) report.problems.push_back(st.message());
  if (last != nullptr) {
    const std::vector<bool> filled = recorder::FilledIn(marks);
    for (size_t i = 0; i < marks.size(); ++i) {
      if (!filled[i]) continue;
      recorder::CountFilledIn(last->NameOfKind(marks[i].kind), &report.filled_in);
      ++report.filled_in_total;
    }
  }
  // Required actions still outstanding when the log ends were never carried out: the
  // resolution due, else every consequence owed, each named.
  if (last != nullptr && st.ok() && !end_lost) {
    std::vector<engine::Event> due;
    if (auto now = last->RequiredNow(); now && now->kind == engine::EventKind::RESOLVE) {
      due.push_back(*now);
    } else {
      due = last->Owed();
    }
    for (const engine::Event& d : due) {
      Finding f;
      f.event = last->core().seq;
      f.turn = last->core().turn;
      f.phase = PhaseLabel(*last);
      f.depth = static_cast<uint32_t>(last->core().stack.size());
      if (!last->core().stack.empty())
        f.window = static_cast<int64_t>(last->core().stack.back().window);
      f.player = PlayerName(replayer, d.player);
      f.action = "the end of the log";
      f.rule = last->RequiredRule(d);
      if (const engine::Rule* r = engine::FindRule(f.rule, last->ModuleName())) {
        f.source = std::string(r->source);
        f.quote = std::string(r->quote);
      }
      f.detail = "the log ends before " + last->EventText(d);
      f.cards = last->EventCards(d);
      report.findings.push_back(std::move(f));
    }
  }
  return report;
}

std::string AuditText(const AuditReport& report) {
  std::string s;
  s += report.log + ": " + std::to_string(report.events) + " events audited, " +
       std::to_string(report.findings.size()) + " finding" +
       (report.findings.size() == 1 ? "" : "s");
  if (report.stated > 0) {
    s += "; " + std::to_string(report.events - report.stated) + " fully checked, " +
         std::to_string(report.stated) + " taken on the table's word (stated effects)";
  }
  s += "\n";
  if (report.seed == "withheld") {
    s += "the seed is withheld: " + std::to_string(report.unchecked_random) + " random outcome" +
         (report.unchecked_random == 1 ? "" : "s") +
         " unchecked until it is revealed (stardate reveal)\n";
  } else if (report.seed == "revealed") {
    s += "the seed was revealed after play: every random outcome checked against it\n";
  }
  // What the script did not write is the engine's, and the judge is told of it.
  s += std::to_string(report.filled_in_total) + " step" + (report.filled_in_total == 1 ? "" : "s") +
       " filled in by the engine";
  if (report.filled_in_total > 0) s += ": " + recorder::DescribeFilledIn(report.filled_in);
  s += "\n";
  if (report.unread > 0) {
    s += std::to_string(report.unread) + " event" + (report.unread == 1 ? " rests" : "s rest") +
         " on card text the engine does not read (stardate cards show lists it)\n";
  }
  for (const Finding& f : report.findings) {
    s += "\n";
    s += "event " + std::to_string(f.event) + ", turn " + std::to_string(f.turn) + ", " + f.phase;
    if (f.window >= 0)
      s += ", window " + std::to_string(f.window) + " (depth " + std::to_string(f.depth) + ")";
    if (f.line > 0) s += ", " + report.script + ":" + std::to_string(f.line);
    s += "\n";
    s += "  " + f.action + "\n";
    s += "  rule " + f.rule + ": " + f.detail + "\n";
    if (!f.quote.empty()) s += "  \"" + f.quote + "\" (" + f.source + ")\n";
  }
  for (const std::string& p : report.problems) s += "\nproblem: " + p + "\n";
  return s;
}

std::string AuditJson(const AuditReport& report) {
  engine::JsonWriter j;
  j.BeginObject();
  j.Key("log").String(report.log);
  j.Key("script").String(report.script);
  j.Key("events").Uint(report.events);
  if (report.stated > 0) {
    // Only when some event rests on the table's word, so that fully checked games read as before.
    j.Key("checked").Uint(report.events - report.stated);
    j.Key("stated").Uint(report.stated);
    j.Key("statedEvents").BeginArray();
    for (uint64_t seq : report.stated_events) j.Uint(seq);
    j.EndArray();
  }
  if (!report.seed.empty()) {
    // Only for a game recorded with its seed withheld, so that other games read as before.
    j.Key("seed").String(report.seed);
    j.Key("uncheckedRandom").Uint(report.unchecked_random);
  }
  j.Key("filledIn").BeginObject();
  for (const auto& [kind, n] : report.filled_in) j.Key(kind).Uint(n);
  j.EndObject();
  // The events that rest on card text the engine does not read (the text audit's count).
  j.Key("unreadText").Uint(report.unread);
  j.Key("findings").BeginArray();
  for (const Finding& f : report.findings) {
    j.BeginObject();
    j.Key("event").Uint(f.event);
    j.Key("turn").Uint(f.turn);
    j.Key("phase").String(f.phase);
    if (f.window >= 0) {
      j.Key("window").Int(f.window);
    } else {
      j.Key("window").Null();
    }
    j.Key("depth").Uint(f.depth);
    j.Key("line").Uint(f.line);
    j.Key("player").String(f.player);
    j.Key("action").String(f.action);
    j.Key("rule").String(f.rule);
    j.Key("source").String(f.source);
    j.Key("quote").String(f.quote);
    j.Key("detail").String(f.detail);
    j.Key("cards").BeginArray();
    for (const std::string& c : f.cards) j.String(c);
    j.EndArray();
    j.EndObject();
  }
  j.EndArray();
  j.Key("problems").BeginArray();
  for (const std::string& p : report.problems) j.String(p);
  j.EndArray();
  j.EndObject();
  return j.str() + "\n";
}

}  // namespace stardate::analyzer
