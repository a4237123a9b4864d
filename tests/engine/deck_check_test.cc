#include "engine/stccg/deck_check.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "tests/support/table.h"

namespace stardate::engine::stccg {
namespace {

// ---- Fixture vocabulary ---------------------------------------------------------------------

const std::string kSixMissions =
    "Missions:\n1 Espionage Mission\n1 First Contact\n1 Investigate Massacre\n"
    "1 Repair Mission\n1 Study \"Hole in Space\"\n1 Explore Dyson Sphere\n";

// A legal deck, in parts a test may change: 30 draw cards, six missions, a few seed cards.
struct DeckText {
  std::string draw = "28 Kurak\n2 Data\n";
  std::string missions = kSixMissions;
  std::string seed = "Seed+Dil:\n1 Federation Outpost\n1 Maglock\n";
  std::string tent;  // "QsTent:\n..." when given
  std::string str() const { return draw + missions + seed + tent; }
};

ResolvedDeck Resolve(const std::string& text) {
  static const DeckTitles titles(*CardPool::Shipped());
  Result<DeckFile> file = ParseDeckFile(text, "deck.txt");
  REQUIRE(file.ok());
  ResolvedDeck deck = ResolveDeck(*file, titles);
  for (const UnresolvedDeckLine& u : deck.unresolved) FAIL(u.message);
  return deck;
}

// The rule ids of the findings on `deck`.
std::vector<std::string> Rules(const DeckText& deck) {
  std::vector<std::string> ids;
  for (const DeckFinding& f : CheckDeckConstruction(Resolve(deck.str()))) ids.push_back(f.rule);
  return ids;
}

// The one finding of `deck`.
DeckFinding Only(const DeckText& deck) {
  std::vector<DeckFinding> findings = CheckDeckConstruction(Resolve(deck.str()));
  REQUIRE(findings.size() == 1);
  return findings.front();
}

using Ids = std::vector<std::string>;

// ---- Composition ----------------------------------------------------------------------------

TEST_CASE("A deck's composition counts each part and each card type", "[stccg][deck]") {
  DeckText text;
  text.tent = "QsTent:\n1 Kurn\nAside:\n2 Torin\n";
  const DeckComposition c = ComposeDeck(Resolve(text.str()));
  CHECK(c.missions == 6);
  CHECK(c.seed_cards == 2);
  CHECK(c.seed_deck() == 8);
  CHECK(c.draw == 30);
  CHECK(c.qs_tent == 1);
  CHECK(c.aside == 2);
  CHECK(c.seed_types ==
        std::map<std::string, int, std::less<>>{{"Dilemma", 1}, {"Facility", 1}, {"Mission", 6}});
  CHECK(c.draw_types == std::map<std::string, int, std::less<>>{{"Personnel", 30}});
}

TEST_CASE("Both shipped starter decks pass every construction check", "[stccg][deck]") {
  const std::string name = GENERATE("simple-federation.txt", "simple-klingon.txt");
  Result<DeckFile> file = ReadDeckFile(testing::SourceDir() + "/tests/data/decks/" + name);
  REQUIRE(file.ok());
  const ResolvedDeck deck = ResolveDeck(*file, DeckTitles(*CardPool::Shipped()));
  REQUIRE(deck.complete());
  CHECK(CheckDeckConstruction(deck).empty());
}

// ---- Rules ----------------------------------------------------------------------------------

TEST_CASE("stccg.deck.missions: six missions, in Missions: alone", "[stccg][deck]") {
  DeckText deck;
  CHECK(Rules(deck).empty());
  deck.missions =
      "Missions:\n1 Espionage Mission\n1 First Contact\n1 Repair Mission\n"
      "1 Investigate Massacre\n1 Explore Dyson Sphere\n";
  DeckFinding five = Only(deck);
  CHECK(five.rule == "stccg.deck.missions");
  CHECK(five.message == "6 missions are required; Missions: has 5");
  CHECK(five.source == "data/reference/stccg1e-base-rules.md");
  CHECK_THAT(five.quote, Catch::Contains("exactly 6 missions"));
  deck.missions = kSixMissions + "1 Data\n";
  CHECK(Only(deck).message ==
        "6 missions are required; Missions: has 7; 'Data' (line 10) in Missions: is a "
        "Personnel, not a mission");
  deck.missions = kSixMissions;
  deck.draw += "1 Survey Mission\n";
  DeckFinding drawn = Only(deck);
  CHECK(drawn.message == "'Survey Mission' (line 3) is a mission in the draw deck");
  CHECK(drawn.lines == std::vector<int>{3});
}

TEST_CASE("stccg.deck.seed-size: at most 30 seed cards besides the missions", "[stccg][deck]") {
  DeckText deck;
  deck.seed = "Seed+Dil:\n30 Maglock\n";
  CHECK(Rules(deck).empty());
  deck.seed = "Seed+Dil:\n30 Maglock\n1 Dead End\n";
  DeckFinding f = Only(deck);
  CHECK(f.rule == "stccg.deck.seed-size");
  CHECK(f.message ==
        "the seed deck has 31 seed cards besides its missions; at most 30 are "
        "allowed");
}

TEST_CASE("stccg.deck.draw-size: a draw deck of at least 30 cards", "[stccg][deck]") {
  DeckText deck;
  CHECK(Rules(deck).empty());
  deck.draw = "29 Kurak\n";
  DeckFinding f = Only(deck);
  CHECK(f.rule == "stccg.deck.draw-size");
  CHECK(f.message == "the draw deck has 29 cards; at least 30 are required");
}

TEST_CASE("stccg.deck.unique-mission: a unique mission once, a universal one any number",
          "[stccg][deck]") {
  DeckText deck;
  deck.missions =
      "Missions:\n2 Survey Star System\n1 Espionage Mission\n1 First Contact\n"
      "1 Repair Mission\n1 Investigate Massacre\n";
  CHECK(Rules(deck).empty());  // Survey Star System is universal
  deck.missions =
      "Missions:\n1 Espionage Mission\n1 First Contact\n1 Repair Mission\n"
      "1 Investigate Massacre\n1 Explore Dyson Sphere\n1 ESPIONAGE MISSION\n";
  DeckFinding f = Only(deck);
  CHECK(f.rule == "stccg.deck.unique-mission");
  CHECK(f.message == "'Espionage Mission' is unique and listed 2 times");
  CHECK(f.lines == std::vector<int>{4, 9});
}

TEST_CASE("stccg.deck.seed-one: a \"Seed one\" card once in the seed deck", "[stccg][deck]") {
  DeckText deck;
  CHECK(Rules(deck).empty());
  deck.seed = "Seed+Dil:\n1 Federation Outpost\n1 Maglock\n1 Federation Outpost\n";
  DeckFinding f = Only(deck);
  CHECK(f.rule == "stccg.deck.seed-one");
  CHECK(f.message == "'Federation Outpost' says \"Seed one\" and the seed deck has 2");
  CHECK(f.source == "data/rules/000_63f6709b3bd4740e.txt");
  // Copies in the draw deck are not seeded.
  deck.seed = "Seed+Dil:\n1 Federation Outpost\n";
  deck.draw = "29 Kurak\n1 Federation Outpost\n";
  CHECK(Rules(deck).empty());
}

TEST_CASE("stccg.deck.qs-tent-doorway: a Q's Tent side deck needs its doorway", "[stccg][deck]") {
  DeckText deck;
  deck.tent = "QsTent:\n1 Kurn\n";
  DeckFinding f = Only(deck);
  CHECK(f.rule == "stccg.deck.qs-tent-doorway");
  CHECK(f.message == "QsTent: holds 1 card and no seed card opens a Q's Tent side deck");
  deck.seed += "1 Q's Tent\n";
  CHECK(Rules(deck).empty());
  deck.tent = "QsTent:\n";  // an empty tent needs no doorway
  deck.seed = DeckText().seed;
  CHECK(Rules(deck).empty());
}

TEST_CASE("stccg.deck.qs-tent: up to 13 different cards", "[stccg][deck]") {
  const std::vector<std::string> thirteen = {"Kurn",  "Martok", "Morka",   "Kitrik", "D'Ghor",
                                             "Krase", "Kang",   "Kor",     "Kurak",  "Retaya",
                                             "Data",  "Spock",  "Lightner"};
  DeckText deck;
  deck.seed += "1 Q's Tent\n";
  deck.tent = "QsTent:\n";
  for (const std::string& t : thirteen) deck.tent += "1 " + t + "\n";
  CHECK(Rules(deck).empty());
  DeckText more = deck;
  more.tent += "1 Altovar\n";
  CHECK(Only(more).message == "QsTent: holds 14 cards; up to 13 are allowed");
  DeckText twice = deck;
  twice.tent = "QsTent:\n2 Kurn\n1 Data\n1 DATA\n";
  DeckFinding f = Only(twice);
  CHECK(f.rule == "stccg.deck.qs-tent");
  CHECK(f.message ==
        "'Kurn' is in QsTent: 2 times; its cards must all be different; 'Data' is "
        "in QsTent: 2 times; its cards must all be different");
}

TEST_CASE("Every construction rule is cited with its source and a quote", "[stccg][deck]") {
  for (const DeckRule& rule : DeckRules()) {
    INFO(rule.id);
    CHECK_THAT(std::string(rule.id), Catch::StartsWith("stccg.deck."));
    CHECK_FALSE(rule.source.empty());
    CHECK_FALSE(rule.quote.empty());
  }
  CHECK(Rules(DeckText{"29 Kurak\n", "Missions:\n", "Seed+Dil:\n", ""}) ==
        Ids{"stccg.deck.missions", "stccg.deck.draw-size"});
}

}  // namespace
}  // namespace stardate::engine::stccg
