// Ship battle, docking SHIELDS, destruction and its required consequences.
#include <catch2/catch.hpp>

#include <sstream>

#include "engine/stccg/rule_ids.h"
#include "tests/support/table.h"

using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;
using stardate::engine::stccg::Zone;

namespace {

std::string R(std::string_view id) { return std::string(id); }

// Both outposts stand at Protect Shipment (it shows [FED] and [CAR]), so ships meet without
// flying (flying needs a full staff). Alice's seven-card draw deck is her opening hand; Bob opens with the
// five Galors and two Jasads (Cardassian OFFICERs: a leader of the ships' affiliation), and
// draws the other Jasads at the end of his turns (enough that his deck outlasts the games: the
// draw that empties both decks would end them).
std::string BattleHeader() {
  std::ostringstream s;
  s << "game stccg1e\nseed 5\nrandomness seed\npool \"" << stardate::testing::PoolPath() << "\"\n"
    << "player Alice\n  seed \"Symbiont Diagnosis\"\n  seed \"Federation Outpost\"\n"
       "  draw \"Runabout\"\n  draw \"Data\"\n  draw \"Geordi La Forge\"\n"
       "  draw \"Julian Bashir\"\n  draw \"Taylor Moore\"\n  draw \"Jadzia Dax\"\n"
       "  draw \"Tricorder\"\n"
       "player Bob\n  seed \"Protect Shipment\"\n  seed \"Cardassian Outpost\"\n"
       "  draw \"Galor\" x5\n  draw \"Jasad\" x15\n---\n";
  return s.str();
}

// Plays `line` and both passes, so it resolves.
void Act(Table& t, const std::string& line, const std::string& opponent,
         const std::string& player) {
  INFO(line);
  REQUIRE(t.Do(line) == Rules{});
  t.Legal({opponent + " passes", player + " passes"});
}

void Start(Table& t) {
  t.Legal({"Alice seeds mission \"Symbiont Diagnosis\"", "Bob seeds mission \"Protect Shipment\"",
           "Alice seeds facility \"Federation Outpost\" at \"Protect Shipment\"",
           "Bob seeds facility \"Cardassian Outpost\" at \"Protect Shipment\""});
  for (int i = 0; i < 5; ++i) t.Give("Bob", "Galor");
  for (int i = 0; i < 2; ++i) t.Give("Bob", "Jasad");
  t.Legal({"turn 1 Alice"});
}

// Bob's card play for the turn: a Jasad reports to his outpost and beams aboard Galor #k,
// which must be docked there.
void Crew(Table& t, int k) {
  Act(t, "Bob reports \"Jasad\" to \"Cardassian Outpost\"", "Alice", "Bob");
  uint16_t outpost = t.state().CardByCopy("Cardassian Outpost", 1);
  for (uint16_t id : t.state().CardsByTitle("Jasad")) {
    if (t.state().card(id).zone == Zone::kAboard && t.state().card(id).where == outpost) {
      Act(t, "Bob beams " + t.state().CardRef(id) + " to \"Galor\"#" + std::to_string(k), "Alice",
          "Bob");
      return;
    }
  }
  FAIL("no Jasad aboard the Cardassian Outpost");
}

bool Damaged(const Table& t, const std::string& title, int copy = 1) {
  return t.state().card(t.state().CardByCopy(title, copy)).damaged != 0;
}

Zone ZoneOf(const Table& t, const std::string& title, int copy = 1) {
  return t.state().card(t.state().CardByCopy(title, copy)).zone;
}

}  // namespace

TEST_CASE("A docked ship adds half the facility's SHIELDS and may not fire", "[engine][battle]") {
  Table t(BattleHeader());
  Start(t);
  Act(t, "Alice reports \"Runabout\" to \"Federation Outpost\"", "Bob", "Alice");
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Galor\"#1 to \"Cardassian Outpost\"", "Alice", "Bob");
  t.Legal({"turn 3 Alice", "turn 4 Bob"});
  Crew(t, 1);
  SECTION("a docked attacker may not fire") {
    CHECK(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{R(rules::kDockedNoWeapons)});
  }
  SECTION("ATTACK 7 against the docked Runabout's DEFENSE 5 + 30/2 misses") {
    Act(t, "Bob undocks \"Galor\"#1", "Alice", "Bob");
    Act(t, "Bob fires \"Galor\"#1 at \"Runabout\"", "Alice", "Bob");
    CHECK_FALSE(Damaged(t, "Runabout"));
    CHECK_FALSE(Damaged(t, "Galor"));
    // Undocked, the Runabout's DEFENSE is 5: ATTACK 7 is a hit (not a direct hit, 7 <= 10).
    t.Legal({"turn 5 Alice"});
    Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
    t.Legal({"turn 6 Bob"});
    Act(t, "Bob fires \"Galor\"#1 at \"Runabout\"", "Alice", "Bob");
    CHECK(Damaged(t, "Runabout"));
    CHECK_FALSE(Damaged(t, "Galor"));  // return fire: 5 against DEFENSE 7 misses
  }
}

// Bob's Galor #1 (WEAPONS 7, crewed) undocked, and Alice's Runabout (WEAPONS 5, SHIELDS 5)
// undocked with Data aboard, both at Protect Shipment; Bob's turn 6, execute orders.
void Standoff(Table& t) {
  Start(t);
  Act(t, "Alice reports \"Runabout\" to \"Federation Outpost\"", "Bob", "Alice");
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Galor\"#1 to \"Cardassian Outpost\"", "Alice", "Bob");
  t.Legal({"turn 3 Alice"});
  Act(t, "Alice reports \"Data\" to \"Federation Outpost\"", "Bob", "Alice");
  Act(t, "Alice beams \"Data\" to \"Runabout\"", "Bob", "Alice");
  t.Legal({"turn 4 Bob"});
  Crew(t, 1);
  Act(t, "Bob undocks \"Galor\"#1", "Alice", "Bob");
  t.Legal({"turn 5 Alice"});
}

TEST_CASE("stccg.battle.return-fire: the defender fires back as part of the battle",
          "[engine][battle]") {
  Table t(BattleHeader());
  Standoff(t);
  SECTION("an undocked Federation ship returns fire: no attack restriction, no new window") {
    Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
    t.Legal({"turn 6 Bob"});
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    CHECK(t.Do("Alice fires \"Runabout\" at \"Galor\"#1") == Rules{});
    CHECK(t.state().core().stack.size() == 1);  // still the one battle
    // The window goes on: Bob answers the return fire first, then Alice.
    CHECK(t.Do("Alice passes") == Rules{"core.window.responder"});
  }
  SECTION("the declared return fire is what resolves") {
    Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
    t.Legal({"turn 6 Bob"});
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    t.Legal({"Alice fires \"Runabout\" at \"Galor\"#1", "Bob passes", "Alice passes"});
    CHECK(t.state().core().stack.empty());
    CHECK(Damaged(t, "Runabout"));      // 7 against SHIELDS 5: a hit
    CHECK_FALSE(Damaged(t, "Galor"));   // 5 against the Galor's SHIELDS: a miss
  }
  SECTION("a docked ship may not return fire") {
    t.Legal({"turn 6 Bob"});
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    CHECK(t.Do("Alice fires \"Runabout\" at \"Galor\"#1") == Rules{R(rules::kDockedNoWeapons)});
  }
  SECTION("a card without WEAPONS cannot return fire") {
    Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
    t.Legal({"turn 6 Bob"});
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    CHECK(t.Do("Alice fires \"Federation Outpost\" at \"Galor\"#1") ==
          Rules{R(rules::kBattleReturnFire)});
  }
  SECTION("firing at a card that did not fire is a new attack, not a response") {
    Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
    t.Legal({"turn 6 Bob"});
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    Rules r = t.Do("Alice fires \"Runabout\" at \"Cardassian Outpost\"");
    CHECK(std::count(r.begin(), r.end(), R(rules::kResponseInterrupt)) == 1);
    CHECK(std::count(r.begin(), r.end(), R(rules::kBattleFederation)) == 1);
  }
}

TEST_CASE("stccg.battle.federation: a Federation force may not initiate battle",
          "[engine][battle]") {
  Table t(BattleHeader());
  Start(t);
  Act(t, "Alice reports \"Runabout\" to \"Federation Outpost\"", "Bob", "Alice");
  Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
  // Uncrewed, and Federation: two rules broken.
  CHECK(t.Do("Alice fires \"Runabout\" at \"Cardassian Outpost\"") ==
        Rules{R(rules::kBattleLeader), R(rules::kBattleFederation)});
}

TEST_CASE("A destroyed ship requires its crew to be killed; a log without it is flagged",
          "[engine][battle]") {
  Table t(BattleHeader());
  Start(t);
  Act(t, "Alice reports \"Runabout\" to \"Federation Outpost\"", "Bob", "Alice");
  Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Galor\"#1 to \"Cardassian Outpost\"", "Alice", "Bob");
  t.Legal({"turn 3 Alice"});
  Act(t, "Alice reports \"Data\" to \"Federation Outpost\"", "Bob", "Alice");
  Act(t, "Alice beams \"Data\" to \"Runabout\"", "Bob", "Alice");
  t.Legal({"turn 4 Bob"});
  Crew(t, 1);
  Act(t, "Bob undocks \"Galor\"#1", "Alice", "Bob");
  Act(t, "Bob fires \"Galor\"#1 at \"Runabout\"", "Alice", "Bob");  // a hit
  REQUIRE(Damaged(t, "Runabout"));
  t.Legal({"turn 5 Alice", "turn 6 Bob"});
  REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
  t.Legal({"Alice passes", "Bob passes"});  // a second hit before repair destroys it
  SECTION("carried out, the consequences are legal") {
    CHECK(t.Do("Alice loses \"Runabout\"") == Rules{});
    CHECK(t.Do("Alice loses \"Data\"") == Rules{});
    CHECK(ZoneOf(t, "Runabout") == Zone::kDiscard);
    CHECK(ZoneOf(t, "Data") == Zone::kDiscard);
  }
  SECTION("every omitted consequence is named, and then taken as carried out") {
    CHECK(t.Do("turn 7 Alice") ==
          Rules{R(rules::kBattleDestroyed), R(rules::kFacilityDestroyedKill)});
    CHECK(ZoneOf(t, "Runabout") == Zone::kDiscard);
    CHECK(ZoneOf(t, "Data") == Zone::kDiscard);
    CHECK(t.state().Owed().empty());
    // One mistake, one finding each: the rest of the game is judged as it stands.
    CHECK(t.Do("turn 8 Bob") == Rules{});
  }
  SECTION("the consequences may be carried out in any order") {
    CHECK(t.Do("Alice loses \"Data\"") == Rules{});
    CHECK(t.Do("Alice loses \"Runabout\"") == Rules{});
    CHECK(t.state().Owed().empty());
  }
  SECTION("the crew's death omitted") {
    CHECK(t.Do("Alice loses \"Runabout\"") == Rules{});
    CHECK(t.Do("turn 7 Alice") == Rules{R(rules::kFacilityDestroyedKill)});
  }
  SECTION("a personnel who was not aboard may not be killed") {
    CHECK(t.Do("Alice loses \"Runabout\"") == Rules{});
    CHECK(t.Do("Alice loses \"Geordi La Forge\"") == Rules{R(rules::kFacilityDestroyedKill)});
  }
}

TEST_CASE("A destroyed facility kills everyone aboard; docked ships survive in orbit",
          "[engine][battle]") {
  Table t(BattleHeader());
  Start(t);
  Act(t, "Alice reports \"Geordi La Forge\" to \"Federation Outpost\"", "Bob", "Alice");
  int turn = 2;
  // Bob brings five crewed Galors (ATTACK 5 x 7 = 35 > SHIELDS 30) out of his outpost.
  for (int g = 1; g <= 5; ++g) {
    t.Legal({"turn " + std::to_string(turn++) + " Bob"});
    std::string galor = "\"Galor\"#" + std::to_string(g);
    Act(t, "Bob reports " + galor + " to \"Cardassian Outpost\"", "Alice", "Bob");
    t.Legal({"turn " + std::to_string(turn++) + " Alice",
             "turn " + std::to_string(turn++) + " Bob"});
    Crew(t, g);
    Act(t, "Bob undocks " + galor, "Alice", "Bob");
    t.Legal({"turn " + std::to_string(turn++) + " Alice"});
    if (g == 1) Act(t, "Alice reports \"Runabout\" to \"Federation Outpost\"", "Bob", "Alice");
  }
  std::string all = "\"Galor\"#1, \"Galor\"#2, \"Galor\"#3, \"Galor\"#4, \"Galor\"#5";
  t.Legal({"turn " + std::to_string(turn++) + " Bob"});
  Act(t, "Bob fires " + all + " at \"Federation Outpost\"", "Alice", "Bob");
  CHECK(Damaged(t, "Federation Outpost"));
  t.Legal({"turn " + std::to_string(turn++) + " Alice",
           "turn " + std::to_string(turn++) + " Bob"});
  Act(t, "Bob fires " + all + " at \"Federation Outpost\"", "Alice", "Bob");
  CHECK(t.Do("Alice loses \"Federation Outpost\"") == Rules{});
  CHECK(t.Do("Alice loses \"Geordi La Forge\"") == Rules{});
  CHECK(ZoneOf(t, "Geordi La Forge") == Zone::kDiscard);
  CHECK(ZoneOf(t, "Runabout") == Zone::kAtLocation);  // was docked: survives, in orbit
  CHECK(t.Do("turn " + std::to_string(turn) + " Alice") == Rules{});
}

TEST_CASE("stccg.repair.facility: a damaged ship docked at an outpost is repaired after two full "
          "turns",
          "[engine][battle]") {
  Table t(BattleHeader());
  Start(t);
  Act(t, "Alice reports \"Runabout\" to \"Federation Outpost\"", "Bob", "Alice");
  Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Galor\"#1 to \"Cardassian Outpost\"", "Alice", "Bob");
  t.Legal({"turn 3 Alice", "turn 4 Bob"});
  Crew(t, 1);
  Act(t, "Bob undocks \"Galor\"#1", "Alice", "Bob");
  Act(t, "Bob fires \"Galor\"#1 at \"Runabout\"", "Alice", "Bob");
  REQUIRE(Damaged(t, "Runabout"));
  t.Legal({"turn 5 Alice"});
  SECTION("a repair before the time is served is rejected") {
    CHECK(t.Do("Alice repairs \"Runabout\"") == Rules{R(rules::kRepairFacility)});
  }
  SECTION("docked through two full turns, the repair is required") {
    // Docked during turn 5; Alice's full turns 7 and 9 served; repaired as turn 11 begins.
    Act(t, "Alice docks \"Runabout\" at \"Federation Outpost\"", "Bob", "Alice");
    t.Legal({"turn 6 Bob", "turn 7 Alice", "turn 8 Bob", "turn 9 Alice", "turn 10 Bob"});
    CHECK(Damaged(t, "Runabout"));
    CHECK(t.Do("turn 11 Alice") == Rules{});
    CHECK(t.Do("Alice repairs \"Runabout\"") == Rules{});
    CHECK_FALSE(Damaged(t, "Runabout"));
  }
  SECTION("a required repair that is omitted is flagged") {
    Act(t, "Alice docks \"Runabout\" at \"Federation Outpost\"", "Bob", "Alice");
    t.Legal({"turn 6 Bob", "turn 7 Alice", "turn 8 Bob", "turn 9 Alice", "turn 10 Bob",
             "turn 11 Alice"});
    CHECK(t.Do("Alice undocks \"Runabout\"") == Rules{R(rules::kRepairFacility)});
  }
}
