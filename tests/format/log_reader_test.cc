#include "format/log_reader.h"

#include <catch2/catch.hpp>
#include <thread>

#include "log_fixture.h"

namespace stardate::format::testing {
namespace {

void CheckSameLog(const LogReader& reader, const WrittenLog& log) {
  REQUIRE(reader.chunks().size() == log.chunk_messages.size());
  for (size_t i = 0; i < log.chunk_messages.size(); ++i) {
    CHECK(log::SameMeta(reader.chunks()[i].meta, log.chunk_metas[i]));
    auto chunk = reader.ReadChunk(i);
    INFO(chunk.status().ToString());
    REQUIRE(chunk.ok());
    CHECK(AsString(*chunk) == log.chunk_messages[i]);
  }
  REQUIRE(reader.snapshots().size() == log.snapshot_messages.size());
  for (size_t i = 0; i < log.snapshot_messages.size(); ++i) {
    CHECK(log::SameMeta(reader.snapshots()[i].meta, log.snapshot_metas[i]));
    auto snapshot = reader.ReadSnapshot(i);
    REQUIRE(snapshot.ok());
    CHECK(AsString(*snapshot) == log.snapshot_messages[i]);
  }
}

TEST_CASE("LogReader round-trips the header, chunks and snapshots", "[format]") {
  TempDir dir;
  const std::string path = dir.File("game.sdlog");
  WrittenLog log = WriteLog(path, {.chunks = 6, .events_per_chunk = 50, .snapshot_every = 2});
  auto reader = OpenOk(path);

  CHECK(reader->path() == path);
  CHECK(reader->has_footer());
  CHECK(reader->problems().empty());
  CHECK(AsString(reader->header_message()) == HeaderMessage());
  CHECK(reinterpret_cast<uintptr_t>(reader->header_message().data()) % 8 == 0);
  CheckSameLog(*reader, log);
  CHECK(reader->VerifyStructure().ok());
}

TEST_CASE("A ChunkReader reads every chunk as ReadChunk does, on a thread of its own", "[format]") {
  TempDir dir;
  const std::string path = dir.File("game.sdlog");
  WrittenLog log = WriteLog(path, {.chunks = 8, .events_per_chunk = 40, .snapshot_every = 1});
  auto reader = OpenOk(path);
  auto chunk_reader = reader->NewChunkReader();
  REQUIRE(chunk_reader.ok());
  // The second thread reads every chunk while this one reads every snapshot, twice over.
  std::vector<std::string> chunks;
  std::thread second([&] {
    for (int round = 0; round < 2; ++round) {
      for (size_t i = 0; i < log.chunk_messages.size(); ++i) {
        auto chunk = (*chunk_reader)->Read(i);
        chunks.push_back(chunk.ok() ? AsString(*chunk) : chunk.status().ToString());
      }
    }
  });
  std::vector<std::string> snapshots;
  for (int round = 0; round < 2; ++round) {
    for (size_t i = 0; i < log.snapshot_messages.size(); ++i) {
      auto snapshot = reader->ReadSnapshot(i);
      snapshots.push_back(snapshot.ok() ? AsString(*snapshot) : snapshot.status().ToString());
    }
  }
  second.join();
  REQUIRE(chunks.size() == 2 * log.chunk_messages.size());
  for (size_t i = 0; i < chunks.size(); ++i) {
    CHECK(chunks[i] == log.chunk_messages[i % log.chunk_messages.size()]);
  }
  for (size_t i = 0; i < snapshots.size(); ++i) {
    CHECK(snapshots[i] == log.snapshot_messages[i % log.snapshot_messages.size()]);
  }
  auto past = (*chunk_reader)->Read(8);
  REQUIRE_FALSE(past.ok());
  CHECK(past.status().message() == path + ": chunk 8 out of range (8 chunks)");
}

TEST_CASE("LogReader returns messages Cap'n Proto can read", "[format]") {
  TempDir dir;
  const std::string path = dir.File("game.sdlog");
  WriteLog(path, {.chunks = 2, .events_per_chunk = 30, .snapshot_every = 1});
  auto reader = OpenOk(path);

  auto chunk = reader->ReadChunk(1);
  REQUIRE(chunk.ok());
  CHECK(reinterpret_cast<uintptr_t>(chunk->data()) % 8 == 0);
  Status read = ReadMessage(*chunk, "chunk 1", [](capnp::FlatArrayMessageReader& message) {
    auto block = message.getRoot<schema::EventBlock>();
    CHECK(block.getHeads().size() == 30);
    CHECK(block.getArgs()[0] == 30);
    CHECK(block.getArgs()[29] == 59);
    return Status::Ok();
  });
  CHECK(read.ok());
  Status header =
      ReadMessage(reader->header_message(), "header", [](capnp::FlatArrayMessageReader& message) {
        auto h = message.getRoot<schema::Header>();
        CHECK(h.getRulesModule() == "stccg1e");
        CHECK(h.getPlayers()[1].getName() == "Sisko");
        return Status::Ok();
      });
  CHECK(header.ok());
}

TEST_CASE("LogReader reads the same index with and without the footer", "[format]") {
  TempDir dir;
  const std::string path = dir.File("closed.sdlog");
  const std::string crashed = dir.File("crashed.sdlog");
  WrittenLog log = WriteLog(path, {.chunks = 5, .events_per_chunk = 20, .snapshot_every = 2});
  WriteBytes(crashed, ReadBytes(path).substr(0, log.body_size));

  auto with_footer = OpenOk(path);
  auto scanned = OpenOk(crashed);
  CHECK(with_footer->has_footer());
  CHECK_FALSE(scanned->has_footer());
  CHECK(scanned->problems().empty());
  REQUIRE(scanned->chunks().size() == with_footer->chunks().size());
  for (size_t i = 0; i < scanned->chunks().size(); ++i) {
    CHECK(scanned->chunks()[i].offset == with_footer->chunks()[i].offset);
    CHECK(scanned->chunks()[i].stored_size == with_footer->chunks()[i].stored_size);
  }
  REQUIRE(scanned->snapshots().size() == with_footer->snapshots().size());
  CHECK(scanned->chain_hash() == with_footer->chain_hash());
  CheckSameLog(*scanned, log);
  CHECK(scanned->VerifyStructure().ok());
}

TEST_CASE("LogReader opens an empty game", "[format]") {
  TempDir dir;
  const std::string path = dir.File("empty-game.sdlog");
  WriteLog(path, {.chunks = 0});
  auto reader = OpenOk(path);
  CHECK(reader->has_footer());
  CHECK(reader->chunks().empty());
  CHECK(reader->snapshots().empty());
  CHECK(reader->VerifyStructure().ok());
}

TEST_CASE("LogReader opens through the footer without reading the body", "[format]") {
  TempDir dir;
  const std::string path = dir.File("game.sdlog");
  WrittenLog log = WriteLog(path, {.chunks = 4, .events_per_chunk = 20, .snapshot_every = 0});
  auto pristine = OpenOk(path);
  const ChunkEntry damaged = pristine->chunks()[2];

  std::string bytes = ReadBytes(path);
  bytes[damaged.offset + damaged.stored_size - 3] ^= 0x40;
  WriteBytes(path, bytes);

  auto reader = OpenOk(path);
  CHECK(reader->has_footer());
  CHECK(reader->problems().empty());
  CHECK(reader->ReadChunk(1).ok());
  CHECK(reader->ReadChunk(3).ok());
  auto bad = reader->ReadChunk(2);
  CHECK(bad.status().code() == Status::Code::kCorruption);
  CHECK_THAT(bad.status().message(),
             Catch::Contains(path + ": offset " + std::to_string(damaged.offset)) &&
                 Catch::Contains("payload checksum mismatch"));
  Status verify = reader->VerifyStructure();
  CHECK(verify.code() == Status::Code::kCorruption);
  CHECK_THAT(verify.message(), Catch::Contains("offset " + std::to_string(damaged.offset)));
}

TEST_CASE("LogReader names the file for a missing, empty or foreign file", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");

  SECTION("missing") {
    auto reader = LogReader::Open(path);
    CHECK(reader.status().code() == Status::Code::kNotFound);
    CHECK_THAT(reader.status().message(), Catch::Contains(path));
  }
  SECTION("a directory") {
    auto reader = LogReader::Open(dir.File(""));
    CHECK_FALSE(reader.ok());
  }
  SECTION("empty") {
    WriteBytes(path, "");
    auto reader = LogReader::Open(path);
    CHECK(reader.status().code() == Status::Code::kCorruption);
    CHECK_THAT(reader.status().message(), Catch::StartsWith(path + ": offset 0: empty file"));
  }
  SECTION("wrong magic") {
    WriteBytes(path, "PK\x03\x04 this is a zip file, not a log at all........");
    auto reader = LogReader::Open(path);
    CHECK(reader.status().code() == Status::Code::kCorruption);
    CHECK_THAT(reader.status().message(),
               Catch::StartsWith(path + ": offset 0: not a stardate log (bad magic"));
  }
  SECTION("random garbage") {
    std::string garbage(4096, '\0');
    uint64_t x = 0x9E3779B97F4A7C15ull;
    for (char& c : garbage) {
      x ^= x << 13, x ^= x >> 7, x ^= x << 17;
      c = static_cast<char>(x);
    }
    WriteBytes(path, garbage);
    auto reader = LogReader::Open(path);
    CHECK(reader.status().code() == Status::Code::kCorruption);
    CHECK_THAT(reader.status().message(), Catch::Contains(path + ": offset 0: not a stardate log"));
  }
  SECTION("a file header and nothing else") {
    WriteLog(path);
    WriteBytes(path, ReadBytes(path).substr(0, log::kFileHeaderSize));
    auto reader = LogReader::Open(path);
    CHECK(reader.status().code() == Status::Code::kCorruption);
    CHECK_THAT(reader.status().message(), Catch::Contains(path + ": offset 16: header record"));
  }
  SECTION("a cut inside the file header") {
    WriteLog(path);
    WriteBytes(path, ReadBytes(path).substr(0, 11));
    auto reader = LogReader::Open(path);
    CHECK(reader.status().code() == Status::Code::kCorruption);
    CHECK_THAT(reader.status().message(), Catch::Contains("file ends inside the file header"));
  }
  for (uint32_t version : {log::kFormatVersion - 1, log::kFormatVersion + 1}) {
    DYNAMIC_SECTION("format version " << version) {
      WriteLog(path);
      std::string bytes = ReadBytes(path);
      log::PutU32(reinterpret_cast<uint8_t*>(bytes.data()) + log::kFileHeaderVersionOffset,
                  version);
      log::PutU32(reinterpret_cast<uint8_t*>(bytes.data()) + log::kFileHeaderCrcOffset,
                  Crc32c(bytes.data(), log::kFileHeaderCrcOffset));
      WriteBytes(path, bytes);
      auto reader = LogReader::Open(path);
      CHECK(reader.status().code() == Status::Code::kUnsupported);
      CHECK_THAT(reader.status().message(),
                 Catch::Contains("format version " + std::to_string(version)));
    }
  }
}

TEST_CASE("LogReader refuses a record declaring 1 GiB without allocating it", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");
  WrittenLog log =
      WriteLog(path, {.chunks = 3, .events_per_chunk = 10, .snapshot_every = 0, .close = false});
  std::string bytes = ReadBytes(path);
  const uint64_t chunk1 = log.chunk_ends[0];
  constexpr uint32_t kOneGiB = 1u << 30;

  SECTION("stored size over the record limit") {
    ForgeRecordU32(&bytes, chunk1, log::kRecordStoredSizeOffset, kOneGiB);
    WriteBytes(path, bytes);
    auto reader = OpenOk(path);
    REQUIRE_FALSE(reader->problems().empty());
    CHECK(reader->problems()[0].offset == chunk1);
    CHECK_THAT(reader->problems()[0].what,
               Catch::Contains("chunk record: stored size 1073741824 exceeds the limit"));
    CHECK(reader->chunks().size() == 2);
  }
  SECTION("stored size past the end of the file") {
    ForgeRecordU32(&bytes, chunk1, log::kRecordStoredSizeOffset, kOneGiB);
    WriteBytes(path, bytes);
    ReaderOptions generous;
    generous.max_record_bytes = 2ull << 30;
    auto reader = OpenOk(path, generous);
    REQUIRE_FALSE(reader->problems().empty());
    CHECK(reader->problems()[0].offset == chunk1);
    CHECK_THAT(reader->problems()[0].what,
               Catch::Contains("stored size 1073741824 exceeds file end (file size " +
                               std::to_string(bytes.size()) + ")"));
    CHECK(reader->chunks().size() == 2);
    Status verify = reader->VerifyStructure();
    CHECK_THAT(verify.message(),
               Catch::StartsWith(path + ": offset " + std::to_string(chunk1) + ": chunk record"));
  }
  SECTION("decompressed size over the limit") {
    ForgeRecordU32(&bytes, chunk1, log::kRecordRawSizeOffset, kOneGiB);
    WriteBytes(path, bytes);
    auto reader = OpenOk(path);
    REQUIRE_FALSE(reader->problems().empty());
    CHECK_THAT(reader->problems()[0].what,
               Catch::Contains("decompressed size 1073741824 exceeds the limit"));
    CHECK(reader->chunks().size() == 2);
  }
  SECTION("decompressed size that disagrees with the zstd frame") {
    ForgeRecordU32(&bytes, chunk1, log::kRecordRawSizeOffset, 1024);
    WriteBytes(path, bytes);
    auto reader = OpenOk(path);
    REQUIRE_FALSE(reader->problems().empty());
    CHECK_THAT(reader->problems()[0].what,
               Catch::Contains("differs from the declared decompressed size 1024"));
    CHECK(reader->chunks().size() == 2);
  }
}

TEST_CASE("LogReader applies the decompressed size limit when reading a chunk", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");
  WriteLog(path, {.chunks = 2, .events_per_chunk = 100, .snapshot_every = 0});
  ReaderOptions tight;
  tight.max_decompressed_bytes = 512;  // the header message fits, a chunk does not
  auto reader = OpenOk(path, tight);
  REQUIRE(reader->chunks().size() == 2);
  auto chunk = reader->ReadChunk(0);
  CHECK(chunk.status().code() == Status::Code::kCorruption);
  CHECK_THAT(chunk.status().message(),
             Catch::StartsWith(path + ": offset ") && Catch::Contains("exceeds the limit of 512"));
}

TEST_CASE("LogReader applies the zstd window limit", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");
  WriteLog(path, {.chunks = 1, .events_per_chunk = 400, .snapshot_every = 0});
  ReaderOptions tight;
  tight.max_window_log = 10;
  auto reader = OpenOk(path, tight);
  auto chunk = reader->ReadChunk(0);
  CHECK(chunk.status().code() == Status::Code::kCorruption);
  CHECK_THAT(chunk.status().message(), Catch::Contains("exceeds the limit of 2^10"));
}

TEST_CASE("LogReader rejects chunk and snapshot indexes out of range", "[format]") {
  TempDir dir;
  const std::string path = dir.File("x.sdlog");
  WriteLog(path, {.chunks = 1, .events_per_chunk = 4, .snapshot_every = 0});
  auto reader = OpenOk(path);
  CHECK(reader->ReadChunk(1).status().code() == Status::Code::kInvalidArgument);
  CHECK(reader->ReadSnapshot(0).status().code() == Status::Code::kInvalidArgument);
}

}  // namespace
}  // namespace stardate::format::testing
