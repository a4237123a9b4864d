// Checks of the 1E module: DoCheck and the checks of play from hand, placement, reporting and
// flying (the facility rules are in stccg_facility.cc).
#include <algorithm>

#include "engine/rng.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

using internal::Add;
using internal::Has;
using internal::IsSeedKind;
using internal::kQuadrantNames;

// ---------------------------------------------------------------------------------------------
// Checks

void StccgState::CheckPlayedFrom(const Event& e, Zone zone, bool say_where,
                                 std::vector<Violation>* out) const {
  if (instances_[e.card].owner == e.player && cards_[e.card].zone == zone) return;
  if (zone == Zone::kHand && RevealsHidden(e)) return;
  std::string detail = Name(e.card) + " is not in " + PlayerLabel(e.player) + "'s " +
                       std::string(ZoneName(zone));
  if (say_where) detail += " (it is in " + std::string(ZoneName(cards_[e.card].zone)) + ")";
  Add(out, rules::kCardFromHand, detail);
}

void StccgState::CheckNormalCardPlay(const Event& e, std::vector<Violation>* out) const {
  // Base rules section 2: one normal card play per turn (reports, builds, events).
  if (players_[e.player].card_plays >= 1) {
    Add(out, rules::kNormalCardPlay,
        PlayerLabel(e.player) + " already used the normal card play this turn");
  }
}

void StccgState::CheckOwnInPlay(const Event& e, uint16_t id, std::vector<Violation>* out) const {
  if (!ValidCard(id)) return;
  if (cards_[id].controller != e.player) {
    Add(out, rules::kOwnCard,
        PlayerLabel(e.player) + " does not control " + Name(id));
  }
}

void StccgState::CheckPlacement(const Event& e, bool seeding, std::vector<Violation>* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  uint16_t m = e.target;
  if (!ValidCard(m) || cards_[m].zone != Zone::kSpaceline) {
    Add(out, rules::kCardType, Name(m) + " is not a mission on the spaceline");
    return;
  }
  const CardFacts& mission = *instances_[m].facts;
  if (seeding && f.quadrant != mission.quadrant) {
    Add(out, rules::kFacilityNativeQuadrant,
        f.title + " is native to the " +
            std::string(kQuadrantNames[static_cast<int>(f.quadrant)]) + " Quadrant; " +
            mission.title + " is in the " +
            std::string(kQuadrantNames[static_cast<int>(mission.quadrant)]) + " Quadrant");
  }
  // Homeworlds, icons and the places the card's text names: CheckFacilityText.
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (id == e.card) continue;
    if (instances_[id].facts->type == CardType::kFacility && cards_[id].zone == Zone::kAtLocation &&
        cards_[id].where == m && cards_[id].controller == e.player) {
      // "unless one allows another to 'co-exist' there (e.g., Chamber of Ministers)".
      auto allows = [&](uint16_t host, uint16_t guest) {
        const FacilityRules* r = instances_[host].facility;
        if (r == nullptr) return false;
        if (r->nor_may_coexist && IsNor(guest)) return true;
        const std::string& title = instances_[guest].facts->title;
        return std::find(r->may_coexist_with.begin(), r->may_coexist_with.end(), title) !=
               r->may_coexist_with.end();
      };
      if (allows(static_cast<uint16_t>(id), e.card) || allows(e.card, static_cast<uint16_t>(id))) {
        continue;
      }
      Add(out, rules::kFacilityOnePerLocation,
          PlayerLabel(e.player) + " already has " + Name(static_cast<uint16_t>(id)) + " at " +
              mission.title);
      break;
    }
  }
}

void StccgState::CheckSeedFacility(const Event& e, std::vector<Violation>* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  if (f.type != CardType::kFacility) {
    Add(out, rules::kCardType, f.title + " is not a facility");
    return;
  }
  std::optional<Phase> own = PhaseOf(e);
  if (core_.turn == 0 && own && *own == Phase::kMissionSeed && phase() > Phase::kMissionSeed) {
    Add(out, rules::kFacilitySeedPhase, f.title + " seeds during the mission phase, which has ended");
  }
  const FacilityRules* fr = instances_[e.card].facility;
  if (fr != nullptr && !fr->seedable) {
    Add(out, rules::kFacilitySeedPhase, f.title + "'s text does not let it seed");
  }
  if (fr != nullptr && fr->seed_one) {
    for (size_t id = 1; id < cards_.size(); ++id) {
      if (id != e.card && instances_[id].owner == e.player && instances_[id].facts->title == f.title &&
          cards_[id].seeded) {
        Add(out, rules::kFacilitySeedOne,
            PlayerLabel(e.player) + " already seeded " + Name(static_cast<uint16_t>(id)) +
                " (\"Seed one\")");
        break;
      }
    }
  }
  CheckPlacement(e, /*seeding=*/true, out);
  CheckFacilityText(e, /*seeding=*/true, out);
}

void StccgState::CheckReport(const Event& e, std::vector<Violation>* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  if (f.type != CardType::kPersonnel && f.type != CardType::kShip &&
      f.type != CardType::kEquipment) {
    Add(out, rules::kCardType, f.title + " is not a personnel, ship or equipment card");
    return;
  }
  uint16_t fac = e.target;
  uint16_t site = 0;
  if (ValidCard(fac) && cards_[fac].zone == Zone::kSite) {
    site = fac;
    fac = cards_[site].where;
  }
  if (!ValidCard(fac) || instances_[fac].facts->type != CardType::kFacility ||
      cards_[fac].zone != Zone::kAtLocation) {
    Add(out, rules::kCardType, Name(fac) + " is not a facility in play");
    return;
  }
  const CardFacts& facility = *instances_[fac].facts;
  if (facility.facility_kind == FacilityKind::kStation) {
    // Stations allow reporting only by their own text or their sites'.
    if (IsNor(fac)) {
      bool docking_site = HasDockingSite(fac);
      if (facility.text.find("No reporting aboard") != std::string::npos) {
        Add(out, rules::kReportStation, facility.title + ": \"No reporting aboard.\"");
      } else if (site == 0) {
        Add(out, rules::kReportStation, "cards report to a site of " + facility.title + ", not to the station");
      } else if (!docking_site) {
        Add(out, rules::kReportStation, facility.title + " has no docking site");
      } else {
        const CardFacts& s = *instances_[site].facts;
        bool listed = (!f.class_text.empty() && s.text.find(f.class_text) != std::string::npos) ||
                      (f.type == CardType::kShip && s.text.find("ships may report") != std::string::npos);
        // "(matching affiliation, compatible, or 'regardless of affiliation'; if not
        // specified, compatibility is not required)".
        if (listed && s.text.find("Compatible") != std::string::npos && !Compatible(e.card, fac)) {
          Add(out, rules::kReportCompatible,
              s.title + " takes compatible cards; " + f.title + " (" +
                  AffiliationNames(f.affiliations) + ") is not compatible with " + facility.title +
                  " (" + AffiliationNames(AffiliationOf(fac)) + ")");
        }
        if (!listed) {
          Add(out, rules::kReportStation,
              s.title + " does not list " + f.title + " (" + (f.class_text.empty() ? std::string(CardTypeName(f.type)) : f.class_text) +
                  ") among the cards that may report there");
        }
      }
    } else if (facility.text.find("may report") == std::string::npos) {
      Add(out, rules::kReportStation, facility.title + " is a station without sites and its text allows no reporting");
    }
  }
  if (cards_[fac].controller != e.player && facility.facility_kind == FacilityKind::kOutpost) {
    Add(out, rules::kReportOpponentOutpost,
        facility.title + " is controlled by " + PlayerLabel(cards_[fac].controller));
  }
  bool any_affiliation = facility.text.find("regardless of affiliation") != std::string::npos ||
                         (site != 0 && instances_[site].facts->text.find("regardless of affiliation") !=
                                           std::string::npos);
  if (!any_affiliation && !IsNor(fac) && !Compatible(e.card, fac)) {
    Add(out, rules::kReportCompatible,
        f.title + " (" + AffiliationNames(f.affiliations) + ") is not compatible with " +
            facility.title + " (" + AffiliationNames(facility.affiliations) + ")");
  }
  Quadrant here = QuadrantOf(cards_[fac].where);
  if (facility.quadrant != here) {
    Add(out, rules::kReportNativeQuadrant,
        facility.title + " is native to the " +
            std::string(kQuadrantNames[static_cast<int>(facility.quadrant)]) +
            " Quadrant but stands in the " + std::string(kQuadrantNames[static_cast<int>(here)]) +
            " Quadrant");
  } else if (!f.native_everywhere && f.quadrant != here) {
    Add(out, rules::kReportNativeQuadrant,
        f.title + " is native to the " +
            std::string(kQuadrantNames[static_cast<int>(f.quadrant)]) + " Quadrant; " +
            facility.title + " is in the " + std::string(kQuadrantNames[static_cast<int>(here)]) +
            " Quadrant");
  }
}

std::string StccgState::StaffingShortfall(uint16_t ship) const {
  auto count = [](const std::string& icons, std::string_view icon) {
    int n = 0;
    for (size_t at = icons.find(icon); at != std::string::npos; at = icons.find(icon, at + 1)) ++n;
    return n;
  };
  const CardFacts& f = *instances_[ship].facts;
  int need_cmd = count(f.staffing, "[Cmd]");
  int need_stf = count(f.staffing, "[Stf]");
  int cmd = 0, stf = 0;
  bool matching = false;
  ForEachPersonnelAboard(ship, [&](uint16_t id) {
    const CardFacts& p = *instances_[id].facts;
    cmd += count(p.icons, "[Cmd]") > 0 ? 1 : 0;
    stf += count(p.icons, "[Cmd]") == 0 && count(p.icons, "[Stf]") > 0 ? 1 : 0;
    matching |= (p.affiliations & AffiliationOf(ship)) != 0;
  });
  // [Cmd] personnel fill [Cmd] icons first; the rest of them may fill [Stf] icons.
  std::string missing;
  if (cmd < need_cmd) missing += std::to_string(need_cmd - cmd) + " [Cmd]";
  int spare_cmd = cmd > need_cmd ? cmd - need_cmd : 0;
  if (stf + spare_cmd < need_stf) {
    missing += (missing.empty() ? "" : ", ") + std::to_string(need_stf - stf - spare_cmd) + " [Stf]";
  }
  if (!matching) {
    missing += (missing.empty() ? "" : ", ") + std::string("a crew member of its affiliation");
  }
  return missing;
}

void StccgState::CheckFly(const Event& e, std::vector<Violation>* out) const {
  uint16_t ship = e.card;
  if (instances_[ship].facts->type != CardType::kShip) {
    Add(out, rules::kCardType, Name(ship) + " is not a ship");
    return;
  }
  CheckOwnInPlay(e, ship, out);
  if (cards_[ship].zone == Zone::kDocked) {
    Add(out, rules::kFlyUndocked, Name(ship) + " is docked at " + Name(cards_[ship].where));
  } else if (cards_[ship].zone != Zone::kAtLocation) {
    Add(out, rules::kCardType, Name(ship) + " is not in play on the spaceline");
    return;
  }
  if (!ValidCard(e.target) || cards_[e.target].zone != Zone::kSpaceline) {
    Add(out, rules::kCardType, Name(e.target) + " is not a mission on the spaceline");
    return;
  }
  if (std::string missing = StaffingShortfall(ship); !missing.empty()) {
    Add(out, rules::kFlyStaffed, Name(ship) + " lacks " + missing);
  }
  int cost = RangeCost(LocationOf(ship), e.target);
  int left = instances_[ship].facts->range - cards_[ship].range_used;
  if (cost < 0) {
    Add(out, rules::kFlyRange, Name(e.target) + " is in another quadrant");
  } else if (cost > left) {
    Add(out, rules::kFlyRange,
        "the flight costs RANGE " + std::to_string(cost) + "; " + Name(ship) + " has " +
            std::to_string(left) + " left this turn");
  }
}

void StccgState::DoCheck(const Event& e, std::vector<Violation>* out) const {
  // Every card an event names must exist.
  for (uint16_t id : {e.card, e.target}) {
    if (id != 0 && !ValidCard(id)) {
      Add(out, rules::kCardType, "card #" + std::to_string(id) + " is not in this game");
      return;
    }
  }
  for (uint16_t id : e.cards) {
    if (!ValidCard(id)) {
      Add(out, rules::kCardType, "card #" + std::to_string(id) + " is not in this game");
      return;
    }
  }
  const bool seeding = core_.turn == 0;
  const bool needs_card = e.kind != EventKind::PHASE && e.kind != EventKind::TURN &&
                          e.kind != EventKind::PASS && e.kind != EventKind::RESOLVE &&
                          e.kind != EventKind::SHUFFLE && e.kind != EventKind::CONCEDE &&
                          e.kind != EventKind::DRAW;
  if (needs_card && e.card == 0) {
    Add(out, rules::kCardType, EventText(e) + " names no card");
    return;
  }

  // Phase order: no going back (seed phases, then the phases of a turn).
  if (std::optional<Phase> ph = PhaseOf(e)) {
    if (IsSeedKind(e.kind) && !seeding) {
      Add(out, rules::kSeedPhaseOrder, "the seed phases ended before turn 1");
    } else if (!IsSeedKind(e.kind) && seeding && e.kind != EventKind::DRAW) {
      Add(out, rules::kTurnOrder, "play has not started (no turn yet)");
    } else if (static_cast<int32_t>(*ph) < core_.phase && core_.stack.empty()) {
      Add(out, IsSeedKind(e.kind) ? rules::kSeedPhaseOrder : rules::kTurnPhaseOrder,
          "the " + std::string(PhaseName(*ph)) + " phase has ended (now: " +
              std::string(PhaseName(phase())) + ")");
    }
  }
  // Into an open response window only valid responses go: in this version, interrupts.
  if (!core_.stack.empty() && OpensWindow(e) && !IsResponse(e)) {
    Add(out, rules::kResponseInterrupt,
        EventText(e) + " is not a response to " + EventText(core_.stack.back().action));
  }
  // Outside a response window only the active player acts on their turn.
  if (!seeding && core_.stack.empty() && OpensWindow(e) && e.kind != EventKind::PLAY_INTERRUPT &&
      e.player != core_.active) {
    Add(out, rules::kTurnActivePlayer,
        "it is " + PlayerLabel(core_.active) + "'s turn");
  }

  switch (e.kind) {
    case EventKind::PHASE:
      if (e.arg < 0 || e.arg >= kPhaseCount) {
        Add(out, rules::kTurnPhaseOrder, "phase " + std::to_string(e.arg) + " does not exist");
      } else if (e.arg < core_.phase) {
        Add(out, seeding ? rules::kSeedPhaseOrder : rules::kTurnPhaseOrder,
            "cannot go back from " + std::string(PhaseName(phase())) + " to " +
                std::string(PhaseName(static_cast<Phase>(e.arg))));
      } else if (seeding != (e.arg <= static_cast<int32_t>(Phase::kFacilitySeed))) {
        Add(out, rules::kTurnOrder,
            std::string(PhaseName(static_cast<Phase>(e.arg))) +
                (seeding ? " is a phase of a turn; play has not started"
                         : " is a seed phase; play has started"));
      }
      break;
    case EventKind::TURN: {
      uint32_t expected = core_.turn + 1;
      if (static_cast<uint32_t>(e.arg) != expected) {
        Add(out, rules::kTurnOrder,
            "turn " + std::to_string(e.arg) + " follows turn " + std::to_string(core_.turn) +
                "; expected turn " + std::to_string(expected));
      }
      if (core_.turn > 0 && e.player == core_.active) {
        Add(out, rules::kTurnOrder, PlayerLabel(e.player) + " just had turn " +
                                        std::to_string(core_.turn) + "; turns alternate");
      }
      break;
    }
    case EventKind::SHUFFLE: {
      if (table_randomness_) break;  // the table shuffled: nothing to prove
      const PlayerState& ps = players_[e.player];
      EventRng rng(core_.seed, core_.seq);
      auto honest = rng.Permutation(static_cast<uint32_t>(ps.draw_deck.size()));
      if (e.random != honest) {
        Add(out, engine::rules::kRandomHonest,
            "the recorded shuffle of " + PlayerLabel(e.player) +
                "'s draw deck is not the one seed " + std::to_string(core_.seed) +
                " gives for event " + std::to_string(core_.seq));
      }
      break;
    }
    case EventKind::DRAW: {
      const PlayerState& ps = players_[e.player];
      if (!seeding && e.player != core_.active) {
        Add(out, rules::kTurnActivePlayer, "it is " + PlayerLabel(core_.active) + "'s turn");
      }
      // An opening draw is judged by the opening-hand rule, a draw in a turn by the card-draw
      // rule; a card that is in the deck but not the one the seed's shuffle put on top breaks
      // the honesty of the recorded shuffle.
      const std::string_view rule = seeding ? rules::kDrawOpeningHand : rules::kCardDraw;
      const bool in_deck = ValidCard(e.card) && instances_[e.card].owner == e.player &&
                           cards_[e.card].zone == Zone::kDrawDeck;
      if (DeckCount(e.player) == 0) {
        // At a table the unnamed draw is checked too; the seed's engine never fills one in.
        if (table_randomness_ || e.card != 0) {
          Add(out, rule, PlayerLabel(e.player) + "'s draw deck is empty");
        }
      } else if (e.card != 0 && !in_deck) {
        Add(out, rule,
            PlayerLabel(e.player) + " drew " + Name(e.card) + ", which is not in " +
                PlayerLabel(e.player) + "'s draw deck (it is in " + WhereIs(e.card) + ")");
      } else if (!table_randomness_ && e.card != ps.draw_deck.back()) {
        // The seed's randomness: the deck's order is the seed's shuffle.
        Add(out, engine::rules::kRandomHonest,
            PlayerLabel(e.player) + " drew " + Name(e.card) + "; the shuffle seed " +
                std::to_string(core_.seed) + " gives put " + Name(ps.draw_deck.back()) +
                " on top");
      }
      if (!seeding && ps.drew) {
        Add(out, rules::kCardDraw, PlayerLabel(e.player) + " already drew this turn");
      }
      if (seeding && ps.opening_draws >= kOpeningHand) {
        Add(out, rules::kDrawOpeningHand,
            PlayerLabel(e.player) + " already drew the " + std::to_string(kOpeningHand) +
                " cards of the opening hand");
      }
      break;
    }
    case EventKind::SEED_DOORWAY:
    case EventKind::SEED_MISSION:
    case EventKind::SEED_DILEMMA:
    case EventKind::SEED_FACILITY: {
      const CardFacts& f = *instances_[e.card].facts;
      CheckPlayedFrom(e, Zone::kSeedDeck, /*say_where=*/true, out);
      if (e.kind == EventKind::SEED_MISSION && f.type != CardType::kMission) {
        Add(out, rules::kCardType, f.title + " is not a mission");
      } else if (e.kind == EventKind::SEED_DILEMMA) {
        if (f.type != CardType::kDilemma && f.type != CardType::kArtifact) {
          Add(out, rules::kCardType, f.title + " is not a dilemma or artifact");
        }
        // Beneath a mission; or beneath a facility whose text takes them (Empok Nor: "Dilemmas
        // with 'Empok Nor' in gametext or lore may seed beneath station").
        const FacilityRules* fr = ValidCard(e.target) ? instances_[e.target].facility : nullptr;
        if (fr != nullptr && !fr->dilemmas_seed_beneath.empty() &&
            cards_[e.target].zone == Zone::kAtLocation) {
          const std::string& name = instances_[e.target].facts->title;
          if (f.text.find(name) == std::string::npos && f.lore.find(name) == std::string::npos) {
            Add(out, rules::kCardType, f.title + " does not have \"" + name +
                                           "\" in its game text or lore");
          }
        } else if (!ValidCard(e.target) || cards_[e.target].zone != Zone::kSpaceline) {
          Add(out, rules::kCardType, Name(e.target) + " is not a mission on the spaceline");
        }
      } else if (e.kind == EventKind::SEED_DOORWAY && f.type != CardType::kDoorway) {
        Add(out, rules::kCardType, f.title + " is not a doorway");
      } else if (e.kind == EventKind::SEED_FACILITY) {
        CheckSeedFacility(e, out);
      }
      break;
    }
    case EventKind::REPORT:
    case EventKind::BUILD: {
      CheckPlayedFrom(e, Zone::kHand, /*say_where=*/true, out);
      CheckNormalCardPlay(e, out);
      if (e.kind == EventKind::REPORT) {
        CheckReport(e, out);
      } else if (instances_[e.card].facts->type != CardType::kFacility) {
        Add(out, rules::kCardType, Name(e.card) + " is not a facility");
      } else {
        CheckBuild(e, out);
        CheckPlacement(e, /*seeding=*/false, out);
        CheckFacilityText(e, /*seeding=*/false, out);
      }
      break;
    }
    case EventKind::PLAY_EVENT: {
      const CardFacts& f = *instances_[e.card].facts;
      if (f.type != CardType::kEvent) Add(out, rules::kCardType, f.title + " is not an event");
      CheckPlayedFrom(e, Zone::kHand, /*say_where=*/false, out);
      CheckNormalCardPlay(e, out);
      if (f.text.find("Plays on outpost") != std::string::npos &&
          (!ValidCard(e.target) || !IsOutpost(e.target) || cards_[e.target].zone != Zone::kAtLocation)) {
        Add(out, rules::kFacilityOutpostReference,
            f.title + " plays on an outpost; " + Name(e.target) + " is not one");
      }
      break;
    }
    case EventKind::SEED_SITE: {
      const CardFacts& f = *instances_[e.card].facts;
      CheckPlayedFrom(e, Zone::kSeedDeck, /*say_where=*/false, out);
      if (f.type != CardType::kSite) Add(out, rules::kCardType, f.title + " is not a site");
      if (!ValidCard(e.target) || !IsNor(e.target) || cards_[e.target].zone != Zone::kAtLocation) {
        Add(out, rules::kCardType, Name(e.target) + " is not a Nor in play");
      }
      break;
    }
    case EventKind::BATTLE:
      CheckBattle(e, out);
      break;
    case EventKind::COMMANDEER:
      CheckCommandeer(e, out);
      break;
    case EventKind::DESTROY:
    case EventKind::KILL:
    case EventKind::REPAIR:
      CheckConsequence(e, out);
      break;
    case EventKind::WALK: {
      if (!ValidCard(e.target) || cards_[e.target].zone != Zone::kSite) {
        Add(out, rules::kCardType, Name(e.target) + " is not a site of a Nor");
        break;
      }
      std::vector<uint16_t> moving{e.card};
      moving.insert(moving.end(), e.cards.begin(), e.cards.end());
      for (uint16_t id : moving) {
        CheckOwnInPlay(e, id, out);
        if (NorOf(id) != cards_[e.target].where) {
          Add(out, rules::kCardType, Name(id) + " is not aboard " + Name(cards_[e.target].where));
        }
        if (std::find(walked_.begin(), walked_.end(), id) != walked_.end()) {
          Add(out, rules::kWalkStopped,
              Name(id) + " already walked this turn and stopped at " + Name(cards_[id].where));
        }
      }
      break;
    }
    case EventKind::PLAY_INTERRUPT:
      if (instances_[e.card].facts->type != CardType::kInterrupt) {
        Add(out, rules::kResponseInterrupt, Name(e.card) + " is not an interrupt");
      }
      CheckPlayedFrom(e, Zone::kHand, /*say_where=*/false, out);
      break;
    case EventKind::FLY:
      CheckFly(e, out);
      break;
    case EventKind::DOCK: {
      uint16_t ship = e.card;
      if (instances_[ship].facts->type != CardType::kShip) {
        Add(out, rules::kCardType, Name(ship) + " is not a ship");
        break;
      }
      CheckOwnInPlay(e, ship, out);
      bool site = ValidCard(e.target) && cards_[e.target].zone == Zone::kSite;
      if (!ValidCard(e.target) ||
          (!site && instances_[e.target].facts->type != CardType::kFacility)) {
        Add(out, rules::kCardType, Name(e.target) + " is not a facility or a site of a Nor");
        break;
      }
      if (LocationOf(ship) == 0 || LocationOf(ship) != LocationOf(e.target)) {
        Add(out, rules::kDockSameLocation,
            Name(ship) + " is at " + Name(LocationOf(ship)) + "; " + Name(e.target) + " is at " +
                Name(LocationOf(e.target)));
      }
      CheckDock(e, out);
      break;
    }
    case EventKind::UNDOCK:
      if (instances_[e.card].facts->type != CardType::kShip) {
        Add(out, rules::kCardType, Name(e.card) + " is not a ship");
        break;
      }
      CheckOwnInPlay(e, e.card, out);
      if (cards_[e.card].zone != Zone::kDocked) {
        Add(out, rules::kCardType, Name(e.card) + " is not docked");
      }
      break;
    case EventKind::BEAM: {
      uint16_t dest = e.target;
      uint16_t there = LocationOf(dest);
      if (!ValidCard(dest)) break;
      const CardFacts& df = *instances_[dest].facts;
      if (cards_[dest].zone == Zone::kSpaceline && !df.planet_mission) {
        Add(out, rules::kBeamSameLocation, df.title + " has no planet surface to beam to");
      }
      std::vector<uint16_t> moving{e.card};
      moving.insert(moving.end(), e.cards.begin(), e.cards.end());
      for (uint16_t id : moving) {
        CardType t = instances_[id].facts->type;
        if (t != CardType::kPersonnel && t != CardType::kEquipment) {
          Add(out, rules::kCardType, Name(id) + " is not a personnel or equipment card");
          continue;
        }
        CheckOwnInPlay(e, id, out);
        uint16_t here = LocationOf(id);
        if (here == 0 || here != there) {
          Add(out, rules::kBeamSameLocation,
              Name(id) + " is at " + Name(here) + "; " + Name(dest) + " is at " + Name(there));
        }
      }
      CheckBeam(e, out);
      break;
    }
    case EventKind::DISCARD:
      CheckPlayedFrom(e, Zone::kHand, /*say_where=*/false, out);
      break;
    default:
      break;
  }
}

}  // namespace stardate::engine::stccg
