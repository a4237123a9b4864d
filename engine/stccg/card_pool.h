// Star Trek CCG First Edition card pool: card facts read from one or more trekcc-style CSVs.
//
// Source format: the community card export kept in trekcc-ops/gemp-stccg (Physical.csv,
// Virtual.csv; see data/README.md). One header row names the columns; columns are found by
// NAME, so extra columns (e.g. selected_cards.csv's "Set id") are ignored and column order does
// not matter. The facts read from each row, and the vocabulary they use: card_facts.h.
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

#include <functional>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_facts.h"
#include "format/status.h"

namespace stardate::engine::stccg {

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
