// The rules of commandeering a facility (data/rules/000_63f6709b3bd4740e.txt; Ops: "Any Computer
// Skill personnel unopposed here may commandeer station").
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/commandeer.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_COMMANDEER_H_
#define STARDATE_ENGINE_STCCG_RULES_COMMANDEER_H_

#include <span>
#include <vector>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kCommandeerAllowed{
    "stccg.commandeer.allowed", kSourceDominion,
    "When a card allows you to commandeer a ship or facility",
    "A facility is commandeered without a card allowing it (for a Nor: Ops, \"Any Computer "
    "Skill personnel unopposed here may commandeer station\")."};
void CommandeerAllowed(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kCommandeerOwn{
    "stccg.commandeer.own", kSourceDominion,
    "you may do so only if you do not already control that ship or facility",
    "A player commandeers a facility they already control."};
void CommandeerOwn(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kCommandeerAffiliation{
    "stccg.commandeer.affiliation", kSourceDominion,
    "When you commandeer a Nor, its affiliation changes to match any one of the affiliated "
    "personnel in your commandeering Away Team.",
    "A commandeered Nor takes an affiliation none of the commandeering personnel has."};
void CommandeerAffiliation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kCommandeerAttempt{
    "stccg.commandeer.attempt", kSourceDominion,
    "simply announce that your Away Team in Ops is making a \"commandeer attempt,\" then "
    "encounter and resolve the dilemmas as you would for a mission attempt",
    "A commandeer attempt is made at a facility without dilemmas to encounter beneath it, or "
    "by a player with no Away Team in its Ops."};
void CommandeerAttempt(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kCommandeerEmpokNorDilemmas{
    "stccg.commandeer.empok-nor-dilemmas", kSourceDominion,
    "which must then be encountered before the facility can be commandeered",
    "Empok Nor is commandeered while dilemmas remain beneath it."};
void CommandeerEmpokNorDilemmas(const StccgState& s, const Event& e, Breaches* out);

// --- Shared with the checks of other areas.
// The personnel of `player` aboard facility `fac` as an Away Team or intruders (not its crew):
// those who commandeer it.
std::vector<uint16_t> CommandeeringTeam(const StccgState& s, uint8_t player, uint16_t fac);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> CommandeerRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_COMMANDEER_H_
