#include "replayer/replayer.h"

#include <algorithm>
#include <charconv>
#include <optional>

#include "engine/registry.h"
#include "engine/snapshot.h"
#include "replayer/read_ahead.h"

namespace stardate::replayer {

using engine::Event;
using engine::EventKind;

std::string Address::ToString() const {
  switch (kind) {
    case Kind::kEvent:
      return n == 0 ? "start" : "event:" + std::to_string(n - 1);
    case Kind::kTurn:
      return "turn:" + std::to_string(n);
    case Kind::kWindow:
      return "window:" + std::to_string(n);
    case Kind::kLine:
      return "line:" + std::to_string(n);
    case Kind::kEnd:
      return "end";
  }
  return "end";
}

Result<Address> ParseAddress(std::string_view text) {
  Address a;
  if (text == "end") return a;
  if (text == "start") return Address{Address::Kind::kEvent, 0};
  size_t colon = text.find(':');
  std::string_view kind = text.substr(0, colon);
  if (colon != std::string_view::npos) {
    std::string_view num = text.substr(colon + 1);
    uint64_t n = 0;
    auto [ptr, ec] = std::from_chars(num.data(), num.data() + num.size(), n);
    bool number_ok = ec == std::errc() && ptr == num.data() + num.size() && !num.empty();
    if (number_ok && (kind == "event" || kind == "turn" || kind == "window" || kind == "line")) {
      a.kind = kind == "event"    ? Address::Kind::kEvent
               : kind == "turn"   ? Address::Kind::kTurn
               : kind == "window" ? Address::Kind::kWindow
                                  : Address::Kind::kLine;
      a.n = n;
      if (a.kind != Address::Kind::kEvent) return a;
      // event:N names event N itself: the state after the first N + 1 events.
      if (n != UINT64_MAX) {
        a.n = n + 1;
        return a;
      }
    }
  }
  return Status::InvalidArgument("address '" + std::string(text) +
                                 "': expected event:N, turn:N, window:N, line:N, start or end");
}

Result<std::unique_ptr<Replayer>> Replayer::Open(const std::string& path,
                                                 const format::ReaderOptions& options) {
  return Opened(format::LogReader::Open(path, options));
}

Result<std::unique_ptr<Replayer>> Replayer::OpenBytes(const std::string& path,
                                                      std::string_view bytes,
                                                      const format::ReaderOptions& options) {
  return Opened(format::LogReader::OpenBytes(path, bytes, options));
}

Result<std::unique_ptr<Replayer>> Replayer::Opened(
    Result<std::unique_ptr<format::LogReader>> reader) {
  if (!reader.ok()) return reader.status();
  std::unique_ptr<Replayer> r(new Replayer());
  r->reader_ = std::move(reader).value();
  const std::string& path = r->reader_->path();
  auto setup = engine::ReadLogHeader(r->reader_->header_message(), path + ": header");
  if (!setup.ok()) return setup.status();
  r->setup_ = std::move(setup).value();
  auto initial = engine::NewGame(r->setup_);
  if (!initial.ok()) return initial.status().WithPrefix(path + ": header");
  r->initial_ = std::move(initial).value();
  // Every intact chunk is usable: a seek past a gap left by a dropped chunk starts from a
  // snapshot after the gap, or stops at the gap (see Seek).
  r->usable_chunks_ = r->reader_->chunks().size();
  const auto& chunks = r->reader_->chunks();
  if (!chunks.empty()) {
    r->event_count_ = chunks.back().meta.first_seq + chunks.back().meta.event_count;
  }
  return r;
}

uint64_t Replayer::window_count() const {
  if (usable_chunks_ == 0) return 0;
  const auto& last = reader_->chunks()[usable_chunks_ - 1].meta;
  return last.windows_before + last.window_count;
}

Result<std::unique_ptr<engine::GameState>> Replayer::InitialState() const {
  return initial_->Clone();
}

namespace {

// What a seek needs of a chunk: its events from `skip` on (the ones before only move the cursor
// on, decoded but not handed to fn), and only while more() holds: they are decoded a few
// hundred at a time, and the rest of the chunk is then neither decoded nor checked.
struct SeekSpan {
  uint32_t skip = 0;
  const std::function<bool()>& more;
};

// Decodes the events of chunk `entry` (its message in `buffer`) into `*e` one at a time and
// calls fn(*e, index) for each of the first meta.event_count; a block holding another number
// of events is Corruption once those are through (with `seek`, only if the walk gets there).
// The loop a replay spends its time in: no allocation, no indirect call but `fn` (inlined
// where the caller is a lambda).
template <typename F>
Status WalkEvents(const format::AlignedBuffer& buffer, const format::ChunkEntry& entry,
                  const std::string& path, Event* e, F&& fn, const SeekSpan* seek = nullptr) {
  std::string where = path + ": offset " + std::to_string(entry.offset);
  auto cursor = engine::EventCursor::Open(buffer, where);
  if (!cursor.ok()) return cursor.status();
  const uint32_t expected = entry.meta.event_count;
  if (seek == nullptr) {
    STARDATE_RETURN_IF_ERROR(cursor->ForEach(e, expected, fn));
  } else {
    uint32_t walked = std::min(seek->skip, expected);
    STARDATE_RETURN_IF_ERROR(
        cursor->ForEach(e, walked, [](const Event&, uint32_t) { return Status::Ok(); }));
    constexpr uint32_t kStep = 256;  // at most this many events decoded past the target
    for (; walked < expected; walked += std::min(kStep, expected - walked)) {
      if (!seek->more()) return Status::Ok();
      STARDATE_RETURN_IF_ERROR(cursor->ForEach(e, std::min(kStep, expected - walked), fn));
    }
  }
  if (cursor->size() != expected) {
    return Status::Corruption(where + ": chunk holds " + std::to_string(cursor->size()) +
                              " events; its header says " + std::to_string(expected));
  }
  return Status::Ok();
}

}  // namespace

Status Replayer::ForEachInChunk(size_t i,
                                const std::function<Status(const Event&, uint32_t)>& fn) const {
  auto buffer = reader_->ReadChunk(i);
  if (!buffer.ok()) return buffer.status();
  Event e;
  return WalkEvents(*buffer, reader_->chunks()[i], reader_->path(), &e, fn);
}

Status Replayer::WalkChunkWhile(size_t i, uint32_t skip, const std::function<bool()>& more,
                                const std::function<Status(const Event&, uint32_t)>& fn) const {
  auto buffer = reader_->ReadChunk(i);
  if (!buffer.ok()) return buffer.status();
  Event e;
  const SeekSpan seek{skip, more};
  return WalkEvents(*buffer, reader_->chunks()[i], reader_->path(), &e, fn, &seek);
}

Result<std::vector<Event>> Replayer::ChunkEvents(size_t i) const {
  auto buffer = reader_->ReadChunk(i);
  if (!buffer.ok()) return buffer.status();
  // WalkEvents stops at the header's count, so a hostile block claiming millions of events in
  // a few megabytes costs no more than the header admits.
  std::vector<Event> events;
  Event e;
  STARDATE_RETURN_IF_ERROR(WalkEvents(*buffer, reader_->chunks()[i], reader_->path(), &e,
                                      [&](const Event& ev, uint32_t) {
                                        events.push_back(ev);
                                        return Status::Ok();
                                      }));
  return events;
}

Result<SeekResult> Replayer::StartNear(uint64_t seq) const {
  const auto& snaps = reader_->snapshots();
  auto it =
      std::upper_bound(snaps.begin(), snaps.end(), seq,
                       [](uint64_t s, const format::SnapshotEntry& e) { return s < e.meta.seq; });
  // Try the nearest snapshot first; fall back to earlier ones if one is damaged.
  while (it != snaps.begin()) {
    --it;
    if (it->meta.seq > event_count_) continue;
    auto state = InitialState();
    if (!state.ok()) return state.status();
    auto buffer = reader_->ReadSnapshot(static_cast<size_t>(it - snaps.begin()));
    if (!buffer.ok()) continue;
    std::string where = reader_->path() + ": offset " + std::to_string(it->offset);
    if (!engine::RestoreSnapshot(*buffer, it->meta.seq, where, state->get()).ok()) continue;
    SeekResult r;
    r.state = std::move(state).value();
    r.seq = it->meta.seq;
    r.from_snapshot = true;
    return r;
  }
  auto state = InitialState();
  if (!state.ok()) return state.status();
  SeekResult r;
  r.state = std::move(state).value();
  return r;
}

Status Replayer::NotInEvents(const Address& address) const {
  return Status::NotFound(reader_->path() + ": " + address.ToString() +
                          ": not found in the log's events");
}

Result<SeekResult> Replayer::Seek(const Address& address) const {
  // Find the chunk that holds the target and how to recognise the stopping point.
  uint64_t target_seq = event_count_;  // for kEvent / kEnd: apply exactly this many
  size_t chunk = usable_chunks_;
  const auto& chunks = reader_->chunks();
  switch (address.kind) {
    case Address::Kind::kEnd:
      break;
    case Address::Kind::kLine: {
      auto through = EventsThroughLine(address.n);
      if (!through.ok()) return through.status();
      return Seek({Address::Kind::kEvent, *through});
    }
    case Address::Kind::kEvent:
      if (address.n > event_count_) {
        return Status::NotFound(reader_->path() + ": " + address.ToString() + ": the log has " +
                                std::to_string(event_count_) + " events");
      }
      target_seq = address.n;
      break;
    case Address::Kind::kTurn:
      for (size_t i = 0; i < usable_chunks_; ++i) {
        const auto& m = chunks[i].meta;
        if (m.last_turn >= address.n && (m.first_turn < address.n || i == 0 || address.n == 0)) {
          chunk = i;
          break;
        }
      }
      if (chunk == usable_chunks_ || address.n == 0) {
        return Status::NotFound(reader_->path() + ": turn:" + std::to_string(address.n) +
                                ": the log has no turn " + std::to_string(address.n));
      }
      break;
    case Address::Kind::kWindow:
      for (size_t i = 0; i < usable_chunks_; ++i) {
        const auto& m = chunks[i].meta;
        if (address.n >= m.windows_before && address.n < m.windows_before + m.window_count) {
          chunk = i;
          break;
        }
      }
      if (chunk == usable_chunks_) {
        return Status::NotFound(reader_->path() + ": window:" + std::to_string(address.n) +
                                ": the log has " + std::to_string(window_count()) +
                                " response windows");
      }
      break;
  }
  // Where to start: the nearest snapshot before the target, which may lie inside the target's
  // chunk (snapshots do not cut chunks), so a seek applies at most one snapshot interval.
  bool by_seq = address.kind == Address::Kind::kEvent || address.kind == Address::Kind::kEnd;
  uint64_t start_bound = target_seq;
  if (address.kind == Address::Kind::kTurn) {
    // The turn starts with its first TURN event from that chunk on; find it without applying
    // anything (decoding costs a few ns per event), then seek to just after it.
    bool located = false;
    for (size_t i = chunk; i < usable_chunks_ && !located; ++i) {
      uint64_t first = chunks[i].meta.first_seq;
      STARDATE_RETURN_IF_ERROR(WalkChunkWhile(
          i, 0, [&] { return !located; },
          [&](const Event& e, uint32_t k) {
            if (!located && e.kind == EventKind::TURN &&
                static_cast<uint64_t>(e.arg) == address.n) {
              target_seq = first + k + 1;
              located = true;
            }
            return Status::Ok();
          }));
    }
    if (!located) return NotInEvents(address);
    by_seq = true;
    start_bound = target_seq;
  } else if (address.kind == Address::Kind::kWindow) {
    // The last snapshot taken before the window opened (windows_before only grows).
    start_bound = chunks[chunk].meta.first_seq;
    for (const auto& snap : reader_->snapshots()) {
      if (snap.meta.windows_before <= address.n && snap.meta.seq <= event_count_) {
        start_bound = std::max(start_bound, snap.meta.seq);
      }
    }
  }
  auto start = StartNear(start_bound);
  if (!start.ok()) return start.status();
  SeekResult r = std::move(start).value();
  bool found = false;
  // The first chunk that ends after the start.
  size_t from =
      static_cast<size_t>(std::upper_bound(chunks.begin(), chunks.begin() + usable_chunks_, r.seq,
                                           [](uint64_t s, const format::ChunkEntry& c) {
                                             return s < c.meta.first_seq + c.meta.event_count;
                                           }) -
                          chunks.begin());
  for (size_t i = from; i < usable_chunks_ && !found; ++i) {
    if (by_seq && r.seq >= target_seq) break;
    uint64_t first = chunks[i].meta.first_seq;
    if (first > r.seq) {
      // Events [r.seq, first) are in no intact chunk, and no snapshot after them is nearer.
      if (address.kind == Address::Kind::kEnd) return r;  // the end of what replays
      return Status::Corruption(reader_->path() + ": " + address.ToString() + ": events " +
                                std::to_string(r.seq) + "-" + std::to_string(first - 1) +
                                " before it are lost and no snapshot after them restores the "
                                "state");
    }
    auto more = [&] { return !found && !(by_seq && r.seq >= target_seq); };
    const uint32_t skip = static_cast<uint32_t>(r.seq > first ? r.seq - first : 0);
    STARDATE_RETURN_IF_ERROR(WalkChunkWhile(i, skip, more, [&](const Event& e, uint32_t k) {
      // Within the last step of a few hundred, past the target.
      if (found || (by_seq && r.seq >= target_seq)) return Status::Ok();
      r.state->Apply(e);
      ++r.seq;
      ++r.events_applied;
      found =
          address.kind == Address::Kind::kWindow && r.state->core().windows_opened == address.n + 1;
      return Status::Ok();
    }));
  }
  if (found) return r;
  if (!by_seq) {
    return NotInEvents(address);
  }
  return r;
}

Status Replayer::ForEachEvent(
    const std::function<Status(const engine::GameState&, const Event&, uint64_t)>& fn,
    std::unique_ptr<engine::GameState>* final_state,
    const std::function<void(const LostEvents&)>& on_lost) const {
  auto initial = InitialState();
  if (!initial.ok()) return initial.status();
  std::unique_ptr<engine::GameState> state = std::move(initial).value();
  const auto& chunks = reader_->chunks();
  const auto& snaps = reader_->snapshots();
  const std::string& path = reader_->path();
  uint64_t seq = 0;
  Status result;
  Event e;  // reused across chunks
  std::unique_ptr<ReadAhead> ahead;
  if (read_ahead_ && chunks.size() > 1) {
    auto started = ReadAhead::Start(*reader_, 0);
    if (started.ok()) ahead = std::move(started).value();
  }
  for (size_t i = 0; i < chunks.size();) {
    const format::ChunkEntry& c = chunks[i];
    const uint64_t chunk_end = c.meta.first_seq + c.meta.event_count;
    if (chunk_end <= seq) {  // before the snapshot the walk resumed from
      ++i;
      continue;
    }
    LostEvents lost;
    lost.first = seq;
    uint64_t resume_from = 0;  // the first event a snapshot may resume at
    Status damage;
    if (c.meta.first_seq > seq) {
      // No intact chunk holds these events: the reader dropped their records.
      lost.offset = i > 0 ? chunks[i - 1].offset + chunks[i - 1].stored_size : c.offset;
      for (const format::Problem& p : reader_->problems()) {
        if (i == 0 && p.offset < lost.offset) lost.offset = p.offset;
      }
      lost.length = c.offset - lost.offset;
      resume_from = c.meta.first_seq;
      damage = Status::Corruption(path + ": offset " + std::to_string(lost.offset) +
                                  ": no intact chunk holds events " + std::to_string(seq) + "-" +
                                  std::to_string(c.meta.first_seq - 1));
    } else {
      auto buffer = ahead != nullptr ? ahead->Take(i) : reader_->ReadChunk(i);
      if (buffer.ok()) {
        const uint64_t first = c.meta.first_seq;
        damage = WalkEvents(*buffer, c, path, &e, [&](const Event& ev, uint32_t k) {
          if (first + k < seq) return Status::Ok();
          Status st = fn(*state, ev, seq);
          if (!st.ok()) [[unlikely]] {
            result = st;
            return st;
          }
          state->Apply(ev);
          ++seq;
          return Status::Ok();
        });
        if (!result.ok()) break;
      } else {
        damage = buffer.status();
      }
      if (damage.ok()) {
        ++i;
        continue;
      }
      lost.first = seq;  // a block may break after some of its events were visited
      lost.offset = c.offset;
      lost.length = c.stored_size;
      resume_from = chunk_end;
    }
    if (!on_lost) {
      result = damage;
      break;
    }
    // Resume from the first snapshot at or past the damage that restores.
    lost.end = event_count_;
    bool resumed = false;
    for (size_t k = 0; k < snaps.size() && !resumed; ++k) {
      const format::SnapshotEntry& snap = snaps[k];
      if (snap.meta.seq < resume_from || snap.meta.seq > lost.end) continue;
      auto buffer = reader_->ReadSnapshot(k);
      auto restored = InitialState();
      if (!buffer.ok() || !restored.ok()) continue;
      std::string where = path + ": offset " + std::to_string(snap.offset);
      if (!engine::RestoreSnapshot(*buffer, snap.meta.seq, where, restored->get()).ok()) continue;
      state = std::move(restored).value();
      seq = snap.meta.seq;
      lost.end = seq;
      resumed = true;
    }
    lost.why = damage.message();
    if (lost.end > resume_from) {
      lost.why += resumed
                      ? "; replay resumed from the snapshot after event " + std::to_string(lost.end)
                      : "; no later snapshot restores the state the following events need";
    }
    if (lost.end > lost.first) on_lost(lost);
    if (!resumed) break;
  }
  if (final_state != nullptr) *final_state = std::move(state);
  return result;
}

Result<uint64_t> Replayer::EventsThroughLine(uint64_t line) const {
  const auto& chunks = reader_->chunks();
  uint64_t below = 0;               // the nearest line before `line` that wrote an event
  uint64_t above = UINT64_MAX;      // and after it
  std::optional<uint64_t> through;  // one past the last event of the first run on `line`
  bool run_over = false;
  for (size_t i = 0; i < usable_chunks_ && !run_over; ++i) {
    const uint64_t first = chunks[i].meta.first_seq;
    STARDATE_RETURN_IF_ERROR(ForEachInChunk(i, [&](const Event& e, uint32_t k) {
      if (run_over || e.line == 0) return Status::Ok();
      if (e.line == line) {
        through = first + k + 1;
      } else if (through) {
        run_over = true;
      } else if (e.line < line) {
        below = std::max<uint64_t>(below, e.line);
      } else {
        above = std::min<uint64_t>(above, e.line);
      }
      return Status::Ok();
    }));
  }
  if (through) return *through;
  const std::string where = reader_->path() + ": line:" + std::to_string(line);
  if (below == 0 && above == UINT64_MAX) {
    return Status::NotFound(where + ": the log's events record no script lines");
  }
  std::string nearest;
  if (below != 0) nearest = "line " + std::to_string(below);
  if (above != UINT64_MAX) {
    nearest += (nearest.empty() ? "line " : " and line ") + std::to_string(above);
  }
  const std::string script = setup_.script_name.empty() ? "the script" : setup_.script_name;
  const bool both = below != 0 && above != UINT64_MAX;
  return Status::NotFound(where + ": line " + std::to_string(line) + " of " + script +
                          " wrote no event; the nearest " +
                          (both ? "lines that did are " : "line that did is ") + nearest);
}

Result<Event> Replayer::EventAt(uint64_t seq) const {
  const auto& chunks = reader_->chunks();
  auto it = std::upper_bound(
      chunks.begin(), chunks.end(), seq,
      [](uint64_t s, const format::ChunkEntry& c) { return s < c.meta.first_seq; });
  if (it == chunks.begin() || seq >= (it - 1)->meta.first_seq + (it - 1)->meta.event_count) {
    return Status::NotFound(reader_->path() + ": no intact chunk holds event " +
                            std::to_string(seq));
  }
  const size_t i = static_cast<size_t>(it - chunks.begin()) - 1;
  const uint64_t first = chunks[i].meta.first_seq;
  Event found;
  STARDATE_RETURN_IF_ERROR(ForEachInChunk(i, [&](const Event& e, uint32_t k) {
    if (first + k == seq) found = e;
    return Status::Ok();
  }));
  return found;
}

std::string LostEvents::ToString() const {
  std::string s = end == first + 1
                      ? "event " + std::to_string(first)
                      : "events " + std::to_string(first) + "-" + std::to_string(end - 1);
  return s + " (offset " + std::to_string(offset) + ", " + std::to_string(length) +
         " bytes): " + why;
}

}  // namespace stardate::replayer
