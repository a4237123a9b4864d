// Which events of a log the recorder filled in for its script (recorder.h: the passes of a
// script that leaves them out, resolutions, setup shuffles and draws, phase steps, the
// end-of-turn draw), told apart from the events the script's lines wrote.
//
// The log keeps no flag of its own for this: every event a script line leads to carries that
// line, and a line writes exactly one event of its own. The steps filled in before it are
// passes or steps the rules require (Event::kEngineEmitted); after it come only the
// resolutions due (kEngineEmitted) and, at the end of a script that leaves passes out, the
// passes closing the windows still open. So in a run of consecutive events on one line, the
// line's own event is the first that is neither a pass nor a required step, else (a line that
// writes a pass or a required step) the last that is not a required resolution.
#ifndef STARDATE_RECORDER_FILLED_IN_H_
#define STARDATE_RECORDER_FILLED_IN_H_

#include <cstdint>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "engine/event.h"

namespace stardate::recorder {

// What the classification reads of an event.
struct StepMark {
  uint32_t line = 0;  // script line; 0 = unknown (never filled in)
  engine::EventKind kind = engine::EventKind::PASS;
  uint8_t flags = 0;
  static StepMark Of(const engine::Event& e) { return {e.line, e.kind, e.flags}; }
};

// Index, within `run` (consecutive events on one script line), of the line's own event.
size_t OwnEventOfLine(std::span<const StepMark> run);

// For every event of `marks` (a log's events in order), whether the recorder filled it in.
std::vector<bool> FilledIn(std::span<const StepMark> marks);

// Counts of filled-in events by kind name, in order of first appearance: ("draw", 14), ...
using FilledInCounts = std::vector<std::pair<std::string, uint64_t>>;
void CountFilledIn(const std::string& kind_name, FilledInCounts* counts);
// "14 draws, 2 shuffles, 20 passes, 12 resolutions" (plural kind names; "" for none).
std::string DescribeFilledIn(const FilledInCounts& counts);

}  // namespace stardate::recorder

#endif  // STARDATE_RECORDER_FILLED_IN_H_
