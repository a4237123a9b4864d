// Tests every registered game passes, written once (OpenSpiel's basic tests are the model):
// random legal playouts from the game's own move generator, recorded with the real recorder,
// then replayed, dumped and recorded again, restored from every snapshot and sought to every
// response window; the same playout twice gives the same bytes.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <sstream>

#include "analyzer/audit.h"
#include "analyzer/dump.h"
#include "analyzer/fork.h"
#include "analyzer/verify.h"
#include "engine/registry.h"
#include "engine/snapshot.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/rules/combat.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/conformance/playouts.h"
#include "tests/support/samples.h"
#include "tests/support/temp_dir.h"

using namespace stardate;
using testing::Playout;
using testing::TempDir;

namespace {

constexpr uint64_t kEvents = 2500;

std::string Bytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Records a playout of about kEvents events with small chunks and snapshots, so that the log
// has many of both; returns the recorder's final state hash.
std::string RecordPlayout(const Playout& p, uint64_t seed, const std::string& path) {
  recorder::RecorderOptions small;
  small.chunk_events = 7;  // a sample script is short: many chunks and snapshots all the same
  small.snapshot_interval = 9;
  small.snapshot_min_gap = 9;
  if (!p.script.empty()) {
    const std::string script = testing::SourceDir() + "/samples/" + p.script;
    std::string folder = std::filesystem::path(script).parent_path();
    std::string cwd = std::filesystem::current_path();
    std::filesystem::current_path(folder);
    auto r = recorder::RecordScriptText(Bytes(script), std::filesystem::path(script).filename(),
                                        path, std::vector<std::string>{}, small);
    std::filesystem::current_path(cwd);
    REQUIRE(r.ok());
    REQUIRE(r->illegal_actions == 0);
    auto replayer = replayer::Replayer::Open(path);
    REQUIRE(replayer.ok());
    return analyzer::Verify(**replayer).final_state_hash;
  }
  auto setup = p.setup();
  REQUIRE(setup.ok());
  recorder::RecorderOptions options;
  options.chunk_events = 97;
  options.snapshot_interval = 211;
  options.snapshot_min_gap = 211;
  auto rec = recorder::Recorder::Create(*setup, path, options);
  REQUIRE(rec.ok());
  testing::MoveGenerator next = p.generator(seed);
  while ((*rec)->events_recorded() < kEvents && !(*rec)->state().core().game_over) {
    auto r = (*rec)->Record(next((*rec)->state()));
    REQUIRE(r.ok());
    for (size_t i = 0; i < r->events.size(); ++i) {
      for (const engine::Violation& v : r->violations[i]) {
        // The generator proposes legal actions only.
        FAIL_CHECK((*rec)->state().EventText(r->events[i]) << ": " << v.rule << ": " << v.detail);
      }
    }
    REQUIRE_FALSE(r->illegal());
  }
  std::string hash = engine::HexString((*rec)->state().Hash());
  REQUIRE((*rec)->Finish().ok());
  return hash;
}

std::unique_ptr<replayer::Replayer> Open(const std::string& path) {
  auto r = replayer::Replayer::Open(path);
  REQUIRE(r.ok());
  return std::move(r).value();
}

// Records playout `seed`, dumps it to a script, records the script again and checks that both
// logs hold the same events (lines aside) and end in the same state.
void CheckDumpRecordsBack(const Playout& p, uint64_t seed, const TempDir& dir) {
  std::string hash = RecordPlayout(p, seed, dir.Path("a.sdlog"));
  auto original = Open(dir.Path("a.sdlog"));
  auto dump = analyzer::DumpLog(*original);
  REQUIRE(dump.ok());
  auto again = recorder::RecordScriptText(analyzer::DumpText(*dump), dir.Path("dump.sdgame"),
                                          dir.Path("b.sdlog"), std::vector<std::string>{}, {});
  REQUIRE(again.ok());
  auto r = Open(dir.Path("b.sdlog"));
  CHECK(analyzer::Verify(*r).final_state_hash == hash);
  std::vector<engine::Event> x, y;
  std::vector<std::string> text;
  auto collect = [](std::vector<engine::Event>* out, std::vector<std::string>* lines) {
    return [out, lines](const engine::GameState& s, const engine::Event& e, uint64_t) {
      out->push_back(e);
      out->back().line = 0;  // the two scripts number their lines differently
      if (lines != nullptr) lines->push_back(s.EventText(e));
      return Status::Ok();
    };
  };
  REQUIRE(original->ForEachEvent(collect(&x, &text)).ok());
  REQUIRE(r->ForEachEvent(collect(&y, nullptr)).ok());
  size_t differ = 0;
  while (differ < x.size() && differ < y.size() && x[differ] == y[differ]) ++differ;
  INFO("first difference at event " << differ << (differ < x.size() ? ": " + text[differ] : ""));
  CHECK(differ == x.size());
  CHECK(x.size() == y.size());
}

}  // namespace

TEST_CASE("Every registered game has a playout in the conformance suite", "[conformance]") {
  for (const engine::GameModule* game : engine::Games()) {
    INFO(game->name);
    bool found = false;
    for (const Playout& p : testing::Playouts()) found |= p.game == game->name;
    CHECK(found);
  }
}

TEST_CASE("Conformance: a playout replays to the recorded state and verifies", "[conformance]") {
  const Playout& p = GENERATE(from_range(testing::Playouts()));
  INFO(p.game << " " << p.script);
  TempDir dir;
  std::string hash = RecordPlayout(p, 7, dir.Path("a.sdlog"));
  auto r = Open(dir.Path("a.sdlog"));
  analyzer::VerifyReport report = analyzer::Verify(*r);
  CHECK(report.ok());
  CHECK(report.final_state_hash == hash);
  CHECK(report.snapshots >= 4);
  if (p.script.empty()) CHECK(report.events >= kEvents);
  auto audit = analyzer::Audit(*r);
  REQUIRE(audit.ok());
  CHECK(audit->findings.empty());
}

TEST_CASE("Conformance: the same playout twice gives the same log, byte for byte",
          "[conformance]") {
  const Playout& p = GENERATE(from_range(testing::Playouts()));
  INFO(p.game << " " << p.script);
  TempDir dir;
  CHECK(RecordPlayout(p, 11, dir.Path("a.sdlog")) == RecordPlayout(p, 11, dir.Path("b.sdlog")));
  CHECK(Bytes(dir.Path("a.sdlog")) == Bytes(dir.Path("b.sdlog")));
  // Another playout is another game.
  if (p.script.empty()) {
    CHECK(RecordPlayout(p, 12, dir.Path("c.sdlog")) != RecordPlayout(p, 11, dir.Path("d.sdlog")));
  }
}

TEST_CASE("Conformance: a playout's dump records back to the same events and state",
          "[conformance]") {
  const Playout& p = GENERATE(from_range(testing::Playouts()));
  INFO(p.game << " " << p.script);
  TempDir dir;
  CheckDumpRecordsBack(p, 3, dir);
}

TEST_CASE("Conformance: long generated playouts of several seeds dump and record back unchanged",
          "[conformance][roundtrip]") {
  // Rare event shapes (a production of mixed ships, a reported combat another player won) turn
  // up only now and then: several long games give each a chance to appear.
  const Playout& p = GENERATE(from_range(testing::Playouts()));
  if (!p.script.empty()) return;
  const uint64_t seed = GENERATE(17, 29, 1429, 20261124);
  INFO(p.game << " seed " << seed);
  TempDir dir;
  CheckDumpRecordsBack(p, seed, dir);
}

TEST_CASE("Conformance: every snapshot restores the state a sequential replay reaches",
          "[conformance]") {
  const Playout& p = GENERATE(from_range(testing::Playouts()));
  INFO(p.game << " " << p.script);
  TempDir dir;
  RecordPlayout(p, 5, dir.Path("a.sdlog"));
  auto r = Open(dir.Path("a.sdlog"));
  const auto& snapshots = r->reader().snapshots();
  REQUIRE(snapshots.size() >= 4);
  size_t next = 0;
  Status st = r->ForEachEvent([&](const engine::GameState& s, const engine::Event&, uint64_t seq) {
    while (next < snapshots.size() && snapshots[next].meta.seq == seq) {
      auto body = r->reader().ReadSnapshot(next);
      if (!body.ok()) return body.status();
      auto restored = r->InitialState();
      if (!restored.ok()) return restored.status();
      Status rs = engine::RestoreSnapshot(*body, seq, "snapshot", restored->get());
      if (!rs.ok()) return rs;
      CHECK((*restored)->Serialize() == s.Serialize());
      ++next;
    }
    return Status::Ok();
  });
  REQUIRE(st.ok());
  CHECK(next == snapshots.size());
}

TEST_CASE("Conformance: after every event the state restored from its bytes owes and judges alike",
          "[conformance]") {
  // A module may keep tables derived from its state up to date event by event (TI4 does, for
  // the systems an event touches); a state rebuilt from its serialization derives them from
  // scratch. Both must owe the same events and judge the next event alike.
  const Playout& p = GENERATE(from_range(testing::Playouts()));
  INFO(p.game << " " << p.script);
  TempDir dir;
  RecordPlayout(p, 13, dir.Path("a.sdlog"));
  auto r = Open(dir.Path("a.sdlog"));
  std::vector<engine::Event> events;
  REQUIRE(r->ForEachEvent([&](const engine::GameState&, const engine::Event& e, uint64_t) {
             events.push_back(e);
             return Status::Ok();
           }).ok());
  auto live = r->InitialState();
  REQUIRE(live.ok());
  for (size_t i = 0; i < events.size(); ++i) {
    auto rebuilt = r->InitialState();
    REQUIRE(rebuilt.ok());
    REQUIRE((*rebuilt)->Restore((*live)->Serialize(), "state").ok());
    INFO("before event " << i << ": " << (*live)->EventText(events[i]));
    REQUIRE((*rebuilt)->Owed() == (*live)->Owed());
    REQUIRE((*rebuilt)->Check(events[i]) == (*live)->Check(events[i]));
    (*live)->Apply(events[i]);
  }
}

TEST_CASE("Conformance: a seek to every response window equals sequential replay",
          "[conformance]") {
  const Playout& p = GENERATE(from_range(testing::Playouts()));
  INFO(p.game << " " << p.script);
  TempDir dir;
  RecordPlayout(p, 9, dir.Path("a.sdlog"));
  auto r = Open(dir.Path("a.sdlog"));
  // The state right after each window opened, by sequential replay.
  std::vector<std::string> at_window;
  std::unique_ptr<engine::GameState> last;
  uint64_t windows = 0;
  Status st = r->ForEachEvent([&](const engine::GameState& s, const engine::Event&, uint64_t) {
    if (s.core().windows_opened > windows) {
      windows = s.core().windows_opened;
      at_window.push_back(s.Serialize());
    }
    return Status::Ok();
  });
  REQUIRE(st.ok());
  // (A game whose actions open no response windows has none to seek.)
  if (p.script.empty() && p.opens_windows) REQUIRE(at_window.size() > 50);
  for (size_t w = 0; w + 1 < at_window.size(); ++w) {
    INFO("window " << w);
    auto seek = r->Seek({replayer::Address::Kind::kWindow, w});
    REQUIRE(seek.ok());
    CHECK(seek->state->core().windows_opened == w + 1);
    CHECK(seek->state->Serialize() == at_window[w]);
  }
}

TEST_CASE("Conformance: the TI4 playouts answer in timing windows with action cards and passes",
          "[conformance]") {
  const Playout* ti4 = nullptr;
  for (const Playout& p : testing::Playouts()) {
    if (p.game == "ti4" && p.script.empty()) ti4 = &p;
  }
  REQUIRE(ti4 != nullptr);
  TempDir dir;
  RecordPlayout(*ti4, 9, dir.Path("a.sdlog"));
  auto r = Open(dir.Path("a.sdlog"));
  std::map<std::string, int> kinds;
  Status st = r->ForEachEvent([&](const engine::GameState& s, const engine::Event& e, uint64_t) {
    ++kinds[s.NameOfKind(e.kind)];
    return Status::Ok();
  });
  REQUIRE(st.ok());
  for (const char* kind : {"ti4Draw", "ti4Play", "pass", "resolve"}) {
    INFO(kind);
    CHECK(kinds[kind] > 0);
  }
}

TEST_CASE("Conformance: the TI4 sample playouts play whole rounds, Sabotage and the steps' windows",
          "[conformance]") {
  std::map<std::string, int> kinds;
  int sabotage = 0;
  for (const Playout& p : testing::Playouts()) {
    if (p.game != "ti4" || p.script.empty()) continue;
    TempDir dir;
    RecordPlayout(p, 9, dir.Path("a.sdlog"));
    auto r = Open(dir.Path("a.sdlog"));
    Status st = r->ForEachEvent([&](const engine::GameState& s, const engine::Event& e, uint64_t) {
      ++kinds[s.NameOfKind(e.kind)];
      if (s.EventText(e).find("playing Sabotage") != std::string::npos) ++sabotage;
      return Status::Ok();
    });
    REQUIRE(st.ok());
  }
  for (const char* kind :
       {"ti4Pick", "ti4Strategic", "ti4Passed", "ti4Draw", "ti4Play", "ti4Step", "ti4Tokens"}) {
    INFO(kind);
    CHECK(kinds[kind] > 0);
  }
  CHECK(sabotage > 0);
}

namespace {

// The playout of the steps' windows, recorded to `path`; returns the window the start of its
// space combat round opened.
uint64_t RecordSteps(const std::string& path) {
  const Playout* steps = nullptr;
  for (const Playout& p : testing::Playouts()) {
    if (p.script.find("step") != std::string::npos) steps = &p;
  }
  REQUIRE(steps != nullptr);
  RecordPlayout(*steps, 9, path);
  auto r = Open(path);
  uint64_t window = 0;
  bool found = false;
  Status st = r->ForEachEvent([&](const engine::GameState& s, const engine::Event& e, uint64_t) {
    if (!found && e.kind == engine::ti4::kTi4Step &&
        e.arg == engine::ti4::rules::kCombatRoundStart) {
      window = s.core().windows_opened;  // the state before the step: its window is next
      found = true;
    }
    return Status::Ok();
  });
  REQUIRE(st.ok());
  REQUIRE(found);
  return window;
}

}  // namespace

TEST_CASE("Conformance: a TI4 log forks from a step's window with a card timed there",
          "[conformance]") {
  TempDir dir;
  const uint64_t window = RecordSteps(dir.Path("a.sdlog"));
  auto parent = Open(dir.Path("a.sdlog"));
  auto at = replayer::ParseAddress("window:" + std::to_string(window));
  REQUIRE(at.ok());
  auto seek = parent->Seek(*at);
  REQUIRE(seek.ok());
  const std::string before = seek->state->Serialize();
  SECTION("a card timed at the start of a combat round continues it") {
    auto fork = analyzer::ForkLog(*parent, *at, "Carol plays \"Morale Boost\"\n", "alt.sdgame",
                                  dir.Path("f.sdlog"), {});
    INFO(fork.status().message());
    REQUIRE(fork.ok());
    auto f = Open(dir.Path("f.sdlog"));
    auto same = f->Seek(*at);
    REQUIRE(same.ok());
    CHECK(same->state->Serialize() == before);  // the fork shares the parent up to its window
    CHECK(analyzer::Verify(*f).ok());
    CHECK(fork->events == fork->shared_events + 1);
  }
  SECTION("a card timed at an invasion is refused there") {
    auto fork = analyzer::ForkLog(*parent, *at, "Carol plays \"Bunker\"\n", "alt.sdgame",
                                  dir.Path("g.sdlog"), {});
    REQUIRE_FALSE(fork.ok());
    CHECK(fork.status().message().find("ti4.timing.window") != std::string::npos);
  }
}
