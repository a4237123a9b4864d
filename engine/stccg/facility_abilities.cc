// The abilities read from one clause of a facility's text (engine/stccg/card_abilities.h):
// seeding, building and placement; coexistence and copies; docking, repair, transporters and
// SHIELDS; reporting; a Nor's flipping, commandeering, dilemmas and sites.
#include <array>
#include <regex>
#include <utility>

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_wording.h"

namespace stardate::engine::stccg {

namespace {

using wording::AddUnique;
using wording::Contains;
using wording::Match;
using wording::ParseEngineer;
using wording::ParseFeature;
using wording::ParsePlace;
using wording::ParseReportClause;
using wording::ParseSeedBuild;
using wording::SeedBuildWording;

// ---- Seeding, building and placement --------------------------------------------------------

// Adds the alternatives of one place of a seed/build wording; "" is the outposts' default.
void AddPlace(const std::string& place, bool seed, bool build, const std::string& clause,
              FacilityRules* r) {
  std::vector<Placement> alternatives;
  if (place.empty()) {
    if (r->kind != FacilityKind::kOutpost) {
      r->unclassified.push_back("no place stated in '" + clause + "'");
      return;
    }
    Placement def;
    def.kind = PlacementKind::kMatchingAffiliationIcon;
    def.text = "outpost default";
    alternatives.push_back(def);
  } else {
    std::string reason;
    alternatives = ParsePlace(place, r->kind == FacilityKind::kHeadquarters, &reason);
    if (alternatives.empty()) {
      r->unclassified.push_back(reason + " in '" + clause + "'");
      return;
    }
  }
  for (Placement& a : alternatives) {
    a.seed = seed;
    a.build = build;
    r->placements.push_back(std::move(a));
  }
}

bool ReadSeedBuild(const AbilityText& text, FacilityReading* p) {
  const std::optional<SeedBuildWording> parsed = ParseSeedBuild(text.key);
  if (!parsed) return false;
  const SeedBuildWording& w = *parsed;
  FacilityRules& r = *p->rules;
  r.seedable = r.seedable || w.seed;
  r.seed_one = r.seed_one || w.seed_one;
  r.seeds_uncontrolled = r.seeds_uncontrolled || w.uncontrolled;
  if (w.seed) r.seed_phase = w.mission_phase ? SeedPhase::kMission : SeedPhase::kFacility;
  r.buildable = r.buildable || w.build;
  if (w.engineer) r.engineer = ParseEngineer(w.engineer_article, w.engineer_qualifier);
  if (!w.seed_note.empty()) r.seeds_here.push_back(w.seed_note);
  if (w.preposition == "on") p->placed_on = true;
  if (w.separate_build_place) {
    AddPlace(w.place, w.seed, false, text.printed, &r);
    AddPlace(w.build_place, false, true, text.printed, &r);
  } else {
    AddPlace(w.place, w.seed, w.build, text.printed, &r);
  }
  if (!w.build_also.empty()) AddPlace(w.build_also, false, true, text.printed, &r);
  return true;
}

bool ReadMayBeSeededAt(const AbilityText& text, FacilityReading* p) {
  static const std::regex kMayBeSeeded(R"(^May be seeded or built (at|on) (.+?)(?: (if .+))?$)");
  std::smatch m;
  if (!Match(text.key, kMayBeSeeded, &m)) return false;
  FacilityRules& r = *p->rules;
  std::string reason;
  std::vector<Placement> more = ParsePlace(m[2], r.kind == FacilityKind::kHeadquarters, &reason);
  if (more.empty()) {
    r.unclassified.push_back(reason + " in '" + text.printed + "'");
    return true;
  }
  for (Placement& a : more) {
    if (m[3].matched) a.condition = m[3];
    a.text = text.printed;
    r.placements.push_back(std::move(a));
  }
  return true;
}

// ---- Coexistence and copies -----------------------------------------------------------------

bool ReadNorCoexists(const AbilityText& text, FacilityReading* p) {
  static const std::regex kNorCoexists(R"(^A Nor may co-?exist here$)");
  if (!Match(text.key, kNorCoexists)) return false;
  p->rules->nor_may_coexist = true;
  return true;
}

bool ReadCoexistsWith(const AbilityText& text, FacilityReading* p) {
  static const std::regex kCoexistsWith(R"(^May co-?exist with \{([^}]+)\}$)");
  std::smatch m;
  if (!Match(text.key, kCoexistsWith, &m)) return false;
  p->rules->may_coexist_with.push_back(m[1]);
  return true;
}

bool ReadNotDuplicatable(const AbilityText& text, FacilityReading* p) {
  static const std::regex kNotDuplicatable(R"(^\(Not duplicatable\.\)$)");
  if (!Match(text.key, kNotDuplicatable)) return false;
  p->rules->not_duplicatable = true;
  return true;
}

// ---- Use: repair, docking, transporters, SHIELDS, features ----------------------------------

bool ReadNoRepairs(const AbilityText& text, FacilityReading* p) {
  static const std::regex kNoRepair(R"(^Does not repair ships$)");
  if (!Match(text.key, kNoRepair)) return false;
  p->no_repairs = true;
  return true;
}

bool ReadDocks(const AbilityText& text, FacilityReading* p) {
  static const std::regex kDocks(
      R"(^Ships may dock( and repair)? here(?: \(as if an outpost\))?$)");
  std::smatch m;
  if (!Match(text.key, kDocks, &m)) return false;
  p->text_docking = true;
  p->text_repairs = m[1].matched;
  return true;
}

bool ReadNoTransporters(const AbilityText& text, FacilityReading* p) {
  static const std::regex kNoTransporters(R"(^Has no transporters$)");
  if (!Match(text.key, kNoTransporters)) return false;
  p->rules->transporters = false;
  return true;
}

bool ReadShieldsExtension(const AbilityText& text, FacilityReading* p) {
  static const std::regex kShields(R"(^Extends only (\d+)% of its SHIELDS to ships$)");
  std::smatch m;
  if (!Match(text.key, kShields, &m)) return false;
  p->rules->shields_extension_percent = std::stoi(m[1]);
  return true;
}

bool ReadFeature(const AbilityText& text, FacilityReading* p) {
  std::optional<std::string> feature = ParseFeature(text.key);
  if (!feature) return false;
  AddUnique(&p->rules->features, std::move(*feature));
  return true;
}

bool ReadDownload(const AbilityText& text, FacilityReading* p) {
  static const std::regex kDownload(R"(^DL/ (.+)$)");
  std::smatch m;
  if (!Match(text.key, kDownload, &m)) return false;
  p->rules->downloads.push_back(m[1]);
  return true;
}

// ---- Reporting ------------------------------------------------------------------------------

bool ReadNoReporting(const AbilityText& text, FacilityReading* p) {
  static const std::regex kNoReporting(R"(^No reporting aboard$)");
  if (!Match(text.key, kNoReporting)) return false;
  p->reporting.none = true;
  p->reporting.basis = text.printed;
  return true;
}

// Use, not reporting: 000 names Deep Space Station K-7, which says this, among the "Stations
// without sites ... [that] do not allow cards to report unless the station itself has text
// explicitly allowing reporting".
bool ReadUsedByAllPlayers(const AbilityText& text, FacilityReading* p) {
  static const std::regex kUsedByAll(R"(^[Mm]ay be used by all players' compatible cards$)");
  if (!Match(text.key, kUsedByAll)) return false;
  p->reporting.all_players_compatible = true;
  return true;
}

bool ReadMixAboard(const AbilityText& text, FacilityReading* p) {
  static const std::regex kMixAboard(
      R"(^Each player's (?:non-(\w+) )?cards may report and mix aboard )"
      R"(regardless of affiliation$)");
  std::smatch m;
  if (!Match(text.key, kMixAboard, &m)) return false;
  p->reporting.all_players_regardless = true;
  if (m[1].matched) p->reporting.excluded = ParseAffiliations(m[1].str());
  p->reporting.basis = text.printed;
  return true;
}

bool ReadNormalReporting(const AbilityText& text, FacilityReading* p) {
  static const std::regex kNormalReporting(R"(^\(Normal reporting now allowed\.\)$)");
  if (!Match(text.key, kNormalReporting)) return false;
  p->reporting.normal = true;
  p->reporting.basis = text.printed;
  return true;
}

bool ReadFreePlay(const AbilityText& text, FacilityReading* p) {
  static const std::regex kFreePlay(R"(^Once (?:per|each) turn, .*\bfor free\b.*$)");
  if (!Match(text.key, kFreePlay)) return false;
  p->rules->free_plays.push_back(text.printed);
  return true;
}

bool ReadReports(const AbilityText& text, FacilityReading* p) {
  std::optional<ReportClause> report = ParseReportClause(text.printed);
  if (!report) return false;
  p->rules->reporting.clauses.push_back(std::move(*report));
  return true;
}

// ---- Nors: flipping, commandeering, dilemmas, sites -----------------------------------------

bool ReadFlipsIfCommandeeredBy(const AbilityText& text, FacilityReading* p) {
  static const std::regex kFlipIfBy(
      R"(^If commandeered by any personnel who is (not )?((?:\[\w+\](?: or )?)+), )"
      R"(flip card over$)");
  std::smatch m;
  if (!Match(text.key, kFlipIfBy, &m)) return false;
  FlipRule& flip = p->rules->flip;
  flip.two_sided = true;
  flip.on_commandeer = true;
  flip.unless = m[1].matched;
  flip.commandeerer_affiliations = ParseAffiliations(m[2].str());
  flip.text = text.printed;
  return true;
}

// The flip on commandeering that any commandeerer makes: optional when `optional`.
void FlipOnCommandeer(bool optional, const AbilityText& text, FacilityReading* p) {
  FlipRule& flip = p->rules->flip;
  flip.two_sided = true;
  flip.on_commandeer = true;
  flip.optional = optional;
  flip.text = text.printed;
}

bool ReadNewControllerMayFlip(const AbilityText& text, FacilityReading* p) {
  static const std::regex kMayFlip(R"(^If commandeered, new controller may flip card over$)");
  if (!Match(text.key, kMayFlip)) return false;
  FlipOnCommandeer(true, text, p);
  return true;
}

bool ReadFlipsIfCommandeered(const AbilityText& text, FacilityReading* p) {
  static const std::regex kFlipIf(R"(^Flip (?:card )?over if commandeered$)");
  if (!Match(text.key, kFlipIf)) return false;
  FlipOnCommandeer(false, text, p);
  return true;
}

bool ReadWhenFirstFlipped(const AbilityText& text, FacilityReading* p) {
  static const std::regex kFirstFlipped(R"(^When first flipped, (.+)$)");
  if (!Match(text.key, kFirstFlipped)) return false;
  p->rules->flip.two_sided = true;
  p->rules->flip.on_first_flip = text.printed;
  return true;
}

bool ReadDilemmasBeneath(const AbilityText& text, FacilityReading* p) {
  static const std::regex kDilemmas(R"(^Dilemmas with (.+) may seed beneath station$)");
  std::smatch m;
  if (!Match(text.key, kDilemmas, &m)) return false;
  p->rules->dilemmas_seed_beneath = m[1];
  return true;
}

bool ReadCommandeerBlocked(const AbilityText& text, FacilityReading* p) {
  static const std::regex kBlocked(R"(^may not be commandeered while dilemmas remain$)");
  if (!Match(text.key, kBlocked)) return false;
  p->rules->commandeer_blocked_while_dilemmas = true;
  return true;
}

bool ReadSiteAllowance(const AbilityText& text, FacilityReading* p) {
  static const std::regex kSiteAllowance(
      R"(^(?:\[(\w+)\] )?\{([^}]+)\} may (only |not )?seed or play (?:here|on this Nor))"
      R"((?: if (.+))?$)");
  std::smatch m;
  if (!Match(text.key, kSiteAllowance, &m)) return false;
  SiteAllowance a;
  a.icon = m[1];
  a.site = m[2];
  a.allowed = m[3] != "not ";
  a.condition = m[4];
  a.text = text.printed;
  p->rules->site_allowances.push_back(std::move(a));
  return true;
}

// Cards seeded aboard: "You may seed one [Univ] {Husnock Ship} face up here."
bool ReadSeedsHere(const AbilityText& text, FacilityReading* p) {
  static const std::regex kSeedsHere(R"(^(.+?) may (?:also )?seed\b(.*)\b(?:here|aboard)\b(.*)$)");
  if (!Match(text.key, kSeedsHere)) return false;
  p->rules->seeds_here.push_back(text.printed);
  return true;
}

// ---- The table ------------------------------------------------------------------------------

using Row = Ability<FacilityReading>;

constexpr Row kFacilityAbilities[] = {
    {"facility.seeds-or-builds", "Seed one OR build where you have a Federation ENGINEER.",
     "FacilityRules::seedable, seed_one, seed_phase, seeds_uncontrolled, buildable, engineer, "
     "placements",
     "stccg.facility.seed.phase, stccg.facility.seed.seed-one, stccg.facility.build.allowed, "
     "stccg.facility.build.engineer, stccg.facility.at-mission",
     &ReadSeedBuild},
    {"facility.may-be-seeded-at",
     "May be seeded or built at {Terran Hideout} if no {headquarters} there.",
     "FacilityRules::placements", "stccg.facility.at-mission", &ReadMayBeSeededAt},
    {"facility.nor-coexists", "A Nor may coexist here.", "FacilityRules::nor_may_coexist",
     "stccg.facility.one-per-location", &ReadNorCoexists},
    {"facility.coexists-with", "May coexist with {Office of the Proconsul}.",
     "FacilityRules::may_coexist_with", "stccg.facility.one-per-location", &ReadCoexistsWith},
    {"facility.not-duplicatable", "(Not duplicatable.)", "FacilityRules::not_duplicatable",
     "stccg.facility.not-duplicatable", &ReadNotDuplicatable},
    {"facility.no-repairs", "Does not repair ships.", "FacilityRules::repairs",
     "stccg.repair.facility", &ReadNoRepairs},
    {"facility.docks", "Ships may dock and repair here (as if an outpost).",
     "FacilityRules::docking, repairs", "stccg.dock.allowed, stccg.repair.facility", &ReadDocks},
    {"facility.no-transporters", "Has no transporters.", "FacilityRules::transporters",
     "stccg.beam.transporters", &ReadNoTransporters},
    {"facility.shields-extension", "Extends only 25% of its SHIELDS to ships.",
     "FacilityRules::shields_extension_percent", "", &ReadShieldsExtension},
    {"facility.feature", "Has a Holodeck.", "FacilityRules::features", "", &ReadFeature},
    {"facility.download", "DL/ {Hirogen Hunt}", "FacilityRules::downloads", "", &ReadDownload},
    {"facility.no-reporting", "No reporting aboard.", "FacilityRules::reporting", "",
     &ReadNoReporting},
    {"facility.used-by-all-players", "may be used by all players' compatible cards.",
     "FacilityRules::reporting", "", &ReadUsedByAllPlayers},
    {"facility.mix-aboard",
     "Each player's non-Borg cards may report and mix aboard regardless of affiliation.",
     "FacilityRules::reporting", "", &ReadMixAboard},
    {"facility.normal-reporting", "(Normal reporting now allowed.)", "FacilityRules::reporting", "",
     &ReadNormalReporting},
    {"facility.free-play",
     "Once per turn, one Cardassian Gul or Legate OR one {HQ} card may play for free here.",
     "FacilityRules::free_plays", "", &ReadFreePlay},
    {"facility.reports", "Your equipment may report aboard, for free, regardless of quadrant.",
     "FacilityRules::reporting.clauses", "", &ReadReports},
    {"facility.flips-if-commandeered-by",
     "If commandeered by any personnel who is [Baj] or [Fed], flip card over.",
     "FacilityRules::flip", "", &ReadFlipsIfCommandeeredBy},
    {"facility.new-controller-may-flip", "If commandeered, new controller may flip card over.",
     "FacilityRules::flip", "", &ReadNewControllerMayFlip},
    {"facility.flips-if-commandeered", "Flip over if commandeered.", "FacilityRules::flip", "",
     &ReadFlipsIfCommandeered},
    {"facility.when-first-flipped",
     "When first flipped, each player may download to station up to ten different Site and/or "
     "Equipment cards that may play there.",
     "FacilityRules::flip", "", &ReadWhenFirstFlipped},
    {"facility.dilemmas-beneath",
     "Dilemmas with \"Empok Nor\" in gametext or lore may seed beneath station",
     "FacilityRules::dilemmas_seed_beneath", "stccg.seed.under-mission", &ReadDilemmasBeneath},
    {"facility.commandeer-blocked", "may not be commandeered while dilemmas remain.",
     "FacilityRules::commandeer_blocked_while_dilemmas",
     "stccg.commandeer.attempt, stccg.commandeer.empok-nor-dilemmas", &ReadCommandeerBlocked},
    {"facility.site-allowance", "{Ops} may only seed or play here if [TE] in gametext.",
     "FacilityRules::site_allowances", "", &ReadSiteAllowance},
    {"facility.seeds-here", "You may seed one [Univ] {Husnock Ship} face up here.",
     "FacilityRules::seeds_here", "", &ReadSeedsHere},
};

}  // namespace

std::span<const Ability<FacilityReading>> FacilityAbilities() { return kFacilityAbilities; }

}  // namespace stardate::engine::stccg
