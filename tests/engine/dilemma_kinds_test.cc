// Dilemma conditions that count kinds of personnel (by their Keywords and Icons), equipment with
// the team, and attribute totals of some of its members, read from real card texts
// (engine/stccg/dilemma_abilities.cc) and judged with the requirements grammar
// (engine/stccg/mission_requirements.h): each against a team that meets it and one that does
// not, and a member the card lists do not settle is left to the table's word.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/mission_requirements.h"

namespace {

using stardate::engine::stccg::CardFacts;
using stardate::engine::stccg::CardPool;
using stardate::engine::stccg::CardType;
using stardate::engine::stccg::DilemmaReading;
using stardate::engine::stccg::JudgeRequirements;
using stardate::engine::stccg::ReadDilemma;
using stardate::engine::stccg::RequirementVerdict;
using Kind = RequirementVerdict::Kind;
using Fails = DilemmaReading::Fails;

const CardFacts& Card(std::string_view title) {
  const auto& pool = CardPool::Shipped();
  REQUIRE(pool.ok());
  const CardFacts* card = pool->Find(title);
  INFO("title: " << title);
  REQUIRE(card != nullptr);
  return *card;
}

DilemmaReading Read(std::string_view title) { return ReadDilemma(Card(title)); }

// The real personnel and equipment of `titles`, judged against `d`'s condition.
Kind JudgeCards(const DilemmaReading& d, std::vector<std::string_view> titles) {
  std::vector<const CardFacts*> team, equipment;
  for (std::string_view t : titles) {
    const CardFacts& c = Card(t);
    (c.type == CardType::kEquipment ? equipment : team).push_back(&c);
  }
  return JudgeRequirements(d.condition, team, equipment).kind;
}

// A personnel with the Keywords, Icons and attributes given.
CardFacts Person(std::string keywords, std::string icons = "", int integrity = 5, int cunning = 5,
                 int strength = 5) {
  CardFacts p;
  p.type = CardType::kPersonnel;
  p.title = "one with " + keywords + icons;
  p.class_text = "OFFICER";
  p.keywords = std::move(keywords);
  p.icons = std::move(icons);
  p.integrity = integrity;
  p.cunning = cunning;
  p.strength = strength;
  return p;
}

Kind Judge(const DilemmaReading& d, const std::vector<CardFacts>& team) {
  std::vector<const CardFacts*> members;
  for (const CardFacts& p : team) members.push_back(&p);
  return JudgeRequirements(d.condition, members).kind;
}

}  // namespace

TEST_CASE("Dilemma abilities: females, males and androids counted by their Keywords",
          "[engine][cards]") {
  const DilemmaReading society = Read("Matriarchal Society");
  CHECK(society.condition == "personnel(keyword(Female)) x2");
  CHECK(society.only_rule);
  CHECK(JudgeCards(society, {"Jadzia Dax", "Jenice Manheim"}) == Kind::kMet);
  CHECK(JudgeCards(society, {"Jadzia Dax", "Data", "Geordi La Forge"}) == Kind::kNotMet);

  const DilemmaReading staff = Read("Socializing with the Staff");
  CHECK(staff.condition == "personnel(keyword(Female))");
  CHECK(staff.fails == Fails::kStopped);
  CHECK(JudgeCards(staff, {"Data", "Jadzia Dax"}) == Kind::kMet);
  CHECK(JudgeCards(staff, {"Data", "Geordi La Forge"}) == Kind::kNotMet);

  const DilemmaReading leave = Read("Shore Leave");
  CHECK(leave.condition ==
        "personnel(keyword(Male)) + personnel(keyword(Female)) OR Honor + INTEGRITY>50");
  CHECK(JudgeCards(leave, {"Data", "Jadzia Dax"}) == Kind::kMet);
  CHECK(JudgeCards(leave, {"Data", "Geordi La Forge"}) == Kind::kNotMet);

  const DilemmaReading loss = Read("The Loss");
  CHECK(loss.condition ==
        "Empathy x2 OR Mindmeld x2 OR personnel(keyword(Android)) x2 OR INTEGRITY>38");
  CHECK(JudgeCards(loss, {"Data", "Lore"}) == Kind::kMet);
  CHECK(JudgeCards(loss, {"Data", "Geordi La Forge"}) == Kind::kNotMet);

  const DilemmaReading unexpected = Read("Unexpected");
  CHECK(unexpected.condition ==
        "Astrophysics + Exobiology x2 OR personnel(keyword(Female) + MEDICAL)");
  CHECK(JudgeCards(unexpected, {"Beverly Crusher"}) == Kind::kMet);
  CHECK(JudgeCards(unexpected, {"Jadzia Dax", "Geordi La Forge"}) == Kind::kNotMet);
}

TEST_CASE(
    "Dilemma abilities: a member whose Keywords do not settle a kind leaves it to the table's "
    "word",
    "[engine][cards]") {
  const DilemmaReading loss = Read("The Loss");
  // "Android/Human": the lists do not say whether Data and Geordi count as an android.
  CHECK(JudgeCards(loss, {"Data", "Data and Geordi"}) == Kind::kUnknown);
  // No gender among the Keywords: neither female nor male.
  const DilemmaReading staff = Read("Socializing with the Staff");
  CHECK(Judge(staff, {Person("Drone;")}) == Kind::kUnknown);
  CHECK(Judge(staff, {Person("Human; Male;")}) == Kind::kNotMet);
  CHECK(Judge(staff, {Person("Human; Female;")}) == Kind::kMet);
  // "Soong-Type android" as Malfunctioning Door prints it is the lists' "Soong-type android".
  const DilemmaReading door = Read("Malfunctioning Door");
  CHECK(door.condition == "personnel(keyword(Soong-type android)) OR STRENGTH>27 from up to 4");
  CHECK(JudgeCards(door, {"Data"}) == Kind::kMet);
  // "A Nurse": Medical Crisis's last sentence, after the one selected is stopped.
  const DilemmaReading crisis = Read("Medical Crisis");
  CHECK(crisis.condition == "Biology x2 + (MEDICAL x2 OR personnel(keyword(Nurse)))");
  CHECK(Judge(crisis, {Person("Human; Female; Nurse;")}) == Kind::kNotMet);  // no Biology
}

TEST_CASE("Dilemma abilities: the total of the members who show the most, and total attributes",
          "[engine][cards]") {
  const DilemmaReading door = Read("Malfunctioning Door");
  // Four of five personnel with STRENGTH 7 total 28: the fifth adds nothing to "up to four".
  const std::vector<CardFacts> strong{
      Person("Human; Male;", "", 5, 5, 7), Person("Human; Male;", "", 5, 5, 7),
      Person("Human; Male;", "", 5, 5, 7), Person("Human; Male;", "", 5, 5, 7)};
  CHECK(Judge(door, strong) == Kind::kMet);
  std::vector<CardFacts> weak(5, Person("Human; Male;", "", 5, 5, 6));  // 24 from four
  CHECK(Judge(door, weak) == Kind::kNotMet);

  CHECK(Read("Clan People").condition == "{Kai Opaka} OR CUNNING>38 from up to 5");
  const DilemmaReading boat = Read("Row, Row, Row your Boat");
  CHECK(boat.condition == "Music x2 OR ATTRIBUTES>63 from up to 3");
  CHECK(Judge(boat, std::vector<CardFacts>(3, Person("Human;", "", 7, 7, 8))) == Kind::kMet);
  CHECK(Judge(boat, std::vector<CardFacts>(4, Person("Human;", "", 7, 7, 7))) == Kind::kNotMet);

  const DilemmaReading mask = Read("The Clown: Beneath the Mask");
  CHECK(mask.condition == "personnel(ATTRIBUTES>23)");
  CHECK(mask.only_rule);
  CHECK(Judge(mask, {Person("Human;", "", 8, 8, 8)}) == Kind::kMet);
  CHECK(Judge(mask, {Person("Human;", "", 8, 8, 7), Person("Human;", "", 8, 8, 7)}) ==
        Kind::kNotMet);
}

TEST_CASE("Dilemma abilities: \"must have\" conditions, and each of several members",
          "[engine][cards]") {
  const DilemmaReading maglock = Read("Maglock");
  CHECK(maglock.condition == "personnel(OFFICER + STRENGTH>5) x3");
  CHECK(maglock.only_rule);
  std::vector<CardFacts> officers(3, Person("Human;", "", 5, 5, 6));
  CHECK(Judge(maglock, officers) == Kind::kMet);
  officers[2].strength = 5;
  CHECK(Judge(maglock, officers) == Kind::kNotMet);
  CHECK(Read("Impassable Door").condition == "Computer Skill");
  CHECK(Read("Hidden Entrance").condition == "{Geordi La Forge} OR ENGINEER + CUNNING>32");
  CHECK(Read("Shaka, When the Walls Fell").condition == "Diplomacy x2 + CUNNING>30");
  CHECK(JudgeCards(Read("Hidden Entrance"), {"Geordi La Forge"}) == Kind::kMet);
  CHECK(JudgeCards(Read("Impassable Door"), {"Jadzia Dax"}) == Kind::kNotMet);
}

TEST_CASE("Dilemma abilities: hand weapons, phasers and disruptors with the team",
          "[engine][cards]") {
  const DilemmaReading assault = Read("Surprise Assault");
  CHECK(assault.condition == "Leadership + OFFICER x2 + SECURITY x2 OR equipment(hand weapon) x2");
  CHECK(assault.spares);
  CHECK(JudgeCards(assault, {"Data", "Starfleet Type II Phaser", "Klingon Disruptor"}) ==
        Kind::kMet);
  CHECK(JudgeCards(assault, {"Data", "Jadzia Dax"}) == Kind::kNotMet);
  // One hand weapon short: equipment present may add what its text gives (a skill, STRENGTH),
  // which the engine does not read.
  CHECK(JudgeCards(assault, {"Data", "Starfleet Type II Phaser"}) == Kind::kUnknown);
  CHECK(JudgeCards(assault, {"Data", "Tricorder"}) == Kind::kUnknown);

  const DilemmaReading precautions = Read("Security Precautions");
  CHECK(precautions.condition ==
        "{Jenice Manheim} OR personnel(keyword(Android)) OR equipment(phaser) OR "
        "equipment(disruptor) OR SECURITY x3");
  CHECK(JudgeCards(precautions, {"Jadzia Dax", "Klingon Disruptor"}) == Kind::kMet);
  CHECK(JudgeCards(precautions, {"Jadzia Dax"}) == Kind::kNotMet);
  CHECK(Read("Zaldan").condition ==
        "Treachery x2 OR equipment(disruptor) OR {Wesley Crusher} OR Exobiology");
  CHECK(Read("Vastly Outnumbered").condition ==
        "Anthropology + Honor x2 OR equipment(hand weapon) x2 OR INTEGRITY>28");
  // "{any tricorder}": the lists give tricorders no keyword, so Ferengi Bug is not read.
  CHECK(Read("Ferengi Bug").condition.empty());
}

TEST_CASE("Dilemma abilities: a story sentence, a further way to fail, a fate of the chosen",
          "[engine][cards]") {
  // "Three Nausicaans pick a fight. One Away Team member is killed (random selection) unless
  // STRENGTH>44. Discard dilemma."
  const DilemmaReading nausicaans = Read("Nausicaans");
  CHECK(nausicaans.condition == "STRENGTH>44");
  CHECK(nausicaans.fails == Fails::kKills);
  CHECK(nausicaans.kills == 1);
  // "Also, cannot get past if ...": one more way to fail, none to get past.
  const DilemmaReading fissure = Read("Quantum Fissure");
  CHECK(fissure.condition == "Astrophysics + Physics");
  CHECK(fissure.fails == Fails::kStopped);
  CHECK_FALSE(fissure.spares);
  // "... opponent chooses two personnel. Both die at end of turn.": read, what a team that fails
  // it is owed is the table's word.
  const DilemmaReading probe = Read("Hunter Probe");
  CHECK(probe.condition == "SECURITY x2 + Anthropology x2");
  CHECK(probe.spares);
  CHECK(probe.fails == Fails::kUnread);
}
