// Checks of reporting for duty: what reports, to which facilities and sites, and in which
// quadrant (base rules section 9; data/rules/000_63f6709b3bd4740e.txt "Reporting cards for duty").
#include "engine/stccg/rules/report.h"

#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

using internal::kQuadrantNames;

uint16_t ReportFacility(const StccgState& s, const Event& e, uint16_t* site) {
  uint16_t fac = e.target;
  *site = 0;
  if (s.ValidCard(fac) && s.cards()[fac].zone == Zone::kSite) {
    *site = fac;
    fac = s.cards()[fac].where;
  }
  if (!s.ValidCard(fac) || s.instances()[fac].type != CardType::kFacility ||
      s.cards()[fac].zone != Zone::kAtLocation) {
    return 0;
  }
  return fac;
}

bool NoReportingAboard(const StccgState& s, uint16_t fac) {
  // Empok Nor flips over when commandeered; its back: "(Normal reporting now allowed.)". The flip
  // is not modelled: the text binds while the station is uncontrolled, as seeded.
  return s.instances()[fac].facts->text.find("No reporting aboard") != std::string::npos &&
         s.cards()[fac].controller == kUncontrolled;
}

bool SiteTakesReport(const StccgState& s, uint16_t card, uint16_t site) {
  const CardFacts& f = *s.instances()[card].facts;
  const CardFacts& at = *s.instances()[site].facts;
  return (!f.class_text.empty() && at.text.find(f.class_text) != std::string::npos) ||
         (f.type == CardType::kShip && at.text.find("ships may report") != std::string::npos);
}

// stccg.report.cards: personnel, ships and equipment report, to a facility in play (or a site
// of one). Anything else leaves nothing more to judge.
void ReportCards(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  if (f.type != CardType::kPersonnel && f.type != CardType::kShip &&
      f.type != CardType::kEquipment) {
    out->Stop(f.title + " is not a personnel, ship or equipment card");
    return;
  }
  uint16_t site = 0;
  if (ReportFacility(s, e, &site) == 0) {
    out->Stop(s.Name(site != 0 ? s.cards()[site].where : e.target) + " is not a facility in play");
  }
}

// stccg.report.station: stations allow reporting only by their own text or their sites'.
void ReportStation(const StccgState& s, const Event& e, Breaches* out) {
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(s, e, &site);
  const CardFacts& facility = *s.instances()[fac].facts;
  if (facility.facility_kind != FacilityKind::kStation) return;
  if (!s.IsNor(fac)) {
    if (facility.text.find("may report") == std::string::npos) {
      out->Add(facility.title + " is a station without sites and its text allows no reporting");
    }
    return;
  }
  if (NoReportingAboard(s, fac)) {
    out->Add(facility.title + ": \"No reporting aboard.\"");
  } else if (site == 0) {
    out->Add("cards report to a site of " + facility.title + ", not to the station");
  } else if (!s.HasDockingSite(fac)) {
    out->Add(facility.title + " has no docking site");
  } else if (!SiteTakesReport(s, e.card, site)) {
    const CardFacts& f = *s.instances()[e.card].facts;
    out->Add(s.instances()[site].facts->title + " does not list " + f.title + " (" +
             (f.class_text.empty() ? std::string(CardTypeName(f.type)) : f.class_text) +
             ") among the cards that may report there");
  }
}

namespace {

// `fac` is an outpost of the other player's that `player` may not use.
bool OpponentOutpost(const StccgState& s, uint16_t fac, uint8_t player) {
  return s.cards()[fac].controller != player && !s.SharedOutpost(fac) &&
         s.instances()[fac].facts->facility_kind == FacilityKind::kOutpost;
}

}  // namespace

// stccg.report.opponent-outpost: no reporting to the opponent's outpost.
void ReportOpponentOutpost(const StccgState& s, const Event& e, Breaches* out) {
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(s, e, &site);
  if (OpponentOutpost(s, fac, e.player)) {
    out->Add(s.instances()[fac].facts->title + " is controlled by " +
             s.PlayerLabel(s.cards()[fac].controller));
  }
}

// stccg.report.compatible: a card reports to a facility it is compatible with, unless the text
// says "regardless of affiliation"; at a Nor, only where the site's text asks for it ("matching
// affiliation, compatible, or 'regardless of affiliation'; if not specified, compatibility is
// not required"). An outpost of the opponent's may not be used at all (stccg.report.opponent-
// outpost), so whether the card is compatible with it is not judged: one finding for one report.
void ReportCompatible(const StccgState& s, const Event& e, Breaches* out) {
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(s, e, &site);
  if (OpponentOutpost(s, fac, e.player)) return;
  const CardFacts& f = *s.instances()[e.card].facts;
  const CardFacts& facility = *s.instances()[fac].facts;
  if (s.IsNor(fac)) {
    if (facility.facility_kind != FacilityKind::kStation || site == 0 ||
        NoReportingAboard(s, fac) || !s.HasDockingSite(fac) || !SiteTakesReport(s, e.card, site)) {
      return;
    }
    const CardFacts& at = *s.instances()[site].facts;
    if (at.text.find("Compatible") != std::string::npos && !s.Compatible(e.card, fac)) {
      out->Add(at.title + " takes compatible cards; " + f.title + " (" +
               AffiliationNames(f.affiliations) + ") is not compatible with " + facility.title +
               " (" + AffiliationNames(s.AffiliationOf(fac)) + ")");
    }
    return;
  }
  const bool any_affiliation =
      (facility.text.find("regardless of affiliation") != std::string::npos &&
       !(s.SharedOutpost(fac) && (f.affiliations & Affiliation::kBorg))) ||
      (site != 0 &&
       s.instances()[site].facts->text.find("regardless of affiliation") != std::string::npos);
  if (!any_affiliation && !s.Compatible(e.card, fac)) {
    out->Add(f.title + " (" + AffiliationNames(f.affiliations) + ") is not compatible with " +
             facility.title + " (" + AffiliationNames(facility.affiliations) + ")");
  }
}

// stccg.report.native-quadrant: the card and the facility are both in their native quadrant.
void ReportNativeQuadrant(const StccgState& s, const Event& e, Breaches* out) {
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(s, e, &site);
  const CardFacts& f = *s.instances()[e.card].facts;
  const CardFacts& facility = *s.instances()[fac].facts;
  const Quadrant here = s.QuadrantOf(s.cards()[fac].where);
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
void ReportDocked(const StccgState& s, const Event& e, Breaches* out) {
  if (e.arg == 0) return;
  const CardFacts& f = *s.instances()[e.card].facts;
  const std::string word = e.arg == stccg::kReportDocked ? "docked" : "undocked";
  if (f.type != CardType::kShip) {
    out->Add(f.title + " is no ship: only a ship reports docked or undocked");
    return;
  }
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(s, e, &site);
  if (s.OnPlanet(fac)) {
    if (e.arg == stccg::kReportDocked) {
      out->Add(s.Name(fac) + " stands on the planet: " + f.title + " reports in orbit, not docked");
    }
  } else if (e.arg != stccg::kReportDocked) {
    out->Add(s.Name(fac) + " is a space facility: " + f.title + " must report docked, not " + word);
  }
}

std::span<const Rule> ReportRules() {
  static constexpr Rule kAll[] = {kReportCards,      kReportStation,        kReportOpponentOutpost,
                                  kReportCompatible, kReportNativeQuadrant, kReportDocked};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
