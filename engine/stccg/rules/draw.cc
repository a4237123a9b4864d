// Checks of shuffles and draws: the opening hand, the end-of-turn card draw, and (under the
// seed's randomness) that every shuffle and draw is the one the seed gives.
#include "engine/stccg/rules/draw.h"

#include "engine/rng.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/dilemma.h"
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
  if (e.kind == stccg::kEncounter) {
    DilemmaVictimsHonest(s, e, out);
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

// stccg.draw.card-draw: one card drawn at the end of a turn, from the player's own draw deck;
// besides, the cards a staple's text draws: at once when it resolves (Kivas Fajo - Collector,
// Handshake, Continuing Mission), or one extra at the end of each turn (The Traveler).
void DrawCardDraw(const StccgState& s, const Event& e, Breaches* out) {
  if (s.core().turn == 0) return;  // the opening hand's rule
  if (std::string breach = DrawDeckBreach(s, e); !breach.empty()) out->Add(breach);
  if (!s.players()[e.player].drew || s.DrawByCardText(e)) return;
  const uint8_t extra = s.ExtraEndOfTurnDraws(e.player);
  if (s.staples().players[e.player].extra_drawn < extra) return;
  out->Add(s.PlayerLabel(e.player) + " already drew this turn" +
           (extra > 0 ? " (and the one extra card " +
                            s.Name(s.StapleFor(e.player,
                                               [](const StapleText& t) {
                                                 return t.extra_end_of_turn_draws > 0;
                                               })) +
                            " allows)"
                      : ""));
}

// stccg.draw.reshuffle: a stated reshuffle by a card whose text the engine reads takes what the
// text says: the player's own discard pile, all of it ("shuffle your discard pile into draw
// deck"), or at most so many personnel and ships ("the bottom three personnel and/or ships").
// A `reshuffles` line takes cards from the player's discard pile whatever card it names; a
// stated reshuffle may take them from a hand too unless the card's text is read.
void DrawReshuffle(const StccgState& s, const Event& e, Breaches* out) {
  const bool stated = e.kind == stccg::kEffect;
  if (stated && e.arg != static_cast<int32_t>(Effect::kReshuffles)) return;
  if (!s.ValidCard(e.card)) return;
  const StapleText& t = s.instances()[e.card].facts->staple;
  const bool reads_text = t.reshuffles_discard_pile || t.reshuffle_limit > 0;
  if (stated && !reads_text) return;
  const std::string pile = s.PlayerLabel(e.player) + "'s discard pile";
  for (uint16_t id : e.cards) {
    if (s.instances()[id].owner != e.player || s.cards()[id].zone != Zone::kDiscard) {
      out->Add(s.Name(id) + " is in " + s.WhereIs(id) + ", not in " + pile);
    } else if (t.reshuffle_limit > 0 && s.instances()[id].type != CardType::kPersonnel &&
               s.instances()[id].type != CardType::kShip) {
      out->Add(s.Name(id) + " is not a personnel or ship; " + s.Name(e.card) +
               " shuffles only those");
    }
  }
  if (t.reshuffle_limit > 0 && e.cards.size() > t.reshuffle_limit) {
    out->Add(s.Name(e.card) + " shuffles at most " + std::to_string(t.reshuffle_limit) +
             " cards into the draw deck; " + std::to_string(e.cards.size()) + " are named");
  }
  if (!t.reshuffles_discard_pile) return;
  for (size_t id = 1; id < s.cards().size(); ++id) {
    if (s.instances()[id].owner != e.player || s.cards()[id].zone != Zone::kDiscard) continue;
    if (std::find(e.cards.begin(), e.cards.end(), id) == e.cards.end()) {
      out->Add(s.Name(static_cast<uint16_t>(id)) + " stays in " + pile + "; " + s.Name(e.card) +
               " shuffles the whole pile into the draw deck");
      return;
    }
  }
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
  static constexpr Rule kAll[] = {kCardDraw, kDrawOpeningHand, kDrawReshuffle};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
