#include "engine/ti4/module.h"

#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/rules/control.h"
#include "engine/ti4/rules/objective.h"
#include "engine/ti4/rules/ownership.h"
#include "engine/ti4/rules/production.h"
#include "engine/ti4/rules/research.h"
#include "engine/ti4/rules/station.h"
#include "engine/ti4/rules/status.h"
#include "engine/ti4/rules/strategy.h"
#include "engine/ti4/rules/table.h"
#include "engine/ti4/rules/transact.h"
#include "engine/ti4/script/ti4_binding.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {
namespace {

// The open questions of the station notes (engine/ti4/INTERPRETATIONS.md, where each is argued).
constexpr Interpretation kInterpretations[] = {
    // Open questions of the station notes, and the module's other choices for them.
    {rules::kStationControl.id,
     "Ground forces on a planet in a station's system contest the station: while another "
     "player has any unit in the system, nobody gains it (INTERPRETATIONS.md 1)."},
    {rules::kStationControlKeep.id,
     "Producing or placing a ship does not capture a controlled station; only ships moved in "
     "during a tactical action do (INTERPRETATIONS.md 2)."},
    {rules::kStationReady.id,
     "Stations ready in the agenda phase's ready step too, since it readies planets "
     "(INTERPRETATIONS.md 3)."},
    {rules::kStationExhaust.id,
     "A station is gained exhausted, as a planet card is (INTERPRETATIONS.md 4)."},
    {rules::kStationCommodityValue.id,
     "The state shows a player's station commodity tokens beside their commodity value; the "
     "reminder checks nothing (INTERPRETATIONS.md 5)."},
    {rules::kStationConvertNotGained.id,
     "Trade goods converted at a station are counted apart from those gained from the supply "
     "(INTERPRETATIONS.md 6)."},
    {rules::kStationNotNeighbors.id,
     "A controlled station never makes its controller a neighbour; units in its system still "
     "do (INTERPRETATIONS.md 7)."},
    {rules::kStationObjective.id,
     "Stations never count toward an objective, nor among a home system's planets "
     "(INTERPRETATIONS.md 8)."},
    {rules::kStationCommodityExcess.id,
     "Excess commodities are owed as soon as the station is lost, and named once if the next "
     "step does not return them (INTERPRETATIONS.md 9)."},
    {rules::kCombatWinner.id,
     "Written casualties are the table's report; with none written the seed rolls the combat "
     "and hits fall on the cheapest ships (INTERPRETATIONS.md 10)."},
    {rules::kTransactPhase.id,
     "In the action phase one side of a transaction is the active player; the agenda phase "
     "allows any pair once per agenda; only commodities and trade goods are modelled "
     "(INTERPRETATIONS.md 11)."},
    {rules::kCombatWinner.id,
     "A written winner is never replaced: at a table the loser's ships in the system are "
     "destroyed, under the seed a winner its dice do not give is a finding "
     "(INTERPRETATIONS.md 12)."},
    {rules::kControlPlanet.id,
     "A control gain the rules refuse is flagged once and changes nothing: the state keeps the "
     "controller the rules give (INTERPRETATIONS.md 13)."},
    // Timing windows and action cards.
    {rules::kTimingWindow.id,
     "Passes need not be written: the next step of the game closes the open windows, and a "
     "written pass or response takes the players before it as having passed; a log that writes "
     "a combat or an invasion as one event has a window after the movement, the combat and a "
     "commitment, where the cards timed at their steps are played (INTERPRETATIONS.md 14)."},
    {rules::kTimingWindow.id,
     "A timing the engine does not read is taken on the table's word, as is every action card's "
     "effect but Sabotage's (INTERPRETATIONS.md 15)."},
    // Whole rounds
    {rules::kStrategyPick.id,
     "A log that picks no strategy card is a record of the board alone: picks, initiative "
     "order and command-token pools are judged from the first pick on (INTERPRETATIONS.md 16)."},
    {rules::kStrategyPick.id,
     "Trade goods go on the unpicked cards when the action phase begins (INTERPRETATIONS.md 17)."},
    {rules::kTokensGain.id,
     "Command tokens gained and redistributed are written by the table and checked against "
     "Leadership, Warfare and the status phase; reinforcements are not counted "
     "(INTERPRETATIONS.md 18)."},
    {rules::kStrategyPick.id,
     "Strategy cards go back when the next strategy or agenda phase begins, so the status "
     "phase still knows who held which (INTERPRETATIONS.md 19)."},
    {rules::kStrategySecondary.id,
     "Trade's secondary is free for the players its primary names (INTERPRETATIONS.md 20)."},
    {rules::kResearchWhen.id,
     "The resources a research or a secondary costs are written with the verbs that say them "
     "and not tied to the card (INTERPRETATIONS.md 21)."},
    {rules::kObjectiveOnce.id,
     "Imperial's holder may score one public objective in the turn its primary is resolved; "
     "its Mecatol Rex point goes to the planet's controller (INTERPRETATIONS.md 22)."},
    // The steps of a space combat and an invasion.
    {rules::kTimingStep.id,
     "A written `step` of a space combat or an invasion opens its own window; a card timed at "
     "a step is legal in that step's window and a finding in another's (INTERPRETATIONS.md "
     "23)."},
    {rules::kTimingWindow.id,
     "In the action phase a window goes in initiative order from the active player, as a cycle "
     "of the turn order; before the first pick, and in the other phases, from the speaker or "
     "the active player clockwise (INTERPRETATIONS.md 24)."},
    {rules::kTimingStep.id,
     "A card timed before or after a step is played in that step's window, and whose ships a "
     "step's card concerns is not judged but where its timing says (INTERPRETATIONS.md 25)."},
    // Status phase, production and ownership.
    {rules::kSecretHeld.id,
     "Secret objectives are held face down as a count: a score needs one unscored held and a "
     "card nobody has scored (INTERPRETATIONS.md 26)."},
    {rules::kSecretCondition.id,
     "Secret requirements on planets, units, ships and technologies are counted on the state; "
     "the others are taken on the table's word (INTERPRETATIONS.md 27)."},
    {rules::kStatusDraw.id,
     "Each player's status-phase action card is written as a draw of one; a second draw, or "
     "another number, is a finding (INTERPRETATIONS.md 28)."},
    {rules::kDestroyUnits.id,
     "Damage is not modelled: a hit that SUSTAIN DAMAGE cancels is no casualty, and the status "
     "phase's repair changes nothing (INTERPRETATIONS.md 29)."},
    {rules::kProductionLimit.id,
     "Every placement of ships or ground forces in the action phase but an ability's is "
     "production, judged against the system's space docks and the turn's resources spent "
     "(INTERPRETATIONS.md 30)."},
    {rules::kFleetPool.id,
     "The fleet pool and capacity are judged when the next turn or phase begins, in the systems "
     "the player's units arrived in during the turn (INTERPRETATIONS.md 31)."},
    {rules::kAbilityFaction.id,
     "A faction ability is its faction's player's, a technology its researcher's or starting "
     "owner's; Pillage's neighbour and trade-good conditions are judged (INTERPRETATIONS.md "
     "32)."},
    // Owed draws, placements by abilities and scoring in combat.
    {rules::kStatusDraw.id,
     "A status-phase action card left unwritten is owed when the next phase begins: filled in "
     "for a script and told, a finding in a recorded log (INTERPRETATIONS.md 33)."},
    {rules::kProductionLimit.id,
     "Units an ability places (`places by-ability`) are not produced: no PRODUCTION, cost or "
     "production step binds them (INTERPRETATIONS.md 34)."},
    {rules::kObjectiveCombat.id,
     "From a space combat's first event until the turn ends, a player scores one objective at "
     "most; a ground combat written in steps is a new combat (INTERPRETATIONS.md 35)."},
    {rules::kTimingWindow.id,
     "A card whose timing speaks of the player's own ships, ground forces or opponent in a "
     "combat is a finding when its player had no units in that combat (INTERPRETATIONS.md "
     "36)."},
    // An invasion written in steps.
    {rules::kControlInvasion.id,
     "In a tactical action written in steps, an invaded planet's control gain is owed once the "
     "invasion's later steps (space cannon defense, ground combat) are past, not at the "
     "commitment (INTERPRETATIONS.md 37)."},
};

}  // namespace

// The base game plays three to eight players (data/reference/ti4-base-rules.md); the space
// station samples are three-player games.
const GameModule kModule = {
    .name = "ti4",
    .title = "Twilight Imperium, 4th edition (space stations)",
    .header_number = 1,
    .min_players = 3,
    .max_players = 8,
    .rules = &Ti4Rules,
    .new_game = &NewTi4Game,
    .interpretations = kInterpretations,
    .rule_prefix = "ti4.",
    .casebook = "samples/ti4/casebook",
    .cards = &kCardBook,
    .script = &kScriptBinding,
    .stats = &kStats,
    .view_script = &ViewScript,
};

}  // namespace stardate::engine::ti4
