// Seal: an Ed25519 signature appended to a closed log (format/SPEC.md, "The seal").
//
// A seal signs the log's header record hash, its hash-chain head and the BLAKE2b-256 of every
// byte of the log, and names the signer's public key. It is a fixed-size block after the
// trailer; LogReader sets it aside (LogReader::seal()) and reads the log as if it were not
// there, so sealing changes nothing any command sees but `verify --pubkey`.
#ifndef STARDATE_FORMAT_SEAL_H_
#define STARDATE_FORMAT_SEAL_H_

#include <array>
#include <cstdint>
#include <string>
#include <string_view>

#include "format/log_format.h"
#include "format/log_reader.h"
#include "format/status.h"

namespace stardate::format {

using PublicKey = std::array<uint8_t, 32>;
using SecretKey = std::array<uint8_t, 64>;  // libsodium's: the seed, then the public key
using Signature = std::array<uint8_t, 64>;

// seal_block := version u32 | sealed_size u64 | public_key u8[32] | header_hash u8[32] |
//               chain_head u8[32] | file_digest u8[32] | signature u8[64] | crc u32 |
//               magic u8[8]                                                 (216 bytes)
inline constexpr size_t kSealBlockSize = 216;
inline constexpr uint32_t kSealVersion = 1;
inline constexpr std::array<uint8_t, 8> kSealMagic = {0x89, 'S', 'D', 'S', 'E', 'A', 'L', '\n'};

struct SealBlock {
  uint64_t offset = 0;       // where the block starts = sealed_size
  uint64_t sealed_size = 0;  // the bytes it seals: the whole log before it
  PublicKey public_key{};
  Hash256 header_hash{};  // BLAKE2b-256 of the header record (the chain's H_0)
  Hash256 chain_head{};   // the log's chain value
  Hash256 file_digest{};  // BLAKE2b-256 of bytes [0, sealed_size)
  Signature signature{};
};

// Parses the last kSealBlockSize bytes of a file of `file_size` bytes.
// @return the block; Corruption "seal block: ..." (no path) when its checksum, version or size
//         is wrong.
Result<SealBlock> ParseSealBlock(const uint8_t* block, uint64_t file_size);
// True when the block ends with the seal magic (a file that claims to be sealed).
bool EndsWithSealMagic(const uint8_t* block);

// ---- Keys
struct KeyPair {
  PublicKey public_key{};
  SecretKey secret_key{};
};
// A new key pair from libsodium's generator. IoError if libsodium cannot start.
Result<KeyPair> GenerateKeyPair();
// The key files' text: a first line naming the kind of key, then the key in hexadecimal.
std::string SecretKeyText(const KeyPair& keys);
std::string PublicKeyText(const PublicKey& key);
// Parse key files; InvalidArgument "PATH:LINE: expected ..., found ..." otherwise (a public key
// given for a secret one and the reverse are named as such).
Result<SecretKey> ParseSecretKey(std::string_view text, const std::string& path);
Result<PublicKey> ParsePublicKey(std::string_view text, const std::string& path);
// "ed25519:" and the key's first 16 hex digits, to tell keys apart in messages.
std::string KeyFingerprint(const PublicKey& key);

// ---- Sealing and checking
// Writes the log at `log_path`, sealed with `key`, to `out_path` (created or truncated): the
// same bytes plus the seal block. Refused (Corruption naming the file and offset) when the
// log is damaged, was never closed (no footer) or is already sealed (InvalidArgument).
// @return the block written.
Result<SealBlock> SealLog(const std::string& log_path, const SecretKey& key,
                          const std::string& out_path);

// Checks `reader`'s seal against `key`: the log must be sealed (NotFound otherwise), by this
// key (Corruption naming both keys otherwise), with a valid signature over what the block
// says, and the log must still hash to it (header record, chain head and every byte).
// @return Ok, or Corruption naming the file and what differs.
Status CheckSeal(const LogReader& reader, const PublicKey& key);

}  // namespace stardate::format

#endif  // STARDATE_FORMAT_SEAL_H_
