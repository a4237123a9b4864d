// Star Trek CCG 1E deck files: the decklists players hand in, read and resolved against a card
// pool. The layout, the title conventions and the choices made here are described in
// docs/deck-files.md.
//
// Two layouts, told apart line by line (so a file may mix them):
//  * LackeyCCG 1E (the community plugin's deck files): `COUNT<TAB>TITLE` lines, the draw deck
//    first without a heading, then headings on their own line: `Missions:`, `Seed+Dil:`,
//    `QsTent:` (the Q's Tent side deck), `Aside:` or `Outside:` (cards kept outside the game,
//    not part of the deck). Headings are matched without regard to case.
//  * Plain text: `COUNT TITLE` (spaces), the same headings. A count may be written `2x`.
// Lines end with CR LF, LF or a lone CR; a UTF-8 byte order mark is skipped; blank lines and lines
// starting with '#' are skipped.
//
// Title resolution (ResolveDeckTitle) follows the plugin's naming, in this order:
//  1. the title as the card list writes it, compared without case, with typographic quotes read
//     as ASCII ones and runs of spaces as one ("MAGLOCK", `STUDY "HOLE IN SPACE"`, "Kira**",
//     "Miral Paris*": the card list's own '*'s tell versions of one card apart);
//  2. a version marker `TITLE *CODE`: the card titled TITLE, or TITLE with a parenthesised
//     subtitle ("Mr. Scott (The Motion Pictures)"), whose Release column is CODE ("Mr. Scott
//     *TMP" -> release tmp, "I.K.C. Qam-chee *CoC" -> release coc);
//  3. trailing '*'s that no card of the list carries are dropped ("EXPLORE BLACK CLUSTER II*");
//  4. a parenthesised subtitle that no card's title carries is dropped, with a note ("Maglock
//     (Homefront)" -> "Maglock": the card list keeps a reprint under the card's title).
// A leading '%' is the plugin's mark of a universal card (the card export's diamond): it is
// dropped before resolving, and a note says so when the card list does not mark the card
// universal. Second Edition rows (a Set starting "ban_2E", a title with the word "2E") are
// never a 1E deck's card.
#ifndef STARDATE_ENGINE_STCCG_DECK_FILE_H_
#define STARDATE_ENGINE_STCCG_DECK_FILE_H_

#include <cstddef>
#include <functional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/stccg_setup.h"
#include "format/status.h"

namespace stardate::engine::stccg {

// ---- Layout ---------------------------------------------------------------------------------

enum class DeckFileSection {
  kDraw,      // no heading: the draw deck
  kMissions,  // "Missions:"
  kSeed,      // "Seed+Dil:": dilemmas, artifacts, facilities, seeded incidents, doorways
  kQsTent,    // "QsTent:": the Q's Tent side deck
  kAside,     // "Aside:" or "Outside:": outside the game, not part of the deck
};

// "draw deck", "missions", "seed cards", "Q's Tent", "set aside".
std::string_view DeckFileSectionName(DeckFileSection section);
// "draw", "missions", "seed", "qs-tent", "aside" (JSON keys).
std::string_view DeckFileSectionKey(DeckFileSection section);

// Limits a deck file is read under (untrusted input). A file beyond one is refused with an error
// naming the limit.
struct DeckFileLimits {
  size_t max_bytes = 1u << 20;   // the whole file
  size_t max_line_length = 512;  // bytes, without the line end
  int max_lines = 5000;          // lines, blank ones included
  int max_count = 99;            // copies on one line
};

// One card line as written.
struct DeckFileLine {
  int line = 0;  // 1-based
  DeckFileSection section = DeckFileSection::kDraw;
  int count = 0;
  std::string written;  // the title as written, without the spaces around it
  bool operator==(const DeckFileLine&) const = default;
};

struct DeckFile {
  std::string name;                 // as given; prefixes every error
  bool lackey = false;              // at least one COUNT<TAB>TITLE line (else plain text)
  std::vector<DeckFileLine> lines;  // in file order
};

// Reads the layout of `text` (no titles are resolved). Errors are InvalidArgument, prefixed
// "NAME: line N: ", saying what was expected and what was found, e.g.
//   "alice.txt: line 31: unknown heading 'Sideboard:'; expected one of Missions:, Seed+Dil:,
//    QsTent:, Aside:, Outside:"
//   "alice.txt: line 4: expected a count from 1 to 99 before the title, found '0'"
//   "alice.txt: line 7: line is 600 bytes long; the limit is 512"
Result<DeckFile> ParseDeckFile(std::string_view text, const std::string& name,
                               const DeckFileLimits& limits = {});
// Reads the file at `path` (named as given) and parses it. IoError if it cannot be read;
// InvalidArgument, before reading it whole, if it is larger than `limits.max_bytes`.
Result<DeckFile> ReadDeckFile(const std::string& path, const DeckFileLimits& limits = {});

// ---- Titles ---------------------------------------------------------------------------------

// How a written title found its card.
enum class TitleMatch {
  kTitle,            // step 1: the card list's title (case, quotes and spaces aside)
  kVersionMarker,    // step 2: `TITLE *CODE`, CODE a Release
  kTrailingStars,    // step 3: trailing '*'s dropped
  kSubtitleDropped,  // step 4: "(SUBTITLE)" dropped
};

struct TitleResolution {
  const CardFacts* card = nullptr;  // the row that matched; its title is the deck's card
  TitleMatch match = TitleMatch::kTitle;
  std::vector<std::string> notes;  // e.g. "'%' marks a universal card; ... is not universal"
};

// The 1E cards of a pool indexed for resolving titles. `pool` must outlive it.
class DeckTitles {
 public:
  explicit DeckTitles(const CardPool& pool);

  // Resolves one title as written (see the file comment). Errors (InvalidArgument, no prefix):
  //   "no card titled 'Jadiza Dax'; nearest: 'Jadzia Dax', ..." (or "; no close title")
  //   "'Jadzia Dax *VP' names several cards: 'Jadzia Dax (Blaze of Glory) *VP' (release VP), ..."
  //   "'Kira Nerys 2E (Rescuer)' is a Second Edition card, never part of a 1E deck"
  // With `suggest` false the not-found error names no nearest titles (they cost a pass over
  // the pool, which a file of thousands of unknown titles must not multiply).
  Result<TitleResolution> Resolve(std::string_view written, bool suggest = true) const;

  // Second Edition rows are excluded from every lookup.
  static bool IsSecondEdition(const CardFacts& card);

 private:
  std::vector<const CardFacts*> Exact(std::string_view title) const;
  std::string NotFound(std::string_view written, std::string_view title, bool suggest) const;
  // Up to five distinct titles, in pool order, whose lower-cased title contains the lower-cased
  // face of `query` (card_book's Suggestions(), from the lowered text built once).
  std::vector<std::string_view> Containing(std::string_view query) const;

  const CardPool* pool_;
  // DeckTitleKey of each 1E card's title, and of its title without the version (subtitle,
  // " *VP" and '*'s dropped); cards of one key in pool order.
  std::multimap<std::string, const CardFacts*, std::less<>> by_title_, by_base_;
  std::set<std::string, std::less<>> second_edition_;  // keys of Second Edition titles
  // Every distinct title in pool order, lower-cased and laid end to end in `lowered_`, so that a
  // suggestion is one substring search instead of a lower-cased copy of every title.
  std::string lowered_;
  std::vector<size_t> lowered_start_;            // where each title begins in `lowered_`
  std::vector<std::string_view> lowered_title_;  // the title as the card list writes it
};

// The comparison key of a title: ASCII lower case, typographic quotes as ASCII, one space.
std::string DeckTitleKey(std::string_view title);

// ---- Resolved decks -------------------------------------------------------------------------

struct ResolvedDeckLine {
  DeckFileLine line;
  TitleResolution resolution;
};

struct UnresolvedDeckLine {
  DeckFileLine line;
  std::string message;  // "NAME: line N: <what Resolve said>"
};

struct ResolvedDeck {
  std::string name;
  bool lackey = false;
  std::vector<ResolvedDeckLine> lines;         // the lines that resolved, in file order
  std::vector<UnresolvedDeckLine> unresolved;  // the others, in file order

  bool complete() const { return unresolved.empty(); }
  // Copies in a section (0 for an empty one).
  int CountIn(DeckFileSection section) const;
};

// Resolves every line of `file`; lines that do not resolve are collected, not fatal. The first
// kSuggestedLines unresolved lines get the nearest titles.
inline constexpr int kSuggestedLines = 50;
ResolvedDeck ResolveDeck(const DeckFile& file, const DeckTitles& titles);

// A card of a section and its copies, as a script header needs it.
struct DeckCardCount {
  std::string title;  // the card list's title
  int count = 0;
  int line = 0;  // of the deck file
  bool operator==(const DeckCardCount&) const = default;
};
// The cards of one section in file order, one entry per line.
std::vector<DeckCardCount> SectionCards(const ResolvedDeck& deck, DeckFileSection section);

// A player's deck from a deck file, for a script header (`player Alice deck "alice.txt"`): reads
// `path`, resolves every title against `pool`, and returns the seed deck (missions and seed
// cards), the draw deck and the Q's Tent side deck (kTent) as engine deck lines, in file order.
// The cards set aside are not among them (SectionCards gives them). Errors name the file and line:
// the first layout error, or every unresolved line, one a line.
Result<std::vector<DeckLine>> LoadDeckLines(const std::string& path, const CardPool& pool);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_DECK_FILE_H_
