// stardate rules [ID] [--json] [--casebook DIR] [--case NAME] [--interpretations]: the rule
// catalogue with citations, the casebook games (cli/casebook.h) that show each rule broken and
// kept, and every game's interpretations of the points its rule texts leave open.
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "cli/casebook.h"
#include "cli/commands.h"
#include "engine/json_writer.h"
#include "engine/registry.h"
#include "engine/rule_catalogue.h"

namespace stardate::cli {
namespace {

std::string CountLabel(size_t n) {
  if (n == 0) return "[no casebook case]";
  return "[" + std::to_string(n) + " casebook case" + (n == 1 ? "" : "s") + "]";
}

// The nearest case name to `name` (most leading characters in common), for messages.
std::string NearestCase(const Casebook& book, const std::string& name) {
  std::string best;
  size_t best_common = 0;
  for (const std::string& c : book.CaseNames()) {
    size_t n = 0;
    while (n < c.size() && n < name.size() && c[n] == name[n]) ++n;
    if (n > best_common) {
      best_common = n;
      best = c;
    }
  }
  return best;
}

// `stardate rules --case NAME`: the case's script, or with --json the script and its
// expected audit.
int PrintCase(const Casebook& book, std::string name, bool json) {
  if (name.size() > 7 && name.compare(name.size() - 7, 7, ".sdgame") == 0) {
    name.resize(name.size() - 7);
  }
  const std::string* script = book.File(name + ".sdgame");
  if (script == nullptr) {
    std::string nearest = NearestCase(book, name);
    return FailUsage("no casebook case '" + name + "' in " + book.origin() +
                         (nearest.empty() ? "" : " (did you mean '" + nearest + "'?)"),
                     json);
  }
  if (!json) {
    std::fputs(script->c_str(), stdout);
    return kExitOk;
  }
  engine::JsonWriter j;
  j.BeginObject();
  j.Key("case").String(name);
  j.Key("script").String(*script);
  const std::string* audit = book.File(name + ".audit.json");
  if (audit != nullptr) {
    std::string raw = *audit;
    while (!raw.empty() && (raw.back() == '\n' || raw.back() == '\r')) raw.pop_back();
    j.Key("expectedAudit").Raw(raw);
  } else {
    j.Key("expectedAudit").Null();
  }
  j.EndObject();
  std::printf("%s\n", j.str().c_str());
  return kExitOk;
}

// The games that cite rule `id` (a core rule) in their own rule texts, with their citation.
std::vector<std::pair<std::string_view, const engine::Rule*>> GameCitations(std::string_view id) {
  std::vector<std::pair<std::string_view, const engine::Rule*>> out;
  for (const engine::GameModule* game : engine::Games()) {
    const engine::Rule* cited = engine::FindRule(id, game->name);
    if (cited != nullptr && cited != engine::FindRule(id)) out.emplace_back(game->name, cited);
  }
  return out;
}

// `stardate rules --interpretations [ID]`: every choice each registered game makes where its
// rule texts are silent, with the rule it affects (all of them, or those of rule `id`).
int PrintInterpretations(const std::string& id, bool json) {
  if (!id.empty() && engine::FindRule(id) == nullptr) {
    return FailUsage("no rule '" + id + "' (try 'stardate rules')", json);
  }
  engine::JsonWriter j;
  std::string text;
  size_t count = 0;
  if (json) j.BeginArray();
  for (const engine::GameModule* game : engine::Games()) {
    std::string block;
    for (const engine::Interpretation& i : game->interpretations) {
      if (!id.empty() && i.rule != id) continue;
      ++count;
      const engine::Rule* rule = engine::FindRule(i.rule, game->name);
      if (json) {
        j.BeginObject();
        j.Key("game").String(game->name);
        j.Key("rule").String(i.rule);
        j.Key("ruleSummary").String(rule != nullptr ? rule->summary : "");
        j.Key("choice").String(i.choice);
        j.EndObject();
      } else {
        block += "  " + std::string(i.rule) + "\n    " + std::string(i.choice) + "\n";
      }
    }
    if (!block.empty()) {
      text += std::string(game->name) + " (" + std::string(game->title) + ")\n" + block;
    }
  }
  if (json) {
    j.EndArray();
    std::printf("%s\n", j.str().c_str());
    return kExitOk;
  }
  if (count == 0) text = "no interpretation concerns rule " + id + "\n";
  std::fputs(text.c_str(), stdout);
  return kExitOk;
}

// "samples/a/casebook/ and samples/b/casebook/": every registered game's casebook folder.
std::string CasebookFolders() {
  std::string out;
  const auto games = engine::Games();
  for (size_t i = 0; i < games.size(); ++i) {
    if (i > 0) out += i + 1 == games.size() ? " and " : ", ";
    out += std::string(games[i]->casebook) + "/";
  }
  return out;
}

// A rule id for the help's examples: the first registered game's first rule with an illegal
// case in the built-in casebook (its first rule if none has).
std::string ExampleRuleId() {
  const engine::GameModule* game = engine::Games().front();
  for (const EmbeddedFile* f = EmbeddedCasebook(); f->name != nullptr; ++f) {
    std::string_view name = f->name;
    const size_t at = name.find(".illegal.");
    if (at != std::string_view::npos &&
        name.substr(0, game->rule_prefix.size()) == game->rule_prefix) {
      return std::string(name.substr(0, at));
    }
  }
  return game->rules().empty() ? std::string() : std::string(game->rules().front().id);
}

}  // namespace

void AddRules(CLI::App& app, int* exit_code) {
  struct Args {
    std::string id;
    std::string casebook;
    std::string case_name;
    bool json = false;
    bool interpretations = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = app.add_subcommand(
      "rules",
      "List the rule catalogue, or show one rule with its casebook cases (built into "
      "this binary from " +
          CasebookFolders() + ").");
  cmd->add_option("id", args->id, "a rule id, e.g. " + ExampleRuleId());
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->add_flag("--interpretations", args->interpretations,
                "list every interpretation of every registered game (the choices made where the "
                "rule texts are silent, each with its rule id): every assumption the audit "
                "makes; with an id, those of that rule");
  cmd->add_option("--casebook", args->casebook,
                  "read the casebook from this folder instead of the built-in copy");
  cmd->add_option("--case", args->case_name,
                  "print one casebook game's script (with --json, also its expected audit), "
                  "e.g. " +
                      ExampleRuleId() + ".illegal");
  cmd->callback([args, exit_code]() {
    const bool json = args->json;
    Casebook book = Casebook::BuiltIn();
    if (!args->casebook.empty()) {
      auto folder = Casebook::FromFolder(args->casebook);
      if (!folder.ok()) {
        *exit_code = Fail(folder.status(), json);
        return;
      }
      book = std::move(folder).value();
    }
    if (!args->case_name.empty()) {
      *exit_code = PrintCase(book, args->case_name, json);
      return;
    }
    if (args->interpretations) {
      *exit_code = PrintInterpretations(args->id, json);
      return;
    }
    std::vector<const engine::Rule*> chosen;
    for (const engine::Rule& r : engine::AllRules()) {
      if (args->id.empty() || r.id == args->id) chosen.push_back(&r);
    }
    if (chosen.empty()) {
      *exit_code = FailUsage("no rule '" + args->id + "' (try 'stardate rules')", json);
      return;
    }
    if (json) {
      engine::JsonWriter j;
      j.BeginArray();
      for (const engine::Rule* r : chosen) {
        j.BeginObject();
        j.Key("id").String(r->id);
        j.Key("source").String(r->source);
        j.Key("quote").String(r->quote);
        j.Key("summary").String(r->summary);
        j.Key("interpretations").BeginArray();
        for (const engine::Interpretation* i : engine::InterpretationsOf(r->id)) {
          j.String(i->choice);
        }
        j.EndArray();
        // A core rule as each game's own rule text states it (its findings quote that).
        j.Key("cited_by_games").BeginArray();
        for (const auto& [game, cited] : GameCitations(r->id)) {
          j.BeginObject();
          j.Key("game").String(game);
          j.Key("source").String(cited->source);
          j.Key("quote").String(cited->quote);
          j.EndObject();
        }
        j.EndArray();
        j.Key("cases").BeginArray();
        for (const Case& c : book.CasesOf(r->id)) {
          j.BeginObject();
          j.Key("path").String(c.path);
          j.Key("kind").String(c.kind);
          j.Key("variant").String(c.variant);
          j.Key("title").String(c.title);
          j.EndObject();
        }
        j.EndArray();
        j.EndObject();
      }
      j.EndArray();
      std::printf("%s\n", j.str().c_str());
      *exit_code = kExitOk;
      return;
    }
    for (const engine::Rule* r : chosen) {
      const std::vector<Case>& mine = book.CasesOf(r->id);
      std::string id(r->id);
      if (args->id.empty()) id += "  " + CountLabel(mine.size());
      std::printf("%s\n  %.*s\n  \"%.*s\" (%.*s)\n", id.c_str(),
                  static_cast<int>(r->summary.size()), r->summary.data(),
                  static_cast<int>(r->quote.size()), r->quote.data(),
                  static_cast<int>(r->source.size()), r->source.data());
      for (const auto& [game, cited] : GameCitations(r->id)) {
        std::printf("  in %.*s games: \"%.*s\" (%.*s)\n", static_cast<int>(game.size()),
                    game.data(), static_cast<int>(cited->quote.size()), cited->quote.data(),
                    static_cast<int>(cited->source.size()), cited->source.data());
      }
      for (const engine::Interpretation* i : engine::InterpretationsOf(r->id)) {
        std::printf("  interpretation: %.*s\n", static_cast<int>(i->choice.size()),
                    i->choice.data());
      }
      if (!args->id.empty()) {
        if (mine.empty()) {
          std::printf("  casebook: no case in %s\n", book.origin().c_str());
        } else {
          std::printf("  casebook (%s; print one with --case NAME):\n", book.origin().c_str());
        }
        for (const Case& c : mine) {
          std::printf("    %s\n      %s\n", c.path.c_str(), c.title.c_str());
        }
      }
    }
    *exit_code = kExitOk;
  });
}

}  // namespace stardate::cli
