// Opens the catalogue a command names: an SQLite file (--db FILE) or a ClickHouse database
// (--to / --from clickhouse://HOST:PORT/DB). Exactly one of the two must be given.
#ifndef STARDATE_ANALYZER_CATALOGUE_OPEN_STORE_H_
#define STARDATE_ANALYZER_CATALOGUE_OPEN_STORE_H_

#include <memory>
#include <string>

#include "analyzer/catalogue/store.h"

namespace stardate::analyzer::catalogue {

// For `index`: the SQLite file `db` (created if missing) or the ClickHouse URL `url`.
// InvalidArgument when both or neither are given, or for a malformed URL. `shared`: other
// indexers write into the same ClickHouse catalogue at the same time (`index --shard`), so rows
// of games not yet complete are theirs, not an interrupted index's (ClickHouseStore).
Result<std::unique_ptr<CatalogueSink>> OpenSink(const std::string& db, const std::string& url,
                                                bool shared = false);

// For `stats` and `sql`: the existing SQLite catalogue `db`, opened read-only, or the
// ClickHouse URL `url` (checked by a first query).
Result<std::unique_ptr<QuerySource>> OpenSource(const std::string& db, const std::string& url);

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_OPEN_STORE_H_
