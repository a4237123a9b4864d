#include "engine/stccg/card_text.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <regex>
#include <set>
#include <utility>

#include "engine/stccg/card_wording.h"

namespace stardate::engine::stccg {

namespace {

using wording::AddUnique;
using wording::BracketTokens;
using wording::Contains;
using wording::EndsWith;
using wording::IsClassification;
using wording::Key;
using wording::Match;
using wording::ParseEngineer;
using wording::ParsePlace;
using wording::ParseReportClause;
using wording::ParseSeedBuild;
using wording::SeedBuildWording;
using wording::SmallNumber;
using wording::SplitClauses;
using wording::Trim;
using wording::Unrecognized;

// ---- Override table -------------------------------------------------------------------------

// Adjustments the game text cannot express. Keep this table small; each entry says why.
struct Override {
  std::string_view face_title;
  std::string_view other_side;  // FlipRule::other_side
};

constexpr std::array<Override, 2> kOverrides = {{
    // Terok Nor and Deep Space 9 are the two sides of one card (Physical.csv's ImageFile
    // "TerokNorDS9,DeepSpace9DS9"); their text says only "flip card over", and unlike Empok
    // Nor or Mirror Terok Nor the back does not carry the front's title.
    {"Terok Nor", "Deep Space 9"},
    {"Deep Space 9", "Terok Nor"},
}};

const Override* FindOverride(std::string_view face_title) {
  for (const Override& o : kOverrides) {
    if (o.face_title == face_title) return &o;
  }
  return nullptr;
}

// ---- Facility wordings ----------------------------------------------------------------------

// What the reporting wordings of a facility said, applied after the kind's defaults.
struct ReportingText {
  bool none = false;  // "No reporting aboard"
  // "may be used by all players' compatible cards": whoever may report, may from both players
  // (it does not itself allow reporting).
  bool all_players_compatible = false;
  bool all_players_regardless = false;  // "Each player's non-Borg cards may report and mix ..."
  uint32_t excluded = 0;
  bool normal = false;  // "(Normal reporting now allowed.)"
  std::string basis;
};

struct FacilityParse {
  FacilityRules* rules;
  ReportingText reporting;
  bool text_docking = false, text_repairs = false, no_repairs = false;
  bool placed_on = false;  // a place introduced by "on"
};

void ApplySeedBuild(const SeedBuildWording& w, const std::string& clause, FacilityParse* p) {
  FacilityRules& r = *p->rules;
  r.seedable = r.seedable || w.seed;
  r.seed_one = r.seed_one || w.seed_one;
  r.seeds_uncontrolled = r.seeds_uncontrolled || w.uncontrolled;
  if (w.seed) r.seed_phase = w.mission_phase ? SeedPhase::kMission : SeedPhase::kFacility;
  r.buildable = r.buildable || w.build;
  if (w.engineer) r.engineer = ParseEngineer(w.engineer_article, w.engineer_qualifier);
  if (!w.seed_note.empty()) r.seeds_here.push_back(w.seed_note);
  if (w.preposition == "on") p->placed_on = true;

  const bool headquarters = r.kind == FacilityKind::kHeadquarters;
  auto add = [&](const std::string& place, bool seed, bool build) {
    std::vector<Placement> alternatives;
    if (place.empty()) {
      if (r.kind != FacilityKind::kOutpost) {
        r.unclassified.push_back("no place stated in '" + clause + "'");
        return;
      }
      Placement def;
      def.kind = PlacementKind::kMatchingAffiliationIcon;
      def.text = "outpost default";
      alternatives.push_back(def);
    } else {
      std::string reason;
      alternatives = ParsePlace(place, headquarters, &reason);
      if (alternatives.empty()) {
        r.unclassified.push_back(reason + " in '" + clause + "'");
        return;
      }
    }
    for (Placement& a : alternatives) {
      a.seed = seed;
      a.build = build;
      r.placements.push_back(std::move(a));
    }
  };
  if (w.separate_build_place) {
    add(w.place, w.seed, false);
    add(w.build_place, false, true);
  } else {
    add(w.place, w.seed, w.build);
  }
  if (!w.build_also.empty()) add(w.build_also, false, true);
}

void ParseFlip(const std::smatch& m, FlipRule* flip) {
  flip->two_sided = true;
  flip->on_commandeer = true;
  flip->unless = m[1].matched;
  flip->commandeerer_affiliations = ParseAffiliations(m[2].str());
}

// Matches one clause of a facility's text; false if no wording matches.
bool MatchFacilityClause(const std::string& clause, FacilityParse* p) {
  FacilityRules& r = *p->rules;
  const std::string key = Key(clause);
  std::smatch m;

  if (std::optional<SeedBuildWording> w = ParseSeedBuild(key)) {
    ApplySeedBuild(*w, clause, p);
    return true;
  }
  static const std::regex kMayBeSeeded(R"(^May be seeded or built (at|on) (.+?)(?: (if .+))?$)");
  if (Match(key, kMayBeSeeded, &m)) {
    std::string reason;
    std::vector<Placement> more = ParsePlace(m[2], r.kind == FacilityKind::kHeadquarters, &reason);
    if (more.empty()) {
      r.unclassified.push_back(reason + " in '" + clause + "'");
      return true;
    }
    for (Placement& a : more) {
      if (m[3].matched) a.condition = m[3];
      a.text = clause;
      r.placements.push_back(std::move(a));
    }
    return true;
  }

  // Coexistence and copies.
  static const std::regex kNorCoexists(R"(^A Nor may co-?exist here$)");
  static const std::regex kCoexistsWith(R"(^May co-?exist with \{([^}]+)\}$)");
  static const std::regex kNotDuplicatable(R"(^\(Not duplicatable\.\)$)");
  if (Match(key, kNorCoexists)) {
    r.nor_may_coexist = true;
    return true;
  }
  if (Match(key, kCoexistsWith, &m)) {
    r.may_coexist_with.push_back(m[1]);
    return true;
  }
  if (Match(key, kNotDuplicatable)) {
    r.not_duplicatable = true;
    return true;
  }

  // Use: repair, docking, transporters, SHIELDS, features.
  static const std::regex kNoRepair(R"(^Does not repair ships$)");
  static const std::regex kDocks(
      R"(^Ships may dock( and repair)? here(?: \(as if an outpost\))?$)");
  static const std::regex kNoTransporters(R"(^Has no transporters$)");
  static const std::regex kShields(R"(^Extends only (\d+)% of its SHIELDS to ships$)");
  static const std::regex kHas(R"(^Has an? ([A-Z][\w ]*)$)");
  static const std::regex kFeature(R"(^(Tractor Beam|Cloaking Device|Holodeck|Brig)$)");
  static const std::regex kDownload(R"(^DL/ (.+)$)");
  if (Match(key, kNoRepair)) {
    p->no_repairs = true;
    return true;
  }
  if (Match(key, kDocks, &m)) {
    p->text_docking = true;
    p->text_repairs = m[1].matched;
    return true;
  }
  if (Match(key, kNoTransporters)) {
    r.transporters = false;
    return true;
  }
  if (Match(key, kShields, &m)) {
    r.shields_extension_percent = std::stoi(m[1]);
    return true;
  }
  if (Match(key, kHas, &m) || Match(key, kFeature, &m)) {
    AddUnique(&r.features, m[1]);
    return true;
  }
  if (Match(key, kDownload, &m)) {
    r.downloads.push_back(m[1]);
    return true;
  }

  // Reporting.
  static const std::regex kNoReporting(R"(^No reporting aboard$)");
  static const std::regex kUsedByAll(R"(^[Mm]ay be used by all players' compatible cards$)");
  static const std::regex kMixAboard(
      R"(^Each player's (?:non-(\w+) )?cards may report and mix aboard )"
      R"(regardless of affiliation$)");
  static const std::regex kNormalReporting(R"(^\(Normal reporting now allowed\.\)$)");
  static const std::regex kFreePlay(R"(^Once (?:per|each) turn, .*\bfor free\b.*$)");
  if (Match(key, kNoReporting)) {
    p->reporting.none = true;
    p->reporting.basis = clause;
    return true;
  }
  if (Match(key, kUsedByAll)) {
    // Use, not reporting: 000 names Deep Space Station K-7, which says this, among the
    // "Stations without sites ... [that] do not allow cards to report unless the station itself
    // has text explicitly allowing reporting".
    p->reporting.all_players_compatible = true;
    return true;
  }
  if (Match(key, kMixAboard, &m)) {
    p->reporting.all_players_regardless = true;
    if (m[1].matched) p->reporting.excluded = ParseAffiliations(m[1].str());
    p->reporting.basis = clause;
    return true;
  }
  if (Match(key, kNormalReporting)) {
    p->reporting.normal = true;
    p->reporting.basis = clause;
    return true;
  }
  if (Match(key, kFreePlay)) {
    r.free_plays.push_back(clause);
    return true;
  }
  if (std::optional<ReportClause> report = ParseReportClause(clause)) {
    r.reporting.clauses.push_back(std::move(*report));
    return true;
  }

  // Nors: flipping, commandeering, dilemmas, sites.
  static const std::regex kFlipIfBy(
      R"(^If commandeered by any personnel who is (not )?((?:\[\w+\](?: or )?)+), )"
      R"(flip card over$)");
  static const std::regex kMayFlip(R"(^If commandeered, new controller may flip card over$)");
  static const std::regex kFlipIf(R"(^Flip (?:card )?over if commandeered$)");
  static const std::regex kFirstFlipped(R"(^When first flipped, (.+)$)");
  static const std::regex kDilemmas(R"(^Dilemmas with (.+) may seed beneath station$)");
  static const std::regex kBlocked(R"(^may not be commandeered while dilemmas remain$)");
  static const std::regex kSiteAllowance(
      R"(^(?:\[(\w+)\] )?\{([^}]+)\} may (only |not )?seed or play (?:here|on this Nor))"
      R"((?: if (.+))?$)");
  if (Match(key, kFlipIfBy, &m)) {
    ParseFlip(m, &r.flip);
    r.flip.text = clause;
    return true;
  }
  if (Match(key, kMayFlip) || Match(key, kFlipIf)) {
    r.flip.two_sided = true;
    r.flip.on_commandeer = true;
    r.flip.optional = Contains(key, "may flip");
    r.flip.text = clause;
    return true;
  }
  if (Match(key, kFirstFlipped, &m)) {
    r.flip.two_sided = true;
    r.flip.on_first_flip = clause;
    return true;
  }
  if (Match(key, kDilemmas, &m)) {
    r.dilemmas_seed_beneath = m[1];
    return true;
  }
  if (Match(key, kBlocked)) {
    r.commandeer_blocked_while_dilemmas = true;
    return true;
  }
  if (Match(key, kSiteAllowance, &m)) {
    SiteAllowance a;
    a.icon = m[1];
    a.site = m[2];
    a.allowed = m[3] != "not ";
    a.condition = m[4];
    a.text = clause;
    r.site_allowances.push_back(std::move(a));
    return true;
  }

  // Cards seeded aboard: "You may seed one [Univ] {Husnock Ship} face up here."
  static const std::regex kSeedsHere(R"(^(.+?) may (?:also )?seed\b(.*)\b(?:here|aboard)\b(.*)$)");
  if (Match(key, kSeedsHere)) {
    r.seeds_here.push_back(clause);
    return true;
  }
  return false;
}

// The "Nor" of 004: "any station identified in its title or lore as a Nor".
bool NamedNor(const CardFacts& card) {
  static const std::regex kNor(R"(\bNor\b)");
  return std::regex_search(card.title, kNor) || std::regex_search(card.lore, kNor);
}

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

// ---- Names ----------------------------------------------------------------------------------

std::string_view ProvisionName(Provision provision) {
  switch (provision) {
    case Provision::kNo:
      return "no";
    case Provision::kYes:
      return "yes";
    case Provision::kBySites:
      return "by sites";
  }
  return "?";
}

std::string_view CompatibilityName(Compatibility compatibility) {
  switch (compatibility) {
    case Compatibility::kNotRequired:
      return "not required";
    case Compatibility::kCompatible:
      return "compatible";
    case Compatibility::kMatching:
      return "matching";
    case Compatibility::kRegardlessOfAffiliation:
      return "regardless of affiliation";
  }
  return "?";
}

std::string_view SeedPhaseName(SeedPhase phase) {
  switch (phase) {
    case SeedPhase::kNone:
      return "none";
    case SeedPhase::kFacility:
      return "facility";
    case SeedPhase::kMission:
      return "mission";
  }
  return "?";
}

std::string_view PlacementKindName(PlacementKind kind) {
  switch (kind) {
    case PlacementKind::kMatchingAffiliationIcon:
      return "matching affiliation icon";
    case PlacementKind::kMission:
      return "mission";
    case PlacementKind::kNamedHomeworld:
      return "named homeworld";
    case PlacementKind::kNamedLocation:
      return "named location";
    case PlacementKind::kRegion:
      return "region";
  }
  return "?";
}

std::string_view ReportItemKindName(ReportItem::Kind kind) {
  switch (kind) {
    case ReportItem::Kind::kPersonnel:
      return "personnel";
    case ReportItem::Kind::kEquipment:
      return "equipment";
    case ReportItem::Kind::kShip:
      return "ship";
    case ReportItem::Kind::kCard:
      return "card";
  }
  return "?";
}

// ---- Facilities -----------------------------------------------------------------------------

FacilityRules DeriveFacilityRules(const CardFacts& card) {
  FacilityRules r;
  if (card.type != CardType::kFacility) {
    r.unclassified.push_back("not a facility (type '" + card.type_text + "')");
    return r;
  }
  r.kind = card.facility_kind;
  if (r.kind == FacilityKind::kNone) {
    r.unclassified.push_back("unknown facility class '" + card.class_text + "'");
  }
  r.back_side = Contains(card.title, "(back)");
  r.not_duplicatable = card.not_duplicatable;

  FacilityParse p{&r, {}, false, false, false, false};
  for (const std::string& clause : SplitClauses(card.text)) {
    if (!MatchFacilityClause(clause, &p)) Unrecognized(clause, &r.other_text, &r.unclassified);
  }

  const bool station = r.kind == FacilityKind::kStation;
  r.nor = station && (NamedNor(card) || !r.site_allowances.empty());
  if (!r.seedable && !r.buildable && !r.back_side) {
    r.unclassified.push_back("no seed, build or play wording");
  }
  if (r.kind == FacilityKind::kOutpost) {
    for (Placement& a : r.placements) {
      if (a.kind != PlacementKind::kNamedLocation) a.non_homeworld = true;
    }
  }

  // On a planet (000: headquarters "specify that they are seeded or built on a planet").
  static const std::regex kInside(R"(\binside\b)");
  r.on_planet =
      r.kind == FacilityKind::kHeadquarters || p.placed_on || std::regex_search(card.text, kInside);

  // Docking and repair: outposts do; a Nor as its sites say; others only by text.
  if (r.kind == FacilityKind::kOutpost) {
    r.docking = Provision::kYes;
    r.repairs = p.no_repairs ? Provision::kNo : Provision::kYes;
  } else if (r.nor) {
    r.docking = Provision::kBySites;
    r.repairs = Provision::kBySites;
  }
  if (p.text_docking) r.docking = Provision::kYes;
  if (p.text_repairs) r.repairs = Provision::kYes;
  if (p.no_repairs) r.repairs = Provision::kNo;
  if (r.on_planet) r.docking = Provision::kNo;  // 000: "Ships cannot dock at a planet facility"

  // Reporting: the kind's default, then the text.
  FacilityReporting& rep = r.reporting;
  switch (r.kind) {
    case FacilityKind::kOutpost:
      rep.provision = Provision::kYes;
      rep.basis = "outpost default: the owner's compatible cards";
      break;
    case FacilityKind::kHeadquarters:
      rep.provision = Provision::kYes;
      rep.all_players = true;
      rep.basis = "headquarters default: both players' compatible cards";
      break;
    case FacilityKind::kStation:
      rep.provision = r.nor ? Provision::kBySites : Provision::kNo;
      rep.basis = r.nor ? "a Nor: as its sites allow" : "station default: no reporting";
      break;
    case FacilityKind::kNone:
      break;
  }
  const ReportingText& t = p.reporting;
  if (t.all_players_compatible) {
    rep.all_players = true;
    rep.compatibility = Compatibility::kCompatible;
  }
  if (t.all_players_regardless) {
    rep.provision = Provision::kYes;
    rep.all_players = true;
    rep.mix_aboard = true;
    rep.compatibility = Compatibility::kRegardlessOfAffiliation;
    rep.excluded_affiliations = t.excluded;
  }
  if (t.normal) rep.provision = r.nor ? Provision::kBySites : Provision::kYes;
  if (t.none) rep.provision = Provision::kNo;
  // 000: "Your cards must be compatible with a facility (except a Nor)"; a Nor's sites say.
  if (r.nor) rep.compatibility = Compatibility::kNotRequired;
  if (!t.basis.empty()) rep.basis = t.basis;
  if (station && !r.nor && rep.provision == Provision::kNo) {
    for (const ReportClause& c : rep.clauses) {
      if (!c.denied && !c.only) {
        rep.provision = Provision::kYes;  // "Your Son'a cards may report here"
        rep.basis = c.text;
        break;
      }
    }
  }

  // Flipping: the other side's title.
  const std::string face = FaceTitle(card.title);
  if (r.back_side) r.flip.two_sided = true;
  if (const Override* o = FindOverride(face)) {
    r.flip.two_sided = true;
    r.flip.other_side = std::string(o->other_side);
  } else if (r.flip.two_sided) {
    r.flip.other_side = face;  // the back carries the front's title: "Empok Nor (back)"
  }
  return r;
}

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

// ---- Titles and two-sided cards -------------------------------------------------------------

std::string FaceTitle(std::string_view title) {
  title = Trim(title);
  if (EndsWith(title, "*VP")) title.remove_suffix(3);
  while (!title.empty() && (title.back() == '*' || title.back() == ' ')) title.remove_suffix(1);
  if (EndsWith(title, " (back)")) title.remove_suffix(7);
  return std::string(Trim(title));
}

std::vector<const CardFacts*> FindCardsByTitle(const CardPool& pool, std::string_view title) {
  std::vector<const CardFacts*> found = pool.FindAll(title);
  for (const CardFacts* back : pool.FindAll(std::string(Trim(title)) + " (back)")) {
    if (std::find(found.begin(), found.end(), back) == found.end()) found.push_back(back);
  }
  return found;
}

std::vector<std::string> OtherSideTitles(const CardPool& pool) {
  const std::vector<CardFacts>& cards = pool.cards();
  std::vector<std::string> other(cards.size());

  // Each card's images, and which card shows each image first (the first list's card when
  // several lists have it).
  std::vector<std::vector<std::string>> images(cards.size());
  std::map<std::string, size_t, std::less<>> by_front_image;
  for (size_t i = 0; i < cards.size(); ++i) {
    std::string_view list = cards[i].image_file;
    while (!list.empty()) {
      const size_t comma = list.find(',');
      const std::string_view image = Trim(list.substr(0, comma));
      if (!image.empty()) images[i].emplace_back(image);
      if (comma == std::string_view::npos) break;
      list.remove_prefix(comma + 1);
    }
    if (!images[i].empty()) by_front_image.emplace(images[i].front(), i);
  }
  for (size_t i = 0; i < cards.size(); ++i) {
    if (images[i].size() < 2) continue;
    auto it = by_front_image.find(images[i][1]);
    if (it != by_front_image.end() && it->second != i) other[i] = cards[it->second].title;
  }
  return other;
}

}  // namespace stardate::engine::stccg
