// The rule table of the 1E module: for each event kind, the rules that judge it, in the order
// their findings are listed. DoCheck walks it; a check that finds the event is no action the
// rules know (Breaches::Stop) ends the walk, so one malformed action gives one finding.
#include <algorithm>
#include <vector>

#include "engine/stccg/kinds.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

using S = StccgState;

// The rows that judge each event kind (indexed by kind), built once from CheckTable().
struct RowIndex {
  std::vector<const S::RuleCheck*> every;  // kinds without rows of their own
  std::vector<std::vector<const S::RuleCheck*>> by_kind;

  RowIndex() {
    size_t kinds = 0;
    for (const S::RuleCheck& row : S::CheckTable()) {
      if (row.every_kind) every.push_back(&row);
      kinds = std::max(kinds, static_cast<size_t>(row.kind) + 1);
    }
    by_kind.assign(kinds, every);
    for (const S::RuleCheck& row : S::CheckTable()) {
      if (!row.every_kind) by_kind[static_cast<size_t>(row.kind)].push_back(&row);
    }
  }
  const std::vector<const S::RuleCheck*>& For(EventKind kind) const {
    auto k = static_cast<size_t>(kind);
    return k < by_kind.size() ? by_kind[k] : every;
  }
};

}  // namespace

std::span<const StccgState::RuleCheck> StccgState::CheckTable() {
  using K = EventKind;
  namespace r = rules;
  // Rows with every_kind first: they judge every event, before the rows of its kind.
  static const RuleCheck kTable[] = {
      {K::PHASE, true, engine::rules::kEventCards, &S::CoreEventCards},
      {K::PHASE, true, r::kSeedPhaseOrder, &S::SeedPhaseOrder},
      {K::PHASE, true, r::kTurnOrder, &S::TurnOrder},
      {K::PHASE, true, r::kTurnPhaseOrder, &S::TurnPhaseOrder},
      {K::PHASE, true, r::kResponseInterrupt, &S::ResponseInterrupt},
      {K::PHASE, true, r::kTurnActivePlayer, &S::TurnActivePlayer},

      {K::SHUFFLE, false, engine::rules::kRandomHonest, &S::CoreRandomHonest},

      {K::DRAW, false, engine::rules::kRandomHonest, &S::CoreRandomHonest},
      {K::DRAW, false, r::kCardDraw, &S::DrawCardDraw},
      {K::DRAW, false, r::kDrawOpeningHand, &S::DrawOpeningHand},
      {K::DRAW, false, r::kGameResult, &S::GameResult},

      {stccg::kSeedDoorway, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kSeedDoorway, false, r::kSeedCardType, &S::SeedCardType},

      {stccg::kSeedMission, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kSeedMission, false, r::kSeedCardType, &S::SeedCardType},

      {stccg::kSeedDilemma, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kSeedDilemma, false, r::kSeedCardType, &S::SeedCardType},
      {stccg::kSeedDilemma, false, r::kSeedUnderMission, &S::SeedUnderMission},
      {stccg::kSeedDilemma, false, r::kSeedUniquePerMission, &S::SeedUniquePerMission},

      {stccg::kSeedFacility, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kSeedFacility, false, r::kSeedCardType, &S::SeedCardType},
      {stccg::kSeedFacility, false, r::kFacilitySeedPhase, &S::FacilitySeedPhase},
      {stccg::kSeedFacility, false, r::kFacilitySeedOne, &S::FacilitySeedSeedOne},
      {stccg::kSeedFacility, false, r::kFacilityAtMission, &S::FacilityAtMission},
      {stccg::kSeedFacility, false, r::kFacilityNativeQuadrant, &S::FacilitySeedNativeQuadrant},
      {stccg::kSeedFacility, false, r::kFacilityOnePerLocation, &S::FacilityOnePerLocation},
      {stccg::kSeedFacility, false, r::kFacilityNotDuplicatable, &S::FacilityNotDuplicatable},
      {stccg::kSeedFacility, false, r::kFacilityHomeworld, &S::FacilitySeedHomeworld},
      {stccg::kSeedFacility, false, r::kFacilityHeadquartersHomeworld,
       &S::FacilityHeadquartersHomeworld},
      {stccg::kSeedFacility, false, r::kFacilityStationLocation, &S::FacilityStationLocation},
      {stccg::kSeedFacility, false, r::kFacilityOutpostIcon, &S::FacilitySeedOutpostIcon},

      {stccg::kSeedSite, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kSeedSite, false, r::kSeedCardType, &S::SeedCardType},
      {stccg::kSeedSite, false, r::kSeedSite, &S::SeedSite},

      {stccg::kReport, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kReport, false, r::kNormalCardPlay, &S::TurnNormalCardPlay},
      {stccg::kReport, false, r::kReportCards, &S::ReportCards},
      {stccg::kReport, false, r::kReportStation, &S::ReportStation},
      {stccg::kReport, false, r::kReportOpponentOutpost, &S::ReportOpponentOutpost},
      {stccg::kReport, false, r::kReportCompatible, &S::ReportCompatible},
      {stccg::kReport, false, r::kReportNativeQuadrant, &S::ReportNativeQuadrant},
      {stccg::kReport, false, r::kReportDocked, &S::ReportDocked},

      {stccg::kBuild, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kBuild, false, r::kNormalCardPlay, &S::TurnNormalCardPlay},
      {stccg::kBuild, false, r::kFacilityBuildAllowed, &S::FacilityBuildAllowed},
      {stccg::kBuild, false, r::kFacilityBuildEngineer, &S::FacilityBuildEngineer},
      {stccg::kBuild, false, r::kFacilityAtMission, &S::FacilityAtMission},
      {stccg::kBuild, false, r::kFacilityOnePerLocation, &S::FacilityOnePerLocation},
      {stccg::kBuild, false, r::kFacilityNotDuplicatable, &S::FacilityNotDuplicatable},
      {stccg::kBuild, false, r::kFacilityHomeworld, &S::FacilitySeedHomeworld},
      {stccg::kBuild, false, r::kFacilityHeadquartersHomeworld, &S::FacilityHeadquartersHomeworld},
      {stccg::kBuild, false, r::kFacilityStationLocation, &S::FacilityStationLocation},
      {stccg::kBuild, false, r::kFacilityOutpostIcon, &S::FacilitySeedOutpostIcon},

      {stccg::kPlayEvent, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kPlayEvent, false, r::kNormalCardPlay, &S::TurnNormalCardPlay},
      {stccg::kPlayEvent, false, r::kFacilityOutpostReference, &S::FacilityOutpostReference},

      {stccg::kPlayInterrupt, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kDiscard, false, r::kCardFromHand, &S::CardFromHand},

      {stccg::kFly, false, r::kFlyShip, &S::FlyShip},
      {stccg::kFly, false, r::kOwnCard, &S::CardOwn},
      {stccg::kFly, false, r::kFlyUndocked, &S::FlyUndocked},
      {stccg::kFly, false, r::kFlyStaffed, &S::FlyStaffed},
      {stccg::kFly, false, r::kFlyRange, &S::FlyRange},
      {stccg::kFly, false, r::kStopped, &S::StoppedCards},

      {stccg::kDock, false, r::kDockShip, &S::DockShip},
      {stccg::kDock, false, r::kOwnCard, &S::CardOwn},
      {stccg::kDock, false, r::kDockSameLocation, &S::DockSameLocation},
      {stccg::kDock, false, r::kDockSpaceFacility, &S::DockSpaceFacility},
      {stccg::kDock, false, r::kDockAllowed, &S::DockAllowed},
      {stccg::kDock, false, r::kUseOpponentOutpost, &S::FacilityUseOpponentOutpost},
      {stccg::kDock, false, r::kDockCompatible, &S::DockCompatible},

      {stccg::kUndock, false, r::kDockShip, &S::DockShip},
      {stccg::kUndock, false, r::kOwnCard, &S::CardOwn},

      {stccg::kBeam, false, r::kBeamCards, &S::BeamCards},
      {stccg::kBeam, false, r::kOwnCard, &S::CardOwn},
      {stccg::kBeam, false, r::kBeamSameLocation, &S::BeamSameLocation},
      {stccg::kBeam, false, r::kBeamNor, &S::BeamNor},
      {stccg::kBeam, false, r::kBeamTransporters, &S::BeamTransporters},
      {stccg::kBeam, false, r::kUseOpponentOutpost, &S::FacilityUseOpponentOutpost},
      {stccg::kBeam, false, r::kEnterCompatible, &S::FacilityEnterCompatible},
      {stccg::kBeam, false, r::kStopped, &S::StoppedCards},

      {stccg::kWalk, false, r::kWalkSites, &S::WalkSites},
      {stccg::kWalk, false, r::kOwnCard, &S::CardOwn},
      {stccg::kWalk, false, r::kWalkStopped, &S::WalkStopped},
      {stccg::kWalk, false, r::kStopped, &S::StoppedCards},

      {stccg::kBattle, false, r::kBattleShipsFacilities, &S::BattleShipsFacilities},
      {stccg::kBattle, false, r::kOwnCard, &S::CardOwn},
      {stccg::kBattle, false, r::kDockedNoWeapons, &S::DockNoWeapons},
      {stccg::kBattle, false, r::kBattleInitiation, &S::BattleInitiation},
      {stccg::kBattle, false, r::kBattleReturnFire, &S::BattleReturnFire},
      {stccg::kBattle, false, r::kBattleLeader, &S::BattleLeader},
      {stccg::kBattle, false, r::kBattleFederation, &S::BattleFederation},
      {stccg::kBattle, false, r::kBattleAffiliation, &S::BattleAffiliation},
      {stccg::kBattle, false, r::kStopped, &S::StoppedCards},

      {stccg::kPersonnelBattle, false, r::kOwnCard, &S::CardOwn},
      {stccg::kPersonnelBattle, false, r::kBattlePersonnelInitiation,
       &S::BattlePersonnelInitiation},
      {stccg::kPersonnelBattle, false, r::kStopped, &S::StoppedCards},
      {stccg::kPersonnelBattle, false, r::kBattleLeader, &S::BattleLeader},
      {stccg::kPersonnelBattle, false, r::kBattleFederation, &S::BattleFederation},
      {stccg::kPersonnelBattle, false, r::kBattleAffiliation, &S::BattleAffiliation},
      {stccg::kEngage, false, r::kBattlePersonnelStrength, &S::BattlePersonnelStrength},

      {stccg::kDownload, false, r::kDownloadSource, &S::DownloadSource},
      {stccg::kDownload, false, r::kDownloadLocation, &S::DownloadLocation},
      {stccg::kDownload, false, r::kDownloadInitiation, &S::DownloadInitiation},

      {stccg::kAttempt, false, r::kAttemptTeam, &S::AttemptTeam},
      {stccg::kAttempt, false, r::kCommandeerAttempt, &S::CommandeerAttempt},
      {stccg::kAttempt, false, r::kDockedNoWeapons, &S::DockNoWeapons},
      {stccg::kAttempt, false, r::kStopped, &S::StoppedCards},
      {stccg::kAttempt, false, r::kAttemptAffiliation, &S::AttemptAffiliation},
      {stccg::kAttempt, false, r::kMissionSolvedOnce, &S::MissionSolvedOnce},

      {stccg::kEncounter, false, r::kDilemmaOrder, &S::DilemmaOrder},
      {stccg::kEncounter, false, r::kDilemmaPersonnel, &S::DilemmaPersonnel},

      {stccg::kSolve, false, r::kMissionSolve, &S::MissionSolve},
      {stccg::kSolve, false, r::kMissionSolvedOnce, &S::MissionSolvedOnce},
      {stccg::kSolve, false, r::kAttemptAffiliation, &S::AttemptAffiliation},
      {stccg::kSolve, false, r::kMissionRequirements, &S::MissionRequirements},
      {stccg::kSolve, false, r::kMissionFairPlay, &S::MissionFairPlay},

      {K::RESOLVE, false, r::kGameResult, &S::GameResult},
      {K::CONCEDE, false, r::kGameResult, &S::GameResult},
      {stccg::kScore, false, r::kEffectStated, &S::EffectStated},
      {stccg::kScore, false, r::kGameResult, &S::GameResult},
      {stccg::kEffect, false, r::kEffectStated, &S::EffectStated},

      {stccg::kCommandeer, false, r::kCommandeerAllowed, &S::CommandeerAllowed},
      {stccg::kCommandeer, false, r::kCommandeerOwn, &S::CommandeerOwn},
      {stccg::kCommandeer, false, r::kCommandeerAffiliation, &S::CommandeerAffiliation},
      {stccg::kCommandeer, false, r::kCommandeerEmpokNorDilemmas, &S::CommandeerEmpokNorDilemmas},

      {stccg::kDestroy, false, r::kBattleDestroyed, &S::BattleDestroyed},
      {stccg::kKill, false, r::kFacilityDestroyedKill, &S::FacilityDestroyedKill},
      {stccg::kRepair, false, r::kRepairFacility, &S::RepairFacility},

      {stccg::kInfiltrate, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kInfiltrate, false, r::kNormalCardPlay, &S::TurnNormalCardPlay},
      {stccg::kInfiltrate, false, r::kInfiltrateIcon, &S::InfiltrateIcon},
      {stccg::kInfiltrate, false, r::kInfiltrateReport, &S::InfiltrateReport},
      {stccg::kInfiltrate, false, r::kInfiltratePresent, &S::InfiltratePresent},
      {stccg::kInfiltrate, false, r::kInfiltrateAgain, &S::InfiltrateAgain},
      {stccg::kExpose, false, r::kInfiltrateExpose, &S::InfiltrateExpose},
      {stccg::kExpose, false, r::kInfiltrateExposePersona, &S::InfiltrateExposePersona},
      {stccg::kPersonnelBattle, false, r::kInfiltrateNotIntruder, &S::InfiltrateNotIntruder},
      {stccg::kBeam, false, r::kInfiltrateActions, &S::InfiltrateActions},
      {stccg::kWalk, false, r::kInfiltrateActions, &S::InfiltrateActions},
      {stccg::kAttempt, false, r::kInfiltrateActions, &S::InfiltrateActions},
      {stccg::kPersonnelBattle, false, r::kInfiltrateActions, &S::InfiltrateActions},
      {stccg::kAllowAttack, false, r::kEffectStated, &S::EffectStated},
      {stccg::kTactic, false, r::kCardFromHand, &S::CardFromHand},
      {stccg::kTactic, false, r::kBattleTactic, &S::BattleTactic},
      {stccg::kBattleEnd, false, r::kBattlePersonnelCasualty, &S::BattlePersonnelCasualty},
      {stccg::kBattleEnd, false, engine::rules::kRandomHonest, &S::CoreRandomHonest},
      {stccg::kDownload, false, r::kDownloadOncePerGame, &S::DownloadOncePerGame},
      {stccg::kKill, false, r::kJemHadarSuicide, &S::JemHadarSuicide},
      {stccg::kDeprive, false, engine::rules::kRandomHonest, &S::CoreRandomHonest},
      {stccg::kDeprive, false, r::kOwnCard, &S::CardOwn},
      {stccg::kExpire, false, r::kKetracelWhiteCountdown, &S::KetracelWhiteCountdown},
      {stccg::kRation, false, r::kKetracelWhiteRation, &S::KetracelWhiteRation},
      {K::PHASE, true, r::kWhiteDeprivation, &S::WhiteDeprivation},
      {K::PHASE, true, r::kWhiteDeprivationBlows, &S::WhiteDeprivationBlows},
      {K::PHASE, true, r::kWhiteDeprivationPrevent, &S::WhiteDeprivationPrevent},
  };
  return kTable;
}

void StccgState::DoCheck(const Event& e, std::vector<Violation>* out) const {
  static const RowIndex kIndex;
  Breaches found;
  for (const RuleCheck* row : kIndex.For(e.kind)) {
    (this->*(row->check))(e, &found);
    for (std::string& detail : found.details) {
      out->push_back({std::string(row->rule), std::move(detail)});
    }
    if (found.stop) return;
    found.details.clear();
  }
}

}  // namespace stardate::engine::stccg
