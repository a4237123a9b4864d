// --as-player NAME: which player's view a command shows (engine::GameState::ViewFor).
#ifndef STARDATE_CLI_PLAYER_VIEW_H_
#define STARDATE_CLI_PLAYER_VIEW_H_

#include <CLI/CLI.hpp>
#include <cstdint>
#include <optional>
#include <string>

#include "engine/game.h"

namespace stardate::cli {

// Adds the --as-player option to `cmd`, storing the name in `*name` ("" = the full view).
void AddAsPlayerOption(CLI::App* cmd, std::string* name);

// The index of the player named `name` in the game `setup` of the log at `path`
// (engine::kEveryone when `name` is empty). An unknown name is a usage error: it is reported
// (as JSON with `json`) with the game's players and the nearest name, `*exit_code` is set to
// kExitUsage and nullopt returned.
std::optional<uint8_t> FindViewer(const engine::GameSetup& setup, const std::string& path,
                                  const std::string& name, int* exit_code, bool json);

}  // namespace stardate::cli

#endif  // STARDATE_CLI_PLAYER_VIEW_H_
