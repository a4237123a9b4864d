// The status phase's, production's and ownership's share of Ti4State (ti4_round.h): secret
// objectives drawn and scored, trade goods spent, what the units in a system may produce and
// carry, and the record of units produced and arriving that the rules of
// engine/ti4/rules/production.h judge. As everywhere in DoApply, nothing here judges.
#include <algorithm>

#include "engine/text.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_round.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {
namespace {

// A unit's cost in half resources (base unit cards; fighters and infantry come two for 1).
constexpr std::array<int, kUnitTypes> kHalfCost = {1, 4, 1, 2, 4, 6, 8, 24, 16, 0, 0};

// The combat event `e` is part of: a space combat (its result, or a step of one of its rounds),
// a ground combat (a step of one of its rounds), or 0.
uint8_t CombatOf(const Event& e) {
  if (e.kind == kTi4Combat) return kSpaceCombat;
  if (e.kind != kTi4Step) return 0;
  if (e.arg >= rules::kCombatRoundStart && e.arg <= rules::kCombatRoundEnd) return kSpaceCombat;
  if (e.arg >= rules::kGroundRoundStart && e.arg <= rules::kGroundRoundEnd) return kGroundCombat;
  return 0;
}

}  // namespace

std::vector<const ObjectiveInfo*> SecretObjectives() {
  std::vector<const ObjectiveInfo*> secrets;
  auto catalog = Ti4Catalog::Shipped();
  if (!catalog.ok()) return secrets;
  for (const ObjectiveInfo& o : (*catalog)->objectives()) {
    if (o.secret) secrets.push_back(&o);
  }
  return secrets;
}

const ObjectiveInfo* SecretObjective(uint16_t card) {
  const std::vector<const ObjectiveInfo*> secrets = SecretObjectives();
  return card >= 1 && card <= secrets.size() ? secrets[card - 1] : nullptr;
}

uint16_t FindSecretObjective(std::string_view name) {
  const std::vector<const ObjectiveInfo*> secrets = SecretObjectives();
  for (size_t i = 0; i < secrets.size(); ++i) {
    if (AsciiLower(secrets[i]->name) == AsciiLower(name) || secrets[i]->id == name) {
      return static_cast<uint16_t>(i + 1);
    }
  }
  return 0;
}

std::string SecretObjectiveName(uint16_t card) {
  const ObjectiveInfo* o = SecretObjective(card);
  return o ? o->name : "secret objective " + std::to_string(card);
}

int HalfCost(int unit) { return unit >= 0 && unit < kUnitTypes ? kHalfCost[unit] : 0; }

void Ti4State::ApplySecretDraw(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player) || e.arg <= 0) return;
  round_.secrets[e.player] = static_cast<uint8_t>(std::min(255, round_.secrets[e.player] + e.arg));
}

void Ti4State::ApplySecretScore(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player) || e.card < 1 || e.card > 32) return;
  const uint32_t bit = 1u << (e.card - 1);
  if (round_.secrets_scored[e.player] & bit) return;
  if (round_.secrets[e.player] > 0) --round_.secrets[e.player];
  round_.secrets_scored[e.player] |= bit;
  if (core_.phase == kStatus) round_.secret_this_status |= 1u << e.player;
  if (++players_[e.player].victory_points >= fixed_->map.victory_points) core_.game_over = true;
}

void Ti4State::ApplySpend(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player) || e.arg <= 0) return;
  PlayerState& p = players_[e.player];
  p.trade_goods = std::max(0, p.trade_goods - e.arg);
  round_.goods_spent[e.player] += e.arg;
}

void Ti4State::RoundAfter(const Event& e) {
  if (!ValidPlayer(e.player)) return;
  const uint32_t bit = 1u << e.player;
  if (e.kind == kTi4Draw && core_.phase == kStatus) round_.drew_this_status |= bit;
  if (round_.on && core_.phase == kAction) {
    // LRR 61.7: one objective during or after each combat; a new combat starts the count.
    const uint8_t combat = CombatOf(e);
    if (combat != 0 && combat != round_.combat) {
      round_.combat = combat;
      round_.combat_scored = 0;
      round_.combat_sides = CombatSides(combat, e);
    }
    if ((e.kind == kTi4Score || e.kind == kTi4SecretScore) && round_.combat != 0) {
      round_.combat_scored |= bit;
    }
  }
  if (!round_.on || core_.phase != kAction || !ValidSystem(e.target)) return;
  const uint32_t arrival = static_cast<uint32_t>(e.target) << 8 | e.player;
  auto arrived = [&] {
    if (std::find(round_.arrivals.begin(), round_.arrivals.end(), arrival) ==
        round_.arrivals.end()) {
      round_.arrivals.push_back(arrival);
    }
  };
  if (e.kind == kTi4Move) arrived();
  if (e.kind != kTi4Place) return;
  bool units = false;
  for (uint16_t u : e.cards) {
    if (u >= kUnitTypes || kUnitStats[u].structure) continue;
    units = true;
    if (e.arg == kPlacedByAbility) continue;  // placed, not produced
    ++round_.produced;
    round_.produced_cost = static_cast<uint16_t>(round_.produced_cost + kHalfCost[u]);
  }
  if (!units) return;
  if (e.arg != kPlacedByAbility) round_.produced_in = e.target;
  arrived();
}

uint32_t Ti4State::CombatSides(uint8_t combat, const Event& e) const {
  uint32_t sides = core_.active < players_.size() ? 1u << core_.active : 0;
  if (!ValidSystem(e.target)) return sides;
  const uint16_t system = e.target - 1;
  if (combat == kSpaceCombat) {
    sides |= ShipsIn(system);
    // A combat written as one event has destroyed its casualties already.
    for (uint16_t d : e.cards) {
      if (e.kind == kTi4Combat && PackedHigh(d) < players_.size()) sides |= 1u << PackedHigh(d);
    }
    return sides;
  }
  for (uint16_t planet : fixed_->board.systems[system].planets) {
    for (uint8_t p = 0; p < players_.size(); ++p) {
      for (int u = 0; u < kUnitTypes; ++u) {
        if (kUnitStats[u].ground_force && ground_[planet][p][u] > 0) sides |= 1u << p;
      }
    }
  }
  return sides;
}

int Ti4State::ResourcesThisTurn(uint8_t p) const {
  if (p >= players_.size()) return 0;
  return players_[p].resources_spent - round_.turn_resources[p] + round_.goods_spent[p];
}

int Ti4State::ProductionIn(uint16_t system, uint8_t p) const {
  int production = 0;
  for (uint16_t planet : fixed_->board.systems[system].planets) {
    const int docks = ground_[planet][p][static_cast<size_t>(Unit::kSpaceDock)];
    production += docks * (fixed_->board.planets[planet].info->resources + 2);
  }
  return production;
}

int Ti4State::CapacityIn(uint16_t system, uint8_t p, int* fighters_free) const {
  int capacity = 0;
  for (int u = 0; u < kUnitTypes; ++u) capacity += space_[system][p][u] * kUnitStats[u].capacity;
  int docks = 0;
  for (uint16_t planet : fixed_->board.systems[system].planets) {
    docks += ground_[planet][p][static_cast<size_t>(Unit::kSpaceDock)];
  }
  *fighters_free = 3 * docks;
  return capacity;
}

int Ti4State::CarriedIn(uint16_t system, uint8_t p) const {
  int carried = 0;
  for (int u = 0; u < kUnitTypes; ++u) {
    if (Carried(static_cast<Unit>(u))) carried += space_[system][p][u];
  }
  return carried;
}

int Ti4State::NonFighterShips(uint16_t system, uint8_t p) const {
  int ships = 0;
  for (int u = 0; u < kUnitTypes; ++u) {
    if (kUnitStats[u].ship && static_cast<Unit>(u) != Unit::kFighter) ships += space_[system][p][u];
  }
  return ships;
}

std::string Ti4State::FactionId(uint8_t p) const {
  auto catalog = Ti4Catalog::Shipped();
  if (!catalog.ok() || p >= fixed_->map.factions.size()) return "";
  const std::string& name = fixed_->map.factions[p].faction;
  const FactionInfo* f = (*catalog)->FindFaction(name);
  if (f == nullptr) f = (*catalog)->FindFaction("The " + name);
  return f ? f->id : "";
}

std::string Ti4State::DescribeSecrets(uint8_t p) const {
  std::string s;
  if (round_.secrets[p] > 0) {
    s += ", " + std::to_string(round_.secrets[p]) + " secret objective(s) held";
  }
  for (uint16_t card = 1; card <= 32; ++card) {
    if ((round_.secrets_scored[p] >> (card - 1)) & 1) {
      s += ", scored " + SecretObjectiveName(card);
    }
  }
  return s;
}

}  // namespace stardate::engine::ti4
