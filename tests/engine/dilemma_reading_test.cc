// Dilemma conditions read from real card texts (engine/stccg/dilemma_abilities.cc) and judged
// with the requirements grammar (engine/stccg/mission_requirements.h): each wording is read from
// the card that prints it, judged against a team (its personnel, their Keywords, the equipment
// with it) that meets it and one that does not, and a near wording or a member the engine cannot
// be sure of is left to the table's word.
#include <catch2/catch.hpp>

#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/dilemma_owed.h"
#include "engine/stccg/mission_requirements.h"

namespace {

using stardate::engine::stccg::CardFacts;
using stardate::engine::stccg::CardPool;
using stardate::engine::stccg::CardType;
using stardate::engine::stccg::DilemmaReading;
using stardate::engine::stccg::JudgeRequirements;
using stardate::engine::stccg::PlacedForbidsAttempts;
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

// A personnel showing `skills` (its text, "Geology x2" counting two) and the attributes given.
CardFacts Person(std::string classification, std::string skills, int integrity = 5, int cunning = 5,
                 int strength = 5) {
  CardFacts p;
  p.type = CardType::kPersonnel;
  p.title = classification + " with " + skills;
  p.class_text = std::move(classification);
  p.text = std::move(skills);
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

// The real personnel and equipment of `titles`, judged against `d`'s condition.
Kind JudgeCards(const DilemmaReading& d, std::vector<std::string_view> titles) {
  std::vector<const CardFacts*> team, equipment;
  for (std::string_view t : titles) {
    const CardFacts& c = Card(t);
    (c.type == CardType::kEquipment ? equipment : team).push_back(&c);
  }
  return JudgeRequirements(d.condition, team, equipment).kind;
}

// A personnel with the Keywords and attributes given.
CardFacts Member(std::string keywords, int integrity = 5, int cunning = 5, int strength = 5) {
  CardFacts p;
  p.type = CardType::kPersonnel;
  p.title = "one with " + keywords;
  p.class_text = "OFFICER";
  p.keywords = std::move(keywords);
  p.integrity = integrity;
  p.cunning = cunning;
  p.strength = strength;
  return p;
}

}  // namespace

TEST_CASE("JudgeRequirements counts personnel who each meet a requirement on their own",
          "[engine][cards]") {
  const std::vector<CardFacts> team{Person("SCIENCE", "Geology x3", 5, 8, 5),
                                    Person("ENGINEER", "Geology", 5, 6, 5)};
  std::vector<const CardFacts*> members{&team[0], &team[1]};
  CHECK(JudgeRequirements("Geology x3", members).kind == Kind::kMet);
  // Three personnel with Geology are three cards, not three skill dots.
  const RequirementVerdict v = JudgeRequirements("personnel(Geology) x3", members);
  CHECK(v.kind == Kind::kNotMet);
  CHECK(v.missing == "3 personnel with Geology (have 2)");
  CHECK(JudgeRequirements("personnel(Geology) x2", members).kind == Kind::kMet);
  // Each member on their own: CUNNING 8 + SCIENCE in one card, not summed over the team.
  CHECK(JudgeRequirements("personnel(CUNNING>7 + SCIENCE)", members).kind == Kind::kMet);
  CHECK(JudgeRequirements("personnel(CUNNING>7 + ENGINEER)", members).kind == Kind::kNotMet);
  CHECK(JudgeRequirements("personnel(CUNNING<7)", members).kind == Kind::kMet);
  CHECK(JudgeRequirements("personnel(CUNNING<6)", members).kind == Kind::kNotMet);
  // "<" is read for one personnel only: a team total "INTEGRITY<21" stays the table's word.
  CHECK(JudgeRequirements("INTEGRITY<21", members).kind == Kind::kUnknown);
  CHECK(JudgeRequirements("personnel(hand weapon)", members).kind == Kind::kUnknown);
  CHECK(JudgeRequirements("no(OFFICER)", members).kind == Kind::kMet);
  CHECK(JudgeRequirements("no(ENGINEER)", members).kind == Kind::kNotMet);
  CHECK(JudgeRequirements("Honor + no(Geology) OR personnel(Geology x3)", members).kind ==
        Kind::kMet);
}

TEST_CASE("Dilemma abilities: \"three personnel with\" counts distinct personnel",
          "[engine][cards]") {
  for (std::string_view title : {"Rock People", "Rock People 2E (Call to Arms)"}) {
    INFO(title);
    const DilemmaReading d = Read(title);
    CHECK(d.condition == "personnel(Geology) x3 OR personnel(SCIENCE) x3");
    CHECK(d.only_rule);
    CHECK(Judge(d, {Person("SCIENCE", ""), Person("SCIENCE", ""), Person("SCIENCE", "")}) ==
          Kind::kMet);
    CHECK(Judge(d, {Person("ENGINEER", "Geology x3"), Person("SCIENCE", "")}) == Kind::kNotMet);
  }
  CHECK(Read("Faux Pas").condition == "personnel(Diplomacy) x3 OR personnel(VIP) x3");
  CHECK(Read("The Ghost of Cyrus Ramsey").condition ==
        "personnel(Transporter Skill) x3 OR personnel(MEDICAL) x3");
}

TEST_CASE("Dilemma abilities: \"a personnel with\" and \"no\" terms", "[engine][cards]") {
  const DilemmaReading leak = Read("Invidium Leak");
  CHECK(leak.condition ==
        "ENGINEER x3 OR personnel(CUNNING>7 + MEDICAL) OR personnel(CUNNING>7 + Physics)");
  CHECK(leak.only_rule);
  CHECK(Judge(leak, {Person("MEDICAL", "", 5, 8)}) == Kind::kMet);
  CHECK(Judge(leak, {Person("MEDICAL", "", 5, 6), Person("OFFICER", "", 5, 9)}) == Kind::kNotMet);

  const DilemmaReading economics = Read("Incentive-Based Economics");
  CHECK(economics.condition ==
        "Honor + no(SECURITY) OR CIVILIAN + Anthropology + Diplomacy + Youth + "
        "personnel(STRENGTH<8)");
  CHECK(Judge(economics, {Person("OFFICER", "Honor")}) == Kind::kMet);
  CHECK(Judge(economics, {Person("OFFICER", "Honor"), Person("SECURITY", "")}) == Kind::kNotMet);
  CHECK(Read("The New Resistance").condition ==
        "Honor + no(OFFICER) OR Diplomacy + Leadership + Computer Skill + VIP + "
        "personnel(CUNNING<7)");

  const DilemmaReading wave = Read("Subspace Shock Wave");
  CHECK(wave.condition == "personnel(Navigation + CUNNING>7)");
  CHECK(wave.fails == Fails::kKills);
  CHECK(wave.kills == 2);
  CHECK(Judge(wave, {Person("OFFICER", "Navigation", 5, 8)}) == Kind::kMet);
  CHECK(Judge(wave, {Person("OFFICER", "Navigation", 5, 7), Person("SCIENCE", "", 5, 9)}) ==
        Kind::kNotMet);
}

TEST_CASE("Dilemma abilities: one or two personnel who each meet an \"Unless\" condition",
          "[engine][cards]") {
  const DilemmaReading game = Read("Chula: The Game");
  CHECK(game.condition == "personnel(Greed + Treachery OR Greed + CUNNING>7)");
  CHECK(game.spares);
  CHECK(game.fails == Fails::kUnread);  // "stopped until end of your next turn"
  CHECK(Judge(game, {Person("CIVILIAN", "Greed", 5, 8)}) == Kind::kMet);
  CHECK(Judge(game, {Person("CIVILIAN", "Greed", 5, 7), Person("OFFICER", "Treachery")}) ==
        Kind::kNotMet);

  const DilemmaReading god = Read("God");
  CHECK(god.condition == "personnel(INTEGRITY>7) x2");
  CHECK(Judge(god, {Person("OFFICER", "", 8), Person("OFFICER", "", 9)}) == Kind::kMet);
  CHECK(Judge(god, {Person("OFFICER", "", 8), Person("OFFICER", "", 7)}) == Kind::kNotMet);
  CHECK(Read("Portal Guard").condition == "personnel(CUNNING>7 OR Honor)");
  CHECK(Read("DNA Analysis 2E").condition == "personnel(MEDICAL x2) OR personnel(SCIENCE x2)");
}

TEST_CASE("Dilemma abilities: a list before the comma that ends an \"Unless\" condition",
          "[engine][cards]") {
  const DilemmaReading d = Read("Cardassian Processing");
  CHECK(d.condition ==
        "Diplomacy + Honor + Transporter Skill + CUNNING>30 OR Law + SECURITY + STRENGTH>40");
  CHECK(d.fails == Fails::kUnread);  // "is captured"
  CHECK(Read("Justice or Vengeance").condition ==
        "SECURITY x2 + Anthropology OR Honor + Exobiology + INTEGRITY>32");
  // Parentheses group alternatives inside a sum.
  CHECK(Read("Sabotaged Reactor 2E").condition ==
        "(Astrophysics OR Stellar Cartography) + ENGINEER + Navigation OR Leadership + OFFICER + "
        "CUNNING>28");
  // "Engineer" after a comma is a term spelled otherwise than the lists: the condition does not
  // end there, and is not read.
  CHECK(Read("Graviton Ellipse 2E").condition.empty());
}

TEST_CASE("Dilemma abilities: what follows a \"To get past requires\" that leaves it standing",
          "[engine][cards]") {
  for (std::string_view title : {"Crippling Injury", "Hazardous Duty", "War Games", "Forsaken",
                                 "Personal Duty", "Picking Up the Pieces", "Mimetic Simbiot"}) {
    INFO(title);
    const DilemmaReading d = Read(title);
    CHECK_FALSE(d.condition.empty());
    CHECK(d.fails == Fails::kStopped);
    CHECK_FALSE(d.spares);  // what happens to a team that gets past is the table's word
    CHECK_FALSE(d.only_rule);
  }
  CHECK(Read("Hazardous Duty").condition == "OFFICER x2");
  CHECK(Read("Picking Up the Pieces").condition == "Geology OR Computer Skill");
  // Nullifying, doubling or a further way to get past change the condition: not read.
  for (std::string_view title :
       {"Close That Door!", "Between Duty and Respect 2E (To Boldly Go)", "Blended"}) {
    INFO(title);
    CHECK(Read(title).condition.empty());
  }
}

TEST_CASE(
    "Dilemma abilities: [DQ] thresholds and [P]/[S] alternatives read as what is owed "
    "everywhere",
    "[engine][cards]") {
  const DilemmaReading flim = Read("Flim-Flam Artist");
  CHECK(flim.condition == "Diplomacy + Computer Skill x2 OR Law + CUNNING>32");
  CHECK(flim.fails == Fails::kStopped);
  CHECK_FALSE(flim.spares);  // at a [DQ] mission CUNNING>50: meeting CUNNING>32 spares no one
  CHECK(Judge(flim, {Person("OFFICER", "Law", 5, 33)}) == Kind::kMet);
  CHECK(Judge(flim, {Person("OFFICER", "Law", 5, 32)}) == Kind::kNotMet);
  CHECK(Read("Divided Loyalties").condition == "CUNNING>20");
  CHECK(Read("Shuttle Crash").condition == "Navigation x2 + (CUNNING>45 OR STRENGTH>45)");
  // "Navigation and Stellar Cartography (at [S])": the mark may bind one term only.
  CHECK(Read("Dark Matter Pockets").condition.empty());
  // "... opponent may download to here {Selok} or a Romulan with an infiltration icon.": one who
  // may join the team before the condition is judged.
  CHECK(Read("Undercover Agent").condition.empty());
}

TEST_CASE("Dilemma abilities: sentences around an \"Unless\" that stop no one it spares",
          "[engine][cards]") {
  const DilemmaReading assault = Read("Disgraceful Assault");
  CHECK(assault.condition == "SECURITY x2 + Transporter Skill");
  CHECK(assault.spares);
  CHECK(assault.fails == Fails::kKills);
  CHECK(assault.kills == 1);
  CHECK(Read("Promethean Quartz").fails == Fails::kStopped);
  // A way out of the consequence, or more of it for the one selected: the condition is read,
  // what a team that fails it is owed is the table's word.
  for (std::string_view title : {"Under Pressure 2E", "Psionic Attack 2E", "Bleeding to Death 2E",
                                 "Untrustworthy Associate"}) {
    INFO(title);
    const DilemmaReading d = Read(title);
    CHECK_FALSE(d.condition.empty());
    CHECK(d.spares);
    CHECK(d.fails == Fails::kUnread);
  }
}

TEST_CASE("Dilemma abilities: a dilemma placed on its mission, which then cannot be attempted",
          "[engine][cards]") {
  CHECK(PlacedForbidsAttempts(Card("Friendly Fire")) ==
        "place dilemma on this mission (or this {Empok Nor}); it cannot be attempted or scouted.");
  CHECK(PlacedForbidsAttempts(Card("Linguistic Legerdemain")) ==
        "place on mission; it cannot be attempted.");
  // Some may still attempt it, or another card may nullify it: left to the table.
  CHECK(PlacedForbidsAttempts(Card("Dead End")).empty());
  CHECK(PlacedForbidsAttempts(Card("Experience Bij!")).empty());
  CHECK(PlacedForbidsAttempts(Card("Scientific Method")).empty());
}

TEST_CASE("Dilemma abilities: victims killed at random, and the seed's selection of them",
          "[engine][cards]") {
  using stardate::engine::stccg::KillsAtRandom;
  using stardate::engine::stccg::RandomVictims;
  CHECK(KillsAtRandom(Read("Astral Eddy")));              // "one crew member (random selection)"
  CHECK_FALSE(KillsAtRandom(Read("Chalnoth")));           // "(opponent's choice)"
  CHECK_FALSE(KillsAtRandom(Read("Subspace Fracture")));  // the entire crew
  const std::vector<uint32_t> two = RandomVictims(3, 40, 5, 2);
  REQUIRE(two.size() == 2);
  CHECK(two[0] != two[1]);
  CHECK(two == RandomVictims(3, 40, 5, 2));       // the seed and the event decide them
  CHECK(RandomVictims(3, 40, 1, 2).size() == 1);  // no more than the team
}

namespace {

using stardate::engine::stccg::CountSkill;

Kind Judge(std::string_view requirement, std::vector<std::string_view> titles) {
  std::vector<const CardFacts*> team;
  for (std::string_view t : titles) team.push_back(&Card(t));
  return JudgeRequirements(requirement, team).kind;
}

}  // namespace

TEST_CASE("A skill a special skill's sentence names is not counted as the personnel's own",
          "[stccg][requirements]") {
  // "V.I.P. MEDICAL Exobiology Cantankerousness Other MEDICAL are CUNNING +3 where present."
  CHECK(CountSkill(Card("Admiral McCoy"), "MEDICAL").listed == 1);
  CHECK(CountSkill(Card("Admiral McCoy"), "MEDICAL").mentioned == 1);
  // "MEDICAL MEDICAL Exobiology x 2 Biology Once per game, may nullify a dilemma requiring
  // MEDICAL where present.": two listed, one in the sentence.
  CHECK(CountSkill(Card("Dr. McCoy"), "MEDICAL").listed == 2);
  CHECK(CountSkill(Card("Dr. McCoy"), "Exobiology").listed == 2);
  // "SECURITY STRENGTH +1 for each opposing SECURITY personnel present. Leadership Computer
  // Skill Law": the skills after the sentence's end are listed.
  CHECK(CountSkill(Card("Sheriff Worf"), "SECURITY").listed == 1);
  CHECK(CountSkill(Card("Sheriff Worf"), "Computer Skill").listed == 1);
  CHECK(CountSkill(Card("Sheriff Worf"), "Law").listed == 1);
}

TEST_CASE("A requirement only a special skill's sentence could make up is left to the table",
          "[stccg][requirements]") {
  // Admiral McCoy alone: one MEDICAL listed, the second only named in his special skill.
  CHECK(Judge("MEDICAL x2", {"Admiral McCoy"}) == Kind::kUnknown);
  CHECK(Judge("MEDICAL", {"Admiral McCoy"}) == Kind::kMet);
  CHECK(Judge("MEDICAL x2", {"Admiral McCoy", "Dr. McCoy"}) == Kind::kMet);
  // Nobody names a third Exobiology anywhere: not met.
  CHECK(Judge("Exobiology x4", {"Admiral McCoy", "Dr. McCoy"}) == Kind::kNotMet);
}

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
  CHECK(Judge(staff, {Member("Drone;")}) == Kind::kUnknown);
  CHECK(Judge(staff, {Member("Human; Male;")}) == Kind::kNotMet);
  CHECK(Judge(staff, {Member("Human; Female;")}) == Kind::kMet);
  // "Soong-Type android" as Malfunctioning Door prints it is the lists' "Soong-type android".
  const DilemmaReading door = Read("Malfunctioning Door");
  CHECK(door.condition == "personnel(keyword(Soong-type android)) OR STRENGTH>27 from up to 4");
  CHECK(JudgeCards(door, {"Data"}) == Kind::kMet);
  // "A Nurse": Medical Crisis's last sentence, after the one selected is stopped.
  const DilemmaReading crisis = Read("Medical Crisis");
  CHECK(crisis.condition == "Biology x2 + (MEDICAL x2 OR personnel(keyword(Nurse)))");
  CHECK(Judge(crisis, {Member("Human; Female; Nurse;")}) == Kind::kNotMet);  // no Biology
}

TEST_CASE("Dilemma abilities: the total of the members who show the most, and total attributes",
          "[engine][cards]") {
  const DilemmaReading door = Read("Malfunctioning Door");
  // Four of five personnel with STRENGTH 7 total 28: the fifth adds nothing to "up to four".
  const std::vector<CardFacts> strong{
      Member("Human; Male;", 5, 5, 7), Member("Human; Male;", 5, 5, 7),
      Member("Human; Male;", 5, 5, 7), Member("Human; Male;", 5, 5, 7)};
  CHECK(Judge(door, strong) == Kind::kMet);
  std::vector<CardFacts> weak(5, Member("Human; Male;", 5, 5, 6));  // 24 from four
  CHECK(Judge(door, weak) == Kind::kNotMet);

  CHECK(Read("Clan People").condition == "{Kai Opaka} OR CUNNING>38 from up to 5");
  const DilemmaReading boat = Read("Row, Row, Row your Boat");
  CHECK(boat.condition == "Music x2 OR ATTRIBUTES>63 from up to 3");
  CHECK(Judge(boat, std::vector<CardFacts>(3, Member("Human;", 7, 7, 8))) == Kind::kMet);
  CHECK(Judge(boat, std::vector<CardFacts>(4, Member("Human;", 7, 7, 7))) == Kind::kNotMet);

  const DilemmaReading mask = Read("The Clown: Beneath the Mask");
  CHECK(mask.condition == "personnel(ATTRIBUTES>23)");
  CHECK(mask.only_rule);
  CHECK(Judge(mask, {Member("Human;", 8, 8, 8)}) == Kind::kMet);
  CHECK(Judge(mask, {Member("Human;", 8, 8, 7), Member("Human;", 8, 8, 7)}) == Kind::kNotMet);
}

TEST_CASE("Dilemma abilities: \"must have\" conditions, and each of several members",
          "[engine][cards]") {
  const DilemmaReading maglock = Read("Maglock");
  CHECK(maglock.condition == "personnel(OFFICER + STRENGTH>5) x3");
  CHECK(maglock.only_rule);
  std::vector<CardFacts> officers(3, Member("Human;", 5, 5, 6));
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
