// Runs the built `stardate` command as a user would, for the CLI tests.
#ifndef STARDATE_TESTS_SUPPORT_CLI_H_
#define STARDATE_TESTS_SUPPORT_CLI_H_

#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <string>

#include "tests/support/table.h"

namespace stardate::testing {

inline std::string Binary() { return std::string(STARDATE_BINARY_DIR) + "/cli/stardate"; }

struct Run {
  int code = -1;
  std::string out;  // standard output and standard error, interleaved
};

// Runs the shell command `cmd` (its standard error joined to its output).
inline Run RunShell(const std::string& cmd) {
  Run r;
  FILE* p = popen(cmd.c_str(), "r");
  REQUIRE(p != nullptr);
  char buf[4096];
  size_t n;
  while ((n = fread(buf, 1, sizeof buf, p)) > 0) r.out.append(buf, n);
  int status = pclose(p);
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  return r;
}

// Runs `stardate ARGS` in `folder`, as a user working elsewhere than the repository would.
inline Run StardateIn(const std::string& folder, const std::string& args) {
  return RunShell("cd '" + folder + "' && '" + Binary() + "' " + args + " 2>&1");
}

// Runs `stardate ARGS` in the repository root, so relative paths are the repository's.
inline Run Stardate(const std::string& args) { return StardateIn(SourceDir(), args); }

inline bool Contains(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_SUPPORT_CLI_H_
