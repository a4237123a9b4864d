// TI4 rules: Exhausting and readying planet cards (data/reference/ti4-base-rules.md); a space
// station's are in station.h.
// Each rule is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_EXHAUST_H_
#define STARDATE_ENGINE_TI4_RULES_EXHAUST_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kExhaustControl{
    "ti4.exhaust.control", kBaseRules,
    "A player who gains control takes the planet card **exhausted** (25.1).",
    "Only the controller of a planet exhausts its card."};
// Exhausting a planet: the player controls it.
void ExhaustControl(const Ti4State& s, const Event& e, Findings* out);
// Readying planets: the player controls each.
void ExhaustControlReady(const Ti4State& s, const Event& e, Findings* out);
// Voting: the player controls each planet exhausted.
void ExhaustControlVote(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kExhaustReady{"ti4.exhaust.ready", kBaseRules,
                                    "Exhausted cards can't be used; passives still apply.",
                                    "An exhausted planet card cannot be exhausted again."};
// Exhausting a planet: it is ready, for its resources or its influence.
void ExhaustReady(const Ti4State& s, const Event& e, Findings* out);
// Voting: each planet exhausted is ready.
void ExhaustReadyVote(const Ti4State& s, const Event& e, Findings* out);
// Using a technology (exhausting it): it is ready.
void ExhaustReadyTech(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kReadyWhen{
    "ti4.ready.when", kBaseRules,
    "Cards ready at status step 6. **Only planets** also ready at agenda step 3.",
    "Planet cards are readied in the status phase and the agenda phase, not at other times."};
// Readying planets: in the status or agenda phase, planets on the map.
void ReadyWhen(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> ExhaustRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_EXHAUST_H_
