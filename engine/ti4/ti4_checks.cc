// The Twilight Imperium 4 module's legality checks (Ti4State::DoCheck): each violation names
// its catalogued rule (rule_ids.h) and what exactly was wrong.
#include <algorithm>
#include <bit>

#include "engine/rule_catalogue.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/objectives.h"
#include "engine/ti4/rule_ids.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {
namespace {

void Add(std::vector<Violation>* out, std::string_view rule, std::string detail) {
  out->push_back({std::string(rule), std::move(detail)});
}

}  // namespace

std::string Ti4State::PhaseLabel() const { return PhaseName(core_.phase); }

void Ti4State::DoCheck(const Event& e, std::vector<Violation>* out) const {
  const uint8_t n = core_.num_players;
  const std::string who = PlayerLabel(e.player);
  // Ids first: a bad id is one finding, and nothing else is judged.
  auto bad_system = [&]() {
    if (ValidSystem(e.target)) return false;
    Add(out, rules::kPlaceWhere,
        "system " + std::to_string(e.target) + " is not on the map (1 to " +
            std::to_string(fixed_->board.systems.size()) + ")");
    return true;
  };
  auto bad_planet = [&]() {
    if (ValidPlanet(e.card)) return false;
    Add(out, rules::kStationLikePlanet,
        "planet " + std::to_string(e.card) + " is not on the map (1 to " +
            std::to_string(fixed_->board.planets.size()) + ")");
    return true;
  };
  switch (e.kind) {
    case EventKind::PHASE: {
      int32_t cur = core_.phase;
      bool ok = (cur == kSetup && e.arg == kStrategy) || (cur == kStrategy && e.arg == kAction) ||
                (cur == kAction && e.arg == kStatus) ||
                (cur == kStatus && (e.arg == kAgenda || e.arg == kStrategy)) ||
                (cur == kAgenda && e.arg == kStrategy);
      if (!ok) {
        Add(out, rules::kPhaseOrder,
            std::string("the ") + PhaseName(e.arg) + " phase cannot follow the " + PhaseName(cur) +
                " phase");
      }
      break;
    }
    case EventKind::TURN:
      if (core_.phase != kAction) {
        Add(out, rules::kTurnActive,
            std::string("turns are taken in the action phase, not the ") + PhaseName(core_.phase) +
                " phase");
      }
      break;
    case ti4::kTi4Frontier:
      if (bad_system()) break;
      if (core_.phase != kSetup) {
        Add(out, rules::kFrontierPlanets, "frontier tokens are placed during setup");
      } else if (frontier_[e.target - 1]) {
        Add(out, rules::kFrontierPlanets,
            SystemName(e.target - 1) + " already has a frontier token");
      } else if (!PlanetlessSystem(e.target - 1)) {
        Add(out, rules::kFrontierPlanets,
            SystemName(e.target - 1) + " contains planets: no frontier token goes there");
      }
      break;
    case ti4::kTi4Place:
      if (!bad_system()) CheckPlace(e, out);
      break;
    case ti4::kTi4Activate:
      if (bad_system()) break;
      if (core_.phase != kAction || e.player != core_.active || core_.turn == 0) {
        Add(out, rules::kTurnActive, who + " is not the active player of an action-phase turn");
      } else if (activated_) {
        Add(out, rules::kTurnActive, who + " has already made a tactical action this turn");
      }
      if (tokens_[e.target - 1] & (1u << e.player)) {
        Add(out, rules::kActivateToken,
            SystemName(e.target - 1) + " already holds a command token of " + who);
      }
      break;
    case ti4::kTi4Move:
      if (!bad_system()) CheckMove(e, out);
      break;
    case ti4::kTi4Combat:
      if (!bad_system()) CheckCombat(e, out);
      break;
    case ti4::kTi4Land: {
      if (bad_planet()) break;
      const uint16_t planet = e.card - 1;
      const uint16_t system = fixed_->board.planets[planet].system;
      if (IsStation(planet)) {
        Add(out, rules::kStationNoUnits,
            "ground forces cannot be committed to " + PlanetName(planet) + ", a space station");
      }
      if (e.player != core_.active || active_system_ != system + 1) {
        Add(out, rules::kMoveActive,
            who + " commits ground forces only in the system of their own tactical action");
      }
      UnitCounts need{};
      for (uint16_t u : e.cards) {
        if (u >= kUnitTypes || !kUnitStats[u].ground_force) {
          Add(out, rules::kMoveUnits, "only ground forces are committed to planets");
          return;
        }
        ++need[u];
      }
      for (int u = 0; u < kUnitTypes; ++u) {
        if (need[u] > space_[system][e.player][u]) {
          Add(out, rules::kMoveUnits,
              who + " has " + std::to_string(space_[system][e.player][u]) + " " +
                  std::string(kUnitStats[u].plural) + " in the space of " + SystemName(system) +
                  ", not " + std::to_string(need[u]));
        }
      }
      break;
    }
    case ti4::kTi4Destroy: {
      if (bad_system()) break;
      const bool on_planet = e.card != 0;
      if (on_planet && (bad_planet() || fixed_->board.planets[e.card - 1].system != e.target - 1)) {
        Add(out, rules::kDestroyUnits, "the planet is not in " + SystemName(e.target - 1));
        break;
      }
      std::vector<UnitCounts> need(n, UnitCounts{});
      for (uint16_t packed : e.cards) {
        if (PackedHigh(packed) >= n || PackedType(packed) >= kUnitTypes) {
          Add(out, rules::kDestroyUnits, "a destroyed unit names no player or unit type");
          return;
        }
        ++need[PackedHigh(packed)][PackedType(packed)];
      }
      for (uint8_t p = 0; p < n; ++p) {
        for (int u = 0; u < kUnitTypes; ++u) {
          int have = on_planet ? ground_[e.card - 1][p][u] : space_[e.target - 1][p][u];
          if (need[p][u] > have) {
            Add(out, rules::kDestroyUnits,
                PlayerLabel(p) + " has " + std::to_string(have) + " " +
                    std::string(kUnitStats[u].plural) + " there, not " +
                    std::to_string(need[p][u]));
          }
        }
      }
      break;
    }
    case ti4::kTi4Control:
      if (!bad_planet()) CheckControl(e, out);
      break;
    case ti4::kTi4Exhaust:
      if (!bad_planet()) CheckExhaust(e, out);
      break;
    case ti4::kTi4Ready:
      CheckReady(e, out);
      break;
    case ti4::kTi4Convert: {
      if (bad_planet()) break;
      const uint16_t planet = e.card - 1;
      const PlayerState& p = players_[e.player];
      if (!IsStation(planet)) {
        Add(out, rules::kStationConvert,
            PlanetName(planet) +
                " is a planet, not a space station: only a station converts "
                "commodities");
      } else if (controller_[planet] != e.player) {
        Add(out, rules::kStationConvert, who + " does not control " + PlanetName(planet));
      } else if (exhausted_[planet]) {
        Add(out, rules::kStationConvert, PlanetName(planet) + " is exhausted");
      }
      if (e.arg < 0 || e.arg > p.commodities) {
        Add(out, rules::kStationConvert,
            who + " has " + std::to_string(p.commodities) + " commodities, not " +
                std::to_string(e.arg));
      }
      break;
    }
    case ti4::kTi4Replenish: {
      int value = CommodityValue(e.player);
      if (e.arg > value || e.arg < players_[e.player].commodities) {
        int stations = StationsControlled(e.player);
        Add(out, stations > 0 ? rules::kStationCommodityValue : rules::kCommodityValue,
            who + "'s commodity value is " + std::to_string(value) + " (faction " +
                std::to_string(fixed_->map.factions[e.player].commodity_value) + ", +" +
                std::to_string(stations) +
                " for space stations): commodities go up to it, "
                "not to " +
                std::to_string(e.arg) + " from " + std::to_string(players_[e.player].commodities));
      }
      break;
    }
    case ti4::kTi4Gain:
      if (e.arg <= 0 || e.arg >= 1000) {
        Add(out, rules::kTransactGoods, "a gain of " + std::to_string(e.arg) + " trade goods");
      }
      break;
    case ti4::kTi4Transact:
      CheckTransact(e, out);
      break;
    case ti4::kTi4Return:
      // Returning more than the excess is no rule of the game; owed returns are the core's.
      if (e.arg <= 0 || e.arg > players_[e.player].commodities) {
        Add(out, rules::kStationCommodityExcess,
            who + " has " + std::to_string(players_[e.player].commodities) +
                " commodities to return, not " + std::to_string(e.arg));
      }
      break;
    case ti4::kTi4Agenda:
      if (core_.phase != kAgenda) {
        Add(out, rules::kPhaseOrder, "agendas are revealed in the agenda phase");
      }
      break;
    case ti4::kTi4Vote:
      CheckVote(e, out);
      break;
    case ti4::kTi4Score:
      CheckScore(e, out);
      break;
    case ti4::kTi4Reveal:
      if (e.card < 1 || e.card > kObjectives.size()) {
        Add(out, rules::kObjectiveCondition,
            "objective " + std::to_string(e.card) + " is none of the " +
                std::to_string(kObjectives.size()) + " known");
      } else if (revealed_ & (1u << e.card)) {
        Add(out, rules::kObjectiveOnce,
            std::string(kObjectives[e.card - 1].name) + " is already revealed");
      }
      break;
    default:
      break;
  }
}

void Ti4State::CheckPlace(const Event& e, std::vector<Violation>* out) const {
  const uint16_t system = e.target - 1;
  const std::string who = PlayerLabel(e.player);
  if (core_.phase != kSetup &&
      !(core_.phase == kAction && e.player == core_.active && active_system_ == e.target)) {
    Add(out, rules::kPlaceWhere,
        who +
            " places units only at setup or by production in the system of their own "
            "tactical action");
  }
  const bool on_planet = e.card != 0;
  if (on_planet && (!ValidPlanet(e.card) || fixed_->board.planets[e.card - 1].system != system)) {
    Add(out, rules::kPlaceWhere, "the planet is not in " + SystemName(system));
    return;
  }
  int docks = 0, pds = 0;
  for (uint16_t u16 : e.cards) {
    if (u16 >= kUnitTypes) {
      Add(out, rules::kPlaceWhere, "unit type " + std::to_string(u16) + " is unknown");
      return;
    }
    const Unit u = static_cast<Unit>(u16);
    docks += u == Unit::kSpaceDock;
    pds += u == Unit::kPds;
    if (on_planet && IsStation(e.card - 1) && (Stats(u).ground_force || Stats(u).structure)) {
      Add(out, rules::kStationNoUnits,
          std::string(Stats(u).plural) + " cannot be placed on " + PlanetName(e.card - 1) +
              ", a space station");
      return;
    }
    if (on_planet && Stats(u).ship) {
      Add(out, rules::kPlaceWhere,
          std::string(Stats(u).plural) + " are placed in space, not on " + PlanetName(e.card - 1));
      return;
    }
    if (!on_planet && Stats(u).structure) {
      Add(out, rules::kPlaceStructures,
          std::string(Stats(u).plural) + " are placed on a planet, not in space");
      return;
    }
  }
  if (on_planet) {
    const UnitCounts& there = ground_[e.card - 1][e.player];
    if (docks + there[static_cast<size_t>(Unit::kSpaceDock)] > 1 ||
        pds + there[static_cast<size_t>(Unit::kPds)] > 2) {
      Add(out, rules::kPlaceStructures,
          PlanetName(e.card - 1) + " would hold more than 1 space dock or 2 PDS");
    }
  }
}

void Ti4State::CheckMove(const Event& e, std::vector<Violation>* out) const {
  const uint16_t dest = e.target - 1;
  const std::string who = PlayerLabel(e.player);
  if (core_.phase != kAction || e.player != core_.active || active_system_ != e.target) {
    Add(out, rules::kMoveActive,
        who + " moves ships only into the system they activated this turn" +
            (active_system_ ? " (" + SystemName(active_system_ - 1) + ")" : std::string()));
  }
  // The units needed from each source system, by system; the reach of each (source, move)
  // found once.
  std::vector<std::pair<uint16_t, UnitCounts>> need;
  struct Reach {
    uint16_t from;
    int move;
    int distance;
  };
  std::vector<Reach> reach;
  int capacity = 0, carried = 0;
  for (uint16_t packed : e.cards) {
    uint16_t from = PackedHigh(packed);
    int u = PackedType(packed);
    if (!ValidSystem(from) || u >= kUnitTypes || from == e.target) {
      Add(out, rules::kMoveUnits, "a moving unit names no other system or unit type");
      return;
    }
    auto at =
        std::find_if(need.begin(), need.end(), [&](const auto& n) { return n.first == from - 1; });
    if (at == need.end()) at = need.insert(need.end(), {static_cast<uint16_t>(from - 1), {}});
    ++at->second[u];
    if (Carried(static_cast<Unit>(u))) {
      ++carried;
      continue;
    }
    if (!kUnitStats[u].ship) {
      Add(out, rules::kMoveUnits, std::string(kUnitStats[u].plural) + " never move");
      return;
    }
    capacity += kUnitStats[u].capacity;
    // Not through systems with other players' ships (the destination excepted).
    auto blocked = [&](uint16_t s) { return (ShipsIn(s) & ~(1u << e.player)) != 0; };
    const int move = kUnitStats[u].move;
    auto known = std::find_if(reach.begin(), reach.end(),
                              [&](const Reach& r) { return r.from == from && r.move == move; });
    if (known == reach.end()) {
      known = reach.insert(reach.end(),
                           {from, move, fixed_->board.Distance(from - 1, dest, move, blocked)});
    }
    const int d = known->distance;
    if (d < 0) {
      Add(out, rules::kMoveRange,
          std::string("a ") + std::string(kUnitStats[u].name) + " (move " +
              std::to_string(kUnitStats[u].move) + ") cannot reach " + SystemName(dest) + " from " +
              SystemName(from - 1) + " without passing other players' ships");
    }
    if ((tokens_[from - 1] & (1u << e.player)) && from != e.target) {
      Add(out, rules::kMoveRange,
          SystemName(from - 1) + " holds a command token of " + who + ": its ships stay");
    }
  }
  std::sort(need.begin(), need.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [s, counts] : need) {
    for (int u = 0; u < kUnitTypes; ++u) {
      if (counts[u] == 0) continue;
      // Ground forces are picked up from the player's planets of the system too.
      int have = space_[s][e.player][u];
      if (kUnitStats[u].ground_force) {
        for (uint16_t planet : fixed_->board.systems[s].planets)
          have += ground_[planet][e.player][u];
      }
      if (counts[u] > have) {
        Add(out, rules::kMoveUnits,
            who + " has " + std::to_string(have) + " " + std::string(kUnitStats[u].plural) +
                " in " + SystemName(s) + ", not " + std::to_string(counts[u]));
      }
    }
  }
  if (carried > capacity) {
    Add(out, rules::kMoveUnits,
        std::to_string(carried) + " fighters and ground forces move with ships of capacity " +
            std::to_string(capacity));
  }
}

void Ti4State::CheckCombat(const Event& e, std::vector<Violation>* out) const {
  const uint16_t system = e.target - 1;
  const uint32_t sides = ShipsIn(system);
  if (std::popcount(sides) != 2) {
    Add(out, rules::kCombatWinner,
        "a space combat in " + SystemName(system) + " needs two players' ships there; " +
            std::to_string(std::popcount(sides)) + " player(s) have ships");
    return;
  }
  if (fixed_->randomness == Randomness::SEED && !e.random.empty()) {
    std::vector<uint32_t> rolled = RolledDice(system);
    if (e.random != rolled) {
      Add(out, engine::rules::kRandomHonest,
          "the dice written for the combat in " + SystemName(system) +
              " are not the dice the game seed rolls for this event");
    }
  }
  std::vector<uint16_t> dead = Casualties(e);
  uint32_t left = 0;
  for (uint8_t p = 0; p < core_.num_players; ++p) {
    UnitCounts f = space_[system][p];
    for (uint16_t d : dead) {
      if (PackedHigh(d) != p || PackedType(d) >= kUnitTypes) continue;
      if (f[PackedType(d)] == 0) {
        Add(out, rules::kDestroyUnits,
            PlayerLabel(p) + " has no more " + std::string(kUnitStats[PackedType(d)].plural) +
                " in " + SystemName(system) + " to lose");
        return;
      }
      --f[PackedType(d)];
    }
    for (int u = 0; u < kUnitTypes; ++u) {
      if (kUnitStats[u].ship && f[u]) left |= 1u << p;
    }
  }
  int winner = std::popcount(left) == 1 ? std::countr_zero(left) + 1 : 0;
  if (std::popcount(left) == 2) {
    Add(out, rules::kCombatWinner,
        "both players still have ships in " + SystemName(system) +
            " after the casualties written: the combat goes on");
  } else if (e.arg != winner) {
    Add(out, rules::kCombatWinner,
        (winner ? PlayerLabel(static_cast<uint8_t>(winner - 1)) + " is the one player with ships "
                                                                  "left"
                : std::string("no player has ships left: there is no winner")) +
            ", not " +
            (e.arg > 0 && e.arg <= core_.num_players ? PlayerLabel(static_cast<uint8_t>(e.arg - 1))
                                                     : std::string("no one")));
  }
}

void Ti4State::CheckControl(const Event& e, std::vector<Violation>* out) const {
  const uint16_t planet = e.card - 1;
  const uint16_t system = fixed_->board.planets[planet].system;
  const std::string who = PlayerLabel(e.player);
  if (controller_[planet] == e.player) {
    Add(out, rules::kControlAlready, who + " already controls " + PlanetName(planet));
    return;
  }
  if (Claimant(planet) == e.player) return;
  if (!IsStation(planet)) {
    // LRR 49.5 first: ground forces decide; structures count only where nobody has any.
    Add(out, rules::kControlPlanet,
        who + " is not the one player with ground forces on " + PlanetName(planet) +
            " (nor, with none there, the one player with units on it)");
    return;
  }
  const uint32_t present = Present(system);
  const uint32_t others = present & ~(1u << e.player);
  const bool moved_in = active_system_ == system + 1 && (movers_ & (1u << e.player)) != 0;
  if (others != 0) {
    std::string names;
    for (uint8_t p = 0; p < core_.num_players; ++p) {
      if (others & (1u << p)) names += (names.empty() ? "" : ", ") + PlayerLabel(p);
    }
    const bool enemy_ships = (ShipsIn(system) & others) != 0;
    if (moved_in && enemy_ships) {
      Add(out, rules::kStationControlCombat,
          who + " moved ships into " + SystemName(system) +
              " but has not won the space combat "
              "(" +
              names + " still has ships there)");
    } else {
      Add(out, rules::kStationControl,
          who + " is not the only player with units in " + SystemName(system) + " (" + names +
              " has units there)");
    }
    return;
  }
  if ((present & (1u << e.player)) == 0) {
    Add(out, rules::kStationControl, who + " has no units in " + SystemName(system));
    return;
  }
  Add(out, rules::kStationControlKeep,
      PlayerLabel(controller_[planet]) + " keeps " + PlanetName(planet) +
          " until another "
          "player moves ships into " +
          SystemName(system) + "; " + who + " has not this action");
}

void Ti4State::CheckExhaust(const Event& e, std::vector<Violation>* out) const {
  const uint16_t planet = e.card - 1;
  const bool station = IsStation(planet);
  const std::string who = PlayerLabel(e.player);
  if (controller_[planet] != e.player) {
    Add(out, station ? rules::kStationLikePlanet : rules::kExhaustControl,
        who + " does not control " + PlanetName(planet));
  } else if (exhausted_[planet]) {
    Add(out, station ? rules::kStationExhaust : rules::kExhaustReady,
        PlanetName(planet) + " is already exhausted");
  }
  if (e.arg != 0 && e.arg != 1) {
    Add(out, rules::kExhaustReady, "a planet is exhausted for its resources or its influence");
  }
}

void Ti4State::CheckReady(const Event& e, std::vector<Violation>* out) const {
  const bool in_ready_step = core_.phase == kStatus || core_.phase == kAgenda;
  std::vector<uint16_t> cards;
  if (e.cards.empty()) {
    for (uint16_t i = 0; i < controller_.size(); ++i) {
      if (controller_[i] == e.player && exhausted_[i])
        cards.push_back(static_cast<uint16_t>(i + 1));
    }
  } else {
    cards = e.cards;
  }
  for (uint16_t id : cards) {
    if (!ValidPlanet(id)) {
      Add(out, rules::kReadyWhen, "planet " + std::to_string(id) + " is not on the map");
      continue;
    }
    const bool station = IsStation(id - 1);
    if (controller_[id - 1] != e.player) {
      Add(out, station ? rules::kStationLikePlanet : rules::kExhaustControl,
          PlayerLabel(e.player) + " does not control " + PlanetName(id - 1));
    } else if (!in_ready_step) {
      Add(out, station ? rules::kStationReady : rules::kReadyWhen,
          PlanetName(id - 1) + " is readied in the status or agenda phase, not the " +
              std::string(core_.phase == kAction     ? "action"
                          : core_.phase == kStrategy ? "strategy"
                                                     : "setup") +
              " phase");
    }
  }
}

void Ti4State::CheckTransact(const Event& e, std::vector<Violation>* out) const {
  const std::string who = PlayerLabel(e.player);
  if (e.target < 1 || e.target > core_.num_players || e.target - 1 == e.player) {
    Add(out, rules::kTransactNeighbors, who + " transacts with another player of the game");
    return;
  }
  const uint8_t other = static_cast<uint8_t>(e.target - 1);
  const std::string them = PlayerLabel(other);
  const bool both_stations = StationsControlled(e.player) > 0 && StationsControlled(other) > 0;
  if (core_.phase == kAction) {
    if (e.player != core_.active && other != core_.active) {
      Add(out, rules::kTransactNeighbors,
          "only the active player (" + PlayerLabel(core_.active) +
              ") transacts in the action "
              "phase");
    } else if (!Neighbors(e.player, other) && !both_stations) {
      const bool one_station = StationsControlled(e.player) > 0 || StationsControlled(other) > 0;
      // Would the stations have made them neighbours?
      bool via_station = false;
      const Board& b = fixed_->board;
      for (uint16_t i = 0; i < controller_.size() && !via_station; ++i) {
        if (!IsStation(i) || (controller_[i] != e.player && controller_[i] != other)) continue;
        uint8_t holder = controller_[i], rest = holder == e.player ? other : e.player;
        uint16_t s = b.planets[i].system;
        via_station |= (Present(s) & (1u << rest)) != 0;
        for (uint16_t adj : b.systems[s].adjacent)
          via_station |= (Present(adj) & (1u << rest)) != 0;
      }
      if (via_station) {
        Add(out, rules::kStationNotNeighbors,
            who + " and " + them +
                " are not neighbours: a space station does not make them "
                "neighbours, and only one of them controls a station");
      } else if (one_station) {
        Add(out, rules::kStationTransact,
            who + " and " + them + " are not neighbours, and " +
                (StationsControlled(e.player) > 0 ? them : who) + " controls no space station");
      } else {
        Add(out, rules::kTransactNeighbors, who + " and " + them + " are not neighbours");
      }
    }
  } else if (core_.phase != kAgenda) {
    Add(out, rules::kTransactPhase,
        "transactions happen in the action and agenda phases, not the " +
            std::string(core_.phase == kStatus     ? "status"
                        : core_.phase == kStrategy ? "strategy"
                                                   : "setup") +
            " phase");
  }
  uint8_t lo = std::min(e.player, other), hi = std::max(e.player, other);
  if (transacted_ & (uint64_t{1} << (lo * 8 + hi))) {
    Add(out,
        both_stations && !Neighbors(e.player, other) ? rules::kStationTransactOnce
                                                     : rules::kTransactNeighbors,
        who + " and " + them + " have already transacted this " +
            (core_.phase == kAgenda ? "agenda" : "turn"));
  }
  const uint32_t packed = static_cast<uint32_t>(e.arg);
  auto lacks = [&](uint8_t p, int have, int give, const char* what) {
    if (give > have) {
      Add(out, rules::kTransactGoods,
          PlayerLabel(p) + " has " + std::to_string(have) + " " + what + ", not " +
              std::to_string(give));
    }
  };
  lacks(e.player, players_[e.player].commodities, packed & 0xff, "commodities");
  lacks(e.player, players_[e.player].trade_goods, (packed >> 8) & 0xff, "trade goods");
  lacks(other, players_[other].commodities, (packed >> 16) & 0xff, "commodities");
  lacks(other, players_[other].trade_goods, (packed >> 24) & 0xff, "trade goods");
}

void Ti4State::CheckVote(const Event& e, std::vector<Violation>* out) const {
  const std::string who = PlayerLabel(e.player);
  if (core_.phase != kAgenda || agenda_ == 0) {
    Add(out, rules::kVoteInfluence, "votes are cast on a revealed agenda in the agenda phase");
  }
  if (e.target < 1 || e.target > 64) {
    Add(out, rules::kVoteInfluence, "votes go to one outcome (1 to 64)");
  }
  int influence = 0;
  for (uint16_t id : e.cards) {
    if (!ValidPlanet(id)) {
      Add(out, rules::kVoteInfluence, "planet " + std::to_string(id) + " is not on the map");
      continue;
    }
    if (IsStation(id - 1)) {
      // One finding: the votes are compared with the influence the table counted.
      Add(out, rules::kStationVote, PlanetName(id - 1) + " is a space station: it casts no votes");
      influence += fixed_->board.planets[id - 1].info->influence;
      continue;
    }
    if (controller_[id - 1] != e.player) {
      Add(out, rules::kExhaustControl, who + " does not control " + PlanetName(id - 1));
    } else if (exhausted_[id - 1]) {
      Add(out, rules::kExhaustReady, PlanetName(id - 1) + " is already exhausted");
    }
    influence += fixed_->board.planets[id - 1].info->influence;
  }
  if (e.arg != influence) {
    Add(out, rules::kVoteInfluence,
        who + " casts " + std::to_string(e.arg) + " votes, but the planets exhausted give " +
            std::to_string(influence) + " influence (trade goods are no votes)");
  }
}

void Ti4State::CheckScore(const Event& e, std::vector<Violation>* out) const {
  const std::string who = PlayerLabel(e.player);
  if (e.card < 1 || e.card > kObjectives.size()) {
    Add(out, rules::kObjectiveCondition, "objective " + std::to_string(e.card) + " is unknown");
    return;
  }
  const Objective& o = kObjectives[e.card - 1];
  const PlayerState& ps = players_[e.player];
  if (!(revealed_ & (1u << e.card))) {
    Add(out, rules::kObjectiveOnce, std::string(o.name) + " has not been revealed");
  } else if (ps.scored & (1u << e.card)) {
    Add(out, rules::kObjectiveOnce, who + " has already scored " + std::string(o.name));
  } else if (core_.phase != kStatus) {
    Add(out, rules::kObjectiveOnce, std::string(o.name) + " is scored in the status phase");
  } else if (ps.scored_this_status) {
    Add(out, rules::kObjectiveOnce,
        who +
            " has already scored a public objective this status "
            "phase");
  }
  // LRR 61.16, with 001 note 5: every planet of the home system, stations aside.
  const uint16_t home = fixed_->map.factions[e.player].home;
  for (uint16_t planet : fixed_->board.systems[home].planets) {
    if (IsStation(planet)) continue;
    if (controller_[planet] != e.player) {
      Add(out, rules::kObjectiveHome,
          who + " does not control " + PlanetName(planet) + " in their home system");
    }
  }
  // The condition: controlled planets, never stations (001 note 5).
  int planets = 0, stations = 0;
  int traits[3] = {0, 0, 0}, station_traits = 0;
  for (uint16_t i = 0; i < controller_.size(); ++i) {
    if (controller_[i] != e.player) continue;
    const uint16_t sys = fixed_->board.planets[i].system;
    bool home_system = false;
    for (const FactionSetup& f : fixed_->map.factions) home_system |= f.home == sys;
    if (IsStation(i)) {
      stations += !home_system;
      ++station_traits;
      continue;
    }
    planets += !home_system;
    for (int t = 0; t < 3; ++t) traits[t] += (fixed_->board.planets[i].info->traits >> t) & 1;
  }
  int best_trait = std::max({traits[0], traits[1], traits[2]});
  int have = o.kind == Objective::Kind::kNonHomePlanets ? planets : best_trait;
  int with_stations =
      have + (o.kind == Objective::Kind::kNonHomePlanets ? stations : station_traits);
  if (have < o.count) {
    Add(out, with_stations >= o.count ? rules::kStationObjective : rules::kObjectiveCondition,
        std::string(o.name) + " needs " + std::to_string(o.count) + " planets " +
            (o.kind == Objective::Kind::kNonHomePlanets ? "outside home systems"
                                                        : "with the same trait") +
            "; " + who + " controls " + std::to_string(have) +
            (with_stations > have ? " (space stations are not planets for objectives)" : ""));
  }
}

}  // namespace stardate::engine::ti4
