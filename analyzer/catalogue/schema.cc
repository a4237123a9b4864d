#include "analyzer/catalogue/schema.h"

namespace stardate::analyzer::catalogue {

const std::vector<TableSchema>& Tables() {
  static const std::vector<TableSchema> kTables = {
      {"games", {{"id", false},          {"hash", true},           {"path", true},
                 {"game", true},         {"rules_version", false}, {"event", true},
                 {"round", true},        {"date", true},           {"players", false},
                 {"winner", false},      {"engine_winner", false}, {"header_winner", false},
                 {"ended_by", true},     {"turns", false},         {"events", false},
                 {"events_lost", false}, {"damaged", false},       {"problems", true},
                 {"findings", false},    {"fork_parent", true},    {"fork_at", true},
                 {"fork_events", false}}},
      {"game_meta", {{"game", false}, {"key", true}, {"value", true}}},
      {"players",
       {{"game", false},
        {"seat", false},
        {"name", true},
        {"side", true},
        {"won", false},
        {"score", false},
        {"cards_played", false},
        {"cards_drawn", false},
        {"cards_seeded", false},
        {"findings", false}}},
      {"facts", {{"game", false}, {"seat", false}, {"fact", true}, {"count", false}}},
      {"cards",
       {{"game", false},
        {"seat", false},
        {"won", false},
        {"title", true},
        {"played", false},
        {"drawn", false},
        {"seeded", false},
        {"encountered", false},
        {"stopped", false}}},
      {"findings",
       {{"game", false},
        {"n", false},
        {"event", false},
        {"turn", false},
        {"seat", false},
        {"player", true},
        {"rule", true},
        {"cards", true}}},
  };
  return kTables;
}

const std::vector<TableSchema>& TotalsTables() {
  // Each side against each opponent: the matchup reports' totals.
  const std::vector<Column> kMatchupColumns = {{"side", true},
                                               {"opponent", true},
                                               {"n_games", false},
                                               {"n_decided", false},
                                               {"n_wins", false}};
  static const std::vector<TableSchema> kTotals = {
      {"card_totals",
       {{"title", true},
        {"n_played_games", false},
        {"n_played_decided", false},
        {"n_played_wins", false},
        {"n_drawn_games", false},
        {"n_drawn_decided", false},
        {"n_drawn_wins", false},
        {"n_seeded_games", false},
        {"n_seeded_decided", false},
        {"n_seeded_wins", false},
        {"n_encounters", false},
        {"n_stops", false}},
       1},
      {"side_totals",
       {{"side", true},
        {"n_player_games", false},
        {"n_decided", false},
        {"n_wins", false},
        {"n_cards_played", false},
        {"n_score", false}},
       1},
      {"side_facts", {{"side", true}, {"fact", true}, {"n_count", false}}, 2},
      {"player_totals",
       {{"name", true},
        {"n_games", false},
        {"n_decided", false},
        {"n_wins", false},
        {"n_findings", false}},
       1},
      {"matchup_totals", kMatchupColumns, 2},
      {"rule_totals", {{"rule", true}, {"n_findings", false}, {"n_games", false}}, 1},
      {"faction_totals",
       {{"side", true},
        {"n_player_games", false},
        {"n_decided", false},
        {"n_wins", false},
        {"n_score", false},
        {"n_vp_public", false},
        {"n_vp_secret", false},
        {"n_vp_custodians", false},
        {"n_vp_imperial", false}},
       1},
      {"faction_matchup_totals", kMatchupColumns, 2},
      {"station_game_totals",
       {{"with_holder", false},
        {"n_games", false},
        {"n_transactions", false},
        {"n_holder_transactions", false}},
       1},
      {"station_player_totals",
       {{"held", false},
        {"n_player_games", false},
        {"n_decided", false},
        {"n_wins", false},
        {"n_transactions", false}},
       1},
      // The games by event and date: the overview and the events report.
      {"event_totals",
       {{"event", true},
        {"date", true},
        {"n_games", false},
        {"n_decided", false},
        {"n_damaged", false},
        {"n_events", false},
        {"n_findings", false}},
       2},
      // The games by their turns in fives (the first of the five) and their events: the game
      // length report.
      {"length_totals", {{"from_turn", false}, {"events", false}, {"n_games", false}}, 2},
      // Not a sum over the games but each rule's lowest game ids (totals.h).
      {"rule_examples", {{"rule", true}, {"game", false}, {"n_findings", false}}, 2},
  };
  return kTotals;
}

size_t TotalsKeyColumns(size_t table) { return TotalsTables()[table].keys; }

namespace {

std::string KeyList(size_t table) {
  std::string out;
  for (size_t i = 0; i < TotalsKeyColumns(table); ++i) {
    out += (i > 0 ? ", " : "") + std::string(TotalsTables()[table].columns[i].name);
  }
  return out;
}

}  // namespace

std::vector<std::string> SqliteCreateTables() {
  std::vector<std::string> out = {"CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"};
  for (const TableSchema& t : Tables()) {
    std::string sql = std::string("CREATE TABLE ") + t.name + " (";
    for (size_t i = 0; i < t.columns.size(); ++i) {
      const Column& c = t.columns[i];
      if (i > 0) sql += ", ";
      sql += c.name;
      if (std::string(t.name) == "games" && i == 0) {
        sql += " INTEGER PRIMARY KEY";
      } else {
        sql += c.text ? " TEXT NOT NULL" : " INTEGER NOT NULL";
      }
    }
    out.push_back(sql + ")");
  }
  for (size_t i = 0; i < TotalsTables().size(); ++i) {
    const TableSchema& t = TotalsTables()[i];
    std::string sql = std::string("CREATE TABLE ") + t.name + " (";
    for (const Column& c : t.columns) {
      sql += std::string(c.name) + (c.text ? " TEXT NOT NULL, " : " INTEGER NOT NULL, ");
    }
    out.push_back(sql + "PRIMARY KEY (" + KeyList(i) + "))");
  }
  return out;
}

const std::vector<SqliteIndex>& SqliteIndexes() {
  static const std::vector<SqliteIndex> kIndexes = {
      // Built after a new catalogue's first load: content hashes are random keys.
      {"games_hash", "UNIQUE INDEX", "games (hash)", false},
      {"games_path", "INDEX", "games (path)", true},
      {"games_date", "INDEX", "games (date)", true},
      // Covering: the overview, game length and events reports read this index alone, a tenth
      // of the games' rows' bytes (their hashes, paths and problems), in event order. Built after
      // a new catalogue's first load: its keys (event and date first) spread over the index.
      {"games_reports", "INDEX",
       "games (fork_parent, event, date, turns, events, winner, damaged, findings)", false},
      {"game_meta_game", "INDEX", "game_meta (game)", true},
      {"players_game", "INDEX", "players (game, seat)", true},
      {"players_side", "INDEX", "players (side)", true},
      {"players_name", "INDEX", "players (name)", true},
      {"facts_game", "INDEX", "facts (game, seat)", true},
      {"facts_fact", "INDEX", "facts (fact)", true},
      // No index by title: the unfiltered card and dilemma reports read card_totals, and a
      // filtered one selects its games first (cards_game). Keeping a title index up cost the
      // index about 15% of its CPU (tests/bench/README.md) and sped no report.
      {"cards_game", "INDEX", "cards (game, seat)", true},
      // Covering: a rule's example games read this index alone.
      {"findings_rule", "INDEX", "findings (rule, game)", true},
      {"findings_game", "INDEX", "findings (game)", true},
  };
  return kIndexes;
}

std::string SqliteIndex::Create() const {
  return std::string("CREATE ") + kind + " IF NOT EXISTS " + name + " ON " + on;
}

namespace {

std::string ClickHouseColumns(const TableSchema& t) {
  std::string cols;
  for (const Column& c : t.columns) {
    cols += (cols.empty() ? "" : ", ") + std::string(c.name) + (c.text ? " String" : " Int64");
  }
  return cols;
}

std::string MergeTree(const TableSchema& t) {
  const std::string name = t.name;
  if (name == "games") return "MergeTree() PARTITION BY substring(date, 1, 7) ORDER BY id";
  if (name == "game_meta") return "MergeTree() PARTITION BY tuple() ORDER BY (game, key)";
  if (name == "players") return "MergeTree() PARTITION BY tuple() ORDER BY (game, seat)";
  if (name == "facts") return "MergeTree() PARTITION BY tuple() ORDER BY (game, seat, fact)";
  if (name == "cards") return "MergeTree() PARTITION BY tuple() ORDER BY (game, seat, title)";
  return "MergeTree() PARTITION BY tuple() ORDER BY (game, n)";
}

std::string SummingMergeTree(size_t table) {
  return "SummingMergeTree() PARTITION BY tuple() ORDER BY (" + KeyList(table) + ")";
}

std::vector<std::string> ClickHouseMeta(const std::string& db) {
  return {"CREATE TABLE IF NOT EXISTS " + db +
              ".meta (key String, value String) ENGINE = MergeTree() PARTITION BY tuple() "
              "ORDER BY key",
          "INSERT INTO " + db + ".meta VALUES ('schema_version', '" +
              std::to_string(kSchemaVersion) + "')"};
}

}  // namespace

std::vector<std::string> ClickHouseCreateTables(const std::string& db) {
  std::vector<std::string> out = {"CREATE DATABASE IF NOT EXISTS " + db};
  for (const TableSchema& t : Tables()) {
    out.push_back("CREATE TABLE IF NOT EXISTS " + db + "." + t.name + " (" + ClickHouseColumns(t) +
                  ") ENGINE = " + MergeTree(t));
  }
  for (size_t i = 0; i < TotalsTables().size(); ++i) {
    const TableSchema& t = TotalsTables()[i];
    out.push_back("CREATE TABLE IF NOT EXISTS " + db + "." + t.name + " (" + ClickHouseColumns(t) +
                  ") ENGINE = " + SummingMergeTree(i));
  }
  for (std::string& s : ClickHouseMeta(db)) out.push_back(std::move(s));
  return out;
}

std::vector<std::string> ClickHouseCreateShard(const std::string& db, const std::string& cluster) {
  std::vector<std::string> out = {"CREATE DATABASE IF NOT EXISTS " + db};
  for (const TableSchema& t : Tables()) {
    const std::string name = t.name;
    const std::string key = name == "games" ? "id" : "game";
    out.push_back("CREATE TABLE IF NOT EXISTS " + db + "." + name + "_local (" +
                  ClickHouseColumns(t) + ") ENGINE = " + MergeTree(t));
    out.push_back("CREATE TABLE IF NOT EXISTS " + db + "." + name + " (" + ClickHouseColumns(t) +
                  ") ENGINE = Distributed(" + cluster + ", " + db + ", " + name + "_local, " + key +
                  ")");
  }
  for (size_t i = 0; i < TotalsTables().size(); ++i) {
    const TableSchema& t = TotalsTables()[i];
    const std::string name = t.name;
    out.push_back("CREATE TABLE IF NOT EXISTS " + db + "." + name + "_local (" +
                  ClickHouseColumns(t) + ") ENGINE = " + SummingMergeTree(i));
    out.push_back("CREATE TABLE IF NOT EXISTS " + db + "." + name + " (" + ClickHouseColumns(t) +
                  ") ENGINE = Distributed(" + cluster + ", " + db + ", " + name +
                  "_local, rand())");
  }
  for (std::string& s : ClickHouseMeta(db)) out.push_back(std::move(s));
  return out;
}

std::string VersionMismatch(const std::string& where, const std::string& found) {
  return where + ": catalogue schema version " + found + ", but this stardate reads version " +
         std::to_string(kSchemaVersion) +
         " only; index the logs again into a new catalogue (stardate index LOGS --db NEW)";
}

}  // namespace stardate::analyzer::catalogue
