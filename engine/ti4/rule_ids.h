// Rule ids of the Twilight Imperium 4 module: the space-station notes of
// data/rules/001_f853442015250ef0.txt ("ti4.station.*", by note) and the base rules they assume
// (data/reference/ti4-base-rules.md). Each is catalogued with its quote in rules_catalogue.cc.
#ifndef STARDATE_ENGINE_TI4_RULE_IDS_H_
#define STARDATE_ENGINE_TI4_RULE_IDS_H_

#include <span>
#include <string_view>

#include "engine/rule_catalogue.h"

namespace stardate::engine::ti4 {

// Every rule of the module, sorted by id.
std::span<const Rule> Ti4Rules();

namespace rules {
// 001, space stations.
inline constexpr std::string_view kStationLikePlanet = "ti4.station.like-planet";            // 1
inline constexpr std::string_view kStationControl = "ti4.station.control.only-units";        // 2
inline constexpr std::string_view kStationControlCombat = "ti4.station.control.combat";      // 2.1
inline constexpr std::string_view kStationControlKeep = "ti4.station.control.keep";          // 2.2
inline constexpr std::string_view kStationExhaust = "ti4.station.exhaust";                   // 3
inline constexpr std::string_view kStationReady = "ti4.station.ready";                       // 3
inline constexpr std::string_view kStationNoUnits = "ti4.station.no-units";                  // 4
inline constexpr std::string_view kStationVote = "ti4.station.vote";                         // 5
inline constexpr std::string_view kStationObjective = "ti4.station.objective";               // 5
inline constexpr std::string_view kStationObjectiveHome = "ti4.station.objective.home";      // 5
inline constexpr std::string_view kStationCommodityValue = "ti4.station.commodity.value";    // 6
inline constexpr std::string_view kStationCommodityExcess = "ti4.station.commodity.excess";  // 6.2
inline constexpr std::string_view kStationTransact = "ti4.station.transact";                 // 7
inline constexpr std::string_view kStationNotNeighbors =
    "ti4.station.transact.not-neighbors";                                              // 7.1
inline constexpr std::string_view kStationTransactOnce = "ti4.station.transact.once";  // 7.2
inline constexpr std::string_view kStationConvert = "ti4.station.convert";             // 8
inline constexpr std::string_view kStationConvertNotGained =
    "ti4.station.convert.not-gained";                                         // 8.1
inline constexpr std::string_view kStationFrontier = "ti4.station.frontier";  // 9
// Base rules (data/reference/ti4-base-rules.md).
inline constexpr std::string_view kPhaseOrder = "ti4.phase.order";
inline constexpr std::string_view kTurnActive = "ti4.turn.active";
inline constexpr std::string_view kActivateToken = "ti4.activate.token";
inline constexpr std::string_view kMoveActive = "ti4.move.active";
inline constexpr std::string_view kMoveRange = "ti4.move.range";
inline constexpr std::string_view kMoveUnits = "ti4.move.units";
inline constexpr std::string_view kCombatWinner = "ti4.combat.winner";
inline constexpr std::string_view kPlaceWhere = "ti4.place.where";
inline constexpr std::string_view kPlaceStructures = "ti4.place.structures";
inline constexpr std::string_view kDestroyUnits = "ti4.destroy.units";
inline constexpr std::string_view kControlPlanet = "ti4.control.planet";
inline constexpr std::string_view kControlInvasion = "ti4.control.invasion";
inline constexpr std::string_view kControlAlready = "ti4.control.already";
inline constexpr std::string_view kExhaustControl = "ti4.exhaust.control";
inline constexpr std::string_view kExhaustReady = "ti4.exhaust.ready";
inline constexpr std::string_view kReadyWhen = "ti4.ready.when";
inline constexpr std::string_view kCommodityValue = "ti4.commodity.value";
inline constexpr std::string_view kTransactNeighbors = "ti4.transact.neighbors";
inline constexpr std::string_view kTransactPhase = "ti4.transact.phase";
inline constexpr std::string_view kTransactGoods = "ti4.transact.goods";
inline constexpr std::string_view kVoteInfluence = "ti4.vote.influence";
inline constexpr std::string_view kObjectiveHome = "ti4.objective.home";
inline constexpr std::string_view kObjectiveCondition = "ti4.objective.condition";
inline constexpr std::string_view kObjectiveOnce = "ti4.objective.once";
inline constexpr std::string_view kFrontierPlanets = "ti4.frontier.planets";
}  // namespace rules

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_RULE_IDS_H_
