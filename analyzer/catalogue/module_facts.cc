#include "analyzer/catalogue/module_facts.h"

#include <array>

#include "engine/stccg/stccg_state.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::analyzer::catalogue {
namespace {

using engine::EventKind;
using engine::stccg::CardType;
using engine::stccg::StccgState;
using engine::ti4::Ti4State;

// 1E: the affiliation most of a player's personnel, ships and facilities carry (a card of two
// affiliations counts for both); Non-Aligned and Neutral only when the deck has no other; ties
// to the lower affiliation bit (Federation first). "" for a deck with none.
std::string DeckAffiliation(const StccgState& s, int seat) {
  std::array<int64_t, 32> count{};
  for (size_t id = 1; id <= s.card_count(); ++id) {
    const auto& inst = s.instance(static_cast<uint16_t>(id));
    if (inst.owner != seat || inst.facts == nullptr) continue;
    CardType t = inst.facts->type;
    if (t != CardType::kPersonnel && t != CardType::kShip && t != CardType::kFacility) continue;
    for (int b = 0; b < 32; ++b) count[b] += (inst.facts->affiliations >> b) & 1;
  }
  const uint32_t weak =
      engine::stccg::Affiliation::kNonAligned | engine::stccg::Affiliation::kNeutral;
  int best = -1;
  for (int pass = 0; pass < 2 && best < 0; ++pass) {
    for (int b = 0; b < 32; ++b) {
      bool is_weak = (weak >> b) & 1;
      if (pass == 0 && is_weak) continue;
      if (count[b] > 0 && (best < 0 || count[b] > count[best])) best = b;
    }
  }
  return best < 0 ? "" : engine::stccg::AffiliationNames(1u << best);
}

bool IsSeed(EventKind k) {
  return k == EventKind::SEED_DOORWAY || k == EventKind::SEED_MISSION ||
         k == EventKind::SEED_DILEMMA || k == EventKind::SEED_FACILITY || k == EventKind::SEED_SITE;
}

bool IsPlay(EventKind k) {
  return k == EventKind::REPORT || k == EventKind::BUILD || k == EventKind::PLAY_INTERRUPT ||
         k == EventKind::PLAY_EVENT;
}

}  // namespace

FactCounter::FactCounter(const engine::GameState& initial,
                         const std::vector<std::string>& players) {
  for (size_t i = 0; i < players.size(); ++i) {
    PlayerRow row;
    row.seat = static_cast<int>(i);
    row.name = players[i];
    if (const auto* s = dynamic_cast<const StccgState*>(&initial)) {
      row.side = DeckAffiliation(*s, row.seat);
    } else if (const auto* t = dynamic_cast<const Ti4State*>(&initial)) {
      if (i < t->map().factions.size()) row.side = t->map().factions[i].faction;
    }
    players_.push_back(std::move(row));
  }
}

void FactCounter::Add(const engine::GameState& before, const engine::Event& e) {
  const int seat = e.player;
  if (seat >= static_cast<int>(players_.size())) return;
  PlayerRow& p = players_[seat];
  if (e.kind == EventKind::CONCEDE && !before.core().game_over) {
    ended_by_ = "concession";
    engine_winner_ = players_.size() == 2 ? 1 - seat : -1;
    return;
  }
  if (const auto* s = dynamic_cast<const StccgState*>(&before)) {
    const bool valid = s->ValidCard(e.card);
    const std::string* title = valid ? &s->instance(e.card).facts->title : nullptr;
    if (IsSeed(e.kind) && title) {
      ++Card(seat, *title).seeded;
      if (e.kind == EventKind::SEED_FACILITY) ++p.facilities_seeded;
    } else if (IsPlay(e.kind) && title) {
      ++Card(seat, *title).played;
      ++p.cards_played;
      if (e.kind == EventKind::BUILD) ++p.facilities_built;
    } else if (e.kind == EventKind::DRAW && title) {
      ++Card(seat, *title).drawn;
    } else if (e.kind == EventKind::DESTROY && valid &&
               s->instance(e.card).facts->type == CardType::kFacility) {
      int owner = s->card(e.card).controller;
      if (owner >= static_cast<int>(players_.size())) owner = s->instance(e.card).owner;
      if (owner < static_cast<int>(players_.size())) ++players_[owner].facilities_destroyed;
    } else if (e.kind == EventKind::BATTLE) {
      // Return fire is part of the battle pending on the stack, not a battle of its own.
      const auto& stack = before.core().stack;
      if (stack.empty() || stack.back().action.kind != EventKind::BATTLE) ++p.battles;
    } else if (e.kind == EventKind::COMMANDEER) {
      ++p.commandeerings;
    }
  } else if (const auto* t = dynamic_cast<const Ti4State*>(&before)) {
    if (e.kind == EventKind::TI4_COMBAT) {
      ++p.battles;
    } else if (e.kind == EventKind::TI4_CONTROL && e.card >= 1 &&
               e.card - 1u < t->board().planets.size() &&
               t->IsStation(static_cast<uint16_t>(e.card - 1))) {
      ++p.commandeerings;  // a space station taken: TI4's nearest to a commandeering
    } else if (e.kind == EventKind::TI4_SCORE && !before.core().game_over) {
      score_ended_ = true;  // checked in Finish: did this score end the game?
    }
  }
}

void FactCounter::Finish(const engine::GameState& final_state, GameRecord* record) {
  if (const auto* s = dynamic_cast<const StccgState*>(&final_state)) {
    for (PlayerRow& p : players_) p.score = s->player(static_cast<uint8_t>(p.seat)).score;
  } else if (const auto* t = dynamic_cast<const Ti4State*>(&final_state)) {
    for (PlayerRow& p : players_) {
      p.score = t->player(static_cast<uint8_t>(p.seat)).victory_points;
    }
    if (final_state.core().game_over && ended_by_.empty() && score_ended_) {
      ended_by_ = "score";
      int best = -1;
      for (const PlayerRow& p : players_) {
        if (best < 0 || p.score > players_[best].score) best = p.seat;
      }
      engine_winner_ = best;
    }
  }
  record->engine_winner = engine_winner_;
  record->ended_by = ended_by_;
  record->players = std::move(players_);
  for (auto& [key, c] : cards_) {
    record->cards.push_back(CardRow{key.first, -1, key.second, c.played, c.drawn, c.seeded});
  }
}

}  // namespace stardate::analyzer::catalogue
