// The embedded catalogue: one SQLite file (analyzer/CATALOGUE.md).
//
// Written by one thread: the indexer's writer owns the connection. Rows are inserted through
// one prepared, persistent statement per table, in batched BEGIN IMMEDIATE ... COMMIT
// transactions, with WAL and synchronous=NORMAL; the secondary indexes are kept up as the rows
// arrive (a new catalogue's are created with its tables, but for the random-keyed ones built
// after its first load: SqliteIndex::during_load), and ANALYZE runs after the load. Each
// batch adds its totals (totals.h) to the totals tables in the same transaction, one upsert per
// key (and leaves each rule's lowest example games alone in rule_examples). A failed write rolls
// its batch back: what was committed before stays whole.
#ifndef STARDATE_ANALYZER_CATALOGUE_SQLITE_STORE_H_
#define STARDATE_ANALYZER_CATALOGUE_SQLITE_STORE_H_

#include <memory>
#include <string>
#include <vector>

#include "analyzer/catalogue/store.h"
#include "analyzer/catalogue/totals.h"

struct sqlite3;
struct sqlite3_stmt;

namespace stardate::analyzer::catalogue {

class SqliteStore final : public CatalogueSink, public QuerySource {
 public:
  // Opens the catalogue at `path` for indexing, creating it (with its schema) if the file does
  // not exist or is empty. One index writes a catalogue at a time: while another holds the
  // writer's lock (until its store is destroyed), this waits for it. InvalidArgument when the file
  // is not SQLite, is an SQLite file but no catalogue, or holds another schema version (the message
  // names both versions).
  static Result<std::unique_ptr<SqliteStore>> OpenForIndex(const std::string& path);
  // Opens an existing catalogue read-only (SQLITE_OPEN_READONLY). NotFound without the file;
  // the same checks as OpenForIndex.
  static Result<std::unique_ptr<SqliteStore>> OpenReadOnly(const std::string& path);

  ~SqliteStore() override;
  SqliteStore(const SqliteStore&) = delete;
  SqliteStore& operator=(const SqliteStore&) = delete;

  // CatalogueSink
  Result<std::map<std::string, KnownGame>> Known() override;
  Status Add(int64_t id, const GameRecord& record) override;
  Status UpdatePath(int64_t id, const std::string& path) override;
  Status Flush() override;
  Status Finish() override;
  // Five thousand games per transaction: the pages a batch rewrites in place (the last of each
  // index's hot key ranges, the totals) are written to the log once per batch, so a larger batch
  // writes fewer of them; a batch of this size holds about 20 MB of new pages.
  int batch_games() const override { return 5000; }
  std::string name() const override { return path_; }

  // QuerySource
  Dialect dialect() const override { return Dialect::kSqlite; }
  Result<QueryResult> Query(const std::string& sql) override;
  // A BLOB is handed over as text: X'' and its bytes in hexadecimal (as SQLite's quote()).
  Status Stream(const std::string& sql, int timeout_ms,
                const std::function<Status(const std::vector<std::string>&)>& on_columns,
                const std::function<Status(std::vector<Cell>&)>& on_row) override;

 private:
  SqliteStore() = default;
  Status Open(const std::string& path, bool read_only);
  Status CheckSchema(bool may_create);
  Status Exec(const std::string& sql);
  Status Error(const std::string& what) const;  // names the file and SQLite's message
  Status Prepare();
  Status Begin();
  Status LockWriter();

  std::string path_;
  sqlite3* db_ = nullptr;
  bool fresh_ = false;  // created by this open: its statistics are gathered at Finish()
  bool in_batch_ = false;
  int writer_lock_ = -1;  // a descriptor of the file holding the writer's flock
  int64_t added_ = 0;
  std::vector<sqlite3_stmt*> inserts_;  // one per schema table, in Tables() order
  std::vector<sqlite3_stmt*> upserts_;  // one per totals table, in TotalsTables() order
  Totals totals_;                       // of the games added in this batch
  Status WriteTotals();
  sqlite3_stmt* update_path_ = nullptr;
  sqlite3_stmt* prune_examples_ = nullptr;  // all but a rule's lowest example games
};

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_SQLITE_STORE_H_
