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

TEST_CASE("LogWriter compresses chunks and the other records each with their own settings",
          "[format]") {
  TempDir dir;
  const LogShape shape{.chunks = 2, .events_per_chunk = 4000, .snapshot_every = 1};
  WriterOptions plain;
  plain.chunks = {.level = 12, .min_match = 6};
  plain.header_and_snapshots = {.level = 19};
  WriterOptions raw = plain;
  raw.chunks.raw_literals = true;
  WriterOptions fast_header = raw;
  fast_header.header_and_snapshots = {.level = 1};
  WrittenLog written = WriteLog(dir.File("plain.sdlog"), shape, plain);
  WriteLog(dir.File("raw.sdlog"), shape, raw);
  WrittenLog fast = WriteLog(dir.File("fast-header.sdlog"), shape, fast_header);
  auto p = OpenOk(dir.File("plain.sdlog"));
  auto r = OpenOk(dir.File("raw.sdlog"));
  auto f = OpenOk(dir.File("fast-header.sdlog"));
  for (size_t i = 0; i < written.chunk_messages.size(); ++i) {
    for (LogReader* reader : {p.get(), r.get(), f.get()}) {
      auto chunk = reader->ReadChunk(i);
      REQUIRE(chunk.ok());
      CHECK(AsString(*chunk) == written.chunk_messages[i]);
    }
    auto plain_stored = p->ReadChunkStored(i), raw_stored = r->ReadChunkStored(i);
    auto fast_stored = f->ReadChunkStored(i);
    REQUIRE((plain_stored.ok() && raw_stored.ok() && fast_stored.ok()));
    // Literals stored raw take more bytes than Huffman-coded ones; the chunk's settings alone
    // decide its bytes.
    CHECK(raw_stored->bytes.size() > plain_stored->bytes.size());
    CHECK(fast_stored->bytes == raw_stored->bytes);
  }
  for (size_t i = 0; i < written.snapshot_messages.size(); ++i) {
    auto plain_stored = p->ReadSnapshotStored(i), raw_stored = r->ReadSnapshotStored(i);
    REQUIRE((plain_stored.ok() && raw_stored.ok()));
    CHECK(raw_stored->bytes == plain_stored->bytes);  // snapshots follow their own settings
    auto snapshot = f->ReadSnapshot(i);
    REQUIRE(snapshot.ok());
    CHECK(AsString(*snapshot) == written.snapshot_messages[i]);
  }
  // The header record follows the header's settings, whatever the chunks'.
  CHECK(ReadBytes(dir.File("raw.sdlog")).substr(0, written.record_ends[0]) ==
        ReadBytes(dir.File("plain.sdlog")).substr(0, written.record_ends[0]));
  CHECK(ReadBytes(dir.File("fast-header.sdlog")).substr(0, fast.record_ends[0]) !=
        ReadBytes(dir.File("raw.sdlog")).substr(0, written.record_ends[0]));
  CHECK(AsString(f->header_message()) == HeaderMessage());
}

TEST_CASE("LogWriter refuses zstd settings zstd does not take, before touching the file",
          "[format]") {
  TempDir dir;
  const std::string path = dir.File("kept.sdlog");
  WriteBytes(path, "a log written before");
  WriterOptions options;
  options.chunks.min_match = 9;
  auto writer = LogWriter::Create(path, HeaderMessage(), options);
  CHECK(writer.status().code() == Status::Code::kInvalidArgument);
  CHECK_THAT(writer.status().message(),
             Catch::Contains(path + ": chunks: zstd min match 9") && Catch::Contains("bound"));
  options.chunks.min_match = 0;
  options.header_and_snapshots.min_match = 2;
  writer = LogWriter::Create(path, HeaderMessage(), options);
  CHECK_THAT(writer.status().message(),
             Catch::Contains(path + ": header and snapshots: zstd min match 2"));
  CHECK(ReadBytes(path) == "a log written before");
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
