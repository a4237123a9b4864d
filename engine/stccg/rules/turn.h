// The rules of the order of play: seed phases, turns and their phases, who may act, the normal
// card play and what may go into a response window.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/turn.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_TURN_H_
#define STARDATE_ENGINE_STCCG_RULES_TURN_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kSeedPhaseOrder{
    "stccg.seed.phase-order", kSourceBase,
    "Seed phases, in order:** doorway \u2192 mission \u2192 dilemma \u2192 facility",
    "A seed card is played after its seed phase has ended."};
void SeedPhaseOrder(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kTurnOrder{
    "stccg.turn.order", kSourceBase, "the player who seeded last takes the first turn",
    "Turns alternate between the players and are numbered 1, 2, 3, ...; play starts after "
    "the seed phases."};
void TurnOrder(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kTurnPhaseOrder{
    "stccg.turn.phase-order", kSourceBase,
    "start of turn \u2192 card play \u2192 execute orders \u2192 end-of-turn actions (including "
    "probing) \u2192 card draw. No going back",
    "An action belongs to a phase of the turn that has already ended."};
void TurnPhaseOrder(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kTurnActivePlayer{
    "stccg.turn.active-player", kSourceBase,
    "On your opponent's turn** you may only make valid responses, play interrupts (between "
    "actions or as responses)",
    "A player initiates an action (other than a response) during the opponent's turn."};
void TurnActivePlayer(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kNormalCardPlay{"stccg.turn.normal-card-play", kSourceBase,
                                      "You get **1 normal card play** per turn",
                                      "More than one normal card play (report, build) in a turn."};
void TurnNormalCardPlay(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kResponseInterrupt{
    "stccg.response.interrupt", kSourceBase,
    "A valid response must specifically relate to (modify, cancel, nullify, or prevent) the "
    "action.",
    "Only an interrupt may be played into an open response window."};
void ResponseInterrupt(const StccgState& s, const Event& e, Breaches* out);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> TurnRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_TURN_H_
