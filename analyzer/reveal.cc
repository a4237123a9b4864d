#include "analyzer/reveal.h"

#include <capnp/message.h>

#include <memory>

#include "engine/game.h"
#include "engine/registry.h"
#include "engine/state_codec.h"
#include "format/log_reader.h"
#include "format/log_writer.h"
#include "format/message.h"
#include "format/schema/stardate.capnp.h"
#include "recorder/recorder.h"

namespace stardate::analyzer {
namespace {

std::string Hex(const std::string& bytes) {
  return engine::HexString(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
}

// The header with the seed in it, every other field as stored.
Result<std::string> RevealedHeader(const format::LogReader& reader, uint64_t seed) {
  std::string out;
  STARDATE_RETURN_IF_ERROR(format::ReadMessage(reader.header_message(), reader.path() + ": header",
                                               [&](capnp::FlatArrayMessageReader& message_reader) {
                                                 capnp::MallocMessageBuilder message;
                                                 message.setRoot(
                                                     message_reader.getRoot<schema::Header>());
                                                 auto h = message.getRoot<schema::Header>();
                                                 h.setSeed(seed);
                                                 h.setSeedState(schema::SeedState::REVEALED);
                                                 out = format::EncodeMessage(message);
                                                 return Status::Ok();
                                               }));
  return out;
}

}  // namespace

Result<RevealResult> RevealSeed(const std::string& log_path, uint64_t seed,
                                const std::string& out_path) {
  auto opened = format::LogReader::Open(log_path);
  if (!opened.ok()) return opened.status();
  const format::LogReader& reader = **opened;
  if (!reader.problems().empty()) {
    const format::Problem& p = reader.problems().front();
    return Status::Corruption(log_path + ": offset " + std::to_string(p.offset) + ": " + p.what +
                              "; only an intact log is revealed (stardate verify names the "
                              "damage)");
  }
  auto setup = engine::ReadLogHeader(reader.header_message(), log_path);
  if (!setup.ok()) return setup.status();
  RevealResult result;
  switch (setup->seed_state) {
    case engine::SeedState::IN_HEADER:
      return Status::InvalidArgument(log_path +
                                     ": the seed is not withheld: the header holds it "
                                     "(seed " +
                                     std::to_string(setup->seed) + ") since the game was recorded");
    case engine::SeedState::REVEALED:
      return Status::InvalidArgument(log_path + ": the seed was revealed already (seed " +
                                     std::to_string(setup->seed) + ")");
    default:
      break;
  }
  result.commitment = Hex(setup->rng_commitment);
  const std::string given = engine::SeedCommitment(seed);
  if (given != setup->rng_commitment) {
    return Status::InvalidArgument(log_path + ": seed " + std::to_string(seed) +
                                   " is not the game's: the header commits to BLAKE2b-256 " +
                                   result.commitment + ", seed " + std::to_string(seed) +
                                   " gives " + Hex(given));
  }
  auto header = RevealedHeader(reader, seed);
  if (!header.ok()) return header.status();
  // The header compressed as the recorder compresses it.
  auto writer =
      format::LogWriter::Create(out_path, *header, recorder::RecorderOptions().writer_options());
  if (!writer.ok()) return writer.status();
  // Records in file order, chunks and snapshots merged by offset, each copied as stored.
  const auto& chunks = reader.chunks();
  const auto& snaps = reader.snapshots();
  size_t c = 0, s = 0;
  while (c < chunks.size() || s < snaps.size()) {
    if (s == snaps.size() || (c < chunks.size() && chunks[c].offset < snaps[s].offset)) {
      auto stored = reader.ReadChunkStored(c);
      if (!stored.ok()) return stored.status();
      STARDATE_RETURN_IF_ERROR((*writer)->AppendStoredChunk(chunks[c].meta, *stored));
      result.events += chunks[c].meta.event_count;
      ++c;
    } else {
      auto stored = reader.ReadSnapshotStored(s);
      if (!stored.ok()) return stored.status();
      STARDATE_RETURN_IF_ERROR((*writer)->AppendStoredSnapshot(snaps[s].meta, *stored));
      ++s;
    }
  }
  result.chunks = c;
  result.snapshots = s;
  result.was_sealed = reader.seal() != nullptr;
  STARDATE_RETURN_IF_ERROR((*writer)->Close());
  return result;
}

}  // namespace stardate::analyzer
