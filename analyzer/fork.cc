#include "analyzer/fork.h"

#include <capnp/message.h>

#include <algorithm>
#include <utility>
#include <vector>

#include "engine/state_codec.h"
#include "format/log_writer.h"
#include "format/message.h"
#include "format/schema/stardate.capnp.h"

namespace stardate::analyzer {

std::optional<ForkParent> ReadForkParent(const format::AlignedBuffer& header_message) {
  std::optional<ForkParent> parent;
  (void)format::ReadMessage(header_message, "header", [&](capnp::FlatArrayMessageReader& reader) {
    auto h = reader.getRoot<schema::Header>();
    if (h.getParentHash().size() == 0) return Status::Ok();
    ForkParent p;
    p.hash = engine::HexString(h.getParentHash().begin(), h.getParentHash().size());
    p.address = h.getParentAddress();
    p.events = h.getParentEvents();
    p.script = h.getForkScript();
    parent = std::move(p);
    return Status::Ok();
  });
  return parent;
}

std::string ScriptOfEvent(const replayer::Replayer& r, uint64_t seq) {
  const std::optional<ForkParent> parent = ReadForkParent(r.reader().header_message());
  return parent && seq >= parent->events ? parent->script : r.setup().script_name;
}

namespace {

// The parent's header with the fork's parent fields set.
Result<std::string> ForkHeader(const replayer::Replayer& parent, const replayer::Address& at,
                               uint64_t shared, const std::string& script_name) {
  std::string out;
  const format::Hash256& chain = parent.reader().chain_hash();
  STARDATE_RETURN_IF_ERROR(
      format::ReadMessage(parent.reader().header_message(), parent.reader().path() + ": header",
                          [&](capnp::FlatArrayMessageReader& reader) {
                            capnp::MallocMessageBuilder message;
                            message.setRoot(reader.getRoot<schema::Header>());
                            auto h = message.getRoot<schema::Header>();
                            h.setParentHash(kj::arrayPtr(chain.data(), chain.size()));
                            h.setParentAddress(at.ToString());
                            h.setParentEvents(shared);
                            h.setForkScript(script_name);
                            out = format::EncodeMessage(message);
                            return Status::Ok();
                          }));
  return out;
}

// Splits `text` into lines ("\n" or "\r\n"; the last line may have no end).
std::vector<std::string_view> Lines(std::string_view text) {
  std::vector<std::string_view> lines;
  while (!text.empty()) {
    const size_t nl = text.find('\n');
    lines.push_back(text.substr(0, nl));
    if (nl == std::string_view::npos) break;
    text.remove_prefix(nl + 1);
  }
  return lines;
}

}  // namespace

Result<ForkResult> ForkLog(const replayer::Replayer& parent, const replayer::Address& at,
                           std::string_view continuation, const std::string& script_name,
                           const std::string& out_path, const recorder::RecorderOptions& options) {
  const format::LogReader& reader = parent.reader();
  if (!reader.problems().empty()) {
    const format::Problem& p = reader.problems().front();
    return Status::Corruption(reader.path() + ": offset " + std::to_string(p.offset) + ": " +
                              p.what + "; a fork needs an intact parent (stardate verify)");
  }
  if (!parent.setup().seed_known) {
    return Status::InvalidArgument(reader.path() +
                                   ": the seed is withheld: a fork would draw "
                                   "its random outcomes from a seed it does not have; reveal it "
                                   "first (stardate reveal)");
  }
  auto seek = parent.Seek(at);
  if (!seek.ok()) return seek.status();
  ForkResult result;
  result.shared_events = seek->seq;
  result.events_applied = seek->events_applied;
  const uint64_t shared = seek->seq;

  auto header = ForkHeader(parent, at, shared, script_name);
  if (!header.ok()) return header.status();
  auto writer = format::LogWriter::Create(out_path, *header, options.writer_options());
  if (!writer.ok()) return writer.status();

  // The parent's chunks that end at or before the fork point, and its snapshots inside them,
  // are copied as stored (payloads byte for byte, not decoded; only the records' chain links
  // are new); the events of the chunk the fork point cuts start the fork's next chunk.
  const auto& chunks = reader.chunks();
  const auto& snaps = reader.snapshots();
  size_t next_snap = 0;
  uint64_t copied_end = 0;
  uint64_t last_snapshot = 0;
  std::vector<engine::Event> pending;
  format::ChunkMeta pending_meta;
  pending_meta.first_seq = shared;
  pending_meta.first_turn = seek->state->core().turn;
  pending_meta.windows_before = seek->state->core().windows_opened;
  for (size_t i = 0; i < chunks.size(); ++i) {
    const format::ChunkMeta& m = chunks[i].meta;
    if (m.first_seq >= shared) break;
    if (m.first_seq + m.event_count > shared) {
      auto events = parent.ChunkEvents(i);
      if (!events.ok()) return events.status();
      pending.assign(events->begin(),
                     events->begin() + static_cast<ptrdiff_t>(shared - m.first_seq));
      pending_meta.first_seq = m.first_seq;
      pending_meta.first_turn = m.first_turn;
      pending_meta.windows_before = m.windows_before;
      break;
    }
    auto block = reader.ReadChunkStored(i);
    if (!block.ok()) return block.status();
    STARDATE_RETURN_IF_ERROR((*writer)->AppendStoredChunk(m, *block));
    ++result.chunks_copied;
    copied_end = m.first_seq + m.event_count;
    for (; next_snap < snaps.size() && snaps[next_snap].meta.seq <= copied_end; ++next_snap) {
      auto snap = reader.ReadSnapshotStored(next_snap);
      if (!snap.ok()) return snap.status();
      STARDATE_RETURN_IF_ERROR((*writer)->AppendStoredSnapshot(snaps[next_snap].meta, *snap));
      last_snapshot = snaps[next_snap].meta.seq;
    }
  }

  recorder::RecorderOptions ro = options;
  ro.strict = true;  // a what-if is a legal continuation: an illegal line is refused
  // The parent's snapshot cadence, so a seek in the fork costs what it costs in the parent.
  if (parent.setup().snapshot_interval > 0) {
    ro.snapshot_interval = parent.setup().snapshot_interval;
    ro.snapshot_min_gap = std::min(ro.snapshot_min_gap, ro.snapshot_interval);
  }
  auto rec = recorder::Recorder::Continue(parent.setup(), std::move(seek->state),
                                          std::move(writer).value(), std::move(pending),
                                          pending_meta, last_snapshot, ro);
  // The continuation is parsed in the body of the parent's game: its players' names are what
  // tells a player step from a game step.
  script::ScriptHeader body_of;
  body_of.game = parent.setup().rules_module;
  for (const engine::PlayerSetup& p : parent.setup().players) {
    body_of.players.push_back({p.name, {}, {}});
  }
  recorder::LiveRecorder live(script_name, body_of, std::move(rec));
  const std::vector<std::string_view> lines = Lines(continuation);
  for (size_t i = 0; i < lines.size(); ++i) {
    auto answer = live.FeedLine(lines[i]);
    if (!answer.ok()) {
      // Every error of a fed line names SCRIPT:LINE (syntax, binding, strict refusal).
      (void)live.Finish();
      return answer.status();
    }
    if (!answer->empty()) ++result.lines;
  }
  STARDATE_RETURN_IF_ERROR(live.Finish());
  result.events = live.recorder()->events_recorded();
  return result;
}

}  // namespace stardate::analyzer
