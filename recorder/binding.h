// The recorder's dispatch to each game's script binding (engine/script/binding.h), found
// through the game registry (engine/registry.h) by the game's name: the recorder names no game.
#ifndef STARDATE_RECORDER_BINDING_H_
#define STARDATE_RECORDER_BINDING_H_

#include <string>
#include <string_view>
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/game_state.h"
#include "engine/script/binding.h"
#include "engine/script/script.h"
#include "format/status.h"

namespace stardate::recorder {

// The binding of game `game`, or nullptr.
const script::ScriptBinding* FindBinding(std::string_view game);

// The event a step describes, played in `state`. InvalidArgument naming
// "FILE:LINE:COLUMN" for an unknown verb, player or card.
Result<engine::Event> BindStep(const engine::GameState& state, const script::ScriptStep& step,
                               const std::string& file_name);

// The step that BindStep() turns back into `e` when played in `state` (the state before `e`).
script::ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e);

// Game setup for a script header, by its `game` line (Unsupported naming the games this build
// records for another). A game with card lists reads them from `pool_paths` if non-empty, else
// from the header's `pool` line (each list relative to the script's folder, then to the working
// folder), else from the lists built into the program; the setup's module part embeds only what
// the decks use and names the lists read (each binding's setup_from_header says what it keeps).
Result<engine::GameSetup> SetupFromHeader(const script::ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::vector<std::string>& pool_paths);

// The header that SetupFromHeader() turns back into `setup`. Its pool line is absent when the
// built-in lists give exactly the setup's card rows (so the script records from any folder),
// else it names the lists the recording read.
script::ScriptHeader HeaderForSetup(const engine::GameSetup& setup);

}  // namespace stardate::recorder

#endif  // STARDATE_RECORDER_BINDING_H_
