// Headers built to cost gigabytes when decoded: every list and text the header holds is
// capped, and a log over a cap is refused at open with a message naming the list.
#include "format/header_limits.h"

#include <capnp/message.h>

#include <catch2/catch.hpp>
#include <string>

#include "tests/format/log_fixture.h"

using namespace stardate::format;
using namespace stardate::format::testing;

namespace {

std::string OpenError(const std::string& path) {
  auto reader = LogReader::Open(path);
  REQUIRE_FALSE(reader.ok());
  CHECK(reader.status().code() == stardate::Status::Code::kCorruption);
  return reader.status().message();
}

std::string HeaderWithEvent(size_t bytes) {
  capnp::MallocMessageBuilder message;
  auto header = message.initRoot<stardate::schema::Header>();
  FillHeader(header);
  header.setEvent(std::string(bytes, 'x'));
  return EncodeMessage(message);
}

}  // namespace

TEST_CASE("LogReader refuses a header list of millions of empty entries, naming the list",
          "[format][hostile]") {
  TempDir dir;
  const std::string path = dir.File("hostile.sdlog");
  struct Case {
    const char* field;
    const char* message;
  };
  const Case c = GENERATE(
      Case{"players",
           "header record: the players list holds 60000000 entries, at most 8 are "
           "allowed"},
      Case{"meta", "header record: the meta list holds 60000000 entries, at most 256 are allowed"});
  const std::string message = HeaderWithEmptyEntries(c.field, 60000000);
  CHECK(message.size() < 1024);  // a few bytes claim 60 million entries
  WriteForgedHeaderLog(path, message);
  const std::string error = OpenError(path);
  CHECK(error == path + ": offset 16: " + c.message);
}

TEST_CASE("LogReader reads a header whose lists are exactly at their caps", "[format][hostile]") {
  TempDir dir;
  const std::string path = dir.File("at-caps.sdlog");
  SECTION("meta") { WriteForgedHeaderLog(path, HeaderWithEmptyEntries("meta", kMaxMetaEntries)); }
  SECTION("players") {
    WriteForgedHeaderLog(path, HeaderWithEmptyEntries("players", kMaxHeaderPlayers));
  }
  auto reader = OpenOk(path);
  CHECK(reader->chunks().empty());
}

TEST_CASE("LogReader refuses a header text over its cap, naming the text", "[format][hostile]") {
  TempDir dir;
  const std::string path = dir.File("long-event.sdlog");
  WriteForgedHeaderLog(path, HeaderWithEvent(kMaxHeaderTextBytes + 1));
  CHECK(OpenError(path) == path +
                               ": offset 16: header record: the event holds 65537 bytes, at most "
                               "65536 are allowed");
  WriteForgedHeaderLog(path, HeaderWithEvent(kMaxHeaderTextBytes));
  CHECK(OpenOk(path)->chunks().empty());
}

TEST_CASE("LogReader refuses a header message over 16 MiB before decompressing it",
          "[format][hostile]") {
  TempDir dir;
  const std::string path = dir.File("big-header.sdlog");
  // 17 MiB of event name: under the reader's record limits, over the header's.
  WriteForgedHeaderLog(path, HeaderWithEvent(17u << 20));
  CHECK(OpenError(path) == path + ": offset 16: header record: decompressed size " +
                               std::to_string(HeaderWithEvent(17u << 20).size()) +
                               " exceeds the limit of 16777216 bytes for a game header");
}

TEST_CASE("LogWriter refuses a header that a reader would refuse, and writes nothing",
          "[format][hostile]") {
  TempDir dir;
  const std::string path = dir.File("refused.sdlog");
  auto writer = LogWriter::Create(path, HeaderWithEmptyEntries("players", 9));
  REQUIRE_FALSE(writer.ok());
  CHECK(writer.status().code() == stardate::Status::Code::kInvalidArgument);
  CHECK(writer.status().message() ==
        path + ": header: the players list holds 9 entries, at most 8 are allowed");
  CHECK_FALSE(std::filesystem::exists(path));
}

TEST_CASE("A chunk declaring more than 2^20 events is refused by writer and reader",
          "[format][hostile]") {
  TempDir dir;
  const std::string path = dir.File("big-chunk.sdlog");
  {
    auto writer = LogWriter::Create(path, HeaderMessage());
    REQUIRE(writer.ok());
    stardate::Status st =
        (*writer)->AppendChunk(MetaFor(0, (1u << 20) + 1), EventBlockMessage(0, 1));
    CHECK(st.message() == path +
                              ": chunk at seq 0: event_count 1048577 exceeds the limit of "
                              "1048576 events in a chunk");
  }
  WrittenLog log = WriteLog(path, {.chunks = 2, .snapshot_every = 0, .close = false});
  std::string bytes = ReadBytes(path);
  ForgeRecordU32(&bytes, log.record_ends[0], log::kRecordMetaOffset + 16, (1u << 20) + 1);
  WriteBytes(path, bytes);
  auto reader = OpenOk(path);
  CHECK(reader->chunks().size() == 1);  // the second chunk survives, the first is dropped
  REQUIRE_FALSE(reader->problems().empty());
  CHECK(reader->problems()[0].offset == log.record_ends[0]);
  CHECK(StartsWith(reader->problems()[0].what,
                   "chunk record: event_count 1048577 exceeds the limit of 1048576 events in a "
                   "chunk"));
}
