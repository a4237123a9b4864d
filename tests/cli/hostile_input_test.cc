// Every command refuses logs whose messages claim millions of entries, at once, saying what
// was too large (such a header used to cost every command gigabytes and seconds).
#include <capnp/any.h>
#include <capnp/schema.h>

#include <catch2/catch.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <fstream>
#include <sys/wait.h>

#include <capnp/message.h>

#include "engine/game.h"
#include "format/log_writer.h"
#include "format/message.h"
#include "format/schema/stardate.capnp.h"
#include "engine/registry.h"
#include "replayer/replayer.h"
#include "tests/format/log_fixture.h"
#include "tests/support/cli.h"
#include "tests/support/samples.h"

using stardate::testing::Contains;
using stardate::testing::Stardate;

TEST_CASE("Every command refuses a header list of millions of empty entries quickly",
          "[cli][hostile]") {
  stardate::format::testing::TempDir dir;
  const std::string path = dir.File("hostile.sdlog");
  const std::string field = GENERATE("players", "meta");
  stardate::format::testing::WriteForgedHeaderLog(
      path, stardate::format::testing::HeaderWithEmptyEntries(field, 60000000));
  const std::string command = GENERATE("verify", "show --at end", "dump", "audit");
  INFO(command << " on a " << field << " list");
  const auto start = std::chrono::steady_clock::now();
  auto run = Stardate(command + " '" + path + "'");
  // A generous bound: decoding such a list took 7-19 s; refusing it takes milliseconds.
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(3));
  CHECK(run.code == 1);
  CHECK(Contains(run.out, path + ": offset 16: header record: the " + field + " list holds " +
                              "60000000 entries, at most " + (field == "meta" ? "256" : "8") +
                              " are allowed"));
}

TEST_CASE("A chunk whose lists claim more than the traversal limit is refused as too large",
          "[cli][hostile]") {
  stardate::format::testing::TempDir dir;
  const std::string path = dir.File("too-large.sdlog");
  auto sample =
      stardate::replayer::Replayer::Open(stardate::testing::SamplePath("fed-vs-dominion.sdlog"));
  REQUIRE(sample.ok());
  {
    capnp::MallocMessageBuilder message;
    auto block = message.initRoot<stardate::schema::EventBlock>();
    auto slot = capnp::Schema::from<stardate::schema::EventBlock>()
                    .getFieldByName("heads")
                    .getProto()
                    .getSlot()
                    .getOffset();
    capnp::toAny(block).getPointerSection()[slot].initAsListOfAnyStruct(0, 0, 100000000);
    auto writer = stardate::format::LogWriter::Create(
        path, stardate::engine::EncodeLogHeader((*sample)->setup()));
    REQUIRE(writer.ok());
    stardate::format::ChunkMeta meta;
    meta.event_count = 1;
    REQUIRE((*writer)->AppendChunk(meta, stardate::format::EncodeMessage(message)).ok());
    REQUIRE((*writer)->Close().ok());
  }
  const std::string command = GENERATE("verify", "show --at end", "dump", "audit");
  INFO(command);
  auto run = Stardate(command + " '" + path + "'");
  CHECK(run.code == 1);
  CHECK(Contains(run.out, "message too large: its lists claim more than the 67108864 words"));
  CHECK_FALSE(Contains(run.out, "capnp"));
}

namespace {

// Runs `shell` (a pipeline naming the command as $STARDATE) in the repository root, under an
// address-space limit of `kib` KiB: a command that buffers what it should not dies of it.
stardate::testing::Run Bounded(const std::string& shell, int kib = 524288) {
  return stardate::testing::RunShell("cd '" + stardate::testing::SourceDir() + "' && (ulimit -v " +
                                     std::to_string(kib) + "; STARDATE='" +
                                     stardate::testing::Binary() + "'; " + shell + ") 2>&1");
}

}  // namespace

TEST_CASE("record - answers a line past 65,536 bytes at once and reads no further into it",
          "[cli][hostile]") {
  stardate::format::testing::TempDir dir;
  const std::string log = dir.File("live.sdlog");
  // 150 MB of NUL bytes on one line, then lines the recorder answers, within 256 MiB.
  auto run = Bounded(
      "(head -c 150000000 /dev/zero; printf '\\nstardate 1\\nbad line\\n') | "
      "\"$STARDATE\" record - -o '" +
          log + "'",
      262144);
  INFO(run.out);
  CHECK(run.code == 1);
  // Lines are named in the transcript kept beside the log.
  CHECK(Contains(run.out, "live.sdlog.sdgame:1:65537: expected a line of at most 65536 bytes"));
  CHECK(Contains(run.out, "live.sdlog.sdgame:3:"));  // the lines after it are read and answered
}

TEST_CASE("A card list past the file, record or field limit is refused naming the limit",
          "[cli][hostile]") {
  stardate::format::testing::TempDir dir;
  // The trekcc layout's header line, as the bundled sample list has it.
  std::string header = stardate::testing::ReadFileBytes(stardate::testing::SourceDir() +
                                                        "/samples/cards/stccg1e-pool.csv");
  header = header.substr(0, header.find('\n') + 1);
  SECTION("a device that never ends") {
    auto run = Bounded("\"$STARDATE\" cards check /dev/zero");
    CHECK(run.code == 1);
    CHECK(
        Contains(run.out, "/dev/zero: larger than 33554432 bytes, the most a card list may hold"));
  }
  SECTION("too many rows") {
    const std::string csv = dir.File("rows.csv");
    {
      std::ofstream out(csv);
      out << header;
      for (int i = 0; i < 100001; ++i) out << "c" << i << std::string(27, ',') << "\n";
    }
    auto run = Bounded("\"$STARDATE\" cards check '" + csv + "'");
    CHECK(run.code == 1);
    CHECK(Contains(run.out, "more than 100000 records, the most a card list may hold"));
  }
  SECTION("a field too long") {
    const std::string csv = dir.File("field.csv");
    {
      std::ofstream out(csv);
      out << header << "\"" << std::string(70000, 'x') << "\",Event\n";
    }
    auto run = Bounded("\"$STARDATE\" record samples/stccg/fed-vs-dominion.sdgame -o '" +
                       dir.File("g.sdlog") + "' --pool '" + csv + "'");
    CHECK(run.code == 1);
    CHECK(Contains(run.out, "line 2: a field longer than 65536 bytes"));
  }
  SECTION("too many fields") {
    const std::string csv = dir.File("fields.csv");
    {
      std::ofstream out(csv);
      out << header << "Name";
      for (int i = 0; i < 1100; ++i) out << ",f" << i;
      out << "\n";
    }
    auto run = Bounded("\"$STARDATE\" cards check '" + csv + "'");
    CHECK(run.code == 1);
    CHECK(Contains(run.out, "line 2: more than 1024 fields in a record"));
  }
}

TEST_CASE("Every command that reads a log names its damaged snapshot, though no event is lost",
          "[cli][hostile]") {
  stardate::format::testing::TempDir dir;
  const std::string path = dir.File("snapshot-flip.sdlog");
  std::string bytes = stardate::testing::ReadSample("long-game.sdlog");
  uint64_t offset = 0;
  {
    auto sample =
        stardate::replayer::Replayer::Open(stardate::testing::SamplePath("long-game.sdlog"));
    REQUIRE(sample.ok());
    REQUIRE_FALSE((*sample)->reader().snapshots().empty());
    const auto& entry = (*sample)->reader().snapshots()[0];
    offset = entry.offset;
    // A byte in the middle of the snapshot's record (its payload: the framing is small).
    bytes[entry.offset + entry.stored_size / 2] ^= 0x10;
  }
  {
    std::ofstream out(path, std::ios::binary);
    out << bytes;
  }
  const std::string named = "offset " + std::to_string(offset) + ": snapshot of event ";
  const std::string command = GENERATE("audit", "dump", "view -o '%/page.html'", "verify");
  std::string args = command;
  if (size_t at = args.find('%'); at != std::string::npos) args.replace(at, 1, dir.File(""));
  INFO(args);
  auto run = Stardate(args + " '" + path + "'");
  CHECK(run.code == 1);
  CHECK(Contains(run.out, command == "verify" ? "checksum" : named));
  // The intact log: nothing named, exit 0.
  if (command != "verify") {
    auto intact = Stardate(args + " '" + stardate::testing::SamplePath("long-game.sdlog") + "'" +
                           (command[0] == 'v' ? " --force" : ""));
    CHECK(intact.code == 0);
    CHECK_FALSE(Contains(intact.out, "snapshot of event"));
  }
}

TEST_CASE("diff says when a fork's header claims events its parent does not share",
          "[cli][hostile]") {
  stardate::format::testing::TempDir dir;
  const std::string parent = stardate::testing::SamplePath("fed-vs-dominion.sdlog");
  const std::string alt = dir.File("alt.sdgame"), early = dir.File("early.sdlog");
  {
    std::ofstream out(alt);
    out << "Bob seeds mission \"Construct Depot\"\n";
  }
  auto forked =
      Stardate("fork '" + parent + "' --at event:1 --script '" + alt + "' -o '" + early + "'");
  INFO(forked.out);
  REQUIRE(forked.code == 0);
  // The early fork's header rewritten to claim the fork point of a later one.
  const std::string forged = dir.File("forged.sdlog");
  {
    auto f = stardate::replayer::Replayer::Open(early);
    REQUIRE(f.ok());
    const stardate::format::LogReader& reader = (*f)->reader();
    std::string header;
    REQUIRE(stardate::format::ReadMessage(reader.header_message(), "header",
                                          [&](capnp::FlatArrayMessageReader& in) {
                                            capnp::MallocMessageBuilder message;
                                            message.setRoot(in.getRoot<stardate::schema::Header>());
                                            auto h = message.getRoot<stardate::schema::Header>();
                                            h.setParentAddress("window:0");
                                            h.setParentEvents(35);
                                            header = stardate::format::EncodeMessage(message);
                                            return stardate::Status::Ok();
                                          })
                .ok());
    auto writer = stardate::format::LogWriter::Create(forged, header);
    REQUIRE(writer.ok());
    for (size_t i = 0; i < reader.chunks().size(); ++i) {
      auto stored = reader.ReadChunkStored(i);
      REQUIRE(stored.ok());
      REQUIRE((*writer)->AppendStoredChunk(reader.chunks()[i].meta, *stored).ok());
    }
    REQUIRE((*writer)->Close().ok());
  }
  auto diff = Stardate("diff '" + parent + "' '" + forged + "'");
  CHECK(diff.code == 1);
  CHECK(Contains(diff.out,
                 "B's header names A as its parent at window:0 (event 35), but the two "
                 "diverge at event 2: the header does not match the events"));
  CHECK_FALSE(Contains(diff.out, "B is a fork of A"));
  // The honest fork: named a fork, no mismatch.
  auto honest = Stardate("diff '" + parent + "' '" + early + "'");
  CHECK(Contains(honest.out, "B is a fork of A at event:1 (event 2"));
  CHECK_FALSE(Contains(honest.out, "does not match the events"));
}

TEST_CASE("A log never closed reads whole and verify names it unfinished, as format/SPEC.md says",
          "[cli][hostile]") {
  stardate::format::testing::TempDir dir;
  const std::string path = dir.File("unclosed.sdlog");
  std::string bytes = stardate::testing::ReadSample("long-game.sdlog");
  uint64_t end = 0, events = 0;
  {
    auto sample =
        stardate::replayer::Replayer::Open(stardate::testing::SamplePath("long-game.sdlog"));
    REQUIRE(sample.ok());
    for (const auto& c : (*sample)->reader().chunks())
      end = std::max(end, c.offset + c.stored_size);
    for (const auto& s : (*sample)->reader().snapshots()) {
      end = std::max(end, s.offset + s.stored_size);
    }
    events = (*sample)->event_count();
  }
  REQUIRE(end < bytes.size());
  {
    std::ofstream out(path, std::ios::binary);
    out << bytes.substr(0, end);  // every record, no footer or trailer
  }
  const std::string message =
      "no footer index (the recording did not finish); the index was rebuilt by scanning";
  auto verify = Stardate("verify '" + path + "'");
  CHECK(verify.code == 1);
  CHECK(Contains(verify.out, message));
  // The last event's step (event:N names the step after event N, counted from 0).
  auto show = Stardate("show '" + path + "' --at event:" + std::to_string(events - 1));
  CHECK(show.code == 0);
  const std::string spec =
      stardate::testing::ReadFileBytes(stardate::testing::SourceDir() + "/format/SPEC.md");
  std::string flat;  // the spec's text with its line breaks as spaces
  for (char c : spec) flat += c == '\n' ? ' ' : c;
  CHECK(Contains(flat, "`stardate verify` reports it all the same, as `" + message + "`"));
}
