// The 1E catalogue: the areas' rules together. tests/engine/rule_catalogue_test.cc checks each
// quote against its file and against the words its rule is about.

#include "engine/stccg/rules/catalogue.h"

#include <vector>

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

namespace stardate::engine::stccg {
namespace {

// The core's rules as the 1E base rules state them (engine/CORE_RULES.md states them for every
// game): findings in a 1E game quote these.
const Rule kCoreCitations[] = {
    {engine::rules::kGameOver, rules::kSourceBase, "until one player scores 100 (or more) points",
     "No action may follow the end of the game (a concession)."},
    {engine::rules::kRequiredMissing, rules::kSourceBase,
     "Mandatory \"must\" actions come before optional ones.",
     "A required action (a resolution, a setup shuffle or draw, the end-of-turn draw) was "
     "omitted from the log."},
    {engine::rules::kWindowNone, rules::kSourceBase,
     "initiation (check conditions, choose targets, pay costs) \u2192 optional responses \u2192 "
     "results",
     "A pass or response was made while no action was waiting for responses."},
    {engine::rules::kWindowResponder, rules::kSourceBase,
     "When an action you initiated is in its optional responses step, your opponent has the "
     "first opportunity to initiate a response",
     "In a response window the opponent of the initiating player responds first, then the "
     "players alternate."},
};

}  // namespace

std::span<const Rule> CoreCitations() { return kCoreCitations; }

std::span<const Rule> Rules() {
  static const std::vector<Rule> sorted = [] {
    std::vector<Rule> all;
    for (std::span<const Rule> area :
         {rules::BattleRules(), rules::CardsRules(), rules::CommandeerRules(),
          rules::CountdownRules(), rules::DeprivationRules(), rules::DownloadRules(),
          rules::DrawRules(), rules::EffectRules(), rules::FacilityRules(),
          rules::InfiltrationRules(), rules::MissionRules(), rules::MoveRules(),
          rules::PersonnelBattleRules(), rules::ReportRules(), rules::ScoreRules(),
          rules::SeedRules(), rules::TurnRules(),
          // Dilemmas' own text (dilemma_abilities.cc).
          rules::DilemmaRules()}) {
      all.insert(all.end(), area.begin(), area.end());
    }
    return SortedRules(all);
  }();
  return sorted;
}

}  // namespace stardate::engine::stccg
