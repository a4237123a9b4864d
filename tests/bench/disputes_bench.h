// The disputes part of the benchmark: fork and diff on a generated 1E game (a seek plus the
// divergent part, against a full replay of the same log timed in the same run), seal and
// verify --pubkey's seal check.
#ifndef STARDATE_TESTS_BENCH_DISPUTES_BENCH_H_
#define STARDATE_TESTS_BENCH_DISPUTES_BENCH_H_

#include <cstdint>
#include <string>

#include "format/status.h"

namespace stardate::bench {

struct DisputesBenchResult {
  uint64_t events = 0;       // in the parent log
  uint64_t fork_window = 0;  // the window forked at (near the end)
  uint64_t fork_point = 0;   // events shared with the parent
  uint64_t fork_chunks_copied = 0;
  uint64_t diff_events_decoded = 0, diff_events_applied = 0, diff_chunks_compared = 0;
  uint64_t diff_common = 0;
  uint64_t log_bytes = 0;
  double replay_s = 0;       // the baseline: Replayer::Open + ForEachEvent over the whole log
  double fork_s = 0;         // Replayer::Open + analyzer::ForkLog (seek, copy, continuation, close)
  double diff_s = 0;         // two Replayer::Open + analyzer::DiffLogs (parent against the fork)
  double seal_s = 0;         // format::SealLog of the parent
  double verify_seal_s = 0;  // LogReader::Open + VerifyStructure + CheckSeal of the sealed log
};

// Forks `log_path` (a generated 1E game) at a window near its end with a pass by the player to
// respond, diffs the fork against it, seals it and checks the seal; `reps` runs of each. Files
// go to `dir` and are removed.
Result<DisputesBenchResult> RunDisputesBench(const std::string& log_path, int reps,
                                             const std::string& dir);

}  // namespace stardate::bench

#endif  // STARDATE_TESTS_BENCH_DISPUTES_BENCH_H_
