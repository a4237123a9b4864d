// The rules of infiltration (data/rules/003_e9f36b50e205961e.txt, the infiltration rules after
// "Founder Lookalikes"): who may infiltrate, where, what an infiltrator may do, and exposure.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/infiltration.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_INFILTRATION_H_
#define STARDATE_ENGINE_STCCG_RULES_INFILTRATION_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kInfiltrateIcon{
    "stccg.infiltrate.icon", kSourceDominion,
    "The infiltrator's affiliation changes to match that of the infiltration icon.",
    "A card infiltrates that is not a personnel with an infiltration icon naming an "
    "affiliation."};
void InfiltrateIcon(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kInfiltrateReport{
    "stccg.infiltrate.report", kSourceDominion,
    "opponent's side or the table, wherever your opponent is allowed to report cards "
    "compatible with that affiliation.",
    "A personnel reports infiltrating aboard a facility that is not the opponent's, is not in "
    "its native quadrant, or is not compatible with the infiltration icon's affiliation."};
void InfiltrateReport(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kInfiltratePresent{
    "stccg.infiltrate.present", kSourceDominion,
    "may infiltrate later in the game, during either player's turn, if present with an "
    "opponent's crew or Away Team that is compatible with the infiltration icon.",
    "A personnel in play starts infiltrating where no opponent's crew or Away Team compatible "
    "with its infiltration icon is present, or while already infiltrating."};
void InfiltratePresent(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kInfiltrateAgain{
    "stccg.infiltrate.again", kSourceDominion,
    "cannot infiltrate again until after being away from (not present with) all of the "
    "opponent's personnel.",
    "An exposed infiltrator infiltrates again without having been away from all of the "
    "opponent's personnel."};
void InfiltrateAgain(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kInfiltrateNotIntruder{
    "stccg.infiltrate.not-intruder", kSourceDominion,
    "Thus, your opponent's cards cannot initiate battle against your infiltrator, and vice "
    "versa.",
    "A personnel battle is initiated against an infiltrator by the crew or Away Team he is "
    "infiltrating, or by the infiltrator against them."};
void InfiltrateNotIntruder(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kInfiltrateActions{
    "stccg.infiltrate.actions", kSourceDominion,
    "Other than as stated above, the infiltrator may not take actions (execute orders).",
    "An infiltrator's player moves him together with other cards, someone who is not "
    "infiltrating the attempting crew or Away Team joins its mission attempt, or an infiltrator "
    "under house arrest is moved, attempts or battles."};
void InfiltrateActions(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kInfiltrateExpose{
    "stccg.infiltrate.expose", kSourceDominion,
    "Your infiltrator stops infiltrating if he or she is \"exposed,\" which can happen during "
    "either player's turn in one of three ways: (1) voluntarily; (2) by a card play such as "
    "Caught Red-Handed;",
    "A personnel who is not infiltrating is exposed, or another player exposes an infiltrator "
    "voluntarily."};
void InfiltrateExpose(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kInfiltrateExposePersona{
    "stccg.infiltrate.expose.persona", kSourceDominion,
    "(3) by being present with any version of the persona he or she is impersonating.",
    "An infiltrator present with a version of the persona he impersonates is not exposed (the "
    "log goes on without it), or is said to be exposed by a card that is no such version."};
void InfiltrateExposePersona(const StccgState& s, const Event& e, Breaches* out);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> InfiltrationRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_INFILTRATION_H_
