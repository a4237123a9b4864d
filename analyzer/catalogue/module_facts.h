// What the catalogue counts per player: the player's side (as the game's module names it: an
// affiliation, a faction), the cards played, drawn and seeded, and the facts a statistics user asks
// for (facilities seeded, built and destroyed, battles, commandeerings, missions solved, points).
// Each game module says what its events count for (engine/game_stats.h); the catalogue knows no
// game by name.
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
  // `initial` is the game's initial state; `players` its players' names in seat order.
  FactCounter(const engine::GameState& initial, const std::vector<std::string>& players);

  void Add(const engine::GameState& before, const engine::Event& e);

  // Fills record->players (side, score, facts) and record->cards, and the engine's result
  // (engine_winner, ended_by) from `final_state`.
  void Finish(const engine::GameState& final_state, GameRecord* record);

 private:
  class Tally;
  bool Seated(int seat) const;
  struct CardCounts {
    int64_t played = 0, drawn = 0, seeded = 0;
  };
  const engine::GameStats* stats_ = nullptr;  // the module's counting; null: none
  std::vector<PlayerRow> players_;
  std::map<std::pair<int, std::string>, CardCounts> cards_;  // ordered: rows by seat, title
  int engine_winner_ = -1;
  std::string ended_by_;
  bool score_ended_ = false;
};

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_MODULE_FACTS_H_
