// Checks of mission attempts (base rules section 11): who attempts, stopped cards, the seed cards
// met in order, the personnel a dilemma hits, solving and its requirements, a mission solved
// once; and seed cards unique per mission (003 "Seeding Duplicate Cards").
#include "engine/stccg/rules/mission.h"

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/mission_requirements.h"
#include "engine/stccg/rules/commandeer.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

namespace {

std::string Names(const std::vector<std::string>& names) {
  std::string s;
  for (size_t i = 0; i < names.size(); ++i) s += (i ? ", " : "") + names[i];
  return s;
}

}  // namespace

// stccg.seed.unique-per-mission: each player seeds at most one copy of a card under a mission;
// the two players may each seed their own.
void SeedUniquePerMission(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.ValidCard(e.target)) return;
  const std::string& title = s.instances()[e.card].facts->title;
  for (uint16_t id : s.SeededUnder(e.target)) {
    if (id != e.card && s.instances()[id].owner == e.player &&
        s.instances()[id].facts->title == title) {
      out->Add(s.PlayerLabel(e.player) + " already seeded " + s.Name(id) + " under " +
               s.Name(e.target));
      return;
    }
  }
}

// stccg.attempt.team: an Away Team on the planet attempts a planet mission; the crew aboard a
// ship at a space mission attempts a space mission. A line that names no mission leaves nothing
// to judge.
void AttemptTeam(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& m = *s.instances()[e.card].facts;
  if (m.type == CardType::kFacility) return;  // a commandeer attempt: CommandeerAttempt's
  if (m.type != CardType::kMission || s.cards()[e.card].zone != Zone::kSpaceline) {
    out->Stop(s.Name(e.card) + " is not a mission on the spaceline");
    return;
  }
  if (e.target == 0) {
    if (!m.planet_mission) {
      out->Add(s.Name(e.card) + " is a space mission: the crew of a ship attempts it");
      return;
    }
    bool any = false;
    for (size_t id = 1; id < s.cards().size(); ++id) {
      any |= s.cards()[id].zone == Zone::kOnPlanet && s.cards()[id].where == e.card &&
             s.cards()[id].controller == e.player && s.instances()[id].type == CardType::kPersonnel;
    }
    if (!any) out->Add(s.PlayerLabel(e.player) + " has no Away Team on " + s.Name(e.card));
    return;
  }
  if (s.instances()[e.target].type != CardType::kShip) {
    out->Add(s.Name(e.target) + " is not a ship");
  } else if (!m.space_mission) {
    out->Add(s.Name(e.card) + " is a planet mission: an Away Team on the planet attempts it");
  } else if (s.cards()[e.target].controller != e.player || s.LocationOf(e.target) != e.card) {
    out->Add(s.PlayerLabel(e.player) + " has no ship " + s.Name(e.target) + " at " +
             s.Name(e.card));
  } else {
    bool crew = false;
    s.ForEachPersonnelAboard(e.target,
                             [&](uint16_t id) { crew |= s.cards()[id].controller == e.player; });
    if (!crew) out->Add(s.Name(e.target) + " has no crew aboard");
  }
}

// stccg.dock.no-mission-attempt: a ship docked at a space facility "may not attempt missions"
// (the same sentence as stccg.dock.no-weapons).
void DockNoMissionAttempt(const StccgState& s, const Event& e, Breaches* out) {
  if (s.ValidCard(e.target) && s.cards()[e.target].zone == Zone::kDocked) {
    out->Add(s.Name(e.target) + " is docked at " + s.Name(s.cards()[e.target].where) +
             " and may not attempt missions");
  }
}

// stccg.attempt.affiliation: a member of the team (not stopped) matches an affiliation icon of
// the mission, when it is attempted and again when it is solved (002, Fair Play: "having a
// matching affiliation personnel ... present").
void AttemptAffiliation(const StccgState& s, const Event& e, Breaches* out) {
  uint16_t mission = e.card, ship = e.target;
  if (e.kind == stccg::kSolve) {
    if (s.attempt().mission != e.card || s.attempt().player != e.player) return;  // MissionSolve's
    ship = s.attempt().ship;
  }
  const CardFacts& m = *s.instances()[mission].facts;
  if (m.any_affiliation_may_attempt || m.type != CardType::kMission) return;
  std::vector<uint16_t> team = s.Team(e.player, mission, ship);
  if (e.kind == stccg::kAttempt) {
    // The infiltrators who take part (the attempt's further cards) attempt with the team.
    for (uint16_t id : e.cards) {
      if (s.ValidCard(id) && s.TakesPart(id, e.player) && !s.Stopped(id)) team.push_back(id);
    }
  }
  if (team.empty()) return;  // AttemptTeam's or StoppedCards' breach
  for (uint16_t id : team) {
    if ((s.AffiliationOf(id) & m.affiliations) != 0) return;  // an infiltrator's: his icon's
  }
  out->Add("no one in " + s.PlayerLabel(e.player) + "'s team is of an affiliation " +
           s.Name(mission) + " shows (" + AffiliationNames(m.affiliations) + ")");
}

// stccg.stopped: a card stopped this turn does not fly, beam, walk, fire or attempt; a team
// whose every member is stopped attempts nothing.
void StoppedCards(const StccgState& s, const Event& e, Breaches* out) {
  if (s.stopped_cards().empty()) return;
  if (e.kind == stccg::kAttempt) {
    if (s.Stopped(e.target)) {
      out->Add(s.Name(e.target) + " was stopped this turn");
      return;
    }
    const CardType type = s.instances()[e.card].type;
    if (type != CardType::kMission && type != CardType::kFacility) return;
    bool present = false;
    auto mine = [&](uint16_t id) { present |= s.cards()[id].controller == e.player; };
    if (type == CardType::kFacility) {
      for (uint16_t id : CommandeeringTeam(s, e.player, e.card)) {
        if (s.cards()[id].where == s.OpsSite(e.card)) mine(id);
      }
    } else if (s.ValidCard(e.target)) {
      s.ForEachPersonnelAboard(e.target, mine);
    } else {
      for (size_t id = 1; id < s.cards().size(); ++id) {
        if (s.cards()[id].zone == Zone::kOnPlanet && s.cards()[id].where == e.card &&
            s.instances()[id].type == CardType::kPersonnel) {
          mine(static_cast<uint16_t>(id));
        }
      }
    }
    if (present && s.Team(e.player, e.card, e.target).empty()) {
      out->Add("every personnel of " + s.PlayerLabel(e.player) + "'s team was stopped this turn");
    }
    return;
  }
  for (uint16_t id : StccgState::ActingCards(e)) {
    if (s.Stopped(id)) out->Add(s.Name(id) + " was stopped this turn");
  }
}

// stccg.dilemma.order: seed cards are met by an attempt of their mission, the first seeded
// first. An encounter with no attempt in progress leaves nothing more to judge.
void DilemmaOrder(const StccgState& s, const Event& e, Breaches* out) {
  if (s.attempt().mission == 0 || s.attempt().player != e.player) {
    out->Stop("no mission attempt of " + s.PlayerLabel(e.player) + " is in progress");
    return;
  }
  if (e.arg < 0 || e.arg >= kOutcomeCount) {
    out->Stop("outcome " + std::to_string(e.arg) + " is no dilemma outcome");
    return;
  }
  const uint16_t m = s.attempt().mission;
  if (s.cards()[e.card].zone != Zone::kUnderMission || s.cards()[e.card].where != m) {
    out->Add(s.Name(e.card) + " is not beneath " + s.Name(m) + " (it is in " + s.WhereIs(e.card) +
             ")");
    return;
  }
  const uint16_t next = s.NextDilemma();
  if (next != e.card) {
    out->Add(s.Name(e.card) + " is met before " + s.Name(next) + ", seeded beneath " + s.Name(m) +
             " before it");
  }
}

// stccg.dilemma.personnel: the personnel a dilemma stops or kills are in the attempting team.
void DilemmaPersonnel(const StccgState& s, const Event& e, Breaches* out) {
  std::vector<uint16_t> team = s.Team(s.attempt().player, s.attempt().mission, s.attempt().ship);
  std::vector<std::string> outside;
  for (uint16_t id : e.cards) {
    if (std::find(team.begin(), team.end(), id) == team.end()) outside.push_back(s.Name(id));
  }
  if (!outside.empty()) {
    out->Add(Names(outside) + (outside.size() == 1 ? " is" : " are") + " not in " +
             s.PlayerLabel(e.player) + "'s team attempting " + s.Name(s.attempt().mission));
  }
}

namespace {

// A dilemma the engine reads, judged against the team encountering it (the attempting personnel
// not stopped, as the encounter finds them, and their equipment).
struct DilemmaJudgement {
  DilemmaReading d;
  RequirementVerdict v;
  std::string who;  // "the team (Data, Jadzia Dax)"
};

// False for an outcome neither rule judges, or a dilemma whose condition is not read.
bool JudgeDilemma(const StccgState& s, const Event& e, DilemmaJudgement* j) {
  const auto outcome = static_cast<Outcome>(e.arg);
  if (outcome != Outcome::kOvercome && outcome != Outcome::kStopped &&
      outcome != Outcome::kKilled) {
    return false;
  }
  j->d = ReadDilemma(*s.instances()[e.card].facts);
  if (j->d.condition.empty()) return false;
  std::vector<uint16_t> team = s.Team(s.attempt().player, s.attempt().mission, s.attempt().ship);
  std::vector<const CardFacts*> facts;
  std::vector<std::string> names;
  for (uint16_t id : team) {
    facts.push_back(s.instances()[id].facts);
    names.push_back(s.Name(id));
  }
  j->v = JudgeRequirements(j->d.condition, facts, s.TeamEquipment());
  j->who = "the team (" + (names.empty() ? "no one" : Names(names)) + ")";
  return true;
}

}  // namespace

// stccg.dilemma.condition: a dilemma whose condition the engine reads (DilemmaAbilities) is got
// past by a team that meets it, and only by such a team when failing it stops the team; a team
// that meets it is neither stopped nor killed by a dilemma whose text then spares it. A dilemma
// no row reads, or a condition with a term the engine cannot judge, is taken on the table's word.
void DilemmaCondition(const StccgState& s, const Event& e, Breaches* out) {
  DilemmaJudgement j;
  if (!JudgeDilemma(s, e, &j)) return;
  const auto outcome = static_cast<Outcome>(e.arg);
  if (outcome == Outcome::kOvercome && j.v.kind == RequirementVerdict::Kind::kNotMet &&
      j.d.fails == DilemmaReading::Fails::kStopped) {
    out->Add(s.Name(e.card) + " is overcome, but " + j.who + " does not show " + j.v.missing +
             " (\"" + j.d.printed + "\")");
  } else if (outcome != Outcome::kOvercome && j.d.spares &&
             j.v.kind == RequirementVerdict::Kind::kMet) {
    out->Add(s.Name(e.card) + " is written " + std::string(OutcomeName(outcome)) + ", but " +
             j.who + " meets its condition, " +
             (j.d.only_rule ? "its only rule" : "which spares it from the rest of its text") +
             " (\"" + j.d.printed + "\")");
  }
}

// stccg.dilemma.consequence: a team that fails the condition of a dilemma whose text fixes what
// then happens to it is written meeting exactly that: the number of personnel it kills (every
// one of the team: all of them), or the team stopped. The victims' place in the team is
// stccg.dilemma.personnel's.
void DilemmaConsequence(const StccgState& s, const Event& e, Breaches* out) {
  using Fails = DilemmaReading::Fails;
  DilemmaJudgement j;
  if (!JudgeDilemma(s, e, &j) || j.v.kind != RequirementVerdict::Kind::kNotMet ||
      j.d.fails == Fails::kUnread) {
    return;
  }
  const auto outcome = static_cast<Outcome>(e.arg);
  const std::string text = " (\"" + j.d.printed + "\")";
  const std::string lacking = j.who + " does not show " + j.v.missing;
  if (j.d.fails == Fails::kStopped) {
    // Killing is something else only when nothing else in the text may kill.
    if (outcome == Outcome::kKilled && j.d.spares) {
      out->Add(s.Name(e.card) + " is written killing, but " + lacking +
               ": its text stops the team and kills no one" + text);
    }
    return;
  }
  const std::vector<uint16_t> team =
      s.Team(s.attempt().player, s.attempt().mission, s.attempt().ship);
  const size_t owed = j.d.kills == 0 ? team.size() : static_cast<size_t>(j.d.kills);
  const std::string deaths =
      j.d.kills == 0 ? "every one of them" : std::to_string(j.d.kills) + " personnel";
  if (outcome != Outcome::kKilled) {
    out->Add(s.Name(e.card) + " is written " + std::string(OutcomeName(outcome)) + ", but " +
             lacking + ": its text kills " + deaths + text);
    return;
  }
  if (e.cards.size() != std::min(owed, team.size())) {
    out->Add(s.Name(e.card) + " kills " + std::to_string(e.cards.size()) + ", but " + lacking +
             ": its text kills " + deaths + text);
  }
}

// stccg.mission.solve: solving ends an attempt of the mission in progress, once every seed card
// beneath it was met; it scores the points the point box shows (when it shows a fixed number).
void MissionSolve(const StccgState& s, const Event& e, Breaches* out) {
  if (s.attempt().mission != e.card || s.attempt().player != e.player) {
    out->Stop("no attempt of " + s.Name(e.card) + " by " + s.PlayerLabel(e.player) +
              " is in progress");
    return;
  }
  if (uint16_t next = s.NextDilemma(); next != 0) {
    out->Add(s.Name(next) + " beneath " + s.Name(e.card) + " has not been encountered");
  }
  const CardFacts& m = *s.instances()[e.card].facts;
  const bool fixed =
      !m.points_text.empty() && m.points_text.find_first_not_of("0123456789") == std::string::npos;
  if (fixed && e.arg != m.points) {
    out->Add("scores " + std::to_string(e.arg) + " points; the point box of " + s.Name(e.card) +
             " shows " + std::to_string(m.points));
  }
}

// stccg.mission.requirements: the team present shows the mission's requirements. A requirement
// the engine cannot read ("2 hand weapons") is taken on the table's word.
void MissionRequirements(const StccgState& s, const Event& e, Breaches* out) {
  if (s.attempt().mission != e.card) return;
  std::vector<uint16_t> team = s.Team(s.attempt().player, s.attempt().mission, s.attempt().ship);
  std::vector<const CardFacts*> facts;
  for (uint16_t id : team) facts.push_back(s.instances()[id].facts);
  RequirementVerdict v =
      JudgeRequirements(s.instances()[e.card].facts->mission_requirements, facts);
  if (v.kind == RequirementVerdict::Kind::kNotMet) {
    std::vector<std::string> names;
    for (uint16_t id : team) names.push_back(s.Name(id));
    out->Add("the team (" + (names.empty() ? std::string("no one") : Names(names)) +
             ") does not show " + v.missing);
  }
}

// stccg.mission.solved-once: a mission solved is neither attempted nor solved again.
void MissionSolvedOnce(const StccgState& s, const Event& e, Breaches* out) {
  if (int by = s.SolvedBy(e.card); by >= 0) {
    out->Add(s.Name(e.card) + " was solved by " + s.PlayerLabel(static_cast<uint8_t>(by)) +
             " already");
  }
}

// stccg.mission.fair-play: with Fair Play in play, nobody solves the opponent's unique mission
// of fewer than 40 points unless they have a copy of it in play. (Played in response to the
// solve, Fair Play prevents it: DoResolve scores nothing.)
void MissionFairPlay(const StccgState& s, const Event& e, Breaches* out) {
  if (s.FairPlayForbids(e)) {
    out->Add("Fair Play is in play: " + s.Name(e.card) + " is " +
             s.PlayerLabel(s.instances()[e.card].owner) + "'s unique mission of " +
             std::to_string(s.instances()[e.card].facts->points) + " points");
  }
}

std::span<const Rule> MissionRules() {
  static constexpr Rule kAll[] = {
      kSeedUniquePerMission, kAttemptTeam,       kDockedNoMissionAttempt,
      kAttemptAffiliation,   kStopped,           kDilemmaOrder,
      kDilemmaPersonnel,     kDilemmaCondition,  kMissionSolve,
      kMissionRequirements,  kMissionSolvedOnce, kMissionFairPlay,
      kDilemmaConsequence};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
