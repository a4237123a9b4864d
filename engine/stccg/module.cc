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
    {rules::kCommandeerAttempt,
     "Dilemmas beneath Empok Nor are met by a commandeer attempt from Ops, resolved as a mission "
     "attempt; a stopped or replaced one stays beneath it (INTERPRETATIONS.md, \"Dilemmas beneath "
     "Empok Nor\")."},
    {rules::kReportNativeQuadrant,
     "A report by another card's text (Jem'Hadar Birthing Chamber, Devidian Door) is a stated "
     "effect and ignores the quadrant (INTERPRETATIONS.md, \"Reporting allowed by another "
     "card\")."},
    {rules::kReportDocked,
     "Unstated, a ship reports docked at a space facility and in orbit at a planet facility "
     "(INTERPRETATIONS.md, \"How a ship reports\")."},
    {rules::kCommandeerAffiliation,
     "ANIMAL is the Class column; only the facility changes hands; commandeering a ship is not "
     "modelled (INTERPRETATIONS.md, \"Commandeering (004)\")."},
    {rules::kInfiltrateReport,
     "The infiltration icon is the card list's <Affiliation> icon; reporting infiltrating goes to "
     "the opponent's facility in its native quadrant compatible with that affiliation, the "
     "infiltrator's own quadrant not judged (INTERPRETATIONS.md, \"The start of the infiltration "
     "rules\")."},
    {rules::kInfiltratePresent,
     "Present: same planet surface, ship, facility or site; a crew is compatible when one of its "
     "personnel is (INTERPRETATIONS.md, \"Infiltrating later\")."},
    {rules::kInfiltrateActions,
     "An infiltrator takes part when the infiltrated player's line names him; his player moves "
     "him alone (INTERPRETATIONS.md, \"Taking part\")."},
    {rules::kInfiltrateExposePersona,
     "The persona's presence owes the exposure; a card's exposure and incompatibilities are on "
     "the table's word (INTERPRETATIONS.md, \"Exposure and its consequences\")."},
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
