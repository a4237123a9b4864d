// Checks of shuffles and draws: the opening hand, the end-of-turn card draw, and (under the
// seed's randomness) that every shuffle and draw is the one the seed gives.
#include "engine/rng.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

// The deck is empty (an unnamed draw from an empty deck is a breach at the table; the seed's
// engine never fills one in), or the card drawn is not in it.
std::string StccgState::DrawDeckBreach(const Event& e) const {
  const std::string who = PlayerLabel(e.player);
  if (DeckCount(e.player) == 0) {
    return table_randomness_ || e.card != 0 ? who + "'s draw deck is empty" : "";
  }
  const bool in_deck = ValidCard(e.card) && instances_[e.card].owner == e.player &&
                       cards_[e.card].zone == Zone::kDrawDeck;
  if (e.card != 0 && !in_deck) {
    return who + " drew " + Name(e.card) + ", which is not in " + who + "'s draw deck (it is in " +
           WhereIs(e.card) + ")";
  }
  return "";
}

// core.random.honest: under the seed's randomness a shuffle is the permutation the seed gives
// for that event, and a draw takes the card that shuffle put on top. At a table both are facts.
void StccgState::CoreRandomHonest(const Event& e, Breaches* out) const {
  if (e.kind == stccg::kBattleEnd) {
    CasualtyHonest(e, out);
    return;
  }
  if (table_randomness_) return;
  if (e.kind == stccg::kDeprive) {
    if (e.random != DeprivationRandom(e)) {
      out->Add("the recorded team split and victim draw of " + PlayerLabel(e.player) +
               "'s white deprivation are not the ones seed " + std::to_string(core_.seed) +
               " gives for event " + std::to_string(core_.seq));
    }
    return;
  }
  const PlayerState& ps = players_[e.player];
  if (e.kind == EventKind::SHUFFLE) {
    EventRng rng(core_.seed, core_.seq);
    if (e.random != rng.Permutation(static_cast<uint32_t>(ps.draw_deck.size()))) {
      out->Add("the recorded shuffle of " + PlayerLabel(e.player) +
               "'s draw deck is not the one seed " + std::to_string(core_.seed) +
               " gives for event " + std::to_string(core_.seq));
    }
    return;
  }
  if (DeckCount(e.player) == 0 || !DrawDeckBreach(e).empty()) return;
  if (e.card != ps.draw_deck.back()) {
    out->Add(PlayerLabel(e.player) + " drew " + Name(e.card) + "; the shuffle seed " +
             std::to_string(core_.seed) + " gives put " + Name(ps.draw_deck.back()) + " on top");
  }
}

// stccg.draw.card-draw: one card drawn at the end of a turn, from the player's own draw deck.
void StccgState::DrawCardDraw(const Event& e, Breaches* out) const {
  if (core_.turn == 0) return;  // the opening hand's rule
  if (std::string breach = DrawDeckBreach(e); !breach.empty()) out->Add(breach);
  if (players_[e.player].drew) out->Add(PlayerLabel(e.player) + " already drew this turn");
}

// stccg.draw.opening-hand: before the first turn each player draws seven cards from their own
// shuffled draw deck.
void StccgState::DrawOpeningHand(const Event& e, Breaches* out) const {
  if (core_.turn != 0) return;
  if (std::string breach = DrawDeckBreach(e); !breach.empty()) out->Add(breach);
  if (players_[e.player].opening_draws >= kOpeningHand) {
    out->Add(PlayerLabel(e.player) + " already drew the " + std::to_string(kOpeningHand) +
             " cards of the opening hand");
  }
}

}  // namespace stardate::engine::stccg
