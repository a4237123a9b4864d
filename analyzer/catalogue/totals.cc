#include "analyzer/catalogue/totals.h"

#include <algorithm>

namespace stardate::analyzer::catalogue {
namespace {

enum : size_t { kCards, kSides, kSideFacts, kPlayers, kMatchups, kRules };

// Adds a player-game of result `won` counted when `used` to (games, decided, wins) at `at`.
void Count(std::vector<int64_t>& row, size_t at, bool used, int won) {
  if (!used) return;
  row[at] += 1;
  row[at + 1] += won >= 0 ? 1 : 0;
  row[at + 2] += won == 1 ? 1 : 0;
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

void Totals::Add(const GameRecord& r) {
  if (!r.fork_parent.empty()) return;  // the reports leave forks out by default
  for (const CardRow& c : r.cards) {
    std::vector<int64_t>& row = Row(kCards, {c.title});
    Count(row, 0, c.played > 0, c.won);
    Count(row, 3, c.drawn > 0, c.won);
    Count(row, 6, c.seeded > 0, c.won);
  }
  for (const PlayerRow& p : r.players) {
    std::vector<int64_t>& side = Row(kSides, {p.side});
    Count(side, 0, true, p.won);
    side[3] += p.cards_played;
    side[4] += p.score;
    std::vector<int64_t>& player = Row(kPlayers, {p.name});
    Count(player, 0, true, p.won);
    player[3] += p.findings;
    for (const PlayerRow& o : r.players) {
      if (o.seat != p.seat) Count(Row(kMatchups, {p.side, o.side}), 0, true, p.won);
    }
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
  for (const FactRow& f : r.facts) {
    for (const PlayerRow& p : r.players) {
      if (p.seat == f.seat) Row(kSideFacts, {p.side, f.fact})[0] += f.count;
    }
  }
}

bool Totals::empty() const {
  for (const auto& t : tables_) {
    if (!t.empty()) return false;
  }
  return true;
}

void Totals::clear() {
  for (auto& t : tables_) t.clear();
}

void Totals::ForEachRow(size_t table,
                        const std::function<void(const std::vector<std::string>& keys,
                                                 const std::vector<int64_t>& counts)>& fn) const {
  for (const auto& [key, counts] : tables_[table]) fn(key, counts);
}

std::string TotalsQuery(std::string_view report, const std::string& query, Dialect dialect,
                        const std::vector<std::pair<std::string, std::string>>& side_facts) {
  const size_t order = query.rfind(" ORDER BY ");
  if (order == std::string::npos) return "";
  const std::string tail = query.substr(order);
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
  if (report == "matchups") {
    return "SELECT side AS affiliation, opponent, sum(n_games) AS games, sum(n_decided) AS "
           "decided, sum(n_wins) AS wins FROM matchup_totals GROUP BY side, opponent" +
           tail;
  }
  if (report == "facilities-by-affiliation") {
    // Each side's sums, joined to its facts' sums (a side without facts: zeros).
    std::string facts = "SELECT side";
    std::string columns;
    for (size_t i = 0; i < side_facts.size(); ++i) {
      const std::string f = "f" + std::to_string(i);
      const std::string id = "'" + side_facts[i].first + "'";
      facts += ", " +
               std::string(dialect == Dialect::kSqlite
                               ? "sum(CASE WHEN fact = " + id + " THEN n_count ELSE 0 END)"
                               : "sumIf(n_count, fact = " + id + ")") +
               " AS " + f;
      columns += ", coalesce(" + f + ", 0) AS " + side_facts[i].second;
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
