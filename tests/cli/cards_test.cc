// `stardate cards show` and `stardate cards check` as a user runs them: exit codes and the
// lines a user looks for.
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <fstream>
#include <string>

#include "tests/support/cli.h"
#include "tests/support/samples.h"

using namespace stardate;

namespace {

using testing::Binary;
using testing::Contains;
using testing::Run;
using testing::Stardate;

const std::string kPhysical = "data/stccg1e/Physical.csv";
const std::string kVirtual = "data/stccg1e/Virtual.csv";

// Writes a card list at `path`: the header of the built-in Physical.csv, then `rows`.
void WriteList(const std::string& path, std::string_view rows) {
  std::ifstream in(testing::SourceDir() + "/" + kPhysical, std::ios::binary);
  std::string header;
  std::getline(in, header);
  std::ofstream out(path, std::ios::binary);
  out << header << "\n" << rows;
}

}  // namespace

TEST_CASE("stardate cards show prints columns, facts and derived rules", "[cli][cards]") {
  Run r = Stardate("cards show \"Deep Space 9\" --pool " + kPhysical);
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "title: Deep Space 9 (back)\n"));
  CHECK(Contains(r.out, "  ImageFile: DeepSpace9DS9,TerokNorDS9\n"));
  CHECK(Contains(r.out, "  facility_kind: station\n"));
  CHECK(Contains(r.out, "  nor: yes\n"));
  CHECK(Contains(r.out, "  docking: by sites\n"));
  CHECK(Contains(r.out, "    other_side: Terok Nor\n"));
  CHECK(Contains(r.out, "    other_side_card: Terok Nor\n"));
  CHECK(Contains(r.out, "  unclassified: (none)\n"));
}

TEST_CASE("stardate cards show tells a docking site and prints every side", "[cli][cards]") {
  Run pylons = Stardate("cards show \"Docking Pylons\" --pool " + kPhysical);
  CHECK(pylons.code == 0);
  CHECK(Contains(pylons.out, "  docking_site: yes\n"));
  CHECK(Contains(pylons.out, "    repair: yes\n"));
  CHECK(Contains(pylons.out, "    capacity: 6\n"));
  Run empok = Stardate("cards show \"Empok Nor\" --pool " + kPhysical);
  CHECK(empok.code == 0);
  CHECK(Contains(empok.out, "title: Empok Nor\n"));
  CHECK(Contains(empok.out, "title: Empok Nor (back)\n"));
  CHECK(Contains(empok.out, "  seed_phase: mission\n"));
}

TEST_CASE("stardate cards show lists the abilities read from the text last, by id",
          "[cli][cards]") {
  Run depot = Stardate("cards show \"Primary Supply Depot\" --pool " + kPhysical);
  CHECK(depot.code == 0);
  CHECK(Contains(depot.out,
                 "  unclassified: (none)\nabilities:\n  - white.resets-countdowns\n"
                 "  - card.seedable\n  - facility.seeds-or-builds\n  - facility.seeds-here\n"
                 "  - facility.no-repairs\n"));
  Run json = Stardate("cards show \"Primary Supply Depot\" --pool " + kPhysical + " --json");
  CHECK(Contains(json.out, "\"abilities\":[\"white.resets-countdowns\",\"card.seedable\","));
  // A card no ability reads prints no such line.
  Run weyoun = Stardate("cards show Weyoun --pool " + kPhysical);
  CHECK(weyoun.code == 0);
  CHECK_FALSE(Contains(weyoun.out, "abilities:"));
}

TEST_CASE("stardate cards show lists the clauses of a card's text taken on the table's word",
          "[cli][cards]") {
  Run kivas = Stardate("cards show \"Kivas Fajo - Collector\" --pool " + kPhysical);
  CHECK(kivas.code == 0);
  CHECK(Contains(kivas.out,
                 "abilities:\n  - draw.any-player-draws-three\n"
                 "taken_on_the_tables_word:\n  - Discard event after use.\n"));
  // Red Alert!'s text is read whole: nothing taken on the table's word.
  Run alert = Stardate("cards show \"Red Alert!\" --pool " + kPhysical);
  CHECK(Contains(alert.out, "  - play.reports-instead-of-card-play\n"));
  CHECK_FALSE(Contains(alert.out, "taken_on_the_tables_word:"));
}

TEST_CASE("stardate cards show --json is one array of cards, each naming its game",
          "[cli][cards]") {
  Run r = Stardate("cards show \"Chamber of Ministers\" --pool " + kPhysical + " --json");
  CHECK(r.code == 0);
  CHECK(r.out.rfind("[{\"game\":\"stccg1e\",\"title\":\"Chamber of Ministers\"", 0) == 0);
  CHECK(Contains(r.out, "\"nor_may_coexist\":true"));
  CHECK(Contains(r.out, "\"source\":\"" + kPhysical + ":"));  // one per release's text
}

TEST_CASE("stardate cards show reads the built-in card lists from any folder", "[cli][cards]") {
  testing::TempDir dir;
  Run r = testing::StardateIn(dir.Path(""), "cards show \"Deep Space 9\"");
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "title: Deep Space 9 (back)\n"));
  CHECK(Contains(r.out, "source: data/stccg1e/Physical.csv:"));
  // Dominion Outpost is only in the virtual list.
  Run dominion = testing::StardateIn(dir.Path(""), "cards show \"Dominion Outpost\"");
  CHECK(dominion.code == 0);
  CHECK(Contains(dominion.out, "source: data/stccg1e/Virtual.csv:"));
  // The shipped mission locations apply.
  Run alter = testing::StardateIn(dir.Path(""), "cards show \"Alter Records\"");
  CHECK(Contains(alter.out, "  location: Bajor\n"));
}

TEST_CASE("stardate cards show --pool takes several lists, the first one's card first",
          "[cli][cards]") {
  Run physical = Stardate("cards show \"Dominion Outpost\" --pool " + kPhysical);
  CHECK(physical.code == 1);
  CHECK(Contains(physical.out, "no card titled \"Dominion Outpost\" in " + kPhysical));
  Run both = Stardate("cards show \"Dominion Outpost\" --pool " + kPhysical + " " + kVirtual);
  CHECK(both.code == 0);
  CHECK(Contains(both.out, "source: " + kVirtual + ":"));
  Run repeated =
      Stardate("cards show \"Kazon Outpost\" --pool " + kVirtual + " --pool " + kPhysical);
  CHECK(repeated.code == 0);
  const size_t virtual_at = repeated.out.find("source: " + kVirtual);
  const size_t physical_at = repeated.out.find("source: " + kPhysical);
  CHECK(virtual_at < physical_at);
  CHECK(physical_at != std::string::npos);
}

TEST_CASE("stardate cards show names close titles for an unknown one", "[cli][cards]") {
  Run r = Stardate("cards show \"docking p\" --pool " + kPhysical);
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "stardate: no card titled \"docking p\" in " + kPhysical +
                            "; did you mean \"Docking Pads\", \"Docking Ports\", \"Docking "
                            "Procedures\" or \"Docking Pylons\"?"));
  Run none = Stardate("cards show \"Xyzzy\" --pool " + kPhysical);
  CHECK(none.code == 1);
  CHECK(Contains(none.out, "no card titled \"Xyzzy\""));
  CHECK_FALSE(Contains(none.out, "did you mean"));
  CHECK(Stardate("cards show X --pool no/such/pool.csv").code == 1);
}

TEST_CASE("stardate cards show suggests for a typo the title record suggests", "[cli][cards]") {
  Run r = Stardate("cards show \"Jean Luc Picard\" --pool " + kPhysical);
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "did you mean \"Jean-Luc Picard\""));
  Run dax = Stardate("cards show \"Jadiza Dax\" --pool " + kPhysical);
  CHECK(dax.code == 1);
  CHECK(Contains(dax.out, "did you mean \"Jadzia Dax\""));
}

TEST_CASE("stardate cards check exits 0 when every facility and site is classified",
          "[cli][cards]") {
  Run r = Stardate("cards check " + kPhysical);
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "49 facilities, 18 sites, 0 unclassified"));
  Run v = Stardate("cards check " + kVirtual);
  INFO(v.out);
  CHECK(v.code == 0);
  CHECK(Contains(v.out, "64 facilities, 26 sites, 0 unclassified"));
  // Without a file: the built-in lists, as one pool.
  Run built_in = Stardate("cards check");
  CHECK(built_in.code == 0);
  CHECK(Contains(built_in.out, "113 facilities, 44 sites, 0 unclassified"));
}

TEST_CASE("stardate cards check --coverage counts what the engine reads of each card type",
          "[cli][cards]") {
  testing::TempDir dir;
  const std::string list = dir.Path("two.csv");
  // One dilemma whose whole text is a condition the engine reads, one whose condition it does
  // not read, and one whose text states no condition.
  WriteList(list,
            "Exam,,,,,,,Dilemma,,,,,,,,,,,,,,,,,,,,"
            "\"To get past requires MEDICAL and 3 SCIENCE.\"\n"
            "Fog,,,,,,,Dilemma,,,,,,,,,,,,,,,,,,,,"
            "\"Crew stopped unless at least two Navigation personnel aboard. "
            "Discard dilemma.\"\n"
            "Gas,,,,,,,Dilemma,,,,,,,,,,,,,,,,,,,,"
            "\"Randomly select one personnel to be killed.\"\n");
  Run r = Stardate("cards check --coverage '" + list + "'");
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "Dilemma: 3 cards, 1 read fully, 0 partly, 2 not at all, 0 without text"));
  CHECK(Contains(r.out,
                 "1 of the 2 dilemmas whose text states a condition (\"get past\", "
                 "\"unless\", \"requires\") have it read; 3 dilemmas in all"));
  Run json = Stardate("cards check --coverage '" + list + "' --json");
  CHECK(json.code == 0);
  CHECK(Contains(json.out, "\"dilemmas_stating_conditions\":2"));
  CHECK(Contains(json.out, "\"dilemma_conditions\":1"));
}

TEST_CASE("stardate cards check lists unclassified cards with reasons and exits 1",
          "[cli][cards]") {
  testing::TempDir dir;
  const std::string list = dir.Path("odd.csv");
  WriteList(list,
            "Odd Station,,,,,,,Facility,,Federation,Station,,,,,,,,,,,,,,,,,"
            "\"Seeds at a [FED] quiet mission.\"\n");
  Run r = Stardate("cards check '" + list + "'");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, list + ":2: Facility \"Odd Station\": unrecognized words 'quiet'"));
  CHECK(Contains(r.out, "1 facilities, 0 sites, 1 unclassified"));
  Run json = Stardate("cards check '" + list + "' --json");
  CHECK(json.code == 1);
  CHECK(Contains(json.out, "\"title\":\"Odd Station\""));
  CHECK(Contains(json.out, "\"sites\":0"));
}

TEST_CASE("stardate cards show finds TI4 planets, space stations and system tiles",
          "[cli][cards]") {
  // data/ti4/planets.ts: tsionstation, resources 1, influence 1, a SPACESTATION in tile 109.
  Run station = Stardate("cards show \"Tsion Station\"");
  INFO(station.out);
  CHECK(station.code == 0);
  CHECK(station.out ==
        "title: Tsion Station\nkind: space station\nid: tsionstation\n"
        "system: 109 (Bellatrix/Tsion Station)\nresources: 1\ninfluence: 1\nlegendary: no\n"
        "tech_specialty: no\nsource: data/ti4/planets.ts\n");
  Run tile = Stardate("cards show 109 --game ti4 --json");
  CHECK(tile.code == 0);
  CHECK(Contains(tile.out,
                 "\"game\":\"ti4\",\"title\":\"Bellatrix/Tsion Station\",\"kind\":\"system\""));
  CHECK(Contains(tile.out, "\"space_stations\":[\"Tsion Station\"]"));
  Run close = Stardate("cards show \"Tsion\"");
  CHECK(close.code == 1);
  CHECK(Contains(close.out, "did you mean \"Tsion Station\"?"));
}

TEST_CASE("stardate cards --game names a game with cards; --pool only where lists are read",
          "[cli][cards]") {
  Run unknown = Stardate("cards show \"Deep Space 9\" --game stccg2e");
  CHECK(unknown.code == 2);
  CHECK(Contains(unknown.out, "--game stccg2e: no such game; expected one of: stccg1e, ti4"));
  Run pool = Stardate("cards show \"Mecatol Rex\" --game ti4 --pool " + kPhysical);
  CHECK(pool.code == 2);
  CHECK(Contains(pool.out, "ti4 reads only its built-in data"));
  Run check = Stardate("cards check --game ti4");
  CHECK(check.code == 2);
  CHECK(Contains(check.out, "--game ti4: it has no card check; expected one of: stccg1e"));
}

TEST_CASE("stardate cards needs a subcommand and a readable file", "[cli][cards]") {
  CHECK(Stardate("cards").code == 2);
  Run missing = Stardate("cards check no/such/file.csv");
  CHECK(missing.code == 1);
  CHECK(Contains(missing.out, "no/such/file.csv: cannot open file"));
  Run folder = Stardate("cards check data");
  CHECK(folder.code == 1);
  CHECK(Contains(folder.out, "data: is a folder"));
}
