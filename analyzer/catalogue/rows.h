// A GameRecord as table rows: the one place, besides schema.cc, that knows the order of every
// table's columns. Each store writes rows its own way behind RowWriter.
#ifndef STARDATE_ANALYZER_CATALOGUE_ROWS_H_
#define STARDATE_ANALYZER_CATALOGUE_ROWS_H_

#include <cstdint>
#include <string>

#include "analyzer/catalogue/game_record.h"

namespace stardate::analyzer::catalogue {

class RowWriter {
 public:
  virtual ~RowWriter() = default;
  // A row of table `table` (its index in Tables()) begins.
  virtual void Begin(size_t table) = 0;
  // The next column's value. A text must stay valid until End() returns.
  virtual void Int(int64_t v) = 0;
  virtual void Text(const std::string& v) = 0;
  // The row is complete. False stops the walk (the writer keeps its error).
  virtual bool End() = 0;
};

// Writes every row of game `id` to `out`, table by table in Tables() order (games, game_meta,
// players, facts, cards, findings), each row's values in the schema's column order. False when
// out->End() stopped it.
bool WriteRows(int64_t id, const GameRecord& record, RowWriter* out);

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_ROWS_H_
