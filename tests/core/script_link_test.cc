// Linked with the script grammar (stardate_script) and the core only: if the grammar ever
// referred to a game's binding or module, this program would fail to link. Every game's binding
// (engine/<game>/script/) builds on it.
#include <catch2/catch.hpp>

#include "engine/script/script.h"

using namespace stardate;

TEST_CASE("The script grammar parses and prints a script of a game it does not know", "[core]") {
  const std::string text =
      "stardate 1\n"
      "game anygame\n"
      "player Ann\n"
      "  pieces \"Blue Token\" x3\n"
      "player Ben\n"
      "---\n"
      "Ann moves \"Blue Token\"#2 to \"Square 7\"  # a step of any game\n"
      "Ben passes\n";
  auto script = script::ParseScript(text, "any.sdgame");
  INFO(script.status().message());
  REQUIRE(script.ok());
  CHECK(script->header.game == "anygame");
  REQUIRE(script->header.players.size() == 2);
  REQUIRE(script->header.players[0].deck.size() == 1);
  CHECK(script->header.players[0].deck[0].section == "pieces");
  CHECK(script->header.players[0].deck[0].count == 3);
  REQUIRE(script->steps.size() == 2);
  CHECK(script->steps[0].verb == "moves");
  REQUIRE(script->steps[0].target.has_value());
  CHECK(script->steps[0].prep == "to");
  auto again = script::ParseScript(script::FormatScript(*script), "any.sdgame");
  REQUIRE(again.ok());
  CHECK(again->steps.size() == 2);
  CHECK(again->steps[0].verb == "moves");
}
