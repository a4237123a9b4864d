// Dilemmas judged from their text (stccg.dilemma.condition, stccg.dilemma.consequence): a team gets
// past a dilemma whose condition the engine reads only when it meets that condition, is not
// stopped or killed by one whose text then spares it, and meets what the text fixes for a team
// that fails it (how many are killed, or stopped).
#include <catch2/catch.hpp>

#include <string>
#include <vector>

#include "engine/rule_catalogue.h"
#include "engine/stccg/rules/dilemma.h"
#include "engine/stccg/rules/mission.h"
#include "tests/support/table.h"

using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;

namespace {

// The built-in card lists. Alice's Federation Outpost stands at Investigate Rogue Comet (a space
// mission); Bob seeded `first`, then `second`, beneath it. Data has Computer Skill x2 and
// Astrophysics, Jadzia Dax Astrophysics: neither has Transporter Skill.
std::string Header(const std::string& first, const std::string& second) {
  return "game stccg1e\nseed 3\nrandomness seed\n"
         "player Alice\n  seed \"Investigate Rogue Comet\"\n  seed \"Study Nebula\"\n"
         "  seed \"Evacuation\"\n  seed \"Federation Outpost\"\n"
         "  draw \"Data\"\n  draw \"Jadzia Dax\"\n  draw \"Runabout\"\n  draw \"Geordi La Forge\"\n"
         "player Bob\n  seed \"" +
         first + "\"\n  seed \"" + second + "\"\n---\n";
}

// Seeds, reports Data, Dax and the Runabout, boards both and attempts the mission from the
// Runabout on turn 5.
void Attempt(Table& t, const std::string& first, const std::string& second) {
  t.Legal({"Alice seeds mission \"Investigate Rogue Comet\"",
           "Alice seeds mission \"Study Nebula\"", "Alice seeds mission \"Evacuation\"",
           "Bob seeds dilemma \"" + first + "\" under \"Investigate Rogue Comet\"",
           "Bob seeds dilemma \"" + second + "\" under \"Investigate Rogue Comet\"",
           "Alice seeds facility \"Federation Outpost\" at \"Investigate Rogue Comet\"",
           "turn 1 Alice"});
  t.Act("Alice reports \"Data\" to \"Federation Outpost\"");
  t.Legal({"turn 2 Bob", "turn 3 Alice"});
  t.Act("Alice reports \"Jadzia Dax\" to \"Federation Outpost\"");
  t.Legal({"turn 4 Bob", "turn 5 Alice"});
  t.Act("Alice reports \"Runabout\" to \"Federation Outpost\"");
  t.Act("Alice beams \"Data\", \"Jadzia Dax\" to \"Runabout\"");
  t.Act("Alice undocks \"Runabout\"");
  t.Act("Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
}

// What the audit finds in `line`, written after the crew's attempt with `first` and `second`
// seeded beneath the mission.
Rules Encounter(const std::string& first, const std::string& second, const std::string& line) {
  Table t(Header(first, second));
  Attempt(t, first, second);
  return t.Do(line);
}

}  // namespace

TEST_CASE(
    "stccg.dilemma.condition: a crew without Transporter Skill does not get past Emergency "
    "Conversion",
    "[stccg][dilemma]") {
  CHECK(Encounter("Emergency Conversion", "Ancient Computer",
                  "Alice encounters overcome \"Emergency Conversion\"") ==
        Rules{R(rules::kDilemmaCondition.id)});
}

TEST_CASE("stccg.dilemma.condition: a crew that fails the condition is stopped without a finding",
          "[stccg][dilemma]") {
  CHECK(Encounter("Emergency Conversion", "Ancient Computer",
                  "Alice encounters stopped \"Emergency Conversion\"") == Rules{});
}

TEST_CASE(
    "stccg.dilemma.condition: a crew showing 2 Computer Skill gets past Ancient Computer and is "
    "not stopped by it",
    "[stccg][dilemma]") {
  const std::string first = "Ancient Computer", second = "Emergency Conversion";
  CHECK(Encounter(first, second, "Alice encounters overcome \"Ancient Computer\"") == Rules{});
  CHECK(Encounter(first, second, "Alice encounters stopped \"Ancient Computer\"") ==
        Rules{R(rules::kDilemmaCondition.id)});
  CHECK(Encounter(first, second, "Alice encounters killed \"Ancient Computer\", \"Data\"") ==
        Rules{R(rules::kDilemmaCondition.id)});
}

TEST_CASE("stccg.dilemma.condition: a dilemma whose text is not read is taken on the table's word",
          "[stccg][dilemma]") {
  // Nagilum: "Half of crew is killed (random selection, round down) unless 3 Diplomacy OR
  // STRENGTH>40 aboard.": the condition is read; "half of crew" is not, so the crew, which fails
  // the condition, is taken on the table's word whatever it writes.
  CHECK(Encounter("Nagilum", "Emergency Conversion", "Alice encounters overcome \"Nagilum\"") ==
        Rules{});
  CHECK(Encounter("Nagilum", "Emergency Conversion",
                  "Alice encounters killed \"Nagilum\", \"Data\"") == Rules{});
}

TEST_CASE(
    "stccg.dilemma.condition: a crew showing 2 Navigation is spared by Null Space: neither "
    "stopped nor killed by it",
    "[stccg][dilemma]") {
  // "Ship hits null space turbulence and is damaged unless 2 Navigation aboard. Discard
  // dilemma.": Dax has Navigation x2.
  const std::string first = "Null Space", second = "Emergency Conversion";
  CHECK(Encounter(first, second, "Alice encounters overcome \"Null Space\"") == Rules{});
  CHECK(Encounter(first, second, "Alice encounters stopped \"Null Space\"") ==
        Rules{R(rules::kDilemmaCondition.id)});
  CHECK(Encounter(first, second, "Alice encounters killed \"Null Space\", \"Data\"") ==
        Rules{R(rules::kDilemmaCondition.id)});
}

TEST_CASE(
    "stccg.dilemma.condition: a crew failing an \"unless\" whose consequence is not read is "
    "taken on the table's word",
    "[stccg][dilemma]") {
  // The Cloud: "Unless 2 MEDICAL, 2 ENGINEER, and 2 Astrophysics present, ship is damaged and
  // \"stopped\" until end of your next turn. Discard dilemma."
  for (const char* outcome : {"overcome", "stopped"}) {
    CHECK(Encounter("The Cloud", "Emergency Conversion",
                    std::string("Alice encounters ") + outcome + " \"The Cloud\"") == Rules{});
  }
}

// Astral Eddy: "Unless Navigation, Physics, and 2 ENGINEER present, one crew member (random
// selection) is killed." Data and Dax show Navigation and one ENGINEER, no Physics.
TEST_CASE(
    "stccg.dilemma.consequence: Astral Eddy kills exactly one of a crew without Physics, and "
    "does not stop it",
    "[stccg][dilemma]") {
  const std::string first = "Astral Eddy", second = "Ancient Computer";
  CHECK(Encounter(first, second, "Alice encounters killed \"Astral Eddy\", \"Data\"") == Rules{});
  CHECK(Encounter(first, second, "Alice encounters overcome \"Astral Eddy\"") ==
        Rules{R(rules::kDilemmaConsequence.id)});
  CHECK(Encounter(first, second, "Alice encounters stopped \"Astral Eddy\"") ==
        Rules{R(rules::kDilemmaConsequence.id)});
  CHECK(Encounter(first, second,
                  "Alice encounters killed \"Astral Eddy\", \"Data\", \"Jadzia Dax\"") ==
        Rules{R(rules::kDilemmaConsequence.id)});
}

TEST_CASE(
    "stccg.dilemma.consequence: Subspace Fracture kills the entire crew that lacks Leadership",
    "[stccg][dilemma]") {
  // "Entire crew or Away Team is killed unless ENGINEER, SCIENCE, Leadership, and CUNNING>28
  // present. Discard dilemma."
  const std::string first = "Subspace Fracture", second = "Ancient Computer";
  CHECK(Encounter(first, second,
                  "Alice encounters killed \"Subspace Fracture\", \"Data\", \"Jadzia Dax\"") ==
        Rules{});
  CHECK(Encounter(first, second, "Alice encounters killed \"Subspace Fracture\", \"Data\"") ==
        Rules{R(rules::kDilemmaConsequence.id)});
}

TEST_CASE(
    "stccg.dilemma.consequence: a crew that fails a \"To get past requires\" is stopped, not "
    "killed",
    "[stccg][dilemma]") {
  CHECK(Encounter("Emergency Conversion", "Ancient Computer",
                  "Alice encounters killed \"Emergency Conversion\", \"Data\"") ==
        Rules{R(rules::kDilemmaConsequence.id)});
}

TEST_CASE(
    "stccg.dilemma.condition: a crew short of STRENGTH>24 before Climbing the Ranks kills anyone "
    "is short of it after, and does not get past",
    "[stccg][dilemma]") {
  // "Kills the highest STRENGTH OFFICER personnel present who does not have Leadership. To get
  // past requires STRENGTH>24 remaining.": Data (12) and Dax (7) show 19.
  const std::string first = "Climbing the Ranks", second = "Ancient Computer";
  CHECK(Encounter(first, second, "Alice encounters overcome \"Climbing the Ranks\"") ==
        Rules{R(rules::kDilemmaCondition.id)});
  CHECK(Encounter(first, second, "Alice encounters stopped \"Climbing the Ranks\"") == Rules{});
  // The killing is the text's first sentence, taken on the table's word.
  CHECK(Encounter(first, second, "Alice encounters killed \"Climbing the Ranks\", \"Data\"") ==
        Rules{});
}

TEST_CASE(
    "stccg.dilemma.consequence: a crew failing B'omar Stipulations is stopped, neither written "
    "past it nor killed",
    "[stccg][dilemma]") {
  // "Unless you have Diplomacy + CUNNING>30 OR Leadership + STRENGTH>30, all of your personnel
  // are stopped and this dilemma returns to its owner's dilemma pile.": neither Data nor Dax has
  // Diplomacy or Leadership.
  const std::string first = "B'omar Stipulations 2E", second = "Ancient Computer";
  CHECK(Encounter(first, second, "Alice encounters stopped \"B'omar Stipulations 2E\"") == Rules{});
  CHECK(Encounter(first, second, "Alice encounters overcome \"B'omar Stipulations 2E\"") ==
        Rules{R(rules::kDilemmaCondition.id)});
  CHECK(Encounter(first, second, "Alice encounters killed \"B'omar Stipulations 2E\", \"Data\"") ==
        Rules{R(rules::kDilemmaConsequence.id)});
}

namespace {

// What the audit finds when Alice's crew attempts Investigate Rogue Comet again on turn 7, after
// Data was killed by `first` and Dax stopped by Ancient Computer on turn 5.
Rules AttemptAgainAfter(const std::string& first) {
  Table t(Header(first, "Ancient Computer"));
  Attempt(t, first, "Ancient Computer");
  t.Legal({"Alice encounters killed \"" + first + "\", \"Data\"",
           "Alice encounters stopped \"Ancient Computer\"", "turn 6 Bob", "turn 7 Alice"});
  return t.Do("Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
}

}  // namespace

TEST_CASE(
    "stccg.dilemma.placed: Friendly Fire, failed, lies on the mission, which cannot be attempted "
    "again",
    "[stccg][dilemma]") {
  CHECK(AttemptAgainAfter("Friendly Fire") == Rules{R(rules::kDilemmaPlaced.id)});
}

TEST_CASE("stccg.dilemma.placed: a dilemma whose text places nothing leaves the mission open",
          "[stccg][dilemma]") {
  // Nagilum: "Half of crew is killed (random selection, round down) unless 3 Diplomacy OR
  // STRENGTH>40 aboard." It is discarded once met.
  CHECK(AttemptAgainAfter("Nagilum") == Rules{});
}

TEST_CASE(
    "core.random.honest: the victim Astral Eddy kills \"(random selection)\" is the seed's, "
    "filled in when the script names none",
    "[stccg][dilemma]") {
  // "Unless Navigation, Physics, and 2 ENGINEER present, one crew member (random selection) is
  // killed.": neither Data nor Dax has Physics.
  const std::string first = "Astral Eddy", second = "Ancient Computer";
  Table filled(Header(first, second));
  Attempt(filled, first, second);
  CHECK(filled.Do("Alice encounters killed \"Astral Eddy\"") == Rules{});
  const stardate::engine::Event& e = filled.events().back();
  REQUIRE(e.cards.size() == 1);
  REQUIRE(e.random.size() == 1);
  const std::string victim = filled.state().Name(e.cards[0]);
  const std::string other = victim == "Data" ? "Jadzia Dax" : "Data";
  const std::string drawn = " random " + std::to_string(e.random[0]);
  CHECK(Encounter(first, second,
                  "Alice encounters killed \"Astral Eddy\", \"" + victim + "\"" + drawn) ==
        Rules{});
  CHECK(Encounter(first, second,
                  "Alice encounters killed \"Astral Eddy\", \"" + other + "\"" + drawn) ==
        Rules{R(stardate::engine::rules::kRandomHonest)});
  // Without its random outcome the victim written is the table's word.
  CHECK(Encounter(first, second, "Alice encounters killed \"Astral Eddy\", \"" + other + "\"") ==
        Rules{});
}

namespace {

// What the audit finds in `line`, written when Alice's crew attempts Investigate Rogue Comet again
// on turn 7, after `first` stopped the whole crew on turn 5 (Ancient Computer beneath it).
Rules AfterStopped(const std::string& first, const std::string& line) {
  Table t(Header(first, "Ancient Computer"));
  Attempt(t, first, "Ancient Computer");
  t.Legal({"Alice encounters stopped \"" + first + "\"", "turn 6 Bob", "turn 7 Alice"});
  t.Act("Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
  return t.Do(line);
}

}  // namespace

TEST_CASE(
    "stccg.dilemma.order: The Cloud, which stopped the crew, is discarded as its text says: the "
    "next attempt meets the dilemma after it",
    "[stccg][dilemma]") {
  // "Unless 2 MEDICAL, 2 ENGINEER, and 2 Astrophysics present, ship is damaged and "stopped"
  // until end of your next turn. Discard dilemma."
  CHECK(AfterStopped("The Cloud", "Alice encounters overcome \"Ancient Computer\"") == Rules{});
  CHECK(AfterStopped("The Cloud", "Alice encounters stopped \"The Cloud\"") ==
        Rules{R(rules::kDilemmaOrder.id)});
}

TEST_CASE(
    "stccg.dilemma.order: a dilemma that stopped the crew and prints no discard is met first by "
    "the next attempt",
    "[stccg][dilemma]") {
  // Emergency Conversion: "To get past requires 2 Astrophysics and Transporter Skill."
  CHECK(AfterStopped("Emergency Conversion", "Alice encounters stopped \"Emergency Conversion\"") ==
        Rules{});
  CHECK(AfterStopped("Emergency Conversion", "Alice encounters overcome \"Ancient Computer\"") ==
        Rules{R(rules::kDilemmaOrder.id)});
}

TEST_CASE("stccg.dilemma.condition: The Loss counts the androids of the crew by their Keywords",
          "[stccg][dilemma]") {
  // "To get past requires 2 Empathy OR 2 Mindmeld OR 2 androids OR INTEGRITY>38. ...": Data is
  // the one android aboard.
  const std::string first = "The Loss", second = "Ancient Computer";
  CHECK(Encounter(first, second, "Alice encounters overcome \"The Loss\"") ==
        Rules{R(rules::kDilemmaCondition.id)});
  CHECK(Encounter(first, second, "Alice encounters stopped \"The Loss\"") == Rules{});
}

namespace {

// What the audit finds in `line`, written when Alice's crew (Data and Jadzia Dax) attempts
// Investigate Rogue Comet from the Runabout with `weapons` aboard, Vastly Outnumbered seeded
// first beneath it.
Rules OutnumberedWith(const std::vector<std::string>& weapons, const std::string& line) {
  std::string header = Header("Vastly Outnumbered", "Ancient Computer");
  for (const std::string& w : weapons) {
    header.insert(header.find("player Bob"), "  draw \"" + w + "\"\n");
  }
  Table t(header);
  t.Legal({"Alice seeds mission \"Investigate Rogue Comet\"",
           "Alice seeds mission \"Study Nebula\"", "Alice seeds mission \"Evacuation\"",
           "Bob seeds dilemma \"Vastly Outnumbered\" under \"Investigate Rogue Comet\"",
           "Bob seeds dilemma \"Ancient Computer\" under \"Investigate Rogue Comet\"",
           "Alice seeds facility \"Federation Outpost\" at \"Investigate Rogue Comet\"",
           "turn 1 Alice"});
  t.Act("Alice reports \"Data\" to \"Federation Outpost\"");
  t.Legal({"turn 2 Bob", "turn 3 Alice"});
  t.Act("Alice reports \"Jadzia Dax\" to \"Federation Outpost\"");
  int turn = 4;
  std::string aboard = "\"Data\", \"Jadzia Dax\"";
  for (const std::string& w : weapons) {
    t.Legal(
        {"turn " + std::to_string(turn) + " Bob", "turn " + std::to_string(turn + 1) + " Alice"});
    t.Act("Alice reports \"" + w + "\" to \"Federation Outpost\"");
    turn += 2;
    aboard += ", \"" + w + "\"";
  }
  t.Legal({"turn " + std::to_string(turn) + " Bob", "turn " + std::to_string(turn + 1) + " Alice"});
  t.Act("Alice reports \"Runabout\" to \"Federation Outpost\"");
  t.Act("Alice beams " + aboard + " to \"Runabout\"");
  t.Act("Alice undocks \"Runabout\"");
  t.Act("Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
  return t.Do(line);
}

}  // namespace

TEST_CASE(
    "stccg.dilemma.condition: two hand weapons aboard get the crew past Vastly Outnumbered; "
    "without them it does not get past",
    "[stccg][dilemma]") {
  // "To get past requires Anthropology and 2 Honor OR two hand weapons OR INTEGRITY>28
  // (INTEGRITY>48 if this is a [DQ] mission).": Data and Dax show INTEGRITY 16.
  const std::string line = "Alice encounters overcome \"Vastly Outnumbered\"";
  CHECK(OutnumberedWith({"Starfleet Type II Phaser", "Starfleet Type II Phaser"}, line) == Rules{});
  CHECK(OutnumberedWith({}, line) == Rules{R(rules::kDilemmaCondition.id)});
  // One phaser: equipment present may add what its text gives, which the engine does not read.
  CHECK(OutnumberedWith({"Starfleet Type II Phaser"}, line) == Rules{});
}
