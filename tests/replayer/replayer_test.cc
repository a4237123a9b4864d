#include <catch2/catch.hpp>

#include <fstream>

#include "engine/state_codec.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"
#include "tests/support/table.h"

using namespace stardate;
using stardate::testing::TempDir;

namespace {

// Records `sample` with small chunks and snapshots so that seeks cross several of each.
std::string RecordSmall(const TempDir& dir, const std::string& sample, uint32_t chunk,
                        uint32_t snapshot) {
  recorder::RecorderOptions options;
  options.chunk_events = chunk;
  options.snapshot_interval = snapshot;
  options.snapshot_min_gap = snapshot / 2;
  std::string out = dir.Path(sample + ".sdlog");
  auto r = recorder::RecordScriptText(testing::ReadSample(sample + ".sdgame"),
                                      testing::SamplePath(sample + ".sdgame"), out, "", options);
  REQUIRE(r.ok());
  return out;
}

// Sequential reference: hash of the state after each prefix of events.
std::vector<format::Hash256> PrefixHashes(const replayer::Replayer& r) {
  std::vector<format::Hash256> hashes;
  auto state = r.InitialState();
  REQUIRE(state.ok());
  hashes.push_back((*state)->Hash());
  for (size_t i = 0; i < r.reader().chunks().size(); ++i) {
    auto events = r.ChunkEvents(i);
    REQUIRE(events.ok());
    for (const auto& e : *events) {
      (*state)->Apply(e);
      hashes.push_back((*state)->Hash());
    }
  }
  return hashes;
}

}  // namespace

TEST_CASE("Replayer seeks to every event and matches sequential replay", "[replayer]") {
  TempDir dir;
  std::string log = RecordSmall(dir, "fed-vs-dominion", 8, 16);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  REQUIRE((*r)->reader().snapshots().size() >= 3);
  std::vector<format::Hash256> reference = PrefixHashes(**r);
  REQUIRE(reference.size() == (*r)->event_count() + 1);
  for (uint64_t n = 0; n <= (*r)->event_count(); ++n) {
    auto seek = (*r)->Seek({replayer::Address::Kind::kEvent, n});
    REQUIRE(seek.ok());
    CHECK(seek->seq == n);
    CHECK(seek->state->Hash() == reference[n]);
    // Cost bound: at most one snapshot interval plus one chunk of events.
    CHECK(seek->events_applied <= 16 + 8);
  }
}

TEST_CASE("Replayer seeks inside one large chunk as it does across small ones", "[replayer]") {
  // The whole game in one chunk: a seek decodes it a few hundred events at a time and stops
  // past its target, whatever the target.
  TempDir dir;
  std::string log = RecordSmall(dir, "dominion-long", 1u << 16, 16);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  REQUIRE((*r)->reader().chunks().size() == 1);
  REQUIRE((*r)->event_count() > 2 * 256);
  std::vector<format::Hash256> reference = PrefixHashes(**r);
  for (uint64_t n = 0; n <= (*r)->event_count(); ++n) {
    auto seek = (*r)->Seek({replayer::Address::Kind::kEvent, n});
    REQUIRE(seek.ok());
    CHECK(seek->seq == n);
    CHECK(seek->state->Hash() == reference[n]);
    CHECK(seek->events_applied <= 16);
  }
  for (uint64_t w = 0; w < (*r)->window_count(); ++w) {
    auto seek = (*r)->Seek({replayer::Address::Kind::kWindow, w});
    REQUIRE(seek.ok());
    CHECK(seek->state->core().windows_opened == w + 1);
    CHECK(seek->state->Hash() == reference[seek->seq]);
  }
  for (uint64_t t = 1; t <= 4; ++t) {
    auto seek = (*r)->Seek({replayer::Address::Kind::kTurn, t});
    REQUIRE(seek.ok());
    CHECK(seek->state->core().turn == t);
    CHECK(seek->state->Hash() == reference[seek->seq]);
  }
}

TEST_CASE("Replayer seeks to a response window with the action pending", "[replayer]") {
  TempDir dir;
  std::string log = RecordSmall(dir, "fed-vs-dominion", 8, 16);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  uint64_t windows = (*r)->window_count();
  REQUIRE(windows >= 5);
  for (uint64_t w = 0; w < windows; ++w) {
    auto seek = (*r)->Seek({replayer::Address::Kind::kWindow, w});
    REQUIRE(seek.ok());
    const auto& core = seek->state->core();
    REQUIRE(!core.stack.empty());
    CHECK(core.stack.back().window == w);
    CHECK(core.stack.back().passes == 0);
    CHECK(core.stack.back().next_responder != core.stack.back().action.player);
  }
  auto missing = (*r)->Seek({replayer::Address::Kind::kWindow, windows});
  CHECK(missing.status().code() == Status::Code::kNotFound);
}

TEST_CASE("Replayer seeks to the start of each turn", "[replayer]") {
  TempDir dir;
  std::string log = RecordSmall(dir, "fed-vs-dominion", 8, 16);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  for (uint64_t t = 1; t <= 4; ++t) {
    auto seek = (*r)->Seek({replayer::Address::Kind::kTurn, t});
    REQUIRE(seek.ok());
    CHECK(seek->state->core().turn == t);
    CHECK(seek->state->core().phase == 4);  // start of turn
  }
  CHECK((*r)->Seek({replayer::Address::Kind::kTurn, 99}).status().code() ==
        Status::Code::kNotFound);
}

TEST_CASE("ParseAddress reads the address forms and rejects others", "[replayer]") {
  // event:N names event N itself, numbered from 0 as the audit numbers them: 13 events applied.
  CHECK(replayer::ParseAddress("event:12")->n == 13);
  CHECK(replayer::ParseAddress("event:12")->ToString() == "event:12");
  CHECK(replayer::ParseAddress("start")->kind == replayer::Address::Kind::kEvent);
  CHECK(replayer::ParseAddress("start")->n == 0);
  CHECK(replayer::ParseAddress("start")->ToString() == "start");
  CHECK(replayer::ParseAddress("turn:3")->kind == replayer::Address::Kind::kTurn);
  CHECK(replayer::ParseAddress("window:0")->kind == replayer::Address::Kind::kWindow);
  CHECK(replayer::ParseAddress("end")->kind == replayer::Address::Kind::kEnd);
  for (const char* bad : {"", "event", "event:", "event:x", "turn:-1", "window:1x", "begin",
                          "event:18446744073709551615"}) {
    INFO(bad);
    auto a = replayer::ParseAddress(bad);
    REQUIRE_FALSE(a.ok());
    CHECK(a.status().message() ==
          "address '" + std::string(bad) +
              "': expected event:N, turn:N, window:N, line:N, start or end");
  }
}

TEST_CASE("Replayer reads a log whose recording was killed before the footer", "[replayer]") {
  TempDir dir;
  std::string log = dir.Path("live.sdlog");
  recorder::RecorderOptions options;
  options.flush_every_step = true;
  auto live =
      std::make_unique<recorder::LiveRecorder>("-", log, testing::PoolPathForSamples(), options);
  std::string text = testing::ReadSample("fed-vs-dominion.sdgame");
  size_t start = 0;
  int lines = 0;
  uint64_t answered = 0;
  while (start < text.size() && lines < 80) {
    size_t end = text.find('\n', start);
    REQUIRE(live->FeedLine(text.substr(start, end - start)).ok());
    if (live->recorder()) answered = live->recorder()->events_recorded();
    start = end + 1;
    ++lines;
  }
  // Copy the file as it is now: what a kill -9 would leave behind.
  std::string copy = dir.Path("killed.sdlog");
  std::filesystem::copy_file(log, copy);
  auto r = replayer::Replayer::Open(copy);
  REQUIRE(r.ok());
  CHECK_FALSE((*r)->reader().has_footer());
  CHECK((*r)->event_count() == answered);
  REQUIRE(answered > 20);
}

TEST_CASE("Every replayer error names the log's file once, at its start", "[replayer]") {
  TempDir dir;
  std::string log = RecordSmall(dir, "fed-vs-dominion", 8, 16);
  std::vector<Status> errors;
  {
    auto r = replayer::Replayer::Open(log);
    REQUIRE(r.ok());
    const uint64_t n = (*r)->event_count();
    using Kind = replayer::Address::Kind;
    errors.push_back((*r)->Seek({Kind::kEvent, n + 1}).status());
    errors.push_back((*r)->Seek({Kind::kTurn, 0}).status());
    errors.push_back((*r)->Seek({Kind::kTurn, 99}).status());
    errors.push_back((*r)->Seek({Kind::kWindow, (*r)->window_count()}).status());
    errors.push_back((*r)->EventAt(n).status());
    errors.push_back((*r)->ChunkEvents((*r)->reader().chunks().size()).status());
  }
  // A damaged chunk (its checksum no longer matches), read every way a replayer reads one.
  {
    auto r = replayer::Replayer::Open(log);
    REQUIRE(r.ok());
    const format::ChunkEntry chunk = (*r)->reader().chunks()[1];
    std::string bytes = testing::ReadFileBytes(log);
    bytes[chunk.offset + chunk.stored_size / 2] ^= 0x20;
    std::ofstream(log, std::ios::binary | std::ios::trunc) << bytes;
  }
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  errors.push_back((*r)->ChunkEvents(1).status());
  errors.push_back(
      (*r)->ForEachInChunk(1, [](const engine::Event&, uint32_t) { return Status::Ok(); }));
  errors.push_back((*r)->EventAt(9).status());
  errors.push_back((*r)->Seek({replayer::Address::Kind::kEvent, 12}).status());
  errors.push_back((*r)->ForEachEvent(
      [](const engine::GameState&, const engine::Event&, uint64_t) { return Status::Ok(); }));
  (*r)->set_read_ahead(true);
  errors.push_back((*r)->ForEachEvent(
      [](const engine::GameState&, const engine::Event&, uint64_t) { return Status::Ok(); }));
  errors.push_back(replayer::Replayer::Open(dir.Path("missing.sdlog")).status());
  for (const Status& st : errors) {
    INFO(st.ToString());
    REQUIRE_FALSE(st.ok());
    const std::string& message = st.message();
    const std::string& path =
        message.rfind(dir.Path("missing.sdlog"), 0) == 0 ? dir.Path("missing.sdlog") : log;
    CHECK(message.rfind(path + ": ", 0) == 0);
    CHECK(message.find(path, 1) == std::string::npos);
  }
}
