// DecodeHeader checks the header's sizes before it builds anything from them.
#include <catch2/catch.hpp>

#include <capnp/message.h>

#include <algorithm>
#include <vector>

#include "engine/game.h"
#include "engine/registry.h"
#include "format/message.h"
#include "format/header_limits.h"
#include "tests/format/log_fixture.h"

using namespace stardate;

namespace {

format::AlignedBuffer Aligned(const std::string& message) {
  return format::AlignedBuffer::CopyOf(message.data(), message.size());
}

}  // namespace

TEST_CASE("DecodeHeader refuses a list of millions of empty entries before building it",
          "[engine][hostile]") {
  auto message = Aligned(format::testing::HeaderWithEmptyEntries("meta", 60000000));
  auto setup = engine::DecodeHeader(message, "game.sdlog");
  REQUIRE_FALSE(setup.ok());
  CHECK(setup.status().message() ==
        "game.sdlog: header: the meta list holds 60000000 entries, at most 256 are allowed");
}

TEST_CASE("DecodeHeader round-trips a setup with every list at its cap", "[engine][hostile]") {
  engine::GameSetup setup;
  setup.seed = 7;
  setup.players.resize(format::kMaxHeaderPlayers);
  for (size_t i = 0; i < setup.players.size(); ++i) {
    setup.players[i].name = "Player " + std::to_string(i);
  }
  for (uint32_t i = 0; i < format::kMaxMetaEntries; ++i) {
    setup.meta.emplace_back("key" + std::to_string(i), std::string(1000, 'v'));
  }
  auto decoded = engine::DecodeHeader(Aligned(engine::EncodeHeader(setup, 0)), "game.sdlog");
  REQUIRE(decoded.ok());
  CHECK(*decoded == setup);
}

TEST_CASE("A withheld seed's header holds its commitment, not the seed, and reads back unknown",
          "[engine][reveal]") {
  engine::GameSetup setup;
  setup.seed = 20261122;
  setup.seed_state = engine::SeedState::WITHHELD;  // a recorder that knows the seed
  setup.players.resize(2);
  auto decoded = engine::DecodeHeader(Aligned(engine::EncodeHeader(setup, 0)), "game.sdlog");
  REQUIRE(decoded.ok());
  CHECK(decoded->seed == 0);
  CHECK_FALSE(decoded->seed_known);
  CHECK(decoded->seed_state == engine::SeedState::WITHHELD);
  CHECK(decoded->rng_commitment == engine::SeedCommitment(20261122));
  // Written again (a fork, a copy) it keeps the commitment it could not compute.
  auto again = engine::DecodeHeader(Aligned(engine::EncodeHeader(*decoded, 0)), "game.sdlog");
  REQUIRE(again.ok());
  CHECK(again->rng_commitment == engine::SeedCommitment(20261122));
}

TEST_CASE("DecodeHeader refuses a header marked withheld that holds a seed", "[engine][reveal]") {
  capnp::MallocMessageBuilder message;
  auto h = message.initRoot<schema::Header>();
  h.setRulesModule("stccg1e");
  h.setSeed(5);
  h.setSeedState(schema::SeedState::WITHHELD);
  const std::string commitment = engine::SeedCommitment(5);
  h.setRngCommitment(
      kj::arrayPtr(reinterpret_cast<const kj::byte*>(commitment.data()), commitment.size()));
  auto setup = engine::DecodeHeader(Aligned(format::EncodeMessage(message)), "game.sdlog");
  REQUIRE_FALSE(setup.ok());
  CHECK(setup.status().message() ==
        "game.sdlog: header: the seed is marked withheld but the header holds one (5)");
}

TEST_CASE("EncodeLogHeader writes each registered game's own number where logs keep a game kind",
          "[engine][header]") {
  std::vector<uint16_t> seen;
  for (const engine::GameModule* game : engine::Games()) {
    engine::GameSetup setup;
    setup.rules_module = std::string(game->name);
    setup.players.resize(static_cast<size_t>(game->min_players));
    const format::AlignedBuffer bytes = Aligned(engine::EncodeLogHeader(setup));
    uint16_t number = 0;
    REQUIRE(format::ReadMessage(bytes, "header", [&](capnp::FlatArrayMessageReader& r) {
              number = r.getRoot<schema::Header>().getGameKind();
              return Status::Ok();
            }).ok());
    CHECK(number == game->header_number);
    CHECK(std::find(seen.begin(), seen.end(), number) == seen.end());  // never reused
    seen.push_back(number);
  }
  // The numbers logs have always held: 0 for the card game, 1 for the board game.
  CHECK(engine::FindGame("ti4")->header_number == 1);
}
