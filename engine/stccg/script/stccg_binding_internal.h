// What the two halves of the 1E script binding share (engine/stccg/script/stccg_binding.cc: the
// verbs; engine/stccg/script/stccg_header.cc: the header and the registration).
#ifndef STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_INTERNAL_H_
#define STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_INTERNAL_H_

#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/script/binding.h"

namespace stardate::engine::stccg::script_binding {

using script::CardRef;
using script::Error;
using script::PlayerDecl;
using script::ScriptHeader;
using script::ScriptStep;
using script::SourcePos;

// The binding's four functions (engine/script/binding.h, ScriptBinding).
Result<engine::Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                               const std::string& file_name);
ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e);
Result<engine::GameSetup> SetupFromHeader(const ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::vector<std::string>& pool_paths);
ScriptHeader HeaderForSetup(const engine::GameSetup& setup);

}  // namespace stardate::engine::stccg::script_binding

#endif  // STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_INTERNAL_H_
