// stardate show GAME.sdlog --at ADDR [--json] [--as-player NAME]
#include <cstdio>
#include <optional>

#include "analyzer/fork.h"
#include "cli/commands.h"
#include "cli/player_view.h"
#include "engine/json_writer.h"
#include "engine/registry.h"
#include "recorder/filled_in.h"
#include "replayer/replayer.h"

namespace stardate::cli {
namespace {

// How a game that is over ended: the concession at or before event `before`.
struct Ending {
  uint64_t event = 0;
  uint8_t conceded = 0;
};

// Searches the chunks backwards from the one holding event `before - 1`, so a game that ended
// near the shown address costs one chunk.
std::optional<Ending> FindEnding(const replayer::Replayer& r, uint64_t before) {
  const auto& chunks = r.reader().chunks();
  for (size_t i = chunks.size(); i-- > 0;) {
    const auto& m = chunks[i].meta;
    if (m.first_seq >= before) continue;
    std::optional<Ending> last;  // the chunk's events one at a time, none kept
    Status walked = r.ForEachInChunk(i, [&](const engine::Event& e, uint32_t k) {
      uint64_t seq = m.first_seq + k;
      if (seq < before && e.kind == engine::EventKind::CONCEDE) last = Ending{seq, e.player};
      return Status::Ok();
    });
    if (walked.ok() && last) return last;
  }
  return std::nullopt;
}

std::string PlayerName(const replayer::Replayer& r, uint8_t p) {
  const auto& players = r.setup().players;
  return p < players.size() ? players[p].name : "player " + std::to_string(p);
}

// The script line of each pending action's initiating event (0 when the log does not say).
std::vector<uint32_t> PendingLines(const replayer::Replayer& r, const engine::GameState& s) {
  std::vector<uint32_t> lines;
  for (const engine::PendingAction& p : s.core().stack) {
    auto e = r.EventAt(p.seq);
    lines.push_back(e.ok() ? e->line : 0);
  }
  return lines;
}

void GameJson(const replayer::Replayer& r, const engine::GameState& s, engine::JsonWriter* j) {
  const engine::GameSetup& g = r.setup();
  j->BeginObject();
  j->Key("rules").String(g.rules_module);
  j->Key("rulesVersion").Uint(g.rules_version);
  j->Key("event").String(g.event);
  j->Key("round").String(g.round);
  j->Key("script").String(g.script_name);
  j->Key("players").BeginArray();
  for (const engine::PlayerSetup& p : g.players) j->String(p.name);
  j->EndArray();
  j->Key("meta").BeginObject();
  for (const auto& [key, value] : g.meta) j->Key(key).String(value);
  j->EndObject();
  j->Key("result");
  std::optional<Ending> ending;
  if (s.core().game_over) ending = FindEnding(r, s.core().seq);
  if (!s.core().game_over) {
    j->Null();
  } else {
    j->BeginObject();
    j->Key("ended").Bool(true);
    if (ending) {
      j->Key("by").String("concession");
      j->Key("event").Uint(ending->event);
      j->Key("conceded").String(PlayerName(r, ending->conceded));
      if (g.players.size() == 2) {
        j->Key("winner").String(PlayerName(r, static_cast<uint8_t>(1 - (ending->conceded & 1))));
      }
    } else {
      // Ended by its rules (a score, the higher score when the game ran out): the winner they
      // name, as the catalogue stores it; none for a draw.
      const engine::GameModule* game = engine::FindGame(g.rules_module);
      const int winner = game != nullptr && game->stats != nullptr && game->stats->winner != nullptr
                             ? game->stats->winner(s)
                             : -1;
      j->Key("by").String("score");
      if (winner >= 0) j->Key("winner").String(PlayerName(r, static_cast<uint8_t>(winner)));
    }
    j->EndObject();
  }
  if (auto parent = analyzer::ReadForkParent(r.reader().header_message())) {
    j->Key("fork").BeginObject();  // only a fork has one
    j->Key("parent").String(parent->hash);
    j->Key("at").String(parent->address);
    j->Key("sharedEvents").Uint(parent->events);
    j->Key("script").String(parent->script);
    j->EndObject();
  }
  j->EndObject();
}

// True when event `seq` of the log was filled in by the recorder (recorder/filled_in.h): the
// run of events on its script line is read around it.
bool FilledInAt(const replayer::Replayer& r, uint64_t seq) {
  auto at = r.EventAt(seq);
  if (!at.ok() || at->line == 0) return false;
  std::vector<recorder::StepMark> run{recorder::StepMark::Of(*at)};
  size_t own = 0;  // index of event `seq` in `run`
  for (uint64_t k = seq; k-- > 0;) {
    auto e = r.EventAt(k);
    if (!e.ok() || e->line != at->line) break;
    run.insert(run.begin(), recorder::StepMark::Of(*e));
    ++own;
  }
  for (uint64_t k = seq + 1; k < r.event_count(); ++k) {
    auto e = r.EventAt(k);
    if (!e.ok() || e->line != at->line) break;
    run.push_back(recorder::StepMark::Of(*e));
  }
  return run.size() > 1 && recorder::OwnEventOfLine(run) != own;
}

}  // namespace

void AddShow(CLI::App& app, int* exit_code) {
  struct Args {
    std::string path;
    std::string at = "end";
    std::string as_player;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "show",
      "Show the full game state at an address: event:N (just after event N, numbered "
      "from 0 as the audit numbers them), turn:N (the start of turn N), window:N (the N-th "
      "response window, from 0), line:N (right after the events written on line N of the "
      "script), start (before any event) or end.");
  cmd->add_option("log", args->path, "the log")->required();
  cmd->add_option("--at", args->at, "address (default: end)");
  cmd->add_flag("--json", args->json,
                "machine-readable output: the game (event, round, players, meta, result), the "
                "pending actions with their script lines, and the state");
  AddAsPlayerOption(cmd, &args->as_player);
  cmd->callback([args, exit_code]() {
    const bool json = args->json;
    auto address = replayer::ParseAddress(args->at);
    if (!address.ok()) {
      *exit_code = FailUsage(address.status().message(), json);
      return;
    }
    auto r = OpenLog(args->path, exit_code, json);
    if (r == nullptr) return;
    std::optional<uint8_t> viewer =
        FindViewer(r->setup(), args->path, args->as_player, exit_code, json);
    if (!viewer) return;
    if (!json) {
      for (const auto& p : r->reader().problems()) {
        std::fprintf(stderr, "stardate: warning: %s: offset %llu: %s (showing the intact part)\n",
                     args->path.c_str(), static_cast<unsigned long long>(p.offset), p.what.c_str());
      }
    }
    auto seek = r->Seek(*address);
    if (!seek.ok()) {
      *exit_code = Fail(seek.status(), json);  // the replayer names the file
      return;
    }
    std::unique_ptr<engine::GameState> view = seek->state->ViewFor(*viewer);
    const engine::GameState& state = *view;
    std::vector<uint32_t> lines = PendingLines(*r, state);
    if (json) {
      engine::JsonWriter j;
      j.BeginObject();
      j.Key("log").String(args->path);
      j.Key("address").String(address->ToString());
      j.Key("game");
      GameJson(*r, state, &j);
      j.Key("pending").BeginArray();
      for (size_t i = 0; i < lines.size(); ++i) {
        const engine::PendingAction& p = state.core().stack[i];
        j.BeginObject();
        j.Key("window").Uint(p.window);
        j.Key("event").Uint(p.seq);
        j.Key("depth").Uint(i + 1);  // the audit's depth: the outermost window is 1
        j.Key("line").Uint(lines[i]);
        j.Key("action").String(state.EventText(p.action));
        j.EndObject();
      }
      j.EndArray();
      j.Key("problems").BeginArray();
      for (const auto& p : r->reader().problems()) {
        j.String("offset " + std::to_string(p.offset) + " (" + std::to_string(p.length) +
                 " bytes): " + p.what);
      }
      j.EndArray();
      if (seek->seq > 0 && FilledInAt(*r, seek->seq - 1)) j.Key("lastFilledIn").Bool(true);
      j.Key("state").Raw(state.DescribeJson());
      j.EndObject();
      std::printf("%s\n", j.str().c_str());
    } else {
      std::printf("%s at %s\n%s", args->path.c_str(), address->ToString().c_str(),
                  state.Describe().c_str());
      if (seek->seq > 0 && FilledInAt(*r, seek->seq - 1)) {
        std::printf(
            "Event %llu, the last before this point, was filled in by the engine: the "
            "script does not write it.\n",
            static_cast<unsigned long long>(seek->seq - 1));
      }
      if (!lines.empty()) std::printf("Script lines of the pending actions:\n");
      for (size_t i = 0; i < lines.size(); ++i) {
        const engine::PendingAction& p = state.core().stack[i];
        std::printf(
            "  window %llu (event %llu): %s\n", static_cast<unsigned long long>(p.window),
            static_cast<unsigned long long>(p.seq),
            lines[i] > 0
                ? (analyzer::ScriptOfEvent(*r, p.seq) + ":" + std::to_string(lines[i])).c_str()
                : "line not recorded");
      }
    }
    *exit_code = kExitOk;
  });
}

}  // namespace stardate::cli
