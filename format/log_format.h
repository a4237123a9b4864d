// Metadata shared by LogWriter and LogReader. The byte layout is in format/SPEC.md.
#ifndef STARDATE_FORMAT_LOG_FORMAT_H_
#define STARDATE_FORMAT_LOG_FORMAT_H_

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstring>
#include <memory>
#include <vector>

#include <capnp/common.h>
#include <kj/array.h>

namespace stardate::format {

using Hash256 = std::array<uint8_t, 32>;

// Describes one chunk of events. All counters are in the engine's terms: events are numbered
// from 0 in log order; a "window" is a response window, numbered from 0 in the order opened.
struct ChunkMeta {
  uint64_t first_seq = 0;       // sequence number of the chunk's first event
  uint32_t event_count = 0;     // > 0
  uint32_t first_turn = 0;      // turn in force at the first event (0 while seeding)
  uint32_t last_turn = 0;       // turn in force after the last event
  uint64_t windows_before = 0;  // windows opened by all earlier events
  uint32_t window_count = 0;    // windows opened by this chunk's events
  Hash256 state_hash{};         // engine state hash after the chunk's last event
};

// Describes one snapshot: the full engine state after `seq` events.
struct SnapshotMeta {
  uint64_t seq = 0;
  uint32_t turn = 0;
  uint64_t windows_before = 0;  // windows opened by events [0, seq)
};

// A record's payload as stored in the file (LogReader::ReadChunkStored), for copying a record
// into another log without decoding it (LogWriter::AppendStoredChunk).
struct StoredPayload {
  uint8_t codec = 0;      // 0 raw, 1 zstd (format/SPEC.md)
  uint32_t raw_size = 0;  // bytes once decoded
  std::vector<uint8_t> bytes;
};

// A buffer whose storage is 8-byte aligned, as Cap'n Proto requires of message bytes. Its bytes
// start out undefined (the padding after size() up to the next word is zero), since every
// user overwrites them at once (a decompressed or read payload): a chunk is not cleared first.
class AlignedBuffer {
 public:
  AlignedBuffer() = default;
  explicit AlignedBuffer(size_t size_bytes) { Resize(size_bytes); }
  // A copy of `size_bytes` bytes from `bytes` (a message read or built elsewhere), aligned.
  static AlignedBuffer CopyOf(const void* bytes, size_t size_bytes) {
    AlignedBuffer buffer(size_bytes);
    if (size_bytes != 0) std::memcpy(buffer.data(), bytes, size_bytes);
    return buffer;
  }
  AlignedBuffer(const AlignedBuffer& other) : AlignedBuffer(other.size_) {
    if (size_ != 0) std::memcpy(data(), other.data(), size_);
  }
  AlignedBuffer& operator=(const AlignedBuffer& other) {
    if (this != &other) {
      Resize(other.size_);
      if (size_ != 0) std::memcpy(data(), other.data(), size_);
    }
    return *this;
  }
  AlignedBuffer(AlignedBuffer&&) noexcept = default;
  AlignedBuffer& operator=(AlignedBuffer&&) noexcept = default;

  uint8_t* data() { return reinterpret_cast<uint8_t*>(words_.get()); }
  const uint8_t* data() const { return reinterpret_cast<const uint8_t*>(words_.get()); }
  size_t size() const { return size_; }
  // Keeps the first min(size(), size_bytes) bytes; any others are undefined until written.
  void Resize(size_t size_bytes) {
    const size_t words = (size_bytes + 7) / 8;
    if (words > capacity_) {
      std::unique_ptr<uint64_t[]> grown = std::make_unique_for_overwrite<uint64_t[]>(words);
      if (word_count_ != 0) std::memcpy(grown.get(), words_.get(), word_count_ * 8);
      words_ = std::move(grown);
      capacity_ = words;
    }
    word_count_ = words;
    size_ = size_bytes;
    if (size_bytes % 8 != 0) {  // the padding after the last byte
      std::memset(data() + size_bytes, 0, words * 8 - size_bytes);
    }
  }
  kj::ArrayPtr<const capnp::word> words() const {
    return kj::ArrayPtr<const capnp::word>(reinterpret_cast<const capnp::word*>(words_.get()),
                                           word_count_);
  }

 private:
  std::unique_ptr<uint64_t[]> words_;
  size_t capacity_ = 0;    // words allocated
  size_t word_count_ = 0;  // words in use: size_ rounded up
  size_t size_ = 0;
};

}  // namespace stardate::format

#endif  // STARDATE_FORMAT_LOG_FORMAT_H_
