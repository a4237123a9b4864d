#include "engine/stccg/card_text.h"

#include <array>
#include <regex>
#include <utility>

#include "engine/stccg/card_wording.h"

namespace stardate::engine::stccg {

namespace {

using wording::AddUnique;
using wording::Contains;
using wording::Key;
using wording::Match;
using wording::ParseEngineer;
using wording::ParsePlace;
using wording::ParseReportClause;
using wording::ParseSeedBuild;
using wording::SeedBuildWording;
using wording::SplitClauses;
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

}  // namespace stardate::engine::stccg
