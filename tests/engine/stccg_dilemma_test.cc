// Dilemmas judged from their text (stccg.dilemma.condition): a team gets past a dilemma whose
// condition the engine reads only when it meets that condition, and is not stopped by one it
// meets when the condition is the dilemma's only rule.
#include <catch2/catch.hpp>

#include <string>

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
  // Null Space: "Ship hits null space turbulence and is damaged unless 2 Navigation aboard."
  CHECK(Encounter("Null Space", "Emergency Conversion",
                  "Alice encounters overcome \"Null Space\"") == Rules{});
}
