// Messages a judge reads when a line cannot be recorded: who is not a player, which card or verb
// was meant, and parts of a line its verb does not take.
#include <catch2/catch.hpp>

#include "engine/script/suggest.h"
#include "tests/support/table.h"

using stardate::testing::Rules;
using stardate::testing::Table;

namespace {

// The error a line gets, without the "error: table.sdgame:LINE:COL: " prefix.
std::string ErrorOf(Table& t, const std::string& line) {
  Rules r = t.Do(line);
  REQUIRE(r.size() == 1);
  const std::string& e = r[0];
  REQUIRE(e.rfind("error: table.sdgame:", 0) == 0);
  size_t colon = e.find(": ", 20);
  REQUIRE(colon != std::string::npos);
  return e.substr(colon + 2);
}

}  // namespace

TEST_CASE("Nearest suggests a likely typo and nothing far off", "[recorder]") {
  using stardate::script::Nearest;
  CHECK(Nearest("maria", {"Alice", "Maria"}) == "Maria");
  CHECK(Nearest("trun", {"turn", "phase", "resolves"}) == "turn");
  CHECK(Nearest("flys", {"fires", "flies"}) == "flies");
  CHECK(Nearest("flies", {"flys"}) == "flys");
  CHECK(Nearest("fly", {"flies"}).empty());
  CHECK(Nearest("Geordi LaForge", {"Data", "Geordi La Forge"}) == "Geordi La Forge");
  CHECK(Nearest("report", {"reports", "repairs"}) == "reports");
  CHECK(Nearest("Thomas", {"Alice", "Bob"}).empty());
  CHECK(Nearest("x", {"Alice", "Bob"}).empty());
  CHECK(stardate::script::JoinNames({"A", "B", "C"}) == "A, B and C");
}

TEST_CASE("A line whose first word is no player says so and names the players", "[recorder]") {
  Table t;
  t.SetUpPlay({"Data"});
  CHECK(ErrorOf(t, "Thomas reports \"Data\" to \"Federation Outpost\"#1") ==
        "'Thomas' is not a player of this game (the players are Alice and Bob)");
  CHECK(ErrorOf(t, "alice reports \"Data\" to \"Federation Outpost\"#1") ==
        "'alice' is not a player of this game (the players are Alice and Bob); did you mean "
        "'Alice'?");
  CHECK(ErrorOf(t, "Thomas passes") ==
        "'Thomas' is not a player of this game (the players are Alice and Bob)");
  // The line changed nothing: the right one is recorded.
  CHECK(t.Do("Alice reports \"Data\" to \"Federation Outpost\"#1") == Rules{});
}

TEST_CASE("Unknown card titles, verbs and game steps suggest the nearest", "[recorder]") {
  Table t;
  t.SetUpPlay({"Geordi La Forge"});
  CHECK(ErrorOf(t, "Alice reports \"Geordi LaForge\" to \"Federation Outpost\"#1") ==
        "no card titled \"Geordi LaForge\" is in either player's deck; did you mean 'Geordi La "
        "Forge'?");
  CHECK(ErrorOf(t, "Alice report \"Geordi La Forge\" to \"Federation Outpost\"#1")
            .find("did you mean 'reports'?") != std::string::npos);
  CHECK(ErrorOf(t, "trun 2 Bob").find("did you mean 'turn'?") != std::string::npos);
  // The three slips of a judge's transcript: a missing -s, a missing letter, y for ie.
  CHECK(ErrorOf(t, "Alice report \"Geordi La Forge\" to \"Federation Outpost\"#1")
            .find("unknown action 'report'; expected one of: seeds, reports, ") == 0);
  CHECK(ErrorOf(t, "Alice pases").find("did you mean 'passes'?") != std::string::npos);
  CHECK(ErrorOf(t, "Alice flys \"Runabout\" to \"Federation Outpost\"")
            .find("; did you mean 'flies'?") != std::string::npos);
  CHECK(ErrorOf(t, "Alice hovers \"Runabout\" to \"Federation Outpost\"").find("did you mean") ==
        std::string::npos);
  CHECK(ErrorOf(t, "Alice reports \"Zefram Cochrane\" to \"Federation Outpost\"#1") ==
        "no card titled \"Zefram Cochrane\" is in either player's deck");
}

TEST_CASE("Parts of a line its verb does not take are refused, never dropped", "[recorder]") {
  Table t;
  t.SetUpPlay({"Runabout"});
  CHECK(ErrorOf(t, "Alice repairs quickly \"Runabout\"") ==
        "'repairs' takes no word after it; found 'quickly' (write what it says as a comment: "
        "'# quickly')");
  // `discards` takes one: the type of a card of the player's leaving the table.
  CHECK(ErrorOf(t, "Alice discards quickly \"Runabout\"")
            .find("expected 'event', 'incident', 'objective' or 'doorway' after 'discards', "
                  "found 'quickly'") != std::string::npos);
  // `reports` takes one: how a ship reports (`reports docked`, `reports undocked`).
  CHECK(ErrorOf(t, "Alice reports sideways \"Runabout\" to \"Federation Outpost\"#1")
            .find("expected 'docked' or 'undocked' after 'reports', found 'sideways'") !=
        std::string::npos);
  CHECK(ErrorOf(t, "Alice reports \"Runabout\" to \"Federation Outpost\"#1 2") ==
        "'reports' takes no number; found 2");
  CHECK(ErrorOf(t, "Alice passes \"Runabout\"") == "'passes' takes no card");
  CHECK(ErrorOf(t, "Alice undocks \"Runabout\" to \"Symbiont Diagnosis\"") ==
        "'undocks' takes no 'to' target");
  // The words a verb does take still work.
  CHECK(t.Do("Alice reports \"Runabout\" to \"Federation Outpost\"#1") == Rules{});
}
