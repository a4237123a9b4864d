// Ti4State::DoApply: each event kind's change to the state, then the derived tables for the
// systems it touched. Apply never judges: a malformed event (an id off the map, a unit that is
// not there) changes what it can and leaves the rest, since DoCheck has reported it.
#include <algorithm>

#include "engine/ti4/kinds.h"
#include "engine/ti4/objectives.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {
namespace {

// The transaction bit of an unordered pair.
uint64_t PairBit(uint8_t a, uint8_t b) {
  if (a > b) std::swap(a, b);
  return uint64_t{1} << (a * 8 + b);
}

}  // namespace

bool Ti4State::Transacted(uint8_t a, uint8_t b) const { return (transacted_ & PairBit(a, b)) != 0; }

void Ti4State::DoApply(const Event& e) {
  using Apply = void (Ti4State::*)(const Event&, std::vector<uint16_t>*);
  static constexpr std::pair<EventKind, Apply> kApply[] = {
      {EventKind::TURN, &Ti4State::ApplyTurn},
      {EventKind::PHASE, &Ti4State::ApplyPhase},
      {ti4::kTi4Frontier, &Ti4State::ApplyFrontier},
      {ti4::kTi4Place, &Ti4State::ApplyPlace},
      {ti4::kTi4Activate, &Ti4State::ApplyActivate},
      {ti4::kTi4Move, &Ti4State::ApplyMove},
      {ti4::kTi4Combat, &Ti4State::ApplyLosses},
      {ti4::kTi4Destroy, &Ti4State::ApplyLosses},
      {ti4::kTi4Land, &Ti4State::ApplyLand},
      {ti4::kTi4Control, &Ti4State::ApplyControl},
      {ti4::kTi4Exhaust, &Ti4State::ApplyExhaust},
      {ti4::kTi4Ready, &Ti4State::ApplyReady},
      {ti4::kTi4Convert, &Ti4State::ApplyConvert},
      {ti4::kTi4Replenish, &Ti4State::ApplyReplenish},
      {ti4::kTi4Gain, &Ti4State::ApplyGain},
      {ti4::kTi4Transact, &Ti4State::ApplyTransact},
      {ti4::kTi4Return, &Ti4State::ApplyReturn},
      {ti4::kTi4Agenda, &Ti4State::ApplyAgenda},
      {ti4::kTi4Vote, &Ti4State::ApplyVote},
      {ti4::kTi4Score, &Ti4State::ApplyScore},
      {ti4::kTi4Reveal, &Ti4State::ApplyReveal},
      // Action cards and abilities (ti4_windows.cc).
      {ti4::kTi4Play, &Ti4State::ApplyPlay},
      {ti4::kTi4Draw, &Ti4State::ApplyDraw},
      {ti4::kTi4Discard, &Ti4State::ApplyDiscard},
      {ti4::kTi4Ability, &Ti4State::ApplyAbility},
      // Whole rounds (ti4_round.cc)
      {ti4::kTi4Pick, &Ti4State::ApplyPick},
      {ti4::kTi4Strategic, &Ti4State::ApplyStrategic},
      {ti4::kTi4Passed, &Ti4State::ApplyPassRound},
      {ti4::kTi4Tokens, &Ti4State::ApplyTokens},
      {ti4::kTi4Pools, &Ti4State::ApplyRedistribute},
      {ti4::kTi4Custodians, &Ti4State::ApplyCustodians},
      {ti4::kTi4Research, &Ti4State::ApplyResearch},
      // Status phase, production and ownership (ti4_round.cc)
      {ti4::kTi4SecretDraw, &Ti4State::ApplySecretDraw},
      {ti4::kTi4SecretScore, &Ti4State::ApplySecretScore},
      {ti4::kTi4Spend, &Ti4State::ApplySpend},
  };
  // The systems whose units or control this event changes (see Recompute()).
  std::vector<uint16_t> touched;
  // An invasion written in steps that the log goes past without its control gains: they
  // happened unwritten, as GameState::Apply() takes the consequences left out (ti4_owed.cc).
  if (PastHeldClaims(e)) {
    for (const Event& claim : held_) ApplyControl(claim, &touched);
  }
  if (e.kind == ti4::kTi4Step && core_.phase == kAction && activated_ &&
      e.target == active_system_) {
    steps_written_ = true;
  }
  const uint16_t active_before = active_system_;
  const uint32_t movers_before = movers_;
  for (const auto& [kind, apply] : kApply) {
    if (kind == e.kind) {
      (this->*apply)(e, &touched);
      break;
    }
  }
  RoundAfter(e);
  // A station's claimant also depends on who moved ships into the active system.
  if (active_system_ != active_before || movers_ != movers_before) {
    for (uint16_t active : {active_before, active_system_}) {
      if (active == 0) continue;
      for (uint16_t planet : fixed_->board.systems[active - 1].planets) {
        if (IsStation(planet)) SetClaimant(planet);
      }
    }
  }
  Recompute(touched);
}

void Ti4State::ApplyTurn(const Event&, std::vector<uint16_t>*) {
  component_action_ = false;
  steps_written_ = false;
  transacted_ = 0;
  active_system_ = 0;
  movers_ = 0;
  activated_ = false;
  RoundTurn();
}

void Ti4State::ApplyPhase(const Event& e, std::vector<uint16_t>*) {
  if (e.arg == kStrategy || e.arg == kAgenda) {
    std::fill(tokens_.begin(), tokens_.end(), 0);  // status step 4
  }
  for (PlayerState& p : players_) {
    p.readied = false;
    if (e.arg == kStatus) p.scored_this_status = false;
  }
  transacted_ = 0;
  agenda_ = 0;
  votes_.clear();
  active_system_ = 0;
  movers_ = 0;
  steps_written_ = false;
  RoundPhase(e.arg);
}

void Ti4State::ApplyFrontier(const Event& e, std::vector<uint16_t>*) {
  if (ValidSystem(e.target)) frontier_[e.target - 1] = 1;
}

void Ti4State::ApplyPlace(const Event& e, std::vector<uint16_t>* touched) {
  if (!ValidSystem(e.target) || !ValidPlayer(e.player)) return;
  touched->push_back(e.target - 1);
  if (ValidPlanet(e.card)) touched->push_back(fixed_->board.planets[e.card - 1].system);
  for (uint16_t u : e.cards) {
    if (u >= kUnitTypes) continue;
    uint8_t& c = ValidPlanet(e.card) && !kUnitStats[u].ship ? ground_[e.card - 1][e.player][u]
                                                            : space_[e.target - 1][e.player][u];
    if (c < 255) ++c;
  }
}

void Ti4State::ApplyActivate(const Event& e, std::vector<uint16_t>*) {
  if (!ValidSystem(e.target) || !ValidPlayer(e.player)) return;
  tokens_[e.target - 1] |= 1u << e.player;
  RoundActivate(e.player);
  active_system_ = e.target;
  movers_ = 0;
  activated_ = true;
  steps_written_ = false;
}

void Ti4State::ApplyMove(const Event& e, std::vector<uint16_t>* touched) {
  if (!ValidSystem(e.target) || !ValidPlayer(e.player)) return;
  touched->push_back(e.target - 1);
  for (uint16_t packed : e.cards) {
    uint16_t from = PackedHigh(packed);
    int u = PackedType(packed);
    if (!ValidSystem(from) || u >= kUnitTypes) continue;
    if (touched->back() != from - 1) touched->push_back(from - 1);
    // From space first, then (ground forces) picked up from the player's planets there.
    uint8_t* src = &space_[from - 1][e.player][u];
    for (uint16_t planet : fixed_->board.systems[from - 1].planets) {
      if (*src == 0 && kUnitStats[u].ground_force) src = &ground_[planet][e.player][u];
    }
    if (*src > 0) --*src;
    uint8_t& dst = space_[e.target - 1][e.player][u];
    if (dst < 255) ++dst;
    if (kUnitStats[u].ship) movers_ |= 1u << e.player;
  }
  if (active_system_ != e.target) active_system_ = e.target;
}

void Ti4State::ApplyLosses(const Event& e, std::vector<uint16_t>* touched) {
  if (!ValidSystem(e.target)) return;
  touched->push_back(e.target - 1);
  const bool on_planet = e.kind == ti4::kTi4Destroy && ValidPlanet(e.card);
  if (on_planet) touched->push_back(fixed_->board.planets[e.card - 1].system);
  std::vector<uint16_t> dead = e.kind == ti4::kTi4Combat ? Casualties(e) : e.cards;
  for (uint16_t packed : dead) {
    uint16_t owner = PackedHigh(packed);
    int u = PackedType(packed);
    if (owner >= players_.size() || u >= kUnitTypes) continue;
    uint8_t& c = on_planet ? ground_[e.card - 1][owner][u] : space_[e.target - 1][owner][u];
    if (c > 0) --c;
  }
}

void Ti4State::ApplyLand(const Event& e, std::vector<uint16_t>* touched) {
  if (!ValidPlanet(e.card) || !ValidPlayer(e.player)) return;
  uint16_t system = fixed_->board.planets[e.card - 1].system;
  touched->push_back(system);
  for (uint16_t u : e.cards) {
    if (u >= kUnitTypes) continue;
    uint8_t& src = space_[system][e.player][u];
    if (src > 0) --src;
    uint8_t& dst = ground_[e.card - 1][e.player][u];
    if (dst < 255) ++dst;
  }
}

void Ti4State::ApplyControl(const Event& e, std::vector<uint16_t>* touched) {
  if (!ValidPlanet(e.card) || !ValidPlayer(e.player)) return;
  const uint16_t planet = e.card - 1;
  // A gain the rules refuse (ti4.control.*, ti4.station.control.*: the claimant is another
  // player or nobody) is recorded and flagged, but control stays where the rules give it, so
  // nothing follows from a change that could not happen (INTERPRETATIONS.md).
  if (Claimant(planet) != e.player) return;
  const size_t n = players_.size();
  touched->push_back(fixed_->board.planets[planet].system);
  if (IsStation(planet)) {
    if (controller_[planet] < n) --stations_[controller_[planet]];
    ++stations_[e.player];
  }
  controller_[planet] = e.player;
  exhausted_[planet] = 1;  // LRR 25.1: the card comes exhausted
  if (!IsStation(planet)) {
    // Other players' structures there are destroyed (LRR 49.5).
    for (uint8_t p = 0; p < n; ++p) {
      if (p == e.player) continue;
      ground_[planet][p][static_cast<size_t>(Unit::kPds)] = 0;
      ground_[planet][p][static_cast<size_t>(Unit::kSpaceDock)] = 0;
    }
  }
}

void Ti4State::ApplyExhaust(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlanet(e.card) || !ValidPlayer(e.player)) return;
  const PlanetInfo& info = *fixed_->board.planets[e.card - 1].info;
  exhausted_[e.card - 1] = 1;
  if (e.arg == 1) {
    players_[e.player].influence_spent += info.influence;
  } else {
    players_[e.player].resources_spent += info.resources;
  }
}

void Ti4State::ApplyReady(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  if (e.cards.empty()) {
    for (size_t i = 0; i < controller_.size(); ++i) {
      if (controller_[i] == e.player) exhausted_[i] = 0;
    }
    players_[e.player].readied = true;
    // Status step 6 readies every card, technologies too; agenda step 3 only planets.
    if (core_.phase == kStatus) players_[e.player].exhausted_techs.clear();
  }
  for (uint16_t id : e.cards) {
    if (ValidPlanet(id)) exhausted_[id - 1] = 0;
  }
}

void Ti4State::ApplyConvert(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  PlayerState& p = players_[e.player];
  if (ValidPlanet(e.card)) exhausted_[e.card - 1] = 1;
  int k = e.arg == 0 ? p.commodities : std::clamp(e.arg, 0, p.commodities);
  p.commodities -= k;
  p.trade_goods += k;
  p.trade_goods_converted += k;  // 001 note 8.1: not "gained"
}

void Ti4State::ApplyReplenish(const Event& e, std::vector<uint16_t>*) {
  // Replenishing fills up to the commodity value (LRR 21.3): a count written above it is
  // flagged (ti4.station.commodity.value) and taken as filled to the value, so the one
  // mistake does not also owe a return of the excess.
  if (!ValidPlayer(e.player)) return;
  players_[e.player].commodities = std::clamp(e.arg, 0, std::max(0, CommodityValue(e.player)));
}

void Ti4State::ApplyGain(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player) || e.arg <= 0 || e.arg >= 1000) return;
  players_[e.player].trade_goods += e.arg;
  players_[e.player].trade_goods_gained += e.arg;
}

void Ti4State::ApplyTransact(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player) || !ValidPlayer(e.target - 1) || e.target - 1 == e.player) return;
  PlayerState& a = players_[e.player];
  PlayerState& b = players_[e.target - 1];
  const uint32_t packed = static_cast<uint32_t>(e.arg);
  int give_c = std::min<int>(packed & 0xff, a.commodities);
  int give_t = std::min<int>((packed >> 8) & 0xff, a.trade_goods);
  int get_c = std::min<int>((packed >> 16) & 0xff, b.commodities);
  int get_t = std::min<int>((packed >> 24) & 0xff, b.trade_goods);
  // LRR 21.5: a commodity given becomes a trade good for the receiver.
  a.commodities -= give_c;
  a.trade_goods += get_c + get_t - give_t;
  b.commodities -= get_c;
  b.trade_goods += give_c + give_t - get_t;
  transacted_ |= PairBit(e.player, static_cast<uint8_t>(e.target - 1));
}

void Ti4State::ApplyReturn(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  players_[e.player].commodities -= std::clamp(e.arg, 0, players_[e.player].commodities);
}

void Ti4State::ApplyAgenda(const Event& e, std::vector<uint16_t>*) {
  agenda_ = e.arg;
  transacted_ = 0;  // one transaction per pair per agenda
  votes_.clear();
}

void Ti4State::ApplyVote(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player)) return;
  for (uint16_t id : e.cards) {
    if (ValidPlanet(id)) exhausted_[id - 1] = 1;
  }
  if (e.target >= 1 && e.target <= 64) {
    if (votes_.size() < e.target) votes_.resize(e.target, 0);
    votes_[e.target - 1] += std::clamp(e.arg, 0, 1000);
  }
}

void Ti4State::ApplyScore(const Event& e, std::vector<uint16_t>*) {
  if (!ValidPlayer(e.player) || e.card < 1 || e.card > kObjectives.size()) return;
  PlayerState& p = players_[e.player];
  if (!(p.scored & (1u << e.card))) p.victory_points += kObjectives[e.card - 1].points;
  p.scored |= 1u << e.card;
  p.scored_this_status = true;
  if (p.victory_points >= fixed_->map.victory_points) core_.game_over = true;
}

void Ti4State::ApplyReveal(const Event& e, std::vector<uint16_t>*) {
  if (e.card >= 1 && e.card <= kObjectives.size()) revealed_ |= 1u << e.card;
}

}  // namespace stardate::engine::ti4
