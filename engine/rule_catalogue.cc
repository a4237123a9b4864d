#include "engine/rule_catalogue.h"

#include <algorithm>
#include <vector>

namespace stardate::engine {
namespace {

// The core's own rules, in the project's words; a module may cite its own text for them.
constexpr std::string_view kCore = "engine/CORE_RULES.md";
// The seed's randomness is the program's own rule, specified with the log format.
constexpr std::string_view kSpec = "format/SPEC.md";

constexpr Rule kCoreRules[] = {
    {rules::kGameOver, kCore, "Once the game has ended, no action follows",
     "No action may follow the end of the game (a concession)."},
    {rules::kEventCards, kSpec,
     "Every card an event names is a card instance of the game, and an event of a kind that acts "
     "on a card names one.",
     "An event names a card the game does not have, or names no card where its kind acts on "
     "one (only a log written by another program can: a script names cards by title)."},
    {rules::kRandomHonest, kSpec, "it must equal the draw of the counter-based generator",
     "A written random outcome must equal the draw the game seed gives for that event."},
    {rules::kRequiredMissing, kCore,
     "An action the rules require happens before any other action; a log may not go on without "
     "it",
     "A required action (a resolution, a setup shuffle or draw, the end-of-turn draw) was "
     "omitted from the log."},
    {rules::kWindowNone, kCore,
     "a pass or a response answers an action waiting for responses, one that was initiated and "
     "has not yet resolved",
     "A pass or response was made while no action was waiting for responses."},
    {rules::kWindowResponder, kCore,
     "In a response window the players answer in turn, starting with the player after the one "
     "who acted last, and the action resolves once every player but the one who acted has "
     "passed in turn",
     "In a response window the players answer in turn, starting with the player after the one "
     "who acted last."},
};

}  // namespace

std::span<const Rule> CoreRules() { return kCoreRules; }

std::vector<Rule> SortedRules(std::span<const Rule> rules) {
  std::vector<Rule> v(rules.begin(), rules.end());
  std::sort(v.begin(), v.end(), [](const Rule& a, const Rule& b) { return a.id < b.id; });
  return v;
}

}  // namespace stardate::engine
