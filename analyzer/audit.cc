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

AuditPass::AuditPass(const replayer::Replayer& replayer) : replayer_(replayer) {
  report_.log = replayer.reader().path();
  report_.script = replayer.setup().script_name;
  switch (replayer.setup().seed_state) {
    case engine::SeedState::WITHHELD:
      report_.seed = "withheld";
      break;
    case engine::SeedState::REVEALED:
      report_.seed = "revealed";
      break;
    default:
      break;
  }
  report_.problems = DamageFound(replayer);
}

void AuditPass::OnEvent(const engine::GameState& s, const engine::Event& e, uint64_t seq,
                        std::vector<engine::Violation>& violations) {
  for (engine::Violation& v : violations) {
    Finding f;
    f.event = seq;
    f.turn = s.core().turn;
    f.phase = PhaseLabel(s);
    f.depth = static_cast<uint32_t>(s.core().stack.size());
    if (!s.core().stack.empty()) f.window = static_cast<int64_t>(s.core().stack.back().window);
    f.line = e.line;
    f.player = PlayerName(replayer_, e.player);
    f.action = s.EventText(e);
    f.rule = v.rule;
    if (const engine::Rule* r = engine::FindRule(v.rule, s.ModuleName())) {
      f.source = std::string(r->source);
      f.quote = std::string(r->quote);
    }
    f.detail = std::move(v.detail);
    f.cards = s.EventCards(e);
    report_.findings.push_back(std::move(f));
  }
  ++report_.events;
  marks_.push_back(recorder::StepMark::Of(e));
  if (s.RandomUnchecked(e)) ++report_.unchecked_random;
  if (s.TakenOnTableWord(e)) {
    ++report_.stated;
    report_.stated_events.push_back(seq);
  }
  if (s.RestsOnUnreadText(e)) ++report_.unread;
}

void AuditPass::OnLost(const replayer::LostEvents& lost) {
  report_.lost.push_back(lost);
  marks_.push_back({});  // no run of one line spans the stretch
  report_.problems.push_back(lost.ToString() + " (not audited)");
  end_lost_ |= lost.end >= replayer_.event_count();
}

AuditReport AuditPass::Finish(const engine::GameState* last, const Status& replayed) {
  if (!replayed.ok()) report_.problems.push_back(replayed.message());
  if (last != nullptr) {
    const std::vector<bool> filled = recorder::FilledIn(marks_);
    for (size_t i = 0; i < marks_.size(); ++i) {
      if (!filled[i]) continue;
      recorder::CountFilledIn(last->NameOfKind(marks_[i].kind), &report_.filled_in);
      ++report_.filled_in_total;
    }
  }
  // Required actions still outstanding when the log ends were never carried out: the
  // resolution due, else every consequence owed, each named.
  if (last != nullptr && replayed.ok() && !end_lost_) {
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
      f.player = PlayerName(replayer_, d.player);
      f.action = "the end of the log";
      f.rule = last->RequiredRule(d);
      if (const engine::Rule* r = engine::FindRule(f.rule, last->ModuleName())) {
        f.source = std::string(r->source);
        f.quote = std::string(r->quote);
      }
      f.detail = "the log ends before " + last->EventText(d);
      f.cards = last->EventCards(d);
      report_.findings.push_back(std::move(f));
    }
  }
  return std::move(report_);
}

Result<AuditReport> Audit(const replayer::Replayer& replayer) {
  AuditPass pass(replayer);
  std::unique_ptr<engine::GameState> last;
  Status st = replayer.ForEachEvent(
      [&](const engine::GameState& s, const engine::Event& e, uint64_t seq) -> Status {
        std::vector<engine::Violation> violations = s.Check(e);
        pass.OnEvent(s, e, seq, violations);
        return Status::Ok();
      },
      &last, [&](const replayer::LostEvents& lost) { pass.OnLost(lost); });
  return pass.Finish(last.get(), st);
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
