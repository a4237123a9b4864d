#include "format/log_reader.h"

#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <sys/stat.h>
#include <unistd.h>

#define ZSTD_STATIC_LINKING_ONLY  // ZSTD_getFrameHeader, to check the window before decoding
#include <zstd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "format/crc32c.h"
#include "format/log_constants.h"
#include "format/message.h"
#include "format/schema/stardate.capnp.h"

namespace stardate::format {
namespace {

using log::Codec;
using log::RecordType;

std::string Hex32(uint32_t v) {
  char buf[16];
  std::snprintf(buf, sizeof(buf), "0x%08x", v);
  return buf;
}

std::string HexBytes(const uint8_t* p, size_t n) {
  std::string out;
  char buf[4];
  for (size_t i = 0; i < n; ++i) {
    std::snprintf(buf, sizeof(buf), i == 0 ? "%02x" : " %02x", p[i]);
    out += buf;
  }
  return out;
}

Hash256 Blake2b(const uint8_t* data, size_t n) {
  Hash256 out;
  crypto_generichash(out.data(), out.size(), data, n, nullptr, 0);
  return out;
}

// Reads exactly `n` bytes at `offset`. The caller has checked that they lie inside the file.
Status ReadAt(int fd, const std::string& path, uint64_t offset, size_t n, uint8_t* dst) {
  size_t done = 0;
  while (done < n) {
    ssize_t got = ::pread(fd, dst + done, n - done, static_cast<off_t>(offset + done));
    if (got < 0) {
      if (errno == EINTR) continue;
      return Status::IoError(path + ": offset " + std::to_string(offset + done) +
                             ": read failed: " + std::strerror(errno));
    }
    if (got == 0) {
      return Status::Corruption(path + ": offset " + std::to_string(offset + done) +
                                ": unexpected end of file (the file shrank while open?)");
    }
    done += static_cast<size_t>(got);
  }
  return Status::Ok();
}

struct RecordHeader {
  RecordType type = RecordType::kHeader;
  Codec codec = Codec::kRaw;
  uint32_t stored_size = 0;
  uint32_t raw_size = 0;
  uint32_t payload_crc = 0;
  Hash256 prev_hash{};
  std::array<uint8_t, log::kChunkMetaSize> meta{};
  size_t header_size = 0;

  uint64_t record_size() const { return header_size + uint64_t{stored_size}; }
  const char* name() const { return log::RecordTypeName(type); }
};

enum class Parse { kOk, kTruncated, kBad };

// Parses the record header in p[0, n), where n is everything available up to the end of the
// scanned range. kTruncated: the range ends inside a header that is plausible so far.
Parse ParseRecordHeader(const uint8_t* p, size_t n, RecordHeader* h, std::string* why) {
  uint8_t magic[4];
  log::PutU32(magic, log::kRecordMagic);
  if (std::memcmp(p, magic, std::min<size_t>(n, 4)) != 0) {
    *why = "bad record magic (found " + HexBytes(p, std::min<size_t>(n, 4)) + ", expected " +
           HexBytes(magic, 4) + ")";
    return Parse::kBad;
  }
  if (n <= log::kRecordTypeOffset) return Parse::kTruncated;
  const uint8_t type = p[log::kRecordTypeOffset];
  if (!log::IsKnownRecordType(type)) {
    *why = "unknown record type " + std::to_string(type) + " (expected 1 to 4)";
    return Parse::kBad;
  }
  h->type = static_cast<RecordType>(type);
  h->header_size = log::RecordHeaderSize(h->type);
  if (n < h->header_size) return Parse::kTruncated;
  const size_t crc_offset = h->header_size - log::kHeaderCrcSize;
  const uint32_t stored_crc = log::GetU32(p + crc_offset);
  const uint32_t computed_crc = Crc32c(p, crc_offset);
  if (stored_crc != computed_crc) {
    *why = std::string(h->name()) + ": header checksum mismatch (stored " + Hex32(stored_crc) +
           ", computed " + Hex32(computed_crc) + ")";
    return Parse::kBad;
  }
  const uint8_t codec = p[log::kRecordCodecOffset];
  if (codec > static_cast<uint8_t>(Codec::kZstd)) {
    *why = std::string(h->name()) + ": unknown codec " + std::to_string(codec) +
           " (expected 0 raw or 1 zstd)";
    return Parse::kBad;
  }
  if (log::GetU16(p + log::kRecordReservedOffset) != 0) {
    *why = std::string(h->name()) + ": reserved field is not 0";
    return Parse::kBad;
  }
  h->codec = static_cast<Codec>(codec);
  h->stored_size = log::GetU32(p + log::kRecordStoredSizeOffset);
  h->raw_size = log::GetU32(p + log::kRecordRawSizeOffset);
  h->payload_crc = log::GetU32(p + log::kRecordPayloadCrcOffset);
  std::memcpy(h->prev_hash.data(), p + log::kRecordPrevHashOffset, h->prev_hash.size());
  std::memcpy(h->meta.data(), p + log::kRecordMetaOffset, log::MetaSize(h->type));
  return Parse::kOk;
}

// Checks the sizes and meta a valid record header declares, before anything is allocated.
// @return "" when usable, else what is wrong.
std::string CheckDeclared(const RecordHeader& h, const ReaderOptions& options) {
  const std::string name = h.name();
  if (h.stored_size > options.max_record_bytes) {
    return name + ": stored size " + std::to_string(h.stored_size) + " exceeds the limit of " +
           std::to_string(options.max_record_bytes) + " bytes";
  }
  if (h.type != RecordType::kFooter && h.raw_size > options.max_decompressed_bytes) {
    return name + ": decompressed size " + std::to_string(h.raw_size) + " exceeds the limit of " +
           std::to_string(options.max_decompressed_bytes) + " bytes";
  }
  if (h.codec == Codec::kRaw && h.raw_size != h.stored_size) {
    return name + ": raw payload declares decompressed size " + std::to_string(h.raw_size) +
           " but stored size " + std::to_string(h.stored_size);
  }
  if (h.type == RecordType::kFooter) {
    if (h.codec != Codec::kRaw) return name + ": footer must be stored raw (codec 0)";
  } else if (h.raw_size == 0 || h.raw_size % 8 != 0) {
    return name + ": decompressed size " + std::to_string(h.raw_size) +
           " is not a positive multiple of 8 (expected a flat Cap'n Proto message)";
  }
  if (h.type == RecordType::kChunk) {
    ChunkMeta m = log::DecodeChunkMeta(h.meta.data());
    if (m.event_count == 0) return name + ": event_count is 0 (expected > 0)";
    if (m.first_seq > UINT64_MAX - m.event_count) return name + ": first_seq overflows";
  }
  return "";
}

// Checks a payload against its header: checksum and, for zstd, one frame of exactly
// stored_size bytes declaring raw_size bytes within the window limit.
std::string CheckPayload(const RecordHeader& h, const uint8_t* payload,
                         const ReaderOptions& options) {
  const std::string name = h.name();
  const uint32_t crc = Crc32c(payload, h.stored_size);
  if (crc != h.payload_crc) {
    return name + ": payload checksum mismatch (stored " + Hex32(h.payload_crc) + ", computed " +
           Hex32(crc) + ")";
  }
  if (h.codec != Codec::kZstd) return "";
  ZSTD_frameHeader frame;
  size_t rc = ZSTD_getFrameHeader(&frame, payload, h.stored_size);
  if (ZSTD_isError(rc) || rc != 0 || frame.frameType != ZSTD_frame) {
    return name + ": payload is not a zstd frame";
  }
  if (frame.frameContentSize != h.raw_size) {
    if (frame.frameContentSize == ZSTD_CONTENTSIZE_UNKNOWN) {
      return name + ": zstd frame does not declare its content size";
    }
    return name + ": zstd frame content size " + std::to_string(frame.frameContentSize) +
           " differs from the declared decompressed size " + std::to_string(h.raw_size);
  }
  const int window_log = std::clamp(options.max_window_log, 10, 62);
  if (frame.windowSize > (uint64_t{1} << window_log)) {
    return name + ": zstd window size " + std::to_string(frame.windowSize) +
           " exceeds the limit of 2^" + std::to_string(window_log) + " bytes";
  }
  size_t frame_size = ZSTD_findFrameCompressedSize(payload, h.stored_size);
  if (ZSTD_isError(frame_size)) {
    return name + ": malformed zstd frame: " + ZSTD_getErrorName(frame_size);
  }
  if (frame_size != h.stored_size) {
    return name + ": zstd frame is " + std::to_string(frame_size) + " bytes, expected exactly " +
           "the stored size " + std::to_string(h.stored_size);
  }
  return "";
}

// Decodes a checked payload into `out` (raw_size bytes, 8-byte aligned).
std::string DecodePayload(ZSTD_DCtx* dctx, const RecordHeader& h, const uint8_t* payload,
                          AlignedBuffer* out) {
  out->Resize(h.raw_size);
  if (h.codec == Codec::kRaw) {
    std::memcpy(out->data(), payload, h.raw_size);
    return "";
  }
  size_t got = ZSTD_decompressDCtx(dctx, out->data(), h.raw_size, payload, h.stored_size);
  if (ZSTD_isError(got)) {
    return std::string(h.name()) + ": zstd decompression failed: " + ZSTD_getErrorName(got);
  }
  if (got != h.raw_size) {
    return std::string(h.name()) + ": decompressed " + std::to_string(got) + " bytes, expected " +
           std::to_string(h.raw_size);
  }
  return "";
}

// One intact chunk or snapshot record, in file order.
struct IndexedRecord {
  RecordType type = RecordType::kChunk;
  uint64_t offset = 0;
  uint64_t size = 0;
  Hash256 hash{};       // BLAKE2b-256 of the record's bytes
  Hash256 prev_hash{};  // the record's previous-record hash field, as ReadChunk must find it
  ChunkMeta chunk;
  SnapshotMeta snapshot;
};

struct Index {
  std::vector<IndexedRecord> records;
  Hash256 chain{};
};

void SplitIndex(const Index& index, std::vector<ChunkEntry>* chunks,
                std::vector<SnapshotEntry>* snapshots, std::vector<size_t>* chunk_records,
                std::vector<size_t>* snapshot_records) {
  for (size_t i = 0; i < index.records.size(); ++i) {
    const IndexedRecord& r = index.records[i];
    if (r.type == RecordType::kChunk) {
      chunks->push_back({r.offset, r.size, r.chunk});
      chunk_records->push_back(i);
    } else {
      snapshots->push_back({r.offset, r.size, r.snapshot});
      snapshot_records->push_back(i);
    }
  }
}

struct ScanResult {
  Index index;
  std::vector<Problem> problems;
  bool footer_found = false;
  uint64_t footer_offset = 0;
  uint64_t footer_end = 0;
  Hash256 footer_prev_hash{};
  std::vector<uint8_t> footer_payload;
};

}  // namespace

struct LogReader::Impl {
  std::string path;
  ReaderOptions options;
  int fd = -1;
  uint64_t file_size = 0;
  AlignedBuffer header_message;
  Hash256 header_hash{};
  uint64_t body_begin = 0;
  bool has_footer = false;
  Index index;
  std::vector<ChunkEntry> chunks;
  std::vector<SnapshotEntry> snapshots;
  std::vector<size_t> chunk_records;  // chunks[i] is index.records[chunk_records[i]]
  std::vector<size_t> snapshot_records;
  std::vector<Problem> problems;
  ZSTD_DCtx* dctx = nullptr;
  mutable std::vector<uint8_t> scratch;  // record bytes of the last read

  ~Impl() {
    if (fd >= 0) ::close(fd);
    ZSTD_freeDCtx(dctx);
  }

  std::string At(uint64_t offset) const { return path + ": offset " + std::to_string(offset); }

  // Checks the file header; sets *file_hash to its BLAKE2b-256 (the chain's seed).
  Status OpenFileHeader(Hash256* file_hash);
  // Checks and decodes the game header record; sets header_message, header_hash, body_begin.
  Status OpenHeaderRecord(const Hash256& file_hash);
  // Fills *index from the footer (true) or from a scan (false), adding problems.
  bool TryFooter(Index* index);
  // The index a footer payload describes, checked to tile [body_begin, footer_offset) with a
  // continuous sequence; Corruption's message starts "footer record:" (no path).
  Result<Index> ParseFooter(const uint8_t* payload, size_t size, uint64_t footer_offset,
                            const Hash256& footer_prev_hash) const;
  // Scans [begin, end); see the definition. Fails only on I/O errors.
  Status Scan(uint64_t begin, uint64_t end, bool decode, ScanResult* out) const;
  // The first offset in [start, end) holding a valid record header, or `end`.
  Result<uint64_t> FindNextRecord(uint64_t start, uint64_t end) const;
  // Reads, checks against `record` and decodes one indexed chunk or snapshot.
  Result<AlignedBuffer> ReadBody(RecordType type, const IndexedRecord& record) const;
};

Status LogReader::Impl::OpenFileHeader(Hash256* file_hash) {
  if (file_size == 0) {
    return Status::Corruption(At(0) + ": empty file (expected the " +
                              std::to_string(log::kFileHeaderSize) +
                              "-byte stardate log file header)");
  }
  uint8_t bytes[log::kFileHeaderSize];
  const size_t n = static_cast<size_t>(std::min<uint64_t>(file_size, sizeof(bytes)));
  STARDATE_RETURN_IF_ERROR(ReadAt(fd, path, 0, n, bytes));
  const size_t magic_n = std::min(n, log::kFileMagic.size());
  if (std::memcmp(bytes, log::kFileMagic.data(), magic_n) != 0) {
    return Status::Corruption(At(0) + ": not a stardate log (bad magic " +
                              HexBytes(bytes, magic_n) + ", expected " +
                              HexBytes(log::kFileMagic.data(), log::kFileMagic.size()) + ")");
  }
  if (n < log::kFileHeaderSize) {
    return Status::Corruption(At(n) + ": file ends inside the file header (file size " +
                              std::to_string(file_size) + ", expected at least " +
                              std::to_string(log::kFileHeaderSize) + ")");
  }
  const uint32_t stored_crc = log::GetU32(bytes + log::kFileHeaderCrcOffset);
  const uint32_t crc = Crc32c(bytes, log::kFileHeaderCrcOffset);
  if (stored_crc != crc) {
    return Status::Corruption(At(log::kFileHeaderCrcOffset) +
                              ": file header checksum mismatch (stored " + Hex32(stored_crc) +
                              ", computed " + Hex32(crc) + ")");
  }
  const uint32_t version = log::GetU32(bytes + log::kFileHeaderVersionOffset);
  if (version != log::kFormatVersion) {
    return Status::Unsupported(At(log::kFileHeaderVersionOffset) + ": format version " +
                               std::to_string(version) + " (this reader reads version " +
                               std::to_string(log::kFormatVersion) + ")" +
                               (version < log::kFormatVersion
                                    ? "; record the game again from its .sdgame script"
                                    : ""));
  }
  *file_hash = Blake2b(bytes, sizeof(bytes));
  return Status::Ok();
}

Status LogReader::Impl::OpenHeaderRecord(const Hash256& file_hash) {
  const uint64_t pos = log::kFileHeaderSize;
  const std::string where = At(pos) + ": header record";
  uint8_t head[log::kMaxRecordHeaderSize];
  const size_t n = static_cast<size_t>(std::min<uint64_t>(file_size - pos, sizeof(head)));
  if (n == 0) return Status::Corruption(where + ": missing (the file ends after its header)");
  STARDATE_RETURN_IF_ERROR(ReadAt(fd, path, pos, n, head));
  RecordHeader h;
  std::string why;
  switch (ParseRecordHeader(head, n, &h, &why)) {
    case Parse::kTruncated:
      return Status::Corruption(where + ": file ends inside the record header (file size " +
                                std::to_string(file_size) + ")");
    case Parse::kBad:
      return Status::Corruption(where + ": " + why);
    case Parse::kOk:
      break;
  }
  if (h.type != RecordType::kHeader) {
    return Status::Corruption(where + ": found a " + h.name() + " (expected the header record)");
  }
  why = CheckDeclared(h, options);
  if (!why.empty()) return Status::Corruption(At(pos) + ": " + why);
  if (pos + h.record_size() > file_size) {
    return Status::Corruption(where + ": stored size " + std::to_string(h.stored_size) +
                              " exceeds file end (file size " + std::to_string(file_size) + ")");
  }
  scratch.resize(h.record_size());
  STARDATE_RETURN_IF_ERROR(ReadAt(fd, path, pos, scratch.size(), scratch.data()));
  why = CheckPayload(h, scratch.data() + h.header_size, options);
  if (!why.empty()) return Status::Corruption(At(pos) + ": " + why);
  if (h.prev_hash != file_hash) {
    return Status::Corruption(where +
                              ": hash chain broken (the previous-record hash is not "
                              "the BLAKE2b-256 of the file header)");
  }
  why = DecodePayload(dctx, h, scratch.data() + h.header_size, &header_message);
  if (!why.empty()) return Status::Corruption(At(pos) + ": " + why);
  STARDATE_RETURN_IF_ERROR(
      ReadMessage(header_message, where, [](capnp::FlatArrayMessageReader& reader) {
        reader.getRoot<schema::Header>().getRulesModule();
        return Status::Ok();
      }));
  header_hash = Blake2b(scratch.data(), scratch.size());
  body_begin = pos + h.record_size();
  return Status::Ok();
}

Result<Index> LogReader::Impl::ParseFooter(const uint8_t* payload, size_t size,
                                           uint64_t footer_offset,
                                           const Hash256& footer_prev_hash) const {
  const std::string where = "footer record";
  if (size < log::kFooterCountsSize) {
    return Status::Corruption(where + ": payload of " + std::to_string(size) +
                              " bytes is too short for the entry counts");
  }
  const uint64_t chunk_count = log::GetU32(payload);
  const uint64_t snapshot_count = log::GetU32(payload + 4);
  const uint64_t expected = log::kFooterCountsSize + chunk_count * log::kChunkEntrySize +
                            snapshot_count * log::kSnapshotEntrySize;
  if (expected != size) {
    return Status::Corruption(where + ": " + std::to_string(chunk_count) + " chunk and " +
                              std::to_string(snapshot_count) + " snapshot entries need " +
                              std::to_string(expected) + " bytes, payload has " +
                              std::to_string(size));
  }
  std::vector<IndexedRecord> chunks(chunk_count), snapshots(snapshot_count);
  const uint8_t* p = payload + log::kFooterCountsSize;
  auto read_prefix = [&p](IndexedRecord* r) {
    r->offset = log::GetU64(p);
    r->size = log::GetU64(p + 8);
    std::memcpy(r->hash.data(), p + 16, 32);
    p += log::kEntryPrefixSize;
  };
  for (IndexedRecord& r : chunks) {
    r.type = RecordType::kChunk;
    read_prefix(&r);
    r.chunk = log::DecodeChunkMeta(p);
    p += log::kChunkMetaSize;
  }
  for (IndexedRecord& r : snapshots) {
    r.type = RecordType::kSnapshot;
    read_prefix(&r);
    r.snapshot = log::DecodeSnapshotMeta(p);
    p += log::kSnapshotMetaSize;
  }

  uint64_t next_seq = 0, next_windows = 0;
  for (size_t i = 0; i < chunks.size(); ++i) {
    const ChunkMeta& m = chunks[i].chunk;
    if (m.first_seq != next_seq || m.windows_before != next_windows || m.event_count == 0 ||
        m.first_seq > UINT64_MAX - m.event_count ||
        m.windows_before > UINT64_MAX - m.window_count) {
      return Status::Corruption(
          where + ": chunk entry " + std::to_string(i) + " (first_seq " +
          std::to_string(m.first_seq) + ", windows_before " + std::to_string(m.windows_before) +
          ", event_count " + std::to_string(m.event_count) + ") does not continue at seq " +
          std::to_string(next_seq) + ", window " + std::to_string(next_windows));
    }
    next_seq = m.first_seq + m.event_count;
    next_windows = m.windows_before + m.window_count;
  }
  for (size_t i = 1; i < snapshots.size(); ++i) {
    if (snapshots[i].snapshot.seq < snapshots[i - 1].snapshot.seq) {
      return Status::Corruption(where + ": snapshot entry " + std::to_string(i) +
                                " is out of sequence order");
    }
  }

  Index index;
  index.records.reserve(chunks.size() + snapshots.size());
  std::merge(chunks.begin(), chunks.end(), snapshots.begin(), snapshots.end(),
             std::back_inserter(index.records),
             [](const IndexedRecord& a, const IndexedRecord& b) { return a.offset < b.offset; });
  uint64_t pos = body_begin;
  Hash256 prev = header_hash;
  for (IndexedRecord& r : index.records) {
    const uint64_t header_size = log::RecordHeaderSize(r.type);
    if (r.offset != pos || r.size < header_size ||
        r.size - header_size > options.max_record_bytes || r.size - header_size > UINT32_MAX ||
        r.size > footer_offset - pos) {
      return Status::Corruption(where + ": entry for the " + log::RecordTypeName(r.type) +
                                " at offset " + std::to_string(r.offset) + " (size " +
                                std::to_string(r.size) + ") does not follow the record ending at " +
                                std::to_string(pos) + " within the body");
    }
    r.prev_hash = prev;
    prev = r.hash;
    pos += r.size;
  }
  if (pos != footer_offset) {
    return Status::Corruption(where + ": entries end at offset " + std::to_string(pos) +
                              ", expected the footer offset " + std::to_string(footer_offset));
  }
  if (footer_prev_hash != prev) {
    return Status::Corruption(where +
                              ": hash chain broken (the footer's previous-record hash "
                              "does not match the last indexed record)");
  }
  index.chain = prev;
  return index;
}

// Uses the trailer and footer when both are valid. Otherwise scans, reporting every damaged
// part of the trailer and footer to `problems`.
bool LogReader::Impl::TryFooter(Index* out) {
  uint64_t scan_end = file_size;
  bool trailer_handled = false;
  if (file_size >= body_begin + log::kTrailerSize) {
    const uint64_t trailer_offset = file_size - log::kTrailerSize;
    uint8_t t[log::kTrailerSize];
    Status read_trailer = ReadAt(fd, path, trailer_offset, sizeof(t), t);
    if (!read_trailer.ok()) {
      problems.push_back({trailer_offset, log::kTrailerSize, read_trailer.message()});
    } else if (std::memcmp(t + log::kTrailerMagicOffset, log::kTrailerMagic.data(),
                           log::kTrailerMagic.size()) == 0) {
      trailer_handled = true;
      const uint32_t stored_crc = log::GetU32(t + log::kTrailerCrcOffset);
      const uint32_t crc = Crc32c(t, log::kTrailerCrcOffset);
      const uint64_t footer_offset = log::GetU64(t + log::kTrailerFooterOffsetOffset);
      const uint64_t footer_size = log::GetU64(t + log::kTrailerFooterSizeOffset);
      const uint32_t footer_crc = log::GetU32(t + log::kTrailerFooterCrcOffset);
      std::string why;
      scan_end = trailer_offset;
      if (stored_crc != crc) {
        why = "trailer checksum mismatch (stored " + Hex32(stored_crc) + ", computed " +
              Hex32(crc) + ")";
      } else if (footer_offset < body_begin || footer_offset > trailer_offset ||
                 footer_size != trailer_offset - footer_offset ||
                 footer_size < log::kMinRecordHeaderSize ||
                 footer_size - log::kMinRecordHeaderSize > options.max_record_bytes) {
        why = "trailer: footer at offset " + std::to_string(footer_offset) + " of size " +
              std::to_string(footer_size) + " does not end at the trailer (offset " +
              std::to_string(trailer_offset) + ") or exceeds the record limit";
      }
      if (!why.empty()) {
        problems.push_back({trailer_offset, log::kTrailerSize, why});
      } else {
        scan_end = footer_offset;
        scratch.resize(footer_size);
        Status read = ReadAt(fd, path, footer_offset, footer_size, scratch.data());
        RecordHeader h;
        if (!read.ok()) {
          why = read.message();
        } else if (Crc32c(scratch.data(), footer_size) != footer_crc) {
          why = "footer record: checksum mismatch with the trailer's footer checksum " +
                Hex32(footer_crc);
        } else if (ParseRecordHeader(scratch.data(), footer_size, &h, &why) != Parse::kOk) {
          if (why.empty()) why = "footer record: truncated header";
        } else if (h.type != RecordType::kFooter) {
          why = std::string("trailer points at a ") + h.name() + ", expected the footer record";
        } else if (h.record_size() != footer_size) {
          why = "footer record: size " + std::to_string(h.record_size()) +
                " differs from the trailer's footer size " + std::to_string(footer_size);
        } else if (why = CheckDeclared(h, options); why.empty()) {
          why = CheckPayload(h, scratch.data() + h.header_size, options);
          if (why.empty()) {
            Result<Index> parsed = ParseFooter(scratch.data() + h.header_size, h.stored_size,
                                               footer_offset, h.prev_hash);
            if (parsed.ok()) {
              *out = std::move(parsed).value();
              return true;
            }
            problems.push_back({footer_offset, footer_size, parsed.status().message()});
            why.clear();
          }
        }
        if (!why.empty()) problems.push_back({footer_offset, footer_size, why});
      }
    }
  }

  ScanResult scan;
  Status status = Scan(body_begin, scan_end, /*decode=*/false, &scan);
  if (!status.ok()) {
    problems.push_back({body_begin, scan_end - body_begin, status.message()});
  }
  problems.insert(problems.end(), scan.problems.begin(), scan.problems.end());
  if (scan.footer_found && !trailer_handled) {
    const uint64_t rest = file_size - scan.footer_end;
    std::string why;
    if (rest == log::kTrailerSize) {
      why = "trailer: bad magic (expected " +
            HexBytes(log::kTrailerMagic.data(), log::kTrailerMagic.size()) + ")";
    } else if (rest < log::kTrailerSize) {
      why = "torn trailer at end of file (" + std::to_string(rest) + " of " +
            std::to_string(log::kTrailerSize) + " bytes)";
    } else {
      why = "unexpected " + std::to_string(rest) + " bytes after the footer record";
    }
    problems.push_back({scan.footer_end, rest, why});
  } else if (scan.footer_found && scan.footer_end != scan_end) {
    problems.push_back(
        {scan.footer_end, scan_end - scan.footer_end, "unexpected bytes after the footer record"});
  }
  std::stable_sort(problems.begin(), problems.end(),
                   [](const Problem& a, const Problem& b) { return a.offset < b.offset; });
  *out = std::move(scan.index);
  return false;
}

Result<uint64_t> LogReader::Impl::FindNextRecord(uint64_t start, uint64_t end) const {
  constexpr size_t kBlock = 64 << 10;
  uint8_t magic[4];
  log::PutU32(magic, log::kRecordMagic);
  std::vector<uint8_t> block;
  for (uint64_t pos = start; pos < end; pos += kBlock) {
    const size_t n =
        static_cast<size_t>(std::min<uint64_t>(kBlock + log::kMaxRecordHeaderSize, end - pos));
    block.resize(n);
    STARDATE_RETURN_IF_ERROR(ReadAt(fd, path, pos, n, block.data()));
    const size_t limit = std::min(kBlock, n);
    for (size_t i = 0; i < limit; ++i) {
      const void* hit = std::memchr(block.data() + i, magic[0], limit - i);
      if (hit == nullptr) break;
      i = static_cast<const uint8_t*>(hit) - block.data();
      if (n - i < 4 || std::memcmp(block.data() + i, magic, 4) != 0) continue;
      RecordHeader h;
      std::string why;
      if (ParseRecordHeader(block.data() + i, n - i, &h, &why) == Parse::kOk &&
          CheckDeclared(h, options).empty()) {
        return pos + i;
      }
    }
  }
  return end;
}

// Scans records in [begin, end), which starts at a record boundary, keeping every intact chunk
// and snapshot and reporting every byte range it cannot use. Stops at the first intact footer
// record. With `decode`, every payload is also decompressed.
Status LogReader::Impl::Scan(uint64_t begin, uint64_t end, bool decode, ScanResult* out) const {
  Hash256 chain = header_hash;
  uint64_t next_seq = 0;
  bool have_chunk = false;
  uint64_t last_snapshot_seq = 0;
  bool have_snapshot = false;
  AlignedBuffer decoded;
  std::vector<uint8_t> record;
  uint64_t pos = begin;

  while (pos < end) {
    const uint64_t remaining = end - pos;
    uint8_t head[log::kMaxRecordHeaderSize];
    const size_t n = static_cast<size_t>(std::min<uint64_t>(remaining, sizeof(head)));
    STARDATE_RETURN_IF_ERROR(ReadAt(fd, path, pos, n, head));
    RecordHeader h;
    std::string why;
    const Parse parsed = ParseRecordHeader(head, n, &h, &why);
    if (parsed == Parse::kTruncated) {
      out->problems.push_back({pos, remaining,
                               "torn record at end of file (" + std::to_string(remaining) +
                                   " bytes of a record header)"});
      break;
    }
    uint64_t resume = pos + 1;  // where to look for the next record if this one is unusable
    if (parsed == Parse::kOk) {
      why = CheckDeclared(h, options);
      if (why.empty() && h.record_size() > remaining) {
        Result<uint64_t> next = FindNextRecord(pos + 1, end);
        STARDATE_RETURN_IF_ERROR(next.status());
        if (*next == end) {
          out->problems.push_back({pos, remaining,
                                   "torn record at end of file (" + std::string(h.name()) + " of " +
                                       std::to_string(h.record_size()) + " bytes, " +
                                       std::to_string(remaining) + " present)"});
          break;
        }
        why = std::string(h.name()) + ": stored size " + std::to_string(h.stored_size) +
              " exceeds file end (file size " + std::to_string(file_size) + ")";
      } else if (h.record_size() <= remaining) {
        resume = pos + h.record_size();
        if (why.empty()) {
          record.resize(h.record_size());
          STARDATE_RETURN_IF_ERROR(ReadAt(fd, path, pos, record.size(), record.data()));
          why = CheckPayload(h, record.data() + h.header_size, options);
          if (why.empty() && decode) {
            why = DecodePayload(dctx, h, record.data() + h.header_size, &decoded);
          }
          if (why.empty() && h.type == RecordType::kHeader) {
            why = "unexpected second header record";
          }
        }
      }
    }
    if (!why.empty()) {
      Result<uint64_t> next = FindNextRecord(resume, end);
      STARDATE_RETURN_IF_ERROR(next.status());
      out->problems.push_back(
          {pos, *next - pos,
           why + "; " + std::to_string(*next - pos) + " bytes skipped" +
               (*next == end ? " to the end of the file" : " to the next record")});
      pos = *next;
      continue;
    }

    if (h.type == RecordType::kFooter) {
      out->footer_found = true;
      out->footer_offset = pos;
      out->footer_end = pos + h.record_size();
      out->footer_prev_hash = h.prev_hash;
      out->footer_payload.assign(record.begin() + h.header_size, record.end());
      break;
    }
    if (h.prev_hash != chain) {
      out->problems.push_back({pos, h.record_size(),
                               std::string(h.name()) +
                                   ": hash chain broken (its previous-record hash does not "
                                   "match the last intact record; record kept)"});
    }
    const Hash256 hash = Blake2b(record.data(), record.size());
    IndexedRecord r;
    r.type = h.type;
    r.offset = pos;
    r.size = h.record_size();
    r.hash = hash;
    r.prev_hash = h.prev_hash;
    bool keep = true;
    if (h.type == RecordType::kChunk) {
      r.chunk = log::DecodeChunkMeta(h.meta.data());
      if (have_chunk && r.chunk.first_seq < next_seq) {
        out->problems.push_back({pos, r.size,
                                 "chunk record: first_seq " + std::to_string(r.chunk.first_seq) +
                                     " overlaps earlier chunks (expected at least " +
                                     std::to_string(next_seq) + "); record dropped"});
        keep = false;
      } else {
        have_chunk = true;
        next_seq = r.chunk.first_seq + r.chunk.event_count;
      }
    } else {
      r.snapshot = log::DecodeSnapshotMeta(h.meta.data());
      if (have_snapshot && r.snapshot.seq < last_snapshot_seq) {
        out->problems.push_back({pos, r.size,
                                 "snapshot record: seq " + std::to_string(r.snapshot.seq) +
                                     " is before the previous snapshot's seq " +
                                     std::to_string(last_snapshot_seq) + "; record dropped"});
        keep = false;
      } else {
        have_snapshot = true;
        last_snapshot_seq = r.snapshot.seq;
      }
    }
    if (keep) {
      out->index.records.push_back(r);
      chain = hash;
    }
    pos += h.record_size();
  }
  out->index.chain = chain;
  return Status::Ok();
}

Result<AlignedBuffer> LogReader::Impl::ReadBody(RecordType type, const IndexedRecord& entry) const {
  const std::string where = At(entry.offset) + ": " + log::RecordTypeName(type);
  const uint64_t header_size = log::RecordHeaderSize(type);
  if (entry.size < header_size || entry.size - header_size > options.max_record_bytes ||
      entry.offset > file_size || entry.size > file_size - entry.offset) {
    return Status::Corruption(where + ": indexed size " + std::to_string(entry.size) +
                              " does not fit the file (file size " + std::to_string(file_size) +
                              ") or exceeds the record limit");
  }
  scratch.resize(entry.size);
  STARDATE_RETURN_IF_ERROR(ReadAt(fd, path, entry.offset, entry.size, scratch.data()));
  RecordHeader h;
  std::string why;
  if (ParseRecordHeader(scratch.data(), scratch.size(), &h, &why) != Parse::kOk) {
    if (why.empty()) why = "truncated record header";
    return Status::Corruption(At(entry.offset) + ": " + why);
  }
  if (h.type != type) {
    return Status::Corruption(where + ": found a " + h.name() + " at the indexed offset");
  }
  if (h.record_size() != entry.size) {
    return Status::Corruption(where + ": record size " + std::to_string(h.record_size()) +
                              " differs from the index (" + std::to_string(entry.size) + ")");
  }
  why = CheckDeclared(h, options);
  if (why.empty()) why = CheckPayload(h, scratch.data() + h.header_size, options);
  if (!why.empty()) return Status::Corruption(At(entry.offset) + ": " + why);
  if (h.prev_hash != entry.prev_hash) {
    return Status::Corruption(where +
                              ": hash chain broken (its previous-record hash does not "
                              "match the preceding record)");
  }
  const bool meta_matches =
      type == RecordType::kChunk
          ? log::SameMeta(log::DecodeChunkMeta(h.meta.data()), entry.chunk)
          : log::SameMeta(log::DecodeSnapshotMeta(h.meta.data()), entry.snapshot);
  if (!meta_matches) {
    return Status::Corruption(where + ": record meta differs from the index");
  }
  AlignedBuffer out;
  why = DecodePayload(dctx, h, scratch.data() + h.header_size, &out);
  if (!why.empty()) return Status::Corruption(At(entry.offset) + ": " + why);
  return out;
}

LogReader::LogReader(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}
LogReader::~LogReader() = default;

Result<std::unique_ptr<LogReader>> LogReader::Open(const std::string& path,
                                                   const ReaderOptions& options) {
  if (sodium_init() < 0) return Status::IoError(path + ": libsodium failed to initialise");
  auto impl = std::make_unique<Impl>();
  impl->path = path;
  impl->options = options;
  impl->fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
  if (impl->fd < 0) {
    const int err = errno;
    if (err == ENOENT) return Status::NotFound(path + ": no such file");
    return Status::IoError(path + ": cannot open: " + std::strerror(err));
  }
  struct stat st;
  if (::fstat(impl->fd, &st) != 0) {
    return Status::IoError(path + ": cannot stat: " + std::strerror(errno));
  }
  if (!S_ISREG(st.st_mode)) return Status::IoError(path + ": not a regular file");
  impl->file_size = static_cast<uint64_t>(st.st_size);

  impl->dctx = ZSTD_createDCtx();
  if (impl->dctx == nullptr) return Status::IoError(path + ": cannot allocate a zstd context");
  size_t rc = ZSTD_DCtx_setParameter(impl->dctx, ZSTD_d_windowLogMax, options.max_window_log);
  if (ZSTD_isError(rc)) {
    return Status::InvalidArgument(path + ": max_window_log " +
                                   std::to_string(options.max_window_log) + ": " +
                                   ZSTD_getErrorName(rc));
  }

  Hash256 file_hash;
  STARDATE_RETURN_IF_ERROR(impl->OpenFileHeader(&file_hash));
  STARDATE_RETURN_IF_ERROR(impl->OpenHeaderRecord(file_hash));
  impl->has_footer = impl->TryFooter(&impl->index);
  SplitIndex(impl->index, &impl->chunks, &impl->snapshots, &impl->chunk_records,
             &impl->snapshot_records);
  return std::unique_ptr<LogReader>(new LogReader(std::move(impl)));
}

const std::string& LogReader::path() const { return impl_->path; }
const AlignedBuffer& LogReader::header_message() const { return impl_->header_message; }
bool LogReader::has_footer() const { return impl_->has_footer; }
const std::vector<ChunkEntry>& LogReader::chunks() const { return impl_->chunks; }
const std::vector<SnapshotEntry>& LogReader::snapshots() const { return impl_->snapshots; }
const std::vector<Problem>& LogReader::problems() const { return impl_->problems; }
const Hash256& LogReader::chain_hash() const { return impl_->index.chain; }

Result<AlignedBuffer> LogReader::ReadChunk(size_t i) const {
  if (i >= impl_->chunks.size()) {
    return Status::InvalidArgument(impl_->path + ": chunk " + std::to_string(i) +
                                   " out of range (" + std::to_string(impl_->chunks.size()) +
                                   " chunks)");
  }
  return impl_->ReadBody(RecordType::kChunk, impl_->index.records[impl_->chunk_records[i]]);
}

Result<AlignedBuffer> LogReader::ReadSnapshot(size_t i) const {
  if (i >= impl_->snapshots.size()) {
    return Status::InvalidArgument(impl_->path + ": snapshot " + std::to_string(i) +
                                   " out of range (" + std::to_string(impl_->snapshots.size()) +
                                   " snapshots)");
  }
  return impl_->ReadBody(RecordType::kSnapshot, impl_->index.records[impl_->snapshot_records[i]]);
}

Status LogReader::VerifyStructure() const {
  Result<std::vector<Problem>> found = StructureProblems();
  if (!found.ok()) return found.status();
  if (found->empty()) return Status::Ok();
  std::string message = impl_->At(found->front().offset) + ": " + found->front().what;
  if (found->size() > 1) {
    message += " (and " + std::to_string(found->size() - 1) + " more problems)";
  }
  return Status::Corruption(message);
}

Result<std::vector<Problem>> LogReader::StructureProblems() const {
  const Impl& r = *impl_;
  ScanResult scan;
  STARDATE_RETURN_IF_ERROR(r.Scan(r.body_begin, r.file_size, /*decode=*/true, &scan));
  std::vector<Problem> found = std::move(scan.problems);

  uint64_t next_seq = 0, next_windows = 0;
  for (const IndexedRecord& rec : scan.index.records) {
    if (rec.type != RecordType::kChunk) continue;
    if (rec.chunk.first_seq != next_seq) {
      found.push_back({rec.offset, rec.size,
                       "chunk record: first_seq " + std::to_string(rec.chunk.first_seq) +
                           " breaks sequence continuity (expected " + std::to_string(next_seq) +
                           ")"});
    } else if (rec.chunk.windows_before != next_windows) {
      found.push_back({rec.offset, rec.size,
                       "chunk record: windows_before " + std::to_string(rec.chunk.windows_before) +
                           " breaks window continuity (expected " + std::to_string(next_windows) +
                           ")"});
    }
    next_seq = rec.chunk.first_seq + rec.chunk.event_count;
    next_windows = rec.chunk.windows_before + rec.chunk.window_count;
  }

  if (scan.footer_found) {
    const uint64_t rest = r.file_size - scan.footer_end;
    uint8_t t[log::kTrailerSize];
    bool trailer_ok =
        rest == log::kTrailerSize && ReadAt(r.fd, r.path, scan.footer_end, sizeof(t), t).ok() &&
        std::memcmp(t + log::kTrailerMagicOffset, log::kTrailerMagic.data(),
                    log::kTrailerMagic.size()) == 0 &&
        log::GetU32(t + log::kTrailerCrcOffset) == Crc32c(t, log::kTrailerCrcOffset) &&
        log::GetU64(t + log::kTrailerFooterOffsetOffset) == scan.footer_offset &&
        log::GetU64(t + log::kTrailerFooterSizeOffset) == scan.footer_end - scan.footer_offset;
    if (trailer_ok) {
      std::vector<uint8_t> footer(scan.footer_end - scan.footer_offset);
      trailer_ok =
          ReadAt(r.fd, r.path, scan.footer_offset, footer.size(), footer.data()).ok() &&
          Crc32c(footer.data(), footer.size()) == log::GetU32(t + log::kTrailerFooterCrcOffset);
    }
    if (!trailer_ok) {
      found.push_back({scan.footer_end, rest,
                       "trailer: expected " + std::to_string(log::kTrailerSize) +
                           " bytes with the trailer magic, a valid checksum and the footer's "
                           "offset, size and checksum"});
    }
    Result<Index> footer = r.ParseFooter(scan.footer_payload.data(), scan.footer_payload.size(),
                                         scan.footer_offset, scan.footer_prev_hash);
    if (!footer.ok()) {
      found.push_back(
          {scan.footer_offset, scan.footer_end - scan.footer_offset, footer.status().message()});
    } else {
      const std::vector<IndexedRecord>& a = footer->records;
      const std::vector<IndexedRecord>& b = scan.index.records;
      for (size_t i = 0; i < std::max(a.size(), b.size()); ++i) {
        const bool same =
            i < a.size() && i < b.size() && a[i].type == b[i].type && a[i].offset == b[i].offset &&
            a[i].size == b[i].size && a[i].hash == b[i].hash &&
            (a[i].type == RecordType::kChunk ? log::SameMeta(a[i].chunk, b[i].chunk)
                                             : log::SameMeta(a[i].snapshot, b[i].snapshot));
        if (!same) {
          const uint64_t offset = i < b.size() ? b[i].offset : scan.footer_offset;
          found.push_back({offset, 0,
                           "footer index entry " + std::to_string(i) +
                               " differs from the record scanned at this offset"});
          break;
        }
      }
    }
  } else if (r.has_footer) {
    found.push_back({r.body_begin, r.file_size - r.body_begin,
                     "the footer read at open was not found by the scan"});
  }

  std::stable_sort(found.begin(), found.end(),
                   [](const Problem& a, const Problem& b) { return a.offset < b.offset; });
  return found;
}

}  // namespace stardate::format
