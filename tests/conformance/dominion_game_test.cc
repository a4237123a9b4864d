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
      "5fce681e5262057988c40c57acd2b1540509b89d4c7fb6805e443fcefce86b41",
      "2c1144e63d6049e1b83058479b4398fc7f552a6df0db8d8e773463466d65b3f6",
      "5fee438d6cfb5b4b0740383d9595c68f528c0ca59c6b371f7426077affec9902",
      "9d78b48127283d607d353864dd02a53653aa04210db31788315d8abef1f24e9b",
      "62b247598cae597fa595ec4303414563b9f3b7262651314a129bc59f7fddebfb",
      "a2cf29ee5fc385e48eff050bd4e0754b01d892fb6d282bcd4fb2084bab4910f0",
      "ba082a7f3864dc3344f0ed81f7cc4a45810fde5ecd5158e1ce68b6f4f209d3b8",
      "b2da1a0ab82f62eb94d49f75fc904b32973c8f165af261cfc0498275d948cb46",
      "3758bcd1456b58fc7f386d68a7b1c263bc06d75c8306c668eba7c4975134c696",
      "2237c3499a317d2ca84060790b546c54f7519777bf143deb403896ae7da4c722",
      "a0e1f59842e391a261d5a3256427bd7303a9ee9effb59483a515364029030b47",
      "e0e024f6a2be667f7d4928d56de029f04e5ca9f78d85dd491ea3d78292c211a4",
      "842809e78eb089e8b98da58cfa1391f07f8be4824bee55e7fef082b254af7678",
      "1d396daebd36a508a491c338b5bd4abeeced97a4b83fa4278d19596986691368",
      "23603ff59b16498c666175b093ab81d99607d0bf4d4e0854172b928039381a59",
      "06857382ae4b8a7ee84d1e0f89c2d5182f35e60e6da76b68412aa7145505387b",
      "d5255fcf7d273ebbf744478af4aee1d50b1952cc6289a00c1f04868ce083561b",
      "0d66216027cc7fb3cd12d7bb013b130c9592842449ab84bab7c26e4b23a6a12e"
  };
  CHECK(TurnStartHashes(*r) == pinned);
  CHECK(report.final_state_hash ==
        "b81ad550189c5939d1f3c5558d5443e873181defca8a4d3ac2f17fba1c8e5fd5");
}

TEST_CASE("Dominion game: the long game has white deprivation in most of its 40-odd turns, an "
          "infiltrator exposed once and infiltrating twice, and Empok Nor commandeered",
          "[conformance][dominion]") {
  TempDir dir;
  auto r = Record(testing::DominionGameScript(testing::kDominionLongRounds), dir.Path("a.sdlog"));
  int turns = 0, deprivations = 0, infiltrations = 0, exposures = 0, commandeers = 0;
  REQUIRE(r->ForEachEvent([&](const engine::GameState&, const engine::Event& e, uint64_t) {
               turns += e.kind == engine::EventKind::TURN;
               deprivations += e.kind == engine::EventKind::DEPRIVE;
               infiltrations += e.kind == engine::EventKind::INFILTRATE;
               exposures += e.kind == engine::EventKind::EXPOSE;
               commandeers += e.kind == engine::EventKind::COMMANDEER;
               return Status::Ok();
             }).ok());
  CHECK(turns >= 40);
  CHECK(deprivations * 4 >= turns * 3);
  CHECK(infiltrations == 2);
  CHECK(exposures == 1);
  CHECK(commandeers == 1);
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
