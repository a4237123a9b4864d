// Canonical byte encoding of engine state: the input of the state hash and the body of
// snapshots. Little-endian fixed-width integers, length-prefixed sequences; the same state
// always gives the same bytes on every platform.
#ifndef STARDATE_ENGINE_STATE_CODEC_H_
#define STARDATE_ENGINE_STATE_CODEC_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "format/log_format.h"
#include "format/status.h"

namespace stardate::engine {

class ByteWriter {
 public:
  void U8(uint8_t v) { out_.push_back(static_cast<char>(v)); }
  void U16(uint16_t v) { Fixed(v, 2); }
  void U32(uint32_t v) { Fixed(v, 4); }
  void U64(uint64_t v) { Fixed(v, 8); }
  void I32(int32_t v) { Fixed(static_cast<uint32_t>(v), 4); }
  void Str(std::string_view s) {
    U32(static_cast<uint32_t>(s.size()));
    out_.append(s);
  }
  // A count, then each element of `v` (any range with size(): a vector, the pending stack).
  template <typename Range, typename F>
  void Seq(const Range& v, F each) {
    U32(static_cast<uint32_t>(v.size()));
    for (const auto& x : v) each(x);
  }
  const std::string& bytes() const { return out_; }
  std::string Take() { return std::move(out_); }

 private:
  void Fixed(uint64_t v, int n) {
    for (int i = 0; i < n; ++i) out_.push_back(static_cast<char>((v >> (8 * i)) & 0xff));
  }
  std::string out_;
};

// Reads what ByteWriter wrote. Every read is bounds-checked; after the first failure all reads
// return 0 and status() names the offset.
class ByteReader {
 public:
  ByteReader(std::string_view bytes, std::string where) : in_(bytes), where_(std::move(where)) {}
  uint8_t U8() { return static_cast<uint8_t>(Fixed(1)); }
  uint16_t U16() { return static_cast<uint16_t>(Fixed(2)); }
  uint32_t U32() { return static_cast<uint32_t>(Fixed(4)); }
  uint64_t U64() { return Fixed(8); }
  int32_t I32() { return static_cast<int32_t>(static_cast<uint32_t>(Fixed(4))); }
  std::string Str();
  // Reads a sequence length and checks that at least `min_item_bytes` per item remain.
  uint32_t Count(size_t min_item_bytes);
  bool ok() const { return status_.ok(); }
  Status status() const { return status_; }
  bool AtEnd() const { return pos_ == in_.size(); }
  void Fail(const std::string& what);

 private:
  uint64_t Fixed(int n);
  std::string_view in_;
  std::string where_;
  size_t pos_ = 0;
  Status status_;
};

// BLAKE2b-256 of `bytes`.
format::Hash256 Blake2b256(std::string_view bytes);
std::string HexString(const uint8_t* data, size_t n);
inline std::string HexString(const format::Hash256& h) { return HexString(h.data(), h.size()); }

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_STATE_CODEC_H_
