#include "analyzer/catalogue/reports.h"

#include "analyzer/catalogue/game_reports.h"
#include "analyzer/catalogue/report_sql.h"
#include "analyzer/catalogue/totals.h"

#include <algorithm>
#include <map>

#include "engine/json_writer.h"
#include "engine/registry.h"

namespace stardate::analyzer::catalogue {
namespace {

constexpr int kTop = 20;  // rows of the card and rule reports in the overview

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

class Runner : public ReportContext {
 public:
  using ReportContext::ReportContext;

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

  // Each side against each other; with `only_fact`, in the games of the modules that declare
  // that fact alone (the factions' matrix), the side column named `side_column`.
  Result<Report> Matchups(const char* only_fact = nullptr,
                          const std::string& side_column = "affiliation") {
    auto only = [&](const std::string& column) {
      return only_fact == nullptr ? std::string() : Declaring(only_fact, column);
    };
    std::string q;
    if (sql().dialect() == Dialect::kSqlite) {
      q = "SELECT a.side AS affiliation, b.side AS opponent, count(*) AS games, "
          "sum(a.won >= 0) AS decided, sum(a.won = 1) AS wins FROM players AS a JOIN players AS "
          "b ON a.game = b.game AND a.seat != b.seat" +
          WhereAll(
              {GameCondition("a.game"), SideWhere(sql(), filters(), "a.side"), only("a.game")}) +
          " GROUP BY affiliation, opponent ORDER BY affiliation, opponent";
    } else {
      // ClickHouse 18.16 joins with USING only: pair the players of each game through
      // arrays instead of a self-join (every ordered pair of seats, as the SQLite join).
      q = "SELECT affiliation, opponent, count(*) AS games, sum(won >= 0) AS decided, "
          "sum(won = 1) AS wins FROM (SELECT sides[i] AS affiliation, "
          "sides[arrayJoin(arrayFilter(x -> x != i, arrayEnumerate(sides)))] AS opponent, "
          "wons[i] AS won FROM (SELECT groupArray(side) AS sides, groupArray(won) AS wons FROM "
          "players" +
          WhereAll({GameCondition("game"), only("game")}) +
          " GROUP BY game) ARRAY JOIN arrayEnumerate(sides) AS i)" +
          WhereAll({SideWhere(sql(), filters(), "affiliation")}) +
          " GROUP BY affiliation, opponent ORDER BY affiliation, opponent";
    }
    auto r = only_fact == nullptr
                 ? Run("matchups", "Matchups: each affiliation's results against each other", q, 2)
                 : Run("faction-matchups",
                       "Faction matchups: each faction's results against each "
                       "other faction of its games",
                       q, 2);
    if (!r.ok()) return r;
    r->table.columns[0] = side_column;
    InsertRate(&r->table, 4, 4, 3, "win_rate");
    return r;
  }

  Result<Report> Facilities() {
    // Each player-game's facts as one row of sums, joined to its player row (no row: zeros).
    std::string sums = "SELECT game, seat";
    std::string columns;
    for (size_t i = 0; i < std::size(kSideFacts); ++i) {
      const std::string f = "f" + std::to_string(i);
      sums += ", " + sql().SumFact(kSideFacts[i].first) + " AS " + f;
      columns += "sum(coalesce(" + f + ", 0)) AS " + kSideFacts[i].second + ", ";
    }
    sums += " FROM facts" + GameIn(sql(), where()) + " GROUP BY game, seat";
    return Run("facilities-by-affiliation",
               "Facilities and facts by affiliation (totals over the player-games)",
               "SELECT side AS affiliation, count(*) AS player_games, " + columns +
                   "sum(cards_played) AS cards, sum(score) AS points FROM players" +
                   sql().LeftJoin(sums, "game, seat") + PlayerRows() +
                   " GROUP BY side ORDER BY player_games DESC, affiliation",
               1);
  }

  Result<Report> Cards(bool top) {
    auto r =
        Run("cards", top ? "Cards (the 20 played in most games)" : "Cards",
            "SELECT title, sum(played > 0) AS played_games, sum(played > 0 AND won >= 0) AS "
            "played_decided, sum(played > 0 AND won = 1) AS played_wins, sum(drawn > 0) AS "
            "drawn_games, sum(drawn > 0 AND won >= 0) AS drawn_decided, sum(drawn > 0 AND won = 1) "
            "AS drawn_wins, sum(seeded > 0) AS seeded_games, sum(seeded > 0 AND won >= 0) AS "
            "seeded_decided, sum(seeded > 0 AND won = 1) AS seeded_wins FROM cards" +
                WhereAll({GameCondition("game"),
                          side().empty()
                              ? ""
                              : "(game, seat)" + std::string(sql().In()) +
                                    "(SELECT game, seat FROM players WHERE " + side() + ")"}) +
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
                     GameIn(sql(), where()) +
                     " GROUP BY rule ORDER BY findings DESC, games DESC, "
                     "rule" +
                     (top ? " LIMIT " + std::to_string(kTop) : ""),
                 1);
    if (!r.ok()) return r;
    QueryResult& t = r->table;
    t.columns.push_back("example_games");
    if (FromTotals()) {  // every rule's examples in one query (totals.h)
      auto ex = source()->Query(RuleExamplesQuery(sql().dialect()));
      if (!ex.ok()) return ex.status();
      std::map<std::string, std::string> paths;
      for (const auto& e : ex->rows) {
        std::string& p = paths[e[0].text];
        p += (p.empty() ? "" : ", ") + e[1].text;
      }
      for (auto& row : t.rows) row.push_back(TextCell(paths[row[0].text]));
      return r;
    }
    for (auto& row : t.rows) {
      std::string q = "SELECT path FROM games WHERE id" + std::string(sql().In()) +
                      "(SELECT game FROM findings WHERE rule = " + sql().Quote(row[0].text) + ")" +
                      (where().empty() ? "" : " AND " + where()) + " ORDER BY id LIMIT " +
                      std::to_string(kRuleExamples);
      auto ex = source()->Query(q);
      if (!ex.ok()) return ex.status();
      std::string paths;
      for (const auto& e : ex->rows) paths += (paths.empty() ? "" : ", ") + e[0].text;
      row.push_back(TextCell(paths));
    }
    return r;
  }

  Result<Report> Length() {
    auto r =
        Run("game-length", "Game length (turns, in fives)",
            "SELECT " + sql().IntDiv("turns", 5) +
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
      t.rows[i][0] = TextCell(std::to_string(from) + "-" + std::to_string(from + 4));
      t.rows[i][2] = IntCell(games == 0 ? 0 : events / games);
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
               "SELECT event, count(*) AS games, " + sql().MinDate() +
                   " AS first_date, max(date) AS last_date, sum(winner >= 0) AS decided, "
                   "sum(damaged) AS damaged_games, sum(findings) AS total_findings FROM games" +
                   Where() + " GROUP BY event ORDER BY games DESC, event",
               1, {2, 3});
  }
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
    STARDATE_RETURN_IF_ERROR(add(FactionReport(run)));
    STARDATE_RETURN_IF_ERROR(add(StationReport(run)));
    STARDATE_RETURN_IF_ERROR(add(DilemmaReport(run, /*top=*/true)));
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
  } else if (by == "faction") {
    STARDATE_RETURN_IF_ERROR(add(FactionReport(run)));
    STARDATE_RETURN_IF_ERROR(add(run.Matchups(kVictoryPointFact, "faction")));
  } else if (by == "station") {
    STARDATE_RETURN_IF_ERROR(add(StationReport(run)));
    STARDATE_RETURN_IF_ERROR(add(StationsHeldReport(run)));
  } else if (by == "dilemma") {
    STARDATE_RETURN_IF_ERROR(add(DilemmaReport(run, /*top=*/false)));
  } else {
    return Status::InvalidArgument("--by " + by +
                                   ": expected affiliation, player, event, card, rule, faction, "
                                   "station or dilemma (nearest: " +
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
  if (name == "factions") return FactionReport(run);
  if (name == "faction-matchups") return run.Matchups(kVictoryPointFact, "faction");
  if (name == "stations") return StationReport(run);
  if (name == "stations-held") return StationsHeldReport(run);
  if (name == "dilemmas") return DilemmaReport(run, /*top=*/false);
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
