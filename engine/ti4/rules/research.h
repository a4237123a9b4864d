// TI4 rules: researching technology (data/reference/ti4-strategy-cards.md, LRR 90): when a
// player may research, which technologies are theirs to research, and the prerequisites, with
// the technology specialties of planets exhausted to ignore one each.
#ifndef STARDATE_ENGINE_TI4_RULES_RESEARCH_H_
#define STARDATE_ENGINE_TI4_RULES_RESEARCH_H_

#include <span>

#include "engine/ti4/rules/check.h"
#include "engine/ti4/rules/strategy.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kResearchWhen{
    "ti4.research.when", kStrategySheet,
    "A player can research technology by resolving either the primary or secondary ability of "
    "the Technology strategy card during the action phase.",
    "A technology is researched with the Technology card: two with its primary, one with its "
    "secondary, in the turn it is resolved; a technology owned already is not researched again."};
// A research: allowed by Technology in this turn, of a technology not yet owned.
void ResearchWhen(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kResearchFaction{
    "ti4.research.faction", kStrategySheet,
    "A player cannot research a faction technology that does not match their faction.",
    "A faction technology is researched only by its faction."};
// A research: a faction technology only of the player's faction.
void ResearchFaction(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kResearchPrerequisites{
    "ti4.research.prerequisites", kStrategySheet,
    "To satisfy a technology's prerequisites, that player must own one technology of the "
    "matching color for each prerequisite symbol on the technology card they wish to research.",
    "Each prerequisite is a technology of its colour the player owns, or a ready planet of theirs "
    "with a technology specialty of that colour, exhausted to ignore it."};
// A research: the prerequisites met by technologies owned and specialties exhausted.
void ResearchPrerequisites(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> ResearchRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_RESEARCH_H_
