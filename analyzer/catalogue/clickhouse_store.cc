#include "analyzer/catalogue/clickhouse_store.h"

#include <algorithm>
#include <cctype>
#include <optional>
#include <string_view>

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
  return "clickhouse://" + (user.empty() ? "" : user + "@") + HostPort(host, port) + "/" + db;
}

namespace {

// `s` with its %XX escapes decoded; nullopt for a malformed escape.
std::optional<std::string> PercentDecode(std::string_view s) {
  std::string out;
  for (size_t i = 0; i < s.size(); ++i) {
    if (s[i] != '%') {
      out += s[i];
      continue;
    }
    if (i + 2 >= s.size() || !std::isxdigit(static_cast<unsigned char>(s[i + 1])) ||
        !std::isxdigit(static_cast<unsigned char>(s[i + 2]))) {
      return std::nullopt;
    }
    out += static_cast<char>(std::stoi(std::string(s.substr(i + 1, 2)), nullptr, 16));
    i += 2;
  }
  return out;
}

// A positive decimal number of at most `max`, digits only; 0 when it is not one.
int StrictNumber(std::string_view s, int max) {
  if (s.empty() || s.size() > 9) return 0;
  int n = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return 0;
    n = n * 10 + (c - '0');
  }
  return n <= max ? n : 0;
}

bool HostNameChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '.' || c == '-' || c == '_';
}

}  // namespace

Result<ClickHouseUrl> ParseClickHouseUrl(const std::string& url) {
  const std::string scheme = "clickhouse://";
  std::string shown = url;  // the URL as messages name it: no password
  const size_t at = url.find('@');
  const size_t userinfo_colon = url.find(':', scheme.size());
  if (url.rfind(scheme, 0) == 0 && at != std::string::npos && userinfo_colon < at &&
      url.find('/', scheme.size()) > at) {
    shown = url.substr(0, userinfo_colon + 1) + "***" + url.substr(at);
  }
  auto bad = [&](const std::string& why) {
    return Status::InvalidArgument(
        PrintableText(shown) + ": " + why +
        "; expected clickhouse://HOST:PORT/DB (the HTTP port, 8123 by default; also "
        "clickhouse://USER:PASSWORD@HOST:PORT/DB, [::1] for an IPv6 host, ?timeout=SECONDS), "
        "e.g. clickhouse://127.0.0.1:8123/archive");
  };
  if (url.rfind(scheme, 0) != 0) return bad("not a ClickHouse URL");
  std::string_view rest = std::string_view(url).substr(scheme.size());
  ClickHouseUrl u;
  if (size_t q = rest.find('?'); q != std::string_view::npos) {
    std::string_view query = rest.substr(q + 1);
    rest = rest.substr(0, q);
    if (query.rfind("timeout=", 0) != 0) return bad("the only setting is timeout=SECONDS");
    const int seconds = StrictNumber(query.substr(8), 86400);
    if (seconds == 0) return bad("timeout= takes whole seconds from 1 to 86400");
    u.timeout_ms = seconds * 1000;
  }
  size_t slash = rest.find('/');
  if (slash == std::string_view::npos || slash + 1 == rest.size()) return bad("no database named");
  u.db = std::string(rest.substr(slash + 1));
  for (char c : u.db) {
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_') {
      return bad("the database name may hold letters, digits and _ only");
    }
  }
  std::string_view authority = rest.substr(0, slash);
  if (size_t a = authority.rfind('@'); a != std::string_view::npos) {
    std::string_view userinfo = authority.substr(0, a);
    authority = authority.substr(a + 1);
    const size_t colon = userinfo.find(':');
    auto user = PercentDecode(userinfo.substr(0, colon));
    auto password = PercentDecode(colon == std::string_view::npos ? std::string_view()
                                                                  : userinfo.substr(colon + 1));
    if (!user || !password || user->empty()) return bad("a malformed USER:PASSWORD@");
    u.user = *user;
    u.password = *password;
  }
  std::string_view port;
  if (!authority.empty() && authority.front() == '[') {
    const size_t close = authority.find(']');
    if (close == std::string_view::npos) return bad("an IPv6 address without its ]");
    u.host = std::string(authority.substr(1, close - 1));
    for (char c : u.host) {
      if (!std::isxdigit(static_cast<unsigned char>(c)) && c != ':' && c != '.') {
        return bad("an IPv6 address holds hex digits, : and . only");
      }
    }
    if (authority.substr(close + 1, 1) != ":") return bad("no port");
    port = authority.substr(close + 2);
  } else {
    const size_t colon = authority.rfind(':');
    if (colon == std::string_view::npos) return bad("no port");
    u.host = std::string(authority.substr(0, colon));
    for (char c : u.host) {
      if (!HostNameChar(c)) return bad("a host name holds letters, digits, '.', '-' and '_' only");
    }
    port = authority.substr(colon + 1);
  }
  if (u.host.empty()) return bad("no host");
  u.port = StrictNumber(port, 65535);
  if (u.port == 0) return bad("the port is a number from 1 to 65535");
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
  HttpOptions options;
  if (url_.timeout_ms > 0) options.timeout_ms = url_.timeout_ms;
  if (!url_.user.empty()) options.authorization = BasicAuthorization(url_.user, url_.password);
  auto r = HttpPost(url_.host, url_.port, target, payload, options);
  if (!r.ok()) {
    return Status::IoError(url_.ToString() + ": " + r.status().message() +
                           " (is clickhouse-server running there, with that HTTP port?)");
  }
  if (r->status != 200) {
    int code = 0;
    // The server's words are printed: control characters (a terminal's escapes) as \xNN.
    std::string m = PrintableText(ServerError(r->body, &code));
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

Status ClickHouseStore::CheckSchema(bool may_create, bool shared) {
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
  if (!may_create || shared) return Status::Ok();
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

Result<std::unique_ptr<ClickHouseStore>> ClickHouseStore::OpenForIndex(const std::string& url,
                                                                       bool shared) {
  auto u = ParseClickHouseUrl(url);
  if (!u.ok()) return u.status();
  std::unique_ptr<ClickHouseStore> s(new ClickHouseStore());
  s->url_ = *u;
  s->rows_.resize(Tables().size());
  STARDATE_RETURN_IF_ERROR(s->CheckSchema(/*may_create=*/true, shared));
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
  return ParseClickHouseAnswer(*body, url_.ToString());
}

Result<QueryResult> ParseClickHouseAnswer(std::string_view body, const std::string& where) {
  QueryResult out;
  std::vector<std::string> types;
  size_t p = 0;
  int line_no = 0;
  while (p < body.size()) {
    size_t e = body.find('\n', p);
    if (e == std::string::npos) e = body.size();
    std::vector<std::string> cells = SplitTabs(std::string(body.substr(p, e - p)));
    p = e + 1;
    if (line_no == 0) {
      out.columns = std::move(cells);
    } else if (line_no == 1) {
      types = std::move(cells);
      if (types.size() != out.columns.size()) {
        return Status::Corruption(where + ": the answer names " +
                                  std::to_string(out.columns.size()) + " columns and " +
                                  std::to_string(types.size()) + " types");
      }
    } else if (cells.size() != out.columns.size()) {
      // Every reader of a QueryResult takes a row to be as wide as its columns.
      return Status::Corruption(where + ": row " + std::to_string(line_no - 1) +
                                " of the answer has " + std::to_string(cells.size()) +
                                " fields, its header " + std::to_string(out.columns.size()));
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
  auto t = Query("SELECT hash, id, path, damaged FROM games");
  if (!t.ok()) return t.status();
  if (t->columns.size() != 4) {
    return Status::Corruption(url_.ToString() + ": the games' hash, id, path and damage came as " +
                              std::to_string(t->columns.size()) + " columns");
  }
  std::map<std::string, KnownGame> known;
  for (auto& row : t->rows) known[row[0].text] = KnownGame{row[1].i, row[2].text, row[3].i != 0};
  return known;
}

Status ClickHouseStore::Add(int64_t id, const GameRecord& r) {
  // The game's own row goes to rows_[0] and is moved out with its date, for sorting.
  rows_[0].clear();
  TsvRows rows(&rows_);
  WriteRows(id, r, &rows);
  totals_.Add(id, r);
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
  for (size_t t = 0; t < TotalsTables().size(); ++t) {
    std::string body;
    totals_.ForEachRow(
        t, [&](const std::vector<std::string>& keys, const std::vector<int64_t>& counts) {
          for (const std::string& k : keys) {
            Field(&body, k);
            body += '\t';
          }
          for (size_t i = 0; i < counts.size(); ++i) {
            body += std::to_string(counts[i]) + (i + 1 < counts.size() ? "\t" : "\n");
          }
        });
    if (body.empty()) continue;
    auto r = Execute(std::string("INSERT INTO ") + TotalsTables()[t].name + " FORMAT TabSeparated",
                     body);
    if (!r.ok()) return r.status();
  }
  totals_.clear();
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
