// How one game's script lines become events and back: the interface each game's binding
// implements (engine/<game>/script/), and the header lines every game reads alike.
//
// Card references resolve against the state the step is played in: "Title"#k is the k-th
// instance of that title in the game (card ids in header order, player 0's deck first); a bare
// "Title" picks the acting player's copy where the action expects it (hand for plays, seed deck
// for seeding, in play for orders; missions and facilities of either player for targets), the
// lowest-numbered copy first.
#ifndef STARDATE_ENGINE_SCRIPT_BINDING_H_
#define STARDATE_ENGINE_SCRIPT_BINDING_H_

#include <string>
#include <string_view>
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/game_state.h"
#include "engine/script/script.h"
#include "format/status.h"

namespace stardate::script {

// One game's verbs, its names for cards and players, and how its header becomes a GameSetup.
// The grammar (lines, quoting, comments, indentation, the header's common lines) is shared
// (engine/script/script.h); each game's GameModule (engine/registry.h) carries its binding, and
// the recorder (recorder/binding.h) dispatches to it by the game's name.
struct ScriptBinding {
  Result<engine::GameSetup> (*setup_from_header)(const ScriptHeader& header,
                                                 const std::string& script_path,
                                                 const std::vector<std::string>& pool_paths);
  ScriptHeader (*header_for_setup)(const engine::GameSetup& setup);
  Result<engine::Event> (*bind_step)(const engine::GameState& state, const ScriptStep& step,
                                     const std::string& file_name);
  ScriptStep (*step_for_event)(const engine::GameState& state, const engine::Event& e);
};

// For the bindings (engine/script/binding.cc): "FILE:LINE:COLUMN" of a script position, and an
// InvalidArgument naming it.
std::string At(const std::string& file, SourcePos pos);
Status Error(const std::string& file, SourcePos pos, const std::string& what);
// The setup fields every game's header gives alike: the module (the `game` word), the seed, the
// source of randomness (InvalidArgument when the seed decides and no `seed` line was given),
// event, round and script name. Meta and the module's part are the binding's.
Result<engine::GameSetup> CommonSetup(const ScriptHeader& header, const std::string& script_path);
// Those lines back (`stardate 1`, game, seed with has_seed set, randomness, event, round); meta,
// pool and players are the binding's.
ScriptHeader CommonHeader(const engine::GameSetup& setup);

}  // namespace stardate::script

#endif  // STARDATE_ENGINE_SCRIPT_BINDING_H_
