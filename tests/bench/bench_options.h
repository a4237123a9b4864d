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
  std::string out_dir;
  bool keep = false;
  bool quick = false;
  int reps = 0;  // 0: by size
  DeckOptions deck;
  double illegal_per_action = 0.07;
  recorder::RecorderOptions recorder;  // the recorder's defaults unless overridden
  double load_at_start = -1;           // 1-minute load average when the program started
  std::string pool = std::string(STARDATE_SOURCE_DIR) + "/samples/cards/stccg1e-pool.csv";
  uint64_t ti4_events = 1000000;  // the TI4 game's size (0: no TI4 block)
};

// Prints "stardate_bench: WHAT" to standard error and exits with 1.
[[noreturn]] void Die(const std::string& what);

// The options of the command line; prints the usage and exits on --help (0) or a bad option (1).
Options ParseOptions(int argc, char** argv);

// Repetitions of each timed step for a game of `events` events: --reps, else fewer for larger
// games.
int RepsFor(const Options& o, uint64_t events);

}  // namespace stardate::bench

#endif  // STARDATE_TESTS_BENCH_BENCH_OPTIONS_H_
