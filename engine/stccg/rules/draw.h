// The rules of shuffles and draws: the opening hand, the end-of-turn card draw, and (under the
// seed's randomness) that every shuffle and draw is the one the seed gives.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/draw.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_DRAW_H_
#define STARDATE_ENGINE_STCCG_RULES_DRAW_H_

#include <span>
#include <string>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

// core.random.honest for 1E's shuffles, draws and battles: the rule is the core's (format/SPEC.md).
void CoreRandomHonest(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kCardDraw{
    "stccg.draw.card-draw", kSourceBase,
    "Then draw **1** card, which ends the turn. If you cannot draw, you simply announce the end "
    "of your turn",
    "The card draw that ends a turn is made once, from the player's own draw deck, and not from "
    "an empty one. (Under the seed's randomness, a card that is in the deck but not on top is "
    "core.random.honest.)"};
void DrawCardDraw(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDrawOpeningHand{
    "stccg.draw.opening-hand", kSourceBase, "draw decks are shuffled, each player draws **7**",
    "Before the first turn a player draws more than 7 cards, or a card that is not in their "
    "draw deck."};
void DrawOpeningHand(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDrawReshuffle{
    "stccg.draw.reshuffle", kSourceBase, "Only by card text",
    "A card whose text the engine reads shuffles into the draw deck cards it does not allow: "
    "from elsewhere than its player's discard pile, more or other cards than it names, or not "
    "the whole pile it names; a `reshuffles` line, whatever card it names, takes only cards of "
    "its player's discard pile."};
void DrawReshuffle(const StccgState& s, const Event& e, Breaches* out);

// --- Shared with the checks of other areas.
// What is wrong with the card a draw takes, or "".
std::string DrawDeckBreach(const StccgState& s, const Event& e);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> DrawRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_DRAW_H_
