// The script binding of the Twilight Imperium 4 module, carried by its GameModule
// (engine/ti4/module.cc) for `game ti4`: script lines to TI4 events and back, and the TI4 script
// header (samples/ti4/README.md).
//
// Systems are named by the system's name ("Bellatrix/Tsion Station"), a planet or station in
// it ("Bellatrix") or the tile id ("109"); planets and stations by name or id; units by
// phrases such as "2 cruisers", "war sun", "infantry from Jord" (moves) or "Bob: destroyer"
// (losses). Names are case-insensitive.
//
// The header: players with `faction`, `home` and `commodity-value` lines, and the map in
// `meta map`, `meta links`, `meta speaker` and `meta victory-points`. A TI4 game has no card
// pool (a `pool` line or pool paths are an error). Errors name the script and line, what was
// expected and the nearest valid choice.
#ifndef STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_H_
#define STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_H_

#include "engine/script/binding.h"

namespace stardate::engine::ti4 {

extern const script::ScriptBinding kScriptBinding;

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_H_
