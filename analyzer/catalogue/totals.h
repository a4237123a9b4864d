// Running totals the index keeps beside the rows, so that the unfiltered reports of a catalogue
// of a million games read a few thousand summary rows instead of a million game rows and tens of
// millions of card, fact and player rows.
//
// The totals count what the reports count by default: every game but forks, damaged games
// included; those of the faction and station reports the games of the modules declaring their
// facts (game_reports.h), as those reports select them. Each store adds a batch's totals in the
// same write as the batch's rows (SQLite: the same transaction, one upsert per key; ClickHouse:
// SummingMergeTree tables, written before the games, summed again by every query), so a catalogue's
// totals always match its rows. A report with a filter, or with forks included, reads the rows as
// before.
//
// Beside the sums, `rule_examples` keeps each rule's example games, the kRuleExamples lowest ids
// of the games that broke it (with the game's findings of the rule): a batch writes its own
// lowest; SQLite then deletes all but the rule's lowest, ClickHouse keeps every batch's and
// RuleExamplesQuery picks the lowest. The lowest of the union of every batch's lowest are the
// lowest of all.
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

// Example games a rule report prints per rule.
inline constexpr size_t kRuleExamples = 3;
// The index of `rule_examples` in TotalsTables(): key (rule, game), then the game's findings of
// the rule.
inline constexpr size_t kRuleExamplesTable = 12;

// One batch's totals, keyed as the tables are.
class Totals {
 public:
  // Counts the rows of game `id` (nothing for a fork).
  void Add(int64_t id, const GameRecord& record);
  bool empty() const;
  void clear();
  // Every row of table `table` (its index in TotalsTables()): key texts, then counts.
  void ForEachRow(size_t table,
                  const std::function<void(const std::vector<std::string>& keys,
                                           const std::vector<int64_t>& counts)>& fn) const;

 private:
  using Key = std::vector<std::string>;
  std::array<std::map<Key, std::vector<int64_t>>, kRuleExamplesTable> tables_;  // the sums
  // rule -> the batch's lowest game ids of the rule (at most kRuleExamples), with their findings.
  std::map<std::string, std::map<int64_t, int64_t>> examples_;
  std::vector<int64_t>& Row(size_t table, Key key);
};

// The query that gives report `report` from the totals with the same columns, order and limit
// as `query`, the report's query over the rows (its ORDER BY clause and anything after it are
// kept); "" for a report the totals do not serve.
std::string TotalsQuery(std::string_view report, const std::string& query, Dialect dialect);

// The example games of every rule from `rule_examples`: (rule, path) rows, each rule's
// kRuleExamples lowest game ids in id order, the rules in name order.
std::string RuleExamplesQuery(Dialect dialect);

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_TOTALS_H_
