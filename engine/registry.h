// The games this build knows. Each rules module describes itself in one GameModule; the core
// (engine/*.h, library stardate_core) knows no game by name, and everything above it (the
// recorder, replayer, analyzer and command) finds a game by the rules module named in the log's
// header or the script's `game` line. A new game is a new folder with its GameModule plus one
// line in engine/registry.cc (and its library in engine/CMakeLists.txt).
//
// NewGame (engine/game.h) and AllRules / FindRule (engine/rule_catalogue.h) are defined here,
// over every registered game.
#ifndef STARDATE_ENGINE_REGISTRY_H_
#define STARDATE_ENGINE_REGISTRY_H_

#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/game_state.h"
#include "engine/rule_catalogue.h"

namespace stardate::engine {

// A choice the module makes where its rule texts leave a point open, tied to the rule it
// affects, so that `stardate rules` flags it beside the rule.
struct Interpretation {
  std::string_view rule;
  std::string_view choice;  // the choice, in a sentence, and where it is argued
};

struct GameModule {
  std::string_view name;     // the header's rulesModule, the script's `game` word: "stccg1e"
  std::string_view title;    // for people: "Star Trek CCG, First Edition"
  schema::GameKind kind;     // the header's gameKind
  int min_players = 2;
  int max_players = 2;
  // The module's rules, sorted by id, each cited (engine/rule_catalogue.h).
  std::span<const Rule> (*rules)() = nullptr;
  // The initial state of a game of this module; InvalidArgument for a setup it cannot play.
  Result<std::unique_ptr<GameState>> (*new_game)(const GameSetup& setup) = nullptr;
  // The module's interpretations of open points, by rule (may be empty).
  std::span<const Interpretation> interpretations;
};

// The interpretations every registered game makes for rule `id`.
std::vector<const Interpretation*> InterpretationsOf(std::string_view id);

// Every registered game, in registration order.
std::span<const GameModule* const> Games();
// The game whose module is `name`, or nullptr.
const GameModule* FindGame(std::string_view name);
// "stccg1e" or "stccg1e, ti4": the names, for messages.
std::string GameNames();

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_REGISTRY_H_
