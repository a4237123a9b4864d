// Byte layout of the .sdlog container, shared by LogWriter, LogReader and their tests.
// format/SPEC.md is the authority; every constant and offset here is named there.
// Internal to format/: other folders use log_writer.h / log_reader.h.
#ifndef STARDATE_FORMAT_LOG_CONSTANTS_H_
#define STARDATE_FORMAT_LOG_CONSTANTS_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>

#include "format/log_format.h"

namespace stardate::format::log {

// ---- File header: magic u8[8] | version u32 | crc u32
inline constexpr std::array<uint8_t, 8> kFileMagic = {0x89, 'S', 'D', 'L', 'O', 'G', '\r', '\n'};
inline constexpr uint32_t kFormatVersion = 2;
inline constexpr size_t kFileHeaderSize = 16;
inline constexpr size_t kFileHeaderVersionOffset = 8;
inline constexpr size_t kFileHeaderCrcOffset = 12;

// ---- Record header: magic u32 | type u8 | codec u8 | reserved u16 | stored_size u32 |
//      raw_size u32 | payload_crc u32 | prev_hash u8[32] | meta u8[MetaSize(type)] |
//      header_crc u32, then payload u8[stored_size].
inline constexpr uint32_t kRecordMagic = 0xA5524453;  // bytes 53 44 52 A5: "SDR\xA5"
inline constexpr size_t kRecordMagicOffset = 0;
inline constexpr size_t kRecordTypeOffset = 4;
inline constexpr size_t kRecordCodecOffset = 5;
inline constexpr size_t kRecordReservedOffset = 6;
inline constexpr size_t kRecordStoredSizeOffset = 8;
inline constexpr size_t kRecordRawSizeOffset = 12;
inline constexpr size_t kRecordPayloadCrcOffset = 16;
inline constexpr size_t kRecordPrevHashOffset = 20;
inline constexpr size_t kRecordMetaOffset = 52;
inline constexpr size_t kHeaderCrcSize = 4;

enum class RecordType : uint8_t { kHeader = 1, kChunk = 2, kSnapshot = 3, kFooter = 4 };
enum class Codec : uint8_t { kRaw = 0, kZstd = 1 };

inline constexpr size_t kChunkMetaSize = 64;
inline constexpr size_t kSnapshotMetaSize = 20;

// Meta bytes for `type`; 0 for header and footer records.
inline constexpr size_t MetaSize(RecordType type) {
  switch (type) {
    case RecordType::kChunk:
      return kChunkMetaSize;
    case RecordType::kSnapshot:
      return kSnapshotMetaSize;
    default:
      return 0;
  }
}
// Record header size (everything before the payload) for `type`.
inline constexpr size_t RecordHeaderSize(RecordType type) {
  return kRecordMetaOffset + MetaSize(type) + kHeaderCrcSize;
}
inline constexpr size_t kMinRecordHeaderSize = RecordHeaderSize(RecordType::kHeader);
inline constexpr size_t kMaxRecordHeaderSize = RecordHeaderSize(RecordType::kChunk);

inline bool IsKnownRecordType(uint8_t type) { return type >= 1 && type <= 4; }

inline const char* RecordTypeName(RecordType type) {
  switch (type) {
    case RecordType::kHeader:
      return "header record";
    case RecordType::kChunk:
      return "chunk record";
    case RecordType::kSnapshot:
      return "snapshot record";
    case RecordType::kFooter:
      return "footer record";
  }
  return "record";
}

// ---- Footer payload: chunk_count u32 | snapshot_count u32 | chunk_entry* | snapshot_entry*
//      entry := offset u64 | stored_size u64 | hash u8[32] | meta
inline constexpr size_t kFooterCountsSize = 8;
inline constexpr size_t kEntryPrefixSize = 8 + 8 + 32;
inline constexpr size_t kChunkEntrySize = kEntryPrefixSize + kChunkMetaSize;
inline constexpr size_t kSnapshotEntrySize = kEntryPrefixSize + kSnapshotMetaSize;

// ---- Trailer: footer_offset u64 | footer_size u64 | footer_crc u32 | crc u32 | magic u8[8]
inline constexpr std::array<uint8_t, 8> kTrailerMagic = {0x89, 'S', 'D', 'E', 'N', 'D', '\r', '\n'};
inline constexpr size_t kTrailerSize = 32;
inline constexpr size_t kTrailerFooterOffsetOffset = 0;
inline constexpr size_t kTrailerFooterSizeOffset = 8;
inline constexpr size_t kTrailerFooterCrcOffset = 16;
inline constexpr size_t kTrailerCrcOffset = 20;
inline constexpr size_t kTrailerMagicOffset = 24;

// Events in one chunk: readers refuse a chunk meta or footer entry declaring more (a decoded
// chunk's events are kept in memory by some readers), writers refuse to write one.
inline constexpr uint32_t kMaxChunkEvents = 1u << 20;

// Writers refuse payloads larger than a default LogReader accepts.
inline constexpr uint64_t kMaxWriterMessageBytes = 256ull << 20;

// ---- Little-endian fixed-width fields.
inline void PutU16(uint8_t* p, uint16_t v) {
  p[0] = static_cast<uint8_t>(v);
  p[1] = static_cast<uint8_t>(v >> 8);
}
inline void PutU32(uint8_t* p, uint32_t v) {
  for (int i = 0; i < 4; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}
inline void PutU64(uint8_t* p, uint64_t v) {
  for (int i = 0; i < 8; ++i) p[i] = static_cast<uint8_t>(v >> (8 * i));
}
inline uint16_t GetU16(const uint8_t* p) { return static_cast<uint16_t>(p[0] | (p[1] << 8)); }
inline uint32_t GetU32(const uint8_t* p) {
  return uint32_t{p[0]} | (uint32_t{p[1]} << 8) | (uint32_t{p[2]} << 16) | (uint32_t{p[3]} << 24);
}
inline uint64_t GetU64(const uint8_t* p) {
  return uint64_t{GetU32(p)} | (uint64_t{GetU32(p + 4)} << 32);
}

// chunk_meta := first_seq u64 | windows_before u64 | event_count u32 | first_turn u32 |
//               last_turn u32 | window_count u32 | state_hash u8[32]
inline void EncodeChunkMeta(const ChunkMeta& m, uint8_t* p) {
  PutU64(p, m.first_seq);
  PutU64(p + 8, m.windows_before);
  PutU32(p + 16, m.event_count);
  PutU32(p + 20, m.first_turn);
  PutU32(p + 24, m.last_turn);
  PutU32(p + 28, m.window_count);
  std::memcpy(p + 32, m.state_hash.data(), 32);
}
inline ChunkMeta DecodeChunkMeta(const uint8_t* p) {
  ChunkMeta m;
  m.first_seq = GetU64(p);
  m.windows_before = GetU64(p + 8);
  m.event_count = GetU32(p + 16);
  m.first_turn = GetU32(p + 20);
  m.last_turn = GetU32(p + 24);
  m.window_count = GetU32(p + 28);
  std::memcpy(m.state_hash.data(), p + 32, 32);
  return m;
}

// snapshot_meta := seq u64 | windows_before u64 | turn u32
inline void EncodeSnapshotMeta(const SnapshotMeta& m, uint8_t* p) {
  PutU64(p, m.seq);
  PutU64(p + 8, m.windows_before);
  PutU32(p + 16, m.turn);
}
inline SnapshotMeta DecodeSnapshotMeta(const uint8_t* p) {
  SnapshotMeta m;
  m.seq = GetU64(p);
  m.windows_before = GetU64(p + 8);
  m.turn = GetU32(p + 16);
  return m;
}

inline bool SameMeta(const ChunkMeta& a, const ChunkMeta& b) {
  return a.first_seq == b.first_seq && a.event_count == b.event_count &&
         a.first_turn == b.first_turn && a.last_turn == b.last_turn &&
         a.windows_before == b.windows_before && a.window_count == b.window_count &&
         a.state_hash == b.state_hash;
}
inline bool SameMeta(const SnapshotMeta& a, const SnapshotMeta& b) {
  return a.seq == b.seq && a.turn == b.turn && a.windows_before == b.windows_before;
}

}  // namespace stardate::format::log

#endif  // STARDATE_FORMAT_LOG_CONSTANTS_H_
