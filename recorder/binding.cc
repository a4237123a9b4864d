#include "recorder/binding.h"

#include "engine/registry.h"
#include "engine/stccg/script/stccg_binding.h"
#include "engine/ti4/script/ti4_binding.h"

namespace stardate::recorder {
namespace {

// The registered script bindings, each declared in its game's folder: one line each.
const ScriptBinding* const kBindings[] = {
    &stccg_script::kBinding,
    &kTi4Binding,
};

std::string BindingNames() {
  std::string out;
  for (const ScriptBinding* b : kBindings) {
    out += (out.empty() ? "'" : ", '") + std::string(b->game) + "'";
  }
  return out;
}

const ScriptBinding* BindingOf(const engine::GameState& state) {
  return FindBinding(state.ModuleName());
}

}  // namespace

const ScriptBinding* FindBinding(std::string_view game) {
  for (const ScriptBinding* b : kBindings) {
    if (b->game == game) return b;
  }
  return nullptr;
}

Result<engine::Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                               const std::string& file_name) {
  const ScriptBinding* b = BindingOf(state);
  if (b == nullptr) {
    return Status::Unsupported(file_name + ": no script binding for game '" +
                               std::string(state.ModuleName()) + "'");
  }
  return b->bind_step(state, step, file_name);
}

ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e) {
  const ScriptBinding* b = BindingOf(state);
  return b == nullptr ? ScriptStep() : b->step_for_event(state, e);
}

Result<engine::GameSetup> SetupFromHeader(const ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::vector<std::string>& pool_paths) {
  const ScriptBinding* b = FindBinding(header.game);
  if (b == nullptr) {
    return Status::Unsupported(script_path + ": game '" + header.game +
                               "' is not supported; this version records " + BindingNames());
  }
  return b->setup_from_header(header, script_path, pool_paths);
}

ScriptHeader HeaderForSetup(const engine::GameSetup& setup) {
  const ScriptBinding* b = FindBinding(setup.rules_module);
  if (b == nullptr) {
    ScriptHeader h;  // a game this build cannot bind: the common lines only
    h.format_version = "1";
    h.game = setup.rules_module;
    h.seed = setup.seed;
    h.has_seed = true;
    h.event = setup.event;
    h.round = setup.round;
    h.meta = setup.meta;
    return h;
  }
  return b->header_for_setup(setup);
}

}  // namespace stardate::recorder
