#include "analyzer/catalogue/open_store.h"

#include "analyzer/catalogue/clickhouse_store.h"
#include "analyzer/catalogue/sqlite_store.h"

namespace stardate::analyzer::catalogue {
namespace {

Status OneOf(const std::string& db, const std::string& url, const char* url_flag) {
  if (db.empty() == url.empty()) {
    return Status::InvalidArgument(std::string("name one catalogue: --db FILE (SQLite) or ") +
                                   url_flag + " clickhouse://HOST:PORT/DB");
  }
  return Status::Ok();
}

}  // namespace

Result<std::unique_ptr<CatalogueSink>> OpenSink(const std::string& db, const std::string& url,
                                                bool shared) {
  STARDATE_RETURN_IF_ERROR(OneOf(db, url, "--to"));
  if (!url.empty()) {
    auto c = ClickHouseStore::OpenForIndex(url, shared);
    if (!c.ok()) return c.status();
    return std::unique_ptr<CatalogueSink>(std::move(c).value());
  }
  auto s = SqliteStore::OpenForIndex(db);
  if (!s.ok()) return s.status();
  return std::unique_ptr<CatalogueSink>(std::move(s).value());
}

Result<std::unique_ptr<QuerySource>> OpenSource(const std::string& db, const std::string& url) {
  STARDATE_RETURN_IF_ERROR(OneOf(db, url, "--from"));
  if (!url.empty()) {
    auto c = ClickHouseStore::OpenReadOnly(url);
    if (!c.ok()) return c.status();
    return std::unique_ptr<QuerySource>(std::move(c).value());
  }
  auto s = SqliteStore::OpenReadOnly(db);
  if (!s.ok()) return s.status();
  return std::unique_ptr<QuerySource>(std::move(s).value());
}

}  // namespace stardate::analyzer::catalogue
