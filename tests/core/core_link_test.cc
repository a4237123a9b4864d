// This program links the game-agnostic core (stardate_core) and nothing else: if the core ever
// referred to a game module, it would fail to link. It also checks what the core does alone.
#include <catch2/catch.hpp>

#include "engine/game.h"
#include "engine/rule_catalogue.h"
#include <cstring>

using namespace stardate;

TEST_CASE("The core encodes and decodes a header without any game module", "[core]") {
  engine::GameSetup setup;
  setup.rules_module = "anygame";
  setup.seed = 42;
  setup.randomness = engine::Randomness::TABLE;
  setup.players = {{"Alice"}, {"Bob"}, {"Carol"}};
  setup.module_header = std::string("\x01\x02\x00\x03", 4);
  std::string bytes = engine::EncodeHeader(setup, 0);
  const auto buffer = format::AlignedBuffer::CopyOf(bytes.data(), bytes.size());
  auto decoded = engine::DecodeHeader(buffer, "header");
  REQUIRE(decoded.ok());
  CHECK(decoded->rules_module == "anygame");
  CHECK(decoded->players.size() == 3);
  CHECK(decoded->randomness == engine::Randomness::TABLE);
  CHECK(decoded->module_header == setup.module_header);
}

TEST_CASE("The core's own rules are catalogued without any game's", "[core]") {
  REQUIRE_FALSE(engine::CoreRules().empty());
  for (const engine::Rule& r : engine::CoreRules()) CHECK(r.id.substr(0, 5) == "core.");
}
