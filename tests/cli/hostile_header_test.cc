// Every command refuses a log whose header claims millions of entries, at once, naming the
// list (such a file used to cost every command gigabytes and seconds).
#include <catch2/catch.hpp>
#include <chrono>

#include "tests/format/log_fixture.h"
#include "tests/support/cli.h"

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
