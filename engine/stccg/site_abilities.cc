// The abilities read from one clause of a site's text (engine/stccg/card_abilities.h): where the
// site goes on its Nor, the ships it takes, who may report there, and control of the station.
#include <regex>
#include <utility>

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_wording.h"

namespace stardate::engine::stccg {

namespace {

using wording::AddUnique;
using wording::BracketTokens;
using wording::Contains;
using wording::IsClassification;
using wording::Match;
using wording::ParseFeature;
using wording::ParseReportClause;
using wording::SmallNumber;

// ---- Where it goes --------------------------------------------------------------------------

bool ReadNorLine(const AbilityText& text, SiteRules* r) {
  static const std::regex kNorLine(
      R"(^(?:Any(?: \[(\w+)\])? Nor|(\{[^}]+\}(?: OR \{[^}]+\})*)): ([A-Z][A-Za-z ]+)$)");
  std::smatch m;
  if (!Match(text.key, kNorLine, &m)) return false;
  if (m[2].matched) {
    static const std::regex kTitle(R"(\{([^}]+)\})");
    const std::string titles = m[2];
    for (auto it = std::sregex_iterator(titles.begin(), titles.end(), kTitle);
         it != std::sregex_iterator(); ++it) {
      r->nors.push_back((*it)[1]);
    }
  } else {
    r->any_nor = true;
    r->nor_icon = m[1];
  }
  r->section = m[3];
  return true;
}

bool ReadInnermost(const AbilityText& text, SiteRules* r) {
  static const std::regex kInnermost(R"(^This site is always the "innermost" site of any Nor.*$)");
  if (!Match(text.key, kInnermost)) return false;
  r->innermost = true;
  return true;
}

bool ReadAdjacent(const AbilityText& text, SiteRules* r) {
  static const std::regex kAdjacent(R"(^This site must be placed adjacent to \{([^}]+)\}.*$)");
  std::smatch m;
  if (!Match(text.key, kAdjacent, &m)) return false;
  r->must_be_adjacent_to = m[1];
  return true;
}

// ---- Ships ----------------------------------------------------------------------------------

bool ReadDocking(const AbilityText& text, SiteRules* r) {
  static const std::regex kDocking(
      R"(^Any ship with (no staffing requirements|fewer than (\w+) staffing icons) may )"
      R"((report, )?dock(?: \(land\))? and undock(?: \(take off\))? here(?: (if .+))?$)");
  std::smatch m;
  if (!Match(text.key, kDocking, &m)) return false;
  r->docking.dock = true;
  r->docking.report = m[3].matched;
  r->docking.ships = "Any ship with " + m[1].str();
  r->docking.max_staffing_icons = m[2].matched ? SmallNumber(m[2].str()) - 1 : 0;
  r->docking.condition = m[4];
  r->docking.text = text.printed;
  return true;
}

bool ReadRepairOnly(const AbilityText& text, SiteRules* r) {
  static const std::regex kRepairOnly(R"(^Ships may not report here but may repair here$)");
  if (!Match(text.key, kRepairOnly)) return false;
  r->docking.report = false;
  r->docking.repair = true;
  return true;
}

bool ReadCapacity(const AbilityText& text, SiteRules* r) {
  static const std::regex kCapacity(R"(^Capacity: (\d+) ships?$)");
  std::smatch m;
  if (!Match(text.key, kCapacity, &m)) return false;
  r->docking.capacity = std::stoi(m[1]);
  return true;
}

// "Freighters and transports report for free here.": a "may report" wording is a reporting
// permission instead (site.reports).
bool ReadFreeReport(const AbilityText& text, SiteRules* r) {
  static const std::regex kFreeReport(R"(^(.+?) (?:may )?report for free here$)");
  if (!Match(text.key, kFreeReport) || Contains(text.key, "may report")) return false;
  r->docking.free_reports.push_back(text.printed);
  return true;
}

bool ReadNorShips(const AbilityText& text, SiteRules* r) {
  static const std::regex kNorShips(
      R"(^(.+?) ships may ((?:report|dock|undock|repair|, | and )+) at this Nor$)");
  std::smatch m;
  if (!Match(text.key, kNorShips, &m)) return false;
  NorShipRule rule;
  rule.ships = m[1];
  const std::string verbs = m[2];
  rule.report = Contains(verbs, "report");
  rule.dock = Contains(verbs, "dock");
  rule.repair = Contains(verbs, "repair");
  rule.text = text.printed;
  r->nor_ship_rules.push_back(std::move(rule));
  return true;
}

// ---- Control --------------------------------------------------------------------------------

bool ReadCommandeer(const AbilityText& text, SiteRules* r) {
  static const std::regex kCommandeer(R"(^(?:Any |any )?(.+?) may commandeer station$)");
  std::smatch m;
  if (!Match(text.key, kCommandeer, &m)) return false;
  r->commandeer = true;
  r->commandeer_by = m[1];
  return true;
}

bool ReadOpsDownload(const AbilityText& text, SiteRules* r) {
  static const std::regex kOpsDownload(
      R"(^Any player may, in place of their normal card play, download to an unopposed site )"
      R"(on this station one card which may play there(?: \(.*\))?$)");
  if (!Match(text.key, kOpsDownload)) return false;
  r->ops_download = true;
  return true;
}

bool ReadMatchIcons(const AbilityText& text, SiteRules* r) {
  static const std::regex kMatchIcons(
      R"(^Cards with same (.+?) icon as this Nor are considered to match its affiliation.*$)");
  std::smatch m;
  if (!Match(text.key, kMatchIcons, &m)) return false;
  const std::string icons = m[1];
  for (std::string_view icon : BracketTokens(icons)) r->match_affiliation_icons.emplace_back(icon);
  return true;
}

// ---- Reporting ------------------------------------------------------------------------------

bool ReadMissionReports(const AbilityText& text, SiteRules* r) {
  static const std::regex kMissionReports(
      R"(^(?:Matching )?(.+?) may \{?file mission reports\}? here$)");
  std::smatch m;
  if (!Match(text.key, kMissionReports, &m)) return false;
  static const std::regex kClassified(R"(^([A-Z][A-Z.]+) personnel$)");
  std::smatch c;
  const std::string who = m[1];
  if (Match(who, kClassified, &c) && IsClassification(c[1].str())) {
    r->files_mission_reports.push_back(c[1]);
  } else {
    r->files_mission_reports.push_back(who);
  }
  return true;
}

// "Once every turn, when a [DS9] personnel reports (but is not downloaded) using their
// classification to another site on this Nor, that personnel's owner may draw a card.":
// triggered by reporting elsewhere, no permission to report here.
bool ReadReportTrigger(const AbilityText& text, SiteRules* r) {
  static const std::regex kReportTrigger(
      R"(^(?:Once (?:every|each|per) turn, )?[Ww]hen .+ reports\b.*, .+ may draw (?:a|one) card$)");
  if (!Match(text.key, kReportTrigger)) return false;
  r->report_triggers.push_back(text.printed);
  return true;
}

bool ReadReports(const AbilityText& text, SiteRules* r) {
  std::optional<ReportClause> report = ParseReportClause(text.printed);
  if (!report) return false;
  r->reports.push_back(std::move(*report));
  return true;
}

bool ReadFeature(const AbilityText& text, SiteRules* r) {
  std::optional<std::string> feature = ParseFeature(text.key);
  if (!feature) return false;
  AddUnique(&r->features, std::move(*feature));
  return true;
}

// ---- The table ------------------------------------------------------------------------------

using Row = Ability<SiteRules>;

constexpr Row kSiteAbilities[] = {
    {"site.nor-line", "Any Nor: Habitat Ring", "SiteRules::any_nor, nor_icon, nors, section", "",
     &ReadNorLine},
    {"site.docks",
     "Any ship with fewer than five staffing icons may dock and undock here if ship is "
     "compatible with station's affiliation OR ...",
     "SiteRules::docking", "stccg.dock.allowed, stccg.report.docked", &ReadDocking},
    {"site.repairs", "Ships may not report here but may repair here.", "SiteRules::docking.repair",
     "stccg.repair.facility", &ReadRepairOnly},
    {"site.capacity", "Capacity: 6 ships.", "SiteRules::docking.capacity", "", &ReadCapacity},
    {"site.free-report", "Freighters and transports report for free here.",
     "SiteRules::docking.free_reports", "", &ReadFreeReport},
    {"site.nor-ships", "Klingon ships may report, dock, undock and repair at this Nor.",
     "SiteRules::nor_ship_rules", "", &ReadNorShips},
    {"site.innermost", "This site is always the \"innermost\" site of any Nor ...",
     "SiteRules::innermost", "", &ReadInnermost},
    {"site.adjacent", "This site must be placed adjacent to {Quark's Bar} (or another Holosuite).",
     "SiteRules::must_be_adjacent_to", "", &ReadAdjacent},
    {"site.commandeer", "Any Computer Skill personnel unopposed here may commandeer station.",
     "SiteRules::commandeer, commandeer_by", "", &ReadCommandeer},
    {"site.ops-download",
     "Any player may, in place of their normal card play, download to an unopposed site on this "
     "station one card which may play there ...",
     "SiteRules::ops_download", "", &ReadOpsDownload},
    {"site.matches-affiliation",
     "Cards with same [KCA] or [TE] icon as this Nor are considered to match its affiliation for "
     "purposes related to its sites.",
     "SiteRules::match_affiliation_icons", "", &ReadMatchIcons},
    {"site.files-mission-reports", "Matching OFFICER personnel may {file mission reports} here.",
     "SiteRules::files_mission_reports", "", &ReadMissionReports},
    {"site.report-trigger",
     "Once every turn, when a [DS9] personnel reports ... to another site on this Nor, that "
     "personnel's owner may draw a card.",
     "SiteRules::report_triggers", "", &ReadReportTrigger},
    {"site.reports", "Compatible OFFICER-classification personnel may report here.",
     "SiteRules::reports", "", &ReadReports},
    {"site.feature", "Has a Brig.", "SiteRules::features", "", &ReadFeature},
};

}  // namespace

std::span<const Ability<SiteRules>> SiteAbilities() { return kSiteAbilities; }

}  // namespace stardate::engine::stccg
