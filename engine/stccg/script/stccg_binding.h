// The script binding of the Star Trek CCG 1E module: its verbs, card titles, deck sections and
// card pools (recorder/binding.h dispatches to it for `game stccg1e`).
#ifndef STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_H_
#define STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_H_

#include "recorder/binding.h"

namespace stardate::recorder::stccg_script {

extern const ScriptBinding kBinding;

}  // namespace stardate::recorder::stccg_script

#endif  // STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_H_
