// Fork: a what-if branch of a log. The parent is rewound to an address (a response window,
// an event, a line of its script) and continued with the lines of a continuation script: the
// body grammar of a game script without its header (samples/README.md, "Continuation
// scripts"), line 1 being its first line. The new log's header is the parent's plus the fork's
// parent (the parent's chain value, the address, the events shared, the continuation script);
// its events up to the fork point are the parent's, event for event, and the rest are recorded
// from the continuation in strict mode, so a line that does not continue from the fork point
// (an illegal action, a card or player the game does not have) is refused with its line.
#ifndef STARDATE_ANALYZER_FORK_H_
#define STARDATE_ANALYZER_FORK_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>

#include "format/log_format.h"
#include "format/status.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"

namespace stardate::analyzer {

// What a fork's header says about its parent.
struct ForkParent {
  std::string hash;     // the parent's chain value, 64 hex digits
  std::string address;  // e.g. "window:0"
  uint64_t events = 0;  // events shared with the parent
  std::string script;   // the continuation script's name
};

// The parent a log's header names, or nullopt when the log is not a fork. The header message
// is one LogReader::Open accepted.
std::optional<ForkParent> ReadForkParent(const format::AlignedBuffer& header_message);

// The script whose lines event `seq` of the log `r` cites: a fork's continuation script for
// the events after the fork point, else the script the log was recorded from.
std::string ScriptOfEvent(const replayer::Replayer& r, uint64_t seq);

struct ForkResult {
  uint64_t shared_events = 0;   // the fork point
  uint64_t events = 0;          // events in the fork
  uint64_t chunks_copied = 0;   // parent chunks copied as stored (not decoded)
  uint64_t events_applied = 0;  // events the seek to the fork point applied
  uint64_t lines = 0;           // continuation lines that recorded events
};

// Writes the fork of `parent` at `at`, continued with `continuation` (named `script_name` in
// errors and in the header), to `out_path` (created or truncated; the caller writes to a
// temporary file and renames it). Errors: the replayer's for an address the parent does not
// reach (NotFound), Corruption when the parent is damaged, InvalidArgument or RuleViolation
// "SCRIPT:LINE: ..." for a line that does not continue from the fork point.
Result<ForkResult> ForkLog(const replayer::Replayer& parent, const replayer::Address& at,
                           std::string_view continuation, const std::string& script_name,
                           const std::string& out_path, const recorder::RecorderOptions& options);

}  // namespace stardate::analyzer

#endif  // STARDATE_ANALYZER_FORK_H_
