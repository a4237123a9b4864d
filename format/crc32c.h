// CRC32C (Castagnoli, reflected polynomial 0x82F63B78), as used by the log container to check
// record headers, payloads, the file header and the trailer (format/SPEC.md).
#ifndef STARDATE_FORMAT_CRC32C_H_
#define STARDATE_FORMAT_CRC32C_H_

#include <cstddef>
#include <cstdint>

namespace stardate::format {

// The CRC32C of `crc`'s input followed by data[0, n). Extend(0, ...) starts a new checksum, so
// Crc32cExtend(Crc32c(a), b) == Crc32c(a followed by b).
uint32_t Crc32cExtend(uint32_t crc, const void* data, size_t n);

// The CRC32C of data[0, n). Crc32c("123456789", 9) == 0xE3069283.
// The table-driven implementation, used where the processor has no CRC32 instruction (and by
// tests to check that both agree).
uint32_t Crc32cExtendPortable(uint32_t crc, const void* data, size_t n);

inline uint32_t Crc32c(const void* data, size_t n) { return Crc32cExtend(0, data, n); }

}  // namespace stardate::format

#endif  // STARDATE_FORMAT_CRC32C_H_
