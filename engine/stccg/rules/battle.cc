// Checks of ship battle (base rules section 6; data/rules/000_63f6709b3bd4740e.txt): who may
// initiate and fire, return fire, and the destruction, deaths and repairs battles leave owed.
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

using internal::Has;

namespace {

bool ShipOrFacility(CardType t) { return t == CardType::kShip || t == CardType::kFacility; }

}  // namespace

bool StccgState::IsReturnFire(const Event& e) const {
  if (e.kind != EventKind::BATTLE || core_.stack.empty()) return false;
  const Event& battle = core_.stack.back().action;
  if (battle.kind != EventKind::BATTLE || battle.player == e.player || e.target == 0) return false;
  return e.target == battle.card ||
         std::find(battle.cards.begin(), battle.cards.end(), e.target) != battle.cards.end();
}

std::vector<uint16_t> StccgState::FiringCards(const Event& e) const {
  std::vector<uint16_t> firing;
  if (!ValidCard(e.target)) return firing;
  if (!IsReturnFire(e) && (!ShipOrFacility(instances_[e.card].facts->type) ||
                           !ShipOrFacility(instances_[e.target].facts->type))) {
    return firing;
  }
  for (uint16_t f : ActingCards(e)) {
    if (ValidCard(f) && ShipOrFacility(instances_[f].facts->type)) firing.push_back(f);
  }
  return firing;
}

// stccg.battle.ships-facilities: a ship battle is fought between ships and facilities, and only
// they fire. An attack by or on anything else leaves nothing more to judge.
void StccgState::BattleShipsFacilities(const Event& e, Breaches* out) const {
  if (!ValidCard(e.target)) return;
  const bool return_fire = IsReturnFire(e);
  if (!return_fire && (!ShipOrFacility(instances_[e.card].facts->type) ||
                       !ShipOrFacility(instances_[e.target].facts->type))) {
    out->Stop("ship battle is between ships and facilities");
    return;
  }
  for (uint16_t f : ActingCards(e)) {
    if (ValidCard(f) && !ShipOrFacility(instances_[f].facts->type)) {
      out->Add(Name(f) + " is not a ship or facility");
    }
  }
}

// stccg.dock.no-weapons: a docked ship "may not attempt missions or fire its WEAPONS, even in
// retaliation".
void StccgState::DockNoWeapons(const Event& e, Breaches* out) const {
  if (e.kind == EventKind::ATTEMPT) {
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
  if (cards_[t].controller == e.player) out->Add(Name(t) + " is " + PlayerLabel(e.player) + "'s own");
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
  if (e.kind == EventKind::PERSONNEL_BATTLE) {
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

// stccg.battle.federation: a force with a Federation card (a firing card or anyone aboard) may
// not initiate battle except against Borg.
void StccgState::BattleFederation(const Event& e, Breaches* out) const {
  if (e.kind == EventKind::PERSONNEL_BATTLE) {
    bool federation = false;
    for (uint16_t id : ActingCards(e)) {
      federation |= (instances_[id].facts->affiliations & Affiliation::kFederation) != 0;
    }
    if (!federation) return;
    uint32_t defenders = 0;
    for (uint16_t id : PersonnelAt(static_cast<uint8_t>(1 - e.player), e.target)) {
      defenders |= instances_[id].facts->affiliations;
    }
    if (defenders != 0 && !(defenders & Affiliation::kBorg)) {
      out->Add("a Federation force attacks " + AffiliationNames(defenders) + " personnel at " +
               Name(e.target));
    }
    return;
  }
  if (IsReturnFire(e)) return;
  std::vector<uint16_t> firing = FiringCards(e);
  bool federation = false;
  for (uint16_t f : firing) {
    federation |= (AffiliationOf(f) & Affiliation::kFederation) != 0;
    ForEachPersonnelAboard(f, [&](uint16_t id) {
      federation |= (instances_[id].facts->affiliations & Affiliation::kFederation) != 0;
    });
  }
  const uint16_t t = e.target;
  if (federation && !(AffiliationOf(t) & Affiliation::kBorg)) {
    out->Add("a Federation force attacks " + Name(t) + " (" + AffiliationNames(AffiliationOf(t)) +
             ")");
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
