// The bundled samples: golden logs, determinism signatures, round trips, damage.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "analyzer/audit.h"
#include "analyzer/dump.h"
#include "analyzer/verify.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_state.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::TempDir;

namespace {

// The options scripts/update-samples.sh records each sample with.
recorder::RecorderOptions OptionsFor(const std::string& name) {
  recorder::RecorderOptions o;
  if (name == "long-game") {
    o.chunk_events = 32;
    o.snapshot_interval = 64;
  }
  o.snapshot_min_gap = o.snapshot_interval;
  return o;
}

// Records a sample the way scripts/update-samples.sh does (script path relative to its folder).
std::string Record(const TempDir& dir, const std::string& name, const std::string& out_name) {
  std::string out = dir.Path(out_name);
  std::string cwd = std::filesystem::current_path();
  std::filesystem::current_path(testing::SourceDir() + "/samples/stccg");
  auto r = recorder::RecordScriptText(testing::ReadSample(name + ".sdgame"), name + ".sdgame", out,
                                      "", OptionsFor(name));
  std::filesystem::current_path(cwd);
  REQUIRE(r.ok());
  return out;
}

std::map<std::string, std::pair<uint64_t, std::string>> Signatures() {
  std::map<std::string, std::pair<uint64_t, std::string>> sig;
  std::istringstream in(testing::ReadSample("SIGNATURES"));
  std::string line;
  while (std::getline(in, line)) {
    if (line.empty() || line[0] == '#') continue;
    std::istringstream fields(line);
    std::string name, hash;
    uint64_t events = 0;
    fields >> name >> events >> hash;
    sig[name] = {events, hash};
  }
  return sig;
}

// The script a dump writes: its steps without the passes and resolutions it leaves out (a
// sample written without pass lines, `meta passes "implicit"`). For a sample written with its
// passes every step is written.
script::Script WrittenScript(const analyzer::Dump& dump) {
  script::Script written = dump.script;
  written.steps.clear();
  for (size_t i = 0; i < dump.script.steps.size(); ++i) {
    if (!dump.events[i].left_out) written.steps.push_back(dump.script.steps[i]);
  }
  return written;
}

std::vector<engine::Event> AllEvents(const replayer::Replayer& r) {
  std::vector<engine::Event> all;
  for (size_t i = 0; i < r.reader().chunks().size(); ++i) {
    auto events = r.ChunkEvents(i);
    REQUIRE(events.ok());
    all.insert(all.end(), events->begin(), events->end());
  }
  return all;
}

}  // namespace

TEST_CASE("Recording a sample twice gives byte-identical logs equal to the golden file",
          "[analyzer][samples]") {
  std::string name = GENERATE(from_range(testing::SampleNames()));
  INFO(name);
  TempDir dir;
  std::string a = testing::ReadFileBytes(Record(dir, name, "a.sdlog"));
  std::string b = testing::ReadFileBytes(Record(dir, name, "b.sdlog"));
  CHECK(a == b);
  CHECK(a == testing::ReadSample(name + ".sdlog"));
}

TEST_CASE("Every sample replays to its pinned signature and verifies", "[analyzer][samples]") {
  auto signatures = Signatures();
  REQUIRE(signatures.size() == testing::SampleNames().size());
  std::string name = GENERATE(from_range(testing::SampleNames()));
  INFO(name);
  auto r = replayer::Replayer::Open(testing::SamplePath(name + ".sdlog"));
  REQUIRE(r.ok());
  analyzer::VerifyReport report = analyzer::Verify(**r);
  for (const auto& p : report.problems) INFO(p);
  CHECK(report.ok());
  CHECK(report.events == signatures[name].first);
  CHECK(report.final_state_hash == signatures[name].second);
}

TEST_CASE("Dumping a sample and recording the dump gives the same events and state hashes",
          "[analyzer][samples]") {
  std::string name = GENERATE(from_range(testing::SampleNames()));
  INFO(name);
  TempDir dir;
  auto original = replayer::Replayer::Open(testing::SamplePath(name + ".sdlog"));
  REQUIRE(original.ok());
  auto dump = analyzer::DumpLog(**original);
  REQUIRE(dump.ok());
  CHECK(dump->lost.empty());
  const script::Script* script = &dump->script;
  // A sample is dumped in the form it was written in: with every pass, or without the passes
  // recording fills in again (and then without at least one).
  const bool implicit = script::ImplicitPasses(script->header);
  const script::Script written = WrittenScript(*dump);
  if (implicit) {
    CHECK(written.steps.size() < script->steps.size());
  } else {
    CHECK(written.steps.size() == script->steps.size());
  }
  std::string text = analyzer::DumpText(*dump);
  CHECK(text == script::FormatScript(written));
  std::string out = dir.Path("dump.sdlog");
  // The curated samples name the curated pool (relative to their folder); a dump names no list
  // when the built-in lists give its cards.
  std::vector<std::string> pool;
  if (!script->header.pool.empty()) pool.push_back(testing::PoolPath());
  auto recorded = recorder::RecordScriptText(text, "dump.sdgame", out, pool, OptionsFor(name));
  REQUIRE(recorded.ok());
  auto again = replayer::Replayer::Open(out);
  REQUIRE(again.ok());
  std::vector<engine::Event> x = AllEvents(**original);
  std::vector<engine::Event> y = AllEvents(**again);
  REQUIRE(x.size() == y.size());
  for (size_t i = 0; i < x.size(); ++i) {
    INFO("event " << i);
    x[i].line = y[i].line = 0;  // script line numbers differ between the two scripts
    CHECK(x[i] == y[i]);
  }
  CHECK(analyzer::Verify(**again).final_state_hash ==
        analyzer::Verify(**original).final_state_hash);
  // The dump of the dump is the same text, in the same form, with the same steps left out.
  auto dump2 = analyzer::DumpLog(**again);
  REQUIRE(dump2.ok());
  CHECK(script::ImplicitPasses(dump2->script.header) == implicit);
  script::Script s1 = *script, s2 = dump2->script;
  s2.header.pool = s1.header.pool;
  CHECK(script::FormatScript(s1) == script::FormatScript(s2));
  script::Script w2 = WrittenScript(*dump2);
  w2.header.pool = written.header.pool;
  CHECK(script::FormatScript(written) == script::FormatScript(w2));
}

TEST_CASE("The audit of the illegal sample names every broken rule with its citation",
          "[analyzer][samples]") {
  auto r = replayer::Replayer::Open(testing::SamplePath("illegal-facilities.sdlog"));
  REQUIRE(r.ok());
  auto report = analyzer::Audit(**r);
  REQUIRE(report.ok());
  std::vector<std::string> rules;
  for (const auto& f : report->findings) {
    rules.push_back(f.rule);
    CHECK_FALSE(f.quote.empty());
    CHECK(f.line > 0);
  }
  CHECK(rules == std::vector<std::string>{
                     "stccg.facility.seed.homeworld", "stccg.facility.seed.outpost-icon",
                     "stccg.facility.seed.native-quadrant", "stccg.facility.seed.seed-one",
                     "stccg.report.native-quadrant", "stccg.turn.normal-card-play",
                     "stccg.report.opponent-outpost", "stccg.report.native-quadrant"});
  const auto& first = report->findings.front();
  CHECK(first.event == 14);
  CHECK(first.turn == 0);
  CHECK(first.phase == "facility seed");
  CHECK(first.line == 62);
  CHECK(first.cards == std::vector<std::string>{"Federation Outpost #1", "Alter Records"});
}

TEST_CASE(
    "The audit of the staples sample names exactly its two wrongly transcribed dilemmas, among "
    "ten different dilemmas met",
    "[analyzer][samples]") {
  auto r = replayer::Replayer::Open(testing::SamplePath("staples-and-dilemmas.sdlog"));
  REQUIRE(r.ok());
  auto report = analyzer::Audit(**r);
  REQUIRE(report.ok());
  CHECK(report->problems.empty());
  std::vector<std::pair<std::string, uint64_t>> found;
  for (const auto& f : report->findings) {
    found.emplace_back(f.rule, f.event);
    CHECK_FALSE(f.quote.empty());
  }
  // Fly by the Seat of your Pants written stopped though Martok meets it; Scientific Method
  // written overcome with two SCIENCE of three.
  CHECK(found == std::vector<std::pair<std::string, uint64_t>>{{"stccg.dilemma.condition", 192},
                                                               {"stccg.dilemma.condition", 285}});
  REQUIRE(report->findings.size() == 2);
  CHECK(report->findings[0].line == 151);
  CHECK(report->findings[0].cards.front() == "Fly by the Seat of your Pants");
  CHECK(report->findings[1].line == 200);
  CHECK(report->findings[1].cards.front() == "Scientific Method #2");
  // The dilemmas met, by title, and how each encounter was written.
  auto initial = (*r)->InitialState();
  REQUIRE(initial.ok());
  const auto& s = dynamic_cast<const engine::stccg::StccgState&>(**initial);
  std::map<std::string, std::set<int32_t>> met;
  for (const engine::Event& e : AllEvents(**r)) {
    if (e.kind == engine::stccg::kEncounter) met[s.instances()[e.card].facts->title].insert(e.arg);
  }
  CHECK(met.size() >= 10);
  std::set<int32_t> outcomes;
  for (const auto& [title, written] : met) outcomes.insert(written.begin(), written.end());
  CHECK(outcomes.count(static_cast<int32_t>(engine::stccg::Outcome::kOvercome)) == 1);
  CHECK(outcomes.count(static_cast<int32_t>(engine::stccg::Outcome::kStopped)) == 1);
  CHECK(outcomes.count(static_cast<int32_t>(engine::stccg::Outcome::kKilled)) == 1);
}

TEST_CASE("The audit of the clean samples finds nothing", "[analyzer][samples]") {
  for (const char* name :
       {"fed-vs-dominion", "full-game", "long-game", "tabletop-fed-vs-klingon", "dominion-places",
        "dominion-deprivation", "dominion-long", "starter-decks"}) {
    INFO(name);
    auto r = replayer::Replayer::Open(testing::SamplePath(std::string(name) + ".sdlog"));
    REQUIRE(r.ok());
    auto report = analyzer::Audit(**r);
    REQUIRE(report.ok());
    CHECK(report->findings.empty());
    CHECK(report->problems.empty());
    CHECK(report->events > 80);
  }
}

TEST_CASE(
    "The full sample game ends with both draw decks empty, as its header records, and "
    "counts its stated effect apart",
    "[analyzer][samples]") {
  auto r = replayer::Replayer::Open(testing::SamplePath("full-game.sdlog"));
  REQUIRE(r.ok());
  auto report = analyzer::Audit(**r);
  REQUIRE(report.ok());
  CHECK(report->findings.empty());
  CHECK(report->stated == 1);
  REQUIRE(report->stated_events.size() == 1);
  std::unique_ptr<engine::GameState> end;
  REQUIRE((*r)->ForEachEvent([](const engine::GameState&, const engine::Event&,
                                uint64_t) { return Status::Ok(); },
                             &end)
              .ok());
  const auto& s = dynamic_cast<const engine::stccg::StccgState&>(*end);
  CHECK(s.core().game_over);
  CHECK(s.result() == 0);
  CHECK(s.player(0).score == 30);
  CHECK(s.core().turn >= 15);
}

TEST_CASE("A transcript of a hand-shuffled game carries its unseen cards as unknown",
          "[analyzer][samples]") {
  // No seed, the table's randomness: the opening hands and the unnamed draws are unknown cards
  // until played; every draw the judge wrote is a card of the player's own deck.
  auto r = replayer::Replayer::Open(testing::SamplePath("tabletop-fed-vs-klingon.sdlog"));
  REQUIRE(r.ok());
  CHECK((*r)->setup().randomness == engine::Randomness::TABLE);
  auto end = (*r)->Seek(replayer::Address{});
  REQUIRE(end.ok());
  const auto& s = dynamic_cast<const engine::stccg::StccgState&>(*end->state);
  CHECK(s.player(0).hidden == 7);  // 7 opening, 3 unnamed draws, 3 of them revealed in play
  CHECK(s.player(0).hand.empty());
  CHECK(s.DeckCount(0) == 2);
  CHECK(s.player(1).hidden == 6);
}

TEST_CASE("verify detects every single-byte change in a sample log", "[analyzer][samples]") {
  TempDir dir;
  std::string original = testing::ReadSample("fed-vs-dominion.sdlog");
  std::string path = dir.Path("flipped.sdlog");
  size_t undetected = 0;
  for (size_t i = 0; i < original.size(); ++i) {
    std::string damaged = original;
    damaged[i] = static_cast<char>(damaged[i] ^ 0x20);
    {
      std::ofstream out(path, std::ios::binary | std::ios::trunc);
      out << damaged;
    }
    auto r = replayer::Replayer::Open(path);
    if (!r.ok()) continue;  // detected at open (file header or game header)
    if (analyzer::Verify(**r).ok()) {
      ++undetected;
      UNSCOPED_INFO("undetected change at offset " << i);
    }
  }
  CHECK(undetected == 0);
}

TEST_CASE("Every truncation of a sample log keeps every complete chunk", "[analyzer][samples]") {
  TempDir dir;
  std::string original = testing::ReadSample("long-game.sdlog");
  auto full = replayer::Replayer::Open(testing::SamplePath("long-game.sdlog"));
  REQUIRE(full.ok());
  const auto& chunks = (*full)->reader().chunks();
  REQUIRE(chunks.size() >= 4);
  std::string path = dir.Path("cut.sdlog");
  for (size_t cut = chunks.front().offset; cut < original.size(); ++cut) {
    {
      std::ofstream out(path, std::ios::binary | std::ios::trunc);
      out.write(original.data(), static_cast<std::streamsize>(cut));
    }
    auto r = replayer::Replayer::Open(path);
    REQUIRE(r.ok());
    uint64_t expected = 0;
    for (const auto& c : chunks) {
      if (c.offset + c.stored_size <= cut) expected = c.meta.first_seq + c.meta.event_count;
    }
    INFO("cut at " << cut);
    REQUIRE((*r)->event_count() == expected);
    // What survives still replays to the recorded state hashes.
    auto seek = (*r)->Seek({replayer::Address::Kind::kEnd, 0});
    REQUIRE(seek.ok());
    CHECK(seek->seq == expected);
  }
}

TEST_CASE("Snapshots taken inside a chunk are written after it and serve seeks and verify",
          "[analyzer][snapshots]") {
  testing::TempDir dir;
  recorder::RecorderOptions options;
  options.chunk_events = 40;  // chunks longer than the snapshot interval
  options.snapshot_interval = 16;
  options.snapshot_min_gap = 8;
  std::string log = dir.Path("long-game.sdlog");
  auto recorded =
      recorder::RecordScriptText(testing::ReadSample("long-game.sdgame"),
                                 testing::SamplePath("long-game.sdgame"), log, "", options);
  REQUIRE(recorded.ok());
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  const auto& chunks = (*r)->reader().chunks();
  const auto& snaps = (*r)->reader().snapshots();
  REQUIRE(snaps.size() >= 6);
  size_t inside = 0;
  for (const auto& s : snaps) {
    // The chunk holding the snapshot's first following event (or the last chunk at the end).
    size_t c = 0;
    while (c + 1 < chunks.size() && chunks[c + 1].meta.first_seq <= s.meta.seq) ++c;
    bool mid = s.meta.seq > chunks[c].meta.first_seq;
    if (mid) {
      ++inside;
      CHECK(s.offset > chunks[c].offset);  // never ahead of the events it follows
    }
  }
  CHECK(inside >= 3);
  // Every seek from such a snapshot equals the sequential replay, and applies at most one
  // snapshot interval of events, whether it goes to an event, a turn or a window.
  std::unique_ptr<engine::GameState> state = std::move((*r)->InitialState()).value();
  std::vector<format::Hash256> reference{state->Hash()};
  uint64_t seq = 0;
  uint32_t turns = 0;
  for (size_t c = 0; c < chunks.size(); ++c) {
    auto events = (*r)->ChunkEvents(c);
    REQUIRE(events.ok());
    for (const auto& e : *events) {
      state->Apply(e);
      ++seq;
      reference.push_back(state->Hash());
      if (e.kind == engine::EventKind::TURN) {
        ++turns;
        auto turn = (*r)->Seek({replayer::Address::Kind::kTurn, static_cast<uint64_t>(e.arg)});
        REQUIRE(turn.ok());
        CHECK(turn->seq == seq);
        CHECK(turn->state->Hash() == state->Hash());
        CHECK(turn->events_applied <= 16);
      }
      auto seek = (*r)->Seek({replayer::Address::Kind::kEvent, seq});
      REQUIRE(seek.ok());
      CHECK(seek->state->Hash() == state->Hash());
      CHECK(seek->events_applied <= 16);
    }
  }
  CHECK(turns >= 8);
  for (uint64_t w = 0; w < (*r)->window_count(); ++w) {
    auto seek = (*r)->Seek({replayer::Address::Kind::kWindow, w});
    REQUIRE(seek.ok());
    CHECK(seek->state->core().windows_opened == w + 1);
    REQUIRE(seek->seq < reference.size());
    CHECK(seek->state->Hash() == reference[seek->seq]);
    CHECK(seek->events_applied <= 16);
  }
  analyzer::VerifyReport report = analyzer::Verify(**r);
  CHECK(report.ok());
  CHECK(report.snapshots == snaps.size());
}

TEST_CASE("Each Twilight Imperium 4 sample records to its golden log and pinned signature",
          "[analyzer][samples][ti4]") {
  const std::string folder = testing::SourceDir() + "/samples/ti4";
  std::map<std::string, std::pair<uint64_t, std::string>> sig;
  {
    std::istringstream in(testing::ReadFileBytes(folder + "/SIGNATURES"));
    std::string line;
    while (std::getline(in, line)) {
      if (line.empty() || line[0] == '#') continue;
      std::istringstream fields(line);
      std::string name, hash;
      uint64_t events = 0;
      fields >> name >> events >> hash;
      sig[name] = {events, hash};
    }
  }
  REQUIRE(sig.size() == 3);
  for (const auto& [name, expected] : sig) {
    INFO(name);
    TempDir dir;
    std::string cwd = std::filesystem::current_path();
    std::filesystem::current_path(folder);
    auto r = recorder::RecordScriptText(testing::ReadFileBytes(name + ".sdgame"), name + ".sdgame",
                                        dir.Path("a.sdlog"), std::vector<std::string>{},
                                        OptionsFor(name));
    std::filesystem::current_path(cwd);
    REQUIRE(r.ok());
    CHECK(r->illegal_actions == 0);
    CHECK(testing::ReadFileBytes(dir.Path("a.sdlog")) ==
          testing::ReadFileBytes(folder + "/" + name + ".sdlog"));
    auto replay = replayer::Replayer::Open(folder + "/" + name + ".sdlog");
    REQUIRE(replay.ok());
    analyzer::VerifyReport report = analyzer::Verify(**replay);
    CHECK(report.ok());
    CHECK(report.events == expected.first);
    CHECK(report.final_state_hash == expected.second);
    auto audit = analyzer::Audit(**replay);
    REQUIRE(audit.ok());
    CHECK(audit->findings.empty());
  }
}
