// Timing windows, action cards and component actions (engine/ti4/rules/action_card.h,
// engine/ti4/ti4_windows.cc), each rule shown rejecting and accepting.
#include "engine/rule_catalogue.h"
#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/rules/exhaust.h"
#include "engine/ti4/rules/phase.h"
#include "engine/ti4/rules/station.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_round.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

const Ti4Catalog& Catalog() {
  auto c = Ti4Catalog::Shipped();
  REQUIRE(c.ok());
  return **c;
}

Event Play(uint8_t p, const char* card) {
  const uint16_t id = FindActionCard(Catalog(), card);
  REQUIRE(id != 0);
  return Table::Ev(ti4::kTi4Play, p, id);
}
Event Draw(uint8_t p, int n) { return Table::Ev(ti4::kTi4Draw, p, 0, 0, n); }
Event Discard(uint8_t p, int n) { return Table::Ev(ti4::kTi4Discard, p, 0, 0, n); }
Event Use(uint8_t p, const char* ability, int on = -1, bool action = false) {
  const uint16_t id = FindAbility(Catalog(), ability);
  REQUIRE(id != 0);
  return Table::Ev(ti4::kTi4Ability, p, id, static_cast<uint16_t>(on + 1), action ? 1 : 0);
}
Event Pass(uint8_t p) { return Table::Ev(EventKind::PASS, p); }

// Setup, every player with two action cards, and Alice's turn 1.
void WithCards(Table* t) {
  t->SetUpAndStartAction();
  for (uint8_t p : {kAlice, kBob, kCarol}) t->Legal(Draw(p, 2));
}

TEST_CASE(
    "ti4 windows: each step of a tactical action opens a window the active player answers "
    "first",
    "[ti4][windows]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.state->core().windows_opened == 0);  // setup opens none
  t.Legal(Table::Activate(kAlice, kMecatol));
  REQUIRE(t.state->core().stack.size() == 1);
  CHECK(t.state->core().stack.back().next_responder == kAlice);  // LRR 1.18
  // The next step closes the window without written passes (no finding) and opens its own.
  t.Legal(Table::Move(kAlice, kMecatol, {{kJord, Unit::kCruiser}}));
  CHECK(t.state->core().stack.size() == 1);
  CHECK(t.state->core().windows_opened == 2);
  // Written passes may skip the players before: Bob's pass takes Alice's as made.
  t.Legal(Pass(kBob));
  t.Legal(Pass(kCarol));
  CHECK(t.state->RequiredNow().has_value());  // every player passed: it resolves
  t.Legal(Table::Ev(EventKind::RESOLVE, kAlice));
  CHECK(t.state->core().stack.empty());
  t.Legal(Table::Turn(kBob, 2));
}

TEST_CASE("ti4 windows: Sabotage played in an action card's window cancels it", "[ti4][windows]") {
  Table t;
  WithCards(&t);
  t.Legal(Table::Activate(kAlice, kWatchtower));
  t.Legal(Play(kAlice, "Flank Speed"));
  const uint64_t flank = t.state->core().stack.back().window;
  t.Legal(Play(kBob, "Sabotage"));
  CHECK(t.state->core().stack.size() == 3);
  for (uint8_t p : {kAlice, kBob, kCarol}) t.Legal(Pass(p));
  t.Legal(Table::Ev(EventKind::RESOLVE, kBob));  // Sabotage resolves: Flank Speed is cancelled
  CHECK(t.state->Cancelled(flank));
  CHECK(t.state->player(kAlice).action_cards == 1);
  CHECK(t.state->player(kBob).action_cards == 1);
  t.Legal(Table::Move(kAlice, kWatchtower, {{kJord, Unit::kCruiser}}));  // closes them all
  CHECK_FALSE(t.state->Cancelled(flank));
  CHECK(t.state->TakenOnTableWord(Play(kAlice, "Flank Speed")));
  CHECK_FALSE(t.state->TakenOnTableWord(Play(kAlice, "Sabotage")));
}

TEST_CASE("ti4.timing.window: an action card is played in the window its timing names",
          "[ti4][rules]") {
  Table t;
  WithCards(&t);
  CHECK(t.Judge(Play(kAlice, "Flank Speed")) == V{S(rules::kTimingWindow.id)});  // no activation
  CHECK(t.Judge(Play(kBob, "Sabotage")) == V{S(rules::kTimingWindow.id)});       // no card played
  t.Legal(Table::Activate(kAlice, kWatchtower));
  CHECK(t.Judge(Play(kBob, "Flank Speed")) == V{S(rules::kTimingWindow.id)});  // "after you"
  CHECK(t.Judge(Play(kAlice, "Bribery")) == V{S(rules::kTimingWindow.id)});    // an agenda card
  t.Legal(Play(kAlice, "Flank Speed"));
  CHECK(t.Judge(Play(kAlice, "Sabotage")) == V{S(rules::kTimingWindow.id)});  // her own card
  t.Legal(Play(kCarol, "Sabotage"));
  CHECK(t.Judge(Play(kBob, "Sabotage")) == V{S(rules::kTimingWindow.id)});  // not a Sabotage
}

TEST_CASE("ti4.timing.window: an ability is used in the window its timing names", "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Use(kBob, "Pillage", kAlice)) == V{S(rules::kTimingWindow.id)});
  t.Legal(Table::Ev(ti4::kTi4Gain, kAlice, 0, 0, 3));
  t.Legal(Use(kBob, "Pillage", kAlice));
  CHECK(t.state->player(kBob).trade_goods == 1);  // one of Alice's trade goods taken
  CHECK(t.state->player(kAlice).trade_goods == 2);
}

TEST_CASE("ti4.action-card.hand: a player plays and discards only the action cards they hold",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  t.Legal(Table::Activate(kAlice, kWatchtower));
  CHECK(t.Judge(Play(kAlice, "Flank Speed")) == V{S(rules::kActionCardHand.id)});
  CHECK(t.Judge(Discard(kAlice, 1)) == V{S(rules::kActionCardHand.id)});
  CHECK(t.Judge(Draw(kAlice, 0)) == V{S(rules::kActionCardHand.id)});
  t.Legal(Draw(kAlice, 1));
  t.Legal(Play(kAlice, "Flank Speed"));
  CHECK(t.state->player(kAlice).action_cards == 0);
}

TEST_CASE("ti4.action-card.limit: above seven action cards the rest are discarded at once",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  t.Legal(Draw(kAlice, 9));
  REQUIRE(t.state->Owed().size() == 1);
  CHECK(t.state->Owed()[0].arg == 2);
  CHECK(t.Judge(Table::Activate(kAlice, kWatchtower)) == V{S(rules::kActionCardLimit.id)});
  CHECK(t.Judge(Discard(kAlice, 3)) == V{S(rules::kActionCardLimit.id)});  // keeps seven
  t.Legal(Discard(kAlice, 2));
  CHECK(t.state->Owed().empty());
  t.Legal(Table::Activate(kAlice, kWatchtower));
}

TEST_CASE("ti4.component.action: a component action is the active player's one action of a turn",
          "[ti4][rules]") {
  Table t;
  WithCards(&t);
  CHECK(t.Judge(Play(kBob, "Economic Initiative")) == V{S(rules::kComponentAction.id)});
  CHECK(t.Judge(Use(kBob, "Stall Tactics")) == V{S(rules::kComponentAction.id)});
  t.Legal(Play(kAlice, "Economic Initiative"));
  CHECK(t.state->component_action());
  CHECK(t.Judge(Use(kAlice, "Stall Tactics")) == V{S(rules::kComponentAction.id)});
  CHECK(t.Judge(Table::Activate(kAlice, kWatchtower)) == V{S(rules::kTurnActive.id)});
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Activate(kBob, kMecatol));
  CHECK(t.Judge(Use(kBob, "Wormhole Generator", -1, true)) == V{S(rules::kComponentAction.id)});
  t.Legal(Table::Turn(kCarol, 3));
  t.Legal(Use(kCarol, "Wormhole Generator", -1, true));  // a technology, exhausted
}

TEST_CASE("ti4 windows: a Sabotaged component action does not use the turn's action",
          "[ti4][windows]") {
  Table t;
  WithCards(&t);
  t.Legal(Play(kAlice, "Economic Initiative"));
  t.Legal(Play(kBob, "Sabotage"));
  t.Legal(Pass(kAlice));
  t.Legal(Pass(kBob));
  t.Legal(Pass(kCarol));
  t.Legal(Table::Ev(EventKind::RESOLVE, kBob));
  // Economic Initiative's window reopens with the player after Sabotage's.
  CHECK(t.state->core().stack.back().next_responder == kCarol);
  for (uint8_t p : {kCarol, kAlice, kBob}) t.Legal(Pass(p));
  t.Legal(Table::Ev(EventKind::RESOLVE, kAlice));  // cancelled (LRR 22.4)
  CHECK_FALSE(t.state->component_action());
  t.Legal(Table::Activate(kAlice, kWatchtower));
}

TEST_CASE("ti4.exhaust.ready: a technology used is exhausted until the status phase",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Use(kBob, "Wormhole Generator", -1, true));
  t.Legal(Table::Turn(kCarol, 3));
  t.Legal(Table::Turn(kBob, 4));
  CHECK(t.Judge(Use(kBob, "Wormhole Generator", -1, true)) == V{S(rules::kExhaustReady.id)});
  t.Legal(Table::Phase(kStatus));
  t.Legal(Table::Ev(ti4::kTi4Ready, kBob));
  CHECK_FALSE(t.state->TechExhausted(kBob, FindAbility(Catalog(), "Wormhole Generator")));
}

TEST_CASE(
    "ti4.station.convert.not-gained: an ability on gaining trade goods is not triggered by a "
    "conversion",
    "[ti4][rules]") {
  Table t;
  t.SetUpWithBobAtWatchtower();
  t.Legal(Table::Phase(kStatus));  // the Watchtower, gained exhausted, is readied
  t.Legal(Table::Ev(ti4::kTi4Ready, kBob));
  t.Legal(Table::Phase(kStrategy));
  t.Legal(Table::Phase(kAction));
  t.Legal(Table::Ev(ti4::kTi4Replenish, kBob, 0, 0, 4));
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Ev(ti4::kTi4Convert, kBob, static_cast<uint16_t>(t.Planet("thewatchtower") + 1), 0,
                    4));
  CHECK(t.Judge(Use(kAlice, "Pillage", kBob)) == V{S(rules::kStationConvertNotGained.id)});
  t.Legal(Table::Ev(ti4::kTi4Gain, kBob, 0, 0, 1));  // a gain from the supply triggers it
  t.Legal(Use(kAlice, "Pillage", kBob));
}

// ---- The steps of a space combat and an invasion; the order of a window by initiative.

Event Step(rules::TacticalStep step, uint16_t system) {
  return Table::Ev(ti4::kTi4Step, kAlice, 0, static_cast<uint16_t>(system + 1), step);
}

// Bob's destroyer holding the Watchtower, every player with two action cards, and Alice's
// cruisers moved in: a space combat comes.
void AtWatchtower(Table* t) {
  t->SetUpWithBobAtWatchtower();
  for (uint8_t p : {kAlice, kBob, kCarol}) t->Legal(Draw(p, 2));
  t->Legal(Table::Activate(kAlice, kWatchtower));
  t->Legal(Table::Move(kAlice, kWatchtower, {{kJord, Unit::kCruiser}, {kJord, Unit::kCruiser}}));
}

TEST_CASE(
    "ti4.timing.step: a step of a combat or an invasion comes in the active player's "
    "tactical action",
    "[ti4][rules]") {
  Table t;
  WithCards(&t);
  CHECK(t.Judge(Step(rules::kCombatRoundStart, kWatchtower)) == V{S(rules::kTimingStep.id)});
  t.Legal(Table::Activate(kAlice, kWatchtower));
  CHECK(t.Judge(Step(rules::kCombatRoundStart, kJord)) == V{S(rules::kTimingStep.id)});
  Event bobs = Step(rules::kCombatRoundStart, kWatchtower);
  bobs.player = kBob;
  CHECK(t.Judge(bobs) == V{S(rules::kTimingStep.id)});
  CHECK(t.Judge(Table::Ev(ti4::kTi4Step, kAlice, 0, kWatchtower + 1, 99)) ==
        V{S(rules::kTimingStep.id)});
  t.Legal(Step(rules::kCombatRoundStart, kWatchtower));
  CHECK(t.state->core().stack.back().action.kind == ti4::kTi4Step);
  CHECK(t.state->EventText(Step(rules::kAssignHits, kWatchtower)) ==
        "the step \"assign hits\" in The Watchtower");
}

TEST_CASE("ti4.timing.window: a card timed at a step of a combat is played in that step's window",
          "[ti4][rules]") {
  Table t;
  AtWatchtower(&t);
  t.Legal(Step(rules::kAssignHits, kWatchtower));
  CHECK(t.Judge(Play(kBob, "Morale Boost")) == V{S(rules::kTimingWindow.id)});  // a round's start
  t.Legal(Play(kBob, "Shields Holding"));  // "Before you assign hits to your ships"
  t.Legal(Step(rules::kCombatRoundStart, kWatchtower));
  CHECK(t.Judge(Play(kAlice, "Shields Holding")) == V{S(rules::kTimingWindow.id)});
  CHECK(t.Judge(Play(kAlice, "Intercept")) == V{S(rules::kTimingWindow.id)});  // retreats
  t.Legal(Play(kAlice, "Morale Boost"));
  t.Legal(Play(kBob, "Sabotage"));  // Sabotage answers a card in a step's window too
  t.Legal(Step(rules::kAnnounceRetreats, kWatchtower));
  t.Legal(Play(kAlice, "Intercept"));
}

TEST_CASE(
    "ti4.timing.window: a card timed at an invasion is played at its start, not a later "
    "step",
    "[ti4][rules]") {
  Table t;
  AtWatchtower(&t);
  t.Legal(Step(rules::kBombardment, kWatchtower));
  CHECK(t.Judge(Play(kBob, "Bunker")) == V{S(rules::kTimingWindow.id)});
  CHECK(t.Judge(Play(kBob, "Fire Team")) == V{S(rules::kTimingWindow.id)});
  t.Legal(Step(rules::kInvasionStart, kWatchtower));
  t.Legal(Play(kBob, "Bunker"));
  t.Legal(Step(rules::kGroundRolls, kWatchtower));
  t.Legal(Play(kBob, "Fire Team"));
}

// From setup to Alice's turn 1: the speaker Alice's picks (Alice Leadership and Politics, Bob
// Warfare and Imperial, Carol Diplomacy and Trade), then two action cards each.
void PickAndStart(Table* t) {
  t->Legal(Table::Phase(kStrategy));
  const std::pair<uint8_t, uint16_t> picks[] = {{kAlice, kLeadership}, {kBob, kWarfare},
                                                {kCarol, kDiplomacy},  {kAlice, kPolitics},
                                                {kBob, kImperial},     {kCarol, kTrade}};
  for (auto [p, card] : picks) t->Legal(Table::Ev(ti4::kTi4Pick, p, card));
  t->Legal(Table::Phase(kAction));
  for (uint8_t p : {kAlice, kBob, kCarol}) t->Legal(Draw(p, 2));
  t->Legal(Table::Turn(kAlice, 1));
}

// AtWatchtower with strategy cards picked (PickAndStart), so that whole rounds are judged.
void AtWatchtowerInRounds(Table* t) {
  t->Legal(Table::Place(kBob, kWatchtower, {Unit::kDestroyer}));
  t->Legal(Table::Control(kBob, t->Planet("thewatchtower")));
  t->Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  t->Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
  t->Legal(Table::Place(kAlice, kJord, {Unit::kCruiser, Unit::kCruiser}));
  t->Legal(Table::Place(kCarol, kHacan, {Unit::kCarrier}));
  PickAndStart(t);
  t->Legal(Table::Activate(kAlice, kWatchtower));
  t->Legal(Table::Move(kAlice, kWatchtower, {{kJord, Unit::kCruiser}, {kJord, Unit::kCruiser}}));
}

TEST_CASE(
    "ti4.timing.window: a card whose timing puts its player in the combat, by a player with "
    "no units in it",
    "[ti4][rules]") {
  Table t;
  AtWatchtowerInRounds(&t);
  t.Legal(Step(rules::kCombatRoundStart, kWatchtower));
  CHECK(t.state->round().combat_sides == (1u << kAlice | 1u << kBob));
  // "At the start of a combat round" does not say whose: on the table's word.
  t.Legal(Play(kCarol, "Morale Boost"));
  t.Legal(Step(rules::kAssignHits, kWatchtower));
  // "Before you assign hits to your ships during a space combat".
  CHECK(t.Judge(Play(kCarol, "Shields Holding")) == V{S(rules::kTimingWindow.id)});
  t.Legal(Play(kBob, "Shields Holding"));
  // "After 1 of your ships is destroyed during a space combat".
  CHECK(t.Judge(Play(kCarol, "Courageous to the End")) == V{S(rules::kTimingWindow.id)});
  t.Legal(Play(kBob, "Courageous to the End"));
  // Bob's last ship there lost: he was in the combat all the same.
  t.Legal(Table::Ev(ti4::kTi4Combat, kAlice, 0, kWatchtower + 1, kAlice + 1,
                    {PackUnit(kBob, Unit::kDestroyer)}));
  CHECK(t.state->round().combat_sides == (1u << kAlice | 1u << kBob));
}

TEST_CASE("ti4.timing.window: without written steps a combat card is played after the movement",
          "[ti4][rules]") {
  // A log that writes the combat as one event keeps the windows it was judged by.
  Table t;
  AtWatchtower(&t);
  t.Legal(Play(kBob, "Morale Boost"));
  t.Legal(Play(kAlice, "Bunker"));
}

// Setup as SetUpAndStartAction, with the speaker Alice's picks giving the initiative order
// Alice (Leadership, 1), Carol (Diplomacy, 2), Bob (Warfare, 6): not the seats' order.
void ByInitiative(Table* t) {
  t->Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  t->Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
  t->Legal(Table::Place(kAlice, kJord, {Unit::kCruiser, Unit::kCarrier}));
  t->Legal(Table::Place(kBob, kBastion, {Unit::kDreadnought}));
  t->Legal(Table::Control(kBob, t->Planet("revelation")));
  t->Legal(Table::Place(kCarol, kHacan, {Unit::kCarrier}));
  PickAndStart(t);
  t->Legal(Table::Activate(kAlice, kMecatol));
  t->Legal(Table::Move(kAlice, kMecatol, {{kJord, Unit::kCruiser}}));
}

TEST_CASE(
    "ti4 windows: in the action phase the players answer in initiative order from the "
    "active player",
    "[ti4][windows]") {
  Table t;
  ByInitiative(&t);
  CHECK(t.state->core().stack.back().next_responder == kAlice);
  t.Legal(Pass(kAlice));
  CHECK(t.state->core().stack.back().next_responder == kCarol);  // initiative 2, not Bob's seat
  SECTION("Bob, last in initiative, passing takes Carol's pass as made: her card comes too late") {
    t.Legal(Pass(kBob));
    CHECK(t.state->RequiredNow().has_value());  // every player declined (note 4.3)
    CHECK(t.Judge(Play(kCarol, "Experimental Battlestation")) ==
          V{S(engine::rules::kRequiredMissing)});
  }
  SECTION("Carol passing leaves Bob, the last, to answer") {
    t.Legal(Pass(kCarol));
    CHECK(t.state->core().stack.back().next_responder == kBob);
    t.Legal(Play(kBob, "Experimental Battlestation"));
  }
}

TEST_CASE("ti4 windows: before the first pick and outside the action phase the order is the seats'",
          "[ti4][windows]") {
  Table t;
  t.SetUpAndStartAction();  // no card picked
  t.Legal(Table::Activate(kAlice, kWatchtower));
  t.Legal(Pass(kAlice));
  CHECK(t.state->core().stack.back().next_responder == kBob);
}

}  // namespace
}  // namespace stardate::engine::ti4::test
