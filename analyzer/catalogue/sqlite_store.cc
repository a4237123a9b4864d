#include "analyzer/catalogue/sqlite_store.h"

#include <fcntl.h>
#include <sqlite3.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <chrono>
#include <cstring>
#include <filesystem>
#include <set>

#include "analyzer/catalogue/rows.h"
#include "analyzer/catalogue/schema.h"

namespace stardate::analyzer::catalogue {
namespace {

// Binds each row's values to the table's prepared INSERT and steps it.
class SqliteRows final : public RowWriter {
 public:
  explicit SqliteRows(const std::vector<sqlite3_stmt*>& inserts) : inserts_(inserts) {}
  void Begin(size_t table) override {
    st_ = inserts_[table];
    i_ = 0;
  }
  void Int(int64_t v) override { rc_ |= sqlite3_bind_int64(st_, ++i_, v); }
  // SQLITE_STATIC: the text stays valid until End() has stepped.
  void Text(const std::string& v) override {
    rc_ |= sqlite3_bind_text(st_, ++i_, v.data(), static_cast<int>(v.size()), SQLITE_STATIC);
  }
  bool End() override {
    if (rc_ == SQLITE_OK) {
      int rc = sqlite3_step(st_);
      rc_ = rc == SQLITE_DONE ? SQLITE_OK : rc;
    }
    sqlite3_reset(st_);
    return rc_ == SQLITE_OK;
  }

 private:
  const std::vector<sqlite3_stmt*>& inserts_;
  sqlite3_stmt* st_ = nullptr;
  int i_ = 0;
  int rc_ = SQLITE_OK;
};

}  // namespace

SqliteStore::~SqliteStore() {
  if (in_batch_) sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
  for (sqlite3_stmt* st : inserts_) sqlite3_finalize(st);
  for (sqlite3_stmt* st : upserts_) sqlite3_finalize(st);
  sqlite3_finalize(update_path_);
  sqlite3_finalize(prune_examples_);
  sqlite3_close(db_);
  if (writer_lock_ >= 0) ::close(writer_lock_);  // releases the writer's lock
}

Status SqliteStore::LockWriter() {
  // flock, not SQLite's own locks (POSIX record locks, which it takes and drops per
  // transaction): held from before the catalogue's games are listed until the index is done,
  // so a second index waits here and then sees every game the first catalogued.
  writer_lock_ = ::open(path_.c_str(), O_RDONLY | O_CLOEXEC);
  if (writer_lock_ < 0) return Status::IoError(path_ + ": cannot open: " + std::strerror(errno));
  int rc;
  do {
    rc = ::flock(writer_lock_, LOCK_EX);
  } while (rc != 0 && errno == EINTR);
  if (rc != 0) {
    return Status::IoError(path_ + ": cannot take the writer's lock: " + std::strerror(errno));
  }
  return Status::Ok();
}

Status SqliteStore::Error(const std::string& what) const {
  return Status::IoError(path_ + ": " + what + ": " + sqlite3_errmsg(db_));
}

Status SqliteStore::Exec(const std::string& sql) {
  char* message = nullptr;
  int rc = sqlite3_exec(db_, sql.c_str(), nullptr, nullptr, &message);
  if (rc == SQLITE_OK) return Status::Ok();
  std::string m = message ? message : sqlite3_errstr(rc);
  sqlite3_free(message);
  if (rc == SQLITE_NOTADB) {
    return Status::InvalidArgument(path_ + ": not an SQLite catalogue (" + m +
                                   "); expected a catalogue written by `stardate index`");
  }
  return Status::IoError(path_ + ": " + m + " (in: " + sql.substr(0, 60) + ")");
}

Status SqliteStore::Open(const std::string& path, bool read_only) {
  // SQLite counts every allocation it makes under a process-wide mutex unless told not to
  // before its first use; the catalogue reads no memory statistics. (Refused, harmlessly, when
  // the process used SQLite before.)
  static const int kNoMemoryStatistics = sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
  (void)kNoMemoryStatistics;
  path_ = path;
  int flags = read_only ? SQLITE_OPEN_READONLY : (SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE);
  if (sqlite3_open_v2(path.c_str(), &db_, flags | SQLITE_OPEN_NOMUTEX, nullptr) != SQLITE_OK) {
    return Status::IoError(
        path + ": cannot open the catalogue: " + (db_ ? sqlite3_errmsg(db_) : "out of memory"));
  }
  sqlite3_busy_timeout(db_, 10000);
  sqlite3_extended_result_codes(db_, 0);
  return Status::Ok();
}

Status SqliteStore::CheckSchema(bool may_create) {
  // Reading the schema is the first access to the file: a file that is not SQLite fails here.
  auto tables = Query("SELECT count(*) FROM sqlite_master");
  if (!tables.ok()) {
    if (tables.status().code() == Status::Code::kInvalidArgument) return tables.status();
    return Status::InvalidArgument(tables.status().message());
  }
  if (tables->rows[0][0].i == 0) {
    if (!may_create) {
      return Status::InvalidArgument(path_ +
                                     ": an empty file, not a catalogue; make one with "
                                     "`stardate index LOGS --db " +
                                     path_ + "`");
    }
    STARDATE_RETURN_IF_ERROR(Exec("BEGIN IMMEDIATE"));
    for (const std::string& sql : SqliteCreateTables()) STARDATE_RETURN_IF_ERROR(Exec(sql));
    // Most indexes too, kept up as the rows arrive: that costs the writer about the CPU a build
    // after the load costs, but beside the workers instead of after them, when it alone runs.
    // The two whose keys land on random pages are built at Finish(): kept up through a load of
    // a million games they rewrote a page per game each, most of the catalogue's writes
    // (tests/bench/README.md).
    for (const SqliteIndex& index : SqliteIndexes()) {
      if (index.during_load) STARDATE_RETURN_IF_ERROR(Exec(index.Create()));
    }
    STARDATE_RETURN_IF_ERROR(Exec("INSERT INTO meta VALUES ('schema_version', '" +
                                  std::to_string(kSchemaVersion) + "')"));
    STARDATE_RETURN_IF_ERROR(Exec("COMMIT"));
    fresh_ = true;
    return Status::Ok();
  }
  auto has_meta = Query("SELECT count(*) FROM sqlite_master WHERE type='table' AND name='meta'");
  if (!has_meta.ok()) return has_meta.status();
  if (has_meta->rows[0][0].i == 0) {
    return Status::InvalidArgument(path_ +
                                   ": an SQLite database but not a stardate catalogue "
                                   "(it has no `meta` table); give another file to --db");
  }
  auto version = Query("SELECT value FROM meta WHERE key = 'schema_version'");
  if (!version.ok()) return version.status();
  std::string found = version->rows.empty() ? "(none)" : version->rows[0][0].text;
  if (version->rows.empty() || found != std::to_string(kSchemaVersion)) {
    return Status::InvalidArgument(VersionMismatch(path_, found));
  }
  return Status::Ok();
}

Result<std::unique_ptr<SqliteStore>> SqliteStore::OpenForIndex(const std::string& path) {
  std::unique_ptr<SqliteStore> s(new SqliteStore());
  std::error_code ec;
  if (std::filesystem::is_directory(path, ec)) {
    return Status::InvalidArgument(path + ": is a folder; --db names the catalogue file");
  }
  STARDATE_RETURN_IF_ERROR(s->Open(path, /*read_only=*/false));
  STARDATE_RETURN_IF_ERROR(s->LockWriter());
  STARDATE_RETURN_IF_ERROR(s->CheckSchema(/*may_create=*/true));
  STARDATE_RETURN_IF_ERROR(s->Exec("PRAGMA journal_mode=WAL"));
  STARDATE_RETURN_IF_ERROR(s->Exec("PRAGMA synchronous=NORMAL"));
  STARDATE_RETURN_IF_ERROR(s->Exec("PRAGMA cache_size=-262144"));
  STARDATE_RETURN_IF_ERROR(s->Exec("PRAGMA temp_store=MEMORY"));
  STARDATE_RETURN_IF_ERROR(s->Prepare());
  return s;
}

Result<std::unique_ptr<SqliteStore>> SqliteStore::OpenReadOnly(const std::string& path) {
  std::error_code ec;
  if (!std::filesystem::exists(path, ec)) {
    return Status::NotFound(path +
                            ": no such catalogue; make one with `stardate index LOGS "
                            "--db " +
                            path + "`");
  }
  if (std::filesystem::is_directory(path, ec)) {
    return Status::InvalidArgument(path + ": is a folder; --db names the catalogue file");
  }
  std::unique_ptr<SqliteStore> s(new SqliteStore());
  STARDATE_RETURN_IF_ERROR(s->Open(path, /*read_only=*/true));
  STARDATE_RETURN_IF_ERROR(s->CheckSchema(/*may_create=*/false));
  return s;
}

Status SqliteStore::Prepare() {
  for (const TableSchema& t : Tables()) {
    std::string sql = std::string("INSERT INTO ") + t.name + " VALUES (";
    for (size_t i = 0; i < t.columns.size(); ++i) sql += i == 0 ? "?" : ", ?";
    sql += ")";
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v3(db_, sql.c_str(), -1, SQLITE_PREPARE_PERSISTENT, &st, nullptr) !=
        SQLITE_OK) {
      return Error("preparing the insert into " + std::string(t.name));
    }
    inserts_.push_back(st);
  }
  for (size_t i = 0; i < TotalsTables().size(); ++i) {
    const TableSchema& t = TotalsTables()[i];
    const size_t keys = TotalsKeyColumns(i);
    std::string sql = std::string("INSERT INTO ") + t.name + " VALUES (";
    std::string conflict, update;
    for (size_t c = 0; c < t.columns.size(); ++c) {
      const std::string name = t.columns[c].name;
      sql += c == 0 ? "?" : ", ?";
      if (c < keys) {
        conflict += (conflict.empty() ? "" : ", ") + name;
      } else {
        update += (update.empty() ? "" : ", ") + name + " = " + name + " + excluded." + name;
      }
    }
    sql += ") ON CONFLICT (" + conflict + ") DO UPDATE SET " + update;
    sqlite3_stmt* st = nullptr;
    if (sqlite3_prepare_v3(db_, sql.c_str(), -1, SQLITE_PREPARE_PERSISTENT, &st, nullptr) !=
        SQLITE_OK) {
      return Error("preparing the totals of " + std::string(t.name));
    }
    upserts_.push_back(st);
  }
  // All but a rule's lowest example games (totals.h).
  const std::string prune =
      "DELETE FROM rule_examples WHERE rule = ?1 AND game NOT IN (SELECT game FROM rule_examples "
      "WHERE rule = ?1 ORDER BY game LIMIT " +
      std::to_string(kRuleExamples) + ")";
  if (sqlite3_prepare_v3(db_, prune.c_str(), -1, SQLITE_PREPARE_PERSISTENT, &prune_examples_,
                         nullptr) != SQLITE_OK) {
    return Error("preparing the rule examples' update");
  }
  if (sqlite3_prepare_v3(db_, "UPDATE games SET path = ? WHERE id = ?", -1,
                         SQLITE_PREPARE_PERSISTENT, &update_path_, nullptr) != SQLITE_OK) {
    return Error("preparing the path update");
  }
  return Status::Ok();
}

Result<std::map<std::string, KnownGame>> SqliteStore::Known() {
  std::map<std::string, KnownGame> known;
  sqlite3_stmt* st = nullptr;
  if (sqlite3_prepare_v2(db_, "SELECT hash, id, path, damaged FROM games", -1, &st, nullptr) !=
      SQLITE_OK) {
    return Error("reading the catalogued games");
  }
  int rc;
  while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
    KnownGame g;
    g.id = sqlite3_column_int64(st, 1);
    g.path = reinterpret_cast<const char*>(sqlite3_column_text(st, 2));
    g.damaged = sqlite3_column_int64(st, 3) != 0;
    known.emplace(reinterpret_cast<const char*>(sqlite3_column_text(st, 0)), std::move(g));
  }
  sqlite3_finalize(st);
  if (rc != SQLITE_DONE) return Error("reading the catalogued games");
  return known;
}

Status SqliteStore::Begin() {
  if (in_batch_) return Status::Ok();
  STARDATE_RETURN_IF_ERROR(Exec("BEGIN IMMEDIATE"));
  in_batch_ = true;
  return Status::Ok();
}

Status SqliteStore::Add(int64_t id, const GameRecord& r) {
  STARDATE_RETURN_IF_ERROR(Begin());
  SqliteRows rows(inserts_);
  if (!WriteRows(id, r, &rows)) return Error("writing " + r.path);
  totals_.Add(id, r);
  ++added_;
  return Status::Ok();
}

Status SqliteStore::UpdatePath(int64_t id, const std::string& path) {
  STARDATE_RETURN_IF_ERROR(Begin());
  sqlite3_bind_text(update_path_, 1, path.data(), static_cast<int>(path.size()), SQLITE_STATIC);
  sqlite3_bind_int64(update_path_, 2, id);
  int rc = sqlite3_step(update_path_);
  sqlite3_reset(update_path_);
  if (rc != SQLITE_DONE) return Error("updating the path of " + path);
  return Status::Ok();
}

Status SqliteStore::WriteTotals() {
  std::vector<std::string> example_rules;  // the rules given example games by this batch
  for (size_t i = 0; i < upserts_.size(); ++i) {
    sqlite3_stmt* st = upserts_[i];
    int rc = SQLITE_OK;
    totals_.ForEachRow(i, [&](const std::vector<std::string>& keys,
                              const std::vector<int64_t>& counts) {
      if (rc != SQLITE_OK) return;
      int n = 0;
      for (const std::string& k : keys) {
        sqlite3_bind_text(st, ++n, k.data(), static_cast<int>(k.size()), SQLITE_STATIC);
      }
      for (int64_t c : counts) sqlite3_bind_int64(st, ++n, c);
      rc = sqlite3_step(st);
      rc = rc == SQLITE_DONE ? SQLITE_OK : rc;
      sqlite3_reset(st);
      if (i == kRuleExamplesTable && (example_rules.empty() || example_rules.back() != keys[0])) {
        example_rules.push_back(keys[0]);
      }
    });
    if (rc != SQLITE_OK)
      return Error("writing the totals of " + std::string(TotalsTables()[i].name));
  }
  for (const std::string& rule : example_rules) {
    sqlite3_bind_text(prune_examples_, 1, rule.data(), static_cast<int>(rule.size()),
                      SQLITE_STATIC);
    const int rc = sqlite3_step(prune_examples_);
    sqlite3_reset(prune_examples_);
    if (rc != SQLITE_DONE) return Error("keeping the lowest example games of " + rule);
  }
  totals_.clear();
  return Status::Ok();
}

Status SqliteStore::Flush() {
  if (!in_batch_) return Status::Ok();
  Status st = WriteTotals();
  if (st.ok()) st = Exec("COMMIT");
  if (!st.ok()) {
    totals_.clear();
    sqlite3_exec(db_, "ROLLBACK", nullptr, nullptr, nullptr);
    in_batch_ = false;
    return st;
  }
  in_batch_ = false;
  return Status::Ok();
}

Status SqliteStore::Finish() {
  STARDATE_RETURN_IF_ERROR(Flush());
  // Every index, the ones a first load leaves to the end among them (also when that load was
  // stopped before its end: the next index builds them, whatever it adds).
  auto existing = Query("SELECT name FROM sqlite_master WHERE type = 'index'");
  if (!existing.ok()) return existing.status();
  std::set<std::string> names;
  for (const auto& row : existing->rows) names.insert(row[0].text);
  bool built = false;
  for (const SqliteIndex& index : SqliteIndexes()) {
    if (names.count(index.name) != 0) continue;
    STARDATE_RETURN_IF_ERROR(Exec(index.Create()));
    built = true;
  }
  if (added_ == 0 && !fresh_ && !built) return Status::Ok();
  STARDATE_RETURN_IF_ERROR(Exec("ANALYZE"));
  return Exec("PRAGMA wal_checkpoint(TRUNCATE)");
}

Result<QueryResult> SqliteStore::Query(const std::string& sql) {
  QueryResult out;
  Status st = Stream(
      sql, 0,
      [&](const std::vector<std::string>& columns) {
        out.columns = columns;
        return Status::Ok();
      },
      [&](std::vector<Cell>& row) {
        out.rows.push_back(std::move(row));
        return Status::Ok();
      });
  if (!st.ok()) return st;
  return out;
}

namespace {

// Stops a statement once its deadline has passed (SQLite calls it every few thousand steps
// of its virtual machine).
struct Deadline {
  std::chrono::steady_clock::time_point at;
  bool passed = false;
};

int StopPastDeadline(void* arg) {
  auto* d = static_cast<Deadline*>(arg);
  d->passed = d->passed || std::chrono::steady_clock::now() >= d->at;
  return d->passed ? 1 : 0;
}

std::string BlobText(const void* data, int size) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out = "X'";
  const auto* p = static_cast<const unsigned char*>(data);
  for (int i = 0; i < size; ++i) {
    out += kHex[p[i] >> 4];
    out += kHex[p[i] & 15];
  }
  return out + "'";
}

}  // namespace

Status SqliteStore::Stream(const std::string& sql, int timeout_ms,
                           const std::function<Status(const std::vector<std::string>&)>& on_columns,
                           const std::function<Status(std::vector<Cell>&)>& on_row) {
  sqlite3_stmt* st = nullptr;
  const char* tail = nullptr;
  int rc = sqlite3_prepare_v2(db_, sql.c_str(), static_cast<int>(sql.size()), &st, &tail);
  if (rc != SQLITE_OK) {
    std::string m = sqlite3_errmsg(db_);
    if (rc == SQLITE_NOTADB) {
      return Status::InvalidArgument(path_ + ": not an SQLite catalogue (" + m +
                                     "); expected a catalogue written by `stardate index`");
    }
    return Status::InvalidArgument(path_ + ": " + m);
  }
  if (st == nullptr) return Status::InvalidArgument(path_ + ": the query is empty");
  Deadline deadline{std::chrono::steady_clock::now() + std::chrono::milliseconds(timeout_ms)};
  struct Finalize {
    sqlite3* db;
    sqlite3_stmt* st;
    ~Finalize() {
      sqlite3_progress_handler(db, 0, nullptr, nullptr);
      sqlite3_finalize(st);
    }
  } finalize{db_, st};
  for (const char* p = tail; p && *p; ++p) {
    if (*p != ' ' && *p != '\n' && *p != '\t' && *p != '\r' && *p != ';') {
      return Status::InvalidArgument(path_ +
                                     ": one statement at a time; the query goes on "
                                     "after its first statement at \"" +
                                     std::string(p).substr(0, 40) + "\"");
    }
  }
  if (!sqlite3_stmt_readonly(st)) {
    return Status::InvalidArgument(path_ +
                                   ": the catalogue is opened read-only and this "
                                   "statement would write; `stardate sql` runs queries such "
                                   "as SELECT only (`stardate index` writes the catalogue)");
  }
  if (timeout_ms > 0) sqlite3_progress_handler(db_, 10000, StopPastDeadline, &deadline);
  const int n = sqlite3_column_count(st);
  std::vector<std::string> columns;
  for (int i = 0; i < n; ++i) columns.push_back(sqlite3_column_name(st, i));
  STARDATE_RETURN_IF_ERROR(on_columns(columns));
  std::vector<Cell> row;
  while ((rc = sqlite3_step(st)) == SQLITE_ROW) {
    row.assign(static_cast<size_t>(n), Cell{});
    for (int i = 0; i < n; ++i) {
      Cell& c = row[i];
      switch (sqlite3_column_type(st, i)) {
        case SQLITE_INTEGER:
          c.type = Cell::Type::kInt;
          c.i = sqlite3_column_int64(st, i);
          break;
        case SQLITE_FLOAT:
          c.type = Cell::Type::kReal;
          c.text = reinterpret_cast<const char*>(sqlite3_column_text(st, i));
          break;
        case SQLITE_NULL:
          break;
        case SQLITE_BLOB:
          c.type = Cell::Type::kText;
          c.text = BlobText(sqlite3_column_blob(st, i), sqlite3_column_bytes(st, i));
          break;
        default:
          c.type = Cell::Type::kText;
          c.text.assign(reinterpret_cast<const char*>(sqlite3_column_text(st, i)),
                        sqlite3_column_bytes(st, i));
      }
    }
    STARDATE_RETURN_IF_ERROR(on_row(row));
  }
  if (rc != SQLITE_DONE) {
    if (deadline.passed) {
      return Status::InvalidArgument(path_ + ": the query ran past its time limit of " +
                                     std::to_string(timeout_ms) + " ms");
    }
    if (rc == SQLITE_NOTADB) {
      return Status::InvalidArgument(path_ + ": not an SQLite catalogue (" +
                                     std::string(sqlite3_errmsg(db_)) +
                                     "); expected a catalogue written by `stardate index`");
    }
    return Status::InvalidArgument(path_ + ": " + sqlite3_errmsg(db_));
  }
  return Status::Ok();
}

}  // namespace stardate::analyzer::catalogue
