#include "format/log_writer.h"

#include <catch2/catch.hpp>

#include "log_fixture.h"

namespace stardate::format::testing {
namespace {

TEST_CASE("LogWriter rejects a chunk that does not continue the sequence", "[format]") {
  TempDir dir;
  auto writer = LogWriter::Create(dir.File("a.sdlog"), HeaderMessage());
  REQUIRE(writer.ok());
  LogWriter& w = **writer;

  SECTION("the first chunk must start at seq 0") {
    Status s = w.AppendChunk(MetaFor(5, 10), EventBlockMessage(5, 10));
    CHECK(s.code() == Status::Code::kInvalidArgument);
    CHECK_THAT(s.message(), Catch::Contains("expected 0"));
  }
  SECTION("a gap after a chunk is refused") {
    REQUIRE(w.AppendChunk(MetaFor(0, 10), EventBlockMessage(0, 10)).ok());
    Status s = w.AppendChunk(MetaFor(11, 10), EventBlockMessage(11, 10));
    CHECK(s.code() == Status::Code::kInvalidArgument);
    CHECK_THAT(s.message(), Catch::Contains("first_seq 11") && Catch::Contains("expected 10"));
  }
  SECTION("an overlap after a chunk is refused") {
    REQUIRE(w.AppendChunk(MetaFor(0, 10), EventBlockMessage(0, 10)).ok());
    CHECK(w.AppendChunk(MetaFor(9, 10), EventBlockMessage(9, 10)).code() ==
          Status::Code::kInvalidArgument);
  }
  SECTION("an empty chunk is refused") {
    CHECK(w.AppendChunk(MetaFor(0, 0), EventBlockMessage(0, 1)).code() ==
          Status::Code::kInvalidArgument);
  }
  SECTION("a refused chunk leaves the writer usable") {
    REQUIRE_FALSE(w.AppendChunk(MetaFor(3, 10), EventBlockMessage(3, 10)).ok());
    CHECK(w.AppendChunk(MetaFor(0, 10), EventBlockMessage(0, 10)).ok());
    CHECK(w.AppendChunk(MetaFor(10, 10), EventBlockMessage(10, 10)).ok());
  }
}

TEST_CASE("LogWriter rejects messages that are not whole Cap'n Proto words", "[format]") {
  TempDir dir;
  CHECK(LogWriter::Create(dir.File("a.sdlog"), "abc").status().code() ==
        Status::Code::kInvalidArgument);
  CHECK(LogWriter::Create(dir.File("b.sdlog"), "").status().code() ==
        Status::Code::kInvalidArgument);
  auto writer = LogWriter::Create(dir.File("c.sdlog"), HeaderMessage());
  REQUIRE(writer.ok());
  CHECK((*writer)->AppendChunk(MetaFor(0, 1), std::string(12, 'x')).code() ==
        Status::Code::kInvalidArgument);
  CHECK((*writer)->AppendSnapshot({0, 0, 0}, "").code() == Status::Code::kInvalidArgument);
}

TEST_CASE("LogWriter rejects a header that is not a Cap'n Proto message", "[format]") {
  TempDir dir;
  std::string garbage(64, '\xff');
  auto writer = LogWriter::Create(dir.File("a.sdlog"), garbage);
  CHECK(writer.status().code() == Status::Code::kInvalidArgument);
  CHECK_THAT(writer.status().message(), Catch::Contains("a.sdlog"));
}

TEST_CASE("LogWriter rejects snapshots out of sequence order", "[format]") {
  TempDir dir;
  auto writer = LogWriter::Create(dir.File("a.sdlog"), HeaderMessage());
  REQUIRE(writer.ok());
  REQUIRE((*writer)->AppendSnapshot({40, 4, 20}, SnapshotMessage(40)).ok());
  CHECK((*writer)->AppendSnapshot({39, 3, 19}, SnapshotMessage(39)).code() ==
        Status::Code::kInvalidArgument);
  CHECK((*writer)->AppendSnapshot({40, 4, 20}, SnapshotMessage(40)).ok());
}

TEST_CASE("LogWriter refuses appends after Close", "[format]") {
  TempDir dir;
  auto writer = LogWriter::Create(dir.File("a.sdlog"), HeaderMessage());
  REQUIRE(writer.ok());
  REQUIRE((*writer)->Close().ok());
  CHECK_FALSE((*writer)->AppendChunk(MetaFor(0, 10), EventBlockMessage(0, 10)).ok());
  CHECK_FALSE((*writer)->AppendSnapshot({0, 0, 0}, SnapshotMessage(0)).ok());
}

TEST_CASE("LogWriter reports an unwritable path as an IO error naming it", "[format]") {
  TempDir dir;
  const std::string path = dir.File("no-such-dir/a.sdlog");
  auto writer = LogWriter::Create(path, HeaderMessage());
  CHECK(writer.status().code() == Status::Code::kIoError);
  CHECK_THAT(writer.status().message(), Catch::Contains(path));
}

TEST_CASE("LogWriter writes the same bytes for the same game", "[format]") {
  TempDir dir;
  WriteLog(dir.File("a.sdlog"));
  WriterOptions synced;
  synced.sync = true;
  WriteLog(dir.File("b.sdlog"), {}, synced);
  CHECK(ReadBytes(dir.File("a.sdlog")) == ReadBytes(dir.File("b.sdlog")));
}

TEST_CASE("LogWriter counts every byte it writes", "[format]") {
  TempDir dir;
  const std::string path = dir.File("a.sdlog");
  auto writer = LogWriter::Create(path, HeaderMessage());
  REQUIRE(writer.ok());
  REQUIRE((*writer)->AppendChunk(MetaFor(0, 10), EventBlockMessage(0, 10)).ok());
  CHECK((*writer)->bytes_written() == ReadBytes(path).size());
  REQUIRE((*writer)->Close().ok());
  CHECK((*writer)->bytes_written() == ReadBytes(path).size());
}

TEST_CASE("LogWriter and LogReader agree on the chain hash", "[format]") {
  TempDir dir;
  const std::string path = dir.File("a.sdlog");
  WrittenLog log = WriteLog(path);
  auto reader = OpenOk(path);
  CHECK(reader->chain_hash() == log.chain);

  std::string bytes = ReadBytes(path);
  WriteBytes(path, bytes.substr(0, log.body_size));
  CHECK(OpenOk(path)->chain_hash() == log.chain);
}

TEST_CASE("An acknowledged append survives a crash before Close", "[format]") {
  TempDir dir;
  const std::string path = dir.File("live.sdlog");
  const std::string copy = dir.File("crashed.sdlog");
  auto writer = LogWriter::Create(path, HeaderMessage());
  REQUIRE(writer.ok());
  uint64_t seq = 0;
  for (int c = 0; c < 5; ++c) {
    REQUIRE((*writer)->AppendChunk(MetaFor(seq, 16), EventBlockMessage(seq, 16)).ok());
    seq += 16;
    if (c == 2) REQUIRE((*writer)->AppendSnapshot({seq, 0, seq / 2}, SnapshotMessage(seq)).ok());
    // The bytes on disk right after Append returned are what a killed process leaves behind.
    WriteBytes(copy, ReadBytes(path));
    auto reader = OpenOk(copy);
    CHECK_FALSE(reader->has_footer());
    CHECK(reader->problems().empty());
    REQUIRE(reader->chunks().size() == static_cast<size_t>(c + 1));
    CHECK(reader->chunks().back().meta.first_seq == seq - 16);
    auto last = reader->ReadChunk(c);
    REQUIRE(last.ok());
    CHECK(AsString(*last) == EventBlockMessage(seq - 16, 16));
    CHECK(reader->VerifyStructure().ok());
  }
}

TEST_CASE("A writer destroyed without Close leaves a readable log", "[format]") {
  TempDir dir;
  const std::string path = dir.File("a.sdlog");
  WriteLog(path, {.chunks = 3, .events_per_chunk = 8, .snapshot_every = 0, .close = false});
  auto reader = OpenOk(path);
  CHECK_FALSE(reader->has_footer());
  CHECK(reader->problems().empty());
  CHECK(reader->chunks().size() == 3);
}

}  // namespace
}  // namespace stardate::format::testing
