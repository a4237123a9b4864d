#include "format/record_frame.h"

#include <errno.h>
#include <sodium.h>
#include <unistd.h>

#include <algorithm>
#include <cstdio>
#include <cstring>

#include "format/crc32c.h"

namespace stardate::format::log {

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

Parse ParseRecordHeader(const uint8_t* p, size_t n, RecordHeader* h, std::string* why) {
  uint8_t magic[4];
  PutU32(magic, kRecordMagic);
  if (std::memcmp(p, magic, std::min<size_t>(n, 4)) != 0) {
    *why = "bad record magic (found " + HexBytes(p, std::min<size_t>(n, 4)) + ", expected " +
           HexBytes(magic, 4) + ")";
    return Parse::kBad;
  }
  if (n <= kRecordTypeOffset) return Parse::kTruncated;
  const uint8_t type = p[kRecordTypeOffset];
  if (!IsKnownRecordType(type)) {
    *why = "unknown record type " + std::to_string(type) + " (expected 1 to 4)";
    return Parse::kBad;
  }
  h->type = static_cast<RecordType>(type);
  h->header_size = RecordHeaderSize(h->type);
  if (n < h->header_size) return Parse::kTruncated;
  const size_t crc_offset = h->header_size - kHeaderCrcSize;
  const uint32_t stored_crc = GetU32(p + crc_offset);
  const uint32_t computed_crc = Crc32c(p, crc_offset);
  if (stored_crc != computed_crc) {
    *why = std::string(h->name()) + ": header checksum mismatch (stored " + Hex32(stored_crc) +
           ", computed " + Hex32(computed_crc) + ")";
    return Parse::kBad;
  }
  const uint8_t codec = p[kRecordCodecOffset];
  if (codec > static_cast<uint8_t>(Codec::kZstd)) {
    *why = std::string(h->name()) + ": unknown codec " + std::to_string(codec) +
           " (expected 0 raw or 1 zstd)";
    return Parse::kBad;
  }
  if (GetU16(p + kRecordReservedOffset) != 0) {
    *why = std::string(h->name()) + ": reserved field is not 0";
    return Parse::kBad;
  }
  h->codec = static_cast<Codec>(codec);
  h->stored_size = GetU32(p + kRecordStoredSizeOffset);
  h->raw_size = GetU32(p + kRecordRawSizeOffset);
  h->payload_crc = GetU32(p + kRecordPayloadCrcOffset);
  std::memcpy(h->prev_hash.data(), p + kRecordPrevHashOffset, h->prev_hash.size());
  std::memcpy(h->meta.data(), p + kRecordMetaOffset, MetaSize(h->type));
  return Parse::kOk;
}

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
    ChunkMeta m = DecodeChunkMeta(h.meta.data());
    if (m.event_count == 0) return name + ": event_count is 0 (expected > 0)";
    if (m.event_count > kMaxChunkEvents) {
      return name + ": event_count " + std::to_string(m.event_count) + " exceeds the limit of " +
             std::to_string(kMaxChunkEvents) + " events in a chunk";
    }
    if (m.first_seq > UINT64_MAX - m.event_count) return name + ": first_seq overflows";
  }
  return "";
}

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

}  // namespace stardate::format::log
