// The card pool as a user meets it: the built-in lists when a script names none, several lists
// on --pool, and dumps that record again from any folder.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>
#include <string>

#include "tests/support/cli.h"
#include "tests/support/samples.h"

using namespace stardate;

namespace {

using testing::Contains;
using testing::Run;
using testing::Stardate;
using testing::StardateIn;
using testing::TempDir;
using testing::WriteFileBytes;

// The script without its pool line.
std::string WithoutPoolLine(const std::string& script) {
  std::istringstream in(script);
  std::string line, out;
  while (std::getline(in, line)) {
    if (line.rfind("pool ", 0) != 0) out += line + "\n";
  }
  return out;
}

// "final state HASH" of `stardate verify LOG`, run in `folder`.
std::string FinalState(const std::string& folder, const std::string& log) {
  Run r = StardateIn(folder, "verify '" + log + "'");
  INFO(r.out);
  REQUIRE(r.code == 0);
  const size_t at = r.out.find("final state ");
  REQUIRE(at != std::string::npos);
  return r.out.substr(at + 12, 64);
}

// The final state hash SIGNATURES pins for a sample.
std::string Signature(const std::string& name) {
  std::istringstream in(testing::ReadSample("SIGNATURES"));
  std::string line;
  while (std::getline(in, line)) {
    if (line.rfind(name + " ", 0) == 0) return line.substr(line.rfind(' ') + 1);
  }
  FAIL("no signature for " << name);
  return "";
}

const char* kDominionOutpostGame =
    "game stccg1e\nseed 1\nplayer Ann\n  seed \"Dominion Outpost\"\n  draw \"Weyoun\"\n"
    "player Ben\n  draw \"Data\"\n---\n";

}  // namespace

TEST_CASE("A script that names no pool records from any folder with the built-in lists",
          "[cli][pool]") {
  TempDir dir;
  WriteFileBytes(dir.Path("game.sdgame"),
                 WithoutPoolLine(testing::ReadSample("fed-vs-dominion.sdgame")));
  Run r = StardateIn(dir.Path(""), "record game.sdgame -o game.sdlog");
  INFO(r.out);
  REQUIRE(r.code == 0);
  // The built-in lists hold the curated pool's rows verbatim: the same game.
  CHECK(FinalState(dir.Path(""), "game.sdlog") == Signature("fed-vs-dominion"));
  // Dominion Outpost is only in Virtual.csv, which the built-in pool includes.
  WriteFileBytes(dir.Path("dominion.sdgame"), kDominionOutpostGame);
  Run dominion = StardateIn(dir.Path(""), "record dominion.sdgame -o dominion.sdlog");
  INFO(dominion.out);
  CHECK(dominion.code == 0);
}

TEST_CASE("stardate record --pool reads several lists in order", "[cli][pool]") {
  TempDir dir;
  WriteFileBytes(dir.Path("dominion.sdgame"), kDominionOutpostGame);
  const std::string data = testing::SourceDir() + "/data/stccg1e/";
  Run physical = Stardate("record '" + dir.Path("dominion.sdgame") + "' -o '" +
                          dir.Path("a.sdlog") + "' --pool '" + data + "Physical.csv'");
  CHECK(physical.code == 1);
  CHECK(Contains(physical.out,
                 "\"Dominion Outpost\" is not in the card pool (" + data + "Physical.csv)"));
  Run both = Stardate("record '" + dir.Path("dominion.sdgame") + "' -o '" + dir.Path("b.sdlog") +
                      "' --pool '" + data + "Physical.csv' '" + data + "Virtual.csv'");
  INFO(both.out);
  CHECK(both.code == 0);
  // The same lists on the script's pool line, relative to the script's folder.
  WriteFileBytes(dir.Path("lists.sdgame"), "game stccg1e\nseed 1\npool \"" + data +
                                               "Physical.csv\" \"" + data + "Virtual.csv\"\n" +
                                               std::string(kDominionOutpostGame).substr(20));
  Run line = StardateIn(dir.Path(""), "record lists.sdgame -o c.sdlog");
  INFO(line.out);
  CHECK(line.code == 0);
}

TEST_CASE("A pool line naming a missing list says where it was looked for", "[cli][pool]") {
  TempDir dir;
  WriteFileBytes(dir.Path("game.sdgame"), "game stccg1e\nseed 1\npool \"cards/mine.csv\"\n" +
                                              std::string(kDominionOutpostGame).substr(20));
  Run r = StardateIn(dir.Path(""), "record game.sdgame -o game.sdlog");
  CHECK(r.code == 1);
  CHECK(Contains(
      r.out,
      "game.sdgame: pool \"cards/mine.csv\": no such card list (looked for cards/mine.csv)"));
  Run elsewhere =
      Stardate("record '" + dir.Path("game.sdgame") + "' -o '" + dir.Path("x.sdlog") + "'");
  CHECK(elsewhere.code == 1);
  CHECK(Contains(elsewhere.out, ": no such card list (looked for " + dir.Path("cards/mine.csv") +
                                    " and, from the working folder, cards/mine.csv)"));
}

TEST_CASE("The dump of a sample records again from another folder with the same state hashes",
          "[cli][pool]") {
  const std::string name = GENERATE(from_range(testing::SampleNames()));
  INFO(name);
  TempDir dir;
  // The sample names its pool relative to its own folder ("../cards/stccg1e-pool.csv"); the
  // built-in lists give the same rows, so the dump needs no pool line.
  Run recorded =
      Stardate("record samples/stccg/" + name + ".sdgame -o '" + dir.Path("sample.sdlog") + "'");
  REQUIRE(recorded.code == 0);
  Run dump = Stardate("dump '" + dir.Path("sample.sdlog") + "'");
  REQUIRE(dump.code == 0);
  CHECK_FALSE(Contains(dump.out, "\npool "));
  WriteFileBytes(dir.Path("dump.sdgame"), dump.out);
  Run again = StardateIn(dir.Path(""), "record dump.sdgame -o again.sdlog");
  INFO(again.out);
  REQUIRE(again.code == 0);
  CHECK(FinalState(dir.Path(""), "sample.sdlog") == Signature(name));
  CHECK(FinalState(dir.Path(""), "again.sdlog") == Signature(name));
}

TEST_CASE("The dump of a log recorded from a list of one's own names that list", "[cli][pool]") {
  TempDir dir;
  // A pool whose Data has another lore than the community list's: not the built-in rows.
  std::string pool = testing::ReadFileBytes(testing::PoolPath());
  const std::string lore = "Desires to be human.";
  REQUIRE(pool.find(lore) != std::string::npos);
  pool.replace(pool.find(lore), lore.size(), "Desires to be Lore.");
  WriteFileBytes(dir.Path("mine.csv"), pool);
  WriteFileBytes(dir.Path("game.sdgame"),
                 "game stccg1e\nseed 1\npool \"mine.csv\"\nplayer Ann\n"
                 "  draw \"Data\"\nplayer Ben\n  draw \"Weyoun\"\n---\n");
  REQUIRE(StardateIn(dir.Path(""), "record game.sdgame -o game.sdlog").code == 0);
  Run dump = StardateIn(dir.Path(""), "dump game.sdlog");
  CHECK(Contains(dump.out, "\npool \"mine.csv\"\n"));
  // A log recorded from the built-in lists dumps without a pool line.
  WriteFileBytes(dir.Path("plain.sdgame"),
                 "game stccg1e\nseed 1\nplayer Ann\n  draw \"Data\"\n"
                 "player Ben\n  draw \"Weyoun\"\n---\n");
  REQUIRE(StardateIn(dir.Path(""), "record plain.sdgame -o plain.sdlog").code == 0);
  CHECK_FALSE(Contains(StardateIn(dir.Path(""), "dump plain.sdlog").out, "pool"));
}
