#include "analyzer/dump.h"

#include <algorithm>

#include "analyzer/verify.h"
#include "engine/json_writer.h"
#include "recorder/binding.h"
#include "recorder/recorder.h"

namespace stardate::analyzer {

namespace {

// Leaves out of `dump` the run of passes and resolutions that ends at its last step when
// recording the script would fill the same run in before `next`, a step at nesting level
// `indent`; `before` is the state before the run.
// `next` nullptr: the run ends the log, where the end of the script closes the open windows
// (recorder::Recorder::CloseWindows()).
void LeaveOutIfFilledIn(const engine::GameState& before, const std::vector<engine::Event>& run,
                        const engine::Event* next, int indent, Dump* dump) {
  if (next == nullptr && before.core().game_over) return;
  std::unique_ptr<engine::GameState> s = before.Clone();
  auto filled = [&]() {
    return next != nullptr ? recorder::NextPassFilledIn(*s, *next, indent)
                           : recorder::NextClosingStep(*s);
  };
  for (const engine::Event& e : run) {
    std::optional<engine::Event> r = filled();
    if (!r || r->kind != e.kind || r->player != e.player) return;
    s->Apply(e);
  }
  if (filled()) return;
  const size_t n = dump->events.size();
  for (size_t i = n - run.size(); i < n; ++i) dump->events[i].left_out = true;
}

}  // namespace

Result<Dump> DumpLog(const replayer::Replayer& replayer, uint8_t viewer,
                     std::optional<bool> implicit_passes) {
  Dump dump;
  dump.log = replayer.reader().path();
  dump.script_name = replayer.setup().script_name;
  dump.script.header = recorder::HeaderForSetup(replayer.setup());
  const auto& players = replayer.setup().players;
  const bool seed_unknown = !replayer.setup().seed_known;
  if (viewer != engine::kEveryone || seed_unknown) {
    // The seed decides every draw to come: a player's copy is a transcript of what they saw,
    // as a judge writes a game played with real cards. A withheld seed is not known at all:
    // the outcomes the log carries are written as the table's facts.
    dump.script.header.seed = 0;
    dump.script.header.has_seed = false;
    dump.script.header.randomness = "table";
    if (viewer != engine::kEveryone)
      dump.seen_by = viewer < players.size() ? players[viewer].name : "";
  } else if (replayer.setup().seed_state == engine::SeedState::REVEALED) {
    // A revealed game's state hashes count the seed as 0, as the game recorded withheld.
    dump.script.header.seed_secret = true;
  }
  const bool implicit = implicit_passes.value_or(script::ImplicitPasses(dump.script.header));
  script::SetPassesForm(&dump.script.header, implicit);
  // The run of passes and resolutions since the last other step, and the state before it.
  std::vector<engine::Event> run;
  std::unique_ptr<engine::GameState> run_start;
  dump.seed_withheld = seed_unknown;
  dump.problems = DamageFound(replayer);
  Status st = replayer.ForEachEvent(
      [&](const engine::GameState& s, const engine::Event& full, uint64_t seq) -> Status {
        const engine::Event e = s.SeenBy(full, viewer);
        script::ScriptStep step = recorder::StepForEvent(s, e);
        if (!e.violations.empty()) {
          std::string c = "illegal:";
          for (const std::string& v : e.violations) c += " " + v;
          step.comment = c;
        }
        DumpedEvent d;
        d.seq = seq;
        d.line = e.line;
        d.kind = s.NameOfKind(e.kind);
        d.player = step.player.empty()         ? ""
                   : e.player < players.size() ? players[e.player].name
                                               : step.player;
        d.text = s.EventText(e);
        d.engine_emitted = (e.flags & engine::Event::kEngineEmitted) != 0;
        d.cards = s.EventCards(e);
        d.violations = e.violations;
        // An unnamed draw is a line every game records; another action without its card is not.
        d.withheld = e.card == 0 && full.card != 0 && e.kind != engine::EventKind::DRAW;
        if (implicit) {
          const bool pass_or_resolve =
              e.kind == engine::EventKind::PASS || e.kind == engine::EventKind::RESOLVE;
          if (pass_or_resolve && e.violations.empty()) {
            if (run.empty()) run_start = s.Clone();
            run.push_back(e);
          } else {
            if (!run.empty()) {
              LeaveOutIfFilledIn(*run_start, run, &e, std::min(step.indent, kDumpIndentLimit),
                                 &dump);
            }
            run.clear();
          }
        }
        dump.events.push_back(std::move(d));
        dump.script.steps.push_back(std::move(step));
        return Status::Ok();
      },
      nullptr,
      [&](const replayer::LostEvents& lost) {
        run.clear();
        dump.lost.push_back(lost);
        dump.lost_before_step.push_back(dump.script.steps.size());
      });
  if (!st.ok()) return st;
  if (!run.empty()) LeaveOutIfFilledIn(*run_start, run, nullptr, 0, &dump);
  return dump;
}

std::string DumpText(const Dump& dump) {
  std::string s;
  // Indentation is cosmetic in a script; past kDumpIndentLimit levels it would make the text
  // grow with the square of the nesting (a 20,000-deep stack writes 40 KB of spaces a line).
  auto indent = [](int levels) { return std::min(levels, kDumpIndentLimit); };
  if (dump.seed_withheld) {
    s += "# The log's seed is withheld (stardate reveal): its random outcomes are written as the "
         "table's.\n";
  }
  s += script::FormatHeader(dump.script.header);
  size_t next_lost = 0;
  auto lost_here = [&](size_t step) {
    for (; next_lost < dump.lost.size() && dump.lost_before_step[next_lost] == step; ++next_lost) {
      s += "# LOST: " + dump.lost[next_lost].ToString() + "\n";
    }
  };
  for (size_t i = 0; i < dump.script.steps.size(); ++i) {
    lost_here(i);
    if (dump.events[i].left_out) continue;
    if (dump.events[i].withheld) {
      s += std::string(static_cast<size_t>(indent(dump.script.steps[i].indent)) * 2, ' ') +
           "# WITHHELD: " + dump.events[i].text + "\n";
      continue;
    }
    script::ScriptStep step = dump.script.steps[i];
    step.indent = indent(step.indent);
    s += script::FormatStep(step) + "\n";
  }
  lost_here(dump.script.steps.size());
  return s;
}

std::string DumpJson(const Dump& dump) {
  const script::ScriptHeader& h = dump.script.header;
  engine::JsonWriter j;
  j.BeginObject();
  j.Key("log").String(dump.log);
  j.Key("script").String(dump.script_name);
  if (!dump.seen_by.empty()) j.Key("seenBy").String(dump.seen_by);
  if (dump.seed_withheld) j.Key("seedWithheld").Bool(true);
  j.Key("header").BeginObject();
  j.Key("game").String(h.game);
  j.Key("seed").Uint(h.seed);
  j.Key("randomness").String(h.randomness);
  j.Key("event").String(h.event);
  j.Key("round").String(h.round);
  j.Key("meta").BeginObject();
  for (const auto& [key, value] : h.meta) j.Key(key).String(value);
  j.EndObject();
  j.Key("pool").BeginArray();
  for (const std::string& path : h.pool) j.String(path);
  j.EndArray();
  j.Key("players").BeginArray();
  for (const script::PlayerDecl& p : h.players) {
    j.BeginObject();
    j.Key("name").String(p.name);
    j.Key("deck").BeginArray();
    for (const script::DeckLine& d : p.deck) {
      j.BeginObject();
      j.Key("section").String(d.section);
      j.Key("title").String(d.title);
      j.Key("count").Uint(static_cast<uint64_t>(d.count));
      j.EndObject();
    }
    j.EndArray();
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
  j.Key("events").BeginArray();
  for (size_t i = 0; i < dump.events.size(); ++i) {
    const DumpedEvent& e = dump.events[i];
    j.BeginObject();
    j.Key("event").Uint(e.seq);
    j.Key("line").Uint(e.line);
    j.Key("kind").String(e.kind);
    j.Key("player").String(e.player);
    std::string step = script::FormatStep(dump.script.steps[i]);
    j.Key("step").String(step.substr(std::min(step.size(), step.find_first_not_of(' '))));
    j.Key("text").String(e.text);
    j.Key("engineEmitted").Bool(e.engine_emitted);
    if (e.withheld) j.Key("withheld").Bool(true);
    if (e.left_out) j.Key("leftOut").Bool(true);
    j.Key("cards").BeginArray();
    for (const std::string& c : e.cards) j.String(c);
    j.EndArray();
    j.Key("illegal").BeginArray();
    for (const std::string& v : e.violations) j.String(v);
    j.EndArray();
    j.EndObject();
  }
  j.EndArray();
  j.Key("lost").BeginArray();
  for (const replayer::LostEvents& l : dump.lost) {
    j.BeginObject();
    j.Key("firstEvent").Uint(l.first);
    j.Key("endEvent").Uint(l.end);
    j.Key("offset").Uint(l.offset);
    j.Key("length").Uint(l.length);
    j.Key("why").String(l.why);
    j.EndObject();
  }
  j.EndArray();
  j.Key("problems").BeginArray();
  for (const std::string& p : dump.problems) j.String(p);
  j.EndArray();
  j.EndObject();
  return j.str() + "\n";
}

}  // namespace stardate::analyzer
