// The whole round (engine/ti4/rules/strategy.h): picks, strategic actions, passing, initiative
// order and command tokens, each rule shown rejecting and accepting.
#include "engine/ti4/rules/objective.h"
#include "engine/ti4/rules/research.h"
#include "engine/ti4/rules/strategy.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

Event Pick(uint8_t p, uint16_t card) { return Table::Ev(ti4::kTi4Pick, p, card); }
Event Use(uint8_t p, uint16_t card, uint16_t target = 0, std::vector<uint16_t> cards = {}) {
  return Table::Ev(ti4::kTi4Strategic, p, card, target, 0, std::move(cards));
}
Event Follow(uint8_t p, uint16_t card, std::vector<uint16_t> cards = {}) {
  return Table::Ev(ti4::kTi4Strategic, p, card, 0, 1, std::move(cards));
}
Event Pass(uint8_t p) { return Table::Ev(ti4::kTi4Passed, p); }
Event Pools(EventKind kind, uint8_t p, int t, int f, int s) {
  return Table::Ev(kind, p, 0, 0, t | f << 8 | s << 16);
}

// The strategy phase with the speaker Alice: Alice, Bob and Carol pick `cards` in that order,
// twice round; then the action phase begins.
void Picks(Table* t, std::initializer_list<uint16_t> cards) {
  t->Legal(Table::Phase(kStrategy));
  const uint8_t order[] = {kAlice, kBob, kCarol};
  size_t i = 0;
  for (uint16_t card : cards) t->Legal(Pick(order[i++ % 3], card));
  t->Legal(Table::Phase(kAction));
}

// A round whose strategy phase picks nothing (a record of the board alone), its status phase
// readying every player's cards.
void RoundWithoutPicks(Table* t) {
  t->Legal(Table::Phase(kStrategy));
  t->Legal(Table::Phase(kAction));
  t->Legal(Table::Phase(kStatus));
  for (uint8_t p : {kAlice, kBob, kCarol}) t->Legal(Table::Ev(ti4::kTi4Ready, p));
}

// Setup, then the strategy phase with the speaker Alice: Alice picks Leadership and Trade, Bob
// Diplomacy and Warfare, Carol Politics and Imperial. The action phase begins.
Table Picked() {
  Table t;
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
  t.Legal(Table::Place(kAlice, kJord, {Unit::kCruiser, Unit::kCarrier}));
  t.Legal(Table::Place(kBob, kBastion, {Unit::kDreadnought}));
  t.Legal(Table::Control(kBob, t.Planet("revelation")));
  t.Legal(Table::Place(kCarol, kHacan, {Unit::kCarrier}));
  Picks(&t, {kLeadership, kDiplomacy, kPolitics, kTrade, kWarfare, kImperial});
  return t;
}

TEST_CASE("ti4.strategy.pick: picks go from the speaker clockwise, a card nobody holds",
          "[ti4][rules]") {
  Table t;
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
  CHECK(t.Judge(Pick(kAlice, kTrade)) == V{S(rules::kStrategyPick.id)});  // setup
  t.Legal(Table::Phase(kStrategy));
  CHECK(t.Judge(Pick(kBob, kTrade)) == V{S(rules::kStrategyPick.id)});  // Alice is the speaker
  CHECK(t.Judge(Pick(kAlice, 9)) == V{S(rules::kStrategyPick.id)});     // no such card
  t.Legal(Pick(kAlice, kTrade));
  CHECK(t.Judge(Pick(kBob, kTrade)) == V{S(rules::kStrategyPick.id)});  // Alice holds it
  t.Legal(Pick(kBob, kWarfare));
  // The action phase waits for the six picks of three players.
  CHECK(t.Judge(Table::Phase(kAction)) == V{S(rules::kStrategyPick.id)});
  for (auto [p, card] : {std::pair{kCarol, kImperial},
                         {kAlice, kLeadership},
                         {kBob, kDiplomacy},
                         {kCarol, kPolitics}}) {
    t.Legal(Pick(p, card));
  }
  CHECK(t.Judge(Pick(kAlice, kConstruction)) == V{S(rules::kStrategyPick.id)});  // a seventh
  t.Legal(Table::Phase(kAction));
  // The picker takes the trade goods on the card; the unpicked cards got one each.
  CHECK(t.state->round().goods[kConstruction - 1] == 1);
  CHECK(t.state->round().goods[kTechnology - 1] == 1);
  CHECK(t.state->round().goods[kTrade - 1] == 0);
}

TEST_CASE("ti4.strategy.pick: the next picker of a card left unpicked takes its trade goods",
          "[ti4][rules]") {
  Table t = Picked();
  CHECK(t.state->round().goods[kConstruction - 1] == 1);
  t.Play(Table::Phase(kStatus));  // flagged: nobody passed
  for (uint8_t p : {kAlice, kBob, kCarol}) {
    t.Legal(Table::Ev(ti4::kTi4Draw, p, 0, 0, 1));  // status step 3
    t.Legal(Table::Ev(ti4::kTi4Ready, p));
  }
  t.Legal(Table::Phase(kStrategy));
  const int before = t.state->player(kAlice).trade_goods;
  t.Legal(Pick(kAlice, kConstruction));
  CHECK(t.state->player(kAlice).trade_goods == before + 1);
  CHECK(t.state->player(kAlice).trade_goods_gained == 1);
  CHECK(t.state->round().goods[kConstruction - 1] == 0);
}

TEST_CASE("ti4.strategy.primary: the holder resolves an unused card as the turn's one action",
          "[ti4][rules]") {
  Table t = Picked();
  t.Legal(Table::Turn(kAlice, 1));
  CHECK(t.Judge(Use(kAlice, kWarfare, kJord + 1)) == V{S(rules::kStrategyPrimary.id)});  // Bob's
  t.Legal(Use(kAlice, kLeadership));
  CHECK(t.Judge(Use(kAlice, kTrade)) == V{S(rules::kStrategyPrimary.id)});  // a second action
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Activate(kBob, kQuann));
  t.Legal(Table::Turn(kCarol, 3));
  t.Legal(Table::Activate(kCarol, kLodor));
  t.Legal(Table::Turn(kAlice, 4));
  CHECK(t.Judge(Use(kAlice, kLeadership)) == V{S(rules::kStrategyPrimary.id)});  // used
  t.Legal(Use(kAlice, kTrade));
}

TEST_CASE("ti4.strategy.secondary: others follow this turn's primary once, with a strategy token",
          "[ti4][rules]") {
  Table t = Picked();
  t.Legal(Table::Turn(kAlice, 1));
  CHECK(t.Judge(Follow(kBob, kTrade)) == V{S(rules::kStrategySecondary.id)});  // no primary yet
  t.Legal(Use(kAlice, kTrade, 0, {kCarol + 1}));
  CHECK(t.Judge(Follow(kAlice, kTrade)) == V{S(rules::kStrategySecondary.id)});  // the holder
  t.Legal(Follow(kBob, kTrade));
  CHECK(t.Judge(Follow(kBob, kTrade)) == V{S(rules::kStrategySecondary.id)});  // once
  CHECK(t.state->round().pools[kBob].strategy == 1);
  t.Legal(Follow(kCarol, kTrade));  // chosen by Alice: no token
  CHECK(t.state->round().pools[kCarol].strategy == 2);
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Activate(kBob, kQuann));
  t.Legal(Table::Turn(kCarol, 3));
  t.Legal(Use(kCarol, kPolitics, kBob + 1));
  t.Legal(Follow(kBob, kPolitics));  // Bob's last strategy token
  t.Legal(Table::Turn(kAlice, 4));
  t.Legal(Use(kAlice, kLeadership));
  t.Legal(Follow(kBob, kLeadership));  // Leadership's secondary asks no token
  t.Legal(Table::Turn(kBob, 5));
  t.Legal(Table::Activate(kBob, kLodor));
  t.Legal(Table::Turn(kCarol, 6));
  t.Legal(Use(kCarol, kImperial));
  CHECK(t.Judge(Follow(kBob, kImperial)) == V{S(rules::kStrategySecondary.id)});
  t.Legal(Follow(kAlice, kImperial));
}

TEST_CASE("ti4.strategy.effect: Diplomacy, Politics and Warfare name what their text allows",
          "[ti4][rules]") {
  Table t = Picked();
  t.Legal(Table::Turn(kAlice, 1));
  t.Legal(Table::Activate(kAlice, kMecatol));
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Activate(kBob, kTarana));
  t.Legal(Table::Turn(kCarol, 3));
  CHECK(t.Judge(Use(kCarol, kPolitics, kAlice + 1)) == V{S(rules::kStrategyEffect.id)});
  t.Legal(Use(kCarol, kPolitics, kCarol + 1));
  CHECK(t.state->round().speaker == kCarol);
  t.Legal(Table::Turn(kAlice, 4));
  t.Legal(Table::Activate(kAlice, kQuann));
  t.Legal(Table::Turn(kBob, 5));
  CHECK(t.Judge(Use(kBob, kDiplomacy, kMecatol + 1)) == V{S(rules::kStrategyEffect.id)});
  CHECK(t.Judge(Use(kBob, kDiplomacy, kLodor + 1)) == V{S(rules::kStrategyEffect.id)});
  const uint16_t jord = t.Planet("jord") + 1;
  CHECK(t.Judge(Use(kBob, kDiplomacy, kBastion + 1, {jord})) == V{S(rules::kStrategyEffect.id)});
  t.Legal(Use(kBob, kDiplomacy, kBastion + 1));
  CHECK(t.state->HasToken(kBastion, kAlice));
  CHECK(t.state->HasToken(kBastion, kCarol));
  t.Legal(Table::Turn(kCarol, 6));
  t.Legal(Table::Activate(kCarol, kLodor));
  t.Legal(Table::Turn(kAlice, 7));
  t.Legal(Use(kAlice, kLeadership));
  t.Legal(Table::Turn(kBob, 8));
  CHECK(t.Judge(Use(kBob, kWarfare, kQuann + 1)) == V{S(rules::kStrategyEffect.id)});  // Alice's
  t.Legal(Use(kBob, kWarfare, kTarana + 1));
  CHECK_FALSE(t.state->HasToken(kTarana, kBob));
}

TEST_CASE("ti4.action.pass: a player passes only after using every strategy card held",
          "[ti4][rules]") {
  Table t = Picked();
  t.Legal(Table::Turn(kAlice, 1));
  CHECK(t.Judge(Pass(kAlice)) == V{S(rules::kActionPass.id)});
  CHECK(t.Judge(Pass(kBob)) == V{S(rules::kActionPass.id)});  // not the active player
  t.Legal(Use(kAlice, kLeadership));
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Activate(kBob, kQuann));
  t.Legal(Table::Turn(kCarol, 3));
  t.Legal(Table::Activate(kCarol, kLodor));
  t.Legal(Table::Turn(kAlice, 4));
  t.Legal(Use(kAlice, kTrade));
  t.Legal(Table::Turn(kBob, 5));
  t.Legal(Table::Activate(kBob, kLodor));
  t.Legal(Table::Turn(kCarol, 6));
  t.Legal(Table::Activate(kCarol, kQuann));
  t.Legal(Table::Turn(kAlice, 7));
  t.Legal(Pass(kAlice));
}

TEST_CASE(
    "ti4.action.order: turns go in initiative order past those who passed; then the phase ends",
    "[ti4][rules]") {
  Table t = Picked();
  CHECK(t.Judge(Table::Turn(kBob, 1)) == V{S(rules::kActionOrder.id)});  // Alice has Leadership
  t.Legal(Table::Turn(kAlice, 1));
  t.Legal(Use(kAlice, kLeadership));
  CHECK(t.Judge(Table::Turn(kCarol, 2)) == V{S(rules::kActionOrder.id)});
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Activate(kBob, kQuann));
  t.Legal(Table::Turn(kCarol, 3));
  t.Legal(Table::Activate(kCarol, kLodor));
  CHECK(t.Judge(Table::Phase(kStatus)) ==
        V{S(rules::kActionOrder.id), S(rules::kActionOrder.id), S(rules::kActionOrder.id)});
  t.Legal(Table::Turn(kAlice, 4));
  t.Legal(Use(kAlice, kTrade));
  t.Legal(Table::Turn(kBob, 5));
  t.Legal(Use(kBob, kDiplomacy, kBastion + 1));
  t.Legal(Table::Turn(kCarol, 6));
  t.Legal(Use(kCarol, kPolitics, kBob + 1));
  t.Legal(Table::Turn(kAlice, 7));
  t.Legal(Pass(kAlice));
  t.Legal(Table::Turn(kBob, 8));
  t.Legal(Use(kBob, kWarfare, kQuann + 1));
  t.Legal(Table::Turn(kCarol, 9));
  t.Legal(Use(kCarol, kImperial));
  CHECK(t.Judge(Table::Turn(kAlice, 10)) == V{S(rules::kActionOrder.id)});  // Alice passed
  t.Legal(Table::Turn(kBob, 10));
  t.Legal(Pass(kBob));
  t.Legal(Table::Turn(kCarol, 11));
  t.Legal(Pass(kCarol));
  CHECK(t.Judge(Table::Turn(kCarol, 12)) == V{S(rules::kActionOrder.id)});  // all passed
  t.Legal(Table::Phase(kStatus));
}

TEST_CASE("ti4.tokens.gain: command tokens come only as Leadership or the status phase grant them",
          "[ti4][rules]") {
  Table t = Picked();
  t.Legal(Table::Turn(kAlice, 1));
  CHECK(t.Judge(Pools(ti4::kTi4Tokens, kAlice, 1, 0, 0)) == V{S(rules::kTokensGain.id)});
  t.Legal(Use(kAlice, kLeadership));
  CHECK(t.Judge(Pools(ti4::kTi4Tokens, kAlice, 2, 2, 0)) == V{S(rules::kTokensGain.id)});
  t.Legal(Table::Ev(ti4::kTi4Exhaust, kAlice, t.Planet("jord") + 1, 0, 1));  // 2 influence
  CHECK(t.Judge(Pools(ti4::kTi4Tokens, kAlice, 2, 2, 0)) == V{S(rules::kTokensGain.id)});
  t.Legal(Pools(ti4::kTi4Tokens, kAlice, 1, 1, 1));
  CHECK(t.state->round().pools[kAlice].strategy == 3);
  // Redistribution keeps the total, and waits for the status phase or Warfare.
  CHECK(t.Judge(Pools(ti4::kTi4Pools, kAlice, 6, 3, 2)) == V{S(rules::kTokensGain.id)});
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Activate(kBob, kQuann));
  t.Legal(Table::Turn(kCarol, 3));
  t.Legal(Table::Activate(kCarol, kLodor));
  t.Legal(Table::Turn(kAlice, 4));
  t.Legal(Use(kAlice, kTrade));
  t.Legal(Table::Turn(kBob, 5));
  t.Legal(Use(kBob, kWarfare, kQuann + 1));
  CHECK(t.Judge(Pools(ti4::kTi4Pools, kBob, 4, 4, 2)) == V{S(rules::kTokensGain.id)});
  t.Legal(Pools(ti4::kTi4Tokens, kBob, 1, 0, 0));  // the token taken back
  t.Legal(Pools(ti4::kTi4Pools, kBob, 1, 4, 3));
}

TEST_CASE("ti4.tokens.tactic: a tactical action takes a token from the tactic pool",
          "[ti4][rules]") {
  Table t = Picked();
  t.Legal(Table::Turn(kAlice, 1));
  t.Legal(Use(kAlice, kLeadership));
  t.Legal(Pools(ti4::kTi4Tokens, kAlice, 0, 3, 0));
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Activate(kBob, kQuann));
  t.Legal(Table::Turn(kCarol, 3));
  t.Legal(Table::Activate(kCarol, kQuann));
  t.Legal(Table::Turn(kAlice, 4));
  t.Legal(Use(kAlice, kTrade));
  t.Legal(Table::Turn(kBob, 5));
  t.Legal(Table::Activate(kBob, kLodor));
  t.Legal(Table::Turn(kCarol, 6));
  t.Legal(Table::Activate(kCarol, kLodor));
  t.Legal(Table::Turn(kAlice, 7));
  t.Legal(Table::Activate(kAlice, kMecatol));
  t.Legal(Table::Turn(kBob, 8));
  t.Legal(Table::Activate(kBob, kMecatol));
  t.Legal(Table::Turn(kCarol, 9));
  t.Legal(Table::Activate(kCarol, kMecatol));
  t.Legal(Table::Turn(kAlice, 10));
  t.Legal(Table::Activate(kAlice, kLodor));
  t.Legal(Table::Turn(kBob, 11));
  CHECK(t.state->round().pools[kBob].tactic == 0);
  CHECK(t.Judge(Table::Activate(kBob, kTarana)) == V{S(rules::kTokensTactic.id)});
  t.Legal(Use(kBob, kDiplomacy, kBastion + 1));
}

}  // namespace
}  // namespace stardate::engine::ti4::test

namespace stardate::engine::ti4::test {
namespace {

// Alice holds four planets around Mecatol Rex and a carrier with two infantry in its space;
// a round without picks readies the planets gained; then the picks as in Picked(), and
// Alice's first turn activates Mecatol Rex.
Table AtMecatol() {
  Table t;
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
  Spread(&t, kAlice, 4);
  t.Legal(Table::Place(kAlice, kMecatol, {Unit::kCarrier, Unit::kInfantry, Unit::kInfantry}));
  RoundWithoutPicks(&t);
  Picks(&t, {kLeadership, kDiplomacy, kPolitics, kTrade, kWarfare, kImperial});
  t.Legal(Table::Turn(kAlice, 1));
  t.Legal(Table::Activate(kAlice, kMecatol));
  return t;
}

TEST_CASE("ti4.custodians: six influence spent in the turn removes the token before landing",
          "[ti4][rules]") {
  Table t = AtMecatol();
  const Event remove = Table::Ev(ti4::kTi4Custodians, kAlice);
  const uint16_t mecatol = t.Planet("mecatol rex") + 1;
  const Event land = Table::Ev(ti4::kTi4Land, kAlice, mecatol, kMecatol + 1, 0,
                               {U(Unit::kInfantry), U(Unit::kInfantry)});
  CHECK(t.Judge(remove) == V{S(rules::kCustodians.id)});  // no influence spent
  CHECK(t.Judge(land) == V{S(rules::kCustodians.id)});    // the token is there
  for (const char* planet : {"jord", "lodor", "quann", "tarana", "bellatrix"}) {
    t.Legal(Table::Ev(ti4::kTi4Exhaust, kAlice, t.Planet(planet) + 1, 0, 1));
  }
  REQUIRE(t.state->InfluenceThisTurn(kAlice) >= 6);
  CHECK(t.Judge(Table::Ev(ti4::kTi4Custodians, kBob)) == V{S(rules::kCustodians.id)});
  t.Legal(remove);
  CHECK(t.state->player(kAlice).victory_points == 1);
  CHECK(t.Judge(remove) == V{S(rules::kCustodians.id)});  // gone
  t.Legal(land);
}

TEST_CASE("ti4.custodians.agenda: the agenda phase comes once the custodians token is gone",
          "[ti4][rules]") {
  Table kept = AtMecatol();
  kept.Play(Table::Phase(kStatus));  // flagged: nobody passed
  for (uint8_t p : {kAlice, kBob, kCarol}) {
    kept.Legal(Table::Ev(ti4::kTi4Draw, p, 0, 0, 1));
    kept.Legal(Table::Ev(ti4::kTi4Ready, p));
  }
  CHECK(kept.Judge(Table::Phase(kAgenda)) == V{S(rules::kCustodiansAgenda.id)});
  CHECK(kept.Judge(Table::Phase(kStrategy)).empty());

  Table removed = AtMecatol();
  for (const char* planet : {"jord", "lodor", "quann", "tarana", "bellatrix"}) {
    removed.Legal(Table::Ev(ti4::kTi4Exhaust, kAlice, removed.Planet(planet) + 1, 0, 1));
  }
  removed.Legal(Table::Ev(ti4::kTi4Custodians, kAlice));
  removed.Play(Table::Phase(kStatus));
  for (uint8_t p : {kAlice, kBob, kCarol}) {
    removed.Legal(Table::Ev(ti4::kTi4Draw, p, 0, 0, 1));
    removed.Legal(Table::Ev(ti4::kTi4Ready, p));
  }
  CHECK(removed.Judge(Table::Phase(kStrategy)) == V{S(rules::kCustodiansAgenda.id)});
  removed.Legal(Table::Phase(kAgenda));
}

}  // namespace
}  // namespace stardate::engine::ti4::test

namespace stardate::engine::ti4::test {
namespace {

constexpr uint16_t kAntimass = 2, kChaosMapping = 5, kDacxive = 12, kGravityDrive = 18,
                   kNeuralMotivator = 39;

Event Research(uint8_t p, uint16_t tech, std::vector<uint16_t> planets = {}) {
  return Table::Ev(ti4::kTi4Research, p, tech, 0, 0, std::move(planets));
}

// Tar'Mann (tile 22, a biotic specialty) in Quann's place. Carol (Hacan: Sarween Tools and
// Antimass Deflectors) holds Lodor and Tar'Mann, readied by a round without picks; then she
// picks Technology and Imperial, and her first turn begins.
Table Researching() {
  Ti4Setup map = TableMap();
  map.tiles[kQuann].tile = "22";
  Table t(TableSetup(map));
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
  for (auto [sys, planet] : {std::pair{kLodor, "lodor"}, {kQuann, "tarmann"}}) {
    t.Legal(Table::Place(kCarol, sys, {Unit::kInfantry}, t.Planet(planet)));
    t.Legal(Table::Control(kCarol, t.Planet(planet)));
  }
  RoundWithoutPicks(&t);
  Picks(&t, {kLeadership, kDiplomacy, kTechnology, kTrade, kWarfare, kImperial});
  t.Legal(Table::Turn(kAlice, 1));
  t.Legal(Table::Activate(kAlice, kMecatol));
  t.Legal(Table::Turn(kBob, 2));
  t.Legal(Table::Activate(kBob, kMecatol));
  t.Legal(Table::Turn(kCarol, 3));
  return t;
}

TEST_CASE("ti4.research.when: Technology's primary researches two, its secondary one, each new",
          "[ti4][rules]") {
  Table t = Researching();
  CHECK(t.Judge(Research(kCarol, kGravityDrive)) == V{S(rules::kResearchWhen.id)});
  t.Legal(Use(kCarol, kTechnology));
  CHECK(t.Judge(Research(kCarol, kAntimass)) == V{S(rules::kResearchWhen.id)});  // owned
  t.Legal(Research(kCarol, kGravityDrive));
  t.Legal(Research(kCarol, kNeuralMotivator));
  CHECK(t.Judge(Research(kCarol, kDacxive)) == V{S(rules::kResearchWhen.id)});  // a third
  t.Legal(Follow(kAlice, kTechnology));
  t.Legal(Research(kAlice, kGravityDrive));  // Sol starts with Antimass Deflectors
  CHECK(t.Judge(Research(kAlice, kDacxive)) == V{S(rules::kResearchWhen.id)});
}

TEST_CASE("ti4.research.faction: another faction's technology is not researched", "[ti4][rules]") {
  Table t = Researching();
  t.Legal(Use(kCarol, kTechnology));
  CHECK(t.Judge(Research(kCarol, kChaosMapping)) == V{S(rules::kResearchFaction.id)});
  CHECK(t.Judge(Research(kCarol, kGravityDrive)).empty());
}

TEST_CASE("ti4.research.prerequisites: owned colours, or a ready specialty planet exhausted",
          "[ti4][rules]") {
  Table t = Researching();
  t.Legal(Use(kCarol, kTechnology));
  const uint16_t tarmann = t.Planet("tarmann") + 1, lodor = t.Planet("lodor") + 1;
  CHECK(t.Judge(Research(kCarol, kDacxive)) == V{S(rules::kResearchPrerequisites.id)});
  CHECK(t.Judge(Research(kCarol, kDacxive, {lodor})) ==
        V{S(rules::kResearchPrerequisites.id), S(rules::kResearchPrerequisites.id)});
  t.Legal(Research(kCarol, kDacxive, {tarmann}));  // Tar'Mann's biotic specialty
  CHECK(t.state->Exhausted(tarmann - 1));
}

}  // namespace
}  // namespace stardate::engine::ti4::test

namespace stardate::engine::ti4::test {
namespace {

TEST_CASE("ti4.objective.once: Imperial's primary scores a public objective in the action phase",
          "[ti4][rules]") {
  Table t;
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  t.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
  Spread(&t, kAlice, 4);  // four cultural planets: Corner the Market
  t.Legal(Table::Ev(ti4::kTi4Reveal, 0, 2));
  Picks(&t, {kLeadership, kDiplomacy, kPolitics, kImperial, kWarfare, kTrade});
  t.Legal(Table::Turn(kAlice, 1));
  const Event score = Table::Ev(ti4::kTi4Score, kAlice, 2);
  CHECK(t.Judge(score) == V{S(rules::kObjectiveOnce.id)});
  t.Legal(Use(kAlice, kImperial));
  t.Legal(score);
  CHECK(t.state->player(kAlice).victory_points == 1);
}

}  // namespace
}  // namespace stardate::engine::ti4::test
