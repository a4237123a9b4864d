// The rules of the cards an action names: that they exist, come from where the action takes them
// and belong to the acting player.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/cards.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_CARDS_H_
#define STARDATE_ENGINE_STCCG_RULES_CARDS_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

// core.event.cards for 1E's events: the rule is the core's (format/SPEC.md).
void CoreEventCards(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kCardFromHand{
    "stccg.card.from-hand", kSourceBase,
    "Personnel, ships and equipment report, as your normal card play, to a compatible "
    "facility you control.",
    "Cards are played from their owner's hand; seed cards from the seed deck."};
void CardFromHand(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kOwnCard{"stccg.card.own", kSourceBase,
                               "Orders:** fly a ship (spends RANGE), dock and undock, beam",
                               "A player gives orders only to cards they control."};
void CardOwn(const StccgState& s, const Event& e, Breaches* out);

// No rule text says it: Alternate Universe Door's own text does.
inline constexpr Rule kCardAuDoor{
    "stccg.card.au-door", kSourceCardList,
    "Door is now open, allowing your [AU] icon cards to enter play.",
    "A card with the [AU] icon enters play (seeded, played, reported, built or downloaded) only "
    "while its player has a card open on the table whose text lets it (Alternate Universe Door, "
    "Space-Time Portal, ...)."};
void CardAuDoor(const StccgState& s, const Event& e, Breaches* out);

// No rule text says it: Q's Tent's own text does.
inline constexpr Rule kCardQsTent{
    "stccg.card.qs-tent", kSourceCardList,
    "Once each turn, plays to take a card from your Q's Tent into your hand",
    "A card is taken from its player's own Q's Tent side deck, by a card whose text allows it, "
    "once each turn."};
void CardQsTent(const StccgState& s, const Event& e, Breaches* out);

// No rule text says it: the cards' own texts do ("After any use, discard doorway", "Discard
// event", "Discard this incident if ...").
inline constexpr Rule kCardDiscardFromTable{
    "stccg.card.discard-from-table", kSourceCardList, "After any use, discard doorway",
    "A card discarded from the table (an event, incident, objective or doorway whose text "
    "discards it) is one of its player's cards there."};
void CardDiscardFromTable(const StccgState& s, const Event& e, Breaches* out);

// No rule text says it: the cards' own texts do (Get It Done's cost, in the Virtual list).
inline constexpr Rule kCardBeneathDeck{
    "stccg.card.beneath-deck", kSourceCardList, "place a card from hand on the bottom of your deck",
    "Cards placed beneath the draw deck by a card's text come from their player's hand."};
void CardBeneathDeck(const StccgState& s, const Event& e, Breaches* out);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> CardsRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_CARDS_H_
