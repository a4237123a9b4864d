// The generated Dominion game (tests/conformance/dominion_game.h): recorded, audited, its state
// hashes pinned turn by turn, dumped and recorded back, and its committed long version checked
// against the generator. The conformance suite (conformance_test.cc) also plays the committed
// long game: every snapshot restored, a seek to every response window.
#include <catch2/catch.hpp>

#include <fstream>
#include <string>
#include <vector>

#include "analyzer/audit.h"
#include "analyzer/dump.h"
#include "analyzer/verify.h"
#include "engine/snapshot.h"
#include "engine/stccg/kinds.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/conformance/dominion_game.h"
#include "tests/support/samples.h"
#include "tests/support/table.h"
#include "tests/support/temp_dir.h"

using namespace stardate;
using testing::TempDir;

namespace {

std::unique_ptr<replayer::Replayer> Record(const std::string& text, const std::string& path) {
  // No card list: the game uses the built-in full card list, as a user's copy would.
  auto r = recorder::RecordScriptText(text, "dominion.sdgame", path, std::vector<std::string>{},
                                      recorder::RecorderOptions{});
  REQUIRE(r.ok());
  for (const std::string& f : r->findings) FAIL_CHECK(f);
  REQUIRE(r->illegal_actions == 0);
  auto replayer = replayer::Replayer::Open(path);
  REQUIRE(replayer.ok());
  return std::move(replayer).value();
}

// The state hash when each turn begins (right after its turn event), in turn order. The game
// never ends on a turn event, so the event after it gives the state.
std::vector<std::string> TurnStartHashes(replayer::Replayer& r) {
  std::vector<std::string> hashes;
  bool turn_began = false;
  REQUIRE(r.ForEachEvent([&](const engine::GameState& before, const engine::Event& e, uint64_t) {
             if (turn_began) hashes.push_back(engine::HexString(before.Hash()));
             turn_began = e.kind == engine::EventKind::TURN;
             return Status::Ok();
           }).ok());
  return hashes;
}

}  // namespace

TEST_CASE("Dominion game: the generator writes the same script every time",
          "[conformance][dominion]") {
  CHECK(testing::DominionGameScript(3) == testing::DominionGameScript(3));
  CHECK(testing::DominionGameScript(3) != testing::DominionGameScript(4));
}

// Hidden (not run by default): after a change to the generator, writes the committed long sample
// (`build/tests/conformance_tests "[.write-sample]"`), then scripts/update-samples.sh records it.
TEST_CASE("Dominion game: writes the committed long sample from the generator", "[.write-sample]") {
  std::ofstream out(testing::SourceDir() + "/samples/stccg/dominion-long.sdgame", std::ios::binary);
  out << testing::DominionGameScript(testing::kDominionLongRounds);
  CHECK(out.good());
}

TEST_CASE("Dominion game: the committed long sample is exactly the generator's script",
          "[conformance][dominion]") {
  CHECK(testing::ReadSample("dominion-long.sdgame") ==
        testing::DominionGameScript(testing::kDominionLongRounds));
}

TEST_CASE(
    "Dominion game: a short generated game records clean, audits clean, and its state "
    "hashes at every turn start are the pinned ones",
    "[conformance][dominion]") {
  TempDir dir;
  auto r = Record(testing::DominionGameScript(3), dir.Path("a.sdlog"));
  auto audit = analyzer::Audit(*r);
  REQUIRE(audit.ok());
  CHECK(audit->findings.empty());
  analyzer::VerifyReport report = analyzer::Verify(*r);
  CHECK(report.ok());
  // Each one is also the final state of `stardate record` on the script cut after its turn line.
  const std::vector<std::string> pinned = {
      "5fce681e5262057988c40c57acd2b1540509b89d4c7fb6805e443fcefce86b41",
      "2c1144e63d6049e1b83058479b4398fc7f552a6df0db8d8e773463466d65b3f6",
      "1fb60e5251870b0dbcfe7d7b15a4eb1d9676c67f2343df3b8c1a209416839b8c",
      "2743ae4771dd8dfdc5bb535d8fbb4cb434c290016093ce9d0f6cf0265c27c907",
      "d94133a4850ecda926ab8aa3da7444f10fd95b128e23445012eaab31293953d0",
      "d3644535cb87329fec5550d760abb75b427c09540e0671f3cb7ea5f205188431",
      "7623a82bf2e406ccddbe4c71daccc9ab8e04d180e4713fc0f3be98679b4533a1",
      "da78b4bdff3bd7d44fb500c03aeaece280b4a998fd2b3545a6e989eba1f72474",
      "6c7a17c31dae217f9d306d7934f37eb77ddbdeead32c5ecf708c0824fc9880cd",
      "521cd4607d8b83f533536600cb00ddd628d4fe6432a959bca04858363a557736",
      "fbcc5fc5c3d81e8d0e23b8cd7edf7e9e9204f8a33d46c59c76c286cc151db9dd",
      "5afcb8c9a201585695d06a696c6bc1069fa6d2c456ad61776ef4702b9dd93fed",
      "be81349c920f11bc8f6073252f5354eec53bb375e91b7f4de4ec731a43de2aaa",
      "70ab1aab2fef369b56473736e94b1cfaf05c20c5f5b012685a575c206a916d84",
      "dd510cd015165a40ee43f1d4ee5f07132ad8843741788efd8f789900fb948665",
      "14874670c8ab52ecdd46018881ee1d1c70beb332a181a20ae9696e75b6b3a1b9",
      "3e3ad85fc5c9783cf49dba8ce28ea1398325d767a16d277c3135c704e3d602ef",
      "f36aa9e36e677ecccec4981c5650a823fde9a248473e99afb93f9ca16acf59b9",
      "f701338a57e9ce1b22b737dcf6de1f798398ecbd4d051e8ae6d59bb25ac3b49f",
      "d9477f0ed1cc6cf8703bd7cf8b2f85a1dca7cf9d8ed672898f65ab214dfac469",
      "d7eb374715c9ac69eaffd7db74394a7da9ab5185faf673a70e2ab5ce3a741421",
      "2c0c85a30ac6f2110fa6739c96edb65f9d729edbf58f145170ea9692510080ee"};
  CHECK(TurnStartHashes(*r) == pinned);
  CHECK(report.final_state_hash ==
        "767c7ef4bf7d13e09149efc6161209a84850016dde478ca315a4b3bcb00c1446");
}

TEST_CASE(
    "Dominion game: the long game has white deprivation in most of its 40-odd turns, an "
    "infiltrator exposed once and infiltrating twice, Empok Nor commandeered, and two "
    "white-deprived Jem'Hadar split into teams by the seed",
    "[conformance][dominion]") {
  TempDir dir;
  auto r = Record(testing::DominionGameScript(testing::kDominionLongRounds), dir.Path("a.sdlog"));
  int turns = 0, deprivations = 0, infiltrations = 0, exposures = 0, commandeers = 0, splits = 0;
  REQUIRE(r->ForEachEvent([&](const engine::GameState&, const engine::Event& e, uint64_t) {
             turns += e.kind == engine::EventKind::TURN;
             deprivations += e.kind == engine::stccg::kDeprive;
             infiltrations += e.kind == engine::stccg::kInfiltrate;
             exposures += e.kind == engine::stccg::kExpose;
             commandeers += e.kind == engine::stccg::kCommandeer;
             // A group of two battling themselves: the seed's split (one team number each)
             // and the victim's draw.
             splits +=
                 e.kind == engine::stccg::kDeprive && e.cards.size() == 1 && e.random.size() == 3;
             return Status::Ok();
           }).ok());
  CHECK(turns >= 40);
  CHECK(deprivations * 4 >= turns * 3);
  CHECK(infiltrations == 2);
  CHECK(exposures == 1);
  CHECK(commandeers == 1);
  CHECK(splits == 1);
}

TEST_CASE("Dominion game: its dump records back to the same final state",
          "[conformance][dominion]") {
  TempDir dir;
  auto r = Record(testing::DominionGameScript(3), dir.Path("a.sdlog"));
  const std::string hash = analyzer::Verify(*r).final_state_hash;
  auto dump = analyzer::DumpLog(*r);
  REQUIRE(dump.ok());
  CHECK(dump->lost.empty());
  auto again = Record(analyzer::DumpText(*dump), dir.Path("b.sdlog"));
  CHECK(analyzer::Verify(*again).final_state_hash == hash);
}
