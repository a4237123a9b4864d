#include "cli/player_view.h"

#include <vector>

#include "cli/commands.h"
#include "engine/script/suggest.h"

namespace stardate::cli {

void AddAsPlayerOption(CLI::App* cmd, std::string* name) {
  cmd->add_option("--as-player", *name,
                  "show only what this player could see at each point: not the other player's "
                  "hand or face-down cards, no deck order, no seed");
}

std::optional<uint8_t> FindViewer(const engine::GameSetup& setup, const std::string& path,
                                  const std::string& name, int* exit_code, bool json) {
  if (name.empty()) return engine::kEveryone;
  std::vector<std::string> names;
  for (size_t p = 0; p < setup.players.size(); ++p) {
    if (setup.players[p].name == name) return static_cast<uint8_t>(p);
    names.push_back(setup.players[p].name);
  }
  // Every player is listed, so the nearest valid choice is always named; a likely typo also
  // gets its "did you mean".
  *exit_code = FailUsage(path + ": --as-player: expected one of the game's players (" +
                             script::JoinNames(names) + "), found '" + name + "'" +
                             script::DidYouMean(name, names),
                         json);
  return std::nullopt;
}

}  // namespace stardate::cli
