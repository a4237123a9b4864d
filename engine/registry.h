// The games this build knows. Each rules module describes itself in one GameModule; the core
// (engine/*.h, library stardate_core) knows no game by name, and everything above it (the
// recorder, replayer, analyzer and command) finds a game by the rules module named in the log's
// header or the script's `game` line. The only list of games is kGames in engine/registry.cc.
//
// A new game needs:
//   - its folder engine/<game>/ with its library (engine/CMakeLists.txt): the rules module (a
//     GameState, engine/game_state.h) and its GameModule, every field below it can fill;
//   - its script binding in engine/<game>/script/ (engine/script/binding.h: the header to a
//     setup and back, each step to an event and back), carried by GameModule::script;
//   - its rules casebook folder, samples/<game>/casebook (GameModule::casebook), and sample
//     games in samples/<game>/ with their golden logs;
//   - one line in engine/registry.cc's kGames (and its library in stardate_engine's links).
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
#include "engine/game_stats.h"
#include "engine/game_state.h"
#include "engine/report_tree.h"
#include "engine/rule_catalogue.h"

namespace stardate::script {
struct ScriptBinding;  // engine/script/binding.h
}  // namespace stardate::script

namespace stardate::engine {

// A choice the module makes where its rule texts leave a point open, tied to the rule it
// affects, so that `stardate rules` flags it beside the rule.
struct Interpretation {
  std::string_view rule;
  std::string_view choice;  // the choice, in a sentence, and where it is argued
};

// What `stardate cards` shows of a game: its cards (for a board game, its pieces: planets,
// stations, systems) by title, read from the module's built-in data or from lists the user
// gives.
struct CardsFound {
  std::string source;                    // where they were looked up, for messages
  std::vector<ReportNode> cards;         // every match, each a set of members
  std::vector<std::string> suggestions;  // none matched: up to five close titles
};
// A check of card lists: the module's verdict, rendered both ways.
struct CardCheck {
  std::string text;                 // lines for people, ending with a summary line
  std::string json;                 // one JSON object
  std::vector<std::string> errors;  // what could not be read, one message each (standard error)
  bool clean = true;
};
struct CardBook {
  // What the user's lists are ("card lists in the trekcc CSV layout"); "" when the game reads
  // only its built-in data (then `--pool` does not apply to it).
  std::string_view lists;
  // The cards titled `title` (case and the module's title conventions as the game reads them).
  Result<CardsFound> (*show)(std::string_view title,
                             const std::vector<std::string>& lists) = nullptr;
  // Checks the lists (the built-in ones when empty) for what the module cannot read; null when
  // the module has no such check.
  Result<CardCheck> (*check)(const std::vector<std::string>& lists) = nullptr;
  // How much of the lists' game text the module reads, by card type (`cards check --coverage`);
  // null when the module does not say. Always clean.
  Result<CardCheck> (*coverage)(const std::vector<std::string>& lists) = nullptr;
  // Checks a deck file players hand in (`path`, in a layout the module reads; see `decks`)
  // against the lists (the built-in ones when empty): each line's card, the deck's composition
  // and the construction rules; not clean when a line names no card or a rule is broken. Null
  // when the game has no deck files.
  Result<CardCheck> (*check_deck)(const std::string& path,
                                  const std::vector<std::string>& lists) = nullptr;
  // For `stardate deck`'s help, with check_deck: the layouts it reads and where they are
  // described.
  std::string_view decks = {};
  // For `stardate cards`' help, each a phrase or sentences: what its cards are ("planets,
  // stations and systems"), what `show` prints of one, what `check` reports (with `check`), and
  // a title to give as an example.
  std::string_view summary;
  std::string_view shows;
  std::string_view checks;
  std::string_view example;
};

struct GameModule {
  std::string_view name;   // the header's rulesModule, the script's `game` word
  std::string_view title;  // the game's full name, for people
  // The number a header's superseded gameKind holds for its games, for readers that predate
  // rulesModule: each module's own, never reused.
  uint16_t header_number = 0;
  int min_players = 2;
  int max_players = 2;
  // The module's rules, sorted by id, each cited (engine/rule_catalogue.h).
  std::span<const Rule> (*rules)() = nullptr;
  // The core's rules (engine/CORE_RULES.md) as the module's own rule texts state them, for the
  // findings of its games; null or a subset: the core's citation stands for the rest.
  std::span<const Rule> (*core_citations)() = nullptr;
  // The initial state of a game of this module; InvalidArgument for a setup it cannot play.
  Result<std::unique_ptr<GameState>> (*new_game)(const GameSetup& setup) = nullptr;
  // The module's interpretations of open points, by rule (may be empty).
  std::span<const Interpretation> interpretations;
  // The start of the module's rule ids ("<game>.") and the repository folder of its rules
  // casebook ("samples/<game>/casebook"); the core's rules are cased in the first game's book.
  std::string_view rule_prefix;
  std::string_view casebook;
  // Its cards for `stardate cards`; null if it has none to show.
  const CardBook* cards = nullptr;
  // Its script binding (engine/<game>/script/): how its script lines become events and back;
  // null: its games have no script (the recorder refuses them, `dump` prints no steps).
  const script::ScriptBinding* script = nullptr;
  // What the archive catalogue counts of its games; null: only the core's facts.
  const GameStats* stats = nullptr;
  // Its board in the replay viewer (`stardate view`): a script that defines `gameView`
  // ({title, hidden, render(state)}, cli/view/page.html says what the page gives it), from the
  // module's view.js; null: the page shows the timeline alone.
  std::string_view (*view_script)() = nullptr;
  // Its part of a header written before headers had a module part (`header`: the whole header
  // message, whose superseded* fields held it), in the form it writes to GameSetup::
  // module_header now; null if the module never wrote such logs. Errors name `where`.
  Result<std::string> (*old_module_header)(const format::AlignedBuffer& header,
                                           const std::string& where) = nullptr;
  // What makes the module parts of two setups of its games different games, one phrase each
  // ("Alice's deck differs"), asked only when the parts' bytes differ; null: they differ.
  std::vector<std::string> (*setup_differences)(const GameSetup& a, const GameSetup& b) = nullptr;
};

// A log header read whole: DecodeHeader (engine/game.h), then, for a log written before headers
// had a module part, the module part its game reads from the old layout (old_module_header).
// Errors name `where`; a game no module plays is not an error here (NewGame says so).
Result<GameSetup> ReadLogHeader(const format::AlignedBuffer& message, const std::string& where);

// The header bytes of `setup` (EncodeHeader with its module's header_number; 0 for a game no
// module plays).
std::string EncodeLogHeader(const GameSetup& setup);

// What makes the setups of two games different games beyond the core's fields: the module's
// setup_differences, or "<module> setup differs" when the module parts' bytes differ.
std::vector<std::string> ModuleSetupDifferences(const GameSetup& a, const GameSetup& b);

// The interpretations every registered game makes for rule `id`.
std::vector<const Interpretation*> InterpretationsOf(std::string_view id);

// Every registered game, in registration order.
std::span<const GameModule* const> Games();
// The game whose module is `name`, or nullptr.
const GameModule* FindGame(std::string_view name);
// The registered names, comma-separated ("a" or "a, b"), for messages.
std::string GameNames();
// The game whose rules casebook shows rule `id` (by its prefix; the core's rules: the first
// game), never null while a game is registered.
const GameModule* CasebookGameOf(std::string_view rule_id);

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_REGISTRY_H_
