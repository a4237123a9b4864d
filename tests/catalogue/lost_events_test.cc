#include <catch2/catch.hpp>
#include <filesystem>

#include "format/log_reader.h"
#include "tests/support/cli.h"
#include "tests/catalogue/catalogue_fixture.h"

namespace stardate::testing {
namespace {

// `log`'s bytes cut at `at` into logs/<name>.sdlog.
std::string Cut(CatalogueFixture& f, const std::string& log, uint64_t at, const std::string& name) {
  std::filesystem::create_directories(f.Logs());
  const std::string out = f.Logs() + "/" + name + ".sdlog";
  WriteFileBytes(out, ReadFileBytes(log).substr(0, at));
  return out;
}

// The intact chunks of `log`.
std::vector<format::ChunkEntry> Chunks(const std::string& log) {
  auto reader = format::LogReader::Open(log);
  REQUIRE(reader.ok());
  return (*reader)->chunks();
}

TEST_CASE(
    "A log cut inside its only chunk is catalogued with the events the cut chunk's header "
    "names as lost",
    "[catalogue]") {
  CatalogueFixture f;
  // full-game: 191 events in one chunk.
  const std::string log = SourceDir() + "/samples/stccg/full-game.sdlog";
  const std::vector<format::ChunkEntry> chunks = Chunks(log);
  REQUIRE(chunks.size() == 1);
  const format::ChunkEntry chunk = chunks[0];
  REQUIRE(chunk.meta.event_count == 191);
  Cut(f, log, chunk.offset + chunk.stored_size / 2, "a-in-chunk");
  // Cut inside the chunk record's own header: what it held is not known.
  Cut(f, log, chunk.offset + 10, "b-in-header");
  f.Index({f.Logs()});
  CHECK(f.Csv("SELECT events, events_lost, damaged FROM games ORDER BY path") ==
        "0,191,1\n0,0,1\n");
  const std::string problems = f.Csv("SELECT problems FROM games ORDER BY path");
  CHECK(Contains(problems,
                 "191 events lost (events 0-190, as the damaged chunk record's header "
                 "names them)"));
  CHECK(Contains(problems,
                 "the log is cut inside a record's header: any events from event 0 on are "
                 "lost, how many is not known"));
  // Nothing replayed: the game is at its start, and its result is the header's (Alice).
  CHECK(f.Csv("SELECT turns, winner, engine_winner FROM games ORDER BY path") ==
        "0,0,-1\n0,0,-1\n");
}

TEST_CASE(
    "A log cut inside its last chunk keeps its complete chunks and counts the cut chunk's "
    "events as lost",
    "[catalogue]") {
  CatalogueFixture f;
  // long-game: several chunks; the cut falls in the last.
  const std::string log = SourceDir() + "/samples/stccg/long-game.sdlog";
  const std::vector<format::ChunkEntry> chunks = Chunks(log);
  REQUIRE(chunks.size() >= 2);
  const format::ChunkEntry last = chunks.back();
  const uint64_t kept = last.meta.first_seq;
  Cut(f, log, last.offset + last.stored_size - 1, "cut");
  f.Index({f.Logs()});
  CHECK(f.Csv("SELECT events, events_lost, damaged FROM games") ==
        std::to_string(kept) + "," + std::to_string(last.meta.event_count) + ",1\n");
}

}  // namespace
}  // namespace stardate::testing
