#include "engine/ti4/rules/station.h"

#include <algorithm>

#include "engine/ti4/kinds.h"
#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/shared.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {
namespace {

// Gaining space station e.card when the player is not its claimant (001 note 2): which of
// note 2, 2.1 and 2.2 stands in the way, and why.
Finding StationNotGained(const Ti4State& s, const Event& e) {
  const uint16_t planet = e.card - 1;
  const uint16_t system = s.board().planets[planet].system;
  const std::string who = s.PlayerLabel(e.player);
  const uint32_t present = s.Present(system);
  const uint32_t others = present & ~(1u << e.player);
  const bool moved_in = s.active_system() == system + 1 && (s.movers() & (1u << e.player)) != 0;
  if (others != 0) {
    std::string names;
    for (uint8_t p = 0; p < s.core().num_players; ++p) {
      if (others & (1u << p)) names += (names.empty() ? "" : ", ") + s.PlayerLabel(p);
    }
    if (moved_in && (s.ShipsIn(system) & others) != 0) {
      return {kStationControlCombat.id, who + " moved ships into " + s.SystemName(system) +
                                            " but has not won the space combat (" + names +
                                            " still has ships there)"};
    }
    return {kStationControl.id, who + " is not the only player with units in " +
                                    s.SystemName(system) + " (" + names + " has units there)"};
  }
  if ((present & (1u << e.player)) == 0) {
    return {kStationControl.id, who + " has no units in " + s.SystemName(system)};
  }
  return {kStationControlKeep.id, s.PlayerLabel(s.Controller(planet)) + " keeps " +
                                      s.PlanetName(planet) +
                                      " until another player moves ships into " +
                                      s.SystemName(system) + "; " + who + " has not this action"};
}

// The finding of StationNotGained when it is `rule`'s: a control event for a station its
// player is not gaining now.
void StationControlFinding(const Ti4State& s, const Event& e, std::string_view rule,
                           Findings* out) {
  if (!s.IsStation(e.card - 1) || s.Claimant(e.card - 1) == e.player) return;
  Finding f = StationNotGained(s, e);
  if (f.rule == rule) out->Add(std::move(f.detail));
}

// The not-neighbours finding of a transaction in the action phase, when it is `rule`'s.
void NotNeighborsFinding(const Ti4State& s, const Event& e, std::string_view rule, Findings* out) {
  const CoreState& core = s.core();
  const uint8_t other = static_cast<uint8_t>(e.target - 1);
  if (core.phase != kAction || (e.player != core.active && other != core.active)) return;
  std::optional<Finding> apart = NotNeighbors(s, e.player, other);
  if (apart && apart->rule == rule) out->Add(std::move(apart->detail));
}

}  // namespace

void StationLikePlanetOnMap(const Ti4State& s, const Event& e, Findings* out) {
  // A destroy in space names no planet; one naming a planet off the map is judged on (it is
  // not in the system either: ti4.destroy.units).
  const bool destroy = e.kind == ti4::kTi4Destroy;
  if ((destroy && e.card == 0) || s.ValidPlanet(e.card)) return;
  std::string detail = "planet " + std::to_string(e.card) + " is not on the map (1 to " +
                       std::to_string(s.board().planets.size()) + ")";
  if (destroy) {
    out->Add(std::move(detail));
  } else {
    out->Stop(std::move(detail));
  }
}

void StationLikePlanet(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t planet = e.card - 1;
  if (s.IsStation(planet) && s.Controller(planet) != e.player) {
    out->Add(s.PlayerLabel(e.player) + " does not control " + s.PlanetName(planet));
  }
}

void StationLikePlanetReady(const Ti4State& s, const Event& e, Findings* out) {
  const std::vector<uint16_t> cards = ReadiedCards(s, e);
  for (size_t i = 0; i < cards.size(); ++i) {
    const uint16_t id = cards[i];
    if (s.ValidPlanet(id) && s.IsStation(id - 1) && s.Controller(id - 1) != e.player) {
      out->AddForCard(i, s.PlayerLabel(e.player) + " does not control " + s.PlanetName(id - 1));
    }
  }
}

void StationControl(const Ti4State& s, const Event& e, Findings* out) {
  StationControlFinding(s, e, kStationControl.id, out);
}

void StationControlCombat(const Ti4State& s, const Event& e, Findings* out) {
  StationControlFinding(s, e, kStationControlCombat.id, out);
}

void StationControlKeep(const Ti4State& s, const Event& e, Findings* out) {
  StationControlFinding(s, e, kStationControlKeep.id, out);
}

void StationExhaust(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t planet = e.card - 1;
  if (s.IsStation(planet) && s.Controller(planet) == e.player && s.Exhausted(planet)) {
    out->Add(s.PlanetName(planet) + " is already exhausted");
  }
}

void StationReady(const Ti4State& s, const Event& e, Findings* out) {
  const std::vector<uint16_t> cards = ReadiedCards(s, e);
  const int32_t phase = s.core().phase;
  if (phase == kStatus || phase == kAgenda) return;
  for (size_t i = 0; i < cards.size(); ++i) {
    const uint16_t id = cards[i];
    if (s.ValidPlanet(id) && s.IsStation(id - 1) && s.Controller(id - 1) == e.player) {
      out->AddForCard(i, s.PlanetName(id - 1) +
                             " is readied in the status or agenda phase, not the " +
                             PhaseWord(phase) + " phase");
    }
  }
}

void StationNoUnits(const Ti4State& s, const Event& e, Findings* out) {
  std::optional<Finding> misplaced = FirstMisplacedUnit(s, e);
  if (misplaced && misplaced->rule == kStationNoUnits.id) out->Stop(std::move(misplaced->detail));
}

void StationNoUnitsLand(const Ti4State& s, const Event& e, Findings* out) {
  if (s.IsStation(e.card - 1)) {
    out->Add("ground forces cannot be committed to " + s.PlanetName(e.card - 1) +
             ", a space station");
  }
}

void StationVote(const Ti4State& s, const Event& e, Findings* out) {
  for (size_t i = 0; i < e.cards.size(); ++i) {
    const uint16_t id = e.cards[i];
    if (s.ValidPlanet(id) && s.IsStation(id - 1)) {
      out->AddForCard(i, s.PlanetName(id - 1) + " is a space station: it casts no votes");
    }
  }
}

void StationObjective(const Ti4State& s, const Event& e, Findings* out) {
  std::optional<Finding> unmet = UnmetCondition(s, e);
  if (unmet && unmet->rule == kStationObjective.id) out->AddTotal(std::move(unmet->detail));
}

void StationCommodityValue(const Ti4State& s, const Event& e, Findings* out) {
  if (s.StationsControlled(e.player) > 0 && ReplenishOffValue(s, e)) {
    out->Add(CommodityValueFinding(s, e));
  }
}

void StationCommodityExcess(const Ti4State& s, const Event& e, Findings* out) {
  // Returning more than the excess is no rule of the game; owed returns are the core's.
  const int have = s.player(e.player).commodities;
  if (e.arg <= 0 || e.arg > have) {
    out->Add(s.PlayerLabel(e.player) + " has " + std::to_string(have) +
             " commodities to return, not " + std::to_string(e.arg));
  }
}

void StationTransact(const Ti4State& s, const Event& e, Findings* out) {
  NotNeighborsFinding(s, e, kStationTransact.id, out);
}

void StationNotNeighbors(const Ti4State& s, const Event& e, Findings* out) {
  NotNeighborsFinding(s, e, kStationNotNeighbors.id, out);
}

void StationTransactOnce(const Ti4State& s, const Event& e, Findings* out) {
  const uint8_t other = static_cast<uint8_t>(e.target - 1);
  if (s.Transacted(e.player, other) && StationsOnlyLink(s, e.player, other)) {
    out->Add(TransactedAgain(s, e));
  }
}

void StationConvert(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t planet = e.card - 1;
  const std::string who = s.PlayerLabel(e.player);
  if (!s.IsStation(planet)) {
    out->Add(s.PlanetName(planet) +
             " is a planet, not a space station: only a station converts commodities");
  } else if (s.Controller(planet) != e.player) {
    out->Add(who + " does not control " + s.PlanetName(planet));
  } else if (s.Exhausted(planet)) {
    out->Add(s.PlanetName(planet) + " is exhausted");
  }
  const int have = s.player(e.player).commodities;
  if (e.arg < 0 || e.arg > have) {
    out->Add(who + " has " + std::to_string(have) + " commodities, not " + std::to_string(e.arg));
  }
}

void StationConvertNotGained(const Ti4State& s, const Event& e, Findings* out) {
  const Timing t = TimingOf(AbilityTiming(e.card));
  if (std::find(t.after.begin(), t.after.end(), kTi4Gain) == t.after.end()) return;
  // The innermost window of trade goods changing hands: a gain, a transaction or a conversion.
  const PendingStack& stack = s.core().stack;
  for (size_t i = stack.size(); i-- > 0;) {
    const Event& a = stack[i].action;
    if (a.kind == kTi4Gain || a.kind == kTi4Transact) return;
    if (a.kind != kTi4Convert) continue;
    const Ti4Catalog* c = BuiltInCatalog();
    out->Add((c != nullptr ? AbilityName(*c, e.card) : std::string("the ability")) +
             " triggers when a player gains trade goods, and " + s.PlayerLabel(a.player) +
             " converted commodities into trade goods, which are not gained");
    return;
  }
}

constexpr Rule kList[] = {kStationLikePlanet,       kStationControl,
                          kStationControlCombat,    kStationControlKeep,
                          kStationExhaust,          kStationReady,
                          kStationNoUnits,          kStationVote,
                          kStationObjective,        kStationObjectiveHome,
                          kStationCommodityValue,   kStationCommodityExcess,
                          kStationTransact,         kStationNotNeighbors,
                          kStationTransactOnce,     kStationConvert,
                          kStationConvertNotGained, kStationFrontier};

std::span<const Rule> StationRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
