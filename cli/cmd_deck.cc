// stardate deck check FILE [--game NAME] [--pool CARDS.csv...] [--json]
//
// The decklists players hand in, read by the game that has them (engine/registry.h
// CardBook::check_deck): each line as written and the card it names, the deck's composition and
// the construction rules. The command knows no game.
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "engine/registry.h"

namespace stardate::cli {

namespace {

// The registered games that read deck files, in registration order.
std::vector<const engine::GameModule*> GamesWithDecks() {
  std::vector<const engine::GameModule*> out;
  for (const engine::GameModule* g : engine::Games()) {
    if (g->cards != nullptr && g->cards->check_deck != nullptr) out.push_back(g);
  }
  return out;
}

// The games whose decks the command reads, each "NAME: LAYOUTS", one a line, for the help.
std::string DeckGames() {
  std::string out;
  for (const engine::GameModule* g : GamesWithDecks()) {
    out += "\n  " + std::string(g->name) + ": " + std::string(g->cards->decks);
  }
  return out;
}

// The game --game names, or the only game with deck files. Null with a usage message in `error`.
const engine::GameModule* DeckGame(const std::string& name, std::string* error) {
  const std::vector<const engine::GameModule*> with_decks = GamesWithDecks();
  std::string names;
  for (const engine::GameModule* g : with_decks) {
    names += (names.empty() ? "" : ", ") + std::string(g->name);
  }
  if (name.empty()) {
    if (with_decks.size() == 1) return with_decks.front();
    *error = "--game: name the game whose deck this is (" + names + ")";
    return nullptr;
  }
  for (const engine::GameModule* g : with_decks) {
    if (g->name == name) return g;
  }
  *error = "--game " + name + ": " +
           (engine::FindGame(name) == nullptr ? "no such game" : "this game has no deck files") +
           "; games with deck files: " + names;
  return nullptr;
}

void AddDeckCheck(CLI::App& deck, int* exit_code) {
  struct Args {
    std::string path;
    std::string game;
    std::vector<std::string> pool;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = deck.add_subcommand(
      "check",
      "Resolve every line of a deck file against the card lists, and print each line's card, "
      "the deck's composition and the construction rules' checks. Exit 1 if a line does not "
      "resolve or a check fails. The games and the layouts they read:" +
          DeckGames());
  cmd->add_option("file", args->path, "the deck file")->required();
  cmd->add_option("--pool", args->pool,
                  "your card lists in the trekcc CSV layout; default: the built-in lists "
                  "(the community's Physical.csv and Virtual.csv)")
      ->expected(1, -1);
  cmd->add_option("--game", args->game,
                  "the game whose deck this is (needed only when several games read decks)");
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    std::string error;
    const engine::GameModule* game = DeckGame(args->game, &error);
    if (game == nullptr) {
      *exit_code = FailUsage(error, args->json);
      return;
    }
    Result<engine::CardCheck> check = game->cards->check_deck(args->path, args->pool);
    if (!check.ok()) {
      *exit_code = Fail(check.status(), args->json);
      return;
    }
    if (args->json) {
      std::printf("%s\n", check->json.c_str());
    } else {
      std::fputs(check->text.c_str(), stdout);
      std::fflush(stdout);
      for (const std::string& e : check->errors) std::fprintf(stderr, "stardate: %s\n", e.c_str());
    }
    *exit_code = check->clean ? kExitOk : kExitBadInput;
  });
}

}  // namespace

void AddDeck(CLI::App& app, int* exit_code) {
  CLI::App* deck =
      app.add_subcommand("deck", "Read the decklists players hand in (docs/deck-files.md).");
  deck->require_subcommand(1);
  AddDeckCheck(*deck, exit_code);
}

}  // namespace stardate::cli
