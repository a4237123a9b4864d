// The site cards of a Nor: what each site's text allows (engine/stccg/card_text.h, SiteRules).
#include <regex>
#include <set>
#include <string>

#include "engine/stccg/card_text.h"
#include "engine/stccg/card_wording.h"

namespace stardate::engine::stccg {

namespace {

using wording::AddUnique;
using wording::BracketTokens;
using wording::Contains;
using wording::IsClassification;
using wording::Key;
using wording::Match;
using wording::ParseReportClause;
using wording::SmallNumber;
using wording::SplitClauses;
using wording::Unrecognized;

// ---- Site wordings --------------------------------------------------------------------------

bool MatchSiteClause(const std::string& clause, SiteRules* r) {
  const std::string key = Key(clause);
  std::smatch m;
  static const std::regex kNorLine(
      R"(^(?:Any(?: \[(\w+)\])? Nor|(\{[^}]+\}(?: OR \{[^}]+\})*)): ([A-Z][A-Za-z ]+)$)");
  if (Match(key, kNorLine, &m)) {
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

  // Ships.
  static const std::regex kDocking(
      R"(^Any ship with (no staffing requirements|fewer than (\w+) staffing icons) may )"
      R"((report, )?dock(?: \(land\))? and undock(?: \(take off\))? here(?: (if .+))?$)");
  static const std::regex kRepairOnly(R"(^Ships may not report here but may repair here$)");
  static const std::regex kCapacity(R"(^Capacity: (\d+) ships?$)");
  static const std::regex kFreeReport(R"(^(.+?) (?:may )?report for free here$)");
  static const std::regex kNorShips(
      R"(^(.+?) ships may ((?:report|dock|undock|repair|, | and )+) at this Nor$)");
  if (Match(key, kDocking, &m)) {
    r->docking.dock = true;
    r->docking.report = m[3].matched;
    r->docking.ships = "Any ship with " + m[1].str();
    r->docking.max_staffing_icons = m[2].matched ? SmallNumber(m[2].str()) - 1 : 0;
    r->docking.condition = m[4];
    r->docking.text = clause;
    return true;
  }
  if (Match(key, kRepairOnly)) {
    r->docking.report = false;
    r->docking.repair = true;
    return true;
  }
  if (Match(key, kCapacity, &m)) {
    r->docking.capacity = std::stoi(m[1]);
    return true;
  }
  if (Match(key, kFreeReport, &m) && !Contains(key, "may report")) {
    r->docking.free_reports.push_back(clause);
    return true;
  }
  if (Match(key, kNorShips, &m)) {
    NorShipRule rule;
    rule.ships = m[1];
    const std::string verbs = m[2];
    rule.report = Contains(verbs, "report");
    rule.dock = Contains(verbs, "dock");
    rule.repair = Contains(verbs, "repair");
    rule.text = clause;
    r->nor_ship_rules.push_back(std::move(rule));
    return true;
  }

  // Placement among sites.
  static const std::regex kInnermost(R"(^This site is always the "innermost" site of any Nor.*$)");
  static const std::regex kAdjacent(R"(^This site must be placed adjacent to \{([^}]+)\}.*$)");
  if (Match(key, kInnermost)) {
    r->innermost = true;
    return true;
  }
  if (Match(key, kAdjacent, &m)) {
    r->must_be_adjacent_to = m[1];
    return true;
  }

  // Control.
  static const std::regex kCommandeer(R"(^(?:Any |any )?(.+?) may commandeer station$)");
  static const std::regex kOpsDownload(
      R"(^Any player may, in place of their normal card play, download to an unopposed site )"
      R"(on this station one card which may play there(?: \(.*\))?$)");
  static const std::regex kMatchIcons(
      R"(^Cards with same (.+?) icon as this Nor are considered to match its affiliation.*$)");
  if (Match(key, kCommandeer, &m)) {
    r->commandeer = true;
    r->commandeer_by = m[1];
    return true;
  }
  if (Match(key, kOpsDownload)) {
    r->ops_download = true;
    return true;
  }
  if (Match(key, kMatchIcons, &m)) {
    for (const std::string& icon : BracketTokens(m[1].str()))
      r->match_affiliation_icons.push_back(icon);
    return true;
  }

  // Reporting.
  static const std::regex kMissionReports(
      R"(^(?:Matching )?(.+?) may \{?file mission reports\}? here$)");
  if (Match(key, kMissionReports, &m)) {
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
  static const std::regex kReportTrigger(
      R"(^(?:Once (?:every|each|per) turn, )?[Ww]hen .+ reports\b.*, .+ may draw (?:a|one) card$)");
  if (Match(key, kReportTrigger)) {
    r->report_triggers.push_back(clause);
    return true;
  }
  if (std::optional<ReportClause> report = ParseReportClause(clause)) {
    r->reports.push_back(std::move(*report));
    return true;
  }

  static const std::regex kHas(R"(^Has an? ([A-Z][\w ]*)$)");
  static const std::regex kFeature(R"(^(Tractor Beam|Cloaking Device|Holodeck|Brig)$)");
  if (Match(key, kHas, &m) || Match(key, kFeature, &m)) {
    AddUnique(&r->features, m[1]);
    return true;
  }
  return false;
}

const std::set<std::string, std::less<>>& KnownSections() {
  static const std::set<std::string, std::less<>> kSections = {"Ops Module", "Promenade",
                                                               "Docking Ring", "Habitat Ring"};
  return kSections;
}

}  // namespace

// ---- Sites ----------------------------------------------------------------------------------

SiteRules DeriveSiteRules(const CardFacts& card) {
  SiteRules r;
  if (card.type != CardType::kSite) {
    r.unclassified.push_back("not a site (type '" + card.type_text + "')");
    return r;
  }
  for (const std::string& clause : SplitClauses(card.text)) {
    if (!MatchSiteClause(clause, &r)) Unrecognized(clause, &r.other_text, &r.unclassified);
  }
  if (r.section.empty()) {
    r.unclassified.push_back("no '<Nor>: <section>' line (e.g. 'Any Nor: Promenade')");
  } else if (KnownSections().count(r.section) == 0) {
    r.unclassified.push_back("unknown section '" + r.section + "'");
  }
  return r;
}

}  // namespace stardate::engine::stccg
