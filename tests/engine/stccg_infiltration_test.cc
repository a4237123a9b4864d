// Infiltration: the infiltration icon, taking part in the opponent's crew, exposure, Founder
// lookalikes (data/rules/003_e9f36b50e205961e.txt; 004 "any").
#include <catch2/catch.hpp>

#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/battle.h"
#include "engine/stccg/rules/facility.h"
#include "engine/stccg/rules/infiltration.h"
#include "engine/stccg/rules/mission.h"
#include "engine/stccg/rules/move.h"
#include "tests/support/table.h"

using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;
using stardate::engine::stccg::StccgState;
using stardate::engine::stccg::Zone;

namespace {

bool Has(const Rules& found, std::string_view id) {
  return std::find(found.begin(), found.end(), std::string(id)) != found.end();
}

// The full card lists (no pool line): Alice's Federation Outpost stands at Evacuation, a
// Federation planet mission of the Alpha Quadrant. Both decks are opening hands (seven cards or
// fewer), so no end-of-turn draw is due.
std::string Header() {
  return "game stccg1e\nseed 1\nrandomness seed\n"
         "player Alice\n  seed \"Evacuation\"\n  seed \"Federation Outpost\"\n"
         "  draw \"Geordi La Forge\"\n  draw \"Data\"\n  draw \"Julian Bashir\"\n"
         "  draw \"Odo\"\n"
         "player Bob\n  seed \"Reignite Dead Star\"\n"
         "  draw \"Bashir Founder\"\n  draw \"O'Brien Founder\"\n  draw \"Odo Founder\"\n"
         "  draw \"Weyoun\"\n---\n";
}

// Seeding; turn 1: Geordi La Forge reports to the outpost; turn 2 is Bob's.
void Start(Table& t) {
  t.Legal({"Alice seeds mission \"Evacuation\"", "Bob seeds mission \"Reignite Dead Star\"",
           "Alice seeds facility \"Federation Outpost\" at \"Evacuation\"", "turn 1 Alice"});
  t.Act("Alice reports \"Geordi La Forge\" to \"Federation Outpost\"");
  t.Legal({"turn 2 Bob"});
}

// Start, then Bashir Founder reports infiltrating aboard the outpost (turn 2, Bob's).
void Infiltrated(Table& t) {
  Start(t);
  t.Act("Bob infiltrates \"Bashir Founder\" to \"Federation Outpost\"");
}

uint16_t Id(const Table& t, const std::string& title) { return t.state().CardByCopy(title, 1); }

}  // namespace

TEST_CASE("stccg.infiltrate.icon: only a personnel with an infiltration icon infiltrates",
          "[engine][infiltration]") {
  Table t(Header());
  Start(t);
  SECTION("Weyoun has no infiltration icon") {
    CHECK(t.Do("Bob infiltrates \"Weyoun\" to \"Federation Outpost\"") ==
          Rules{R(rules::kInfiltrateIcon.id)});
  }
  SECTION("Bashir Founder's <Fed> icon names the Federation") {
    CHECK(t.state().InfiltrationIcon(Id(t, "Bashir Founder")) ==
          stardate::engine::stccg::Affiliation::kFederation);
    CHECK(t.Do("Bob infiltrates \"Bashir Founder\" to \"Federation Outpost\"") == Rules{});
  }
}

TEST_CASE(
    "stccg.infiltrate.report: an infiltrator reports to the opponent's facility compatible "
    "with his icon, and takes the icon's affiliation",
    "[engine][infiltration]") {
  Table t(Header());
  Start(t);
  SECTION("Odo Founder's <Baj> icon is not compatible with a Federation Outpost") {
    CHECK(t.Do("Bob infiltrates \"Odo Founder\" to \"Federation Outpost\"") ==
          Rules{R(rules::kInfiltrateReport.id)});
  }
  SECTION("Bashir Founder reports infiltrating, Federation, part of Alice's crew") {
    t.Act("Bob infiltrates \"Bashir Founder\" to \"Federation Outpost\"");
    const uint16_t founder = Id(t, "Bashir Founder");
    CHECK(t.state().card(founder).zone == Zone::kAboard);
    CHECK(t.state().card(founder).controller == 1);
    CHECK(t.state().Infiltrating(founder));
    CHECK(t.state().card(founder).affiliation == stardate::engine::stccg::Affiliation::kFederation);
    // Public: both players' views list him.
    for (uint8_t viewer = 0; viewer < 2; ++viewer) {
      const std::string seen = t.state().ViewFor(viewer)->Describe();
      CHECK(seen.find("Bashir Founder (Bob's) at Federation Outpost: infiltrating Alice's crew or "
                      "Away Team as Federation") != std::string::npos);
    }
  }
}

TEST_CASE(
    "stccg.infiltrate.present: a personnel in play infiltrates only where an opponent's "
    "compatible crew or Away Team is present",
    "[engine][infiltration]") {
  Table t(Header());
  Infiltrated(t);
  // Exposed at once, then left alone on the outpost: free to infiltrate again.
  t.Legal({"Bob exposes voluntarily \"Bashir Founder\"", "turn 3 Alice"});
  t.Act("Alice beams \"Geordi La Forge\" to \"Evacuation\"");
  REQUIRE(t.state().InfiltratorOf(Id(t, "Bashir Founder")) == nullptr);
  SECTION("alone on the outpost there is no crew to infiltrate") {
    CHECK(t.Do("Bob infiltrates \"Bashir Founder\" at \"Federation Outpost\"") ==
          Rules{R(rules::kInfiltratePresent.id)});
  }
  SECTION("with Geordi La Forge back aboard, on Alice's turn, he infiltrates") {
    t.Act("Alice beams \"Geordi La Forge\" to \"Federation Outpost\"");
    CHECK(t.Do("Bob infiltrates \"Bashir Founder\" at \"Federation Outpost\"") == Rules{});
    CHECK(t.state().Infiltrating(Id(t, "Bashir Founder")));
  }
}

TEST_CASE(
    "stccg.infiltrate.again: an exposed infiltrator infiltrates again only after being away "
    "from all of the opponent's personnel",
    "[engine][infiltration]") {
  Table t(Header());
  Infiltrated(t);
  t.Legal({"Bob exposes voluntarily \"Bashir Founder\""});
  const uint16_t founder = Id(t, "Bashir Founder");
  CHECK(t.state().card(founder).affiliation == 0);  // reverts to Dominion
  SECTION("still aboard with Geordi La Forge") {
    CHECK(t.Do("Bob infiltrates \"Bashir Founder\" at \"Federation Outpost\"") ==
          Rules{R(rules::kInfiltrateAgain.id)});
  }
  SECTION("after Geordi La Forge beamed away and back") {
    t.Legal({"turn 3 Alice"});
    t.Act("Alice beams \"Geordi La Forge\" to \"Evacuation\"");
    t.Act("Alice beams \"Geordi La Forge\" to \"Federation Outpost\"");
    CHECK(t.Do("Bob infiltrates \"Bashir Founder\" at \"Federation Outpost\"") == Rules{});
  }
}

TEST_CASE(
    "stccg.infiltrate.not-intruder: the infiltrated crew and its infiltrator do not "
    "initiate battle against each other",
    "[engine][infiltration]") {
  Table t(Header());
  Infiltrated(t);
  SECTION("the infiltrator attacks the crew he infiltrates") {
    CHECK(Has(t.Do("Bob attacks \"Bashir Founder\" at \"Federation Outpost\""),
              rules::kInfiltrateNotIntruder.id));
  }
  SECTION("the crew attacks its infiltrator") {
    t.Legal({"turn 3 Alice"});
    CHECK(Has(t.Do("Alice attacks \"Geordi La Forge\" at \"Federation Outpost\""),
              rules::kInfiltrateNotIntruder.id));
  }
  SECTION("exposed, he may be treated as an intruder") {
    t.Legal({"Bob exposes voluntarily \"Bashir Founder\"", "turn 3 Alice"});
    CHECK_FALSE(Has(t.Do("Alice attacks \"Geordi La Forge\" at \"Federation Outpost\""),
                    rules::kInfiltrateNotIntruder.id));
  }
}

TEST_CASE(
    "stccg.infiltrate.actions: an infiltrator takes part in his hosts' moves and attempts, "
    "and his player moves only him",
    "[engine][infiltration]") {
  Table t(Header());
  Infiltrated(t);
  const uint16_t founder = Id(t, "Bashir Founder");
  SECTION("Alice beams him down with Geordi La Forge, and he joins her attempt") {
    t.Legal({"turn 3 Alice"});
    t.Act("Alice beams \"Geordi La Forge\", \"Bashir Founder\" to \"Evacuation\"");
    CHECK(t.state().card(founder).zone == Zone::kOnPlanet);
    t.Act("Alice attempts \"Evacuation\", \"Bashir Founder\"");
    const auto team = t.state().Team(0, Id(t, "Evacuation"), 0);
    CHECK(std::find(team.begin(), team.end(), founder) != team.end());
    CHECK(team.size() == 2);
  }
  SECTION("he is no member of Bob's teams while infiltrating") {
    CHECK(t.state().Team(1, Id(t, "Evacuation"), 0).empty());
  }
  SECTION("a personnel who is not infiltrating joins no attempt of Alice's") {
    t.Legal({"turn 3 Alice"});
    t.Act("Alice beams \"Geordi La Forge\" to \"Evacuation\"");
    CHECK(t.Do("Alice attempts \"Evacuation\", \"Geordi La Forge\"") ==
          Rules{R(rules::kInfiltrateActions.id)});
  }
  SECTION("Bob beams him alone with Alice's transporters") {
    CHECK(t.Do("Bob beams \"Bashir Founder\" to \"Evacuation\"") == Rules{});
  }
  SECTION("Bob may not move another infiltrator with him") {
    t.Legal({"turn 3 Alice", "turn 4 Bob"});
    t.Act("Bob infiltrates \"O'Brien Founder\" to \"Federation Outpost\"");
    CHECK(t.Do("Bob beams \"Bashir Founder\", \"O'Brien Founder\" to \"Evacuation\"") ==
          Rules{R(rules::kInfiltrateActions.id)});
  }
}

TEST_CASE("stccg.infiltrate.expose: an infiltrator is exposed by his player's choice or by a card",
          "[engine][infiltration]") {
  Table t(Header());
  Infiltrated(t);
  const uint16_t founder = Id(t, "Bashir Founder");
  SECTION("only his player exposes him voluntarily") {
    CHECK(t.Do("Alice exposes voluntarily \"Bashir Founder\"") ==
          Rules{R(rules::kInfiltrateExpose.id)});
  }
  SECTION("Geordi La Forge is no infiltrator") {
    CHECK(t.Do("Bob exposes voluntarily \"Geordi La Forge\"") ==
          Rules{R(rules::kInfiltrateExpose.id)});
  }
  SECTION("a card play exposes him, on the table's word") {
    CHECK(t.Do("Alice exposes card \"Bashir Founder\", \"Odo\"") == Rules{});
    CHECK(t.state().TakenOnTableWord(t.events().back()));
    CHECK(t.state().InfiltratorOf(founder)->status == StccgState::Infiltration::kExposed);
  }
  SECTION("house arrest keeps him infiltrating") {
    CHECK(t.Do("Bob exposes arrested \"Bashir Founder\"") == Rules{});
    CHECK(t.state().InfiltratorOf(founder)->status == StccgState::Infiltration::kArrested);
    CHECK(t.state().card(founder).affiliation == stardate::engine::stccg::Affiliation::kFederation);
  }
}

TEST_CASE(
    "stccg.infiltrate.expose.persona: present with a version of the persona he "
    "impersonates, an infiltrator must be exposed",
    "[engine][infiltration]") {
  Table t(Header());
  Infiltrated(t);
  t.Legal({"turn 3 Alice"});
  t.Act("Alice reports \"Julian Bashir\" to \"Federation Outpost\"");
  REQUIRE(t.state().Owed().size() == 1);
  CHECK(t.state().Owed()[0].kind == stardate::engine::stccg::kExpose);
  SECTION("the table writes the exposure") {
    CHECK(t.Do("Bob exposes persona \"Bashir Founder\", \"Julian Bashir\"") == Rules{});
    CHECK(t.state().Owed().empty());
    CHECK_FALSE(t.state().Infiltrating(Id(t, "Bashir Founder")));
  }
  SECTION("a log that goes on without it is flagged, and the exposure carried out") {
    CHECK(t.Do("Alice beams \"Geordi La Forge\" to \"Evacuation\"") ==
          Rules{R(rules::kInfiltrateExposePersona.id)});
    CHECK_FALSE(t.state().Infiltrating(Id(t, "Bashir Founder")));
  }
  SECTION("Geordi La Forge is no version of Julian Bashir") {
    CHECK(t.Do("Bob exposes persona \"Bashir Founder\", \"Geordi La Forge\"") ==
          Rules{R(rules::kInfiltrateExposePersona.id)});
  }
}

TEST_CASE("Founder lookalikes are not the persona they impersonate (004 \"any\")",
          "[engine][infiltration]") {
  Table t(Header());
  Start(t);
  const StccgState& s = t.state();
  CHECK(s.ImpersonatedPersona(Id(t, "Odo Founder")) == "Odo");
  CHECK_FALSE(s.IsPersona(Id(t, "Odo Founder"), "Odo"));
  CHECK(s.IsPersona(Id(t, "Odo"), "Odo"));
  CHECK(s.ImpersonatedPersona(Id(t, "O'Brien Founder")) == "Miles O'Brien");
  CHECK_FALSE(s.IsPersona(Id(t, "Julian Bashir"), "Miles O'Brien"));
}

TEST_CASE("stccg.attempt.affiliation: an infiltrator taking part matches by his icon's affiliation",
          "[engine][infiltration]") {
  // Ty Kajada (Non-Aligned) is Alice's only personnel; Evacuation shows only [FED].
  Table t(
      "game stccg1e\nseed 1\nrandomness seed\n"
      "player Alice\n  seed \"Evacuation\"\n  seed \"Federation Outpost\"\n"
      "  draw \"Ty Kajada\"\n"
      "player Bob\n  seed \"Reignite Dead Star\"\n  draw \"Bashir Founder\"\n---\n");
  t.Legal({"Alice seeds mission \"Evacuation\"", "Bob seeds mission \"Reignite Dead Star\"",
           "Alice seeds facility \"Federation Outpost\" at \"Evacuation\"", "turn 1 Alice"});
  t.Act("Alice reports \"Ty Kajada\" to \"Federation Outpost\"");
  t.Legal({"turn 2 Bob"});
  t.Act("Bob infiltrates \"Bashir Founder\" to \"Federation Outpost\"");
  t.Legal({"turn 3 Alice"});
  t.Act("Alice beams \"Ty Kajada\", \"Bashir Founder\" to \"Evacuation\"");
  SECTION("without him no one matches") {
    CHECK(t.Do("Alice attempts \"Evacuation\"") == Rules{R(rules::kAttemptAffiliation.id)});
  }
  SECTION("Bashir Founder, Federation while infiltrating, takes part") {
    CHECK(t.Do("Alice attempts \"Evacuation\", \"Bashir Founder\"") == Rules{});
  }
}

namespace {

// The Runabout (Federation) needs a Federation crew member; Ty Kajada is Non-Aligned. Alice's
// Runabout docked at her outpost, Ty Kajada aboard the outpost with Bob's Bashir Founder
// infiltrating it: Alice's turn 3.
std::string RunaboutHeader() {
  return "game stccg1e\nseed 1\nrandomness seed\n"
         "player Alice\n  seed \"Evacuation\"\n  seed \"Investigate Rogue Comet\"\n"
         "  seed \"Federation Outpost\"\n  draw \"Ty Kajada\"\n  draw \"Runabout\"\n"
         "player Bob\n  seed \"Reignite Dead Star\"\n  draw \"Bashir Founder\"\n---\n";
}

// Seeding (Investigate Rogue Comet too when `comet`); `crew` reports to Alice's outpost on turn
// 1, Bashir Founder infiltrates it on turn 2, her Runabout reports docked there on turn 3.
void OutpostInfiltrated(Table& t, const std::string& crew, bool comet) {
  t.Legal({"Alice seeds mission \"Evacuation\"", "Bob seeds mission \"Reignite Dead Star\""});
  if (comet) t.Legal({"Alice seeds mission \"Investigate Rogue Comet\""});
  t.Legal({"Alice seeds facility \"Federation Outpost\" at \"Evacuation\"", "turn 1 Alice"});
  t.Act("Alice reports \"" + crew + "\" to \"Federation Outpost\"");
  t.Legal({"turn 2 Bob"});
  t.Act("Bob infiltrates \"Bashir Founder\" to \"Federation Outpost\"");
  t.Legal({"turn 3 Alice"});
  t.Act("Alice reports \"Runabout\" to \"Federation Outpost\"");
}

void RunaboutAndInfiltrator(Table& t) { OutpostInfiltrated(t, "Ty Kajada", true); }

}  // namespace

TEST_CASE("stccg.fly.staffed: an infiltrator aboard is a crew member of his icon's affiliation",
          "[engine][infiltration]") {
  Table t(RunaboutHeader());
  RunaboutAndInfiltrator(t);
  SECTION("Ty Kajada alone is no Federation crew member") {
    t.Act("Alice beams \"Ty Kajada\" to \"Runabout\"");
    t.Act("Alice undocks \"Runabout\"");
    CHECK(t.Do("Alice flies \"Runabout\" to \"Investigate Rogue Comet\"") ==
          Rules{R(rules::kFlyStaffed.id)});
  }
  SECTION("Bashir Founder, Federation while infiltrating, helps staff it") {
    t.Act("Alice beams \"Ty Kajada\", \"Bashir Founder\" to \"Runabout\"");
    t.Act("Alice undocks \"Runabout\"");
    CHECK(t.Do("Alice flies \"Runabout\" to \"Investigate Rogue Comet\"") == Rules{});
  }
}

namespace {

// Alice's Federation Outpost at Evacuation with Geordi La Forge aboard and her Runabout docked
// there; Bob's Bashir Founder infiltrates the outpost on turn 2. Turn 4 (Bob's) when done.
void InfiltratedWithShip(Table& t) {
  OutpostInfiltrated(t, "Geordi La Forge", false);
  t.Legal({"turn 4 Bob"});
}

std::string ShipHeader() {
  return "game stccg1e\nseed 1\nrandomness seed\n"
         "player Alice\n  seed \"Evacuation\"\n  seed \"Federation Outpost\"\n"
         "  draw \"Geordi La Forge\"\n  draw \"Runabout\"\n"
         "player Bob\n  seed \"Reignite Dead Star\"\n  draw \"Bashir Founder\"\n---\n";
}

}  // namespace

TEST_CASE(
    "stccg.facility.use-opponent-outpost: an infiltrator beams himself with the opponent's "
    "transporters, through the opponent's SHIELDS, between the opponent's ships and outposts",
    "[engine][infiltration]") {
  Table t(ShipHeader());
  InfiltratedWithShip(t);
  const uint16_t founder = Id(t, "Bashir Founder");
  SECTION("from Alice's outpost to her ship, down to the planet and back to her outpost") {
    CHECK(t.Do("Bob beams \"Bashir Founder\" to \"Runabout\"") == Rules{});
    t.Legal({"Alice passes", "Bob passes"});
    CHECK(t.state().card(founder).where == Id(t, "Runabout"));
    CHECK(t.Do("Bob beams \"Bashir Founder\" to \"Evacuation\"") == Rules{});
    t.Legal({"Alice passes", "Bob passes"});
    CHECK(t.Do("Bob beams \"Bashir Founder\" to \"Federation Outpost\"") == Rules{});
  }
  SECTION("exposed, he is an intruder: Alice's outpost's transporters are not his to use") {
    t.Legal({"Bob exposes voluntarily \"Bashir Founder\""});
    CHECK(t.Do("Bob beams \"Bashir Founder\" to \"Runabout\"") ==
          Rules{R(rules::kUseOpponentOutpost.id)});
  }
}

TEST_CASE(
    "stccg.infiltrate.actions: an infiltrator under house arrest takes part in nothing until "
    "exposed",
    "[engine][infiltration]") {
  Table t(Header());
  Infiltrated(t);
  const uint16_t founder = Id(t, "Bashir Founder");
  t.Legal({"Bob exposes arrested \"Bashir Founder\""});
  SECTION("he does not beam himself with Alice's transporters") {
    CHECK(t.Do("Bob beams \"Bashir Founder\" to \"Evacuation\"") ==
          Rules{R(rules::kInfiltrateActions.id)});
  }
  SECTION("his hosts do not beam him with them") {
    t.Legal({"turn 3 Alice"});
    CHECK(t.Do("Alice beams \"Geordi La Forge\", \"Bashir Founder\" to \"Evacuation\"") ==
          Rules{R(rules::kInfiltrateActions.id)});
  }
  SECTION("he initiates no battle (Bashir Founder, no leader, breaks the leader rule besides)") {
    CHECK(t.Do("Bob attacks \"Bashir Founder\" at \"Federation Outpost\"") ==
          Rules{R(rules::kBattleLeader.id), R(rules::kInfiltrateActions.id)});
  }
  SECTION("he infiltrates no one again") {
    CHECK(t.Do("Bob infiltrates \"Bashir Founder\" at \"Federation Outpost\"") ==
          Rules{R(rules::kInfiltratePresent.id)});
  }
  SECTION("exposure ends it: exposed, he is an intruder aboard Alice's outpost") {
    CHECK(t.Do("Bob exposes voluntarily \"Bashir Founder\"") == Rules{});
    CHECK(t.state().InfiltratorOf(founder)->status == StccgState::Infiltration::kExposed);
    CHECK(t.Do("Bob beams \"Bashir Founder\" to \"Evacuation\"") ==
          Rules{R(rules::kUseOpponentOutpost.id)});
  }
  SECTION("the persona he impersonates, present, still owes his exposure") {
    t.Legal({"turn 3 Alice"});
    t.Act("Alice reports \"Julian Bashir\" to \"Federation Outpost\"");
    REQUIRE(t.state().Owed().size() == 1);
    CHECK(t.state().Owed().front().kind == stardate::engine::stccg::kExpose);
  }
}

TEST_CASE(
    "stccg.infiltrate.actions: under house arrest an infiltrator on the planet joins no "
    "attempt",
    "[engine][infiltration]") {
  Table t(Header());
  Infiltrated(t);
  const uint16_t founder = Id(t, "Bashir Founder");
  t.Legal({"turn 3 Alice"});
  t.Act("Alice beams \"Geordi La Forge\", \"Bashir Founder\" to \"Evacuation\"");
  t.Legal({"Bob exposes arrested \"Bashir Founder\""});
  CHECK(t.Do("Alice attempts \"Evacuation\", \"Bashir Founder\"") ==
        Rules{R(rules::kInfiltrateActions.id)});
  t.Legal({"Bob passes", "Alice passes"});
  const auto team = t.state().Team(0, Id(t, "Evacuation"), 0);
  CHECK(std::find(team.begin(), team.end(), founder) == team.end());
}

TEST_CASE("stccg.fly.staffed: an infiltrator under house arrest helps staff no ship",
          "[engine][infiltration]") {
  Table t(RunaboutHeader());
  RunaboutAndInfiltrator(t);
  t.Act("Alice beams \"Ty Kajada\", \"Bashir Founder\" to \"Runabout\"");
  t.Act("Alice undocks \"Runabout\"");
  t.Legal({"Bob exposes arrested \"Bashir Founder\""});
  CHECK(t.Do("Alice flies \"Runabout\" to \"Investigate Rogue Comet\"") ==
        Rules{R(rules::kFlyStaffed.id)});
}
