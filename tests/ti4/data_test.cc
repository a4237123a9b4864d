// The Twilight Imperium 4 data files (data/ti4/) as the engine reads them.
#include <catch2/catch.hpp>

#include "engine/ti4/literal.h"
#include "engine/ti4/ti4_data.h"

namespace stardate::engine::ti4 {
namespace {

const Ti4Data& Data() {
  auto d = Ti4Data::Shipped();
  INFO(d.status().message());
  REQUIRE(d.ok());
  return **d;
}

TEST_CASE("ti4 data: the built-in files load every tile and planet", "[ti4][data]") {
  const Ti4Data& d = Data();
  CHECK(d.system_count() > 600);
  CHECK(d.planet_count() == 476);
}

TEST_CASE("ti4 data: Mecatol Rex is tile 18 with one legendary-free 1/6 planet", "[ti4][data]") {
  const SystemInfo* s = Data().FindSystem("18");
  REQUIRE(s != nullptr);
  REQUIRE(s->planets.size() == 1);
  const PlanetInfo* p = Data().FindPlanet(s->planets[0]);
  REQUIRE(p != nullptr);
  CHECK(p->name == "Mecatol Rex");
  CHECK(p->resources == 1);
  CHECK(p->influence == 6);
  CHECK_FALSE(p->station);
}

TEST_CASE("ti4 data: known tiles keep their planets, wormholes and anomalies", "[ti4][data]") {
  const Ti4Data& d = Data();
  const SystemInfo* lodor = d.FindSystem("26");  // Lodor, alpha wormhole
  REQUIRE(lodor != nullptr);
  CHECK(lodor->wormholes == std::vector<std::string>{"ALPHA"});
  const PlanetInfo* p = d.FindPlanet("lodor");
  REQUIRE(p != nullptr);
  CHECK(p->resources == 3);
  CHECK(p->influence == 1);
  CHECK(p->traits == kCultural);
  const SystemInfo* rift = d.FindSystem("41");
  REQUIRE(rift != nullptr);
  CHECK(rift->gravity_rift);
  CHECK(rift->planets.empty());
  const SystemInfo* saar = d.FindSystem("11");
  REQUIRE(saar != nullptr);
  CHECK(saar->planets.size() == 2);
  CHECK(d.FindPlanet("ragh") != nullptr);
}

TEST_CASE("ti4 data: the four space stations come with their systems and values", "[ti4][data]") {
  const Ti4Data& d = Data();
  REQUIRE(d.stations().size() == 4);
  const StationInfo& tsion = d.stations()[0];
  CHECK(tsion.id == "tsionstation");
  CHECK(tsion.name == "Tsion Station");
  CHECK(tsion.tile == "109");
  CHECK(tsion.resources == 1);
  CHECK(tsion.influence == 1);
  CHECK(d.stations()[1].tile == "111");
  CHECK(d.stations()[2].id == "thewatchtower");
  CHECK(d.stations()[3].name == "Revelation");
  CHECK(d.stations()[3].influence == 2);
  const SystemInfo* bellatrix = d.FindSystem("109");
  REQUIRE(bellatrix != nullptr);
  CHECK(d.HasPlanets(*bellatrix));
  CHECK(d.HasStation(*bellatrix));
  const SystemInfo* watchtower = d.FindSystem("117");
  REQUIRE(watchtower != nullptr);
  CHECK_FALSE(d.HasPlanets(*watchtower));  // a station is no planet: a frontier token goes here
  CHECK(d.HasStation(*watchtower));
  CHECK(watchtower->asteroid_field);
  CHECK(watchtower->gravity_rift);
  CHECK(d.FindPlanet("revelation")->home_faction == "bastion");
}

TEST_CASE("ti4 data: a malformed file names the file, line and column", "[ti4][data]") {
  auto r = ParseModuleLiteral("export const x = [\n  { id: \"1\", name: @ },\n];", "x.ts");
  REQUIRE_FALSE(r.ok());
  CHECK(r.status().message() ==
        "x.ts:2:20: expected a string, number, array, object, true, false or null, found '@ },'");
  auto d = Ti4Data::Parse("[]", "[{id: \"x\", resources: 1, influence: 0}]",
                          "{\"stations\": [\n{\"id\": \"x\", \"tile\": \"1\"}]}", "s.ts", "p.ts",
                          "st.json");
  REQUIRE_FALSE(d.ok());
  CHECK(d.status().message() == "st.json:2: expected 'x' to be a space station of p.ts");
}

TEST_CASE("ti4 data: numbers are read as whole numbers without floating point", "[ti4][data]") {
  auto r = ParseLiteral("[195.0, -3, 2.5]", "n");
  REQUIRE(r.ok());
  CHECK(r->items[0].integral);
  CHECK(r->items[0].integer == 195);
  CHECK(r->items[1].integer == -3);
  CHECK_FALSE(r->items[2].integral);
}

}  // namespace
}  // namespace stardate::engine::ti4
