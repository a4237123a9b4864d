// The status phase, production and ownership (engine/ti4/rules/status.h, production.h,
// ownership.h): secret objectives, the status phase's action card, production within
// PRODUCTION and the resources spent, the fleet pool, capacity, trade goods spent, abilities of
// their owners and Pillage; each rule shown rejecting and accepting.
#include <algorithm>
#include <optional>

#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/objective.h"
#include "engine/ti4/rules/place.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/rules/ownership.h"
#include "engine/ti4/rules/production.h"
#include "engine/ti4/rules/status.h"
#include "engine/ti4/ti4_catalog.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

Event DrawSecrets(uint8_t p, int n) { return Table::Ev(ti4::kTi4SecretDraw, p, 0, 0, n); }
Event ScoreSecret(uint8_t p, const char* name) {
  const uint16_t card = FindSecretObjective(name);
  REQUIRE(card != 0);
  return Table::Ev(ti4::kTi4SecretScore, p, card);
}
Event Draw(uint8_t p, int n) { return Table::Ev(ti4::kTi4Draw, p, 0, 0, n); }
Event Spend(uint8_t p, int n) { return Table::Ev(ti4::kTi4Spend, p, 0, 0, n); }
Event ExhaustForResources(uint8_t p, uint16_t planet) {
  return Table::Ev(ti4::kTi4Exhaust, p, static_cast<uint16_t>(planet + 1), 0, 0);
}
Event Ability(uint8_t p, uint16_t ability, int target = -1, int32_t component = 0) {
  return Table::Ev(ti4::kTi4Ability, p, ability, static_cast<uint16_t>(target + 1), component);
}
uint16_t AbilityNamed(const char* name) {
  const uint16_t a = FindAbility(*BuiltInCatalog(), name);
  REQUIRE(a != 0);
  return a;
}

// Setup's frontier tokens, which the strategy phase waits for.
void Frontiers(Table* t) {
  t->Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  t->Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
}

// A round of whole-round play: setup (Alice: 2 cruisers at Jord, 2 infantry and a space dock
// on Jord; Bob: a dreadnought at his home and Revelation; Carol: a carrier at Hacan), the
// strategy phase from the speaker Alice (Alice Leadership and Trade, Bob Diplomacy and
// Warfare, Carol Politics and Imperial), the action phase and Alice's turn 1.
// `more`: further events of setup, before the strategy phase.
Table Round(const GameSetup& setup = TableSetup(), std::vector<Event> more = {}) {
  Table t(setup);
  Frontiers(&t);
  t.Legal(Table::Place(kAlice, kJord, {Unit::kCruiser, Unit::kCruiser}));
  t.Legal(Table::Place(kAlice, kJord, {Unit::kInfantry, Unit::kInfantry}, t.Planet("jord")));
  t.Legal(Table::Place(kAlice, kJord, {Unit::kSpaceDock}, t.Planet("jord")));
  t.Legal(Table::Place(kBob, kBastion, {Unit::kDreadnought}));
  t.Legal(Table::Control(kBob, t.Planet("revelation")));
  t.Legal(Table::Place(kCarol, kHacan, {Unit::kCarrier}));
  for (Event& e : more) t.Legal(std::move(e));
  t.Legal(Table::Phase(kStrategy));
  const uint8_t order[] = {kAlice, kBob, kCarol};
  size_t i = 0;
  for (uint16_t card : {kLeadership, kDiplomacy, kPolitics, kTrade, kWarfare, kImperial}) {
    t.Legal(Table::Ev(ti4::kTi4Pick, order[i++ % 3], card));
  }
  t.Legal(Table::Phase(kAction));
  t.Legal(Table::Turn(kAlice, 1));
  return t;
}

// The frontier tokens, then the phases up to the status phase of a round that picks no card.
void ToStatus(Table* t) {
  Frontiers(t);
  t->Legal(Table::Phase(kStrategy));
  t->Legal(Table::Phase(kAction));
  t->Legal(Table::Phase(kStatus));
}

TEST_CASE("ti4.secret.limit: a player holds three secret objectives at most, scored or not",
          "[ti4][rules]") {
  Table t;
  CHECK(t.Judge(DrawSecrets(kAlice, 0)) == V{S(rules::kSecretLimit.id)});
  CHECK(t.Judge(DrawSecrets(kAlice, 4)) == V{S(rules::kSecretLimit.id)});
  t.Legal(DrawSecrets(kAlice, 2));
  t.Legal(DrawSecrets(kAlice, 1));
  CHECK(t.Judge(DrawSecrets(kAlice, 1)) == V{S(rules::kSecretLimit.id)});
  CHECK(t.state->round().secrets[kAlice] == 3);
}

TEST_CASE("ti4.secret.held: a secret objective is scored from the hand, once in the game",
          "[ti4][rules]") {
  Table t;
  Spread(&t, kAlice, 4);  // four cultural planets: Forge an Alliance
  ToStatus(&t);
  CHECK(t.Judge(ScoreSecret(kAlice, "Forge an Alliance")) == V{S(rules::kSecretHeld.id)});
  CHECK(t.Judge(Table::Ev(ti4::kTi4SecretScore, kAlice, 99)) == V{S(rules::kSecretHeld.id)});
  t.Legal(DrawSecrets(kAlice, 1));
  t.Legal(ScoreSecret(kAlice, "Forge an Alliance"));
  CHECK(t.state->player(kAlice).victory_points == 1);
  CHECK(t.state->round().secrets[kAlice] == 0);
  t.Legal(DrawSecrets(kBob, 1));
  CHECK(t.Judge(ScoreSecret(kBob, "Forge an Alliance")) ==
        V{S(rules::kSecretHeld.id), S(rules::kSecretCondition.id)});
}

TEST_CASE("ti4.secret.once: a secret objective in its card's phase, one a status phase",
          "[ti4][rules]") {
  Table t;
  t.Legal(DrawSecrets(kAlice, 3));
  Frontiers(&t);
  t.Legal(Table::Phase(kStrategy));
  t.Legal(Table::Phase(kAction));
  // Form a Spy Network is a status-phase objective the table vouches for.
  CHECK(t.Judge(ScoreSecret(kAlice, "Form a Spy Network")) == V{S(rules::kSecretOnce.id)});
  t.Legal(Table::Phase(kStatus));
  CHECK(t.Judge(ScoreSecret(kAlice, "Destroy Their Greatest Ship")) == V{S(rules::kSecretOnce.id)});
  Event spy = ScoreSecret(kAlice, "Form a Spy Network");
  CHECK(t.state->TakenOnTableWord(spy));
  t.Legal(spy);
  CHECK(t.Judge(ScoreSecret(kAlice, "Become the Gatekeeper")) == V{S(rules::kSecretOnce.id)});
  // The next status phase allows another.
  t.Legal(Table::Phase(kStrategy));
  t.Legal(Table::Phase(kAction));
  t.Legal(Table::Phase(kStatus));
  t.Legal(ScoreSecret(kAlice, "Become the Gatekeeper"));
}

TEST_CASE("ti4.secret.condition: a requirement the engine counts must be met", "[ti4][rules]") {
  Table t;
  const int dreadnoughts = GENERATE(4, 5);
  Spread(&t, kAlice, 3);
  t.Legal(Table::Place(kAlice, kJord, std::vector<Unit>(dreadnoughts, Unit::kDreadnought)));
  t.Legal(DrawSecrets(kAlice, 3));
  ToStatus(&t);
  CHECK(t.Judge(ScoreSecret(kAlice, "Forge an Alliance")) == V{S(rules::kSecretCondition.id)});
  CHECK_FALSE(t.state->TakenOnTableWord(ScoreSecret(kAlice, "Forge an Alliance")));
  // Sol starts with two technologies, neither of them a faction technology.
  CHECK(t.Judge(ScoreSecret(kAlice, "Adapt New Strategies")) == V{S(rules::kSecretCondition.id)});
  if (dreadnoughts == 4) {
    CHECK(t.Judge(ScoreSecret(kAlice, "Gather a Mighty Fleet")) ==
          V{S(rules::kSecretCondition.id)});
  } else {
    t.Legal(ScoreSecret(kAlice, "Gather a Mighty Fleet"));
  }
}

TEST_CASE("ti4.status.draw: one action card a player in the status phase", "[ti4][rules]") {
  Table t;
  t.Legal(Draw(kAlice, 3));  // the action phase's draws are another's count
  ToStatus(&t);
  CHECK(t.Judge(Draw(kAlice, 2)) == V{S(rules::kStatusDraw.id)});
  t.Legal(Draw(kAlice, 1));
  CHECK(t.Judge(Draw(kAlice, 1)) == V{S(rules::kStatusDraw.id)});
  t.Legal(Draw(kBob, 1));
  t.Legal(Table::Phase(kStrategy));
  t.Legal(Table::Phase(kAction));
  t.Legal(Table::Phase(kStatus));
  t.Legal(Draw(kAlice, 1));
}

TEST_CASE("ti4.production.limit: units produced within the PRODUCTION of the system",
          "[ti4][rules]") {
  Table t = Round();
  t.Legal(Table::Activate(kAlice, kJord));
  t.Legal(ExhaustForResources(kAlice, t.Planet("jord")));  // 4 resources; PRODUCTION 6
  CHECK(t.state->ProductionIn(kJord, kAlice) == 6);
  std::vector<Unit> seven(7, Unit::kFighter);
  CHECK(t.Judge(Table::Place(kAlice, kJord, seven)) == V{S(rules::kProductionLimit.id)});
  t.Legal(Table::Place(kAlice, kJord, {Unit::kFighter, Unit::kFighter, Unit::kFighter}));
  CHECK(t.Judge(Table::Place(kAlice, kJord,
                             {Unit::kFighter, Unit::kFighter, Unit::kFighter, Unit::kFighter})) ==
        V{S(rules::kProductionLimit.id)});
  t.Legal(Table::Place(kAlice, kJord, {Unit::kFighter, Unit::kFighter}));
}

TEST_CASE("ti4.production.cost: the units produced are paid with resources spent this turn",
          "[ti4][rules]") {
  Table t = Round();
  t.Legal(Table::Activate(kAlice, kJord));
  CHECK(t.Judge(Table::Place(kAlice, kJord, {Unit::kDestroyer})) ==
        V{S(rules::kProductionCost.id)});
  t.Legal(ExhaustForResources(kAlice, t.Planet("jord")));  // 4
  CHECK(t.Judge(Table::Place(kAlice, kJord, {Unit::kCarrier, Unit::kCruiser})) ==
        V{S(rules::kProductionCost.id)});
  t.Legal(Table::Place(kAlice, kJord, {Unit::kCarrier, Unit::kFighter}));  // 3 + 1 for 2
  CHECK(t.Judge(Table::Place(kAlice, kJord, {Unit::kDestroyer})) ==
        V{S(rules::kProductionCost.id)});
}

TEST_CASE("ti4.trade-goods.spend: trade goods spent are the player's, and count as resources",
          "[ti4][rules]") {
  Table t = Round();
  CHECK(t.Judge(Spend(kAlice, 1)) == V{S(rules::kSpendGoods.id)});
  t.Legal(Table::Ev(ti4::kTi4Gain, kAlice, 0, 0, 3));
  CHECK(t.Judge(Spend(kAlice, 0)) == V{S(rules::kSpendGoods.id)});
  CHECK(t.Judge(Spend(kAlice, 4)) == V{S(rules::kSpendGoods.id)});
  t.Legal(Spend(kAlice, 2));
  CHECK(t.state->player(kAlice).trade_goods == 1);
  CHECK(t.state->ResourcesThisTurn(kAlice) == 2);
  t.Legal(Table::Activate(kAlice, kJord));
  t.Legal(Table::Place(kAlice, kJord, {Unit::kCruiser}));
}

TEST_CASE("ti4.fleet.pool: at a turn's end, non-fighter ships within the fleet pool",
          "[ti4][rules]") {
  Table t = Round();
  t.Legal(Table::Activate(kAlice, kJord));
  t.Legal(ExhaustForResources(kAlice, t.Planet("jord")));
  SECTION("two cruisers and two destroyers: four ships, three fleet tokens") {
    t.Legal(Table::Place(kAlice, kJord, {Unit::kDestroyer, Unit::kDestroyer}));
    CHECK(t.Judge(Table::Turn(kBob, 2)) == V{S(rules::kFleetPool.id)});
  }
  SECTION("one destroyer: three ships") {
    t.Legal(Table::Place(kAlice, kJord, {Unit::kDestroyer}));
    t.Legal(Table::Turn(kBob, 2));
  }
}

TEST_CASE("ti4.capacity: at a turn's end, fighters and ground forces in space within capacity",
          "[ti4][rules]") {
  Table t = Round();
  t.Legal(Table::Activate(kAlice, kJord));
  t.Legal(ExhaustForResources(kAlice, t.Planet("jord")));
  SECTION("six fighters: three beyond the space dock's, no capacity") {
    t.Legal(Table::Place(kAlice, kJord, std::vector<Unit>(6, Unit::kFighter)));
    CHECK(t.Judge(Table::Turn(kBob, 2)) == V{S(rules::kCapacity.id)});
  }
  SECTION("three fighters the space dock keeps, and a carrier's four") {
    t.Legal(Table::Place(kAlice, kJord, {Unit::kCarrier, Unit::kFighter, Unit::kFighter}));
    t.Legal(Table::Turn(kBob, 2));
  }
}

TEST_CASE("ti4.ability.faction: a faction ability only by its faction's player", "[ti4][rules]") {
  Table t = Round();
  // Alice plays the Federation of Sol: Orbital Drop is hers, Stall Tactics the Yssaril's.
  CHECK(t.Judge(Ability(kAlice, AbilityNamed("Stall Tactics"), -1, 1)) ==
        V{S(rules::kAbilityFaction.id)});
  t.Legal(Ability(kAlice, AbilityNamed("Orbital Drop"), -1, 1));
}

TEST_CASE("ti4.ability.technology: a technology only by a player who owns it", "[ti4][rules]") {
  Table t = Round();
  const uint16_t gravity = static_cast<uint16_t>(FindTechnology("Gravity Drive") + 1);
  const uint16_t antimass = static_cast<uint16_t>(FindTechnology("Antimass Deflectors") + 1);
  CHECK(t.Judge(Ability(kAlice, gravity)) == V{S(rules::kAbilityTechnology.id)});
  t.Legal(Ability(kAlice, antimass));  // a starting technology of Sol's
}

TEST_CASE("ti4.ability.pillage: on a neighbour with 3 or more trade goods", "[ti4][rules]") {
  Ti4Setup map = TableMap();
  map.factions[kBob].faction = "Mentak Coalition";
  // Bob's destroyer in Jord makes him Alice's neighbour.
  Table t = Round(TableSetup(map), {Table::Place(kBob, kJord, {Unit::kDestroyer})});
  t.Legal(Table::Ev(ti4::kTi4Gain, kAlice, 0, 0, 2));
  const uint16_t pillage = AbilityNamed("Pillage");
  CHECK(t.Judge(Ability(kBob, pillage, kAlice)) == V{S(rules::kAbilityPillage.id)});
  t.Legal(Table::Ev(ti4::kTi4Gain, kAlice, 0, 0, 1));
  t.Legal(Ability(kBob, pillage, kAlice));
}

// ---- Owed draws, placements by abilities and scoring in combat (INTERPRETATIONS.md 33-35).

bool Names(const V& findings, std::string_view rule) {
  return std::find(findings.begin(), findings.end(), S(rule)) != findings.end();
}

TEST_CASE("ti4.status.draw: an action card left unwritten is owed when the next phase begins",
          "[ti4][rules]") {
  Table t = Round();
  t.Play(Table::Phase(kStatus));
  std::optional<Event> owed = t.state->RequiredBefore(Table::Phase(kStrategy));
  REQUIRE(owed.has_value());
  CHECK(owed->kind == ti4::kTi4Draw);
  CHECK(owed->player == kAlice);
  CHECK(owed->arg == 1);
  CHECK((owed->flags & Event::kEngineEmitted) != 0);  // filled in for a script
  CHECK(t.state->IsRequiredStep(*owed));
  CHECK(Names(t.Judge(Table::Phase(kStrategy)), rules::kStatusDraw.id));
  t.Legal(Draw(kAlice, 1));
  t.Legal(Draw(kBob, 1));
  CHECK(Names(t.Judge(Table::Phase(kStrategy)), rules::kStatusDraw.id));  // Carol's
  t.Legal(Draw(kCarol, 1));
  CHECK_FALSE(Names(t.Judge(Table::Phase(kStrategy)), rules::kStatusDraw.id));
  CHECK_FALSE(t.state->IsRequiredStep(Draw(kCarol, 1)));  // a second is a choice, and a finding
}

TEST_CASE("ti4.status.draw: a round that picks no strategy card owes no draw", "[ti4][rules]") {
  Table t;
  ToStatus(&t);
  CHECK_FALSE(Names(t.Judge(Table::Phase(kStrategy)), rules::kStatusDraw.id));
  t.Legal(Table::Phase(kStrategy));
}

TEST_CASE("ti4.production.limit: units an ability places are not produced", "[ti4][rules]") {
  Table t = Round();
  t.Legal(Ability(kAlice, AbilityNamed("Orbital Drop"), -1, 1));
  // Two infantry on Jord, nothing spent and no system activated: as production, a finding.
  Event drop = Table::Place(kAlice, kJord, {Unit::kInfantry, Unit::kInfantry}, t.Planet("jord"));
  CHECK(Names(t.Judge(drop), rules::kProductionCost.id));
  CHECK(Names(t.Judge(drop), rules::kPlaceWhere.id));
  drop.arg = kPlacedByAbility;
  CHECK(t.state->EventText(drop) == "Alice placing 2 infantry on Jord by an ability");
  t.Legal(drop);
  CHECK(t.state->round().produced == 0);
  CHECK(t.state->Ground(t.Planet("jord"), kAlice)[static_cast<size_t>(Unit::kInfantry)] == 4);
  // Eight fighters placed by an ability are no production either, but one placed is.
  t.Play(Table::Turn(kBob, 2));
  t.Play(Table::Turn(kCarol, 3));
  t.Play(Table::Turn(kAlice, 4));
  t.Play(Table::Activate(kAlice, kJord));
  Event fighters = Table::Place(kAlice, kJord, std::vector<Unit>(8, Unit::kFighter));
  fighters.arg = kPlacedByAbility;
  CHECK_FALSE(Names(t.Judge(fighters), rules::kProductionLimit.id));
  CHECK(Names(t.Judge(Table::Place(kAlice, kJord, std::vector<Unit>(8, Unit::kFighter))),
              rules::kProductionLimit.id));
}

TEST_CASE("ti4.objective.combat: one objective during or after each combat", "[ti4][rules]") {
  Table t = Round(TableSetup(), {DrawSecrets(kAlice, 3)});
  t.Legal(Table::Activate(kAlice, kLodor));
  // No combat yet: the rule does not limit.
  CHECK_FALSE(Names(t.Judge(ScoreSecret(kAlice, "Destroy Their Greatest Ship")),
                    rules::kObjectiveCombat.id));
  t.Legal(Table::Ev(ti4::kTi4Step, kAlice, 0, kLodor + 1, rules::kCombatRoundStart));
  t.Legal(ScoreSecret(kAlice, "Destroy Their Greatest Ship"));
  CHECK(t.state->round().combat_scored == 1u << kAlice);
  CHECK(t.Judge(ScoreSecret(kAlice, "Spark a Rebellion")) == V{S(rules::kObjectiveCombat.id)});
  // The space combat's end and its result are the same combat.
  t.Legal(Table::Ev(ti4::kTi4Step, kAlice, 0, kLodor + 1, rules::kCombatRoundEnd));
  CHECK(t.Judge(ScoreSecret(kAlice, "Spark a Rebellion")) == V{S(rules::kObjectiveCombat.id)});
  // A ground combat is another combat.
  t.Legal(Table::Ev(ti4::kTi4Step, kAlice, 0, kLodor + 1, rules::kGroundRoundStart));
  t.Legal(ScoreSecret(kAlice, "Spark a Rebellion"));
  CHECK(t.Judge(ScoreSecret(kAlice, "Unveil Flagship")) == V{S(rules::kObjectiveCombat.id)});
  // The next turn has had no combat.
  t.Legal(Table::Turn(kBob, 2));
  CHECK(t.state->round().combat == 0);
}

}  // namespace
}  // namespace stardate::engine::ti4::test
