// Every command refuses logs whose messages claim millions of entries, at once, saying what
// was too large (such a header used to cost every command gigabytes and seconds).
#include <capnp/any.h>
#include <capnp/schema.h>

#include <catch2/catch.hpp>
#include <chrono>

#include "engine/game.h"
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
