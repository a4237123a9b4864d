// The rules of the Dominion rules that fire by themselves (data/rules/003_e9f36b50e205961e.txt,
// "White Deprivation"): the battle a white-deprived group owes at the start of its player's turn,
// the blows it must strike, and the cards that may not prevent it. Jem'Hadar suicide and the
// deprivation's victim are consequences the engine owes (stccg_deprivation.cc); the core names
// them when a log goes on without them, citing StccgState::DominionRule.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/deprivation.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_DEPRIVATION_H_
#define STARDATE_ENGINE_STCCG_RULES_DEPRIVATION_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kJemHadarSuicide{
    "stccg.dominion.jemhadar-suicide", kSourceDominion,
    "This includes all Jem'Hadar \u2014 of both players \u2014 that were either present with the "
    "changeling or attacking the changeling's Away Team, ship, facility etc.",
    "A Founder (or any Odo) died and the log goes on without the deaths of the Jem'Hadar present "
    "with that changeling or attacking it, or kills a Jem'Hadar no such death calls for."};
void JemHadarSuicide(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kWhiteDeprivation{
    "stccg.dominion.white-deprivation", kSourceDominion,
    "After it is over, or even if there was no battle (e.g., if you had one personnel alone), one "
    "of your personnel (random selection) dies from white deprivation.",
    "At the start of a player's turn, a crew or Away Team with [KW] personnel and no "
    "Ketracel-White does not battle as white deprivation requires, or does not lose one of "
    "them (random selection) afterwards."};
void WhiteDeprivation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kWhiteDeprivationBlows{
    "stccg.dominion.white-deprivation.blows", kSourceDominion,
    "Your white-deprived personnel must stun and mortally wound their adversaries whenever "
    "possible.",
    "In a white-deprivation battle, a blow the STRENGTH rules allow is left out, a stun is "
    "written where a mortal wound was possible, or a blow hits someone outside the battle's "
    "teams."};
void WhiteDeprivationBlows(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kWhiteDeprivationPriorities{
    "stccg.dominion.white-deprivation.priorities", kSourceDominion,
    "then attack according to the following priorities:",
    "In a white-deprivation battle, a white-deprived personnel hits someone the priorities do not "
    "make its adversary: opposing personnel (except changelings) or Rogue Borg when present; "
    "otherwise its player's own non-[KW] personnel (except changelings); otherwise the other "
    "assault team of the white-deprived."};
void WhiteDeprivationPriorities(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kWhiteDeprivationPrevent{
    "stccg.dominion.white-deprivation.prevent", kSourceDominion,
    "You may not prevent them from fighting by using cards such as Emergency Transporter "
    "Armbands, Prepare Assault Teams, I'm a Doctor Not a Doorstop, Smoke Bomb etc.",
    "A card the text names is played to keep white-deprived personnel from their battle."};
void WhiteDeprivationPrevent(const StccgState& s, const Event& e, Breaches* out);

// --- Shared with the checks of other areas.
bool JemHadarKill(const StccgState& s, const Event& e);
// Whether `e` is a blow (engage) of a white-deprived personnel of the battle under way on a
// personnel at the battle's place who is not its adversary by the priorities
// (stccg.dominion.white-deprivation.priorities judges it, not the personnel-battle rules).
bool DeprivedBlowOffTarget(const StccgState& s, const Event& e);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> DeprivationRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_DEPRIVATION_H_
