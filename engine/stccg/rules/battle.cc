// Checks of ship battle (base rules section 6; data/rules/000_63f6709b3bd4740e.txt): who may
// initiate and fire, return fire, and the destruction, deaths and repairs battles leave owed.
#include "engine/stccg/attack_restrictions.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

using internal::Has;

namespace {

bool ShipOrFacility(CardType t) { return t == CardType::kShip || t == CardType::kFacility; }

}  // namespace

bool StccgState::IsReturnFire(const Event& e) const {
  if (e.kind != stccg::kBattle || core_.stack.empty()) return false;
  const Event& battle = core_.stack.back().action;
  if (battle.kind != stccg::kBattle || battle.player == e.player || e.target == 0) return false;
  return e.target == battle.card ||
         std::find(battle.cards.begin(), battle.cards.end(), e.target) != battle.cards.end();
}

std::vector<uint16_t> StccgState::FiringCards(const Event& e) const {
  std::vector<uint16_t> firing;
  if (!ValidCard(e.target)) return firing;
  if (!IsReturnFire(e) &&
      (!ShipOrFacility(instances_[e.card].type) || !ShipOrFacility(instances_[e.target].type))) {
    return firing;
  }
  for (uint16_t f : ActingCards(e)) {
    if (ValidCard(f) && ShipOrFacility(instances_[f].type)) firing.push_back(f);
  }
  return firing;
}

// stccg.battle.ships-facilities: a ship battle is fought between ships and facilities, and only
// they fire. An attack by or on anything else leaves nothing more to judge.
void StccgState::BattleShipsFacilities(const Event& e, Breaches* out) const {
  if (!ValidCard(e.target)) return;
  const bool return_fire = IsReturnFire(e);
  if (!return_fire &&
      (!ShipOrFacility(instances_[e.card].type) || !ShipOrFacility(instances_[e.target].type))) {
    out->Stop("ship battle is between ships and facilities");
    return;
  }
  for (uint16_t f : ActingCards(e)) {
    if (ValidCard(f) && !ShipOrFacility(instances_[f].type)) {
      out->Add(Name(f) + " is not a ship or facility");
    }
  }
}

// stccg.dock.no-weapons: a docked ship "may not attempt missions or fire its WEAPONS, even in
// retaliation".
void StccgState::DockNoWeapons(const Event& e, Breaches* out) const {
  if (e.kind == stccg::kAttempt) {
    if (ValidCard(e.target) && cards_[e.target].zone == Zone::kDocked) {
      out->Add(Name(e.target) + " is docked at " + Name(cards_[e.target].where) +
               " and may not attempt missions");
    }
    return;
  }
  for (uint16_t f : FiringCards(e)) {
    if (cards_[f].zone == Zone::kDocked) {
      out->Add(Name(f) + " is docked at " + Name(cards_[f].where) + " and may not fire");
    }
  }
}

// stccg.battle.initiation: the attacker's armed cards fire at an opposing ship or facility at
// their location.
void StccgState::BattleInitiation(const Event& e, Breaches* out) const {
  const uint16_t t = e.target;
  if (!ValidCard(t) || IsReturnFire(e)) return;
  std::vector<uint16_t> firing = FiringCards(e);
  if (firing.empty()) return;
  if (cards_[t].controller == e.player)
    out->Add(Name(t) + " is " + PlayerLabel(e.player) + "'s own");
  for (uint16_t f : firing) {
    if (instances_[f].facts->weapons <= 0) out->Add(Name(f) + " has no WEAPONS");
    if (LocationOf(f) == 0 || LocationOf(f) != LocationOf(t)) {
      out->Add(Name(f) + " and " + Name(t) + " are not at one location");
    }
  }
}

// stccg.battle.return-fire: the defender's cards fire back as they are, where the battle is.
// Affiliation attack restrictions and the leader an attack needs belong to initiating a battle,
// not to retaliating.
void StccgState::BattleReturnFire(const Event& e, Breaches* out) const {
  if (!IsReturnFire(e)) return;
  const uint16_t at = LocationOf(core_.stack.back().action.target);
  for (uint16_t f : FiringCards(e)) {
    if (cards_[f].zone == Zone::kDocked) continue;  // DockNoWeapons' breach
    if (instances_[f].facts->weapons <= 0) {
      out->Add(Name(f) + " has no WEAPONS to return fire with");
    } else if (LocationOf(f) == 0 || LocationOf(f) != at) {
      out->Add(Name(f) + " is at " + Name(LocationOf(f)) + "; the battle is at " + Name(at));
    }
  }
}

// stccg.battle.leader: every firing card has a leader (OFFICER or Leadership) and a personnel of
// its own affiliation aboard (for a facility, aboard any of its sites too).
void StccgState::BattleLeader(const Event& e, Breaches* out) const {
  if (e.kind == stccg::kPersonnelBattle) {
    // A personnel battle: a leader among the attacking personnel.
    for (uint16_t id : ActingCards(e)) {
      const CardFacts& p = *instances_[id].facts;
      if (p.class_text == "OFFICER" || Has(p.text, "Leadership")) return;
    }
    out->Add("no leader (OFFICER or Leadership) among the attacking personnel");
    return;
  }
  if (IsReturnFire(e)) return;
  for (uint16_t f : FiringCards(e)) {
    bool leader = false;
    bool matching = false;
    ForEachPersonnelAboard(f, [&](uint16_t id) {
      const CardFacts& p = *instances_[id].facts;
      leader |= p.class_text == "OFFICER" || Has(p.text, "Leadership");
      matching |= (p.affiliations & AffiliationOf(f)) != 0;
    });
    if (!leader || !matching) {
      out->Add(Name(f) + " has " + (leader ? "no personnel of its affiliation" : "no leader") +
               " aboard");
    }
  }
}

std::vector<RestrictionBreach> StccgState::InitiationBreaches(const Event& e) const {
  std::vector<uint32_t> attackers, defenders;
  const uint8_t opponent = static_cast<uint8_t>(1 - e.player);
  auto personnel = [&](const std::vector<uint16_t>& ids, std::vector<uint32_t>* force) {
    for (uint16_t id : ids) force->push_back(instances_[id].facts->affiliations);
  };
  if (e.kind == stccg::kPersonnelBattle) {
    // The personnel fighting: the attackers named, the opposing personnel at the place.
    for (uint16_t id : ActingCards(e)) {
      if (ValidCard(id)) attackers.push_back(instances_[id].facts->affiliations);
    }
    if (ValidCard(e.target)) personnel(PersonnelAt(opponent, e.target), &defenders);
  } else {
    if (IsReturnFire(e)) return {};
    // The ships and facilities firing or fired at, and the personnel aboard (002 "force").
    for (uint16_t f : FiringCards(e)) {
      attackers.push_back(AffiliationOf(f));
      personnel(PersonnelAt(e.player, f), &attackers);
    }
    if (attackers.empty()) return {};
    defenders.push_back(AffiliationOf(e.target));
    personnel(PersonnelAt(opponent, e.target), &defenders);
  }
  return AttackBreaches(attackers, defenders, AllowedAttacks(e.player));
}

std::string StccgState::DefendingForce(const Event& e) const {
  uint32_t affiliations = 0;
  if (e.kind == stccg::kBattle) affiliations |= AffiliationOf(e.target);
  for (uint16_t id : PersonnelAt(static_cast<uint8_t>(1 - e.player), e.target)) {
    affiliations |= instances_[id].facts->affiliations;
  }
  if (e.kind == stccg::kPersonnelBattle) {
    return AffiliationNames(affiliations) + " personnel at " + Name(e.target);
  }
  return Name(e.target) + " (" + AffiliationNames(affiliations) + ")";
}

// stccg.battle.federation: a force with a Federation card (a firing card or anyone aboard; the
// personnel attacking) may not initiate battle except against a force that includes Borg.
void StccgState::BattleFederation(const Event& e, Breaches* out) const {
  for (const RestrictionBreach& b : InitiationBreaches(e)) {
    if (b.restriction == AttackRestriction::kBorgOnly) {
      out->Add("a Federation force attacks " + DefendingForce(e));
    }
  }
}

// stccg.battle.affiliation: every other affiliation's restriction (the standard one: not its own
// affiliation) binds any force that includes that affiliation. A force that also breaks the
// Federation's restriction gets that one finding only (one mistake, one finding).
void StccgState::BattleAffiliation(const Event& e, Breaches* out) const {
  std::vector<RestrictionBreach> breaches = InitiationBreaches(e);
  for (const RestrictionBreach& b : breaches) {
    if (b.restriction == AttackRestriction::kBorgOnly) return;
  }
  for (const RestrictionBreach& b : breaches) {
    const std::string a = AffiliationNames(b.affiliation);
    out->Add("a " + a + " force may not initiate battle against its own affiliation; it attacks " +
             DefendingForce(e));
  }
}

// stccg.battle.tactic: a tactic is played in the response window of a ship battle under way, by
// either side, even when the player's only card in the battle is a facility (004 "battle -
// ship"); each player uses at most one per battle (base rules section 6). Its ATTACK bonus counts
// only for a side that fires with usable WEAPONS (StccgState::WithTacticAttack).
void StccgState::BattleTactic(const Event& e, Breaches* out) const {
  if (core_.stack.empty() || core_.stack.back().action.kind != stccg::kBattle) {
    out->Add(Name(e.card) + " is played with no ship battle waiting for responses");
    return;
  }
  const uint64_t battle = core_.stack.back().seq;
  for (const Tactic& t : tactics_) {
    if (t.battle == battle && t.player == e.player) {
      out->Add(PlayerLabel(e.player) + " already uses " + Name(t.card) + " in this battle");
      return;
    }
  }
}

// destroy / kill / repair are consequences: legal only when the rules owe them now (in any
// order). When others are owed and this is none of them, the core names them all.

// stccg.battle.destroyed: a card is destroyed when a battle destroyed it.
void StccgState::BattleDestroyed(const Event& e, Breaches* out) const {
  if (consequences_.empty()) out->Add(Name(e.card) + " was not destroyed by a battle");
}

// stccg.facility.destroyed.kill: personnel die with the facility or ship they are aboard.
void StccgState::FacilityDestroyedKill(const Event& e, Breaches* out) const {
  // A Jem'Hadar's death no rule owes is the Jem'Hadar suicide rule's finding (deprivation.cc).
  if (consequences_.empty() && !IsDeprivationVictim(e.card) && !JemHadarKill(e)) {
    out->Add(Name(e.card) + " was not aboard a destroyed card");
  }
}

// stccg.repair.facility: a ship is repaired after two full turns docked where repairs are made.
void StccgState::RepairFacility(const Event& e, Breaches* out) const {
  if (consequences_.empty()) out->Add(Name(e.card) + " has not served its repair time");
}

}  // namespace stardate::engine::stccg
