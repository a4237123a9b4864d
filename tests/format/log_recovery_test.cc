// Damage and recovery: truncation, byte flips, damaged records, garbage, random mutation.
#include <algorithm>
#include <catch2/catch.hpp>
#include <random>

#include "log_fixture.h"

namespace stardate::format::testing {
namespace {

bool Detected(const std::string& path) {
  auto reader = LogReader::Open(path);
  if (!reader.ok()) return true;
  if (!(*reader)->problems().empty()) return true;
  return !(*reader)->VerifyStructure().ok();
}

// Exercises every read path; returns nothing, checks only that nothing throws or crashes.
void ReadEverything(const std::string& path) {
  auto reader = LogReader::Open(path);
  if (!reader.ok()) return;
  for (size_t i = 0; i < (*reader)->chunks().size(); ++i) (void)(*reader)->ReadChunk(i);
  for (size_t i = 0; i < (*reader)->snapshots().size(); ++i) (void)(*reader)->ReadSnapshot(i);
  (void)(*reader)->VerifyStructure();
}

TEST_CASE("LogReader recovers every complete chunk after truncation at any offset", "[format]") {
  TempDir dir;
  const std::string path = dir.File("full.sdlog");
  const std::string cut_path = dir.File("cut.sdlog");
  WrittenLog log = WriteLog(path, {.chunks = 5, .events_per_chunk = 12, .snapshot_every = 2});
  const std::string bytes = ReadBytes(path);
  const uint64_t body_begin = log.record_ends.front();

  for (uint64_t cut = body_begin; cut < bytes.size(); ++cut) {
    INFO("cut at " << cut << " of " << bytes.size());
    WriteBytes(cut_path, bytes.substr(0, cut));
    auto reader = OpenOk(cut_path);
    CHECK_FALSE(reader->has_footer());

    const size_t complete = static_cast<size_t>(std::count_if(
        log.chunk_ends.begin(), log.chunk_ends.end(), [cut](uint64_t end) { return end <= cut; }));
    REQUIRE(reader->chunks().size() == complete);
    for (size_t i = 0; i < complete; ++i) {
      auto chunk = reader->ReadChunk(i);
      REQUIRE(chunk.ok());
      CHECK(AsString(*chunk) == log.chunk_messages[i]);
    }

    const bool on_boundary =
        std::find(log.record_ends.begin(), log.record_ends.end(), cut) != log.record_ends.end();
    if (on_boundary) {
      CHECK(reader->problems().empty());
      CHECK(reader->VerifyStructure().ok());
    } else {
      REQUIRE(reader->problems().size() == 1);
      const Problem& torn = reader->problems()[0];
      CHECK_THAT(torn.what, Catch::StartsWith("torn"));
      CHECK(torn.offset + torn.length == cut);
      CHECK(reader->VerifyStructure().code() == Status::Code::kCorruption);
    }
  }
}

TEST_CASE("LogReader detects every single-byte change", "[format]") {
  TempDir dir;
  const std::string path = dir.File("small.sdlog");
  const std::string damaged = dir.File("damaged.sdlog");
  const bool closed = GENERATE(true, false);
  WriteLog(path, {.chunks = 3, .events_per_chunk = 4, .snapshot_every = 2, .close = closed});
  const std::string bytes = ReadBytes(path);
  REQUIRE_FALSE(Detected(path));

  const uint8_t flip = GENERATE(0x01, 0x80, 0xFF);
  size_t undetected = 0;
  for (size_t offset = 0; offset < bytes.size(); ++offset) {
    std::string copy = bytes;
    copy[offset] = static_cast<char>(copy[offset] ^ flip);
    WriteBytes(damaged, copy);
    if (!Detected(damaged)) {
      ++undetected;
      UNSCOPED_INFO("undetected change at offset " << offset);
    }
    ReadEverything(damaged);
  }
  CHECK(undetected == 0);
}

TEST_CASE("LogReader keeps every later chunk after a damaged middle chunk", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");
  WrittenLog log = WriteLog(path, {.chunks = 6, .events_per_chunk = 25, .snapshot_every = 0});
  const std::vector<ChunkEntry> entries = OpenOk(path)->chunks();
  const size_t bad = 2;
  const uint64_t bad_offset = entries[bad].offset;
  std::string bytes = ReadBytes(path).substr(0, log.body_size);  // as after a crash

  const auto damage = GENERATE(as<std::string>{}, "payload", "magic", "header field");
  if (damage == "payload") {
    bytes[bad_offset + entries[bad].stored_size / 2] ^= 0x10;
  } else if (damage == "magic") {
    bytes[bad_offset] ^= 0x01;
  } else {
    bytes[bad_offset + log::kRecordStoredSizeOffset] ^= 0x04;
  }
  WriteBytes(path, bytes);

  auto reader = OpenOk(path);
  INFO("damage: " << damage);
  REQUIRE(reader->chunks().size() == entries.size() - 1);
  for (size_t i = 0, j = 0; i < entries.size(); ++i) {
    if (i == bad) continue;
    CHECK(reader->chunks()[j].offset == entries[i].offset);
    auto chunk = reader->ReadChunk(j);
    INFO(chunk.status().ToString());
    REQUIRE(chunk.ok());
    CHECK(AsString(*chunk) == log.chunk_messages[i]);
    ++j;
  }

  REQUIRE(reader->problems().size() == 2);
  CHECK(reader->problems()[0].offset == bad_offset);
  CHECK(reader->problems()[0].length == entries[bad].stored_size);
  CHECK(reader->problems()[1].offset == entries[bad + 1].offset);
  CHECK_THAT(reader->problems()[1].what, Catch::Contains("hash chain broken"));

  Status verify = reader->VerifyStructure();
  CHECK(verify.code() == Status::Code::kCorruption);
  CHECK_THAT(verify.message(), Catch::StartsWith(path + ": offset " + std::to_string(bad_offset)));
}

TEST_CASE("LogReader reads around a damaged chunk when the footer is intact", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");
  WrittenLog log = WriteLog(path, {.chunks = 4, .events_per_chunk = 25, .snapshot_every = 0});
  const std::vector<ChunkEntry> entries = OpenOk(path)->chunks();
  std::string bytes = ReadBytes(path);
  bytes[entries[1].offset + 30] ^= 0x01;
  WriteBytes(path, bytes);

  auto reader = OpenOk(path);
  CHECK(reader->has_footer());
  CHECK_FALSE(reader->ReadChunk(1).ok());
  for (size_t i : {0, 2, 3}) {
    auto chunk = reader->ReadChunk(i);
    REQUIRE(chunk.ok());
    CHECK(AsString(*chunk) == log.chunk_messages[i]);
  }
}

TEST_CASE("LogReader falls back to scanning when the footer or trailer is damaged", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");
  WrittenLog log = WriteLog(path, {.chunks = 4, .events_per_chunk = 10, .snapshot_every = 2});
  std::string bytes = ReadBytes(path);
  const uint64_t trailer = bytes.size() - log::kTrailerSize;
  uint64_t damaged_part = 0;
  std::string expected_what;

  SECTION("footer payload") {
    bytes[log.body_size + log::kMinRecordHeaderSize + 3] ^= 0x20;
    damaged_part = log.body_size;
    expected_what = "footer record";
  }
  SECTION("trailer footer offset") {
    bytes[trailer + log::kTrailerFooterOffsetOffset] ^= 0x01;
    damaged_part = trailer;
    expected_what = "trailer checksum mismatch";
  }
  SECTION("trailer magic") {
    bytes[trailer + log::kTrailerMagicOffset + 7] ^= 0x01;
    damaged_part = trailer;
    expected_what = "trailer: bad magic";
  }
  WriteBytes(path, bytes);

  auto reader = OpenOk(path);
  CHECK_FALSE(reader->has_footer());
  CHECK(reader->chunks().size() == 4);
  CHECK(reader->snapshots().size() == 2);
  CHECK(reader->chain_hash() == log.chain);
  REQUIRE(reader->problems().size() == 1);
  CHECK(reader->problems()[0].offset == damaged_part);
  CHECK_THAT(reader->problems()[0].what, Catch::Contains(expected_what));
  CHECK(reader->ReadChunk(3).ok());
  CHECK_FALSE(reader->VerifyStructure().ok());
}

TEST_CASE("LogReader skips garbage between records without breaking the chain", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");
  WrittenLog log =
      WriteLog(path, {.chunks = 4, .events_per_chunk = 10, .snapshot_every = 0, .close = false});
  std::string bytes = ReadBytes(path);
  const uint64_t at = log.chunk_ends[1];
  bytes.insert(at, std::string(100, '\x53'));  // the first byte of the record magic, repeated
  WriteBytes(path, bytes);

  auto reader = OpenOk(path);
  CHECK(reader->chunks().size() == 4);
  REQUIRE(reader->problems().size() == 1);
  CHECK(reader->problems()[0].offset == at);
  CHECK(reader->problems()[0].length == 100);
  CHECK(reader->ReadChunk(3).ok());
  CHECK_FALSE(reader->VerifyStructure().ok());
}

TEST_CASE("VerifyStructure reports a sequence gap left by a lost chunk", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");
  WrittenLog log =
      WriteLog(path, {.chunks = 3, .events_per_chunk = 10, .snapshot_every = 0, .close = false});
  std::string bytes = ReadBytes(path);
  const uint64_t begin = log.chunk_ends[0];
  bytes.erase(begin, log.chunk_ends[1] - begin);
  WriteBytes(path, bytes);

  auto reader = OpenOk(path);
  CHECK(reader->chunks().size() == 2);
  Status verify = reader->VerifyStructure();
  CHECK(verify.code() == Status::Code::kCorruption);
  CHECK_THAT(verify.message(), Catch::Contains("offset " + std::to_string(begin)) &&
                                   Catch::Contains("hash chain broken"));
  CHECK_THAT(verify.message(), Catch::Contains("more problems"));
}

TEST_CASE("LogReader survives random damage without crashing", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");
  const std::string damaged = dir.File("damaged.sdlog");
  WriteLog(path, {.chunks = 5, .events_per_chunk = 30, .snapshot_every = 2});
  const std::string bytes = ReadBytes(path);
  std::mt19937_64 rng(20240601);  // fixed seed: the same mutations on every run

  for (int round = 0; round < 300; ++round) {
    std::string copy = bytes;
    const int edits = 1 + static_cast<int>(rng() % 8);
    for (int e = 0; e < edits && !copy.empty(); ++e) {
      const size_t at = rng() % copy.size();
      switch (rng() % 4) {
        case 0:
          copy[at] = static_cast<char>(rng());
          break;
        case 1:
          copy.erase(at, 1 + rng() % 64);
          break;
        case 2:
          copy.insert(at, std::string(1 + rng() % 64, static_cast<char>(rng())));
          break;
        case 3:
          copy.resize(at);
          break;
      }
    }
    WriteBytes(damaged, copy);
    CHECK_NOTHROW(ReadEverything(damaged));
  }
}

}  // namespace
}  // namespace stardate::format::testing
