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
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/game_state.h"
#include "format/status.h"
#include "recorder/script.h"

namespace stardate::recorder {

// How one game's script lines become events and back: its verbs, its names for cards and
// players, and how its header becomes a GameSetup. The grammar (lines, quoting, comments,
// indentation, the header's common lines) is shared (recorder/script.h); each game registers
// its binding in recorder/binding.cc, and the functions below dispatch to it.
struct ScriptBinding {
  std::string_view game;  // the script's `game` word and the engine's module name
  Result<engine::GameSetup> (*setup_from_header)(const ScriptHeader& header,
                                                 const std::string& script_path,
                                                 const std::vector<std::string>& pool_paths);
  ScriptHeader (*header_for_setup)(const engine::GameSetup& setup);
  Result<engine::Event> (*bind_step)(const engine::GameState& state, const ScriptStep& step,
                                     const std::string& file_name);
  ScriptStep (*step_for_event)(const engine::GameState& state, const engine::Event& e);
};

// For the bindings, with the shared grammar (recorder/script_header.cc):
// "FILE:LINE:COLUMN" of a script position, and an InvalidArgument naming it.
std::string At(const std::string& file, SourcePos pos);
Status Error(const std::string& file, SourcePos pos, const std::string& what);
// The setup fields every game's header gives alike: the module (the `game` word), the seed, the
// source of randomness (InvalidArgument when the seed decides and no `seed` line was given),
// event, round and script name. Meta and the module's part are the binding's.
Result<engine::GameSetup> CommonSetup(const ScriptHeader& header, const std::string& script_path);
// Those lines back (`stardate 1`, game, seed with has_seed set, randomness, event, round); meta,
// pool and players are the binding's.
ScriptHeader CommonHeader(const engine::GameSetup& setup);

// The binding of game `game`, or nullptr.
const ScriptBinding* FindBinding(std::string_view game);

// The event a step describes, played in `state`. InvalidArgument naming
// "FILE:LINE:COLUMN" for an unknown verb, player or card.
Result<engine::Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                               const std::string& file_name);

// The step that BindStep() turns back into `e` when played in `state` (the state before `e`).
ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e);

// Game setup for a script header, by its `game` line (Unsupported naming the games this build
// records for another). A game with card lists reads them from `pool_paths` if non-empty, else
// from the header's `pool` line (each list relative to the script's folder, then to the working
// folder), else from the lists built into the program; the setup's module part embeds only what
// the decks use and names the lists read (each binding's setup_from_header says what it keeps).
Result<engine::GameSetup> SetupFromHeader(const ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::vector<std::string>& pool_paths);

// The header that SetupFromHeader() turns back into `setup`. Its pool line is absent when the
// built-in lists give exactly the setup's card rows (so the script records from any folder),
// else it names the lists the recording read.
ScriptHeader HeaderForSetup(const engine::GameSetup& setup);

}  // namespace stardate::recorder

#endif  // STARDATE_RECORDER_BINDING_H_
