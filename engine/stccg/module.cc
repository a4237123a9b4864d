#include "engine/stccg/module.h"

#include "engine/stccg/card_book.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

// The open points of mission play, personnel battle and the end of the game (the older ones are
// listed by area in engine/stccg/INTERPRETATIONS.md).
constexpr Interpretation kInterpretations[] = {
    {rules::kDilemmaOrder,
     "The first card seeded beneath a mission is the bottom card, met first; a dilemma not got "
     "past keeps its place (INTERPRETATIONS.md, \"Seed order under a mission\")."},
    {rules::kMissionRequirements,
     "Skills are the skill words of a personnel's text and its Class; requirements the engine "
     "cannot read are taken on the table's word (INTERPRETATIONS.md, \"Skills from the card "
     "list\")."},
    {rules::kGameResult,
     "The game ends with the card draw that leaves both draw decks empty; equal scores are a "
     "draw; bonus points count in full (INTERPRETATIONS.md, \"End of the game\")."},
    {rules::kStopped,
     "A stop lasts until the next turn begins; battles stop personnel, not ships "
     "(INTERPRETATIONS.md, \"Who a stop stops\")."},
    {rules::kBattlePersonnelStrength,
     "Stun: higher STRENGTH; mortal wound: more than double; pairings are the table's, and the "
     "random casualty is not computed (INTERPRETATIONS.md, \"Personnel battle\")."},
    {rules::kJemHadarSuicide,
     "Present with the changeling: the same planet surface, ship, facility or Nor site; "
     "attacking it: the attackers of a personnel battle there and the ships and facilities that "
     "fired on its ship or facility this turn (INTERPRETATIONS.md, \"Jem'Hadar suicide\")."},
    {rules::kWhiteDeprivation,
     "One group per planet surface, ship or facility; one group at a time; any Ketracel-White "
     "present prevents it; the victim is chosen among the group's survivors once the battle is "
     "over (INTERPRETATIONS.md, \"White deprivation\")."},
    {rules::kWhiteDeprivationBlows,
     "The battle is over when the white-deprived have no blow left that STRENGTH allows; their "
     "adversaries strike theirs before (INTERPRETATIONS.md, \"White deprivation\")."},
};

}  // namespace

const GameModule kModule = {
    .name = "stccg1e",
    .title = "Star Trek CCG, First Edition",
    .kind = schema::GameKind::STCCG1E,
    .min_players = 2,
    .max_players = 2,
    .rules = &Rules,
    .core_citations = &CoreCitations,
    .new_game = &NewStccgGame,
    .interpretations = kInterpretations,
    .rule_prefix = "stccg.",
    .casebook = "samples/stccg/casebook",
    .cards = &kCardBook,
    .stats = &kStats,
};

}  // namespace stardate::engine::stccg
