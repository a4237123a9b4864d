// Rules derived from facility and site game text (engine/stccg/card_text.h): one test per
// recurring wording, matching and not, then real cards checked by hand, then every Facility
// and Site of the reference card lists.
#include "engine/stccg/card_text.h"

#include <catch2/catch.hpp>
#include <map>
#include <set>
#include <string>
#include <vector>

namespace stardate::engine::stccg {
namespace {

// ---- Fixture vocabulary ---------------------------------------------------------------------

std::string ReferencePath(const std::string& name) {
  return std::string(STARDATE_SOURCE_DIR) + "/data/stccg1e/" + name;
}

const CardPool& Pool(const std::string& name) {
  static std::map<std::string, Result<CardPool>> loaded;
  auto it = loaded.find(name);
  if (it == loaded.end()) it = loaded.emplace(name, CardPool::LoadFile(ReferencePath(name))).first;
  INFO(it->second.status().ToString());
  REQUIRE(it->second.ok());
  return *it->second;
}

const CardPool& Physical() { return Pool("Physical.csv"); }
const CardPool& Virtual() { return Pool("Virtual.csv"); }

const CardFacts& Card(const CardPool& pool, std::string_view title) {
  const CardFacts* card = pool.Find(title);
  INFO("title: " << title);
  REQUIRE(card != nullptr);
  return *card;
}

// A facility card with only what derivation reads.
CardFacts FacilityCard(const std::string& text, FacilityKind kind = FacilityKind::kOutpost,
                       const std::string& title = "Test Facility", const std::string& lore = "") {
  CardFacts c;
  c.title = title;
  c.type = CardType::kFacility;
  c.type_text = "Facility";
  c.facility_kind = kind;
  c.class_text = kind == FacilityKind::kOutpost        ? "Outpost"
                 : kind == FacilityKind::kHeadquarters ? "Headquarters"
                                                       : "Station";
  c.text = text;
  c.lore = lore;
  return c;
}

FacilityRules Outpost(const std::string& text) {
  return DeriveFacilityRules(FacilityCard(text, FacilityKind::kOutpost));
}
FacilityRules Headquarters(const std::string& text) {
  return DeriveFacilityRules(FacilityCard(text, FacilityKind::kHeadquarters));
}
FacilityRules Station(const std::string& text, const std::string& title = "Test Station") {
  return DeriveFacilityRules(FacilityCard(text, FacilityKind::kStation, title));
}

SiteRules Site(const std::string& text) {
  CardFacts c;
  c.title = "Test Site";
  c.type = CardType::kSite;
  c.type_text = "Site";
  c.text = text;
  return DeriveSiteRules(c);
}

bool Classified(const FacilityRules& r) { return r.unclassified.empty(); }
bool Classified(const SiteRules& r) { return r.unclassified.empty(); }

// The one unclassified reason (fails if there is not exactly one).
std::string Reason(const std::vector<std::string>& unclassified) {
  REQUIRE(unclassified.size() == 1);
  return unclassified.front();
}

constexpr const char* kNorLine = " Any Nor: Promenade";

// ---- Seeding and building -------------------------------------------------------------------

TEST_CASE("Card text: 'Seed one OR build where you have a X ENGINEER' is the outposts' wording",
          "[engine][cards]") {
  FacilityRules r = Outpost("Seed one OR build where you have a Federation ENGINEER.");
  CHECK(Classified(r));
  CHECK(r.seedable);
  CHECK(r.seed_one);
  CHECK(r.seed_phase == SeedPhase::kFacility);
  CHECK(r.buildable);
  CHECK(r.engineer.required);
  CHECK(r.engineer.affiliations == Affiliation::kFederation);
  REQUIRE(r.placements.size() == 1);
  CHECK(r.placements[0].kind == PlacementKind::kMatchingAffiliationIcon);
  CHECK(r.placements[0].non_homeworld);
  CHECK(r.placements[0].seed);
  CHECK(r.placements[0].build);

  SECTION("a different noun is not the wording") {
    FacilityRules bad = Outpost("Seed one OR build where you have a Federation officer.");
    CHECK_FALSE(bad.seedable);
    CHECK(bad.unclassified ==
          std::vector<std::string>{"unrecognized wording about seeding: 'Seed one OR build where "
                                   "you have a Federation officer.'",
                                   "no seed, build or play wording"});
  }
  SECTION("plain 'Seed' allows several copies") {
    FacilityRules husnock = Outpost("Seed at any [NON] location.");
    CHECK(husnock.seedable);
    CHECK_FALSE(husnock.seed_one);
    CHECK_FALSE(husnock.buildable);
  }
}

TEST_CASE("Card text: the ENGINEER may be named by affiliation, icon, species or 'any'",
          "[engine][cards]") {
  CHECK(Outpost("Seed one OR build where you have a [KCA] ENGINEER.").engineer.icons ==
        std::vector<std::string>{"KCA"});
  FacilityRules dq = Outpost(
      "Seed one at any mission that is in (or adjacent to) the Nekrit Expanse Region OR build at "
      "such a mission where you have a Non-Aligned [DQ] ENGINEER.");
  CHECK(dq.engineer.affiliations == Affiliation::kNonAligned);
  CHECK(dq.engineer.icons == std::vector<std::string>{"DQ"});
  CHECK(dq.placements.at(0).region == "Nekrit Expanse Region");
  CHECK(dq.placements.at(0).or_adjacent_to_region);
  FacilityRules klaestron = Outpost("Seed one OR build where you have a Klaestron ENGINEER.");
  CHECK(klaestron.engineer.affiliations == 0);
  CHECK(klaestron.engineer.species == "Klaestron");
  FacilityRules any = Outpost(
      "Seed one at any [S] mission OR build at any [S] mission where you have any "
      "ENGINEER.");
  CHECK(any.engineer.any);
  REQUIRE(any.placements.size() == 1);  // the same place for seeding and building
  CHECK(any.placements[0].space);
  CHECK(any.placements[0].kind == PlacementKind::kMission);
  CHECK_FALSE(Outpost("Build where you have a Dominion ENGINEER.").seedable);
}

TEST_CASE("Card text: 'Seeds (uncontrolled) during mission phase' seeds Empok Nor early",
          "[engine][cards]") {
  FacilityRules r = Station("Seeds (uncontrolled) during mission phase at a % mission.");
  CHECK(Classified(r));
  CHECK(r.seed_phase == SeedPhase::kMission);
  CHECK(r.seeds_uncontrolled);
  REQUIRE(r.placements.size() == 1);
  CHECK(r.placements[0].universal_mission);
  CHECK_FALSE(r.buildable);

  FacilityRules plain = Station("Seeds at a % mission.");
  CHECK(plain.seed_phase == SeedPhase::kFacility);
  CHECK_FALSE(plain.seeds_uncontrolled);
  CHECK_FALSE(Classified(Station("Seeds (uncontrolled) at dawn.")));
}

TEST_CASE("Card text: places are read into constraints", "[engine][cards]") {
  SECTION("a non-homeworld mission of a quadrant") {
    FacilityRules r = Outpost("Seeds at any non-homeworld Gamma Quadrant mission.");
    REQUIRE(r.placements.size() == 1);
    CHECK(r.placements[0].quadrant == Quadrant::kGamma);
    CHECK(r.placements[0].non_homeworld);
  }
  SECTION("a space mission with no affiliation icons, or an icon") {
    FacilityRules r = Outpost(
        "Seed one at a [HIR] mission or any [S] mission with no affiliation icons OR build at "
        "such a mission where you have a Hirogen ENGINEER.");
    REQUIRE(r.placements.size() == 2);
    CHECK(r.placements[0].mission_icons == Affiliation::kHirogen);
    CHECK(r.placements[1].space);
    CHECK(r.placements[1].no_affiliation_icons);
  }
  SECTION("one of two icons: one alternative each") {
    FacilityRules r = Outpost(
        "Seed one at a [KAZ] or [NON] mission OR build at such a mission where you have a Kazon "
        "ENGINEER.");
    REQUIRE(r.placements.size() == 2);
    CHECK(r.placements[0].mission_icons == Affiliation::kKazon);
    CHECK(r.placements[1].mission_icons == Affiliation::kNonAligned);
  }
  SECTION("a region") {
    FacilityRules r = Station("Seeds at a Bajor Region location.");
    REQUIRE(r.placements.size() == 1);
    CHECK(r.placements[0].kind == PlacementKind::kRegion);
    CHECK(r.placements[0].region == "Bajor Region");
  }
  SECTION("an icon except a region") {
    FacilityRules r =
        Station("Seeds or plays at any [CAR] location (except a Bajor Region location).");
    REQUIRE(r.placements.size() == 1);
    CHECK(r.placements[0].mission_icons == Affiliation::kCardassian);
    CHECK(r.placements[0].except_region == "Bajor Region");
    CHECK(r.buildable);
  }
  SECTION("a nebula") {
    FacilityRules r = Outpost("Seeds or plays at any nebula.");
    CHECK(r.placements.at(0).mission_keyword == "Nebula");
  }
  SECTION("build-only extra place") {
    FacilityRules r = Outpost(
        "Seed one at any [S] mission with no affiliation icons OR build at such a mission (or at "
        "an assimilated planet) where you have a Borg ENGINEER.");
    REQUIRE(r.placements.size() == 2);
    CHECK_FALSE(r.placements[1].seed);
    CHECK(r.placements[1].build);
    CHECK(r.placements[1].planet);
    CHECK(r.placements[1].condition == "assimilated planet");
  }
  SECTION("a region named without the word 'Region'") {
    FacilityRules r = Outpost("Seeds at a [FED] Sector 001 mission.");
    CHECK(Classified(r));
    REQUIRE(r.placements.size() == 1);
    CHECK(r.placements[0].kind == PlacementKind::kMission);
    CHECK(r.placements[0].mission_icons == Affiliation::kFederation);
    CHECK(r.placements[0].region == "Sector 001 Region");
  }
  SECTION("unknown words are unclassified, naming them") {
    FacilityRules r = Outpost("Seeds at a [FED] quiet 001 mission.");
    CHECK(r.placements.empty());
    CHECK(Reason(r.unclassified) ==
          "unrecognized words 'quiet 001' in place 'a [FED] quiet 001 mission' in 'Seeds at a "
          "[FED] quiet 001 mission.'");
  }
  SECTION("a station needs a place") {
    CHECK(Reason(Station("Seeds.").unclassified) == "no place stated in 'Seeds.'");
  }
}

TEST_CASE("Card text: 'Seeds or plays on {X}' puts a headquarters on its homeworld",
          "[engine][cards]") {
  FacilityRules r = Headquarters("Seeds or plays on {Cardassia Prime}.");
  CHECK(Classified(r));
  CHECK(r.seedable);
  CHECK(r.buildable);
  CHECK_FALSE(r.engineer.required);
  REQUIRE(r.placements.size() == 1);
  CHECK(r.placements[0].kind == PlacementKind::kNamedHomeworld);
  CHECK(r.placements[0].location == "Cardassia Prime");
  CHECK(r.on_planet);
  CHECK(r.docking == Provision::kNo);
  CHECK(r.reporting.provision == Provision::kYes);
  CHECK(r.reporting.all_players);

  SECTION("a station 'at' a named mission is in space") {
    FacilityRules s = Station("Seeds at {Bajor}.");
    CHECK(s.placements.at(0).kind == PlacementKind::kNamedLocation);
    CHECK_FALSE(s.on_planet);
  }
  SECTION("'Plays at' builds without seeding") {
    FacilityRules k7 = Station("Plays at {2267 Sherman's Planet}.");
    CHECK_FALSE(k7.seedable);
    CHECK(k7.buildable);
    CHECK(k7.placements.at(0).location == "2267 Sherman's Planet");
  }
  SECTION("a mirror-quadrant homeworld") {
    FacilityRules mirror = Headquarters("Seeds or plays on [MQ] {2155 Earth}.");
    CHECK(mirror.placements.at(0).quadrant == Quadrant::kMirror);
  }
}

TEST_CASE("Card text: 'Build on any planet mission you completed' makes a planet facility",
          "[engine][cards]") {
  FacilityRules r = Station("Build on any planet mission you completed.");
  CHECK(Classified(r));
  CHECK_FALSE(r.seedable);
  REQUIRE(r.placements.size() == 1);
  CHECK(r.placements[0].planet);
  CHECK(r.placements[0].completed_by_owner);
  CHECK(r.on_planet);
  CHECK(r.docking == Provision::kNo);
  CHECK_FALSE(Station("Seeds at any [S] mission.").on_planet);
}

TEST_CASE("Card text: a facility with no seed, build or play wording is unclassified",
          "[engine][cards]") {
  CHECK(Reason(Station("Resets countdowns here.").unclassified) ==
        "no seed, build or play wording");
  // The back of a two-sided card enters play by flipping.
  CHECK(Classified(DeriveFacilityRules(
      FacilityCard("(Normal reporting now allowed.)", FacilityKind::kStation, "X Nor (back)"))));
}

// ---- Use: docking, repair, reporting --------------------------------------------------------

TEST_CASE("Card text: outposts dock and repair unless 'Does not repair ships'", "[engine][cards]") {
  FacilityRules plain = Outpost("Seed one OR build where you have a Bajoran ENGINEER.");
  CHECK(plain.docking == Provision::kYes);
  CHECK(plain.repairs == Provision::kYes);
  FacilityRules depot =
      Outpost("Seeds at any non-homeworld Gamma Quadrant mission. Does not repair ships.");
  CHECK(Classified(depot));
  CHECK(depot.docking == Provision::kYes);
  CHECK(depot.repairs == Provision::kNo);
  CHECK_FALSE(Classified(Outpost("Seeds at any [S] mission. Does not repair shuttles.")));

  SECTION("stations only by their text") {
    FacilityRules none = Station("Seeds at any [S] mission.");
    CHECK(none.docking == Provision::kNo);
    CHECK(none.repairs == Provision::kNo);
    CHECK(none.reporting.provision == Provision::kNo);
    FacilityRules docks =
        Station("Seeds at any [S] mission. Ships may dock and repair here (as if an outpost).");
    CHECK(docks.docking == Provision::kYes);
    CHECK(docks.repairs == Provision::kYes);
  }
}

TEST_CASE("Card text: reporting wordings change who may report aboard", "[engine][cards]") {
  SECTION("'may be used by all players' compatible cards' is use, not reporting") {
    FacilityRules r =
        Station("Plays at {2267 Sherman's Planet}; may be used by all players' compatible cards.");
    CHECK(Classified(r));
    CHECK(r.reporting.provision == Provision::kNo);
    CHECK(r.reporting.all_players);
    CHECK(r.reporting.compatibility == Compatibility::kCompatible);
  }
  SECTION("a free report for cards 'reporting at this location' allows no reporting aboard") {
    FacilityRules r = Station(
        "Plays at {2267 Sherman's Planet}. Once per turn, one [OS] card reporting at this "
        "location may report for free.");
    CHECK(Classified(r));
    CHECK(r.reporting.provision == Provision::kNo);
    CHECK(r.free_plays.size() == 1);
  }
  SECTION("'Each player's non-Borg cards may report and mix aboard regardless of affiliation'") {
    FacilityRules r = Outpost(
        "Seed one OR build where you have a Ferengi ENGINEER. Each player's non-Borg cards may "
        "report and mix aboard regardless of affiliation.");
    CHECK(Classified(r));
    CHECK(r.reporting.all_players);
    CHECK(r.reporting.mix_aboard);
    CHECK(r.reporting.compatibility == Compatibility::kRegardlessOfAffiliation);
    CHECK(r.reporting.excluded_affiliations == Affiliation::kBorg);
  }
  SECTION("'No reporting aboard'") {
    FacilityRules r = Station("Seeds at a % mission. No reporting aboard.", "Some Nor");
    CHECK(r.nor);
    CHECK(r.reporting.provision == Provision::kNo);
    CHECK(r.docking == Provision::kBySites);
  }
  SECTION("an outpost reports its owner's compatible cards by default") {
    FacilityRules r = Outpost("Seed one OR build where you have a Romulan ENGINEER.");
    CHECK(r.reporting.provision == Provision::kYes);
    CHECK_FALSE(r.reporting.all_players);
  }
  SECTION("a station's own 'Your ... may report here'") {
    FacilityRules r = Station(
        "Seeds on {Ba'ku Planet}. Your Son'a cards may report here (for "
        "free, once each turn).");
    CHECK(Classified(r));
    CHECK(r.reporting.provision == Provision::kYes);
    REQUIRE(r.reporting.clauses.size() == 1);
    CHECK(r.reporting.clauses[0].yours_only);
    CHECK(r.reporting.clauses[0].for_free);
    CHECK(r.reporting.clauses[0].once_each_turn);
  }
  SECTION("an unknown reporting wording is unclassified") {
    FacilityRules r = Station("Seeds at any [S] mission. Reporting is fun.");
    CHECK(Reason(r.unclassified) == "unrecognized wording about reporting: 'Reporting is fun.'");
  }
}

TEST_CASE("Card text: coexistence and not-duplicatable wordings", "[engine][cards]") {
  FacilityRules r = Headquarters(
      "Seeds or plays on {Bajor}. A Nor may coexist here. Once per turn, one Bajoran Minister, "
      "Vedek or Kai OR one {HQ} card may play for free here. (Not duplicatable.)");
  CHECK(Classified(r));
  CHECK(r.nor_may_coexist);
  CHECK(r.not_duplicatable);
  REQUIRE(r.free_plays.size() == 1);
  FacilityRules with =
      Headquarters("Seeds or plays on {Romulus}. May coexist with {Office of the Proconsul}.");
  CHECK(with.may_coexist_with == std::vector<std::string>{"Office of the Proconsul"});
  CHECK_FALSE(with.nor_may_coexist);
  CHECK_FALSE(with.not_duplicatable);
  CHECK_FALSE(Classified(Headquarters("Seeds or plays on {Bajor}. A Nor may not coexist here.")));
}

TEST_CASE("Card text: flip wordings of two-sided Nors", "[engine][cards]") {
  SECTION("by personnel who is [Baj] or [Fed]") {
    FacilityRules r = Station(
        "Seeds at a Bajor Region location. If commandeered by any personnel who is [Baj] or "
        "[Fed], flip card over.",
        "Terok Nor");
    CHECK(r.flip.on_commandeer);
    CHECK_FALSE(r.flip.unless);
    CHECK(r.flip.commandeerer_affiliations == (Affiliation::kBajoran | Affiliation::kFederation));
    CHECK(r.flip.other_side == "Deep Space 9");  // from the override table
  }
  SECTION("by personnel who is not [Baj] or [Fed]") {
    FacilityRules r = Station(
        "Seeds at a Bajor Region location. If commandeered by any personnel who is not [Baj] or "
        "[Fed], flip card over.");
    CHECK(r.flip.unless);
  }
  SECTION("the new controller may flip") {
    FacilityRules r =
        Station("Seeds at {Bajor}. If commandeered, new controller may flip card over.",
                "Mirror Terok Nor");
    CHECK(r.flip.optional);
    CHECK(r.flip.other_side == "Mirror Terok Nor");
  }
  SECTION("a one-sided station does not flip") {
    FacilityRules r = Station("Seeds at {Bajor}.");
    CHECK_FALSE(r.flip.two_sided);
    CHECK(r.flip.other_side.empty());
  }
  SECTION("a different flip wording is unclassified") {
    CHECK_FALSE(Classified(Station("Seeds at {Bajor}. Flip a coin.")));
  }
}

TEST_CASE("Card text: site allowances on a Nor", "[engine][cards]") {
  FacilityRules r = Station(
      "Seeds at {Bajor}. {Quark's Bar} may seed or play here. {Ops} may only seed or play here if "
      "[TE] in gametext.",
      "Mirror Station");
  CHECK(Classified(r));
  CHECK(r.nor);  // its text places sites
  REQUIRE(r.site_allowances.size() == 2);
  CHECK(r.site_allowances[0].site == "Quark's Bar");
  CHECK(r.site_allowances[1].condition == "[TE] in gametext");
  FacilityRules alliance = Station(
      "Seeds or plays at any mission in Mirror Quadrant (except in the Badlands Region). [eDS9] "
      "{Ops} may not seed or play on this Nor.",
      "Alliance Nor");
  CHECK(Classified(alliance));
  CHECK_FALSE(alliance.site_allowances.at(0).allowed);
  CHECK(alliance.site_allowances.at(0).icon == "eDS9");
  CHECK(alliance.placements.at(0).quadrant == Quadrant::kMirror);
  CHECK(alliance.placements.at(0).except_region == "Badlands Region");
}

TEST_CASE("Card text: abilities without rule words are kept, not unclassified", "[engine][cards]") {
  FacilityRules r = Outpost(
      "Seeds at any non-homeworld Gamma Quadrant mission. Resets countdowns of {Ketracel-White} "
      "aboard. Has no transporters. Extends only 25% of its SHIELDS to ships. Has a Holodeck. DL/ "
      "{Hirogen Hunt}");
  CHECK(Classified(r));
  CHECK(r.other_text == std::vector<std::string>{"Resets countdowns of {Ketracel-White} aboard."});
  CHECK_FALSE(r.transporters);
  CHECK(r.shields_extension_percent == 25);
  CHECK(r.features == std::vector<std::string>{"Holodeck"});
  CHECK(r.downloads == std::vector<std::string>{"{Hirogen Hunt}"});
}

// ---- Sites ----------------------------------------------------------------------------------

TEST_CASE("Card text: a site's last line names its Nor and section", "[engine][cards]") {
  SiteRules any = Site("Tractor Beam. Any Nor: Docking Ring");
  CHECK(Classified(any));
  CHECK(any.any_nor);
  CHECK(any.section == "Docking Ring");
  CHECK(any.features == std::vector<std::string>{"Tractor Beam"});
  SiteRules named = Site("Has a Holodeck. {Terok Nor} OR {Deep Space 9}: Promenade");
  CHECK_FALSE(named.any_nor);
  CHECK(named.nors == std::vector<std::string>{"Terok Nor", "Deep Space 9"});
  SiteRules mirror = Site("Any [MQ] Nor: Ops Module");
  CHECK(mirror.nor_icon == "MQ");
  CHECK(Reason(Site("Has a Brig.").unclassified) ==
        "no '<Nor>: <section>' line (e.g. 'Any Nor: Promenade')");
  CHECK(Reason(Site("Any Nor: Cargo Hold").unclassified) == "unknown section 'Cargo Hold'");
}

TEST_CASE("Card text: docking sites take ships by staffing icons", "[engine][cards]") {
  SiteRules pylons = Site(
      "Any ship with fewer than five staffing icons may dock and undock here if ship is "
      "compatible with station's affiliation OR crew includes a V.I.P. Ships may not report here "
      "but may repair here. Capacity: 6 ships. Any Nor: Docking Ring");
  CHECK(Classified(pylons));
  CHECK(pylons.docking_site());
  CHECK_FALSE(pylons.docking.report);
  CHECK(pylons.docking.repair);
  CHECK(pylons.docking.max_staffing_icons == 4);
  CHECK(pylons.docking.capacity == 6);
  CHECK(pylons.docking.condition ==
        "if ship is compatible with station's affiliation OR crew includes a V.I.P.");
  SiteRules pads = Site(
      "Any ship with no staffing requirements may report, dock (land) and undock (take off) here. "
      "Any Nor: Habitat Ring");
  CHECK(pads.docking.report);
  CHECK(pads.docking.max_staffing_icons == 0);
  SiteRules shops = Site(std::string("Ships may refuel here.") + kNorLine);
  CHECK(Classified(shops));  // no rule word: an ability
  CHECK_FALSE(shops.docking_site());
  CHECK_FALSE(Classified(Site(std::string("Ships may dock here at night.") + kNorLine)));
}

TEST_CASE("Card text: a site lists what may report there", "[engine][cards]") {
  SECTION("compatible classification, related equipment and named cards") {
    SiteRules r = Site(std::string("Compatible MEDICAL-classification personnel, MEDICAL-related "
                                   "Equipment cards and {I.P. Scanner} may report here.") +
                       kNorLine);
    CHECK(Classified(r));
    REQUIRE(r.reports.size() == 1);
    const std::vector<ReportItem>& items = r.reports[0].items;
    REQUIRE(items.size() == 3);
    CHECK(items[0].kind == ReportItem::Kind::kPersonnel);
    CHECK(items[0].classification == "MEDICAL");
    CHECK(items[0].compatibility == Compatibility::kCompatible);
    CHECK(items[1].kind == ReportItem::Kind::kEquipment);
    CHECK(items[1].related_to == "MEDICAL");
    CHECK(items[2].named == "I.P. Scanner");
  }
  SECTION("regardless of affiliation, with a qualifier") {
    SiteRules r =
        Site(std::string("Non-Borg CIVILIAN personnel may report here regardless of affiliation.") +
             kNorLine);
    const ReportItem& item = r.reports.at(0).items.at(0);
    CHECK(item.classification == "CIVILIAN");
    CHECK(item.qualifier == "non-Borg");
    CHECK(item.compatibility == Compatibility::kRegardlessOfAffiliation);
  }
  SECTION("a condition, and V.I.P. does not end the sentence") {
    SiteRules r = Site(std::string("If unoccupied, any non-Borg V.I.P. may report here regardless "
                                   "of affiliation.") +
                       kNorLine);
    CHECK(Classified(r));
    REQUIRE(r.reports.size() == 1);
    CHECK(r.reports[0].condition == "If unoccupied");
    CHECK(r.reports[0].items.at(0).classification == "V.I.P.");
  }
  SECTION("hand weapons are equipment") {
    SiteRules r = Site(std::string("Compatible SECURITY-classification personnel and hand weapons "
                                   "may report here.") +
                       kNorLine);
    CHECK(r.reports.at(0).items.at(1).kind == ReportItem::Kind::kEquipment);
    CHECK(r.reports.at(0).items.at(1).qualifier == "hand weapons");
  }
  SECTION("a shared noun applies to bare words before it; downloads instead") {
    SiteRules r = Site(std::string("Smuggling, Acquisition and [Non] Navigation personnel may "
                                   "report here (or download here in place of a normal card "
                                   "play; player draws no cards that turn).") +
                       kNorLine);
    CHECK(Classified(r));
    REQUIRE(r.reports.at(0).items.size() == 3);
    CHECK(r.reports[0].items[0].kind == ReportItem::Kind::kPersonnel);
    CHECK(r.reports[0].items[0].qualifier == "Smuggling");
    CHECK(r.reports[0].download_instead);
  }
  SECTION("matching personnel file mission reports") {
    SiteRules r =
        Site(std::string("Matching OFFICER personnel may {file mission reports} here.") + kNorLine);
    CHECK(Classified(r));
    CHECK(r.reports.empty());
    CHECK(r.files_mission_reports == std::vector<std::string>{"OFFICER"});
  }
  SECTION("an unknown reporting wording is unclassified") {
    CHECK_FALSE(
        Classified(Site(std::string("Personnel reporting elsewhere draw a card.") + kNorLine)));
  }
}

TEST_CASE("Card text: Ops commandeers and downloads; Quark's Bar docks Ferengi ships",
          "[engine][cards]") {
  SiteRules ops = Site(
      "Any player may, in place of their normal card play, download to an unopposed site on this "
      "station one card which may play there (if reporting a ship or personnel, must be of "
      "matching affiliation); player draws no cards that turn. Any Computer Skill personnel "
      "unopposed here may commandeer station. Any Nor: Ops Module");
  CHECK(Classified(ops));
  CHECK(ops.ops_download);
  CHECK(ops.commandeer);
  CHECK(ops.commandeer_by == "Computer Skill personnel unopposed here");
  SiteRules bar = Site(
      "Ferengi ships may report, dock, undock and repair at this Nor. {Terok Nor} OR {Deep Space "
      "9}: Promenade");
  REQUIRE(bar.nor_ship_rules.size() == 1);
  CHECK(bar.nor_ship_rules[0].ships == "Ferengi");
  CHECK(bar.nor_ship_rules[0].repair);
  CHECK_FALSE(bar.docking_site());
  CHECK_FALSE(Classified(Site(std::string("Anyone may commandeer this.") + kNorLine)));
}

TEST_CASE("Card text: deriving the wrong type says so", "[engine][cards]") {
  SiteRules s =
      DeriveSiteRules(FacilityCard("Seed one OR build where you have a Bajoran ENGINEER."));
  CHECK(Reason(s.unclassified) == "not a site (type 'Facility')");
  CardFacts site;
  site.type = CardType::kSite;
  site.type_text = "Site";
  CHECK(Reason(DeriveFacilityRules(site).unclassified) == "not a facility (type 'Site')");
}

// ---- Real cards, checked by hand against Physical.csv ---------------------------------------

TEST_CASE("Physical.csv: Deep Space 9 and Terok Nor are the two sides of one Nor",
          "[engine][cards]") {
  const CardFacts& ds9 = Card(Physical(), "Deep Space 9 (back)");
  FacilityRules r = DeriveFacilityRules(ds9);
  CHECK(Classified(r));
  CHECK(r.kind == FacilityKind::kStation);
  CHECK(r.nor);  // lore: "Formerly known as Terok Nor."
  CHECK(r.back_side);
  CHECK(r.seedable);
  CHECK_FALSE(r.seed_one);
  CHECK_FALSE(r.buildable);
  CHECK(r.seed_phase == SeedPhase::kFacility);
  REQUIRE(r.placements.size() == 1);
  CHECK(r.placements[0].kind == PlacementKind::kRegion);
  CHECK(r.placements[0].region == "Bajor Region");
  CHECK(r.docking == Provision::kBySites);
  CHECK(r.repairs == Provision::kBySites);
  CHECK(r.reporting.provision == Provision::kBySites);
  CHECK(r.reporting.compatibility == Compatibility::kNotRequired);  // the sites say
  CHECK(r.flip.on_commandeer);
  CHECK(r.flip.unless);
  CHECK(r.flip.commandeerer_affiliations == (Affiliation::kBajoran | Affiliation::kFederation));
  CHECK(r.flip.other_side == "Terok Nor");

  FacilityRules terok = DeriveFacilityRules(Card(Physical(), "Terok Nor"));
  CHECK(terok.nor);
  CHECK_FALSE(terok.back_side);
  CHECK_FALSE(terok.flip.unless);
  CHECK(terok.flip.other_side == "Deep Space 9");
}

TEST_CASE("Physical.csv: Empok Nor seeds uncontrolled in the mission phase and flips",
          "[engine][cards]") {
  FacilityRules front = DeriveFacilityRules(Card(Physical(), "Empok Nor"));
  CHECK(Classified(front));
  CHECK(front.nor);
  CHECK(front.seed_phase == SeedPhase::kMission);
  CHECK(front.seeds_uncontrolled);
  CHECK(front.placements.at(0).universal_mission);
  CHECK(front.dilemmas_seed_beneath == "\"Empok Nor\" in gametext or lore");
  CHECK(front.commandeer_blocked_while_dilemmas);
  CHECK(front.reporting.provision == Provision::kNo);  // "No reporting aboard."
  CHECK(front.docking == Provision::kBySites);         // docking sites stay active (003)
  CHECK(front.flip.on_commandeer);
  CHECK_FALSE(front.flip.optional);
  CHECK(front.flip.other_side == "Empok Nor");

  FacilityRules back = DeriveFacilityRules(Card(Physical(), "Empok Nor (back)"));
  CHECK(Classified(back));
  CHECK_FALSE(back.seedable);
  CHECK(back.reporting.provision == Provision::kBySites);  // "(Normal reporting now allowed.)"
  CHECK(back.flip.on_first_flip.rfind("When first flipped, each player may download", 0) == 0);
}

TEST_CASE("Physical.csv: outposts, headquarters and stations checked by hand", "[engine][cards]") {
  SECTION("Neutral Outpost") {
    FacilityRules r = DeriveFacilityRules(Card(Physical(), "Neutral Outpost"));
    CHECK(r.seed_one);
    CHECK(r.engineer.any);
    REQUIRE(r.placements.size() == 1);
    CHECK(r.placements[0].space);
    CHECK(r.placements[0].non_homeworld);
    CHECK(r.docking == Provision::kYes);
    CHECK(r.repairs == Provision::kNo);
  }
  SECTION("Primary Supply Depot") {
    FacilityRules r = DeriveFacilityRules(Card(Physical(), "Primary Supply Depot"));
    CHECK_FALSE(r.buildable);
    CHECK(r.placements.at(0).quadrant == Quadrant::kGamma);
    CHECK(r.repairs == Provision::kNo);
    CHECK(r.seeds_here.size() == 1);  // "Your non-weapon equipment may seed aboard (limit three)."
  }
  SECTION("Chamber of Ministers") {
    FacilityRules r = DeriveFacilityRules(Card(Physical(), "Chamber of Ministers"));
    CHECK(r.kind == FacilityKind::kHeadquarters);
    CHECK(r.placements.at(0).kind == PlacementKind::kNamedHomeworld);
    CHECK(r.placements.at(0).location == "Bajor");
    CHECK(r.nor_may_coexist);
    CHECK(r.not_duplicatable);
    CHECK(r.on_planet);
    CHECK(r.reporting.all_players);
  }
  SECTION("Colony") {
    FacilityRules r = DeriveFacilityRules(Card(Physical(), "Colony"));
    CHECK(r.on_planet);
    CHECK_FALSE(r.seedable);
    CHECK(r.buildable);
    CHECK(r.reporting.provision == Provision::kNo);
  }
  SECTION("Deep Space Station K-7") {
    // 000: "Stations without sites (such as Colony and Deep Space Station K-7) do not allow
    // cards to report unless the station itself has text explicitly allowing reporting." Its
    // "may be used by all players' compatible cards" and "one [OS] card reporting at this
    // location may report for free" allow none.
    FacilityRules r = DeriveFacilityRules(Card(Physical(), "Deep Space Station K-7"));
    CHECK(r.placements.at(0).location == "2267 Sherman's Planet");
    CHECK(r.reporting.provision == Provision::kNo);
    CHECK(r.reporting.all_players);
    CHECK(r.not_duplicatable);
    CHECK(r.docking == Provision::kNo);
  }
  SECTION("Ferengi Trading Post") {
    FacilityRules r = DeriveFacilityRules(Card(Physical(), "Ferengi Trading Post"));
    CHECK(r.reporting.compatibility == Compatibility::kRegardlessOfAffiliation);
    CHECK(r.reporting.excluded_affiliations == Affiliation::kBorg);
    CHECK(r.seeds_here ==
          std::vector<std::string>{"you may also seed one [Univ] D'Kora face up here"});
  }
  SECTION("Nor") {
    FacilityRules r = DeriveFacilityRules(Card(Physical(), "Nor"));
    CHECK(r.nor);
    CHECK(r.placements.at(0).mission_icons == Affiliation::kCardassian);
    CHECK_FALSE(r.flip.two_sided);
  }
}

TEST_CASE("Physical.csv: sites checked by hand", "[engine][cards]") {
  SiteRules pylons = DeriveSiteRules(Card(Physical(), "Docking Pylons"));
  CHECK(pylons.docking_site());
  CHECK(pylons.docking.repair);
  CHECK_FALSE(pylons.docking.report);
  CHECK(pylons.docking.capacity == 6);
  CHECK(pylons.section == "Docking Ring");
  CHECK(pylons.features == std::vector<std::string>{"Tractor Beam"});
  SiteRules ports = DeriveSiteRules(Card(Physical(), "Docking Ports"));
  CHECK(ports.docking.report);
  CHECK(ports.docking.max_staffing_icons == 2);
  CHECK(ports.docking.capacity == 9);
  CHECK(ports.docking.free_reports.size() == 1);
  SiteRules ops = DeriveSiteRules(Card(Physical(), "Ops"));
  CHECK(ops.commandeer);
  CHECK(ops.section == "Ops Module");
  CHECK(ops.reports.at(0).items.at(0).classification == "OFFICER");
  SiteRules office = DeriveSiteRules(Card(Physical(), "Commander's Office"));
  CHECK(office.innermost);
  SiteRules holosuite = DeriveSiteRules(Card(Physical(), "Holosuite"));
  CHECK(holosuite.must_be_adjacent_to == "Quark's Bar");
  CHECK(holosuite.nors == std::vector<std::string>{"Terok Nor", "Deep Space 9"});
  SiteRules garak = DeriveSiteRules(Card(Physical(), "Garak's Tailor Shop"));
  REQUIRE(garak.reports.size() == 2);
  CHECK(garak.reports[0].for_free);
  CHECK(garak.reports[1].condition.rfind("any player who doesn't control station", 0) == 0);
  SiteRules mirror_ops = DeriveSiteRules(Card(Physical(), "Ops: Mirror Universe"));
  CHECK(mirror_ops.match_affiliation_icons == std::vector<std::string>{"KCA", "TE"});
}

// ---- Every Facility and Site ----------------------------------------------------------------

// Cards whose text is knowingly left unclassified, with the expected reason.
using Expected = std::map<std::string, std::vector<std::string>>;

void CheckAllClassified(const CardPool& pool, const Expected& expected, int facilities, int sites) {
  int facility_count = 0, site_count = 0;
  std::set<std::string> seen;
  for (const CardFacts& card : pool.cards()) {
    std::vector<std::string> unclassified;
    if (card.type == CardType::kFacility) {
      ++facility_count;
      unclassified = DeriveFacilityRules(card).unclassified;
    } else if (card.type == CardType::kSite) {
      ++site_count;
      unclassified = DeriveSiteRules(card).unclassified;
    } else {
      continue;
    }
    INFO(card.title << " (line " << card.source_line << "): " << card.text);
    auto it = expected.find(card.title);
    if (it == expected.end()) {
      CHECK(unclassified == std::vector<std::string>{});
    } else {
      seen.insert(card.title);
      CHECK(unclassified == it->second);
    }
  }
  CHECK(facility_count == facilities);
  CHECK(site_count == sites);
  CHECK(seen.size() == expected.size());
}

TEST_CASE("Physical.csv: every Facility and Site is classified", "[engine][cards]") {
  // 49 facility rows and 18 site rows; reprints with the same text are one card.
  CheckAllClassified(Physical(), {}, 46, 18);
}

TEST_CASE("Virtual.csv: every Facility and Site is classified", "[engine][cards]") {
  CheckAllClassified(Virtual(), {}, 58, 26);
}

TEST_CASE("Virtual.csv: Earth Spacedock seeds at a [FED] mission of the Sector 001 Region",
          "[engine][cards]") {
  // "Seeds at a [FED] Sector 001 mission"; the card's own keywords say "Sector 001 Region".
  FacilityRules r = DeriveFacilityRules(Card(Virtual(), "Earth Spacedock"));
  CHECK(Classified(r));
  REQUIRE(r.placements.size() == 1);
  CHECK(r.placements[0].kind == PlacementKind::kMission);
  CHECK(r.placements[0].mission_icons == Affiliation::kFederation);
  CHECK(r.placements[0].region == "Sector 001 Region");
  CHECK(r.placements[0].non_homeworld);  // an outpost
  CHECK(r.seedable);
  CHECK_FALSE(r.buildable);
}

TEST_CASE("Virtual.csv: Primary Turbolift lets compatible personnel report; its draw is a trigger",
          "[engine][cards]") {
  SiteRules r = DeriveSiteRules(Card(Virtual(), "Primary Turbolift"));
  CHECK(Classified(r));
  REQUIRE(r.reports.size() == 1);
  CHECK(r.reports[0].items.at(0).kind == ReportItem::Kind::kPersonnel);
  CHECK(r.reports[0].items.at(0).compatibility == Compatibility::kCompatible);
  CHECK(r.report_triggers ==
        std::vector<std::string>{
            "Once every turn, when a [DS9] personnel reports (but is not downloaded) using their "
            "classification to another site on this Nor, that personnel's owner may draw a "
            "card."});
  CHECK(r.section == "Ops Module");
}

TEST_CASE("Station text: a station without sites allows reporting only by its own wording",
          "[engine][cards]") {
  // "Your Son'a cards may report here (for free, once each turn)": explicit.
  FacilityRules observatory = DeriveFacilityRules(Card(Virtual(), "Son'a Observatory"));
  CHECK_FALSE(observatory.nor);
  CHECK(observatory.reporting.provision == Provision::kYes);
  // "Your [Non] cards with "Khan" in title or lore may report here": explicit.
  CHECK(DeriveFacilityRules(Card(Virtual(), "Cold Station 12")).reporting.provision ==
        Provision::kYes);
  // A clause for cards "reporting at this location" is not.
  FacilityRules k7 = DeriveFacilityRules(Card(Physical(), "Deep Space Station K-7"));
  CHECK_FALSE(k7.nor);
  CHECK(k7.reporting.provision == Provision::kNo);
}

TEST_CASE("Site text: a trigger on reporting elsewhere is kept, not a permission",
          "[engine][cards]") {
  SiteRules r = Site(std::string("When a personnel reports to another site on this Nor, its owner "
                                 "may draw a card.") +
                     kNorLine);
  CHECK(Classified(r));
  CHECK(r.reports.empty());
  CHECK(r.report_triggers.size() == 1);
}

// ---- Titles and two-sided cards -------------------------------------------------------------

TEST_CASE("Card text: FaceTitle drops variant marks and ' (back)'", "[engine][cards]") {
  CHECK(FaceTitle("Deep Space 9 (back)") == "Deep Space 9");
  CHECK(FaceTitle("Terok Nor (back) *VP") == "Terok Nor");
  CHECK(FaceTitle("Klaestron Outpost*") == "Klaestron Outpost");
  CHECK(FaceTitle("Empok Nor") == "Empok Nor");
}

TEST_CASE("Card text: a title finds both sides and the back by its face title", "[engine][cards]") {
  std::vector<const CardFacts*> ds9 = FindCardsByTitle(Physical(), "Deep Space 9");
  REQUIRE(ds9.size() == 1);
  CHECK(ds9[0]->title == "Deep Space 9 (back)");
  std::vector<const CardFacts*> empok = FindCardsByTitle(Physical(), "Empok Nor");
  REQUIRE(empok.size() == 2);
  CHECK(empok[0]->title == "Empok Nor");
  CHECK(empok[1]->title == "Empok Nor (back)");
  // Reprints with different text are separate cards.
  CHECK(FindCardsByTitle(Physical(), "Chamber of Ministers").size() == 2);
  CHECK(FindCardsByTitle(Physical(), "Deep Space Nine").empty());
}

TEST_CASE("Card text: OtherSideTitles pairs the sides from the ImageFile column",
          "[engine][cards]") {
  auto other = [](const CardPool& pool, std::string_view title) {
    const std::vector<std::string> sides = OtherSideTitles(pool);
    REQUIRE(sides.size() == pool.cards().size());
    const CardFacts* card = pool.Find(title);
    REQUIRE(card != nullptr);
    return sides[static_cast<size_t>(card - pool.cards().data())];
  };
  CHECK(other(Physical(), "Terok Nor") == "Deep Space 9 (back)");
  CHECK(other(Physical(), "Deep Space 9 (back)") == "Terok Nor");
  CHECK(other(Physical(), "Empok Nor") == "Empok Nor (back)");
  CHECK(other(Physical(), "Mirror Terok Nor") == "Mirror Terok Nor (back)");
  CHECK(other(Physical(), "Federation Outpost").empty());
  CHECK(other(Virtual(), "Deep Space 9") == "Terok Nor (back)");

  // Without an ImageFile column nothing is paired.
  Result<CardPool> subset = CardPool::Parse(
      "Name,Set,Release,Info,Property,Uniqueness,Type,Mission/ Dilemma Type,Affil,Class,Int/Rng,"
      "Cun/Wpn,Str/Shd,Points,Region,Quadrant,Span,Icons,Staff,Characteristics/ Keywords,Lore,"
      "Text\n"
      "Terok Nor,ds9,ds9,R,DS9,,Facility,,Cardassian,Station,,,,,,,,,,,x,Seeds at a Bajor Region "
      "location.\n",
      "subset.csv");
  REQUIRE(subset.ok());
  CHECK(OtherSideTitles(*subset) == std::vector<std::string>{""});
}

}  // namespace
}  // namespace stardate::engine::stccg
