// Staples judged from their text (engine/stccg/staple_abilities.cc): the doors [AU] icon cards
// enter play through, Assign Mission Specialists' bonus points, the Q's Tent side deck, a card
// placed beside a player's draw deck, doorways played on the table, and cards that leave the table,
// go beneath the draw deck or are shuffled back into it.
#include <catch2/catch.hpp>
#include <set>
#include <string>
#include <vector>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/rules/cards.h"
#include "engine/stccg/rules/draw.h"
#include "engine/stccg/rules/score.h"
#include "engine/stccg/rules/turn.h"
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

TEST_CASE("stccg.card.au-door: a door played during the game is open on the table until discarded",
          "[engine][stccg][staples]") {
  // Space-Time Portal "Seeds or plays on table": played from hand, it stays there.
  Table t(Header({}, {"Admiral Janeway", "Space-Time Portal"}));
  t.SetUpPlay({"Admiral Janeway", "Space-Time Portal"});
  SECTION("played: Admiral Janeway may report") {
    CHECK(t.Do("Alice plays \"Space-Time Portal\"#1") == Rules{});
    t.Legal({"Bob passes", "Alice passes", "turn 2 Bob", "turn 3 Alice"});
    CHECK(t.Do("Alice reports \"Admiral Janeway\"#1 to \"Federation Outpost\"#1") == Rules{});
  }
  SECTION("played, then discarded from the table: the door is closed") {
    t.Legal({"Alice plays \"Space-Time Portal\"#1", "Bob passes", "Alice passes",
             "Alice discards doorway \"Space-Time Portal\"#1", "turn 2 Bob", "turn 3 Alice"});
    CHECK(t.Do("Alice reports \"Admiral Janeway\"#1 to \"Federation Outpost\"#1") ==
          Rules{R(kAuDoor)});
  }
  SECTION("still in hand: the report is rejected") {
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

// ---- Doorways played during the game; cards leaving the table, beneath and into the deck ----

using engine::stccg::Zone;
constexpr auto kInterrupt = rules::kResponseInterrupt.id;
constexpr auto kFromTable = rules::kCardDiscardFromTable.id;
constexpr auto kBeneath = rules::kCardBeneathDeck.id;
constexpr auto kReshuffle = rules::kDrawReshuffle.id;

TEST_CASE("Doorways that play on the table are read from their wording, whatever their title",
          "[engine][stccg][staples]") {
  // Of the built-in lists' doorways, those that say "Seeds or plays on table" or "Plays on
  // table"; "Seeds on table" (Temporal Conduit) and "Plays on a ship" (Airlock) are not.
  const auto& pool = engine::stccg::CardPool::Shipped();
  REQUIRE(pool.ok());
  std::set<std::string> titles;
  for (const auto& card : pool->cards()) {
    if (card.type == engine::stccg::CardType::kDoorway && card.staple.on_table) {
      titles.insert(card.title);
    }
  }
  CHECK(titles == std::set<std::string>{"Devidian Door", "Devidian Door *VP", "Space-Time Portal",
                                        "Space-Time Portal *VP", "Temporal Micro-Wormhole"});
}

TEST_CASE("stccg.response.interrupt: a doorway that plays on table is played like an interrupt",
          "[engine][stccg][staples]") {
  Table t(Header({}, {"Space-Time Portal", "Q's Tent"}));
  t.SetUpPlay({"Space-Time Portal", "Q's Tent", "Data"}, {"Space-Time Portal"});
  const auto& s = t.state();
  SECTION("Space-Time Portal stays on the table, Alice's; her normal card play is unused") {
    CHECK(t.Do("Alice plays \"Space-Time Portal\"#1") == Rules{});
    t.Legal({"Bob passes", "Alice passes"});
    const uint16_t portal = s.CardByCopy("Space-Time Portal", 1);
    CHECK(s.card(portal).zone == Zone::kInPlay);
    CHECK(s.card(portal).controller == 0);
    CHECK(t.Do("Alice reports \"Data\" to \"Federation Outpost\"#1") == Rules{});
  }
  SECTION("Bob may play his on Alice's turn, and it is his") {
    CHECK(t.Do("Bob plays \"Space-Time Portal\"#2") == Rules{});
    t.Legal({"Alice passes", "Bob passes"});
    CHECK(s.card(s.CardByCopy("Space-Time Portal", 2)).controller == 1);
  }
  SECTION("a doorway without that wording is no interrupt (Q's Tent played alone)") {
    CHECK(t.Do("Alice plays \"Q's Tent\"#1") == Rules{R(kInterrupt)});
  }
}

TEST_CASE("stccg.card.discard-from-table: a card of the player's leaves the table",
          "[engine][stccg][staples]") {
  Table t(Header({}, {"Space-Time Portal"}));
  t.SetUpPlay({"Space-Time Portal"}, {"Space-Time Portal"});
  const auto& s = t.state();
  const uint16_t alices = s.CardByCopy("Space-Time Portal", 1);
  SECTION("on the table: it goes to her discard pile") {
    t.Legal({"Alice plays \"Space-Time Portal\"#1", "Bob passes", "Alice passes"});
    CHECK(t.Do("Alice discards doorway \"Space-Time Portal\"") == Rules{});
    CHECK(t.events().back().card == alices);
    CHECK(s.card(alices).zone == Zone::kDiscard);
  }
  SECTION("still in her hand: rejected, and it stays there") {
    CHECK(t.Do("Alice discards doorway \"Space-Time Portal\"#1") == Rules{R(kFromTable)});
    CHECK(s.card(alices).zone == Zone::kHand);
  }
  SECTION("the opponent's card on the table: rejected") {
    t.Legal({"Bob plays \"Space-Time Portal\"#2", "Alice passes", "Bob passes"});
    CHECK(t.Do("Alice discards doorway \"Space-Time Portal\"#2") == Rules{R(kFromTable)});
  }
  SECTION("a card that is no event, incident, objective or doorway is never on the table") {
    CHECK(t.Do("Alice discards event \"Federation Outpost\"#1") == Rules{R(kFromTable)});
  }
}

TEST_CASE("stccg.card.beneath-deck: cards from the hand go beneath the draw deck",
          "[engine][stccg][staples]") {
  Table t;
  t.SetUpPlay({"Data", "Tricorder"});
  const auto& s = t.state();
  SECTION("accepted: the hand loses them, the deck's bottom holds them, the last named lowest") {
    const size_t hand = s.player(0).hand.size();
    const size_t deck = s.DeckCount(0);
    CHECK(t.Do("Alice places beneath \"Data\", \"Tricorder\"") == Rules{});
    const engine::Event& e = t.events().back();
    CHECK(s.player(0).hand.size() == hand - 2);
    CHECK(s.DeckCount(0) == deck + 2);
    CHECK(s.player(0).draw_deck[0] == e.cards[0]);
    CHECK(s.player(0).draw_deck[1] == e.card);
  }
  SECTION("a card not in the hand is rejected") {
    CHECK(t.Do("Alice places beneath \"Data\", \"Federation Outpost\"#1") == Rules{R(kBeneath)});
  }
}

TEST_CASE("stccg.draw.reshuffle: a reshuffles line takes cards of the player's discard pile",
          "[engine][stccg][staples]") {
  Table t(Header({}, {"Regenerate"}));
  t.SetUpPlay({"Regenerate", "Data", "Tricorder"});
  t.Legal({"Alice discards \"Data\""});
  const uint16_t data = t.events().back().card;
  t.Legal({"Alice plays \"Regenerate\"#1", "Bob passes", "Alice passes"});
  const auto& s = t.state();
  SECTION("accepted: Regenerate shuffles her whole discard pile into the draw deck") {
    CHECK(t.Do("Alice reshuffles \"Regenerate\"#1, \"Data\"") == Rules{});
    CHECK(s.card(data).zone == Zone::kDrawDeck);
  }
  SECTION("a card from her hand is rejected") {
    CHECK(t.Do("Alice reshuffles \"Regenerate\"#1, \"Data\", \"Tricorder\"") ==
          Rules{R(kReshuffle)});
  }
}

}  // namespace
}  // namespace stardate::testing
