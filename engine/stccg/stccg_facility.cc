// Facility rules of the 1E module: kinds, placement, docking, beaming, battle, destruction,
// repair and control. Sources: data/rules/000_63f6709b3bd4740e.txt (and its later wording
// 002_375844ef1735151a.txt), data/rules/003_e9f36b50e205961e.txt (commandeering, Empok Nor),
// data/rules/004_5c48bb6bc5e9de9d.txt (docking ruling), and the base rules facts sheet for battle
// numbers (data/reference/stccg1e-base-rules.md section 6).
#include <algorithm>
#include <cctype>

#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/battle.h"
#include "engine/stccg/rules/infiltration.h"
#include "engine/stccg/rules/personnel_battle.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"
#include "engine/text.h"

namespace stardate::engine::stccg {
using internal::Has;

// ---------------------------------------------------------------------------------------------
// Card properties the rules read

uint32_t StccgState::AffiliationOf(uint16_t id) const {
  return cards_[id].affiliation != 0 ? cards_[id].affiliation : instances_[id].facts->affiliations;
}

bool StccgState::IsNor(uint16_t facility) const {
  const FacilityRules* r = instances_[facility].facility;
  return r != nullptr && r->nor;
}

bool StccgState::IsOutpost(uint16_t facility) const {
  return instances_[facility].facts->facility_kind == FacilityKind::kOutpost;
}

bool StccgState::OnPlanet(uint16_t facility) const {
  const FacilityRules* r = instances_[facility].facility;
  return r != nullptr && r->on_planet;
}

bool StccgState::AllowsDocking(uint16_t facility) const {
  const FacilityRules* r = instances_[facility].facility;
  if (r == nullptr || r->on_planet) return false;
  if (r->docking == Provision::kYes) return true;
  if (r->docking == Provision::kNo) return false;
  return HasDockingSite(facility);  // by sites
}

bool StccgState::IsDockingSite(uint16_t id) const {
  return instances_[id].site != nullptr && instances_[id].site->docking_site();
}

bool StccgState::HasDockingSite(uint16_t nor) const {
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (cards_[id].zone == Zone::kSite && cards_[id].where == nor &&
        IsDockingSite(static_cast<uint16_t>(id))) {
      return true;
    }
  }
  return false;
}

bool StccgState::Repairs(uint16_t holder) const {
  if (const SiteRules* s = instances_[holder].site) {
    // Docking Pylons. On a Nor that seeds uncontrolled (Empok Nor), site text is inactive until
    // it is commandeered, but for docking and undocking (004 "Empok Nor"): no repairs.
    const uint16_t nor = cards_[holder].zone == Zone::kSite ? cards_[holder].where : 0;
    if (ValidCard(nor) && cards_[nor].controller == kUncontrolled) return false;
    return s->docking.repair;
  }
  const FacilityRules* r = instances_[holder].facility;
  // "No other facilities can make repairs unless specified in their game text."
  return r != nullptr && r->repairs == Provision::kYes;
}

bool StccgState::SharedOutpost(uint16_t fac) const {
  // Ferengi Trading Post: "Each player's non-Borg cards may report and mix aboard regardless of
  // affiliation"; 004: "Both players may use this outpost regardless of ownership".
  return ValidCard(fac) && IsOutpost(fac) &&
         instances_[fac].facts->text.find("Each player's non-Borg cards may report") !=
             std::string::npos;
}

uint16_t StccgState::OpsSite(uint16_t nor) const {
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (cards_[id].zone == Zone::kSite && cards_[id].where == nor &&
        instances_[id].facts->title == "Ops") {
      return static_cast<uint16_t>(id);
    }
  }
  return 0;
}

uint16_t StccgState::NorOf(uint16_t id) const {
  for (int hops = 0; hops < 8 && ValidCard(id); ++hops) {
    const CardState& c = cards_[id];
    if (c.zone == Zone::kSite) return c.where;
    if (instances_[id].type == CardType::kFacility) return IsNor(id) ? id : 0;
    if (c.zone != Zone::kAboard && c.zone != Zone::kDocked) return 0;
    id = c.where;
  }
  return 0;
}

uint16_t StccgState::FacilityHolding(uint16_t id) const {
  if (!ValidCard(id)) return 0;
  const CardState& c = cards_[id];
  if (c.zone != Zone::kAboard && c.zone != Zone::kDocked) return 0;
  uint16_t holder = c.where;
  if (!ValidCard(holder)) return 0;
  if (cards_[holder].zone == Zone::kSite) return cards_[holder].where;
  return instances_[holder].type == CardType::kFacility ? holder : 0;
}

namespace {

// True when the card's characteristics name `species`: "Bajoran; Female;" or a hybrid's
// "Borg/Bajoran;" both name Bajoran.
bool OfSpecies(const CardFacts& f, std::string_view species) {
  if (species.empty()) return false;
  auto same = [&](std::string_view w) {
    while (!w.empty() && w.front() == ' ') w.remove_prefix(1);
    while (!w.empty() && w.back() == ' ') w.remove_suffix(1);
    return EqualsIgnoreAsciiCase(w, species);
  };
  std::string_view rest = f.keywords;
  while (!rest.empty()) {
    size_t end = rest.find_first_of(";/");
    if (same(rest.substr(0, end))) return true;
    if (end == std::string_view::npos) break;
    rest.remove_prefix(end + 1);
  }
  return false;
}

}  // namespace

bool StccgState::HasEngineerAt(uint8_t player, const EngineerRequirement& req, uint16_t facility,
                               uint16_t mission) const {
  // 000: "a compatible ENGINEER of the specified affiliation or species". A word like "Bajoran"
  // names both: a Bajoran-species ENGINEER of an affiliation compatible with the outpost counts.
  std::vector<std::string> species;
  if (!req.species.empty()) species.push_back(req.species);
  for (uint32_t bit = 1; bit != 0 && bit <= req.affiliations; bit <<= 1) {
    if (req.affiliations & bit) species.push_back(AffiliationNames(bit));
  }
  for (size_t id = 1; id < cards_.size(); ++id) {
    const CardFacts& f = *instances_[id].facts;
    if (f.type != CardType::kPersonnel || cards_[id].controller != player) continue;
    if (LocationOf(static_cast<uint16_t>(id)) != mission) continue;
    // The classification (Class column) or a skill in the text makes an ENGINEER.
    if (f.class_text != "ENGINEER" && !Has(f.text, "ENGINEER")) continue;
    if (req.any || (req.affiliations == 0 && req.species.empty())) return true;
    if ((f.affiliations & req.affiliations) != 0) return true;
    if (!Compatible(static_cast<uint16_t>(id), facility)) continue;
    for (const std::string& sp : species) {
      if (OfSpecies(f, sp)) return true;
    }
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Checks

std::string StccgState::PlacementMismatch(const Placement& p, uint16_t facility, uint16_t m,
                                          uint8_t player) const {
  const CardFacts& f = *instances_[facility].facts;
  const CardFacts& mission = *instances_[m].facts;
  auto in_region = [&](const std::string& region) {
    return mission.region == region || Has(mission.keywords, region);
  };
  switch (p.kind) {
    case PlacementKind::kMatchingAffiliationIcon:
      if ((AffiliationOf(facility) & mission.affiliations) == 0) {
        return mission.title + " shows " + AffiliationNames(mission.affiliations) + ", not " +
               AffiliationNames(AffiliationOf(facility));
      }
      break;
    case PlacementKind::kNamedHomeworld:
      if (!mission.homeworld || (mission.location != p.location && mission.title != p.location)) {
        return f.title + " goes only on " + p.location + "; " + mission.title + " is " +
               (mission.location.empty() ? std::string("not known to be that homeworld")
                                         : mission.location);
      }
      break;
    case PlacementKind::kNamedLocation:
      if (mission.location != p.location && mission.title != p.location) {
        return f.title + " goes only at " + p.location + "; " + mission.title + " is not it";
      }
      break;
    case PlacementKind::kRegion:
      if (!in_region(p.region)) {
        return f.title + " goes only at a " + p.region + " location; " + mission.title +
               " is not one";
      }
      break;
    case PlacementKind::kMission:
      break;
  }
  if (!p.region.empty() && p.kind != PlacementKind::kRegion && !in_region(p.region)) {
    return mission.title + " is not in the " + p.region;
  }
  if (!p.except_region.empty() && in_region(p.except_region)) {
    return mission.title + " is in the " + p.except_region;
  }
  if (p.mission_icons != 0 && (mission.affiliations & p.mission_icons) != p.mission_icons) {
    return mission.title + " does not show " + AffiliationNames(p.mission_icons);
  }
  if (p.no_affiliation_icons && mission.affiliations != 0) {
    return mission.title + " shows affiliation icons";
  }
  if (p.universal_mission && !Has(mission.uniqueness, "univ")) {
    return mission.title + " is not a universal mission";
  }
  if (p.space && !mission.space_mission) return mission.title + " is not a space mission";
  if (p.planet && !mission.planet_mission) return mission.title + " is not a planet mission";
  // Outposts at a homeworld break their own rule (stccg.facility.seed.homeworld), checked once.
  if (p.non_homeworld && mission.homeworld && f.facility_kind != FacilityKind::kOutpost) {
    return mission.title + " is a homeworld";
  }
  if (p.quadrant && mission.quadrant != *p.quadrant) {
    return mission.title + " is not in the " + std::string(QuadrantName(*p.quadrant)) + " Quadrant";
  }
  if (p.completed_by_owner) {
    return mission.title + " is not a mission " + PlayerLabel(player) +
           " completed (mission solving is not modelled yet)";
  }
  if (!p.mission_keyword.empty() && !Has(mission.keywords, p.mission_keyword)) {
    return mission.title + " is not a " + p.mission_keyword;
  }
  return "";
}

// ---------------------------------------------------------------------------------------------
// Consequences

std::string StccgState::RequiredRule(const Event& required) const {
  if (std::string_view dominion = DominionRule(required); !dominion.empty()) {
    return std::string(dominion);
  }
  switch (required.kind) {
    case stccg::kKill:
      // Mortally wounded in a personnel battle, or aboard a destroyed card.
      if (std::find(battle_.hit.begin(), battle_.hit.end(), required.card) != battle_.hit.end()) {
        return std::string(rules::kBattlePersonnelStrength.id);
      }
      return std::string(rules::kFacilityDestroyedKill.id);
    case stccg::kDestroy:
      return std::string(rules::kBattleDestroyed.id);
    case stccg::kRepair:
      return std::string(rules::kRepairFacility.id);
    case stccg::kExpose:
      return std::string(rules::kInfiltrateExposePersona.id);
    default:
      return GameState::RequiredRule(required);
  }
}

void StccgState::QueueDestruction(uint16_t id) {
  Event d;
  d.kind = stccg::kDestroy;
  d.player = cards_[id].controller > 1 ? instances_[id].owner : cards_[id].controller;
  d.card = id;
  consequences_.push_back(d);
  // Everyone aboard (or "in" a planet facility) is killed; aboard a ship docked at a destroyed
  // facility survives with the ship (000_63f6709b3bd4740e.txt). Aboard a destroyed ship:
  // "Everything aboard is destroyed with it" (base rules section 5).
  ForEachPersonnelAboard(id, [&](uint16_t p) {
    Event k;
    k.kind = stccg::kKill;
    k.player = cards_[p].controller;
    k.card = p;
    consequences_.push_back(k);
  });
}

void StccgState::ResolveBattle(const Event& e, uint64_t seq) {
  uint16_t a = e.card;
  uint16_t t = e.target;
  // Return fire the defender declared in this battle's window, if any.
  std::optional<Event> declared;
  for (auto it = return_fire_.begin(); it != return_fire_.end(); ++it) {
    if (it->first == seq) {
      declared = std::move(it->second);
      return_fire_.erase(it);
      break;
    }
  }
  // Tactics played in the battle's window (base rules section 6; 004 "battle - ship").
  const std::vector<Tactic> tactics = TakeTactics(seq);
  if (!ValidCard(a) || !ValidCard(t)) return;
  // A "battle" by or against a card that is no ship or facility is no ship battle: the table
  // was told (stccg.battle.ships-facilities) and nothing is hit, so no destruction is owed.
  auto armed = [&](uint16_t id) {
    CardType type = instances_[id].type;
    return type == CardType::kShip || type == CardType::kFacility;
  };
  if (!armed(a) || !armed(t)) return;
  // DEFENSE of a card: its SHIELDS, plus 50% of the facility's SHIELDS when docked (rounded
  // down; 000_63f6709b3bd4740e.txt "the extension of 50% of the facility's SHIELDS").
  auto defense = [&](uint16_t id) {
    int d = instances_[id].facts->shields + TacticDefense(tactics, cards_[id].controller);
    if (cards_[id].zone == Zone::kDocked) {
      uint16_t fac = FacilityHolding(id);
      if (fac) d += instances_[fac].facts->shields / 2;
    }
    return d;
  };
  auto fire = [&](int attack, uint16_t at) {
    int def = defense(at);
    // Base rules section 6: a hit is ATTACK > DEFENSE, a direct hit ATTACK > 2 x DEFENSE.
    if (attack <= def) return;
    bool direct = attack > 2 * def;
    if (direct || cards_[at].damaged) {
      QueueDestruction(at);
    } else {
      SetDamaged(at, true);
      cards_[at].repair_turns = 0;
    }
  };
  // ATTACK: the sum of the WEAPONS of every firing card (base rules section 6).
  int attack = instances_[a].facts->weapons;
  for (uint16_t f : e.cards) {
    if (ValidCard(f)) attack += instances_[f].facts->weapons;
  }
  fire(WithTacticAttack(tactics, e.player, attack), t);
  bool target_destroyed = false;
  for (const Event& c : consequences_) target_destroyed |= c.kind == stccg::kDestroy && c.card == t;
  if (declared) {
    // "The defender may return fire at one of the ships that fired on it": the cards the table
    // named, their WEAPONS summed; a docked card may not fire "even in retaliation".
    // As without a declaration, a target the attack destroyed fires no more.
    int back = 0;
    std::vector<uint16_t> firing{declared->card};
    firing.insert(firing.end(), declared->cards.begin(), declared->cards.end());
    for (uint16_t f : firing) {
      if (!ValidCard(f) || cards_[f].zone == Zone::kDocked || (f == t && target_destroyed))
        continue;
      back += instances_[f].facts->weapons;
    }
    back = WithTacticAttack(tactics, declared->player, back);
    if (back > 0 && ValidCard(declared->target)) fire(back, declared->target);
    return;
  }
  // Without a declared return fire the target returns fire at the lead attacker if it can: it
  // has WEAPONS and is not docked (a docked ship may not fire "even in retaliation").
  if (!target_destroyed && instances_[t].facts->weapons > 0 && cards_[t].zone != Zone::kDocked) {
    fire(WithTacticAttack(tactics, cards_[t].controller, instances_[t].facts->weapons), a);
  }
}

void StccgState::StartOfTurnRepairs(uint8_t player) {
  for (size_t id = 1; id < cards_.size(); ++id) {
    CardState& c = cards_[id];
    // Damage and control first: they need no look at the card's facts.
    if (!c.damaged || c.controller != player || instances_[id].type != CardType::kShip) {
      continue;
    }
    bool docked_here = c.zone == Zone::kDocked && ValidCard(c.where) && Repairs(c.where);
    if (docked_here && ValidCard(c.where) && cards_[c.where].zone == Zone::kSite) {
      docked_here = true;
    }
    // A full turn served: docked at a repairing facility from the start of the previous turn.
    if (docked_here && c.docked_at_turn_start) {
      ++c.repair_turns;
    } else if (!docked_here) {
      c.repair_turns = 0;
    }
    c.docked_at_turn_start = docked_here ? 1 : 0;
    if (c.repair_turns >= 2) {
      Event r;
      r.kind = stccg::kRepair;
      r.player = player;
      r.card = static_cast<uint16_t>(id);
      consequences_.push_back(r);
    }
  }
}

}  // namespace stardate::engine::stccg
