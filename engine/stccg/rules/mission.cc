// Checks of mission attempts (base rules section 11): who attempts, stopped cards, the seed cards
// met in order, the personnel a dilemma hits, solving and its requirements, a mission solved
// once; and seed cards unique per mission (003 "Seeding Duplicate Cards").
#include "engine/stccg/kinds.h"
#include "engine/stccg/mission_requirements.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

std::string Names(const std::vector<std::string>& names) {
  std::string s;
  for (size_t i = 0; i < names.size(); ++i) s += (i ? ", " : "") + names[i];
  return s;
}

}  // namespace

// stccg.seed.unique-per-mission: each player seeds at most one copy of a card under a mission;
// the two players may each seed their own.
void StccgState::SeedUniquePerMission(const Event& e, Breaches* out) const {
  if (!ValidCard(e.target)) return;
  const std::string& title = instances_[e.card].facts->title;
  for (uint16_t id : SeededUnder(e.target)) {
    if (id != e.card && instances_[id].owner == e.player && instances_[id].facts->title == title) {
      out->Add(PlayerLabel(e.player) + " already seeded " + Name(id) + " under " + Name(e.target));
      return;
    }
  }
}

// stccg.attempt.team: an Away Team on the planet attempts a planet mission; the crew aboard a
// ship at a space mission attempts a space mission. A line that names no mission leaves nothing
// to judge.
void StccgState::AttemptTeam(const Event& e, Breaches* out) const {
  const CardFacts& m = *instances_[e.card].facts;
  if (m.type == CardType::kFacility) return;  // a commandeer attempt: CommandeerAttempt's
  if (m.type != CardType::kMission || cards_[e.card].zone != Zone::kSpaceline) {
    out->Stop(Name(e.card) + " is not a mission on the spaceline");
    return;
  }
  if (e.target == 0) {
    if (!m.planet_mission) {
      out->Add(Name(e.card) + " is a space mission: the crew of a ship attempts it");
      return;
    }
    bool any = false;
    for (size_t id = 1; id < cards_.size(); ++id) {
      any |= cards_[id].zone == Zone::kOnPlanet && cards_[id].where == e.card &&
             cards_[id].controller == e.player && instances_[id].type == CardType::kPersonnel;
    }
    if (!any) out->Add(PlayerLabel(e.player) + " has no Away Team on " + Name(e.card));
    return;
  }
  if (instances_[e.target].type != CardType::kShip) {
    out->Add(Name(e.target) + " is not a ship");
  } else if (!m.space_mission) {
    out->Add(Name(e.card) + " is a planet mission: an Away Team on the planet attempts it");
  } else if (cards_[e.target].controller != e.player || LocationOf(e.target) != e.card) {
    out->Add(PlayerLabel(e.player) + " has no ship " + Name(e.target) + " at " + Name(e.card));
  } else {
    bool crew = false;
    ForEachPersonnelAboard(e.target,
                           [&](uint16_t id) { crew |= cards_[id].controller == e.player; });
    if (!crew) out->Add(Name(e.target) + " has no crew aboard");
  }
}

// stccg.attempt.affiliation: a member of the team (not stopped) matches an affiliation icon of
// the mission, when it is attempted and again when it is solved (002, Fair Play: "having a
// matching affiliation personnel ... present").
void StccgState::AttemptAffiliation(const Event& e, Breaches* out) const {
  uint16_t mission = e.card, ship = e.target;
  if (e.kind == stccg::kSolve) {
    if (attempt_.mission != e.card || attempt_.player != e.player) return;  // MissionSolve's
    ship = attempt_.ship;
  }
  const CardFacts& m = *instances_[mission].facts;
  if (m.any_affiliation_may_attempt || m.type != CardType::kMission) return;
  std::vector<uint16_t> team = Team(e.player, mission, ship);
  if (e.kind == stccg::kAttempt) {
    // The infiltrators who take part (the attempt's further cards) attempt with the team.
    for (uint16_t id : e.cards) {
      if (ValidCard(id) && TakesPart(id, e.player) && !Stopped(id)) team.push_back(id);
    }
  }
  if (team.empty()) return;  // AttemptTeam's or StoppedCards' breach
  for (uint16_t id : team) {
    if ((AffiliationOf(id) & m.affiliations) != 0) return;  // an infiltrator's: his icon's
  }
  out->Add("no one in " + PlayerLabel(e.player) + "'s team is of an affiliation " + Name(mission) +
           " shows (" + AffiliationNames(m.affiliations) + ")");
}

// stccg.stopped: a card stopped this turn does not fly, beam, walk, fire or attempt; a team
// whose every member is stopped attempts nothing.
void StccgState::StoppedCards(const Event& e, Breaches* out) const {
  if (stopped_.empty()) return;
  if (e.kind == stccg::kAttempt) {
    if (Stopped(e.target)) {
      out->Add(Name(e.target) + " was stopped this turn");
      return;
    }
    const CardType type = instances_[e.card].type;
    if (type != CardType::kMission && type != CardType::kFacility) return;
    bool present = false;
    auto mine = [&](uint16_t id) { present |= cards_[id].controller == e.player; };
    if (type == CardType::kFacility) {
      for (uint16_t id : CommandeeringTeam(e.player, e.card)) {
        if (cards_[id].where == OpsSite(e.card)) mine(id);
      }
    } else if (ValidCard(e.target)) {
      ForEachPersonnelAboard(e.target, mine);
    } else {
      for (size_t id = 1; id < cards_.size(); ++id) {
        if (cards_[id].zone == Zone::kOnPlanet && cards_[id].where == e.card &&
            instances_[id].type == CardType::kPersonnel) {
          mine(static_cast<uint16_t>(id));
        }
      }
    }
    if (present && Team(e.player, e.card, e.target).empty()) {
      out->Add("every personnel of " + PlayerLabel(e.player) + "'s team was stopped this turn");
    }
    return;
  }
  for (uint16_t id : ActingCards(e)) {
    if (Stopped(id)) out->Add(Name(id) + " was stopped this turn");
  }
}

// stccg.dilemma.order: seed cards are met by an attempt of their mission, the first seeded
// first. An encounter with no attempt in progress leaves nothing more to judge.
void StccgState::DilemmaOrder(const Event& e, Breaches* out) const {
  if (attempt_.mission == 0 || attempt_.player != e.player) {
    out->Stop("no mission attempt of " + PlayerLabel(e.player) + " is in progress");
    return;
  }
  if (e.arg < 0 || e.arg >= kOutcomeCount) {
    out->Stop("outcome " + std::to_string(e.arg) + " is no dilemma outcome");
    return;
  }
  const uint16_t m = attempt_.mission;
  if (cards_[e.card].zone != Zone::kUnderMission || cards_[e.card].where != m) {
    out->Add(Name(e.card) + " is not beneath " + Name(m) + " (it is in " + WhereIs(e.card) + ")");
    return;
  }
  const uint16_t next = NextDilemma();
  if (next != e.card) {
    out->Add(Name(e.card) + " is met before " + Name(next) + ", seeded beneath " + Name(m) +
             " before it");
  }
}

// stccg.dilemma.personnel: the personnel a dilemma stops or kills are in the attempting team.
void StccgState::DilemmaPersonnel(const Event& e, Breaches* out) const {
  std::vector<uint16_t> team = Team(attempt_.player, attempt_.mission, attempt_.ship);
  std::vector<std::string> outside;
  for (uint16_t id : e.cards) {
    if (std::find(team.begin(), team.end(), id) == team.end()) outside.push_back(Name(id));
  }
  if (!outside.empty()) {
    out->Add(Names(outside) + (outside.size() == 1 ? " is" : " are") + " not in " +
             PlayerLabel(e.player) + "'s team attempting " + Name(attempt_.mission));
  }
}

// stccg.mission.solve: solving ends an attempt of the mission in progress, once every seed card
// beneath it was met; it scores the points the point box shows (when it shows a fixed number).
void StccgState::MissionSolve(const Event& e, Breaches* out) const {
  if (attempt_.mission != e.card || attempt_.player != e.player) {
    out->Stop("no attempt of " + Name(e.card) + " by " + PlayerLabel(e.player) + " is in progress");
    return;
  }
  if (uint16_t next = NextDilemma(); next != 0) {
    out->Add(Name(next) + " beneath " + Name(e.card) + " has not been encountered");
  }
  const CardFacts& m = *instances_[e.card].facts;
  const bool fixed =
      !m.points_text.empty() && m.points_text.find_first_not_of("0123456789") == std::string::npos;
  if (fixed && e.arg != m.points) {
    out->Add("scores " + std::to_string(e.arg) + " points; the point box of " + Name(e.card) +
             " shows " + std::to_string(m.points));
  }
}

// stccg.mission.requirements: the team present shows the mission's requirements. A requirement
// the engine cannot read ("2 hand weapons") is taken on the table's word.
void StccgState::MissionRequirements(const Event& e, Breaches* out) const {
  if (attempt_.mission != e.card) return;
  std::vector<uint16_t> team = Team(attempt_.player, attempt_.mission, attempt_.ship);
  std::vector<const CardFacts*> facts;
  for (uint16_t id : team) facts.push_back(instances_[id].facts);
  RequirementVerdict v = JudgeRequirements(instances_[e.card].facts->mission_requirements, facts);
  if (v.kind == RequirementVerdict::Kind::kNotMet) {
    std::vector<std::string> names;
    for (uint16_t id : team) names.push_back(Name(id));
    out->Add("the team (" + (names.empty() ? std::string("no one") : Names(names)) +
             ") does not show " + v.missing);
  }
}

// stccg.mission.solved-once: a mission solved is neither attempted nor solved again.
void StccgState::MissionSolvedOnce(const Event& e, Breaches* out) const {
  if (int by = SolvedBy(e.card); by >= 0) {
    out->Add(Name(e.card) + " was solved by " + PlayerLabel(static_cast<uint8_t>(by)) + " already");
  }
}

bool StccgState::FairPlayForbids(const Event& e) const {
  bool in_play = false;
  for (uint16_t id : CardsByTitle("Fair Play")) in_play |= cards_[id].zone == Zone::kInPlay;
  const CardInstance& m = instances_[e.card];
  if (!in_play || m.owner == e.player || m.facts->universal || m.facts->points >= 40) {
    return false;
  }
  for (uint16_t id : CardsByTitle(m.facts->title)) {
    if (instances_[id].owner == e.player && cards_[id].zone == Zone::kSpaceline) return false;
  }
  return true;
}

// stccg.mission.fair-play: with Fair Play in play, nobody solves the opponent's unique mission
// of fewer than 40 points unless they have a copy of it in play. (Played in response to the
// solve, Fair Play prevents it: DoResolve scores nothing.)
void StccgState::MissionFairPlay(const Event& e, Breaches* out) const {
  if (FairPlayForbids(e)) {
    out->Add("Fair Play is in play: " + Name(e.card) + " is " +
             PlayerLabel(instances_[e.card].owner) + "'s unique mission of " +
             std::to_string(instances_[e.card].facts->points) + " points");
  }
}

}  // namespace stardate::engine::stccg
