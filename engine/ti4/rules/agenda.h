// TI4 rules: the agenda phase's votes (data/reference/ti4-base-rules.md).
// Each rule is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_AGENDA_H_
#define STARDATE_ENGINE_TI4_RULES_AGENDA_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kVoteInfluence{
    "ti4.vote.influence", kBaseRules,
    "Votes = **influence** of exhausted planets, each at full value, all for one outcome; "
    "abstaining is allowed.",
    "Votes equal the influence of the planets exhausted for them (no trade goods), cast in the "
    "agenda phase."};
// Voting: on a revealed agenda, for one outcome, as many votes as the influence exhausted.
void VoteInfluence(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> AgendaRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_AGENDA_H_
