// `stardate record` never damages an existing file: a failed record leaves the previous log
// byte for byte, overwriting needs --force, the script itself is never the output, and the
// script is read as a stream under the line limit.
#include <catch2/catch.hpp>
#include <filesystem>
#include <fstream>

#include "tests/support/cli.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::Contains;
using testing::ReadFileBytes;
using testing::Run;
using testing::Stardate;
using testing::TempDir;
using testing::WriteFileBytes;

namespace {

// The files in `dir`, names only, sorted.
std::vector<std::string> Files(const TempDir& dir) {
  std::vector<std::string> names;
  for (const auto& entry : std::filesystem::directory_iterator(dir.Path(""))) {
    names.push_back(entry.path().filename().string());
  }
  std::sort(names.begin(), names.end());
  return names;
}

// The sample game with line `n` (1-based) replaced by `text`.
std::string SampleWithLine(int n, const std::string& text) {
  std::string script = testing::ReadSample("fed-vs-dominion.sdgame");
  size_t start = 0;
  for (int i = 1; i < n; ++i) start = script.find('\n', start) + 1;
  size_t end = script.find('\n', start);
  return script.replace(start, end - start, text);
}

Run Record(const std::string& script, const std::string& out, const std::string& flags = "") {
  return Stardate("record '" + script + "' -o '" + out + "' --pool '" + testing::PoolPath() + "' " +
                  flags);
}

}  // namespace

TEST_CASE("A failed record leaves the previous log byte for byte and no temporary file",
          "[cli][record]") {
  TempDir dir;
  const std::string log = dir.Path("game.sdlog");
  WriteFileBytes(dir.Path("game.sdgame"), testing::ReadSample("fed-vs-dominion.sdgame"));
  REQUIRE(Record(dir.Path("game.sdgame"), log).code == 0);
  const std::string before = ReadFileBytes(log);
  WriteFileBytes(dir.Path("typo.sdgame"), SampleWithLine(79, "Alice reportz \"Data\""));
  Run r = Record(dir.Path("typo.sdgame"), log, "--force");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, dir.Path("typo.sdgame") + ":79:"));
  CHECK(ReadFileBytes(log) == before);
  CHECK(Files(dir) == std::vector<std::string>{"game.sdgame", "game.sdlog", "typo.sdgame"});
}

TEST_CASE("Recording over an existing file needs --force, which replaces it", "[cli][record]") {
  TempDir dir;
  const std::string log = dir.Path("game.sdlog");
  WriteFileBytes(log, "an older file");
  Run refused = Record(testing::SamplePath("fed-vs-dominion.sdgame"), log);
  CHECK(refused.code == 1);
  CHECK(Contains(refused.out, log + ": already exists; pass --force to overwrite it"));
  CHECK(ReadFileBytes(log) == "an older file");
  Run forced = Record(testing::SamplePath("fed-vs-dominion.sdgame"), log, "--force");
  CHECK(forced.code == 0);
  TempDir fresh;
  REQUIRE(Record(testing::SamplePath("fed-vs-dominion.sdgame"), fresh.Path("game.sdlog")).code ==
          0);
  CHECK(ReadFileBytes(log) == ReadFileBytes(fresh.Path("game.sdlog")));
  CHECK(Files(dir) == std::vector<std::string>{"game.sdlog"});
  CHECK((std::filesystem::status(log).permissions() & std::filesystem::perms::owner_read) !=
        std::filesystem::perms::none);
}

TEST_CASE("Recording a script over itself is refused, by any path to it", "[cli][record]") {
  TempDir dir;
  const std::string script = dir.Path("game.sdgame");
  const std::string text = testing::ReadSample("fed-vs-dominion.sdgame");
  WriteFileBytes(script, text);
  std::filesystem::create_directory(dir.Path("sub"));
  std::filesystem::create_symlink(script, dir.Path("link.sdgame"));
  const std::string output =
      GENERATE(as<std::string>{}, "game.sdgame", "sub/../game.sdgame", "link.sdgame");
  Run r = Record(script, dir.Path(output), "--force");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, dir.Path(output) + ": is the script being recorded"));
  CHECK(ReadFileBytes(script) == text);
}

TEST_CASE("record reads its script as a stream under the line limit", "[cli][record]") {
  TempDir dir;
  const std::string log = dir.Path("zero.sdlog");
  SECTION("/dev/zero: an endless first line") {
    Run r = Record("/dev/zero", log);
    CHECK(r.code == 1);
    CHECK(Contains(r.out,
                   "/dev/zero:1:65537: expected a line of at most 65536 bytes, found a "
                   "longer line"));
  }
  SECTION("a line of 100000 bytes at line 3") {
    WriteFileBytes(dir.Path("long.sdgame"), SampleWithLine(3, "# " + std::string(100000, 'x')));
    Run r = Record(dir.Path("long.sdgame"), log);
    CHECK(r.code == 1);
    CHECK(Contains(r.out, dir.Path("long.sdgame") + ":3:65537: expected a line of at most"));
  }
  CHECK_FALSE(std::filesystem::exists(log));
  CHECK(Files(dir).size() <= 1);  // the script, if any: no log, no temporary file
}

TEST_CASE("record says a folder given as script or output is a folder", "[cli][record]") {
  TempDir dir;
  Run script = Record(dir.Path(""), dir.Path("x.sdlog"));
  CHECK(script.code == 1);
  CHECK(Contains(script.out, ": is a folder (expected a game script, .sdgame)"));
  Run output = Record(testing::SamplePath("fed-vs-dominion.sdgame"), dir.Path(""));
  CHECK(output.code == 1);
  CHECK(Contains(output.out, ": is a folder (expected -o to name the log file to write)"));
  CHECK(Files(dir).empty());
}

TEST_CASE("record - refuses an existing log without --force", "[cli][record]") {
  TempDir dir;
  const std::string log = dir.Path("live.sdlog");
  WriteFileBytes(log, "an older file");
  Run r = Stardate("record - -o '" + log + "' < /dev/null");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, log + ": already exists; pass --force to overwrite it"));
  CHECK(ReadFileBytes(log) == "an older file");
}

TEST_CASE("stardate record --json prints the result, and errors, as JSON", "[cli][record]") {
  TempDir dir;
  const std::string out = dir.Path("g.sdlog");
  Run ok = Stardate("record samples/stccg/illegal-facilities.sdgame -o '" + out + "' --json");
  CHECK(ok.code == 0);
  CHECK(Contains(ok.out, "\"events\":60,\"illegalActions\":"));
  CHECK(Contains(ok.out, "\"findings\":[\"flagged "));
  Run again = Stardate("record samples/stccg/illegal-facilities.sdgame -o '" + out + "' --json");
  CHECK(again.code == 1);
  CHECK(Contains(again.out, "{\"error\":{\"exit\":1,"));
  CHECK(Contains(again.out, "--force"));
}
