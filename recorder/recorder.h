// Recorder: appends a game, as it is played, to a .sdlog container.
//
// The recorder drives the engine: before each event the table played it appends the events
// the rules require first (resolutions, setup shuffles and draws, phase steps, the end-of-turn
// draw), checks the event, and either refuses it (strict mode) or records it with its
// violations flagged (faithful mode). Events are grouped into chunks; snapshots are taken
// at turn starts (at least `snapshot_min_gap` events apart) and at least every
// `snapshot_interval` events, so a seek never applies more than `snapshot_interval` events.
#ifndef STARDATE_RECORDER_RECORDER_H_
#define STARDATE_RECORDER_RECORDER_H_

#include <istream>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/game_state.h"
#include "format/log_writer.h"
#include "format/status.h"
#include "engine/script/script.h"

namespace stardate::recorder {

struct RecorderOptions {
  bool strict = false;            // refuse illegal actions instead of flagging them
  bool sync = false;              // fdatasync every record (interactive recording)
  bool flush_every_step = false;  // close a chunk after every Record() call (interactive)
  // At most this many events per chunk. Larger chunks compress better (zstd finds more of the
  // game's recurring shape) and cost less per chunk to read. A seek decompresses one chunk and
  // decodes its events up to the target (0.1-0.35 ms on an open log, against 0.05-0.15 with
  // 16384-event chunks), and a fork records again the events of the chunk its fork point cuts
  // (10 ms against 4.3 on the benchmark's 1M game; tests/bench/README.md, "zstd settings").
  uint32_t chunk_events = 65536;
  // Snapshots do not cut chunks: one taken inside a chunk is written after that chunk.
  uint32_t snapshot_interval = 8192;
  // A turn start takes a snapshot only this many events after the previous one. Equal to the
  // interval by default: more frequent snapshots cost bytes (each is a full state) for seeks
  // that are already bounded by the interval.
  uint32_t snapshot_min_gap = 8192;
  // Chunks are written once and decompressed whole by every replay, audit and statistics pass,
  // so they are compressed for reading: level 12 with matches of at least 6 bytes and literals
  // stored raw decompresses in about 70% of the time of level 12's own settings (1.4 against
  // 2.0 ns per event on the benchmark's game), for about 14% more chunk bytes
  // (tests/bench/README.md, "zstd settings").
  format::ZstdSettings chunk_zstd{.level = 12, .min_match = 6, .raw_literals = true};
  // The header and the snapshots, read one per open or seek, at the same level with zstd's
  // own settings. Level 19 would make a 1M-event log 0.3% smaller and a 1000-event one 2%, and
  // recording such a game four times slower (its header holds the card pool).
  format::ZstdSettings header_and_snapshot_zstd{.level = 12};
  // Write the seed's commitment but not the seed (an online game whose seed is revealed after
  // play, `stardate reveal`); as the script's `seed N secret`. Needs the seed's randomness.
  bool withhold_seed = false;

  // The log writer's options for these settings.
  format::WriterOptions writer_options() const {
    format::WriterOptions wo;
    wo.chunks = chunk_zstd;
    wo.header_and_snapshots = header_and_snapshot_zstd;
    wo.sync = sync;
    return wo;
  }
};

// What one Record() call appended.
struct Recorded {
  std::vector<engine::Event> events;                       // required events, then the event
  std::vector<std::vector<engine::Violation>> violations;  // per appended event
  size_t main_index = 0;  // index in `events` of the event Record() was given
  bool illegal() const {
    for (const auto& v : violations) {
      if (!v.empty()) return true;
    }
    return false;
  }
};

class Recorder {
 public:
  // Starts a log at `path` for the game `setup` describes.
  static Result<std::unique_ptr<Recorder>> Create(const engine::GameSetup& setup,
                                                  const std::string& path,
                                                  const RecorderOptions& options);
  ~Recorder();

  // Continues a log already started in `writer` (a fork: the parent's chunks up to the fork
  // point copied there) from `state`, the state after the events written so far plus
  // `pending`: the events after the last chunk written, which go into the next chunk (their
  // chunk starts at `pending_meta`'s first_seq, first_turn and windows_before).
  // `last_snapshot_seq` is the seq of the last snapshot written (0 for none).
  static std::unique_ptr<Recorder> Continue(const engine::GameSetup& setup,
                                            std::unique_ptr<engine::GameState> state,
                                            std::unique_ptr<format::LogWriter> writer,
                                            std::vector<engine::Event> pending,
                                            const format::ChunkMeta& pending_meta,
                                            uint64_t last_snapshot_seq,
                                            const RecorderOptions& options);

  // Records `e` (completed with Complete()), preceded by what the rules require.
  // Strict mode: RuleViolation naming the rule and nothing of this call is recorded.
  Result<Recorded> Record(engine::Event e) { return Record(std::move(e), std::nullopt); }
  // The same for a script that leaves passes out: `indent`, the step's nesting level, says
  // which response windows `e` answers; the passes and resolutions that close the others come
  // first (NextPassFilledIn()).
  Result<Recorded> Record(engine::Event e, std::optional<int> indent);

  // The end of a script that leaves passes out: every response window still open closes as
  // if every player passed (NextClosingStep()), the steps recorded with script line `line`.
  // Nothing when the game is over.
  Result<Recorded> CloseWindows(uint32_t line);

  // Flushes the last chunk and writes the footer index. Idempotent. (Resolutions were already
  // recorded as both players passed; consequences are the table's to record.)
  Status Finish();

  const engine::GameState& state() const { return *state_; }
  const engine::GameSetup& setup() const { return setup_; }
  uint64_t events_recorded() const { return state_->core().seq; }

 private:
  Recorder(engine::GameSetup setup, std::unique_ptr<engine::GameState> state,
           std::unique_ptr<format::LogWriter> writer, RecorderOptions options);
  void Append(engine::Event e, std::vector<engine::Violation> violations, Recorded* out);
  Status FlushChunk();
  Status MaybeSnapshot(bool turn_start);

  engine::GameSetup setup_;
  std::unique_ptr<engine::GameState> state_;
  std::unique_ptr<format::LogWriter> writer_;
  RecorderOptions options_;
  std::vector<engine::Event> pending_;  // events not yet in a chunk
  format::ChunkMeta pending_meta_;
  uint64_t last_snapshot_seq_ = 0;
  // Snapshots of events still in pending_, written after the chunk that holds them, so a
  // file never has a snapshot ahead of its events.
  std::vector<std::pair<format::SnapshotMeta, std::string>> pending_snapshots_;
  bool flush_due_ = false;  // the pending chunk reached chunk_events
  bool finished_ = false;
};

// For a script that leaves passes out (`meta passes "implicit"`): the next pass or resolution
// to fill in before `e`, a step written at nesting level `indent`, in `state`; nullopt when `e`
// may come now. A response window deeper than `indent` closes as if every player passed, and
// so does every window when `e` can be no response (a new turn or phase, the active player
// going on with the turn: GameState::ClosesWindows()); a response by a player whose turn to
// respond has not come means the players before them passed. A `resolves` step (written one
// level out) closes the window it resolves. Nothing is filled in while consequences are owed.
std::optional<engine::Event> NextPassFilledIn(const engine::GameState& state,
                                              const engine::Event& e, int indent);

// The pass or resolution that takes the innermost open response window a step nearer its
// close, as if every player passed; nullopt when no window is open or consequences are owed.
std::optional<engine::Event> NextClosingStep(const engine::GameState& state);

// Formats a violation for people: "<rule id>: <detail> (<source>: "<quote>")",
// the rule as game `game` (a rules module's name) cites it.
std::string DescribeViolation(const engine::Violation& v, std::string_view game);

// Records a whole script file. `summary` receives one line per flagged or refused action.
struct ScriptRecordResult {
  uint64_t events = 0;
  uint64_t illegal_actions = 0;       // events recorded with at least one violation
  std::vector<std::string> findings;  // one per violation: "flagged FILE:LINE: event N: ..."
};
// `pool_paths`: the card lists to read (SetupFromHeader); empty = the script's pool line or
// the built-in lists.
Result<ScriptRecordResult> RecordScriptText(std::string_view text, const std::string& script_name,
                                            const std::string& out_path,
                                            const std::vector<std::string>& pool_paths,
                                            const RecorderOptions& options);
// The same, reading the script from `in` as a stream: memory stays bounded by the line limit
// whatever `in` holds (a file of gigabytes, /dev/zero). A line longer than
// script::kMaxScriptLineBytes is InvalidArgument "FILE:LINE:65537: expected a line of at most 65536
// bytes, found a longer line"; a failed read is IoError naming the file. On error the log at
// `out_path` is left as far as it was written: callers that must not leave it write to a temporary
// file.
Result<ScriptRecordResult> RecordScriptStream(std::istream& in, const std::string& script_name,
                                              const std::string& out_path,
                                              const std::vector<std::string>& pool_paths,
                                              const RecorderOptions& options);
// The same with one card list; "" = none.
inline Result<ScriptRecordResult> RecordScriptText(std::string_view text,
                                                   const std::string& script_name,
                                                   const std::string& out_path,
                                                   const std::string& pool_path,
                                                   const RecorderOptions& options) {
  return RecordScriptText(
      text, script_name, out_path,
      pool_path.empty() ? std::vector<std::string>{} : std::vector<std::string>{pool_path},
      options);
}

// Records a script fed one line at a time (standard input while a game is played). Each
// FeedLine() answers the line at once; with options.sync and flush_every_step every answered
// line is durable before the call returns.
class LiveRecorder {
 public:
  // `pool_paths` as for RecordScriptText().
  LiveRecorder(std::string script_name, std::string out_path, std::vector<std::string> pool_paths,
               RecorderOptions options);
  // The same with one card list; "" = none.
  LiveRecorder(std::string script_name, std::string out_path, const std::string& pool_path,
               RecorderOptions options)
      : LiveRecorder(
            std::move(script_name), std::move(out_path),
            pool_path.empty() ? std::vector<std::string>{} : std::vector<std::string>{pool_path},
            options) {}
  LiveRecorder(std::string script_name, std::string out_path, const char* pool_path,
               RecorderOptions options)
      : LiveRecorder(std::move(script_name), std::move(out_path), std::string(pool_path), options) {
  }
  // Feeds the lines of a continuation script (the body grammar without a header; line 1 is its
  // first line) to `recorder`, which continues a game whose script header is `header`.
  LiveRecorder(std::string script_name, const script::ScriptHeader& header,
               std::unique_ptr<Recorder> recorder);
  // Answer for one line: empty for header/comment lines, else one line per recorded event
  // ("ok 12 Alice reporting Data to Federation Outpost", "flagged ...", "refused ...").
  // Syntax errors and (strict) refusals are returned as errors; the line is not recorded and
  // recording may go on with the next line.
  Result<std::vector<std::string>> FeedLine(std::string_view line);
  Status Finish();
  const Recorder* recorder() const { return recorder_.get(); }
  // What the last FeedLine() that recorded anything appended.
  const Recorded& last() const { return last_; }

 private:
  // Creates the recorder from the header once the header is complete.
  Status StartRecorder();

  script::ScriptLineParser parser_;
  std::string script_name_, out_path_;
  std::vector<std::string> pool_paths_;
  RecorderOptions options_;
  std::unique_ptr<Recorder> recorder_;
  Recorded last_;
  // The script leaves passes out (`meta passes "implicit"`).
  bool implicit_passes_ = false;
  uint32_t last_line_ = 0;  // script line of the last step recorded
  bool finished_ = false;
  // Resolutions the recorder emitted on its own after the last line (both players had passed).
  // A following `resolves` line (as `dump` prints them) acknowledges one instead of recording
  // a second resolution.
  int unacknowledged_resolutions_ = 0;
};

}  // namespace stardate::recorder

#endif  // STARDATE_RECORDER_RECORDER_H_
