#include "cli/view_page.h"

#include <functional>
#include <map>
#include <optional>
#include <vector>

#include "analyzer/audit.h"
#include "analyzer/verify.h"
#include "engine/json_writer.h"
#include "engine/registry.h"
#include "recorder/filled_in.h"

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
  bool filled = false;  // filled in by the recorder, not written by the script
  recorder::StepMark mark;
  std::vector<std::string> illegal;
  uint32_t turn = 0;  // after the event
  std::string phase;
};

// The boards the page embeds, held within a byte budget. Every wanted board is kept while the
// kept ones fit; past the budget every second kept board is dropped and from then on only
// every second wanted one is taken (doubling again as needed), so the kept boards stay spread
// evenly over the game and the memory and page size stay bounded whatever the log holds (a
// board carries the whole pending stack, so deep nesting makes every board large). The first
// wanted board is never dropped; Force adds a board whatever the budget.
class Boards {
 public:
  explicit Boards(size_t budget) : budget_(budget) {}

  // Records that the board at `position` is wanted and keeps `json()` when its turn comes
  // (`json` is called only then: a board not kept is never built).
  void Offer(size_t position, const std::function<std::string()>& json) {
    const uint64_t ordinal = wanted_++;
    if (ordinal % stride_ != 0) return;
    Put(position, json(), ordinal);
    while (bytes_ > budget_ && kept_.size() > 1) Thin();
  }

  void Force(size_t position, std::string json) { Put(position, std::move(json), std::nullopt); }

  bool Has(size_t position) const {
    return position < states_.size() && states_[position].has_value();
  }

  // states[i]: the board before step i, or nullopt; `positions` entries in all.
  std::vector<std::optional<std::string>> Release(size_t positions) {
    states_.resize(positions);
    return std::move(states_);
  }

 private:
  void Put(size_t position, std::string json, std::optional<uint64_t> ordinal) {
    if (states_.size() <= position) states_.resize(position + 1);
    if (states_[position]) bytes_ -= states_[position]->size();
    bytes_ += json.size();
    states_[position] = std::move(json);
    if (ordinal) kept_.push_back({position, *ordinal});
  }

  void Thin() {
    stride_ *= 2;
    std::vector<Kept> still;
    for (const Kept& k : kept_) {
      if (k.ordinal % stride_ == 0) {
        still.push_back(k);
      } else {
        bytes_ -= states_[k.position]->size();
        states_[k.position].reset();
      }
    }
    kept_ = std::move(still);
  }

  struct Kept {
    size_t position;
    uint64_t ordinal;  // among the wanted boards
  };
  size_t budget_;
  size_t bytes_ = 0;
  uint64_t stride_ = 1;
  uint64_t wanted_ = 0;
  std::vector<Kept> kept_;
  std::vector<std::optional<std::string>> states_;
};

// One replay of the log: its steps and the boards between them.
struct Walk {
  std::vector<Step> steps;
  std::vector<std::optional<std::string>> states;  // states[i]: the board before steps[i]
  std::vector<std::string> notices;
  // How the game stands at the end of the log: "Alice wins", "the game goes on", ...
  std::string result;
};

// The result the rules give at `end`, in the module's terms (engine::GameStats).
std::string ResultAt(const replayer::Replayer& replayer, const engine::GameState& end) {
  const auto& players = replayer.setup().players;
  if (!end.core().game_over) {
    return "the game goes on: the log ends in turn " + std::to_string(end.core().turn);
  }
  const engine::GameModule* game = engine::FindGame(replayer.setup().rules_module);
  const int winner = game != nullptr && game->stats != nullptr && game->stats->winner != nullptr
                         ? game->stats->winner(end)
                         : -1;
  if (winner >= 0 && static_cast<size_t>(winner) < players.size()) {
    return players[static_cast<size_t>(winner)].name + " wins";
  }
  return "the game is over with no winner";
}

std::function<std::string()> BoardOf(const engine::GameState& s, uint8_t viewer) {
  return [&s, viewer] { return s.ViewFor(viewer)->DescribeJson(); };
}

Step StepOf(const engine::GameState& s, const engine::Event& full, uint64_t seq, uint8_t viewer,
            const std::vector<engine::PlayerSetup>& players) {
  const engine::Event e = s.SeenBy(full, viewer);
  Step step;
  step.seq = seq;
  step.line = e.line;
  step.kind = s.NameOfKind(e.kind);
  step.text = s.EventText(e);
  step.depth = s.core().stack.size();
  step.engine = (e.flags & engine::Event::kEngineEmitted) != 0;
  step.mark = recorder::StepMark::Of(e);
  step.illegal = e.violations;
  step.player = e.player < players.size() ? players[e.player].name : "";
  step.turn = s.core().turn;
  step.phase = s.PhaseLabel();
  return step;
}

Result<Walk> WalkLog(const replayer::Replayer& replayer, uint8_t viewer,
                     const ViewPageOptions& options) {
  const bool everything = replayer.event_count() <= options.every_event_limit;
  Walk walk;
  std::vector<Step>& steps = walk.steps;
  Boards boards(options.board_budget);
  walk.notices = analyzer::DamageFound(replayer);
  uint64_t windows_before = 0;
  int32_t phase_before = -1;
  // The board at the point reached by `s` (after the last step), kept when wanted.
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
    if (wanted) boards.Offer(steps.size(), BoardOf(s, viewer));
    windows_before = core.windows_opened;
    phase_before = core.phase;
  };
  std::unique_ptr<engine::GameState> final_state;
  Status walked = replayer.ForEachEvent(
      [&](const engine::GameState& s, const engine::Event& e, uint64_t seq) -> Status {
        reach(s);
        steps.push_back(StepOf(s, e, seq, viewer, replayer.setup().players));
        return Status::Ok();
      },
      &final_state,
      [&](const replayer::LostEvents& lost) {
        Step step;  // the board before the stretch is not known
        step.lost = true;
        step.seq = lost.first;
        step.kind = "lost";
        step.text = lost.ToString();
        if (!steps.empty()) {
          step.turn = steps.back().turn;
          step.phase = steps.back().phase;
        }
        steps.push_back(std::move(step));
        walk.notices.push_back("lost " + lost.ToString());
      });
  if (!walked.ok()) return walked;
  std::vector<recorder::StepMark> marks;
  marks.reserve(steps.size());
  for (const Step& step : steps) marks.push_back(step.mark);
  const std::vector<bool> filled = recorder::FilledIn(marks);
  for (size_t i = 0; i < steps.size(); ++i) steps[i].filled = filled[i];
  if (final_state != nullptr) {
    // A walk that ended at damage ended on the board before the lost stretch.
    walk.result = ResultAt(replayer, *final_state);
    const bool at_damage = !steps.empty() && steps.back().lost;
    if (!at_damage) reach(*final_state);
    const size_t at = at_damage ? steps.size() - 1 : steps.size();
    if (!boards.Has(at)) boards.Force(at, BoardOf(*final_state, viewer)());
  }
  if (!boards.Has(0)) {
    // The log begins with lost events: the board before them is the game's setup.
    auto initial = replayer.InitialState();
    if (!initial.ok()) return initial.status();
    boards.Force(0, BoardOf(**initial, viewer)());
  }
  walk.states = boards.Release(steps.size() + 1);
  return walk;
}

void WriteHeader(const replayer::Replayer& replayer, uint8_t viewer, const Walk& walk,
                 bool everything, engine::JsonWriter& j) {
  const engine::GameSetup& g = replayer.setup();
  j.Key("format").Uint(1);
  j.Key("game").String(g.rules_module);
  j.Key("log").String(replayer.reader().path());
  j.Key("script").String(g.script_name);
  j.Key("event").String(g.event);
  j.Key("round").String(g.round);
  j.Key("players").BeginArray();
  for (const engine::PlayerSetup& p : g.players) j.String(p.name);
  j.EndArray();
  j.Key("seenBy").String(viewer < g.players.size() ? g.players[viewer].name : "");
  j.Key("events").Uint(replayer.event_count());
  j.Key("windows").Uint(replayer.window_count());
  j.Key("statesAt")
      .String(everything ? "every event" : "turn starts, phase changes, windows and the end");
  j.Key("result").String(walk.result);
  j.Key("notices").BeginArray();
  for (const std::string& n : walk.notices) j.String(n);
  j.EndArray();
}

void WriteSteps(const Walk& walk, engine::JsonWriter& j) {
  j.Key("steps").BeginArray();
  for (const Step& s : walk.steps) {
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
      if (s.filled) j.Key("f").Bool(true);
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
  for (const auto& s : walk.states) {
    if (s) {
      j.Raw(*s);
    } else {
      j.Null();
    }
  }
  j.EndArray();
}

void WriteFindings(const analyzer::AuditReport& audit, const Walk& walk, uint8_t viewer,
                   engine::JsonWriter& j) {
  std::map<uint64_t, const Step*> by_seq;
  for (const Step& s : walk.steps) {
    if (!s.lost) by_seq[s.seq] = &s;
  }
  j.Key("findings").BeginArray();
  for (const analyzer::Finding& f : audit.findings) {
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
}

// The template with the game's board script and its data in place of their markers.
Result<std::string> FillTemplate(const std::string& game_module, std::string_view data) {
  std::string page(ViewPageTemplate());
  const engine::GameModule* game = engine::FindGame(game_module);
  const std::string_view board =
      game != nullptr && game->view_script != nullptr ? game->view_script() : kNoBoard;
  size_t view_at = page.find(kViewMarker);
  if (view_at == std::string::npos) {
    return Status::Corruption("the built-in page has no marker for the game's board");
  }
  page.replace(view_at, kViewMarker.size(), board);
  size_t at = page.find(kDataMarker);
  if (at == std::string::npos) return Status::Corruption("the built-in page has no data marker");
  page.replace(at, kDataMarker.size(), ScriptSafeJson(data));
  return page;
}

}  // namespace

std::string ScriptSafeJson(std::string_view json) {
  std::string out;
  out.reserve(json.size() + json.size() / 16);
  for (size_t i = 0; i < json.size(); ++i) {
    const char c = json[i];
    if (c == '<') {
      out += "\\u003c";
    } else if (c == '>') {
      out += "\\u003e";
    } else if (c == '&') {
      out += "\\u0026";
    } else if (c == '\xe2' && i + 2 < json.size() && json[i + 1] == '\x80' &&
               (json[i + 2] == '\xa8' || json[i + 2] == '\xa9')) {
      out += json[i + 2] == '\xa8' ? "\\u2028" : "\\u2029";
      i += 2;
    } else {
      out += c;
    }
  }
  return out;
}

Result<ViewPage> BuildViewPage(const replayer::Replayer& replayer, uint8_t viewer,
                               const ViewPageOptions& options) {
  auto walk = WalkLog(replayer, viewer, options);
  if (!walk.ok()) return walk.status();
  auto audit = analyzer::Audit(replayer);
  if (!audit.ok()) return audit.status();
  engine::JsonWriter j;
  j.BeginObject();
  WriteHeader(replayer, viewer, *walk, replayer.event_count() <= options.every_event_limit, j);
  WriteSteps(*walk, j);
  WriteFindings(*audit, *walk, viewer, j);
  j.EndObject();
  auto page = FillTemplate(replayer.setup().rules_module, j.str());
  if (!page.ok()) return page.status();
  return ViewPage{std::move(*page), std::move(walk->notices)};
}

}  // namespace stardate::cli
