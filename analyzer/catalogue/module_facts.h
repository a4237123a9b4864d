// What the catalogue counts per player: the player's side (as the game's module names it: an
// affiliation, a faction), the cards played, drawn and seeded, the score, and the facts the
// game's module declares (engine/game_stats.h), per player or per game. The catalogue knows no
// game by name: each module says what its events count for.
#ifndef STARDATE_ANALYZER_CATALOGUE_MODULE_FACTS_H_
#define STARDATE_ANALYZER_CATALOGUE_MODULE_FACTS_H_

#include <map>
#include <string>
#include <utility>
#include <vector>

#include "analyzer/catalogue/game_record.h"
#include "engine/event.h"
#include "engine/game_state.h"
#include "engine/game_stats.h"

namespace stardate::analyzer::catalogue {

// Counts one game's facts as its events are replayed. Feed every replayed event to Add() with
// the state before it; then Finish() with the final state.
class FactCounter {
 public:
  // `initial` is the game's initial state; `players` its players' names in seat order. The
  // facts are those `stats` declares; by default, those of the game's registered module.
  FactCounter(const engine::GameState& initial, const std::vector<std::string>& players);
  FactCounter(const engine::GameState& initial, const std::vector<std::string>& players,
              const engine::GameStats* stats);

  void Add(const engine::GameState& before, const engine::Event& e);

  // Fills record->players (side, score, cards used), record->facts and record->cards, and the
  // engine's result (engine_winner, ended_by) from `final_state`.
  void Finish(const engine::GameState& final_state, GameRecord* record);

 private:
  class Tally;
  bool Seated(int seat) const;
  struct CardCounts {
    int64_t played = 0, drawn = 0, seeded = 0, encountered = 0, stopped = 0;
  };
  const engine::GameStats* stats_ = nullptr;  // the module's counting; null: none
  std::vector<PlayerRow> players_;
  // The module's facts: the game's counts, then each seat's, each stats_->facts.size() long.
  std::vector<int64_t> fact_counts_;
  std::map<std::pair<int, std::string>, CardCounts> cards_;  // ordered: rows by seat, title
  int engine_winner_ = -1;
  std::string ended_by_;
};

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_MODULE_FACTS_H_
