// LogReader's state and the parts of its implementation that share it: opening
// (log_reader.cc), the footer index (log_footer.cc) and the recovery scan with the structural
// check (log_scan.cc). Internal to format/.
#ifndef STARDATE_FORMAT_LOG_READER_IMPL_H_
#define STARDATE_FORMAT_LOG_READER_IMPL_H_

#include <unistd.h>

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "format/log_reader.h"
#include "format/record_frame.h"
#include "format/seal.h"

namespace stardate::format {

// The record-frame vocabulary the reader's files (log_reader.cc, log_footer.cc, log_scan.cc,
// the only ones that include this internal header) share.
using log::Blake2b;
using log::CheckDeclared;
using log::CheckPayload;
using log::DecodePayload;
using log::Hex32;
using log::HexBytes;
using log::Parse;
using log::ParseRecordHeader;
using log::RecordHeader;
using log::RecordType;

// One intact chunk or snapshot record, in file order.
struct IndexedRecord {
  log::RecordType type = log::RecordType::kChunk;
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

// What a scan found: the intact records, the problems, and the first intact footer record.
struct ScanResult {
  Index index;
  std::vector<Problem> problems;
  bool footer_found = false;
  uint64_t footer_offset = 0;
  uint64_t footer_end = 0;
  Hash256 footer_prev_hash{};
  std::vector<uint8_t> footer_payload;
};

struct LogReader::Impl {
  std::string path;
  ReaderOptions options;
  int fd = -1;             // the open file, or -1 when reading `bytes`
  std::string_view bytes;  // the log's bytes, when opened from memory (OpenBytes)
  uint64_t file_size = 0;  // without a seal block
  std::optional<SealBlock> seal;
  std::optional<Problem> seal_problem;  // a damaged seal block
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

  ~Impl();

  // n bytes at `offset` into dst, from the file or from `bytes`; IoError or Corruption (the
  // file ended first) as log::ReadAt.
  Status Read(uint64_t offset, size_t n, uint8_t* dst) const;

  std::string At(uint64_t offset) const { return path + ": offset " + std::to_string(offset); }

  // Checks the file header; sets *file_hash to its BLAKE2b-256 (the chain's seed).
  Status OpenFileHeader(Hash256* file_hash);
  // Checks and decodes the game header record; sets header_message, header_hash, body_begin.
  Status OpenHeaderRecord(const Hash256& file_hash);
  // Reads the record at `pos` into `scratch` and checks its framing, sizes and payload (not
  // its chain link). Errors are Corruption prefixed with `where`.
  Status ReadHeaderRecordBytes(uint64_t pos, const std::string& where, log::RecordHeader* h);
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
  // Reads, checks against `record` and decodes one indexed chunk or snapshot, with the given
  // decompression context and record buffer (this reader's own, or a ChunkReader's).
  Result<AlignedBuffer> ReadBody(log::RecordType type, const IndexedRecord& record,
                                 ZSTD_DCtx* context, std::vector<uint8_t>* bytes) const;
  // The checks of ReadBody without the decoding: on success `*bytes` holds the record and
  // `*h` its parsed header.
  Status ReadChecked(log::RecordType type, const IndexedRecord& record, std::vector<uint8_t>* bytes,
                     log::RecordHeader* h) const;
  // A decompression context under options.max_window_log; IoError naming the file if none.
  Result<ZSTD_DCtx*> NewDecompressionContext() const;
};

}  // namespace stardate::format

#endif  // STARDATE_FORMAT_LOG_READER_IMPL_H_
