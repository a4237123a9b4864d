// The tests' command runner measures each command's peak memory, and holds every `stardate`
// command to kCommandMemoryLimitKiB (tests/support/cli.h): these show the measure is real.
#include <catch2/catch.hpp>

#include "tests/support/cli.h"

namespace stardate::testing {

TEST_CASE("The command runner measures a command's peak resident memory", "[cli][memory]") {
  // perl (perl-base, in every Debian) builds a 200,000,000-byte string: its resident set
  // passes 190 MB.
  Run big = RunShell("perl -e '$x = \"a\" x 200000000; print length($x), \"\\n\"'");
  CHECK(big.code == 0);
  CHECK(big.out == "200000000\n");
  CHECK(big.peak_rss_kib > 190 * 1000);
  // A command that allocates nothing stays far below.
  Run small = RunShell("echo small");
  CHECK(small.out == "small\n");
  CHECK(small.peak_rss_kib < 20 * 1024);
}

TEST_CASE("A stardate command stays within the memory bound every test command is held to",
          "[cli][memory]") {
  Run run = Stardate("audit samples/stccg/full-game.sdlog");
  CHECK(run.code == 0);
  CHECK(run.peak_rss_kib > 0);
  CHECK(run.peak_rss_kib <= kCommandMemoryLimitKiB);
}

}  // namespace stardate::testing
