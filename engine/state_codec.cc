#include "engine/state_codec.h"

#include <sodium.h>

namespace stardate::engine {

uint64_t ByteReader::Fixed(int n) {
  if (!status_.ok()) return 0;
  if (in_.size() - pos_ < static_cast<size_t>(n)) {
    Fail("expected " + std::to_string(n) + " more bytes, found " +
         std::to_string(in_.size() - pos_));
    return 0;
  }
  uint64_t v = 0;
  for (int i = 0; i < n; ++i)
    v |= static_cast<uint64_t>(static_cast<uint8_t>(in_[pos_ + i])) << (8 * i);
  pos_ += n;
  return v;
}

std::string ByteReader::Str() {
  uint32_t n = Count(1);
  if (!status_.ok()) return {};
  std::string s(in_.substr(pos_, n));
  pos_ += n;
  return s;
}

uint32_t ByteReader::Count(size_t min_item_bytes) {
  uint32_t n = U32();
  if (!status_.ok()) return 0;
  if (min_item_bytes > 0 && n > (in_.size() - pos_) / min_item_bytes) {
    Fail("sequence of " + std::to_string(n) + " items exceeds the remaining " +
         std::to_string(in_.size() - pos_) + " bytes");
    return 0;
  }
  return n;
}

void ByteReader::Fail(const std::string& what) {
  if (status_.ok()) {
    status_ = Status::Corruption(where_ + ": state byte " + std::to_string(pos_) + ": " + what);
  }
}

format::Hash256 Blake2b256(std::string_view bytes) {
  format::Hash256 out;
  crypto_generichash(out.data(), out.size(), reinterpret_cast<const unsigned char*>(bytes.data()),
                     bytes.size(), nullptr, 0);
  return out;
}

std::string HexString(const uint8_t* data, size_t n) {
  static const char* kDigits = "0123456789abcdef";
  std::string s;
  s.reserve(n * 2);
  for (size_t i = 0; i < n; ++i) {
    s.push_back(kDigits[data[i] >> 4]);
    s.push_back(kDigits[data[i] & 15]);
  }
  return s;
}

}  // namespace stardate::engine
