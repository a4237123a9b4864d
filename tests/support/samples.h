// The bundled sample games (samples/stccg/) for tests.
#ifndef STARDATE_TESTS_SUPPORT_SAMPLES_H_
#define STARDATE_TESTS_SUPPORT_SAMPLES_H_

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "tests/support/table.h"

namespace stardate::testing {

inline std::string SamplePath(const std::string& name) {
  return SourceDir() + "/samples/stccg/" + name;
}

inline std::string ReadFileBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Writes `text` to `path`, replacing the file.
inline void WriteFileBytes(const std::string& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out << text;
}

inline std::string ReadSample(const std::string& name) { return ReadFileBytes(SamplePath(name)); }

inline std::string PoolPathForSamples() { return PoolPath(); }

// Every sample game (the .sdgame name without extension).
inline std::vector<std::string> SampleNames() {
  return {"dominion-deprivation",   "dominion-infiltration",
          "dominion-long",          "dominion-places",
          "fed-vs-dominion",        "full-game",
          "illegal-facilities",     "long-game",
          "staples-and-dilemmas",   "starter-decks",
          "tabletop-fed-vs-klingon"};
}

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_SUPPORT_SAMPLES_H_
