#include "analyzer/catalogue/totals.h"

#include <algorithm>
#include <iterator>

#include "analyzer/catalogue/game_reports.h"
#include "analyzer/catalogue/report_sql.h"

namespace stardate::analyzer::catalogue {
namespace {

enum : size_t {
  kCards,
  kSides,
  kSideFactTotals,
  kPlayers,
  kMatchups,
  kRules,
  kFactionTotals,
  kFactionMatchupTotals,
  kStationGameTotals,
  kStationPlayerTotals,
  kEventTotals,
  kLengthTotals,
};
static_assert(kLengthTotals + 1 == kRuleExamplesTable);

// Adds a player-game of result `won` counted when `used` to (games, decided, wins) at `at`.
void Count(std::vector<int64_t>& row, size_t at, bool used, int won) {
  if (!used) return;
  row[at] += 1;
  row[at + 1] += won >= 0 ? 1 : 0;
  row[at + 2] += won == 1 ? 1 : 0;
}

// The sum of the game's `fact` rows of `seat` (-1: of every seat, the game's own included);
// `found` tells whether it has any.
int64_t FactSum(const GameRecord& r, int seat, std::string_view fact, bool* found = nullptr) {
  int64_t sum = 0;
  for (const FactRow& f : r.facts) {
    if (f.fact != fact || (seat >= 0 && f.seat != seat)) continue;
    sum += f.count;
    if (found != nullptr) *found = true;
  }
  return sum;
}

}  // namespace

std::vector<int64_t>& Totals::Row(size_t table, Key key) {
  auto [it, fresh] = tables_[table].try_emplace(std::move(key));
  if (fresh) {
    const TableSchema& t = TotalsTables()[table];
    it->second.assign(t.columns.size() - TotalsKeyColumns(table), 0);
  }
  return it->second;
}

void Totals::Add(int64_t id, const GameRecord& r) {
  if (!r.fork_parent.empty()) return;  // the reports leave forks out by default
  std::vector<int64_t>& event = Row(kEventTotals, {r.event, r.date});
  event[0] += 1;
  event[1] += r.winner >= 0 ? 1 : 0;
  event[2] += r.damaged ? 1 : 0;
  event[3] += static_cast<int64_t>(r.events);
  event[4] += static_cast<int64_t>(r.findings.size());
  Row(kLengthTotals, {std::to_string(r.turns / 5 * 5), std::to_string(r.events)})[0] += 1;
  for (const CardRow& c : r.cards) {
    std::vector<int64_t>& row = Row(kCards, {c.title});
    Count(row, 0, c.played > 0, c.won);
    Count(row, 3, c.drawn > 0, c.won);
    Count(row, 6, c.seeded > 0, c.won);
    row[9] += c.encountered;
    row[10] += c.stopped;
  }
  // The faction and station reports select the games declaring these facts.
  bool factions = false, stations = false;
  FactSum(r, -1, kVictoryPointFact, &factions);
  const int64_t held = FactSum(r, -1, kStationsHeld, &stations);
  for (const PlayerRow& p : r.players) {
    std::vector<int64_t>& side = Row(kSides, {p.side});
    Count(side, 0, true, p.won);
    side[3] += p.cards_played;
    side[4] += p.score;
    std::vector<int64_t>& player = Row(kPlayers, {p.name});
    Count(player, 0, true, p.won);
    player[3] += p.findings;
    for (const PlayerRow& o : r.players) {
      if (o.seat == p.seat) continue;
      Count(Row(kMatchups, {p.side, o.side}), 0, true, p.won);
      if (factions) Count(Row(kFactionMatchupTotals, {p.side, o.side}), 0, true, p.won);
    }
    if (factions) {
      std::vector<int64_t>& faction = Row(kFactionTotals, {p.side});
      Count(faction, 0, true, p.won);
      faction[3] += p.score;
      for (size_t i = 0; i < std::size(kVpFacts); ++i) {
        faction[4 + i] += FactSum(r, p.seat, kVpFacts[i].first);
      }
    }
    // A player of these games without the fact's row is counted by neither station report (every
    // player of a declaring module has it).
    bool holds_row = false;
    const int64_t stations_held = FactSum(r, p.seat, kStationsHeld, &holds_row);
    if (stations && holds_row) {
      std::vector<int64_t>& station = Row(kStationPlayerTotals, {std::to_string(stations_held)});
      Count(station, 0, true, p.won);
      station[3] += FactSum(r, p.seat, kTransactions);
    }
  }
  bool station_facts = stations;
  const int64_t transactions = FactSum(r, -1, kTransactions, &station_facts);
  const int64_t holder_transactions = FactSum(r, -1, kStationTransactions, &station_facts);
  if (station_facts) {
    std::vector<int64_t>& game = Row(kStationGameTotals, {held > 0 ? "1" : "0"});
    game[0] += 1;
    game[1] += transactions;
    game[2] += holder_transactions;
  }
  std::vector<std::string_view> rules;  // the rules the game broke, each once
  for (const FindingRow& f : r.findings) {
    std::vector<int64_t>& rule = Row(kRules, {f.rule});
    rule[0] += 1;
    if (std::find(rules.begin(), rules.end(), f.rule) == rules.end()) {
      rules.push_back(f.rule);
      rule[1] += 1;
    }
  }
  for (std::string_view rule : rules) {
    std::map<int64_t, int64_t>& lowest = examples_[std::string(rule)];
    if (lowest.size() == kRuleExamples && id > lowest.rbegin()->first) continue;
    lowest[id] = std::count_if(r.findings.begin(), r.findings.end(),
                               [&](const FindingRow& f) { return f.rule == rule; });
    if (lowest.size() > kRuleExamples) lowest.erase(std::prev(lowest.end()));
  }
  for (const FactRow& f : r.facts) {
    for (const PlayerRow& p : r.players) {
      if (p.seat == f.seat) Row(kSideFactTotals, {p.side, f.fact})[0] += f.count;
    }
  }
}

bool Totals::empty() const {
  for (const auto& t : tables_) {
    if (!t.empty()) return false;
  }
  return examples_.empty();
}

void Totals::clear() {
  for (auto& t : tables_) t.clear();
  examples_.clear();
}

void Totals::ForEachRow(size_t table,
                        const std::function<void(const std::vector<std::string>& keys,
                                                 const std::vector<int64_t>& counts)>& fn) const {
  if (table == kRuleExamplesTable) {
    for (const auto& [rule, lowest] : examples_) {
      for (const auto& [game, findings] : lowest) fn({rule, std::to_string(game)}, {findings});
    }
    return;
  }
  for (const auto& [key, counts] : tables_[table]) fn(key, counts);
}

std::string RuleExamplesQuery(Dialect dialect) {
  const std::string n = std::to_string(kRuleExamples);
  if (dialect == Dialect::kSqlite) {
    // Each batch leaves a rule's lowest ids alone in the table; the condition keeps the query
    // right whatever the table holds.
    return "SELECT e.rule, g.path FROM rule_examples AS e JOIN games AS g ON g.id = e.game WHERE "
           "(SELECT count(*) FROM rule_examples AS o WHERE o.rule = e.rule AND o.game < e.game) "
           "< " +
           n + " ORDER BY e.rule, e.game";
  }
  // Every batch's lowest ids, the lowest of them per rule, joined to the paths of those games
  // alone (the set is a few ids per rule: `games` is read through its primary key, id).
  return "SELECT rule, path FROM (SELECT rule, game FROM rule_examples GROUP BY rule, game ORDER "
         "BY rule, game LIMIT " +
         n +
         " BY rule) GLOBAL ANY LEFT JOIN (SELECT id AS game, path FROM games WHERE id GLOBAL IN "
         "(SELECT game FROM rule_examples)) USING (game) ORDER BY rule, game";
}

std::string TotalsQuery(std::string_view report, const std::string& query, Dialect dialect) {
  const size_t order = query.rfind(" ORDER BY ");
  const std::string tail = order == std::string::npos ? "" : query.substr(order);
  if (report == "stations") {
    return "SELECT coalesce(sum(n_games), 0) AS games, coalesce(sum(with_holder * n_games), 0) AS "
           "games_with_holder, coalesce(sum(n_transactions), 0) AS transactions, "
           "coalesce(sum(n_holder_transactions), 0) AS holder_transactions FROM "
           "station_game_totals";
  }
  if (report == kStationPlayers) {
    std::string sql;
    for (const char* held : {"(held > 0)", "(held = 0)"}) {
      for (const char* count : {"n_player_games", "n_decided", "n_wins"}) {
        sql += std::string(sql.empty() ? "SELECT " : ", ") + "coalesce(sum(" + held + " * " +
               count + "), 0)";
      }
    }
    return sql + " FROM station_player_totals";
  }
  if (report == "overview") {
    return "SELECT coalesce(sum(n_games), 0) AS games, coalesce(sum(n_decided), 0) AS decided, "
           "coalesce(sum(n_damaged), 0) AS damaged_games, coalesce(sum(n_events), 0) AS "
           "total_events, coalesce(sum(n_findings), 0) AS total_findings FROM event_totals";
  }
  if (tail.empty()) return "";
  if (report == "events") {
    return "SELECT event, sum(n_games) AS games, " + Sql(dialect).MinDate() +
           " AS first_date, max(date) AS last_date, sum(n_decided) AS decided, sum(n_damaged) AS "
           "damaged_games, sum(n_findings) AS total_findings FROM event_totals GROUP BY event" +
           tail;
  }
  if (report == "game-length") {
    return "SELECT from_turn, sum(n_games) AS games, sum(events * n_games) AS total_events, "
           "min(events) AS min_events, max(events) AS max_events FROM length_totals GROUP BY "
           "from_turn" +
           tail;
  }
  if (report == "stations-held") {
    return "SELECT held AS stations_held, sum(n_player_games) AS player_games, sum(n_decided) AS "
           "decided, sum(n_wins) AS wins, sum(n_transactions) AS transactions FROM "
           "station_player_totals GROUP BY held" +
           tail;
  }
  if (report == "factions") {
    std::string sql =
        "SELECT side AS faction, sum(n_player_games) AS player_games, sum(n_decided) AS decided, "
        "sum(n_wins) AS wins, sum(n_score) AS victory_points";
    for (const auto& [id, column] : kVpFacts) {
      sql += std::string(", sum(n_vp_") + column + ") AS " + column;
    }
    return sql + " FROM faction_totals GROUP BY side" + tail;
  }
  if (report == "dilemmas") {
    return "SELECT title AS dilemma, sum(n_seeded_games) AS seeded_games, sum(n_seeded_decided) "
           "AS seeded_decided, sum(n_seeded_wins) AS seeded_wins, sum(n_encounters) AS "
           "encounters, sum(n_stops) AS stops FROM card_totals GROUP BY title HAVING "
           "sum(n_encounters) > 0" +
           tail;
  }
  if (report == "cards") {
    std::string sql = "SELECT title";
    for (const char* use : {"played", "drawn", "seeded"}) {
      for (const char* count : {"games", "decided", "wins"}) {
        const std::string name = std::string(use) + "_" + count;
        sql += ", sum(n_" + name + ") AS " + name;
      }
    }
    return sql + " FROM card_totals GROUP BY title" + tail;
  }
  if (report == "win-rate-by-affiliation") {
    return "SELECT side AS affiliation, sum(n_player_games) AS games, sum(n_decided) AS decided, "
           "sum(n_wins) AS wins FROM side_totals GROUP BY side" +
           tail;
  }
  if (report == "rules") {
    return "SELECT rule, sum(n_findings) AS findings, sum(n_games) AS games FROM rule_totals "
           "GROUP BY rule" +
           tail;
  }
  if (report == "win-rate-by-player") {
    return "SELECT name AS player, sum(n_games) AS games, sum(n_decided) AS decided, sum(n_wins) "
           "AS wins, sum(n_findings) AS total_findings FROM player_totals GROUP BY name" +
           tail;
  }
  if (report == "matchups" || report == "faction-matchups") {
    return "SELECT side AS affiliation, opponent, sum(n_games) AS games, sum(n_decided) AS "
           "decided, sum(n_wins) AS wins FROM " +
           std::string(report == "matchups" ? "matchup_totals" : "faction_matchup_totals") +
           " GROUP BY side, opponent" + tail;
  }
  if (report == "facilities-by-affiliation") {
    // Each side's sums, joined to its facts' sums (a side without facts: zeros).
    std::string facts = "SELECT side";
    std::string columns;
    for (size_t i = 0; i < std::size(kSideFacts); ++i) {
      const std::string f = "f" + std::to_string(i);
      const std::string id = std::string("'") + kSideFacts[i].first + "'";
      facts += ", " +
               std::string(dialect == Dialect::kSqlite
                               ? "sum(CASE WHEN fact = " + id + " THEN n_count ELSE 0 END)"
                               : "sumIf(n_count, fact = " + id + ")") +
               " AS " + f;
      columns += ", coalesce(" + f + ", 0) AS " + kSideFacts[i].second;
    }
    facts += " FROM side_facts GROUP BY side";
    const std::string sides =
        "SELECT side, sum(n_player_games) AS player_games, sum(n_cards_played) AS cards, "
        "sum(n_score) AS points FROM side_totals GROUP BY side";
    const std::string join =
        dialect == Dialect::kSqlite ? " LEFT JOIN (" : " GLOBAL ANY LEFT JOIN (";
    return "SELECT side AS affiliation, player_games" + columns + ", cards, points FROM (" + sides +
           ")" + join + facts + ") USING (side)" + tail;
  }
  return "";
}

}  // namespace stardate::analyzer::catalogue
