#include "format/seal.h"

#include <catch2/catch.hpp>
#include <fstream>

#include "format/crc32c.h"
#include "tests/format/log_fixture.h"

using namespace stardate::format;
using stardate::Status;
using stardate::format::testing::ReadBytes;
using stardate::format::testing::TempDir;
using stardate::format::testing::WriteBytes;

namespace {

std::string Sample() {
  return std::string(STARDATE_SOURCE_DIR) + "/samples/stccg/fed-vs-dominion.sdlog";
}

KeyPair Keys() {
  auto k = GenerateKeyPair();
  REQUIRE(k.ok());
  return *k;
}

// Seals the sample with `keys` into `dir` and returns the sealed file's path.
std::string Sealed(const TempDir& dir, const KeyPair& keys) {
  const std::string out = dir.Path("sealed.sdlog");
  auto s = SealLog(Sample(), keys.secret_key, out);
  REQUIRE(s.ok());
  return out;
}

// Everything `verify --pubkey` checks of the container: open, the problems found, the full
// structure and the seal. @return "" when all hold, else the first problem.
std::string VerifyFailure(const std::string& path, const PublicKey& key) {
  auto r = LogReader::Open(path);
  if (!r.ok()) return r.status().message();
  if (!(*r)->problems().empty()) {
    return "offset " + std::to_string((*r)->problems().front().offset) + ": " +
           (*r)->problems().front().what;
  }
  Status structure = (*r)->VerifyStructure();
  if (!structure.ok()) return structure.message();
  Status seal = CheckSeal(**r, key);
  return seal.ok() ? "" : seal.message();
}

}  // namespace

TEST_CASE("Seal: a sealed log verifies with its key and reads as the log it sealed", "[format]") {
  TempDir dir;
  const KeyPair keys = Keys();
  const std::string sealed = Sealed(dir, keys);
  const std::string original = ReadBytes(Sample());
  const std::string bytes = ReadBytes(sealed);
  REQUIRE(bytes.size() == original.size() + kSealBlockSize);
  CHECK(bytes.substr(0, original.size()) == original);
  CHECK(VerifyFailure(sealed, keys.public_key).empty());
  auto a = LogReader::Open(Sample());
  auto b = LogReader::Open(sealed);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  CHECK((*b)->problems().empty());
  CHECK((*b)->has_footer());
  CHECK((*b)->chain_hash() == (*a)->chain_hash());
  CHECK((*b)->chunks().size() == (*a)->chunks().size());
  REQUIRE((*b)->seal() != nullptr);
  CHECK((*b)->seal()->public_key == keys.public_key);
  CHECK((*a)->seal() == nullptr);
}

TEST_CASE("Seal: changing any byte of a sealed log fails verification and names where",
          "[format]") {
  TempDir dir;
  const KeyPair keys = Keys();
  const std::string path = Sealed(dir, keys);
  const std::string bytes = ReadBytes(path);
  std::fstream file(path, std::ios::in | std::ios::out | std::ios::binary);
  REQUIRE(file.good());
  auto put = [&](size_t at, char c) {
    file.seekp(static_cast<std::streamoff>(at));
    file.put(c);
    file.flush();
  };
  for (size_t at = 0; at < bytes.size(); ++at) {
    put(at, static_cast<char>(bytes[at] ^ 0x20));
    const std::string failure = VerifyFailure(path, keys.public_key);
    put(at, bytes[at]);
    INFO("byte " << at << " of " << bytes.size());
    REQUIRE(!failure.empty());
    CHECK(failure.find("offset ") != std::string::npos);
  }
  CHECK(VerifyFailure(path, keys.public_key).empty());
}

TEST_CASE("Seal: a seal block rewritten with a valid checksum fails its signature", "[format]") {
  TempDir dir;
  const KeyPair keys = Keys();
  std::string bytes = ReadBytes(Sealed(dir, keys));
  const size_t block = bytes.size() - kSealBlockSize;
  bytes[block + 80] = static_cast<char>(bytes[block + 80] ^ 1);  // the sealed chain head
  const uint32_t crc = Crc32c(bytes.data() + block, 204);
  log::PutU32(reinterpret_cast<uint8_t*>(bytes.data()) + block + 204, crc);
  const std::string path = dir.Path("forged.sdlog");
  WriteBytes(path, bytes);
  CHECK(VerifyFailure(path, keys.public_key) ==
        path + ": seal block at offset " + std::to_string(block) +
            ": the signature does not "
            "verify with " +
            KeyFingerprint(keys.public_key) + " (the seal block was altered)");
}

TEST_CASE("Seal: another key, an unsealed log and a damaged log are each refused by name",
          "[format]") {
  TempDir dir;
  const KeyPair keys = Keys();
  const KeyPair other = Keys();
  const std::string sealed = Sealed(dir, keys);
  auto r = LogReader::Open(sealed);
  REQUIRE(r.ok());
  Status wrong = CheckSeal(**r, other.public_key);
  CHECK(wrong.message() == sealed + ": seal block at offset " +
                               std::to_string(ReadBytes(Sample()).size()) +
                               ": sealed by another key: " + KeyFingerprint(keys.public_key) +
                               ", not " + KeyFingerprint(other.public_key));
  auto plain = LogReader::Open(Sample());
  REQUIRE(plain.ok());
  Status unsealed = CheckSeal(**plain, keys.public_key);
  CHECK(unsealed.code() == Status::Code::kNotFound);
  CHECK(unsealed.message().find("the log is not sealed") != std::string::npos);
  auto again = SealLog(sealed, keys.secret_key, dir.Path("twice.sdlog"));
  REQUIRE(!again.ok());
  CHECK(again.status().message().find("already sealed by " + KeyFingerprint(keys.public_key)) !=
        std::string::npos);
  auto damaged =
      SealLog(std::string(STARDATE_SOURCE_DIR) + "/samples/corrupt/long-game-bitflip.sdlog",
              keys.secret_key, dir.Path("damaged.sdlog"));
  REQUIRE(!damaged.ok());
  CHECK(damaged.status().message().find("a damaged log is not sealed") != std::string::npos);
  auto torn =
      SealLog(std::string(STARDATE_SOURCE_DIR) + "/samples/corrupt/long-game-truncated.sdlog",
              keys.secret_key, dir.Path("torn.sdlog"));
  REQUIRE(!torn.ok());
}

TEST_CASE("Seal: key files name the line and what was expected", "[format]") {
  const KeyPair keys = Keys();
  auto pub = ParsePublicKey(PublicKeyText(keys.public_key), "judge.pub");
  REQUIRE(pub.ok());
  CHECK(*pub == keys.public_key);
  auto secret = ParseSecretKey(SecretKeyText(keys), "judge.key");
  REQUIRE(secret.ok());
  CHECK(*secret == keys.secret_key);
  CHECK(ParsePublicKey(SecretKeyText(keys), "judge.key").status().message() ==
        "judge.key:1: expected 'stardate ed25519 public key', found 'stardate ed25519 secret "
        "key' (a secret key: --pubkey takes the .pub file)");
  std::string cut = PublicKeyText(keys.public_key);
  cut.erase(cut.size() - 2, 1);
  CHECK(ParsePublicKey(cut, "judge.pub").status().message() ==
        "judge.pub:2: expected 64 hexadecimal digits, found 63 characters");
  CHECK(ParsePublicKey("hello\n", "x.pub").status().message() ==
        "x.pub:1: expected 'stardate ed25519 public key', found 'hello'");
  std::string mixed = SecretKeyText(keys);
  mixed[30] = mixed[30] == '0' ? '1' : '0';  // the seed changed, the public half kept
  CHECK(ParseSecretKey(mixed, "judge.key").status().message() ==
        "judge.key:2: the key's public half does not belong to its secret half");
}

TEST_CASE("LogWriter copies stored chunks and snapshots without decoding them", "[format]") {
  TempDir dir;
  auto in = LogReader::Open(std::string(STARDATE_SOURCE_DIR) + "/samples/stccg/long-game.sdlog");
  REQUIRE(in.ok());
  const LogReader& r = **in;
  REQUIRE(r.snapshots().size() >= 2);
  const std::string out = dir.Path("copy.sdlog");
  {
    const AlignedBuffer& header = r.header_message();
    WriterOptions options;
    // The recorder's level for the header, so the header record is the same too.
    options.header_and_snapshots.level = 12;
    auto w = LogWriter::Create(
        out, std::string_view(reinterpret_cast<const char*>(header.data()), header.size()),
        options);
    REQUIRE(w.ok());
    size_t snap = 0;
    for (size_t i = 0; i < r.chunks().size(); ++i) {
      auto stored = r.ReadChunkStored(i);
      REQUIRE(stored.ok());
      REQUIRE((*w)->AppendStoredChunk(r.chunks()[i].meta, *stored).ok());
      const uint64_t end = r.chunks()[i].meta.first_seq + r.chunks()[i].meta.event_count;
      for (; snap < r.snapshots().size() && r.snapshots()[snap].meta.seq <= end; ++snap) {
        auto s = r.ReadSnapshotStored(snap);
        REQUIRE(s.ok());
        REQUIRE((*w)->AppendStoredSnapshot(r.snapshots()[snap].meta, *s).ok());
      }
    }
    StoredPayload bad;
    bad.codec = 7;
    bad.raw_size = 8;
    bad.bytes.assign(8, 0);
    ChunkMeta next = r.chunks().back().meta;
    next.first_seq += next.event_count;
    next.windows_before += next.window_count;
    CHECK((*w)->AppendStoredChunk(next, bad).message().find("codec 7") != std::string::npos);
    REQUIRE((*w)->Close().ok());
  }
  // The same file, byte for byte: only the chain links could differ, and the header is the same.
  CHECK(ReadBytes(out) ==
        ReadBytes(std::string(STARDATE_SOURCE_DIR) + "/samples/stccg/long-game.sdlog"));
}
