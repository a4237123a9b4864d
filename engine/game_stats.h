// What a rules module tells the statistics of an archive (analyzer/catalogue) about its games,
// in the catalogue's own terms, so that the catalogue knows no game: each player's side, the
// cards used, the facts the module declares, scores and how a game ended by its rules.
#ifndef STARDATE_ENGINE_GAME_STATS_H_
#define STARDATE_ENGINE_GAME_STATS_H_

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/game_state.h"

namespace stardate::engine {

// Whether a fact is counted for each player or once for the whole game.
enum class FactScope { kPlayer, kGame };

// A countable fact of a module's games. The catalogue stores its count under `id` (one row per
// seat, or one for the game), and the reports ask for facts by id: two games that declare the
// same id count the same thing in each game's own terms (`label` says what, for people).
struct FactInfo {
  std::string_view id;     // lowercase words joined by '_', e.g. "missions_solved"
  std::string_view label;  // what one count is, in the game's words
  FactScope scope = FactScope::kPlayer;
};

// How a card was used; the catalogue counts each per card title and per player (the core facts
// cards_played, cards_drawn, cards_seeded). A card that meets the opponent's cards (a dilemma an
// opposing team encounters) counts for its owner: kEncountered each time it is met, kStopped
// each time it stopped the opponent.
enum class CardUse { kPlayed, kDrawn, kSeeded, kEncountered, kStopped };

// Receives what one event counts for.
class StatsTally {
 public:
  virtual ~StatsTally() = default;
  virtual void Card(int seat, std::string_view title, CardUse use) = 0;
  // One more of the module's fact `fact` (an index into GameStats::facts) for player `seat`; a
  // fact of FactScope::kGame ignores the seat.
  virtual void Fact(int seat, size_t fact) = 0;
};

// The result the header records: its `meta result` line (a player's name, or "draw"), else its
// `meta winner` line, read as the same; "" when it records none. The audit holds the game's
// result against it and the catalogue stores the player it names (header_winner).
inline std::string RecordedResult(const GameSetup& setup) {
  std::string winner;
  for (const auto& [key, value] : setup.meta) {
    if (key == "result") return value;
    if (key == "winner" && winner.empty()) winner = value;
  }
  return winner;
}

struct GameStats {
  // The word for a player's side in the module's games ("affiliation", "faction"), and the
  // game's short name as players write it ("TI4"), for report headings.
  std::string_view side_word;
  std::string_view short_name;
  // The facts the module counts, ids unique.
  std::span<const FactInfo> facts;
  // The side player `seat` plays, from the game's initial state (an affiliation most of the deck
  // carries, a faction: the module's word); "" if none.
  std::string (*side)(const GameState& initial, int seat) = nullptr;
  // What event `e` counts for, given the state before it.
  void (*tally)(const GameState& before, const Event& e, StatsTally* out) = nullptr;
  // The facts the state at the end of the log counts for (what a player holds at the end), or
  // null when the module counts none.
  void (*at_end)(const GameState& final_state, StatsTally* out) = nullptr;
  // Player `seat`'s score in `state`.
  int64_t (*score)(const GameState& state, int seat) = nullptr;
  // The seat of the player the rules say won the game in `state` (by a concession, by a score
  // that ends the game, by the higher score when the game runs out); -1 while the game goes on,
  // for a draw and for an ending that names no winner.
  int (*winner)(const GameState& state) = nullptr;
};

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_GAME_STATS_H_
