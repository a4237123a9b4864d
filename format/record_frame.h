// One record of the .sdlog container (format/SPEC.md, "Records"): parsing and checking its
// framing, checking its payload and decoding it. Internal to format/; LogReader builds on it.
#ifndef STARDATE_FORMAT_RECORD_FRAME_H_
#define STARDATE_FORMAT_RECORD_FRAME_H_

#define ZSTD_STATIC_LINKING_ONLY  // ZSTD_getFrameHeader, to check the window before decoding
#include <zstd.h>

#include <array>
#include <cstdint>
#include <string>

#include "format/log_constants.h"
#include "format/log_format.h"
#include "format/log_reader.h"
#include "format/status.h"

namespace stardate::format::log {

// "0x1a2b3c4d".
std::string Hex32(uint32_t v);
// "53 44 52 a5".
std::string HexBytes(const uint8_t* p, size_t n);
// BLAKE2b-256 of p[0, n).
Hash256 Blake2b(const uint8_t* data, size_t n);

// Reads exactly `n` bytes at `offset`. The caller has checked that they lie inside the file.
// @return IoError, or Corruption when the file ends first (it shrank while open).
Status ReadAt(int fd, const std::string& path, uint64_t offset, size_t n, uint8_t* dst);

// A record header as parsed, before its sizes are trusted.
struct RecordHeader {
  RecordType type = RecordType::kHeader;
  Codec codec = Codec::kRaw;
  uint32_t stored_size = 0;
  uint32_t raw_size = 0;
  uint32_t payload_crc = 0;
  Hash256 prev_hash{};
  std::array<uint8_t, kChunkMetaSize> meta{};
  size_t header_size = 0;

  uint64_t record_size() const { return header_size + uint64_t{stored_size}; }
  const char* name() const { return RecordTypeName(type); }
};

enum class Parse { kOk, kTruncated, kBad };

// Parses the record header in p[0, n), where n is everything available up to the end of the
// scanned range. kTruncated: the range ends inside a header that is plausible so far; kBad:
// `*why` says what is wrong.
Parse ParseRecordHeader(const uint8_t* p, size_t n, RecordHeader* h, std::string* why);

// Checks the sizes and meta a valid record header declares, before anything is allocated.
// @return "" when usable, else what is wrong.
std::string CheckDeclared(const RecordHeader& h, const ReaderOptions& options);

// Checks a payload against its header: checksum and, for zstd, one frame of exactly
// stored_size bytes declaring raw_size bytes within the window limit.
// @return "" when usable, else what is wrong.
std::string CheckPayload(const RecordHeader& h, const uint8_t* payload,
                         const ReaderOptions& options);

// Decodes a checked payload into `out` (raw_size bytes, 8-byte aligned).
// @return "" on success, else what is wrong.
std::string DecodePayload(ZSTD_DCtx* dctx, const RecordHeader& h, const uint8_t* payload,
                          AlignedBuffer* out);

}  // namespace stardate::format::log

#endif  // STARDATE_FORMAT_RECORD_FRAME_H_
