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

// The fixture was recorded when a report to the opponent's outpost was also judged for
// compatibility: its event 56 carries that flag, which the log's twin no longer does.
constexpr const char* kOldFlag = " stccg.report.compatible";

// `stardate ARGS` on both logs: the same exit code and output once the paths (and, with
// `old_flag`, the fixture's old flag) are set aside.
void SameOnBoth(const std::string& args, int expected_code, bool old_flag = false) {
  Run old_run = Stardate(args + " " + kOld);
  Run new_run = Stardate(args + " " + kNew);
  INFO(args << "\nold: " << old_run.out << "\nnew: " << new_run.out);
  CHECK(old_run.code == expected_code);
  CHECK(new_run.code == expected_code);
  std::string old_out = old_run.out;
  for (size_t at = old_out.find(kOld); at != std::string::npos; at = old_out.find(kOld)) {
    old_out.replace(at, std::string(kOld).size(), kNew);
  }
  if (old_flag) {
    for (size_t at = old_out.find(kOldFlag); at != std::string::npos; at = old_out.find(kOldFlag)) {
      old_out.erase(at, std::string(kOldFlag).size());
    }
  }
  CHECK(old_out == new_run.out);
}

}  // namespace

TEST_CASE("A log with the old header layout verifies, replays, audits and dumps like its twin",
          "[cli][old-header]") {
  // The two files differ (where the header keeps the cards), the games do not.
  CHECK(testing::ReadFileBytes(testing::SourceDir() + "/" + kOld) !=
        testing::ReadFileBytes(testing::SourceDir() + "/" + kNew));
  SECTION("verify: the same events; the one difference is the fixture's old flag") {
    Run r = Stardate(std::string("verify ") + kOld);
    CHECK(r.code == 1);
    CHECK(Contains(r.out, ": 1 problem"));
    CHECK(Contains(r.out,
                   "event 56 was recorded with [stccg.report.opponent-outpost, "
                   "stccg.report.compatible, stccg.report.native-quadrant] flagged; "
                   "re-simulation finds [stccg.report.opponent-outpost, "
                   "stccg.report.native-quadrant]"));
    Run twin = Stardate(std::string("verify ") + kNew);
    CHECK(twin.code == 0);
    CHECK(Contains(twin.out, "ok: 60 events"));
  }
  SECTION("audit: the same findings") { SameOnBoth("audit", 1); }
  SECTION("audit --json") { SameOnBoth("audit --json", 1); }
  SECTION("dump: the same script, decks included") {
    Run r = Stardate(std::string("dump ") + kOld);
    CHECK(Contains(r.out, "player Bob\n"));
    CHECK(Contains(r.out, "  seed \"Federation Outpost\" x2\n"));
    SameOnBoth("dump", 0, true);
  }
  SECTION("show: the same state at the end and at a window") {
    SameOnBoth("show --at end", 0);
    SameOnBoth("show --at window:1 --json", 0);
  }
}
