// Places of the Dominion rules (data/rules/003_e9f36b50e205961e.txt) and the 004 rulings on
// them: Gamma Quadrant nativity and reporting, crew / Away Team / intruders, docking on reporting,
// commandeering, Empok Nor's commandeer attempts, Ferengi Trading Post, Chamber of Ministers.
#include <catch2/catch.hpp>

#include <algorithm>
#include <sstream>

#include "engine/stccg/rules/battle.h"
#include "engine/stccg/rules/commandeer.h"
#include "engine/stccg/rules/download.h"
#include "engine/stccg/rules/effect.h"
#include "engine/stccg/rules/facility.h"
#include "engine/stccg/rules/infiltration.h"
#include "engine/stccg/rules/mission.h"
#include "engine/stccg/rules/report.h"
#include "tests/support/table.h"

using stardate::engine::stccg::Group;
using stardate::engine::stccg::Zone;
using stardate::testing::Has;
using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;

namespace {

// Alice: Federation in both quadrants, with Empok Nor, Ferengi Trading Post and a Mirror
// Universe Bajor; Bob: Dominion in the Gamma Quadrant.
std::string PlacesHeader() {
  std::ostringstream s;
  s << "game stccg1e\nseed 5\nrandomness seed\npool \"" << stardate::testing::PoolPath() << "\"\n"
    << "player Alice\n"
       "  seed \"Reignite Dead Star\"\n  seed \"Symbiont Diagnosis\"\n  seed \"Construct Depot\"\n"
       "  seed \"Camping Trip\"\n  seed \"Disrupt Alliance\"\n  seed \"Alter Records\"\n"
       "  seed \"Empok Nor\"\n  seed \"Ops\"\n  seed \"Docking Pylons\"\n"
       "  seed \"Garak Has Some Issues\"\n  seed \"Oops!\"\n"
       "  seed \"Federation Outpost\" x2\n  seed \"Dominion Outpost\"\n"
       "  seed \"Ferengi Trading Post\"\n  seed \"Chamber of Ministers\" x2\n"
       "  draw \"Data\"\n  draw \"Geordi La Forge\"\n  draw \"Benjamin Sisko\"\n"
       "  draw \"Runabout\"\n  draw \"U.S.S. Enterprise\"\n  draw \"Young Jem'Hadar\"\n"
       "  draw \"Jem'Hadar Birthing Chamber\"\n  draw \"Tricorder\"\n  draw \"Weyoun\"\n"
       "  draw \"Kira Nerys\"\n  draw \"Chamber of Ministers\"\n  draw \"Jadzia Dax\"\n"
       "  draw \"Julian Bashir\"\n  draw \"Taylor Moore\"\n  draw \"Amanda Rogers\"\n"
       "  draw \"Kevin Uxbridge\"\n  draw \"Medical Kit\"\n"
       "player Bob\n"
       "  seed \"Rescue Founder\"\n  seed \"Protect Shipment\"\n"
       "  seed \"Dominion Outpost\"\n"
       "  draw \"Weyoun\"\n  draw \"Keevan\"\n  draw \"Jem'Hadar Attack Ship\"\n"
       "  draw \"Omet'iklan\"\n  draw \"Data\"\n  draw \"Young Jem'Hadar\"\n"
       "  draw \"Kilana\"\n  draw \"Borath\"\n  draw \"Yak'Talon\"\n  draw \"Limara'Son\"\n"
       "  draw \"Temo'Zuma\"\n  draw \"Remata'Klan\"\n  draw \"Jem'Hadar Warship\"\n"
       "---\n";
  return s.str();
}

// Missions on three quadrants' spacelines (Alpha: Reignite Dead Star, Construct Depot, Protect
// Shipment, Symbiont Diagnosis, Alter Records; Gamma: Rescue Founder, Camping Trip; Mirror:
// Disrupt Alliance, on the Mirror Universe Bajor).
void Spaceline(Table& t) {
  t.Legal({"Alice seeds mission \"Reignite Dead Star\"", "Bob seeds mission \"Rescue Founder\"",
           "Alice seeds mission \"Construct Depot\"", "Bob seeds mission \"Protect Shipment\"",
           "Alice seeds mission \"Symbiont Diagnosis\"", "Alice seeds mission \"Camping Trip\"",
           "Alice seeds mission \"Disrupt Alliance\"", "Alice seeds mission \"Alter Records\""});
}

// Empok Nor at Construct Depot with its Ops and Docking Pylons and both Empok Nor dilemmas
// beneath it; Alice's Federation Outpost at Reignite Dead Star, next to it; Data and the Runabout
// reported, Data aboard; Alice's turn 3. `bob_hand`: cards dealt to Bob's opening hand.
void EmpokNor(Table& t, const std::vector<std::string>& bob_hand = {}) {
  Spaceline(t);
  t.Legal({"Alice seeds facility \"Empok Nor\" at \"Construct Depot\"",
           "Alice seeds dilemma \"Garak Has Some Issues\" under \"Empok Nor\"",
           "Alice seeds dilemma \"Oops!\" under \"Empok Nor\"",
           "Alice seeds facility \"Federation Outpost\"#1 at \"Reignite Dead Star\"",
           "Alice seeds site \"Ops\" at \"Empok Nor\"",
           "Alice seeds site \"Docking Pylons\" at \"Empok Nor\""});
  for (const char* c : {"Runabout", "Data", "Kira Nerys"}) t.Give("Alice", c);
  for (const std::string& c : bob_hand) t.Give("Bob", c);
  t.Legal({"turn 1 Alice"});
  t.Legal({"Alice reports \"Runabout\" to \"Federation Outpost\"#1",
           "Bob passes",
           "Alice passes",
           "turn 2 Bob",
           "turn 3 Alice",
           "Alice reports \"Data\"#1 to \"Federation Outpost\"#1",
           "Bob passes",
           "Alice passes",
           "Alice beams \"Data\"#1 to \"Runabout\"",
           "Bob passes",
           "Alice passes",
           "Alice undocks \"Runabout\"",
           "Bob passes",
           "Alice passes",
           "Alice flies \"Runabout\" to \"Construct Depot\"",
           "Bob passes",
           "Alice passes",
           "Alice docks \"Runabout\" at \"Docking Pylons\"",
           "Bob passes",
           "Alice passes"});
}

void Play(Table& t, const std::vector<std::string>& alice, const std::vector<std::string>& bob) {
  for (const std::string& c : alice) t.Give("Alice", c);
  for (const std::string& c : bob) t.Give("Bob", c);
  t.Legal({"turn 1 Alice"});
}

void Resolve(Table& t, const std::string& action, const std::string& by = "Alice") {
  const std::string other = by == "Alice" ? "Bob" : "Alice";
  t.Legal({action, other + " passes", by + " passes"});
}

uint16_t Id(const Table& t, const std::string& title, uint16_t copy = 1) {
  return t.state().CardByCopy(title, copy);
}

}  // namespace

// --- Quadrants (003 "Gamma Quadrant", "Facilities and Quadrants")

TEST_CASE(
    "stccg.report.native-quadrant: a Gamma Quadrant outpost in the Gamma Quadrant takes "
    "Gamma Quadrant personnel, not Alpha Quadrant ones",
    "[engine][places]") {
  Table t(PlacesHeader());
  Spaceline(t);
  t.Legal({"Bob seeds facility \"Dominion Outpost\"#2 at \"Rescue Founder\""});
  Play(t, {}, {"Weyoun", "Data"});
  t.Legal({"turn 2 Bob"});
  CHECK(t.Do("Bob reports \"Weyoun\"#2 to \"Dominion Outpost\"#2") == Rules{});
  t.Legal({"Alice passes", "Bob passes", "turn 3 Alice", "turn 4 Bob"});
  // Data is Non-Aligned... no: Federation, and native to the Alpha Quadrant.
  Rules r = t.Do("Bob reports \"Data\"#2 to \"Dominion Outpost\"#2");
  CHECK(Has(r, rules::kReportNativeQuadrant.id));
}

TEST_CASE(
    "stccg.facility.seed.native-quadrant: a Gamma Quadrant outpost seeds only in the Gamma "
    "Quadrant",
    "[engine][places]") {
  Table t(PlacesHeader());
  Spaceline(t);
  SECTION("in the Alpha Quadrant it is rejected") {
    CHECK(t.Do("Bob seeds facility \"Dominion Outpost\"#2 at \"Protect Shipment\"") ==
          Rules{R(rules::kFacilityNativeQuadrant.id)});
  }
  SECTION("in the Gamma Quadrant it is accepted") {
    CHECK(t.Do("Bob seeds facility \"Dominion Outpost\"#2 at \"Rescue Founder\"") == Rules{});
  }
}

TEST_CASE(
    "stccg.report.native-quadrant: a facility outside its native quadrant allows no "
    "reporting, even of equipment",
    "[engine][places]") {
  Table t(PlacesHeader());
  Spaceline(t);
  // Faithful: the seeding is flagged, the outpost stands in the Alpha Quadrant all the same.
  CHECK(t.Do("Alice seeds facility \"Dominion Outpost\"#1 at \"Reignite Dead Star\"") ==
        Rules{R(rules::kFacilityNativeQuadrant.id)});
  Play(t, {"Weyoun", "Tricorder"}, {});
  SECTION("a Gamma Quadrant personnel") {
    CHECK(t.Do("Alice reports \"Weyoun\"#1 to \"Dominion Outpost\"#1") ==
          Rules{R(rules::kReportNativeQuadrant.id)});
  }
  SECTION("equipment, native everywhere, still needs the facility in its native quadrant") {
    CHECK(t.Do("Alice reports \"Tricorder\" to \"Dominion Outpost\"#1") ==
          Rules{R(rules::kReportNativeQuadrant.id)});
  }
}

TEST_CASE(
    "stccg.report.native-quadrant: a card whose text reports another (Jem'Hadar Birthing "
    "Chamber) ignores the quadrant",
    "[engine][places]") {
  Table t(PlacesHeader());
  Spaceline(t);
  t.Legal({"Alice seeds facility \"Federation Outpost\"#1 at \"Symbiont Diagnosis\""});
  Play(t, {"Jem'Hadar Birthing Chamber", "Young Jem'Hadar"}, {});
  Resolve(t, "Alice reports \"Jem'Hadar Birthing Chamber\" to \"Federation Outpost\"#1");
  t.Legal({"turn 2 Bob", "turn 3 Alice"});
  SECTION("reported by the outpost: the young Jem'Hadar is native to the Gamma Quadrant") {
    Rules r = t.Do("Alice reports \"Young Jem'Hadar\"#1 to \"Federation Outpost\"#1");
    CHECK(Has(r, rules::kReportNativeQuadrant.id));
  }
  SECTION("reported by the Birthing Chamber's text: no quadrant finding, and it is aboard") {
    CHECK(t.Do("Alice states reports \"Jem'Hadar Birthing Chamber\", \"Young Jem'Hadar\"#1 to "
               "\"Federation Outpost\"#1") == Rules{});
    const uint16_t young = Id(t, "Young Jem'Hadar", 1);
    CHECK(t.state().card(young).zone == Zone::kAboard);
    CHECK(t.state().card(young).where == Id(t, "Federation Outpost", 1));
    CHECK(t.state().player(0).card_plays == 0);  // no normal card play spent this turn
  }
  SECTION("a stated report takes its card from the player's hand") {
    CHECK(t.Do("Alice states reports \"Jem'Hadar Birthing Chamber\", \"Young Jem'Hadar\"#2 to "
               "\"Federation Outpost\"#1") == Rules{R(rules::kEffectStated.id)});
  }
}

TEST_CASE("stccg.repair.facility: a facility outside its native quadrant still repairs ships",
          "[engine][places]") {
  Table t(PlacesHeader());
  Spaceline(t);
  // Bob's Gamma Quadrant outpost stands in the Alpha Quadrant (its seeding is flagged).
  t.Do("Bob seeds facility \"Dominion Outpost\"#2 at \"Protect Shipment\"");
  Play(t, {}, {"Jem'Hadar Attack Ship"});
  t.Legal({"turn 2 Bob"});
  // It allows no reporting there; the ship is docked at it all the same (a faithful record).
  CHECK(t.Do("Bob reports \"Jem'Hadar Attack Ship\" to \"Dominion Outpost\"#2") ==
        Rules{R(rules::kReportNativeQuadrant.id)});
  t.Legal({"Alice passes", "Bob passes",
           "Bob states damages \"Dominion Outpost\"#2, \"Jem'Hadar Attack Ship\"", "turn 3 Alice",
           "turn 4 Bob", "turn 5 Alice", "turn 6 Bob", "turn 7 Alice"});
  // Docked at the start of turns 4, 6 and 8: two full turns served, the repair is owed.
  CHECK(t.Do("turn 8 Bob") == Rules{});
  CHECK(t.Do("Bob repairs \"Jem'Hadar Attack Ship\"") == Rules{});
  CHECK(t.state().card(Id(t, "Jem'Hadar Attack Ship")).damaged == 0);
}

// --- Crew, Away Team, intruders (003 "Crew vs. Away Team")

TEST_CASE(
    "GroupOf: aboard your own ship or outpost a crew, on a planet or aboard the opponent's "
    "an Away Team or intruders",
    "[engine][places]") {
  Table t(PlacesHeader());
  Spaceline(t);
  t.Legal({"Alice seeds facility \"Federation Outpost\"#1 at \"Symbiont Diagnosis\"",
           "Bob seeds facility \"Dominion Outpost\"#2 at \"Rescue Founder\""});
  Play(t, {"Data", "Geordi La Forge", "Runabout"}, {"Weyoun"});
  Resolve(t, "Alice reports \"Data\"#1 to \"Federation Outpost\"#1");
  const auto& s = t.state();
  const uint16_t data = Id(t, "Data", 1);
  CHECK(s.GroupOf(data) == Group::kCrew);
  t.Legal({"Alice beams \"Data\"#1 to \"Symbiont Diagnosis\"", "Bob passes", "Alice passes"});
  CHECK(s.GroupOf(data) == Group::kAwayTeam);
  CHECK(s.GroupOf(Id(t, "Federation Outpost", 1)) == Group::kNone);  // not personnel
  CHECK(s.GroupOf(Id(t, "Geordi La Forge")) == Group::kNone);        // in hand
  // `show` names the group.
  CHECK(s.Describe().find(" [on planet, Alice, Away Team]") != std::string::npos);
  CHECK(s.DescribeJson().find("\"group\":\"Away Team\"") != std::string::npos);
}

TEST_CASE("GroupOf: aboard an uncontrolled Empok Nor an Away Team, its crew once commandeered",
          "[engine][places]") {
  Table t(PlacesHeader());
  EmpokNor(t);
  const uint16_t data = Id(t, "Data", 1);
  CHECK(t.state().GroupOf(data) == Group::kCrew);  // aboard the Runabout, docked
  Resolve(t, "Alice walks \"Data\"#1 to \"Ops\"");
  CHECK(t.state().GroupOf(data) == Group::kAwayTeam);
  CHECK(t.state().Describe().find(" [aboard, Alice, Away Team]") != std::string::npos);
}

TEST_CASE("GroupOf: personnel aboard a facility the opponent controls are intruders",
          "[engine][places]") {
  Table t(PlacesHeader());
  Spaceline(t);
  t.Legal({"Alice seeds facility \"Federation Outpost\"#1 at \"Reignite Dead Star\"",
           "Bob seeds facility \"Dominion Outpost\"#2 at \"Rescue Founder\""});
  Play(t, {"Data"}, {});
  Resolve(t, "Alice reports \"Data\"#1 to \"Federation Outpost\"#1");
  // A card's text moves Data aboard Bob's outpost (stated: not modelled by card).
  t.Legal({"Alice states moves \"Federation Outpost\"#1, \"Data\"#1 to \"Dominion Outpost\"#2"});
  CHECK(t.state().GroupOf(Id(t, "Data", 1)) == Group::kIntruders);
  CHECK(t.state().Describe().find(" [aboard, Alice, intruders]") != std::string::npos);
}

// --- Docking (003 "Docking", 004 "docking")

TEST_CASE("stccg.report.docked: a ship reporting to a space facility reports docked",
          "[engine][places]") {
  Table t(PlacesHeader());
  Spaceline(t);
  t.Legal({"Alice seeds facility \"Federation Outpost\"#1 at \"Symbiont Diagnosis\"",
           "Alice seeds facility \"Chamber of Ministers\"#1 at \"Alter Records\""});
  Play(t, {"Runabout", "Tricorder"}, {});
  SECTION("`reports undocked` at an outpost is rejected, and applied as written (in orbit)") {
    CHECK(t.Do("Alice reports undocked \"Runabout\" to \"Federation Outpost\"#1") ==
          Rules{R(rules::kReportDocked.id)});
    t.Legal({"Bob passes", "Alice passes"});
    CHECK(t.state().card(Id(t, "Runabout")).zone == Zone::kAtLocation);
  }
  SECTION("`reports docked` at an outpost is accepted and the ship is docked") {
    CHECK(t.Do("Alice reports docked \"Runabout\" to \"Federation Outpost\"#1") == Rules{});
    t.Legal({"Bob passes", "Alice passes"});
    CHECK(t.state().card(Id(t, "Runabout")).zone == Zone::kDocked);
  }
  SECTION("unqualified, a ship reports docked at an outpost as before") {
    Resolve(t, "Alice reports \"Runabout\" to \"Federation Outpost\"#1");
    CHECK(t.state().card(Id(t, "Runabout")).zone == Zone::kDocked);
  }
  SECTION("`docked` at a facility on a planet, where no ship docks, is rejected") {
    Rules r = t.Do("Alice reports docked \"Runabout\" to \"Chamber of Ministers\"#1");
    CHECK(Has(r, rules::kReportDocked.id));
  }
  SECTION("only a ship reports docked") {
    CHECK(t.Do("Alice reports docked \"Tricorder\" to \"Federation Outpost\"#1") ==
          Rules{R(rules::kReportDocked.id)});
  }
}

TEST_CASE(
    "stccg.dock.compatible: only the ship must be compatible; incompatible crew may board a "
    "Nor but not an outpost (004 \"docking\")",
    "[engine][places]") {
  Table t(PlacesHeader());
  EmpokNor(t);
  // Kira Nerys (Bajoran) is not compatible with the Federation Outpost: her report is flagged and
  // she is aboard all the same (a faithful record); she joins the Runabout's crew.
  t.Legal({"Alice undocks \"Runabout\"", "Bob passes", "Alice passes",
           "Alice flies \"Runabout\" to \"Reignite Dead Star\"", "Bob passes", "Alice passes",
           "Alice docks \"Runabout\" at \"Federation Outpost\"#1", "Bob passes", "Alice passes",
           "turn 4 Bob", "turn 5 Alice"});
  CHECK(t.Do("Alice reports \"Kira Nerys\" to \"Federation Outpost\"#1") ==
        Rules{R(rules::kReportCompatible.id)});
  t.Legal({"Bob passes", "Alice passes", "Alice beams \"Kira Nerys\" to \"Runabout\"", "Bob passes",
           "Alice passes", "Alice undocks \"Runabout\"", "Bob passes", "Alice passes"});
  SECTION("the Federation Runabout docks at the Federation Outpost with her aboard") {
    CHECK(t.Do("Alice docks \"Runabout\" at \"Federation Outpost\"#1") == Rules{});
    t.Legal({"Bob passes", "Alice passes"});
    SECTION("she may not board the outpost") {
      CHECK(t.Do("Alice beams \"Kira Nerys\" to \"Federation Outpost\"#1") ==
            Rules{R(rules::kEnterCompatible.id)});
    }
    SECTION("Data, compatible, may") {
      CHECK(t.Do("Alice beams \"Data\"#1 to \"Federation Outpost\"#1") == Rules{});
    }
  }
  SECTION("at Empok Nor she boards the Nor") {
    t.Legal({"Alice flies \"Runabout\" to \"Construct Depot\"", "Bob passes", "Alice passes",
             "Alice docks \"Runabout\" at \"Docking Pylons\"", "Bob passes", "Alice passes"});
    CHECK(t.Do("Alice walks \"Kira Nerys\" to \"Ops\"") == Rules{});
  }
}

// --- Commandeering (003 "Commandeering", 004 "commandeering", 003 and 004 "Empok Nor")

TEST_CASE(
    "stccg.commandeer.attempt: an Away Team in Ops meets the dilemmas beneath Empok Nor, "
    "then commandeers it",
    "[engine][places]") {
  Table t(PlacesHeader());
  EmpokNor(t);
  Resolve(t, "Alice walks \"Data\"#1 to \"Ops\"");
  SECTION("commandeering while the dilemmas remain is rejected") {
    CHECK(t.Do("Alice commandeers Federation \"Empok Nor\"") ==
          Rules{R(rules::kCommandeerEmpokNorDilemmas.id)});
  }
  SECTION("a dilemma met without a commandeer attempt is rejected") {
    CHECK(
        Has(t.Do("Alice encounters overcome \"Garak Has Some Issues\""), rules::kDilemmaOrder.id));
  }
  SECTION("the commandeer attempt, both dilemmas in seed order, then the commandeering") {
    CHECK(t.Do("Alice attempts \"Empok Nor\"") == Rules{});
    t.Legal({"Bob passes", "Alice passes"});
    CHECK(t.state().attempt().mission == Id(t, "Empok Nor"));
    CHECK(t.Do("Alice encounters overcome \"Oops!\"") == Rules{R(rules::kDilemmaOrder.id)});
  }
  SECTION("overcoming both leaves nothing beneath it: the Nor is commandeered, Federation") {
    t.Legal({"Alice attempts \"Empok Nor\"", "Bob passes", "Alice passes",
             "Alice encounters overcome \"Garak Has Some Issues\"",
             "Alice encounters overcome \"Oops!\""});
    CHECK(t.Do("Alice commandeers Federation \"Empok Nor\"") == Rules{});
    t.Legal({"Bob passes", "Alice passes"});
    const uint16_t nor = Id(t, "Empok Nor");
    CHECK(t.state().card(nor).controller == 0);
    CHECK(t.state().attempt().mission == 0);
    CHECK(t.state().GroupOf(Id(t, "Data", 1)) == Group::kCrew);
  }
  SECTION("a stopped dilemma stays beneath it: no commandeering yet") {
    t.Legal({"Alice attempts \"Empok Nor\"", "Bob passes", "Alice passes",
             "Alice encounters stopped \"Garak Has Some Issues\""});
    CHECK(t.Do("Alice commandeers Federation \"Empok Nor\"") ==
          Rules{R(rules::kCommandeerEmpokNorDilemmas.id)});
  }
}

TEST_CASE("stccg.commandeer.attempt: made from Ops at Empok Nor only", "[engine][places]") {
  Table t(PlacesHeader());
  EmpokNor(t);
  SECTION("Data is still aboard the docked Runabout, not in Ops") {
    CHECK(t.Do("Alice attempts \"Empok Nor\"") == Rules{R(rules::kCommandeerAttempt.id)});
  }
  SECTION("an outpost has no dilemmas to meet before it is commandeered") {
    CHECK(t.Do("Alice attempts \"Federation Outpost\"#1") ==
          Rules{R(rules::kCommandeerAttempt.id)});
  }
}

TEST_CASE(
    "stccg.commandeer.affiliation: the Nor takes the affiliation of a non-ANIMAL "
    "commandeering personnel; opposing cards aboard stay theirs",
    "[engine][places]") {
  Table t(PlacesHeader());
  EmpokNor(t);
  t.Legal({"Alice walks \"Data\"#1 to \"Ops\"", "Bob passes", "Alice passes",
           "Alice attempts \"Empok Nor\"", "Bob passes", "Alice passes",
           "Alice encounters overcome \"Garak Has Some Issues\"",
           "Alice encounters overcome \"Oops!\""});
  SECTION("Dominion is no commandeering personnel's affiliation") {
    CHECK(t.Do("Alice commandeers Dominion \"Empok Nor\"") ==
          Rules{R(rules::kCommandeerAffiliation.id)});
  }
  SECTION("Federation is Data's") {
    CHECK(t.Do("Alice commandeers Federation \"Empok Nor\"") == Rules{});
    t.Legal({"Bob passes", "Alice passes"});
    // The Runabout at the Docking Pylons was Alice's and stays hers; only the Nor changed hands.
    CHECK(t.state().card(Id(t, "Runabout")).controller == 0);
  }
}

// --- Ferengi Trading Post and Chamber of Ministers (004)

TEST_CASE(
    "stccg.report.opponent-outpost: both players use the Ferengi Trading Post, whoever owns "
    "it",
    "[engine][places]") {
  Table t(PlacesHeader());
  Spaceline(t);
  // No Ferengi icon at an Alpha Quadrant mission in this pool: the seeding is flagged, the outpost
  // stands all the same.
  t.Do("Alice seeds facility \"Ferengi Trading Post\" at \"Symbiont Diagnosis\"");
  t.Legal({"Alice seeds facility \"Federation Outpost\"#1 at \"Reignite Dead Star\""});
  Play(t, {}, {"Data"});
  t.Legal({"turn 2 Bob"});
  SECTION("Bob reports to Alice's Ferengi Trading Post") {
    CHECK(t.Do("Bob reports \"Data\"#2 to \"Ferengi Trading Post\"") == Rules{});
  }
  SECTION("but not to her Federation Outpost") {
    CHECK(t.Do("Bob reports \"Data\"#2 to \"Federation Outpost\"#1") ==
          Rules{R(rules::kReportOpponentOutpost.id)});
  }
}

TEST_CASE(
    "stccg.facility.seed.native-quadrant: Chamber of Ministers plays but does not seed on "
    "the Mirror Universe Bajor, and allows no reporting there (004)",
    "[engine][places]") {
  Table t(PlacesHeader());
  Spaceline(t);
  SECTION("seeded on Disrupt Alliance (Bajor, Mirror Quadrant) it is rejected") {
    CHECK(t.Do("Alice seeds facility \"Chamber of Ministers\"#1 at \"Disrupt Alliance\"") ==
          Rules{R(rules::kFacilityNativeQuadrant.id)});
  }
  SECTION("built there it is accepted; reporting to it is not") {
    Play(t, {"Chamber of Ministers", "Kira Nerys"}, {});
    CHECK(t.Do("Alice builds \"Chamber of Ministers\"#3 at \"Disrupt Alliance\"") == Rules{});
    t.Legal({"Bob passes", "Alice passes", "turn 2 Bob", "turn 3 Alice"});
    CHECK(t.Do("Alice reports \"Kira Nerys\" to \"Chamber of Ministers\"#3") ==
          Rules{R(rules::kReportNativeQuadrant.id)});
  }
  SECTION("on the Alpha Quadrant's Bajor it takes reports") {
    t.Legal({"Alice seeds facility \"Chamber of Ministers\"#1 at \"Alter Records\""});
    Play(t, {"Kira Nerys"}, {});
    CHECK(t.Do("Alice reports \"Kira Nerys\" to \"Chamber of Ministers\"#1") == Rules{});
  }
}

TEST_CASE(
    "stccg.repair.facility: Empok Nor's Docking Pylons repair nothing until it is "
    "commandeered (004 \"Empok Nor\": only Ops, docking and placement text is active)",
    "[engine][places]") {
  Table t(PlacesHeader());
  EmpokNor(t);
  t.Legal({"Alice states damages \"Empok Nor\", \"Runabout\"", "turn 4 Bob", "turn 5 Alice",
           "turn 6 Bob", "turn 7 Alice", "turn 8 Bob", "turn 9 Alice"});
  // Docked at the Pylons since turn 3: at a repairing site the repair would be owed by now.
  CHECK(t.Do("Alice repairs \"Runabout\"") == Rules{R(rules::kRepairFacility.id)});
}

TEST_CASE("show: a commandeer attempt in progress and the seed cards it has still to meet",
          "[engine][places]") {
  Table t(PlacesHeader());
  EmpokNor(t);
  t.Legal({"Alice walks \"Data\"#1 to \"Ops\"", "Bob passes", "Alice passes",
           "Alice attempts \"Empok Nor\"", "Bob passes", "Alice passes",
           "Alice encounters overcome \"Garak Has Some Issues\""});
  CHECK(t.state().Describe().find(
            "Commandeer attempt in progress: Alice at Empok Nor, 1 seed card still to meet") !=
        std::string::npos);
  CHECK(t.state().DescribeJson().find("\"attempt\":{\"player\":\"Alice\",\"at\":\"Empok Nor\","
                                      "\"commandeer\":true,\"seedCardsLeft\":1}") !=
        std::string::npos);
}

// Data walks from the docked Runabout to Ops; Bob's Odo Founder is put infiltrating aboard the
// Docking Pylons by the table (reporting to the uncontrolled Nor is a finding of its own), then
// placed under house arrest.
TEST_CASE(
    "stccg.infiltrate.actions: an infiltrator under house arrest walks nowhere along a "
    "Nor's sites",
    "[engine][places][infiltration]") {
  std::string header = PlacesHeader();
  header.replace(header.find("  draw \"Keevan\"\n"), 0, "  draw \"Odo Founder\"\n");
  Table t(header);
  EmpokNor(t, {"Odo Founder"});
  t.Legal({"turn 4 Bob"});
  t.Do("Bob infiltrates \"Odo Founder\" to \"Docking Pylons\"");
  t.Legal({"Alice passes", "Bob passes"});
  REQUIRE(t.state().Infiltrating(Id(t, "Odo Founder")));
  SECTION("infiltrating, he may walk himself") {
    CHECK(t.Do("Bob walks \"Odo Founder\" to \"Ops\"") == Rules{});
  }
  SECTION("under house arrest, he may not") {
    t.Legal({"Bob exposes arrested \"Odo Founder\""});
    CHECK(t.Do("Bob walks \"Odo Founder\" to \"Ops\"") == Rules{R(rules::kInfiltrateActions.id)});
  }
}

TEST_CASE(
    "stccg.download.initiation: Ops' download, begun, takes an OFFICER when one is in hand or "
    "deck (004 \"actions - step 1: initiation\")",
    "[engine][places]") {
  Table t(PlacesHeader());
  EmpokNor(t);
  // Kira Nerys (OFFICER) is in Alice's hand, Benjamin Sisko (OFFICER) in her draw deck; Empok
  // Nor is Neutral, so both may play at Ops.
  SECTION("a search that takes nothing is rejected") {
    CHECK(t.Do("Alice downloads \"Ops\"") == Rules{R(rules::kDownloadInitiation.id)});
  }
  SECTION("taking an OFFICER is accepted; with none left, taking nothing is too") {
    CHECK(t.Do("Alice downloads \"Ops\", \"Benjamin Sisko\" to \"Ops\"") == Rules{});
    CHECK(t.Do("Alice downloads \"Ops\", \"Kira Nerys\" to \"Ops\"") == Rules{});
    CHECK(t.Do("Alice downloads \"Ops\"") == Rules{});
  }
}
