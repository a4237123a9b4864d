// The whole round's share of Ti4State: strategy cards picked and resolved, passing, command
// tokens (ti4_round.h). As everywhere in DoApply, nothing here judges: a malformed event changes
// what it can, since DoCheck has reported it.
#include "engine/ti4/ti4_round.h"

#include <algorithm>

#include "engine/text.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {
namespace {

// The tag in front of the round's part of a serialized state.
constexpr uint8_t kRoundTag = 0x52;   // 'R'
constexpr uint8_t kCombatTag = 0x43;  // 'C'
constexpr uint8_t kStepsTag = 0x53;   // 'S'

uint8_t Byte(int32_t packed, int i) { return static_cast<uint8_t>((packed >> (8 * i)) & 0xff); }

}  // namespace

std::string StrategyCardName(uint16_t card) {
  auto catalog = Ti4Catalog::Shipped();
  if (catalog.ok()) {
    for (const StrategyCardInfo& c : (*catalog)->strategy_cards()) {
      if (c.initiative == card) return c.name;
    }
  }
  return "strategy card " + std::to_string(card);
}

uint16_t FindStrategyCard(std::string_view name) {
  auto catalog = Ti4Catalog::Shipped();
  if (!catalog.ok()) return 0;
  for (const StrategyCardInfo& c : (*catalog)->strategy_cards()) {
    if (AsciiLower(c.name) == AsciiLower(name) || c.id == name) {
      return static_cast<uint16_t>(c.initiative);
    }
  }
  return 0;
}

void Ti4State::ResetRound() {
  const size_t n = players_.size();
  round_ = RoundState{};
  round_.speaker = fixed_ ? fixed_->map.speaker : 0;
  round_.holder.fill(kNobody);
  round_.pools.assign(n, TokenPools{});
  round_.granted.assign(n, 0);
  round_.mark.assign(n, -1);
  round_.turn_influence.assign(n, 0);
  round_.research.assign(n, 0);
  round_.techs.assign(n, 0);
  round_.secrets.assign(n, 0);
  round_.secrets_scored.assign(n, 0);
  round_.turn_resources.assign(n, 0);
  round_.goods_spent.assign(n, 0);
  // Each faction's starting technologies (its sheet in data/ti4/factions.json).
  auto catalog = Ti4Catalog::Shipped();
  if (!fixed_ || !catalog.ok()) return;
  for (size_t p = 0; p < n && p < fixed_->map.factions.size(); ++p) {
    const FactionInfo* f = (*catalog)->FindFaction(FactionId(static_cast<uint8_t>(p)));
    if (f == nullptr) continue;
    for (const std::string& id : f->starting_techs) {
      const int t = FindTechnology(id);
      if (t >= 0) round_.techs[p] |= uint64_t{1} << t;
    }
  }
}

int FindTechnology(std::string_view id_or_name) {
  auto catalog = Ti4Catalog::Shipped();
  if (!catalog.ok()) return -1;
  const TechInfo* t = (*catalog)->FindTech(id_or_name);
  if (t == nullptr) return -1;
  const int index = static_cast<int>(t - (*catalog)->techs().data());
  return index < 64 ? index : -1;
}

std::string TechnologyName(uint16_t card) {
  auto catalog = Ti4Catalog::Shipped();
  if (catalog.ok() && card >= 1 && card <= (*catalog)->techs().size()) {
    return (*catalog)->techs()[card - 1].name;
  }
  return "technology " + std::to_string(card);
}

void Ti4State::ApplyResearch(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  for (uint16_t id : e.cards) {
    if (ValidPlanet(id)) exhausted_[id - 1] = 1;
  }
  if (round_.research[e.player] > 0) --round_.research[e.player];
  if (e.card >= 1 && e.card <= 64) round_.techs[e.player] |= uint64_t{1} << (e.card - 1);
}

int Ti4State::InfluenceThisTurn(uint8_t p) const {
  if (p >= players_.size()) return 0;
  return players_[p].influence_spent - round_.turn_influence[p];
}

void Ti4State::ApplyCustodians(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player) || !round_.custodians) return;
  round_.custodians = false;  // LRR 27.3: the token and one victory point
  if (++players_[e.player].victory_points >= fixed_->map.victory_points) core_.game_over = true;
}

uint8_t Ti4State::NextInInitiative() const {
  const uint8_t n = core_.num_players;
  std::vector<uint8_t> order;
  for (int c = 0; c < kStrategyCards; ++c) {
    const uint8_t p = round_.holder[c];
    if (p < n && round_.Initiative(p) == c + 1) order.push_back(p);
  }
  if (order.empty()) return kNobody;
  size_t from = 0;
  if (round_.turns > 0) {
    auto at = std::find(order.begin(), order.end(), core_.active);
    from = at == order.end() ? 0 : static_cast<size_t>(at - order.begin()) + 1;
  }
  for (size_t i = 0; i < order.size(); ++i) {
    const uint8_t p = order[(from + i) % order.size()];
    if (!((round_.passed >> p) & 1)) return p;
  }
  return kNobody;
}

int Ti4State::TokenAllowance(uint8_t p) const {
  if (p >= round_.granted.size()) return 0;
  int from_influence = 0;
  if (round_.mark[p] >= 0) {
    from_influence = std::max(0, players_[p].influence_spent - round_.mark[p]) / 3;
  }
  return round_.granted[p] + from_influence;
}

bool Ti4State::MayRedistribute(uint8_t p) const {
  return p < 32 && ((round_.redistribute >> p) & 1);
}

void Ti4State::ApplyPick(const Event& e, std::vector<uint16_t>*) {
  round_.on = true;
  if (!ValidPlayer(e.player) || e.card < 1 || e.card > kStrategyCards) return;
  const int c = e.card - 1;
  ++round_.picks;
  if (round_.holder[c] != kNobody) return;
  round_.holder[c] = e.player;
  // LRR 84: the picker takes the trade goods on the card, from the supply's side of the game.
  players_[e.player].trade_goods += round_.goods[c];
  players_[e.player].trade_goods_gained += round_.goods[c];
  round_.goods[c] = 0;
}

void Ti4State::ApplyStrategic(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player) || e.card < 1 || e.card > kStrategyCards) return;
  const uint8_t p = e.player;
  const uint32_t others = ((1u << players_.size()) - 1) & ~(1u << p);
  auto ready = [&] {
    for (uint16_t id : e.cards) {
      if (ValidPlanet(id) && controller_[id - 1] == p) exhausted_[id - 1] = 0;
    }
  };
  if (e.arg == 1) {  // a secondary ability
    round_.followed |= 1u << p;
    const bool free = e.card == kLeadership || (e.card == kTrade && (round_.free >> p) & 1);
    if (!free && round_.pools[p].strategy > 0) --round_.pools[p].strategy;
    if (e.card == kLeadership) round_.mark[p] = players_[p].influence_spent;
    if (e.card == kDiplomacy) ready();
    if (e.card == kTechnology) round_.research[p] = 1;  // 4 resources written by the table
    return;
  }
  round_.used |= static_cast<uint8_t>(1u << (e.card - 1));
  round_.primary_card = e.card;
  round_.followed = 0;
  switch (e.card) {
    case kLeadership:
      round_.granted[p] += 3;
      round_.mark[p] = players_[p].influence_spent;
      break;
    case kDiplomacy:
      if (ValidSystem(e.target)) tokens_[e.target - 1] |= others;
      ready();
      break;
    case kPolitics:
      if (ValidPlayer(e.target - 1)) round_.speaker = static_cast<uint8_t>(e.target - 1);
      break;
    case kTrade:
      for (uint16_t chosen : e.cards) {
        if (ValidPlayer(chosen - 1)) round_.free |= 1u << (chosen - 1);
      }
      break;
    case kWarfare:
      if (ValidSystem(e.target)) tokens_[e.target - 1] &= ~(1u << p);
      round_.granted[p] += 1;
      round_.redistribute |= 1u << p;
      break;
    case kTechnology:
      round_.research[p] = 2;  // one, and one more for 6 resources (written by the table)
      break;
    case kImperial:
      // The primary's second part: 1 victory point to the controller of Mecatol Rex.
      for (size_t i = 0; i < controller_.size(); ++i) {
        if (controller_[i] == p && fixed_->board.planets[i].info->id == "mr") {
          if (++players_[p].victory_points >= fixed_->map.victory_points) core_.game_over = true;
        }
      }
      break;
    default:
      break;
  }
}

void Ti4State::ApplyPassRound(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  round_.passed |= 1u << e.player;
  round_.acted = true;
}

void Ti4State::ApplyTokens(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  TokenPools& pools = round_.pools[e.player];
  pools.tactic = static_cast<uint8_t>(std::min(255, pools.tactic + Byte(e.arg, 0)));
  pools.fleet = static_cast<uint8_t>(std::min(255, pools.fleet + Byte(e.arg, 1)));
  pools.strategy = static_cast<uint8_t>(std::min(255, pools.strategy + Byte(e.arg, 2)));
  round_.granted[e.player] -= Byte(e.arg, 0) + Byte(e.arg, 1) + Byte(e.arg, 2);
}

void Ti4State::ApplyRedistribute(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  round_.pools[e.player] = {Byte(e.arg, 0), Byte(e.arg, 1), Byte(e.arg, 2)};
}

// What an ability in force lasts for: the turn or phase it was resolved in.
void RoundState::EndAbilities() {
  std::fill(research.begin(), research.end(), 0);
  std::fill(granted.begin(), granted.end(), 0);
  std::fill(mark.begin(), mark.end(), -1);
  redistribute = 0;
  primary_card = 0;
  followed = 0;
  free = 0;
  acted = false;
}

void Ti4State::RoundPhase(int32_t phase) {
  round_.EndAbilities();
  round_.EndProduction();
  if (phase == kStrategy || phase == kAgenda) {
    // Status step 8: the strategy cards go back to the common play area.
    round_.holder.fill(kNobody);
    round_.used = 0;
    round_.picks = 0;
    round_.passed = 0;
  }
  if (phase == kAction) {
    // LRR 84: after the picks, each card nobody picked gets a trade good.
    if (round_.on) {
      for (int c = 0; c < kStrategyCards; ++c) {
        if (round_.holder[c] == kNobody && round_.goods[c] < 255) ++round_.goods[c];
      }
    }
    round_.turns = 0;
    round_.passed = 0;
  }
  if (phase == kStatus) {
    round_.secret_this_status = 0;
    round_.drew_this_status = 0;
    // Status step 5: each player gains two command tokens and redistributes.
    std::fill(round_.granted.begin(), round_.granted.end(), 2);
    round_.redistribute = (1u << players_.size()) - 1;
  }
}

void Ti4State::RoundTurn() {
  if (core_.phase == kAction) ++round_.turns;
  round_.EndAbilities();
  round_.EndProduction();
  for (size_t p = 0; p < players_.size(); ++p) {
    round_.turn_influence[p] = players_[p].influence_spent;
    round_.turn_resources[p] = players_[p].resources_spent;
  }
}

void Ti4State::RoundActivate(uint8_t p) {
  if (round_.on && p < round_.pools.size() && round_.pools[p].tactic > 0) {
    --round_.pools[p].tactic;
  }
}

std::string Ti4State::RoundEventText(const Event& e) const {
  const std::string who = PlayerLabel(e.player);
  auto pools = [&] {
    return std::to_string(Byte(e.arg, 0)) + " tactic, " + std::to_string(Byte(e.arg, 1)) +
           " fleet, " + std::to_string(Byte(e.arg, 2)) + " strategy";
  };
  if (e.kind == ti4::kTi4Pick) return who + " picking " + StrategyCardName(e.card);
  if (e.kind == ti4::kTi4Strategic) {
    return who + (e.arg == 1 ? " resolving the secondary of " : " resolving the primary of ") +
           StrategyCardName(e.card);
  }
  if (e.kind == ti4::kTi4Passed) return who + " passing";
  if (e.kind == ti4::kTi4Tokens) return who + " gaining command tokens (" + pools() + ")";
  if (e.kind == ti4::kTi4Research) return who + " researching " + TechnologyName(e.card);
  if (e.kind == ti4::kTi4Custodians) {
    return who + " removing the custodians token from Mecatol Rex";
  }
  if (e.kind == ti4::kTi4Pools) return who + " redistributing command tokens to " + pools();
  if (e.kind == ti4::kTi4SecretDraw) {
    return who + " drawing " + std::to_string(e.arg) + " secret objective(s)";
  }
  if (e.kind == ti4::kTi4SecretScore) {
    return who + " scoring secret objective " + SecretObjectiveName(e.card);
  }
  if (e.kind == ti4::kTi4Spend) return who + " spending " + std::to_string(e.arg) + " trade goods";
  return "";
}

std::string Ti4State::DescribeRound() const {
  if (!round_.on && round_.custodians && !round_.AnySecrets()) return "";
  std::string s = "  Speaker " + PlayerLabel(round_.speaker) + "; custodians token " +
                  (round_.custodians ? "on Mecatol Rex" : "removed") + "; strategy cards:";
  for (int c = 0; c < kStrategyCards; ++c) {
    s += std::string(c ? "," : "") + " " + StrategyCardName(static_cast<uint16_t>(c + 1));
    if (round_.holder[c] != kNobody) {
      s += " (" + PlayerLabel(round_.holder[c]) + ((round_.used >> c) & 1 ? ", used)" : ")");
    } else if (round_.goods[c]) {
      s += " (" + std::to_string(round_.goods[c]) + " trade goods)";
    }
  }
  s += "\n";
  for (uint8_t p = 0; p < round_.pools.size(); ++p) {
    const TokenPools& t = round_.pools[p];
    s += "  " + PlayerLabel(p) + " command tokens " + std::to_string(t.tactic) + "/" +
         std::to_string(t.fleet) + "/" + std::to_string(t.strategy) +
         ((round_.passed >> p) & 1 ? ", passed" : "") + DescribeSecrets(p) + "\n";
  }
  return s;
}

void Ti4State::SerializeRound(ByteWriter* w) const {
  if (round_.on || !round_.custodians || round_.AnySecrets()) SerializeRoundPart(w);
  // A tactical action writing its steps: a tag after the rest, so that the states of a log
  // that writes none keep their bytes.
  if (steps_written_) w->U8(kStepsTag);
}

void Ti4State::SerializeRoundPart(ByteWriter* w) const {
  w->U8(kRoundTag);
  w->U8(round_.on);
  w->U8(round_.custodians);
  w->U8(round_.speaker);
  w->U8(round_.picks);
  for (int c = 0; c < kStrategyCards; ++c) {
    w->U8(round_.holder[c]);
    w->U8(round_.goods[c]);
  }
  w->U8(round_.used);
  w->U16(round_.primary_card);
  w->U32(round_.followed);
  w->U32(round_.free);
  w->U32(round_.passed);
  w->U16(round_.turns);
  w->U8(round_.acted);
  w->U32(round_.redistribute);
  for (size_t p = 0; p < round_.pools.size(); ++p) {
    w->U8(round_.pools[p].tactic);
    w->U8(round_.pools[p].fleet);
    w->U8(round_.pools[p].strategy);
    w->I32(round_.granted[p]);
    w->I32(round_.mark[p]);
    w->I32(round_.turn_influence[p]);
    w->U64(round_.techs[p]);
    w->U8(round_.research[p]);
  }
  // Status phase, production and ownership.
  w->U32(round_.secret_this_status);
  w->U32(round_.drew_this_status);
  w->U16(round_.produced);
  w->U16(round_.produced_cost);
  w->U16(round_.produced_in);
  for (size_t p = 0; p < round_.pools.size(); ++p) {
    w->U8(round_.secrets[p]);
    w->U32(round_.secrets_scored[p]);
    w->I32(round_.turn_resources[p]);
    w->I32(round_.goods_spent[p]);
  }
  w->U16(static_cast<uint16_t>(round_.arrivals.size()));
  for (uint32_t a : round_.arrivals) w->U32(a);
  // Only inside a turn with a combat, so that the states between turns keep their bytes.
  if (round_.combat == 0) return;
  w->U8(kCombatTag);
  w->U8(round_.combat);
  w->U32(round_.combat_scored);
  w->U32(round_.combat_sides);
}

void Ti4State::RestoreRound(ByteReader* r) {
  ResetRound();
  steps_written_ = false;
  if (r->AtEnd()) return;
  uint8_t tag = r->U8();
  if (tag == kRoundTag) tag = RestoreRoundPart(r);
  if (tag == kStepsTag) {
    steps_written_ = true;
    tag = r->AtEnd() ? 0 : r->U8();
  }
  if (r->ok() && tag != 0) r->Fail("expected the round's part of the state");
}

uint8_t Ti4State::RestoreRoundPart(ByteReader* r) {
  round_.on = r->U8() != 0;
  round_.custodians = r->U8() != 0;
  round_.speaker = r->U8();
  round_.picks = r->U8();
  for (int c = 0; c < kStrategyCards; ++c) {
    round_.holder[c] = r->U8();
    round_.goods[c] = r->U8();
  }
  round_.used = r->U8();
  round_.primary_card = r->U16();
  round_.followed = r->U32();
  round_.free = r->U32();
  round_.passed = r->U32();
  round_.turns = r->U16();
  round_.acted = r->U8() != 0;
  round_.redistribute = r->U32();
  for (size_t p = 0; p < round_.pools.size(); ++p) {
    round_.pools[p] = {r->U8(), r->U8(), r->U8()};
    round_.granted[p] = r->I32();
    round_.mark[p] = r->I32();
    round_.turn_influence[p] = r->I32();
    round_.techs[p] = r->U64();
    round_.research[p] = r->U8();
  }
  round_.secret_this_status = r->U32();
  round_.drew_this_status = r->U32();
  round_.produced = r->U16();
  round_.produced_cost = r->U16();
  round_.produced_in = r->U16();
  for (size_t p = 0; p < round_.pools.size(); ++p) {
    round_.secrets[p] = r->U8();
    round_.secrets_scored[p] = r->U32();
    round_.turn_resources[p] = r->I32();
    round_.goods_spent[p] = r->I32();
  }
  const uint16_t arrivals = r->U16();
  for (uint16_t i = 0; i < arrivals && r->ok(); ++i) round_.arrivals.push_back(r->U32());
  if (r->ok() && round_.speaker >= players_.size()) r->Fail("the speaker is not a player");
  uint8_t tag = r->ok() && !r->AtEnd() ? r->U8() : 0;
  if (tag == kCombatTag) {
    round_.combat = r->U8();
    round_.combat_scored = r->U32();
    round_.combat_sides = r->U32();
    tag = r->ok() && !r->AtEnd() ? r->U8() : 0;
  }
  return tag;
}

}  // namespace stardate::engine::ti4
