// The two faces of a catalogue store: the indexer writes rows into a CatalogueSink, and the
// reports and `stardate sql` read through a QuerySource. SQLite (sqlite_store.h) and ClickHouse
// (clickhouse_store.h) implement both.
#ifndef STARDATE_ANALYZER_CATALOGUE_STORE_H_
#define STARDATE_ANALYZER_CATALOGUE_STORE_H_

#include <cstdint>
#include <functional>
#include <map>
#include <string>
#include <vector>

#include "analyzer/catalogue/game_record.h"
#include "format/status.h"

namespace stardate::analyzer::catalogue {

// One value of a query's result.
struct Cell {
  enum class Type { kNull, kInt, kReal, kText };
  Type type = Type::kNull;
  int64_t i = 0;     // kInt
  std::string text;  // kText; kReal as the store prints it
};

struct QueryResult {
  std::vector<std::string> columns;
  std::vector<std::vector<Cell>> rows;
};

// The SQL a store speaks where the two differ.
enum class Dialect { kSqlite, kClickHouse };

class QuerySource {
 public:
  virtual ~QuerySource() = default;
  virtual Dialect dialect() const = 0;
  // Runs one read-only statement. InvalidArgument for a statement that would write (the
  // message says the catalogue is opened read-only), a syntax error, or several statements.
  virtual Result<QueryResult> Query(const std::string& sql) = 0;

  // Runs one read-only statement as Query does, handing its column names to `on_columns` and
  // then each row to `on_row` as the store produces it, so that no more than a row is held.
  // Stops at the first error either returns (returned). With `timeout_ms` > 0 a statement
  // still running after that long is stopped with InvalidArgument naming the limit (SQLite
  // checks it as the statement runs; ClickHouse bounds every wait by its URL's timeout).
  // The default runs Query and hands over its rows.
  virtual Status Stream(const std::string& sql, int timeout_ms,
                        const std::function<Status(const std::vector<std::string>&)>& on_columns,
                        const std::function<Status(std::vector<Cell>&)>& on_row) {
    (void)timeout_ms;
    auto result = Query(sql);
    if (!result.ok()) return result.status();
    STARDATE_RETURN_IF_ERROR(on_columns(result->columns));
    for (std::vector<Cell>& row : result->rows) STARDATE_RETURN_IF_ERROR(on_row(row));
    return Status::Ok();
  }
};

// A game already in the catalogue.
struct KnownGame {
  int64_t id = 0;
  std::string path;
  bool damaged = false;  // catalogued from a damaged log
};

class CatalogueSink {
 public:
  virtual ~CatalogueSink() = default;
  // Every catalogued game by content hash.
  virtual Result<std::map<std::string, KnownGame>> Known() = 0;
  // Queues the rows of game `id`. They are written for good by the next Flush().
  virtual Status Add(int64_t id, const GameRecord& record) = 0;
  // Records that catalogued game `id` is now found at `path`.
  virtual Status UpdatePath(int64_t id, const std::string& path) = 0;
  // Writes everything queued, all or nothing.
  virtual Status Flush() = 0;
  // After the last Flush: builds what a bulk load defers (indexes, statistics).
  virtual Status Finish() = 0;
  // Games per Flush() the indexer gives this store.
  virtual int batch_games() const { return 1000; }
  // What a message calls this store ("archive.sqlite", "clickhouse://127.0.0.1:8123/db").
  virtual std::string name() const = 0;
};

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_STORE_H_
