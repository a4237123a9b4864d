// Timing helpers shared by the benchmark's parts that report through Result (TI4, disputes).
#ifndef STARDATE_TESTS_BENCH_TIMING_H_
#define STARDATE_TESTS_BENCH_TIMING_H_

#include <algorithm>
#include <chrono>
#include <functional>
#include <vector>

#include "format/status.h"

namespace stardate::bench {

using Clock = std::chrono::steady_clock;

inline double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

// Median wall time of `reps` runs of `fn` (seconds); the first error stops the runs.
inline Result<double> MedianRuns(int reps, const std::function<Status()>& fn) {
  std::vector<double> t;
  for (int i = 0; i < std::max(reps, 1); ++i) {
    auto t0 = Clock::now();
    STARDATE_RETURN_IF_ERROR(fn());
    t.push_back(Seconds(t0));
  }
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

}  // namespace stardate::bench

#endif  // STARDATE_TESTS_BENCH_TIMING_H_
