// Every 1E rule of the first slice, rejecting and accepting (rule ids in the test names).
#include <catch2/catch.hpp>

#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/cards.h"
#include "engine/stccg/rules/draw.h"
#include "engine/stccg/rules/facility.h"
#include "engine/stccg/rules/move.h"
#include "engine/stccg/rules/report.h"
#include "engine/stccg/rules/seed.h"
#include "engine/stccg/rules/turn.h"
#include "tests/support/table.h"

using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;

namespace {

void SeedSpaceline(Table& t) {
  t.Legal({"Alice seeds mission \"Reignite Dead Star\"", "Bob seeds mission \"Rescue Founder\"",
           "Alice seeds mission \"Symbiont Diagnosis\"", "Bob seeds mission \"Construct Depot\"",
           "Alice seeds mission \"Study Nebula\"", "Bob seeds mission \"Betazed Invasion\""});
}

}  // namespace

TEST_CASE("stccg.facility.seed.homeworld: no outpost at a homeworld mission", "[engine][stccg]") {
  std::string header = stardate::testing::DefaultHeader();
  // Give Alice a homeworld mission with a Federation-compatible icon situation: Espionage
  // Mission is Earth (a homeworld); Alter Records is Bajor (homeworld, [CAR]).
  header.replace(header.find("  seed \"Camping Trip\""), 21, "  seed \"Alter Records\"");
  Table t(header);
  t.Legal({"Alice seeds mission \"Alter Records\"", "Bob seeds mission \"Construct Depot\"",
           "Alice seeds mission \"Evacuation\""});
  SECTION("rejected at the homeworld") {
    Rules r = t.Do("Alice seeds facility \"Federation Outpost\" at \"Alter Records\"");
    CHECK(std::count(r.begin(), r.end(), R(rules::kFacilityHomeworld.id)) == 1);
  }
  SECTION("accepted at a non-homeworld mission") {
    CHECK(t.Do("Alice seeds facility \"Federation Outpost\" at \"Evacuation\"") == Rules{});
  }
}

TEST_CASE("stccg.facility.seed.outpost-icon: an outpost needs its affiliation's icon",
          "[engine][stccg]") {
  Table t;
  SeedSpaceline(t);
  SECTION("rejected at a mission without the icon") {
    CHECK(t.Do("Alice seeds facility \"Federation Outpost\" at \"Construct Depot\"") ==
          Rules{R(rules::kFacilityOutpostIcon.id)});
  }
  SECTION("accepted at a mission showing the icon, even the opponent's") {
    CHECK(t.Do("Alice seeds facility \"Federation Outpost\" at \"Reignite Dead Star\"") == Rules{});
  }
}

TEST_CASE("stccg.facility.seed.native-quadrant: facilities seed only in their native quadrant",
          "[engine][stccg]") {
  Table t;
  SeedSpaceline(t);
  SECTION("a Gamma Quadrant outpost rejected in the Alpha Quadrant") {
    // Reignite Dead Star shows [DOM], so only the quadrant is wrong.
    CHECK(t.Do("Alice seeds facility \"Dominion Outpost\" at \"Reignite Dead Star\"") ==
          Rules{R(rules::kFacilityNativeQuadrant.id)});
  }
  SECTION("accepted in its native Gamma Quadrant") {
    CHECK(t.Do("Bob seeds facility \"Dominion Outpost\" at \"Rescue Founder\"") == Rules{});
  }
}

TEST_CASE("stccg.facility.seed.seed-one: one seeded copy of a Seed one facility",
          "[engine][stccg]") {
  Table t;
  SeedSpaceline(t);
  t.Legal({"Alice seeds facility \"Federation Outpost\" at \"Reignite Dead Star\""});
  SECTION("the second copy is rejected") {
    CHECK(t.Do("Alice seeds facility \"Federation Outpost\" at \"Symbiont Diagnosis\"") ==
          Rules{R(rules::kFacilitySeedOne.id)});
  }
  SECTION("the opponent's copy is still accepted") {
    // Bob has no Federation Outpost in this deck: his Dominion Outpost shows the rule applies
    // per player (he has not seeded one yet).
    CHECK(t.Do("Bob seeds facility \"Dominion Outpost\" at \"Rescue Founder\"") == Rules{});
  }
}

TEST_CASE("stccg.facility.one-per-location: no second facility of yours at a location",
          "[engine][stccg]") {
  Table t;
  SeedSpaceline(t);
  t.Legal({"Alice seeds facility \"Federation Outpost\" at \"Reignite Dead Star\""});
  SECTION("rejected where Alice already has a facility") {
    CHECK(t.Do("Alice seeds facility \"Dominion Outpost\" at \"Reignite Dead Star\"") ==
          Rules{R(rules::kFacilityNativeQuadrant.id), R(rules::kFacilityOnePerLocation.id)});
  }
  SECTION("the opponent may still seed there") {
    Rules r = t.Do("Bob seeds facility \"Dominion Outpost\" at \"Reignite Dead Star\"");
    CHECK(std::count(r.begin(), r.end(), R(rules::kFacilityOnePerLocation.id)) == 0);
  }
}

TEST_CASE("stccg.seed.phase-order: seed phases go doorway, mission, dilemma, facility",
          "[engine][stccg]") {
  Table t;
  SeedSpaceline(t);
  t.Legal({"Alice seeds facility \"Federation Outpost\" at \"Reignite Dead Star\""});
  SECTION("a mission after the facility phase began is rejected") {
    CHECK(t.Do("Alice seeds mission \"Evacuation\"") == Rules{R(rules::kSeedPhaseOrder.id)});
  }
  SECTION("another facility in the facility phase is accepted") {
    CHECK(t.Do("Bob seeds facility \"Dominion Outpost\" at \"Rescue Founder\"") == Rules{});
  }
}

TEST_CASE("stccg.turn.order: turns alternate and count up from 1", "[engine][stccg]") {
  Table t;
  t.SetUpPlay();
  SECTION("Alice may not take two turns in a row") {
    Rules r = t.Do("turn 2 Alice");
    CHECK(std::count(r.begin(), r.end(), R(rules::kTurnOrder.id)) == 1);
  }
  SECTION("turn 2 is Bob's") { CHECK(t.Do("turn 2 Bob") == Rules{}); }
  SECTION("a skipped number is rejected") {
    CHECK(t.Do("turn 3 Bob") == Rules{R(rules::kTurnOrder.id)});
  }
}

TEST_CASE("stccg.report.native-quadrant: reporting needs card and facility native where they are",
          "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Data", "Weyoun", "Tricorder"}, {"Weyoun"});
  SECTION("a Gamma Quadrant personnel may not report to an Alpha Quadrant outpost") {
    // Weyoun is Dominion, so compatibility fails too; both rules are reported.
    Rules r = t.Do("Alice reports \"Weyoun\"#1 to \"Federation Outpost\"#1");
    CHECK(std::count(r.begin(), r.end(), R(rules::kReportNativeQuadrant.id)) == 1);
  }
  SECTION("an Alpha Quadrant personnel reports to an Alpha Quadrant outpost") {
    CHECK(t.Do("Alice reports \"Data\"#1 to \"Federation Outpost\"#1") == Rules{});
  }
  SECTION("equipment is native to every quadrant") {
    CHECK(t.Do("Alice reports \"Tricorder\" to \"Federation Outpost\"#1") == Rules{});
  }
}

TEST_CASE("stccg.report.compatible and stccg.report.opponent-outpost", "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Data"}, {"Weyoun", "Data"});
  t.Legal({"Alice reports \"Data\"#1 to \"Federation Outpost\"#1", "Bob passes", "Alice passes",
           "turn 2 Bob"});
  SECTION("Bob may not report to Alice's outpost") {
    Rules r = t.Do("Bob reports \"Data\"#2 to \"Federation Outpost\"#1");
    CHECK(std::count(r.begin(), r.end(), R(rules::kReportOpponentOutpost.id)) == 1);
  }
  SECTION("an incompatible card at Alice's outpost is one finding: the outpost is not his to use") {
    Rules r = t.Do("Bob reports \"Weyoun\"#2 to \"Federation Outpost\"#1");
    CHECK(std::count(r.begin(), r.end(), R(rules::kReportOpponentOutpost.id)) == 1);
    CHECK(std::count(r.begin(), r.end(), R(rules::kReportCompatible.id)) == 0);
  }
  SECTION("Bob reports his Dominion personnel to his own outpost") {
    CHECK(t.Do("Bob reports \"Weyoun\"#2 to \"Dominion Outpost\"#2") == Rules{});
  }
  SECTION("an incompatible card is rejected at his own outpost") {
    Rules r = t.Do("Bob reports \"Data\"#2 to \"Dominion Outpost\"#2");
    CHECK(std::count(r.begin(), r.end(), R(rules::kReportCompatible.id)) == 1);
  }
}

TEST_CASE("stccg.turn.normal-card-play: one normal card play per turn", "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Data", "Geordi La Forge", "Jadzia Dax"});
  t.Legal({"Alice reports \"Data\"#1 to \"Federation Outpost\"#1", "Bob passes", "Alice passes"});
  CHECK(t.Do("Alice reports \"Geordi La Forge\" to \"Federation Outpost\"#1") ==
        Rules{R(rules::kNormalCardPlay.id)});
  t.Legal({"Bob passes", "Alice passes"});
  // The next turn gives a fresh card play.
  t.Legal({"turn 2 Bob", "turn 3 Alice"});
  CHECK(t.Do("Alice reports \"Jadzia Dax\" to \"Federation Outpost\"#1") == Rules{});
}

TEST_CASE("stccg.card.from-hand: cards are played from the hand", "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Data"});
  SECTION("a card still in the draw deck is rejected") {
    uint16_t bottom = t.state().player(0).draw_deck.front();
    Rules r = t.Do("Alice reports " + t.state().CardRef(bottom) + " to \"Federation Outpost\"#1");
    CHECK(std::count(r.begin(), r.end(), R(rules::kCardFromHand.id)) == 1);
  }
  SECTION("a card in hand is accepted") {
    CHECK(t.Do("Alice reports \"Data\"#1 to \"Federation Outpost\"#1") == Rules{});
  }
}

TEST_CASE("core.window.responder: the opponent responds first, then the players alternate",
          "[engine][core]") {
  Table t;
  t.SetUpPlay({"Data", "Amanda Rogers"}, {"Q2"});
  t.Legal({"Alice reports \"Data\"#1 to \"Federation Outpost\"#1"});
  SECTION("the initiator may not pass first") {
    CHECK(t.Do("Alice passes") == Rules{"core.window.responder"});
  }
  SECTION("the opponent may respond, then the initiator may respond to that") {
    CHECK(t.Do("Bob plays \"Q2\"") == Rules{});
    CHECK(t.state().core().stack.size() == 2);
    CHECK(t.Do("Alice plays \"Amanda Rogers\"") == Rules{});
    CHECK(t.state().core().stack.size() == 3);
    t.Legal({"Bob passes", "Alice passes"});  // Amanda Rogers resolves
    CHECK(t.state().core().stack.size() == 2);
    // Q2's window reopens with the opponent of Amanda Rogers' player to respond.
    t.Legal({"Bob passes", "Alice passes"});  // Q2 resolves
    CHECK(t.state().core().stack.size() == 1);
    t.Legal({"Alice passes", "Bob passes"});
    CHECK(t.state().core().stack.empty());
  }
}

TEST_CASE("core.window.responder: missing passes give one finding and the window closes",
          "[engine][core]") {
  Table t;
  t.SetUpPlay({"Data", "Geordi La Forge"});
  t.Legal({"Alice reports \"Data\"#1 to \"Federation Outpost\"#1"});
  const size_t before = t.events().size();
  auto findings_since = [&] {
    Rules all;
    for (size_t i = before; i < t.events().size(); ++i) {
      for (const std::string& v : t.events()[i].violations) all.push_back(v);
    }
    return all;
  };
  SECTION("the active player going on with the turn closes the window as if both passed") {
    // Bob's and Alice's passes were not written. The beam belongs to execute orders: the phase
    // step the engine fills in before it is the first event to come instead, and carries the
    // one finding; the beam itself is judged as it stands.
    CHECK(t.Do("Alice beams \"Data\"#1 to \"Symbiont Diagnosis\"") == Rules{});
    CHECK(findings_since() == Rules{"core.window.responder"});
    // The report resolved first (Data came aboard the outpost), then the beam was initiated.
    CHECK(t.state().core().stack.size() == 1);
    CHECK(t.state().core().stack.back().action.kind == stardate::engine::stccg::kBeam);
    t.Legal({"Bob passes", "Alice passes"});
    CHECK(t.state().card(t.state().CardByCopy("Data", 1)).zone ==
          stardate::engine::stccg::Zone::kOnPlanet);
    CHECK(findings_since() == Rules{"core.window.responder"});
  }
  SECTION("a second action in the same phase carries the finding itself") {
    t.Legal({"Bob passes", "Alice passes", "Alice beams \"Data\"#1 to \"Symbiont Diagnosis\""});
    CHECK(t.Do("Alice beams \"Data\"#1 to \"Federation Outpost\"#1") ==
          Rules{"core.window.responder"});
    CHECK(findings_since() == Rules{"core.window.responder"});
  }
  SECTION("a new turn closes every window, and what the turn owes is still filled in") {
    const size_t hand = t.state().player(0).hand.size();
    CHECK(t.Do("turn 2 Bob") == Rules{});
    CHECK(findings_since() == Rules{"core.window.responder"});
    CHECK(t.state().core().stack.empty());
    CHECK(t.state().card(t.state().CardByCopy("Data", 1)).zone ==
          stardate::engine::stccg::Zone::kAboard);
    // Alice's end-of-turn draw was filled in before the turn, as with the passes written.
    CHECK(t.state().player(0).hand.size() == hand + 1);
  }
  SECTION("with the passes written, nothing is found") {
    t.Legal({"Bob passes", "Alice passes", "Alice beams \"Data\"#1 to \"Symbiont Diagnosis\""});
    CHECK(findings_since().empty());
  }
}

TEST_CASE("core.window.none-open: a pass needs an open window", "[engine][core]") {
  Table t;
  t.SetUpPlay({"Data"});
  CHECK(t.Do("Bob passes") == Rules{"core.window.none-open"});
  t.Legal({"Alice reports \"Data\"#1 to \"Federation Outpost\"#1"});
  CHECK(t.Do("Bob passes") == Rules{});
}

TEST_CASE("stccg.response.interrupt: only interrupts go into a response window",
          "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Data", "Tricorder"}, {"Q2", "Weyoun"});
  t.Legal({"Alice reports \"Data\"#1 to \"Federation Outpost\"#1"});
  SECTION("a personnel card is not a response") {
    Rules r = t.Do("Bob plays \"Weyoun\"#2");
    CHECK(std::count(r.begin(), r.end(), R(rules::kResponseInterrupt.id)) == 1);
  }
  SECTION("an interrupt is") { CHECK(t.Do("Bob plays \"Q2\"") == Rules{}); }
}

TEST_CASE("stccg.turn.active-player: only the active player initiates outside windows",
          "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Data"}, {"Weyoun"});
  CHECK(t.Do("Bob reports \"Weyoun\"#2 to \"Dominion Outpost\"#2") ==
        Rules{R(rules::kTurnActivePlayer.id)});
  Table u;
  u.SetUpPlay({"Data"}, {"Weyoun"});
  u.Legal({"turn 2 Bob"});
  CHECK(u.Do("Bob reports \"Weyoun\"#2 to \"Dominion Outpost\"#2") == Rules{});
}

TEST_CASE("stccg.turn.phase-order: no going back to card play after execute orders",
          "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Runabout", "Data"});
  t.Legal({"Alice reports \"Runabout\" to \"Federation Outpost\"#1", "Bob passes", "Alice passes",
           "Alice undocks \"Runabout\"", "Bob passes", "Alice passes"});
  CHECK(t.state().phase() == stardate::engine::stccg::Phase::kExecuteOrders);
  // Back to card play: rejected (and the card play was already used).
  Rules r = t.Do("Alice reports \"Data\"#1 to \"Federation Outpost\"#1");
  CHECK(std::count(r.begin(), r.end(), R(rules::kTurnPhaseOrder.id)) == 1);
}

TEST_CASE("stccg.fly.staffed: a ship needs a crew of its affiliation to fly", "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Runabout", "Data"});
  t.Legal({"Alice reports \"Runabout\" to \"Federation Outpost\"#1", "Bob passes", "Alice passes",
           "Alice undocks \"Runabout\"", "Bob passes", "Alice passes"});
  CHECK(t.Do("Alice flies \"Runabout\" to \"Study Nebula\"") == Rules{R(rules::kFlyStaffed.id)});
  // Accepted with Data aboard: the flies lines of the next test case.
}

TEST_CASE("stccg.fly.undocked and stccg.fly.range", "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Runabout", "Data"});
  t.Legal({"Alice reports \"Runabout\" to \"Federation Outpost\"#1", "Bob passes", "Alice passes"});
  // Data (Federation) crews the Runabout (no staffing icons) from here on.
  t.Legal({"turn 2 Bob", "turn 3 Alice", "Alice reports \"Data\"#1 to \"Federation Outpost\"#1",
           "Bob passes", "Alice passes", "Alice beams \"Data\"#1 to \"Runabout\"", "Bob passes",
           "Alice passes"});
  SECTION("a docked ship may not fly") {
    CHECK(t.Do("Alice flies \"Runabout\" to \"Study Nebula\"") == Rules{R(rules::kFlyUndocked.id)});
  }
  SECTION("an undocked ship flies within its RANGE") {
    t.Legal({"Alice undocks \"Runabout\"", "Bob passes", "Alice passes"});
    // Alpha spaceline: Reignite Dead Star, Symbiont Diagnosis, Construct Depot (span 2),
    // Study Nebula (span 4), Protect Shipment. The Runabout has RANGE 7.
    CHECK(t.Do("Alice flies \"Runabout\" to \"Study Nebula\"") == Rules{});  // 2 + 4 = 6
    t.Legal({"Bob passes", "Alice passes"});
    CHECK(t.state().LocationOf(t.state().CardByCopy("Runabout", 1)) ==
          t.state().CardByCopy("Study Nebula", 1));
    // Back to Construct Depot costs 2 more: 8 > 7.
    CHECK(t.Do("Alice flies \"Runabout\" to \"Construct Depot\"") == Rules{R(rules::kFlyRange.id)});
  }
  SECTION("another quadrant cannot be reached by flying") {
    t.Legal({"Alice undocks \"Runabout\"", "Bob passes", "Alice passes"});
    CHECK(t.Do("Alice flies \"Runabout\" to \"Rescue Founder\"") == Rules{R(rules::kFlyRange.id)});
  }
}

TEST_CASE("stccg.dock.same-location and stccg.beam.same-location", "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Runabout", "Data"});
  t.Legal({"Alice reports \"Runabout\" to \"Federation Outpost\"#1", "Bob passes", "Alice passes",
           "Alice undocks \"Runabout\"", "Bob passes", "Alice passes"});
  SECTION("docking at a facility elsewhere is rejected") {
    Rules r = t.Do("Alice docks \"Runabout\" at \"Dominion Outpost\"#2");
    CHECK(std::count(r.begin(), r.end(), R(rules::kDockSameLocation.id)) == 1);
  }
  SECTION("docking at the facility where the ship is is accepted") {
    CHECK(t.Do("Alice docks \"Runabout\" at \"Federation Outpost\"#1") == Rules{});
  }
  SECTION("beaming to the planet where the ship is is accepted, elsewhere rejected") {
    t.Legal({"turn 2 Bob", "turn 3 Alice", "Alice reports \"Data\"#1 to \"Federation Outpost\"#1",
             "Bob passes", "Alice passes"});
    CHECK(t.Do("Alice beams \"Data\"#1 to \"Symbiont Diagnosis\"") == Rules{});
    t.Legal({"Bob passes", "Alice passes"});
    CHECK(t.state().card(t.state().CardByCopy("Data", 1)).zone ==
          stardate::engine::stccg::Zone::kOnPlanet);
    CHECK(t.Do("Alice beams \"Data\"#1 to \"Betazed Invasion\"") ==
          Rules{R(rules::kBeamSameLocation.id)});
  }
}

TEST_CASE("core.random.honest: under the seed's randomness a draw takes the seed's top card",
          "[engine][core]") {
  Table t;
  t.SetUpPlay();
  t.Legal({"phase \"card draw\""});
  const auto& deck = t.state().player(0).draw_deck;
  REQUIRE(deck.size() >= 2);
  std::string top = t.state().instance(deck.back()).facts->title;
  std::string other = t.state().instance(deck.front()).facts->title;
  REQUIRE(top != other);
  SECTION("another card of the deck is not the shuffle's outcome") {
    CHECK(t.Do("Alice draws \"" + other + "\"") == Rules{"core.random.honest"});
  }
  SECTION("the top card is accepted") { CHECK(t.Do("Alice draws \"" + top + "\"") == Rules{}); }
}

TEST_CASE("stccg.draw.card-draw: one draw ends the turn, from the player's own deck",
          "[engine][stccg]") {
  Table t;
  t.SetUpPlay();
  t.Legal({"phase \"card draw\""});
  SECTION("a card of the opponent's deck is rejected") {
    CHECK(t.Do("Alice draws \"Omet'iklan\"") == Rules{R(rules::kCardDraw.id)});
  }
  SECTION("a second draw in the turn is rejected; the first is accepted") {
    CHECK(t.Do("Alice draws") == Rules{});
    CHECK(t.Do("Alice draws") == Rules{R(rules::kCardDraw.id)});
  }
}

TEST_CASE("stccg.draw.opening-hand: opening draws come from the player's own deck",
          "[engine][stccg]") {
  Table t;
  t.Legal({"Alice seeds mission \"Reignite Dead Star\""});
  CHECK(t.Do("Alice draws \"Omet'iklan\"") == Rules{R(rules::kDrawOpeningHand.id)});
  CHECK(t.Do("Alice draws") == Rules{});
}

TEST_CASE("core.random.honest: a written shuffle must be the seed's shuffle", "[engine][core]") {
  Table t;
  SeedSpaceline(t);
  t.Legal({"Alice seeds facility \"Federation Outpost\" at \"Reignite Dead Star\""});
  SECTION("a made-up order is rejected") {
    CHECK(t.Do("Alice shuffles random 0,1,2,3,4,5,6,7,8,9,10,11,12,13") ==
          Rules{"core.random.honest"});
  }
  SECTION("the honest order, drawn by the engine, is accepted") {
    CHECK(t.Do("Alice shuffles") == Rules{});
  }
}

TEST_CASE("core.required.missing: the engine emits the setup shuffles and draws before turn 1",
          "[engine][core]") {
  Table t;
  SeedSpaceline(t);
  t.Legal({"turn 1 Alice"});
  int shuffles = 0, draws = 0;
  for (const auto& e : t.events()) {
    if (e.kind == stardate::engine::EventKind::SHUFFLE) ++shuffles;
    if (e.kind == stardate::engine::EventKind::DRAW) ++draws;
    if (e.kind == stardate::engine::EventKind::SHUFFLE ||
        e.kind == stardate::engine::EventKind::DRAW) {
      CHECK((e.flags & stardate::engine::Event::kEngineEmitted) != 0);
    }
  }
  CHECK(shuffles == 2);
  CHECK(draws == 14);
  CHECK(t.state().player(0).hand.size() == 7);
  CHECK(t.state().player(1).hand.size() == 7);
}

TEST_CASE("core.required.missing: an event that skips a required step is flagged",
          "[engine][core]") {
  // Logs written by other tools (or edited) can skip the steps the recorder would insert; the
  // engine's Check() is what the audit applies to them.
  Table t;
  SeedSpaceline(t);
  const auto& state = t.state();
  stardate::engine::Event turn;
  turn.kind = stardate::engine::EventKind::TURN;
  turn.player = 0;
  turn.arg = 1;
  auto required = state.RequiredBefore(turn);
  REQUIRE(required.has_value());
  CHECK(required->kind == stardate::engine::EventKind::SHUFFLE);
  SECTION("turn 1 before the setup shuffles and draws is rejected") {
    auto v = state.Check(turn);
    REQUIRE_FALSE(v.empty());
    CHECK(v.front().rule == "core.required.missing");
  }
  SECTION("the required shuffle itself is accepted") { CHECK(state.Check(*required).empty()); }
}

TEST_CASE("stccg.fly.damaged-range: a damaged ship flies with RANGE 5", "[engine][stccg]") {
  Table t;
  t.SetUpPlay({"Runabout", "Data"});
  t.Legal({"Alice reports \"Runabout\" to \"Federation Outpost\"#1", "Bob passes", "Alice passes",
           "turn 2 Bob", "turn 3 Alice", "Alice reports \"Data\"#1 to \"Federation Outpost\"#1",
           "Bob passes", "Alice passes", "Alice beams \"Data\"#1 to \"Runabout\"", "Bob passes",
           "Alice passes", "Alice undocks \"Runabout\"", "Bob passes", "Alice passes"});
  SECTION("undamaged, the Runabout (RANGE 7) flies 6") {
    CHECK(t.Do("Alice flies \"Runabout\" to \"Study Nebula\"") == Rules{});
  }
  SECTION("damaged, the same flight is one finding of the damaged RANGE") {
    t.Legal({"Alice states damages \"Data\"#1, \"Runabout\""});
    REQUIRE(t.state().card(t.state().CardByCopy("Runabout", 1)).damaged != 0);
    CHECK(rules::ShipRange(t.state(), t.state().CardByCopy("Runabout", 1)) == 5);
    CHECK(t.Do("Alice flies \"Runabout\" to \"Study Nebula\"") ==
          Rules{R(rules::kFlyDamagedRange.id)});
  }
  SECTION("damaged, a flight within RANGE 5 is accepted") {
    t.Legal({"Alice states damages \"Data\"#1, \"Runabout\""});
    CHECK(t.Do("Alice flies \"Runabout\" to \"Construct Depot\"") == Rules{});  // span 2
  }
}

TEST_CASE("stccg.seed.dilemma-type: planet dilemmas under planet missions, space under space",
          "[engine][stccg]") {
  std::string header = stardate::testing::DefaultHeader();
  header.replace(header.find("  seed \"Camping Trip\""), 21,
                 "  seed \"Armus - Skin of Evil\"\n  seed \"Ancient Computer\"\n"
                 "  seed \"Garak Has Some Issues\"");
  Table t(header);
  SeedSpaceline(t);
  SECTION("a planet dilemma under a space mission is rejected") {
    CHECK(t.Do("Alice seeds dilemma \"Armus - Skin of Evil\" under \"Reignite Dead Star\"") ==
          Rules{R(rules::kSeedDilemmaType.id)});
  }
  SECTION("a space dilemma under a planet mission is rejected") {
    CHECK(t.Do("Alice seeds dilemma \"Ancient Computer\" under \"Rescue Founder\"") ==
          Rules{R(rules::kSeedDilemmaType.id)});
  }
  SECTION("each under its own kind of mission, and a dual dilemma under either, is accepted") {
    CHECK(t.Do("Alice seeds dilemma \"Armus - Skin of Evil\" under \"Rescue Founder\"") == Rules{});
    CHECK(t.Do("Alice seeds dilemma \"Ancient Computer\" under \"Construct Depot\"") == Rules{});
    CHECK(t.Do("Alice seeds dilemma \"Garak Has Some Issues\" under \"Study Nebula\"") == Rules{});
  }
}
