// Checks of ship battle (base rules section 6; data/rules/000_63f6709b3bd4740e.txt): who may
// initiate and fire, return fire, and the destruction, deaths and repairs battles leave owed.
#include "engine/stccg/rules/battle.h"

#include "engine/stccg/attack_restrictions.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/deprivation.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

using internal::Has;

// stccg.battle.ships-facilities: a ship battle is fought between ships and facilities, and only
// they fire. An attack by or on anything else leaves nothing more to judge.
void BattleShipsFacilities(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.ValidCard(e.target)) return;
  const bool return_fire = s.IsReturnFire(e);
  if (!return_fire && (!internal::ShipOrFacility(s.instances()[e.card].type) ||
                       !internal::ShipOrFacility(s.instances()[e.target].type))) {
    out->Stop("ship battle is between ships and facilities");
    return;
  }
  for (uint16_t f : StccgState::ActingCards(e)) {
    if (s.ValidCard(f) && !internal::ShipOrFacility(s.instances()[f].type)) {
      out->Add(s.Name(f) + " is not a ship or facility");
    }
  }
}

// stccg.dock.no-weapons: a docked ship may not "fire its WEAPONS, even in retaliation".
void DockNoWeapons(const StccgState& s, const Event& e, Breaches* out) {
  for (uint16_t f : s.FiringCards(e)) {
    if (s.cards()[f].zone == Zone::kDocked) {
      out->Add(s.Name(f) + " is docked at " + s.Name(s.cards()[f].where) + " and may not fire");
    }
  }
}

// stccg.battle.initiation: the attacker's armed cards fire at an opposing ship or facility at
// their location.
void BattleInitiation(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t t = e.target;
  if (!s.ValidCard(t) || s.IsReturnFire(e)) return;
  std::vector<uint16_t> firing = s.FiringCards(e);
  if (firing.empty()) return;
  if (s.cards()[t].controller == e.player)
    out->Add(s.Name(t) + " is " + s.PlayerLabel(e.player) + "'s own");
  for (uint16_t f : firing) {
    if (s.instances()[f].facts->weapons <= 0) out->Add(s.Name(f) + " has no WEAPONS");
    if (s.LocationOf(f) == 0 || s.LocationOf(f) != s.LocationOf(t)) {
      out->Add(s.Name(f) + " and " + s.Name(t) + " are not at one location");
    }
  }
}

// stccg.battle.return-fire: the defender's cards fire back as they are, where the battle is.
// Affiliation attack restrictions and the leader an attack needs belong to initiating a battle,
// not to retaliating.
void BattleReturnFire(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.IsReturnFire(e)) return;
  const uint16_t at = s.LocationOf(s.core().stack.back().action.target);
  for (uint16_t f : s.FiringCards(e)) {
    if (s.cards()[f].zone == Zone::kDocked) continue;  // DockNoWeapons' breach
    if (s.instances()[f].facts->weapons <= 0) {
      out->Add(s.Name(f) + " has no WEAPONS to return fire with");
    } else if (s.LocationOf(f) == 0 || s.LocationOf(f) != at) {
      out->Add(s.Name(f) + " is at " + s.Name(s.LocationOf(f)) + "; the battle is at " +
               s.Name(at));
    }
  }
}

// stccg.battle.leader: every firing card has a leader (OFFICER or Leadership) and a personnel of
// its own affiliation aboard (for a facility, aboard any of its sites too).
void BattleLeader(const StccgState& s, const Event& e, Breaches* out) {
  if (e.kind == stccg::kPersonnelBattle) {
    // A personnel battle: a leader among the attacking personnel.
    for (uint16_t id : StccgState::ActingCards(e)) {
      const CardFacts& p = *s.instances()[id].facts;
      if (p.class_text == "OFFICER" || Has(p.text, "Leadership")) return;
    }
    out->Add("no leader (OFFICER or Leadership) among the attacking personnel");
    return;
  }
  if (s.IsReturnFire(e)) return;
  for (uint16_t f : s.FiringCards(e)) {
    bool leader = false;
    bool matching = false;
    s.ForEachPersonnelAboard(f, [&](uint16_t id) {
      const CardFacts& p = *s.instances()[id].facts;
      leader |= p.class_text == "OFFICER" || Has(p.text, "Leadership");
      matching |= (p.affiliations & s.AffiliationOf(f)) != 0;
    });
    if (!leader || !matching) {
      out->Add(s.Name(f) + " has " + (leader ? "no personnel of its affiliation" : "no leader") +
               " aboard");
    }
  }
}

std::vector<RestrictionBreach> InitiationBreaches(const StccgState& s, const Event& e) {
  std::vector<uint32_t> attackers, defenders;
  const uint8_t opponent = static_cast<uint8_t>(1 - e.player);
  auto personnel = [&](const std::vector<uint16_t>& ids, std::vector<uint32_t>* force) {
    for (uint16_t id : ids) force->push_back(s.instances()[id].facts->affiliations);
  };
  if (e.kind == stccg::kPersonnelBattle) {
    // The personnel fighting: the attackers named, the opposing personnel at the place.
    for (uint16_t id : StccgState::ActingCards(e)) {
      if (s.ValidCard(id)) attackers.push_back(s.instances()[id].facts->affiliations);
    }
    if (s.ValidCard(e.target)) personnel(s.PersonnelAt(opponent, e.target), &defenders);
  } else {
    if (s.IsReturnFire(e)) return {};
    // The ships and facilities firing or fired at, and the personnel aboard (002 "force").
    for (uint16_t f : s.FiringCards(e)) {
      attackers.push_back(s.AffiliationOf(f));
      personnel(s.PersonnelAt(e.player, f), &attackers);
    }
    if (attackers.empty()) return {};
    defenders.push_back(s.AffiliationOf(e.target));
    personnel(s.PersonnelAt(opponent, e.target), &defenders);
  }
  return AttackBreaches(attackers, defenders, s.AllowedAttacks(e.player));
}

std::string DefendingForce(const StccgState& s, const Event& e) {
  uint32_t affiliations = 0;
  if (e.kind == stccg::kBattle) affiliations |= s.AffiliationOf(e.target);
  for (uint16_t id : s.PersonnelAt(static_cast<uint8_t>(1 - e.player), e.target)) {
    affiliations |= s.instances()[id].facts->affiliations;
  }
  if (e.kind == stccg::kPersonnelBattle) {
    return AffiliationNames(affiliations) + " personnel at " + s.Name(e.target);
  }
  return s.Name(e.target) + " (" + AffiliationNames(affiliations) + ")";
}

// stccg.battle.federation: a force with a Federation card (a firing card or anyone aboard; the
// personnel attacking) may not initiate battle except against a force that includes Borg.
void BattleFederation(const StccgState& s, const Event& e, Breaches* out) {
  for (const RestrictionBreach& b : InitiationBreaches(s, e)) {
    if (b.restriction == AttackRestriction::kBorgOnly) {
      out->Add("a Federation force attacks " + DefendingForce(s, e));
    }
  }
}

// stccg.battle.affiliation: every other affiliation's restriction (the standard one: not its own
// affiliation) binds any force that includes that affiliation. A force that also breaks the
// Federation's restriction gets that one finding only (one mistake, one finding).
void BattleAffiliation(const StccgState& s, const Event& e, Breaches* out) {
  std::vector<RestrictionBreach> breaches = InitiationBreaches(s, e);
  for (const RestrictionBreach& b : breaches) {
    if (b.restriction == AttackRestriction::kBorgOnly) return;
  }
  for (const RestrictionBreach& b : breaches) {
    const std::string a = AffiliationNames(b.affiliation);
    out->Add("a " + a + " force may not initiate battle against its own affiliation; it attacks " +
             DefendingForce(s, e));
  }
}

// stccg.battle.tactic: a tactic is played in the response window of a ship battle under way, by
// either side, even when the player's only card in the battle is a facility (004 "battle -
// ship"); each player uses at most one per battle (base rules section 6). Its ATTACK bonus counts
// only for a side that fires with usable WEAPONS (StccgState::WithTacticAttack).
void BattleTactic(const StccgState& s, const Event& e, Breaches* out) {
  if (s.core().stack.empty() || s.core().stack.back().action.kind != stccg::kBattle) {
    out->Add(s.Name(e.card) + " is played with no ship battle waiting for responses");
    return;
  }
  const uint64_t battle = s.core().stack.back().seq;
  for (const StccgState::Tactic& t : s.tactics()) {
    if (t.battle == battle && t.player == e.player) {
      out->Add(s.PlayerLabel(e.player) + " already uses " + s.Name(t.card) + " in this battle");
      return;
    }
  }
}

// destroy / kill / repair are consequences: legal only when the rules owe them now (in any
// order). When others are owed and this is none of them, the core names them all.

// stccg.battle.destroyed: a card is destroyed when a battle destroyed it.
void BattleDestroyed(const StccgState& s, const Event& e, Breaches* out) {
  if (s.consequences().empty()) out->Add(s.Name(e.card) + " was not destroyed by a battle");
}

// stccg.facility.destroyed.kill: personnel die with the facility or ship they are aboard.
void FacilityDestroyedKill(const StccgState& s, const Event& e, Breaches* out) {
  // A Jem'Hadar's death no rule owes is the Jem'Hadar suicide rule's finding (deprivation.cc).
  if (s.consequences().empty() && !s.IsDeprivationVictim(e.card) && !JemHadarKill(s, e)) {
    out->Add(s.Name(e.card) + " was not aboard a destroyed card");
  }
}

// stccg.repair.facility: a ship is repaired after two full turns docked where repairs are made.
void RepairFacility(const StccgState& s, const Event& e, Breaches* out) {
  if (s.consequences().empty()) out->Add(s.Name(e.card) + " has not served its repair time");
}

std::span<const Rule> BattleRules() {
  static constexpr Rule kAll[] = {kBattleShipsFacilities, kDockedNoWeapons, kBattleInitiation,
                                  kBattleReturnFire,      kBattleLeader,    kBattleFederation,
                                  kBattleAffiliation,     kBattleTactic,    kBattleDestroyed,
                                  kFacilityDestroyedKill, kRepairFacility};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
