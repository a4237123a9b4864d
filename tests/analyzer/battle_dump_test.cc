// The battle verbs (`allows`, a tactic's `plays` with its stated bonuses, `ends battle` with the
// casualty and its random outcome) dump to text that records back to the same events and state.
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "analyzer/dump.h"
#include "analyzer/verify.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::TempDir;

TEST_CASE("stccg battle verbs: a casebook case's dump records back to the same state",
          "[analyzer][battle]") {
  const std::string name =
      GENERATE(as<std::string>{}, "stccg.battle.affiliation.legal", "stccg.battle.tactic.legal",
               "stccg.battle.tactic.illegal", "stccg.battle.personnel.casualty.legal",
               "stccg.battle.personnel.casualty.illegal", "stccg.download.once-per-game.illegal");
  INFO(name);
  TempDir dir;
  const std::string book = testing::SourceDir() + "/samples/stccg/casebook";
  const std::string cwd = std::filesystem::current_path();
  std::filesystem::current_path(book);
  auto recorded =
      recorder::RecordScriptText(testing::ReadFileBytes(name + ".sdgame"), name + ".sdgame",
                                 dir.Path("case.sdlog"), "", recorder::RecorderOptions());
  std::filesystem::current_path(cwd);
  REQUIRE(recorded.ok());
  auto original = replayer::Replayer::Open(dir.Path("case.sdlog"));
  REQUIRE(original.ok());
  auto dump = analyzer::DumpLog(**original);
  REQUIRE(dump.ok());
  const std::string text = analyzer::DumpText(*dump);
  auto again = recorder::RecordScriptText(text, "dump.sdgame", dir.Path("dump.sdlog"),
                                          std::string(), recorder::RecorderOptions());
  REQUIRE(again.ok());
  auto replayed = replayer::Replayer::Open(dir.Path("dump.sdlog"));
  REQUIRE(replayed.ok());
  CHECK(analyzer::Verify(**replayed).final_state_hash ==
        analyzer::Verify(**original).final_state_hash);
  auto dump2 = analyzer::DumpLog(**replayed);
  REQUIRE(dump2.ok());
  CHECK(analyzer::DumpText(*dump2) == text);
}
