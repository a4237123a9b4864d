// Checks of reporting for duty: what reports, to which facilities and sites, and in which
// quadrant (base rules section 9; data/rules/000_63f6709b3bd4740e.txt "Reporting cards for duty").
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

using internal::kQuadrantNames;

uint16_t StccgState::ReportFacility(const Event& e, uint16_t* site) const {
  uint16_t fac = e.target;
  *site = 0;
  if (ValidCard(fac) && cards_[fac].zone == Zone::kSite) {
    *site = fac;
    fac = cards_[fac].where;
  }
  if (!ValidCard(fac) || instances_[fac].type != CardType::kFacility ||
      cards_[fac].zone != Zone::kAtLocation) {
    return 0;
  }
  return fac;
}

bool StccgState::NoReportingAboard(uint16_t fac) const {
  // Empok Nor flips over when commandeered; its back: "(Normal reporting now allowed.)". The flip
  // is not modelled: the text binds while the station is uncontrolled, as seeded.
  return instances_[fac].facts->text.find("No reporting aboard") != std::string::npos &&
         cards_[fac].controller == kUncontrolled;
}

bool StccgState::SiteTakesReport(uint16_t card, uint16_t site) const {
  const CardFacts& f = *instances_[card].facts;
  const CardFacts& s = *instances_[site].facts;
  return (!f.class_text.empty() && s.text.find(f.class_text) != std::string::npos) ||
         (f.type == CardType::kShip && s.text.find("ships may report") != std::string::npos);
}

// stccg.report.cards: personnel, ships and equipment report, to a facility in play (or a site
// of one). Anything else leaves nothing more to judge.
void StccgState::ReportCards(const Event& e, Breaches* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  if (f.type != CardType::kPersonnel && f.type != CardType::kShip &&
      f.type != CardType::kEquipment) {
    out->Stop(f.title + " is not a personnel, ship or equipment card");
    return;
  }
  uint16_t site = 0;
  if (ReportFacility(e, &site) == 0) {
    out->Stop(Name(site != 0 ? cards_[site].where : e.target) + " is not a facility in play");
  }
}

// stccg.report.station: stations allow reporting only by their own text or their sites'.
void StccgState::ReportStation(const Event& e, Breaches* out) const {
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(e, &site);
  const CardFacts& facility = *instances_[fac].facts;
  if (facility.facility_kind != FacilityKind::kStation) return;
  if (!IsNor(fac)) {
    if (facility.text.find("may report") == std::string::npos) {
      out->Add(facility.title + " is a station without sites and its text allows no reporting");
    }
    return;
  }
  if (NoReportingAboard(fac)) {
    out->Add(facility.title + ": \"No reporting aboard.\"");
  } else if (site == 0) {
    out->Add("cards report to a site of " + facility.title + ", not to the station");
  } else if (!HasDockingSite(fac)) {
    out->Add(facility.title + " has no docking site");
  } else if (!SiteTakesReport(e.card, site)) {
    const CardFacts& f = *instances_[e.card].facts;
    out->Add(instances_[site].facts->title + " does not list " + f.title + " (" +
             (f.class_text.empty() ? std::string(CardTypeName(f.type)) : f.class_text) +
             ") among the cards that may report there");
  }
}

// stccg.report.opponent-outpost: no reporting to the opponent's outpost.
void StccgState::ReportOpponentOutpost(const Event& e, Breaches* out) const {
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(e, &site);
  if (cards_[fac].controller != e.player && !SharedOutpost(fac) &&
      instances_[fac].facts->facility_kind == FacilityKind::kOutpost) {
    out->Add(instances_[fac].facts->title + " is controlled by " +
             PlayerLabel(cards_[fac].controller));
  }
}

// stccg.report.compatible: a card reports to a facility it is compatible with, unless the text
// says "regardless of affiliation"; at a Nor, only where the site's text asks for it ("matching
// affiliation, compatible, or 'regardless of affiliation'; if not specified, compatibility is
// not required").
void StccgState::ReportCompatible(const Event& e, Breaches* out) const {
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(e, &site);
  const CardFacts& f = *instances_[e.card].facts;
  const CardFacts& facility = *instances_[fac].facts;
  if (IsNor(fac)) {
    if (facility.facility_kind != FacilityKind::kStation || site == 0 || NoReportingAboard(fac) ||
        !HasDockingSite(fac) || !SiteTakesReport(e.card, site)) {
      return;
    }
    const CardFacts& s = *instances_[site].facts;
    if (s.text.find("Compatible") != std::string::npos && !Compatible(e.card, fac)) {
      out->Add(s.title + " takes compatible cards; " + f.title + " (" +
               AffiliationNames(f.affiliations) + ") is not compatible with " + facility.title +
               " (" + AffiliationNames(AffiliationOf(fac)) + ")");
    }
    return;
  }
  const bool any_affiliation =
      (facility.text.find("regardless of affiliation") != std::string::npos &&
       !(SharedOutpost(fac) && (f.affiliations & Affiliation::kBorg))) ||
      (site != 0 &&
       instances_[site].facts->text.find("regardless of affiliation") != std::string::npos);
  if (!any_affiliation && !Compatible(e.card, fac)) {
    out->Add(f.title + " (" + AffiliationNames(f.affiliations) + ") is not compatible with " +
             facility.title + " (" + AffiliationNames(facility.affiliations) + ")");
  }
}

// stccg.report.native-quadrant: the card and the facility are both in their native quadrant.
void StccgState::ReportNativeQuadrant(const Event& e, Breaches* out) const {
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(e, &site);
  const CardFacts& f = *instances_[e.card].facts;
  const CardFacts& facility = *instances_[fac].facts;
  const Quadrant here = QuadrantOf(cards_[fac].where);
  if (facility.quadrant != here) {
    out->Add(facility.title + " is native to the " +
             std::string(kQuadrantNames[static_cast<int>(facility.quadrant)]) +
             " Quadrant but stands in the " + std::string(kQuadrantNames[static_cast<int>(here)]) +
             " Quadrant");
  } else if (!f.native_everywhere && f.quadrant != here) {
    out->Add(f.title + " is native to the " +
             std::string(kQuadrantNames[static_cast<int>(f.quadrant)]) + " Quadrant; " +
             facility.title + " is in the " + std::string(kQuadrantNames[static_cast<int>(here)]) +
             " Quadrant");
  }
}

// stccg.report.docked: a ship reporting to a space facility reports docked (003 "Docking": the
// choice the Deep Space Nine rulebook gives is for ships moving there). `reports docked` at a
// facility on a planet, where no ship docks, and either word for a card that is no ship, are
// breaches too: what the table wrote did not happen.
void StccgState::ReportDocked(const Event& e, Breaches* out) const {
  if (e.arg == 0) return;
  const CardFacts& f = *instances_[e.card].facts;
  const std::string word = e.arg == kReportDocked ? "docked" : "undocked";
  if (f.type != CardType::kShip) {
    out->Add(f.title + " is no ship: only a ship reports docked or undocked");
    return;
  }
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(e, &site);
  if (OnPlanet(fac)) {
    if (e.arg == kReportDocked) {
      out->Add(Name(fac) + " stands on the planet: " + f.title + " reports in orbit, not docked");
    }
  } else if (e.arg != kReportDocked) {
    out->Add(Name(fac) + " is a space facility: " + f.title + " must report docked, not " + word);
  }
}

}  // namespace stardate::engine::stccg
