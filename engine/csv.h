// A small RFC 4180 CSV reader for card data.
//
// Grammar (RFC 4180, with the tolerances card exports need):
//   file    := [BOM] [record (EOL record)*] [EOL]
//   record  := field (',' field)*
//   field   := quoted | bare
//   quoted  := '"' (any char except '"' | '""')* '"'     -- may contain ',', CR and LF
//   bare    := (any char except ',', '"', CR, LF)*
//   EOL     := LF | CR LF
// A leading UTF-8 byte order mark (EF BB BF) is skipped. A terminator at the very end of the
// text does not start an empty record. An empty line is a record of one empty field (callers
// decide whether to skip it). A CR not followed by LF is ordinary data.
//
// Errors are Status::InvalidArgument with the source name and the 1-based line, e.g.
//   "cards.csv: line 12: unterminated quoted field"
//   "cards.csv: line 3: unexpected 'x' after closing quote"
//   "cards.csv: line 7: quote inside unquoted field"
// Fields are bytes: the reader does not validate UTF-8.
//
// Card lists come from users, so the reader has limits far above any real list (the built-in
// lists: 3,397 rows of 28 fields, none over 600 bytes) and far below what would exhaust the
// machine; passing one is an InvalidArgument naming it, e.g.
//   "cards.csv: line 100002: more than 100000 records, the most a card list may hold"
#ifndef STARDATE_ENGINE_CSV_H_
#define STARDATE_ENGINE_CSV_H_

#include <string>
#include <string_view>
#include <vector>

#include "format/status.h"

namespace stardate::engine {

inline constexpr size_t kMaxCsvFileBytes = size_t{32} << 20;
inline constexpr size_t kMaxCsvRecords = 100000;
inline constexpr size_t kMaxCsvFields = 1024;  // per record
inline constexpr size_t kMaxCsvFieldBytes = size_t{64} << 10;

struct CsvRecord {
  std::vector<std::string> fields;  // unquoted field values
  std::string raw;                  // the record's source text, verbatim, without its EOL
  int line = 0;                     // 1-based line on which the record starts
};

// Reads records one at a time from `text`.
// `text` must remain live while this reader is in use. After an error, Next() keeps
// returning the same error.
class CsvReader {
 public:
  CsvReader(std::string_view text, std::string source_name);

  // Reads the next record into *record. @return true if a record was read, false at the end
  // of the text, or an InvalidArgument status (then *record is unspecified).
  Result<bool> Next(CsvRecord* record);

  const std::string& source_name() const { return source_name_; }

 private:
  Status Error(int line, const std::string& what) const;

  std::string_view text_;
  std::string source_name_;
  size_t pos_ = 0;
  int line_ = 1;
  size_t records_ = 0;
  Status error_;
};

// Reads every record of `text` (see CsvReader).
Result<std::vector<CsvRecord>> ParseCsv(std::string_view text, const std::string& source_name);

// The text of the file at `path`, read no further than kMaxCsvFileBytes: IoError when it cannot
// be opened or read, InvalidArgument naming the limit when it is larger (a device such as
// /dev/zero included) or is a folder.
Result<std::string> ReadCsvFile(const std::string& path);

// Returns `field` as a CSV field: verbatim if it has no ',', '"', CR or LF and no leading or
// trailing space; otherwise quoted with inner quotes doubled.
std::string CsvQuote(std::string_view field);

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_CSV_H_
