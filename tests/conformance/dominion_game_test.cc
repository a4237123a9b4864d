// The generated Dominion game (tests/conformance/dominion_game.h): recorded, audited, its state
// hashes pinned turn by turn, dumped and recorded back, and its committed long version checked
// against the generator. The conformance suite (conformance_test.cc) also plays the committed
// long game: every snapshot restored, a seek to every response window.
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "analyzer/audit.h"
#include "analyzer/dump.h"
#include "analyzer/verify.h"
#include "engine/snapshot.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/conformance/dominion_game.h"
#include "tests/support/samples.h"
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

TEST_CASE("Dominion game: the committed long sample is exactly the generator's script",
          "[conformance][dominion]") {
  CHECK(testing::ReadSample("dominion-long.sdgame") ==
        testing::DominionGameScript(testing::kDominionLongRounds));
}

TEST_CASE("Dominion game: a short generated game records clean, audits clean, and its state "
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
      "b8b87208550153bcbc8e594123a57ae5eab2a5f536d2cbb47bb50a0d0d80423c",
      "9539ee362a72d701f5f279ecaf34211bc0fa14e66c447ed1bd1d8af61bc3741f",
      "dad789346acb66d9f54d06eb802eaa0940ab7485889e4409b0c068c1769e87c9",
      "f70d0aee8670505d4592a54f3dc697c084d1cfc61403b72f6c14077d2729940a",
      "1c2913d1cbcdd2dbd11fb689807ef41a098358c74a54a023d616a7e4e2acaabb",
      "68aa4cc364cb0135887319495383fce05a6695cd1c89342a2298e2a9ea36e372",
      "c402c675f773ac0e1e3cdffe3dba91d44ebb735866080d468b5aec61ae9eb14c",
      "8a937aa09cb6c212e5557b279cca23de6afcdc85a7213a17644606c463730ddb",
      "b5ca027a9510311389ffd4e08158c7e16b13a28b9f1fe0bbaa8e17a8023423ea",
      "43812c77fc3f5d382d99e55950e0f6e92b6b4d331a2bf402e242fa95f19e0c12",
      "24c6240b9e0fa76138ca1e0a4344ebb63a5e1b56d79cbd76e0e287012ed7dc9b",
      "faf343e7e1ecfaf9de365cc591bf4d72e531e8909a0387bdbc09f8dbff6af2cc",
      "11cd3527c5daa76b5fe68855f99129965feb7b32e555393db4e37c21f305e4d7",
      "bc5ecb64db2740eee36b54ca0a4a1d923302072b827e89107c04c4512ef3289c",
  };
  CHECK(TurnStartHashes(*r) == pinned);
  CHECK(report.final_state_hash == "bd7a14cec5f11f41599a93462006907783dfee99b4a78f75c034c6d658ff03f8");
}

TEST_CASE("Dominion game: white deprivation kills a Jem'Hadar in most turns, and the Founder's "
          "death takes the Jem'Hadar of both players",
          "[conformance][dominion]") {
  TempDir dir;
  auto r = Record(testing::DominionGameScript(testing::kDominionLongRounds), dir.Path("a.sdlog"));
  int turns = 0, deprivations = 0, infiltrations = 0, exposures = 0;
  REQUIRE(r->ForEachEvent([&](const engine::GameState&, const engine::Event& e, uint64_t) {
               turns += e.kind == engine::EventKind::TURN;
               deprivations += e.kind == engine::EventKind::DEPRIVE;
               infiltrations += e.kind == engine::EventKind::INFILTRATE;
               exposures += e.kind == engine::EventKind::EXPOSE;
               return Status::Ok();
             }).ok());
  CHECK(turns >= 40);
  CHECK(deprivations * 4 >= turns * 3);
  CHECK(infiltrations == 2);
  CHECK(exposures == 1);
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
