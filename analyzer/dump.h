// Dump: a log back to the text script it was recorded from. Recording the dump gives the same
// events (script line numbers aside) and the same state hashes.
#ifndef STARDATE_ANALYZER_DUMP_H_
#define STARDATE_ANALYZER_DUMP_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "format/status.h"
#include "engine/script/script.h"
#include "replayer/replayer.h"

namespace stardate::analyzer {

// One dumped event: its step and what the log records about it.
struct DumpedEvent {
  uint64_t seq = 0;
  uint32_t line = 0;   // line of the original script, 0 if unknown
  std::string kind;    // the schema's name of the event kind, e.g. "report"
  std::string player;  // "" for game-level steps
  std::string text;    // the event in words
  bool engine_emitted = false;
  std::vector<std::string> cards;
  std::vector<std::string> violations;  // rule ids recorded as broken
  // A pass or resolution the script leaves out (DumpLog's implicit form): recording the script
  // fills it in where it was.
  bool left_out = false;
  // A player's view (DumpLog's `viewer`) hides the card of this action (a card seeded face
  // down): the step cannot be written as a script line and is written as a comment instead.
  bool withheld = false;
};

struct Dump {
  std::string log;
  std::string script_name;  // the script the log was recorded from
  script::Script script;    // one step per replayed event (script.steps[i] is events[i])
  std::vector<DumpedEvent> events;
  // Stretches of the log that could not be replayed, each with the index of the first step
  // after it (script.steps.size() when it reaches the end).
  std::vector<replayer::LostEvents> lost;
  std::vector<size_t> lost_before_step;
  std::vector<std::string> problems;  // damaged byte ranges the reader dropped
  std::string seen_by;                // the player whose view this is, "" for the full log
  bool seed_withheld = false;         // the log's seed is withheld: the header says the table's
};

// Every event of every intact part becomes one step (engine-emitted ones included); illegal
// events carry a comment naming the rules they break. After a damaged chunk the dump resumes
// from the first snapshot past it and records the stretch in `lost`.
//
// With a `viewer` (a player index; engine::kEveryone for the full log) the dump is what that
// player saw (GameState::SeenBy): other players' draws are unnamed, shuffles carry no order,
// a card seeded face down by another player is a comment, and the seed is withheld: the header
// names the table's randomness instead. Without withheld steps, recording such a dump gives
// the game as the player saw it (their view of every state is the same).
//
// `implicit_passes` says how the script writes passes (nullopt: as the log's script did, its
// `meta passes` line). In the implicit form every run of passes and resolutions that recording
// the script would fill in again (recorder::NextPassFilledIn() before the next step) is left
// out; any other is written, so recording the dump still gives the same events.
// @return the dump; an error only if the log's game cannot be set up.
Result<Dump> DumpLog(const replayer::Replayer& replayer, uint8_t viewer = engine::kEveryone,
                     std::optional<bool> implicit_passes = std::nullopt);

// The deepest indentation the script text writes (two spaces a level); deeper steps are
// written at this level, which is cosmetic and keeps the text linear in the log.
inline constexpr int kDumpIndentLimit = 32;

// The script text; a lost stretch becomes a `# LOST: ...` comment line where it was.
std::string DumpText(const Dump& dump);
// {"log", "script", "header": {...}, "events": [...], "lost": [...], "problems": [...]}.
std::string DumpJson(const Dump& dump);

}  // namespace stardate::analyzer

#endif  // STARDATE_ANALYZER_DUMP_H_
