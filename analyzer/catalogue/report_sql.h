// What the canned reports share (analyzer/catalogue/reports.cc and the reports of each game's
// own facts): the SQL where SQLite and ClickHouse differ, the conditions `--where` makes, the
// cells of a result, and a context that runs a report's query over the selected games.
#ifndef STARDATE_ANALYZER_CATALOGUE_REPORT_SQL_H_
#define STARDATE_ANALYZER_CATALOGUE_REPORT_SQL_H_

#include <initializer_list>
#include <string>
#include <vector>

#include "analyzer/catalogue/reports.h"
#include "analyzer/catalogue/store.h"
#include "format/status.h"

namespace stardate::analyzer::catalogue {

// The SQL each store needs where the two differ.
class Sql {
 public:
  explicit Sql(Dialect d) : d_(d) {}
  std::string Quote(const std::string& v) const {
    std::string out = "'";
    for (char c : v) {
      if (c == '\'')
        out += d_ == Dialect::kSqlite ? "''" : "\\'";
      else if (c == '\\' && d_ == Dialect::kClickHouse)
        out += "\\\\";
      else
        out += c;
    }
    return out + "'";
  }
  // Membership in a subquery over a distributed table needs GLOBAL in ClickHouse.
  const char* In() const { return d_ == Dialect::kSqlite ? " IN " : " GLOBAL IN "; }
  const char* NotIn() const { return d_ == Dialect::kSqlite ? " NOT IN " : " GLOBAL NOT IN "; }
  std::string IntDiv(const std::string& x, int n) const {
    return d_ == Dialect::kSqlite ? "(" + x + " / " + std::to_string(n) + ")"
                                  : "intDiv(" + x + ", " + std::to_string(n) + ")";
  }
  // The sum of a `facts` row's count where its fact is `id`.
  std::string SumFact(const std::string& id) const {
    return d_ == Dialect::kSqlite ? "sum(CASE WHEN fact = " + Quote(id) + " THEN count ELSE 0 END)"
                                  : "sumIf(count, fact = " + Quote(id) + ")";
  }
  // The least non-empty `date` of a group, '' when none has one.
  std::string MinDate() const {
    return d_ == Dialect::kSqlite ? "coalesce(min(nullif(date, '')), '')"
                                  : "minIf(date, date != '')";
  }
  // A LEFT JOIN of a subquery on equal `columns` (a distributed subquery is computed once, where
  // the query runs).
  std::string LeftJoin(const std::string& subquery, const std::string& columns) const {
    return (d_ == Dialect::kSqlite ? " LEFT JOIN (" : " GLOBAL ANY LEFT JOIN (") + subquery +
           ") USING (" + columns + ")";
  }
  Dialect dialect() const { return d_; }

 private:
  Dialect d_;
};

// The condition on `games` the filters make ("" for none); forks left out unless
// `include_forks`.
std::string GamesWhere(const Sql& sql, const std::vector<Filter>& filters, bool include_forks);
// The condition on a player's `column` (a side) the `side` filters make ("" for none): the
// per-player reports count these players alone.
std::string SideWhere(const Sql& sql, const std::vector<Filter>& filters,
                      const std::string& column);
// " WHERE a AND b" of the non-empty conditions ("" for none).
std::string WhereAll(std::initializer_list<std::string> conditions);
// "WHERE game IN (SELECT id FROM games WHERE ...)" for a table keyed by `column` ("" for none).
std::string GameIn(const Sql& sql, const std::string& games_where, const char* column = "game");
// The words for a player's side, for headings: the first registered game's, then each other
// game's own where it differs ("affiliation (TI4: faction)").
std::string SideWords();

// Cell (row, col) of `t` as an integer (0 for NULL).
int64_t IntAt(const QueryResult& t, size_t row, size_t col);
Cell TextCell(std::string s);
Cell IntCell(int64_t v);
// Inserts after column `at` a column `name` holding Rate(part, whole) of each row.
void InsertRate(QueryResult* t, size_t at, size_t part, size_t whole, const std::string& name);
// Replaces column `col` of each row, a sum, by Mean(sum, column `count` of the row).
void MeanColumn(QueryResult* t, size_t col, size_t count, const std::string& name);
// Counts come back as integers from SQLite and as text from ClickHouse: make them integers,
// so both stores print and compare alike. Columns before `first_count` and those in `texts`
// are text.
void Normalize(QueryResult* t, size_t first_count, std::initializer_list<size_t> texts);

// The selected games and players of one `stats` run, and the store to query.
class ReportContext {
 public:
  ReportContext(QuerySource* source, const std::vector<Filter>& filters, bool include_forks);

  // Runs `query` as report `name`, its counts (from `first_count` on, but `texts`) integers.
  // Unfiltered and without forks, a report the index keeps totals for reads them instead
  // (totals.h: the same rows); every other report counts the rows.
  Result<Report> Run(std::string name, std::string title, const std::string& query,
                     size_t first_count, std::initializer_list<size_t> texts = {}) const;
  // Whether the selection is the one the totals count: every game but forks, no filter.
  bool FromTotals() const;
  // " WHERE <the games condition>" ("" for every game).
  std::string Where() const { return where_.empty() ? "" : " WHERE " + where_; }
  // "game IN (SELECT id FROM games WHERE ...)" over `column` ("" for every game).
  std::string GameCondition(const std::string& column) const;
  // The WHERE clause of a per-player report: the selected games' players of the selected sides.
  std::string PlayerRows(const std::string& game = "game", const std::string& side = "side") const;
  // "game IN (SELECT game FROM facts WHERE fact = 'ID')" over `column`: the games of the modules
  // that declare fact `id` (every declared fact has its rows in every game of its module).
  std::string Declaring(const std::string& id, const std::string& column = "game") const;

  QuerySource* source() const { return source_; }
  const Sql& sql() const { return sql_; }
  const std::string& where() const { return where_; }
  const std::string& side() const { return side_; }
  const std::vector<Filter>& filters() const { return filters_; }

 private:
  QuerySource* source_;
  Sql sql_;
  std::string where_;
  std::string side_;  // on the players table
  std::vector<Filter> filters_;
};

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_REPORT_SQL_H_
