// What the two halves of the TI4 script binding share (engine/ti4/script/ti4_binding.cc: the
// verbs; engine/ti4/script/ti4_header.cc: the header and the binding the module carries).
#ifndef STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_INTERNAL_H_
#define STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_INTERNAL_H_

#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/game_state.h"
#include "engine/script/binding.h"
#include "format/status.h"

namespace stardate::engine::ti4::script_binding {

using script::CardRef;
using script::Error;
using script::PlayerDecl;
using script::ScriptHeader;
using script::ScriptStep;
using script::SourcePos;

// The binding's four functions (engine/script/binding.h, ScriptBinding), for a TI4 state.
Result<engine::Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                               const std::string& file_name);
ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e);
Result<engine::GameSetup> SetupFromHeader(const ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::vector<std::string>& pool_paths);
ScriptHeader HeaderForSetup(const engine::GameSetup& setup);

}  // namespace stardate::engine::ti4::script_binding

#endif  // STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_INTERNAL_H_
