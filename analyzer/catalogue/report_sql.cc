#include "analyzer/catalogue/report_sql.h"

#include <algorithm>
#include <cstdlib>

#include "analyzer/catalogue/totals.h"
#include "engine/registry.h"

namespace stardate::analyzer::catalogue {

// The condition on `games` the filters make ("" for none).
std::string GamesWhere(const Sql& sql, const std::vector<Filter>& filters, bool include_forks) {
  std::string where = include_forks ? "" : "fork_parent = ''";
  for (const Filter& f : filters) {
    std::string c;
    if (f.field == "affiliation" || f.field == "player") {
      const char* column = f.field == "player" ? "name" : "side";
      c = std::string("id") + (f.op == "=" ? sql.In() : sql.NotIn()) +
          "(SELECT game FROM players WHERE " + column + " = " + sql.Quote(f.value) + ")";
    } else if (f.field == "side") {  // the games the selected players played
      c = std::string("id") + sql.In() + "(SELECT game FROM players WHERE side " + f.op + " " +
          sql.Quote(f.value) + ")";
    } else {
      c = f.field + " " + f.op + " " + sql.Quote(f.value);
      if (f.field == "date") c = "(date != '' AND " + c + ")";
    }
    where += (where.empty() ? "" : " AND ") + c;
  }
  return where;
}

// The condition on a player's `column` (a side) the `side` filters make ("" for none): the
// per-player reports count these players alone.
std::string SideWhere(const Sql& sql, const std::vector<Filter>& filters,
                      const std::string& column) {
  std::string where;
  for (const Filter& f : filters) {
    if (f.field != "side") continue;
    where += (where.empty() ? "" : " AND ") + column + " " + f.op + " " + sql.Quote(f.value);
  }
  return where;
}

// " WHERE a AND b" of the non-empty conditions ("" for none).
std::string WhereAll(std::initializer_list<std::string> conditions) {
  std::string where;
  for (const std::string& c : conditions) {
    if (!c.empty()) where += (where.empty() ? " WHERE " : " AND ") + c;
  }
  return where;
}

// "WHERE game IN (SELECT id FROM games WHERE ...)" for a table keyed by `game` ("" for none).
std::string GameIn(const Sql& sql, const std::string& games_where, const char* column) {
  if (games_where.empty()) return "";
  return std::string(" WHERE ") + column + sql.In() + "(SELECT id FROM games WHERE " + games_where +
         ")";
}

// The words for a player's side, for headings: the first registered game's, then each other
// game's own where it differs, after the game's short name ("affiliation (G: faction)").
std::string SideWords() {
  std::string first, others;
  for (const engine::GameModule* g : engine::Games()) {
    if (g->stats == nullptr || g->stats->side_word.empty()) continue;
    const std::string word(g->stats->side_word);
    if (first.empty()) {
      first = word;
    } else if (word != first) {
      others += (others.empty() ? "" : ", ") + std::string(g->stats->short_name) + ": " + word;
    }
  }
  if (first.empty()) first = "side";
  return others.empty() ? first : first + " (" + others + ")";
}

int64_t IntAt(const QueryResult& t, size_t row, size_t col) {
  const Cell& c = t.rows[row][col];
  if (c.type == Cell::Type::kInt) return c.i;
  if (c.type == Cell::Type::kText || c.type == Cell::Type::kReal) return std::atoll(c.text.c_str());
  return 0;
}

Cell TextCell(std::string s) {
  Cell c;
  c.type = Cell::Type::kText;
  c.text = std::move(s);
  return c;
}

Cell IntCell(int64_t v) {
  Cell c;
  c.type = Cell::Type::kInt;
  c.i = v;
  return c;
}

// Inserts after column `at` a column `name` holding Rate(part, whole) of each row.
void InsertRate(QueryResult* t, size_t at, size_t part, size_t whole, const std::string& name) {
  t->columns.insert(t->columns.begin() + at + 1, name);
  for (size_t r = 0; r < t->rows.size(); ++r) {
    Cell rate = TextCell(Rate(IntAt(*t, r, part), IntAt(*t, r, whole)));
    t->rows[r].insert(t->rows[r].begin() + at + 1, std::move(rate));
  }
}

// Counts come back as integers from SQLite and as text from ClickHouse: make them integers,
// so both stores print and compare alike. Columns before `first_count` and those in `texts`
// are text.
void Normalize(QueryResult* t, size_t first_count, std::initializer_list<size_t> texts) {
  for (auto& row : t->rows) {
    for (size_t i = first_count; i < row.size(); ++i) {
      if (std::find(texts.begin(), texts.end(), i) != texts.end()) continue;
      if (row[i].type == Cell::Type::kText) row[i] = IntCell(std::atoll(row[i].text.c_str()));
    }
  }
}

void MeanColumn(QueryResult* t, size_t col, size_t count, const std::string& name) {
  t->columns[col] = name;
  for (size_t r = 0; r < t->rows.size(); ++r) {
    t->rows[r][col] = TextCell(Mean(IntAt(*t, r, col), IntAt(*t, r, count)));
  }
}

std::string Mean(int64_t sum, int64_t count) {
  if (count <= 0) return "-";
  const int64_t tenths = (sum * 20 + count) / (2 * count);  // halves up
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10);
}

ReportContext::ReportContext(QuerySource* source, const std::vector<Filter>& filters,
                             bool include_forks)
    : source_(source),
      sql_(source->dialect()),
      where_(GamesWhere(sql_, filters, include_forks)),
      side_(SideWhere(sql_, filters, "side")),
      filters_(filters) {}

Result<Report> ReportContext::Run(std::string name, std::string title, const std::string& query,
                                  size_t first_count, std::initializer_list<size_t> texts) const {
  const std::string totals = FromTotals() ? TotalsQuery(name, query, sql_.dialect()) : "";
  auto t = source_->Query(totals.empty() ? query : totals);
  if (!t.ok()) return t.status();
  Report r{std::move(name), std::move(title), std::move(t).value()};
  Normalize(&r.table, first_count, texts);
  return r;
}

bool ReportContext::FromTotals() const {
  return filters_.empty() && where_ == GamesWhere(sql_, {}, false);
}

std::string ReportContext::GameCondition(const std::string& column) const {
  return where_.empty() ? "" : column + sql_.In() + "(SELECT id FROM games WHERE " + where_ + ")";
}

std::string ReportContext::PlayerRows(const std::string& game, const std::string& side) const {
  return WhereAll({GameCondition(game), SideWhere(sql_, filters_, side)});
}

std::string ReportContext::Declaring(const std::string& id, const std::string& column) const {
  return column + sql_.In() + "(SELECT game FROM facts WHERE fact = " + sql_.Quote(id) + ")";
}

}  // namespace stardate::analyzer::catalogue
