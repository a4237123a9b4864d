// The canonical serialization of the 1E state (DoSerialize) and its restore from those bytes
// (DoRestore), which checks every value a hostile snapshot could get wrong.
#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

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
  // Optional sections, each a tag and its body, written only when not empty: a game that never
  // uses them serializes (and hashes) exactly as before they existed.
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
  SerializeStaples(w);
}

namespace {

// The state of each of a game's `n` cards ([0] unused).
std::vector<CardState> ReadCardStates(ByteReader* r, uint32_t n) {
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
    if (zone > static_cast<uint8_t>(Zone::kSideDeck)) r->Fail("zone " + std::to_string(zone));
    if (cards[i].controller > kUncontrolled || cards[i].where >= n) {
      r->Fail("card " + std::to_string(i));
    }
  }
  return cards;
}

std::array<PlayerState, kPlayers> ReadPlayers(ByteReader* r, size_t n) {
  std::array<PlayerState, kPlayers> players;
  for (PlayerState& p : players) {
    internal::ReadCardIds(r, n, &p.draw_deck);
    internal::ReadCardIds(r, n, &p.hand);
    p.shuffled = r->U8();
    p.opening_draws = r->U8();
    p.card_plays = r->U8();
    p.drew = r->U8();
    p.score = r->I32();
  }
  return players;
}

// The consequences owed: only those the table carries out (`state` says which) ever are.
std::vector<Event> ReadConsequences(const StccgState& state, ByteReader* r, size_t n) {
  std::vector<Event> consequences;
  uint32_t k = r->Count(5);
  for (uint32_t i = 0; i < k && r->ok(); ++i) {
    Event c;
    const uint16_t kind = r->U16();
    c.kind = static_cast<EventKind>(kind);
    if (!state.TableCarriesOut(c)) r->Fail("consequence kind " + std::to_string(kind));
    // The only exposure owed is by the persona (StccgState::RefreshInfiltration).
    if (c.kind == stccg::kExpose) c.arg = static_cast<int32_t>(Exposure::kPersona);
    c.player = r->U8();
    c.card = r->U16();
    if (c.card == 0 || c.card >= n || !IsPlayer(c.player))
      r->Fail("consequence card " + std::to_string(c.card));
    consequences.push_back(c);
  }
  return consequences;
}

std::vector<std::pair<uint64_t, Event>> ReadReturnFire(ByteReader* r, size_t n) {
  std::vector<std::pair<uint64_t, Event>> return_fire;
  uint32_t m = r->Count(16);
  for (uint32_t i = 0; i < m && r->ok(); ++i) {
    Event rf;
    rf.kind = stccg::kBattle;
    uint64_t seq = r->U64();
    rf.player = r->U8();
    rf.card = r->U16();
    rf.target = r->U16();
    internal::ReadCardIds(r, n, &rf.cards);
    if (!IsPlayer(rf.player) || rf.card >= n || rf.target >= n) r->Fail("return fire");
    return_fire.emplace_back(seq, std::move(rf));
  }
  return return_fire;
}

}  // namespace

// The members the optional sections are read into, as they were before a restore.
struct StccgState::OptionalSections {
  std::vector<uint16_t> seed_order, stopped, revealed;
  Attempt attempt;
  std::vector<std::pair<uint16_t, uint8_t>> solved;
  std::array<int32_t, kPlayers> bonus{};
  uint8_t result = kNoResult;
  PersonnelBattle battle;
  Dominion dominion;
  std::vector<Countdown> countdowns;
  std::vector<uint16_t> rationed;
  std::vector<Infiltrator> infiltrators;
  uint16_t attempt_mission = 0;
  std::vector<uint16_t> attempt_infiltrators;
  std::vector<AttackPermission> permissions;
  std::vector<SpecialDownload> special_downloads;
  std::vector<Tactic> tactics;
  Staples staples;
};

StccgState::OptionalSections StccgState::TakeOptionalSections() {
  OptionalSections kept{std::move(seed_order_),
                        std::move(stopped_),
                        std::move(revealed_),
                        std::move(attempt_),
                        std::move(solved_),
                        bonus_,
                        result_,
                        std::move(battle_),
                        std::move(dominion_),
                        std::move(countdowns_),
                        std::move(rationed_),
                        std::move(infiltrators_),
                        attempt_mission_,
                        std::move(attempt_infiltrators_),
                        std::move(permissions_),
                        std::move(special_downloads_),
                        std::move(tactics_),
                        std::move(staples_)};
  seed_order_.clear();
  stopped_.clear();
  revealed_.clear();
  attempt_ = Attempt{};
  solved_.clear();
  bonus_ = {};
  result_ = kNoResult;
  battle_ = PersonnelBattle{};
  dominion_ = Dominion{};
  countdowns_.clear();
  rationed_.clear();
  infiltrators_.clear();
  attempt_mission_ = 0;
  attempt_infiltrators_.clear();
  permissions_.clear();
  special_downloads_.clear();
  tactics_.clear();
  staples_ = Staples{};
  return kept;
}

void StccgState::PutBackOptionalSections(OptionalSections kept) {
  seed_order_ = std::move(kept.seed_order);
  stopped_ = std::move(kept.stopped);
  revealed_ = std::move(kept.revealed);
  attempt_ = std::move(kept.attempt);
  solved_ = std::move(kept.solved);
  bonus_ = kept.bonus;
  result_ = kept.result;
  battle_ = std::move(kept.battle);
  dominion_ = std::move(kept.dominion);
  countdowns_ = std::move(kept.countdowns);
  rationed_ = std::move(kept.rationed);
  infiltrators_ = std::move(kept.infiltrators);
  attempt_mission_ = kept.attempt_mission;
  attempt_infiltrators_ = std::move(kept.attempt_infiltrators);
  permissions_ = std::move(kept.permissions);
  special_downloads_ = std::move(kept.special_downloads);
  tactics_ = std::move(kept.tactics);
  staples_ = std::move(kept.staples);
}

void StccgState::ReadOptionalSections(ByteReader* r, size_t n,
                                      std::array<PlayerState, kPlayers>* players,
                                      std::vector<std::pair<uint64_t, Event>>* return_fire,
                                      std::vector<uint16_t>* walked) {
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
      for (PlayerState& p : *players) {
        p.hidden = r->U16();
        if (p.hidden > p.draw_deck.size()) r->Fail("more unknown cards in hand than in the deck");
      }
    } else if (tag == internal::kSectionReturnFire) {
      *return_fire = ReadReturnFire(r, n);
    } else if (tag == internal::kSectionWalked) {
      internal::ReadCardIds(r, n, walked);
    } else if (tag == internal::kSectionInfiltration) {
      RestoreInfiltration(r, n);
    } else if (tag == internal::kSectionStaples) {
      RestoreStaples(r, n);
    } else if (tag == internal::kSectionStapleMarks) {
      RestoreStapleMarks(r, n);
    } else if (!RestorePlaySection(tag, r, n) && !RestoreBattleRecord(tag, r, n) &&
               !RestoreDominionSection(tag, r, n) && !RestoreCountdownSection(tag, r, n)) {
      r->Fail("unknown state section " + std::to_string(tag));
    }
  }
}

void StccgState::DoRestore(ByteReader* r) {
  uint32_t n = r->Count(14);
  if (r->ok() && n != cards_.size()) {
    r->Fail("snapshot has " + std::to_string(n) + " cards; the game has " +
            std::to_string(cards_.size()));
    return;
  }
  std::vector<CardState> cards = ReadCardStates(r, n);
  std::array<PlayerState, kPlayers> players = ReadPlayers(r, n);
  std::array<std::vector<uint16_t>, 4> spaceline;
  for (auto& line : spaceline) internal::ReadCardIds(r, n, &line);
  std::vector<Event> consequences = ReadConsequences(*this, r, n);
  std::vector<std::pair<uint64_t, Event>> return_fire;
  std::vector<uint16_t> walked;
  // The optional sections are read into the members: keep the present ones for a failed restore.
  OptionalSections kept = TakeOptionalSections();
  ReadOptionalSections(r, n, &players, &return_fire, &walked);
  if (!r->ok()) {
    PutBackOptionalSections(std::move(kept));
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

}  // namespace stardate::engine::stccg
