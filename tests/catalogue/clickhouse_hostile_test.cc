// The ClickHouse client against a server that answers what no real server does (a fake one on
// loopback): every answer gives an error naming what was wrong and exit 1, within bounded time
// and memory. And the URL: parsed strictly, credentials sent and never printed.
#include <catch2/catch.hpp>
#include <chrono>

#include "analyzer/catalogue/clickhouse_store.h"
#include "analyzer/catalogue/http_client.h"
#include "analyzer/catalogue/schema.h"
#include "tests/catalogue/fake_clickhouse.h"
#include "tests/support/cli.h"

namespace stardate::testing {
namespace {

namespace cat = analyzer::catalogue;

// A catalogue of the current schema whose answer to every other query is `answer`.
std::function<std::string(const std::string&)> CatalogueAnswering(const std::string& answer) {
  return [answer](const std::string& request) {
    if (Contains(request, "schema_version")) {
      return FakeClickHouse::Ok("value\nString\n" + std::to_string(cat::kSchemaVersion) + "\n");
    }
    if (Contains(request, "max(id)")) return FakeClickHouse::Ok("n\nUInt64\n0\n");
    return answer;
  };
}

TEST_CASE("sql --from refuses an answer whose rows are wider or narrower than its header",
          "[catalogue][hostile]") {
  const std::string rows =
      GENERATE(std::string("a\nString\nx\ty\tz\n"), std::string("a\tb\nString\tString\nx\n"));
  FakeClickHouse server(CatalogueAnswering(FakeClickHouse::Ok(rows)));
  const std::string mode = GENERATE("", " --json", " --csv");
  INFO(mode);
  Run r = Stardate("sql --from " + server.Url() + " 'SELECT a FROM games'" + mode);
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "row 1 of the answer has "));
}

TEST_CASE("index --to refuses a games listing narrower than hash, id, path and damage",
          "[catalogue][hostile]") {
  FakeClickHouse server(CatalogueAnswering(FakeClickHouse::Ok("hash\nString\nabc\n")));
  Run r = Stardate("index samples/stccg/fed-vs-dominion.sdlog --to " + server.Url());
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "the games' hash, id, path and damage came as 1 columns"));
}

TEST_CASE("The ClickHouse client refuses a chunk size past the answer or past 2^60",
          "[catalogue][hostile]") {
  const std::string size = GENERATE("ffffffffffffffff", "fffffffffffff0", "10", "zz", "-1");
  INFO(size);
  const std::string answer = "HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\n" + size +
                             "\r\nvalue\nString\n1\n\r\n0\r\n\r\n";
  auto parsed = cat::ParseHttpResponse(answer, "here:1");
  REQUIRE_FALSE(parsed.ok());
  CHECK(Contains(parsed.status().message(), "here:1: malformed chunked response: "));
  FakeClickHouse server(CatalogueAnswering(answer));
  Run r = Stardate("sql --from " + server.Url() + " 'SELECT 1'");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "malformed chunked response"));
}

TEST_CASE("The ClickHouse client reads a well-formed chunked or sized answer",
          "[catalogue][hostile]") {
  auto chunked = cat::ParseHttpResponse(
      "HTTP/1.1 200 OK\r\nTransfer-Encoding: "
      "chunked\r\n\r\n5;x=y\r\nab\ncd\r\n2\r\nef\r\n0\r\n\r\n",
      "here:1");
  REQUIRE(chunked.ok());
  CHECK(chunked->status == 200);
  CHECK(chunked->body == "ab\ncdef");
  auto sized =
      cat::ParseHttpResponse("HTTP/1.1 404 Not Found\r\nContent-Length: 2\r\n\r\nabcdef", "here:1");
  REQUIRE(sized.ok());
  CHECK(sized->status == 404);
  CHECK(sized->body == "ab");
  auto cut = cat::ParseHttpResponse("HTTP/1.1 200 OK\r\nContent-Length: 20\r\n\r\nabc", "here:1");
  REQUIRE_FALSE(cut.ok());
  CHECK(Contains(cut.status().message(), "the response ended after 3 of its 20 bytes"));
}

TEST_CASE("The ClickHouse client stops reading an answer past its cap", "[catalogue][hostile]") {
  const std::string huge = "HTTP/1.1 200 OK\r\n\r\n" + std::string(cat::kMaxHttpResponse + 1, 'x');
  FakeClickHouse server([&huge](const std::string&) { return huge; });
  auto r = cat::HttpPost("127.0.0.1", server.port(), "/", "SELECT 1");
  REQUIRE_FALSE(r.ok());
  CHECK(Contains(r.status().message(), "the response passed 67108864 bytes"));
  cat::HttpOptions capped;
  capped.max_response = 1000;
  auto small = cat::HttpPost("127.0.0.1", server.port(), "/", "SELECT 1", capped);
  REQUIRE_FALSE(small.ok());
  CHECK(Contains(small.status().message(), "the response passed 1000 bytes"));
}

TEST_CASE("The ClickHouse client gives up on a silent server after the URL's timeout",
          "[catalogue][hostile]") {
  FakeClickHouse server([](const std::string&) { return FakeClickHouse::kSilent; });
  const auto start = std::chrono::steady_clock::now();
  Run r = Stardate("sql --from '" + server.Url("?timeout=1") + "' 'SELECT 1'");
  CHECK(std::chrono::steady_clock::now() - start < std::chrono::seconds(5));
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "no answer within 1000 ms"));
}

TEST_CASE("The ClickHouse client prints a server's error text without its control characters",
          "[catalogue][hostile]") {
  FakeClickHouse server(CatalogueAnswering(
      "HTTP/1.1 500 Internal Server Error\r\n\r\nCode: 62, e.displayText() = DB::Exception: "
      "\x1b[2J\x1b[31mSyntax error\x07, e.what() = DB::Exception\n"));
  Run r = Stardate("sql --from " + server.Url() + " 'SELECT 1'");
  CHECK(r.code == 1);
  CHECK(Contains(r.out, "\\x1b[2J\\x1b[31mSyntax error\\x07"));
  CHECK_FALSE(Contains(r.out, "\x1b"));
  CHECK_FALSE(Contains(r.out, "\x07"));
}

TEST_CASE("A ClickHouse URL is parsed strictly: port digits, credentials, IPv6 literals",
          "[catalogue][hostile]") {
  for (const char* bad :
       {"clickhouse://127.0.0.1:1abc/db", "clickhouse://127.0.0.1:0/db",
        "clickhouse://127.0.0.1:65536/db", "clickhouse://127.0.0.1:/db",
        "clickhouse://127.0.0.1:+80/db", "clickhouse://ho st:8123/db", "clickhouse://[::1/db",
        "clickhouse://[::g]:8123/db", "clickhouse://:8123/db", "clickhouse://h:8123/db?timeout=0",
        "clickhouse://h:8123/db?other=1", "clickhouse://%zz:pw@h:8123/db"}) {
    INFO(bad);
    auto u = cat::ParseClickHouseUrl(bad);
    REQUIRE_FALSE(u.ok());
    CHECK(Contains(u.status().message(), "expected clickhouse://HOST:PORT/DB"));
  }
  auto v6 = cat::ParseClickHouseUrl("clickhouse://[::1]:8123/archive");
  REQUIRE(v6.ok());
  CHECK(v6->host == "::1");
  CHECK(v6->port == 8123);
  CHECK(v6->ToString() == "clickhouse://[::1]:8123/archive");
  auto creds =
      cat::ParseClickHouseUrl("clickhouse://judge:s%40cret@db.example:8123/archive?timeout=5");
  REQUIRE(creds.ok());
  CHECK(creds->user == "judge");
  CHECK(creds->password == "s@cret");
  CHECK(creds->host == "db.example");
  CHECK(creds->timeout_ms == 5000);
  CHECK(creds->ToString() == "clickhouse://judge@db.example:8123/archive");
  auto bad_port = cat::ParseClickHouseUrl("clickhouse://judge:s3cret@db.example:80x/archive");
  REQUIRE_FALSE(bad_port.ok());
  CHECK_FALSE(Contains(bad_port.status().message(), "s3cret"));
}

TEST_CASE("The ClickHouse client sends a URL's credentials and never prints the password",
          "[catalogue][hostile]") {
  FakeClickHouse server(CatalogueAnswering(FakeClickHouse::Ok("x\nUInt8\n1\n")));
  const std::string url =
      "clickhouse://judge:s3cret@127.0.0.1:" + std::to_string(server.port()) + "/archive";
  Run ok = Stardate("sql --from '" + url + "' 'SELECT 1 AS x'");
  CHECK(ok.code == 0);
  CHECK(Contains(ok.out, "x\n1\n"));
  REQUIRE_FALSE(server.requests().empty());
  // judge:s3cret in base64.
  CHECK(Contains(server.requests().back(), "Authorization: Basic anVkZ2U6czNjcmV0\r\n"));
  // A server that is not there: the message names the URL without the password.
  Run refused = Stardate("sql --from 'clickhouse://judge:s3cret@127.0.0.1:1/archive' 'SELECT 1'");
  CHECK(refused.code == 1);
  CHECK(Contains(refused.out, "clickhouse://judge@127.0.0.1:1/archive"));
  CHECK_FALSE(Contains(refused.out, "s3cret"));
}

}  // namespace
}  // namespace stardate::testing
