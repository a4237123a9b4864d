#include "analyzer/catalogue/game_reports.h"

#include <iterator>

namespace stardate::analyzer::catalogue {
namespace {

// "SELECT game, seat, <sum of each fact> AS f0, f1... FROM facts WHERE <the selected games>
// AND fact IN (...) GROUP BY game, seat": each player-game's `facts` as one row (the facts
// index keeps the scan to those facts' rows).
std::string FactSums(const ReportContext& c, std::initializer_list<const char*> facts) {
  std::string q = "SELECT game, seat", ids;
  size_t i = 0;
  for (const char* f : facts) {
    q += ", " + c.sql().SumFact(f) + " AS f" + std::to_string(i++);
    ids += (ids.empty() ? "" : ", ") + c.sql().Quote(f);
  }
  return q + " FROM facts" + WhereAll({c.GameCondition("game"), "fact IN (" + ids + ")"}) +
         " GROUP BY game, seat";
}

// The players of the games declaring `fact`, with the selected games' and sides' conditions.
std::string DeclaringPlayers(const ReportContext& c, const char* fact) {
  return WhereAll(
      {c.Declaring(fact), c.GameCondition("game"), SideWhere(c.sql(), c.filters(), "side")});
}

}  // namespace

Result<Report> FactionReport(const ReportContext& c) {
  std::string sources;
  for (size_t i = 0; i < std::size(kVpFacts); ++i) {
    sources += ", sum(f" + std::to_string(i) + ") AS " + kVpFacts[i].second;
  }
  auto r =
      c.Run("factions", "Factions: win rate and mean victory points by source (per player-game)",
            "SELECT side AS faction, count(*) AS player_games, sum(won >= 0) AS decided, sum(won = "
            "1) AS wins, sum(score) AS victory_points" +
                sources + " FROM players" +
                c.sql().LeftJoin(FactSums(c, {kVpFacts[0].first, kVpFacts[1].first,
                                              kVpFacts[2].first, kVpFacts[3].first}),
                                 "game, seat") +
                DeclaringPlayers(c, kVictoryPointFact) +
                " GROUP BY side ORDER BY player_games DESC, faction",
            1);
  if (!r.ok()) return r;
  QueryResult& t = r->table;
  // Points from no declared source: the score less the four.
  t.columns.push_back("other");
  for (size_t i = 0; i < t.rows.size(); ++i) {
    int64_t other = IntAt(t, i, 4);
    for (size_t k = 5; k < 9; ++k) other -= IntAt(t, i, k);
    t.rows[i].push_back(IntCell(other));
  }
  MeanColumn(&t, 4, 1, "mean_vp");
  for (size_t k = 5; k < 10; ++k) MeanColumn(&t, k, 1, "mean_" + t.columns[k]);
  InsertRate(&t, 3, 3, 2, "win_rate");
  return r;
}

Result<Report> StationReport(const ReportContext& c) {
  const Sql& sql = c.sql();
  // Per game: stations held at the end (all players) and transactions between holders.
  auto games = c.Run(
      "stations", "Space stations",
      "SELECT count(*) AS games, coalesce(sum(held > 0), 0) AS games_with_holder, "
      "coalesce(sum(tx), 0) AS transactions, coalesce(sum(st), 0) AS holder_transactions FROM "
      "(SELECT game, " +
          sql.SumFact(kStationsHeld) + " AS held, " + sql.SumFact(kTransactions) + " AS tx, " +
          sql.SumFact(kStationTransactions) + " AS st FROM facts" +
          WhereAll({c.GameCondition("game"), "fact IN (" + sql.Quote(kStationsHeld) + ", " +
                                                 sql.Quote(kTransactions) + ", " +
                                                 sql.Quote(kStationTransactions) + ")"}) +
          " GROUP BY game)",
      0);
  if (!games.ok()) return games;
  // Per player: holders and the others, their results and transactions.
  auto players =
      c.Run(kStationPlayers, "",
            "SELECT coalesce(sum(f0 > 0), 0), coalesce(sum(f0 > 0 AND won >= 0), 0), "
            "coalesce(sum(f0 > 0 AND won = 1), 0), coalesce(sum(f0 = 0), 0), coalesce(sum(f0 = 0 "
            "AND won >= 0), 0), coalesce(sum(f0 = 0 AND won = 1), 0) FROM players" +
                sql.LeftJoin(FactSums(c, {kStationsHeld}), "game, seat") +
                DeclaringPlayers(c, kStationsHeld),
            0);
  if (!players.ok()) return players;
  QueryResult& t = games->table;
  QueryResult& p = players->table;
  if (t.rows.empty() || p.rows.empty()) return games;
  // games, games_with_holder, holder_player_games, decided, wins, rate, other_player_games,
  // decided, wins, rate, transactions, holder_transactions.
  // Each transaction counts for both its players.
  const int64_t transactions = IntAt(t, 0, 2) / 2, holder_tx = IntAt(t, 0, 3);
  t.columns = {"games",       "games_with_holder", "holder_player_games", "holder_decided",
               "holder_wins", "holder_win_rate",   "other_player_games",  "other_decided",
               "other_wins",  "other_win_rate",    "transactions",        "holder_transactions"};
  std::vector<Cell> row = {IntCell(IntAt(t, 0, 0)), IntCell(IntAt(t, 0, 1)),
                           IntCell(IntAt(p, 0, 0)), IntCell(IntAt(p, 0, 1)),
                           IntCell(IntAt(p, 0, 2)), TextCell(Rate(IntAt(p, 0, 2), IntAt(p, 0, 1))),
                           IntCell(IntAt(p, 0, 3)), IntCell(IntAt(p, 0, 4)),
                           IntCell(IntAt(p, 0, 5)), TextCell(Rate(IntAt(p, 0, 5), IntAt(p, 0, 4))),
                           IntCell(transactions),   IntCell(holder_tx)};
  t.rows = {std::move(row)};
  games->title =
      "Space stations (held at the end of the log; transactions between holders: "
      "both held a station then)";
  return games;
}

Result<Report> StationsHeldReport(const ReportContext& c) {
  auto r = c.Run("stations-held", "Players by the space stations they held at the end",
                 "SELECT f0 AS stations_held, count(*) AS player_games, sum(won >= 0) AS "
                 "decided, sum(won = 1) AS wins, sum(f1) AS transactions FROM players" +
                     c.sql().LeftJoin(FactSums(c, {kStationsHeld, kTransactions}), "game, seat") +
                     DeclaringPlayers(c, kStationsHeld) +
                     " GROUP BY stations_held ORDER BY stations_held",
                 0);
  if (!r.ok()) return r;
  MeanColumn(&r->table, 4, 1, "mean_transactions");
  InsertRate(&r->table, 3, 3, 2, "win_rate");
  return r;
}

Result<Report> DilemmaReport(const ReportContext& c, bool top) {
  const std::string& side = c.side();
  auto r = c.Run(
      "dilemmas", top ? "Dilemmas (the 20 met most often)" : "Dilemmas",
      "SELECT title AS dilemma, sum(seeded > 0) AS seeded_games, sum(seeded > 0 AND won >= 0) "
      "AS seeded_decided, sum(seeded > 0 AND won = 1) AS seeded_wins, sum(encountered) AS "
      "encounters, sum(stopped) AS stops FROM cards" +
          WhereAll({c.GameCondition("game"),
                    side.empty() ? ""
                                 : "(game, seat)" + std::string(c.sql().In()) +
                                       "(SELECT game, seat FROM players WHERE " + side + ")"}) +
          " GROUP BY title HAVING sum(encountered) > 0 ORDER BY encounters DESC, stops DESC, "
          "dilemma" +
          (top ? " LIMIT 20" : ""),
      1);
  if (!r.ok()) return r;
  InsertRate(&r->table, 5, 5, 4, "stop_rate");
  InsertRate(&r->table, 3, 3, 2, "seeded_win_rate");
  return r;
}

}  // namespace stardate::analyzer::catalogue
