// The staples of real decks (engine/stccg/staple_abilities.cc, stccg_staples.cc): each card's
// text read from the lists changes the rule it names, and the rule still rejects what the text
// does not allow.
#include <algorithm>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "engine/stccg/card_coverage.h"
#include "engine/stccg/rules/download.h"
#include "engine/stccg/rules/draw.h"
#include "engine/stccg/rules/turn.h"
#include "tests/support/table.h"

namespace stardate::testing {
namespace {

namespace rules = engine::stccg::rules;

// The default decks, with the built-in lists beside the sample pool and `extra` cards at the
// bottom of both draw decks (Table::Give takes them into a hand).
std::string StapleHeader(const std::vector<std::string>& extra) {
  std::string h = DefaultHeader();
  const std::string pool = "pool \"" + PoolPath() + "\"";
  const std::string lists = " \"" + SourceDir() + "/data/stccg1e/Physical.csv\" \"" + SourceDir() +
                            "/data/stccg1e/Virtual.csv\"";
  h.replace(h.find(pool), pool.size(), pool + lists);
  std::string draws;
  for (const std::string& t : extra) draws += "  draw \"" + t + "\"\n";
  h.insert(h.find("player Bob"), draws);
  h.insert(h.find("---"), draws);
  return h;
}

constexpr auto kNormalCardPlay = rules::kNormalCardPlay.id;

TEST_CASE("stccg.turn.normal-card-play: Red Alert! lets its player report any number of cards",
          "[engine][stccg][staples]") {
  Table t(StapleHeader({"Red Alert!", "Mirror Image"}));
  t.SetUpPlay({"Red Alert!", "Data", "Geordi La Forge", "Jadzia Dax", "Tricorder"},
              {"Red Alert!", "Weyoun", "Keevan", "Mirror Image"});
  t.Act("Alice plays \"Red Alert!\"#1");
  SECTION("a report after Red Alert! was played this turn is a second card play") {
    CHECK(t.Do("Alice reports \"Data\"#1 to \"Federation Outpost\"#1") ==
          Rules{R(kNormalCardPlay)});
  }
  SECTION("the next turn its player reports any number of cards in place of the card play") {
    t.Legal({"turn 2 Bob", "turn 3 Alice"});
    t.Act("Alice reports \"Data\"#1 to \"Federation Outpost\"#1");
    t.Act("Alice reports \"Geordi La Forge\" to \"Federation Outpost\"#1");
    CHECK(t.Do("Alice reports \"Tricorder\" to \"Federation Outpost\"#1") == Rules{});
  }
  SECTION("the opponent's reports are not affected") {
    t.Legal({"turn 2 Bob"});
    t.Act("Bob reports \"Weyoun\"#2 to \"Dominion Outpost\"#2");
    CHECK(t.Do("Bob reports \"Keevan\" to \"Dominion Outpost\"#2") == Rules{R(kNormalCardPlay)});
  }
}

TEST_CASE("stccg.turn.normal-card-play: Mirror Image makes Red Alert! affect all players",
          "[engine][stccg][staples]") {
  Table t(StapleHeader({"Red Alert!", "Mirror Image"}));
  t.SetUpPlay({"Red Alert!"}, {"Weyoun", "Keevan", "Mirror Image", "Borath"});
  t.Act("Alice plays \"Red Alert!\"#1");
  t.Legal({"turn 2 Bob"});
  t.Act("Bob plays \"Mirror Image\"#2");
  SECTION("an event was the card play: no reports besides it") {
    CHECK(t.Do("Bob reports \"Weyoun\"#2 to \"Dominion Outpost\"#2") == Rules{R(kNormalCardPlay)});
  }
  SECTION("the next turn Alice's Red Alert! lets Bob report any number") {
    t.Legal({"turn 3 Alice", "turn 4 Bob"});
    t.Act("Bob reports \"Weyoun\"#2 to \"Dominion Outpost\"#2");
    t.Act("Bob reports \"Keevan\" to \"Dominion Outpost\"#2");
    CHECK(t.Do("Bob reports \"Borath\" to \"Dominion Outpost\"#2") == Rules{});
  }
}

TEST_CASE(
    "stccg.turn.normal-card-play: Attention All Hands gives one free report a turn aboard "
    "the player's outpost",
    "[engine][stccg][staples]") {
  Table t(StapleHeader({"Attention All Hands"}));
  t.SetUpPlay({"Attention All Hands", "Data", "Geordi La Forge", "Jadzia Dax", "Tricorder"});
  t.Act("Alice plays \"Attention All Hands\"#1");
  t.Legal({"turn 2 Bob", "turn 3 Alice"});
  SECTION("equipment, then a personnel aboard the outpost: the personnel's report is free") {
    t.Act("Alice reports \"Tricorder\" to \"Federation Outpost\"#1");
    CHECK(t.Do("Alice reports \"Data\"#1 to \"Federation Outpost\"#1") == Rules{});
    t.Legal({"Bob passes", "Alice passes"});
    CHECK(t.Do("Alice reports \"Geordi La Forge\" to \"Federation Outpost\"#1") ==
          Rules{R(kNormalCardPlay)});
  }
}

TEST_CASE(
    "stccg.download.card-text-limit: Attention All Hands downloads one ship a game, in "
    "place of the card play",
    "[engine][stccg][staples]") {
  Table t(StapleHeader({"Attention All Hands"}));
  t.SetUpPlay({"Attention All Hands", "Data", "Tricorder"});
  t.Act("Alice plays \"Attention All Hands\"#1");
  t.Legal({"turn 2 Bob", "turn 3 Alice"});
  // An equipment's report is no free report aboard the outpost (a personnel's would be).
  SECTION("the download in place of the card play is accepted; a report besides it is not") {
    CHECK(t.Do("Alice downloads \"Attention All Hands\", \"U.S.S. Enterprise\" to \"Federation "
               "Outpost\"#1") == Rules{});
    CHECK(t.Do("Alice reports \"Tricorder\" to \"Federation Outpost\"#1") ==
          Rules{R(kNormalCardPlay)});
  }
  SECTION("after a card play the download is a second one") {
    t.Act("Alice reports \"Tricorder\" to \"Federation Outpost\"#1");
    CHECK(t.Do("Alice downloads \"Attention All Hands\", \"U.S.S. Enterprise\" to \"Federation "
               "Outpost\"#1") == Rules{R(kNormalCardPlay)});
  }
  SECTION("a second download in a later turn, or a personnel, is rejected") {
    t.Legal(
        {"Alice downloads \"Attention All Hands\", \"U.S.S. Enterprise\" to \"Federation "
         "Outpost\"#1",
         "turn 4 Bob", "turn 5 Alice"});
    CHECK(t.Do("Alice downloads \"Attention All Hands\", \"Runabout\" to \"Federation "
               "Outpost\"#1") == Rules{R(rules::kDownloadCardTextLimit.id)});
    CHECK(t.Do("Alice downloads \"Attention All Hands\", \"Data\"#1 to \"Federation Outpost\"#1") ==
          Rules{R(kNormalCardPlay), R(rules::kDownloadCardTextLimit.id),
                R(rules::kDownloadCardTextLimit.id)});
  }
}

TEST_CASE(
    "stccg.download.card-text-limit: Assign Mission Specialists downloads up to two "
    "personnel",
    "[engine][stccg][staples]") {
  Table t(StapleHeader({"Assign Mission Specialists"}));
  t.SetUpPlay({"Assign Mission Specialists"});
  t.Act("Alice plays \"Assign Mission Specialists\"#1");
  CHECK(t.Do("Alice downloads \"Assign Mission Specialists\", \"Taylor Moore\" to \"Federation "
             "Outpost\"#1") == Rules{});
  CHECK(t.Do("Alice downloads \"Assign Mission Specialists\", \"Julian Bashir\" to \"Federation "
             "Outpost\"#1") == Rules{});
  CHECK(t.Do("Alice downloads \"Assign Mission Specialists\", \"Benjamin Sisko\" to \"Federation "
             "Outpost\"#1") == Rules{R(rules::kDownloadCardTextLimit.id)});
}

TEST_CASE(
    "stccg.draw.card-draw: The Traveler: Transcendence draws one extra card at the end of "
    "each turn",
    "[engine][stccg][staples]") {
  Table t(StapleHeader({"The Traveler: Transcendence"}));
  t.SetUpPlay({"The Traveler: Transcendence"});
  SECTION("without it a second draw is rejected") {
    t.Legal({"Alice draws"});
    CHECK(t.Do("Alice draws") == Rules{R(rules::kCardDraw.id)});
  }
  SECTION("beside its player's deck: two draws accepted, a third rejected") {
    t.Act("Alice plays \"The Traveler: Transcendence\"#1");
    t.Legal({"Alice draws"});
    CHECK(t.Do("Alice draws") == Rules{});
    CHECK(t.Do("Alice draws") == Rules{R(rules::kCardDraw.id)});
  }
  SECTION("the extra card is owed: the engine draws it before the next turn") {
    t.Act("Alice plays \"The Traveler: Transcendence\"#1");
    const size_t hand = t.state().player(0).hand.size();
    t.Legal({"Alice draws", "turn 2 Bob"});
    CHECK(t.state().player(0).hand.size() == hand + 2);
  }
  SECTION("placed on the opponent's card, it is beside the opponent's deck") {
    t.Act("Alice plays \"The Traveler: Transcendence\"#1 on \"Dominion Outpost\"#2");
    t.Legal({"Alice draws"});
    CHECK(t.Do("Alice draws") == Rules{R(rules::kCardDraw.id)});
    t.Legal({"turn 2 Bob", "Bob draws"});
    CHECK(t.Do("Bob draws") == Rules{});
  }
}

TEST_CASE("stccg.draw.card-draw: Kivas Fajo - Collector makes one player draw three at once",
          "[engine][stccg][staples]") {
  Table t(StapleHeader({"Kivas Fajo - Collector", "Mirror Image"}));
  t.SetUpPlay({"Kivas Fajo - Collector", "Data"}, {"Mirror Image"});
  SECTION("the chosen player draws three during the card play; a fourth is rejected") {
    t.Act("Alice plays \"Kivas Fajo - Collector\"#1");
    t.Legal({"Bob draws", "Bob draws", "Bob draws"});
    CHECK(t.Do("Bob draws") == Rules{R(rules::kTurnActivePlayer.id)});
  }
  SECTION("its player draws three and still reports: the card play phase goes on") {
    t.Act("Alice plays \"Kivas Fajo - Collector\"#1");
    t.Legal({"Alice draws", "Alice draws", "Alice draws"});
    CHECK(t.Do("Alice reports \"Data\"#1 to \"Federation Outpost\"#1") ==
          Rules{R(kNormalCardPlay)});
    CHECK(t.Do("Bob draws") == Rules{R(rules::kTurnActivePlayer.id)});
  }
  SECTION("with Mirror Image in play both players draw three") {
    t.Legal({"Alice draws", "turn 2 Bob"});
    t.Act("Bob plays \"Mirror Image\"#2");
    t.Legal({"Bob draws", "turn 3 Alice"});
    t.Act("Alice plays \"Kivas Fajo - Collector\"#1");
    t.Legal({"Bob draws", "Bob draws", "Bob draws", "Alice draws", "Alice draws", "Alice draws"});
    CHECK(t.Do("Bob draws") == Rules{R(rules::kTurnActivePlayer.id)});
  }
}

TEST_CASE("stccg.draw.card-draw: Handshake draws up to seven at once", "[engine][stccg][staples]") {
  Table t(StapleHeader({"Handshake"}));
  t.SetUpPlay({"Handshake"});
  t.Act("Alice plays \"Handshake\"#1");
  for (int i = 0; i < 7; ++i) CHECK(t.Do("Alice draws") == Rules{});
  // The next draw is the end-of-turn card draw, and one more is rejected.
  CHECK(t.Do("Alice draws") == Rules{});
  CHECK(t.Do("Alice draws") == Rules{R(rules::kCardDraw.id)});
}

TEST_CASE("stccg.draw.card-draw: Continuing Mission draws a card after a personnel reports",
          "[engine][stccg][staples]") {
  Table t(StapleHeader({"Continuing Mission"}));
  t.SetUpPlay({"Continuing Mission", "Data", "Geordi La Forge"});
  t.Act("Alice plays \"Continuing Mission\"#1");
  t.Legal({"turn 2 Bob", "turn 3 Alice"});
  SECTION("without a report its draw is the end-of-turn draw; a second is rejected") {
    t.Legal({"Alice draws"});
    CHECK(t.Do("Alice draws") == Rules{R(rules::kCardDraw.id)});
  }
  SECTION("after a personnel report one card is drawn at once, then the turn's draw") {
    t.Act("Alice reports \"Data\"#1 to \"Federation Outpost\"#1");
    CHECK(t.Do("Alice draws") == Rules{});
    CHECK(t.Do("Alice draws") == Rules{});
    CHECK(t.Do("Alice draws") == Rules{R(rules::kCardDraw.id)});
  }
  SECTION("its download takes one card a game") {
    CHECK(t.Do("Alice downloads \"Continuing Mission\", \"Geordi La Forge\" to \"Federation "
               "Outpost\"#1") == Rules{});
    CHECK(t.Do("Alice downloads \"Continuing Mission\", \"Jadzia Dax\" to \"Federation "
               "Outpost\"#1") == Rules{R(rules::kDownloadCardTextLimit.id)});
  }
}

TEST_CASE("stccg.draw.reshuffle: Regenerate shuffles the whole discard pile into the draw deck",
          "[engine][stccg][staples]") {
  Table t(StapleHeader({"Regenerate"}));
  t.SetUpPlay({"Regenerate", "Data", "Geordi La Forge"});
  t.Legal({"Alice discards \"Data\"#1", "Alice discards \"Geordi La Forge\""});
  t.Act("Alice plays \"Regenerate\"#1");
  SECTION("one card left in the pile is rejected") {
    CHECK(t.Do("Alice states reshuffles \"Regenerate\"#1, \"Data\"#1") ==
          Rules{R(rules::kDrawReshuffle.id)});
  }
  SECTION("the whole pile is accepted") {
    CHECK(t.Do("Alice states reshuffles \"Regenerate\"#1, \"Data\"#1, \"Geordi La Forge\"") ==
          Rules{});
  }
}

TEST_CASE("stccg.draw.reshuffle: Get It Done shuffles at most three personnel and ships",
          "[engine][stccg][staples]") {
  Table t(StapleHeader({"Get It Done"}));
  t.SetUpPlay(
      {"Get It Done", "Data", "Geordi La Forge", "Jadzia Dax", "Julian Bashir", "Tricorder"});
  t.Legal({"Alice discards \"Data\"#1", "Alice discards \"Geordi La Forge\"",
           "Alice discards \"Jadzia Dax\"", "Alice discards \"Julian Bashir\"",
           "Alice discards \"Tricorder\""});
  t.Act("Alice plays \"Get It Done\"#1");
  SECTION("three personnel are accepted") {
    CHECK(t.Do("Alice states reshuffles \"Get It Done\"#1, \"Data\"#1, \"Geordi La Forge\", "
               "\"Jadzia Dax\"") == Rules{});
  }
  SECTION("four cards, or an equipment, are rejected") {
    CHECK(t.Do("Alice states reshuffles \"Get It Done\"#1, \"Data\"#1, \"Geordi La Forge\", "
               "\"Jadzia Dax\", \"Julian Bashir\"") == Rules{R(rules::kDrawReshuffle.id)});
    CHECK(t.Do("Alice states reshuffles \"Get It Done\"#1, \"Tricorder\"") ==
          Rules{R(rules::kDrawReshuffle.id)});
  }
}

}  // namespace
}  // namespace stardate::testing

namespace stardate::testing {
namespace {

TEST_CASE("Card coverage: the clauses no ability reads are the ones taken on the table's word",
          "[engine][cards][staples]") {
  const Result<engine::stccg::CardPool>& pool = engine::stccg::CardPool::Shipped();
  REQUIRE(pool.ok());
  // Every clause of Red Alert! is read; Kivas Fajo - Collector's discard is not.
  CHECK(engine::stccg::UnreadClauses(*pool->Find("Red Alert!")).empty());
  CHECK(engine::stccg::UnreadClauses(*pool->Find("Kivas Fajo - Collector")) ==
        std::vector<std::string>{"Discard event after use."});
  // A personnel's skills are read where they are used, not listed.
  CHECK(engine::stccg::UnreadClauses(*pool->Find("Data")).empty());
}

TEST_CASE("The audit counts the events that rest on card text the engine does not read",
          "[engine][stccg][staples]") {
  Table t(StapleHeader({"Red Alert!", "Kivas Fajo - Collector"}));
  t.SetUpPlay({"Red Alert!", "Kivas Fajo - Collector"});
  t.Legal({"Alice plays \"Red Alert!\"#1"});
  CHECK_FALSE(t.state().RestsOnUnreadText(t.events().back()));
  t.Legal({"Bob passes", "Alice passes", "turn 2 Bob", "turn 3 Alice"});
  t.Legal({"Alice plays \"Kivas Fajo - Collector\"#1"});
  CHECK(t.state().RestsOnUnreadText(t.events().back()));
}

}  // namespace
}  // namespace stardate::testing
