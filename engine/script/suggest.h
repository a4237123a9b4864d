// "Did you mean ...?": the nearest of a set of names to a word a judge typed.
#ifndef STARDATE_ENGINE_SCRIPT_SUGGEST_H_
#define STARDATE_ENGINE_SCRIPT_SUGGEST_H_

#include <string>
#include <string_view>
#include <vector>

namespace stardate::script {

// The candidate closest to `word` (case-insensitive edit distance), if it is close enough to be
// a likely typo: the same name in another case, or at most one edit per three letters (at least
// one). "" when none is. Ties go to the first candidate.
std::string Nearest(std::string_view word, const std::vector<std::string>& candidates);

// "; did you mean 'X'?" for Nearest(), or "".
std::string DidYouMean(std::string_view word, const std::vector<std::string>& candidates);

// "A", "A and B", "A, B and C".
std::string JoinNames(const std::vector<std::string>& names);
// The choices of an "expected" message: "'a'", "'a' or 'b'", "'a', 'b' or 'c'".
std::string OneOf(const std::vector<std::string>& names);

}  // namespace stardate::script

#endif  // STARDATE_ENGINE_SCRIPT_SUGGEST_H_
