// The archive catalogue's schema (analyzer/CATALOGUE.md documents every table and column).
//
// One schema serves both stores: the embedded SQLite catalogue and ClickHouse. Columns hold
// integers and text only; "none" is -1, never NULL, so that the same query gives the same
// numbers on both. Bump kSchemaVersion whenever a table or column changes meaning: a
// catalogue of another version is refused, never misread.
#ifndef STARDATE_ANALYZER_CATALOGUE_SCHEMA_H_
#define STARDATE_ANALYZER_CATALOGUE_SCHEMA_H_

#include <string>
#include <vector>

namespace stardate::analyzer::catalogue {

inline constexpr int kSchemaVersion = 5;

// A column: its name and whether it holds text (else a 64-bit integer).
struct Column {
  const char* name;
  bool text;
};

struct TableSchema {
  const char* name;
  std::vector<Column> columns;
  size_t keys = 0;  // a totals table's key: its first `keys` columns (text or integer)
};

// The data tables in the order a game's rows are written: games, game_meta, players, facts,
// cards, findings. (The `meta` table, key -> value, holds schema_version and is not listed.)
const std::vector<TableSchema>& Tables();

// The summary tables the index keeps beside the rows (totals.h): card_totals, side_totals,
// side_facts, player_totals, matchup_totals, rule_totals, faction_totals,
// faction_matchup_totals, station_game_totals, station_player_totals, event_totals,
// length_totals, rule_examples. Each
// begins with its key's columns (TotalsKeyColumns), then counts, all summed (rule_examples keeps
// each rule's lowest game ids alone, totals.h).
const std::vector<TableSchema>& TotalsTables();
size_t TotalsKeyColumns(size_t table);

// SQLite DDL: CREATE TABLE for `meta`, every data table and every totals table (keyed).
std::vector<std::string> SqliteCreateTables();
// A secondary index of the SQLite catalogue.
struct SqliteIndex {
  const char* name;
  const char* kind;  // "INDEX" or "UNIQUE INDEX"
  const char* on;    // "table (columns)"
  // Kept up while a new catalogue's first load runs: its keys arrive in about the order the
  // games do (by game, or among a few hundred values). The others, whose keys land on random
  // pages, are built after that load (SqliteStore::Finish).
  bool during_load;
  std::string Create() const;  // CREATE ... IF NOT EXISTS
};
const std::vector<SqliteIndex>& SqliteIndexes();

// ClickHouse DDL. The keys by which each table is sorted, partitioned (games by month of
// their date) and sharded (by game) are fixed here.
// Single server: `meta` and every data table as MergeTree tables in `db`, every totals table
// as a SummingMergeTree.
std::vector<std::string> ClickHouseCreateTables(const std::string& db);
// One shard of a cluster: every data table as MergeTree `<name>_local`, a Distributed table
// `<name>` over `cluster` sharded by game, and `meta` (holding the version row) on each shard;
// the totals tables alike (SummingMergeTree, sharded at random: every query sums them).
// Run on every shard (ClickHouse without ZooKeeper has no ON CLUSTER).
std::vector<std::string> ClickHouseCreateShard(const std::string& db, const std::string& cluster);

// "Refuse another version" message for catalogue `where` holding `found`.
std::string VersionMismatch(const std::string& where, const std::string& found);

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_SCHEMA_H_
