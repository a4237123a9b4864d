// The rules of stated effects and bonus points: what the engine can judge of a card's text it does
// not model (the cause is on the table, the cards affected are where the effect needs them).
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/effect.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_EFFECT_H_
#define STARDATE_ENGINE_STCCG_RULES_EFFECT_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kEffectStated{
    "stccg.effect.stated", kSourceBase, "initiation (check conditions, choose targets, pay costs)",
    "A stated effect names a cause that is not in play (nor just played or encountered), or "
    "affects cards that are not where the effect needs them."};
void EffectStated(const StccgState& s, const Event& e, Breaches* out);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> EffectRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_EFFECT_H_
