// Verify: a log's structure, checksums and hash chain, and a full re-simulation that must
// reproduce every recorded state hash, snapshot and flagged violation.
#ifndef STARDATE_ANALYZER_VERIFY_H_
#define STARDATE_ANALYZER_VERIFY_H_

#include <cstdint>
#include <string>
#include <vector>

#include "format/status.h"
#include "replayer/replayer.h"

namespace stardate::analyzer {

struct VerifyReport {
  uint64_t events = 0;
  size_t chunks = 0;
  size_t snapshots = 0;
  bool has_footer = false;
  std::string final_state_hash;       // hex, after the last intact event
  std::vector<std::string> problems;  // first problem first; empty = verified
  bool ok() const { return problems.empty(); }
};

// Runs every check and collects every problem (it does not stop at the first).
VerifyReport Verify(const replayer::Replayer& replayer);

// The damage a command that reads the log names without verifying it: what the reader dropped
// ("offset N (L bytes): what") and every snapshot whose record does not read back (checksum,
// decompression; "offset N: snapshot of event S: what"), also when every event is intact and
// no snapshot is needed to replay them. Reads each snapshot record once.
std::vector<std::string> DamageFound(const replayer::Replayer& replayer);

}  // namespace stardate::analyzer

#endif  // STARDATE_ANALYZER_VERIFY_H_
