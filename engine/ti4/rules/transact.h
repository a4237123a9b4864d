// TI4 rules: Commodities and transactions (data/reference/ti4-base-rules.md); what a space station
// changes is in station.h.
// Each rule is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_TRANSACT_H_
#define STARDATE_ENGINE_TI4_RULES_TRANSACT_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kCommodityValue{
    "ti4.commodity.value", kBaseRules,
    "Commodity value (faction sheet) caps commodities held (21.2).",
    "Commodities above the commodity value are refused."};
// Replenishing without stations: up to the faction's commodity value.
void CommodityValue(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kTransactNeighbors{
    "ti4.transact.neighbors", kBaseRules,
    "During the active player\u2019s turn, they may resolve up to one transaction with each of "
    "their neighbors.",
    "In the action phase the active player transacts once per turn with each neighbour."};
// A transaction: with another player; in the action phase by the active player, with a neighbour.
void TransactNeighbors(const Ti4State& s, const Event& e, Findings* out);
// A transaction: once per pair per turn or agenda.
void TransactNeighborsOnce(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kTransactPhase{
    "ti4.transact.phase", kBaseRules,
    "The LRR grants no other windows, so strategy and status phases have none (inference)",
    "Transactions happen only in the action and agenda phases."};
// A transaction: in the action or agenda phase.
void TransactPhase(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kTransactGoods{
    "ti4.transact.goods", kBaseRules,
    "What can be traded: TGs, commodities, relic fragments, and **at most 1 promissory note "
    "each way**.",
    "A player gives only the commodities and trade goods they have."};
// A transaction: each side gives only what they have.
void TransactGoods(const Ti4State& s, const Event& e, Findings* out);
// Gaining trade goods: a positive count.
void TransactGoodsGain(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> TransactRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_TRANSACT_H_
