// ReadAhead: reads a log's chunks in order on a second thread, one chunk ahead of the
// caller, so that a replay decodes and applies one chunk while the next one is read, checked
// and decompressed. What a chunk holds, and every error, are exactly what
// LogReader::ReadChunk gives; only the thread that does the work differs.
#ifndef STARDATE_REPLAYER_READ_AHEAD_H_
#define STARDATE_REPLAYER_READ_AHEAD_H_

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <memory>
#include <mutex>
#include <string>
#include <thread>
#include <utility>

#include "format/log_reader.h"
#include "format/status.h"

namespace stardate::replayer {

class ReadAhead {
 public:
  // Chunks read and waiting for the caller, at most: the thread reads chunk i + 1 while the
  // caller works on chunk i, so a walk holds two decompressed chunks instead of one.
  static constexpr size_t kDepth = 1;

  // Starts reading chunks `first`, first + 1, ... of `reader`, which must outlive the
  // ReadAhead. IoError if the thread or its decompression context cannot be created (the
  // caller can read the chunks itself instead).
  static Result<std::unique_ptr<ReadAhead>> Start(const format::LogReader& reader, size_t first);
  // Stops the thread once the chunk it is reading is done, and waits for it.
  ~ReadAhead();
  ReadAhead(const ReadAhead&) = delete;
  ReadAhead& operator=(const ReadAhead&) = delete;

  // Chunk `i`, as LogReader::ReadChunk(i) gives it, once read. `i` increases from one call to
  // the next (InvalidArgument otherwise); the chunks it skips are dropped (and not read if not
  // yet started).
  Result<format::AlignedBuffer> Take(size_t i);

 private:
  ReadAhead() = default;
  void Run();

  std::unique_ptr<format::LogReader::ChunkReader> chunk_reader_;
  size_t end_ = 0;    // chunks in the log
  size_t taken_ = 0;  // the first chunk the caller may still take (the caller's thread only)
  std::string path_;
  std::mutex mu_;
  std::condition_variable cv_;
  size_t next_ = 0;  // the next chunk the thread reads (guarded by mu_)
  std::deque<std::pair<size_t, Result<format::AlignedBuffer>>> ready_;  // mu_, in chunk order
  bool stop_ = false;                                                   // mu_
  std::thread thread_;
};

}  // namespace stardate::replayer

#endif  // STARDATE_REPLAYER_READ_AHEAD_H_
