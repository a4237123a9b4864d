// `stardate deck check` as a judge runs it on the decklists players hand in: exit codes and the
// lines a judge looks for.
#include <catch2/catch.hpp>
#include <fstream>
#include <string>

#include "tests/support/cli.h"
#include "tests/support/temp_dir.h"

using namespace stardate;

namespace {

using testing::Contains;
using testing::Run;
using testing::Stardate;

const std::string kFederation = "tests/data/decks/simple-federation.txt";
const std::string kKlingon = "tests/data/decks/simple-klingon.txt";

// Writes `text` to `name` in `dir` and returns its path.
std::string Write(const testing::TempDir& dir, const std::string& name, const std::string& text) {
  std::ofstream out(dir.Path(name), std::ios::binary);
  out << text;
  return dir.Path(name);
}

}  // namespace

TEST_CASE("stardate deck check resolves the Federation starter deck line by line", "[cli][deck]") {
  Run r = Stardate("deck check " + kFederation);
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(Contains(r.out, kFederation + ": LackeyCCG deck file, 58 card lines, all resolved "
                                      "against data/stccg1e/Physical.csv, "
                                      "data/stccg1e/Virtual.csv\n"));
  CHECK(Contains(r.out,
                 "draw deck\n  line 1: 1 THE TRAVELER: TRANSCENDENCE -> The Traveler: "
                 "Transcendence (Event, "));
  CHECK(Contains(r.out,
                 "  line 17: 1 Mr. Scott *TMP -> Mr. Scott (The Motion Pictures) "
                 "(Personnel, Trad_Modern_Open_Warp, release tmp) [version marker]\n"));
  CHECK(Contains(r.out,
                 "missions\n  line 31: 1 ESPIONAGE MISSION -> Espionage Mission "
                 "(Mission, "));
  CHECK(Contains(r.out,
                 "seed cards\n  line 38: 1 ALTERNATE UNIVERSE DOOR -> Alternate Universe "
                 "Door (Doorway, "));
  CHECK(Contains(r.out, "composition\n  seed deck: 29 (6 missions, 23 seed cards): "));
  CHECK(Contains(r.out, "  draw deck: 30: "));
  CHECK(Contains(r.out, "  Q's Tent: 0\n  set aside: 0 (not part of the deck)\n"));
  CHECK(Contains(r.out, "construction: every check passed (7 rules)\n"));
}

TEST_CASE("stardate deck check resolves the Klingon starter deck and its cards set aside",
          "[cli][deck]") {
  Run r = Stardate("deck check " + kKlingon);
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "  line 15: 1 % Kor'choth -> Kor'choth (Personnel, "));
  CHECK(Contains(r.out,
                 "  line 28: 1 I.K.C. Qam-chee *CoC -> I.K.C. Qam-Chee (Chain of "
                 "Command) (Ship, "));
  CHECK(Contains(r.out,
                 "set aside\n  line 62: 1 EXPLORE BLACK CLUSTER II* -> Explore Black "
                 "Cluster II (Mission, Trad_Modern_Open_Warp, release ep) [trailing * "
                 "dropped]\n"));
  CHECK(Contains(r.out, "  set aside: 3 (not part of the deck)\n"));
}

TEST_CASE("stardate deck check --json gives every line, the composition and the findings",
          "[cli][deck]") {
  Run r = Stardate("deck check " + kKlingon + " --json");
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "{\"file\":\"" + kKlingon + "\",\"layout\":\"lackey\","));
  CHECK(Contains(r.out, "\"complete\":true,"));
  CHECK(Contains(r.out,
                 "{\"line\":18,\"section\":\"draw\",\"count\":1,\"written\":\"Jadzia Dax "
                 "*BOG\",\"title\":\"Jadzia Dax (Blaze of Glory)\",\"type\":\"Personnel\","
                 "\"set\":\"Trad_Modern_Open_Warp\",\"release\":\"bog\",\"match\":"
                 "\"version-marker\",\"notes\":[]}"));
  CHECK(Contains(r.out,
                 "\"composition\":{\"missions\":6,\"seedCards\":23,\"seedDeck\":29,"
                 "\"draw\":30,\"qsTent\":0,\"aside\":3,"));
  CHECK(Contains(r.out, "\"unresolved\":[],"));
  CHECK(Contains(r.out, "\"findings\":[]}"));
}

TEST_CASE("stardate deck check names every unresolved line with the nearest titles",
          "[cli][deck]") {
  testing::TempDir dir;
  const std::string path =
      Write(dir, "alice.txt", "30 Kurak\nMissions:\n1 Jadzia Dxa\n1 Mr. Scott *XYZ\n");
  Run r = Stardate("deck check '" + path + "'");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "plain text deck, 3 card lines, 2 unresolved against"));
  CHECK(Contains(r.out, "  line 3: 1 Jadzia Dxa -> UNRESOLVED\n"));
  CHECK(Contains(r.out, "stardate: " + path + ": line 3: no card titled 'Jadzia Dxa' in "));
  CHECK(Contains(r.out, "; nearest: 'Jadzia Dax', "));
  CHECK(Contains(r.out, "stardate: " + path +
                            ": line 4: no version of 'Mr. Scott' has release "
                            "'XYZ'"));
  CHECK(Contains(r.out, "construction: not checked while lines are unresolved\n"));
}

TEST_CASE("stardate deck check reports a broken construction rule with its source", "[cli][deck]") {
  testing::TempDir dir;
  const std::string path =
      Write(dir, "short.txt",
            "29\tKurak\nMissions:\n1\tEspionage Mission\n1\tFirst Contact\n1\tRepair Mission\n"
            "1\tInvestigate Massacre\n1\tExplore Dyson Sphere\n1\tSurvey Mission\n");
  Run r = Stardate("deck check '" + path + "'");
  INFO(r.out);
  CHECK(r.code == 1);
  CHECK(Contains(r.out,
                 "construction: 1 rule broken\n  stccg.deck.draw-size: the draw deck has "
                 "29 cards; at least 30 are required\n    "
                 "data/reference/stccg1e-base-rules.md: \"Deck (\"30/30 rule\")"));
}

TEST_CASE("stardate deck check refuses a malformed deck file naming its line", "[cli][deck]") {
  testing::TempDir dir;
  const std::string path = Write(dir, "bad.txt", "1\tData\r\nSideboard:\r\n1\tKurn\r\n");
  Run r = Stardate("deck check '" + path + "'");
  CHECK(r.code == 1);
  CHECK(r.out == "stardate: " + path +
                     ": line 2: unknown heading 'Sideboard:'; expected one of Missions:, "
                     "Seed+Dil:, QsTent:, Aside:, Outside:\n");
  Run json = Stardate("deck check '" + path + "' --json");
  CHECK(json.code == 1);
  CHECK(Contains(json.out, "{\"error\":{\"exit\":1,"));
}

TEST_CASE("stardate deck check reads the card lists --pool names", "[cli][deck]") {
  Run r = Stardate("deck check " + kFederation + " --pool samples/cards/stccg1e-pool.csv");
  INFO(r.out);
  CHECK(Contains(r.out, " against samples/cards/stccg1e-pool.csv\n"));
  Run missing = Stardate("deck check " + kFederation + " --pool no-such.csv");
  CHECK(missing.code == 1);
  CHECK(Contains(missing.out, "no-such.csv"));
}

TEST_CASE("stardate deck check asks the game that reads deck files, and names the others",
          "[cli][deck]") {
  Run named = Stardate("deck check " + kFederation + " --game stccg1e");
  CHECK(named.code == 0);
  Run board = Stardate("deck check " + kFederation + " --game ti4");
  CHECK(board.code == 2);
  CHECK(Contains(board.out,
                 "--game ti4: this game has no deck files; games with deck files: "
                 "stccg1e"));
  Run unknown = Stardate("deck check " + kFederation + " --game chess --json");
  CHECK(unknown.code == 2);
  CHECK(Contains(unknown.out, "{\"error\":{\"exit\":2,\"kind\":\"usage\""));
  CHECK(Contains(unknown.out, "no such game"));
}
