// Metadata shared by LogWriter and LogReader. The byte layout is in format/SPEC.md.
#ifndef STARDATE_FORMAT_LOG_FORMAT_H_
#define STARDATE_FORMAT_LOG_FORMAT_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include <capnp/common.h>
#include <kj/array.h>

namespace stardate::format {

using Hash256 = std::array<uint8_t, 32>;

// Describes one chunk of events. All counters are in the engine's terms: events are numbered
// from 0 in log order; a "window" is a response window, numbered from 0 in the order opened.
struct ChunkMeta {
  uint64_t first_seq = 0;        // sequence number of the chunk's first event
  uint32_t event_count = 0;      // > 0
  uint32_t first_turn = 0;       // turn in force at the first event (0 while seeding)
  uint32_t last_turn = 0;        // turn in force after the last event
  uint64_t windows_before = 0;   // windows opened by all earlier events
  uint32_t window_count = 0;     // windows opened by this chunk's events
  Hash256 state_hash{};          // engine state hash after the chunk's last event
};

// Describes one snapshot: the full engine state after `seq` events.
struct SnapshotMeta {
  uint64_t seq = 0;
  uint32_t turn = 0;
  uint64_t windows_before = 0;   // windows opened by events [0, seq)
};

// A record's payload as stored in the file (LogReader::ReadChunkStored), for copying a record
// into another log without decoding it (LogWriter::AppendStoredChunk).
struct StoredPayload {
  uint8_t codec = 0;      // 0 raw, 1 zstd (format/SPEC.md)
  uint32_t raw_size = 0;  // bytes once decoded
  std::vector<uint8_t> bytes;
};

// A buffer whose storage is 8-byte aligned, as Cap'n Proto requires of message bytes.
class AlignedBuffer {
 public:
  AlignedBuffer() = default;
  explicit AlignedBuffer(size_t size_bytes) : words_((size_bytes + 7) / 8), size_(size_bytes) {}
  uint8_t* data() { return reinterpret_cast<uint8_t*>(words_.data()); }
  const uint8_t* data() const { return reinterpret_cast<const uint8_t*>(words_.data()); }
  size_t size() const { return size_; }
  void Resize(size_t size_bytes) { words_.resize((size_bytes + 7) / 8); size_ = size_bytes; }
  kj::ArrayPtr<const capnp::word> words() const {
    return kj::ArrayPtr<const capnp::word>(reinterpret_cast<const capnp::word*>(words_.data()),
                                           words_.size());
  }

 private:
  std::vector<uint64_t> words_;
  size_t size_ = 0;
};

}  // namespace stardate::format

#endif  // STARDATE_FORMAT_LOG_FORMAT_H_
