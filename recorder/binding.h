// Binding between the text script (recorder/script.h) and engine events, both ways.
//
// Card references resolve against the state the step is played in: "Title"#k is the k-th
// instance of that title in the game (card ids in header order, player 0's deck first); a bare
// "Title" picks the acting player's copy where the action expects it (hand for plays, seed deck
// for seeding, in play for orders; missions and facilities of either player for targets), the
// lowest-numbered copy first.
#ifndef STARDATE_RECORDER_BINDING_H_
#define STARDATE_RECORDER_BINDING_H_

#include <string>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/game_state.h"
#include "format/status.h"
#include "recorder/script.h"

namespace stardate::recorder {

// The event a step describes, played in `state`. InvalidArgument naming
// "FILE:LINE:COLUMN" for an unknown verb, player or card.
Result<engine::Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                               const std::string& file_name);

// The step that BindStep() turns back into `e` when played in `state` (the state before `e`).
ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e);

// Game setup for a script header. The card pool is read from `pool_path` if non-empty, else
// from the header's `pool` line (relative to the script's folder, then to the working
// folder). The setup embeds only the pool rows the decks use.
Result<engine::GameSetup> SetupFromHeader(const ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::string& pool_path);

// The header that SetupFromHeader() turns back into `setup` (the pool line names
// setup.pool_source).
ScriptHeader HeaderForSetup(const engine::GameSetup& setup);

}  // namespace stardate::recorder

#endif  // STARDATE_RECORDER_BINDING_H_
