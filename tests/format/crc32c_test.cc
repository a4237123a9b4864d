#include "format/crc32c.h"

#include <catch2/catch.hpp>
#include <cstdint>
#include <string>
#include <vector>

namespace stardate::format {
namespace {

uint32_t Crc(const std::vector<uint8_t>& bytes) { return Crc32c(bytes.data(), bytes.size()); }

TEST_CASE("Crc32c gives the Castagnoli check value for 123456789", "[format]") {
  const std::string input = "123456789";
  CHECK(Crc32c(input.data(), input.size()) == 0xE3069283u);
}

TEST_CASE("Crc32c matches the iSCSI test vectors", "[format]") {
  std::vector<uint8_t> bytes(32, 0x00);
  CHECK(Crc(bytes) == 0x8A9136AAu);
  bytes.assign(32, 0xFF);
  CHECK(Crc(bytes) == 0x62A8AB43u);
  for (int i = 0; i < 32; ++i) bytes[i] = static_cast<uint8_t>(i);
  CHECK(Crc(bytes) == 0x46DD794Eu);
  for (int i = 0; i < 32; ++i) bytes[i] = static_cast<uint8_t>(31 - i);
  CHECK(Crc(bytes) == 0x113FDB5Cu);
}

TEST_CASE("Crc32c of nothing is zero", "[format]") { CHECK(Crc32c(nullptr, 0) == 0u); }

TEST_CASE("Crc32cExtend over two parts equals Crc32c over the whole", "[format]") {
  std::string text = "A Jem'Hadar without Ketracel-White dies at the start of its turn.";
  const uint32_t whole = Crc32c(text.data(), text.size());
  for (size_t split = 0; split <= text.size(); ++split) {
    const uint32_t first = Crc32c(text.data(), split);
    CHECK(Crc32cExtend(first, text.data() + split, text.size() - split) == whole);
  }
}

TEST_CASE("Crc32c does not depend on the input's alignment", "[format]") {
  std::vector<uint8_t> buffer(80);
  for (size_t i = 0; i < buffer.size(); ++i) buffer[i] = static_cast<uint8_t>(i * 37 + 11);
  const uint32_t expected = Crc32c(buffer.data(), 64);
  for (size_t shift = 1; shift < 8; ++shift) {
    std::vector<uint8_t> moved(shift, 0);
    moved.insert(moved.end(), buffer.begin(), buffer.begin() + 64);
    CHECK(Crc32c(moved.data() + shift, 64) == expected);
  }
}

}  // namespace
}  // namespace stardate::format

TEST_CASE("Crc32c: the hardware and portable implementations agree", "[format]") {
  std::string data;
  for (int i = 0; i < 1000; ++i) data.push_back(static_cast<char>((i * 131 + 7) & 0xff));
  for (size_t start : {0u, 1u, 3u, 7u}) {
    for (size_t n : {0u, 1u, 7u, 8u, 9u, 63u, 64u, 500u, 993u}) {
      if (start + n > data.size()) continue;
      INFO(start << " " << n);
      CHECK(stardate::format::Crc32cExtend(0x12345678, data.data() + start, n) ==
            stardate::format::Crc32cExtendPortable(0x12345678, data.data() + start, n));
    }
  }
}
