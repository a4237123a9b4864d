// The `stardate` command's machine-readable side: --json on every command that prints a result,
// errors as JSON in that mode, --version, and exit codes (0 ok, 1 bad input, 2 usage).
#include <catch2/catch.hpp>

#include <filesystem>
#include <string>

#include "engine/game.h"
#include "format/log_constants.h"
#include "tests/support/cli.h"
#include "tests/support/samples.h"

using namespace stardate;
using testing::Contains;
using testing::Run;
using testing::Stardate;

namespace {

size_t Count(const std::string& s, const std::string& part) {
  size_t n = 0;
  for (size_t at = s.find(part); at != std::string::npos; at = s.find(part, at + 1)) ++n;
  return n;
}

const std::string kSample = "samples/stccg/fed-vs-dominion.sdlog";

}  // namespace

TEST_CASE("stardate --version names the product, log format and rules versions", "[cli]") {
  Run r = Stardate("--version");
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "stardate "));
  CHECK(Contains(r.out, "log format " + std::to_string(format::log::kFormatVersion)));
  CHECK(Contains(r.out, "rules " + std::to_string(engine::kRulesVersion) + ": stccg1e, ti4)"));
}

TEST_CASE("stardate exits 2 for a command line it cannot use and 1 for bad input", "[cli]") {
  CHECK(Stardate("rules no.such.rule").code == 2);
  CHECK(Stardate("rules --case no.such.case").code == 2);
  CHECK(Stardate("audit").code == 2);
  CHECK(Stardate("verify no/such/file.sdlog").code == 1);
  CHECK(Stardate("rules --casebook no/such/folder").code == 1);
  CHECK(Stardate("show " + kSample + " --at event:100000").code == 1);
}

TEST_CASE("stardate prints errors as JSON on standard output with --json", "[cli]") {
  Run missing = Stardate("verify no/such/file.sdlog --json 2>/dev/null");
  CHECK(missing.code == 1);
  CHECK(missing.out ==
        "{\"error\":{\"exit\":1,\"kind\":\"not-found\",\"message\":\"no/such/file.sdlog: no "
        "such file\"}}\n");
  Run usage = Stardate("show " + kSample + " --at later --json 2>/dev/null");
  CHECK(usage.code == 2);
  CHECK(Contains(usage.out,
                 "{\"error\":{\"exit\":2,\"kind\":\"usage\",\"message\":\"address "
                 "'later': expected event:N, turn:N, window:N, line:N, start or end\"}}"));
  Run parse = Stardate("dump --json --no-such-option 2>/dev/null");
  CHECK(parse.code == 2);
  CHECK(parse.out.rfind("{\"error\":{\"exit\":2,\"kind\":\"usage\"", 0) == 0);
  for (const char* cmd : {"audit", "dump", "show"}) {
    INFO(cmd);
    Run r = Stardate(std::string(cmd) + " no/such/file.sdlog --json 2>/dev/null");
    CHECK(r.code == 1);
    CHECK(r.out.rfind("{\"error\":{\"exit\":1,", 0) == 0);
  }
}

TEST_CASE("stardate verify --json reports the counts, the final state and every problem", "[cli]") {
  Run ok = Stardate("verify " + kSample + " --json");
  CHECK(ok.code == 0);
  CHECK(Contains(ok.out, "{\"log\":\"" + kSample + "\",\"ok\":true,\"events\":92,"));
  CHECK(Contains(ok.out, "\"problems\":[]}"));
  Run bad = Stardate("verify samples/corrupt/long-game-bitflip.sdlog --json");
  CHECK(bad.code == 1);
  CHECK(Contains(bad.out, "\"ok\":false"));
  CHECK(Contains(bad.out, "payload checksum mismatch"));
  CHECK(Contains(bad.out, "events 0-63 were not re-simulated"));
}

TEST_CASE("stardate dump --json gives the header and every event", "[cli]") {
  Run r = Stardate("dump " + kSample + " --json");
  CHECK(r.code == 0);
  CHECK(Contains(r.out,
                 "\"header\":{\"game\":\"stccg1e\",\"seed\":20261122,\"randomness\":\"seed\","
                 "\"event\":\"Stardate Sample Open\",\"round\":\"Swiss 1\","
                 "\"meta\":{\"judge\":\"Sample\"},"));
  CHECK(Contains(r.out,
                 "{\"name\":\"Alice\",\"deck\":[{\"section\":\"seed\","
                 "\"title\":\"Reignite Dead Star\",\"count\":1}"));
  CHECK(Count(r.out, "{\"event\":") == 92);
  // Bob plays Q2 at line 75 of the script: event 35.
  CHECK(Contains(r.out,
                 "{\"event\":35,\"line\":75,\"kind\":\"playInterrupt\",\"player\":\"Bob\","
                 "\"step\":\"Bob plays \\\"Q2\\\"\","));
  CHECK(Contains(r.out, "\"lost\":[],\"problems\":[]}"));
}

TEST_CASE("stardate show --json carries the game's metadata and no result while it goes on",
          "[cli]") {
  Run r = Stardate("show " + kSample + " --at window:1 --json");
  CHECK(r.code == 0);
  CHECK(Contains(r.out,
                 "\"game\":{\"rules\":\"stccg1e\",\"rulesVersion\":1,"
                 "\"event\":\"Stardate Sample Open\",\"round\":\"Swiss 1\","
                 "\"script\":\"fed-vs-dominion.sdgame\",\"players\":[\"Alice\",\"Bob\"],"
                 "\"meta\":{\"judge\":\"Sample\"},\"result\":null}"));
}

TEST_CASE("stardate show --json gives the result of a game that ended", "[cli]") {
  testing::TempDir dir;
  std::string log = dir.Path("over.sdlog");
  Run rec = Stardate("record samples/stccg/casebook/core.game.over.legal.sdgame -q -o " + log);
  REQUIRE(rec.code == 0);
  Run r = Stardate("show " + log + " --json");
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "\"result\":{\"ended\":true,\"by\":\"concession\",\"event\":"));
  CHECK(Contains(r.out, "\"conceded\":\"Bob\",\"winner\":\"Alice\"}"));
}

TEST_CASE("stardate show names the script line of every pending action", "[cli]") {
  Run text = Stardate("show " + kSample + " --at window:1");
  CHECK(text.code == 0);
  CHECK(Contains(text.out,
                 "  window 0 (event 34): fed-vs-dominion.sdgame:74\n"
                 "  window 1 (event 35): fed-vs-dominion.sdgame:75\n"));
  Run json = Stardate("show " + kSample + " --at window:1 --json");
  CHECK(Contains(json.out, "\"pending\":[{\"window\":0,\"event\":34,\"depth\":1,\"line\":74,"));
  CHECK(Contains(json.out, "{\"window\":1,\"event\":35,\"depth\":2,\"line\":75,"));
}
