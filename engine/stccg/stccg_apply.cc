// Applying events to the 1E state (DoApply, DoResolve).
#include <algorithm>

#include "engine/rng.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

using internal::Has;
using internal::IsSeedKind;
using internal::kQuadrantNames;

// ---------------------------------------------------------------------------------------------
// Apply

void StccgState::RemoveFromHand(uint16_t id) {
  for (auto& ps : players_) {
    auto it = std::find(ps.hand.begin(), ps.hand.end(), id);
    if (it != ps.hand.end()) {
      ps.hand.erase(it);
      return;
    }
  }
}

void StccgState::RemoveFromDeck(uint16_t id) {
  for (auto& ps : players_) {
    if (!ps.draw_deck.empty() && ps.draw_deck.back() == id) {
      ps.draw_deck.pop_back();
      return;
    }
    auto it = std::find(ps.draw_deck.begin(), ps.draw_deck.end(), id);
    if (it != ps.draw_deck.end()) {
      ps.draw_deck.erase(it);
      return;
    }
  }
}

void StccgState::MoveCard(uint16_t id, Zone zone, uint16_t where) {
  if (!ValidCard(id)) return;
  CardState& c = cards_[id];
  if (c.zone == Zone::kHand) RemoveFromHand(id);
  if (c.zone == Zone::kDrawDeck) RemoveFromDeck(id);
  if (c.zone == Zone::kSpaceline) {
    for (auto& line : spaceline_) line.erase(std::remove(line.begin(), line.end(), id), line.end());
    ReindexSpaceline();
  }
  c.zone = zone;
  c.where = ValidCard(where) ? where : 0;  // an illegal event may name no card
  if (zone == Zone::kHand) players_[instances_[id].owner].hand.push_back(id);
  if (zone == Zone::kDrawDeck) players_[instances_[id].owner].draw_deck.push_back(id);
}

void StccgState::DoApplyLeftOut(const Event& owed) {
  // A countdown card the table did not discard stayed in play (INTERPRETATIONS.md,
  // "Ketracel-White's countdown"); every other consequence happened unwritten.
  if (owed.kind == stccg::kExpire) {
    KeepExpiredLeftOut(owed);
  } else {
    DoApply(owed);
  }
}

void StccgState::DoApply(const Event& e) {
  const bool deprivation_victim = e.kind == stccg::kKill && IsDeprivationVictim(e.card);
  // A consequence the rules owe is carried out (in any order; the core carries out the owed
  // ones first when the table skipped them).
  for (auto it = consequences_.begin(); it != consequences_.end(); ++it) {
    if (Fulfils(e, *it)) {
      consequences_.erase(it);
      break;
    }
  }
  QueueJemHadarSuicides(e);
  if (RevealsHidden(e)) {
    --players_[e.player].hidden;
    MoveCard(e.card, Zone::kHand, 0);
  }
  switch (e.kind) {
    case EventKind::TURN:
      ApplyTurn(e);
      break;
    case EventKind::SHUFFLE:
      ApplyShuffle(e);
      break;
    case EventKind::DRAW:
      ApplyDraw(e);
      break;
    case EventKind::CONCEDE:
      if (IsPlayer(e.player) && result_ == kNoResult) result_ = static_cast<uint8_t>(1 - e.player);
      break;
    case stccg::kEncounter:
      ApplyEncounter(e);
      break;
    case stccg::kEffect:
      ApplyEffect(e);
      break;
    case stccg::kEngage:
      ApplyEngage(e);
      break;
    case stccg::kDownload:
      ApplyDownload(e);
      ApplyBattleRecord(e);
      NoteStapleDownload(e);
      break;
    case stccg::kAllowAttack:
    case stccg::kTactic:
    case stccg::kBattleEnd:
      ApplyBattleRecord(e);
      break;
    case stccg::kScore:
      if (IsPlayer(e.player)) {
        // Clamped like the score: a hostile log's points never overflow.
        bonus_[e.player] = static_cast<int32_t>(
            std::clamp<int64_t>(int64_t{bonus_[e.player]} + e.arg, -1000000, 1000000));
        AddPoints(e.player, e.arg);
      }
      NoteStapleScore(e);
      break;
    case stccg::kTakeFromTent:
      ApplyTentTake(e);
      break;
    case stccg::kDiscardFromTable:
    case stccg::kPlaceBeneathDeck:
    case stccg::kReshuffle:
      ApplyStapleMove(e);
      break;
    case stccg::kSeedDoorway:
    case stccg::kSeedMission:
    case stccg::kSeedDilemma:
    case stccg::kSeedFacility:
    case stccg::kSeedSite:
      ApplySeed(e);
      break;
    case stccg::kDestroy:
      ApplyDestroy(e);
      break;
    case stccg::kKill:
      MoveCard(e.card, Zone::kDiscard, 0);
      break;
    case stccg::kRepair:
      if (ValidCard(e.card)) {
        SetDamaged(e.card, false);
        cards_[e.card].repair_turns = 0;
      }
      break;
    case stccg::kPlayEvent:
    case stccg::kReport:
    case stccg::kBuild:
    case stccg::kPlayInterrupt:
      ApplyPlay(e);
      break;
    case stccg::kBattle:
      // Return fire joins the pending battle; it takes effect when the battle resolves.
      if (IsReturnFire(e)) return_fire_.emplace_back(core_.stack.back().seq, e);
      break;
    case stccg::kFly:
      ApplyFly(e);
      break;
    case stccg::kDiscard:
      MoveCard(e.card, Zone::kDiscard, 0);
      break;
    case stccg::kInfiltrate:
    case stccg::kExpose:
      ApplyInfiltration(e);
      break;
    case stccg::kRation:
    case stccg::kExpire:
      ApplyCountdownEvent(e);
      break;
    default:
      break;
  }
  if (e.kind == EventKind::TURN) {
    attempt_mission_ = 0;  // an attempt ends with its turn
    attempt_infiltrators_.clear();
  }
  if (!infiltrators_.empty()) RefreshInfiltration();
  AdvanceDeprivation(e, deprivation_victim);
}

// A new turn: the turn before ends (countdowns), the turn's limits reset, repairs are served.
void StccgState::ApplyTurn(const Event& e) {
  // The turn before ended: its player's countdowns count down ("stopped" still holds).
  if (IsPlayer(e.player) && core_.turn > 1) CountDownAtTurnEnd(static_cast<uint8_t>(1 - e.player));
  core_.phase = static_cast<int32_t>(Phase::kStartOfTurn);
  if (e.arg == 1) {
    // Start of play: unused seed cards leave the game (base rules section 1).
    for (size_t id = 1; id < cards_.size(); ++id) {
      if (cards_[id].zone == Zone::kSeedDeck) cards_[id].zone = Zone::kRemoved;
    }
  }
  for (auto& ps : players_) {
    ps.card_plays = 0;
    ps.drew = 0;
  }
  staples_.players = {};  // the staples' counts are per turn, save the downloads made
  staples_.any_player_draws = 0;
  staples_.tent_takes = {};
  for (uint16_t id : ranged_) cards_[id].range_used = 0;
  ranged_.clear();
  walked_.clear();
  // Cards are "stopped" until the end of the turn; an attempt ends with its turn.
  stopped_.clear();
  attempt_ = Attempt{};
  battle_ = PersonnelBattle{};
  dominion_.attacks.clear();
  if (IsPlayer(e.player) && damaged_count_ > 0) StartOfTurnRepairs(e.player);
}

// The player's draw deck takes the order the event's permutation (or the seed) gives.
void StccgState::ApplyShuffle(const Event& e) {
  if (!IsPlayer(e.player)) return;
  PlayerState& ps = players_[e.player];
  size_t n = ps.draw_deck.size();
  std::vector<uint32_t> perm = e.random;
  std::vector<uint8_t> seen(n, 0);
  bool valid = perm.size() == n;
  for (size_t i = 0; valid && i < n; ++i) {
    valid = perm[i] < n && !seen[perm[i]];
    if (valid) seen[perm[i]] = 1;
  }
  if (!valid && table_randomness_) {
    // The table shuffled; the order of a deck drawn from at a table is not tracked.
    ps.shuffled = 1;
    return;
  }
  if (!valid) perm = EventRng(core_.seed, core_.seq).Permutation(static_cast<uint32_t>(n));
  // Positions count from the top (the back of draw_deck).
  std::vector<uint16_t> from_top(ps.draw_deck.rbegin(), ps.draw_deck.rend());
  std::vector<uint16_t> shuffled(n);
  for (size_t i = 0; i < n; ++i) shuffled[i] = from_top[perm[i]];
  ps.draw_deck.assign(shuffled.rbegin(), shuffled.rend());
  ps.shuffled = 1;
}

// A card drawn: into the hand (an unknown one under table randomness); the draw may end the game.
void StccgState::ApplyDraw(const Event& e) {
  if (!IsPlayer(e.player)) return;
  PlayerState& ps = players_[e.player];
  const uint8_t ends = EndsGame(e);  // judged on the state before the draw
  // A draw a card's text allows now is not the end-of-turn card draw.
  const bool by_text = DrawByCardText(e);
  NoteStapleDraw(e);
  if (core_.turn == 0) {
    ++ps.opening_draws;
  } else if (!by_text) {
    ps.drew = 1;
  }
  if (ValidCard(e.card)) {
    MoveCard(e.card, Zone::kHand, 0);
  } else if (table_randomness_ && DeckCount(e.player) > 0) {
    ++ps.hidden;  // a card the log does not know yet
  }
  if (ends != kNoResult) {
    result_ = ends;
    core_.game_over = true;
  }
}

// A card seeded: a doorway (not modelled), a mission on its spaceline, a dilemma or artifact
// under a mission, a facility, a site.
void StccgState::ApplySeed(const Event& e) {
  switch (e.kind) {
    case stccg::kSeedDoorway:
      // On the table (or on the card the script names): in play, its seeder's.
      MoveCard(e.card, Zone::kInPlay, ValidCard(e.target) ? e.target : 0);
      if (ValidCard(e.card)) cards_[e.card].controller = e.player;
      NoteStapleBeside(e);
      break;
    case stccg::kSeedMission: {
      if (!ValidCard(e.card)) break;
      MoveCard(e.card, Zone::kSpaceline, 0);
      spaceline_[static_cast<int>(instances_[e.card].facts->quadrant)].push_back(e.card);
      ReindexSpaceline();
      break;
    }
    case stccg::kSeedDilemma:
      MoveCard(e.card, Zone::kUnderMission, e.target);
      if (ValidCard(e.card)) seed_order_.push_back(e.card);
      break;
    case stccg::kSeedFacility:
      MoveCard(e.card, Zone::kAtLocation, e.target);
      if (ValidCard(e.card)) {
        // "Empok Nor seeds uncontrolled."
        bool uncontrolled = instances_[e.card].facility != nullptr &&
                            instances_[e.card].facility->seeds_uncontrolled;
        cards_[e.card].controller = uncontrolled ? kUncontrolled : e.player;
        cards_[e.card].seeded = 1;
      }
      break;
    case stccg::kSeedSite:
      MoveCard(e.card, Zone::kSite, e.target);
      break;
    default:
      break;
  }
}

// A ship or facility destroyed, with what goes with it.
void StccgState::ApplyDestroy(const Event& e) {
  if (!ValidCard(e.card)) return;
  uint16_t m = LocationOf(e.card);
  // Ships docked at a destroyed facility (or its sites) survive, in orbit.
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (cards_[id].zone != Zone::kDocked) continue;
    uint16_t at = cards_[id].where;
    if (at == e.card ||
        (ValidCard(at) && cards_[at].zone == Zone::kSite && cards_[at].where == e.card)) {
      cards_[id].zone = Zone::kAtLocation;
      cards_[id].where = m;
    }
  }
  // Equipment aboard goes with it; sites go with their Nor.
  for (size_t id = 1; id < cards_.size(); ++id) {
    if ((cards_[id].zone == Zone::kAboard || cards_[id].zone == Zone::kSite) &&
        cards_[id].where == e.card && instances_[id].type != CardType::kPersonnel) {
      cards_[id].zone = Zone::kDiscard;
      cards_[id].where = 0;
    }
  }
  MoveCard(e.card, Zone::kDiscard, 0);
}

// A card played from hand is pending until its window closes. Events, reports and builds are
// normal card plays; an interrupt is not.
void StccgState::ApplyPlay(const Event& e) {
  if (e.kind != stccg::kPlayInterrupt && IsPlayer(e.player)) ++players_[e.player].card_plays;
  NoteStaplePlay(e);
  MoveCard(e.card, Zone::kPending, e.target);
}

// A flight spends the ship's RANGE for the turn.
void StccgState::ApplyFly(const Event& e) {
  if (ValidCard(e.card)) {
    int cost = RangeCost(LocationOf(e.card), e.target);
    if (cost > 0) {
      if (cards_[e.card].range_used == 0) ranged_.push_back(e.card);
      cards_[e.card].range_used =
          static_cast<uint16_t>(std::min<int>(cards_[e.card].range_used + cost, 0xffff));
    }
  }
}

void StccgState::DoResolve(const PendingAction& action) {
  const Event& e = action.action;
  if (!ValidCard(e.card)) return;
  switch (e.kind) {
    case stccg::kReport: {
      bool ship = instances_[e.card].type == CardType::kShip;
      // Written `reports undocked` (stccg.report.docked): applied as the table played it.
      if (ship && ValidCard(e.target) && (OnPlanet(e.target) || e.arg == kReportUndocked)) {
        // "Ships report in orbit of the planet" at a headquarters.
        MoveCard(e.card, Zone::kAtLocation, LocationOf(e.target));
      } else {
        MoveCard(e.card, ship ? Zone::kDocked : Zone::kAboard, e.target);
      }
      cards_[e.card].controller = e.player;
      break;
    }
    case stccg::kPlayEvent:
      MoveCard(e.card, Zone::kInPlay, e.target);
      NoteStapleBeside(e);
      break;
    case stccg::kBattle:
      NoteChangelingAttack(e);
      ResolveBattle(e, action.seq);
      break;
    case stccg::kPersonnelBattle:
      ResolvePersonnelBattle(e);
      break;
    case stccg::kDeprive:
      StartDeprivationBattle();
      break;
    case stccg::kAttempt:
      attempt_ = Attempt{};
      if (IsPlayer(e.player) && SolvedBy(e.card) < 0) {
        attempt_.player = e.player;
        attempt_.mission = e.card;
        attempt_.ship = ValidCard(e.target) ? e.target : 0;
      }
      break;
    case stccg::kSolve:
      // Fair Play, played in response, prevents the solve.
      if (IsPlayer(e.player) && SolvedBy(e.card) < 0 && !FairPlayForbids(e)) {
        solved_.emplace_back(e.card, e.player);
        AddPoints(e.player, e.arg);
      }
      attempt_ = Attempt{};
      break;
    case stccg::kCommandeer:
      // Only the facility changes hands: "You do not take control of any opposing personnel or
      // equipment aboard" (004 "commandeering").
      if (attempt_.mission == e.card) attempt_ = Attempt{};  // the commandeer attempt is over
      cards_[e.card].controller = e.player;
      if (e.arg != 0) cards_[e.card].affiliation = static_cast<uint32_t>(e.arg);
      break;
    case stccg::kWalk:
      MoveCard(e.card, Zone::kAboard, e.target);
      for (uint16_t id : e.cards) MoveCard(id, Zone::kAboard, e.target);
      // They stopped at the site: no more walking this turn.
      walked_.push_back(e.card);
      walked_.insert(walked_.end(), e.cards.begin(), e.cards.end());
      break;
    case stccg::kBuild:
      MoveCard(e.card, Zone::kAtLocation, e.target);
      cards_[e.card].controller = e.player;
      cards_[e.card].seeded = 0;
      break;
    case stccg::kPlayInterrupt:
      // The interrupt's own effect is card text this slice does not model; it is spent. A
      // doorway that "plays on table" stays there, open, its player's.
      if (PlaysDoorwayOnTable(e)) {
        MoveCard(e.card, Zone::kInPlay, e.target);
        cards_[e.card].controller = e.player;
        break;
      }
      MoveCard(e.card, Zone::kDiscard, 0);
      break;
    case stccg::kFly:
      if (ValidCard(e.target)) MoveCard(e.card, Zone::kAtLocation, e.target);
      break;
    case stccg::kDock:
      if (ValidCard(e.target)) MoveCard(e.card, Zone::kDocked, e.target);
      break;
    case stccg::kUndock: {
      uint16_t m = LocationOf(e.card);
      MoveCard(e.card, Zone::kAtLocation, m);
      cards_[e.card].repair_turns = 0;
      cards_[e.card].docked_at_turn_start = 0;
      break;
    }
    case stccg::kBeam: {
      if (!ValidCard(e.target)) break;
      Zone zone = cards_[e.target].zone == Zone::kSpaceline ? Zone::kOnPlanet : Zone::kAboard;
      MoveCard(e.card, zone, e.target);
      for (uint16_t id : e.cards) MoveCard(id, zone, e.target);
      break;
    }
    case stccg::kInfiltrate:
      ResolveInfiltration(e);
      break;
    default:
      break;
  }
  NoteStapleResolve(e);
  if (e.kind == stccg::kAttempt) {
    // The infiltrators who chose to take part (the attempt's further cards).
    attempt_mission_ = attempt_.mission;
    attempt_infiltrators_ = e.cards;
  }
  if (!infiltrators_.empty()) RefreshInfiltration();
}

// ---------------------------------------------------------------------------------------------
// Serialization

void StccgState::SetDamaged(uint16_t id, bool damaged) {
  uint8_t now = damaged ? 1 : 0;
  if (cards_[id].damaged == now) return;
  cards_[id].damaged = now;
  if (damaged) {
    ++damaged_count_;
  } else {
    --damaged_count_;
  }
}

}  // namespace stardate::engine::stccg
