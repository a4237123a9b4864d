// Running totals the index keeps beside the rows, so that the unfiltered reports of a catalogue
// of a million games read a few thousand summary rows instead of tens of millions of card,
// fact and player rows.
//
// The totals count what the reports count by default: every game but forks, damaged games
// included; those of the faction and station reports the games of the modules declaring their
// facts (game_reports.h), as those reports select them. Each store adds a batch's totals in the
// same write as the batch's rows (SQLite: the same transaction, one upsert per key; ClickHouse:
// SummingMergeTree tables, written before the games, summed again by every query), so a catalogue's
// totals always match its rows. A report with a filter, or with forks included, reads the rows as
// before.
#ifndef STARDATE_ANALYZER_CATALOGUE_TOTALS_H_
#define STARDATE_ANALYZER_CATALOGUE_TOTALS_H_

#include <array>
#include <functional>
#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analyzer/catalogue/game_record.h"
#include "analyzer/catalogue/schema.h"
#include "analyzer/catalogue/store.h"

namespace stardate::analyzer::catalogue {

// One batch's totals, keyed as the tables are.
class Totals {
 public:
  // Counts the game's rows (nothing for a fork).
  void Add(const GameRecord& record);
  bool empty() const;
  void clear();
  // Every row of table `table` (its index in TotalsTables()): key texts, then counts.
  void ForEachRow(size_t table,
                  const std::function<void(const std::vector<std::string>& keys,
                                           const std::vector<int64_t>& counts)>& fn) const;

 private:
  using Key = std::vector<std::string>;
  std::array<std::map<Key, std::vector<int64_t>>, 10> tables_;  // as TotalsTables()
  std::vector<int64_t>& Row(size_t table, Key key);
};

// The query that gives report `report` from the totals with the same columns, order and limit
// as `query`, the report's query over the rows (its ORDER BY clause and anything after it are
// kept); "" for a report the totals do not serve.
std::string TotalsQuery(std::string_view report, const std::string& query, Dialect dialect);

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_TOTALS_H_
