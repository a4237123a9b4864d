// Small text helpers shared by the core and the game modules.
#ifndef STARDATE_ENGINE_TEXT_H_
#define STARDATE_ENGINE_TEXT_H_

#include <string>
#include <string_view>

namespace stardate::engine {

// `s` with ASCII letters lower-cased (titles and names are compared case-insensitively; other
// bytes, UTF-8 included, are kept as they are).
inline std::string AsciiLower(std::string_view s) {
  std::string out(s);
  for (char& c : out) {
    if (c >= 'A' && c <= 'Z') c = static_cast<char>(c - 'A' + 'a');
  }
  return out;
}

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_TEXT_H_
