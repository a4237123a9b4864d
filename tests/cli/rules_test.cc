// stardate rules over every registered game: both games' rules, and each open question's
// interpretation flagged beside its rule.
#include <catch2/catch.hpp>

#include "tests/support/cli.h"

using stardate::testing::Contains;
using stardate::testing::Run;
using stardate::testing::Stardate;

TEST_CASE("stardate rules lists the rules of every registered game", "[cli][rules]") {
  Run r = Stardate("rules");
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "stccg.facility.seed.homeworld"));
  CHECK(Contains(r.out, "ti4.station.control.only-units"));
}

TEST_CASE("stardate rules flags an interpretation beside the rule it affects", "[cli][rules]") {
  Run ti4 = Stardate("rules ti4.station.control.only-units");
  CHECK(ti4.code == 0);
  CHECK(Contains(ti4.out, "  interpretation: Ground forces on a planet in a station's system "
                          "contest the station"));
  Run json = Stardate("rules ti4.station.ready --json");
  CHECK(json.code == 0);
  CHECK(Contains(json.out, "\"interpretations\":[\"Stations ready in the agenda phase"));
  Run plain = Stardate("rules ti4.station.vote");
  CHECK(plain.code == 0);
  CHECK_FALSE(Contains(plain.out, "interpretation:"));
}

TEST_CASE("stardate rules shows a core rule in the core's words and as each game cites it",
          "[cli][rules]") {
  Run r = Stardate("rules core.window.responder");
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "(engine/CORE_RULES.md)"));
  CHECK(Contains(r.out, "  in stccg1e games: \"When an action you initiated is in its optional "
                        "responses step"));
  CHECK_FALSE(Contains(r.out, "in ti4 games"));
  Run j = Stardate("rules core.window.responder --json");
  CHECK(Contains(j.out, "\"cited_by_games\":[{\"game\":\"stccg1e\",\"source\":"
                        "\"data/reference/stccg1e-base-rules.md\""));
  // A rule no game restates: none listed.
  CHECK(Contains(Stardate("rules core.random.honest --json").out, "\"cited_by_games\":[]"));
}
