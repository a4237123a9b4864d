// stardate cards show TITLE [--game NAME] [--pool FILE...] [--json]
// stardate cards check [FILE...] [--game NAME] [--json]
//
// What every registered game has to show of its cards (engine/registry.h CardBook): card lists
// and what the engine derives from them, or a board game's pieces. The command knows no game:
// it asks each one, for its answers and for the words of its help.
#include <algorithm>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "cli/commands.h"
#include "engine/json_writer.h"
#include "engine/registry.h"
#include "engine/report_tree.h"

namespace stardate::cli {

namespace {

std::string Quoted(std::string_view s) { return "\"" + std::string(s) + "\""; }

// "<title>: <part>" for every registered game with cards whose `part` of its CardBook is not
// empty, joined by `separator`.
std::string PerGame(std::string_view engine::CardBook::*part, std::string_view separator) {
  std::string out;
  for (const engine::GameModule* g : engine::Games()) {
    if (g->cards == nullptr || (g->cards->*part).empty()) continue;
    if (!out.empty()) out += separator;
    out += std::string(g->title) + ": " + std::string(g->cards->*part);
  }
  return out;
}

// "e.g. "Deep Space 9" or "Mecatol Rex"": every game's example title.
std::string ExampleTitles() {
  std::string out;
  for (const engine::GameModule* g : engine::Games()) {
    if (g->cards == nullptr || g->cards->example.empty()) continue;
    out += (out.empty() ? "e.g. " : " or ") + Quoted(g->cards->example);
  }
  return out;
}

// The games the command asks: the one --game names, or every game with cards to show (with
// lists given, only the games that read lists). Empty with a usage message on a bad --game.
std::vector<const engine::GameModule*> GamesAsked(const std::string& game, bool lists_given,
                                                  bool need_check, std::string* error) {
  std::vector<const engine::GameModule*> out;
  if (!game.empty()) {
    const engine::GameModule* m = engine::FindGame(game);
    if (m == nullptr || m->cards == nullptr || (need_check && m->cards->check == nullptr)) {
      std::string which;
      for (const engine::GameModule* g : engine::Games()) {
        if (g->cards != nullptr && (!need_check || g->cards->check != nullptr)) {
          which += (which.empty() ? "" : ", ") + std::string(g->name);
        }
      }
      *error = "--game " + game + ": " +
               (m == nullptr ? "no such game"
                : need_check ? "it has no card check"
                             : "it has no cards") +
               "; expected one of: " + which;
      return out;
    }
    if (lists_given && m->cards->lists.empty()) {
      *error = "--pool: " + game + " reads only its built-in data; leave --pool out";
      return out;
    }
    out.push_back(m);
    return out;
  }
  for (const engine::GameModule* g : engine::Games()) {
    if (g->cards == nullptr || (need_check && g->cards->check == nullptr)) continue;
    if (lists_given && g->cards->lists.empty()) continue;
    out.push_back(g);
  }
  return out;
}

void AddCardsShow(CLI::App& cards, int* exit_code) {
  struct Args {
    std::string title;
    std::string game;
    std::vector<std::string> pool;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = cards.add_subcommand(
      "show", "Print a card of every game that has one by that title. " +
                  PerGame(&engine::CardBook::shows, " ") +
                  " Text output leaves out empty fields; --json has them all, each with its game.");
  cmd->add_option("title", args->title, "the card's title, " + ExampleTitles())->required();
  cmd->add_option("--game", args->game, "only this game's cards (" + engine::GameNames() + ")");
  cmd->add_option("--pool", args->pool,
                  "your card lists (" + PerGame(&engine::CardBook::lists, "; ") +
                      "); default: the game's built-in lists")
      ->expected(1, -1);
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    std::string usage;
    std::vector<const engine::GameModule*> games =
        GamesAsked(args->game, !args->pool.empty(), /*need_check=*/false, &usage);
    if (!usage.empty()) {
      *exit_code = FailUsage(usage, args->json);
      return;
    }
    std::vector<std::pair<const engine::GameModule*, engine::ReportNode>> shown;
    std::vector<std::string> sources, suggestions;
    for (const engine::GameModule* game : games) {
      Result<engine::CardsFound> found = game->cards->show(args->title, args->pool);
      if (!found.ok()) {
        *exit_code = Fail(found.status(), args->json);
        return;
      }
      sources.push_back(found->source);
      for (engine::ReportNode& card : found->cards) shown.emplace_back(game, std::move(card));
      for (std::string& s : found->suggestions) {
        if (suggestions.size() < 5 &&
            std::find(suggestions.begin(), suggestions.end(), s) == suggestions.end()) {
          suggestions.push_back(std::move(s));
        }
      }
    }
    if (shown.empty()) {
      std::string message = "no card titled " + Quoted(args->title) + " in ";
      for (size_t i = 0; i < sources.size(); ++i) message += (i > 0 ? ", " : "") + sources[i];
      if (!suggestions.empty()) {
        message += "; did you mean ";
        for (size_t i = 0; i < suggestions.size(); ++i) {
          if (i > 0) message += i + 1 == suggestions.size() ? " or " : ", ";
          message += Quoted(suggestions[i]);
        }
        message += "?";
      }
      *exit_code = Fail(Status::NotFound(message), args->json);
      return;
    }
    if (args->json) {
      engine::JsonWriter j;
      j.BeginArray();
      for (const auto& [game, card] : shown) {
        // Each card's members, after the game it belongs to.
        engine::ReportNode with_game;
        with_game.Add("game", std::string(game->name));
        for (const auto& member : std::get<engine::ReportMembers>(card.value)) {
          with_game.Add(member.first, member.second);
        }
        engine::WriteJson(with_game, &j);
      }
      j.EndArray();
      std::printf("%s\n", j.str().c_str());
    } else {
      // The game of each card is named when the cards come from more than one game.
      bool one_game = true;
      for (const auto& entry : shown) one_game &= entry.first == shown.front().first;
      std::string out;
      for (size_t i = 0; i < shown.size(); ++i) {
        if (i > 0) out += "\n";
        if (!one_game) out += "game: " + std::string(shown[i].first->name) + "\n";
        out += engine::ReportText(shown[i].second);
      }
      std::fputs(out.c_str(), stdout);
    }
    *exit_code = kExitOk;
  });
}

void AddCardsCheck(CLI::App& cards, int* exit_code) {
  struct Args {
    std::vector<std::string> paths;
    std::string game;
    bool json = false;
    bool coverage = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd =
      cards.add_subcommand("check", "Check card lists for what the rules modules cannot read. " +
                                        PerGame(&engine::CardBook::checks, " ") +
                                        " Exit 0 if all are read, 1 otherwise.");
  cmd->add_option("files", args->paths,
                  "card lists (" + PerGame(&engine::CardBook::lists, "; ") +
                      "); default: the game's built-in lists");
  cmd->add_option("--game", args->game, "only this game's check");
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->add_flag("--coverage", args->coverage,
                "instead: per card type, how many cards' game text the module reads fully, "
                "partly or not at all (exit 0)");
  cmd->callback([args, exit_code]() {
    std::string usage;
    std::vector<const engine::GameModule*> games =
        GamesAsked(args->game, !args->paths.empty(), /*need_check=*/true, &usage);
    if (!usage.empty()) {
      *exit_code = FailUsage(usage, args->json);
      return;
    }
    std::vector<engine::CardCheck> checks;
    std::vector<std::string_view> names;  // the game of each check
    for (const engine::GameModule* game : games) {
      if (args->coverage && game->cards->coverage == nullptr) continue;
      Result<engine::CardCheck> check =
          args->coverage ? game->cards->coverage(args->paths) : game->cards->check(args->paths);
      if (!check.ok()) {
        *exit_code = Fail(check.status(), args->json);
        return;
      }
      checks.push_back(std::move(*check));
      names.push_back(game->name);
    }
    bool clean = true;
    for (const engine::CardCheck& c : checks) clean &= c.clean;
    if (args->json) {
      // One game: its object, as before; several: an object per game.
      if (checks.size() == 1) {
        std::printf("%s\n", checks[0].json.c_str());
      } else {
        engine::JsonWriter j;
        j.BeginObject();
        for (size_t i = 0; i < checks.size(); ++i) j.Key(names[i]).Raw(checks[i].json);
        j.EndObject();
        std::printf("%s\n", j.str().c_str());
      }
    } else {
      for (const engine::CardCheck& c : checks) std::fputs(c.text.c_str(), stdout);
    }
    *exit_code = clean ? kExitOk : kExitBadInput;
  });
}

}  // namespace

void AddCards(CLI::App& app, int* exit_code) {
  CLI::App* cards =
      app.add_subcommand("cards", "Inspect the cards of every registered game: " +
                                      PerGame(&engine::CardBook::summary, "; ") + ".");
  cards->require_subcommand(1);
  AddCardsShow(*cards, exit_code);
  AddCardsCheck(*cards, exit_code);
}

}  // namespace stardate::cli
