// The rule table of the TI4 module: for each event kind, the rules that judge it, in the order
// their findings are listed. Ti4State::DoCheck walks it; a check that finds the event cannot be
// judged further (an id off the map, a unit that names no type) stops the walk, so one
// malformed action gives one finding.
#include "engine/ti4/rules/table.h"

#include <algorithm>
#include <vector>

#include "engine/ti4/kinds.h"
#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/agenda.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/rules/control.h"
#include "engine/ti4/rules/exhaust.h"
#include "engine/ti4/rules/move.h"
#include "engine/ti4/rules/objective.h"
#include "engine/ti4/rules/ownership.h"
#include "engine/ti4/rules/phase.h"
#include "engine/ti4/rules/place.h"
#include "engine/ti4/rules/production.h"
#include "engine/ti4/rules/station.h"
#include "engine/ti4/rules/status.h"
#include "engine/ti4/rules/research.h"
#include "engine/ti4/rules/strategy.h"
#include "engine/ti4/rules/transact.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {

std::span<const Rule> Ti4Rules() {
  static const std::vector<Rule> sorted = [] {
    std::vector<Rule> all;
    for (auto area :
         {rules::PhaseRules, rules::PlaceRules, rules::MoveRules, rules::CombatRules,
          rules::ControlRules, rules::ExhaustRules, rules::TransactRules, rules::AgendaRules,
          rules::ObjectiveRules, rules::StationRules, rules::ActionCardRules,
          // Whole rounds
          rules::StrategyRules, rules::ResearchRules,
          // Status phase, production and ownership
          rules::StatusRules, rules::ProductionRules, rules::OwnershipRules}) {
      std::span<const Rule> list = area();
      all.insert(all.end(), list.begin(), list.end());
    }
    return SortedRules(all);
  }();
  return sorted;
}

namespace rules {

std::span<const RuleCheck> CheckTable() {
  using K = EventKind;
  static constexpr RuleCheck kTable[] = {
      {K::PHASE, kPhaseOrder.id, &PhaseOrder},
      {K::TURN, kTurnActive.id, &TurnActive},

      {kTi4Frontier, kPlaceWhere.id, &PlaceWhereOnMap},
      {kTi4Frontier, kFrontierPlanets.id, &FrontierPlanets},

      {kTi4Place, kPlaceWhere.id, &PlaceWhereOnMap},
      {kTi4Place, kPlaceWhere.id, &PlaceWhere},
      {kTi4Place, kStationNoUnits.id, &StationNoUnits},
      {kTi4Place, kPlaceStructures.id, &PlaceStructures},

      {kTi4Activate, kPlaceWhere.id, &PlaceWhereOnMap},
      {kTi4Activate, kTurnActive.id, &TurnActiveActivate},
      {kTi4Activate, kActivateToken.id, &ActivateToken},

      {kTi4Move, kPlaceWhere.id, &PlaceWhereOnMap},
      {kTi4Move, kMoveActive.id, &MoveActive},
      {kTi4Move, kMoveRange.id, &MoveRange},
      {kTi4Move, kMoveUnits.id, &MoveUnits},

      {kTi4Combat, kPlaceWhere.id, &PlaceWhereOnMap},
      {kTi4Combat, engine::rules::kRandomHonest, &CoreRandomHonest},
      {kTi4Combat, kDestroyUnits.id, &DestroyUnitsCombat},
      {kTi4Combat, kCombatWinner.id, &CombatWinner},

      {kTi4Land, kStationLikePlanet.id, &StationLikePlanetOnMap},
      {kTi4Land, kStationNoUnits.id, &StationNoUnitsLand},
      {kTi4Land, kMoveActive.id, &MoveActiveLand},
      {kTi4Land, kMoveUnits.id, &MoveUnitsLand},

      {kTi4Destroy, kPlaceWhere.id, &PlaceWhereOnMap},
      {kTi4Destroy, kStationLikePlanet.id, &StationLikePlanetOnMap},
      {kTi4Destroy, kDestroyUnits.id, &DestroyUnits},

      {kTi4Control, kStationLikePlanet.id, &StationLikePlanetOnMap},
      {kTi4Control, kControlAlready.id, &ControlAlready},
      {kTi4Control, kControlPlanet.id, &ControlPlanet},
      {kTi4Control, kStationControl.id, &StationControl},
      {kTi4Control, kStationControlCombat.id, &StationControlCombat},
      {kTi4Control, kStationControlKeep.id, &StationControlKeep},

      {kTi4Exhaust, kStationLikePlanet.id, &StationLikePlanetOnMap},
      {kTi4Exhaust, kExhaustControl.id, &ExhaustControl},
      {kTi4Exhaust, kStationLikePlanet.id, &StationLikePlanet},
      {kTi4Exhaust, kStationExhaust.id, &StationExhaust},
      {kTi4Exhaust, kExhaustReady.id, &ExhaustReady},

      {kTi4Ready, kReadyWhen.id, &ReadyWhen},
      {kTi4Ready, kExhaustControl.id, &ExhaustControlReady},
      {kTi4Ready, kStationLikePlanet.id, &StationLikePlanetReady},
      {kTi4Ready, kStationReady.id, &StationReady},

      {kTi4Convert, kStationLikePlanet.id, &StationLikePlanetOnMap},
      {kTi4Convert, kStationConvert.id, &StationConvert},

      {kTi4Replenish, kCommodityValue.id, &CommodityValue},
      {kTi4Replenish, kStationCommodityValue.id, &StationCommodityValue},

      {kTi4Gain, kTransactGoods.id, &TransactGoodsGain},

      {kTi4Transact, kTransactNeighbors.id, &TransactNeighbors},
      {kTi4Transact, kStationNotNeighbors.id, &StationNotNeighbors},
      {kTi4Transact, kStationTransact.id, &StationTransact},
      {kTi4Transact, kTransactPhase.id, &TransactPhase},
      {kTi4Transact, kTransactNeighbors.id, &TransactNeighborsOnce},
      {kTi4Transact, kStationTransactOnce.id, &StationTransactOnce},
      {kTi4Transact, kTransactGoods.id, &TransactGoods},

      {kTi4Return, kStationCommodityExcess.id, &StationCommodityExcess},

      {kTi4Agenda, kPhaseOrder.id, &PhaseOrderAgenda},

      {kTi4Vote, kVoteInfluence.id, &VoteInfluence},
      {kTi4Vote, kStationVote.id, &StationVote},
      {kTi4Vote, kExhaustControl.id, &ExhaustControlVote},
      {kTi4Vote, kExhaustReady.id, &ExhaustReadyVote},

      {kTi4Score, kObjectiveCondition.id, &ObjectiveCondition},
      {kTi4Score, kObjectiveOnce.id, &ObjectiveOnce},
      {kTi4Score, kObjectiveHome.id, &ObjectiveHome},
      {kTi4Score, kStationObjective.id, &StationObjective},

      {kTi4Reveal, kObjectiveCondition.id, &ObjectiveConditionReveal},
      {kTi4Reveal, kObjectiveOnce.id, &ObjectiveOnceReveal},

      // Timing windows, action cards and component actions (rules/action_card.h).
      {kTi4Play, kTimingWindow.id, &TimingWindow},
      {kTi4Play, kComponentAction.id, &ComponentAction},
      {kTi4Play, kActionCardHand.id, &ActionCardHand},
      {kTi4Draw, kActionCardHand.id, &ActionCardHandCount},
      {kTi4Discard, kActionCardHand.id, &ActionCardHandCount},
      {kTi4Discard, kActionCardLimit.id, &ActionCardLimit},
      {kTi4Ability, kTimingWindow.id, &TimingWindowAbility},
      {kTi4Ability, kComponentAction.id, &ComponentActionAbility},
      {kTi4Ability, kExhaustReady.id, &ExhaustReadyTech},
      {kTi4Ability, kStationConvertNotGained.id, &StationConvertNotGained},
      // ---- Whole rounds (rules/strategy.h)
      {K::PHASE, kStrategyPick.id, &StrategyPicksMade},
      {K::PHASE, kActionOrder.id, &ActionOrderEnd},
      {K::TURN, kActionOrder.id, &ActionOrder},
      {kTi4Activate, kTokensTactic.id, &TokensTactic},
      {kTi4Pick, kStrategyPick.id, &StrategyPick},
      {kTi4Strategic, kStrategyPrimary.id, &StrategyPrimary},
      {kTi4Strategic, kStrategySecondary.id, &StrategySecondary},
      {kTi4Strategic, kStrategyEffect.id, &StrategyEffect},
      {kTi4Passed, kActionPass.id, &ActionPass},
      {kTi4Tokens, kTokensGain.id, &TokensGain},
      {kTi4Pools, kTokensGain.id, &TokensRedistribute},
      {kTi4Custodians, kCustodians.id, &Custodians},
      {kTi4Land, kCustodians.id, &CustodiansLand},
      {K::PHASE, kCustodiansAgenda.id, &CustodiansAgenda},
      {kTi4Research, kResearchWhen.id, &ResearchWhen},
      {kTi4Research, kResearchFaction.id, &ResearchFaction},
      {kTi4Research, kResearchPrerequisites.id, &ResearchPrerequisites},
      // ---- Status phase, production and ownership (rules/status.h, production.h,
      // ownership.h)
      {kTi4SecretDraw, kSecretLimit.id, &SecretLimit},
      {kTi4SecretScore, kSecretHeld.id, &SecretHeld},
      {kTi4SecretScore, kSecretOnce.id, &SecretOnce},
      {kTi4SecretScore, kSecretCondition.id, &SecretCondition},
      {kTi4Draw, kStatusDraw.id, &StatusDraw},
      {kTi4Place, kProductionLimit.id, &ProductionLimit},
      {kTi4Place, kProductionCost.id, &ProductionCost},
      {K::TURN, kFleetPool.id, &FleetPool},
      {K::PHASE, kFleetPool.id, &FleetPool},
      {K::TURN, kCapacity.id, &Capacity},
      {K::PHASE, kCapacity.id, &Capacity},
      {kTi4Spend, kSpendGoods.id, &SpendGoods},
      {kTi4Ability, kAbilityFaction.id, &AbilityFaction},
      {kTi4Ability, kAbilityTechnology.id, &AbilityTechnology},
      {kTi4Ability, kAbilityPillage.id, &AbilityPillage},
      // ---- The steps of a space combat and an invasion (rules/combat.h)
      {kTi4Step, kTimingStep.id, &TimingStep},
      // ---- One objective during or after each combat (rules/objective.h)
      {kTi4Score, kObjectiveCombat.id, &ObjectiveCombat},
      {kTi4SecretScore, kObjectiveCombat.id, &ObjectiveCombat},
  };
  return kTable;
}

std::span<const std::string_view> OwedRules() {
  static constexpr std::string_view kOwed[] = {
      kStationControl.id,         kControlPlanet.id,   kControlInvasion.id,
      kStationCommodityExcess.id, kStationFrontier.id, kFrontierPlanets.id,
      kStationReady.id,           kReadyWhen.id,       kActionCardLimit.id,
  };
  return kOwed;
}

std::span<const std::string_view> CountingRules() {
  static constexpr std::string_view kCounting[] = {kStationObjectiveHome.id};
  return kCounting;
}

}  // namespace rules

void Ti4State::DoCheck(const Event& e, std::vector<Violation>* out) const {
  // Every control gain an invasion held and `e` leaves out is named, as the core names the
  // consequences owed; RequiredBefore() names the first (ti4_owed.cc).
  if (PastHeldClaims(e) && !RequiredNow()) {
    for (size_t i = 1; i < held_.size(); ++i) {
      out->push_back(
          {RequiredRule(held_[i]), "expected " + EventText(held_[i]) + " before " + EventText(e)});
    }
  }
  // The rows of each event kind, in table order, found once.
  static const std::vector<std::vector<const rules::RuleCheck*>> kByKind = [] {
    std::vector<std::vector<const rules::RuleCheck*>> by_kind(kKnownKinds);
    for (const rules::RuleCheck& row : rules::CheckTable()) {
      by_kind[static_cast<uint16_t>(row.kind)].push_back(&row);
    }
    return by_kind;
  }();
  if (static_cast<uint16_t>(e.kind) >= kByKind.size()) return;
  struct Found {
    size_t about;  // Findings' order: the event, each card, the cards together
    Violation violation;
  };
  std::vector<Found> found;
  for (const rules::RuleCheck* row : kByKind[static_cast<uint16_t>(e.kind)]) {
    rules::Findings findings;
    row->check(*this, e, &findings);
    for (auto& [about, detail] : findings.found()) {
      found.push_back({about, {std::string(row->rule), std::move(detail)}});
    }
    if (findings.stopped()) break;
  }
  std::stable_sort(found.begin(), found.end(),
                   [](const Found& a, const Found& b) { return a.about < b.about; });
  for (Found& f : found) out->push_back(std::move(f.violation));
}

}  // namespace stardate::engine::ti4
