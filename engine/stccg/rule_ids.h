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
inline constexpr std::string_view kTurnOrder = "stccg.turn.order";
inline constexpr std::string_view kTurnPhaseOrder = "stccg.turn.phase-order";
inline constexpr std::string_view kTurnActivePlayer = "stccg.turn.active-player";
inline constexpr std::string_view kNormalCardPlay = "stccg.turn.normal-card-play";
inline constexpr std::string_view kResponseInterrupt = "stccg.response.interrupt";
inline constexpr std::string_view kCardDraw = "stccg.draw.card-draw";
inline constexpr std::string_view kDrawOpeningHand = "stccg.draw.opening-hand";
inline constexpr std::string_view kFlyRange = "stccg.fly.range";
inline constexpr std::string_view kFlyUndocked = "stccg.fly.undocked";
inline constexpr std::string_view kFlyStaffed = "stccg.fly.staffed";
inline constexpr std::string_view kOwnCard = "stccg.card.own";
inline constexpr std::string_view kDockSameLocation = "stccg.dock.same-location";
inline constexpr std::string_view kBeamSameLocation = "stccg.beam.same-location";
// What an action takes (in place of one catch-all "card type" rule).
inline constexpr std::string_view kSeedCardType = "stccg.seed.card-type";
inline constexpr std::string_view kSeedUnderMission = "stccg.seed.under-mission";
inline constexpr std::string_view kSeedSite = "stccg.seed.site";
inline constexpr std::string_view kFacilityAtMission = "stccg.facility.at-mission";
inline constexpr std::string_view kReportCards = "stccg.report.cards";
inline constexpr std::string_view kFlyShip = "stccg.fly.ship";
inline constexpr std::string_view kDockShip = "stccg.dock.ship";
inline constexpr std::string_view kBeamCards = "stccg.beam.cards";
inline constexpr std::string_view kWalkSites = "stccg.walk.sites";
inline constexpr std::string_view kBattleShipsFacilities = "stccg.battle.ships-facilities";
// Facilities (issue: every rule of the facility texts).
inline constexpr std::string_view kFacilityBuildAllowed = "stccg.facility.build.allowed";
inline constexpr std::string_view kFacilityBuildEngineer = "stccg.facility.build.engineer";
inline constexpr std::string_view kFacilityNotDuplicatable = "stccg.facility.not-duplicatable";
inline constexpr std::string_view kFacilityHeadquartersHomeworld =
    "stccg.facility.headquarters.homeworld";
inline constexpr std::string_view kFacilityStationLocation = "stccg.facility.station.location";
inline constexpr std::string_view kFacilityOutpostReference = "stccg.facility.outpost-reference";
inline constexpr std::string_view kUseOpponentOutpost = "stccg.facility.use.opponent-outpost";
inline constexpr std::string_view kEnterCompatible = "stccg.facility.enter.compatible";
inline constexpr std::string_view kBeamNor = "stccg.beam.nor";
inline constexpr std::string_view kBeamTransporters = "stccg.beam.transporters";
inline constexpr std::string_view kDockSpaceFacility = "stccg.dock.space-facility";
inline constexpr std::string_view kDockAllowed = "stccg.dock.allowed";
inline constexpr std::string_view kDockCompatible = "stccg.dock.compatible";
inline constexpr std::string_view kDockedNoWeapons = "stccg.dock.no-weapons";
inline constexpr std::string_view kReportStation = "stccg.report.station";
inline constexpr std::string_view kRepairFacility = "stccg.repair.facility";
inline constexpr std::string_view kBattleInitiation = "stccg.battle.initiation";
inline constexpr std::string_view kBattleFederation = "stccg.battle.federation";
inline constexpr std::string_view kBattleLeader = "stccg.battle.leader";
inline constexpr std::string_view kBattleDestroyed = "stccg.battle.destroyed";
inline constexpr std::string_view kBattleReturnFire = "stccg.battle.return-fire";
inline constexpr std::string_view kWalkStopped = "stccg.walk.stopped";
inline constexpr std::string_view kFacilityDestroyedKill = "stccg.facility.destroyed.kill";
inline constexpr std::string_view kCommandeerOwn = "stccg.commandeer.own";
inline constexpr std::string_view kCommandeerAllowed = "stccg.commandeer.allowed";
inline constexpr std::string_view kCommandeerAffiliation = "stccg.commandeer.affiliation";
inline constexpr std::string_view kCommandeerEmpokNorDilemmas =
    "stccg.commandeer.empok-nor-dilemmas";
// Mission attempts, dilemmas, solving and the end of the game.
inline constexpr std::string_view kSeedUniquePerMission = "stccg.seed.unique-per-mission";
inline constexpr std::string_view kAttemptTeam = "stccg.attempt.team";
inline constexpr std::string_view kAttemptAffiliation = "stccg.attempt.affiliation";
inline constexpr std::string_view kStopped = "stccg.stopped";
inline constexpr std::string_view kDilemmaOrder = "stccg.dilemma.order";
inline constexpr std::string_view kDilemmaPersonnel = "stccg.dilemma.personnel";
inline constexpr std::string_view kMissionSolve = "stccg.mission.solve";
inline constexpr std::string_view kMissionRequirements = "stccg.mission.requirements";
inline constexpr std::string_view kMissionSolvedOnce = "stccg.mission.solved-once";
inline constexpr std::string_view kGameResult = "stccg.game.result";
inline constexpr std::string_view kEffectStated = "stccg.effect.stated";
inline constexpr std::string_view kBattlePersonnelInitiation = "stccg.battle.personnel.initiation";
inline constexpr std::string_view kBattlePersonnelStrength = "stccg.battle.personnel.strength";
inline constexpr std::string_view kMissionFairPlay = "stccg.mission.fair-play";
inline constexpr std::string_view kDownloadSource = "stccg.download.source";
inline constexpr std::string_view kDownloadLocation = "stccg.download.location";
inline constexpr std::string_view kDownloadInitiation = "stccg.download.initiation";
// Places: docking on reporting, commandeer attempts (003 Dominion rules, 004 rulings).
inline constexpr std::string_view kReportDocked = "stccg.report.docked";
inline constexpr std::string_view kCommandeerAttempt = "stccg.commandeer.attempt";
// Infiltration (003 "Founder Lookalikes" and the infiltration rules after it).
inline constexpr std::string_view kInfiltrateIcon = "stccg.infiltrate.icon";
inline constexpr std::string_view kInfiltrateReport = "stccg.infiltrate.report";
inline constexpr std::string_view kInfiltratePresent = "stccg.infiltrate.present";
inline constexpr std::string_view kInfiltrateAgain = "stccg.infiltrate.again";
inline constexpr std::string_view kInfiltrateNotIntruder = "stccg.infiltrate.not-intruder";
inline constexpr std::string_view kInfiltrateActions = "stccg.infiltrate.actions";
inline constexpr std::string_view kInfiltrateExpose = "stccg.infiltrate.expose";
inline constexpr std::string_view kInfiltrateExposePersona = "stccg.infiltrate.expose.persona";
// Battle: every affiliation's attack restrictions, tactics, the end of a personnel battle,
// special downloads once per game.
inline constexpr std::string_view kBattleAffiliation = "stccg.battle.affiliation";
inline constexpr std::string_view kBattleTactic = "stccg.battle.tactic";
inline constexpr std::string_view kBattlePersonnelCasualty = "stccg.battle.personnel.casualty";
inline constexpr std::string_view kDownloadOncePerGame = "stccg.download.once-per-game";
// Dominion rules that fire by themselves (003 "Jem'Hadar Suicide", "White Deprivation").
inline constexpr std::string_view kJemHadarSuicide = "stccg.dominion.jemhadar-suicide";
inline constexpr std::string_view kWhiteDeprivation = "stccg.dominion.white-deprivation";
inline constexpr std::string_view kWhiteDeprivationBlows = "stccg.dominion.white-deprivation.blows";
inline constexpr std::string_view kWhiteDeprivationPrevent =
    "stccg.dominion.white-deprivation.prevent";
// Ketracel-White's countdown (its text in the card list; engine/stccg/stccg_countdown.cc).
inline constexpr std::string_view kKetracelWhiteCountdown =
    "stccg.dominion.ketracel-white.countdown";
inline constexpr std::string_view kKetracelWhiteRation = "stccg.dominion.ketracel-white.ration";
}  // namespace rules

// The module's rules, sorted by id.
std::span<const Rule> Rules();
// The core rules as the 1E rule texts state them (GameModule::core_citations).
std::span<const Rule> CoreCitations();

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_RULE_IDS_H_
