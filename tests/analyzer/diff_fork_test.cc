#include <catch2/catch.hpp>
#include <fstream>

#include "analyzer/diff.h"
#include "analyzer/fork.h"
#include "analyzer/state_diff.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"
#include "tests/support/table.h"

using namespace stardate;
using stardate::testing::TempDir;

namespace {

// The bundled what-if: fed-vs-dominion at window:0 (Alice reports the Enterprise) with Bob
// passing instead of playing Q2.
constexpr const char* kNoQ2 =
    "  Bob passes\n"
    "  Alice passes\n"
    "Alice draws\n"
    "turn 2 Bob\n";

std::unique_ptr<replayer::Replayer> Open(const std::string& path) {
  auto r = replayer::Replayer::Open(path);
  REQUIRE(r.ok());
  return std::move(r).value();
}

std::string Record(const TempDir& dir, const std::string& sample, uint32_t chunk_events,
                   const std::string& out_name) {
  recorder::RecorderOptions options;
  options.chunk_events = chunk_events;
  const std::string out = dir.Path(out_name);
  auto r = recorder::RecordScriptText(testing::ReadSample(sample + ".sdgame"),
                                      testing::SamplePath(sample + ".sdgame"), out, "", options);
  REQUIRE(r.ok());
  return out;
}

Result<analyzer::ForkResult> Fork(const replayer::Replayer& parent, const std::string& at,
                                  const std::string& text, const std::string& out) {
  auto address = replayer::ParseAddress(at);
  REQUIRE(address.ok());
  return analyzer::ForkLog(parent, *address, text, "alt.sdgame", out, {});
}

const analyzer::StateChange* Change(const analyzer::DiffReport& d, const std::string& path) {
  for (const auto& c : d.state_changes) {
    if (c.path == path) return &c;
  }
  return nullptr;
}

}  // namespace

TEST_CASE("DiffStateJson matches list entries by their identifying key", "[analyzer]") {
  auto d = analyzer::DiffStateJson(
      R"({"cards":[{"id":1,"zone":"hand"},{"id":2,"zone":"deck"}],"score":[3,4]})",
      R"({"cards":[{"id":2,"zone":"deck"},{"id":1,"zone":"play"}],"score":[3,5]})");
  REQUIRE(d.ok());
  REQUIRE(d->size() == 2);
  CHECK((*d)[0].path == "cards[id=1].zone");
  CHECK((*d)[0].a == "\"hand\"");
  CHECK((*d)[0].b == "\"play\"");
  CHECK((*d)[1].path == "score");
  CHECK((*d)[1].b == "[3,5]");
  auto bad = analyzer::DiffStateJson("{\"a\":", "{}");
  REQUIRE(!bad.ok());
  CHECK(bad.status().message() == "first state: state JSON: offset 5: expected a value");
}

TEST_CASE("DiffLogs finds two recordings of one script identical whatever their chunking",
          "[analyzer]") {
  TempDir dir;
  auto a = Open(Record(dir, "fed-vs-dominion", 16384, "a.sdlog"));
  auto b = Open(Record(dir, "fed-vs-dominion", 8, "b.sdlog"));
  auto d = analyzer::DiffLogs(*a, *b);
  REQUIRE(d.ok());
  CHECK(d->verdict == analyzer::DiffReport::Verdict::kIdentical);
  CHECK(d->common == 92);
  // The same chunking: every chunk compared as bytes, no event decoded.
  auto c = Open(Record(dir, "fed-vs-dominion", 8, "c.sdlog"));
  auto same = analyzer::DiffLogs(*b, *c);
  REQUIRE(same.ok());
  CHECK(same->verdict == analyzer::DiffReport::Verdict::kIdentical);
  CHECK(same->chunks_compared == b->reader().chunks().size());
  CHECK(same->events_decoded == 0);
}

TEST_CASE("DiffLogs tells logs of different games apart from diverging ones", "[analyzer]") {
  auto a = Open(testing::SamplePath("fed-vs-dominion.sdlog"));
  auto b = Open(testing::SamplePath("illegal-facilities.sdlog"));
  auto d = analyzer::DiffLogs(*a, *b);
  REQUIRE(d.ok());
  CHECK(d->verdict == analyzer::DiffReport::Verdict::kDifferentGames);
  CHECK(d->setup_differences.front() == "seed: 20261122 / 404");
  CHECK(std::find(d->setup_differences.begin(), d->setup_differences.end(),
                  "Alice's deck differs") != d->setup_differences.end());
}

TEST_CASE("DiffLogs of a log and its shorter prefix reports where the shorter one ends",
          "[analyzer]") {
  TempDir dir;
  const std::string text = testing::ReadSample("fed-vs-dominion.sdgame");
  const std::string cut = text.substr(0, text.find("turn 2 Bob"));
  const std::string out = dir.Path("cut.sdlog");
  REQUIRE(recorder::RecordScriptText(cut, testing::SamplePath("fed-vs-dominion.sdgame"), out, "",
                                     recorder::RecorderOptions())
              .ok());
  auto a = Open(testing::SamplePath("fed-vs-dominion.sdlog"));
  auto b = Open(out);
  auto d = analyzer::DiffLogs(*a, *b);
  REQUIRE(d.ok());
  CHECK(d->verdict == analyzer::DiffReport::Verdict::kDiverge);
  CHECK(d->common == b->event_count());
  REQUIRE(d->a.has_value());
  CHECK(d->a->step == "turn 2 Bob");
  CHECK(!d->b.has_value());
}

TEST_CASE("ForkLog keeps the parent's events up to the window and records the continuation",
          "[analyzer]") {
  TempDir dir;
  auto parent = Open(testing::SamplePath("fed-vs-dominion.sdlog"));
  const std::string out = dir.Path("fork.sdlog");
  auto fork = Fork(*parent, "window:0", kNoQ2, out);
  REQUIRE(fork.ok());
  CHECK(fork->shared_events == 35);  // the report (event 34) initiated, nothing answered
  auto child = Open(out);
  for (uint64_t seq = 0; seq < 35; ++seq) {
    auto x = parent->EventAt(seq);
    auto y = child->EventAt(seq);
    REQUIRE(x.ok());
    REQUIRE(y.ok());
    CHECK(*x == *y);
  }
  auto p = analyzer::ReadForkParent(child->reader().header_message());
  REQUIRE(p.has_value());
  CHECK(p->hash == engine::HexString(parent->reader().chain_hash()));
  CHECK(p->address == "window:0");
  CHECK(p->events == 35);
  CHECK(p->script == "alt.sdgame");
  CHECK(!analyzer::ReadForkParent(parent->reader().header_message()).has_value());
  // The continuation's events cite its lines.
  auto pass = child->EventAt(35);
  REQUIRE(pass.ok());
  CHECK(pass->kind == engine::EventKind::PASS);
  CHECK(pass->line == 1);
  CHECK(analyzer::ScriptOfEvent(*child, 35) == "alt.sdgame");
  CHECK(analyzer::ScriptOfEvent(*child, 34) == "fed-vs-dominion.sdgame");
}

TEST_CASE("DiffLogs of a fork and its parent reports the fork point as the first divergence",
          "[analyzer]") {
  TempDir dir;
  auto parent = Open(testing::SamplePath("fed-vs-dominion.sdlog"));
  const std::string out = dir.Path("fork.sdlog");
  REQUIRE(Fork(*parent, "window:0", kNoQ2, out).ok());
  auto child = Open(out);
  auto d = analyzer::DiffLogs(*parent, *child);
  REQUIRE(d.ok());
  REQUIRE(d->verdict == analyzer::DiffReport::Verdict::kDiverge);
  CHECK(d->common == 35);
  REQUIRE(d->a.has_value());
  REQUIRE(d->b.has_value());
  CHECK(d->a->step == "  Bob plays \"Q2\"");
  CHECK(d->a->line == 75);
  CHECK(d->a->script == "fed-vs-dominion.sdgame");
  CHECK(d->b->step == "  Bob passes");
  CHECK(d->b->line == 1);
  CHECK(d->b->script == "alt.sdgame");
  // Q2 is pending in the parent and still in Bob's hand in the fork.
  const analyzer::StateChange* q2 = Change(*d, "cards[id=43]");
  REQUIRE(q2 != nullptr);
  CHECK(q2->a.find("\"zone\":\"pending\"") != std::string::npos);
  CHECK(q2->b.empty());
  const analyzer::StateChange* window = Change(*d, "pending[window=1]");
  REQUIRE(window != nullptr);
  CHECK(window->b.empty());
  CHECK(Change(*d, "players[name=Bob].hand") != nullptr);
  CHECK(d->notes.back().rfind("B is a fork of A at window:0 (event 35", 0) == 0);
  // A seek on each side, not a replay: at most one snapshot interval of events each.
  CHECK(d->events_applied <= 2 * 35);
}

TEST_CASE("ForkLog refuses an address the parent does not reach", "[analyzer]") {
  TempDir dir;
  auto parent = Open(testing::SamplePath("fed-vs-dominion.sdlog"));
  auto past = Fork(*parent, "window:99", kNoQ2, dir.Path("f.sdlog"));
  REQUIRE(!past.ok());
  CHECK(past.status().message() ==
        testing::SamplePath("fed-vs-dominion.sdlog") + ": window:99: the log has " +
            std::to_string(parent->window_count()) + " response windows");
  auto events = Fork(*parent, "event:92", kNoQ2, dir.Path("g.sdlog"));
  REQUIRE(!events.ok());
  CHECK(events.status().message().find("event:92: the log has 92 events") != std::string::npos);
}

TEST_CASE("ForkLog refuses a continuation line that does not continue from the fork point",
          "[analyzer]") {
  TempDir dir;
  auto parent = Open(testing::SamplePath("fed-vs-dominion.sdlog"));
  SECTION("the wrong player answers the window") {
    auto r = Fork(*parent, "window:0", "  Bob passes\n  Bob passes\n", dir.Path("f.sdlog"));
    REQUIRE(!r.ok());
    CHECK(r.status().code() == Status::Code::kRuleViolation);
    CHECK(r.status().message().rfind("alt.sdgame:2: ", 0) == 0);
  }
  SECTION("a card the game does not have") {
    auto r = Fork(*parent, "window:0", "  Bob plays \"Nonexistent Card\"\n", dir.Path("f.sdlog"));
    REQUIRE(!r.ok());
    CHECK(r.status().message().rfind("alt.sdgame:1:", 0) == 0);
  }
  SECTION("a header line") {
    auto r = Fork(*parent, "window:0", "  Bob passes\ngame stccg1e\n", dir.Path("f.sdlog"));
    REQUIRE(!r.ok());
    CHECK(r.status().message().rfind("alt.sdgame:2:", 0) == 0);
  }
}

TEST_CASE("ForkLog at a window past a chunk boundary copies the whole chunks before it",
          "[analyzer]") {
  TempDir dir;
  recorder::RecorderOptions options;
  options.chunk_events = 8;
  options.snapshot_interval = 16;
  options.snapshot_min_gap = 8;
  const std::string log = dir.Path("small.sdlog");
  REQUIRE(recorder::RecordScriptText(testing::ReadSample("fed-vs-dominion.sdgame"),
                                     testing::SamplePath("fed-vs-dominion.sdgame"), log, "",
                                     options)
              .ok());
  auto parent = Open(log);
  const std::string out = dir.Path("fork.sdlog");
  auto fork = Fork(*parent, "window:0", kNoQ2, out);
  REQUIRE(fork.ok());
  CHECK(fork->chunks_copied == 4);  // events 0-31; 32-34 start the fork's next chunk
  auto child = Open(out);
  CHECK(child->reader().snapshots().size() >= 2);
  auto d = analyzer::DiffLogs(*parent, *child);
  REQUIRE(d.ok());
  CHECK(d->common == 35);
  CHECK(d->chunks_compared >= 4);
  // Every snapshot the fork holds restores the state the fork's events reach.
  for (uint64_t n = 0; n <= child->event_count(); ++n) {
    auto seek = child->Seek({replayer::Address::Kind::kEvent, n});
    REQUIRE(seek.ok());
  }
}

TEST_CASE("DiffLogs and ForkLog work on a TI4 game through the same generic state comparison",
          "[analyzer]") {
  TempDir dir;
  auto parent = Open(testing::SourceDir() + "/samples/ti4/stations_trade.sdlog");
  const std::string other = dir.Path("vote.sdlog");
  REQUIRE(Fork(*parent, "event:39", "Bob votes \"Ordinian\" 2 0\n", other).ok());
  auto vote = analyzer::DiffLogs(*parent, *Open(other));
  REQUIRE(vote.ok());
  CHECK(vote->common == 40);
  REQUIRE(vote->a.has_value());
  REQUIRE(vote->b.has_value());
  CHECK(vote->a->step == "Bob votes \"Ordinian\" 1 0");
  CHECK(vote->b->step == "Bob votes \"Ordinian\" 2 0");
  // Cut before Bob's vote: in the parent it exhausted Ordinian.
  const std::string cut = dir.Path("cut.sdlog");
  REQUIRE(Fork(*parent, "event:39", "", cut).ok());
  auto d = analyzer::DiffLogs(*parent, *Open(cut));
  REQUIRE(d.ok());
  CHECK(!d->b.has_value());
  const analyzer::StateChange* c = Change(*d, "systems[tile=92].planets[name=Ordinian].exhausted");
  REQUIRE(c != nullptr);
  CHECK(c->a == "true");
  CHECK(c->b == "false");
}

TEST_CASE("ForkLog and DiffLogs refuse a damaged log, naming the damage", "[analyzer]") {
  TempDir dir;
  const std::string damaged = testing::SourceDir() + "/samples/corrupt/long-game-bitflip.sdlog";
  auto parent = Open(damaged);
  auto fork = Fork(*parent, "end", "", dir.Path("f.sdlog"));
  REQUIRE(!fork.ok());
  CHECK(fork.status().code() == Status::Code::kCorruption);
  CHECK(fork.status().message().rfind(damaged + ": offset ", 0) == 0);
  auto clean = Open(testing::SamplePath("long-game.sdlog"));
  auto d = analyzer::DiffLogs(*clean, *parent);
  REQUIRE(!d.ok());
  CHECK(d.status().message().find("offset ") != std::string::npos);
}
