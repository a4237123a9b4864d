// Ship battle, docking SHIELDS, destruction and its required consequences.
#include <catch2/catch.hpp>

#include <sstream>

#include "engine/stccg/rules/battle.h"
#include "engine/stccg/rules/effect.h"
#include "engine/stccg/rules/turn.h"
#include "tests/support/table.h"

using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;
using stardate::engine::stccg::Zone;

namespace {

// Both outposts stand at Protect Shipment (it shows [FED] and [CAR]), so ships meet without
// flying (flying needs a full staff). Alice's seven-card draw deck is her opening hand; Bob opens
// with the five Galors and two Jasads (Cardassian OFFICERs: a leader of the ships' affiliation),
// and draws the other Jasads at the end of his turns (enough that his deck outlasts the games: the
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
    CHECK(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{R(rules::kDockedNoWeapons.id)});
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
    CHECK(Damaged(t, "Runabout"));     // 7 against SHIELDS 5: a hit
    CHECK_FALSE(Damaged(t, "Galor"));  // 5 against the Galor's SHIELDS: a miss
  }
  SECTION("a docked ship may not return fire") {
    t.Legal({"turn 6 Bob"});
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    CHECK(t.Do("Alice fires \"Runabout\" at \"Galor\"#1") == Rules{R(rules::kDockedNoWeapons.id)});
  }
  SECTION("a card without WEAPONS cannot return fire") {
    Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
    t.Legal({"turn 6 Bob"});
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    CHECK(t.Do("Alice fires \"Federation Outpost\" at \"Galor\"#1") ==
          Rules{R(rules::kBattleReturnFire.id)});
  }
  SECTION("firing at a card that did not fire is a new attack, not a response") {
    Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
    t.Legal({"turn 6 Bob"});
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    Rules r = t.Do("Alice fires \"Runabout\" at \"Cardassian Outpost\"");
    CHECK(std::count(r.begin(), r.end(), R(rules::kResponseInterrupt.id)) == 1);
    CHECK(std::count(r.begin(), r.end(), R(rules::kBattleFederation.id)) == 1);
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
        Rules{R(rules::kBattleLeader.id), R(rules::kBattleFederation.id)});
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
          Rules{R(rules::kBattleDestroyed.id), R(rules::kFacilityDestroyedKill.id)});
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
    CHECK(t.Do("turn 7 Alice") == Rules{R(rules::kFacilityDestroyedKill.id)});
  }
  SECTION("a personnel who was not aboard may not be killed") {
    CHECK(t.Do("Alice loses \"Runabout\"") == Rules{});
    CHECK(t.Do("Alice loses \"Geordi La Forge\"") == Rules{R(rules::kFacilityDestroyedKill.id)});
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
    t.Legal(
        {"turn " + std::to_string(turn++) + " Alice", "turn " + std::to_string(turn++) + " Bob"});
    Crew(t, g);
    Act(t, "Bob undocks " + galor, "Alice", "Bob");
    t.Legal({"turn " + std::to_string(turn++) + " Alice"});
    if (g == 1) Act(t, "Alice reports \"Runabout\" to \"Federation Outpost\"", "Bob", "Alice");
  }
  std::string all = "\"Galor\"#1, \"Galor\"#2, \"Galor\"#3, \"Galor\"#4, \"Galor\"#5";
  t.Legal({"turn " + std::to_string(turn++) + " Bob"});
  Act(t, "Bob fires " + all + " at \"Federation Outpost\"", "Alice", "Bob");
  CHECK(Damaged(t, "Federation Outpost"));
  t.Legal({"turn " + std::to_string(turn++) + " Alice", "turn " + std::to_string(turn++) + " Bob"});
  Act(t, "Bob fires " + all + " at \"Federation Outpost\"", "Alice", "Bob");
  CHECK(t.Do("Alice loses \"Federation Outpost\"") == Rules{});
  CHECK(t.Do("Alice loses \"Geordi La Forge\"") == Rules{});
  CHECK(ZoneOf(t, "Geordi La Forge") == Zone::kDiscard);
  CHECK(ZoneOf(t, "Runabout") == Zone::kAtLocation);  // was docked: survives, in orbit
  CHECK(t.Do("turn " + std::to_string(turn) + " Alice") == Rules{});
}

TEST_CASE(
    "stccg.repair.facility: a damaged ship docked at an outpost is repaired after two full "
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
    CHECK(t.Do("Alice repairs \"Runabout\"") == Rules{R(rules::kRepairFacility.id)});
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
    CHECK(t.Do("Alice undocks \"Runabout\"") == Rules{R(rules::kRepairFacility.id)});
  }
}

// --- Affiliation attack restrictions (003 "Dominion Attack Restrictions", "Affiliation Attack
// Restrictions"; 002 "force") and tactics (004 "battle - ship").

namespace {

// Two Dominion players at Rescue Founder (a [DOM] Gamma Quadrant planet), each with a Dominion
// Outpost. Alice's Weyoun boards her Jem'Hadar Attack Ship (WEAPONS 8, SHIELDS 8), Bob's Kilana
// his Jem'Hadar Warship (9, 9); on turn 5 Alice's Omet'iklan ("Allows your cards here to initiate
// battle against [Dom].") reports and boards too. `pools` adds card lists after the curated one.
std::string DominionHeader(const std::string& alice_extra = "", const std::string& bob_extra = "") {
  std::ostringstream s;
  s << "game stccg1e\nseed 5\nrandomness seed\npool \"" << stardate::testing::PoolPath() << "\" \""
    << stardate::testing::SourceDir() << "/data/stccg1e/Physical.csv\"\n"
    << "player Alice\n  seed \"Rescue Founder\"\n  seed \"Dominion Outpost\"\n"
       "  draw \"Weyoun\"\n  draw \"Jem'Hadar Attack Ship\"\n  draw \"Omet'iklan\"\n"
    << alice_extra
    << "player Bob\n  seed \"Dominion Outpost\"\n  draw \"Kilana\"\n"
       "  draw \"Jem'Hadar Warship\"\n"
    << bob_extra << "---\n";
  return s.str();
}

void DominionStandoff(Table& t) {
  t.Legal({"Alice seeds mission \"Rescue Founder\"",
           "Alice seeds facility \"Dominion Outpost\"#1 at \"Rescue Founder\"",
           "Bob seeds facility \"Dominion Outpost\"#2 at \"Rescue Founder\"", "turn 1 Alice"});
  Act(t, "Alice reports \"Weyoun\" to \"Dominion Outpost\"#1", "Bob", "Alice");
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Kilana\" to \"Dominion Outpost\"#2", "Alice", "Bob");
  t.Legal({"turn 3 Alice"});
  Act(t, "Alice reports \"Jem'Hadar Attack Ship\" to \"Dominion Outpost\"#1", "Bob", "Alice");
  Act(t, "Alice beams \"Weyoun\" to \"Jem'Hadar Attack Ship\"", "Bob", "Alice");
  Act(t, "Alice undocks \"Jem'Hadar Attack Ship\"", "Bob", "Alice");
  t.Legal({"turn 4 Bob"});
  Act(t, "Bob reports \"Jem'Hadar Warship\" to \"Dominion Outpost\"#2", "Alice", "Bob");
  Act(t, "Bob beams \"Kilana\" to \"Jem'Hadar Warship\"", "Alice", "Bob");
  Act(t, "Bob undocks \"Jem'Hadar Warship\"", "Alice", "Bob");
  t.Legal({"turn 5 Alice"});
}

}  // namespace

TEST_CASE(
    "stccg.battle.affiliation: the Dominion may not initiate battle against the Dominion "
    "unless a card allows it",
    "[engine][battle]") {
  Table t(DominionHeader());
  DominionStandoff(t);
  SECTION("no card allows it") {
    CHECK(t.Do("Alice fires \"Jem'Hadar Attack Ship\" at \"Jem'Hadar Warship\"") ==
          Rules{R(rules::kBattleAffiliation.id)});
  }
  SECTION("Omet'iklan's text allows it, stated by the table") {
    Act(t, "Alice reports \"Omet'iklan\" to \"Dominion Outpost\"#1", "Bob", "Alice");
    Act(t, "Alice beams \"Omet'iklan\" to \"Jem'Hadar Attack Ship\"", "Bob", "Alice");
    CHECK(t.Do("Alice allows Dominion \"Omet'iklan\"") == Rules{});
    CHECK(t.state().TakenOnTableWord(t.events().back()));
    CHECK(t.Do("Alice fires \"Jem'Hadar Attack Ship\" at \"Jem'Hadar Warship\"") == Rules{});
  }
  SECTION("a permission ends when its card leaves the table") {
    Act(t, "Alice reports \"Omet'iklan\" to \"Dominion Outpost\"#1", "Bob", "Alice");
    CHECK(t.Do("Alice allows Dominion \"Omet'iklan\"") == Rules{});
    CHECK(t.Do("Alice states kills \"Weyoun\", \"Omet'iklan\"") == Rules{});
    CHECK(t.Do("Alice fires \"Jem'Hadar Attack Ship\" at \"Jem'Hadar Warship\"") ==
          Rules{R(rules::kBattleAffiliation.id)});
  }
  SECTION("a permission in a hand allows nothing, and is a finding") {
    CHECK(t.Do("Alice allows Dominion \"Omet'iklan\"") == Rules{R(rules::kEffectStated.id)});
    CHECK(t.Do("Alice fires \"Jem'Hadar Attack Ship\" at \"Jem'Hadar Warship\"") ==
          Rules{R(rules::kBattleAffiliation.id)});
  }
}

TEST_CASE("stccg.battle.affiliation: retaliation is never restricted", "[engine][battle]") {
  Table t(DominionHeader());
  DominionStandoff(t);
  Act(t, "Alice reports \"Omet'iklan\" to \"Dominion Outpost\"#1", "Bob", "Alice");
  Act(t, "Alice beams \"Omet'iklan\" to \"Jem'Hadar Attack Ship\"", "Bob", "Alice");
  t.Legal({"Alice allows Dominion \"Omet'iklan\""});
  REQUIRE(t.Do("Alice fires \"Jem'Hadar Attack Ship\" at \"Jem'Hadar Warship\"") == Rules{});
  // Bob's Dominion Warship fires back at a Dominion ship: "may retaliate against anyone".
  CHECK(t.Do("Bob fires \"Jem'Hadar Warship\" at \"Jem'Hadar Attack Ship\"") == Rules{});
  t.Legal({"Alice passes", "Bob passes"});
  CHECK(Damaged(t, "Jem'Hadar Attack Ship"));    // 9 against SHIELDS 8
  CHECK_FALSE(Damaged(t, "Jem'Hadar Warship"));  // 8 against SHIELDS 9
}

TEST_CASE(
    "stccg.battle.affiliation: one mistake, one finding when the Federation's restriction "
    "is broken too",
    "[engine][battle]") {
  Table t(BattleHeader());
  Standoff(t);
  Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
  CHECK(t.Do("Alice fires \"Runabout\" at \"Galor\"#1") == Rules{R(rules::kBattleFederation.id)});
}

namespace {

// The standoff of Standoff() with two tactics of the full card list in Alice's hand (in place of
// the Tricorder and Jadzia Dax, whom it does not use).
std::string TacticHeader() {
  std::string h = BattleHeader();
  h.replace(h.find("\nplayer Alice"), 0,
            " \"" + stardate::testing::SourceDir() + "/data/stccg1e/Physical.csv\"");
  h.replace(h.find("  draw \"Tricorder\"\n"), 19, "  draw \"Target Shields\"\n");
  h.replace(h.find("  draw \"Jadzia Dax\"\n"), 20, "  draw \"Attack Wing\"\n");
  return h;
}

}  // namespace

TEST_CASE(
    "stccg.battle.tactic: a tactic joins the ship battle waiting for responses, one per "
    "player, and adds its bonuses",
    "[engine][battle]") {
  Table t(TacticHeader());
  Standoff(t);
  SECTION("outside a battle") {
    CHECK(t.Do("Alice plays \"Attack Wing\"") == Rules{R(rules::kBattleTactic.id)});
  }
  Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
  t.Legal({"turn 6 Bob"});
  SECTION("the defender's DEFENSE bonus turns a hit into a miss") {
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    // Target Shields: "Attack: 2. Defense: 2." The Runabout's SHIELDS 5 + 2 against 7.
    CHECK(t.Do("Alice plays \"Target Shields\"") == Rules{});
    CHECK(t.state().tactics().size() == 1);
    t.Legal({"Bob passes", "Alice passes"});
    CHECK_FALSE(Damaged(t, "Runabout"));
    CHECK(t.state().tactics().empty());
    CHECK(ZoneOf(t, "Target Shields") == Zone::kDiscard);
    // The Runabout's return fire with the ATTACK bonus: 5 + 2 against the Galor's SHIELDS 7.
    CHECK_FALSE(Damaged(t, "Galor"));
  }
  SECTION("a second tactic of one player in one battle") {
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    t.Legal({"Alice plays \"Target Shields\"", "Bob passes"});
    CHECK(t.Do("Alice plays \"Attack Wing\"") == Rules{R(rules::kBattleTactic.id)});
  }
  SECTION("a stated bonus is taken on the table's word") {
    REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
    // Attack Wing: "Attack: 1. Defense: 2." and "ATTACK bonus +1 for each of your ships
    // firing": 1 + 1, stated.
    CHECK(t.Do("Alice plays \"Attack Wing\" 2 2") == Rules{});
    CHECK(t.state().TakenOnTableWord(t.events().back()));
    CHECK(t.state().tactics().back().attack == 2);
    CHECK(t.Do("Bob passes") == Rules{});
    CHECK(t.Do("Alice passes") == Rules{});
    CHECK_FALSE(Damaged(t, "Runabout"));  // 7 against 5 + 2
  }
}

TEST_CASE(
    "stccg.battle.tactic: a facility may use a tactic, but with no WEAPONS it cannot use "
    "its ATTACK bonus",
    "[engine][battle]") {
  Table t(TacticHeader());
  Standoff(t);
  t.Legal({"turn 6 Bob"});
  // The Federation Outpost (SHIELDS 30, no WEAPONS) is Alice's only card in the battle.
  REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Federation Outpost\"") == Rules{});
  CHECK(t.Do("Alice plays \"Target Shields\" 200 2") == Rules{});
  t.Legal({"Bob passes", "Alice passes"});
  CHECK_FALSE(Damaged(t, "Galor"));  // the ATTACK bonus of 200 could not be used
  CHECK_FALSE(Damaged(t, "Federation Outpost"));
}

TEST_CASE("stccg.battle.tactic: a ship with WEAPONS uses its stated ATTACK bonus in return fire",
          "[engine][battle]") {
  Table t(TacticHeader());
  Standoff(t);
  Act(t, "Alice undocks \"Runabout\"", "Bob", "Alice");
  t.Legal({"turn 6 Bob"});
  REQUIRE(t.Do("Bob fires \"Galor\"#1 at \"Runabout\"") == Rules{});
  CHECK(t.Do("Alice plays \"Target Shields\" 200 2") == Rules{});
  t.Legal({"Bob passes", "Alice passes"});
  // 5 + 200 against SHIELDS 7: a direct hit destroys the Galor; its crew dies with it.
  CHECK(t.state().Owed().size() == 2);
}

TEST_CASE("stccg.battle.affiliation: a Dominion Away Team may not attack Dominion personnel",
          "[engine][battle]") {
  Table t(DominionHeader());
  t.Legal({"Alice seeds mission \"Rescue Founder\"",
           "Alice seeds facility \"Dominion Outpost\"#1 at \"Rescue Founder\"",
           "Bob seeds facility \"Dominion Outpost\"#2 at \"Rescue Founder\"", "turn 1 Alice"});
  Act(t, "Alice reports \"Weyoun\" to \"Dominion Outpost\"#1", "Bob", "Alice");
  Act(t, "Alice beams \"Weyoun\" to \"Rescue Founder\"", "Bob", "Alice");
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Kilana\" to \"Dominion Outpost\"#2", "Alice", "Bob");
  Act(t, "Bob beams \"Kilana\" to \"Rescue Founder\"", "Alice", "Bob");
  t.Legal({"turn 3 Alice"});
  CHECK(t.Do("Alice attacks \"Weyoun\" at \"Rescue Founder\"") ==
        Rules{R(rules::kBattleAffiliation.id)});
}

TEST_CASE(
    "stccg.battle.affiliation: an `allows` line naming no affiliation is refused with the "
    "line and what was expected",
    "[engine][battle]") {
  Table t(DominionHeader());
  DominionStandoff(t);
  t.Do("Alice allows Dominoin \"Weyoun\"");
  REQUIRE_FALSE(t.status().ok());
  CHECK(t.status().message().find("expected the affiliation the card allows attacking") !=
        std::string::npos);
  CHECK(t.status().message().find("Dominoin") != std::string::npos);
}
