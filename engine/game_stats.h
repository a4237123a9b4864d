// What a rules module tells the statistics of an archive (analyzer/catalogue) about its games,
// in the catalogue's own terms, so that the catalogue knows no game: each player's side, the
// cards used, the facts a statistics user asks for, scores and how a game ended by its rules.
#ifndef STARDATE_ENGINE_GAME_STATS_H_
#define STARDATE_ENGINE_GAME_STATS_H_

#include <cstdint>
#include <string>
#include <string_view>

#include "engine/event.h"
#include "engine/game_state.h"

namespace stardate::engine {

// A player's countable facts.
enum class StatFact {
  kFacilitySeeded,
  kFacilityBuilt,
  kFacilityDestroyed,  // one of the player's own facilities destroyed
  kBattle,             // a battle the player initiated
  kCommandeering,      // a facility commandeered (TI4: a space station taken)
  kMissionSolved,
  kCardPlayed,  // a card played from hand
};

enum class CardUse { kPlayed, kDrawn, kSeeded };

// Receives what one event counts for.
class StatsTally {
 public:
  virtual ~StatsTally() = default;
  virtual void Card(int seat, std::string_view title, CardUse use) = 0;
  virtual void Fact(int seat, StatFact fact) = 0;
  // The event ended (or may have ended, if the game is over afterwards) the game by the rules'
  // own victory condition (a score), not by a concession.
  virtual void MayEndByScore() = 0;
};

struct GameStats {
  // The side player `seat` plays, from the game's initial state (an affiliation most of the deck
  // carries, a faction: the module's word); "" if none.
  std::string (*side)(const GameState& initial, int seat) = nullptr;
  // What event `e` counts for, given the state before it.
  void (*tally)(const GameState& before, const Event& e, StatsTally* out) = nullptr;
  // Player `seat`'s score in `state`.
  int64_t (*score)(const GameState& state, int seat) = nullptr;
};

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_GAME_STATS_H_
