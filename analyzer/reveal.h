// Reveal: publishes the seed of a game recorded with its seed withheld.
//
// An online server records a game whose header commits to the seed (BLAKE2b-256 of it) without
// holding it (`record --secret-seed`, the script's `seed N secret`); the random outcomes are in
// the events, so the log replays, shows and dumps as any other, and its audit says they are
// unchecked. After play the server reveals the seed: RevealSeed checks it against the
// commitment and writes the same log with the seed in its header, every event and snapshot
// record copied as stored (only the records' chain links are new, since the header they chain
// from changed). The revealed log's audit checks every random outcome against the seed.
#ifndef STARDATE_ANALYZER_REVEAL_H_
#define STARDATE_ANALYZER_REVEAL_H_

#include <cstdint>
#include <string>

#include "format/status.h"

namespace stardate::analyzer {

struct RevealResult {
  std::string commitment;   // the header's commitment, 64 hex digits
  uint64_t events = 0;      // events in the log
  uint64_t chunks = 0;      // chunk records copied
  uint64_t snapshots = 0;   // snapshot records copied
  bool was_sealed = false;  // the input was sealed: the output is not (its header changed)
};

// Writes to `out_path` (created or truncated; callers write to a temporary file and rename
// it) the log at `log_path` with `seed` revealed. Errors, with nothing written when the input
// is at fault: NotFound / IoError reading it; Corruption when it is damaged (the first problem
// named: reveal an intact log, `stardate verify`); InvalidArgument when its seed is not
// withheld (in the header from the start, or revealed already) or when `seed` does not match
// the commitment (both digests named).
Result<RevealResult> RevealSeed(const std::string& log_path, uint64_t seed,
                                const std::string& out_path);

}  // namespace stardate::analyzer

#endif  // STARDATE_ANALYZER_REVEAL_H_
