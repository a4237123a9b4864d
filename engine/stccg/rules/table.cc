// The rule table of the 1E module: for each event kind, the rules that judge it, in the order
// their findings are listed. DoCheck walks it; a check that finds the event is no action the
// rules know (Breaches::Stop) ends the walk, so one malformed action gives one finding.
#include <algorithm>
#include <vector>

#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

using S = StccgState;

// The rows that judge each event kind (indexed by kind), built once from CheckTable().
struct RowIndex {
  std::vector<const S::RuleCheck*> every;             // kinds without rows of their own
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

      {K::SEED_DOORWAY, false, r::kCardFromHand, &S::CardFromHand},
      {K::SEED_DOORWAY, false, r::kSeedCardType, &S::SeedCardType},

      {K::SEED_MISSION, false, r::kCardFromHand, &S::CardFromHand},
      {K::SEED_MISSION, false, r::kSeedCardType, &S::SeedCardType},

      {K::SEED_DILEMMA, false, r::kCardFromHand, &S::CardFromHand},
      {K::SEED_DILEMMA, false, r::kSeedCardType, &S::SeedCardType},
      {K::SEED_DILEMMA, false, r::kSeedUnderMission, &S::SeedUnderMission},
      {K::SEED_DILEMMA, false, r::kSeedUniquePerMission, &S::SeedUniquePerMission},

      {K::SEED_FACILITY, false, r::kCardFromHand, &S::CardFromHand},
      {K::SEED_FACILITY, false, r::kSeedCardType, &S::SeedCardType},
      {K::SEED_FACILITY, false, r::kFacilitySeedPhase, &S::FacilitySeedPhase},
      {K::SEED_FACILITY, false, r::kFacilitySeedOne, &S::FacilitySeedSeedOne},
      {K::SEED_FACILITY, false, r::kFacilityAtMission, &S::FacilityAtMission},
      {K::SEED_FACILITY, false, r::kFacilityNativeQuadrant, &S::FacilitySeedNativeQuadrant},
      {K::SEED_FACILITY, false, r::kFacilityOnePerLocation, &S::FacilityOnePerLocation},
      {K::SEED_FACILITY, false, r::kFacilityNotDuplicatable, &S::FacilityNotDuplicatable},
      {K::SEED_FACILITY, false, r::kFacilityHomeworld, &S::FacilitySeedHomeworld},
      {K::SEED_FACILITY, false, r::kFacilityHeadquartersHomeworld, &S::FacilityHeadquartersHomeworld},
      {K::SEED_FACILITY, false, r::kFacilityStationLocation, &S::FacilityStationLocation},
      {K::SEED_FACILITY, false, r::kFacilityOutpostIcon, &S::FacilitySeedOutpostIcon},

      {K::SEED_SITE, false, r::kCardFromHand, &S::CardFromHand},
      {K::SEED_SITE, false, r::kSeedCardType, &S::SeedCardType},
      {K::SEED_SITE, false, r::kSeedSite, &S::SeedSite},

      {K::REPORT, false, r::kCardFromHand, &S::CardFromHand},
      {K::REPORT, false, r::kNormalCardPlay, &S::TurnNormalCardPlay},
      {K::REPORT, false, r::kReportCards, &S::ReportCards},
      {K::REPORT, false, r::kReportStation, &S::ReportStation},
      {K::REPORT, false, r::kReportOpponentOutpost, &S::ReportOpponentOutpost},
      {K::REPORT, false, r::kReportCompatible, &S::ReportCompatible},
      {K::REPORT, false, r::kReportNativeQuadrant, &S::ReportNativeQuadrant},
      {K::REPORT, false, r::kReportDocked, &S::ReportDocked},

      {K::BUILD, false, r::kCardFromHand, &S::CardFromHand},
      {K::BUILD, false, r::kNormalCardPlay, &S::TurnNormalCardPlay},
      {K::BUILD, false, r::kFacilityBuildAllowed, &S::FacilityBuildAllowed},
      {K::BUILD, false, r::kFacilityBuildEngineer, &S::FacilityBuildEngineer},
      {K::BUILD, false, r::kFacilityAtMission, &S::FacilityAtMission},
      {K::BUILD, false, r::kFacilityOnePerLocation, &S::FacilityOnePerLocation},
      {K::BUILD, false, r::kFacilityNotDuplicatable, &S::FacilityNotDuplicatable},
      {K::BUILD, false, r::kFacilityHomeworld, &S::FacilitySeedHomeworld},
      {K::BUILD, false, r::kFacilityHeadquartersHomeworld, &S::FacilityHeadquartersHomeworld},
      {K::BUILD, false, r::kFacilityStationLocation, &S::FacilityStationLocation},
      {K::BUILD, false, r::kFacilityOutpostIcon, &S::FacilitySeedOutpostIcon},

      {K::PLAY_EVENT, false, r::kCardFromHand, &S::CardFromHand},
      {K::PLAY_EVENT, false, r::kNormalCardPlay, &S::TurnNormalCardPlay},
      {K::PLAY_EVENT, false, r::kFacilityOutpostReference, &S::FacilityOutpostReference},

      {K::PLAY_INTERRUPT, false, r::kCardFromHand, &S::CardFromHand},
      {K::DISCARD, false, r::kCardFromHand, &S::CardFromHand},

      {K::FLY, false, r::kFlyShip, &S::FlyShip},
      {K::FLY, false, r::kOwnCard, &S::CardOwn},
      {K::FLY, false, r::kFlyUndocked, &S::FlyUndocked},
      {K::FLY, false, r::kFlyStaffed, &S::FlyStaffed},
      {K::FLY, false, r::kFlyRange, &S::FlyRange},
      {K::FLY, false, r::kStopped, &S::StoppedCards},

      {K::DOCK, false, r::kDockShip, &S::DockShip},
      {K::DOCK, false, r::kOwnCard, &S::CardOwn},
      {K::DOCK, false, r::kDockSameLocation, &S::DockSameLocation},
      {K::DOCK, false, r::kDockSpaceFacility, &S::DockSpaceFacility},
      {K::DOCK, false, r::kDockAllowed, &S::DockAllowed},
      {K::DOCK, false, r::kUseOpponentOutpost, &S::FacilityUseOpponentOutpost},
      {K::DOCK, false, r::kDockCompatible, &S::DockCompatible},

      {K::UNDOCK, false, r::kDockShip, &S::DockShip},
      {K::UNDOCK, false, r::kOwnCard, &S::CardOwn},

      {K::BEAM, false, r::kBeamCards, &S::BeamCards},
      {K::BEAM, false, r::kOwnCard, &S::CardOwn},
      {K::BEAM, false, r::kBeamSameLocation, &S::BeamSameLocation},
      {K::BEAM, false, r::kBeamNor, &S::BeamNor},
      {K::BEAM, false, r::kBeamTransporters, &S::BeamTransporters},
      {K::BEAM, false, r::kUseOpponentOutpost, &S::FacilityUseOpponentOutpost},
      {K::BEAM, false, r::kEnterCompatible, &S::FacilityEnterCompatible},
      {K::BEAM, false, r::kStopped, &S::StoppedCards},

      {K::WALK, false, r::kWalkSites, &S::WalkSites},
      {K::WALK, false, r::kOwnCard, &S::CardOwn},
      {K::WALK, false, r::kWalkStopped, &S::WalkStopped},
      {K::WALK, false, r::kStopped, &S::StoppedCards},

      {K::BATTLE, false, r::kBattleShipsFacilities, &S::BattleShipsFacilities},
      {K::BATTLE, false, r::kOwnCard, &S::CardOwn},
      {K::BATTLE, false, r::kDockedNoWeapons, &S::DockNoWeapons},
      {K::BATTLE, false, r::kBattleInitiation, &S::BattleInitiation},
      {K::BATTLE, false, r::kBattleReturnFire, &S::BattleReturnFire},
      {K::BATTLE, false, r::kBattleLeader, &S::BattleLeader},
      {K::BATTLE, false, r::kBattleFederation, &S::BattleFederation},
      {K::BATTLE, false, r::kBattleAffiliation, &S::BattleAffiliation},
      {K::BATTLE, false, r::kStopped, &S::StoppedCards},

      {K::PERSONNEL_BATTLE, false, r::kOwnCard, &S::CardOwn},
      {K::PERSONNEL_BATTLE, false, r::kBattlePersonnelInitiation, &S::BattlePersonnelInitiation},
      {K::PERSONNEL_BATTLE, false, r::kStopped, &S::StoppedCards},
      {K::PERSONNEL_BATTLE, false, r::kBattleLeader, &S::BattleLeader},
      {K::PERSONNEL_BATTLE, false, r::kBattleFederation, &S::BattleFederation},
      {K::PERSONNEL_BATTLE, false, r::kBattleAffiliation, &S::BattleAffiliation},
      {K::ENGAGE, false, r::kBattlePersonnelStrength, &S::BattlePersonnelStrength},

      {K::DOWNLOAD, false, r::kDownloadSource, &S::DownloadSource},
      {K::DOWNLOAD, false, r::kDownloadLocation, &S::DownloadLocation},
      {K::DOWNLOAD, false, r::kDownloadInitiation, &S::DownloadInitiation},

      {K::ATTEMPT, false, r::kAttemptTeam, &S::AttemptTeam},
      {K::ATTEMPT, false, r::kCommandeerAttempt, &S::CommandeerAttempt},
      {K::ATTEMPT, false, r::kDockedNoWeapons, &S::DockNoWeapons},
      {K::ATTEMPT, false, r::kStopped, &S::StoppedCards},
      {K::ATTEMPT, false, r::kAttemptAffiliation, &S::AttemptAffiliation},
      {K::ATTEMPT, false, r::kMissionSolvedOnce, &S::MissionSolvedOnce},

      {K::ENCOUNTER, false, r::kDilemmaOrder, &S::DilemmaOrder},
      {K::ENCOUNTER, false, r::kDilemmaPersonnel, &S::DilemmaPersonnel},

      {K::SOLVE, false, r::kMissionSolve, &S::MissionSolve},
      {K::SOLVE, false, r::kMissionSolvedOnce, &S::MissionSolvedOnce},
      {K::SOLVE, false, r::kAttemptAffiliation, &S::AttemptAffiliation},
      {K::SOLVE, false, r::kMissionRequirements, &S::MissionRequirements},
      {K::SOLVE, false, r::kMissionFairPlay, &S::MissionFairPlay},

      {K::RESOLVE, false, r::kGameResult, &S::GameResult},
      {K::CONCEDE, false, r::kGameResult, &S::GameResult},
      {K::SCORE, false, r::kEffectStated, &S::EffectStated},
      {K::SCORE, false, r::kGameResult, &S::GameResult},
      {K::EFFECT, false, r::kEffectStated, &S::EffectStated},

      {K::COMMANDEER, false, r::kCommandeerAllowed, &S::CommandeerAllowed},
      {K::COMMANDEER, false, r::kCommandeerOwn, &S::CommandeerOwn},
      {K::COMMANDEER, false, r::kCommandeerAffiliation, &S::CommandeerAffiliation},
      {K::COMMANDEER, false, r::kCommandeerEmpokNorDilemmas, &S::CommandeerEmpokNorDilemmas},

      {K::DESTROY, false, r::kBattleDestroyed, &S::BattleDestroyed},
      {K::KILL, false, r::kFacilityDestroyedKill, &S::FacilityDestroyedKill},
      {K::REPAIR, false, r::kRepairFacility, &S::RepairFacility},

      {K::INFILTRATE, false, r::kCardFromHand, &S::CardFromHand},
      {K::INFILTRATE, false, r::kNormalCardPlay, &S::TurnNormalCardPlay},
      {K::INFILTRATE, false, r::kInfiltrateIcon, &S::InfiltrateIcon},
      {K::INFILTRATE, false, r::kInfiltrateReport, &S::InfiltrateReport},
      {K::INFILTRATE, false, r::kInfiltratePresent, &S::InfiltratePresent},
      {K::INFILTRATE, false, r::kInfiltrateAgain, &S::InfiltrateAgain},
      {K::EXPOSE, false, r::kInfiltrateExpose, &S::InfiltrateExpose},
      {K::EXPOSE, false, r::kInfiltrateExposePersona, &S::InfiltrateExposePersona},
      {K::PERSONNEL_BATTLE, false, r::kInfiltrateNotIntruder, &S::InfiltrateNotIntruder},
      {K::BEAM, false, r::kInfiltrateActions, &S::InfiltrateActions},
      {K::WALK, false, r::kInfiltrateActions, &S::InfiltrateActions},
      {K::ATTEMPT, false, r::kInfiltrateActions, &S::InfiltrateActions},
      {K::PERSONNEL_BATTLE, false, r::kInfiltrateActions, &S::InfiltrateActions},
      {K::ALLOW_ATTACK, false, r::kEffectStated, &S::EffectStated},
      {K::TACTIC, false, r::kCardFromHand, &S::CardFromHand},
      {K::TACTIC, false, r::kBattleTactic, &S::BattleTactic},
      {K::BATTLE_END, false, r::kBattlePersonnelCasualty, &S::BattlePersonnelCasualty},
      {K::BATTLE_END, false, engine::rules::kRandomHonest, &S::CoreRandomHonest},
      {K::DOWNLOAD, false, r::kDownloadOncePerGame, &S::DownloadOncePerGame},
      {K::KILL, false, r::kJemHadarSuicide, &S::JemHadarSuicide},
      {K::DEPRIVE, false, engine::rules::kRandomHonest, &S::CoreRandomHonest},
      {K::DEPRIVE, false, r::kOwnCard, &S::CardOwn},
      {K::EXPIRE, false, r::kKetracelWhiteCountdown, &S::KetracelWhiteCountdown},
      {K::RATION, false, r::kKetracelWhiteRation, &S::KetracelWhiteRation},
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
