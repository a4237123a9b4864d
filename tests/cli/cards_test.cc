// `stardate cards show` and `stardate cards check` as a user runs them: exit codes and the
// lines a user looks for.
#include <sys/wait.h>

#include <catch2/catch.hpp>
#include <cstdio>
#include <string>

#include "tests/support/cli.h"
#include "tests/support/samples.h"

using namespace stardate;

namespace {

using testing::Binary;
using testing::Contains;
using testing::Run;
using testing::Stardate;

const std::string kPhysical = "../shared/reference/stccg1e/Physical.csv";
const std::string kVirtual = "../shared/reference/stccg1e/Virtual.csv";

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

TEST_CASE("stardate cards show --json is one array of cards", "[cli][cards]") {
  Run r = Stardate("cards show \"Chamber of Ministers\" --pool " + kPhysical + " --json");
  CHECK(r.code == 0);
  CHECK(r.out.rfind("[{\"title\":\"Chamber of Ministers\"", 0) == 0);
  CHECK(Contains(r.out, "\"nor_may_coexist\":true"));
  CHECK(Contains(r.out, "\"source\":\"" + kPhysical + ":"));  // one per release's text
}

TEST_CASE("stardate cards show uses the sample pool by default", "[cli][cards]") {
  Run r = Stardate("cards show \"Federation Outpost\"");
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "source: samples/cards/stccg1e-pool.csv:"));
  CHECK(Contains(r.out, "    affiliations: Federation\n"));
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

TEST_CASE("stardate cards check exits 0 when every facility and site is classified",
          "[cli][cards]") {
  Run r = Stardate("cards check " + kPhysical);
  INFO(r.out);
  CHECK(r.code == 0);
  CHECK(Contains(r.out, "49 facilities, 18 sites, 0 unclassified"));
}

TEST_CASE("stardate cards check lists unclassified cards with reasons and exits 1",
          "[cli][cards]") {
  Run r = Stardate("cards check " + kVirtual);
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "Facility \"Earth Spacedock\": unrecognized words 'Sector 001'"));
  CHECK(Contains(r.out, "Site \"Primary Turbolift\": unrecognized wording about reporting"));
  CHECK(Contains(r.out, " sites, 2 unclassified"));
  Run json = Stardate("cards check " + kVirtual + " --json");
  CHECK(json.code == 1);
  CHECK(Contains(json.out, "\"title\":\"Earth Spacedock\""));
  CHECK(Contains(json.out, "\"sites\":26"));
}

TEST_CASE("stardate cards needs a subcommand and a readable file", "[cli][cards]") {
  CHECK(Stardate("cards").code == 2);
  CHECK(Stardate("cards check").code == 2);
  Run missing = Stardate("cards check no/such/file.csv");
  CHECK(missing.code == 1);
  CHECK(Contains(missing.out, "no/such/file.csv"));
}
