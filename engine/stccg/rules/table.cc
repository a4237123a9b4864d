// The rule table of the 1E module: for each event kind, the rules that judge it, in the order
// their findings are listed. DoCheck walks it; a check that finds the event is no action the
// rules know (Breaches::Stop) ends the walk, so one malformed action gives one finding.
#include <algorithm>
#include <vector>

#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/battle.h"
#include "engine/stccg/rules/cards.h"
#include "engine/stccg/rules/commandeer.h"
#include "engine/stccg/rules/countdown.h"
#include "engine/stccg/rules/deprivation.h"
#include "engine/stccg/rules/dilemma.h"
#include "engine/stccg/rules/download.h"
#include "engine/stccg/rules/draw.h"
#include "engine/stccg/rules/effect.h"
#include "engine/stccg/rules/facility.h"
#include "engine/stccg/rules/infiltration.h"
#include "engine/stccg/rules/mission.h"
#include "engine/stccg/rules/move.h"
#include "engine/stccg/rules/personnel_battle.h"
#include "engine/stccg/rules/report.h"
#include "engine/stccg/rules/score.h"
#include "engine/stccg/rules/seed.h"
#include "engine/stccg/rules/turn.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

using rules::RuleCheck;

// The rows that judge each event kind (indexed by kind), built once from CheckTable().
struct RowIndex {
  std::vector<const RuleCheck*> every;  // kinds without rows of their own
  std::vector<std::vector<const RuleCheck*>> by_kind;

  RowIndex() {
    size_t kinds = 0;
    for (const RuleCheck& row : rules::CheckTable()) {
      if (row.every_kind) every.push_back(&row);
      kinds = std::max(kinds, static_cast<size_t>(row.kind) + 1);
    }
    by_kind.assign(kinds, every);
    for (const RuleCheck& row : rules::CheckTable()) {
      if (!row.every_kind) by_kind[static_cast<size_t>(row.kind)].push_back(&row);
    }
  }
  const std::vector<const RuleCheck*>& For(EventKind kind) const {
    auto k = static_cast<size_t>(kind);
    return k < by_kind.size() ? by_kind[k] : every;
  }
};

}  // namespace

namespace rules {

std::span<const RuleCheck> CheckTable() {
  using K = EventKind;
  // Rows with every_kind first: they judge every event, before the rows of its kind.
  static const RuleCheck kTable[] = {
      {K::PHASE, true, engine::rules::kEventCards, &CoreEventCards},
      {K::PHASE, true, kSeedPhaseOrder.id, &SeedPhaseOrder},
      {K::PHASE, true, kTurnOrder.id, &TurnOrder},
      {K::PHASE, true, kTurnPhaseOrder.id, &TurnPhaseOrder},
      {K::PHASE, true, kResponseInterrupt.id, &ResponseInterrupt},
      {K::PHASE, true, kTurnActivePlayer.id, &TurnActivePlayer},

      {K::SHUFFLE, false, engine::rules::kRandomHonest, &CoreRandomHonest},

      {K::DRAW, false, engine::rules::kRandomHonest, &CoreRandomHonest},
      {K::DRAW, false, kCardDraw.id, &DrawCardDraw},
      {K::DRAW, false, kDrawOpeningHand.id, &DrawOpeningHand},
      {K::DRAW, false, kGameResult.id, &GameResult},

      {stccg::kSeedDoorway, false, kCardFromHand.id, &CardFromHand},
      {stccg::kSeedDoorway, false, kSeedCardType.id, &SeedCardType},

      {stccg::kSeedMission, false, kCardFromHand.id, &CardFromHand},
      {stccg::kSeedMission, false, kSeedCardType.id, &SeedCardType},

      {stccg::kSeedDilemma, false, kCardFromHand.id, &CardFromHand},
      {stccg::kSeedDilemma, false, kSeedCardType.id, &SeedCardType},
      {stccg::kSeedDilemma, false, kSeedUnderMission.id, &SeedUnderMission},
      {stccg::kSeedDilemma, false, kSeedDilemmaType.id, &SeedDilemmaType},
      {stccg::kSeedDilemma, false, kSeedUniquePerMission.id, &SeedUniquePerMission},

      {stccg::kSeedFacility, false, kCardFromHand.id, &CardFromHand},
      {stccg::kSeedFacility, false, kSeedCardType.id, &SeedCardType},
      {stccg::kSeedFacility, false, kFacilitySeedPhase.id, &FacilitySeedPhase},
      {stccg::kSeedFacility, false, kFacilitySeedOne.id, &FacilitySeedSeedOne},
      {stccg::kSeedFacility, false, kFacilityAtMission.id, &FacilityAtMission},
      {stccg::kSeedFacility, false, kFacilityNativeQuadrant.id, &FacilitySeedNativeQuadrant},
      {stccg::kSeedFacility, false, kFacilityOnePerLocation.id, &FacilityOnePerLocation},
      {stccg::kSeedFacility, false, kFacilityNotDuplicatable.id, &FacilityNotDuplicatable},
      {stccg::kSeedFacility, false, kFacilityHomeworld.id, &FacilitySeedHomeworld},
      {stccg::kSeedFacility, false, kFacilityHeadquartersHomeworld.id,
       &FacilityHeadquartersHomeworld},
      {stccg::kSeedFacility, false, kFacilityStationLocation.id, &FacilityStationLocation},
      {stccg::kSeedFacility, false, kFacilityOutpostIcon.id, &FacilitySeedOutpostIcon},

      {stccg::kSeedSite, false, kCardFromHand.id, &CardFromHand},
      {stccg::kSeedSite, false, kSeedCardType.id, &SeedCardType},
      {stccg::kSeedSite, false, kSeedSite.id, &SeedSite},

      {stccg::kReport, false, kCardFromHand.id, &CardFromHand},
      {stccg::kReport, false, kNormalCardPlay.id, &TurnNormalCardPlay},
      {stccg::kReport, false, kReportCards.id, &ReportCards},
      {stccg::kReport, false, kReportStation.id, &ReportStation},
      {stccg::kReport, false, kReportOpponentOutpost.id, &ReportOpponentOutpost},
      {stccg::kReport, false, kReportCompatible.id, &ReportCompatible},
      {stccg::kReport, false, kReportNativeQuadrant.id, &ReportNativeQuadrant},
      {stccg::kReport, false, kReportDocked.id, &ReportDocked},

      {stccg::kBuild, false, kCardFromHand.id, &CardFromHand},
      {stccg::kBuild, false, kNormalCardPlay.id, &TurnNormalCardPlay},
      {stccg::kBuild, false, kFacilityBuildAllowed.id, &FacilityBuildAllowed},
      {stccg::kBuild, false, kFacilityBuildEngineer.id, &FacilityBuildEngineer},
      {stccg::kBuild, false, kFacilityAtMission.id, &FacilityAtMission},
      {stccg::kBuild, false, kFacilityOnePerLocation.id, &FacilityOnePerLocation},
      {stccg::kBuild, false, kFacilityNotDuplicatable.id, &FacilityNotDuplicatable},
      {stccg::kBuild, false, kFacilityHomeworld.id, &FacilitySeedHomeworld},
      {stccg::kBuild, false, kFacilityHeadquartersHomeworld.id, &FacilityHeadquartersHomeworld},
      {stccg::kBuild, false, kFacilityStationLocation.id, &FacilityStationLocation},
      {stccg::kBuild, false, kFacilityOutpostIcon.id, &FacilitySeedOutpostIcon},

      {stccg::kPlayEvent, false, kCardFromHand.id, &CardFromHand},
      {stccg::kPlayEvent, false, kNormalCardPlay.id, &TurnNormalCardPlay},
      {stccg::kPlayEvent, false, kFacilityOutpostReference.id, &FacilityOutpostReference},

      {stccg::kPlayInterrupt, false, kCardFromHand.id, &CardFromHand},
      {stccg::kDiscard, false, kCardFromHand.id, &CardFromHand},

      {stccg::kFly, false, kFlyShip.id, &FlyShip},
      {stccg::kFly, false, kOwnCard.id, &CardOwn},
      {stccg::kFly, false, kFlyUndocked.id, &FlyUndocked},
      {stccg::kFly, false, kFlyStaffed.id, &FlyStaffed},
      {stccg::kFly, false, kFlyRange.id, &FlyRange},
      {stccg::kFly, false, kFlyDamagedRange.id, &FlyDamagedRange},
      {stccg::kFly, false, kStopped.id, &StoppedCards},

      {stccg::kDock, false, kDockShip.id, &DockShip},
      {stccg::kDock, false, kOwnCard.id, &CardOwn},
      {stccg::kDock, false, kDockSameLocation.id, &DockSameLocation},
      {stccg::kDock, false, kDockSpaceFacility.id, &DockSpaceFacility},
      {stccg::kDock, false, kDockAllowed.id, &DockAllowed},
      {stccg::kDock, false, kUseOpponentOutpost.id, &FacilityUseOpponentOutpost},
      {stccg::kDock, false, kDockCompatible.id, &DockCompatible},

      {stccg::kUndock, false, kDockShip.id, &DockShip},
      {stccg::kUndock, false, kOwnCard.id, &CardOwn},

      {stccg::kBeam, false, kBeamCards.id, &BeamCards},
      {stccg::kBeam, false, kOwnCard.id, &CardOwn},
      {stccg::kBeam, false, kBeamSameLocation.id, &BeamSameLocation},
      {stccg::kBeam, false, kBeamNor.id, &BeamNor},
      {stccg::kBeam, false, kBeamTransporters.id, &BeamTransporters},
      {stccg::kBeam, false, kUseOpponentOutpost.id, &FacilityUseOpponentOutpost},
      {stccg::kBeam, false, kEnterCompatible.id, &FacilityEnterCompatible},
      {stccg::kBeam, false, kStopped.id, &StoppedCards},

      {stccg::kWalk, false, kWalkSites.id, &WalkSites},
      {stccg::kWalk, false, kOwnCard.id, &CardOwn},
      {stccg::kWalk, false, kWalkStopped.id, &WalkStopped},
      {stccg::kWalk, false, kStopped.id, &StoppedCards},

      {stccg::kBattle, false, kBattleShipsFacilities.id, &BattleShipsFacilities},
      {stccg::kBattle, false, kOwnCard.id, &CardOwn},
      {stccg::kBattle, false, kDockedNoWeapons.id, &DockNoWeapons},
      {stccg::kBattle, false, kBattleInitiation.id, &BattleInitiation},
      {stccg::kBattle, false, kBattleReturnFire.id, &BattleReturnFire},
      {stccg::kBattle, false, kBattleLeader.id, &BattleLeader},
      {stccg::kBattle, false, kBattleFederation.id, &BattleFederation},
      {stccg::kBattle, false, kBattleAffiliation.id, &BattleAffiliation},
      {stccg::kBattle, false, kStopped.id, &StoppedCards},

      {stccg::kPersonnelBattle, false, kOwnCard.id, &CardOwn},
      {stccg::kPersonnelBattle, false, kBattlePersonnelInitiation.id, &BattlePersonnelInitiation},
      {stccg::kPersonnelBattle, false, kStopped.id, &StoppedCards},
      {stccg::kPersonnelBattle, false, kBattleLeader.id, &BattleLeader},
      {stccg::kPersonnelBattle, false, kBattleFederation.id, &BattleFederation},
      {stccg::kPersonnelBattle, false, kBattleAffiliation.id, &BattleAffiliation},
      {stccg::kEngage, false, kBattlePersonnelStrength.id, &BattlePersonnelStrength},

      {stccg::kDownload, false, kDownloadSource.id, &DownloadSource},
      {stccg::kDownload, false, kDownloadLocation.id, &DownloadLocation},
      {stccg::kDownload, false, kDownloadInitiation.id, &DownloadInitiation},

      {stccg::kAttempt, false, kAttemptTeam.id, &AttemptTeam},
      {stccg::kAttempt, false, kCommandeerAttempt.id, &CommandeerAttempt},
      {stccg::kAttempt, false, kDockedNoMissionAttempt.id, &DockNoMissionAttempt},
      {stccg::kAttempt, false, kStopped.id, &StoppedCards},
      {stccg::kAttempt, false, kAttemptAffiliation.id, &AttemptAffiliation},
      {stccg::kAttempt, false, kMissionSolvedOnce.id, &MissionSolvedOnce},

      {stccg::kEncounter, false, kDilemmaOrder.id, &DilemmaOrder},
      {stccg::kEncounter, false, kDilemmaPersonnel.id, &DilemmaPersonnel},
      {stccg::kEncounter, false, kDilemmaCondition.id, &DilemmaCondition},

      {stccg::kSolve, false, kMissionSolve.id, &MissionSolve},
      {stccg::kSolve, false, kMissionSolvedOnce.id, &MissionSolvedOnce},
      {stccg::kSolve, false, kAttemptAffiliation.id, &AttemptAffiliation},
      {stccg::kSolve, false, kMissionRequirements.id, &MissionRequirements},
      {stccg::kSolve, false, kMissionFairPlay.id, &MissionFairPlay},

      {K::RESOLVE, false, kGameResult.id, &GameResult},
      {K::CONCEDE, false, kGameResult.id, &GameResult},
      {stccg::kScore, false, kEffectStated.id, &EffectStated},
      {stccg::kScore, false, kGameResult.id, &GameResult},
      {stccg::kEffect, false, kEffectStated.id, &EffectStated},

      {stccg::kCommandeer, false, kCommandeerAllowed.id, &CommandeerAllowed},
      {stccg::kCommandeer, false, kCommandeerOwn.id, &CommandeerOwn},
      {stccg::kCommandeer, false, kCommandeerAffiliation.id, &CommandeerAffiliation},
      {stccg::kCommandeer, false, kCommandeerEmpokNorDilemmas.id, &CommandeerEmpokNorDilemmas},

      {stccg::kDestroy, false, kBattleDestroyed.id, &BattleDestroyed},
      {stccg::kKill, false, kFacilityDestroyedKill.id, &FacilityDestroyedKill},
      {stccg::kRepair, false, kRepairFacility.id, &RepairFacility},

      {stccg::kInfiltrate, false, kCardFromHand.id, &CardFromHand},
      {stccg::kInfiltrate, false, kNormalCardPlay.id, &TurnNormalCardPlay},
      {stccg::kInfiltrate, false, kInfiltrateIcon.id, &InfiltrateIcon},
      {stccg::kInfiltrate, false, kInfiltrateReport.id, &InfiltrateReport},
      {stccg::kInfiltrate, false, kInfiltratePresent.id, &InfiltratePresent},
      {stccg::kInfiltrate, false, kInfiltrateAgain.id, &InfiltrateAgain},
      {stccg::kExpose, false, kInfiltrateExpose.id, &InfiltrateExpose},
      {stccg::kExpose, false, kInfiltrateExposePersona.id, &InfiltrateExposePersona},
      {stccg::kPersonnelBattle, false, kInfiltrateNotIntruder.id, &InfiltrateNotIntruder},
      {stccg::kBeam, false, kInfiltrateActions.id, &InfiltrateActions},
      {stccg::kWalk, false, kInfiltrateActions.id, &InfiltrateActions},
      {stccg::kAttempt, false, kInfiltrateActions.id, &InfiltrateActions},
      {stccg::kPersonnelBattle, false, kInfiltrateActions.id, &InfiltrateActions},
      {stccg::kAllowAttack, false, kEffectStated.id, &EffectStated},
      {stccg::kTactic, false, kCardFromHand.id, &CardFromHand},
      {stccg::kTactic, false, kBattleTactic.id, &BattleTactic},
      {stccg::kBattleEnd, false, kBattlePersonnelCasualty.id, &BattlePersonnelCasualty},
      {stccg::kBattleEnd, false, engine::rules::kRandomHonest, &CoreRandomHonest},
      {stccg::kDownload, false, kDownloadOncePerGame.id, &DownloadOncePerGame},
      {stccg::kKill, false, kJemHadarSuicide.id, &JemHadarSuicide},
      {stccg::kDeprive, false, engine::rules::kRandomHonest, &CoreRandomHonest},
      {stccg::kDeprive, false, kOwnCard.id, &CardOwn},
      {stccg::kExpire, false, kKetracelWhiteCountdown.id, &KetracelWhiteCountdown},
      {stccg::kRation, false, kKetracelWhiteRation.id, &KetracelWhiteRation},
      {K::PHASE, true, kWhiteDeprivation.id, &WhiteDeprivation},
      {K::PHASE, true, kWhiteDeprivationBlows.id, &WhiteDeprivationBlows},
      {K::PHASE, true, kWhiteDeprivationPrevent.id, &WhiteDeprivationPrevent},
      {stccg::kEncounter, false, kDilemmaConsequence.id, &DilemmaConsequence},
      {stccg::kEngage, false, kWhiteDeprivationPriorities.id, &WhiteDeprivationPriorities},
      {K::PHASE, true, kDeckConstruction.id, &DeckConstruction},
      // The staples of real decks (staple_abilities.cc).
      {stccg::kDownload, false, kNormalCardPlay.id, &TurnNormalCardPlay},
      {stccg::kDownload, false, kDownloadCardTextLimit.id, &DownloadCardTextLimit},
      {stccg::kEffect, false, kDrawReshuffle.id, &DrawReshuffle},
      // Dilemmas' own text (dilemma_abilities.cc).
      {stccg::kAttempt, false, kDilemmaPlaced.id, &DilemmaPlaced},
      {stccg::kEncounter, false, engine::rules::kRandomHonest, &CoreRandomHonest},
      // [AU] icon cards and the doors that let them enter play (staple_abilities.cc).
      {stccg::kSeedDoorway, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kSeedMission, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kSeedDilemma, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kSeedFacility, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kSeedSite, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kReport, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kBuild, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kPlayEvent, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kPlayInterrupt, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kTactic, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kInfiltrate, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kDownload, false, kCardAuDoor.id, &CardAuDoor},
      {stccg::kScore, false, kScoreMissionSpecialist.id, &ScoreMissionSpecialist},
      {stccg::kTakeFromTent, false, kCardQsTent.id, &CardQsTent},
      // Cards leaving the table, placed beneath the draw deck, shuffled back into it.
      {stccg::kDiscardFromTable, false, kCardDiscardFromTable.id, &CardDiscardFromTable},
      {stccg::kPlaceBeneathDeck, false, kCardBeneathDeck.id, &CardBeneathDeck},
      {stccg::kReshuffle, false, kDrawReshuffle.id, &DrawReshuffle},
  };
  return kTable;
}

}  // namespace rules

void StccgState::DoCheck(const Event& e, std::vector<Violation>* out) const {
  static const RowIndex kIndex;
  rules::Breaches found;
  for (const RuleCheck* row : kIndex.For(e.kind)) {
    row->check(*this, e, &found);
    for (std::string& detail : found.details) {
      out->push_back({std::string(row->rule), std::move(detail)});
    }
    if (found.stop) return;
    found.details.clear();
  }
}

}  // namespace stardate::engine::stccg
