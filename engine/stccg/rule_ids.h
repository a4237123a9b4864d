// Rule ids of the Star Trek CCG 1E module (citations in engine/stccg/rules_catalogue.cc).
#ifndef STARDATE_ENGINE_STCCG_RULE_IDS_H_
#define STARDATE_ENGINE_STCCG_RULE_IDS_H_

#include <span>
#include <string_view>

#include "engine/rule_catalogue.h"

namespace stardate::engine::stccg {

namespace rules {
inline constexpr std::string_view kSeedPhaseOrder = "stccg.seed.phase-order";
inline constexpr std::string_view kFacilitySeedPhase = "stccg.facility.seed.phase";
inline constexpr std::string_view kFacilityHomeworld = "stccg.facility.seed.homeworld";
inline constexpr std::string_view kFacilityOutpostIcon = "stccg.facility.seed.outpost-icon";
inline constexpr std::string_view kFacilityNativeQuadrant = "stccg.facility.seed.native-quadrant";
inline constexpr std::string_view kFacilitySeedOne = "stccg.facility.seed.seed-one";
inline constexpr std::string_view kFacilityOnePerLocation = "stccg.facility.one-per-location";
inline constexpr std::string_view kReportNativeQuadrant = "stccg.report.native-quadrant";
inline constexpr std::string_view kReportCompatible = "stccg.report.compatible";
inline constexpr std::string_view kReportOpponentOutpost = "stccg.report.opponent-outpost";
inline constexpr std::string_view kCardFromHand = "stccg.card.from-hand";
inline constexpr std::string_view kCardType = "stccg.action.card-type";
inline constexpr std::string_view kTurnOrder = "stccg.turn.order";
inline constexpr std::string_view kTurnPhaseOrder = "stccg.turn.phase-order";
inline constexpr std::string_view kTurnActivePlayer = "stccg.turn.active-player";
inline constexpr std::string_view kNormalCardPlay = "stccg.turn.normal-card-play";
inline constexpr std::string_view kResponseInterrupt = "stccg.response.interrupt";
inline constexpr std::string_view kDrawTopCard = "stccg.draw.top-card";
inline constexpr std::string_view kFlyRange = "stccg.fly.range";
inline constexpr std::string_view kFlyUndocked = "stccg.fly.undocked";
inline constexpr std::string_view kOwnCard = "stccg.card.own";
inline constexpr std::string_view kDockSameLocation = "stccg.dock.same-location";
inline constexpr std::string_view kBeamSameLocation = "stccg.beam.same-location";
}  // namespace rules

// The module's rules, sorted by id.
std::span<const Rule> Rules();

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_RULE_IDS_H_
