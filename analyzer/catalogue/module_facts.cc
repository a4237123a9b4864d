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
      case engine::CardUse::kEncountered:
        ++counts.encountered;
        break;
      case engine::CardUse::kStopped:
        ++counts.stopped;
        break;
    }
  }
  void Fact(int seat, size_t fact) override {
    const size_t n = c_->stats_->facts.size();
    if (fact >= n) return;
    if (c_->stats_->facts[fact].scope == engine::FactScope::kGame) {
      ++c_->fact_counts_[fact];
    } else if (c_->Seated(seat)) {
      ++c_->fact_counts_[n * (1 + static_cast<size_t>(seat)) + fact];
    }
  }

 private:
  FactCounter* c_;
};

namespace {

const engine::GameStats* StatsOf(const engine::GameState& initial) {
  const engine::GameModule* game = engine::FindGame(initial.ModuleName());
  return game != nullptr ? game->stats : nullptr;
}

}  // namespace

FactCounter::FactCounter(const engine::GameState& initial, const std::vector<std::string>& players)
    : FactCounter(initial, players, StatsOf(initial)) {}

FactCounter::FactCounter(const engine::GameState& initial, const std::vector<std::string>& players,
                         const engine::GameStats* stats)
    : stats_(stats) {
  for (size_t i = 0; i < players.size(); ++i) {
    PlayerRow row;
    row.seat = static_cast<int>(i);
    row.name = players[i];
    if (stats_ != nullptr) row.side = stats_->side(initial, row.seat);
    players_.push_back(std::move(row));
  }
  if (stats_ != nullptr) fact_counts_.assign(stats_->facts.size() * (1 + players_.size()), 0);
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
    if (stats_->at_end != nullptr) {
      Tally tally(this);
      stats_->at_end(final_state, &tally);
    }
    const auto& facts = stats_->facts;
    for (int seat = -1; seat < static_cast<int>(players_.size()); ++seat) {
      for (size_t f = 0; f < facts.size(); ++f) {
        if ((facts[f].scope == engine::FactScope::kGame) != (seat < 0)) continue;
        record->facts.push_back(
            FactRow{seat, std::string(facts[f].id),
                    fact_counts_[facts.size() * static_cast<size_t>(1 + seat) + f]});
      }
    }
  }
  // A game over without a concession: the winner is whom the module's rules name (the score
  // that ended it, the higher score when the game ran out), none for a draw.
  if (final_state.core().game_over && ended_by_.empty() && stats_ != nullptr &&
      stats_->winner != nullptr) {
    ended_by_ = "score";
    const int w = stats_->winner(final_state);
    engine_winner_ = Seated(w) ? w : -1;
  }
  record->engine_winner = engine_winner_;
  record->ended_by = ended_by_;
  record->players = std::move(players_);
  for (auto& [key, c] : cards_) {
    PlayerRow& p = record->players[static_cast<size_t>(key.first)];
    p.cards_played += c.played;
    p.cards_drawn += c.drawn;
    p.cards_seeded += c.seeded;
    record->cards.push_back(
        CardRow{key.first, -1, key.second, c.played, c.drawn, c.seeded, c.encountered, c.stopped});
  }
}

}  // namespace stardate::analyzer::catalogue
