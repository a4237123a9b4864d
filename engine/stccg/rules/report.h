// The rules of reporting for duty: what reports, to which facilities and sites, and in which
// quadrant (base rules section 9; data/rules/000_63f6709b3bd4740e.txt "Reporting cards for duty").
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/report.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_REPORT_H_
#define STARDATE_ENGINE_STCCG_RULES_REPORT_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kReportCards{
    "stccg.report.cards", kSourceBase,
    "Personnel, ships and equipment report, as your normal card play, to a compatible "
    "facility you control.",
    "A card other than a personnel, ship or equipment reports, or a card reports to "
    "something that is not a facility in play (or a site of one)."};
void ReportCards(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kReportStation{
    "stccg.report.station", kSourceFacilities,
    "Stations without sites (such as Colony and Deep Space Station K-7) do not allow cards to "
    "report unless the station itself has text explicitly allowing reporting.",
    "A card reports to a station whose text allows no reporting (or aboard Empok Nor)."};
void ReportStation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kReportOpponentOutpost{"stccg.report.opponent-outpost", kSourceFacilities,
                                             "You may not use your opponent\u2019s outposts",
                                             "A card reports for duty to the opponent's outpost."};
void ReportOpponentOutpost(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kReportCompatible{
    "stccg.report.compatible", kSourceFacilities,
    "Your cards must be compatible with a facility (except a Nor) to report to, dock at, or "
    "enter the facility.",
    "A card reports to a facility it is not compatible with."};
void ReportCompatible(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kReportNativeQuadrant{
    "stccg.report.native-quadrant", kSourceFacilities,
    "you may do so only if that card and the facility are both in their native quadrant",
    "A card reports for duty where the card or the facility is outside its native quadrant."};
void ReportNativeQuadrant(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kReportDocked{
    "stccg.report.docked", kSourceDominion,
    "When a space facility allows a ship to report there, the ship *must* report docked.",
    "A ship reports undocked to a space facility (or docked to a facility on a planet, where no "
    "ship docks)."};
void ReportDocked(const StccgState& s, const Event& e, Breaches* out);

// --- Shared with the checks of other areas.
// The facility a card reports to (the Nor of a site), or 0 if none in play; its site, if any.
uint16_t ReportFacility(const StccgState& s, const Event& e, uint16_t* site);
// The Nor's "No reporting aboard." binds: Empok Nor before it is commandeered (and flipped).
bool NoReportingAboard(const StccgState& s, uint16_t fac);
// A Nor's site lists the reporting card among those that may report there.
bool SiteTakesReport(const StccgState& s, uint16_t card, uint16_t site);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> ReportRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_REPORT_H_
