// `diff` tells how two accounts of a game stand at their ends, in each game's own terms.
#include <catch2/catch.hpp>

#include "tests/support/cli.h"
#include "tests/support/samples.h"
#include "tests/support/temp_dir.h"

using stardate::testing::Contains;
using stardate::testing::ReadFileBytes;
using stardate::testing::SourceDir;
using stardate::testing::Stardate;
using stardate::testing::StardateIn;
using stardate::testing::TempDir;
using stardate::testing::WriteFileBytes;

namespace {

// Records the sample `folder/name.sdgame` without its last `cut` lines, from the sample's
// folder (its pool line is relative to it); returns the log's path.
std::string RecordCut(const std::string& folder, const std::string& name, int cut,
                      const TempDir& dir) {
  std::string text = ReadFileBytes(SourceDir() + "/samples/" + folder + "/" + name + ".sdgame");
  for (int i = 0; i < cut; ++i) text.erase(text.rfind('\n', text.size() - 2) + 1);
  const std::string script = SourceDir() + "/samples/" + folder + "/cut-" + name + ".sdgame";
  WriteFileBytes(script, text);
  const std::string log = dir.Path(name + ".sdlog");
  auto r =
      StardateIn(SourceDir() + "/samples/" + folder, "record cut-" + name + ".sdgame -q -o " + log);
  std::remove(script.c_str());
  REQUIRE(r.code == 0);
  return log;
}

}  // namespace

TEST_CASE("diff shows how two accounts of a 1E game stand at their ends", "[cli]") {
  TempDir dir;
  // The transcript stopped before Alice's mission was solved.
  const std::string cut = RecordCut("stccg", "full-game", 80, dir);
  auto d = Stardate("diff samples/stccg/full-game.sdlog " + cut);
  INFO(d.out);
  CHECK(d.code == 1);
  CHECK(Contains(d.out, "at their ends:\n  A: 191 events, turn 16, Alice wins; score Alice "));
  CHECK(Contains(d.out, "  B: "));
  CHECK(Contains(d.out, "the game goes on; score Alice 0, Bob 0\n"));
  CHECK(Contains(d.out, "missions solved: A Alice 1, Bob 0; B Alice 0, Bob 0\n"));
  auto json = Stardate("diff samples/stccg/full-game.sdlog " + cut + " --json");
  CHECK(Contains(json.out,
                 "\"endA\":{\"events\":191,\"turn\":16,\"over\":true,\"winner\":\"Alice\""));
}

TEST_CASE("diff shows how two accounts of a TI4 game stand at their ends", "[cli]") {
  TempDir dir;
  const std::string cut = RecordCut("ti4", "contested_station", 20, dir);
  auto d = Stardate("diff samples/ti4/contested_station.sdlog " + cut);
  INFO(d.out);
  CHECK(d.code == 1);
  CHECK(Contains(d.out, "at their ends:\n  A: "));
  CHECK(Contains(d.out, "; score "));
}

TEST_CASE("diff of two identical logs says nothing of their ends", "[cli]") {
  auto d = Stardate("diff samples/stccg/full-game.sdlog samples/stccg/full-game.sdlog");
  CHECK(d.code == 0);
  CHECK(!Contains(d.out, "at their ends"));
}
