// What the rule-catalogue tests of every game share: reading a cited file of the repository and
// comparing a quote with it across line breaks.
#ifndef STARDATE_TESTS_SUPPORT_RULE_QUOTES_H_
#define STARDATE_TESTS_SUPPORT_RULE_QUOTES_H_

#include <string>
#include <string_view>

#include "tests/support/samples.h"
#include "tests/support/table.h"

namespace stardate::testing {

// Collapses every run of white space to one space, so quotes match across line breaks.
inline std::string Squash(const std::string& s) {
  std::string out;
  bool space = false;
  for (char c : s) {
    if (c == ' ' || c == '\n' || c == '\r' || c == '\t') {
      space = true;
      continue;
    }
    if (space && !out.empty()) out += ' ';
    space = false;
    out += c;
  }
  return out;
}

// A file of the repository (never anything beside it), "" if it cannot be read.
inline std::string ReadRepositoryFile(std::string_view relative) {
  return ReadFileBytes(SourceDir() + "/" + std::string(relative));
}

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_SUPPORT_RULE_QUOTES_H_
