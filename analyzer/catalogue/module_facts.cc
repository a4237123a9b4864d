#include "analyzer/catalogue/module_facts.h"

#include "engine/registry.h"

namespace stardate::analyzer::catalogue {

using engine::EventKind;

// Receives what the game's module counts for one event.
class FactCounter::Tally final : public engine::StatsTally {
 public:
  explicit Tally(FactCounter* counter) : c_(counter) {}
  void Card(int seat, std::string_view title, engine::CardUse use) override {
    if (!c_->Seated(seat)) return;
    CardCounts& counts = c_->cards_[{seat, std::string(title)}];
    switch (use) {
      case engine::CardUse::kPlayed:
        ++counts.played;
        break;
      case engine::CardUse::kDrawn:
        ++counts.drawn;
        break;
      case engine::CardUse::kSeeded:
        ++counts.seeded;
        break;
    }
  }
  void Fact(int seat, engine::StatFact fact) override {
    if (!c_->Seated(seat)) return;
    PlayerRow& p = c_->players_[static_cast<size_t>(seat)];
    switch (fact) {
      case engine::StatFact::kFacilitySeeded:
        ++p.facilities_seeded;
        break;
      case engine::StatFact::kFacilityBuilt:
        ++p.facilities_built;
        break;
      case engine::StatFact::kFacilityDestroyed:
        ++p.facilities_destroyed;
        break;
      case engine::StatFact::kBattle:
        ++p.battles;
        break;
      case engine::StatFact::kCommandeering:
        ++p.commandeerings;
        break;
      case engine::StatFact::kMissionSolved:
        ++p.missions_solved;
        break;
      case engine::StatFact::kCardPlayed:
        ++p.cards_played;
        break;
    }
  }
  void MayEndByScore() override { c_->score_ended_ = true; }

 private:
  FactCounter* c_;
};

FactCounter::FactCounter(const engine::GameState& initial,
                         const std::vector<std::string>& players) {
  const engine::GameModule* game = engine::FindGame(initial.ModuleName());
  stats_ = game != nullptr ? game->stats : nullptr;
  for (size_t i = 0; i < players.size(); ++i) {
    PlayerRow row;
    row.seat = static_cast<int>(i);
    row.name = players[i];
    if (stats_ != nullptr) row.side = stats_->side(initial, row.seat);
    players_.push_back(std::move(row));
  }
}

bool FactCounter::Seated(int seat) const {
  return seat >= 0 && static_cast<size_t>(seat) < players_.size();
}

void FactCounter::Add(const engine::GameState& before, const engine::Event& e) {
  const int seat = e.player;
  if (!Seated(seat)) return;
  if (e.kind == EventKind::CONCEDE && !before.core().game_over) {
    ended_by_ = "concession";
    engine_winner_ = players_.size() == 2 ? 1 - seat : -1;
    return;
  }
  if (stats_ == nullptr) return;
  Tally tally(this);
  stats_->tally(before, e, &tally);
}

void FactCounter::Finish(const engine::GameState& final_state, GameRecord* record) {
  if (stats_ != nullptr) {
    for (PlayerRow& p : players_) p.score = stats_->score(final_state, p.seat);
  }
  // A game over by a score the module named (not a concession): the highest score won.
  if (final_state.core().game_over && ended_by_.empty() && score_ended_) {
    ended_by_ = "score";
    int best = -1;
    for (const PlayerRow& p : players_) {
      if (best < 0 || p.score > players_[static_cast<size_t>(best)].score) best = p.seat;
    }
    engine_winner_ = best;
  }
  record->engine_winner = engine_winner_;
  record->ended_by = ended_by_;
  record->players = std::move(players_);
  for (auto& [key, c] : cards_) {
    record->cards.push_back(CardRow{key.first, -1, key.second, c.played, c.drawn, c.seeded});
  }
}

}  // namespace stardate::analyzer::catalogue
