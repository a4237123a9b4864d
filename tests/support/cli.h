// Runs the built `stardate` command as a user would, for the CLI tests.
#ifndef STARDATE_TESTS_SUPPORT_CLI_H_
#define STARDATE_TESTS_SUPPORT_CLI_H_

#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <string>

#include "tests/support/table.h"

namespace stardate::testing {

inline std::string Binary() { return std::string(STARDATE_BINARY_DIR) + "/cli/stardate"; }

// What every `stardate` command the tests run may take at most: its peak resident memory,
// whatever the input (the hostile-input tests feed it /dev/zero, nested windows, huge lines).
inline constexpr long kCommandMemoryLimitKiB = 512 * 1024;

struct Run {
  int code = -1;
  std::string out;        // standard output and standard error, interleaved
  long peak_rss_kib = 0;  // the largest resident set of the shell and every command it ran
};

// Runs the shell command `cmd` (its standard error joined to its output where `cmd` says
// `2>&1`), and measures its peak memory: wait4 reports the largest resident set among the
// shell and the commands it waited for, so a pipeline's every stage is covered.
inline Run RunShell(const std::string& cmd) {
  Run r;
  int fds[2];
  REQUIRE(pipe(fds) == 0);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    close(fds[0]);
    if (fds[1] != STDOUT_FILENO) {
      dup2(fds[1], STDOUT_FILENO);
      close(fds[1]);
    }
    execl("/bin/sh", "sh", "-c", cmd.c_str(), static_cast<char*>(nullptr));
    _exit(127);
  }
  close(fds[1]);
  char buf[4096];
  for (ssize_t n; (n = read(fds[0], buf, sizeof buf)) != 0;) {
    if (n < 0) {
      if (errno == EINTR) continue;
      break;
    }
    r.out.append(buf, static_cast<size_t>(n));
  }
  close(fds[0]);
  int status = 0;
  struct rusage usage {};
  while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
  }
  r.code = WIFEXITED(status) ? WEXITSTATUS(status) : -1;
  r.peak_rss_kib = usage.ru_maxrss;
  // Every command of the suite that runs `stardate` is held to the bound; with
  // STARDATE_COMMAND_MEMORY_LOG set, each one's peak is appended there (KiB, tab, command) so
  // the largest can be found (tests/fuzz/README.md).
  if (cmd.find(Binary()) != std::string::npos) {
    if (const char* log = std::getenv("STARDATE_COMMAND_MEMORY_LOG")) {
      if (FILE* f = std::fopen(log, "a")) {
        std::fprintf(f, "%ld\t%s\n", r.peak_rss_kib, cmd.c_str());
        std::fclose(f);
      }
    }
    INFO("command: " << cmd);
    CHECK(r.peak_rss_kib <= kCommandMemoryLimitKiB);
  }
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
