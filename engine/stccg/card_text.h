// Rule-relevant properties of Facility and Site cards, derived from their game text.
//
// Rules sources: data/rules/000_63f6709b3bd4740e.txt and 002_375844ef1735151a.txt
// (glossary "facility": kinds, seeding and building, docking, repair, reporting, control),
// 003_e9f36b50e205961e.txt (Empok Nor, commandeering) and 004_5c48bb6bc5e9de9d.txt ("Any Nor",
// Empok Nor, docking). Card text: the Text column of the trekcc CSV (see card_pool.h).
//
// How the text is read (the contract every caller may rely on):
//  * The Text column is cut into clauses: after a '.' that is followed by a space or ends the
//    text, and at "; ", both only outside {...} and (...), and never after an abbreviation
//    ("V.I.P.", "Dr."). A parenthesised sentence such as "(Not duplicatable.)" is a clause.
//  * Each clause is matched against the recurring wordings of its card type (the ability tables
//    of card_abilities.h, each wording tested in tests/engine/card_abilities_test.cc). A
//    clause that matches sets properties. A clause that matches no wording goes to
//    `other_text` when it uses none of the rule words below: it is an ability these structs do
//    not model ("Resets countdowns of {Ketracel-White} aboard."). A clause that uses a rule
//    word (seed, build, plays at/on, report, dock, repair, coexist, commandeer, flip,
//    transporters, SHIELDS, duplicatable) but matches no wording goes to `unclassified`, with
//    the reason.
//  * Essentials missing from the text are unclassified too: a facility with no seed, build
//    or play wording (except the back of a two-sided card, which enters play by flipping); a
//    site without its "<Nor>: <section>" line.
//  * Where the text is silent, the glossary's defaults apply; each field says which.
//  * A small override table in card_text.cc adjusts named cards the text cannot describe
//    (which side a two-sided card flips to); each entry says why.
// Derivation never fails and never reads anything but its argument; callers that need to be
// sure check `unclassified`.
#ifndef STARDATE_ENGINE_STCCG_CARD_TEXT_H_
#define STARDATE_ENGINE_STCCG_CARD_TEXT_H_

#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_pool.h"

namespace stardate::engine::stccg {

// ---- Shared vocabulary ----------------------------------------------------------------------

// Whether a facility offers docking, repair or reporting.
enum class Provision {
  kNo,
  kYes,      // the facility itself allows it
  kBySites,  // a Nor: only as the text of its site cards allows (000: "They may report to or
             // dock at any Nor according to the text of its site cards")
};

// What a reporting wording asks of the reporting card's affiliation.
enum class Compatibility {
  kNotRequired,  // nothing said (000: sites "if not specified, compatibility is not required")
  kCompatible,   // "Compatible ...", "compatible cards"
  kMatching,     // "Matching ...", "must be of matching affiliation"
  kRegardlessOfAffiliation,  // "regardless of affiliation"
};

enum class SeedPhase {
  kNone,      // not seedable
  kFacility,  // the default (000: "Seedable facilities seed during the facility seed phase")
  kMission,   // "Seeds (uncontrolled) during mission phase" (Empok Nor)
};

std::string_view ProvisionName(Provision provision);              // "no", "yes", "by sites"
std::string_view CompatibilityName(Compatibility compatibility);  // "not required", ...
std::string_view SeedPhaseName(SeedPhase phase);                  // "none", "facility", "mission"

// ---- Facilities -----------------------------------------------------------------------------

enum class PlacementKind {
  // A mission with a matching affiliation icon: the outposts' default (000: "You may seed or
  // build an outpost only at a mission ... with a matching affiliation icon (unless the
  // outpost's text specifies otherwise").
  kMatchingAffiliationIcon,
  kMission,         // any mission (or location) meeting every constraint of the Placement
  kNamedHomeworld,  // a headquarters' homeworld, by title: "Seeds or plays on {Bajor}"
  kNamedLocation,   // a named mission: "Plays at {2267 Sherman's Planet}", "Seeds at {Bajor}"
  kRegion,          // any location of a region: "Seeds at a Bajor Region location"
};
std::string_view PlacementKindName(PlacementKind kind);  // "matching affiliation icon", ...

// One place a facility may be seeded or built. A facility lists its alternatives; a location
// qualifies for one when it meets every field that is set.
struct Placement {
  PlacementKind kind = PlacementKind::kMatchingAffiliationIcon;
  bool seed = true;      // this alternative applies when seeding
  bool build = true;     // ... and when building or playing
  std::string location;  // named kinds: the mission's title, braces removed ("Bajor")
  // "Bajor Region" (kRegion, or a constraint of kMission). A name before "mission" or
  // "location" names a region even without the word "Region": "a [FED] Sector 001 mission".
  std::string region;
  bool or_adjacent_to_region = false;  // "in (or adjacent to) the Nekrit Expanse Region"
  std::string except_region;           // "(except a Bajor Region location)"
  // Affiliation icons the mission must show, all of them ("[FED][S]" -> Federation). A text
  // offering a choice ("a [KAZ] or [NON] mission") gives one Placement per choice.
  uint32_t mission_icons = 0;
  bool no_affiliation_icons = false;  // "with no affiliation icons"
  bool universal_mission = false;     // "a % mission" (% is the universal icon in the export)
  bool space = false;                 // "[S] mission": space missions only
  bool planet = false;                // "planet mission": planet missions only
  // Outposts: never at a homeworld (000: "You may not seed or build any outpost at any
  // homeworld mission ... unless a card or rule specifies otherwise"); "non-homeworld".
  bool non_homeworld = false;
  std::optional<Quadrant> quadrant;  // "Gamma Quadrant mission", "[MQ] {2155 Earth}"
  bool completed_by_owner = false;   // "you completed", "your completed mission"
  std::string mission_keyword;       // "any nebula" -> "Nebula" (a mission keyword)
  // A condition kept as printed and not checked by these structs: "assimilated planet",
  // "2154", "if no {headquarters} there".
  std::string condition;
  std::string text;  // the wording this alternative came from
};

// The ENGINEER a player needs where an outpost is built: "build where you have a Federation
// ENGINEER" (000: "a compatible ENGINEER of the specified affiliation or species").
struct EngineerRequirement {
  bool required = false;
  bool any = false;                // "any ENGINEER"
  uint32_t affiliations = 0;       // of these affiliations (all of them): "Federation", "[Sta]"
  std::vector<std::string> icons;  // carrying these icons: "[KCA]" -> "KCA", "[DQ]" -> "DQ"
  std::string species;             // "Klaestron"
  std::string text;                // the qualifier as printed: "Non-Aligned [DQ]", "any"
};

// One kind of card named by a reporting wording, e.g. "MEDICAL-related Equipment cards".
struct ReportItem {
  enum class Kind { kPersonnel, kEquipment, kShip, kCard };
  Kind kind = Kind::kCard;
  std::string classification;  // personnel: "OFFICER", "V.I.P."; "" = any classification
  std::string related_to;      // equipment: "MEDICAL" for "MEDICAL-related Equipment cards"
  std::string named;           // a card named in braces: "I.P. Scanner", "any Garak"
  // Words that narrow the item and need the card's other facts or lore to check: "non-Borg",
  // "Obsidian Order", "[Holo]", "hand weapons", "Prylars". "" = nothing more.
  std::string qualifier;
  Compatibility compatibility = Compatibility::kNotRequired;
  std::string text;  // the item as printed
};
std::string_view ReportItemKindName(ReportItem::Kind kind);  // "personnel", "equipment", ...

// One "... may report here" wording.
struct ReportClause {
  std::vector<ReportItem> items;
  bool yours_only = false;        // "Your ...": only the facility owner's cards
  bool only = false;              // "Only ... may report here": no other cards may (a restriction)
  bool denied = false;            // "Does not allow ... to report": these items may not report
  bool for_free = false;          // "for free", "report for free here"
  bool once_each_turn = false;    // "Once each turn, ...", "(for free, once each turn)"
  bool download_instead = false;  // "(or download here in place of a normal card play; ...)"
  bool ignores_quadrant = false;  // "regardless of quadrant", "ignoring their [GQ] icon"
  std::string condition;          // "If unoccupied", "any player who doesn't control station ..."
  std::string text;               // the clause as printed
};

// Who may report cards aboard a facility (000: "You may report any compatible cards to your
// outpost"; "Headquarters cards allow both players to report any compatible cards"; "Stations
// do not allow reporting ... unless specified by game text on the station or its sites").
// A station without sites allows reporting only by a wording that lets cards report aboard it
// ("Your Son'a cards may report here"); "may be used by all players' compatible cards" and a
// free report for cards "reporting at this location" (Deep Space Station K-7) are not that
// (000: "Stations without sites (such as Colony and Deep Space Station K-7) do not allow cards
// to report unless the station itself has text explicitly allowing reporting").
struct FacilityReporting {
  Provision provision = Provision::kNo;
  // Both players, not only the owner: headquarters, "may be used by all players' compatible
  // cards", "Each player's ... cards may report".
  bool all_players = false;
  // What the facility itself asks of reporting cards. A Nor: kNotRequired (000: "Your cards
  // must be compatible with a facility (except a Nor)"); its site cards' wordings decide.
  Compatibility compatibility = Compatibility::kCompatible;
  uint32_t excluded_affiliations = 0;  // "non-Borg cards" -> Borg
  bool mix_aboard = false;             // "may report and mix aboard"
  std::vector<ReportClause> clauses;   // further wordings: grants and "Only"/"Does not allow"
  std::string basis;  // why: "outpost default", "headquarters default", or the wording
};

// What happens when a two-sided facility is commandeered (003, 004: commandeering; the
// affiliation becomes the commandeerer's whichever side shows).
struct FlipRule {
  bool two_sided = false;
  bool on_commandeer = false;  // flips when commandeered
  bool optional = false;       // "new controller may flip card over"
  // The flip depends on the commandeering personnel's affiliation: with `unless` false it
  // flips when the personnel is one of these ("who is [Baj] or [Fed]"), with `unless` true
  // when it is none of them ("who is not [Baj] or [Fed]"). 0 = any personnel.
  uint32_t commandeerer_affiliations = 0;
  bool unless = false;
  std::string on_first_flip;  // "When first flipped, ..." (Empok Nor's back), as printed
  // The title of the other side as it is commonly named, without " (back)" (see FaceTitle):
  // from the override table or the card's own title; "" if the text cannot tell. A pool's
  // ImageFile column is more exact: see OtherSideTitles.
  std::string other_side;
  std::string text;
};

// "{Ops} may only seed or play here if [TE] in gametext." on a Nor: which sites it takes.
struct SiteAllowance {
  std::string site;       // "Ops"
  std::string icon;       // a qualifier before the title: "[eDS9] {Ops}" -> "eDS9"
  bool allowed = true;    // false: "may not seed or play on this Nor"
  std::string condition;  // "[TE] in gametext"
  std::string text;
};

struct FacilityRules {
  // -- What it is
  FacilityKind kind = FacilityKind::kNone;  // from the Class column (CardFacts::facility_kind)
  // A station that is a Nor: "always used in conjunction with another card type, sites" (000).
  // A station whose title or lore names it a Nor (004: "'Any Nor' is any station identified
  // in its title or lore as a Nor (including Deep Space 9)"), or whose text places sites.
  bool nor = false;
  bool back_side = false;  // the title ends in "(back)": the card's reverse side

  // -- Seeding
  bool seedable = false;
  bool seed_one = false;  // "Seed one", "Seeds (limit one)": one copy per player
  SeedPhase seed_phase = SeedPhase::kNone;
  bool seeds_uncontrolled = false;  // "Seeds (uncontrolled)" (000: "Empok Nor seeds uncontrolled")

  // -- Building (play phase): "OR build", "Build", "Seeds or plays", "Plays at"
  bool buildable = false;
  EngineerRequirement engineer;

  // -- Where: the alternatives for seeding and building (see Placement)
  std::vector<Placement> placements;
  // In the planet rather than in space (000: "A few, such as headquarters, specify that they
  // are seeded or built on a planet"): headquarters, text placing it "on" a planet or named
  // mission, or text about personnel "inside" (Colony).
  bool on_planet = false;

  // -- Use
  // Outposts: yes (000: "All outposts allow ships to dock"). Planet facilities: no. A Nor: by
  // sites. Other stations: only by text ("Ships may dock and repair here").
  Provision docking = Provision::kNo;
  // Outposts: yes unless "Does not repair ships". A Nor: by sites (Docking Pylons). Others:
  // only by text (000: "No other facilities can make repairs unless specified").
  Provision repairs = Provision::kNo;
  FacilityReporting reporting;
  bool transporters = true;            // 000: "All facilities have transporters, unless ..."
  int shields_extension_percent = 50;  // 000: "the extension of 50% of the facility's SHIELDS"

  // -- Coexistence and copies
  bool nor_may_coexist = false;               // "A Nor may coexist here."
  std::vector<std::string> may_coexist_with;  // "May coexist with {Office of the Proconsul}."
  bool not_duplicatable = false;              // "(Not duplicatable.)"

  // -- Nors and commandeering
  FlipRule flip;
  std::string dilemmas_seed_beneath;  // Empok Nor: which dilemmas, as printed; "" = none
  // "may not be commandeered while dilemmas remain"
  bool commandeer_blocked_while_dilemmas = false;
  std::vector<SiteAllowance> site_allowances;

  // -- Informational (kept as printed)
  std::vector<std::string> free_plays;  // "Once per turn, one Founder ... may play for free here."
  std::vector<std::string> seeds_here;  // "You may seed one [Univ] {Husnock Ship} face up here."
  std::vector<std::string> downloads;   // "DL/ {Hirogen Hunt}" -> "{Hirogen Hunt}"
  std::vector<std::string> features;    // "Holodeck", "Brig", "Cloaking Device"
  std::vector<std::string> other_text;  // clauses with no rule word (see the file comment)

  // Clauses and missing essentials that could not be classified, each with its reason,
  // e.g. "unrecognized wording about reporting: 'Your ...'". Empty when fully classified.
  std::vector<std::string> unclassified;
  // The ids of the abilities (card_abilities.h) that read its clauses, in text order.
  std::vector<std::string_view> abilities;
};

// Derives the rules of a Facility card. For another card type the result has kind kNone and
// one unclassified reason ("not a facility").
FacilityRules DeriveFacilityRules(const CardFacts& card);

// ---- Sites ----------------------------------------------------------------------------------

// What a site allows ships (000: "Ships report docked at an appropriate docking site";
// "Damaged ships may be repaired by docking at an outpost or Docking Pylons site").
struct SiteDocking {
  bool dock = false;    // ships may dock and undock here: a docking site
  bool report = false;  // ships may report (docked) here
  bool repair = false;  // "may repair here"
  // "fewer than five staffing icons" -> 4; "no staffing requirements" -> 0; -1 = no limit.
  int max_staffing_icons = -1;
  std::string ships;      // which ships, as printed
  std::string condition;  // "if ship is compatible with station's affiliation OR ...", printed
  int capacity = 0;       // "Capacity: 6 ships." ; 0 = none stated
  std::vector<std::string> free_reports;  // "Freighters and transports report for free here."
  std::string text;
};

// "Ferengi ships may report, dock, undock and repair at this Nor.": a permission for the
// whole Nor, given by a site that is not itself a docking site.
struct NorShipRule {
  std::string ships;  // "Ferengi"
  bool report = false, dock = false, repair = false;
  std::string text;
};

struct SiteRules {
  // -- Where it goes: the "<Nor>: <section>" line
  bool any_nor = false;             // "Any Nor: ..." (004: any station named a Nor in title/lore)
  std::string nor_icon;             // "Any [MQ] Nor" -> "MQ"; "" = none
  std::vector<std::string> nors;    // "{Terok Nor} OR {Deep Space 9}: ..." -> both titles
  std::string section;              // "Ops Module", "Promenade", "Docking Ring", "Habitat Ring"
  bool innermost = false;           // "always the "innermost" site of any Nor"
  std::string must_be_adjacent_to;  // "must be placed adjacent to {Quark's Bar}" -> title

  // -- Ships
  SiteDocking docking;
  std::vector<NorShipRule> nor_ship_rules;

  // -- Reporting: each "... may report here" wording; empty = nothing may report here
  std::vector<ReportClause> reports;
  // "Matching OFFICER personnel may {file mission reports} here." -> "OFFICER"
  std::vector<std::string> files_mission_reports;
  // Abilities triggered when cards report elsewhere, as printed; they allow no reporting here:
  // "Once every turn, when a [DS9] personnel reports ... to another site on this Nor, that
  // personnel's owner may draw a card."
  std::vector<std::string> report_triggers;

  // -- Control
  bool commandeer = false;    // "... may commandeer station"
  std::string commandeer_by;  // "Computer Skill personnel unopposed here"
  bool ops_download = false;  // "download to an unopposed site on this station one card ..."
  // "Cards with same [KCA] or [TE] icon as this Nor are considered to match its affiliation".
  std::vector<std::string> match_affiliation_icons;

  std::vector<std::string> features;    // "Tractor Beam", "Brig", "Holodeck"
  std::vector<std::string> other_text;  // clauses with no rule word
  std::vector<std::string> unclassified;
  // The ids of the abilities (card_abilities.h) that read its clauses, in text order.
  std::vector<std::string_view> abilities;

  bool docking_site() const { return docking.dock; }
};

// Derives the rules of a Site card. For another card type the result has one unclassified
// reason ("not a site").
SiteRules DeriveSiteRules(const CardFacts& card);

// ---- Titles and two-sided cards -------------------------------------------------------------

// The title a side is commonly called by: without variant marks (see CardPool::Find) and
// without a trailing " (back)". "Deep Space 9 (back)" -> "Deep Space 9"; "Terok Nor (back)
// *VP" -> "Terok Nor".
std::string FaceTitle(std::string_view title);

// Every card of `pool` the title names, in pool order and each once: CardPool::FindAll(title)
// followed by CardPool::FindAll(title + " (back)"). So "Deep Space 9" finds Physical.csv's
// "Deep Space 9 (back)", and "Empok Nor" finds both of its sides.
std::vector<const CardFacts*> FindCardsByTitle(const CardPool& pool, std::string_view title);

// For each card of `pool` (parallel to pool.cards()), the exact title of its other side, or
// "" for a one-sided card. Read from the ImageFile column, which lists a two-sided card's own
// image first and its reverse second ("TerokNorDS9,DeepSpace9DS9"): the other side is the card
// whose first image is this card's second. Pools without that column give all "".
std::vector<std::string> OtherSideTitles(const CardPool& pool);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_CARD_TEXT_H_
