// The `stardate` command as a user runs it: exit codes, messages, standard input recording.
#include <catch2/catch.hpp>

#include <csignal>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <sys/wait.h>
#include <unistd.h>

#include "replayer/replayer.h"
#include "tests/support/cli.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::TempDir;
using testing::WriteFileBytes;

namespace {

using testing::Binary;
using testing::Contains;
using testing::Run;
using testing::Stardate;

}  // namespace

TEST_CASE("stardate exits 2 on usage errors and 0 on --help", "[cli]") {
  CHECK(Stardate("--help").code == 0);
  CHECK(Stardate("").code == 2);
  CHECK(Stardate("frobnicate").code == 2);
  CHECK(Stardate("show").code == 2);
  Run bad = Stardate("show samples/stccg/fed-vs-dominion.sdlog --at later");
  CHECK(bad.code == 2);
  CHECK(Contains(bad.out, "expected event:N, turn:N, window:N, line:N, start or end"));
}

TEST_CASE("stardate record reports a syntax error with file, line and column", "[cli]") {
  TempDir dir;
  std::string script = testing::ReadSample("fed-vs-dominion.sdgame");
  script += "Alice reports \"Data to \"Federation Outpost\"\n";
  std::string path = dir.Path("broken.sdgame");
  WriteFileBytes(path, script);
  int line = static_cast<int>(std::count(script.begin(), script.end(), '\n'));
  Run r = Stardate("record '" + path + "' -o '" + dir.Path("x.sdlog") + "' --pool " +
                   "samples/cards/stccg1e-pool.csv");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, path + ":" + std::to_string(line) + ":"));
  CHECK(Contains(r.out, "expected"));
}

TEST_CASE("stardate record --strict refuses the first illegal action with its rule", "[cli]") {
  TempDir dir;
  Run r = Stardate("record samples/stccg/illegal-facilities.sdgame --strict -o '" +
                   dir.Path("x.sdlog") + "'");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "samples/stccg/illegal-facilities.sdgame:62"));
  CHECK(Contains(r.out, "stccg.facility.seed.homeworld"));
  CHECK(Contains(r.out, "You may not seed or build any outpost at any homeworld mission"));
  // Faithful recording of the same script succeeds and flags the actions instead.
  Run faithful =
      Stardate("record samples/stccg/illegal-facilities.sdgame -o '" + dir.Path("y.sdlog") + "'");
  CHECK(faithful.code == 0);
  CHECK(Contains(faithful.out, "(6 illegal actions flagged)"));
}

TEST_CASE("stardate audit exits 1 with findings and 0 without", "[cli]") {
  Run dirty = Stardate("audit samples/stccg/illegal-facilities.sdlog --json");
  CHECK(dirty.code == 1);
  CHECK(Contains(dirty.out, "\"rule\":\"stccg.facility.seed.homeworld\""));
  CHECK(Contains(dirty.out, "\"line\":62"));
  Run clean = Stardate("audit samples/stccg/fed-vs-dominion.sdlog");
  CHECK(clean.code == 0);
  CHECK(Contains(clean.out, "0 findings"));
}

TEST_CASE("stardate verify names the first problem of a damaged log", "[cli]") {
  CHECK(Stardate("verify samples/stccg/long-game.sdlog").code == 0);
  Run flipped = Stardate("verify samples/corrupt/long-game-bitflip.sdlog");
  CHECK(flipped.code == 1);
  CHECK(Contains(flipped.out, "samples/corrupt/long-game-bitflip.sdlog: offset "));
  Run cut = Stardate("verify samples/corrupt/long-game-truncated.sdlog");
  CHECK(cut.code == 1);
  CHECK(Contains(cut.out, "torn record at end of file"));
  Run missing = Stardate("verify no/such/file.sdlog");
  CHECK(missing.code == 1);
  CHECK(Contains(missing.out, "no/such/file.sdlog"));
}

TEST_CASE("stardate show prints the state at a window, readable and as JSON", "[cli]") {
  Run text = Stardate("show samples/stccg/fed-vs-dominion.sdlog --at window:1");
  CHECK(text.code == 0);
  CHECK(Contains(text.out, "window 1 (event 35, depth 2): Bob playing Q2; Alice to respond"));
  Run json = Stardate("show samples/stccg/fed-vs-dominion.sdlog --at window:1 --json");
  CHECK(json.code == 0);
  CHECK(Contains(json.out, "\"pending\":[{\"window\":0,"));
  Run missing = Stardate("show samples/stccg/fed-vs-dominion.sdlog --at turn:40");
  CHECK(missing.code == 1);
  CHECK(Contains(missing.out,
                 "samples/stccg/fed-vs-dominion.sdlog: turn:40: the log has no turn 40"));
  CHECK_FALSE(Contains(missing.out, "fed-vs-dominion.sdlog: samples/stccg/fed-vs-dominion.sdlog"));
}

TEST_CASE("stardate record - answers each line at once and loses nothing on kill -9", "[cli]") {
  TempDir dir;
  std::string log = dir.Path("live.sdlog");
  int to_child[2], from_child[2];
  REQUIRE(pipe(to_child) == 0);
  REQUIRE(pipe(from_child) == 0);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    dup2(to_child[0], 0);
    dup2(from_child[1], 1);
    close(to_child[1]);
    close(from_child[0]);
    if (chdir((testing::SourceDir() + "/samples/stccg").c_str()) != 0) _exit(127);
    execl(Binary().c_str(), "stardate", "record", "-", "-o", log.c_str(), "--pool",
          "../cards/stccg1e-pool.csv", static_cast<char*>(nullptr));
    _exit(127);
  }
  close(to_child[0]);
  close(from_child[1]);
  FILE* answers = fdopen(from_child[0], "r");
  std::string script = testing::ReadSample("fed-vs-dominion.sdgame");
  size_t start = 0;
  int body_lines = 0;
  bool in_body = false;
  uint64_t last_event = 0;
  while (start < script.size() && body_lines < 25) {
    size_t end = script.find('\n', start);
    std::string line = script.substr(start, end - start + 1);
    start = end + 1;
    REQUIRE(write(to_child[1], line.data(), line.size()) == static_cast<ssize_t>(line.size()));
    if (!in_body) {
      in_body = line.rfind("---", 0) == 0;
      continue;
    }
    if (line[0] == '#') continue;
    // Each body line is answered before the next is sent: read until the answer for it.
    char buf[4096];
    REQUIRE(fgets(buf, sizeof buf, answers) != nullptr);
    std::string answer(buf);
    INFO(line << " -> " << answer);
    REQUIRE(answer.rfind("ok ", 0) == 0);
    last_event = std::stoull(answer.substr(3));
    ++body_lines;
    // Drain any further answers already written for the same line (required events).
    while (true) {
      fd_set fds;
      FD_ZERO(&fds);
      FD_SET(from_child[0], &fds);
      timeval tv{0, 200000};
      if (select(from_child[0] + 1, &fds, nullptr, nullptr, &tv) <= 0) break;
      if (fgets(buf, sizeof buf, answers) == nullptr) break;
      last_event = std::stoull(std::string(buf).substr(3));
    }
  }
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  close(to_child[1]);
  fclose(answers);
  auto r = replayer::Replayer::Open(log);
  REQUIRE(r.ok());
  CHECK_FALSE((*r)->reader().has_footer());
  CHECK((*r)->event_count() == last_event + 1);
  CHECK(last_event > 20);
}

TEST_CASE("stardate record --zstd-level trades bytes for nothing else", "[cli]") {
  TempDir dir;
  std::string fast = dir.Path("fast.sdlog"), small = dir.Path("small.sdlog");
  auto a = Stardate("record samples/stccg/long-game.sdgame -q --zstd-level 1 -o " + fast);
  REQUIRE(a.code == 0);
  auto b = Stardate("record samples/stccg/long-game.sdgame -q --zstd-level 19 -o " + small);
  REQUIRE(b.code == 0);
  CHECK(std::filesystem::file_size(small) < std::filesystem::file_size(fast));
  // The same game: both verify to the same final state.
  auto va = Stardate("verify " + fast), vb = Stardate("verify " + small);
  REQUIRE(va.code == 0);
  REQUIRE(vb.code == 0);
  CHECK(va.out.substr(va.out.find("final state")) == vb.out.substr(vb.out.find("final state")));
  auto bad = Stardate("record samples/stccg/long-game.sdgame --zstd-level 23 -o " + fast);
  CHECK(bad.code == 2);
  CHECK(Contains(bad.out, "--zstd-level"));
}
