// Mission play in the 1E state: the seed cards under each mission in the order they are met,
// the attempt in progress, stopped cards, missions solved, points and the end of the game (base
// rules sections 1 and 11), and their serialized sections.
#include <algorithm>

#include "engine/stccg/dilemma_owed.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

using internal::Contains;

namespace {

constexpr std::string_view kOutcomeNames[kOutcomeCount] = {"overcome", "stopped", "killed",
                                                           "discarded", "replaced"};

}  // namespace

std::string_view OutcomeName(Outcome outcome) {
  return internal::NameAt(kOutcomeNames, static_cast<int64_t>(outcome), "unknown");
}

std::optional<Outcome> ParseOutcome(std::string_view name) {
  const int i = internal::IndexOfName(kOutcomeNames, name);
  return i < 0 ? std::nullopt : std::optional<Outcome>(static_cast<Outcome>(i));
}

std::vector<uint16_t> StccgState::SeededUnder(uint16_t mission) const {
  std::vector<uint16_t> under;
  for (uint16_t id : seed_order_) {
    if (cards_[id].zone == Zone::kUnderMission && cards_[id].where == mission) under.push_back(id);
  }
  return under;
}

uint16_t StccgState::NextDilemma() const {
  if (attempt_.mission == 0) return 0;
  for (uint16_t id : SeededUnder(attempt_.mission)) {
    if (!Contains(attempt_.encountered, id)) return id;
  }
  return 0;
}

std::vector<uint16_t> StccgState::Team(uint8_t player, uint16_t mission, uint16_t ship) const {
  std::vector<uint16_t> team;
  // An infiltrator is part of the crew or Away Team he infiltrates, not of his player's; he
  // attempts with it when he chose to take part (the attempt's further cards).
  auto add = [&](uint16_t id) {
    const bool member =
        infiltrators_.empty()
            ? cards_[id].controller == player
            : (cards_[id].controller == player && !Infiltrating(id)) ||
                  (attempt_mission_ != 0 && attempt_mission_ == mission &&
                   attempt_.player == player && TakesPart(id, player) &&
                   std::find(attempt_infiltrators_.begin(), attempt_infiltrators_.end(), id) !=
                       attempt_infiltrators_.end());
    if (member && !Stopped(id)) team.push_back(id);
  };
  if (ship != 0) {
    // The crew: the player's personnel aboard their own ship (intruders attempt nothing).
    if (ValidCard(ship)) {
      ForEachPersonnelAboard(ship, [&](uint16_t id) {
        if (GroupOf(id) == Group::kCrew) add(id);
      });
    }
    return team;
  }
  if (ValidCard(mission) && instances_[mission].type == CardType::kFacility) {
    // A commandeer attempt (003 "Empok Nor"): the player's Away Team in the facility's Ops.
    const uint16_t ops = OpsSite(mission);
    for (size_t id = 1; ops != 0 && id < cards_.size(); ++id) {
      if (cards_[id].zone == Zone::kAboard && cards_[id].where == ops &&
          GroupOf(static_cast<uint16_t>(id)) != Group::kCrew &&
          GroupOf(static_cast<uint16_t>(id)) != Group::kNone) {
        add(static_cast<uint16_t>(id));
      }
    }
    return team;
  }
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (cards_[id].zone == Zone::kOnPlanet && cards_[id].where == mission &&
        instances_[id].type == CardType::kPersonnel) {
      add(static_cast<uint16_t>(id));
    }
  }
  return team;
}

std::vector<const CardFacts*> StccgState::TeamEquipment() const {
  std::vector<const CardFacts*> equipment;
  const Zone zone = attempt_.ship != 0 ? Zone::kAboard : Zone::kOnPlanet;
  const uint16_t where = attempt_.ship != 0 ? attempt_.ship : attempt_.mission;
  for (size_t id = 1; where != 0 && id < cards_.size(); ++id) {
    if (cards_[id].zone == zone && cards_[id].where == where &&
        instances_[id].type == CardType::kEquipment && cards_[id].controller == attempt_.player) {
      equipment.push_back(instances_[id].facts);
    }
  }
  return equipment;
}

bool StccgState::Stopped(uint16_t id) const { return Contains(stopped_, id); }

int StccgState::SolvedBy(uint16_t mission) const {
  for (const auto& [m, p] : solved_) {
    if (m == mission) return p;
  }
  return -1;
}

void StccgState::ApplyEncounter(const Event& e) {
  if (!ValidCard(e.card) || attempt_.mission == 0) return;
  const auto outcome = static_cast<Outcome>(e.arg);
  if (!Revealed(e.card)) revealed_.push_back(e.card);  // encountered: face up
  // A team that fails a dilemma whose text places it on the mission leaves it there, face up:
  // the mission cannot be attempted again (stccg.dilemma.placed).
  const bool placed = (outcome == Outcome::kStopped || outcome == Outcome::kKilled) &&
                      !PlacedForbidsAttempts(*instances_[e.card].facts).empty();
  // A dilemma whose text discards it ("Discard dilemma.") goes to the discard pile even when it
  // stopped the team (004 "combo dilemma": such a dilemma is discarded after it is faced).
  const bool stays_stopped =
      outcome == Outcome::kStopped && DiscardedAfterEncounter(*instances_[e.card].facts).empty();
  if (stays_stopped || outcome == Outcome::kReplaced || placed) {
    // Replaced under the mission where it was: this attempt has met it, the next one meets it
    // first.
    if (cards_[e.card].zone == Zone::kUnderMission) attempt_.encountered.push_back(e.card);
  } else {
    MoveCard(e.card, Zone::kDiscard, 0);
  }
  if (outcome == Outcome::kStopped) {
    std::vector<uint16_t> hit = e.cards;
    if (hit.empty()) {
      // The whole Away Team, or the ship and its crew.
      hit = Team(attempt_.player, attempt_.mission, attempt_.ship);
      if (attempt_.ship != 0) hit.push_back(attempt_.ship);
    }
    for (uint16_t id : hit) {
      if (!Stopped(id)) stopped_.push_back(id);
    }
  } else if (outcome == Outcome::kKilled) {
    for (uint16_t id : e.cards) MoveCard(id, Zone::kDiscard, 0);
  }
  // The attempt ends when no one is left to go on.
  if (Team(attempt_.player, attempt_.mission, attempt_.ship).empty()) attempt_ = Attempt{};
}

void StccgState::AddPoints(uint8_t player, int32_t points) {
  if (!IsPlayer(player)) return;
  int64_t score = int64_t{players_[player].score} + points;
  players_[player].score = static_cast<int32_t>(std::clamp<int64_t>(score, -1000000, 1000000));
  if (players_[player].score >= kWinningScore && result_ == kNoResult) {
    result_ = player;
    core_.game_over = true;
  }
}

uint8_t StccgState::EndsGame(const Event& e) const {
  if (core_.game_over || !IsPlayer(e.player)) return kNoResult;
  auto reaches = [&](uint8_t p, int64_t points) {
    return players_[p].score + points >= kWinningScore ? p : kNoResult;
  };
  switch (e.kind) {
    case EventKind::CONCEDE:
      return static_cast<uint8_t>(1 - e.player);
    case stccg::kScore:
      return reaches(e.player, e.arg);
    case EventKind::RESOLVE: {
      if (core_.stack.empty()) return kNoResult;
      const Event& top = core_.stack.back().action;
      if (top.kind != stccg::kSolve || !IsPlayer(top.player)) return kNoResult;
      return reaches(top.player, top.arg);
    }
    case EventKind::DRAW: {
      // The turn's card draw that leaves both draw decks empty ends the game (a second draw,
      // illegal, ends nothing).
      if (core_.turn == 0 || players_[e.player].drew || DeckCount(e.player) != 1 ||
          DeckCount(1 - e.player) != 0) {
        return kNoResult;
      }
      const int32_t a = players_[0].score, b = players_[1].score;
      return a == b ? kDrawn : a > b ? 0 : 1;
    }
    default:
      return kNoResult;
  }
}

std::string StccgState::ResultText(uint8_t result) const {
  if (result <= 1) return PlayerLabel(result) + " wins";
  return result == kDrawn ? "a draw" : "no result yet";
}

void StccgState::SerializePlay(ByteWriter* w) const {
  auto ids = [&](const std::vector<uint16_t>& v) { w->Seq(v, [&](uint16_t id) { w->U16(id); }); };
  if (!seed_order_.empty()) {
    w->U8(internal::kSectionSeedOrder);
    ids(seed_order_);
  }
  if (!stopped_.empty()) {
    w->U8(internal::kSectionStopped);
    ids(stopped_);
  }
  if (attempt_.mission != 0) {
    w->U8(internal::kSectionAttempt);
    w->U8(attempt_.player);
    w->U16(attempt_.mission);
    w->U16(attempt_.ship);
    ids(attempt_.encountered);
  }
  if (!solved_.empty()) {
    w->U8(internal::kSectionSolved);
    w->Seq(solved_, [&](const std::pair<uint16_t, uint8_t>& s) {
      w->U16(s.first);
      w->U8(s.second);
    });
  }
  if (bonus_[0] != 0 || bonus_[1] != 0 || result_ != kNoResult) {
    w->U8(internal::kSectionScoring);
    w->I32(bonus_[0]);
    w->I32(bonus_[1]);
    w->U8(result_);
  }
  if (battle_.location != 0) {
    w->U8(internal::kSectionPersonnelBattle);
    w->U8(battle_.player);
    w->U16(battle_.location);
    ids(battle_.hit);
  }
  if (!revealed_.empty()) {
    w->U8(internal::kSectionRevealed);
    ids(revealed_);
  }
}

bool StccgState::RestorePlaySection(uint8_t tag, ByteReader* r, size_t cards) {
  auto ids = [&](std::vector<uint16_t>* v) { internal::ReadCardIds(r, cards, v); };
  switch (tag) {
    case internal::kSectionSeedOrder:
      ids(&seed_order_);
      return true;
    case internal::kSectionStopped:
      ids(&stopped_);
      return true;
    case internal::kSectionRevealed:
      ids(&revealed_);
      return true;
    case internal::kSectionAttempt:
      attempt_.player = r->U8();
      attempt_.mission = r->U16();
      attempt_.ship = r->U16();
      ids(&attempt_.encountered);
      if (!IsPlayer(attempt_.player) || attempt_.mission == 0 || attempt_.mission >= cards ||
          attempt_.ship >= cards) {
        r->Fail("mission attempt");
      }
      return true;
    case internal::kSectionSolved: {
      uint32_t k = r->Count(3);
      solved_.clear();
      for (uint32_t i = 0; i < k && r->ok(); ++i) {
        uint16_t m = r->U16();
        uint8_t p = r->U8();
        if (m == 0 || m >= cards || !IsPlayer(p)) r->Fail("solved mission");
        solved_.emplace_back(m, p);
      }
      return true;
    }
    case internal::kSectionPersonnelBattle:
      battle_.player = r->U8();
      battle_.location = r->U16();
      ids(&battle_.hit);
      if (!IsPlayer(battle_.player) || battle_.location == 0 || battle_.location >= cards) {
        r->Fail("personnel battle");
      }
      return true;
    case internal::kSectionScoring:
      bonus_[0] = r->I32();
      bonus_[1] = r->I32();
      result_ = r->U8();
      if (result_ > kNoResult) r->Fail("result " + std::to_string(result_));
      return true;
    default:
      return false;
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

}  // namespace stardate::engine::stccg
