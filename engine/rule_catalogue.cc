#include "engine/rule_catalogue.h"

#include <algorithm>
#include <vector>


namespace stardate::engine {
namespace {

constexpr std::string_view kBase1e = "data/reference/stccg1e-base-rules.md";
// The seed's randomness is the program's own rule, specified with the log format.
constexpr std::string_view kSpec = "format/SPEC.md";

constexpr Rule kCoreRules[] = {
    {rules::kGameOver, kBase1e, "until one player scores 100 (or more) points",
     "No action may follow the end of the game (a concession)."},
    {rules::kEventCards, kSpec,
     "Every card an event names is a card instance of the game, and an event of a kind that acts "
     "on a card names one.",
     "An event names a card the game does not have, or names no card where its kind acts on "
     "one (only a log written by another program can: a script names cards by title)."},
    {rules::kRandomHonest, kSpec, "it must equal the draw of the counter-based generator",
     "A written random outcome must equal the draw the game seed gives for that event."},
    {rules::kRequiredMissing, kBase1e, "Mandatory \"must\" actions come before optional ones.",
     "A required action (a resolution, a setup shuffle or draw, the end-of-turn draw) was "
     "omitted from the log."},
    {rules::kWindowNone, kBase1e,
     "initiation (check conditions, choose targets, pay costs) \u2192 optional responses \u2192 "
     "results",
     "A pass or response was made while no action was waiting for responses."},
    {rules::kWindowResponder, kBase1e,
     "When an action you initiated is in its optional responses step, your opponent has the "
     "first opportunity to initiate a response",
     "In a response window the opponent of the initiating player responds first, then the "
     "players alternate."},
};

}  // namespace

std::span<const Rule> CoreRules() { return kCoreRules; }

std::vector<Rule> SortedRules(std::span<const Rule> rules) {
  std::vector<Rule> v(rules.begin(), rules.end());
  std::sort(v.begin(), v.end(), [](const Rule& a, const Rule& b) { return a.id < b.id; });
  return v;
}

}  // namespace stardate::engine
