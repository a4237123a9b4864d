// Replayer: folds a .sdlog back into game states.
//
// Every error a Replayer returns names the log's file once, at its start
// ("game.sdlog: window:9: the log has 4 response windows").
//
// Addresses (what `stardate show --at` accepts):
//   event:N   the state just after event N (events are numbered from 0, as the audit numbers
//             them: `show --at event:N` is the step the audit's "event N" names)
//   start     the state before any event
//   turn:N    the state just after turn N began (its `turn` event applied)
//   window:N  response window N (numbered from 0 in the order opened): the state just after
//             the initiating event, with the action pending and the opponent to respond
//   line:N    the state right after the events written on line N of the script the log was
//             recorded from (the last event carrying line N: the line's own event, the steps
//             the recorder filled in before it and the resolutions it triggered); in a fork,
//             lines before the fork point are the parent's script's and later ones the
//             continuation's, and line:N names the first run of events carrying N
//   end       the state after every intact event
// A seek restores the nearest snapshot at or before the target and applies at most
// snapshot_interval + chunk_events events, whatever the log's length.
#ifndef STARDATE_REPLAYER_REPLAYER_H_
#define STARDATE_REPLAYER_REPLAYER_H_

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/game_state.h"
#include "format/log_reader.h"
#include "format/status.h"

namespace stardate::replayer {

struct Address {
  enum class Kind { kEvent, kTurn, kWindow, kLine, kEnd };
  Kind kind = Kind::kEnd;
  // kEvent: the number of events applied (event:N is N + 1, start is 0); else the N written.
  uint64_t n = 0;
  std::string ToString() const;
};

// Parses "event:N", "turn:N", "window:N", "line:N", "start" or "end". InvalidArgument with the
// expected forms.
Result<Address> ParseAddress(std::string_view text);

// A stretch of events a sequential replay could not apply: their chunk is damaged or missing,
// or they follow such a chunk and no snapshot restores the state they need.
struct LostEvents {
  uint64_t first = 0;   // the first event not replayed
  uint64_t end = 0;     // one past the last event not replayed
  uint64_t offset = 0;  // the file bytes that held them (damaged records included)
  uint64_t length = 0;
  std::string why;  // names the file and offset of the damage, or the missing events
  // "events 0-63 (offset 6325, 1200 bytes): <why>".
  std::string ToString() const;
};

struct SeekResult {
  std::unique_ptr<engine::GameState> state;
  uint64_t seq = 0;             // events applied
  uint64_t events_applied = 0;  // events applied after the snapshot (the seek's cost)
  bool from_snapshot = false;
};

class Replayer {
 public:
  static Result<std::unique_ptr<Replayer>> Open(const std::string& path,
                                                const format::ReaderOptions& options = {});
  // Open() of a log whose bytes are in memory already (format::LogReader::OpenBytes): `bytes`
  // must stay unchanged while the replayer lives.
  static Result<std::unique_ptr<Replayer>> OpenBytes(const std::string& path,
                                                     std::string_view bytes,
                                                     const format::ReaderOptions& options = {});

  const engine::GameSetup& setup() const { return setup_; }
  const format::LogReader& reader() const { return *reader_; }
  // Events in the log's intact chunks: one past the last (a gap left by a dropped chunk
  // counts; see Seek for what replays across it).
  uint64_t event_count() const { return event_count_; }
  uint64_t window_count() const;

  // A fresh initial state for this log's game.
  Result<std::unique_ptr<engine::GameState>> InitialState() const;

  // The events of chunk `i`, decoded.
  Result<std::vector<engine::Event>> ChunkEvents(size_t i) const;
  // Decodes the events of chunk `i` one at a time and calls fn(event, index in the chunk) for
  // each, keeping none (the Event is reused between calls: copy what must outlive the call).
  // Stops at fn's first error (returned). Corruption if the chunk is damaged, possibly after
  // some of its events were visited.
  Status ForEachInChunk(size_t i,
                        const std::function<Status(const engine::Event&, uint32_t)>& fn) const;

  // The state at `address` (see the file comment). NotFound if the log has no such turn or
  // window, or fewer events. After a gap of lost events the seek starts from a snapshot past
  // the gap; without one, Corruption naming the lost events, except for `end`, which is then
  // the state at the gap (the end of what replays). A seek decodes and checks a chunk's events
  // only up to its target: damage later in that chunk's block (a CRC-valid block that holds
  // more events or values than its header says) is found by a replay or `verify`, not here.
  Result<SeekResult> Seek(const Address& address) const;

  // Calls `fn(state_before, event, seq)` for every event in order, from the initial state,
  // then applies it. Stops at the first error `fn` returns. When `final_state` is given it
  // receives the state after the last event applied.
  // Damage: without `on_lost`, a damaged or missing chunk stops the walk with its Corruption
  // status. With it, the walk calls `on_lost` for every stretch it cannot replay and resumes
  // from the first snapshot past the damage that restores (events before that snapshot are
  // part of the stretch); every intact part is visited, in order, and the status is Ok.
  Status ForEachEvent(
      const std::function<Status(const engine::GameState&, const engine::Event&, uint64_t)>& fn,
      std::unique_ptr<engine::GameState>* final_state = nullptr,
      const std::function<void(const LostEvents&)>& on_lost = nullptr) const;

  // The number of events up to and including the last event of the first run of events
  // written on script line `line` (so Seek(event:that) is the state right after the line).
  // NotFound naming the nearest lines before and after that wrote events when none did, or
  // saying that the log records no script lines. Decodes the chunks up to the line, applies
  // nothing.
  Result<uint64_t> EventsThroughLine(uint64_t line) const;

  // Event `seq` as recorded (with its script line), read from its chunk. NotFound past the
  // indexed events; Corruption if its chunk is damaged.
  Result<engine::Event> EventAt(uint64_t seq) const;

  // With read-ahead on, ForEachEvent reads, checks and decompresses the next chunk on a second
  // thread while it decodes and applies the current one (replayer/read_ahead.h): the same
  // events, states and errors, in less wall time when a second core is free, for one more
  // decompressed chunk in memory. Off by default (a caller replaying many logs in parallel
  // keeps one thread per log). If the thread cannot be started, the walk reads the chunks
  // itself.
  void set_read_ahead(bool on) { read_ahead_ = on; }

 private:
  Replayer() = default;
  // Open() and OpenBytes() once the log's reader is open.
  static Result<std::unique_ptr<Replayer>> Opened(
      Result<std::unique_ptr<format::LogReader>> reader);
  // NotFound: `address` names nothing the log's events reach.
  Status NotInEvents(const Address& address) const;
  // Restores the nearest snapshot with seq <= `seq` into a new state (or the initial state).
  Result<SeekResult> StartNear(uint64_t seq) const;
  // ForEachInChunk for a seek, which needs the events of chunk `i` from its start (`skip`: the
  // events before only move the cursor on, without calling fn) up to its target: decodes them
  // a few hundred at a time while `more()` holds, so the rest of a large chunk is neither
  // decoded nor checked.
  Status WalkChunkWhile(size_t i, uint32_t skip, const std::function<bool()>& more,
                        const std::function<Status(const engine::Event&, uint32_t)>& fn) const;

  std::unique_ptr<format::LogReader> reader_;
  engine::GameSetup setup_;
  std::unique_ptr<engine::GameState> initial_;  // built once; InitialState() clones it
  uint64_t event_count_ = 0;
  size_t usable_chunks_ = 0;  // the reader's chunks
  bool read_ahead_ = false;
};

}  // namespace stardate::replayer

#endif  // STARDATE_REPLAYER_REPLAYER_H_
