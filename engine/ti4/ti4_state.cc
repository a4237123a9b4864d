#include "engine/ti4/ti4_state.h"

#include <algorithm>
#include <bit>

#include "engine/text.h"
#include "engine/rng.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/objectives.h"
#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/control.h"
#include "engine/ti4/rules/exhaust.h"
#include "engine/ti4/rules/phase.h"
#include "engine/ti4/rules/station.h"
#include "engine/ti4/rules/status.h"

namespace stardate::engine::ti4 {

std::string Ti4State::PhaseLabel() const { return PhaseName(core_.phase); }

const char* PhaseName(int32_t phase) {
  switch (phase) {
    case kSetup:
      return "setup";
    case kStrategy:
      return "strategy";
    case kAction:
      return "action";
    case kStatus:
      return "status";
    case kAgenda:
      return "agenda";
    default:
      return "unknown";
  }
}

namespace {

constexpr int kMaxCombatRounds = 16;

}  // namespace

Result<std::unique_ptr<GameState>> NewTi4Game(const GameSetup& setup) {
  auto state = Ti4State::Create(setup);
  if (!state.ok()) return state.status();
  return std::unique_ptr<GameState>(std::move(*state));
}

Result<std::unique_ptr<Ti4State>> Ti4State::Create(const GameSetup& setup) {
  auto data = Ti4Data::Shipped();
  if (!data.ok()) return data.status();
  if (setup.players.size() < 2 || setup.players.size() > 8) {
    return Status::InvalidArgument(
        "header: expected 2 to 8 players for Twilight Imperium 4, "
        "found " +
        std::to_string(setup.players.size()));
  }
  auto map = DecodeTi4Setup(setup.module_header, setup.players.size(), **data,
                            "header (Twilight Imperium 4 map and factions)");
  if (!map.ok()) return map.status();
  auto fixed = std::make_shared<Fixed>();
  fixed->data = *data;
  fixed->map = std::move(*map);
  fixed->board = BuildBoard(fixed->map, **data);
  for (const PlayerSetup& p : setup.players) fixed->names.push_back(p.name);
  fixed->randomness = setup.randomness;

  std::unique_ptr<Ti4State> s(new Ti4State());
  s->core_.seed = setup.seed;
  s->core_.num_players = static_cast<uint8_t>(setup.players.size());
  s->core_.active = fixed->map.speaker;
  const size_t systems = fixed->board.systems.size(), planets = fixed->board.planets.size();
  const size_t n = setup.players.size();
  s->space_.assign(systems, std::vector<UnitCounts>(n, UnitCounts{}));
  s->ground_.assign(planets, std::vector<UnitCounts>(n, UnitCounts{}));
  s->controller_.assign(planets, kNobody);
  s->exhausted_.assign(planets, 0);
  s->frontier_.assign(systems, 0);
  s->tokens_.assign(systems, 0);
  s->players_.assign(n, PlayerState{});
  // Home planets start under their faction's control (setup: home planet cards); a space
  // station in a home system is gained like any other (001 note 2).
  for (size_t p = 0; p < n; ++p) {
    for (uint16_t planet : fixed->board.systems[fixed->map.factions[p].home].planets) {
      if (!fixed->board.planets[planet].info->station) {
        s->controller_[planet] = static_cast<uint8_t>(p);
      }
    }
  }
  s->fixed_ = std::move(fixed);
  s->ResetRound();
  s->RecomputeAll();
  return s;
}

std::unique_ptr<GameState> Ti4State::Clone() const {
  return std::unique_ptr<GameState>(new Ti4State(*this));
}

int Ti4State::InSpace(uint16_t system, uint8_t p, Unit u) const {
  return space_[system][p][static_cast<size_t>(u)];
}

int Ti4State::OnPlanet(uint16_t planet, uint8_t p, Unit u) const {
  return ground_[planet][p][static_cast<size_t>(u)];
}

int Ti4State::StationsControlled(uint8_t p) const {
  return p < stations_.size() ? stations_[p] : 0;
}

int Ti4State::CommodityValue(uint8_t p) const {
  return fixed_->map.factions[p].commodity_value + StationsControlled(p);
}

bool Ti4State::PlanetlessSystem(uint16_t system) const {
  return !fixed_->data->HasPlanets(*fixed_->board.systems[system].info);
}

bool Ti4State::Neighbors(uint8_t a, uint8_t b) const {
  return a < neighbors_.size() && b < 32 && ((neighbors_[a] >> b) & 1) != 0;
}

uint8_t Ti4State::Claimant(uint16_t planet) const {
  const uint16_t system = fixed_->board.planets[planet].system;
  uint8_t owner = controller_[planet];
  if (IsStation(planet)) {
    // 001 note 2: the only player with units in the system; 2.1 and 2.2: a controlled station
    // changes hands only to a player who moved ships in (this tactical action), once no other
    // player's units remain there (they won the space combat).
    uint32_t present = Present(system);
    if (std::popcount(present) != 1) return kNobody;
    uint8_t p = static_cast<uint8_t>(std::countr_zero(present));
    if (p == owner) return kNobody;
    if (owner == kNobody) return p;
    bool moved_in = active_system_ == system + 1 && (movers_ & (1u << p)) != 0;
    return moved_in ? p : kNobody;
  }
  // LRR 49.5 (establish control): the one player with ground forces left on the planet gains
  // it; other players' structures do not keep it (they are destroyed when it changes hands).
  // Without ground forces there, LRR 25.5: the one player with units on it.
  uint32_t forces = 0, units = 0;
  for (size_t p = 0; p < players_.size(); ++p) {
    for (int u = 0; u < kUnitTypes; ++u) {
      if (ground_[planet][p][u] == 0) continue;
      units |= 1u << p;
      if (kUnitStats[u].ground_force) forces |= 1u << p;
    }
  }
  const uint32_t on = forces != 0 ? forces : units;
  if (std::popcount(on) != 1) return kNobody;
  uint8_t p = static_cast<uint8_t>(std::countr_zero(on));
  return p == owner ? kNobody : p;
}

bool Ti4State::StructuresOfOthers(uint16_t planet, uint8_t p) const {
  for (uint8_t q = 0; q < players_.size(); ++q) {
    if (q == p) continue;
    for (int u = 0; u < kUnitTypes; ++u) {
      if (kUnitStats[u].structure && ground_[planet][q][u] != 0) return true;
    }
  }
  return false;
}

bool Ti4State::TouchSystem(uint16_t system) {
  const Board& board = fixed_->board;
  uint32_t present = 0, ships = 0, there = 0;
  for (size_t p = 0; p < players_.size(); ++p) {
    const uint32_t bit = 1u << p;
    for (int u = 0; u < kUnitTypes; ++u) {
      if (space_[system][p][u] == 0) continue;
      present |= bit;
      if (kUnitStats[u].ship) ships |= bit;
    }
    for (uint16_t planet : board.systems[system].planets) {
      for (uint8_t c : ground_[planet][p]) present |= c != 0 ? bit : 0;
    }
  }
  there = present;
  for (uint16_t planet : board.systems[system].planets) {
    // A controlled planet makes neighbours, a station never (001 note 7.1).
    const uint8_t c = controller_[planet];
    if (c < players_.size() && !IsStation(planet)) there |= 1u << c;
  }
  const bool changed = there_[system] != there;
  present_[system] = present;
  ships_[system] = ships;
  there_[system] = there;
  for (uint16_t planet : board.systems[system].planets) SetClaimant(planet);
  return changed;
}

void Ti4State::SetClaimant(uint16_t planet) {
  const uint8_t p = Claimant(planet);
  claims_ += static_cast<int>(p != kNobody) - static_cast<int>(claimant_[planet] != kNobody);
  claimant_[planet] = p;
}

void Ti4State::RecomputeNeighbors() {
  // LRR 60: players are neighbours when both have a unit or a controlled planet in one system
  // or in two adjacent ones: for each system, everyone there neighbours everyone there or next
  // door.
  std::fill(neighbors_.begin(), neighbors_.end(), 0);
  const Board& board = fixed_->board;
  for (uint16_t s = 0; s < board.systems.size(); ++s) {
    if (there_[s] == 0) continue;
    uint32_t near = there_[s];
    for (uint16_t n : board.systems[s].adjacent) near |= there_[n];
    for (uint32_t bits = there_[s]; bits != 0; bits &= bits - 1) {
      neighbors_[std::countr_zero(bits)] |= near;
    }
  }
}

void Ti4State::RecomputeAll() {
  const size_t systems = fixed_->board.systems.size(), planets = controller_.size();
  present_.assign(systems, 0);
  ships_.assign(systems, 0);
  there_.assign(systems, 0);
  claimant_.assign(planets, kNobody);
  claims_ = 0;
  neighbors_.assign(players_.size(), 0);
  stations_.assign(players_.size(), 0);
  for (uint16_t planet = 0; planet < planets; ++planet) {
    if (controller_[planet] < players_.size() && IsStation(planet))
      ++stations_[controller_[planet]];
  }
  for (uint16_t s = 0; s < systems; ++s) TouchSystem(s);
  RecomputeNeighbors();
  Recompute({});
}

std::vector<uint16_t> Ti4State::Fight(uint16_t system, const std::vector<uint32_t>& dice,
                                      size_t* used) const {
  // Each round the attacker (the active player, else the lower) and then the defender roll
  // for each ship; hits fall on the cheapest ships first (no sustained damage is modelled).
  std::vector<uint16_t> dead;
  size_t die = 0;
  uint32_t sides = ShipsIn(system);
  if (std::popcount(sides) == 2) {
    uint8_t a = static_cast<uint8_t>(std::countr_zero(sides));
    uint8_t b = static_cast<uint8_t>(31 - std::countl_zero(sides));
    if (b == core_.active) std::swap(a, b);
    UnitCounts fleet[2] = {space_[system][a], space_[system][b]};
    auto ships = [&](const UnitCounts& f) {
      int n = 0;
      for (int u = 0; u < kUnitTypes; ++u) n += kUnitStats[u].ship ? f[u] : 0;
      return n;
    };
    bool out_of_dice = false;
    for (int round = 0;
         round < kMaxCombatRounds && !out_of_dice && ships(fleet[0]) && ships(fleet[1]); ++round) {
      int hits[2] = {0, 0};
      for (int side = 0; side < 2 && !out_of_dice; ++side) {
        for (int u = 0; u < kUnitTypes && !out_of_dice; ++u) {
          if (!kUnitStats[u].ship) continue;
          for (int k = 0; k < fleet[side][u] * kUnitStats[u].dice; ++k) {
            if (die >= dice.size()) {
              out_of_dice = true;
              break;
            }
            hits[side] += static_cast<int>(dice[die++]) >= kUnitStats[u].combat;
          }
        }
      }
      if (out_of_dice) break;
      for (int side = 0; side < 2; ++side) {
        UnitCounts& f = fleet[1 - side];
        for (int h = 0; h < hits[side]; ++h) {
          int pick = -1;
          for (int u = 0; u < kUnitTypes; ++u) {
            if (kUnitStats[u].ship && f[u] &&
                (pick < 0 || kUnitStats[u].cost_rank < kUnitStats[pick].cost_rank)) {
              pick = u;
            }
          }
          if (pick < 0) break;
          --f[pick];
          dead.push_back(PackUnit(side == 0 ? b : a, static_cast<Unit>(pick)));
        }
      }
    }
  }
  if (used != nullptr) *used = die;
  return dead;
}

std::vector<uint32_t> Ti4State::RolledDice(uint16_t system) const {
  int per_round = 0;
  for (uint8_t p = 0; p < players_.size(); ++p) {
    for (int u = 0; u < kUnitTypes; ++u) {
      if (kUnitStats[u].ship) per_round += space_[system][p][u] * kUnitStats[u].dice;
    }
  }
  EventRng rng(core_.seed, core_.seq);
  std::vector<uint32_t> dice;
  for (int k = 0; k < per_round * kMaxCombatRounds; ++k) dice.push_back(rng.Below(10) + 1);
  size_t used = 0;
  Fight(system, dice, &used);
  dice.resize(used);
  return dice;
}

std::vector<uint16_t> Ti4State::Casualties(const Event& e) const {
  if (!e.cards.empty() || e.random.empty() || !ValidSystem(e.target)) return e.cards;
  return Fight(e.target - 1, e.random, nullptr);
}

void Ti4State::DoComplete(Event* e) const {
  if (e->kind != ti4::kTi4Combat || !e->cards.empty() || !ValidSystem(e->target)) return;
  const uint16_t system = e->target - 1;
  if (std::popcount(ShipsIn(system)) != 2) return;
  // The winner the table wrote (player + 1), 0 when it wrote none.
  const int32_t written = e->arg;
  if (written > 0 && static_cast<size_t>(written) <= players_.size() && e->random.empty() &&
      fixed_->randomness == Randomness::TABLE) {
    // A combat at the table whose result alone was written: the winner is the one player with
    // ships left (LRR 78.10), so every ship of the other player there was destroyed; the
    // winner's own losses were not written and are taken as none. No dice are invented.
    for (uint8_t p = 0; p < players_.size(); ++p) {
      if (p + 1 == written) continue;
      for (int u = 0; u < kUnitTypes; ++u) {
        if (!kUnitStats[u].ship) continue;
        for (int k = 0; k < space_[system][p][u]; ++k) {
          e->cards.push_back(PackUnit(p, static_cast<Unit>(u)));
        }
      }
    }
    return;
  }
  if (e->random.empty()) e->random = RolledDice(system);
  e->cards = Casualties(*e);
  if (written != 0) return;  // kept: a winner the dice do not give is CheckCombat's finding
  // The winner: the one player with ships left (LRR 78.10).
  uint32_t left = 0;
  for (uint8_t p = 0; p < players_.size(); ++p) {
    UnitCounts f = space_[system][p];
    for (uint16_t d : e->cards) {
      if (PackedHigh(d) == p && f[PackedType(d)] > 0) --f[PackedType(d)];
    }
    for (int u = 0; u < kUnitTypes; ++u) {
      if (kUnitStats[u].ship && f[u]) left |= 1u << p;
    }
  }
  e->arg = std::popcount(left) == 1 ? std::countr_zero(left) + 1 : 0;
}

void Ti4State::DoSerialize(ByteWriter* w) const {
  auto counts = [&](const std::vector<std::vector<UnitCounts>>& v) {
    w->Seq(v, [&](const std::vector<UnitCounts>& per_player) {
      w->Seq(per_player, [&](const UnitCounts& c) {
        for (uint8_t x : c) w->U8(x);
      });
    });
  };
  counts(space_);
  counts(ground_);
  w->Seq(controller_, [&](uint8_t x) { w->U8(x); });
  w->Seq(exhausted_, [&](uint8_t x) { w->U8(x); });
  w->Seq(frontier_, [&](uint8_t x) { w->U8(x); });
  w->Seq(tokens_, [&](uint32_t x) { w->U32(x); });
  w->Seq(players_, [&](const PlayerState& p) {
    w->I32(p.commodities);
    w->I32(p.trade_goods);
    w->I32(p.trade_goods_gained);
    w->I32(p.trade_goods_converted);
    w->I32(p.victory_points);
    w->I32(p.resources_spent);
    w->I32(p.influence_spent);
    w->U32(p.scored);
    w->U8(p.scored_this_status);
    w->U8(p.readied);
  });
  w->U16(active_system_);
  w->U32(movers_);
  w->U8(activated_);
  w->U64(transacted_);
  w->I32(agenda_);
  w->Seq(votes_, [&](int32_t v) { w->I32(v); });
  w->U32(revealed_);
  // Action cards and component actions.
  w->Seq(players_, [&](const PlayerState& p) {
    w->I32(p.action_cards);
    w->Seq(p.exhausted_techs, [&](uint16_t t) { w->U16(t); });
  });
  w->U8(component_action_);
  w->Seq(cancelled_, [&](uint64_t x) { w->U64(x); });
  SerializeRound(w);  // whole rounds: nothing until a strategy card is picked
}

void Ti4State::DoRestore(ByteReader* r) {
  const size_t systems = space_.size(), planets = ground_.size(), n = players_.size();
  auto counts = [&](std::vector<std::vector<UnitCounts>>* v, size_t places, const char* what) {
    if (r->Count(4) != places)
      return r->Fail(std::string("expected ") + std::to_string(places) + " " + what);
    for (auto& per_player : *v) {
      if (r->Count(kUnitTypes) != n) return r->Fail("expected " + std::to_string(n) + " players");
      for (UnitCounts& c : per_player) {
        for (uint8_t& x : c) x = r->U8();
      }
    }
  };
  counts(&space_, systems, "systems");
  counts(&ground_, planets, "planets");
  auto bytes = [&](std::vector<uint8_t>* v, size_t size) {
    if (r->Count(1) != size) return r->Fail("expected " + std::to_string(size) + " entries");
    for (uint8_t& x : *v) x = r->U8();
  };
  bytes(&controller_, planets);
  bytes(&exhausted_, planets);
  bytes(&frontier_, systems);
  if (r->Count(4) != systems) r->Fail("expected a command-token entry per system");
  for (uint32_t& t : tokens_) t = r->U32();
  if (r->Count(30) != n) r->Fail("expected " + std::to_string(n) + " players");
  for (PlayerState& p : players_) {
    p.commodities = r->I32();
    p.trade_goods = r->I32();
    p.trade_goods_gained = r->I32();
    p.trade_goods_converted = r->I32();
    p.victory_points = r->I32();
    p.resources_spent = r->I32();
    p.influence_spent = r->I32();
    p.scored = r->U32();
    p.scored_this_status = r->U8() != 0;
    p.readied = r->U8() != 0;
  }
  active_system_ = r->U16();
  movers_ = r->U32();
  activated_ = r->U8() != 0;
  transacted_ = r->U64();
  agenda_ = r->I32();
  uint32_t nv = r->Count(4);
  votes_.assign(nv, 0);
  for (int32_t& v : votes_) v = r->I32();
  revealed_ = r->U32();
  // Action cards and component actions.
  if (r->Count(8) != n) r->Fail("expected " + std::to_string(n) + " players' action cards");
  for (PlayerState& p : players_) {
    p.action_cards = r->I32();
    p.exhausted_techs.assign(r->Count(2), 0);
    for (uint16_t& t : p.exhausted_techs) t = r->U16();
  }
  component_action_ = r->U8() != 0;
  cancelled_.assign(r->Count(8), 0);
  for (uint64_t& w : cancelled_) w = r->U64();
  RestoreRound(r);
  for (uint8_t c : controller_) {
    if (r->ok() && c != kNobody && c >= n) r->Fail("a planet's controller is not a player");
  }
  if (r->ok() && active_system_ > systems) r->Fail("the active system is not on the map");
  RecomputeAll();
}

}  // namespace stardate::engine::ti4
