#include <sys/stat.h>

#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "tests/support/cli.h"
#include "tests/support/samples.h"
#include "tests/support/temp_dir.h"

using stardate::testing::Contains;
using stardate::testing::ReadFileBytes;
using stardate::testing::Run;
using stardate::testing::StardateIn;
using stardate::testing::TempDir;

namespace {

// A folder with a copy of fed-vs-dominion.sdlog as game.sdlog and the key pair judge.key/.pub.
class SealFixture {
 public:
  SealFixture() {
    std::filesystem::copy_file(stardate::testing::SamplePath("fed-vs-dominion.sdlog"),
                               dir_.Path("game.sdlog"));
    REQUIRE(Sd("keygen -o judge").code == 0);
  }
  Run Sd(const std::string& args) const { return StardateIn(dir_.Path(""), args); }
  std::string Path(const std::string& name) const { return dir_.Path(name); }

 private:
  TempDir dir_;
};

}  // namespace

TEST_CASE("stardate keygen writes a secret key only its owner reads and never overwrites",
          "[cli]") {
  SealFixture f;
  struct stat st;
  REQUIRE(::stat(f.Path("judge.key").c_str(), &st) == 0);
  CHECK((st.st_mode & 0777) == 0600);
  REQUIRE(::stat(f.Path("judge.pub").c_str(), &st) == 0);
  const std::string key = ReadFileBytes(f.Path("judge.key"));
  Run again = f.Sd("keygen -o judge");
  CHECK(again.code == 1);
  CHECK(Contains(again.out, "judge.key: already exists; keygen never overwrites a key"));
  CHECK(ReadFileBytes(f.Path("judge.key")) == key);
}

TEST_CASE("stardate seal then verify --pubkey passes, and every command reads the sealed log",
          "[cli]") {
  SealFixture f;
  const std::string before = ReadFileBytes(f.Path("game.sdlog"));
  Run seal = f.Sd("seal game.sdlog --key judge.key");
  INFO(seal.out);
  REQUIRE(seal.code == 0);
  CHECK(Contains(seal.out, "sealed game.sdlog (" + std::to_string(before.size()) + " bytes)"));
  Run verify = f.Sd("verify game.sdlog --pubkey judge.pub");
  CHECK(verify.code == 0);
  CHECK(Contains(verify.out, "game.sdlog: sealed by ed25519:"));
  CHECK(f.Sd("audit game.sdlog").code == 0);
  CHECK(f.Sd("show game.sdlog --at window:0").code == 0);
  Run dump = f.Sd("dump game.sdlog");
  CHECK(dump.code == 0);
  CHECK(!Contains(dump.out, "LOST"));
  Run twice = f.Sd("seal game.sdlog --key judge.key");
  CHECK(twice.code == 1);
  CHECK(Contains(twice.out, "already sealed by ed25519:"));
}

TEST_CASE("stardate verify --pubkey fails for another key, an unsealed log and a changed byte",
          "[cli]") {
  SealFixture f;
  REQUIRE(f.Sd("keygen -o other").code == 0);
  Run unsealed = f.Sd("verify game.sdlog --pubkey judge.pub");
  CHECK(unsealed.code == 1);
  CHECK(Contains(unsealed.out, "the log is not sealed"));
  REQUIRE(f.Sd("seal game.sdlog --key judge.key").code == 0);
  Run other = f.Sd("verify game.sdlog --pubkey other.pub --json");
  CHECK(other.code == 1);
  CHECK(Contains(other.out, "sealed by another key: ed25519:"));
  Run secret = f.Sd("verify game.sdlog --pubkey judge.key");
  CHECK(secret.code == 1);
  CHECK(Contains(secret.out, "--pubkey takes the .pub file"));
  std::string bytes = ReadFileBytes(f.Path("game.sdlog"));
  bytes[3000] = static_cast<char>(bytes[3000] ^ 1);
  {
    std::ofstream out(f.Path("game.sdlog"), std::ios::binary | std::ios::trunc);
    out << bytes;
  }
  Run changed = f.Sd("verify game.sdlog --pubkey judge.pub");
  CHECK(changed.code == 1);
  CHECK(Contains(changed.out, "offset "));
}

TEST_CASE("stardate seal refuses a damaged log and leaves it as it was", "[cli]") {
  SealFixture f;
  std::filesystem::copy_file(
      stardate::testing::SourceDir() + "/samples/corrupt/long-game-bitflip.sdlog",
      f.Path("bad.sdlog"));
  const std::string before = ReadFileBytes(f.Path("bad.sdlog"));
  Run r = f.Sd("seal bad.sdlog --key judge.key --json");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "a damaged log is not sealed"));
  CHECK(ReadFileBytes(f.Path("bad.sdlog")) == before);
  size_t files = 0;
  for (const auto& e : std::filesystem::directory_iterator(f.Path("")))
    files += e.is_regular_file();
  CHECK(files == 4);  // game, bad, judge.key, judge.pub: no temporary file left
  Run missing = f.Sd("seal game.sdlog --key nowhere.key");
  CHECK(missing.code == 1);
  CHECK(Contains(missing.out, "nowhere.key: cannot open the key file"));
  Run no_pub = f.Sd("verify game.sdlog --pubkey nowhere.pub --json");
  CHECK(no_pub.code == 1);
  CHECK(Contains(no_pub.out, "\"kind\":\"not-found\""));
  Run pub = f.Sd("seal game.sdlog --key judge.pub");
  CHECK(pub.code == 1);
  CHECK(Contains(pub.out, "judge.pub:1: expected 'stardate ed25519 secret key'"));
}
