// A script header that takes a player's deck from a deck file (`player Alice deck "alice.txt"`):
// the file resolved into the log's deck lines, its Q's Tent kept as the side deck, the file's name
// kept, and an unresolved title refused naming the file, its line and the nearest titles.
#include <catch2/catch.hpp>
#include <fstream>
#include <string>

#include "engine/script/script.h"
#include "engine/stccg/stccg_setup.h"
#include "recorder/binding.h"
#include "tests/support/table.h"
#include "tests/support/temp_dir.h"

using namespace stardate;
using engine::stccg::DeckLine;
using engine::stccg::DeckSection;

namespace {

std::string Decks() { return testing::SourceDir() + "/tests/data/decks"; }

// The setup of a script at `script_path` with `header` (a whole header, `---` included).
Result<engine::GameSetup> Setup(const std::string& header, const std::string& script_path) {
  Result<script::Script> parsed = script::ParseScript(header, script_path);
  if (!parsed.ok()) return parsed.status();
  return recorder::SetupFromHeader(parsed->header, script_path, {});
}

int Copies(const std::vector<DeckLine>& deck, DeckSection section) {
  int n = 0;
  for (const DeckLine& d : deck) n += d.section == section ? d.count : 0;
  return n;
}

void Write(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
}

}  // namespace

TEST_CASE("A header takes both shared decks from their deck files, beside the script",
          "[engine][stccg][header][deck]") {
  const std::string header =
      "game stccg1e\nseed 1\nrandomness seed\n"
      "player Alice deck \"simple-federation.txt\"\n"
      "player Bob deck \"simple-klingon.txt\"\n---\n";
  Result<engine::GameSetup> setup = Setup(header, Decks() + "/game.sdgame");
  REQUIRE(setup.ok());
  auto part = engine::stccg::SetupOf(*setup);
  REQUIRE(part.ok());
  CHECK(part->deck_files ==
        std::vector<std::string>{"simple-federation.txt", "simple-klingon.txt"});
  for (const auto& deck : part->decks) {
    CHECK(Copies(deck, DeckSection::kSeed) == 29);  // 6 missions and 23 seed cards
    CHECK(Copies(deck, DeckSection::kDraw) == 30);
    CHECK(Copies(deck, DeckSection::kTent) == 0);
  }
  // The titles as the card list writes them, not as the plugin does.
  CHECK(part->decks[0].front() == DeckLine{"The Traveler: Transcendence", 1, DeckSection::kDraw});
  CHECK(part->decks[1][17] == DeckLine{"Jadzia Dax (Blaze of Glory)", 1, DeckSection::kDraw});

  SECTION("the dump's header names the file and lists the resolved deck, and records again") {
    script::ScriptHeader again = recorder::HeaderForSetup(*setup);
    REQUIRE(again.players[0].deck.size() > 1);
    CHECK(again.players[0].deck[0].section == "file");
    CHECK(again.players[0].deck[0].title == "simple-federation.txt");
    CHECK(again.players[0].deck[1].title == "The Traveler: Transcendence");
    // As text: a title with quotes is written with typographic ones, and read back.
    script::Script dump;
    dump.header = again;
    const std::string text = script::FormatScript(dump);
    CHECK(text.find("  seed \"Study \u201cHole in Space\u201d\"\n") != std::string::npos);
    Result<engine::GameSetup> recorded = Setup(text, "dump.sdgame");
    REQUIRE(recorded.ok());
    CHECK(recorded->module_header == setup->module_header);
  }
}

TEST_CASE("A deck file's Q's Tent becomes the player's side deck; Aside: is not part of the deck",
          "[engine][stccg][header][deck]") {
  testing::TempDir dir;
  Write(dir.Path("alice.txt"),
        "2\tData\nMissions:\n1\tEVACUATION\nSeed+Dil:\n1\tQ's Tent\nQsTent:\n1\tRed Alert!\n"
        "1\tREGENERATE\nAside:\n1\tMaglock\n");
  Result<engine::GameSetup> setup = Setup(
      "game stccg1e\nseed 1\nrandomness seed\nplayer Alice deck \"alice.txt\"\nplayer Bob\n---\n",
      dir.Path("game.sdgame"));
  REQUIRE(setup.ok());
  auto part = engine::stccg::SetupOf(*setup);
  REQUIRE(part.ok());
  CHECK(part->decks[0] == std::vector<DeckLine>{{"Data", 2, DeckSection::kDraw},
                                                {"Evacuation", 1, DeckSection::kSeed},
                                                {"Q's Tent", 1, DeckSection::kSeed},
                                                {"Red Alert!", 1, DeckSection::kTent},
                                                {"Regenerate", 1, DeckSection::kTent}});
  CHECK(part->deck_files == std::vector<std::string>{"alice.txt", ""});
  SECTION("the side deck's cards are in the side deck zone when the game starts") {
    testing::Table t("game stccg1e\nseed 1\nrandomness seed\nplayer Alice deck \"" +
                     dir.Path("alice.txt") + "\"\nplayer Bob\n---\n");
    // A deck of two draw cards and one mission: judged at once by the construction rules.
    CHECK(testing::Has(t.Do("phase \"mission seed\""), "stccg.deck.construction"));
    int side = 0;
    for (const auto& c : t.state().cards()) side += c.zone == engine::stccg::Zone::kSideDeck;
    CHECK(side == 2);
  }
}

TEST_CASE("A deck file with an unknown title is refused naming the file, its line and the nearest",
          "[engine][stccg][header][deck]") {
  testing::TempDir dir;
  Write(dir.Path("alice.txt"), "1\tData\n1\tJadiza Dax\n");
  Result<engine::GameSetup> setup = Setup(
      "game stccg1e\nseed 1\nrandomness seed\nplayer Alice deck \"alice.txt\"\nplayer Bob\n---\n",
      dir.Path("game.sdgame"));
  REQUIRE_FALSE(setup.ok());
  const std::string message(setup.status().message());
  INFO(message);
  CHECK(message.find("game.sdgame:4:") != std::string::npos);
  CHECK(message.find("alice.txt: line 2: no card titled 'Jadiza Dax'") != std::string::npos);
  CHECK(message.find("nearest: 'Captain Dax', 'Ezri Dax', 'Jadzia Dax'") != std::string::npos);
  SECTION("a missing file is named too") {
    Result<engine::GameSetup> missing = Setup(
        "game stccg1e\nseed 1\nrandomness seed\nplayer Alice deck \"bob.txt\"\nplayer Bob\n---\n",
        dir.Path("game.sdgame"));
    REQUIRE_FALSE(missing.ok());
    CHECK(std::string(missing.status().message()).find("bob.txt") != std::string::npos);
  }
}

TEST_CASE("stccg.game.result: when both shared decks are drawn out, the higher score wins",
          "[engine][stccg][header][deck]") {
  testing::Table t("game stccg1e\nseed 3\nrandomness seed\nplayer Alice deck \"" + Decks() +
                   "/simple-federation.txt\"\nplayer Bob deck \"" + Decks() +
                   "/simple-klingon.txt\"\n---\n");
  // Both decks are legal decks: no construction finding on the first event.
  t.Legal({"Alice seeds mission \"Espionage Mission\"", "Bob seeds mission \"Distress Mission\"",
           "phase \"facility seed\"", "Bob seeds objective \"Assign Mission Specialists\"",
           "turn 1 Alice", "turn 2 Bob"});
  // Bonus points stated by a card in play (taken on the table's word): Bob leads by 5.
  // (Assign Mission Specialists' points are judged: they need a mission solved.)
  t.Legal({"Bob scores \"Distress Mission\" 5"});
  // Only the turns' card draws from here: 23 cards left in each deck after the opening hands.
  int turn = 3;
  while (!t.state().core().game_over && turn < 60) {
    t.Do("turn " + std::to_string(turn) + (turn % 2 == 1 ? " Alice" : " Bob"));
    ++turn;
  }
  REQUIRE(t.state().core().game_over);
  CHECK(t.state().player(0).draw_deck.empty());
  CHECK(t.state().player(1).draw_deck.empty());
  CHECK(t.state().player(1).score == 5);
  CHECK(t.state().result() == 1);  // Bob
}
