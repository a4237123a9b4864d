// The Twilight Imperium 4 catalogue (data/ti4/ factions, strategy cards, technologies, action
// cards and objectives) as the engine reads it, and the errors of a broken file.
#include <catch2/catch.hpp>

#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_data.h"

namespace stardate::engine::ti4 {
namespace {

const Ti4Catalog& Catalog() {
  auto c = Ti4Catalog::Shipped();
  INFO(c.status().message());
  REQUIRE(c.ok());
  return **c;
}

// The six files, each "[]" but the one at `index`, which is `text`.
std::vector<data::ShippedFile> With(size_t index, std::string_view text) {
  static const char* kNames[] = {"factions.json",          "strategy_cards.json",
                                 "technologies.json",      "action_cards.json",
                                 "public_objectives.json", "secret_objectives.json"};
  std::vector<data::ShippedFile> files;
  for (size_t i = 0; i < 6; ++i) files.push_back({kNames[i], i == index ? text : "[]"});
  return files;
}

std::string ErrorOf(size_t index, std::string_view text, const Ti4Data* board = nullptr) {
  auto c = Ti4Catalog::Parse(With(index, text), board);
  REQUIRE_FALSE(c.ok());
  return c.status().message();
}

TEST_CASE("ti4 catalog: the built-in files hold the base game", "[ti4][data]") {
  const Ti4Catalog& c = Catalog();
  CHECK(c.factions().size() == 17);
  CHECK(c.strategy_cards().size() == 8);
  CHECK(c.techs().size() == 59);  // 25 generic, two for each faction
  CHECK(c.action_cards().size() == 101);
  CHECK(c.objectives().size() == 40);
  int stage1 = 0, stage2 = 0, secret = 0;
  for (const ObjectiveInfo& o : c.objectives()) {
    (o.secret ? secret : o.points == 1 ? stage1 : stage2) += 1;
  }
  CHECK(stage1 == 10);
  CHECK(stage2 == 10);
  CHECK(secret == 20);
}

TEST_CASE("ti4 catalog: strategy cards come in initiative order, Leadership first", "[ti4][data]") {
  const Ti4Catalog& c = Catalog();
  for (size_t i = 0; i < c.strategy_cards().size(); ++i) {
    CHECK(c.strategy_cards()[i].initiative == static_cast<int>(i + 1));
  }
  CHECK(c.strategy_cards()[0].name == "Leadership");
  CHECK(c.strategy_cards()[7].name == "Imperial");
}

TEST_CASE("ti4 catalog: technologies keep their prerequisites, type and faction", "[ti4][data]") {
  const Ti4Catalog& c = Catalog();
  const TechInfo* gd = c.FindTech("Gravity Drive");
  REQUIRE(gd != nullptr);
  CHECK(gd->id == "gd");
  CHECK(gd->prerequisites == "B");
  CHECK(gd->types == std::vector<std::string>{"PROPULSION"});
  CHECK(gd->faction.empty());
  const TechInfo* ac2 = c.FindTech("ac2");
  REQUIRE(ac2 != nullptr);
  CHECK(ac2->name == "Advanced Carrier II");
  CHECK(ac2->faction == "sol");
  CHECK(ac2->prerequisites == "BB");
  CHECK(ac2->upgrade_of == "cv2");
  CHECK(c.FindTech("Dark Energy Tap") == nullptr);  // Prophecy of Kings
}

TEST_CASE("ti4 catalog: a faction names its home system, planets and commodities", "[ti4][data]") {
  const Ti4Catalog& c = Catalog();
  const FactionInfo* sol = c.FindFaction("The Federation of Sol");
  REQUIRE(sol != nullptr);
  CHECK(sol->home_system == "01");
  CHECK(sol->home_planets == std::vector<std::string>{"jord"});
  CHECK(sol->commodities == 4);
  const FactionInfo* hacan = c.FindFaction("hacan");
  REQUIRE(hacan != nullptr);
  CHECK(hacan->home_system == "16");
  CHECK(hacan->commodities == 6);
  CHECK(hacan->home_planets.size() == 3);
}

TEST_CASE("ti4 catalog: a malformed file is refused naming its file, line and column",
          "[ti4][data]") {
  CHECK(ErrorOf(1, "[\n  {id: \"a\", name: \"A\", initiative: 1,}\n  x\n]") ==
        "strategy_cards.json:3:3: expected ',' or ']', found 'x'");
  CHECK(ErrorOf(1, "{}") == "strategy_cards.json:1: expected an array of entries");
  CHECK(ErrorOf(1, "[1]") == "strategy_cards.json:1: expected an object");
}

TEST_CASE("ti4 catalog: an entry without an id or name, or a duplicate id, is refused",
          "[ti4][data]") {
  CHECK(ErrorOf(1, "[\n{name: \"A\", initiative: 1}]") ==
        "strategy_cards.json:2: expected a non-empty 'id'");
  CHECK(ErrorOf(3, "[{alias: \"a\", name: \"A\"},\n{alias: \"a\", name: \"B\"}]") ==
        "action_cards.json:2: duplicate id 'a'");
  CHECK(Ti4Catalog::Parse(With(3, "[{alias: \"a\", name: \"A\"}, {alias: \"b\", name: \"A\"}]"))
            .ok());
}

TEST_CASE("ti4 catalog: numbers out of range and unknown prerequisites are refused",
          "[ti4][data]") {
  CHECK(ErrorOf(4, "[{alias: \"o\", name: \"O\", points: 3}]") ==
        "public_objectives.json:1: expected 'points' to be a whole number from 1 to 2");
  CHECK(ErrorOf(5, "[{alias: \"o\", name: \"O\", points: 2}]") ==
        "secret_objectives.json:1: expected 'points' to be a whole number from 1 to 1");
  CHECK(Ti4Catalog::Parse(With(4, "[{alias: \"o\", name: \"O\", points: 2}]")).ok());
  CHECK(ErrorOf(2, "[{alias: \"t\", name: \"T\", requirements: \"BX\"}]") ==
        "technologies.json:1: expected the prerequisites 'BX' of 't' to be letters B, G, R and Y");
  CHECK(ErrorOf(2, "[{alias: \"t\", name: \"T\", faction: \"sol\"}]") ==
        "technologies.json:1: expected faction 'sol' of 't' in factions.json");
}

TEST_CASE("ti4 catalog: a faction's home system and planets must be on the board data",
          "[ti4][data]") {
  auto board = Ti4Data::Shipped();
  REQUIRE(board.ok());
  const std::string sol =
      "[{alias: \"sol\", factionName: \"Sol\", homeSystem: \"01\", commodities: 4, "
      "homePlanets: [\"jord\"]}]";
  CHECK(Ti4Catalog::Parse(With(0, sol), *board).ok());
  std::string lost = sol;
  lost.replace(lost.find("\"01\""), 4, "\"999\"");
  CHECK(ErrorOf(0, lost, *board) ==
        "factions.json:1: expected home system '999' of 'sol' to be a tile of the system data");
}

TEST_CASE("ti4 catalog: a file past the entry limit is refused", "[ti4][data]") {
  std::string many = "[";
  for (size_t i = 0; i <= Ti4Catalog::kMaxEntries; ++i) many += "{},";
  many += "]";
  CHECK(ErrorOf(3, many) == "action_cards.json: more than 4096 entries");
}

}  // namespace
}  // namespace stardate::engine::ti4
