// Votes and public objectives (engine/ti4/rules/agenda.h, objective.h), each rule shown
// rejecting and accepting.
#include "engine/ti4/rules/agenda.h"
#include "engine/ti4/rules/objective.h"
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

constexpr uint16_t kCornerTheMarket = 2;  // four planets with the same trait

Event Score(uint8_t p, uint16_t objective = kCornerTheMarket) {
  return Table::Ev(ti4::kTi4Score, p, objective);
}
Event Reveal(uint16_t objective = kCornerTheMarket) {
  return Table::Ev(ti4::kTi4Reveal, 0, objective);
}

// `who` spreads to `planets` cultural planets at setup; the status phase begins.
Table StatusWith(uint8_t who, int planets) {
  Table t;
  Spread(&t, who, planets);
  t.SetUpAndStartAction();
  t.Legal(Table::Phase(kStatus));
  return t;
}

TEST_CASE("ti4.vote.influence: votes on a revealed agenda equal the influence exhausted",
          "[ti4][rules]") {
  Table t;
  t.SetUpAndStartAction();
  const uint16_t jord = t.Planet("jord") + 1;
  auto vote = [&](uint16_t outcome, int32_t votes) {
    return Table::Ev(ti4::kTi4Vote, kAlice, 0, outcome, votes, {jord});
  };
  CHECK(t.Judge(vote(1, 2)) == V{S(rules::kVoteInfluence.id)});  // the action phase
  t.Legal(Table::Phase(kStatus));
  t.Legal(Table::Ev(ti4::kTi4Ready, kBob));
  t.Legal(Table::Phase(kAgenda));
  t.Legal(Table::Ev(ti4::kTi4Agenda, 0, 0, 0, 1));
  CHECK(t.Judge(vote(1, 3)) == V{S(rules::kVoteInfluence.id)});  // Jord's influence is 2
  CHECK(t.Judge(vote(0, 2)) == V{S(rules::kVoteInfluence.id)});  // no outcome
  t.Legal(vote(1, 2));
}

TEST_CASE("ti4.objective.condition: an objective is scored only when its condition is met",
          "[ti4][rules]") {
  Table two = StatusWith(kCarol, 2);
  two.Legal(Reveal());
  CHECK(two.Judge(Score(kCarol)) == V{S(rules::kObjectiveCondition.id)});
  CHECK(two.Judge(Score(kCarol, 9)) == V{S(rules::kObjectiveCondition.id)});  // unknown
  CHECK(two.Judge(Reveal(9)) == V{S(rules::kObjectiveCondition.id)});
  Table four = StatusWith(kCarol, 4);
  four.Legal(Reveal());
  four.Legal(Score(kCarol));
  CHECK(four.state->player(kCarol).victory_points == 1);
}

TEST_CASE("ti4.objective.once: a revealed objective is scored once, in the status phase",
          "[ti4][rules]") {
  Table t = StatusWith(kCarol, 4);
  CHECK(t.Judge(Score(kCarol)) == V{S(rules::kObjectiveOnce.id)});  // not revealed
  t.Legal(Reveal());
  CHECK(t.Judge(Reveal()) == V{S(rules::kObjectiveOnce.id)});
  t.Legal(Score(kCarol));
  CHECK(t.Judge(Score(kCarol)) == V{S(rules::kObjectiveOnce.id)});
}

TEST_CASE("ti4.objective.home: a player who lost a home planet scores no public objective",
          "[ti4][rules]") {
  Table kept = StatusWith(kBob, 4);
  kept.Legal(Reveal());
  CHECK(kept.Judge(Score(kBob)).empty());
  Table lost;
  Spread(&lost, kBob, 4);
  const uint16_t ordinian = lost.Planet("ordinian");
  lost.Legal(Table::Place(kCarol, kBastion, {Unit::kInfantry}, ordinian));
  lost.Legal(Table::Control(kCarol, ordinian));
  lost.Legal(Table::Control(kCarol, lost.Planet("revelation")));
  lost.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
  lost.Legal(Table::Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
  for (int32_t phase : {kStrategy, kAction, kStatus}) lost.Legal(Table::Phase(phase));
  lost.Legal(Reveal());
  CHECK(lost.Judge(Score(kBob)) == V{S(rules::kObjectiveHome.id)});
}

}  // namespace
}  // namespace stardate::engine::ti4::test
