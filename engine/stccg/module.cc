#include "engine/stccg/module.h"

#include "engine/rule_catalogue.h"
#include "engine/stccg/card_book.h"
#include "engine/stccg/rules/battle.h"
#include "engine/stccg/rules/catalogue.h"
#include "engine/stccg/rules/cards.h"
#include "engine/stccg/rules/commandeer.h"
#include "engine/stccg/rules/countdown.h"
#include "engine/stccg/rules/deprivation.h"
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
#include "engine/stccg/script/stccg_binding.h"
#include "engine/stccg/stccg_setup.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

// The open points of the rule texts, each tied to the rule it affects; every row of
// engine/stccg/INTERPRETATIONS.md has one here, citing the row by its point.
constexpr Interpretation kInterpretations[] = {
    {rules::kDilemmaOrder.id,
     "The first card seeded beneath a mission is the bottom card, met first; a dilemma not got "
     "past keeps its place (INTERPRETATIONS.md, \"Seed order under a mission\")."},
    {rules::kMissionRequirements.id,
     "Skills are the skill words of a personnel's text and its Class; requirements the engine "
     "cannot read are taken on the table's word (INTERPRETATIONS.md, \"Skills from the card "
     "list\")."},
    {rules::kGameResult.id,
     "The game ends with the card draw that leaves both draw decks empty; equal scores are a "
     "draw; bonus points count in full (INTERPRETATIONS.md, \"End of the game\")."},
    {rules::kStopped.id,
     "A stop lasts until the next turn begins; battles stop personnel, not ships "
     "(INTERPRETATIONS.md, \"Who a stop stops\")."},
    {rules::kBattlePersonnelStrength.id,
     "Stun: higher STRENGTH; mortal wound: more than double; pairings are the table's, and the "
     "winner and random casualty come with the battle's written end (INTERPRETATIONS.md, "
     "\"Personnel battle\")."},
    {rules::kCommandeerAttempt.id,
     "Dilemmas beneath Empok Nor are met by a commandeer attempt from Ops, resolved as a mission "
     "attempt; a stopped or replaced one stays beneath it (INTERPRETATIONS.md, \"Dilemmas beneath "
     "Empok Nor\")."},
    {rules::kReportNativeQuadrant.id,
     "A report by another card's text (Jem'Hadar Birthing Chamber, Devidian Door) is a stated "
     "effect and ignores the quadrant (INTERPRETATIONS.md, \"Reporting allowed by another "
     "card\")."},
    {rules::kReportDocked.id,
     "Unstated, a ship reports docked at a space facility and in orbit at a planet facility "
     "(INTERPRETATIONS.md, \"How a ship reports\")."},
    {rules::kCommandeerAffiliation.id,
     "ANIMAL is the Class column; only the facility changes hands; commandeering a ship is not "
     "modelled (INTERPRETATIONS.md, \"Commandeering (004)\")."},
    {rules::kInfiltrateReport.id,
     "The infiltration icon is the card list's <Affiliation> icon; reporting infiltrating goes to "
     "the opponent's facility in its native quadrant compatible with that affiliation, the "
     "infiltrator's own quadrant not judged (INTERPRETATIONS.md, \"The start of the infiltration "
     "rules\")."},
    {rules::kInfiltratePresent.id,
     "Present: same planet surface, ship, facility or site; a crew is compatible when one of its "
     "personnel is (INTERPRETATIONS.md, \"Infiltrating later\")."},
    {rules::kInfiltrateActions.id,
     "An infiltrator takes part when the infiltrated player's line names him; his player moves "
     "him alone (INTERPRETATIONS.md, \"Taking part\")."},
    {rules::kInfiltrateExposePersona.id,
     "The persona's presence owes the exposure; a card's exposure and incompatibilities are on "
     "the table's word (INTERPRETATIONS.md, \"Exposure and its consequences\")."},
    // The older points, one entry per row of INTERPRETATIONS.md (a test checks every row).
    {engine::rules::kWindowResponder,
     "After a nested response resolves, the enclosing window reopens with its passes reset and "
     "the resolved response's initiator's opponent first (INTERPRETATIONS.md, \"Who responds "
     "after a nested response resolves\")."},
    {engine::rules::kWindowNone,
     "Seeding opens no response window: seed cards are placed, not played (INTERPRETATIONS.md, "
     "\"Response windows while seeding\")."},
    {rules::kTurnPhaseOrder.id,
     "Phases are events the engine emits before an action of a later phase; going back is a "
     "finding, skipping a phase is allowed (INTERPRETATIONS.md, \"Phase steps\")."},
    {rules::kTurnOrder.id,
     "Before turn 1 each player shuffles, then draws seven; the first player is whoever the "
     "script names in turn 1; unused seed cards leave the game (INTERPRETATIONS.md, \"Start of "
     "play\")."},
    {rules::kDrawOpeningHand.id,
     "A draw before turn 1 is an opening draw after the player's shuffle; an eighth is a finding "
     "(INTERPRETATIONS.md, \"Opening draws written by the script\")."},
    {rules::kCommandeerEmpokNorDilemmas.id,
     "A dilemma naming the station in its text or lore seeds beneath it, and forbids "
     "commandeering while it lies there (INTERPRETATIONS.md, \"Dilemmas beneath Empok Nor\")."},
    {rules::kCardDraw.id,
     "The card draw ends the turn: the engine requires it before the next turn unless the draw "
     "deck is empty (INTERPRETATIONS.md, \"End of turn\")."},
    {engine::rules::kGameOver,
     "A concession ends the game at once; any event after it is a finding (INTERPRETATIONS.md, "
     "\"Conceding\")."},
    {rules::kResponseInterrupt.id,
     "An interrupt or the defender's return fire may go into an open window; another action "
     "there by the non-acting player is a finding (INTERPRETATIONS.md, \"Valid responses\")."},
    {engine::rules::kWindowResponder,
     "An action that is no response while a window is open means the passes were not written: "
     "one finding, every pending action resolves as if all passed (INTERPRETATIONS.md, "
     "\"Missing passes\")."},
    {engine::rules::kRequiredMissing,
     "Each consequence left out is named in its own finding, then taken as carried out "
     "(INTERPRETATIONS.md, \"Omitted consequences\")."},
    {rules::kBattleReturnFire.id,
     "Written return fire is part of the battle and opens no window; without it the target "
     "returns fire at the lead attacker automatically (INTERPRETATIONS.md, \"Return fire\")."},
    {rules::kWalkStopped.id,
     "The end of a walk stops the walkers for the turn; reporting to a site does not "
     "(INTERPRETATIONS.md, \"Walking after a stop\")."},
    {rules::kCardDraw.id,
     "At a table a draw deck is a set: a named draw must come from the player's own deck, an "
     "unnamed one is an unknown card in hand; a written shuffle is a fact (INTERPRETATIONS.md, "
     "\"The table's randomness\")."},
    {rules::kFacilityBuildEngineer.id,
     "A compatible ENGINEER of the named affiliation or species; an affiliation name counts as "
     "a species name (INTERPRETATIONS.md, \"ENGINEER for an outpost\")."},
    {rules::kResponseInterrupt.id,
     "Interrupt and doorway texts are not modelled: an interrupt resolves to the discard pile, "
     "a seeded doorway goes there (INTERPRETATIONS.md, \"Card text of interrupts and "
     "doorways\")."},
    {rules::kReportCompatible.id,
     "Compatible: matching affiliation, or either card Non-Aligned or Neutral; equipment with any "
     "facility; treaties not modelled (INTERPRETATIONS.md, \"Compatibility\")."},
    {rules::kSeedCardType.id,
     "A seeded mission goes to the right-hand end of its quadrant's spaceline; region adjacency "
     "is not checked (INTERPRETATIONS.md, \"Spaceline placement\")."},
    {rules::kFacilityOutpostIcon.id,
     "\"At any [S] mission\" replaces the affiliation-icon requirement with a space mission "
     "(INTERPRETATIONS.md, \"Outposts whose text names their placement\")."},
    {rules::kFlyStaffed.id,
     "[Cmd] personnel fill [Cmd] icons, then [Stf]; one crew member matches the ship's "
     "affiliation; undocking, docking and firing do not check staffing (INTERPRETATIONS.md, "
     "\"Staffing\")."},
    {rules::kFlyRange.id,
     "RANGE cost: the spans of every mission entered, the destination included; restored each "
     "turn; no flight between quadrants (INTERPRETATIONS.md, \"Flying\")."},
    {rules::kReportNativeQuadrant.id,
     "A card's native quadrant comes from its icons, else Alpha; equipment is native everywhere "
     "(INTERPRETATIONS.md, \"Native quadrant\")."},
    {rules::kCardFromHand.id,
     "An illegal action is applied as the table played it, so the rest of the game can be "
     "audited (INTERPRETATIONS.md, \"Faithful application\")."},
    {rules::kFacilityDestroyedKill.id,
     "Destroyed cards, killed personnel and repairs are the table's to write; the recorder "
     "fills in only mechanical steps (INTERPRETATIONS.md, \"Consequences are the table's to "
     "carry out\")."},
    {rules::kBattleInitiation.id,
     "Docked DEFENSE adds half the facility's SHIELDS, rounded down; hit: ATTACK > DEFENSE, "
     "direct hit: more than double; every firing card needs a leader (INTERPRETATIONS.md, "
     "\"Ship battle\")."},
    {rules::kRepairFacility.id,
     "\"Two of your full turns\": docked at a repairing facility at the start of two of its "
     "owner's turns in a row; undocking resets the count (INTERPRETATIONS.md, \"Repair "
     "time\")."},
    {rules::kFacilityNotDuplicatable.id,
     "A not-duplicatable facility may not enter play while a copy is in play, whoever controls "
     "it (INTERPRETATIONS.md, \"Not duplicatable\")."},
    {rules::kFacilityStationLocation.id,
     "Bajor Region by region or keywords; \"plays at X\" by title or location; Empok Nor's % is "
     "the universal icon (INTERPRETATIONS.md, \"Station placement\")."},
    {rules::kFacilityHeadquartersHomeworld.id,
     "\"Seeds or plays on X\": a homeworld whose location or title is X (INTERPRETATIONS.md, "
     "\"Headquarters placement\")."},
    {rules::kReportStation.id,
     "Cards report to a Nor's sites, only with a docking site, and the site's text must name the "
     "card's classification (INTERPRETATIONS.md, \"Reporting to a Nor\")."},
    {rules::kCommandeerAllowed.id,
     "Only a Nor, by a Computer Skill personnel at Ops with no opposing personnel aboard; the "
     "written affiliation is taken (INTERPRETATIONS.md, \"Commandeering\")."},
    {rules::kDilemmaOrder.id,
     "A dilemma written stopped or replaced stays beneath the mission in its place, unless its "
     "text ends \"Discard dilemma.\" and it stopped the team; overcome, killed and discarded "
     "discard it (INTERPRETATIONS.md, \"Where a dilemma not got past goes\")."},
    {rules::kMissionSolve.id,
     "A fixed point box is what solving scores; a starred or X box scores what the line states; "
     "bonus points count in full (INTERPRETATIONS.md, \"Points of a mission\")."},
    {rules::kDownloadSource.id,
     "A card downloads what its text names after \"DL/\"; other download wording is not read "
     "(INTERPRETATIONS.md, \"Downloads\")."},
    {rules::kEffectStated.id,
     "A stated reshuffle puts the named cards back into the draw deck: on top under the seed, "
     "into the unordered set at a table (INTERPRETATIONS.md, \"Reshuffling into the draw "
     "deck\")."},
    {rules::kMissionFairPlay.id,
     "Fair Play in play forbids solving the opponent's unique mission under 40 points without "
     "a copy of it; in a solve's window it makes the solve score nothing (INTERPRETATIONS.md, "
     "\"Fair Play\")."},
    {rules::kBattleAffiliation.id,
     "GEMP's table for the affiliations no text names (Klingon, Kazon, Non-Aligned, Neutral "
     "attack anyone; the others anyone but their own); a multi-affiliation card is taken in the "
     "affiliation that allows the attack; a card's permission is stated with `allows` and lasts "
     "while the card is on the table (INTERPRETATIONS.md, \"Affiliation attack restrictions\")."},
    {rules::kBattleTactic.id,
     "Tactics are played from hand in the battle's window, one per player; printed bonuses "
     "unless stated; no ATTACK bonus without usable WEAPONS; discarded when the battle resolves "
     "(INTERPRETATIONS.md, \"Tactics\")."},
    {rules::kBattlePersonnelCasualty.id,
     "The casualty is one of the losing side's personnel at the place not mortally wounded, "
     "stunned included; equal STRENGTH: no winner; a battle whose end is not written has none "
     "(INTERPRETATIONS.md, \"End of a personnel battle\")."},
    {rules::kDownloadOncePerGame.id,
     "Once per game per title: per player, downloading card title and downloaded card title "
     "(INTERPRETATIONS.md, \"Special downloads once per game\")."},
    {rules::kJemHadarSuicide.id,
     "Present with the changeling: the same planet surface, ship, facility or Nor site; "
     "attacking it: the attackers of a personnel battle there and the ships and facilities that "
     "fired on its ship or facility this turn (INTERPRETATIONS.md, \"Jem'Hadar suicide\")."},
    {rules::kWhiteDeprivation.id,
     "One group per planet surface, ship or facility; one group at a time; any Ketracel-White "
     "present prevents it; the victim is chosen among the group's survivors once the battle is "
     "over (INTERPRETATIONS.md, \"White deprivation\")."},
    {rules::kWhiteDeprivationBlows.id,
     "The battle is over when the white-deprived have no blow left that STRENGTH allows; their "
     "adversaries strike theirs before (INTERPRETATIONS.md, \"White deprivation\")."},
    {rules::kAttemptTeam.id,
     "Aboard a ship or space facility its controller controls: a crew; on a planet, in a planet "
     "facility or an uncontrolled one: an Away Team; aboard the opponent's: intruders "
     "(INTERPRETATIONS.md, \"Crew, Away Team, intruders\")."},
    {rules::kEnterCompatible.id,
     "From a docked ship, boarding an outpost is a beam checked for compatibility, boarding a "
     "Nor a walk that is not (INTERPRETATIONS.md, \"Boarding from a docked ship\")."},
    {engine::rules::kRequiredMissing,
     "The consequences the engine owes come before any other action, so no commandeering falls "
     "between one and its completion; the ruling has no check of its own (INTERPRETATIONS.md, "
     "\"Required actions and commandeering\")."},
    {rules::kRepairFacility.id,
     "An uncontrolled Nor's site text is inactive except docking; its Docking Pylons repair "
     "nothing; Neutral, so compatible with every affiliation but the Borg "
     "(INTERPRETATIONS.md, \"Empok Nor's sites before it is commandeered\")."},
    {rules::kUseOpponentOutpost.id,
     "Both players use the Ferengi Trading Post, and non-Borg cards report and board it "
     "regardless of affiliation (INTERPRETATIONS.md, \"Ferengi Trading Post\")."},
    {rules::kFacilityNativeQuadrant.id,
     "Chamber of Ministers may be built on the Mirror Universe Bajor, never seeded there, and "
     "allows no reporting there (INTERPRETATIONS.md, \"Chamber of Ministers on the Mirror "
     "Universe Bajor\")."},
    {rules::kInfiltrateNotIntruder.id,
     "Infiltrators are public: both players' views list them (INTERPRETATIONS.md, \"Who knows "
     "of an infiltrator\")."},
    {rules::kJemHadarSuicide.id,
     "\"Any NAME\": a personnel whose title holds the name as whole words or whose Persona "
     "column names it, never an impersonator; \"any Nor\": a station whose title or lore names "
     "a Nor (INTERPRETATIONS.md, \"\"Any\" and personas\")."},
    {rules::kKetracelWhiteCountdown.id,
     "UNCONFIRMED: Ketracel-White counts down by one at the end of each of its owner's turns with "
     "the owner's [KW] personnel present ([3]: three such turns) and is discarded at zero; The "
     "Great Link's planet stops it, a Supply Depot resets it, a stated stop keeps it this turn "
     "(INTERPRETATIONS.md, \"Ketracel-White's countdown\")."},
    {rules::kKetracelWhiteRation.id,
     "Rationing is the card list's text: in the owner's turn, the owner's Vorta present names the "
     "only Ketracel-White present to count down at its end (INTERPRETATIONS.md, "
     "\"Ketracel-White's countdown\")."},
    {rules::kInfiltrateActions.id,
     "UNCONFIRMED: house arrest lasts until the infiltrator is exposed (any of the three ways); "
     "meanwhile he moves, attempts, battles and staffs nothing (INTERPRETATIONS.md, \"House "
     "arrest\")."},
    {rules::kSeedCardType.id,
     "An event, incident or objective seeds only when its text says so, in the phase its text "
     "names, else in the doorway or facility phase (INTERPRETATIONS.md, \"Seed phases of seed "
     "cards\")."},
    {rules::kDownloadInitiation.id,
     "Ops' download counts as valid targets the player's personnel and ships the site takes, "
     "compatible with its Nor (INTERPRETATIONS.md, \"Ops' download targets\")."},
    {rules::kCardAuDoor.id,
     "An [AU] card's door is a card of its player's in play on the table whose text lets [AU] "
     "cards in; how many a turn, and doors closed by other cards, are the table's word "
     "(INTERPRETATIONS.md, \"Doors for [AU] cards\")."},
    {rules::kScoreMissionSpecialist.id,
     "A mission specialist is a personnel with the Mission Specialist keyword at the mission its "
     "player solved last, whose skill (its text after its classification) the requirements name "
     "(INTERPRETATIONS.md, \"Mission specialists' points\")."},
    {rules::kCardQsTent.id,
     "A take names the Q's Tent played from hand; the card taken, chosen or at random, is the "
     "table's word, and the turn's card draw is no longer owed (INTERPRETATIONS.md, \"Q's Tent "
     "takes\")."},
    {rules::kResponseInterrupt.id,
     "A doorway whose text plays it on the table is played like an interrupt: no normal card "
     "play, and it stays on the table, open (INTERPRETATIONS.md, \"Doorways played during the "
     "game\")."},
    {rules::kDilemmaCondition.id,
     "A dilemma's kinds of personnel are counted by their Keywords and its hand weapons by the "
     "team's equipment; a member the Keywords do not settle, or any equipment present, leaves a "
     "condition the personnel fail to the table (INTERPRETATIONS.md, \"Kinds of personnel and "
     "equipment in dilemma conditions\")."},
};

}  // namespace

const GameModule kModule = {
    .name = "stccg1e",
    .title = "Star Trek CCG, First Edition",
    .header_number = 0,
    .min_players = 2,
    .max_players = 2,
    .rules = &Rules,
    .core_citations = &CoreCitations,
    .new_game = &NewStccgGame,
    .interpretations = kInterpretations,
    .rule_prefix = "stccg.",
    .casebook = "samples/stccg/casebook",
    .cards = &kCardBook,
    .script = &kScriptBinding,
    .stats = &kStats,
    .view_script = &ViewScript,
    .old_module_header = &UpgradeOldStccgHeader,
    .setup_differences = &StccgSetupDifferences,
};

}  // namespace stardate::engine::stccg
