#include "analyzer/catalogue/reports.h"

#include <algorithm>

#include "analyzer/catalogue/totals.h"
#include "engine/json_writer.h"
#include "engine/registry.h"

namespace stardate::analyzer::catalogue {
namespace {

constexpr int kTop = 20;      // rows of the card and rule reports in the overview
constexpr int kExamples = 3;  // example games per rule

// The module facts (engine/game_stats.h) the facilities report sums per side, by id, each with
// its column.
const std::pair<const char*, const char*> kSideFacts[] = {
    {"facilities_seeded", "seeded"},       {"facilities_built", "built"},
    {"facilities_destroyed", "destroyed"}, {"battles", "battles_fought"},
    {"commandeerings", "commandeered"},    {"missions_solved", "missions"},
};

const char* const kFields[] = {"event", "round", "date", "game", "affiliation", "side", "player"};
const char* const kOps[] = {">=", "<=", "!=", "=", ">", "<"};

// Edit distance, for "did you mean".
size_t Distance(const std::string& a, const std::string& b) {
  std::vector<size_t> row(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) row[j] = j;
  for (size_t i = 1; i <= a.size(); ++i) {
    size_t diag = row[0];
    row[0] = i;
    for (size_t j = 1; j <= b.size(); ++j) {
      size_t up = row[j];
      row[j] = std::min({row[j] + 1, row[j - 1] + 1, diag + (a[i - 1] == b[j - 1] ? 0 : 1)});
      diag = up;
    }
  }
  return row[b.size()];
}

template <size_t N>
std::string Nearest(const std::string& word, const char* const (&choices)[N]) {
  for (const char* c : choices) {  // an abbreviation first: "affil" -> "affiliation"
    if (!word.empty() && std::string(c).rfind(word, 0) == 0) return c;
  }
  std::string best = choices[0];
  for (const char* c : choices) {
    if (Distance(word, c) < Distance(word, best)) best = c;
  }
  return best;
}

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
std::string GameIn(const Sql& sql, const std::string& games_where, const char* column = "game") {
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

Cell Text(std::string s) {
  Cell c;
  c.type = Cell::Type::kText;
  c.text = std::move(s);
  return c;
}

Cell Int(int64_t v) {
  Cell c;
  c.type = Cell::Type::kInt;
  c.i = v;
  return c;
}

// Inserts after column `at` a column `name` holding Rate(part, whole) of each row.
void InsertRate(QueryResult* t, size_t at, size_t part, size_t whole, const std::string& name) {
  t->columns.insert(t->columns.begin() + at + 1, name);
  for (size_t r = 0; r < t->rows.size(); ++r) {
    Cell rate = Text(Rate(IntAt(*t, r, part), IntAt(*t, r, whole)));
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
      if (row[i].type == Cell::Type::kText) row[i] = Int(std::atoll(row[i].text.c_str()));
    }
  }
}

class Runner {
 public:
  Runner(QuerySource* source, const std::vector<Filter>& filters, bool include_forks)
      : source_(source),
        sql_(source->dialect()),
        where_(GamesWhere(sql_, filters, include_forks)),
        side_(SideWhere(sql_, filters, "side")),
        filters_(filters) {}

  Result<Report> Run(std::string name, std::string title, const std::string& query,
                     size_t first_count, std::initializer_list<size_t> texts = {}) {
    // Unfiltered, a report the index keeps totals for reads them instead (totals.h).
    std::string totals;
    if (filters_.empty() && where_ == GamesWhere(sql_, {}, false)) {
      std::vector<std::pair<std::string, std::string>> facts;
      for (const auto& [id, column] : kSideFacts) facts.emplace_back(id, column);
      totals = TotalsQuery(name, query, sql_.dialect(), facts);
    }
    auto t = source_->Query(totals.empty() ? query : totals);
    if (!t.ok()) return t.status();
    Report r{std::move(name), std::move(title), std::move(t).value()};
    Normalize(&r.table, first_count, texts);
    return r;
  }

  Result<Report> Overview() {
    return Run("overview", "Games",
               "SELECT count(*) AS games, coalesce(sum(winner >= 0), 0) AS decided, "
               "coalesce(sum(damaged), 0) AS damaged_games, coalesce(sum(events), 0) AS "
               "total_events, coalesce(sum(findings), 0) AS total_findings FROM games" +
                   Where(),
               0);
  }

  Result<Report> Affiliation() {
    auto r = Run("win-rate-by-affiliation", "Win rate by " + SideWords(),
                 "SELECT side AS affiliation, count(*) AS games, sum(won >= 0) AS decided, "
                 "sum(won = 1) AS wins FROM players" +
                     PlayerRows() + " GROUP BY side ORDER BY games DESC, affiliation",
                 1);
    if (r.ok()) InsertRate(&r->table, 3, 3, 2, "win_rate");
    return r;
  }

  Result<Report> Matchups() {
    std::string q;
    if (sql_.dialect() == Dialect::kSqlite) {
      q = "SELECT a.side AS affiliation, b.side AS opponent, count(*) AS games, "
          "sum(a.won >= 0) AS decided, sum(a.won = 1) AS wins FROM players AS a JOIN players AS "
          "b ON a.game = b.game AND a.seat != b.seat" +
          PlayerRows("a.game", "a.side") +
          " GROUP BY affiliation, opponent ORDER BY affiliation, opponent";
    } else {
      // ClickHouse 18.16 joins with USING only: pair the players of each game through
      // arrays instead of a self-join (every ordered pair of seats, as the SQLite join).
      q = "SELECT affiliation, opponent, count(*) AS games, sum(won >= 0) AS decided, "
          "sum(won = 1) AS wins FROM (SELECT sides[i] AS affiliation, "
          "sides[arrayJoin(arrayFilter(x -> x != i, arrayEnumerate(sides)))] AS opponent, "
          "wons[i] AS won FROM (SELECT groupArray(side) AS sides, groupArray(won) AS wons FROM "
          "players" +
          GameIn(sql_, where_) + " GROUP BY game) ARRAY JOIN arrayEnumerate(sides) AS i)" +
          WhereAll({SideWhere(sql_, filters_, "affiliation")}) +
          " GROUP BY affiliation, opponent ORDER BY affiliation, opponent";
    }
    auto r = Run("matchups", "Matchups: each affiliation's results against each other", q, 2);
    if (r.ok()) InsertRate(&r->table, 4, 4, 3, "win_rate");
    return r;
  }

  Result<Report> Facilities() {
    // Each player-game's facts as one row of sums, joined to its player row (no row: zeros).
    std::string sums = "SELECT game, seat";
    std::string columns;
    for (size_t i = 0; i < std::size(kSideFacts); ++i) {
      const std::string f = "f" + std::to_string(i);
      sums += ", " + sql_.SumFact(kSideFacts[i].first) + " AS " + f;
      columns += "sum(coalesce(" + f + ", 0)) AS " + kSideFacts[i].second + ", ";
    }
    sums += " FROM facts" + GameIn(sql_, where_) + " GROUP BY game, seat";
    return Run("facilities-by-affiliation",
               "Facilities and facts by affiliation (totals over the player-games)",
               "SELECT side AS affiliation, count(*) AS player_games, " + columns +
                   "sum(cards_played) AS cards, sum(score) AS points FROM players" +
                   sql_.LeftJoin(sums, "game, seat") + PlayerRows() +
                   " GROUP BY side ORDER BY player_games DESC, affiliation",
               1);
  }

  Result<Report> Cards(bool top) {
    auto r = Run(
        "cards", top ? "Cards (the 20 played in most games)" : "Cards",
        "SELECT title, sum(played > 0) AS played_games, sum(played > 0 AND won >= 0) AS "
        "played_decided, sum(played > 0 AND won = 1) AS played_wins, sum(drawn > 0) AS "
        "drawn_games, sum(drawn > 0 AND won >= 0) AS drawn_decided, sum(drawn > 0 AND won = 1) "
        "AS drawn_wins, sum(seeded > 0) AS seeded_games, sum(seeded > 0 AND won >= 0) AS "
        "seeded_decided, sum(seeded > 0 AND won = 1) AS seeded_wins FROM cards" +
            WhereAll({GameCondition("game"),
                      side_.empty() ? ""
                                    : "(game, seat)" + std::string(sql_.In()) +
                                          "(SELECT game, seat FROM players WHERE " + side_ + ")"}) +
            " GROUP BY title ORDER BY played_games DESC, seeded_games "
            "DESC, drawn_games DESC, title" +
            (top ? " LIMIT " + std::to_string(kTop) : ""),
        1);
    if (!r.ok()) return r;
    QueryResult& t = r->table;
    // Each rate after its wins, the count behind it (decided games) just before.
    InsertRate(&t, 9, 9, 8, "seeded_win_rate");
    InsertRate(&t, 6, 6, 5, "drawn_win_rate");
    InsertRate(&t, 3, 3, 2, "played_win_rate");
    return r;
  }

  Result<Report> Rules(bool top) {
    auto r = Run("rules", top ? "Most-broken rules (top 20)" : "Most-broken rules",
                 "SELECT rule, count(*) AS findings, count(DISTINCT game) AS games FROM findings" +
                     GameIn(sql_, where_) +
                     " GROUP BY rule ORDER BY findings DESC, games DESC, "
                     "rule" +
                     (top ? " LIMIT " + std::to_string(kTop) : ""),
                 1);
    if (!r.ok()) return r;
    QueryResult& t = r->table;
    t.columns.push_back("example_games");
    for (auto& row : t.rows) {
      std::string q = "SELECT path FROM games WHERE id" + std::string(sql_.In()) +
                      "(SELECT game FROM findings WHERE rule = " + sql_.Quote(row[0].text) + ")" +
                      (where_.empty() ? "" : " AND " + where_) + " ORDER BY id LIMIT " +
                      std::to_string(kExamples);
      auto ex = source_->Query(q);
      if (!ex.ok()) return ex.status();
      std::string paths;
      for (const auto& e : ex->rows) paths += (paths.empty() ? "" : ", ") + e[0].text;
      row.push_back(Text(paths));
    }
    return r;
  }

  Result<Report> Length() {
    auto r =
        Run("game-length", "Game length (turns, in fives)",
            "SELECT " + sql_.IntDiv("turns", 5) +
                " * 5 AS from_turn, count(*) AS games, "
                "sum(events) AS total_events, min(events) AS min_events, max(events) AS max_events "
                "FROM games" +
                Where() + " GROUP BY from_turn ORDER BY from_turn",
            0);
    if (!r.ok()) return r;
    QueryResult& t = r->table;
    t.columns[0] = "turns";
    t.columns[2] = "mean_events";
    for (size_t i = 0; i < t.rows.size(); ++i) {
      int64_t from = IntAt(t, i, 0), games = IntAt(t, i, 1), events = IntAt(t, i, 2);
      t.rows[i][0] = Text(std::to_string(from) + "-" + std::to_string(from + 4));
      t.rows[i][2] = Int(games == 0 ? 0 : events / games);
    }
    return r;
  }

  Result<Report> Players() {
    auto r = Run("win-rate-by-player", "Win rate by player",
                 "SELECT name AS player, count(*) AS games, sum(won >= 0) AS decided, "
                 "sum(won = 1) AS wins, sum(findings) AS total_findings FROM players" +
                     PlayerRows() + " GROUP BY name ORDER BY games DESC, player",
                 1);
    if (r.ok()) InsertRate(&r->table, 3, 3, 2, "win_rate");
    return r;
  }

  Result<Report> Events() {
    // The earliest and latest of the games' dates; a game without a date ('') is neither.
    return Run("events", "Events",
               "SELECT event, count(*) AS games, " + sql_.MinDate() +
                   " AS first_date, max(date) AS last_date, sum(winner >= 0) AS decided, "
                   "sum(damaged) AS damaged_games, sum(findings) AS total_findings FROM games" +
                   Where() + " GROUP BY event ORDER BY games DESC, event",
               1, {2, 3});
  }

 private:
  std::string Where() const { return where_.empty() ? "" : " WHERE " + where_; }
  // "game IN (SELECT id FROM games WHERE ...)" over `column` ("" for every game).
  std::string GameCondition(const std::string& column) const {
    return where_.empty() ? "" : column + sql_.In() + "(SELECT id FROM games WHERE " + where_ + ")";
  }
  // The WHERE clause of a per-player report: the selected games' players of the selected sides.
  std::string PlayerRows(const std::string& game = "game", const std::string& side = "side") const {
    return WhereAll({GameCondition(game), SideWhere(sql_, filters_, side)});
  }

  QuerySource* source_;
  Sql sql_;
  std::string where_;
  std::string side_;  // on the players table
  std::vector<Filter> filters_;
};

}  // namespace

Result<Filter> ParseFilter(const std::string& clause) {
  for (const char* op : kOps) {
    size_t p = clause.find(op);
    if (p == std::string::npos || p == 0) continue;
    Filter f{clause.substr(0, p), op, clause.substr(p + std::string(op).size())};
    // Strip one pair of quotes around the value.
    if (f.value.size() >= 2 && (f.value.front() == '"' || f.value.front() == '\'') &&
        f.value.back() == f.value.front()) {
      f.value = f.value.substr(1, f.value.size() - 2);
    }
    bool known = false;
    for (const char* k : kFields) known |= f.field == k;
    if (!known) {
      return Status::InvalidArgument("--where " + clause + ": unknown field '" + f.field +
                                     "' (expected event, round, date, game, affiliation, side "
                                     "or player; nearest: " +
                                     Nearest(f.field, kFields) + ")");
    }
    if ((f.field == "affiliation" || f.field == "side" || f.field == "player") && f.op != "=" &&
        f.op != "!=") {
      return Status::InvalidArgument("--where " + clause + ": " + f.field + " takes = or != only");
    }
    return f;
  }
  return Status::InvalidArgument("--where " + clause +
                                 ": expected FIELD OP VALUE with OP one "
                                 "of = != >= <= > < (e.g. date>=2026-01-01, "
                                 "affiliation=Federation)");
}

Result<std::vector<Report>> RunReports(QuerySource* source, const std::string& by,
                                       const std::vector<Filter>& filters, bool include_forks) {
  Runner run(source, filters, include_forks);
  std::vector<Report> out;
  auto add = [&](Result<Report> r) -> Status {
    if (!r.ok()) return r.status();
    out.push_back(std::move(r).value());
    return Status::Ok();
  };
  if (by.empty()) {
    STARDATE_RETURN_IF_ERROR(add(run.Overview()));
    STARDATE_RETURN_IF_ERROR(add(run.Affiliation()));
    STARDATE_RETURN_IF_ERROR(add(run.Matchups()));
    STARDATE_RETURN_IF_ERROR(add(run.Facilities()));
    STARDATE_RETURN_IF_ERROR(add(run.Cards(/*top=*/true)));
    STARDATE_RETURN_IF_ERROR(add(run.Rules(/*top=*/true)));
    STARDATE_RETURN_IF_ERROR(add(run.Length()));
  } else if (by == "affiliation") {
    STARDATE_RETURN_IF_ERROR(add(run.Affiliation()));
    STARDATE_RETURN_IF_ERROR(add(run.Matchups()));
    STARDATE_RETURN_IF_ERROR(add(run.Facilities()));
  } else if (by == "player") {
    STARDATE_RETURN_IF_ERROR(add(run.Players()));
  } else if (by == "event") {
    STARDATE_RETURN_IF_ERROR(add(run.Events()));
  } else if (by == "card") {
    STARDATE_RETURN_IF_ERROR(add(run.Cards(/*top=*/false)));
  } else if (by == "rule") {
    STARDATE_RETURN_IF_ERROR(add(run.Rules(/*top=*/false)));
  } else {
    return Status::InvalidArgument("--by " + by +
                                   ": expected affiliation, player, event, card "
                                   "or rule (nearest: " +
                                   Nearest(by, kByChoices) + ")");
  }
  return out;
}

Result<Report> RunReport(QuerySource* source, const std::string& name,
                         const std::vector<Filter>& filters, bool include_forks) {
  Runner run(source, filters, include_forks);
  if (name == "overview") return run.Overview();
  if (name == "win-rate-by-affiliation") return run.Affiliation();
  if (name == "matchups") return run.Matchups();
  if (name == "facilities-by-affiliation") return run.Facilities();
  if (name == "cards") return run.Cards(/*top=*/false);
  if (name == "rules") return run.Rules(/*top=*/false);
  if (name == "game-length") return run.Length();
  if (name == "win-rate-by-player") return run.Players();
  if (name == "events") return run.Events();
  return Status::InvalidArgument("no report " + name);
}

std::string Rate(int64_t part, int64_t whole) {
  if (whole <= 0) return "-";
  int64_t tenths = (part * 2000 + whole) / (2 * whole);  // per mille, halves up
  return std::to_string(tenths / 10) + "." + std::to_string(tenths % 10) + "%";
}

namespace {

std::string CellText(const Cell& c) {
  switch (c.type) {
    case Cell::Type::kNull:
      return "NULL";
    case Cell::Type::kInt:
      return std::to_string(c.i);
    default:
      return c.text;
  }
}

}  // namespace

std::string TableText(const QueryResult& t) {
  std::vector<size_t> width(t.columns.size());
  for (size_t i = 0; i < t.columns.size(); ++i) width[i] = t.columns[i].size();
  for (const auto& row : t.rows) {
    for (size_t i = 0; i < row.size(); ++i) width[i] = std::max(width[i], CellText(row[i]).size());
  }
  auto line = [&](const std::vector<std::string>& cells, const std::vector<bool>& right) {
    std::string out;
    for (size_t i = 0; i < cells.size(); ++i) {
      std::string pad(width[i] - cells[i].size(), ' ');
      out += i == 0 ? "" : "  ";
      out += right[i] ? pad + cells[i] : (i + 1 == cells.size() ? cells[i] : cells[i] + pad);
    }
    return out + "\n";
  };
  std::vector<bool> right(t.columns.size(), false);
  for (const auto& row : t.rows) {
    for (size_t i = 0; i < row.size(); ++i) right[i] = row[i].type == Cell::Type::kInt;
  }
  std::string out = line(t.columns, std::vector<bool>(t.columns.size(), false));
  for (const auto& row : t.rows) {
    std::vector<std::string> cells;
    for (const Cell& c : row) cells.push_back(CellText(c));
    out += line(cells, right);
  }
  if (t.rows.empty()) out += "(no rows)\n";
  return out;
}

std::string TableCsv(const QueryResult& t) {
  auto field = [](const std::string& s) {
    if (s.find_first_of(",\"\n\r") == std::string::npos) return s;
    std::string out = "\"";
    for (char c : s) out += c == '"' ? std::string("\"\"") : std::string(1, c);
    return out + "\"";
  };
  std::string out;
  for (size_t i = 0; i < t.columns.size(); ++i) out += (i ? "," : "") + field(t.columns[i]);
  out += "\n";
  for (const auto& row : t.rows) {
    for (size_t i = 0; i < row.size(); ++i) {
      out += (i ? "," : "") + (row[i].type == Cell::Type::kNull ? "" : field(CellText(row[i])));
    }
    out += "\n";
  }
  return out;
}

namespace {

void RowsJson(const QueryResult& t, engine::JsonWriter* j) {
  j->BeginArray();
  for (const auto& row : t.rows) {
    j->BeginObject();
    for (size_t i = 0; i < row.size(); ++i) {
      j->Key(t.columns[i]);
      const Cell& c = row[i];
      if (c.type == Cell::Type::kNull)
        j->Null();
      else if (c.type == Cell::Type::kInt)
        j->Int(c.i);
      else if (c.type == Cell::Type::kReal)
        j->Raw(c.text);
      else
        j->String(c.text);
    }
    j->EndObject();
  }
  j->EndArray();
}

}  // namespace

std::string TableJson(const QueryResult& t) {
  engine::JsonWriter j;
  RowsJson(t, &j);
  return j.str();
}

std::string ReportsText(const std::vector<Report>& reports) {
  std::string out;
  for (size_t i = 0; i < reports.size(); ++i) {
    if (i > 0) out += "\n";
    out += reports[i].title + "\n" + TableText(reports[i].table);
  }
  return out;
}

std::string ReportsCsv(const std::vector<Report>& reports) {
  std::string out;
  for (size_t i = 0; i < reports.size(); ++i) {
    if (i > 0) out += "\n";
    if (reports.size() > 1) out += "# " + reports[i].name + "\n";
    out += TableCsv(reports[i].table);
  }
  return out;
}

std::string ReportsJson(const std::vector<Report>& reports) {
  engine::JsonWriter j;
  j.BeginObject();
  j.Key("reports").BeginArray();
  for (const Report& r : reports) {
    j.BeginObject();
    j.Key("name").String(r.name);
    j.Key("title").String(r.title);
    j.Key("rows");
    RowsJson(r.table, &j);
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
  return j.str();
}

}  // namespace stardate::analyzer::catalogue
