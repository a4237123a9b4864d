#include "engine/registry.h"

#include <vector>

#include "engine/stccg/module.h"
#include "engine/ti4/module.h"

namespace stardate::engine {
namespace {

// The registered games: one line each.
const GameModule* const kGames[] = {
    &stccg::kModule,
    &ti4::kModule,
};

std::vector<Rule> BuildAll() {
  std::vector<Rule> all(CoreRules().begin(), CoreRules().end());
  for (const GameModule* game : kGames) {
    for (const Rule& r : game->rules()) all.push_back(r);
  }
  return all;
}

}  // namespace

std::span<const GameModule* const> Games() { return kGames; }

const GameModule* FindGame(std::string_view name) {
  for (const GameModule* game : kGames) {
    if (game->name == name) return game;
  }
  return nullptr;
}

std::string GameNames() {
  std::string out;
  for (const GameModule* game : kGames) out += (out.empty() ? "" : ", ") + std::string(game->name);
  return out;
}

Result<std::unique_ptr<GameState>> NewGame(const GameSetup& setup) {
  const GameModule* game = FindGame(setup.rules_module);
  if (game == nullptr) {
    return Status::Unsupported("game '" + setup.rules_module +
                               "' has no rules module in this version (it plays " + GameNames() +
                               ")");
  }
  const int n = static_cast<int>(setup.players.size());
  if (n < game->min_players || n > game->max_players) {
    std::string range =
        game->min_players == game->max_players
            ? std::to_string(game->min_players)
            : std::to_string(game->min_players) + " to " + std::to_string(game->max_players);
    return Status::InvalidArgument("a " + std::string(game->name) + " game has " + range +
                                   " players; the setup names " + std::to_string(n));
  }
  auto state = game->new_game(setup);
  if (state.ok() && setup.seed_state != SeedState::IN_HEADER) {
    (*state)->WithholdSeed(setup.seed_known);
  }
  return state;
}

Result<GameSetup> ReadLogHeader(const format::AlignedBuffer& message, const std::string& where) {
  Result<GameSetup> setup = DecodeHeader(message, where);
  if (!setup.ok() || !setup->module_header.empty()) return setup;
  const GameModule* game = FindGame(setup->rules_module);
  if (game == nullptr || game->old_module_header == nullptr) return setup;
  Result<std::string> part = game->old_module_header(message, where + ": header");
  if (!part.ok()) return part.status();
  setup->module_header = std::move(part).value();
  return setup;
}

std::string EncodeLogHeader(const GameSetup& setup) {
  const GameModule* game = FindGame(setup.rules_module);
  return EncodeHeader(setup, game == nullptr ? 0 : game->header_number);
}

std::vector<std::string> ModuleSetupDifferences(const GameSetup& a, const GameSetup& b) {
  // The same bytes are the same setup (a fork's parts, usually): nothing to decode.
  if (a.module_header == b.module_header) return {};
  const GameModule* game = FindGame(a.rules_module);
  if (a.rules_module == b.rules_module && game != nullptr && game->setup_differences != nullptr) {
    return game->setup_differences(a, b);
  }
  return {a.rules_module + " setup differs"};
}

const GameModule* CasebookGameOf(std::string_view rule_id) {
  for (const GameModule* game : kGames) {
    if (!game->rule_prefix.empty() &&
        rule_id.substr(0, game->rule_prefix.size()) == game->rule_prefix) {
      return game;
    }
  }
  return kGames[0];
}

std::vector<const Interpretation*> InterpretationsOf(std::string_view id) {
  std::vector<const Interpretation*> out;
  for (const GameModule* game : kGames) {
    for (const Interpretation& i : game->interpretations) {
      if (i.rule == id) out.push_back(&i);
    }
  }
  return out;
}

std::span<const Rule> AllRules() {
  static const std::vector<Rule> all = BuildAll();
  return all;
}

const Rule* FindRule(std::string_view id, std::string_view game) {
  const GameModule* module = FindGame(game);
  if (module != nullptr && module->core_citations != nullptr) {
    for (const Rule& r : module->core_citations()) {
      if (r.id == id) return &r;
    }
  }
  return FindRule(id);
}

const Rule* FindRule(std::string_view id) {
  for (const Rule& r : AllRules()) {
    if (r.id == id) return &r;
  }
  return nullptr;
}

}  // namespace stardate::engine
