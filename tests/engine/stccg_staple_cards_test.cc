// Staples judged from their text (engine/stccg/staple_abilities.cc): the doors [AU] icon cards
// enter play through, Assign Mission Specialists' bonus points, the Q's Tent side deck, and a
// card placed beside a player's draw deck.
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine/stccg/rules/cards.h"
#include "engine/stccg/rules/draw.h"
#include "engine/stccg/rules/score.h"
#include "tests/support/table.h"

namespace stardate::testing {
namespace {

namespace rules = engine::stccg::rules;

constexpr auto kSpecialist = rules::kScoreMissionSpecialist.id;
constexpr auto kQsTent = rules::kCardQsTent.id;
constexpr auto kAuDoor = rules::kCardAuDoor.id;

// The default decks with the built-in lists beside the sample pool, `seeds` first in both seed
// decks, `draws` at the bottom of both draw decks and `tent` in Alice's Q's Tent.
std::string Header(const std::vector<std::string>& seeds, const std::vector<std::string>& draws,
                   const std::vector<std::string>& tent = {}) {
  std::string h = DefaultHeader();
  const std::string pool = "pool \"" + PoolPath() + "\"";
  const std::string lists = " \"" + SourceDir() + "/data/stccg1e/Physical.csv\" \"" + SourceDir() +
                            "/data/stccg1e/Virtual.csv\"";
  h.replace(h.find(pool), pool.size(), pool + lists);
  std::string seed_lines, draw_lines, tent_lines;
  for (const std::string& t : seeds) seed_lines += "  seed \"" + t + "\"\n";
  for (const std::string& t : draws) draw_lines += "  draw \"" + t + "\"\n";
  for (const std::string& t : tent) tent_lines += "  tent \"" + t + "\"\n";
  h.insert(h.find("player Bob"), draw_lines + tent_lines);
  h.insert(h.find("---"), draw_lines);
  h.insert(h.find("player Bob") + std::string("player Bob\n").size(), seed_lines);
  h.insert(h.find("player Alice") + std::string("player Alice\n").size(), seed_lines);
  return h;
}

// ---- [AU] icon cards and their doors --------------------------------------------------------

const std::vector<std::string> kAuCards = {"Admiral Janeway", "Future Enterprise"};

TEST_CASE("stccg.card.au-door: an [AU] icon card reports only through its player's open door",
          "[engine][stccg][staples]") {
  Table t(Header({"Alternate Universe Door"}, kAuCards));
  SECTION("no door on the table: Admiral Janeway ([AU][Cmd]) may not report") {
    t.SetUpPlay({"Admiral Janeway"});
    CHECK(t.Do("Alice reports \"Admiral Janeway\"#1 to \"Federation Outpost\"#1") ==
          Rules{R(kAuDoor)});
  }
  SECTION("her Alternate Universe Door placed in the seed phase: she may") {
    t.Legal({"Alice seeds doorway \"Alternate Universe Door\"#1"});
    t.SetUpPlay({"Admiral Janeway"});
    CHECK(t.Do("Alice reports \"Admiral Janeway\"#1 to \"Federation Outpost\"#1") == Rules{});
  }
  SECTION("the opponent's door lets only the opponent's [AU] cards in") {
    t.Legal({"Bob seeds doorway \"Alternate Universe Door\"#2"});
    t.SetUpPlay({"Admiral Janeway"});
    CHECK(t.Do("Alice reports \"Admiral Janeway\"#1 to \"Federation Outpost\"#1") ==
          Rules{R(kAuDoor)});
  }
  SECTION("a card without the [AU] icon needs no door") {
    t.SetUpPlay({"Data"});
    CHECK(t.Do("Alice reports \"Data\"#1 to \"Federation Outpost\"#1") == Rules{});
  }
}

TEST_CASE("stccg.card.au-door: a door's text says which [AU] cards it lets in",
          "[engine][stccg][staples]") {
  SECTION("Temporal Micro-Wormhole: [AU] personnel, not an [AU] ship") {
    Table t(Header({"Temporal Micro-Wormhole"}, kAuCards));
    t.Legal({"Alice seeds doorway \"Temporal Micro-Wormhole\"#1"});
    t.SetUpPlay({"Admiral Janeway", "Future Enterprise"});
    CHECK(t.Do("Alice reports \"Future Enterprise\"#1 to \"Federation Outpost\"#1") ==
          Rules{R(kAuDoor)});
    t.Legal({"Bob passes", "Alice passes", "turn 2 Bob", "turn 3 Alice"});
    CHECK(t.Do("Alice reports \"Admiral Janeway\"#1 to \"Federation Outpost\"#1") == Rules{});
  }
  SECTION("Space-Time Portal: every [AU] card") {
    Table t(Header({"Space-Time Portal"}, kAuCards));
    t.Legal({"Alice seeds doorway \"Space-Time Portal\"#1"});
    t.SetUpPlay({"Future Enterprise"});
    CHECK(t.Do("Alice reports \"Future Enterprise\"#1 to \"Federation Outpost\"#1") == Rules{});
  }
}

TEST_CASE(
    "stccg.card.au-door: a door played during the game, which the engine discards, leaves the "
    "[AU] cards after it to the table's word",
    "[engine][stccg][staples]") {
  // Space-Time Portal "Seeds or plays on table": played from hand, the engine plays a doorway
  // as an interrupt and discards it, so whether the table placed it is not known.
  Table t(Header({}, {"Admiral Janeway", "Space-Time Portal"}));
  t.SetUpPlay({"Admiral Janeway", "Space-Time Portal"});
  SECTION("played: Admiral Janeway's report is not flagged") {
    t.Do("Alice plays \"Space-Time Portal\"#1");
    t.Legal({"Bob passes", "Alice passes", "turn 2 Bob", "turn 3 Alice"});
    CHECK(t.Do("Alice reports \"Admiral Janeway\"#1 to \"Federation Outpost\"#1") == Rules{});
  }
  SECTION("still in hand: it is") {
    CHECK(t.Do("Alice reports \"Admiral Janeway\"#1 to \"Federation Outpost\"#1") ==
          Rules{R(kAuDoor)});
  }
}

// ---- Assign Mission Specialists -------------------------------------------------------------

// Alice solves Investigate Rogue Comet (Archaeology + Exobiology + Computer Skill) from the
// Runabout with Data and two mission specialists, Dr. Royse (Archaeology) and Dr. La Forge
// (Exobiology), downloaded by Assign Mission Specialists.
void SolveWithSpecialists(Table* t) {
  t->Legal({"Alice seeds objective \"Assign Mission Specialists\"",
            "Alice seeds mission \"Investigate Rogue Comet\"",
            "Bob seeds mission \"Rescue Founder\"",
            "Alice seeds facility \"Federation Outpost\" at \"Investigate Rogue Comet\"",
            "Bob seeds facility \"Dominion Outpost\" at \"Rescue Founder\""});
  t->Give("Alice", "Runabout");
  t->Give("Alice", "Data");
  t->Legal({"turn 1 Alice",
            "Alice downloads \"Assign Mission Specialists\", \"Dr. Royse\"#1 to \"Federation "
            "Outpost\"#1",
            "Alice downloads \"Assign Mission Specialists\", \"Dr. La Forge\"#1 to \"Federation "
            "Outpost\"#1",
            "Alice reports \"Runabout\"#1 to \"Federation Outpost\"#1",
            "Bob passes",
            "Alice passes",
            "turn 2 Bob",
            "turn 3 Alice",
            "Alice reports \"Data\"#1 to \"Federation Outpost\"#1",
            "Bob passes",
            "Alice passes",
            "Alice beams \"Data\"#1, \"Dr. Royse\"#1, \"Dr. La Forge\"#1 to \"Runabout\"#1",
            "Bob passes",
            "Alice passes",
            "Alice undocks \"Runabout\"#1",
            "Bob passes",
            "Alice passes",
            "Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"#1",
            "Bob passes",
            "Alice passes",
            "Alice solves \"Investigate Rogue Comet\"",
            "Bob passes",
            "Alice passes"});
}

TEST_CASE(
    "stccg.score.mission-specialist: 5 points once each mission for each specialist whose skill "
    "it requires",
    "[engine][stccg][staples]") {
  Table t(Header({"Assign Mission Specialists"}, {"Dr. Royse", "Dr. La Forge", "Runabout"}));
  SolveWithSpecialists(&t);
  const std::string score = "Alice scores \"Assign Mission Specialists\" ";
  SECTION("two specialists used their skill: two scores of 5, and no third") {
    CHECK(t.Do(score + "5") == Rules{});
    CHECK(t.Do(score + "5") == Rules{});
    CHECK(t.Do(score + "5") == Rules{R(kSpecialist)});
  }
  SECTION("the points are the text's") { CHECK(t.Do(score + "10") == Rules{R(kSpecialist)}); }
}

TEST_CASE("stccg.score.mission-specialist: no score before a mission is solved",
          "[engine][stccg][staples]") {
  Table t(Header({"Assign Mission Specialists"}, {}));
  t.Legal({"Alice seeds objective \"Assign Mission Specialists\""});
  t.SetUpPlay();
  CHECK(t.Do("Alice scores \"Assign Mission Specialists\" 5") == Rules{R(kSpecialist)});
}

// ---- Q's Tent -------------------------------------------------------------------------------

TEST_CASE("stccg.card.qs-tent: a card of the player's Q's Tent, taken once each turn",
          "[engine][stccg][staples]") {
  Table t(Header({"Q's Tent"}, {"Q's Tent", "Q's Tent"}, {"Tasha Yar", "Medical Kit"}));
  t.Legal({"Alice seeds doorway \"Q's Tent\"#1"});
  t.SetUpPlay({"Q's Tent", "Q's Tent"});
  const auto& s = t.state();
  SECTION("the first take moves the card into the hand and discards the Q's Tent played") {
    CHECK(t.Do("Alice takes \"Tasha Yar\" from \"Q's Tent\"#2") == Rules{});
    CHECK(s.card(s.CardsByTitle("Tasha Yar").front()).zone == engine::stccg::Zone::kHand);
    CHECK(s.card(s.CardByCopy("Q's Tent", 2)).zone == engine::stccg::Zone::kDiscard);
    SECTION("a second take that turn is rejected") {
      CHECK(t.Do("Alice takes \"Medical Kit\" from \"Q's Tent\"#3") == Rules{R(kQsTent)});
    }
    SECTION("the next turn of hers it is accepted") {
      t.Legal({"turn 2 Bob", "turn 3 Alice"});
      CHECK(t.Do("Alice takes \"Medical Kit\" from \"Q's Tent\"#3") == Rules{});
    }
  }
  SECTION("random selection puts the Q's Tent played on top of the draw deck") {
    CHECK(t.Do("Alice takes randomly \"Tasha Yar\" from \"Q's Tent\"#2") == Rules{});
    CHECK(s.player(0).draw_deck.back() == s.CardByCopy("Q's Tent", 2));
  }
  SECTION("a card not in the Q's Tent is rejected") {
    CHECK(t.Do("Alice takes \"Data\"#1 from \"Q's Tent\"#2") == Rules{R(kQsTent)});
  }
  SECTION("the Q's Tent seeded on the table is not played to take one") {
    CHECK(t.Do("Alice takes \"Tasha Yar\" from \"Q's Tent\"#1") == Rules{R(kQsTent)});
  }
}

TEST_CASE("stccg.card.qs-tent: after a take, the turn's card draw is not owed (draw no cards)",
          "[engine][stccg][staples]") {
  Table t(Header({"Q's Tent"}, {"Q's Tent"}, {"Tasha Yar"}));
  t.Legal({"Alice seeds doorway \"Q's Tent\"#1"});
  t.SetUpPlay({"Q's Tent"});
  t.Legal({"Alice takes chosen \"Tasha Yar\" from \"Q's Tent\"#2"});
  SECTION("a draw that turn is rejected") {
    CHECK(t.Do("Alice draws") == Rules{R(rules::kCardDraw.id)});
  }
  SECTION("her turn ends without its card draw") {
    const size_t deck = t.state().DeckCount(0);
    t.Legal({"turn 2 Bob"});
    CHECK(t.state().DeckCount(0) == deck);
  }
}

// ---- Beside a player's draw deck ------------------------------------------------------------

TEST_CASE("stccg.draw.card-draw: The Traveler placed beside Bob makes Bob draw the extra card",
          "[engine][stccg][staples]") {
  Table t(Header({}, {"The Traveler: Transcendence"}));
  t.SetUpPlay({"The Traveler: Transcendence"});
  t.Legal(
      {"Alice plays \"The Traveler: Transcendence\"#1 beside Bob", "Bob passes", "Alice passes"});
  SECTION("Alice draws one card at the end of her turn, not two") {
    t.Legal({"Alice draws"});
    CHECK(t.Do("Alice draws") == Rules{R(rules::kCardDraw.id)});
  }
  SECTION("Bob draws two at the end of his") {
    t.Legal({"Alice draws", "turn 2 Bob", "Bob draws"});
    CHECK(t.Do("Bob draws") == Rules{});
  }
}

TEST_CASE("A script places a card beside a player's draw deck with 'beside PLAYER'",
          "[engine][stccg][staples]") {
  Table t(Header({}, {"The Traveler: Transcendence"}));
  t.SetUpPlay({"The Traveler: Transcendence", "Data"});
  SECTION("the event says where it is placed") {
    REQUIRE(t.Do("Alice plays \"The Traveler: Transcendence\"#1 beside Bob") == Rules{});
    CHECK(t.state().EventText(t.events().back()).find("beside Bob's draw deck") !=
          std::string::npos);
  }
  SECTION("a name that is no player, or a personnel, is refused") {
    t.Do("Alice plays \"The Traveler: Transcendence\"#1 beside Carol");
    CHECK_FALSE(t.status().ok());
    t.Do("Alice reports \"Data\"#1 beside Bob");
    CHECK_FALSE(t.status().ok());
  }
}

}  // namespace
}  // namespace stardate::testing
