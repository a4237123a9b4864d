#include "analyzer/catalogue/schema.h"

namespace stardate::analyzer::catalogue {

const std::vector<TableSchema>& Tables() {
  static const std::vector<TableSchema> kTables = {
      {"games",
       {{"id", false},          {"hash", true},          {"path", true},
        {"game", true},         {"rules_version", false}, {"event", true},
        {"round", true},        {"date", true},          {"players", false},
        {"winner", false},      {"engine_winner", false}, {"header_winner", false},
        {"ended_by", true},     {"turns", false},        {"events", false},
        {"events_lost", false}, {"damaged", false},      {"problems", true},
        {"findings", false}}},
      {"game_meta", {{"game", false}, {"key", true}, {"value", true}}},
      {"players",
       {{"game", false},
        {"seat", false},
        {"name", true},
        {"side", true},
        {"won", false},
        {"score", false},
        {"facilities_seeded", false},
        {"facilities_built", false},
        {"facilities_destroyed", false},
        {"battles", false},
        {"commandeerings", false},
        {"missions_solved", false},
        {"cards_played", false},
        {"findings", false}}},
      {"cards",
       {{"game", false},
        {"seat", false},
        {"won", false},
        {"title", true},
        {"played", false},
        {"drawn", false},
        {"seeded", false}}},
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

std::vector<std::string> SqliteCreateTables() {
  std::vector<std::string> out = {
      "CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)"};
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
  return out;
}

std::vector<std::string> SqliteCreateIndexes() {
  return {
      "CREATE UNIQUE INDEX IF NOT EXISTS games_hash ON games (hash)",
      "CREATE INDEX IF NOT EXISTS games_path ON games (path)",
      "CREATE INDEX IF NOT EXISTS games_date ON games (date)",
      "CREATE INDEX IF NOT EXISTS game_meta_game ON game_meta (game)",
      "CREATE INDEX IF NOT EXISTS players_game ON players (game, seat)",
      "CREATE INDEX IF NOT EXISTS players_side ON players (side)",
      "CREATE INDEX IF NOT EXISTS players_name ON players (name)",
      "CREATE INDEX IF NOT EXISTS cards_title ON cards (title)",
      "CREATE INDEX IF NOT EXISTS cards_game ON cards (game, seat)",
      "CREATE INDEX IF NOT EXISTS findings_rule ON findings (rule)",
      "CREATE INDEX IF NOT EXISTS findings_game ON findings (game)",
  };
}

std::string VersionMismatch(const std::string& where, const std::string& found) {
  return where + ": catalogue schema version " + found + ", but this stardate reads version " +
         std::to_string(kSchemaVersion) +
         " only; index the logs again into a new catalogue (stardate index LOGS --db NEW)";
}

}  // namespace stardate::analyzer::catalogue
