// What every game's verb table shares (engine/<game>/script/*_verbs.cc): a row per form of a
// verb, game-level rows marked `game`, and a qualifier that is either a fixed word picking the
// row or an upper-case placeholder for a word the row's own function reads from a list.
#ifndef STARDATE_ENGINE_SCRIPT_VERB_TABLE_H_
#define STARDATE_ENGINE_SCRIPT_VERB_TABLE_H_

#include <algorithm>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace stardate::script {

// "OUTCOME", "AFFILIATION": any word, which the row's function reads.
inline bool IsPlaceholder(std::string_view qualifier) {
  return !qualifier.empty() && qualifier[0] >= 'A' && qualifier[0] <= 'Z';
}

// The verbs of the game-level rows (`game`) or of the player rows, each once, in table order:
// what messages list and misspellings are matched against.
template <typename Row>
std::vector<std::string> VerbsOf(std::span<const Row> rows, bool game) {
  std::vector<std::string> verbs;
  for (const Row& row : rows) {
    if (row.game == game && std::find(verbs.begin(), verbs.end(), row.verb) == verbs.end()) {
      verbs.emplace_back(row.verb);
    }
  }
  return verbs;
}

}  // namespace stardate::script

#endif  // STARDATE_ENGINE_SCRIPT_VERB_TABLE_H_
