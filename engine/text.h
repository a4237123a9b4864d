// Small text helpers shared by the core, the game modules and the layers above them. All are
// ASCII only and independent of the C locale (std::tolower and std::isspace are not): card lists,
// scripts and rule texts mark their structure in ASCII, and other bytes (UTF-8 included) are kept
// as they are.
#ifndef STARDATE_ENGINE_TEXT_H_
#define STARDATE_ENGINE_TEXT_H_

#include <string>
#include <string_view>

namespace stardate::engine {

// `c` lower-cased if it is an ASCII capital letter.
constexpr char AsciiLower(char c) {
  return c >= 'A' && c <= 'Z' ? static_cast<char>(c - 'A' + 'a') : c;
}

// `s` with ASCII letters lower-cased (titles and names are compared case-insensitively).
inline std::string AsciiLower(std::string_view s) {
  std::string out(s);
  for (char& c : out) c = AsciiLower(c);
  return out;
}

constexpr bool IsAsciiLetter(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

// Space, tab, line feed, carriage return, vertical tab and form feed.
constexpr bool IsAsciiSpace(char c) { return c == ' ' || (c >= '\t' && c <= '\r'); }

// `s` without the ASCII white space at either end.
constexpr std::string_view Trim(std::string_view s) {
  while (!s.empty() && IsAsciiSpace(s.front())) s.remove_prefix(1);
  while (!s.empty() && IsAsciiSpace(s.back())) s.remove_suffix(1);
  return s;
}

constexpr bool Contains(std::string_view s, std::string_view part) {
  return s.find(part) != std::string_view::npos;
}

// True if `a` and `b` are equal when ASCII letters are compared without case.
constexpr bool EqualsIgnoreAsciiCase(std::string_view a, std::string_view b) {
  if (a.size() != b.size()) return false;
  for (size_t i = 0; i < a.size(); ++i) {
    if (AsciiLower(a[i]) != AsciiLower(b[i])) return false;
  }
  return true;
}

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_TEXT_H_
