#include "engine/ti4/rules/production.h"

#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {
namespace {

// A placement the production rules judge: ships or ground forces placed in the action phase of
// a judged round, not by an ability. *count and *half_cost: the units and their cost in half
// resources.
bool Produces(const Ti4State& s, const Event& e, int* count, int* half_cost) {
  *count = 0;
  *half_cost = 0;
  if (!s.round().on || s.core().phase != kAction || !s.ValidSystem(e.target) ||
      e.player >= s.map().factions.size() || e.arg == kPlacedByAbility) {
    return false;
  }
  for (uint16_t u : e.cards) {
    if (u >= kUnitTypes || kUnitStats[u].structure) continue;
    ++*count;
    *half_cost += HalfCost(u);
  }
  return *count > 0;
}

// Each system that ships or carried units arrived in during the turn now ending, with its
// player, for the fleet pool and capacity (rules checked when the next turn or phase begins).
template <typename Check>
void ForEachArrival(const Ti4State& s, Check check) {
  if (!s.round().on) return;
  for (uint32_t a : s.round().arrivals) {
    const uint16_t system = static_cast<uint16_t>(a >> 8);
    const uint8_t p = static_cast<uint8_t>(a & 0xff);
    if (s.ValidSystem(system) && p < s.round().pools.size()) check(system - 1, p);
  }
}

}  // namespace

void ProductionLimit(const Ti4State& s, const Event& e, Findings* out) {
  int count = 0, half_cost = 0;
  if (!Produces(s, e, &count, &half_cost)) return;
  const uint16_t system = e.target - 1;
  const int before = s.round().produced_in == e.target ? s.round().produced : 0;
  const int production = s.ProductionIn(system, e.player);
  if (before + count <= production) return;
  out->Add(s.PlayerLabel(e.player) + " produces " + std::to_string(before + count) + " units in " +
           s.SystemName(system) + " this turn, where the PRODUCTION of their units is " +
           std::to_string(production));
}

void ProductionCost(const Ti4State& s, const Event& e, Findings* out) {
  int count = 0, half_cost = 0;
  if (!Produces(s, e, &count, &half_cost)) return;
  // Fighters and infantry come two for a resource: an odd one still costs the whole resource.
  const int cost = (s.round().produced_cost + half_cost + 1) / 2;
  const int spent = s.ResourcesThisTurn(e.player);
  if (cost <= spent) return;
  out->Add("the units " + s.PlayerLabel(e.player) + " produces this turn cost " +
           std::to_string(cost) + " resources; " + std::to_string(spent) + " spent");
}

void FleetPool(const Ti4State& s, const Event&, Findings* out) {
  ForEachArrival(s, [&](uint16_t system, uint8_t p) {
    const int ships = s.NonFighterShips(system, p);
    const int tokens = s.round().pools[p].fleet;
    if (ships <= tokens) return;
    out->Add(s.PlayerLabel(p) + " has " + std::to_string(ships) + " non-fighter ships in " +
             s.SystemName(system) + " with " + std::to_string(tokens) +
             " fleet-pool tokens; the excess was not removed");
  });
}

void Capacity(const Ti4State& s, const Event&, Findings* out) {
  ForEachArrival(s, [&](uint16_t system, uint8_t p) {
    int fighters_free = 0;
    const int capacity = s.CapacityIn(system, p, &fighters_free);
    const int fighters = s.Space(system, p)[static_cast<size_t>(Unit::kFighter)];
    const int carried = s.CarriedIn(system, p) - std::min(fighters, fighters_free);
    if (carried <= capacity) return;
    out->Add(s.PlayerLabel(p) + " has " + std::to_string(carried) +
             " fighters and ground forces in the space of " + s.SystemName(system) +
             " with capacity for " + std::to_string(capacity) + "; the excess was not removed");
  });
}

void SpendGoods(const Ti4State& s, const Event& e, Findings* out) {
  if (e.player >= s.map().factions.size()) return;
  const int have = s.player(e.player).trade_goods;
  if (e.arg <= 0) {
    out->Add("a spending of " + std::to_string(e.arg) + " trade goods");
  } else if (e.arg > have) {
    out->Add(s.PlayerLabel(e.player) + " spends " + std::to_string(e.arg) + " trade goods with " +
             std::to_string(have));
  }
}

constexpr Rule kList[] = {kProductionLimit, kProductionCost, kFleetPool, kCapacity, kSpendGoods};

std::span<const Rule> ProductionRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
