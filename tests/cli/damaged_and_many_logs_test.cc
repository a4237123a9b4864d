// `stardate` on damaged logs and on folders of logs: every intact part is read, every lost part
// and every unreadable file is named, and the exit code says so.
#include <catch2/catch.hpp>

#include <filesystem>
#include <fstream>
#include <string>

#include "tests/support/cli.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::Contains;
using testing::Run;
using testing::Stardate;
using testing::StardateIn;
using testing::TempDir;

namespace {

const std::string kFlipped = "samples/corrupt/long-game-bitflip.sdlog";

void Copy(const std::string& sample, const std::string& to) {
  std::filesystem::create_directories(std::filesystem::path(to).parent_path());
  std::filesystem::copy_file(testing::SourceDir() + "/" + sample, to);
}

}  // namespace

TEST_CASE("stardate audit of a damaged log audits its intact part and names the lost events",
          "[cli][damaged]") {
  // The sample's first chunk is damaged; the snapshot after event 64 lets the audit go on.
  Run r = Stardate("audit " + kFlipped);
  CHECK(r.code == 1);
  CHECK(Contains(r.out, kFlipped + ": 82 events audited, 0 findings"));
  CHECK(Contains(r.out, "problem: events 0-63 (offset "));
  CHECK(Contains(r.out, "payload checksum mismatch"));
  Run json = Stardate("audit " + kFlipped + " --json");
  CHECK(json.code == 1);
  CHECK(Contains(json.out, "\"events\":82,"));
  CHECK(Contains(json.out, "\"problems\":[\"events 0-63 (offset "));
}

TEST_CASE("stardate dump of a damaged log prints every intact part and marks the lost one",
          "[cli][damaged]") {
  Run r = Stardate("dump " + kFlipped);
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "---\n# LOST: events 0-63 (offset "));
  CHECK(Contains(r.out, "turn 8 Bob\n"));  // from the part after the damage
  CHECK(Contains(r.out, "stardate: " + kFlipped + ": lost events 0-63 "));  // on stderr
}

TEST_CASE("stardate verify lists every problem it finds in a damaged log", "[cli][damaged]") {
  Run r = Stardate("verify " + kFlipped);
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "stardate: verify failed: " + kFlipped + ": "));
  CHECK(Contains(r.out, "payload checksum mismatch"));
  // Once hidden behind "(and 3 more problems)".
  CHECK(Contains(r.out, "first_seq 32 breaks sequence continuity (expected 0)"));
  CHECK(Contains(r.out, "footer index entry 0 differs"));
  CHECK_FALSE(Contains(r.out, "more problems"));
}

TEST_CASE("stardate audit takes several logs and folders, one line per game and a total",
          "[cli][audit]") {
  TempDir dir;
  Copy("samples/stccg/fed-vs-dominion.sdlog", dir.Path("b/round2/fed.sdlog"));
  Copy("samples/stccg/long-game.sdlog", dir.Path("b/long.sdlog"));
  Copy("samples/stccg/illegal-facilities.sdlog", dir.Path("a/illegal.sdlog"));
  std::ofstream(dir.Path("b/notes.txt")) << "not a log";
  std::ofstream(dir.Path("b/round2/empty.sdlog")) << "";

  Run clean = Stardate("audit " + dir.Path("b/long.sdlog") + " " + dir.Path("b/round2/fed.sdlog"));
  CHECK(clean.code == 0);
  CHECK(clean.out ==
        dir.Path("b/long.sdlog") + ": 146 events audited, 0 findings\n" +
            dir.Path("b/round2/fed.sdlog") + ": 92 events audited, 0 findings\n" +
            "total: 2 logs, 238 events audited, 0 findings, 0 damaged, 0 unreadable\n");

  Run all = Stardate("audit " + dir.Path("b") + " " + dir.Path("a"));
  CHECK(all.code == 1);
  const std::string empty = dir.Path("b/round2/empty.sdlog");
  const std::string unreadable = empty + ": unreadable: " + empty + ": offset 0: empty file";
  REQUIRE(Contains(all.out, unreadable));
  size_t from = all.out.find(unreadable), to = all.out.find('\n', from);
  all.out.replace(from, to - from, "UNREADABLE");
  CHECK(all.out == dir.Path("b/long.sdlog") + ": 146 events audited, 0 findings\n" +
                       "UNREADABLE\n" + dir.Path("b/round2/fed.sdlog") +
                       ": 92 events audited, 0 findings\n" + dir.Path("a/illegal.sdlog") +
                       ": 60 events audited, 8 findings\n" +
                       "total: 4 logs, 298 events audited, 8 findings, 0 damaged, 1 unreadable\n");

  Run json = Stardate("audit " + dir.Path("b") + " --json");
  CHECK(json.code == 1);
  CHECK(json.out.rfind("[{\"log\":\"" + dir.Path("b/long.sdlog") + "\",", 0) == 0);
  CHECK(Contains(json.out, "{\"log\":\"" + empty + "\",\"error\":\"" + empty + ": offset 0: "));
  CHECK(Contains(json.out, "\"events\":92,\"filledIn\":{"));
  CHECK(Contains(json.out, "\"findings\":[],\"problems\":[]}]\n"));

  Run none = Stardate("audit " + dir.Path("a") + "/../b/round2/empty.sdlog.missing");
  CHECK(none.code == 1);
}

TEST_CASE("stardate rules lists the casebook from any folder", "[cli][rules]") {
  TempDir elsewhere;
  Run r = StardateIn(elsewhere.Path(""), "rules stccg.facility.seed.homeworld");
  CHECK(r.code == 0);
  CHECK(Contains(r.out,
                 "samples/stccg/casebook/stccg.facility.seed.homeworld.illegal.sdgame\n"
                 "      ILLEGAL: "));
  CHECK(Contains(r.out, "samples/stccg/casebook/stccg.facility.seed.homeworld.legal.sdgame\n"));
  Run list = StardateIn(elsewhere.Path(""), "rules");
  CHECK(Contains(list.out, "stccg.facility.seed.homeworld  [2 casebook cases]"));
  // A case's script comes out of the binary as it is in the repository.
  Run script = StardateIn(elsewhere.Path(""), "rules --case stccg.facility.seed.homeworld.illegal");
  CHECK(script.code == 0);
  CHECK(script.out == testing::ReadSample("casebook/stccg.facility.seed.homeworld.illegal.sdgame"));
  Run json =
      StardateIn(elsewhere.Path(""), "rules --case stccg.facility.seed.homeworld.illegal --json");
  CHECK(Contains(json.out, "\"expectedAudit\":{\"log\":\"stccg.facility.seed.homeworld.illegal"));
  Run typo = StardateIn(elsewhere.Path(""), "rules --case stccg.facility.seed.homeworld.ilegal");
  CHECK(typo.code == 2);
  CHECK(Contains(typo.out, "did you mean 'stccg.facility.seed.homeworld.illegal'?"));
}
