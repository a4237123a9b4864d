#include "recorder/binding.h"

#include "engine/registry.h"

namespace stardate::recorder {
namespace {

// The registered games that have a script binding, quoted, for messages.
std::string BindingNames() {
  std::string out;
  for (const engine::GameModule* game : engine::Games()) {
    if (game->script == nullptr) continue;
    out += (out.empty() ? "'" : ", '") + std::string(game->name) + "'";
  }
  return out;
}

const script::ScriptBinding* BindingOf(const engine::GameState& state) {
  return FindBinding(state.ModuleName());
}

}  // namespace

const script::ScriptBinding* FindBinding(std::string_view game) {
  const engine::GameModule* module = engine::FindGame(game);
  return module == nullptr ? nullptr : module->script;
}

Result<engine::Event> BindStep(const engine::GameState& state, const script::ScriptStep& step,
                               const std::string& file_name) {
  const script::ScriptBinding* b = BindingOf(state);
  if (b == nullptr) {
    return Status::Unsupported(file_name + ": no script binding for game '" +
                               std::string(state.ModuleName()) + "'");
  }
  return b->bind_step(state, step, file_name);
}

script::ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e) {
  const script::ScriptBinding* b = BindingOf(state);
  return b == nullptr ? script::ScriptStep() : b->step_for_event(state, e);
}

Result<engine::GameSetup> SetupFromHeader(const script::ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::vector<std::string>& pool_paths) {
  const script::ScriptBinding* b = FindBinding(header.game);
  if (b == nullptr) {
    return Status::Unsupported(script_path + ": game '" + header.game +
                               "' is not supported; this version records " + BindingNames());
  }
  return b->setup_from_header(header, script_path, pool_paths);
}

script::ScriptHeader HeaderForSetup(const engine::GameSetup& setup) {
  const script::ScriptBinding* b = FindBinding(setup.rules_module);
  if (b == nullptr) {
    script::ScriptHeader h;  // a game this build cannot bind: the common lines only
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
