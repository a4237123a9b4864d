// Star Trek CCG First Edition card facts: the vocabulary of the card lists (types, quadrants,
// affiliations) and the facts the engine reads from one row of a list, read as card_pool.h's
// reading conventions say. Rules facts cited here: data/reference/stccg1e-base-rules.md sections
// 1, 4, 12 and data/rules/000_63f6709b3bd4740e.txt (facilities: "Equipment cards are native to
// all quadrants"; "Most outposts state 'seed one'").
#ifndef STARDATE_ENGINE_STCCG_CARD_FACTS_H_
#define STARDATE_ENGINE_STCCG_CARD_FACTS_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "format/status.h"

namespace stardate::engine::stccg {

// ---- Card vocabulary ------------------------------------------------------------------------

enum class CardType {
  kMission,
  kDilemma,
  kFacility,
  kSite,
  kPersonnel,
  kShip,
  kEquipment,
  kEvent,
  kInterrupt,
  kDoorway,
  kArtifact,
  kObjective,
  kIncident,
  kTactic,
  kTimeLocation,
  kTribble,
  kQArtifact,
  kOther,
};

// Events, incidents and objectives play on the table as the normal card play (a `plays` line's
// event play); interrupts and tactics do not.
inline bool PlaysAsEvent(CardType t) {
  return t == CardType::kEvent || t == CardType::kIncident || t == CardType::kObjective;
}

// A set of card types is a uint32_t with this bit of each type.
constexpr uint32_t CardTypeBit(CardType t) { return 1u << static_cast<uint32_t>(t); }

enum class Quadrant { kAlpha, kGamma, kDelta, kMirror };

enum class FacilityKind { kNone, kOutpost, kHeadquarters, kStation };

// Affiliation bits; a set of affiliations is a uint32_t. Bit order is fixed (it may appear in
// logs): never reorder, only append.
struct Affiliation {
  static constexpr uint32_t kFederation = 1u << 0;
  static constexpr uint32_t kKlingon = 1u << 1;
  static constexpr uint32_t kRomulan = 1u << 2;
  static constexpr uint32_t kCardassian = 1u << 3;
  static constexpr uint32_t kBajoran = 1u << 4;
  static constexpr uint32_t kDominion = 1u << 5;
  static constexpr uint32_t kFerengi = 1u << 6;
  static constexpr uint32_t kBorg = 1u << 7;
  static constexpr uint32_t kNonAligned = 1u << 8;
  static constexpr uint32_t kNeutral = 1u << 9;
  static constexpr uint32_t kKazon = 1u << 10;
  static constexpr uint32_t kVidiian = 1u << 11;
  static constexpr uint32_t kHirogen = 1u << 12;
  static constexpr uint32_t kStarfleet = 1u << 13;
  static constexpr uint32_t kVulcan = 1u << 14;
  static constexpr uint32_t kXindi = 1u << 15;
  static constexpr uint32_t kAll = (1u << 16) - 1;
};

// Reads an affiliation set from either form used by the CSV (case-insensitive):
//  * icon form, used by missions' Affil column: every "[XXX]" token, e.g. "[FED][ROM][KLI][CAR]",
//    "[BAJ]", "[DOM]", "[NON]" (also "[NA]"), "[Bor]", "[STA]", "[VUL]", "[XIN]"; any text
//    outside brackets (e.g. the "Klingon" of "Klingon[FED][KLI]") is ignored;
//  * word form, used for personnel, ships and facilities: names separated by '/', e.g.
//    "Federation", "Klingon/Federation", "Non-Aligned".
// The icon form applies when the text contains '['. Unknown names and icons (e.g. "[MQ]") are
// ignored; "" -> 0.
uint32_t ParseAffiliations(std::string_view text);

// "Federation/Klingon" (word names in bit order, '/'-separated); 0 -> "".
std::string AffiliationNames(uint32_t affiliations);
// True when `keyword` is one of the ';'-separated items of a Characteristics/Keywords text
// (case-insensitive, spaces around items ignored): HasKeyword("Jem'Hadar; Male;", "jem'hadar").
bool HasKeyword(std::string_view keywords, std::string_view keyword);

std::string_view CardTypeName(CardType type);      // "Mission", ..., "Q Artifact", "Other"
std::string_view QuadrantName(Quadrant quadrant);  // "Alpha", "Gamma", "Delta", "Mirror"

// ---- Card facts -----------------------------------------------------------------------------

// The rule changes a staple's text makes (one field per wording; defaults: no change).
struct StapleText {
  bool on_table = false;  // "Plays on table." (also "Seeds or plays on table.")
  // "In place of your normal card play, you may report for duty any number of Ship,
  // Personnel, and Equipment cards." (Red Alert!)
  bool reports_instead_of_card_play = false;
  // "Once each turn, your ... personnel ... may report (for free) aboard your matching
  // outpost." (Attention All Hands)
  bool free_report_each_turn = false;
  // A download the text allows without a special download icon: the type it takes
  // (kOther: any card), how many cards at most, and whether it is made once per game in place
  // of the normal card play (Attention All Hands, Assign Mission Specialists, Continuing
  // Mission). downloads == 0: none.
  CardType download_type = CardType::kOther;
  uint8_t downloads = 0;
  bool download_instead_of_card_play = false;
  // "Once each mission, your mission specialist may score 5 points" (the points, 0: none).
  uint8_t mission_specialist_points = 0;
  // "That player must draw one extra card at the end of each turn." (The Traveler)
  uint8_t extra_end_of_turn_draws = 0;
  // Cards drawn at once when the card resolves: "Choose any player to immediately draw three"
  // (any_player: the chooser names who; Kivas Fajo), "draw seven cards" (Handshake).
  uint8_t draws_now = 0;
  bool any_player_draws = false;
  // "Once each turn, when you play a [TNG] personnel ..., you may draw a card." (Continuing
  // Mission): a draw after a personnel reports.
  bool draw_after_personnel_report = false;
  // "All {Red Alert}, {Kivas Fajo - Collector} ... cards affect all players." (Mirror Image)
  std::vector<std::string> affects_all_players;
  // Discard pile back into the draw deck: "shuffle your discard pile into draw deck" (the whole
  // pile; Regenerate), "shuffle the bottom three personnel and/or ships from your discard pile
  // into your draw deck" (reshuffle_limit 3, of personnel and ships; Get It Done).
  bool reshuffles_discard_pile = false;
  uint8_t reshuffle_limit = 0;
  // The types (bit 1 << CardType) of its player's [AU] icon cards it lets enter play while it
  // is open on the table: "Door is now open, allowing your [AU] icon cards to enter play."
  // (Alternate Universe Door; every type), "You may play [AU] personnel and [Equipment]."
  // (Temporal Micro-Wormhole). 0: none.
  uint32_t au_types = 0;
  // "Once each turn, plays to take a card from your Q's Tent into your hand" (Q's Tent), and its
  // "Draw no cards this turn."
  bool takes_from_tent = false;
  bool take_ends_draws = false;
};

struct CardFacts {
  // Columns verbatim. (CSV column in parentheses where the name differs.)
  std::string title;  // (Name) as written, including variant marks like "Hajur*"
  std::string set, release, info, property, uniqueness;
  std::string type_text;   // (Type)
  std::string class_text;  // (Class)
  std::string affil_text;  // (Affil)
  std::string icons;       // (Icons) e.g. "[Cmd][GQ][KW]"
  std::string staffing;    // (Staff) e.g. "[Cmd][Stf] "
  std::string keywords;    // (Characteristics/ Keywords) e.g. "Homeworld; Bajor Region;"
  std::string requires_text, persona, command, reports, names;  // optional columns; "" if absent
  std::string text, lore, region;
  std::string image_file;  // (ImageFile) optional; a two-sided card lists both images
  // Missions: the CSV has no separate requirements column; the Text column holds the
  // requirements followed by any game text, so this equals `text` for missions and is "" else.
  std::string mission_requirements;
  std::string int_rng_text, cun_wpn_text, str_shd_text, points_text, span_text;

  CardType type = CardType::kOther;
  // Personnel, ships, facilities: the word-form Affil. Missions: the icons of the affiliations
  // that may attempt it (a homeworld shows an enemy's icon). 0 when the mission's Affil column
  // is prose ("Any Away Team may attempt mission.", "Any non-Dominion Away Team ..."): see
  // any_affiliation_may_attempt and affil_text.
  uint32_t affiliations = 0;
  // Missions whose Affil is prose starting "Any" and containing "may attempt". Restrictions in
  // that prose ("non-Dominion", "except [Bor]", "[MQ] crew") are left to the rules, which read
  // affil_text.
  bool any_affiliation_may_attempt = false;

  // Missions and time locations: the Quadrant column (blank -> Alpha). Other cards: their
  // native quadrant from Icons: "[GQ]" Gamma, "[DQ]" Delta, "[MU]" or "[MQ]" Mirror, else
  // Alpha. ("[AU]" is the Alternate Universe icon, not a quadrant.) For equipment see
  // native_everywhere; its quadrant is Alpha and carries no meaning.
  Quadrant quadrant = Quadrant::kAlpha;
  // Equipment: "Equipment cards are native to all quadrants" (000_63f6709b3bd4740e.txt).
  bool native_everywhere = false;

  // Missions and dilemmas (Mission/ Dilemma Type): [P] planet, [S] space; "[S/P]" or "[S][P]"
  // set both.
  bool planet_mission = false;
  bool space_mission = false;
  bool homeworld = false;  // "Homeworld" is one of the ';'-separated keywords
  // Read once here because the white-deprivation rules ask at every turn start (003):
  bool white_icon = false;      // personnel whose Icons hold the Ketracel-White icon "[KW]"
  bool ketracel_white = false;  // equipment whose title holds "Ketracel-White" (004 "any")
  // and Ketracel-White's countdown, counted at every turn end (engine/stccg/stccg_countdown.cc):
  int countdown = 0;  // the countdown icon's number, "[3]" among the Icons; 0: none
  bool resets_white_countdowns = false;  // "Resets countdowns of {Ketracel-White} aboard"
  bool white_stays_on_planet = false;    // "{Ketracel-White} on planet does not count down"
  int span = 0, points = 0;              // missions

  // Ships: RANGE/WEAPONS/SHIELDS from Int/Rng, Cun/Wpn, Str/Shd. Facilities: weapons from
  // Cun/Wpn, shields from Str/Shd (range from Int/Rng, blank in practice).
  int range = 0, weapons = 0, shields = 0;
  int integrity = 0, cunning = 0, strength = 0;  // personnel

  // Facilities only (false / kNone for every other type):
  FacilityKind facility_kind = FacilityKind::kNone;  // Class "Outpost", "Headquarters", "Station"
  bool seed_one = false;                             // Text has "Seed one"
  // Text has a sentence starting "Seed"/"Seeds": "Seed one", "Seeds at", "Seeds or plays on",
  // "Seeds (uncontrolled)", "Seed at", "Seeds on".
  bool seedable = false;
  // Text allows play-phase placement: "build" as a word ("OR build", "Build on", "Build
  // where"), "plays at" or "plays on" ("Seeds or plays on" headquarters, "Plays at" stations).
  bool buildable = false;

  bool universal = false;         // Uniqueness "univ" (the diamond mark); titles carry no mark
  bool not_duplicatable = false;  // Text has "Not duplicatable" (any type)

  // What the text of a staple of real decks changes in the rules of turn, draw, report and
  // download (engine/stccg/staple_abilities.cc reads it from any card that prints the wording).
  StapleText staple;

  std::string location;  // missions: set only by CardPool::ApplyLocations, else ""

  std::string csv_row;   // the source record verbatim (no line terminator)
  int source_line = 0;   // 1-based line of the source where the record starts
  int source_index = 0;  // the list the row came from: CardPool::sources()[source_index]
};

// Derives the facts of a card from its columns, once the verbatim columns of `f` are set (and
// before its location, source line and index): type, affiliations, quadrant, numbers, icons,
// facility kind and the abilities of its Text (card_abilities.h). `mission_type` and `quadrant`
// are the "Mission/ Dilemma Type" and Quadrant columns, which CardFacts keeps only as facts.
// InvalidArgument for a Quadrant or a number card_pool.h's grammar cannot read, its message
// `error_prefix` followed by e.g. "column 'Str/Shd': cannot read 'ten' as a number"; `f` is
// then partly derived.
Status DeriveCardFacts(std::string_view mission_type, std::string_view quadrant,
                       const std::string& error_prefix, CardFacts* f);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_CARD_FACTS_H_
