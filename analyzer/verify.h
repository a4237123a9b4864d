// Verify: a log's structure, checksums and hash chain, and a full re-simulation that must
// reproduce every recorded state hash, snapshot and flagged violation.
#ifndef STARDATE_ANALYZER_VERIFY_H_
#define STARDATE_ANALYZER_VERIFY_H_

#include <cstdint>
#include <memory>
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
  // Every event up to the replayer's event_count() was re-simulated once, in order, from the
  // initial state: no damage made the re-simulation skip events (resume from a snapshot) or
  // stop. An observer then saw the events Replayer::ForEachEvent visits, in the same states.
  bool in_order = false;
  bool ok() const { return problems.empty(); }
};

// Runs every check and collects every problem (it does not stop at the first).
VerifyReport Verify(const replayer::Replayer& replayer);

// Sees every event the re-simulation applies: the state before it, and the violations the
// rules find in it (GameState::Check, computed once for the verifier and the observer).
class ReplayObserver {
 public:
  virtual ~ReplayObserver() = default;
  virtual void OnEvent(const engine::GameState& before, const engine::Event& e, uint64_t seq,
                       std::vector<engine::Violation>& found) = 0;
};

// Verify, with `observer` shown every event re-simulated, so that one replay serves the
// verifier and whatever else reads the game (the catalogue counts facts and audits on it).
// `final_state`, when given, receives the state after the last event re-simulated (the
// initial state if none was; null if even that could not be built).
VerifyReport Verify(const replayer::Replayer& replayer, ReplayObserver* observer,
                    std::unique_ptr<engine::GameState>* final_state = nullptr);

// The damage a command that reads the log names without verifying it: what the reader dropped
// ("offset N (L bytes): what") and every snapshot whose record does not read back (checksum,
// decompression; "offset N: snapshot of event S: what"), also when every event is intact and
// no snapshot is needed to replay them. Reads each snapshot record once.
std::vector<std::string> DamageFound(const replayer::Replayer& replayer);

}  // namespace stardate::analyzer

#endif  // STARDATE_ANALYZER_VERIFY_H_
