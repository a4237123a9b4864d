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
     "winner and random casualty come with the battle's written end (INTERPRETATIONS.md, "
     "\"Personnel battle\")."},
    {rules::kBattleAffiliation,
     "GEMP's table for the affiliations no text names (Klingon, Kazon, Non-Aligned, Neutral "
     "attack anyone; the others anyone but their own); a multi-affiliation card is taken in the "
     "affiliation that allows the attack; a card's permission is stated with `allows` and lasts "
     "while the card is on the table (INTERPRETATIONS.md, \"Affiliation attack restrictions\")."},
    {rules::kBattleTactic,
     "Tactics are played from hand in the battle's window, one per player; printed bonuses "
     "unless stated; no ATTACK bonus without usable WEAPONS; discarded when the battle resolves "
     "(INTERPRETATIONS.md, \"Tactics\")."},
    {rules::kBattlePersonnelCasualty,
     "The casualty is one of the losing side's personnel at the place not mortally wounded, "
     "stunned included; equal STRENGTH: no winner; a battle whose end is not written has none "
     "(INTERPRETATIONS.md, \"End of a personnel battle\")."},
    {rules::kDownloadOncePerGame,
     "Once per game per title: per player, downloading card title and downloaded card title "
     "(INTERPRETATIONS.md, \"Special downloads once per game\")."},
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
