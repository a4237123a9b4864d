#include "engine/ti4/rules/transact.h"

#include <algorithm>

#include "engine/ti4/rules/shared.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {

void CommodityValue(const Ti4State& s, const Event& e, Findings* out) {
  if (s.StationsControlled(e.player) == 0 && ReplenishOffValue(s, e)) {
    out->Add(CommodityValueFinding(s, e));
  }
}

void TransactNeighbors(const Ti4State& s, const Event& e, Findings* out) {
  const CoreState& core = s.core();
  if (e.target < 1 || e.target > core.num_players || e.target - 1 == e.player) {
    out->Stop(s.PlayerLabel(e.player) + " transacts with another player of the game");
    return;
  }
  if (core.phase != kAction) return;
  const uint8_t other = static_cast<uint8_t>(e.target - 1);
  if (e.player != core.active && other != core.active) {
    out->Add("only the active player (" + s.PlayerLabel(core.active) +
             ") transacts in the action phase");
    return;
  }
  std::optional<Finding> apart = NotNeighbors(s, e.player, other);
  if (apart && apart->rule == kTransactNeighbors.id) out->Add(std::move(apart->detail));
}

void TransactNeighborsOnce(const Ti4State& s, const Event& e, Findings* out) {
  const uint8_t other = static_cast<uint8_t>(e.target - 1);
  if (s.Transacted(e.player, other) && !StationsOnlyLink(s, e.player, other)) {
    out->Add(TransactedAgain(s, e));
  }
}

void TransactPhase(const Ti4State& s, const Event&, Findings* out) {
  const int32_t phase = s.core().phase;
  if (phase != kAction && phase != kAgenda) {
    out->Add("transactions happen in the action and agenda phases, not the " + PhaseWord(phase) +
             " phase");
  }
}

void TransactGoods(const Ti4State& s, const Event& e, Findings* out) {
  const uint8_t other = static_cast<uint8_t>(e.target - 1);
  const uint32_t packed = static_cast<uint32_t>(e.arg);
  auto lacks = [&](uint8_t p, int have, int give, const char* what) {
    if (give > have) {
      out->Add(s.PlayerLabel(p) + " has " + std::to_string(have) + " " + what + ", not " +
               std::to_string(give));
    }
  };
  lacks(e.player, s.player(e.player).commodities, packed & 0xff, "commodities");
  lacks(e.player, s.player(e.player).trade_goods, (packed >> 8) & 0xff, "trade goods");
  lacks(other, s.player(other).commodities, (packed >> 16) & 0xff, "commodities");
  lacks(other, s.player(other).trade_goods, (packed >> 24) & 0xff, "trade goods");
}

void TransactGoodsGain(const Ti4State&, const Event& e, Findings* out) {
  if (e.arg <= 0 || e.arg >= 1000) {
    out->Add("a gain of " + std::to_string(e.arg) + " trade goods");
  }
}

constexpr Rule kList[] = {kCommodityValue, kTransactNeighbors, kTransactPhase, kTransactGoods};

std::span<const Rule> TransactRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
