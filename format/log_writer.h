// LogWriter: appends a game to a .sdlog container (format/SPEC.md).
//
// Usage: Create() writes the file header and the game header record; AppendChunk() and
// AppendSnapshot() add records in log order; Close() writes the footer index and the trailer.
// A record is acknowledged when its Append call returns ok: it has been handed to the kernel
// (and, with WriterOptions::sync, flushed to the device), so killing the process afterwards
// loses nothing acknowledged. A file that never reached Close() (a crash, or a writer destroyed
// without Close()) is still readable: LogReader rebuilds the index by scanning.
// After a failed write the partial record is cut off where possible and every later call
// returns that same IoError.
#ifndef STARDATE_FORMAT_LOG_WRITER_H_
#define STARDATE_FORMAT_LOG_WRITER_H_

#include <memory>
#include <string>
#include <string_view>

#include "format/log_format.h"
#include "format/status.h"

namespace stardate::format {

// How the payloads of one kind of record are compressed. Every setting writes a standard zstd
// frame that every reader decodes alike (format/SPEC.md, "zstd payloads"): the settings trade
// bytes against the time to write and to read, never what a log holds.
struct ZstdSettings {
  int level = 3;              // 1-19: higher is smaller and slower to write
  int min_match = 0;          // the shortest match zstd looks for, 3-7 (0: the level's own);
                              // longer matches are fewer and faster to decode
  bool raw_literals = false;  // bytes no match covers are stored as they are instead of
                              // Huffman-coded: larger, and faster to decompress (if the zstd
                              // library refuses the setting, they are Huffman-coded)
  bool operator==(const ZstdSettings&) const = default;
};

struct WriterOptions {
  // Chunk records: every replay, audit and scan decompresses all of them.
  ZstdSettings chunks;
  // The header record and snapshot records: one is read per open, one per seek.
  ZstdSettings header_and_snapshots;
  bool sync = false;  // fdatasync after every record
};

class LogWriter {
 public:
  // Creates (or truncates) `path`. `header_message` is a flat Cap'n Proto message holding a
  // schema::Header (its size a multiple of 8).
  // @return the writer, or IoError / InvalidArgument; no file is left half-written on error
  //         beyond what was created.
  static Result<std::unique_ptr<LogWriter>> Create(const std::string& path,
                                                   std::string_view header_message,
                                                   const WriterOptions& options = {});
  ~LogWriter();
  LogWriter(const LogWriter&) = delete;
  LogWriter& operator=(const LogWriter&) = delete;

  // Appends one chunk: `event_block_message` is a flat message holding a schema::EventBlock.
  // Chunks must be appended in sequence order without gaps: the first at first_seq 0 and
  // windows_before 0, each next one at the previous first_seq + event_count and
  // windows_before + window_count; event_count > 0. InvalidArgument otherwise (nothing written).
  Status AppendChunk(const ChunkMeta& meta, std::string_view event_block_message);

  // Appends one snapshot: `snapshot_message` is a flat message holding a schema::Snapshot.
  // Snapshot seqs must not decrease (InvalidArgument otherwise).
  Status AppendSnapshot(const SnapshotMeta& meta, std::string_view snapshot_message);

  // Append a chunk / snapshot whose payload is already encoded as another log stores it
  // (LogReader::ReadChunkStored), so a record is copied without decoding it: the same rules as
  // AppendChunk / AppendSnapshot; InvalidArgument for a codec other than 0 or 1 or a payload
  // over the record limit. The payload is trusted to hold the right message (the reader that
  // read it checked its checksum and frame).
  Status AppendStoredChunk(const ChunkMeta& meta, const StoredPayload& payload);
  Status AppendStoredSnapshot(const SnapshotMeta& meta, const StoredPayload& payload);

  // Writes the footer index and trailer and closes the file. Further appends fail.
  Status Close();

  // Hash-chain value after the last record written, the footer excepted: Close() leaves it
  // unchanged, so it equals LogReader::chain_hash() with or without a footer.
  const Hash256& chain_hash() const;
  uint64_t bytes_written() const;

 private:
  struct Impl;
  explicit LogWriter(std::unique_ptr<Impl> impl);
  // The Append functions' common body: `stored` when not null, else `message` compressed.
  Status AppendChunkRecord(const ChunkMeta& meta, std::string_view message,
                           const StoredPayload* stored);
  Status AppendSnapshotRecord(const SnapshotMeta& meta, std::string_view message,
                              const StoredPayload* stored);
  std::unique_ptr<Impl> impl_;
};

}  // namespace stardate::format

#endif  // STARDATE_FORMAT_LOG_WRITER_H_
