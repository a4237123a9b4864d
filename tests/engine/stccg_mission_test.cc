// Mission attempts, dilemmas, solving, scoring and the end of the game (base rules sections 1
// and 11; 003 "Seeding Duplicate Cards").
#include <catch2/catch.hpp>

#include <array>
#include <sstream>

#include "engine/stccg/mission_requirements.h"
#include "engine/stccg/rules/battle.h"
#include "engine/stccg/rules/download.h"
#include "engine/stccg/rules/effect.h"
#include "engine/stccg/rules/mission.h"
#include "engine/stccg/rules/move.h"
#include "engine/stccg/rules/personnel_battle.h"
#include "engine/stccg/rules/score.h"
#include "engine/stccg/rules/turn.h"
#include "tests/support/table.h"

using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;
using stardate::engine::stccg::CardFacts;
using stardate::engine::stccg::CardPool;
using stardate::engine::stccg::JudgeRequirements;
using stardate::engine::stccg::RequirementVerdict;
using stardate::engine::stccg::Zone;

namespace {

// Alice's Federation Outpost stands at Investigate Rogue Comet (Archaeology + Exobiology +
// Computer Skill); Bob seeded two space dilemmas beneath it. Her seven draw cards are her
// opening hand.
std::string MissionHeader(const std::string& extra = "") {
  std::ostringstream s;
  s << "game stccg1e\nseed 3\nrandomness seed\n"
    << extra << "pool \"" << stardate::testing::PoolPath() << "\"\n"
    << "player Alice\n  seed \"Investigate Rogue Comet\"\n  seed \"Study Nebula\"\n"
       "  seed \"Evacuation\"\n  seed \"Federation Outpost\"\n"
       "  draw \"Data\"\n  draw \"Jadzia Dax\"\n  draw \"Runabout\"\n  draw \"Geordi La Forge\"\n"
       "player Bob\n  seed \"Garak Has Some Issues\" x2\n  seed \"Ancient Computer\"\n---\n";
  return s.str();
}

void Act(Table& t, const std::string& line) { t.Act(line); }

// Seeds, reports Data, Dax and the Runabout over turns 1-5, boards both and undocks: on turn 5
// the Runabout and its crew are at the mission, ready to attempt it.
void CrewAtMission(Table& t) {
  t.Legal({"Alice seeds mission \"Investigate Rogue Comet\"",
           "Alice seeds mission \"Study Nebula\"", "Alice seeds mission \"Evacuation\"",
           "Bob seeds dilemma \"Garak Has Some Issues\" under \"Investigate Rogue Comet\"",
           "Bob seeds dilemma \"Ancient Computer\" under \"Investigate Rogue Comet\"",
           "Alice seeds facility \"Federation Outpost\" at \"Investigate Rogue Comet\"",
           "turn 1 Alice"});
  Act(t, "Alice reports \"Data\" to \"Federation Outpost\"");
  t.Legal({"turn 2 Bob", "turn 3 Alice"});
  Act(t, "Alice reports \"Jadzia Dax\" to \"Federation Outpost\"");
  t.Legal({"turn 4 Bob", "turn 5 Alice"});
  Act(t, "Alice reports \"Runabout\" to \"Federation Outpost\"");
  Act(t, "Alice beams \"Data\", \"Jadzia Dax\" to \"Runabout\"");
  Act(t, "Alice undocks \"Runabout\"");
}

// The Runabout's crew attempts Investigate Rogue Comet and gets past both seed cards.
void AttemptPastBoth(Table& t) {
  Act(t, "Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
  t.Legal({"Alice encounters overcome \"Garak Has Some Issues\"",
           "Alice encounters overcome \"Ancient Computer\""});
}

}  // namespace

TEST_CASE("stccg.dilemma.order: a crew meets the seed cards in seed order and solves the mission",
          "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  Act(t, "Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
  CHECK(t.state().attempt().mission != 0);
  CHECK(t.Do("Alice encounters overcome \"Garak Has Some Issues\"") == Rules{});
  CHECK(t.Do("Alice encounters overcome \"Ancient Computer\"") == Rules{});
  Act(t, "Alice solves \"Investigate Rogue Comet\"");
  CHECK(t.state().player(0).score == 30);
  CHECK(t.state().attempt().mission == 0);
  CHECK(t.state().SolvedBy(t.state().CardsByTitle("Investigate Rogue Comet")[0]) == 0);
}

TEST_CASE("stccg.dilemma.order: meeting a later seed card first is a finding", "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  Act(t, "Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
  CHECK(t.Do("Alice encounters overcome \"Ancient Computer\"") ==
        Rules{R(rules::kDilemmaOrder.id)});
}

TEST_CASE("stccg.dilemma.order: an encounter without an attempt is a finding", "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  CHECK(t.Do("Alice encounters overcome \"Garak Has Some Issues\"") ==
        Rules{R(rules::kDilemmaOrder.id)});
}

TEST_CASE("stccg.mission.solve: solving before every seed card was met is a finding",
          "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  Act(t, "Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
  t.Legal({"Alice encounters overcome \"Garak Has Some Issues\""});
  CHECK(t.Do("Alice solves \"Investigate Rogue Comet\"") == Rules{R(rules::kMissionSolve.id)});
}

TEST_CASE("stccg.mission.solve: points other than the point box shows are a finding",
          "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  AttemptPastBoth(t);
  CHECK(t.Do("Alice solves \"Investigate Rogue Comet\" 40") == Rules{R(rules::kMissionSolve.id)});
}

TEST_CASE("stccg.mission.requirements: a crew without Archaeology does not solve the mission",
          "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  Act(t, "Alice beams \"Jadzia Dax\" to \"Federation Outpost\"");
  AttemptPastBoth(t);
  CHECK(t.Do("Alice solves \"Investigate Rogue Comet\"") ==
        Rules{R(rules::kMissionRequirements.id)});
}

TEST_CASE("stccg.stopped: a stopped crew attempts nothing and beams nowhere that turn",
          "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  Act(t, "Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
  t.Legal({"Alice encounters stopped \"Garak Has Some Issues\""});
  CHECK(t.state().attempt().mission == 0);
  CHECK(t.Do("Alice beams \"Data\" to \"Federation Outpost\"") == Rules{R(rules::kStopped.id)});
  t.Legal({"Bob passes", "Alice passes"});
  CHECK(t.Do("Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"") ==
        Rules{R(rules::kStopped.id)});
}

TEST_CASE(
    "stccg.stopped: stopped cards act again the next turn and the replaced dilemma is met "
    "first",
    "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  Act(t, "Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
  t.Legal({"Alice encounters stopped \"Garak Has Some Issues\"", "turn 6 Bob", "turn 7 Alice"});
  Act(t, "Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
  CHECK(t.Do("Alice encounters overcome \"Garak Has Some Issues\"") == Rules{});
  CHECK(t.Do("Alice encounters overcome \"Ancient Computer\"") == Rules{});
  Act(t, "Alice solves \"Investigate Rogue Comet\"");
}

TEST_CASE("stccg.dilemma.personnel: a dilemma stops or kills only members of the attempting team",
          "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  Act(t, "Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"");
  CHECK(t.Do("Alice encounters killed \"Garak Has Some Issues\", \"Data\"") == Rules{});
  CHECK(t.state().card(t.state().CardsByTitle("Data")[0]).zone == Zone::kDiscard);
  CHECK(t.Do("Alice encounters stopped \"Ancient Computer\", \"Geordi La Forge\"") ==
        Rules{R(rules::kDilemmaPersonnel.id)});
}

TEST_CASE("stccg.attempt.team: a space mission is attempted by the crew of a ship there",
          "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  CHECK(t.Do("Alice attempts \"Investigate Rogue Comet\"") == Rules{R(rules::kAttemptTeam.id)});
}

TEST_CASE("stccg.dock.no-mission-attempt: a docked ship's crew does not attempt a mission",
          "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  Act(t, "Alice docks \"Runabout\" at \"Federation Outpost\"");
  SECTION("rejected: attempted from the ship while docked") {
    CHECK(t.Do("Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"") ==
          Rules{R(rules::kDockedNoMissionAttempt.id)});
  }
  SECTION("accepted: attempted once the ship has undocked") {
    Act(t, "Alice undocks \"Runabout\"");
    CHECK(t.Do("Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"") == Rules{});
  }
}

TEST_CASE("stccg.mission.solved-once: a solved mission is not attempted again",
          "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  AttemptPastBoth(t);
  Act(t, "Alice solves \"Investigate Rogue Comet\"");
  t.Legal({"turn 6 Bob", "turn 7 Alice"});
  CHECK(t.Do("Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"") ==
        Rules{R(rules::kMissionSolvedOnce.id)});
}

TEST_CASE("stccg.seed.unique-per-mission: one copy per player under a mission",
          "[stccg][mission]") {
  Table t(MissionHeader());
  t.Legal({"Alice seeds mission \"Investigate Rogue Comet\"",
           "Bob seeds dilemma \"Garak Has Some Issues\" under \"Investigate Rogue Comet\""});
  CHECK(t.Do("Bob seeds dilemma \"Garak Has Some Issues\" under \"Investigate Rogue Comet\"") ==
        Rules{R(rules::kSeedUniquePerMission.id)});
}

TEST_CASE("stccg.game.result: a concession against the header's recorded result is a finding",
          "[stccg][mission]") {
  SECTION("recorded winner differs") {
    Table t(MissionHeader("meta result \"Bob\"\n"));
    CrewAtMission(t);
    CHECK(t.Do("Bob concedes") == Rules{R(rules::kGameResult.id)});
    CHECK(t.state().result() == 0);
  }
  SECTION("recorded winner agrees") {
    Table t(MissionHeader("meta result \"Alice\"\n"));
    CrewAtMission(t);
    CHECK(t.Do("Bob concedes") == Rules{});
  }
}

TEST_CASE("stccg.game.result: 100 points end the game and nothing may follow", "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  AttemptPastBoth(t);
  Act(t, "Alice solves \"Investigate Rogue Comet\" 30");
  CHECK(t.Do("Alice scores \"Runabout\" 70") == Rules{});
  CHECK(t.state().core().game_over);
  CHECK(t.state().result() == 0);
  CHECK(t.state().bonus_points(0) == 70);
  // Said once, and the action is still judged: the Runabout is not docked.
  CHECK(t.Do("Alice undocks \"Runabout\"") == Rules{"core.game.over", R(rules::kDockShip.id)});
}

TEST_CASE(
    "core.game.over: the first event past the end is flagged once; the rest is judged as the "
    "table played it",
    "[stccg][mission]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  CHECK(t.Do("Alice scores \"Runabout\" 100") == Rules{});
  REQUIRE(t.state().core().game_over);
  CHECK(t.Do("Alice scores \"Runabout\" 1") == Rules{"core.game.over"});
  CHECK(t.state().core().past_end);
  // Later events are no longer game-over findings: each is judged by its own rules.
  CHECK(t.Do("Alice scores \"Runabout\" 1") == Rules{});
  CHECK(t.Do("Alice flies \"Data\" to \"Investigate Rogue Comet\"") ==
        Rules{R(rules::kFlyShip.id)});
}

TEST_CASE("JudgeRequirements reads skills, counts, attribute totals, alternatives and names",
          "[stccg][mission]") {
  const auto& pool = CardPool::Shipped();
  REQUIRE(pool.ok());
  const CardFacts* data = pool->Find("Data");
  const CardFacts* dax = pool->Find("Jadzia Dax");
  REQUIRE(data != nullptr);
  REQUIRE(dax != nullptr);
  std::vector<const CardFacts*> team{data, dax};
  using K = RequirementVerdict::Kind;
  CHECK(JudgeRequirements("Archaeology + Exobiology + Computer Skill", team).kind == K::kMet);
  CHECK(JudgeRequirements("Computer Skill x2 + Navigation x2", team).kind == K::kMet);
  RequirementVerdict v = JudgeRequirements("Computer Skill x3", team);
  CHECK(v.kind == K::kNotMet);
  CHECK(v.missing == "Computer Skill x3 (have 2)");
  CHECK(JudgeRequirements("CUNNING>20 + STRENGTH>30", team).kind == K::kNotMet);
  CHECK(JudgeRequirements("Diplomacy x3 OR {Data}", team).kind == K::kMet);
  CHECK(JudgeRequirements("SCIENCE + (Leadership OR OFFICER) Game text here.", team).kind ==
        K::kMet);
  CHECK(JudgeRequirements("Landed ship + Geology", team).kind == K::kNotMet);
  CHECK(JudgeRequirements("Landed ship + SCIENCE", team).kind == K::kUnknown);
}

TEST_CASE("stccg.effect.stated: a stated stop, move and kill are applied to the cards named",
          "[stccg][effect]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  const auto& s = t.state();
  const uint16_t data = s.CardsByTitle("Data")[0];
  const uint16_t dax = s.CardsByTitle("Jadzia Dax")[0];
  CHECK(t.Do("Alice states stops \"Federation Outpost\", \"Data\"") == Rules{});
  CHECK(s.Stopped(data));
  CHECK(t.Do("Alice states unstops \"Federation Outpost\", \"Data\"") == Rules{});
  CHECK_FALSE(s.Stopped(data));
  CHECK(t.Do("Alice states moves \"Runabout\", \"Data\" to \"Federation Outpost\"") == Rules{});
  CHECK(s.card(data).zone == Zone::kAboard);
  CHECK(t.Do("Alice states kills \"Federation Outpost\", \"Jadzia Dax\"") == Rules{});
  CHECK(s.card(dax).zone == Zone::kDiscard);
  CHECK(s.TakenOnTableWord(t.events().back()));
}

TEST_CASE("stccg.effect.stated: a cause in a hand or a card not in play is a finding",
          "[stccg][effect]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  CHECK(t.Do("Alice states kills \"Geordi La Forge\", \"Data\"") ==
        Rules{R(rules::kEffectStated.id)});
  CHECK(t.Do("Alice states damages \"Runabout\", \"Data\"") == Rules{R(rules::kEffectStated.id)});
  CHECK(t.Do("Alice states moves \"Runabout\", \"Jadzia Dax\"") ==
        Rules{R(rules::kEffectStated.id)});
}

namespace {

// Bob's Klingon Outpost stands at Khitomer Research; Alice's Runabout brings Julian Bashir
// (STRENGTH 5) there on turn 3, and on turn 4 Bob beams Gowron (Leadership, STRENGTH 9) and
// Kromm (STRENGTH 8) down to the planet.
void ReadyForBattle(Table& t) {
  t.Legal({"Alice seeds mission \"Evacuation\"", "Bob seeds mission \"Khitomer Research\"",
           "Alice seeds facility \"Federation Outpost\" at \"Evacuation\"",
           "Bob seeds facility \"Klingon Outpost\" at \"Khitomer Research\"", "turn 1 Alice"});
  Act(t, "Alice reports \"Runabout\" to \"Federation Outpost\"");
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Gowron\" to \"Klingon Outpost\"");
  t.Legal({"turn 3 Alice"});
  Act(t, "Alice reports \"Julian Bashir\" to \"Federation Outpost\"");
  Act(t, "Alice beams \"Julian Bashir\" to \"Runabout\"");
  Act(t, "Alice undocks \"Runabout\"");
  Act(t, "Alice flies \"Runabout\" to \"Khitomer Research\"");
  Act(t, "Alice beams \"Julian Bashir\" to \"Khitomer Research\"");
  t.Legal({"turn 4 Bob"});
  Act(t, "Bob reports \"Kromm\" to \"Klingon Outpost\"");
  Act(t, "Bob beams \"Gowron\", \"Kromm\" to \"Khitomer Research\"");
}

std::string BattleHeader() {
  std::ostringstream s;
  s << "game stccg1e\nseed 1\nrandomness seed\npool \"" << stardate::testing::PoolPath() << "\"\n"
    << "player Alice\n  seed \"Evacuation\"\n  seed \"Federation Outpost\"\n"
       "  draw \"Runabout\"\n  draw \"Julian Bashir\"\n"
       "player Bob\n  seed \"Khitomer Research\"\n  seed \"Klingon Outpost\"\n"
       "  draw \"Gowron\"\n  draw \"Kromm\"\n---\n";
  return s.str();
}

}  // namespace

TEST_CASE(
    "stccg.battle.personnel.strength: a stun needs higher STRENGTH, a mortal wound more "
    "than double, and the wounded dies",
    "[stccg][personnel-battle]") {
  Table t(BattleHeader());
  ReadyForBattle(t);
  Act(t, "Bob attacks \"Gowron\", \"Kromm\" at \"Khitomer Research\"");
  const uint16_t gowron = t.state().CardsByTitle("Gowron")[0];
  CHECK(t.state().Stopped(gowron));
  SECTION("a stun by higher STRENGTH") {
    CHECK(t.Do("Bob stuns \"Gowron\", \"Julian Bashir\"") == Rules{});
    CHECK(t.Do("Bob stuns \"Kromm\", \"Julian Bashir\"") ==
          Rules{R(rules::kBattlePersonnelStrength.id)});  // already out of the battle
  }
  SECTION("a mortal wound without double STRENGTH") {
    CHECK(t.Do("Bob wounds \"Kromm\", \"Julian Bashir\"") ==
          Rules{R(rules::kBattlePersonnelStrength.id)});
    CHECK(t.state().Owed().size() == 1);
    CHECK(t.Do("Alice loses \"Julian Bashir\"") == Rules{});
  }
  SECTION("the weaker side stuns no one") {
    CHECK(t.Do("Alice stuns \"Julian Bashir\", \"Kromm\"") ==
          Rules{R(rules::kBattlePersonnelStrength.id)});
  }
}

TEST_CASE("stccg.battle.personnel.initiation: attackers are at the place, and so is the enemy",
          "[stccg][personnel-battle]") {
  Table t(BattleHeader());
  ReadyForBattle(t);
  // Gowron and Kromm are not at Evacuation, and no one of Alice's is.
  CHECK(t.Do("Bob attacks \"Gowron\", \"Kromm\" at \"Evacuation\"") ==
        Rules(3, R(rules::kBattlePersonnelInitiation.id)));
}

TEST_CASE("stccg.battle.leader: a personnel force without a leader does not attack",
          "[stccg][personnel-battle]") {
  Table t(BattleHeader());
  ReadyForBattle(t);
  CHECK(t.Do("Bob attacks \"Kromm\" at \"Khitomer Research\"") ==
        Rules{R(rules::kBattleLeader.id)});
}

TEST_CASE("stccg.battle.federation: a Federation Away Team does not attack Klingons",
          "[stccg][personnel-battle]") {
  Table t(BattleHeader());
  ReadyForBattle(t);
  t.Legal({"turn 5 Alice"});
  CHECK(t.Do("Alice attacks \"Julian Bashir\" at \"Khitomer Research\"") ==
        Rules{R(rules::kBattleLeader.id), R(rules::kBattleFederation.id)});
}

TEST_CASE("stccg.download.source: a DL/ card downloads its target from hand, played at once",
          "[stccg][download]") {
  std::ostringstream h;
  h << "game stccg1e\nseed 1\nrandomness seed\npool \"" << stardate::testing::PoolPath() << "\"\n"
    << "player Alice\n  seed \"Evacuation\"\n  seed \"Federation Outpost\"\n"
       "  draw \"Julian Bashir\"\n  draw \"Kukalaka\"\n  draw \"Data\"\nplayer Bob\n---\n";
  Table t(h.str());
  t.Legal({"Alice seeds mission \"Evacuation\"",
           "Alice seeds facility \"Federation Outpost\" at \"Evacuation\"", "turn 1 Alice"});
  Act(t, "Alice reports \"Julian Bashir\" to \"Federation Outpost\"");
  CHECK(t.Do("Alice downloads \"Julian Bashir\"") == Rules{R(rules::kDownloadInitiation.id)});
  CHECK(t.Do("Alice downloads \"Julian Bashir\", \"Kukalaka\" to \"Federation Outpost\"") ==
        Rules{});
  const uint16_t kukalaka = t.state().CardsByTitle("Kukalaka")[0];
  CHECK(t.state().card(kukalaka).zone == Zone::kAboard);
  CHECK(t.state().player(0).card_plays == 1);  // the report's; the download used none
  CHECK(t.Do("Alice downloads \"Julian Bashir\", \"Data\" to \"Federation Outpost\"") ==
        Rules{R(rules::kDownloadSource.id)});
}

TEST_CASE("stccg.game.result: the turn's card draw that empties both draw decks ends the game",
          "[stccg][mission]") {
  std::ostringstream h;
  h << "game stccg1e\nseed 1\nrandomness table\nmeta result \"Bob\"\npool \""
    << stardate::testing::PoolPath() << "\"\n"
    << "player Alice\n  seed \"Evacuation\"\n  draw \"Tricorder\" x8\n"
       "player Bob\n  draw \"Tricorder\" x7\n---\n";
  Table t(h.str());
  t.Legal({"Alice seeds mission \"Evacuation\"", "turn 1 Alice"});
  // Alice's eighth card is her turn's draw; Bob's deck was emptied by his opening hand.
  CHECK(t.Do("Alice draws") == Rules{R(rules::kGameResult.id)});  // the header says Bob won
  CHECK(t.state().core().game_over);
  CHECK(t.state().result() == stardate::engine::stccg::kDrawn);  // 0 to 0
}

TEST_CASE(
    "stccg.game.result: bonus points past 100 end the game; later scores are flagged and "
    "applied as the table wrote them",
    "[stccg][effect]") {
  Table t(MissionHeader());
  CrewAtMission(t);
  CHECK(t.Do("Alice scores \"Runabout\" 1000") == Rules{});
  CHECK(t.state().core().game_over);
  CHECK(t.Do("Alice scores \"Runabout\" 1000") == Rules{"core.game.over"});
  CHECK(t.state().player(0).score == 2000);
  CHECK(t.state().bonus_points(0) == 2000);
  CHECK(t.state().result() == 0);
}

TEST_CASE(
    "stccg.mission.fair-play: Fair Play answers a solving, not an attempt, and prevents "
    "the solve",
    "[stccg][mission]") {
  std::string header = MissionHeader();
  header.replace(header.find("  seed \"Investigate Rogue Comet\"\n"), 34, "");
  header.insert(header.find("player Bob\n") + 11,
                "  seed \"Investigate Rogue Comet\"\n  draw \"Fair Play\"\n");
  Table t(header);
  t.Legal({"Bob seeds mission \"Investigate Rogue Comet\"", "Alice seeds mission \"Study Nebula\"",
           "Alice seeds mission \"Evacuation\"",
           "Bob seeds dilemma \"Garak Has Some Issues\" under \"Investigate Rogue Comet\"",
           "Alice seeds facility \"Federation Outpost\" at \"Investigate Rogue Comet\"",
           "turn 1 Alice"});
  Act(t, "Alice reports \"Data\" to \"Federation Outpost\"");
  t.Legal({"turn 2 Bob", "turn 3 Alice"});
  Act(t, "Alice reports \"Jadzia Dax\" to \"Federation Outpost\"");
  t.Legal({"turn 4 Bob", "turn 5 Alice"});
  Act(t, "Alice reports \"Runabout\" to \"Federation Outpost\"");
  Act(t, "Alice beams \"Data\", \"Jadzia Dax\" to \"Runabout\"");
  Act(t, "Alice undocks \"Runabout\"");
  REQUIRE(t.Do("Alice attempts \"Investigate Rogue Comet\" from \"Runabout\"") == Rules{});
  SECTION("no response to the attempt") {
    CHECK(t.Do("Bob plays \"Fair Play\"") == Rules{R(rules::kResponseInterrupt.id)});
  }
  SECTION("a response to the solving, which scores nothing") {
    t.Legal({"Bob passes", "Alice passes", "Alice encounters overcome \"Garak Has Some Issues\"",
             "Alice solves \"Investigate Rogue Comet\""});
    CHECK(t.Do("Bob plays \"Fair Play\"") == Rules{});
    t.Legal({"Alice passes", "Bob passes", "resolves", "Alice passes", "Bob passes"});
    CHECK(t.state().player(0).score == 0);
    CHECK(t.state().SolvedBy(t.state().CardsByTitle("Investigate Rogue Comet")[0]) == -1);
  }
}

// --- The end of a personnel battle: the winner and the losing side's random casualty (base
// rules section 7), and battles against intruders (003 "Crew vs. Away Team").

TEST_CASE(
    "stccg.battle.personnel.casualty: under the seed the engine selects the losing side's "
    "casualty, whose death the table writes",
    "[stccg][personnel-battle]") {
  Table t(BattleHeader());
  ReadyForBattle(t);
  Act(t, "Bob attacks \"Gowron\", \"Kromm\" at \"Khitomer Research\"");
  const uint16_t bashir = t.state().CardsByTitle("Julian Bashir")[0];
  CHECK(t.state().BattleWinner() == 1);  // STRENGTH 9 + 8 against 5
  CHECK(t.Do("Bob stuns \"Gowron\", \"Julian Bashir\"") == Rules{});
  CHECK(t.state().BattleStrength() == std::array<int32_t, 2>{0, 17});
  // A stunned personnel is still a candidate: only the mortally wounded are not.
  CHECK(t.state().CasualtyChoices() == std::vector<uint16_t>{bashir});
  CHECK(t.Do("Bob ends battle \"Khitomer Research\"") == Rules{});
  const auto& end = t.events().back();
  CHECK(end.cards == std::vector<uint16_t>{bashir});
  CHECK(end.random == std::vector<uint32_t>{0});
  CHECK(t.state().personnel_battle().location == 0);
  CHECK(t.state().Owed().size() == 1);
  CHECK(t.Do("Alice loses \"Julian Bashir\"") == Rules{});
}

TEST_CASE(
    "stccg.battle.personnel.casualty: a casualty who is not of the losing side, or none "
    "at a table, is a finding",
    "[stccg][personnel-battle]") {
  SECTION("the winner's own personnel named") {
    Table t(BattleHeader());
    ReadyForBattle(t);
    Act(t, "Bob attacks \"Gowron\", \"Kromm\" at \"Khitomer Research\"");
    CHECK(t.Do("Bob ends battle \"Khitomer Research\", \"Kromm\"") ==
          Rules{R(rules::kBattlePersonnelCasualty.id)});
  }
  SECTION("no battle under way there") {
    Table t(BattleHeader());
    ReadyForBattle(t);
    CHECK(t.Do("Bob ends battle \"Khitomer Research\"") ==
          Rules{R(rules::kBattlePersonnelCasualty.id)});
  }
  std::string table = BattleHeader();
  table.replace(table.find("randomness seed"), 15, "randomness table");
  SECTION("at a table the casualty is the table's fact, but one is owed") {
    Table t(table);
    ReadyForBattle(t);
    Act(t, "Bob attacks \"Gowron\", \"Kromm\" at \"Khitomer Research\"");
    CHECK(t.Do("Bob ends battle \"Khitomer Research\"") ==
          Rules{R(rules::kBattlePersonnelCasualty.id)});
  }
  SECTION("at a table, the casualty named") {
    Table t(table);
    ReadyForBattle(t);
    Act(t, "Bob attacks \"Gowron\", \"Kromm\" at \"Khitomer Research\"");
    CHECK(t.Do("Bob ends battle \"Khitomer Research\", \"Julian Bashir\"") == Rules{});
    CHECK(t.events().back().random.empty());
    CHECK(t.Do("Alice loses \"Julian Bashir\"") == Rules{});
  }
}

TEST_CASE("core.random.honest: under the seed a written casualty selection must be the seed's",
          "[stccg][personnel-battle]") {
  Table t(BattleHeader());
  ReadyForBattle(t);
  Act(t, "Bob attacks \"Gowron\", \"Kromm\" at \"Khitomer Research\"");
  CHECK(t.Do("Bob ends battle \"Khitomer Research\", \"Julian Bashir\" random 1") ==
        Rules{"core.random.honest"});
}

TEST_CASE(
    "stccg.battle.personnel.initiation: the crew of a ship battles intruders aboard it, and "
    "intruders the crew",
    "[stccg][personnel-battle]") {
  Table t(BattleHeader());
  ReadyForBattle(t);
  // Bob's Gowron and Kromm go aboard Alice's Runabout (beaming there is not what is judged).
  t.Do("Bob beams \"Gowron\", \"Kromm\" to \"Runabout\"");
  t.Legal({"Alice passes", "Bob passes", "turn 5 Alice"});
  Act(t, "Alice beams \"Julian Bashir\" to \"Runabout\"");
  t.Legal({"turn 6 Bob"});
  // The intruders attack the crew aboard the ship the crew's player controls.
  CHECK(t.Do("Bob attacks \"Gowron\", \"Kromm\" at \"Runabout\"") == Rules{});
  t.Legal({"Alice passes", "Bob passes"});
  CHECK(t.state().personnel_battle().location == t.state().CardsByTitle("Runabout")[0]);
  CHECK(t.Do("Bob ends battle \"Runabout\"") == Rules{});
  CHECK(t.Do("Alice loses \"Julian Bashir\"") == Rules{});
}

TEST_CASE(
    "stccg.download.once-per-game: a special download icon downloads its card once per "
    "game per title",
    "[stccg][download]") {
  std::ostringstream h;
  h << "game stccg1e\nseed 1\nrandomness seed\npool \"" << stardate::testing::PoolPath() << "\"\n"
    << "player Alice\n  seed \"Evacuation\"\n  seed \"Federation Outpost\"\n"
       "  draw \"Julian Bashir\"\n  draw \"Kukalaka\" x2\nplayer Bob\n---\n";
  Table t(h.str());
  t.Legal({"Alice seeds mission \"Evacuation\"",
           "Alice seeds facility \"Federation Outpost\" at \"Evacuation\"", "turn 1 Alice"});
  Act(t, "Alice reports \"Julian Bashir\" to \"Federation Outpost\"");
  CHECK(t.Do("Alice downloads \"Julian Bashir\", \"Kukalaka\"#1 to \"Federation Outpost\"") ==
        Rules{});
  CHECK(t.state().special_downloads().size() == 1);
  CHECK(t.Do("Alice downloads \"Julian Bashir\", \"Kukalaka\"#2 to \"Federation Outpost\"") ==
        Rules{R(rules::kDownloadOncePerGame.id)});
}
