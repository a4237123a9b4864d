// Applying events to the 1E state (DoApply, DoResolve) and its canonical serialization.
#include <algorithm>

#include "engine/rng.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/rule_ids.h"
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
      // The turn before ended: its player's countdowns count down ("stopped" still holds).
      if (e.player <= 1 && core_.turn > 1) CountDownAtTurnEnd(static_cast<uint8_t>(1 - e.player));
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
      for (uint16_t id : ranged_) cards_[id].range_used = 0;
      ranged_.clear();
      walked_.clear();
      // Cards are "stopped" until the end of the turn; an attempt ends with its turn.
      stopped_.clear();
      attempt_ = Attempt{};
      battle_ = PersonnelBattle{};
      dominion_.attacks.clear();
      if (e.player <= 1 && damaged_count_ > 0) StartOfTurnRepairs(e.player);
      break;
    case EventKind::SHUFFLE: {
      if (e.player > 1) break;
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
        break;
      }
      if (!valid) perm = EventRng(core_.seed, core_.seq).Permutation(static_cast<uint32_t>(n));
      // Positions count from the top (the back of draw_deck).
      std::vector<uint16_t> from_top(ps.draw_deck.rbegin(), ps.draw_deck.rend());
      std::vector<uint16_t> shuffled(n);
      for (size_t i = 0; i < n; ++i) shuffled[i] = from_top[perm[i]];
      ps.draw_deck.assign(shuffled.rbegin(), shuffled.rend());
      ps.shuffled = 1;
      break;
    }
    case EventKind::DRAW: {
      if (e.player > 1) break;
      PlayerState& ps = players_[e.player];
      const uint8_t ends = EndsGame(e);  // judged on the state before the draw
      if (core_.turn == 0) {
        ++ps.opening_draws;
      } else {
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
      break;
    }
    case EventKind::CONCEDE:
      if (e.player <= 1 && result_ == kNoResult) result_ = static_cast<uint8_t>(1 - e.player);
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
      break;
    case stccg::kAllowAttack:
    case stccg::kTactic:
    case stccg::kBattleEnd:
      ApplyBattleRecord(e);
      break;
    case stccg::kScore:
      if (e.player <= 1) {
        // Clamped like the score: a hostile log's points never overflow.
        bonus_[e.player] = static_cast<int32_t>(
            std::clamp<int64_t>(int64_t{bonus_[e.player]} + e.arg, -1000000, 1000000));
        AddPoints(e.player, e.arg);
      }
      break;
    case stccg::kSeedDoorway:
      MoveCard(e.card, Zone::kDiscard, 0);  // doorways' effects are not modelled in this slice
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
    case stccg::kDestroy: {
      if (!ValidCard(e.card)) break;
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
      break;
    }
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
      if (e.player <= 1) ++players_[e.player].card_plays;
      MoveCard(e.card, Zone::kPending, e.target);
      break;
    case stccg::kReport:
    case stccg::kBuild:
      if (e.player <= 1) ++players_[e.player].card_plays;
      MoveCard(e.card, Zone::kPending, e.target);
      break;
    case stccg::kPlayInterrupt:
      MoveCard(e.card, Zone::kPending, e.target);
      break;
    case stccg::kBattle:
      // Return fire joins the pending battle; it takes effect when the battle resolves.
      if (IsReturnFire(e)) return_fire_.emplace_back(core_.stack.back().seq, e);
      break;
    case stccg::kFly:
      if (ValidCard(e.card)) {
        int cost = RangeCost(LocationOf(e.card), e.target);
        if (cost > 0) {
          if (cards_[e.card].range_used == 0) ranged_.push_back(e.card);
          cards_[e.card].range_used =
              static_cast<uint16_t>(std::min<int>(cards_[e.card].range_used + cost, 0xffff));
        }
      }
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
      if (e.player <= 1 && SolvedBy(e.card) < 0) {
        attempt_.player = e.player;
        attempt_.mission = e.card;
        attempt_.ship = ValidCard(e.target) ? e.target : 0;
      }
      break;
    case stccg::kSolve:
      // Fair Play, played in response, prevents the solve.
      if (e.player <= 1 && SolvedBy(e.card) < 0 && !FairPlayForbids(e)) {
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
      // The interrupt's own effect is card text this slice does not model; it is spent.
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
  if (e.kind == stccg::kAttempt) {
    // The infiltrators who chose to take part (the attempt's further cards).
    attempt_mission_ = attempt_.mission;
    attempt_infiltrators_ = e.cards;
  }
  if (!infiltrators_.empty()) RefreshInfiltration();
}

// ---------------------------------------------------------------------------------------------
// Serialization

void StccgState::DoSerialize(ByteWriter* w) const {
  w->U32(static_cast<uint32_t>(cards_.size()));
  for (const CardState& c : cards_) {
    w->U8(static_cast<uint8_t>(c.zone));
    w->U8(c.controller);
    w->U16(c.where);
    w->U16(c.range_used);
    w->U8(c.seeded);
    w->U8(c.damaged);
    w->U8(c.repair_turns);
    w->U8(c.docked_at_turn_start);
    w->U32(c.affiliation);
  }
  for (const PlayerState& p : players_) {
    w->Seq(p.draw_deck, [&](uint16_t id) { w->U16(id); });
    w->Seq(p.hand, [&](uint16_t id) { w->U16(id); });
    w->U8(p.shuffled);
    w->U8(p.opening_draws);
    w->U8(p.card_plays);
    w->U8(p.drew);
    w->I32(p.score);
  }
  for (const auto& line : spaceline_) w->Seq(line, [&](uint16_t id) { w->U16(id); });
  w->Seq(consequences_, [&](const Event& c) {
    w->U16(static_cast<uint16_t>(c.kind));
    w->U8(c.player);
    w->U16(c.card);
  });
  // Optional sections, each a tag and its body, in tag order, written only when not empty: a
  // game that never uses them serializes (and hashes) exactly as before they existed.
  if (players_[0].hidden != 0 || players_[1].hidden != 0) {
    w->U8(internal::kSectionHidden);
    for (const PlayerState& p : players_) w->U16(p.hidden);
  }
  if (!return_fire_.empty()) {
    w->U8(internal::kSectionReturnFire);
    w->Seq(return_fire_, [&](const std::pair<uint64_t, Event>& rf) {
      w->U64(rf.first);
      w->U8(rf.second.player);
      w->U16(rf.second.card);
      w->U16(rf.second.target);
      w->Seq(rf.second.cards, [&](uint16_t id) { w->U16(id); });
    });
  }
  if (!walked_.empty()) {
    w->U8(internal::kSectionWalked);
    w->Seq(walked_, [&](uint16_t id) { w->U16(id); });
  }
  SerializePlay(w);
  SerializeInfiltration(w);
  SerializeBattleRecord(w);
  SerializeDominion(w);
  SerializeCountdowns(w);
}

void StccgState::DoRestore(ByteReader* r) {
  uint32_t n = r->Count(14);
  if (r->ok() && n != cards_.size()) {
    r->Fail("snapshot has " + std::to_string(n) + " cards; the game has " +
            std::to_string(cards_.size()));
    return;
  }
  std::vector<CardState> cards(n);
  for (uint32_t i = 0; i < n && r->ok(); ++i) {
    uint8_t zone = r->U8();
    cards[i].zone = static_cast<Zone>(zone);
    cards[i].controller = r->U8();
    cards[i].where = r->U16();
    cards[i].range_used = r->U16();
    cards[i].seeded = r->U8();
    cards[i].damaged = r->U8();
    cards[i].repair_turns = r->U8();
    cards[i].docked_at_turn_start = r->U8();
    cards[i].affiliation = r->U32();
    if (zone > static_cast<uint8_t>(Zone::kInPlay)) r->Fail("zone " + std::to_string(zone));
    if (cards[i].controller > kUncontrolled || cards[i].where >= n) {
      r->Fail("card " + std::to_string(i));
    }
  }
  auto read_ids = [&](std::vector<uint16_t>* v) { internal::ReadCardIds(r, n, v); };
  std::array<PlayerState, 2> players;
  for (PlayerState& p : players) {
    read_ids(&p.draw_deck);
    read_ids(&p.hand);
    p.shuffled = r->U8();
    p.opening_draws = r->U8();
    p.card_plays = r->U8();
    p.drew = r->U8();
    p.score = r->I32();
  }
  std::array<std::vector<uint16_t>, 4> spaceline;
  for (auto& line : spaceline) read_ids(&line);
  std::vector<Event> consequences;
  uint32_t k = r->Count(5);
  for (uint32_t i = 0; i < k && r->ok(); ++i) {
    Event c;
    const uint16_t kind = r->U16();
    c.kind = static_cast<EventKind>(kind);
    // Only a consequence the table carries out is ever owed.
    if (!TableCarriesOut(c)) r->Fail("consequence kind " + std::to_string(kind));
    // The only exposure owed is by the persona (StccgState::RefreshInfiltration).
    if (c.kind == stccg::kExpose) c.arg = static_cast<int32_t>(Exposure::kPersona);
    c.player = r->U8();
    c.card = r->U16();
    if (c.card == 0 || c.card >= n || c.player > 1)
      r->Fail("consequence card " + std::to_string(c.card));
    consequences.push_back(c);
  }
  std::vector<std::pair<uint64_t, Event>> return_fire;
  std::vector<uint16_t> walked;
  // The play sections are read into the members: keep the present ones for a failed restore.
  auto seed_order = std::move(seed_order_);
  auto stopped = std::move(stopped_);
  auto revealed = std::move(revealed_);
  auto attempt = std::move(attempt_);
  auto solved = std::move(solved_);
  auto bonus = bonus_;
  auto battle = std::move(battle_);
  battle_ = PersonnelBattle{};
  auto dominion = std::move(dominion_);
  dominion_ = Dominion{};
  auto countdowns = std::move(countdowns_);
  auto rationed = std::move(rationed_);
  countdowns_.clear();
  rationed_.clear();
  auto result = result_;
  auto infiltrators = std::move(infiltrators_);
  auto attempt_mission = attempt_mission_;
  auto attempt_infiltrators = std::move(attempt_infiltrators_);
  infiltrators_.clear();
  attempt_mission_ = 0;
  attempt_infiltrators_.clear();
  auto permissions = std::move(permissions_);
  auto special_downloads = std::move(special_downloads_);
  auto tactics = std::move(tactics_);
  permissions_.clear();
  special_downloads_.clear();
  tactics_.clear();
  seed_order_.clear();
  stopped_.clear();
  revealed_.clear();
  attempt_ = Attempt{};
  solved_.clear();
  bonus_ = {};
  result_ = kNoResult;
  // Each optional section at most once. Serialize() writes the infiltration section (15)
  // before the battle record and Dominion sections (11 to 14), so the tags are not ascending.
  std::array<bool, 256> seen_section{};
  while (r->ok() && !r->AtEnd()) {
    uint8_t tag = r->U8();
    if (seen_section[tag]) {
      r->Fail("state section " + std::to_string(tag) + " twice");
      break;
    }
    seen_section[tag] = true;
    if (tag == internal::kSectionHidden) {
      for (PlayerState& p : players) {
        p.hidden = r->U16();
        if (p.hidden > p.draw_deck.size()) r->Fail("more unknown cards in hand than in the deck");
      }
    } else if (tag == internal::kSectionReturnFire) {
      uint32_t m = r->Count(16);
      for (uint32_t i = 0; i < m && r->ok(); ++i) {
        Event rf;
        rf.kind = stccg::kBattle;
        uint64_t seq = r->U64();
        rf.player = r->U8();
        rf.card = r->U16();
        rf.target = r->U16();
        read_ids(&rf.cards);
        if (rf.player > 1 || rf.card >= n || rf.target >= n) r->Fail("return fire");
        return_fire.emplace_back(seq, std::move(rf));
      }
    } else if (tag == internal::kSectionWalked) {
      read_ids(&walked);
    } else if (tag == internal::kSectionInfiltration) {
      RestoreInfiltration(r, n);
    } else if (!RestorePlaySection(tag, r, n) && !RestoreBattleRecord(tag, r, n) &&
               !RestoreDominionSection(tag, r, n) && !RestoreCountdownSection(tag, r, n)) {
      r->Fail("unknown state section " + std::to_string(tag));
    }
  }
  if (!r->ok()) {
    seed_order_ = std::move(seed_order);
    stopped_ = std::move(stopped);
    revealed_ = std::move(revealed);
    attempt_ = std::move(attempt);
    solved_ = std::move(solved);
    bonus_ = bonus;
    result_ = result;
    battle_ = std::move(battle);
    infiltrators_ = std::move(infiltrators);
    attempt_mission_ = attempt_mission;
    attempt_infiltrators_ = std::move(attempt_infiltrators);
    permissions_ = std::move(permissions);
    special_downloads_ = std::move(special_downloads);
    tactics_ = std::move(tactics);
    dominion_ = std::move(dominion);
    countdowns_ = std::move(countdowns);
    rationed_ = std::move(rationed);
    return;
  }
  return_fire_ = std::move(return_fire);
  walked_ = std::move(walked);
  consequences_ = std::move(consequences);
  for (Event& c : consequences_) {
    // An owed white deprivation's place and group are kept in its own section.
    if (c.kind == stccg::kDeprive) {
      c.target = dominion_.owed_place;
      c.cards = dominion_.owed_rest;
    }
  }
  cards_ = std::move(cards);
  players_ = std::move(players);
  spaceline_ = std::move(spaceline);
  ReindexCards();
  ReindexSpaceline();
  // An owed exposure names the persona present (RefreshInfiltration); the bytes keep only the
  // infiltrator, so the persona is found again.
  for (Event& c : consequences_) {
    if (c.kind == stccg::kExpose) c.target = PersonaPresent(c.card);
  }
}

void StccgState::ReindexCards() {
  ranged_.clear();
  damaged_count_ = 0;
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (cards_[id].range_used != 0) ranged_.push_back(static_cast<uint16_t>(id));
    if (cards_[id].damaged != 0) ++damaged_count_;
  }
}

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
