// A catalogue in ClickHouse (18.16 and later), spoken to over its HTTP interface
// (http_client.h): the same tables as the SQLite catalogue (schema.h), on one server or as
// Distributed tables over a cluster (ClickHouseCreateShard).
//
// Writing: each table's rows are buffered as TSV and sent in one INSERT per table per batch
// of kClickHouseBatchGames games, the games sorted by date (each INSERT writes one part per
// partition it touches), with insert_distributed_sync=1 so that an index that returns has its
// rows on every shard. Child rows, and the batch's totals (totals.h), are sent before the games
// that own them: a game is visible (and skipped by the next index) only once all of its rows
// are in. A moved log keeps its first
// path: ClickHouse has no cheap row update.
// Reading: queries run with readonly=1, so a statement that would write is refused by the
// server; results come as TabSeparatedWithNamesAndTypes, integers as integers.
#ifndef STARDATE_ANALYZER_CATALOGUE_CLICKHOUSE_STORE_H_
#define STARDATE_ANALYZER_CATALOGUE_CLICKHOUSE_STORE_H_

#include <memory>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "analyzer/catalogue/store.h"
#include "analyzer/catalogue/totals.h"

namespace stardate::analyzer::catalogue {

inline constexpr int kClickHouseBatchGames = 20000;

// clickhouse://[USER[:PASSWORD]@]HOST:PORT/DB[?timeout=SECONDS]: HOST a name, an IPv4
// address or an IPv6 literal in brackets ([::1]); PORT the HTTP port (1-65535, digits only);
// USER and PASSWORD %-encoded where they hold ':', '@' or '/'; `timeout` the seconds a
// connection, write or read may wait (default kHttpTimeoutMs).
struct ClickHouseUrl {
  std::string host;  // without brackets
  int port = 0;
  std::string db;
  std::string user;
  std::string password;  // never printed
  int timeout_ms = 0;    // 0: the default
  // The URL without its password (what every message names).
  std::string ToString() const;
};
// InvalidArgument naming the URL (its password blanked out), what is wrong and the expected
// form.
Result<ClickHouseUrl> ParseClickHouseUrl(const std::string& url);

// A TabSeparatedWithNamesAndTypes answer as a QueryResult: integers typed Int* and UInt* as
// integers, Float* and Decimal* as reals, the rest as text, \N of a Nullable as null.
// Corruption naming `where` when the types or a row are not as wide as the column names.
Result<QueryResult> ParseClickHouseAnswer(std::string_view body, const std::string& where);

class ClickHouseStore final : public CatalogueSink, public QuerySource {
 public:
  // For indexing: creates the database and MergeTree tables if `meta` is missing. IoError when
  // the server cannot be reached; InvalidArgument for another schema version. Corruption when
  // rows belong to no game (an interrupted index), unless `shared`: other indexers of the same
  // archive (`index --shard`) are writing now, and such rows are their batches in flight.
  static Result<std::unique_ptr<ClickHouseStore>> OpenForIndex(const std::string& url,
                                                               bool shared = false);
  // For reading: NotFound when the database holds no catalogue.
  static Result<std::unique_ptr<ClickHouseStore>> OpenReadOnly(const std::string& url);

  // A connection for administration (DDL), checking nothing; the database may not exist.
  static Result<std::unique_ptr<ClickHouseStore>> Connect(const std::string& url);

  // Runs one statement (DDL, INSERT with `body`); returns the response body.
  Result<std::string> Execute(const std::string& sql, const std::string& body = "",
                              bool read_only = false);

  // CatalogueSink
  Result<std::map<std::string, KnownGame>> Known() override;
  Status Add(int64_t id, const GameRecord& record) override;
  Status UpdatePath(int64_t id, const std::string& path) override;
  Status Flush() override;
  Status Finish() override { return Flush(); }
  std::string name() const override { return url_.ToString(); }
  int batch_games() const override { return kClickHouseBatchGames; }

  // QuerySource
  Dialect dialect() const override { return Dialect::kClickHouse; }
  Result<QueryResult> Query(const std::string& sql) override;

 private:
  ClickHouseStore() = default;
  Status CheckSchema(bool may_create, bool shared = false);

  ClickHouseUrl url_;
  std::vector<std::pair<std::string, std::string>> games_;  // (date, TSV row)
  std::vector<std::string> rows_;  // TSV per table in Tables() order ([0] only during Add)
  Totals totals_;                  // of the games added since the last Flush
};

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_CLICKHOUSE_STORE_H_
