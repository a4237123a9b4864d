// Twilight Imperium 4 logs rewound to their timing windows: show, fork and diff from a window.
#include <catch2/catch.hpp>
#include <fstream>

#include "tests/support/cli.h"
#include "tests/support/samples.h"
#include "tests/support/temp_dir.h"

using stardate::testing::Contains;
using stardate::testing::Run;
using stardate::testing::Stardate;
using stardate::testing::TempDir;

namespace {

const std::string kParent = "samples/ti4/contested_station.sdlog";

}  // namespace

TEST_CASE("stardate show addresses a TI4 log's timing windows", "[cli]") {
  Run first = Stardate("show " + kParent + " --at window:0");
  INFO(first.out);
  CHECK(first.code == 0);
  CHECK(Contains(first.out, "window 0: after Alice activating The Watchtower; Alice to answer"));
  // Round 2: Bob's activation of the Watchtower, before he moves in.
  Run bob = Stardate("show " + kParent + " --at window:9 --json");
  CHECK(bob.code == 0);
  CHECK(Contains(bob.out, "\"pending\":[{"));
  Run none = Stardate("show " + kParent + " --at window:400");
  CHECK(none.code != 0);
}

TEST_CASE("stardate fork and diff work on a TI4 log from a timing window", "[cli]") {
  TempDir dir;
  const std::string alt = dir.Path("no-move.sdgame");
  {
    std::ofstream out(alt);
    // Bob activates the Watchtower but every player passes and he moves nothing in.
    out << "Bob passes\nCarol passes\nAlice passes\nturn 5 Alice\nAlice activates \"Jord\"\n";
  }
  const std::string fork = dir.Path("no-move.sdlog");
  Run r = Stardate("fork " + kParent + " --at window:9 --script " + alt + " -o " + fork);
  INFO(r.out);
  REQUIRE(r.code == 0);
  CHECK(Contains(r.out, "at window:9"));
  Run audit = Stardate("audit " + fork);
  INFO(audit.out);
  CHECK(audit.code == 0);
  Run diff = Stardate("diff " + kParent + " " + fork);
  INFO(diff.out);
  CHECK(diff.code == 1);
  CHECK(Contains(diff.out, "the same game; they diverge at event"));
  CHECK(Contains(diff.out, "B:   Bob passes"));  // indented: an answer in the window
  CHECK(Contains(diff.out, "note: B is a fork of A at window:9"));
  Run show = Stardate("show " + fork + " --at end --json");
  CHECK(show.code == 0);
  CHECK(Contains(show.out, "\"at\":\"window:9\""));
}

TEST_CASE("stardate show rewinds the three-round sample to a step of its space combat", "[cli]") {
  Run hits = Stardate("show samples/ti4/three_rounds.sdlog --at window:55");
  INFO(hits.out);
  CHECK(hits.code == 0);
  CHECK(Contains(
      hits.out, "window 55: after the step \"assign hits\" in Tarana/Oluz Station; Bob to answer"));
}

TEST_CASE("stardate record fills in a status-phase action card the script leaves out, and says so",
          "[cli]") {
  // The three-round sample without Carol's three status-phase draws.
  std::ifstream in(stardate::testing::SourceDir() + "/samples/ti4/three_rounds.sdgame");
  std::string script, line;
  int left_out = 0;
  while (std::getline(in, line)) {
    if (line == "Carol draws action-cards 1") {
      ++left_out;
      continue;
    }
    script += line + "\n";
  }
  REQUIRE(left_out == 3);
  TempDir dir;
  const std::string path = dir.Path("no-draws.sdgame");
  std::ofstream(path) << script;
  const std::string log = dir.Path("no-draws.sdlog");
  Run rec = Stardate("record " + path + " -o " + log + " -q");
  INFO(rec.out);
  REQUIRE(rec.code == 0);
  Run audit = Stardate("audit " + log);
  INFO(audit.out);
  CHECK(audit.code == 0);
  CHECK(Contains(audit.out, "3 steps filled in by the engine: 3 ti4Draws"));
  CHECK(Contains(audit.out, "229 events audited, 0 findings"));
}
