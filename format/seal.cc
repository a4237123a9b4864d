#include "format/seal.h"

#include <errno.h>
#include <fcntl.h>
#include <sodium.h>
#include <unistd.h>

#include <cstring>
#include <vector>

#include "format/crc32c.h"
#include "format/log_constants.h"
#include "format/record_frame.h"

namespace stardate::format {
namespace {

using log::GetU32;
using log::GetU64;
using log::PutU32;
using log::PutU64;

constexpr size_t kVersionOffset = 0;
constexpr size_t kSealedSizeOffset = 4;
constexpr size_t kPublicKeyOffset = 12;
constexpr size_t kHeaderHashOffset = 44;
constexpr size_t kChainHeadOffset = 76;
constexpr size_t kDigestOffset = 108;
constexpr size_t kSignatureOffset = 140;
constexpr size_t kCrcOffset = 204;
constexpr size_t kMagicOffset = 208;
static_assert(kMagicOffset + 8 == kSealBlockSize);

constexpr std::string_view kSecretKeyLine = "stardate ed25519 secret key";
constexpr std::string_view kPublicKeyLine = "stardate ed25519 public key";
// What the signature covers: a context string, then the block's fields before the signature.
constexpr std::string_view kSignedContext = "stardate seal 1";

std::string Hex(const uint8_t* p, size_t n) {
  std::string s(2 * n + 1, '\0');
  sodium_bin2hex(s.data(), s.size(), p, n);
  s.pop_back();
  return s;
}

std::vector<uint8_t> SignedBytes(const uint8_t* block) {
  std::vector<uint8_t> m(kSignedContext.begin(), kSignedContext.end());
  m.push_back(0);
  m.insert(m.end(), block, block + kSignatureOffset);
  return m;
}

void EncodeBlock(const SealBlock& s, uint8_t* b) {
  std::memset(b, 0, kSealBlockSize);
  PutU32(b + kVersionOffset, kSealVersion);
  PutU64(b + kSealedSizeOffset, s.sealed_size);
  std::memcpy(b + kPublicKeyOffset, s.public_key.data(), 32);
  std::memcpy(b + kHeaderHashOffset, s.header_hash.data(), 32);
  std::memcpy(b + kChainHeadOffset, s.chain_head.data(), 32);
  std::memcpy(b + kDigestOffset, s.file_digest.data(), 32);
  std::memcpy(b + kSignatureOffset, s.signature.data(), 64);
  PutU32(b + kCrcOffset, Crc32c(b, kCrcOffset));
  std::memcpy(b + kMagicOffset, kSealMagic.data(), kSealMagic.size());
}

// BLAKE2b-256 of bytes [0, size) of the open file `fd`; when `out_fd` >= 0 also copies them.
Result<Hash256> DigestFile(int fd, const std::string& path, uint64_t size, int out_fd,
                           const std::string& out_path) {
  crypto_generichash_state state;
  crypto_generichash_init(&state, nullptr, 0, 32);
  std::vector<uint8_t> buffer(1 << 20);
  for (uint64_t at = 0; at < size;) {
    const size_t n = static_cast<size_t>(std::min<uint64_t>(buffer.size(), size - at));
    const ssize_t got = ::pread(fd, buffer.data(), n, static_cast<off_t>(at));
    if (got <= 0) {
      if (got < 0 && errno == EINTR) continue;
      return Status::IoError(path + ": offset " + std::to_string(at) + ": read failed" +
                             (got < 0 ? std::string(": ") + std::strerror(errno) : ""));
    }
    crypto_generichash_update(&state, buffer.data(), static_cast<size_t>(got));
    for (size_t done = 0; out_fd >= 0 && done < static_cast<size_t>(got);) {
      const ssize_t w = ::write(out_fd, buffer.data() + done, static_cast<size_t>(got) - done);
      if (w < 0) {
        if (errno == EINTR) continue;
        return Status::IoError(out_path + ": write failed: " + std::strerror(errno));
      }
      done += static_cast<size_t>(w);
    }
    at += static_cast<uint64_t>(got);
  }
  Hash256 digest;
  crypto_generichash_final(&state, digest.data(), digest.size());
  return digest;
}

class Fd {
 public:
  explicit Fd(int fd) : fd_(fd) {}
  ~Fd() {
    if (fd_ >= 0) ::close(fd_);
  }
  Fd(const Fd&) = delete;
  Fd& operator=(const Fd&) = delete;
  int get() const { return fd_; }
  int Release() {
    int fd = fd_;
    fd_ = -1;
    return fd;
  }

 private:
  int fd_;
};

// The key line 2 of a key file holds, as bytes. `first_line` names the kind of key.
Status ParseKeyText(std::string_view text, const std::string& path, std::string_view first_line,
                    std::string_view other_line, const char* other_option, uint8_t* out, size_t n) {
  const size_t nl = text.find('\n');
  std::string_view line1 = text.substr(0, nl);
  if (!line1.empty() && line1.back() == '\r') line1.remove_suffix(1);
  if (line1 != first_line) {
    if (line1 == other_line) {
      return Status::InvalidArgument(path + ":1: expected '" + std::string(first_line) +
                                     "', found '" + std::string(line1) + "' (" + other_option +
                                     ")");
    }
    return Status::InvalidArgument(path + ":1: expected '" + std::string(first_line) + "', found " +
                                   (line1.empty() ? std::string("an empty line")
                                                  : "'" + std::string(line1.substr(0, 60)) + "'"));
  }
  std::string_view line2 = nl == std::string_view::npos ? "" : text.substr(nl + 1);
  const size_t end = line2.find_first_of("\r\n");
  if (end != std::string_view::npos) line2 = line2.substr(0, end);
  std::string_view rest = nl == std::string_view::npos || end == std::string_view::npos
                              ? ""
                              : text.substr(nl + 1 + end);
  size_t bin_len = 0;
  if (line2.size() != 2 * n ||
      sodium_hex2bin(out, n, line2.data(), line2.size(), nullptr, &bin_len, nullptr) != 0 ||
      bin_len != n) {
    return Status::InvalidArgument(path + ":2: expected " + std::to_string(2 * n) +
                                   " hexadecimal digits, found " + std::to_string(line2.size()) +
                                   " characters" +
                                   (line2.size() == 2 * n ? " that are not all hexadecimal" : ""));
  }
  if (rest.find_first_not_of("\r\n") != std::string_view::npos) {
    return Status::InvalidArgument(path + ":3: expected the end of the file, found more text");
  }
  return Status::Ok();
}

}  // namespace

bool EndsWithSealMagic(const uint8_t* block) {
  return std::memcmp(block + kMagicOffset, kSealMagic.data(), kSealMagic.size()) == 0;
}

Result<SealBlock> ParseSealBlock(const uint8_t* b, uint64_t file_size) {
  const uint32_t stored = GetU32(b + kCrcOffset);
  const uint32_t computed = Crc32c(b, kCrcOffset);
  if (stored != computed) {
    return Status::Corruption("seal block: checksum mismatch (stored " + log::Hex32(stored) +
                              ", computed " + log::Hex32(computed) + ")");
  }
  if (GetU32(b + kVersionOffset) != kSealVersion) {
    return Status::Corruption("seal block: version " + std::to_string(GetU32(b)) + ", expected " +
                              std::to_string(kSealVersion));
  }
  SealBlock s;
  s.sealed_size = GetU64(b + kSealedSizeOffset);
  s.offset = file_size - kSealBlockSize;
  if (s.sealed_size != s.offset) {
    return Status::Corruption("seal block: it seals " + std::to_string(s.sealed_size) +
                              " bytes, but " + std::to_string(s.offset) + " precede it");
  }
  std::memcpy(s.public_key.data(), b + kPublicKeyOffset, 32);
  std::memcpy(s.header_hash.data(), b + kHeaderHashOffset, 32);
  std::memcpy(s.chain_head.data(), b + kChainHeadOffset, 32);
  std::memcpy(s.file_digest.data(), b + kDigestOffset, 32);
  std::memcpy(s.signature.data(), b + kSignatureOffset, 64);
  return s;
}

Result<KeyPair> GenerateKeyPair() {
  if (sodium_init() < 0) return Status::IoError("libsodium failed to initialise");
  KeyPair k;
  crypto_sign_keypair(k.public_key.data(), k.secret_key.data());
  return k;
}

std::string SecretKeyText(const KeyPair& keys) {
  return std::string(kSecretKeyLine) + "\n" + Hex(keys.secret_key.data(), 64) + "\n";
}

std::string PublicKeyText(const PublicKey& key) {
  return std::string(kPublicKeyLine) + "\n" + Hex(key.data(), 32) + "\n";
}

Result<SecretKey> ParseSecretKey(std::string_view text, const std::string& path) {
  if (sodium_init() < 0) return Status::IoError("libsodium failed to initialise");
  SecretKey key;
  STARDATE_RETURN_IF_ERROR(ParseKeyText(text, path, kSecretKeyLine, kPublicKeyLine,
                                        "a public key: --key takes the .key file", key.data(),
                                        key.size()));
  // The second half is the public key of the first: a key file cut and pasted together from
  // two keys would sign with one key and name the other.
  uint8_t seed[crypto_sign_SEEDBYTES];
  crypto_sign_ed25519_sk_to_seed(seed, key.data());
  PublicKey derived;
  SecretKey rebuilt;
  crypto_sign_seed_keypair(derived.data(), rebuilt.data(), seed);
  sodium_memzero(seed, sizeof(seed));
  sodium_memzero(rebuilt.data(), rebuilt.size());
  if (std::memcmp(derived.data(), key.data() + 32, 32) != 0) {
    return Status::InvalidArgument(path +
                                   ":2: the key's public half does not belong to its "
                                   "secret half");
  }
  return key;
}

Result<PublicKey> ParsePublicKey(std::string_view text, const std::string& path) {
  PublicKey key;
  STARDATE_RETURN_IF_ERROR(ParseKeyText(text, path, kPublicKeyLine, kSecretKeyLine,
                                        "a secret key: --pubkey takes the .pub file", key.data(),
                                        key.size()));
  return key;
}

std::string KeyFingerprint(const PublicKey& key) { return "ed25519:" + Hex(key.data(), 8); }

Result<SealBlock> SealLog(const std::string& log_path, const SecretKey& key,
                          const std::string& out_path) {
  if (sodium_init() < 0) return Status::IoError("libsodium failed to initialise");
  auto reader = LogReader::Open(log_path);
  if (!reader.ok()) return reader.status();
  const LogReader& r = **reader;
  if (r.seal() != nullptr) {
    return Status::InvalidArgument(log_path + ": already sealed by " +
                                   KeyFingerprint(r.seal()->public_key) + " (offset " +
                                   std::to_string(r.seal()->offset) + ")");
  }
  if (!r.problems().empty()) {
    const Problem& p = r.problems().front();
    return Status::Corruption(log_path + ": offset " + std::to_string(p.offset) + ": " + p.what +
                              "; a damaged log is not sealed");
  }
  Status structure = r.VerifyStructure();
  if (!structure.ok()) {
    return Status::Corruption(structure.message() +
                              "; a damaged log is not sealed (stardate verify names every "
                              "problem)");
  }
  if (!r.has_footer()) {
    return Status::Corruption(log_path +
                              ": the log has no footer (it was never closed); a "
                              "log is sealed once complete");
  }
  Fd in(::open(log_path.c_str(), O_RDONLY | O_CLOEXEC));
  if (in.get() < 0) return Status::IoError(log_path + ": cannot open: " + std::strerror(errno));
  Fd out(::open(out_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0644));
  if (out.get() < 0) {
    return Status::IoError(out_path + ": cannot create: " + std::strerror(errno));
  }
  SealBlock s;
  s.sealed_size = r.file_size();
  s.offset = s.sealed_size;
  std::memcpy(s.public_key.data(), key.data() + 32, 32);
  s.header_hash = r.header_hash();
  s.chain_head = r.chain_hash();
  auto digest = DigestFile(in.get(), log_path, s.sealed_size, out.get(), out_path);
  if (!digest.ok()) return digest.status();
  s.file_digest = *digest;
  uint8_t block[kSealBlockSize];
  EncodeBlock(s, block);
  const std::vector<uint8_t> m = SignedBytes(block);
  crypto_sign_detached(s.signature.data(), nullptr, m.data(), m.size(), key.data());
  EncodeBlock(s, block);
  for (size_t done = 0; done < sizeof(block);) {
    const ssize_t w = ::write(out.get(), block + done, sizeof(block) - done);
    if (w < 0) {
      if (errno == EINTR) continue;
      return Status::IoError(out_path + ": write failed: " + std::strerror(errno));
    }
    done += static_cast<size_t>(w);
  }
  if (::close(out.Release()) != 0) {
    return Status::IoError(out_path + ": close failed: " + std::strerror(errno));
  }
  return s;
}

Status CheckSeal(const LogReader& reader, const PublicKey& key) {
  if (sodium_init() < 0) return Status::IoError("libsodium failed to initialise");
  const std::string& path = reader.path();
  const SealBlock* s = reader.seal();
  if (s == nullptr) {
    for (const Problem& p : reader.problems()) {
      if (p.what.rfind("seal block:", 0) == 0) {
        return Status::Corruption(path + ": offset " + std::to_string(p.offset) + ": " + p.what);
      }
    }
    return Status::NotFound(path +
                            ": the log is not sealed (no seal block at its end); "
                            "nothing to check against " +
                            KeyFingerprint(key));
  }
  const std::string at = path + ": seal block at offset " + std::to_string(s->offset);
  if (s->public_key != key) {
    return Status::Corruption(at + ": sealed by another key: " + KeyFingerprint(s->public_key) +
                              ", not " + KeyFingerprint(key));
  }
  uint8_t block[kSealBlockSize];
  EncodeBlock(*s, block);
  const std::vector<uint8_t> m = SignedBytes(block);
  if (crypto_sign_verify_detached(s->signature.data(), m.data(), m.size(), key.data()) != 0) {
    return Status::Corruption(at + ": the signature does not verify with " + KeyFingerprint(key) +
                              " (the seal block was altered)");
  }
  if (s->header_hash != reader.header_hash()) {
    return Status::Corruption(path +
                              ": offset 16: the header record differs from the one "
                              "sealed");
  }
  if (s->chain_head != reader.chain_hash()) {
    return Status::Corruption(path + ": the records differ from the ones sealed (chain value " +
                              Hex(reader.chain_hash().data(), 32) + ", sealed " +
                              Hex(s->chain_head.data(), 32) + ")");
  }
  Fd in(::open(path.c_str(), O_RDONLY | O_CLOEXEC));
  if (in.get() < 0) return Status::IoError(path + ": cannot open: " + std::strerror(errno));
  auto digest = DigestFile(in.get(), path, s->sealed_size, -1, "");
  if (!digest.ok()) return digest.status();
  if (*digest != s->file_digest) {
    return Status::Corruption(path + ": bytes 0-" + std::to_string(s->sealed_size - 1) +
                              " differ from the ones sealed (their footer or trailer: the "
                              "records themselves match)");
  }
  return Status::Ok();
}

}  // namespace stardate::format
