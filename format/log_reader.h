// LogReader: reads a .sdlog container (format/SPEC.md), tolerating damage.
//
// Open() reads the file header, the game header record and the footer index (or, when the
// trailer is missing or damaged, rebuilds the index by scanning every record). Damage past the
// header never makes Open() fail: every intact chunk is kept and each dropped byte range is
// listed in problems() with its offset and what was wrong. Record bodies are read lazily with
// positioned reads, so opening and seeking do not read the whole file (OpenBytes reads a log
// already in memory the same way).
// A LogReader is not thread-safe; a ChunkReader lets a second thread read chunks.
#ifndef STARDATE_FORMAT_LOG_READER_H_
#define STARDATE_FORMAT_LOG_READER_H_

#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "format/log_format.h"
#include "format/status.h"

namespace stardate::format {

struct SealBlock;  // format/seal.h

struct ReaderOptions {
  uint64_t max_record_bytes = 64ull << 20;         // stored (compressed) size of one record
  uint64_t max_decompressed_bytes = 256ull << 20;  // one record after decompression
  int max_window_log = 27;                         // zstd window log limit
};

struct ChunkEntry {
  uint64_t offset = 0;       // file offset of the record
  uint64_t stored_size = 0;  // record size in the file, framing included
  ChunkMeta meta;
};

struct SnapshotEntry {
  uint64_t offset = 0;
  uint64_t stored_size = 0;
  SnapshotMeta meta;
};

// A byte range the reader could not use, and why.
struct Problem {
  uint64_t offset = 0;
  uint64_t length = 0;
  std::string what;  // e.g. "chunk checksum mismatch", "torn record at end of file"
};

class LogReader {
 public:
  // @return the reader; NotFound / IoError if the file cannot be read; Corruption (naming
  //         file and offset) if the file header or game header record is unusable.
  static Result<std::unique_ptr<LogReader>> Open(const std::string& path,
                                                 const ReaderOptions& options = {});
  // Open() for a log whose bytes are in memory already (a caller that reads a file whole, to
  // hash it too, need not read it again): the same checks, problems and results as Open() of a
  // file holding `bytes`, named `path` in every message. The reader and its ChunkReaders read
  // the bytes in place (copying each record out to an aligned buffer, as from a file): they
  // must stay unchanged while either lives.
  static Result<std::unique_ptr<LogReader>> OpenBytes(const std::string& path,
                                                      std::string_view bytes,
                                                      const ReaderOptions& options = {});
  ~LogReader();
  LogReader(const LogReader&) = delete;
  LogReader& operator=(const LogReader&) = delete;

  const std::string& path() const;
  // The game header message (a schema::Header), 8-byte aligned.
  const AlignedBuffer& header_message() const;
  // True when the footer index and trailer were present and valid.
  bool has_footer() const;
  // Intact chunks in sequence order, and intact snapshots in sequence order.
  const std::vector<ChunkEntry>& chunks() const;
  const std::vector<SnapshotEntry>& snapshots() const;
  // Everything dropped while opening (empty for an undamaged, closed log).
  const std::vector<Problem>& problems() const;

  // Reads, checks (checksum, hash-chain link) and decompresses chunk `i` into an aligned
  // buffer holding a schema::EventBlock message.
  Result<AlignedBuffer> ReadChunk(size_t i) const;
  // Same for snapshot `i` (a schema::Snapshot message).
  Result<AlignedBuffer> ReadSnapshot(size_t i) const;

  // The payload of chunk / snapshot `i` as stored, checked as ReadChunk checks it (framing,
  // checksums, chain link, meta against the index, the zstd frame) but not decoded.
  Result<StoredPayload> ReadChunkStored(size_t i) const;
  Result<StoredPayload> ReadSnapshotStored(size_t i) const;

  // Reads chunks as ReadChunk does, with a decompression context and buffer of its own: one
  // thread may read through a ChunkReader while another uses the LogReader (or another
  // ChunkReader). The LogReader must outlive it.
  class ChunkReader {
   public:
    ~ChunkReader();
    ChunkReader(const ChunkReader&) = delete;
    ChunkReader& operator=(const ChunkReader&) = delete;
    // As LogReader::ReadChunk(i).
    Result<AlignedBuffer> Read(size_t i);

   private:
    friend class LogReader;
    struct State;
    explicit ChunkReader(std::unique_ptr<State> state);
    std::unique_ptr<State> state_;
  };
  // @return a new ChunkReader; IoError if no decompression context can be allocated.
  Result<std::unique_ptr<ChunkReader>> NewChunkReader() const;

  // Full structural check: every record's checksum, the hash chain from the header to the
  // last record, sequence continuity, and footer index == scanned index.
  // @return Ok, or Corruption naming the file, the first bad offset and what was expected.
  Status VerifyStructure() const;
  // The same checks, every problem found, in file order (empty when the structure is sound).
  // @return the problems; an error only when the file cannot be read.
  Result<std::vector<Problem>> StructureProblems() const;

  // Hash-chain value after the last intact record.
  const Hash256& chain_hash() const;
  // BLAKE2b-256 of the header record (the chain's H_0).
  const Hash256& header_hash() const;

  // The seal block the file ends with (format/SPEC.md, "The seal"), or null. A sealed log is
  // read as the bytes before its block; a block whose checksum fails is set aside all the same
  // and named in problems() ("seal block: ...").
  const SealBlock* seal() const;
  // The bytes of the log proper: the file's size less a seal block.
  uint64_t file_size() const;

 private:
  struct Impl;
  explicit LogReader(std::unique_ptr<Impl> impl);
  // Open() and OpenBytes() once `impl` can read the log and knows its size.
  static Result<std::unique_ptr<LogReader>> Opened(std::unique_ptr<Impl> impl);
  std::unique_ptr<Impl> impl_;
};

}  // namespace stardate::format

#endif  // STARDATE_FORMAT_LOG_READER_H_
