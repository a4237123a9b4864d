// The benchmark program's command line (tests/bench/README.md lists the options).
#ifndef STARDATE_TESTS_BENCH_BENCH_OPTIONS_H_
#define STARDATE_TESTS_BENCH_BENCH_OPTIONS_H_

#include <cstdint>
#include <string>
#include <vector>

#include "recorder/recorder.h"
#include "tests/bench/game_generator.h"

namespace stardate::bench {

struct Options {
  std::vector<uint64_t> sizes = {1000, 100000, 1000000};

  // Prints "stardate_bench: WHAT" to standard error and exits with 1.
  [[noreturn]] void Die(const std::string& what);

  // The options of the command line; prints the usage and exits on --help (0) or a bad option (1).
  Options ParseOptions(int argc, char** argv);

  // Repetitions of each timed step for a game of `events` events: --reps, else fewer for larger
  // games.
  int RepsFor(const Options& o, uint64_t events);

}  // namespace stardate::bench

#endif  // STARDATE_TESTS_BENCH_BENCH_OPTIONS_H_
