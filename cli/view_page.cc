#include "cli/view_page.h"

#include <map>
#include <optional>
#include <vector>

#include "analyzer/audit.h"
#include "engine/json_writer.h"
#include "engine/registry.h"

namespace stardate::cli {
namespace {

constexpr std::string_view kDataMarker = "/*STARDATE_GAME_DATA*/";
constexpr std::string_view kViewMarker = "/*STARDATE_GAME_VIEW*/";
// The board of a game whose module has no script for the viewer: the timeline alone.
constexpr std::string_view kNoBoard =
    "const gameView = { title: D.game, hidden: \"what the game hides\", render(s) {} };";

struct Step {
  bool lost = false;
  uint64_t seq = 0;
  uint32_t line = 0;
  std::string kind;
  std::string player;
  std::string text;
  size_t depth = 0;
  int64_t window = -1;  // the response window the event opens
  bool engine = false;
  std::vector<std::string> illegal;
  uint32_t turn = 0;  // after the event
  std::string phase;
};

// JSON text that may sit inside <script>: "</" would end the element, so it is written "<\/".
std::string ScriptSafe(std::string json) {
  for (size_t at = json.find("</"); at != std::string::npos; at = json.find("</", at + 3)) {
    json.replace(at, 2, "<\\/");
  }
  return json;
}

}  // namespace

Result<ViewPage> BuildViewPage(const replayer::Replayer& replayer, uint8_t viewer,
                               uint64_t every_event_limit) {
  const bool everything = replayer.event_count() <= every_event_limit;
  std::vector<Step> steps;
  std::vector<std::optional<std::string>> states;  // states[i]: the board before steps[i]
  std::vector<std::string> notices;
  for (const format::Problem& p : replayer.reader().problems()) {
    notices.push_back("offset " + std::to_string(p.offset) + " (" + std::to_string(p.length) +
                      " bytes): " + p.what);
  }
  uint64_t windows_before = 0;
  int32_t phase_before = -1;
  // The board at the point reached by `s` (after the last step), stored when wanted.
  auto reach = [&](const engine::GameState& s) {
    const engine::CoreState& core = s.core();
    if (!steps.empty() && !steps.back().lost) {
      Step& last = steps.back();
      if (core.windows_opened > windows_before) last.window = static_cast<int64_t>(windows_before);
      last.turn = core.turn;
      last.phase = s.PhaseLabel();
    }
    const bool wanted = everything || steps.empty() || steps.back().lost ||
                        core.windows_opened > windows_before || core.phase != phase_before ||
                        steps.back().kind == "turn";
    states.resize(steps.size());
    states.push_back(wanted ? std::optional(s.ViewFor(viewer)->DescribeJson()) : std::nullopt);
    windows_before = core.windows_opened;
    phase_before = core.phase;
  };
  const auto& players = replayer.setup().players;
  std::unique_ptr<engine::GameState> final_state;
  Status walked = replayer.ForEachEvent(
      [&](const engine::GameState& s, const engine::Event& full, uint64_t seq) -> Status {
        reach(s);
        const engine::Event e = s.SeenBy(full, viewer);
        Step step;
        step.seq = seq;
        step.line = e.line;
        step.kind = s.NameOfKind(e.kind);
        step.text = s.EventText(e);
        step.depth = s.core().stack.size();
        step.engine = (e.flags & engine::Event::kEngineEmitted) != 0;
        step.illegal = e.violations;
        step.player = e.player < players.size() ? players[e.player].name : "";
        step.turn = s.core().turn;
        step.phase = s.PhaseLabel();
        steps.push_back(std::move(step));
        return Status::Ok();
      },
      &final_state,
      [&](const replayer::LostEvents& lost) {
        states.resize(steps.size() + 1);  // the board before the stretch is not known
        Step step;
        step.lost = true;
        step.seq = lost.first;
        step.kind = "lost";
        step.text = lost.ToString();
        if (!steps.empty()) {
          step.turn = steps.back().turn;
          step.phase = steps.back().phase;
        }
        steps.push_back(std::move(step));
        notices.push_back("lost " + lost.ToString());
      });
  if (!walked.ok()) return walked;
  if (final_state != nullptr) {
    if (!steps.empty() && steps.back().lost) {
      // The walk ended at the damage: its final state is the board before the lost stretch.
      states.resize(steps.size());
      if (!states.back()) states.back() = final_state->ViewFor(viewer)->DescribeJson();
      states.resize(steps.size() + 1);
    } else {
      reach(*final_state);
    }
  }
  states.resize(steps.size() + 1);
  if (!states.front()) {
    // The log begins with lost events: the board before them is the game's setup.
    auto initial = replayer.InitialState();
    if (!initial.ok()) return initial.status();
    states.front() = (*initial)->ViewFor(viewer)->DescribeJson();
  }

  auto audit = analyzer::Audit(replayer);
  if (!audit.ok()) return audit.status();
  std::map<uint64_t, const Step*> by_seq;
  for (const Step& s : steps) {
    if (!s.lost) by_seq[s.seq] = &s;
  }

  const engine::GameSetup& g = replayer.setup();
  engine::JsonWriter j;
  j.BeginObject();
  j.Key("format").Uint(1);
  j.Key("game").String(g.rules_module);
  j.Key("log").String(replayer.reader().path());
  j.Key("script").String(g.script_name);
  j.Key("event").String(g.event);
  j.Key("round").String(g.round);
  j.Key("players").BeginArray();
  for (const engine::PlayerSetup& p : players) j.String(p.name);
  j.EndArray();
  j.Key("seenBy").String(viewer < players.size() ? players[viewer].name : "");
  j.Key("events").Uint(replayer.event_count());
  j.Key("windows").Uint(replayer.window_count());
  j.Key("statesAt")
      .String(everything ? "every event" : "turn starts, phase changes, windows and the end");
  j.Key("notices").BeginArray();
  for (const std::string& n : notices) j.String(n);
  j.EndArray();
  j.Key("steps").BeginArray();
  for (const Step& s : steps) {
    j.BeginObject();
    j.Key("e").Uint(s.seq);
    j.Key("k").String(s.kind);
    j.Key("t").String(s.text);
    j.Key("turn").Uint(s.turn);
    j.Key("phase").String(s.phase);
    if (!s.lost) {
      j.Key("l").Uint(s.line);
      j.Key("p").String(s.player);
      j.Key("d").Uint(s.depth);
      j.Key("w").Int(s.window);
      j.Key("x").Bool(s.engine);
      j.Key("bad").BeginArray();
      for (const std::string& v : s.illegal) j.String(v);
      j.EndArray();
    } else {
      j.Key("w").Int(-1);
      j.Key("d").Uint(0);
    }
    j.EndObject();
  }
  j.EndArray();
  j.Key("states").BeginArray();
  for (const auto& s : states) {
    if (s) {
      j.Raw(*s);
    } else {
      j.Null();
    }
  }
  j.EndArray();
  j.Key("findings").BeginArray();
  for (const analyzer::Finding& f : audit->findings) {
    j.BeginObject();
    j.Key("event").Uint(f.event);
    j.Key("line").Uint(f.line);
    j.Key("rule").String(f.rule);
    j.Key("quote").String(f.quote);
    j.Key("source").String(f.source);
    if (viewer == engine::kEveryone) {
      j.Key("action").String(f.action);
      j.Key("detail").String(f.detail);
    } else {
      // A finding's words may name cards the player did not see: the event as they saw it.
      auto it = by_seq.find(f.event);
      j.Key("action").String(it != by_seq.end() ? it->second->text : "");
      j.Key("detail").String("");
    }
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();

  std::string page(ViewPageTemplate());
  const engine::GameModule* game = engine::FindGame(g.rules_module);
  const std::string_view board =
      game != nullptr && game->view_script != nullptr ? game->view_script() : kNoBoard;
  size_t view_at = page.find(kViewMarker);
  if (view_at == std::string::npos) {
    return Status::Corruption("the built-in page has no marker for the game's board");
  }
  page.replace(view_at, kViewMarker.size(), board);
  size_t at = page.find(kDataMarker);
  if (at == std::string::npos) return Status::Corruption("the built-in page has no data marker");
  page.replace(at, kDataMarker.size(), ScriptSafe(j.str()));
  return ViewPage{std::move(page), std::move(notices)};
}

}  // namespace stardate::cli
