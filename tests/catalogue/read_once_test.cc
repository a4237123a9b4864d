// The indexer reads each log once: it hashes the file's bytes and opens the same bytes
// (LogReader::OpenBytes, Replayer::OpenBytes), which must find what opening the file finds,
// damage and seals included.
#include <array>
#include <catch2/catch.hpp>
#include <string>
#include <vector>

#include "analyzer/catalogue/game_record.h"
#include "analyzer/verify.h"
#include "format/log_reader.h"
#include "format/seal.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"
#include "tests/support/temp_dir.h"

namespace stardate::testing {
namespace {

using format::LogReader;

// Every log the samples hold, the damaged ones among them.
std::vector<std::string> SampleLogs() {
  const std::string s = SourceDir() + "/samples/";
  return {s + "stccg/fed-vs-dominion.sdlog",
          s + "stccg/long-game.sdlog",
          s + "stccg/forks/fed-vs-dominion.no-q2.sdlog",
          s + "corrupt/long-game-truncated.sdlog",
          s + "corrupt/long-game-bitflip.sdlog",
          s + "ti4/stations_trade.sdlog"};
}

std::unique_ptr<LogReader> OpenFile(const std::string& path) {
  auto r = LogReader::Open(path);
  INFO(path << ": " << r.status().message());
  REQUIRE(r.ok());
  return std::move(r).value();
}

std::string Bytes(const format::AlignedBuffer& b) {
  return std::string(reinterpret_cast<const char*>(b.data()), b.size());
}

template <size_t N>
std::string Bytes(const std::array<uint8_t, N>& h) {
  return std::string(h.begin(), h.end());
}

// What an open reader found, and every chunk's and snapshot's decoded bytes (or its error).
std::vector<std::string> Found(const LogReader& r) {
  std::vector<std::string> out;
  out.push_back("footer " + std::to_string(r.has_footer()) + " size " +
                std::to_string(r.file_size()) + " sealed " + std::to_string(r.seal() != nullptr));
  out.push_back(Bytes(r.header_message()));
  out.push_back(Bytes(r.chain_hash()));
  out.push_back(Bytes(r.header_hash()));
  for (const format::Problem& p : r.problems()) {
    out.push_back(std::to_string(p.offset) + "+" + std::to_string(p.length) + ": " + p.what);
  }
  for (size_t i = 0; i < r.chunks().size(); ++i) {
    auto c = r.ReadChunk(i);
    out.push_back(std::to_string(r.chunks()[i].offset) + " " +
                  (c.ok() ? Bytes(*c) : c.status().message()));
  }
  for (size_t i = 0; i < r.snapshots().size(); ++i) {
    auto s = r.ReadSnapshot(i);
    out.push_back(std::to_string(r.snapshots()[i].offset) + " " +
                  (s.ok() ? Bytes(*s) : s.status().message()));
  }
  auto structure = r.StructureProblems();
  REQUIRE(structure.ok());
  for (const format::Problem& p : *structure) out.push_back("structure: " + p.what);
  return out;
}

TEST_CASE("A log opened from its bytes in memory reads as the file does, damaged or not",
          "[catalogue][read-once]") {
  for (const std::string& path : SampleLogs()) {
    INFO(path);
    const std::string bytes = ReadFileBytes(path);
    auto from_bytes = LogReader::OpenBytes(path, bytes);
    REQUIRE(from_bytes.ok());
    CHECK(Found(**from_bytes) == Found(*OpenFile(path)));
    CHECK((*from_bytes)->path() == path);
  }
}

TEST_CASE("A sealed log opened from its bytes keeps its seal, and a cut copy fails as the cut file",
          "[catalogue][read-once]") {
  TempDir dir;
  auto keys = format::GenerateKeyPair();
  REQUIRE(keys.ok());
  const std::string sealed = dir.Path("sealed.sdlog");
  REQUIRE(format::SealLog(SamplePath("fed-vs-dominion.sdlog"), keys->secret_key, sealed).ok());
  const std::string bytes = ReadFileBytes(sealed);
  auto from_bytes = LogReader::OpenBytes(sealed, bytes);
  REQUIRE(from_bytes.ok());
  REQUIRE((*from_bytes)->seal() != nullptr);
  CHECK(Found(**from_bytes) == Found(*OpenFile(sealed)));
  CHECK(format::CheckSeal(**from_bytes, keys->public_key).ok());

  // Cut inside the file header: Open fails, and with the same message.
  const std::string cut = dir.Path("cut.sdlog");
  WriteFileBytes(cut, bytes.substr(0, 10));
  auto file = LogReader::Open(cut);
  auto memory = LogReader::OpenBytes(cut, std::string_view(bytes).substr(0, 10));
  REQUIRE_FALSE(file.ok());
  REQUIRE_FALSE(memory.ok());
  CHECK(memory.status().message() == file.status().message());
}

TEST_CASE("A game catalogued from its bytes verifies and replays as the file does",
          "[catalogue][read-once]") {
  for (const std::string& path : SampleLogs()) {
    INFO(path);
    const std::string bytes = ReadFileBytes(path);
    auto file = replayer::Replayer::Open(path);
    auto memory = replayer::Replayer::OpenBytes(path, bytes);
    REQUIRE(file.ok());
    REQUIRE(memory.ok());
    const analyzer::VerifyReport a = analyzer::Verify(**file);
    const analyzer::VerifyReport b = analyzer::Verify(**memory);
    CHECK(b.problems == a.problems);
    CHECK(b.final_state_hash == a.final_state_hash);
    CHECK(b.events == a.events);

    auto rec =
        analyzer::catalogue::CatalogueLog(path, bytes, analyzer::catalogue::ContentHash(bytes));
    REQUIRE(rec.ok());
    CHECK(rec->events == (*file)->event_count());
    CHECK(rec->problems.empty() == a.problems.empty());
  }
}

}  // namespace
}  // namespace stardate::testing
