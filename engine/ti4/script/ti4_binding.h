// Binding between script lines and Twilight Imperium 4 events, both ways, and the TI4 script
// header (samples/ti4/README.md). The same shapes as recorder/binding.h, for games whose
// header says `game ti4`; the game registry picks these for that game.
//
// Systems are named by the system's name ("Bellatrix/Tsion Station"), a planet or station in
// it ("Bellatrix") or the tile id ("109"); planets and stations by name or id; units by
// phrases such as "2 cruisers", "war sun", "infantry from Jord" (moves) or "Bob: destroyer"
// (losses). Names are case-insensitive.
#ifndef STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_H_
#define STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_H_

#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/game_state.h"
#include "format/status.h"
#include "recorder/binding.h"
#include "recorder/script.h"

namespace stardate::recorder {

// The binding recorder/binding.cc registers for `game ti4`: the four functions below.
extern const ScriptBinding kTi4Binding;

// The event a TI4 step describes, played in `state` (a TI4 state). InvalidArgument naming
// "FILE:LINE:COLUMN", what was expected and the nearest valid choice.
Result<engine::Event> BindTi4Step(const engine::GameState& state, const ScriptStep& step,
                                  const std::string& file_name);

// The step BindTi4Step() turns back into `e` when played in `state` (the state before `e`).
ScriptStep Ti4StepForEvent(const engine::GameState& state, const engine::Event& e);

// The TI4 game setup of a script header: players with `faction`, `home` and
// `commodity-value` lines, and the map in `meta map`, `meta links`, `meta speaker` and
// `meta victory-points` (samples/ti4/README.md). `pool_paths` must be empty (TI4 has no card
// pool). Errors name the script and line.
Result<engine::GameSetup> Ti4SetupFromHeader(const ScriptHeader& header,
                                             const std::string& script_path,
                                             const std::vector<std::string>& pool_paths);

// The header Ti4SetupFromHeader() turns back into `setup`.
ScriptHeader Ti4HeaderForSetup(const engine::GameSetup& setup);

}  // namespace stardate::recorder

#endif  // STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_H_
