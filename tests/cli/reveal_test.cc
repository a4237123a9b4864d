// Withheld seeds: `record --secret-seed` (or `seed N secret`) writes the seed's commitment but
// not the seed; the log replays, shows, dumps, verifies and indexes as any other; its audit
// says how many random outcomes are unchecked; `stardate reveal` checks the seed against the
// commitment and writes the log with the seed, whose audit then checks every outcome.
#include <catch2/catch.hpp>
#include <fstream>
#include <string>

#include "tests/support/cli.h"
#include "tests/support/samples.h"
#include "tests/support/temp_dir.h"

using namespace stardate;
using testing::Contains;
using testing::ReadFileBytes;
using testing::Run;
using testing::Stardate;
using testing::TempDir;
using testing::WriteFileBytes;

namespace {

constexpr const char* kSampleSeed = "20261122";  // fed-vs-dominion.sdgame's seed line

std::string Replace(std::string text, const std::string& from, const std::string& to) {
  size_t at = text.find(from);
  REQUIRE(at != std::string::npos);
  return text.replace(at, from.size(), to);
}

// The sample game recorded to `out` with `flags` (e.g. --secret-seed).
void RecordSample(const std::string& out, const std::string& flags = "") {
  Run r = Stardate("record '" + testing::SamplePath("fed-vs-dominion.sdgame") + "' -o '" + out +
                   "' --pool '" + testing::PoolPath() + "' -q " + flags);
  REQUIRE(r.code == 0);
}

// The casebook game whose setup shuffle is written as "random 0,1,2", which seed 1 does not
// give (event 4), with its seed line made `seed 1 secret`; recorded to `dir`/forged.sdlog.
std::string RecordForgedShuffle(const TempDir& dir) {
  std::string script = ReadFileBytes(testing::SourceDir() +
                                     "/samples/stccg/casebook/core.random.honest.illegal.sdgame");
  script = Replace(script, "\nseed 1\n", "\nseed 1 secret\n");
  script = Replace(script, "\"../../cards/stccg1e-pool.csv\"", "\"" + testing::PoolPath() + "\"");
  WriteFileBytes(dir.Path("forged.sdgame"), script);
  Run r =
      Stardate("record '" + dir.Path("forged.sdgame") + "' -o '" + dir.Path("forged.sdlog") + "'");
  REQUIRE(r.code == 0);
  return dir.Path("forged.sdlog");
}

// The line of `text` that starts with `prefix`, or "".
std::string LineStarting(const std::string& text, const std::string& prefix) {
  size_t at = text.find(prefix);
  if (at == std::string::npos) return "";
  return text.substr(at, text.find('\n', at) - at);
}

}  // namespace

TEST_CASE("A log recorded with --secret-seed carries the commitment but not the seed",
          "[cli][reveal]") {
  TempDir dir;
  RecordSample(dir.Path("plain.sdlog"));
  RecordSample(dir.Path("secret.sdlog"), "--secret-seed");
  Run dump = Stardate("dump --json '" + dir.Path("secret.sdlog") + "'");
  REQUIRE(dump.code == 0);
  CHECK(Contains(dump.out, "\"seedWithheld\":true"));
  CHECK(Contains(dump.out, "\"seed\":0,\"randomness\":\"table\""));
  // The state at any point is the plain log's: the random outcomes are in the events.
  for (const char* at : {"window:3", "turn:2", "end"}) {
    Run plain = Stardate("show '" + dir.Path("plain.sdlog") + "' --at " + at);
    Run secret = Stardate("show '" + dir.Path("secret.sdlog") + "' --at " + at);
    REQUIRE(secret.code == 0);
    CHECK(secret.out.substr(secret.out.find('\n')) == plain.out.substr(plain.out.find('\n')));
  }
  Run verify = Stardate("verify '" + dir.Path("secret.sdlog") + "'");
  CHECK(verify.code == 0);
}

TEST_CASE("The audit of a withheld-seed log counts its random outcomes as unchecked",
          "[cli][reveal]") {
  TempDir dir;
  RecordSample(dir.Path("secret.sdlog"), "--secret-seed");
  // The sample's two setup shuffles (Alice's, then Bob's) are its random outcomes.
  Run text = Stardate("audit '" + dir.Path("secret.sdlog") + "'");
  CHECK(text.code == 0);
  CHECK(Contains(text.out,
                 "92 events audited, 0 findings\nthe seed is withheld: 2 random "
                 "outcomes unchecked until it is revealed (stardate reveal)\n"));
  Run json = Stardate("audit --json '" + dir.Path("secret.sdlog") + "'");
  CHECK(Contains(json.out, "\"events\":92,\"seed\":\"withheld\",\"uncheckedRandom\":2,"));
  Run many =
      Stardate("audit '" + dir.Path("secret.sdlog") + "' '" + dir.Path("secret.sdlog") + "'");
  CHECK(Contains(many.out, "0 findings, seed withheld (2 random outcomes unchecked)"));
}

TEST_CASE("A forged outcome under a withheld seed is unchecked, then a finding once revealed",
          "[cli][reveal]") {
  TempDir dir;
  const std::string forged = RecordForgedShuffle(dir);
  Run before = Stardate("audit '" + forged + "'");
  CHECK(before.code == 0);
  CHECK(Contains(before.out, "0 findings\nthe seed is withheld: 1 random outcome unchecked"));
  CHECK(Stardate("verify '" + forged + "'").code == 0);

  Run reveal = Stardate("reveal '" + forged + "' --seed 1 -o '" + dir.Path("revealed.sdlog") + "'");
  REQUIRE(reveal.code == 0);
  Run after = Stardate("audit '" + dir.Path("revealed.sdlog") + "'");
  CHECK(after.code == 1);
  CHECK(Contains(after.out, "the seed was revealed after play: every random outcome checked"));
  CHECK(Contains(after.out, "event 4, turn 0, facility seed, "));
  CHECK(Contains(after.out,
                 "rule core.random.honest: the recorded shuffle of Alice's draw deck "
                 "is not the one seed 1 gives for event 4"));
  Run json = Stardate("audit --json '" + dir.Path("revealed.sdlog") + "'");
  CHECK(Contains(json.out, "\"seed\":\"revealed\",\"uncheckedRandom\":0,"));
  CHECK(Contains(json.out, "\"event\":4,"));
}

TEST_CASE("reveal refuses a seed that is not the committed one and writes nothing",
          "[cli][reveal]") {
  TempDir dir;
  RecordSample(dir.Path("secret.sdlog"), "--secret-seed");
  const std::string input = ReadFileBytes(dir.Path("secret.sdlog"));
  WriteFileBytes(dir.Path("out.sdlog"), "previous");
  Run r = Stardate("reveal '" + dir.Path("secret.sdlog") + "' --seed 7 -o '" +
                   dir.Path("out.sdlog") + "' --force");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "seed 7 is not the game's: the header commits to BLAKE2b-256 "));
  CHECK(Contains(r.out, ", seed 7 gives "));
  CHECK(ReadFileBytes(dir.Path("out.sdlog")) == "previous");
  CHECK(ReadFileBytes(dir.Path("secret.sdlog")) == input);
  Run json = Stardate("reveal '" + dir.Path("secret.sdlog") + "' --seed 7 -o '" +
                      dir.Path("new.sdlog") + "' --json");
  CHECK(json.code == 1);
  CHECK(Contains(json.out, "{\"error\":{\"exit\":1,"));
  CHECK_FALSE(std::ifstream(dir.Path("new.sdlog")).good());
  Run usage = Stardate("reveal '" + dir.Path("secret.sdlog") + "' --seed 12x -o '" +
                       dir.Path("new.sdlog") + "'");
  CHECK(usage.code == 2);
  CHECK(Contains(usage.out, "--seed: expected a number that fits in 64 bits"));
}

TEST_CASE("reveal writes the same game with the seed, records copied as stored", "[cli][reveal]") {
  TempDir dir;
  RecordSample(dir.Path("secret.sdlog"), "--secret-seed");
  Run r = Stardate("reveal '" + dir.Path("secret.sdlog") + "' --seed 0x1352902 -o '" +
                   dir.Path("revealed.sdlog") + "' --json");
  REQUIRE(r.code == 0);
  CHECK(Contains(r.out, "\"seed\":" + std::string(kSampleSeed) + ",\"commitment\":\""));
  CHECK(Contains(r.out, "\"events\":92,\"chunks\":1,\"snapshots\":0,\"sealDropped\":false}"));
  // Same events and state hashes (the seed counts as 0 in both).
  Run v1 = Stardate("verify '" + dir.Path("secret.sdlog") + "'");
  Run v2 = Stardate("verify '" + dir.Path("revealed.sdlog") + "'");
  REQUIRE(v2.code == 0);
  CHECK(LineStarting(v1.out, "ok:") == LineStarting(v2.out, "ok:"));
  CHECK(v1.out.substr(v1.out.find(": ok:")) == v2.out.substr(v2.out.find(": ok:")));
  Run audit = Stardate("audit '" + dir.Path("revealed.sdlog") + "'");
  CHECK(audit.code == 0);
  // The dump of a revealed log records back as a withheld game with the same state hashes.
  Run dump = Stardate("dump '" + dir.Path("revealed.sdlog") + "'");
  CHECK(Contains(dump.out, "\nseed " + std::string(kSampleSeed) + " secret\nrandomness seed\n"));
  WriteFileBytes(dir.Path("dumped.sdgame"), dump.out);
  REQUIRE(Stardate("record '" + dir.Path("dumped.sdgame") + "' -o '" + dir.Path("again.sdlog") +
                   "' --pool '" + testing::PoolPath() + "' -q")
              .code == 0);
  Run v3 = Stardate("verify '" + dir.Path("again.sdlog") + "'");
  CHECK(v3.out.substr(v3.out.find(": ok:")) == v2.out.substr(v2.out.find(": ok:")));
  // Revealing twice, or a log whose seed was never withheld, is refused.
  Run twice = Stardate("reveal '" + dir.Path("revealed.sdlog") + "' --seed " + kSampleSeed +
                       " -o '" + dir.Path("x.sdlog") + "'");
  CHECK(twice.code == 1);
  CHECK(Contains(twice.out, "the seed was revealed already"));
  Run plain = Stardate("reveal '" + testing::SamplePath("fed-vs-dominion.sdlog") + "' --seed " +
                       kSampleSeed + " -o '" + dir.Path("x.sdlog") + "'");
  CHECK(plain.code == 1);
  CHECK(Contains(plain.out, "the seed is not withheld: the header holds it"));
}

TEST_CASE("A withheld seed needs the seed's randomness, and its log cannot be forked",
          "[cli][reveal]") {
  TempDir dir;
  Run table = Stardate("record '" + testing::SamplePath("tabletop-fed-vs-klingon.sdgame") +
                       "' -o '" + dir.Path("t.sdlog") + "' --secret-seed");
  CHECK(table.code == 1);
  CHECK(Contains(table.out,
                 "a withheld seed ('seed N secret' or --secret-seed) needs "
                 "'randomness seed'"));
  const std::string forged = RecordForgedShuffle(dir);
  WriteFileBytes(dir.Path("more.sdgame"), "Alice passes\n");
  Run fork = Stardate("fork '" + forged + "' --at end --script '" + dir.Path("more.sdgame") +
                      "' -o '" + dir.Path("fork.sdlog") + "'");
  CHECK(fork.code == 1);
  CHECK(Contains(fork.out, "the seed is withheld: a fork would draw its random outcomes"));
}

TEST_CASE("The catalogue indexes a withheld-seed log", "[cli][reveal]") {
  TempDir dir;
  RecordSample(dir.Path("logs-secret.sdlog"), "--secret-seed");
  Run index = Stardate("index '" + dir.Path("logs-secret.sdlog") + "' --db '" +
                       dir.Path("a.sqlite") + "' --jobs 1");
  CHECK(index.code == 0);
  Run sql = Stardate("sql --db '" + dir.Path("a.sqlite") +
                     "' 'SELECT events, findings, damaged FROM games' --csv");
  CHECK(Contains(sql.out, "92,0,0"));
}

TEST_CASE("diff takes a withheld-seed log and its revealed copy for one game", "[cli][reveal]") {
  TempDir dir;
  RecordSample(dir.Path("secret.sdlog"), "--secret-seed");
  REQUIRE(Stardate("reveal '" + dir.Path("secret.sdlog") + "' --seed " + kSampleSeed + " -o '" +
                   dir.Path("revealed.sdlog") + "'")
              .code == 0);
  Run same =
      Stardate("diff '" + dir.Path("secret.sdlog") + "' '" + dir.Path("revealed.sdlog") + "'");
  CHECK(same.code == 0);
  CHECK_FALSE(Contains(same.out, "different games"));
  // Another game's withheld seed is told apart by its commitment.
  std::string other = testing::ReadSample("fed-vs-dominion.sdgame");
  other = Replace(other, "\nseed 20261122\n", "\nseed 5\n");
  WriteFileBytes(dir.Path("other.sdgame"), other);
  REQUIRE(Stardate("record '" + dir.Path("other.sdgame") + "' -o '" + dir.Path("other.sdlog") +
                   "' --pool '" + testing::PoolPath() + "' -q --secret-seed")
              .code == 0);
  Run differ =
      Stardate("diff '" + dir.Path("secret.sdlog") + "' '" + dir.Path("other.sdlog") + "'");
  CHECK(differ.code == 1);
  CHECK(Contains(differ.out,
                 "  seed: withheld (commitment 614010e00b14d417...) / withheld "
                 "(commitment "));
}
