// The Dominion rules that fire by themselves: Jem'Hadar suicide and white deprivation
// (data/rules/003_e9f36b50e205961e.txt), as required consequences and checks.
#include <catch2/catch.hpp>

#include <sstream>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/countdown.h"
#include "engine/stccg/rules/deprivation.h"
#include "engine/stccg/rules/personnel_battle.h"
#include "tests/support/table.h"

using stardate::engine::EventKind;
using stardate::engine::stccg::CardPool;
using stardate::engine::stccg::StccgState;
using stardate::engine::stccg::Zone;
using stardate::testing::R;
using stardate::testing::Rules;
using stardate::testing::Table;
namespace rules = stardate::engine::stccg::rules;

namespace {

// Both players keep a Dominion Outpost at Rescue Founder (a Gamma Quadrant planet). Alice seeds
// Armus - Skin of Evil beneath it. `alice` and `bob` are the draw decks, dealt in the order
// given as the opening hands (the seed's draws are written, so every card is known).
std::string DominionHeader(const std::vector<std::string>& alice,
                           const std::vector<std::string>& bob,
                           const std::string& randomness = "seed") {
  std::ostringstream s;
  s << "game stccg1e\nseed 11\nrandomness " << randomness << "\npool \""
    << stardate::testing::PoolPath() << "\"\n"
    << "player Alice\n  seed \"Evacuation\"\n  seed \"Armus - Skin of Evil\"\n"
       "  seed \"Dominion Outpost\"\n";
  for (const std::string& c : alice) s << "  draw \"" << c << "\"\n";
  s << "player Bob\n  seed \"Rescue Founder\"\n  seed \"Dominion Outpost\"\n";
  for (const std::string& c : bob) s << "  draw \"" << c << "\"\n";
  s << "---\n";
  return s.str();
}

// Seeds, deals the hands and starts turn 1.
void Start(Table& t, const std::vector<std::string>& alice, const std::vector<std::string>& bob) {
  t.Legal({"Alice seeds mission \"Evacuation\"", "Bob seeds mission \"Rescue Founder\"",
           "Alice seeds dilemma \"Armus - Skin of Evil\" under \"Rescue Founder\"",
           "Alice seeds facility \"Dominion Outpost\"#1 at \"Rescue Founder\"",
           "Bob seeds facility \"Dominion Outpost\"#2 at \"Rescue Founder\""});
  for (const std::string& c : alice) t.Give("Alice", c);
  for (const std::string& c : bob) t.Give("Bob", c);
  t.Legal({"turn 1 Alice"});
}

// `line`, then both players pass: it resolves.
void Act(Table& t, const std::string& line) {
  INFO(line);
  REQUIRE(t.Do(line) == Rules{});
  const bool alice = line.rfind("Alice", 0) == 0;
  t.Legal({alice ? "Bob passes" : "Alice passes", alice ? "Alice passes" : "Bob passes"});
}

Zone ZoneOf(const Table& t, const std::string& title) {
  return t.state().card(t.state().CardByCopy(title, 1)).zone;
}

std::vector<std::string> OwedText(const Table& t) {
  std::vector<std::string> out;
  for (const auto& e : t.state().Owed()) out.push_back(t.state().EventText(e));
  return out;
}

const stardate::engine::stccg::CardFacts& Card(std::string_view title) {
  const CardPool& pool = *CardPool::Shipped();
  const auto* f = pool.Find(title);
  REQUIRE(f != nullptr);
  return *f;
}

}  // namespace

TEST_CASE(
    "stccg.dominion.jemhadar-suicide: Founders, any Odo and Jem'Hadar are read from the "
    "card list",
    "[engine][dominion]") {
  // A Founder: the characteristic, lookalikes included; any Odo follows 004 "any".
  for (std::string_view yes :
       {"Founder", "Founder Leader", "Bashir Founder", "Odo Founder", "Odo",
        "Odo (The Trouble with Tribbles)", "Curzon Odo", "Overseer Odo", "Odo (Dogs of War)"}) {
    INFO(yes);
    CHECK(StccgState::IsFounderOrAnyOdo(Card(yes)));
  }
  for (std::string_view no :
       {"Weyoun", "Mora Pol", "Rano Dake", "Yak'Talon", "Caught Red-Handed"}) {
    INFO(no);
    CHECK_FALSE(StccgState::IsFounderOrAnyOdo(Card(no)));
  }
  // Jem'Hadar: the species among the characteristics; Goran'Agar has no [KW] but is one.
  for (std::string_view yes : {"Yak'Talon", "Goran'Agar", "Ikat'ika", "Young Jem'Hadar"}) {
    INFO(yes);
    CHECK(StccgState::IsJemHadar(Card(yes)));
  }
  for (std::string_view no : {"Weyoun", "Jem'Hadar Attack Ship", "Thot Gor", "Founder"}) {
    INFO(no);
    CHECK_FALSE(StccgState::IsJemHadar(Card(no)));
  }
  CHECK(StccgState::HasWhiteIcon(Card("Yak'Talon")));
  CHECK_FALSE(StccgState::HasWhiteIcon(Card("Goran'Agar")));
  CHECK(StccgState::IsKetracelWhite(Card("Ketracel-White")));
}

// Alice's Limara'Son (with Ketracel-White, so that white deprivation leaves him be) and Bob's
// Founder and Yak'Talon stand on Rescue Founder; Bob's attempt meets Armus - Skin of Evil, which
// kills the Founder.
TEST_CASE(
    "stccg.dominion.jemhadar-suicide: a Founder's death owes the deaths of the Jem'Hadar of "
    "both players present",
    "[engine][dominion]") {
  const std::vector<std::string> alice = {"Ketracel-White", "Limara'Son", "Temo'Zuma"};
  const std::vector<std::string> bob = {"Founder", "Yak'Talon", "Weyoun"};
  Table t(DominionHeader(alice, bob));
  Start(t, alice, bob);
  Act(t, "Alice reports \"Ketracel-White\" to \"Dominion Outpost\"#1");
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Founder\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 3 Alice"});
  Act(t, "Alice reports \"Limara'Son\" to \"Dominion Outpost\"#1");
  Act(t, "Alice beams \"Limara'Son\", \"Ketracel-White\" to \"Rescue Founder\"");
  t.Legal({"turn 4 Bob"});
  CHECK(t.state().Owed().empty());  // Bob has no [KW] personnel yet
  Act(t, "Bob reports \"Yak'Talon\" to \"Dominion Outpost\"#2");
  Act(t, "Bob beams \"Founder\", \"Yak'Talon\" to \"Rescue Founder\"");
  Act(t, "Bob attempts \"Rescue Founder\"");
  REQUIRE(t.Do("Bob encounters killed \"Armus - Skin of Evil\", \"Founder\"") == Rules{});
  CHECK(OwedText(t) == std::vector<std::string>{"Limara'Son (Alice) being killed",
                                                "Yak'Talon (Bob) being killed"});
  SECTION("carried out in any order, the deaths are legal") {
    CHECK(t.Do("Bob loses \"Yak'Talon\"") == Rules{});
    CHECK(t.Do("Alice loses \"Limara'Son\"") == Rules{});
    CHECK(t.state().Owed().empty());
    CHECK(ZoneOf(t, "Limara'Son") == Zone::kDiscard);
  }
  SECTION("a log that goes on gets one finding per Jem'Hadar owed, then takes them as dead") {
    CHECK(t.Do("turn 5 Alice") ==
          Rules{R(rules::kJemHadarSuicide.id), R(rules::kJemHadarSuicide.id)});
    CHECK(ZoneOf(t, "Yak'Talon") == Zone::kDiscard);
    CHECK(ZoneOf(t, "Limara'Son") == Zone::kDiscard);
    CHECK(t.state().dominion().suicides.empty());
    CHECK(t.Do("Alice reports \"Temo'Zuma\" to \"Dominion Outpost\"#1") == Rules{});
  }
  SECTION("a Jem'Hadar's death no changeling's death owes") {
    CHECK(t.Do("Bob loses \"Yak'Talon\"") == Rules{});
    CHECK(t.Do("Alice loses \"Limara'Son\"") == Rules{});
    t.Legal({"turn 5 Alice"});
    Act(t, "Alice reports \"Temo'Zuma\" to \"Dominion Outpost\"#1");
    CHECK(t.Do("Alice loses \"Temo'Zuma\"") == Rules{R(rules::kJemHadarSuicide.id)});
  }
}

TEST_CASE(
    "stccg.dominion.white-deprivation: a lone Jem'Hadar without Ketracel-White battles at "
    "the start of its player's turn and dies",
    "[engine][dominion]") {
  const std::vector<std::string> bob = {"Yak'Talon", "Weyoun", "Ketracel-White"};
  Table t(DominionHeader({"Data"}, bob));
  Start(t, {"Data"}, bob);
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Yak'Talon\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 3 Alice", "turn 4 Bob"});
  REQUIRE(OwedText(t) == std::vector<std::string>{
                             "Bob's white-deprived Yak'Talon battling at Dominion Outpost #2"});
  SECTION("written out: the battle (no adversary), then the victim the engine owes") {
    Act(t, "Bob deprives \"Yak'Talon\" at \"Dominion Outpost\"#2");
    CHECK(OwedText(t) == std::vector<std::string>{"Yak'Talon (Bob) being killed"});
    CHECK(t.Do("Bob loses \"Yak'Talon\"") == Rules{});
    CHECK(t.state().Owed().empty());
    CHECK(t.state().dominion().battle.place == 0);
    CHECK(t.Do("Bob reports \"Weyoun\" to \"Dominion Outpost\"#2") == Rules{});
  }
  SECTION("left out: one finding, and no battle is assumed") {
    CHECK(t.Do("Bob reports \"Weyoun\" to \"Dominion Outpost\"#2") ==
          Rules{R(rules::kWhiteDeprivation.id)});
    t.Legal({"Alice passes", "Bob passes"});
    CHECK(t.state().Owed().empty());
    CHECK(ZoneOf(t, "Yak'Talon") == Zone::kAboard);
  }
  SECTION("the victim left out is named") {
    Act(t, "Bob deprives \"Yak'Talon\" at \"Dominion Outpost\"#2");
    CHECK(t.Do("Bob reports \"Weyoun\" to \"Dominion Outpost\"#2") ==
          Rules{R(rules::kWhiteDeprivation.id)});
  }
  SECTION("a deprivation at a place where none is due is refused") {
    CHECK(t.Do("Bob deprives \"Yak'Talon\" at \"Rescue Founder\"") ==
          Rules{R(rules::kWhiteDeprivation.id)});
  }
}

TEST_CASE("stccg.dominion.white-deprivation: Ketracel-White present prevents white deprivation",
          "[engine][dominion]") {
  const std::vector<std::string> bob = {"Ketracel-White", "Yak'Talon", "Weyoun"};
  Table t(DominionHeader({"Data"}, bob));
  Start(t, {"Data"}, bob);
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Ketracel-White\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 3 Alice", "turn 4 Bob"});
  Act(t, "Bob reports \"Yak'Talon\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 5 Alice", "turn 6 Bob"});
  CHECK(t.state().Owed().empty());
  CHECK(t.Do("Bob deprives \"Yak'Talon\" at \"Dominion Outpost\"#2") ==
        Rules{R(rules::kWhiteDeprivation.id)});
}

// Bob's Ikat'ika (STRENGTH 12) is white-deprived aboard his outpost with Weyoun (STRENGTH 5), his
// own non-[KW] personnel (priority 2): 12 is more than double 5, so he must mortally wound.
TEST_CASE(
    "stccg.dominion.white-deprivation.blows: the white-deprived mortally wound whenever "
    "STRENGTH allows",
    "[engine][dominion]") {
  const std::vector<std::string> bob = {"Weyoun", "Ikat'ika", "Kilana"};
  Table t(DominionHeader({"Data"}, bob));
  Start(t, {"Data"}, bob);
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Weyoun\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 3 Alice", "turn 4 Bob"});
  Act(t, "Bob reports \"Ikat'ika\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 5 Alice", "turn 6 Bob"});
  Act(t, "Bob deprives \"Ikat'ika\" at \"Dominion Outpost\"#2");
  CHECK(t.state().dominion().battle.priority == 2);
  SECTION("a mortal wound, then the deaths owed") {
    CHECK(t.Do("Bob wounds \"Ikat'ika\", \"Weyoun\"") == Rules{});
    CHECK(OwedText(t) ==
          std::vector<std::string>{"Weyoun (Bob) being killed", "Ikat'ika (Bob) being killed"});
    CHECK(t.Do("Bob loses \"Weyoun\"") == Rules{});
    CHECK(t.Do("Bob loses \"Ikat'ika\"") == Rules{});
    CHECK(t.Do("Bob reports \"Kilana\" to \"Dominion Outpost\"#2") == Rules{});
  }
  SECTION("a stun where a mortal wound was possible") {
    CHECK(t.Do("Bob stuns \"Ikat'ika\", \"Weyoun\"") == Rules{R(rules::kWhiteDeprivationBlows.id)});
    CHECK(OwedText(t) == std::vector<std::string>{"Ikat'ika (Bob) being killed"});
  }
  SECTION("going on with a blow left") {
    CHECK(t.Do("Bob reports \"Kilana\" to \"Dominion Outpost\"#2") ==
          Rules{R(rules::kWhiteDeprivationBlows.id)});
  }
  SECTION("the adversary may not be someone outside the battle") {
    CHECK(t.Do("Bob wounds \"Ikat'ika\", \"Data\"") ==
          Rules{R(rules::kBattlePersonnelStrength.id)});
  }
}

// Bob's Ikat'ika (STRENGTH 12) is white-deprived on Rescue Founder's surface with his own Weyoun
// (STRENGTH 5) and Alice's Kilana (STRENGTH 4), an opposing personnel: Kilana comes first
// (priority 1), and 12 is more than double 4.
TEST_CASE(
    "stccg.dominion.white-deprivation.priorities: the white-deprived attack opposing personnel "
    "first, and a blow on their own is one finding",
    "[engine][dominion]") {
  const std::vector<std::string> alice = {"Kilana"}, bob = {"Weyoun", "Ikat'ika"};
  Table t(DominionHeader(alice, bob));
  Start(t, alice, bob);
  Act(t, "Alice reports \"Kilana\" to \"Dominion Outpost\"#1");
  Act(t, "Alice beams \"Kilana\" to \"Rescue Founder\"");
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Weyoun\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 3 Alice", "turn 4 Bob"});
  Act(t, "Bob reports \"Ikat'ika\" to \"Dominion Outpost\"#2");
  Act(t, "Bob beams \"Ikat'ika\", \"Weyoun\" to \"Rescue Founder\"");
  t.Legal({"turn 5 Alice", "turn 6 Bob"});
  Act(t, "Bob deprives \"Ikat'ika\" at \"Rescue Founder\"");
  REQUIRE(t.state().dominion().battle.priority == 1);
  SECTION("the blow on the opposing personnel, then the deaths owed") {
    CHECK(t.Do("Bob wounds \"Ikat'ika\", \"Kilana\"") == Rules{});
    CHECK(OwedText(t) ==
          std::vector<std::string>{"Kilana (Alice) being killed", "Ikat'ika (Bob) being killed"});
    CHECK(t.Do("Alice loses \"Kilana\"") == Rules{});
    CHECK(t.Do("Bob loses \"Ikat'ika\"") == Rules{});
  }
  SECTION("a blow on his own Weyoun is one finding, under the priorities") {
    CHECK(t.Do("Bob stuns \"Ikat'ika\", \"Weyoun\"") ==
          Rules{R(rules::kWhiteDeprivationPriorities.id)});
    CHECK(t.Do("Bob wounds \"Ikat'ika\", \"Kilana\"") == Rules{});
    CHECK(t.Do("Alice loses \"Kilana\"") == Rules{});
    CHECK(t.Do("Bob loses \"Ikat'ika\"") == Rules{});
  }
  SECTION("his death written with the blow left out names the blow, and no suicide") {
    CHECK(t.Do("Bob loses \"Ikat'ika\"") == Rules{R(rules::kWhiteDeprivationBlows.id)});
  }
  SECTION("the wrong blow, then his death: the blow left out is named, and no suicide") {
    CHECK(t.Do("Bob stuns \"Ikat'ika\", \"Weyoun\"") ==
          Rules{R(rules::kWhiteDeprivationPriorities.id)});
    CHECK(t.Do("Bob loses \"Ikat'ika\"") == Rules{R(rules::kWhiteDeprivationBlows.id)});
  }
}

// Bob's Yak'Talon (STRENGTH 8) and Limara'Son (STRENGTH 9) stand alone on Rescue Founder, their
// Ketracel-White left aboard the outpost: they battle themselves (priority 3), one on each team.
void TwoAlone(Table& t) {
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Ketracel-White\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 3 Alice", "turn 4 Bob"});
  Act(t, "Bob reports \"Yak'Talon\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 5 Alice", "turn 6 Bob"});
  REQUIRE(t.state().Owed().empty());
  Act(t, "Bob reports \"Limara'Son\" to \"Dominion Outpost\"#2");
  Act(t, "Bob beams \"Yak'Talon\", \"Limara'Son\" to \"Rescue Founder\"");
  t.Legal({"turn 7 Alice", "turn 8 Bob"});
  REQUIRE(OwedText(t) ==
          std::vector<std::string>{
              "Bob's white-deprived Yak'Talon, Limara'Son battling at Rescue Founder"});
}

TEST_CASE(
    "stccg.dominion.white-deprivation: white-deprived personnel alone battle themselves in "
    "two teams the seed splits",
    "[engine][dominion]") {
  const std::vector<std::string> bob = {"Ketracel-White", "Yak'Talon", "Limara'Son"};
  Table t(DominionHeader({"Data"}, bob));
  Start(t, {"Data"}, bob);
  TwoAlone(t);
  SECTION("the split and the victim come from the seed") {
    Act(t, "Bob deprives \"Yak'Talon\", \"Limara'Son\" at \"Rescue Founder\"");
    const auto& b = t.state().dominion().battle;
    CHECK(b.priority == 3);
    CHECK(b.team.size() == 1);
    CHECK(b.adversaries.size() == 1);
    CHECK(t.Do("Bob stuns \"Yak'Talon\", \"Limara'Son\"") ==
          Rules{R(rules::kBattlePersonnelStrength.id)});
  }
  SECTION("the stronger must stun; then the seed's victim dies") {
    Act(t, "Bob deprives \"Yak'Talon\", \"Limara'Son\" at \"Rescue Founder\"");
    CHECK(t.Do("Bob stuns \"Limara'Son\", \"Yak'Talon\"") == Rules{});
    REQUIRE(t.state().Owed().size() == 1);
    const auto victim = t.state().Owed().front();
    CHECK(victim.kind == stardate::engine::stccg::kKill);
    CHECK(t.Do("Bob loses " + t.state().CardRef(victim.card)) == Rules{});
    CHECK(t.state().dominion().battle.place == 0);
  }
  SECTION("going on with the blow left") {
    Act(t, "Bob deprives \"Yak'Talon\", \"Limara'Son\" at \"Rescue Founder\"");
    CHECK(t.Do("Bob attempts \"Rescue Founder\"") == Rules{R(rules::kWhiteDeprivationBlows.id)});
  }
  SECTION("a written split the seed does not give") {
    CHECK(t.Do("Bob deprives \"Yak'Talon\", \"Limara'Son\" at \"Rescue Founder\" random 0,0,5") ==
          Rules{std::string("core.random.honest")});
  }
  SECTION("a group named short of its members") {
    CHECK(t.Do("Bob deprives \"Yak'Talon\" at \"Rescue Founder\"") ==
          Rules{R(rules::kWhiteDeprivation.id)});
  }
}

TEST_CASE("stccg.dominion.white-deprivation: at a table the split and the victim are the table's",
          "[engine][dominion]") {
  const std::vector<std::string> bob = {"Ketracel-White", "Yak'Talon", "Limara'Son"};
  Table t(DominionHeader({"Data"}, bob, "table"));
  Start(t, {"Data"}, bob);
  TwoAlone(t);
  SECTION("a written split, a blow across it, and the victim the table names") {
    Act(t, "Bob deprives \"Yak'Talon\", \"Limara'Son\" at \"Rescue Founder\" random 0,1");
    CHECK(t.Do("Bob stuns \"Limara'Son\", \"Yak'Talon\"") == Rules{});
    CHECK(t.state().Owed().empty());
    CHECK(t.Do("Bob loses \"Limara'Son\"") == Rules{});
    CHECK(t.state().dominion().battle.place == 0);
  }
  SECTION("a split that is not as equal as possible") {
    CHECK(t.Do("Bob deprives \"Yak'Talon\", \"Limara'Son\" at \"Rescue Founder\" random 1,1") ==
          Rules{R(rules::kWhiteDeprivation.id)});
  }
  SECTION("the split left to the blows; going on without the victim") {
    Act(t, "Bob deprives \"Yak'Talon\", \"Limara'Son\" at \"Rescue Founder\"");
    CHECK(t.Do("Bob stuns \"Limara'Son\", \"Yak'Talon\"") == Rules{});
    CHECK(t.Do("Bob attempts \"Rescue Founder\"") == Rules{R(rules::kWhiteDeprivation.id)});
  }
}

TEST_CASE(
    "stccg.dominion.white-deprivation.prevent: Emergency Transporter Armbands may not keep "
    "the white-deprived from fighting",
    "[engine][dominion]") {
  const std::vector<std::string> bob = {"Yak'Talon", "Weyoun"};
  const std::vector<std::string> alice = {"Emergency Transporter Armbands", "Data"};
  Table t(DominionHeader(alice, bob));
  Start(t, alice, bob);
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Yak'Talon\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 3 Alice", "turn 4 Bob"});
  REQUIRE(t.Do("Bob deprives \"Yak'Talon\" at \"Dominion Outpost\"#2") == Rules{});
  CHECK(t.Do("Alice plays \"Emergency Transporter Armbands\"") ==
        Rules{R(rules::kWhiteDeprivationPrevent.id)});
}

// ---------------------------------------------------------------------------------------------
// Ketracel-White's countdown (its text in the card list; INTERPRETATIONS.md "Ketracel-White's
// countdown").

namespace {

int Left(const Table& t, const std::string& title, uint16_t copy = 1) {
  return t.state().CountdownLeft(t.state().CardByCopy(title, copy));
}

// Bob's turns 2, 4, ... up to and including `last`, each followed by Alice's next turn.
void Turns(Table& t, int from, int to) {
  for (int turn = from; turn <= to; ++turn) {
    t.Legal({"turn " + std::to_string(turn) + (turn % 2 ? " Alice" : " Bob")});
  }
}

}  // namespace

TEST_CASE(
    "stccg.dominion.ketracel-white.countdown: Ketracel-White counts down at the end of its "
    "owner's turns with [KW] personnel present and its discard is owed at zero",
    "[engine][dominion]") {
  const std::vector<std::string> bob = {"Ketracel-White", "Yak'Talon", "Weyoun"};
  Table t(DominionHeader({"Data"}, bob));
  Start(t, {"Data"}, bob);
  CHECK(StccgState::CountdownIcon(Card("Ketracel-White")) == 3);
  CHECK(StccgState::CountdownIcon(Card("Yak'Talon")) == 0);
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Ketracel-White\" to \"Dominion Outpost\"#2");
  Turns(t, 3, 4);
  CHECK(Left(t, "Ketracel-White") == 3);  // no [KW] personnel present at the end of turn 2
  Act(t, "Bob reports \"Yak'Talon\" to \"Dominion Outpost\"#2");
  Turns(t, 5, 5);
  CHECK(Left(t, "Ketracel-White") == 2);
  Turns(t, 6, 7);
  CHECK(Left(t, "Ketracel-White") == 1);
  SECTION("a discard of one that has not run out is refused") {
    CHECK(t.Do("Bob loses \"Ketracel-White\"") == Rules{R(rules::kKetracelWhiteCountdown.id)});
  }
  SECTION("at zero its discard is owed; written, white deprivation follows at Bob's next turn") {
    Turns(t, 8, 9);
    CHECK(Left(t, "Ketracel-White") == 0);
    REQUIRE(OwedText(t) ==
            std::vector<std::string>{"Bob discarding Ketracel-White (its countdown run out)"});
    // A snapshot taken now (a turn start) restores with the discard still owed.
    std::unique_ptr<stardate::engine::GameState> restored = t.state().Clone();
    REQUIRE(restored->Restore(t.state().Serialize(), "snapshot").ok());
    CHECK(restored->Owed() == t.state().Owed());
    CHECK_FALSE(t.state().KetracelWhiteAt(t.state().CardByCopy("Dominion Outpost", 2)));
    CHECK(t.Do("Bob loses \"Ketracel-White\"") == Rules{});
    CHECK(ZoneOf(t, "Ketracel-White") == Zone::kDiscard);
    t.Legal({"turn 10 Bob"});
    CHECK(OwedText(t) == std::vector<std::string>{
                             "Bob's white-deprived Yak'Talon battling at Dominion Outpost #2"});
  }
  SECTION("a log that keeps it gets one finding, not a cascade") {
    Turns(t, 8, 9);
    CHECK(t.Do("turn 10 Bob") == Rules{R(rules::kKetracelWhiteCountdown.id)});
    CHECK(ZoneOf(t, "Ketracel-White") == Zone::kAboard);  // as the table kept it
    CHECK(t.state().Owed().empty());                      // no white deprivation on top
    CHECK(t.Do("Bob reports \"Weyoun\" to \"Dominion Outpost\"#2") == Rules{});
    t.Legal({"Alice passes", "Bob passes", "turn 11 Alice", "turn 12 Bob"});
    CHECK(t.state().Owed().empty());
    CHECK(t.Do("Bob loses \"Ketracel-White\"") == Rules{});  // written late: accepted
  }
  SECTION("a discard naming no card (a damaged or foreign log) leaves the run-out one owed") {
    Turns(t, 8, 9);
    std::unique_ptr<stardate::engine::GameState> s = t.state().Clone();
    stardate::engine::Event e;
    e.kind = stardate::engine::stccg::kExpire;
    e.player = 1;  // Bob, the owner: it takes the owed discard's place
    s->Apply(e);
    REQUIRE(s->Owed().size() == 1);
    CHECK(s->EventText(s->Owed().front()) ==
          "Bob discarding Ketracel-White (its countdown run out)");
  }
  SECTION("a log that goes on with a stray pass keeps it too: the pass's two findings, no more") {
    Turns(t, 8, 9);
    CHECK(t.Do("Bob passes") ==
          Rules{R(rules::kKetracelWhiteCountdown.id), R(stardate::engine::rules::kWindowNone)});
    CHECK(ZoneOf(t, "Ketracel-White") == Zone::kAboard);
    CHECK(t.state().Owed().empty());
    t.Legal({"turn 10 Bob"});  // no white deprivation owed: the table kept its Ketracel-White
    CHECK(t.state().Owed().empty());
  }
  SECTION("away from its [KW] personnel it does not count down") {
    Turns(t, 8, 8);
    Act(t, "Bob beams \"Yak'Talon\" to \"Rescue Founder\"");
    Turns(t, 9, 9);
    CHECK(Left(t, "Ketracel-White") == 1);
  }
  SECTION("a stated effect that stops it this turn keeps it from counting down") {
    // Jem'Hadar Sacrifice's text, taken on the table's word.
    Turns(t, 8, 8);
    CHECK(t.Do("Bob states stops \"Yak'Talon\", \"Ketracel-White\"") == Rules{});
    Turns(t, 9, 9);
    CHECK(Left(t, "Ketracel-White") == 1);
    Turns(t, 10, 11);
    CHECK(Left(t, "Ketracel-White") == 0);
  }
}

TEST_CASE(
    "stccg.dominion.ketracel-white.ration: a Vorta present rations one Ketracel-White, the "
    "only one present to count down",
    "[engine][dominion]") {
  const std::vector<std::string> bob = {"Ketracel-White", "Ketracel-White", "Yak'Talon", "Weyoun"};
  Table t(DominionHeader({"Data"}, bob));
  Start(t, {"Data"}, bob);
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Ketracel-White\"#1 to \"Dominion Outpost\"#2");
  Turns(t, 3, 4);
  Act(t, "Bob reports \"Ketracel-White\"#2 to \"Dominion Outpost\"#2");
  Turns(t, 5, 6);
  Act(t, "Bob reports \"Yak'Talon\" to \"Dominion Outpost\"#2");
  SECTION("without a Vorta present the ration is refused (and applied as the table played it)") {
    CHECK(t.Do("Bob rations \"Ketracel-White\"#2") == Rules{R(rules::kKetracelWhiteRation.id)});
    Turns(t, 7, 7);
    CHECK(Left(t, "Ketracel-White", 1) == 3);
    CHECK(Left(t, "Ketracel-White", 2) == 2);
  }
  SECTION("without a ration both count down") {
    Turns(t, 7, 7);
    CHECK(Left(t, "Ketracel-White", 1) == 2);
    CHECK(Left(t, "Ketracel-White", 2) == 2);
  }
  SECTION("with Weyoun present only the one rationed counts down") {
    Turns(t, 7, 8);
    CHECK(Left(t, "Ketracel-White", 1) == 2);
    Act(t, "Bob reports \"Weyoun\" to \"Dominion Outpost\"#2");
    CHECK(t.Do("Bob rations \"Ketracel-White\"#2") == Rules{});
    CHECK(t.Do("Bob rations \"Ketracel-White\"#1") == Rules{R(rules::kKetracelWhiteRation.id)});
    t.Legal({"turn 9 Alice"});
    // The second ration, refused, is the table's last word: it replaced the first.
    CHECK(Left(t, "Ketracel-White", 1) == 1);
    CHECK(Left(t, "Ketracel-White", 2) == 2);
    CHECK(t.Do("Bob rations \"Ketracel-White\"#1") == Rules{R(rules::kKetracelWhiteRation.id)});
  }
}

TEST_CASE(
    "stccg.dominion.ketracel-white.countdown: Primary Supply Depot resets and The Great Link "
    "stops the countdown of Ketracel-White",
    "[engine][dominion]") {
  std::ostringstream h;
  h << "game stccg1e\nseed 11\nrandomness seed\npool \"" << stardate::testing::PoolPath() << "\"\n"
    << "player Alice\n  seed \"Evacuation\"\n  seed \"Federation Outpost\"\n  draw \"Data\"\n"
    << "player Bob\n  seed \"Rescue Founder\"\n  seed \"Primary Supply Depot\"\n"
    << "  seed \"The Great Link\"\n  draw \"Ketracel-White\"\n  draw \"Yak'Talon\"\n---\n";
  Table t(h.str());
  t.Legal({"Alice seeds mission \"Evacuation\"", "Bob seeds mission \"Rescue Founder\"",
           "Alice seeds facility \"Federation Outpost\" at \"Evacuation\""});
  SECTION("aboard Primary Supply Depot the countdown resets at each turn end") {
    t.Legal({"Bob seeds facility \"Primary Supply Depot\" at \"Rescue Founder\""});
    t.Give("Bob", "Ketracel-White");
    t.Give("Bob", "Yak'Talon");
    t.Legal({"turn 1 Alice", "turn 2 Bob"});
    Act(t, "Bob reports \"Ketracel-White\" to \"Primary Supply Depot\"");
    Turns(t, 3, 4);
    Act(t, "Bob reports \"Yak'Talon\" to \"Primary Supply Depot\"");
    Turns(t, 5, 11);
    CHECK(Left(t, "Ketracel-White") == 3);
    CHECK(t.state().countdowns().empty());  // the state hashes as if it had never counted
  }
  SECTION("on The Great Link's planet Ketracel-White does not count down") {
    // Seeded away from the Founders' homeworld (a finding of its own): its text still holds.
    t.Do("Bob seeds facility \"The Great Link\" at \"Rescue Founder\"");
    t.Give("Bob", "Ketracel-White");
    t.Give("Bob", "Yak'Talon");
    t.Legal({"turn 1 Alice", "turn 2 Bob"});
    t.Do("Bob reports \"Ketracel-White\" to \"The Great Link\"");
    t.Legal({"Alice passes", "Bob passes"});
    Turns(t, 3, 4);
    t.Do("Bob reports \"Yak'Talon\" to \"The Great Link\"");
    t.Legal({"Alice passes", "Bob passes"});
    Turns(t, 5, 11);
    CHECK(Left(t, "Ketracel-White") == 3);
  }
}

// Alice's Jem'Hadar Attack Ship #1 (Weyoun, Goran'Agar) fires at Bob's Jem'Hadar Warship, with
// Bob's Founder aboard; her Attack Ship #2 (Omet'iklan, reported this turn) stays docked and does
// not fire. Goran'Agar (a Jem'Hadar without [KW]) keeps white deprivation out of the way. The full
// card list (no pool line).
TEST_CASE(
    "stccg.dominion.jemhadar-suicide: the Jem'Hadar aboard a ship that fired on a "
    "Founder's ship die with the Founder; those aboard a ship that did not fire do not",
    "[engine][dominion]") {
  const std::vector<std::string> alice = {"Weyoun", "Jem'Hadar Attack Ship",
                                          "Jem'Hadar Attack Ship", "Goran'Agar", "Omet'iklan"};
  const std::vector<std::string> bob = {"Founder", "Jem'Hadar Warship"};
  std::ostringstream h;
  h << "game stccg1e\nseed 5\nrandomness seed\nplayer Alice\n  seed \"Rescue Founder\"\n"
       "  seed \"Dominion Outpost\"\n";
  for (const std::string& c : alice) h << "  draw \"" << c << "\"\n";
  h << "player Bob\n  seed \"Dominion Outpost\"\n";
  for (const std::string& c : bob) h << "  draw \"" << c << "\"\n";
  h << "---\n";
  Table t(h.str());
  t.Legal({"Alice seeds mission \"Rescue Founder\"",
           "Alice seeds facility \"Dominion Outpost\"#1 at \"Rescue Founder\"",
           "Bob seeds facility \"Dominion Outpost\"#2 at \"Rescue Founder\"", "turn 1 Alice"});
  Act(t, "Alice reports \"Weyoun\" to \"Dominion Outpost\"#1");
  t.Legal({"turn 2 Bob"});
  Act(t, "Bob reports \"Founder\" to \"Dominion Outpost\"#2");
  t.Legal({"turn 3 Alice"});
  Act(t, "Alice reports \"Jem'Hadar Attack Ship\"#1 to \"Dominion Outpost\"#1");
  Act(t, "Alice beams \"Weyoun\" to \"Jem'Hadar Attack Ship\"#1");
  Act(t, "Alice undocks \"Jem'Hadar Attack Ship\"#1");
  t.Legal({"turn 4 Bob"});
  Act(t, "Bob reports \"Jem'Hadar Warship\" to \"Dominion Outpost\"#2");
  Act(t, "Bob beams \"Founder\" to \"Jem'Hadar Warship\"");
  Act(t, "Bob undocks \"Jem'Hadar Warship\"");
  t.Legal({"turn 5 Alice"});
  Act(t, "Alice reports \"Jem'Hadar Attack Ship\"#2 to \"Dominion Outpost\"#1");
  t.Legal({"turn 6 Bob", "turn 7 Alice"});
  Act(t, "Alice reports \"Goran'Agar\" to \"Dominion Outpost\"#1");
  Act(t, "Alice beams \"Goran'Agar\" to \"Jem'Hadar Attack Ship\"#1");
  t.Legal({"turn 8 Bob", "turn 9 Alice"});
  Act(t, "Alice reports \"Omet'iklan\" to \"Dominion Outpost\"#1");
  Act(t, "Alice beams \"Omet'iklan\" to \"Jem'Hadar Attack Ship\"#2");
  // Omet'iklan: "Allows your cards here to initiate battle against [Dom]" (stated).
  t.Legal({"Alice allows Dominion \"Omet'iklan\""});
  Act(t, "Alice fires \"Jem'Hadar Attack Ship\"#1 at \"Jem'Hadar Warship\"");
  REQUIRE(t.state().dominion().attacks.size() == 1);
  // The Founder dies aboard the Warship (a card's text, stated by the table).
  REQUIRE(t.Do("Alice states kills \"Jem'Hadar Attack Ship\"#1, \"Founder\"") == Rules{});
  CHECK(OwedText(t) == std::vector<std::string>{"Goran'Agar (Alice) being killed"});
  SECTION("written, his death is legal") {
    CHECK(t.Do("Alice loses \"Goran'Agar\"") == Rules{});
    CHECK(ZoneOf(t, "Omet'iklan") == Zone::kAboard);
  }
  SECTION("left out, it is one finding") {
    CHECK(t.Do("turn 10 Bob") == Rules{R(rules::kJemHadarSuicide.id)});
    CHECK(ZoneOf(t, "Goran'Agar") == Zone::kDiscard);
  }
  SECTION("a Jem'Hadar aboard the ship that did not fire owes no death") {
    CHECK(t.Do("Alice loses \"Goran'Agar\"") == Rules{});
    CHECK(t.Do("Alice loses \"Omet'iklan\"") == Rules{R(rules::kJemHadarSuicide.id)});
  }
}
