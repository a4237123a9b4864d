#include "engine/ti4/rules/shared.h"

#include <algorithm>

#include "engine/ti4/objectives.h"
#include "engine/ti4/rules/objective.h"
#include "engine/ti4/rules/place.h"
#include "engine/ti4/rules/station.h"
#include "engine/ti4/rules/transact.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {

std::optional<Finding> FirstMisplacedUnit(const Ti4State& s, const Event& e) {
  const bool on_planet = e.card != 0;
  for (uint16_t u16 : e.cards) {
    if (u16 >= kUnitTypes) {
      return Finding{kPlaceWhere.id, "unit type " + std::to_string(u16) + " is unknown"};
    }
    const Unit u = static_cast<Unit>(u16);
    if (on_planet && s.IsStation(e.card - 1) && (Stats(u).ground_force || Stats(u).structure)) {
      return Finding{kStationNoUnits.id, std::string(Stats(u).plural) + " cannot be placed on " +
                                             s.PlanetName(e.card - 1) + ", a space station"};
    }
    if (on_planet && Stats(u).ship) {
      return Finding{kPlaceWhere.id, std::string(Stats(u).plural) +
                                         " are placed in space, not on " +
                                         s.PlanetName(e.card - 1)};
    }
    if (!on_planet && Stats(u).structure) {
      return Finding{kPlaceStructures.id,
                     std::string(Stats(u).plural) + " are placed on a planet, not in space"};
    }
  }
  return std::nullopt;
}

size_t FirstUnmovable(const Ti4State& s, const Event& e) {
  for (size_t i = 0; i < e.cards.size(); ++i) {
    const uint16_t from = PackedHigh(e.cards[i]);
    const int u = PackedType(e.cards[i]);
    if (!s.ValidSystem(from) || u >= kUnitTypes || from == e.target) return i;
    if (!Carried(static_cast<Unit>(u)) && !kUnitStats[u].ship) return i;
  }
  return e.cards.size();
}

std::optional<Finding> NotNeighbors(const Ti4State& s, uint8_t a, uint8_t b) {
  const bool both_stations = s.StationsControlled(a) > 0 && s.StationsControlled(b) > 0;
  if (s.Neighbors(a, b) || both_stations) return std::nullopt;
  const std::string who = s.PlayerLabel(a), them = s.PlayerLabel(b);
  const bool one_station = s.StationsControlled(a) > 0 || s.StationsControlled(b) > 0;
  // Would the stations have made them neighbours?
  bool via_station = false;
  const Board& board = s.board();
  for (uint16_t i = 0; i < s.planet_count() && !via_station; ++i) {
    if (!s.IsStation(i) || (s.Controller(i) != a && s.Controller(i) != b)) continue;
    uint8_t holder = s.Controller(i), rest = holder == a ? b : a;
    uint16_t system = board.planets[i].system;
    via_station |= (s.Present(system) & (1u << rest)) != 0;
    for (uint16_t adj : board.systems[system].adjacent)
      via_station |= (s.Present(adj) & (1u << rest)) != 0;
  }
  if (via_station) {
    return Finding{kStationNotNeighbors.id,
                   who + " and " + them +
                       " are not neighbours: a space station does not make them "
                       "neighbours, and only one of them controls a station"};
  }
  if (one_station) {
    return Finding{kStationTransact.id, who + " and " + them + " are not neighbours, and " +
                                            (s.StationsControlled(a) > 0 ? them : who) +
                                            " controls no space station"};
  }
  return Finding{kTransactNeighbors.id, who + " and " + them + " are not neighbours"};
}

bool StationsOnlyLink(const Ti4State& s, uint8_t a, uint8_t b) {
  return s.StationsControlled(a) > 0 && s.StationsControlled(b) > 0 && !s.Neighbors(a, b);
}

std::string TransactedAgain(const Ti4State& s, const Event& e) {
  return s.PlayerLabel(e.player) + " and " + s.PlayerLabel(static_cast<uint8_t>(e.target - 1)) +
         " have already transacted this " + (s.core().phase == kAgenda ? "agenda" : "turn");
}

std::string CommodityValueFinding(const Ti4State& s, const Event& e) {
  return s.PlayerLabel(e.player) + "'s commodity value is " +
         std::to_string(s.CommodityValue(e.player)) + " (faction " +
         std::to_string(s.map().factions[e.player].commodity_value) + ", +" +
         std::to_string(s.StationsControlled(e.player)) +
         " for space stations): commodities go up to it, not to " + std::to_string(e.arg) +
         " from " + std::to_string(s.player(e.player).commodities);
}

bool ReplenishOffValue(const Ti4State& s, const Event& e) {
  return e.arg > s.CommodityValue(e.player) || e.arg < s.player(e.player).commodities;
}

std::optional<Finding> UnmetCondition(const Ti4State& s, const Event& e) {
  const Objective& o = kObjectives[e.card - 1];
  // The condition: controlled planets, never stations (001 note 5).
  int planets = 0, stations = 0;
  int traits[3] = {0, 0, 0}, station_traits = 0;
  for (uint16_t i = 0; i < s.planet_count(); ++i) {
    if (s.Controller(i) != e.player) continue;
    const uint16_t sys = s.board().planets[i].system;
    bool home_system = false;
    for (const FactionSetup& f : s.map().factions) home_system |= f.home == sys;
    if (s.IsStation(i)) {
      stations += !home_system;
      ++station_traits;
      continue;
    }
    planets += !home_system;
    for (int t = 0; t < 3; ++t) traits[t] += (s.board().planets[i].info->traits >> t) & 1;
  }
  const bool non_home = o.kind == Objective::Kind::kNonHomePlanets;
  const int have = non_home ? planets : std::max({traits[0], traits[1], traits[2]});
  const int with_stations = have + (non_home ? stations : station_traits);
  if (have >= o.count) return std::nullopt;
  return Finding{
      with_stations >= o.count ? kStationObjective.id : kObjectiveCondition.id,
      std::string(o.name) + " needs " + std::to_string(o.count) + " planets " +
          (non_home ? "outside home systems" : "with the same trait") + "; " +
          s.PlayerLabel(e.player) + " controls " + std::to_string(have) +
          (with_stations > have ? " (space stations are not planets for objectives)" : "")};
}

std::vector<uint16_t> ReadiedCards(const Ti4State& s, const Event& e) {
  if (!e.cards.empty()) return e.cards;
  std::vector<uint16_t> cards;
  for (uint16_t i = 0; i < s.planet_count(); ++i) {
    if (s.Controller(i) == e.player && s.Exhausted(i))
      cards.push_back(static_cast<uint16_t>(i + 1));
  }
  return cards;
}

std::string PhaseWord(int32_t phase) {
  return phase == kAction     ? "action"
         : phase == kStrategy ? "strategy"
         : phase == kStatus   ? "status"
                              : "setup";
}

}  // namespace stardate::engine::ti4::rules
