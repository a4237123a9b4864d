// TI4 rules: producing units within PRODUCTION and the resources spent, the fleet pool and
// capacity (data/reference/ti4-base-rules.md section 13; LRR 67, 68, 37, 16), and trade goods
// spent (LRR 93). Judged once whole rounds are (a strategy card picked: INTERPRETATIONS.md 16):
// a placement of ships or ground forces in the action phase is production. Each rule is
// followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_PRODUCTION_H_
#define STARDATE_ENGINE_TI4_RULES_PRODUCTION_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kProductionLimit{
    "ti4.production.limit", kBaseRules,
    "68.1a: \"that player can produce a number of units up to the combined total of their "
    "units\u2019 production values in that system.\" 68.1b: \"When producing fighters or "
    "infantry, each individual unit counts toward the producing unit\u2019s production limit.\"",
    "The units a player produces in a system in one turn number at most the PRODUCTION of "
    "their units there (a space dock: its planet's resources + 2), fighters and infantry each "
    "counted."};
// A placement of ships or ground forces in the action phase: within the system's PRODUCTION.
void ProductionLimit(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kProductionCost{
    "ti4.production.cost", kBaseRules,
    "67.1: \"To produce a unit, a player must spend a number of resources equal to or greater "
    "than the cost value of the unit they are producing.\"",
    "The units produced in a turn cost no more than the resources spent in it before they are "
    "placed: planets exhausted for resources and trade goods spent."};
// A placement of ships or ground forces in the action phase: paid for.
void ProductionCost(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kFleetPool{
    "ti4.fleet.pool", kBaseRules,
    "37.1: \"The number of command tokens in a player\u2019s fleet pool indicates the maximum "
    "number of non\u2011fighter ships that a player can have in a system.\"",
    "At the end of a turn, a system ships moved into or were produced in holds no more of the "
    "player's non-fighter ships than their fleet pool's tokens."};
// A turn or phase beginning: the last turn's arrivals within the fleet pool.
void FleetPool(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kCapacity{
    "ti4.capacity", kBaseRules,
    "16.2: \"The combined capacity values of a player\u2019s ships in a system determine the "
    "number of fighters and ground forces that player can have in that system\u2019s space "
    "area.\"",
    "At the end of a turn, a system units moved into or were produced in holds no more of the "
    "player's fighters and ground forces in space than their ships there carry (3 fighters a "
    "space dock aside)."};
// A turn or phase beginning: the last turn's arrivals within capacity.
void Capacity(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kSpendGoods{
    "ti4.trade-goods.spend", kBaseRules,
    "67.1a: \"Spent resources must come from planets or trade goods that are controlled by the "
    "player who is producing the units.\"",
    "A player spends only trade goods they have, a positive number of them."};
// Trade goods spent: a positive number, no more than the player has.
void SpendGoods(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> ProductionRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_PRODUCTION_H_
