// `record -` keeps the lines typed beside the log (LOG.sdgame), resumes from them after a
// crash, and fails only when the last line typed was refused.
#include <signal.h>
#include <sys/wait.h>
#include <unistd.h>

#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <thread>

#include "tests/support/cli.h"
#include "tests/support/samples.h"
#include "tests/support/temp_dir.h"

using stardate::testing::Binary;
using stardate::testing::Contains;
using stardate::testing::ReadFileBytes;
using stardate::testing::RunShell;
using stardate::testing::TempDir;
using stardate::testing::WriteFileBytes;

namespace {

// The first `n` lines of `text`, and the rest.
std::pair<std::string, std::string> SplitAtLine(const std::string& text, int n) {
  size_t at = 0;
  for (int i = 0; i < n; ++i) at = text.find('\n', at) + 1;
  return {text.substr(0, at), text.substr(at)};
}

// Runs `stardate record - -o LOG ARGS < INPUT` in the samples' folder.
stardate::testing::Run Live(const std::string& log, const std::string& input,
                            const std::string& args = "") {
  return RunShell("cd '" + stardate::testing::SourceDir() + "/samples/stccg' && '" + Binary() +
                  "' record - -o '" + log + "' " + args + " < '" + input + "' 2>&1");
}

}  // namespace

TEST_CASE("record - keeps the lines typed beside the log and names them in findings", "[cli]") {
  TempDir dir;
  // A refused line (a misspelt verb), typed again correctly.
  std::string script = stardate::testing::ReadSample("full-game.sdgame");
  auto [head, tail] = SplitAtLine(script, 80);
  const std::string typed = head + "Alice flys \"Runabout\"\n" + tail;
  WriteFileBytes(dir.Path("typed.txt"), typed);
  const std::string log = dir.Path("g.sdlog");
  auto run = Live(log, dir.Path("typed.txt"));
  INFO(run.out);
  CHECK(run.code == 0);  // the refused line was put right
  CHECK(Contains(run.out, "error " + log + ".sdgame:81:7: unknown action 'flys'"));
  const std::string transcript = ReadFileBytes(log + ".sdgame");
  CHECK(transcript == head + "# refused: Alice flys \"Runabout\"\n" + tail);
  // The transcript records to the same log.
  auto again =
      stardate::testing::Stardate("record " + log + ".sdgame -o " + dir.Path("again.sdlog") +
                                  " -q --pool samples/cards/stccg1e-pool.csv");
  CHECK(again.code == 0);
  // A line refused last, never put right, fails the command.
  WriteFileBytes(dir.Path("bad.txt"), head + "Alice flys \"Runabout\"\n");
  CHECK(Live(dir.Path("bad.sdlog"), dir.Path("bad.txt")).code == 1);
  // A transcript already there is not overwritten without --force or --resume.
  std::filesystem::remove(log);
  auto taken = Live(log, dir.Path("typed.txt"));
  CHECK(taken.code != 0);
  CHECK(Contains(taken.out, "--resume continues its game"));
}

TEST_CASE("record - --resume after kill -9 gives the log recorded in one go", "[cli]") {
  TempDir dir;
  std::string script = stardate::testing::ReadSample("full-game.sdgame");
  auto [head, tail] = SplitAtLine(script, 90);
  WriteFileBytes(dir.Path("head.txt"), head);
  WriteFileBytes(dir.Path("tail.txt"), tail);
  WriteFileBytes(dir.Path("all.txt"), script);
  const std::string log = dir.Path("g.sdlog");
  // The recorder reads the first lines, then waits for more and is killed.
  int to_child[2];
  REQUIRE(pipe(to_child) == 0);
  pid_t pid = fork();
  REQUIRE(pid >= 0);
  if (pid == 0) {
    dup2(to_child[0], 0);
    close(to_child[1]);
    if (freopen("/dev/null", "w", stdout) == nullptr) _exit(127);
    if (chdir((stardate::testing::SourceDir() + "/samples/stccg").c_str()) != 0) _exit(127);
    execl(Binary().c_str(), "stardate", "record", "-", "-o", log.c_str(),
          static_cast<char*>(nullptr));
    _exit(127);
  }
  close(to_child[0]);
  REQUIRE(write(to_child[1], head.data(), head.size()) == static_cast<ssize_t>(head.size()));
  // Until the transcript holds every line sent.
  for (int i = 0; i < 400 && ReadFileBytes(log + ".sdgame") != head; ++i) {
    std::this_thread::sleep_for(std::chrono::milliseconds(50));
  }
  REQUIRE(ReadFileBytes(log + ".sdgame") == head);
  kill(pid, SIGKILL);
  int status = 0;
  waitpid(pid, &status, 0);
  close(to_child[1]);
  auto resumed = Live(log, dir.Path("tail.txt"), "--resume");
  INFO(resumed.out);
  CHECK(resumed.code == 0);
  CHECK(Contains(resumed.out, "resumed " + log + ".sdgame: 90 lines"));
  const std::string resumed_log = ReadFileBytes(log);
  CHECK(ReadFileBytes(log + ".sdgame") == script);
  // The same game typed in one go, into a log of the same name.
  TempDir other;
  const std::string one = other.Path("g.sdlog");
  REQUIRE(Live(one, dir.Path("all.txt")).code == 0);
  // The logs name their transcripts (in different folders): compare what they record.
  auto dump_a = stardate::testing::Stardate("dump --json " + log);
  auto dump_b = stardate::testing::Stardate("dump --json " + one);
  auto events = [](const std::string& json) { return json.substr(json.find("\"events\"")); };
  CHECK(events(dump_a.out) == events(dump_b.out));
  CHECK(stardate::testing::Stardate("verify " + log).code == 0);
}
