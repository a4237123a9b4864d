// Logs written before the log header had a rules-module part keep reading: the fixture
// tests/data/old-header/illegal-facilities.sdlog is samples/stccg/illegal-facilities.sdlog as it
// was recorded then (its card pool, locations and decks in the core header's fields, now
// schema::Header's superseded*). Every command gives what its re-recorded twin gives.
#include <catch2/catch.hpp>
#include <string>

#include "tests/support/cli.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::Contains;
using testing::Run;
using testing::Stardate;

namespace {

constexpr const char* kOld = "tests/data/old-header/illegal-facilities.sdlog";
constexpr const char* kNew = "samples/stccg/illegal-facilities.sdlog";

// `stardate ARGS` on both logs: the same exit code and output once the paths are set aside.
void SameOnBoth(const std::string& args, int expected_code) {
  Run old_run = Stardate(args + " " + kOld);
  Run new_run = Stardate(args + " " + kNew);
  INFO(args << "\nold: " << old_run.out << "\nnew: " << new_run.out);
  CHECK(old_run.code == expected_code);
  CHECK(new_run.code == expected_code);
  std::string old_out = old_run.out;
  for (size_t at = old_out.find(kOld); at != std::string::npos; at = old_out.find(kOld)) {
    old_out.replace(at, std::string(kOld).size(), kNew);
  }
  CHECK(old_out == new_run.out);
}

}  // namespace

TEST_CASE("A log with the old header layout verifies, replays, audits and dumps like its twin",
          "[cli][old-header]") {
  // The two files differ (where the header keeps the cards), the games do not.
  CHECK(testing::ReadFileBytes(testing::SourceDir() + "/" + kOld) !=
        testing::ReadFileBytes(testing::SourceDir() + "/" + kNew));
  SECTION("verify: the same events and final state hash") {
    Run r = Stardate(std::string("verify ") + kOld);
    CHECK(r.code == 0);
    CHECK(Contains(r.out, "ok: 60 events"));
    SameOnBoth("verify", 0);
  }
  SECTION("audit: the same findings") { SameOnBoth("audit", 1); }
  SECTION("audit --json") { SameOnBoth("audit --json", 1); }
  SECTION("dump: the same script, decks included") {
    Run r = Stardate(std::string("dump ") + kOld);
    CHECK(Contains(r.out, "player Bob\n"));
    CHECK(Contains(r.out, "  seed \"Federation Outpost\" x2\n"));
    SameOnBoth("dump", 0);
  }
  SECTION("show: the same state at the end and at a window") {
    SameOnBoth("show --at end", 0);
    SameOnBoth("show --at window:1 --json", 0);
  }
}
