#include <catch2/catch.hpp>
#include <filesystem>

#include "tests/support/cli.h"
#include "tests/support/samples.h"
#include "tests/support/temp_dir.h"

using stardate::testing::Contains;
using stardate::testing::ReadFileBytes;
using stardate::testing::Run;
using stardate::testing::Stardate;
using stardate::testing::StardateIn;
using stardate::testing::TempDir;

namespace {

const std::string kParent = "samples/stccg/fed-vs-dominion.sdlog";
const std::string kFork = "samples/stccg/forks/fed-vs-dominion.no-q2.sdlog";
const std::string kAlt = "samples/stccg/forks/fed-vs-dominion.no-q2.sdgame";

std::string Stccg() { return stardate::testing::SourceDir() + "/samples/stccg"; }

size_t FilesIn(const std::string& dir) {
  size_t n = 0;
  for (const auto& e : std::filesystem::directory_iterator(dir)) n += e.is_regular_file();
  return n;
}

}  // namespace

TEST_CASE("stardate fork reproduces the bundled what-if byte for byte", "[cli]") {
  TempDir dir;
  const std::string out = dir.Path("no-q2.sdlog");
  Run r = StardateIn(Stccg(),
                     "fork fed-vs-dominion.sdlog --at window:0 --script "
                     "forks/fed-vs-dominion.no-q2.sdgame -o " +
                         out);
  INFO(r.out);
  REQUIRE(r.code == 0);
  CHECK(Contains(r.out, "forked fed-vs-dominion.sdlog at window:0 (event 35)"));
  CHECK(ReadFileBytes(out) == ReadFileBytes(stardate::testing::SourceDir() + "/" + kFork));
}

TEST_CASE("stardate audit, show, dump and verify read a fork", "[cli]") {
  Run audit = Stardate("audit " + kFork);
  CHECK(audit.code == 0);
  CHECK(Contains(audit.out, "48 events audited, 0 findings"));
  Run verify = Stardate("verify " + kFork);
  CHECK(verify.code == 0);
  Run dump = Stardate("dump " + kFork);
  CHECK(dump.code == 0);
  CHECK(Contains(dump.out, "Bob reports \"Jem'Hadar Attack Ship\" to \"Dominion Outpost\""));
  CHECK(!Contains(dump.out, "plays \"Q2\""));  // nobody plays Q2 in the fork
  Run show = Stardate("show " + kFork + " --at line:11");
  CHECK(show.code == 0);
  CHECK(Contains(show.out, "forks/fed-vs-dominion.no-q2.sdgame:11"));
  Run json = Stardate("show " + kFork + " --at end --json");
  CHECK(Contains(json.out, "\"fork\":{\"parent\":\""));
  CHECK(Contains(json.out, "\"at\":\"window:0\",\"sharedEvents\":35"));
  Run plain = Stardate("show " + kParent + " --at end --json");
  CHECK(!Contains(plain.out, "\"fork\""));
}

TEST_CASE("stardate diff reports a fork's fork point as the first divergence", "[cli]") {
  Run r = Stardate("diff " + kParent + " " + kFork);
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "the same game; they diverge at event 35"));
  CHECK(Contains(r.out, "A:   Bob plays \"Q2\""));
  CHECK(Contains(r.out, "event 35, fed-vs-dominion.sdgame:75"));
  CHECK(Contains(r.out, "B:   Bob passes"));
  CHECK(Contains(r.out, "event 35, forks/fed-vs-dominion.no-q2.sdgame:"));
  CHECK(Contains(r.out, "pending[window=1]"));
  CHECK(Contains(r.out, "note: B is a fork of A at window:0 (event 35"));
  Run json = Stardate("diff " + kParent + " " + kFork + " --json");
  CHECK(json.code == 1);
  CHECK(Contains(json.out, "\"verdict\":\"diverge\""));
  CHECK(Contains(json.out, "\"commonEvents\":35"));
  CHECK(Contains(json.out, "\"step\":\"  Bob plays \\\"Q2\\\"\""));
}

TEST_CASE("stardate diff exits 0 for identical logs and tells different games apart", "[cli]") {
  Run same = Stardate("diff " + kParent + " " + kParent);
  CHECK(same.code == 0);
  CHECK(Contains(same.out, "identical: the same game, the same 92 events"));
  Run other = Stardate("diff " + kParent + " samples/stccg/illegal-facilities.sdlog --json");
  CHECK(other.code == 1);
  CHECK(Contains(other.out, "\"verdict\":\"different-games\""));
  CHECK(Contains(other.out, "\"seed: 20261122 / 404\""));
  Run games = Stardate("diff " + kParent + " samples/ti4/stations_trade.sdlog");
  CHECK(games.code == 1);
  CHECK(Contains(games.out, "different games"));
  CHECK(Contains(games.out, "game: stccg1e / ti4"));
  Run missing = Stardate("diff " + kParent + " nowhere.sdlog --json");
  CHECK(missing.code == 1);
  CHECK(Contains(missing.out, "\"kind\":\"not-found\""));
}

TEST_CASE("stardate fork refuses an existing -o without --force and leaves it as it was", "[cli]") {
  TempDir dir;
  const std::string out = dir.Path("whatif.sdlog");
  REQUIRE(Stardate("fork " + kParent + " --at window:0 --script " + kAlt + " -o " + out).code == 0);
  const std::string before = ReadFileBytes(out);
  Run again = Stardate("fork " + kParent + " --at event:40 --script " + kAlt + " -o " + out);
  CHECK(again.code == 1);
  CHECK(Contains(again.out, out + ": already exists; pass --force to overwrite it"));
  CHECK(ReadFileBytes(out) == before);
  Run self =
      Stardate("fork " + kParent + " --at window:0 --script " + kAlt + " -o " + kAlt + " --force");
  CHECK(self.code == 1);
  CHECK(Contains(self.out, "is the continuation script"));
}

TEST_CASE(
    "stardate fork names the address the parent does not reach and the line that does "
    "not continue",
    "[cli]") {
  TempDir dir;
  const std::string out = dir.Path("whatif.sdlog");
  Run past = Stardate("fork " + kParent + " --at window:99 --script " + kAlt + " -o " + out);
  CHECK(past.code == 1);
  CHECK(Contains(past.out, "window:99: the log has"));
  Run syntax = Stardate("fork " + kParent + " --at window:x --script " + kAlt + " -o " + out);
  CHECK(syntax.code == 2);
  // After 36 events (the last, event 35) Bob's Q2 waits for Alice's answer: "Bob passes" (line 7)
  // is not his to play.
  Run bad =
      Stardate("fork " + kParent + " --at event:35 --script " + kAlt + " -o " + out + " --json");
  INFO(bad.out);
  CHECK(bad.code == 1);
  CHECK(Contains(bad.out, kAlt + ":7: "));
  CHECK(!std::filesystem::exists(out));
  CHECK(FilesIn(dir.Path("")) == 0);  // no temporary file left behind
}
