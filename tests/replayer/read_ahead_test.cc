// Read-ahead (replayer/read_ahead.h): the chunks read on a second thread give the same events,
// states and errors as the chunks read by the walk itself.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "recorder/recorder.h"
#include "replayer/read_ahead.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"

using namespace stardate;
using stardate::testing::TempDir;

namespace {

// The long sample (146 events) with 16-event chunks and a snapshot every 32 events.
std::string RecordLongGame(const TempDir& dir) {
  recorder::RecorderOptions options;
  options.chunk_events = 16;
  options.snapshot_interval = 32;
  options.snapshot_min_gap = 32;
  std::string out = dir.Path("long-game.sdlog");
  auto r = recorder::RecordScriptText(testing::ReadSample("long-game.sdgame"),
                                      testing::SamplePath("long-game.sdgame"), out, "", options);
  REQUIRE(r.ok());
  return out;
}

// Flips one byte in the middle of chunk `i`'s record (its checksum no longer matches).
void DamageChunk(const std::string& path, size_t i) {
  auto r = replayer::Replayer::Open(path);
  REQUIRE(r.ok());
  REQUIRE((*r)->reader().chunks().size() > i + 1);
  format::ChunkEntry chunk = (*r)->reader().chunks()[i];
  std::string bytes = testing::ReadFileBytes(path);
  bytes[chunk.offset + chunk.stored_size / 2] ^= 0x20;
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
}

// What a walk saw: the sequence number and kind of every event, the stretches lost, the final
// state's hash and the status.
struct Walk {
  std::vector<std::pair<uint64_t, engine::EventKind>> events;
  std::vector<std::string> lost;
  format::Hash256 final_hash{};
  Status status;
};

Walk WalkLog(const std::string& path, bool read_ahead, bool with_lost_handler) {
  auto r = replayer::Replayer::Open(path);
  REQUIRE(r.ok());
  (*r)->set_read_ahead(read_ahead);
  Walk w;
  std::unique_ptr<engine::GameState> last;
  std::function<void(const replayer::LostEvents&)> on_lost;
  if (with_lost_handler) {
    on_lost = [&](const replayer::LostEvents& lost) { w.lost.push_back(lost.ToString()); };
  }
  w.status = (*r)->ForEachEvent(
      [&](const engine::GameState&, const engine::Event& e, uint64_t seq) {
        w.events.emplace_back(seq, e.kind);
        return Status::Ok();
      },
      &last, on_lost);
  if (last != nullptr) w.final_hash = last->Hash();
  return w;
}

}  // namespace

TEST_CASE("With read-ahead, a replay visits the same events and reaches the same state",
          "[replayer][read-ahead]") {
  TempDir dir;
  std::string log = RecordLongGame(dir);
  Walk alone = WalkLog(log, false, false);
  Walk ahead = WalkLog(log, true, false);
  REQUIRE(alone.status.ok());
  REQUIRE(ahead.status.ok());
  CHECK(alone.events.size() > 8 * 16);  // several chunks
  CHECK(ahead.events == alone.events);
  CHECK(ahead.final_hash == alone.final_hash);
}

TEST_CASE("With read-ahead, a damaged chunk gives the same error and the same resumed replay",
          "[replayer][read-ahead]") {
  TempDir dir;
  std::string log = RecordLongGame(dir);
  DamageChunk(log, 2);  // events 32-47; a later snapshot restores
  for (bool handler : {false, true}) {
    INFO("with a lost-part handler: " << handler);
    Walk alone = WalkLog(log, false, handler);
    Walk ahead = WalkLog(log, true, handler);
    CHECK(ahead.status.code() == alone.status.code());
    CHECK(ahead.status.message() == alone.status.message());
    CHECK(ahead.events == alone.events);
    CHECK(ahead.lost == alone.lost);
    CHECK(ahead.final_hash == alone.final_hash);
    if (handler) {
      REQUIRE(ahead.lost.size() == 1);
      CHECK_THAT(ahead.lost[0], Catch::StartsWith("events 32-"));
      CHECK(ahead.events.back().first == 145);
    } else {
      CHECK(ahead.status.code() == Status::Code::kCorruption);
      CHECK(ahead.events.size() == 32);
    }
  }
}

TEST_CASE("A callback's error stops a read-ahead replay at once", "[replayer][read-ahead]") {
  TempDir dir;
  std::string log = RecordLongGame(dir);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  (*r)->set_read_ahead(true);
  uint64_t visited = 0;
  Status st = (*r)->ForEachEvent([&](const engine::GameState&, const engine::Event&, uint64_t seq) {
    ++visited;
    return seq == 40 ? Status::InvalidArgument("enough") : Status::Ok();
  });
  CHECK(st.message() == "enough");
  CHECK(visited == 41);
}

TEST_CASE("ReadAhead gives chunks in order, drops those skipped and names the file in errors",
          "[replayer][read-ahead]") {
  TempDir dir;
  std::string log = RecordLongGame(dir);
  auto reader = format::LogReader::Open(log);
  REQUIRE(reader.ok());
  const size_t n = (*reader)->chunks().size();
  REQUIRE(n > 8);
  auto same = [&](Result<format::AlignedBuffer> got, size_t i) {
    REQUIRE(got.ok());
    auto want = (*reader)->ReadChunk(i);
    REQUIRE(want.ok());
    CHECK(got->size() == want->size());
    CHECK(std::equal(got->data(), got->data() + got->size(), want->data()));
  };
  {
    auto ahead = replayer::ReadAhead::Start(**reader, 1);
    REQUIRE(ahead.ok());
    same((*ahead)->Take(1), 1);
    same((*ahead)->Take(2), 2);
    same((*ahead)->Take(5), 5);  // 3 and 4 dropped
    same((*ahead)->Take(n - 1), n - 1);
    auto again = (*ahead)->Take(n - 1);  // the thread is done: a second ask must not wait
    REQUIRE_FALSE(again.ok());
    CHECK(again.status().message() == log + ": chunk " + std::to_string(n - 1) +
                                          " was taken or skipped (the next is chunk " +
                                          std::to_string(n) + ")");
    auto past = (*ahead)->Take(n);
    REQUIRE_FALSE(past.ok());
    CHECK(past.status().message() == log + ": chunk " + std::to_string(n) + " out of range (" +
                                         std::to_string(n) + " chunks)");
  }
  {
    // Destroyed while the thread still has chunks to read: it stops and is joined.
    auto ahead = replayer::ReadAhead::Start(**reader, 0);
    REQUIRE(ahead.ok());
    same((*ahead)->Take(0), 0);
  }
}
