// Scripts that leave passes out (`meta passes "implicit"`, samples/README.md "Passes"): the
// samples read the same with their pass lines removed, and `dump --passes` prints either form.
#include <catch2/catch.hpp>
#include <regex>
#include <sstream>

#include "analyzer/audit.h"
#include "analyzer/dump.h"
#include "recorder/filled_in.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/support/cli.h"
#include "tests/support/samples.h"
#include "tests/support/temp_dir.h"

using stardate::testing::Contains;
using stardate::testing::ReadFileBytes;
using stardate::testing::SourceDir;
using stardate::testing::Stardate;
using stardate::testing::TempDir;

namespace {

// What a log says of a game, script lines aside: every event, the state at every turn start
// and the response windows opened.
struct Game {
  std::vector<stardate::engine::Event> events;
  std::vector<stardate::format::Hash256> turn_starts;
  uint64_t windows = 0;
  std::vector<std::string> findings;  // "rule event" per audit finding
};

Game Read(const std::string& log) {
  auto r = stardate::replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  Game g;
  std::unique_ptr<stardate::engine::GameState> last;
  REQUIRE((*r)->ForEachEvent(
                  [&](const stardate::engine::GameState& s, const stardate::engine::Event& e,
                      uint64_t) {
                    stardate::engine::Event copy = e;
                    copy.line = 0;
                    g.events.push_back(copy);
                    if (e.kind == stardate::engine::EventKind::TURN)
                      g.turn_starts.push_back(s.Hash());
                    return stardate::Status::Ok();
                  },
                  &last)
              .ok());
  g.windows = last->core().windows_opened;
  auto audit = stardate::analyzer::Audit(**r);
  REQUIRE(audit.ok());
  for (const auto& f : audit->findings)
    g.findings.push_back(f.rule + " " + std::to_string(f.event));
  return g;
}

// `text` recorded as if it were the script at `script_path` (its pool line is found there).
std::string Record(const std::string& text, const std::string& script_path, const TempDir& dir,
                   const std::string& name) {
  const std::string out = dir.Path(name + ".sdlog");
  auto r =
      stardate::recorder::RecordScriptText(text, script_path, out, std::vector<std::string>{}, {});
  INFO(name);
  REQUIRE(r.ok());
  return out;
}

// The script with `meta passes "implicit"` in its header (once: a sample written so has it) and
// no pass line in its body.
std::string WithoutPasses(const std::string& text) {
  static const std::regex kPass(R"(^\s*[A-Za-z][\w-]* passes\s*(#.*)?$)");
  std::istringstream in(text);
  std::string out, line;
  bool body = false, marked = text.find("\nmeta passes \"implicit\"\n") != std::string::npos;
  while (std::getline(in, line)) {
    if (line.rfind("---", 0) == 0) body = true;
    if (!marked && (line.rfind("pool ", 0) == 0 || line.rfind("player ", 0) == 0)) {
      out += "meta passes \"implicit\"\n";
      marked = true;
    }
    if (body && std::regex_match(line, kPass)) continue;
    out += line + "\n";
  }
  return out;
}

// Every sample, by its path under samples/.
std::vector<std::string> AllSamples() {
  std::vector<std::string> all;
  for (const std::string& n : stardate::testing::SampleNames()) all.push_back("stccg/" + n);
  all.push_back("ti4/contested_station");
  all.push_back("ti4/stations_trade");
  all.push_back("ti4/three_rounds");
  return all;
}

}  // namespace

TEST_CASE("Every sample without its pass lines records the same game and audits the same",
          "[cli]") {
  const std::string sample = GENERATE(from_range(AllSamples()));
  INFO(sample);
  const std::string script = SourceDir() + "/samples/" + sample + ".sdgame";
  const std::string text = ReadFileBytes(script);
  TempDir dir;
  Game original = Read(SourceDir() + "/samples/" + sample + ".sdlog");
  Game implicit = Read(Record(WithoutPasses(text), script, dir, "implicit"));
  CHECK(implicit.turn_starts == original.turn_starts);
  CHECK(implicit.windows == original.windows);
  CHECK(implicit.events == original.events);
  CHECK(implicit.findings == original.findings);
}

TEST_CASE("dump --passes implicit of every sample records the same events", "[cli]") {
  const std::string sample = GENERATE(from_range(AllSamples()));
  INFO(sample);
  const std::string log = SourceDir() + "/samples/" + sample + ".sdlog";
  auto r = stardate::replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  auto dump = stardate::analyzer::DumpLog(**r, stardate::engine::kEveryone, true);
  REQUIRE(dump.ok());
  const std::string text = stardate::analyzer::DumpText(*dump);
  CHECK(Contains(text, "meta passes \"implicit\"\n"));
  CHECK(!Contains(text, " passes\n"));
  TempDir dir;
  const std::string script = SourceDir() + "/samples/" + sample + ".sdgame";
  Game original = Read(log);
  Game again = Read(Record(text, script, dir, "again"));
  CHECK(again.events == original.events);
  CHECK(again.turn_starts == original.turn_starts);
}

TEST_CASE("The tabletop sample without pass lines audits clean only when its header says so",
          "[cli]") {
  const std::string script = stardate::testing::SamplePath("tabletop-fed-vs-klingon.sdgame");
  const std::string implicit = WithoutPasses(ReadFileBytes(script));
  std::string unmarked = implicit;
  unmarked.erase(unmarked.find("meta passes \"implicit\"\n"), 23);
  TempDir dir;
  CHECK(Read(Record(implicit, script, dir, "marked")).findings.empty());
  Game flagged = Read(Record(unmarked, script, dir, "unmarked"));
  CHECK(flagged.findings.size() == 11);
  CHECK(Contains(flagged.findings.front(), "core.window.responder"));
}

TEST_CASE("A step at a window's level answers it, one level out closes it", "[cli]") {
  // The window on Alice's report of Data is open, Bob to respond.
  TempDir dir;
  stardate::recorder::LiveRecorder live(stardate::testing::SamplePath("full-game.sdgame"),
                                        dir.Path("g.sdlog"), std::vector<std::string>{}, {});
  std::istringstream in(ReadFileBytes(stardate::testing::SamplePath("full-game.sdgame")));
  std::string line;
  while (std::getline(in, line)) {
    REQUIRE(live.FeedLine(line).ok());
    if (line == "Alice reports \"Data\" to \"Federation Outpost\"") break;
  }
  const stardate::engine::GameState& s = live.recorder()->state();
  REQUIRE(s.core().stack.size() == 1);
  using stardate::engine::EventKind;
  using stardate::recorder::NextPassFilledIn;
  stardate::engine::Event alice;  // a step of Alice's that opens no window
  alice.kind = EventKind::DRAW;
  alice.player = 0;
  SECTION("at the window's level it is Alice's response: Bob passed first, and only he") {
    auto r = NextPassFilledIn(s, alice, 1);
    REQUIRE(r);
    CHECK(r->kind == EventKind::PASS);
    CHECK(r->player == 1);
    auto after = s.Clone();
    after->Apply(*r);
    CHECK(!NextPassFilledIn(*after, alice, 1));
  }
  SECTION("one level out the window closes: both pass and the report resolves") {
    auto after = s.Clone();
    std::vector<EventKind> kinds;
    while (auto r = NextPassFilledIn(*after, alice, 0)) {
      kinds.push_back(r->kind);
      after->Apply(*r);
    }
    CHECK(kinds == std::vector<EventKind>{EventKind::PASS, EventKind::PASS, EventKind::RESOLVE});
    CHECK(after->core().stack.empty());
  }
  SECTION("a new turn closes it at any level") {
    stardate::engine::Event turn;
    turn.kind = EventKind::TURN;
    turn.player = 1;
    turn.arg = 2;
    auto r = NextPassFilledIn(s, turn, 1);
    REQUIRE(r);
    CHECK(r->kind == EventKind::PASS);
  }
  SECTION("Bob's own response needs no pass") {
    CHECK(!NextPassFilledIn(
        s,
        [] {
          stardate::engine::Event bob;
          bob.kind = EventKind::DRAW;
          bob.player = 1;
          return bob;
        }(),
        1));
  }
}

TEST_CASE("dump prints a log in the form its script was written unless --passes says", "[cli]") {
  TempDir dir;
  const std::string script = stardate::testing::SamplePath("full-game.sdgame");
  const std::string log =
      Record(WithoutPasses(ReadFileBytes(script)), script, dir, "full-game-implicit");
  auto as_written = Stardate("dump " + log);
  REQUIRE(as_written.code == 0);
  CHECK(Contains(as_written.out, "meta passes \"implicit\""));
  CHECK(!Contains(as_written.out, "  Bob passes"));
  auto explicit_form = Stardate("dump --passes explicit " + log);
  CHECK(Contains(explicit_form.out, "meta passes \"explicit\""));
  CHECK(Contains(explicit_form.out, "  Bob passes"));
  auto plain = Stardate("dump samples/stccg/full-game.sdlog");
  CHECK(!Contains(plain.out, "meta passes"));
  CHECK(Contains(plain.out, "  Bob passes"));
}

TEST_CASE("meta passes takes \"implicit\" or \"explicit\" only", "[cli]") {
  const std::string header = "stardate 1\ngame stccg1e\nmeta passes \"sometimes\"\n---\n";
  TempDir dir;
  auto r = stardate::recorder::RecordScriptText(header, "g.sdgame", dir.Path("g.sdlog"),
                                                std::vector<std::string>{}, {});
  REQUIRE(!r.ok());
  CHECK(Contains(r.status().message(),
                 "g.sdgame:3:13: expected '\"implicit\"' or '\"explicit\"' after 'meta passes', "
                 "found '\"sometimes\"'"));
}

TEST_CASE("The audit counts the steps the engine filled in, by kind", "[cli]") {
  const std::string script = stardate::testing::SamplePath("tabletop-fed-vs-klingon.sdgame");
  TempDir dir;
  const std::string log = Record(WithoutPasses(ReadFileBytes(script)), script, dir, "implicit");
  auto audit = Stardate("audit " + log);
  CHECK(Contains(audit.out,
                 "70 steps filled in by the engine: 17 phases, 2 shuffles, 15 draws, "
                 "24 passes, 12 resolutions\n"));
  // The sample as written: its 24 passes are the script's own.
  auto written = Stardate("audit samples/stccg/tabletop-fed-vs-klingon.sdlog --json");
  CHECK(Contains(written.out,
                 "\"filledIn\":{\"phase\":17,\"shuffle\":2,\"draw\":15,\"resolve\":12}"));
}

TEST_CASE("show says when the step before its point was filled in", "[cli]") {
  // Line 56 of full-game writes `turn 1 Alice`; the shuffles and opening draws before it are
  // the engine's.
  auto filled = Stardate("show samples/stccg/full-game.sdlog --at event:12");
  CHECK(Contains(filled.out, "Event 12, the last before this point, was filled in by the engine"));
  auto written = Stardate("show samples/stccg/full-game.sdlog --at event:11");
  CHECK(!Contains(written.out, "filled in"));
}

TEST_CASE("A run of events on one script line has one event of the line's own", "[recorder]") {
  using stardate::engine::Event;
  using stardate::engine::EventKind;
  using stardate::recorder::StepMark;
  const uint8_t req = Event::kEngineEmitted;
  // Two passes filled in, the resolution, the end-of-turn draw, then the turn the line wrote.
  std::vector<StepMark> turn{{7, EventKind::PASS, 0},
                             {7, EventKind::PASS, 0},
                             {7, EventKind::RESOLVE, req},
                             {7, EventKind::DRAW, req},
                             {7, EventKind::TURN, 0}};
  CHECK(stardate::recorder::OwnEventOfLine(turn) == 4);
  // A written pass whose window then resolves.
  std::vector<StepMark> pass{{9, EventKind::PASS, 0}, {9, EventKind::RESOLVE, req}};
  CHECK(stardate::recorder::OwnEventOfLine(pass) == 0);
  // Lines 0 (unknown) are never filled in.
  std::vector<StepMark> log{{0, EventKind::DRAW, req}, {0, EventKind::DRAW, req}, pass[0], pass[1]};
  CHECK(stardate::recorder::FilledIn(log) == std::vector<bool>{false, false, false, true});
}
