// Checks of shuffles and draws: the opening hand, the end-of-turn card draw, and (under the
// seed's randomness) that every shuffle and draw is the one the seed gives.
#include "engine/stccg/rules/draw.h"

#include "engine/rng.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/personnel_battle.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

// The deck is empty (an unnamed draw from an empty deck is a breach at the table; the seed's
// engine never fills one in), or the card drawn is not in it.
std::string DrawDeckBreach(const StccgState& s, const Event& e) {
  const std::string who = s.PlayerLabel(e.player);
  if (s.DeckCount(e.player) == 0) {
    return s.table_randomness() || e.card != 0 ? who + "'s draw deck is empty" : "";
  }
  const bool in_deck = s.ValidCard(e.card) && s.instances()[e.card].owner == e.player &&
                       s.cards()[e.card].zone == Zone::kDrawDeck;
  if (e.card != 0 && !in_deck) {
    return who + " drew " + s.Name(e.card) + ", which is not in " + who +
           "'s draw deck (it is in " + s.WhereIs(e.card) + ")";
  }
  return "";
}

// core.random.honest: under the seed's randomness a shuffle is the permutation the seed gives
// for that event, and a draw takes the card that shuffle put on top. At a table both are facts.
void CoreRandomHonest(const StccgState& s, const Event& e, Breaches* out) {
  if (e.kind == stccg::kBattleEnd) {
    CasualtyHonest(s, e, out);
    return;
  }
  if (s.table_randomness()) return;
  if (e.kind == stccg::kDeprive) {
    if (e.random != s.DeprivationRandom(e)) {
      out->Add("the recorded team split and victim draw of " + s.PlayerLabel(e.player) +
               "'s white deprivation are not the ones seed " + std::to_string(s.core().seed) +
               " gives for event " + std::to_string(s.core().seq));
    }
    return;
  }
  const PlayerState& ps = s.players()[e.player];
  if (e.kind == EventKind::SHUFFLE) {
    EventRng rng(s.core().seed, s.core().seq);
    if (e.random != rng.Permutation(static_cast<uint32_t>(ps.draw_deck.size()))) {
      out->Add("the recorded shuffle of " + s.PlayerLabel(e.player) +
               "'s draw deck is not the one seed " + std::to_string(s.core().seed) +
               " gives for event " + std::to_string(s.core().seq));
    }
    return;
  }
  if (s.DeckCount(e.player) == 0 || !DrawDeckBreach(s, e).empty()) return;
  if (e.card != ps.draw_deck.back()) {
    out->Add(s.PlayerLabel(e.player) + " drew " + s.Name(e.card) + "; the shuffle seed " +
             std::to_string(s.core().seed) + " gives put " + s.Name(ps.draw_deck.back()) +
             " on top");
  }
}

// stccg.draw.card-draw: one card drawn at the end of a turn, from the player's own draw deck.
void DrawCardDraw(const StccgState& s, const Event& e, Breaches* out) {
  if (s.core().turn == 0) return;  // the opening hand's rule
  if (std::string breach = DrawDeckBreach(s, e); !breach.empty()) out->Add(breach);
  if (s.players()[e.player].drew) out->Add(s.PlayerLabel(e.player) + " already drew this turn");
}

// stccg.draw.opening-hand: before the first turn each player draws seven cards from their own
// shuffled draw deck.
void DrawOpeningHand(const StccgState& s, const Event& e, Breaches* out) {
  if (s.core().turn != 0) return;
  if (std::string breach = DrawDeckBreach(s, e); !breach.empty()) out->Add(breach);
  if (s.players()[e.player].opening_draws >= kOpeningHand) {
    out->Add(s.PlayerLabel(e.player) + " already drew the " + std::to_string(kOpeningHand) +
             " cards of the opening hand");
  }
}

std::span<const Rule> DrawRules() {
  static constexpr Rule kAll[] = {kCardDraw, kDrawOpeningHand};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
