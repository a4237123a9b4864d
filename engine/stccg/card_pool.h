// Star Trek CCG First Edition card pool: card facts read from one or more trekcc-style CSVs.
//
// Source format: the community card export kept in trekcc-ops/gemp-stccg (Physical.csv,
// Virtual.csv; see data/README.md). One header row names the columns; columns are found by
// NAME, so extra columns (e.g. selected_cards.csv's "Set id") are ignored and column order does
// not matter. Rules facts cited here: data/reference/stccg1e-base-rules.md sections 1, 4, 12
// and data/rules/000_63f6709b3bd4740e.txt (facilities: "Equipment cards are native to all
// quadrants"; "Most outposts state 'seed one'").
//
// Reading conventions (the contract every caller may rely on):
//  * Numbers (Int/Rng, Cun/Wpn, Str/Shd for personnel, ships and facilities; Span and Points
//    for missions) are read as: blank, "*", "?", "X", "Q" and "NO" -> 0 (unknown, variable or
//    none); otherwise a sum of terms joined by '+' or '-', each term digits or a multiple of X
//    ("X", "10X"), with X counted as 0, and an optional trailing '*' (a bonus condition stated
//    in the game text). So "8+8" (two-personnel cards) -> 16, "5+X" -> 5, "8-X" -> 8,
//    "30*" -> 30, "10X" -> 0, "-1" -> -1. Anything else is an error naming line and column.
//    The raw column text is kept in the *_text fields. Numeric columns of other card types
//    (tactics, dilemmas, events, ...) are kept as text only and never rejected.
//  * Type: unknown values (e.g. "Q Event", "Trouble", "Damage Marker") map to kOther; the
//    original is in type_text.
//  * Rows with the same title and the same Text are one card (reprints, e.g. Physical.csv's
//    "Weyoun" in releases dom and Ref): the first row is kept. Rows with the same title and a
//    different Text are separate cards; Find() returns the first, FindAll() all of them.
//  * Several lists (e.g. Physical.csv then Virtual.csv) are read in the order given, as if
//    they were one list: the two rules above apply across lists too, so a card in both lists
//    with the same text is kept from the first list, and a title whose text differs between
//    them names the first list's card. Each list has its own header row.
//  * A blank line is skipped. A row with a blank Name is an error.
#ifndef STARDATE_ENGINE_STCCG_CARD_POOL_H_
#define STARDATE_ENGINE_STCCG_CARD_POOL_H_

#include <cstdint>
#include <functional>
#include <map>
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

  std::string location;  // missions: set only by CardPool::ApplyLocations, else ""

  std::string csv_row;   // the source record verbatim (no line terminator)
  int source_line = 0;   // 1-based line of the source where the record starts
  int source_index = 0;  // the list the row came from: CardPool::sources()[source_index]
};

// ---- Card pool ------------------------------------------------------------------------------

// One card list to read: its CSV text and the name its errors and sources give it.
struct CardListText {
  std::string_view text;
  std::string name;
};

// What ApplyLocations() does with a Name that finds no mission of the pool.
enum class UnknownMissions {
  kError,  // a locations file made for this pool: the row is a mistake
  kSkip,   // the shipped locations, applied to whatever pool is read
};

class CardPool {
 public:
  // One list the pool was read from.
  struct Source {
    std::string name;        // as given, e.g. the path
    std::string header_row;  // verbatim, without a UTF-8 byte order mark or line terminator
  };

  // Reads and parses the file at `path`. Errors name the file (as given) and the line:
  // IoError if it cannot be read, InvalidArgument for malformed content (see Parse).
  static Result<CardPool> LoadFile(const std::string& path);
  // Reads several files into one pool, in the order given (see "Several lists" above).
  // InvalidArgument if `paths` is empty.
  static Result<CardPool> LoadFiles(const std::vector<std::string>& paths);

  // Parses CSV text; `source_name` prefixes every error message, e.g.
  //   "cards.csv: line 1: missing column 'Type'"
  //   "cards.csv: line 9: expected 28 fields, found 27"
  //   "cards.csv: line 4: column 'Str/Shd': cannot read 'ten' as a number"
  //   "cards.csv: line 7: unterminated quoted field"
  // Required columns: Name, Set, Release, Info, Property, Uniqueness, Type,
  // "Mission/ Dilemma Type", Affil, Class, Int/Rng, Cun/Wpn, Str/Shd, Points, Region, Quadrant,
  // Span, Icons, Staff, "Characteristics/ Keywords", Lore, Text. Optional: Requires, Persona,
  // Command, Reports, Names, ImageFile. Others are ignored.
  static Result<CardPool> Parse(std::string_view csv_text, const std::string& source_name);
  // Parses several lists into one pool, in order. InvalidArgument if `lists` is empty.
  static Result<CardPool> ParseLists(const std::vector<CardListText>& lists);

  // The default pool: the card lists built into the program (data/stccg1e/Physical.csv, then
  // Virtual.csv; see data/README.md) with the shipped mission locations applied. Read once,
  // on the first call, and kept for the life of the program; an error here means the program
  // was built from damaged data.
  static const Result<CardPool>& Shipped();

  // Title lookup. An exact title match wins. Failing that, titles are compared with their
  // variant marks removed (a trailing " *VP" and trailing '*'s, e.g. "H.M.S. Bounty*" ->
  // "H.M.S. Bounty"), on both sides. Returns nullptr / {} if nothing matches. Pointers stay
  // valid for the life of this pool (it is immutable after loading, except ApplyLocations).
  const CardFacts* Find(std::string_view title) const;
  std::vector<const CardFacts*> FindAll(std::string_view title) const;  // in source order

  const std::vector<CardFacts>& cards() const { return cards_; }  // in source order
  int row_count() const { return row_count_; }  // data rows read, including merged reprints
  const std::vector<Source>& sources() const { return sources_; }  // in reading order
  const Source& source_of(const CardFacts& card) const {
    return sources_[static_cast<size_t>(card.source_index)];
  }
  // The first list's header row.
  const std::string& header_row() const { return sources_.front().header_row; }
  // The lists' names joined by ", ".
  const std::string& source_name() const { return source_name_; }

  // A CSV text that Parse() reads back to the same facts (except source_line, source_index
  // and, for rows written anew, csv_row): a header row, then the rows of the given titles in
  // the given order, each card once. A title matching several cards (FindAll) contributes all
  // of them. Titles that match nothing are skipped: check them with Find() first. When every
  // row comes from lists with the same header row, the rows are verbatim under that header
  // (the first list's header when there are none); otherwise the header has every column of
  // those lists, in the lists' order, and each row is written anew under it. Lines end with
  // LF; no byte order mark.
  std::string SubsetCsv(const std::vector<std::string>& titles) const;

  // Sets CardFacts::location from a CSV with columns Name and location (others ignored), e.g.
  // data/stccg1e/locations.csv. With UnknownMissions::kError every Name must Find() a
  // mission of this pool. On error the pool is unchanged. Locations are not part of
  // SubsetCsv().
  Status ApplyLocations(std::string_view csv_text, const std::string& source_name,
                        UnknownMissions unknown = UnknownMissions::kError);

 private:
  Status AddList(std::string_view csv_text, const std::string& source_name);
  std::vector<size_t> Lookup(std::string_view title) const;

  std::vector<Source> sources_;
  std::string source_name_;
  std::vector<CardFacts> cards_;
  int row_count_ = 0;
  std::map<std::string, std::vector<size_t>, std::less<>> by_title_;
  std::map<std::string, std::vector<size_t>, std::less<>> by_base_title_;
};

// The header a log keeps for mission locations: "Name,location" and the rows of the shipped
// locations (data/stccg1e/locations.csv) whose Name is one of `titles`, in that file's order.
// Just the header line if none is.
Result<std::string> ShippedLocationsCsv(const std::vector<std::string>& titles);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_CARD_POOL_H_
