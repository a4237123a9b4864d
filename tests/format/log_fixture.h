// Fixture vocabulary for the container tests: temp dirs, small messages, whole-log writers and
// byte-level surgery on log files.
#ifndef STARDATE_TESTS_FORMAT_LOG_FIXTURE_H_
#define STARDATE_TESTS_FORMAT_LOG_FIXTURE_H_

#include <capnp/any.h>
#include <capnp/message.h>
#include <capnp/schema.h>
#include <stdlib.h>
#include <zstd.h>

#include <catch2/catch.hpp>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "format/crc32c.h"
#include "format/log_constants.h"
#include "format/log_reader.h"
#include "format/log_writer.h"
#include "format/message.h"
#include "format/record_frame.h"
#include "format/schema/stardate.capnp.h"
#include "tests/support/temp_dir.h"

namespace stardate::format::testing {

using stardate::testing::TempDir;

inline std::string ReadBytes(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  return std::string(std::istreambuf_iterator<char>(in), {});
}

inline void WriteBytes(const std::string& path, const std::string& bytes) {
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(bytes.data(), static_cast<std::streamsize>(bytes.size()));
  REQUIRE(out.good());
}

inline std::string AsString(const AlignedBuffer& buffer) {
  return std::string(reinterpret_cast<const char*>(buffer.data()), buffer.size());
}

inline void FillHeader(schema::Header::Builder header) {
  header.setGameKind(0);
  header.setRulesModule("stccg1e");
  header.setRulesVersion(1);
  header.setSeed(0x5eed);
  header.setEvent("Format test invitational");
  auto players = header.initPlayers(2);
  players[0].setName("Picard");
  players[1].setName("Sisko");
}

inline std::string HeaderMessage() {
  capnp::MallocMessageBuilder message;
  FillHeader(message.initRoot<schema::Header>());
  return EncodeMessage(message);
}

// An EventBlock of `count` events; event i's args column entry is first_seq + i, so blocks are
// distinct (the container does not interpret the columns; engine/event.cc does).
inline std::string EventBlockMessage(uint64_t first_seq, uint32_t count) {
  capnp::MallocMessageBuilder message;
  auto block = message.initRoot<schema::EventBlock>();
  auto heads = block.initHeads(count);
  auto args = block.initArgs(count);
  for (uint32_t i = 0; i < count; ++i) {
    uint16_t kind =
        static_cast<uint16_t>(i % 3 == 0 ? schema::EventKind::PASS : schema::EventKind::DRAW);
    heads.set(i, static_cast<uint16_t>(kind | (i % 2) << 8 | 1u << 14));
    args.set(i, static_cast<uint32_t>(first_seq + i));
  }
  return EncodeMessage(message);
}

inline std::string SnapshotMessage(uint64_t seq) {
  capnp::MallocMessageBuilder message;
  auto snapshot = message.initRoot<schema::Snapshot>();
  snapshot.setSeq(seq);
  std::string state = "state after " + std::to_string(seq) + " events";
  snapshot.setState(kj::arrayPtr(reinterpret_cast<const kj::byte*>(state.data()), state.size()));
  return EncodeMessage(message);
}

inline ChunkMeta MetaFor(uint64_t first_seq, uint32_t count) {
  ChunkMeta meta;
  meta.first_seq = first_seq;
  meta.event_count = count;
  meta.first_turn = static_cast<uint32_t>(first_seq / 10);
  meta.last_turn = static_cast<uint32_t>((first_seq + count) / 10);
  meta.windows_before = first_seq / 2;
  meta.window_count = static_cast<uint32_t>((first_seq + count) / 2 - first_seq / 2);
  for (size_t i = 0; i < meta.state_hash.size(); ++i) {
    meta.state_hash[i] = static_cast<uint8_t>(first_seq * 7 + i);
  }
  return meta;
}

struct LogShape {
  int chunks = 4;
  uint32_t events_per_chunk = 20;
  int snapshot_every = 2;  // a snapshot after every N chunks (0: none)
  bool close = true;
};

// What a test wrote, to compare with what a reader returns.
struct WrittenLog {
  std::vector<std::string> chunk_messages;
  std::vector<ChunkMeta> chunk_metas;
  std::vector<std::string> snapshot_messages;
  std::vector<SnapshotMeta> snapshot_metas;
  std::vector<uint64_t> record_ends;  // end offset of the header record and every body record
  std::vector<uint64_t> chunk_ends;
  uint64_t body_size = 0;  // bytes before the footer
  Hash256 chain{};
};

inline WrittenLog WriteLog(const std::string& path, const LogShape& shape = {},
                           const WriterOptions& options = {}) {
  WrittenLog log;
  auto writer = LogWriter::Create(path, HeaderMessage(), options);
  REQUIRE(writer.ok());
  log.record_ends.push_back((*writer)->bytes_written());
  uint64_t seq = 0;
  for (int c = 0; c < shape.chunks; ++c) {
    log.chunk_messages.push_back(EventBlockMessage(seq, shape.events_per_chunk));
    log.chunk_metas.push_back(MetaFor(seq, shape.events_per_chunk));
    REQUIRE((*writer)->AppendChunk(log.chunk_metas.back(), log.chunk_messages.back()).ok());
    log.record_ends.push_back((*writer)->bytes_written());
    log.chunk_ends.push_back((*writer)->bytes_written());
    seq += shape.events_per_chunk;
    if (shape.snapshot_every > 0 && (c + 1) % shape.snapshot_every == 0) {
      log.snapshot_messages.push_back(SnapshotMessage(seq));
      log.snapshot_metas.push_back({seq, static_cast<uint32_t>(seq / 10), seq / 2});
      REQUIRE(
          (*writer)->AppendSnapshot(log.snapshot_metas.back(), log.snapshot_messages.back()).ok());
      log.record_ends.push_back((*writer)->bytes_written());
    }
  }
  log.body_size = (*writer)->bytes_written();
  log.chain = (*writer)->chain_hash();
  if (shape.close) REQUIRE((*writer)->Close().ok());
  return log;
}

inline std::unique_ptr<LogReader> OpenOk(const std::string& path,
                                         const ReaderOptions& options = {}) {
  auto reader = LogReader::Open(path, options);
  INFO(reader.status().ToString());
  REQUIRE(reader.ok());
  return std::move(reader).value();
}

// HeaderMessage() with the list field `field` of schema::Header ("players", "meta") replaced
// by `n` entries of zero size: a few bytes that claim millions of entries. With `field` =
// "deck", the first player's deck list (schema::Player.supersededDeck, where logs before
// module parts kept it) is replaced.
inline std::string HeaderWithEmptyEntries(const std::string& field, uint32_t n) {
  capnp::MallocMessageBuilder message;
  auto header = message.initRoot<schema::Header>();
  FillHeader(header);
  auto slot = [](capnp::StructSchema schema, const char* name) {
    return schema.getFieldByName(name).getProto().getSlot().getOffset();
  };
  if (field == "deck") {
    auto player = header.getPlayers()[0];
    capnp::toAny(player)
        .getPointerSection()[slot(capnp::Schema::from<schema::Player>(), "supersededDeck")]
        .initAsListOfAnyStruct(0, 0, n);
  } else {
    capnp::toAny(header)
        .getPointerSection()[slot(capnp::Schema::from<schema::Header>(), field.c_str())]
        .initAsListOfAnyStruct(0, 0, n);
  }
  return EncodeMessage(message);
}

// Writes a log holding only a file header and a header record whose payload is
// `header_message` compressed with zstd, every checksum and the chain link valid: what a
// LogWriter would write for that header if it accepted it.
inline void WriteForgedHeaderLog(const std::string& path, const std::string& header_message) {
  std::string file(log::kFileHeaderSize, '\0');
  auto* p = reinterpret_cast<uint8_t*>(file.data());
  std::memcpy(p, log::kFileMagic.data(), log::kFileMagic.size());
  log::PutU32(p + log::kFileHeaderVersionOffset, log::kFormatVersion);
  log::PutU32(p + log::kFileHeaderCrcOffset, Crc32c(p, log::kFileHeaderCrcOffset));
  const Hash256 file_hash = log::Blake2b(p, log::kFileHeaderSize);

  std::string payload(ZSTD_compressBound(header_message.size()), '\0');
  const size_t stored = ZSTD_compress(payload.data(), payload.size(), header_message.data(),
                                      header_message.size(), 3);
  REQUIRE_FALSE(ZSTD_isError(stored));
  payload.resize(stored);
  std::string record(log::kMinRecordHeaderSize, '\0');
  auto* r = reinterpret_cast<uint8_t*>(record.data());
  log::PutU32(r + log::kRecordMagicOffset, log::kRecordMagic);
  r[log::kRecordTypeOffset] = static_cast<uint8_t>(log::RecordType::kHeader);
  r[log::kRecordCodecOffset] = static_cast<uint8_t>(log::Codec::kZstd);
  log::PutU32(r + log::kRecordStoredSizeOffset, static_cast<uint32_t>(payload.size()));
  log::PutU32(r + log::kRecordRawSizeOffset, static_cast<uint32_t>(header_message.size()));
  log::PutU32(r + log::kRecordPayloadCrcOffset,
              Crc32c(reinterpret_cast<const uint8_t*>(payload.data()), payload.size()));
  std::memcpy(r + log::kRecordPrevHashOffset, file_hash.data(), file_hash.size());
  const size_t crc_offset = log::kMinRecordHeaderSize - log::kHeaderCrcSize;
  log::PutU32(r + crc_offset, Crc32c(r, crc_offset));
  WriteBytes(path, file + record + payload);
}

// Overwrites the u32 at `field_offset` of the record at `record_offset` and recomputes the
// record's header checksum, so the forged value passes the header check.
inline void ForgeRecordU32(std::string* bytes, uint64_t record_offset, size_t field_offset,
                           uint32_t value) {
  uint8_t* record = reinterpret_cast<uint8_t*>(bytes->data()) + record_offset;
  log::PutU32(record + field_offset, value);
  const auto type = static_cast<log::RecordType>(record[log::kRecordTypeOffset]);
  const size_t crc_offset = log::RecordHeaderSize(type) - log::kHeaderCrcSize;
  log::PutU32(record + crc_offset, Crc32c(record, crc_offset));
}

inline bool StartsWith(const std::string& s, const std::string& prefix) {
  return s.compare(0, prefix.size(), prefix) == 0;
}

}  // namespace stardate::format::testing

#endif  // STARDATE_TESTS_FORMAT_LOG_FIXTURE_H_
