// The TI4 part of the benchmark: a generated Twilight Imperium 4 game (Ti4Generator) recorded,
// replayed and audited, so that its throughput is reported beside 1E's.
#ifndef STARDATE_TESTS_BENCH_TI4_BENCH_H_
#define STARDATE_TESTS_BENCH_TI4_BENCH_H_

#include <cstdint>
#include <string>

#include "format/status.h"
#include "recorder/recorder.h"

namespace stardate::bench {

struct Ti4BenchResult {
  uint64_t events = 0;  // in the log
  uint64_t inputs = 0;  // given to Record(); the rest the recorder inserted (readying)
  uint64_t turns = 0;
  uint64_t sdlog_bytes = 0;
  std::string signature;  // chain hash prefix: changes only if behaviour changes
  double generate_s = 0;  // generator + recorder, untimed pass
  double record_s = 0, replay_s = 0, audit_s = 0;  // medians of `reps` runs (audit: 1 at 1M)
  uint64_t findings = 0;
};

// Generates a TI4 game of at least `target` events into DIR/ti4-N.sdlog, records its inputs
// again (the log must come out byte for byte the same), replays and audits it. The log is
// removed unless `keep`.
Result<Ti4BenchResult> RunTi4Bench(uint64_t target, int reps,
                                   const recorder::RecorderOptions& options, const std::string& dir,
                                   bool keep);

}  // namespace stardate::bench

#endif  // STARDATE_TESTS_BENCH_TI4_BENCH_H_
