// The staples of real decks in the 1E state: which cards in play their texts (CardFacts::staple,
// read by engine/stccg/staple_abilities.cc) affect, and the counts the rules of turn, draw and
// download read (Staples).
#include <algorithm>

#include "engine/stccg/card_coverage.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

// A title as a card prints it in braces names `title`: the same, or without its final mark
// ("{Red Alert}" names "Red Alert!").
bool NamesTitle(std::string_view printed, std::string_view title) {
  if (title.substr(0, printed.size()) != printed) return false;
  for (char c : title.substr(printed.size())) {
    if (c != '!' && c != '?' && c != '.') return false;
  }
  return true;
}

bool HasStapleText(const StapleText& t) {
  return t.reports_instead_of_card_play || t.free_report_each_turn || t.downloads > 0 ||
         t.extra_end_of_turn_draws > 0 || t.draws_now > 0 || t.draw_after_personnel_report ||
         !t.affects_all_players.empty();
}

}  // namespace

void StccgState::NoteStaplesInGame() {
  staples_in_game_ = false;
  for (size_t id = 1; id < instances_.size(); ++id) {
    staples_in_game_ |= HasStapleText(instances_[id].facts->staple);
  }
}

uint16_t StccgState::StapleFor(uint8_t player, bool (*has)(const StapleText&)) const {
  if (!staples_in_game_) return 0;
  // The titles every player is affected by (Mirror Image in play).
  std::vector<const std::string*> for_all;
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (cards_[id].zone != Zone::kInPlay) continue;
    for (const std::string& t : instances_[id].facts->staple.affects_all_players) {
      for_all.push_back(&t);
    }
  }
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (cards_[id].zone != Zone::kInPlay || !has(instances_[id].facts->staple)) continue;
    const bool mirrored = std::any_of(for_all.begin(), for_all.end(), [&](const std::string* t) {
      return NamesTitle(*t, instances_[id].facts->title);
    });
    // "Place beside any player's draw deck" (The Traveler): placed beside a player's
    // (`plays "The Traveler: Transcendence" beside Bob`), or played on a card of a player's
    // (`... on "Dominion Outpost"`), it is beside that player's, or that card's controller's,
    // deck; played on nothing, beside its own player's.
    uint8_t affected = cards_[id].controller;
    const uint16_t on = cards_[id].where;
    if (instances_[id].facts->staple.extra_end_of_turn_draws > 0 && ValidCard(on)) {
      affected = cards_[on].controller;
    }
    for (const auto& [card, player] : staples_.beside) {
      if (card == id) affected = player;
    }
    if (affected == player || mirrored) return static_cast<uint16_t>(id);
  }
  return 0;
}

bool StccgState::DrawByCardText(const Event& e) const {
  if (e.kind != EventKind::DRAW || !IsPlayer(e.player) || core_.turn == 0) return false;
  return staples_.players[e.player].draws_granted > 0 || staples_.any_player_draws > 0;
}

uint8_t StccgState::ExtraEndOfTurnDraws(uint8_t player) const {
  return StapleFor(player, [](const StapleText& t) { return t.extra_end_of_turn_draws > 0; }) != 0
             ? 1
             : 0;
}

bool StccgState::PlaysDoorwayOnTable(const Event& e) const {
  return e.kind == stccg::kPlayInterrupt && ValidCard(e.card) &&
         instances_[e.card].type == CardType::kDoorway && instances_[e.card].facts->staple.on_table;
}

bool StccgState::RestsOnUnreadText(const Event& e) const {
  // The events that apply the text of their card: a play of a card whose text takes effect, a
  // stated effect or bonus, a download, a tactic, a permission to attack.
  const bool applies_text = e.kind == stccg::kPlayEvent || e.kind == stccg::kPlayInterrupt ||
                            e.kind == stccg::kEffect || e.kind == stccg::kScore ||
                            e.kind == stccg::kDownload || e.kind == stccg::kTactic ||
                            e.kind == stccg::kAllowAttack;
  return applies_text && ValidCard(e.card) && !UnreadClauses(*instances_[e.card].facts).empty();
}

bool StccgState::ReportsToOwnOutpost(const Event& e) const {
  return e.kind == stccg::kReport && ValidCard(e.card) && ValidCard(e.target) &&
         instances_[e.card].type == CardType::kPersonnel && IsOutpost(e.target) &&
         cards_[e.target].controller == e.player;
}

void StccgState::NoteStaplePlay(const Event& e) {
  if (!staples_in_game_ || !IsPlayer(e.player) || e.kind == stccg::kPlayInterrupt) return;
  StaplePlayer& p = staples_.players[e.player];
  if (e.kind != stccg::kReport) {
    ++p.other_plays;
    return;
  }
  if (ReportsToOwnOutpost(e)) ++p.matching_reports;
}

void StccgState::NoteStapleDraw(const Event& e) {
  if (!staples_in_game_ || !IsPlayer(e.player) || core_.turn == 0) return;
  StaplePlayer& p = staples_.players[e.player];
  if (p.draws_granted == 0 && staples_.any_player_draws > 0) {
    // The first to draw is the player the chooser named.
    p.draws_granted = staples_.any_player_draws;
    staples_.any_player_draws = 0;
  }
  if (p.draws_granted > 0) {
    --p.draws_granted;
  } else if (players_[e.player].drew) {
    ++p.extra_drawn;
  }
}

void StccgState::NoteStapleResolve(const Event& e) {
  if (!staples_in_game_ || !IsPlayer(e.player) || !ValidCard(e.card)) return;
  const StapleText& t = instances_[e.card].facts->staple;
  if (e.kind == stccg::kPlayEvent && t.draws_now > 0) {
    if (!t.any_player_draws) {
      staples_.players[e.player].draws_granted = t.draws_now;
    } else if (StapleFor(static_cast<uint8_t>(1 - e.player),
                         [](const StapleText& s) { return s.any_player_draws; }) != 0) {
      // Its title affects all players (Mirror Image): each draws.
      for (StaplePlayer& p : staples_.players) p.draws_granted = t.draws_now;
    } else {
      staples_.any_player_draws = t.draws_now;
    }
  }
  StaplePlayer& p = staples_.players[e.player];
  if (e.kind == stccg::kReport && instances_[e.card].type == CardType::kPersonnel &&
      p.report_draw == 0 &&
      StapleFor(e.player, [](const StapleText& s) { return s.draw_after_personnel_report; })) {
    p.report_draw = 1;
    ++p.draws_granted;
  }
}

void StccgState::NoteStapleDownload(const Event& e) {
  if (!staples_in_game_ || !IsPlayer(e.player) || !ValidCard(e.card) || e.cards.empty()) return;
  const StapleText& t = instances_[e.card].facts->staple;
  if (t.downloads == 0 || !DownloadTargets(e.card).empty()) return;
  staples_.downloads.push_back({e.player, e.card, e.cards[0]});
  if (t.download_instead_of_card_play) {
    ++players_[e.player].card_plays;
    ++staples_.players[e.player].other_plays;
  }
}

std::string_view TentTakeName(TentTake how) {
  static constexpr std::string_view kNames[] = {"chosen", "randomly"};
  return internal::NameAt(kNames, static_cast<int64_t>(how), "take?");
}

bool StccgState::InHand(uint8_t player, uint16_t id) const {
  if (!IsPlayer(player) || !ValidCard(id) || instances_[id].owner != player) return false;
  const Zone z = cards_[id].zone;
  return z == Zone::kHand ||
         (z == Zone::kDrawDeck && table_randomness_ && players_[player].hidden > 0);
}

void StccgState::ApplyTentTake(const Event& e) {
  if (!IsPlayer(e.player)) return;
  MoveCard(e.card, Zone::kHand, 0);
  if (staples_.tent_takes[e.player] < 255) ++staples_.tent_takes[e.player];
  if (!ValidCard(e.target)) return;
  // The Q's Tent played: from the hand (one of its unknown cards, at a table), then discarded
  // or, by random selection, placed on top of the draw deck.
  if (!InHand(e.player, e.target)) return;
  if (cards_[e.target].zone == Zone::kDrawDeck) --players_[e.player].hidden;
  if (e.arg == static_cast<int32_t>(TentTake::kRandomly)) {
    MoveCard(e.target, Zone::kDrawDeck, 0);
  } else {
    MoveCard(e.target, Zone::kDiscard, 0);
  }
  // "Draw no cards this turn": the turn's card draw is not owed.
  if (instances_[e.target].facts->staple.take_ends_draws) players_[e.player].drew = 1;
}

void StccgState::ApplyStapleMove(const Event& e) {
  if (!IsPlayer(e.player)) return;
  PlayerState& p = players_[e.player];
  if (e.kind == stccg::kDiscardFromTable) {
    // Applied only to a card on the table: anything else is the finding's, and stays.
    if (ValidCard(e.card) && cards_[e.card].zone == Zone::kInPlay) {
      MoveCard(e.card, Zone::kDiscard, 0);
      cards_[e.card].controller = instances_[e.card].owner;
    }
    return;
  }
  std::vector<uint16_t> cards{e.card};
  cards.insert(cards.end(), e.cards.begin(), e.cards.end());
  for (uint16_t id : cards) {
    if (!ValidCard(id) || instances_[id].owner != e.player) continue;
    if (e.kind == stccg::kReshuffle) {
      if (id == e.card || cards_[id].zone != Zone::kDiscard) continue;  // the cause stays
      // Onto the deck's set of cards, as a stated reshuffle: a shuffle the table writes orders
      // them.
      MoveCard(id, Zone::kDrawDeck, 0);
      cards_[id].controller = instances_[id].owner;
      continue;
    }
    // Beneath the draw deck, from the hand or one of its unknown cards at a table (which the
    // draw deck holds already).
    if (cards_[id].zone == Zone::kDrawDeck) {
      if (!table_randomness_ || p.hidden == 0) continue;
      --p.hidden;
      RemoveFromDeck(id);
    } else if (cards_[id].zone == Zone::kHand) {
      RemoveFromHand(id);
    } else {
      continue;
    }
    cards_[id].zone = Zone::kDrawDeck;
    cards_[id].where = 0;
    p.draw_deck.insert(p.draw_deck.begin(), id);
  }
}

void StccgState::NoteStapleScore(const Event& e) {
  if (!IsPlayer(e.player) || !ValidCard(e.card) ||
      instances_[e.card].facts->staple.mission_specialist_points == 0) {
    return;
  }
  // At the mission its player solved last: the one the specialist's skill helped solve.
  for (auto it = solved_.rbegin(); it != solved_.rend(); ++it) {
    if (it->second != e.player) continue;
    staples_.specialist_scores.emplace_back(e.player, it->first);
    return;
  }
}

void StccgState::SerializeStaples(ByteWriter* w) const {
  if (!staples_.MarksEmpty()) {
    w->U8(internal::kSectionStapleMarks);
    for (uint8_t n : staples_.tent_takes) w->U8(n);
    w->Seq(staples_.specialist_scores, [&](const std::pair<uint8_t, uint16_t>& score) {
      w->U8(score.first);
      w->U16(score.second);
    });
    w->Seq(staples_.beside, [&](const std::pair<uint16_t, uint8_t>& placed) {
      w->U16(placed.first);
      w->U8(placed.second);
    });
  }
  if (staples_.Empty()) return;
  w->U8(internal::kSectionStaples);
  for (const StaplePlayer& p : staples_.players) {
    w->U8(p.other_plays);
    w->U8(p.matching_reports);
    w->U8(p.draws_granted);
    w->U8(p.extra_drawn);
    w->U8(p.report_draw);
  }
  w->U8(staples_.any_player_draws);
  w->Seq(staples_.downloads, [&](const SpecialDownload& d) {
    w->U8(d.player);
    w->U16(d.cause);
    w->U16(d.card);
  });
}

void StccgState::RestoreStaples(ByteReader* r, size_t cards) {
  for (StaplePlayer& p : staples_.players) {
    p.other_plays = r->U8();
    p.matching_reports = r->U8();
    p.draws_granted = r->U8();
    p.extra_drawn = r->U8();
    p.report_draw = r->U8();
  }
  staples_.any_player_draws = r->U8();
  const uint32_t k = r->Count(5);
  staples_.downloads.clear();
  for (uint32_t i = 0; i < k && r->ok(); ++i) {
    SpecialDownload d;
    d.player = r->U8();
    d.cause = r->U16();
    d.card = r->U16();
    if (!IsPlayer(d.player) || d.cause == 0 || d.cause >= cards || d.card == 0 || d.card >= cards) {
      r->Fail("download by card text " + std::to_string(i));
    }
    staples_.downloads.push_back(d);
  }
}

void StccgState::RestoreStapleMarks(ByteReader* r, size_t cards) {
  for (uint8_t& n : staples_.tent_takes) n = r->U8();
  const uint32_t k = r->Count(3);
  staples_.specialist_scores.clear();
  for (uint32_t i = 0; i < k && r->ok(); ++i) {
    const uint8_t player = r->U8();
    const uint16_t mission = r->U16();
    if (!IsPlayer(player) || mission == 0 || mission >= cards) {
      r->Fail("mission specialist's score " + std::to_string(i));
    }
    staples_.specialist_scores.emplace_back(player, mission);
  }
  const uint32_t b = r->Count(3);
  staples_.beside.clear();
  for (uint32_t i = 0; i < b && r->ok(); ++i) {
    const uint16_t card = r->U16();
    const uint8_t player = r->U8();
    if (card == 0 || card >= cards || !IsPlayer(player))
      r->Fail("card beside a draw deck " + std::to_string(i));
    staples_.beside.emplace_back(card, player);
  }
}

void StccgState::NoteStapleBeside(const Event& e) {
  if (!ValidCard(e.card)) return;
  auto& beside = staples_.beside;
  beside.erase(
      std::remove_if(beside.begin(), beside.end(),
                     [&](const std::pair<uint16_t, uint8_t>& b) { return b.first == e.card; }),
      beside.end());
  const auto player = static_cast<uint8_t>(e.arg & 0xff);
  if ((e.arg & kBesidePlayer) != 0 && IsPlayer(player)) beside.emplace_back(e.card, player);
}

}  // namespace stardate::engine::stccg
