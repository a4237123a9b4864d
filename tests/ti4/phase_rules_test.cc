// The rules of the game's order (engine/ti4/rules/phase.h): phases, turns, activation and
// setup's frontier tokens, each shown rejecting and accepting.
#include "engine/ti4/rules/phase.h"
#include "engine/ti4/rules/place.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

TEST_CASE("ti4.activate.token: a system holding the player's command token is not activated again",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  t.Legal(Table::Activate(kAlice, kWatchtower));
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Turn(kAlice, 3));
  CHECK(t.Judge(Table::Activate(kAlice, kWatchtower)) == V{S(rules::kActivateToken.id)});
  CHECK(t.Judge(Table::Activate(kAlice, kMecatol)).empty());
}

TEST_CASE("ti4.turn.active: turns are taken in the action phase only", "[ti4][rules]") {
  Table t;
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
  CHECK(t.Judge(Table::Turn(kAlice, 1)) == V{S(rules::kTurnActive.id)});  // setup
  t.Legal(Table::Phase(kStrategy));
  CHECK(t.Judge(Table::Turn(kAlice, 1)) == V{S(rules::kTurnActive.id)});
  t.Legal(Table::Phase(kAction));
  t.Legal(Table::Turn(kAlice, 1));
}

TEST_CASE("ti4.phase.order: an agenda is revealed in the agenda phase only", "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Table::Ev(ti4::kTi4Agenda, 0, 0, 0, 1)) == V{S(rules::kPhaseOrder.id)});
  t.Legal(Table::Phase(kStatus));
  t.Legal(Table::Ev(ti4::kTi4Ready, kBob));
  t.Legal(Table::Phase(kAgenda));
  CHECK(t.Judge(Table::Ev(ti4::kTi4Agenda, 0, 0, 0, 1)).empty());
}

TEST_CASE("ti4.frontier.planets: one frontier token, at setup, in each system without planets",
          "[ti4][rules]") {
  Table t;
  CHECK(t.Judge(Table::Ev(ti4::kTi4Frontier, 0, 0, kLodor + 1)) ==
        V{S(rules::kFrontierPlanets.id)});
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
  CHECK(t.Judge(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1)) ==
        V{S(rules::kFrontierPlanets.id)});  // already there
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  t.Legal(Table::Phase(kStrategy));
  CHECK(t.Judge(Table::Ev(ti4::kTi4Frontier, 0, 0, kMecatol + 1)) ==
        V{S(rules::kFrontierPlanets.id)});  // after setup
}

TEST_CASE("ti4.place.where: an event naming a system off the map gets that one finding",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Table::Activate(kBob, 40)) == V{S(rules::kPlaceWhere.id)});
  CHECK(t.Judge(Table::Move(kBob, 40, {{kBastion, Unit::kDreadnought}})) ==
        V{S(rules::kPlaceWhere.id)});
  CHECK(t.Judge(Table::Activate(kAlice, kLodor)).empty());
}

TEST_CASE("ti4.phase.order: phases go strategy, action, status and agenda", "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Table::Phase(kAgenda)) == V{S(rules::kPhaseOrder.id)});
  CHECK(t.Judge(Table::Phase(kStatus)).empty());
  CHECK(t.Judge(Table::Turn(kBob, 2)).empty());
  t.Legal(Table::Phase(kStatus));
  CHECK(t.Judge(Table::Turn(kBob, 2)) == V{S(rules::kTurnActive.id)});
}

TEST_CASE(
    "ti4.turn.active: only the active player activates, once a turn, a system without their "
    "token",
    "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  CHECK(t.Judge(Table::Activate(kBob, kRift)) == V{S(rules::kTurnActive.id)});
  t.Legal(Table::Activate(kAlice, kWatchtower));
  CHECK(t.Judge(Table::Activate(kAlice, kMecatol)) == V{S(rules::kTurnActive.id)});
  t.Legal(Table::Turn(kAlice, 2));
  CHECK(t.Judge(Table::Activate(kAlice, kWatchtower)) == V{S(rules::kActivateToken.id)});
}

}  // namespace
}  // namespace stardate::engine::ti4::test
