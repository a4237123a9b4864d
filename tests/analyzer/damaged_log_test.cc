// Damaged logs: the audit, the dump and verify read every intact part and name what was lost.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>

#include "analyzer/audit.h"
#include "analyzer/dump.h"
#include "analyzer/verify.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::TempDir;

namespace {

// The long sample recorded with 32-event chunks and a snapshot every `snapshot_interval`
// events (none when 0).
std::string RecordLongGame(const TempDir& dir, uint32_t snapshot_interval) {
  recorder::RecorderOptions options;
  options.chunk_events = 32;
  options.snapshot_interval = snapshot_interval == 0 ? 1u << 30 : snapshot_interval;
  options.snapshot_min_gap = options.snapshot_interval;
  std::string out = dir.Path("long-game.sdlog");
  auto r = recorder::RecordScriptText(testing::ReadSample("long-game.sdgame"),
                                      testing::SamplePath("long-game.sdgame"), out, "", options);
  REQUIRE(r.ok());
  return out;
}

// Cuts the footer and trailer off, so the reader scans and drops damaged chunks altogether.
void CutFooter(const std::string& path) {
  auto full = replayer::Replayer::Open(path);
  REQUIRE(full.ok());
  const auto& chunks = (*full)->reader().chunks();
  uint64_t body_end = chunks.back().offset + chunks.back().stored_size;
  for (const auto& s : (*full)->reader().snapshots()) {
    body_end = std::max(body_end, s.offset + s.stored_size);
  }
  std::filesystem::resize_file(path, body_end);
}

// Flips one byte in the middle of chunk `i`'s record; returns that chunk's entry.
format::ChunkEntry DamageChunk(const std::string& path, size_t i) {
  auto r = replayer::Replayer::Open(path);
  REQUIRE(r.ok());
  REQUIRE((*r)->reader().chunks().size() > i + 1);
  format::ChunkEntry chunk = (*r)->reader().chunks()[i];
  std::string bytes = testing::ReadFileBytes(path);
  bytes[chunk.offset + chunk.stored_size / 2] ^= 0x20;
  std::ofstream(path, std::ios::binary | std::ios::trunc) << bytes;
  return chunk;
}

uint64_t EventsIn(const std::string& path) {
  auto r = replayer::Replayer::Open(path);
  REQUIRE(r.ok());
  return (*r)->event_count();
}

}  // namespace

TEST_CASE("The audit of a log with a damaged chunk resumes from the next snapshot",
          "[analyzer][damaged]") {
  TempDir dir;
  std::string log = RecordLongGame(dir, 64);
  const uint64_t total = EventsIn(log);
  format::ChunkEntry hit = DamageChunk(log, 2);  // events 64-95
  REQUIRE(hit.meta.first_seq == 64);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  auto audit = analyzer::Audit(**r);
  REQUIRE(audit.ok());
  // Events 64-127 are lost: the damaged chunk, and the intact one after it that only the
  // snapshot after event 128 can replay past.
  REQUIRE(audit->lost.size() == 1);
  CHECK(audit->lost[0].first == 64);
  CHECK(audit->lost[0].end == 128);
  CHECK(audit->lost[0].offset == hit.offset);
  CHECK(audit->events == total - 64);
  CHECK(audit->findings.empty());
  REQUIRE_FALSE(audit->problems.empty());
  CHECK(audit->problems.back().find("events 64-127") != std::string::npos);
  CHECK(analyzer::AuditText(*audit).find("events audited") != std::string::npos);

  // The dump has the same parts, with the lost stretch where it was.
  auto dump = analyzer::DumpLog(**r);
  REQUIRE(dump.ok());
  CHECK(dump->events.size() == total - 64);
  REQUIRE(dump->lost.size() == 1);
  CHECK(dump->lost_before_step[0] == 64);
  CHECK(dump->events[64].seq == 128);
  std::string text = analyzer::DumpText(*dump);
  CHECK(text.find("# LOST: events 64-127 (offset " + std::to_string(hit.offset)) !=
        std::string::npos);

  // verify re-simulates both sides of the damage and names it once with its events.
  analyzer::VerifyReport verify = analyzer::Verify(**r);
  CHECK_FALSE(verify.ok());
  size_t resumed = 0;
  for (const std::string& p : verify.problems) {
    resumed += p.find("events 64-127 were not re-simulated") != std::string::npos;
    CHECK(p.find("state hash after event") == std::string::npos);  // the rest re-simulates
  }
  CHECK(resumed == 1);
}

TEST_CASE("Without a snapshot after the damage, the audit names every event it could not reach",
          "[analyzer][damaged]") {
  TempDir dir;
  std::string log = RecordLongGame(dir, 0);
  const uint64_t total = EventsIn(log);
  DamageChunk(log, 1);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  auto audit = analyzer::Audit(**r);
  REQUIRE(audit.ok());
  CHECK(audit->events == 32);
  REQUIRE(audit->lost.size() == 1);
  CHECK(audit->lost[0].first == 32);
  CHECK(audit->lost[0].end == total);
  CHECK(audit->lost[0].why.find("no later snapshot") != std::string::npos);
}

TEST_CASE("A log whose footer is gone and a middle chunk dropped is audited on both sides",
          "[analyzer][damaged]") {
  TempDir dir;
  std::string log = RecordLongGame(dir, 64);
  const uint64_t total = EventsIn(log);
  format::ChunkEntry hit = DamageChunk(log, 0);
  CutFooter(log);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  REQUIRE_FALSE((*r)->reader().has_footer());
  REQUIRE((*r)->reader().chunks().front().meta.first_seq == 32);
  auto audit = analyzer::Audit(**r);
  REQUIRE(audit.ok());
  REQUIRE(audit->lost.size() == 1);
  CHECK(audit->lost[0].first == 0);
  CHECK(audit->lost[0].end == 64);
  CHECK(audit->lost[0].offset == hit.offset);
  CHECK(audit->events == total - 64);
}

TEST_CASE("ForEachEvent without a lost-part handler stops at the first damaged chunk",
          "[analyzer][damaged]") {
  TempDir dir;
  std::string log = RecordLongGame(dir, 64);
  DamageChunk(log, 1);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  uint64_t visited = 0;
  Status st = (*r)->ForEachEvent([&](const engine::GameState&, const engine::Event&, uint64_t) {
    ++visited;
    return Status::Ok();
  });
  CHECK(st.code() == Status::Code::kCorruption);
  CHECK(visited == 32);
}

TEST_CASE("EventAt reads one recorded event with its script line", "[analyzer][damaged]") {
  auto r = replayer::Replayer::Open(testing::SamplePath("fed-vs-dominion.sdlog"));
  REQUIRE(r.ok());
  auto e = (*r)->EventAt(35);  // Bob plays "Q2" at line 74
  REQUIRE(e.ok());
  CHECK(e->line == 75);
  CHECK(e->player == 1);
  CHECK((*r)->EventAt((*r)->event_count()).status().code() == Status::Code::kNotFound);
}

TEST_CASE("A seek past a dropped chunk starts from a snapshot after it", "[analyzer][damaged]") {
  TempDir dir;
  std::string log = RecordLongGame(dir, 64);
  const uint64_t total = EventsIn(log);
  DamageChunk(log, 0);  // events 0-31
  CutFooter(log);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  CHECK((*r)->event_count() == total);
  auto end = (*r)->Seek({replayer::Address::Kind::kEnd, 0});
  REQUIRE(end.ok());
  CHECK(end->seq == total);
  CHECK(end->from_snapshot);
  auto after = (*r)->Seek({replayer::Address::Kind::kEvent, 70});
  REQUIRE(after.ok());
  CHECK(after->seq == 70);
  auto before = (*r)->Seek({replayer::Address::Kind::kEvent, 40});
  REQUIRE_FALSE(before.ok());
  CHECK(before.status().message().find("event:39: events 0-31 before it are lost") !=
        std::string::npos);
}

TEST_CASE("Without a snapshot past a dropped chunk, the end is where the replay stops",
          "[analyzer][damaged]") {
  TempDir dir;
  std::string log = RecordLongGame(dir, 0);
  DamageChunk(log, 1);  // events 32-63
  CutFooter(log);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  auto end = (*r)->Seek({replayer::Address::Kind::kEnd, 0});
  REQUIRE(end.ok());
  CHECK(end->seq == 32);
}
