// Facility placement rules beyond the outpost basics: headquarters, stations, Nors,
// coexistence, building, duplicates, docking.
#include <catch2/catch.hpp>

#include <fstream>
#include <sstream>

#include "engine/stccg/rules/commandeer.h"
#include "engine/stccg/rules/cards.h"
#include "engine/stccg/rules/facility.h"
#include "engine/stccg/rules/move.h"
#include "engine/stccg/rules/report.h"
#include "tests/support/table.h"

using stardate::testing::Has;
using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;

namespace {

// Alice plays Bajorans around Bajor; Bob Klingons.
std::string BajorHeader() {
  std::ostringstream s;
  s << "game stccg1e\nseed 11\nrandomness seed\npool \"" << stardate::testing::PoolPath() << "\"\n"
    << "player Alice\n  seed \"Alter Records\"\n  seed \"Relocate Settlers\"\n"
       "  seed \"Orb Negotiations\"\n  seed \"Central Command\"\n"
       "  seed \"Chamber of Ministers\" x2\n  seed \"Terok Nor\"\n  seed \"Deep Space Station "
       "K-7\"\n"
       "  seed \"Ops\"\n  seed \"Docking Pylons\"\n"
       "  draw \"Kira Nerys\"\n  draw \"Anara\"\n  draw \"Runabout\"\n  draw \"Odo\"\n"
       "  draw \"Galor\"\n  draw \"Spacedock\"\n  draw \"Federation Outpost\"\n"
       "player Bob\n  seed \"Khitomer Research\"\n  seed \"Klingon Outpost\"\n"
       "  draw \"Kromm\"\n  draw \"Bo'rak\"\n  draw \"I.K.S. K'Vort\"\n  draw \"Gowron\"\n"
       "  draw \"Q2\"\n  draw \"Escape Pod\"\n  draw \"Klingon Outpost\"\n---\n";
  return s.str();
}

void Missions(Table& t) {
  t.Legal({"Alice seeds mission \"Alter Records\"", "Bob seeds mission \"Khitomer Research\"",
           "Alice seeds mission \"Relocate Settlers\""});
}

}  // namespace

TEST_CASE("stccg.facility.headquarters.homeworld: a headquarters only on its homeworld",
          "[engine][facility]") {
  Table t(BajorHeader());
  Missions(t);
  SECTION("Chamber of Ministers at Relocate Settlers (Bajor Region, not Bajor) is rejected") {
    CHECK(t.Do("Alice seeds facility \"Chamber of Ministers\"#1 at \"Relocate Settlers\"") ==
          Rules{R(rules::kFacilityHeadquartersHomeworld.id)});
  }
  SECTION("Chamber of Ministers on Bajor (Alter Records) is accepted") {
    CHECK(t.Do("Alice seeds facility \"Chamber of Ministers\"#1 at \"Alter Records\"") == Rules{});
  }
}

TEST_CASE("stccg.facility.not-duplicatable: one copy in play", "[engine][facility]") {
  Table t(BajorHeader());
  Missions(t);
  t.Legal({"Alice seeds facility \"Chamber of Ministers\"#1 at \"Alter Records\""});
  Rules r = t.Do("Alice seeds facility \"Chamber of Ministers\"#2 at \"Alter Records\"");
  CHECK(Has(r, rules::kFacilityNotDuplicatable.id));
}

TEST_CASE("stccg.facility.station.location and coexistence with a Nor", "[engine][facility]") {
  Table t(BajorHeader());
  Missions(t);
  SECTION("Terok Nor outside the Bajor Region is rejected") {
    CHECK(t.Do("Alice seeds facility \"Terok Nor\" at \"Khitomer Research\"") ==
          Rules{R(rules::kFacilityStationLocation.id)});
  }
  SECTION("Terok Nor where Chamber of Ministers lets a Nor coexist is accepted") {
    t.Legal({"Alice seeds facility \"Chamber of Ministers\"#1 at \"Alter Records\""});
    CHECK(t.Do("Alice seeds facility \"Terok Nor\" at \"Alter Records\"") == Rules{});
  }
  SECTION("K-7 \"Plays at {2267 Sherman's Planet}\": it does not seed at all") {
    // K-7 is also an [AU] icon card, and Alice has no Alternate Universe Door open.
    CHECK(t.Do("Alice seeds facility \"Deep Space Station K-7\" at \"Relocate Settlers\"") ==
          Rules{R(rules::kFacilitySeedPhase.id), R(rules::kCardAuDoor.id)});
  }
}

TEST_CASE("Docking: outposts yes, headquarters (on a planet) no; only the ship must be compatible",
          "[engine][facility]") {
  Table t(BajorHeader());
  Missions(t);
  t.Legal({"Alice seeds mission \"Orb Negotiations\"",
           "Alice seeds facility \"Central Command\" at \"Orb Negotiations\"",
           "Bob seeds facility \"Klingon Outpost\" at \"Khitomer Research\"", "turn 1 Alice"});
  // A ship reporting to a headquarters arrives in orbit.
  t.Legal({"Alice reports \"Galor\" to \"Central Command\"", "Bob passes", "Alice passes"});
  CHECK(t.state().card(t.state().CardByCopy("Galor", 1)).zone ==
        stardate::engine::stccg::Zone::kAtLocation);
  CHECK(t.Do("Alice docks \"Galor\" at \"Central Command\"") ==
        Rules{R(rules::kDockSpaceFacility.id)});
}

TEST_CASE("stccg.facility.build.engineer and stccg.facility.build.allowed", "[engine][facility]") {
  Table t(BajorHeader());
  Missions(t);
  t.Legal({"Bob seeds facility \"Klingon Outpost\"#1 at \"Khitomer Research\"", "turn 1 Alice",
           "turn 2 Bob"});
  SECTION("no Klingon ENGINEER at the mission") {
    Rules r = t.Do("Bob builds \"Klingon Outpost\"#2 at \"Khitomer Research\"");
    CHECK(Has(r, rules::kFacilityBuildEngineer.id));
  }
  SECTION("with Kromm (Klingon ENGINEER) on the planet") {
    t.Legal({"Bob reports \"Kromm\" to \"Klingon Outpost\"#1", "Alice passes", "Bob passes",
             "Bob beams \"Kromm\" to \"Khitomer Research\"", "Alice passes", "Bob passes",
             "turn 3 Alice", "turn 4 Bob"});
    Rules r = t.Do("Bob builds \"Klingon Outpost\"#2 at \"Khitomer Research\"");
    CHECK_FALSE(Has(r, rules::kFacilityBuildEngineer.id));
    CHECK(Has(r, rules::kFacilityOnePerLocation.id));  // his first outpost is there already
  }
}

TEST_CASE("stccg.facility.build.engineer: a compatible ENGINEER of the named species counts",
          "[engine][facility]") {
  // 000: "a compatible ENGINEER of the specified affiliation or species". Marika is a
  // Non-Aligned/Federation ENGINEER of Borg/Bajoran species: for "a Bajoran ENGINEER" she counts;
  // Geordi La Forge (a Federation, Human ENGINEER) does not. Cards from the built-in lists.
  auto header = [](const std::string& engineer) {
    return "game stccg1e\nseed 3\nrandomness seed\nplayer Alice\n  seed \"Relocate Settlers\"\n"
           "  seed \"Bajoran Outpost\"\n  draw \"" +
           engineer +
           "\"\n  draw \"Bajoran Outpost\"\n"
           "player Bob\n---\n";
  };
  auto play = [](Table& t, const std::string& engineer) {
    t.Legal({"Alice seeds mission \"Relocate Settlers\"",
             "Alice seeds facility \"Bajoran Outpost\"#1 at \"Relocate Settlers\""});
    // Marika's native quadrant is the Delta Quadrant: her report is flagged for that (and
    // Geordi's for his affiliation); what matters here is the build.
    t.Do("turn 1 Alice");
    t.Do("Alice reports \"" + engineer + "\" to \"Bajoran Outpost\"#1");
    t.Legal({"Bob passes", "Alice passes"});
    t.Do("turn 2 Bob");
    t.Do("turn 3 Alice");
    return t.Do("Alice builds \"Bajoran Outpost\"#2 at \"Relocate Settlers\"");
  };
  SECTION("a compatible Bajoran-species ENGINEER of another affiliation") {
    Table t(header("Marika"));
    Rules r = play(t, "Marika");
    CHECK_FALSE(Has(r, rules::kFacilityBuildEngineer.id));
    CHECK(Has(r, rules::kFacilityOnePerLocation.id));  // the seeded outpost is there already
  }
  SECTION("an ENGINEER of neither the affiliation nor the species") {
    Table t(header("Geordi La Forge"));
    Rules r = play(t, "Geordi La Forge");
    CHECK(Has(r, rules::kFacilityBuildEngineer.id));
  }
}

TEST_CASE("stccg.facility.outpost-reference: Spacedock plays on an outpost only",
          "[engine][facility]") {
  Table t(BajorHeader());
  Missions(t);
  t.Legal({"Alice seeds facility \"Chamber of Ministers\"#1 at \"Alter Records\"",
           "Bob seeds facility \"Klingon Outpost\" at \"Khitomer Research\"", "turn 1 Alice"});
  SECTION("on a headquarters: rejected") {
    CHECK(t.Do("Alice plays \"Spacedock\" on \"Chamber of Ministers\"#1") ==
          Rules{R(rules::kFacilityOutpostReference.id)});
  }
  SECTION("on an outpost: accepted") {
    CHECK(t.Do("Alice plays \"Spacedock\" on \"Klingon Outpost\"#1") == Rules{});
  }
}

TEST_CASE("A Nor: cards report to its sites as their text allows; no beaming; commandeering",
          "[engine][facility]") {
  Table t(BajorHeader());
  Missions(t);
  t.Legal({"Alice seeds facility \"Terok Nor\" at \"Relocate Settlers\"",
           "Alice seeds site \"Ops\" at \"Terok Nor\"",
           "Alice seeds site \"Docking Pylons\" at \"Terok Nor\"",
           "Bob seeds facility \"Klingon Outpost\" at \"Khitomer Research\"", "turn 1 Alice"});
  SECTION("not to the station itself") {
    Rules r = t.Do("Alice reports \"Odo\" to \"Terok Nor\"");
    CHECK(Has(r, rules::kReportStation.id));
  }
  SECTION("Ops takes compatible OFFICERs: a Bajoran OFFICER is not compatible with Terok Nor") {
    CHECK(t.Do("Alice reports \"Kira Nerys\" to \"Ops\"") == Rules{R(rules::kReportCompatible.id)});
  }
  SECTION("Ops does not list ENGINEERs") {
    CHECK(t.Do("Alice reports \"Anara\" to \"Ops\"") == Rules{R(rules::kReportStation.id)});
  }
  SECTION("Docking Pylons: ships may not report there") {
    CHECK(t.Do("Alice reports \"Runabout\" to \"Docking Pylons\"") ==
          Rules{R(rules::kReportStation.id)});
  }
  SECTION("a Nor's controller may not commandeer it") {
    Rules r = t.Do("Alice commandeers \"Terok Nor\"");
    CHECK(Has(r, rules::kCommandeerOwn.id));
  }
  SECTION("no beaming from a Nor to the planet") {
    // Odo is SECURITY: Ops does not take him, so the report itself is flagged; beaming him
    // off the Nor is flagged again by the beaming rule.
    t.Do("Alice reports \"Odo\" to \"Ops\"");
    t.Legal({"Bob passes", "Alice passes"});
    CHECK(t.Do("Alice beams \"Odo\" to \"Relocate Settlers\"") == Rules{R(rules::kBeamNor.id)});
  }
}

namespace {

// A pool with the Kazon cards the transporter rule needs, read from the full card list.
std::string KazonPool(const stardate::testing::TempDir& dir) {
  std::ifstream in(stardate::testing::SourceDir() + "/data/stccg1e/Physical.csv", std::ios::binary);
  std::string line, header, out;
  std::getline(in, header);
  out = header + "\n";
  while (std::getline(in, line)) {
    for (const char* name : {"Kazon Outpost,", "Combat Training,", "Haliz,", "Corez,"}) {
      if (line.rfind(name, 0) == 0) out += line + "\n";
    }
  }
  std::string path = dir.Path("kazon.csv");
  std::ofstream(path, std::ios::binary) << out;
  return path;
}

}  // namespace

TEST_CASE("stccg.beam.transporters: no beaming with a facility that has no transporters",
          "[engine][facility]") {
  stardate::testing::TempDir dir;
  std::string pool = KazonPool(dir);
  std::string header = "game stccg1e\nseed 3\nrandomness seed\npool \"" + pool +
                       "\"\nplayer Ann\n  seed \"Combat Training\"\n  seed \"Kazon Outpost\"\n"
                       "  draw \"Haliz\"\n  draw \"Corez\" x6\nplayer Ben\n  draw \"Corez\"\n---\n";
  Table t(header);
  t.Legal({"Ann seeds mission \"Combat Training\"",
           "Ann seeds facility \"Kazon Outpost\" at \"Combat Training\"", "turn 1 Ann",
           "Ann reports \"Haliz\" to \"Kazon Outpost\"", "Ben passes", "Ann passes"});
  // "Has no transporters.": Haliz may not beam down from the outpost.
  CHECK(t.Do("Ann beams \"Haliz\" to \"Combat Training\"") ==
        Rules{R(rules::kBeamTransporters.id)});
}
