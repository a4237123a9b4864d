#include "analyzer/catalogue/clickhouse_store.h"

#include <algorithm>

#include "analyzer/catalogue/http_client.h"
#include "analyzer/catalogue/rows.h"
#include "analyzer/catalogue/schema.h"

namespace stardate::analyzer::catalogue {
namespace {

// Appends `v` as a TabSeparated field.
void Field(std::string* out, const std::string& v) {
  for (char c : v) {
    switch (c) {
      case '\\':
        *out += "\\\\";
        break;
      case '\t':
        *out += "\\t";
        break;
      case '\n':
        *out += "\\n";
        break;
      case '\r':
        *out += "\\r";
        break;
      case '\0':
        *out += "\\0";
        break;
      default:
        *out += c;
    }
  }
}

// Appends each row as a TabSeparated line to its table's buffer.
class TsvRows final : public RowWriter {
 public:
  explicit TsvRows(std::vector<std::string>* tables) : tables_(tables) {}
  void Begin(size_t table) override {
    out_ = &(*tables_)[table];
    first_ = true;
  }
  void Int(int64_t v) override {
    Sep();
    *out_ += std::to_string(v);
  }
  void Text(const std::string& v) override {
    Sep();
    Field(out_, v);
  }
  bool End() override {
    *out_ += '\n';
    return true;
  }

 private:
  void Sep() {
    if (!first_) *out_ += '\t';
    first_ = false;
  }
  std::vector<std::string>* tables_;
  std::string* out_ = nullptr;
  bool first_ = true;
};

std::string Unescape(const std::string& s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '\\' || i + 1 == s.size()) {
      out += s[i];
      continue;
    }
    char c = s[++i];
    switch (c) {
      case 't':
        out += '\t';
        break;
      case 'n':
        out += '\n';
        break;
      case 'r':
        out += '\r';
        break;
      case '0':
        out += '\0';
        break;
      case 'b':
        out += '\b';
        break;
      case 'f':
        out += '\f';
        break;
      default:
        out += c;
    }
  }
  return out;
}

std::vector<std::string> SplitTabs(const std::string& line) {
  std::vector<std::string> out;
  size_t p = 0;
  for (;;) {
    size_t t = line.find('\t', p);
    out.push_back(Unescape(line.substr(p, t == std::string::npos ? std::string::npos : t - p)));
    if (t == std::string::npos) return out;
    p = t + 1;
  }
}

// The server's error without its boilerplate: "Code: 60, e.displayText() = DB::Exception:
// Table x.meta doesn't exist., e.what() = DB::Exception" -> "Table x.meta doesn't exist."
std::string ServerError(const std::string& body, int* code) {
  *code = std::atoi(body.c_str() + (body.rfind("Code: ", 0) == 0 ? 6 : 0));
  std::string m = body;
  const std::string lead = "DB::Exception: ";
  if (size_t p = m.find(lead); p != std::string::npos) m = m.substr(p + lead.size());
  if (size_t p = m.find(", e.what()"); p != std::string::npos) m = m.substr(0, p);
  while (!m.empty() && (m.back() == '\n' || m.back() == ' ')) m.pop_back();
  return m;
}

}  // namespace

std::string ClickHouseUrl::ToString() const {
  return "clickhouse://" + host + ":" + std::to_string(port) + "/" + db;
}

Result<ClickHouseUrl> ParseClickHouseUrl(const std::string& url) {
  const std::string scheme = "clickhouse://";
  auto bad = [&](const std::string& why) {
    return Status::InvalidArgument(url + ": " + why +
                                   "; expected clickhouse://HOST:PORT/DB (the HTTP port, "
                                   "8123 by default), e.g. clickhouse://127.0.0.1:8123/archive");
  };
  if (url.rfind(scheme, 0) != 0) return bad("not a ClickHouse URL");
  std::string rest = url.substr(scheme.size());
  size_t slash = rest.find('/');
  if (slash == std::string::npos || slash + 1 == rest.size()) return bad("no database named");
  ClickHouseUrl u;
  u.db = rest.substr(slash + 1);
  for (char c : u.db) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') {
      return bad("the database name may hold letters, digits and _ only");
    }
  }
  std::string hostport = rest.substr(0, slash);
  size_t colon = hostport.rfind(':');
  if (colon == std::string::npos) return bad("no port");
  u.host = hostport.substr(0, colon);
  u.port = std::atoi(hostport.c_str() + colon + 1);
  if (u.host.empty() || u.port <= 0 || u.port > 65535) return bad("no host or no valid port");
  return u;
}

Result<std::string> ClickHouseStore::Execute(const std::string& sql, const std::string& body,
                                             bool read_only) {
  std::string target = "/?database=" + url_.db;
  std::string payload;
  if (body.empty()) {
    payload = sql;
  } else {
    target += "&query=" + UrlEncode(sql);
    payload = body;
  }
  target += read_only ? "&readonly=1" : "&insert_distributed_sync=1";
  auto r = HttpPost(url_.host, url_.port, target, payload);
  if (!r.ok()) {
    return Status::IoError(url_.ToString() + ": " + r.status().message() +
                           " (is clickhouse-server running there, with that HTTP port?)");
  }
  if (r->status != 200) {
    int code = 0;
    std::string m = ServerError(r->body, &code);
    if (code == 164) {
      return Status::InvalidArgument(url_.ToString() +
                                     ": the catalogue is opened read-only "
                                     "and this statement would write; `stardate sql` runs "
                                     "queries such as SELECT only (" +
                                     m + ")");
    }
    Status s = code == 60 || code == 81 ? Status::NotFound(url_.ToString() + ": " + m)
                                        : Status::InvalidArgument(url_.ToString() + ": " + m);
    return s;
  }
  return std::move(r->body);
}

Status ClickHouseStore::CheckSchema(bool may_create) {
  auto v = Query("SELECT value FROM meta WHERE key = 'schema_version'");
  if (!v.ok() && v.status().code() == Status::Code::kNotFound) {
    if (!may_create) {
      return Status::NotFound(url_.ToString() + ": no catalogue in this database (" +
                              v.status().message() +
                              "); make one with `stardate index LOGS "
                              "--to " +
                              url_.ToString() + "`");
    }
    for (const std::string& ddl : ClickHouseCreateTables(url_.db)) {
      // The database may not exist yet: run the DDL outside it.
      std::string saved = url_.db;
      url_.db = "default";
      auto r = Execute(ddl);
      url_.db = saved;
      if (!r.ok()) return r.status();
    }
    return Status::Ok();
  }
  if (!v.ok()) return v.status();
  std::string found = v->rows.empty() ? "(none)" : v->rows[0][0].text;
  if (found != std::to_string(kSchemaVersion)) {
    return Status::InvalidArgument(VersionMismatch(url_.ToString(), found));
  }
  if (!may_create) return Status::Ok();
  // Rows past the last game are what an interrupted index left (child rows go first): new
  // games would take their ids.
  auto orphans = Query(
      "SELECT (SELECT count() FROM players WHERE game > (SELECT max(id) FROM "
      "games)) + (SELECT count() FROM cards WHERE game > (SELECT max(id) FROM "
      "games)) AS n");
  if (!orphans.ok()) return orphans.status();
  if (!orphans->rows.empty() && orphans->rows[0][0].i > 0) {
    return Status::Corruption(url_.ToString() + ": " + std::to_string(orphans->rows[0][0].i) +
                              " player and card rows belong to no game (an earlier index was "
                              "interrupted); drop the database and index the logs again");
  }
  return Status::Ok();
}

Result<std::unique_ptr<ClickHouseStore>> ClickHouseStore::OpenForIndex(const std::string& url) {
  auto u = ParseClickHouseUrl(url);
  if (!u.ok()) return u.status();
  std::unique_ptr<ClickHouseStore> s(new ClickHouseStore());
  s->url_ = *u;
  s->rows_.resize(Tables().size());
  STARDATE_RETURN_IF_ERROR(s->CheckSchema(/*may_create=*/true));
  return s;
}

Result<std::unique_ptr<ClickHouseStore>> ClickHouseStore::Connect(const std::string& url) {
  auto u = ParseClickHouseUrl(url);
  if (!u.ok()) return u.status();
  std::unique_ptr<ClickHouseStore> s(new ClickHouseStore());
  s->url_ = *u;
  s->url_.db = "default";
  return s;
}

Result<std::unique_ptr<ClickHouseStore>> ClickHouseStore::OpenReadOnly(const std::string& url) {
  auto u = ParseClickHouseUrl(url);
  if (!u.ok()) return u.status();
  std::unique_ptr<ClickHouseStore> s(new ClickHouseStore());
  s->url_ = *u;
  STARDATE_RETURN_IF_ERROR(s->CheckSchema(/*may_create=*/false));
  return s;
}

Result<QueryResult> ClickHouseStore::Query(const std::string& sql) {
  std::string trimmed = sql;
  while (!trimmed.empty() &&
         (trimmed.back() == ';' || std::isspace(static_cast<unsigned char>(trimmed.back())))) {
    trimmed.pop_back();
  }
  auto body = Execute(trimmed + " FORMAT TabSeparatedWithNamesAndTypes", "", true);
  if (!body.ok()) return body.status();
  QueryResult out;
  std::vector<std::string> types;
  size_t p = 0;
  int line_no = 0;
  while (p < body->size()) {
    size_t e = body->find('\n', p);
    if (e == std::string::npos) e = body->size();
    std::vector<std::string> cells = SplitTabs(body->substr(p, e - p));
    p = e + 1;
    if (line_no == 0) {
      out.columns = std::move(cells);
    } else if (line_no == 1) {
      types = std::move(cells);
    } else {
      std::vector<Cell> row(cells.size());
      for (size_t i = 0; i < cells.size() && i < types.size(); ++i) {
        const std::string& t = types[i];
        if (cells[i] == "\\N" && t.rfind("Nullable", 0) == 0) continue;
        if (t.rfind("Int", 0) == 0 || t.rfind("UInt", 0) == 0) {
          row[i].type = Cell::Type::kInt;
          row[i].i = std::strtoll(cells[i].c_str(), nullptr, 10);
        } else if (t.rfind("Float", 0) == 0 || t.rfind("Decimal", 0) == 0) {
          row[i].type = Cell::Type::kReal;
          row[i].text = cells[i];
        } else {
          row[i].type = Cell::Type::kText;
          row[i].text = cells[i];
        }
      }
      out.rows.push_back(std::move(row));
    }
    ++line_no;
  }
  return out;
}

Result<std::map<std::string, KnownGame>> ClickHouseStore::Known() {
  auto t = Query("SELECT hash, id, path FROM games");
  if (!t.ok()) return t.status();
  std::map<std::string, KnownGame> known;
  for (auto& row : t->rows) known[row[0].text] = KnownGame{row[1].i, row[2].text};
  return known;
}

Status ClickHouseStore::Add(int64_t id, const GameRecord& r) {
  // The game's own row goes to rows_[0] and is moved out with its date, for sorting.
  rows_[0].clear();
  TsvRows rows(&rows_);
  WriteRows(id, r, &rows);
  games_.emplace_back(r.date, std::move(rows_[0]));
  rows_[0].clear();
  return Status::Ok();
}

Status ClickHouseStore::UpdatePath(int64_t, const std::string&) {
  return Status::Ok();  // the first path stays (see the header)
}

Status ClickHouseStore::Flush() {
  const auto& tables = Tables();
  for (size_t t = 1; t < tables.size(); ++t) {
    if (rows_[t].empty()) continue;
    auto r =
        Execute(std::string("INSERT INTO ") + tables[t].name + " FORMAT TabSeparated", rows_[t]);
    if (!r.ok()) return r.status();
    rows_[t].clear();
  }
  if (games_.empty()) return Status::Ok();
  std::stable_sort(games_.begin(), games_.end(),
                   [](const auto& a, const auto& b) { return a.first < b.first; });
  std::string body;
  for (const auto& g : games_) body += g.second;
  auto r = Execute("INSERT INTO games FORMAT TabSeparated", body);
  if (!r.ok()) return r.status();
  games_.clear();
  return Status::Ok();
}

}  // namespace stardate::analyzer::catalogue
