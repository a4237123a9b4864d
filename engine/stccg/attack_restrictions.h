// Affiliation attack restrictions of Star Trek CCG 1E: which forces a force may initiate battle
// against. Pure functions of affiliation sets (engine/stccg/card_pool.h, Affiliation), shared by
// ship battle and personnel battle (engine/stccg/rules/battle.cc).
//
// Sources: data/reference/stccg1e-base-rules.md section 4 ("Attack restrictions", with GEMP's
// table for the affiliations the texts do not name); data/rules/003_e9f36b50e205961e.txt
// ("Dominion Attack Restrictions", "Affiliation Attack Restrictions"); data/rules/
// 002_375844ef1735151a.txt ("force"). Retaliation is never restricted: callers judge only the
// initiation of a battle.
#ifndef STARDATE_ENGINE_STCCG_ATTACK_RESTRICTIONS_H_
#define STARDATE_ENGINE_STCCG_ATTACK_RESTRICTIONS_H_

#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace stardate::engine::stccg {

enum class AttackRestriction {
  kNone,      // may attack anyone (Klingon, Kazon, Non-Aligned, Neutral)
  kBorgOnly,  // "may not initiate battle except against Borg" (Federation)
  kNotOwn,    // "any affiliation except its own" (the standard restriction: Dominion, Romulan...)
};

// The restriction of one affiliation (a single Affiliation bit; 0 or several bits: kNone).
AttackRestriction RestrictionOf(uint32_t affiliation);

// A restriction a force breaks: the affiliation whose restriction it is.
struct RestrictionBreach {
  uint32_t affiliation = 0;  // one Affiliation bit
  AttackRestriction restriction = AttackRestriction::kNone;
};

// The restrictions an attacking force breaks by initiating battle against a defending force, in
// the order of the attacking cards; empty when the attack is allowed.
//  * `attackers`, `defenders`: the affiliation set of each card of either force (the ships and
//    facilities firing or fired at and the personnel aboard; the personnel fighting).
//  * A force of several affiliations obeys every restriction of each (003, 002 "force"), and
//    is attacked as every affiliation it includes.
//  * A multi-affiliation card is in one of its affiliations at a time, which the log does not
//    record: it is taken in the one that allows the attack (a false finding is worse than a
//    missing one). So an attacking card restricts only if every affiliation it has forbids the
//    attack, and a defending card counts as "its own affiliation" only if it has that one alone.
//  * `allowed`: affiliations a card allows the attacker to attack; a defending force that
//    includes one of them may be attacked whatever the restrictions (003: "you may attack any
//    forces that include that affiliation").
// One breach per affiliation (a force of three Romulans breaks the Romulan restriction once).
std::vector<RestrictionBreach> AttackBreaches(std::span<const uint32_t> attackers,
                                              std::span<const uint32_t> defenders,
                                              uint32_t allowed);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_ATTACK_RESTRICTIONS_H_
