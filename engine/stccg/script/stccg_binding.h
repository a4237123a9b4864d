// The script binding of the Star Trek CCG 1E module: its verbs, card titles, deck sections and
// card pools, carried by its GameModule (engine/stccg/module.cc) for `game stccg1e`.
#ifndef STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_H_
#define STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_H_

#include "engine/script/binding.h"

namespace stardate::engine::stccg {

extern const script::ScriptBinding kScriptBinding;

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_H_
