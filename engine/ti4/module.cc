#include "engine/ti4/module.h"

#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/station.h"
#include "engine/ti4/rules/strategy.h"
#include "engine/ti4/rules/table.h"
#include "engine/ti4/script/ti4_binding.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {
namespace {

// The open questions of the station notes (engine/ti4/INTERPRETATIONS.md, where each is argued).
constexpr Interpretation kInterpretations[] = {
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
    // Timing windows and action cards.
    {rules::kTimingWindow.id,
     "In the action phase the players answer in a window from the active player in seating "
     "(clockwise) order, standing in for initiative order; a space combat and an invasion are "
     "each one event, so a card timed at one of their rounds or steps is played in the window "
     "after the movement or after the combat (INTERPRETATIONS.md 14)."},
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
    {rules::kStrategySecondary.id,
     "Trade's secondary is free for the players its primary names (INTERPRETATIONS.md 20)."},
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
