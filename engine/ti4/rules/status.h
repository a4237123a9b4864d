// TI4 rules: the status phase's secret objectives and action-card draw
// (data/reference/ti4-base-rules.md, sections 1 and 13; LRR 61 and 81). Each rule is followed by
// the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_STATUS_H_
#define STARDATE_ENGINE_TI4_RULES_STATUS_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kSecretLimit{
    "ti4.secret.limit", kBaseRules,
    "61.21: \"Each player can have up to three total scored and unscored secret objectives.\"",
    "A player draws secret objectives only up to three held and scored together."};
// A draw of secret objectives: a positive number, the total three at most.
void SecretLimit(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kSecretHeld{
    "ti4.secret.held", kBaseRules,
    "61.8: \"A player can score each objective only once during the game.\"",
    "A secret objective is scored by a player holding an unscored one, once in the game."};
// A secret scored: a known one, the player holds one unscored, nobody scored it before.
void SecretHeld(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kSecretOnce{
    "ti4.secret.once", kBaseRules,
    "61.6: \"A player can score a maximum of one public objective and one secret objective "
    "during each status phase.\"",
    "A secret objective is scored in the phase its card names; one per player per status "
    "phase."};
// A secret scored: in its card's phase; a status-phase one only if none was this phase.
void SecretOnce(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kSecretCondition{
    "ti4.secret.condition", kBaseRules,
    "61.5: \"If a player fulfills the requirement described on an objective card, they can score "
    "that objective following the timing indicated on the card",
    "A secret objective whose requirement the engine can count (planets of a trait, units, "
    "ships in systems, technologies) is scored only when it is met; the others are taken on "
    "the table's word."};
// A secret scored: its requirement met, when the engine can count it.
void SecretCondition(const Ti4State& s, const Event& e, Findings* out);
// Whether secret objective `card`'s requirement is one the engine does not count.
bool SecretOnTableWord(uint16_t card);

inline constexpr Rule kStatusDraw{"ti4.status.draw", kBaseRules,
                                  "3. Each player draws 1 action card.",
                                  "In the status phase each player draws one action card, once."};
// Action cards drawn in the status phase: one, once per player.
void StatusDraw(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> StatusRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_STATUS_H_
