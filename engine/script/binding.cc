#include "engine/script/binding.h"

namespace stardate::script {

std::string At(const std::string& file, SourcePos pos) {
  return file + ":" + std::to_string(pos.line) + ":" + std::to_string(pos.column);
}

Status Error(const std::string& file, SourcePos pos, const std::string& what) {
  return Status::InvalidArgument(At(file, pos) + ": " + what);
}

Result<engine::GameSetup> CommonSetup(const ScriptHeader& header, const std::string& script_path) {
  engine::GameSetup setup;
  setup.rules_module = header.game;
  setup.seed = header.seed;
  // A transcript's shuffles and draws happened at a table unless the header says the seed
  // decided them; a game the seed decides needs the seed.
  setup.randomness =
      header.randomness == "seed" ? engine::Randomness::SEED : engine::Randomness::TABLE;
  if (setup.randomness == engine::Randomness::SEED && !header.has_seed) {
    return Status::InvalidArgument(script_path +
                                   ": 'randomness seed' needs a 'seed N' line after 'game'");
  }
  setup.event = header.event;
  setup.round = header.round;
  setup.script_name = script_path;
  return setup;
}

ScriptHeader CommonHeader(const engine::GameSetup& setup) {
  ScriptHeader h;
  h.format_version = "1";
  h.game = setup.rules_module;
  h.seed = setup.seed;
  h.has_seed = true;
  h.randomness = setup.randomness == engine::Randomness::SEED ? "seed" : "table";
  h.event = setup.event;
  h.round = setup.round;
  return h;
}

}  // namespace stardate::script
