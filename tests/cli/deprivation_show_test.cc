// `stardate show` during a white-deprivation battle: the temporary assault teams and the pending
// actions, as text and JSON, and the same for a player's view (the battle is public).
#include <catch2/catch.hpp>

#include <string>

#include "tests/support/cli.h"

using stardate::testing::Contains;
using stardate::testing::Run;
using stardate::testing::Stardate;
using stardate::testing::TempDir;

namespace {

std::string RecordSample(const TempDir& dir) {
  std::string log = dir.Path("dominion-deprivation.sdlog");
  Run r = Stardate("record samples/stccg/dominion-deprivation.sdgame -q -o '" + log + "' --force");
  REQUIRE(r.code == 0);
  return log;
}

}  // namespace

// Window 22 is the response window of Bob's white deprivation on turn 16 (script line 153):
// Omet'iklan and Remata'Klan, alone on Rescue Founder, split by the table into two teams.
TEST_CASE("show --at window:N during a white deprivation names the teams and the pending battle",
          "[cli][dominion]") {
  TempDir dir;
  const std::string log = RecordSample(dir);
  SECTION("text") {
    Run r = Stardate("show '" + log + "' --at window:22");
    REQUIRE(r.code == 0);
    CHECK(Contains(r.out,
                   "White deprivation (Bob) at Rescue Founder: battling themselves, "
                   "responses before the battle"));
    CHECK(Contains(r.out, "  temporary assault team: Omet'iklan\n  second team: Remata'Klan\n"));
    CHECK(Contains(r.out,
                   "window 22 (event 189, depth 1): Bob's white-deprived Omet'iklan, "
                   "Remata'Klan battling at Rescue Founder; Alice to respond"));
  }
  SECTION("json") {
    Run r = Stardate("show '" + log + "' --at window:22 --json");
    REQUIRE(r.code == 0);
    CHECK(Contains(r.out,
                   "\"whiteDeprivation\":{\"player\":\"Bob\",\"place\":\"Rescue Founder\","
                   "\"started\":false,\"priority\":3"));
    CHECK(Contains(r.out, "\"team\":[\"Omet'iklan\"],\"secondTeam\":[\"Remata'Klan\"]"));
    CHECK(Contains(r.out,
                   "\"action\":\"Bob's white-deprived Omet'iklan, Remata'Klan battling at "
                   "Rescue Founder\""));
  }
  SECTION("the battle under way: the blow owed, then the victim") {
    Run before = Stardate("show '" + log + "' --at line:155");
    REQUIRE(before.code == 0);
    CHECK(Contains(before.out, "  must still hit: Omet'iklan -> Remata'Klan\n"));
    Run after = Stardate("show '" + log + "' --at line:156");
    CHECK(Contains(after.out, "battling themselves, battle over"));
    CHECK(Contains(
        after.out,
        "one dies of white deprivation (random selection) among: Omet'iklan, Remata'Klan"));
  }
  SECTION("a player's view shows the same public battle") {
    Run r = Stardate("show '" + log + "' --at window:22 --as-player Alice");
    REQUIRE(r.code == 0);
    CHECK(Contains(r.out, "  temporary assault team: Omet'iklan\n  second team: Remata'Klan\n"));
  }
}
