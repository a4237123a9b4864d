// The rule catalogue: every check that can reject an action, with its citation.
//
// Each rule has a stable id ("<game>.<area>.<rule>"), the file it comes from (a rule
// text in data/rules/ or, for base rules those texts assume, a facts sheet in data/reference/;
// see data/README.md; for the program's own rule on the seed's randomness, format/SPEC.md),
// and the sentence of that file that states the rule, quoted verbatim. A test checks that
// every quote appears in its source file and speaks of its rule.
#ifndef STARDATE_ENGINE_RULE_CATALOGUE_H_
#define STARDATE_ENGINE_RULE_CATALOGUE_H_

#include <span>
#include <string_view>
#include <vector>

namespace stardate::engine {

struct Rule {
  std::string_view id;
  std::string_view source;   // path in the repository, e.g. "data/rules/000_63f6709b3bd4740e.txt"
  std::string_view quote;    // verbatim from the source
  std::string_view summary;  // what the check rejects, in the project's words
};

// `rules` sorted by id: how each module keeps its catalogue.
std::vector<Rule> SortedRules(std::span<const Rule> rules);

// The core's own rules (response windows, required actions, randomness, the game's end).
std::span<const Rule> CoreRules();
// Every rule, core first, then each registered game module's, sorted by id within each group
// (defined over the registry, engine/registry.cc).
std::span<const Rule> AllRules();
// nullptr if `id` is not catalogued.
const Rule* FindRule(std::string_view id);
// Rule `id` as game `game` (a rules module's name) cites it: its own text for a core rule when
// it has one, else the catalogue's. nullptr if `id` is not catalogued.
const Rule* FindRule(std::string_view id, std::string_view game);

namespace rules {
// Core (game-agnostic) rule ids.
inline constexpr std::string_view kWindowResponder = "core.window.responder";
inline constexpr std::string_view kWindowNone = "core.window.none-open";
inline constexpr std::string_view kRequiredMissing = "core.required.missing";
inline constexpr std::string_view kRandomHonest = "core.random.honest";
inline constexpr std::string_view kGameOver = "core.game.over";
inline constexpr std::string_view kEventCards = "core.event.cards";
}  // namespace rules

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_RULE_CATALOGUE_H_
