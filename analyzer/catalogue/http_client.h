// A small HTTP/1.1 client over a POSIX socket, enough for ClickHouse's HTTP interface: one
// POST per connection (Connection: close), a body of any size, a response read whole
// (Content-Length, chunked, or up to the close). No TLS, no redirects, no keep-alive.
#ifndef STARDATE_ANALYZER_CATALOGUE_HTTP_CLIENT_H_
#define STARDATE_ANALYZER_CATALOGUE_HTTP_CLIENT_H_

#include <cstddef>
#include <string>
#include <string_view>

#include "format/status.h"

namespace stardate::analyzer::catalogue {

struct HttpResponse {
  int status = 0;    // 200, 404, 500, ...
  std::string body;  // de-chunked
};

// A connection, a write or a read that waits longer than this fails (ClickHouse answers a
// catalogue's queries in well under a second; a server that says nothing is not waited on
// for minutes).
inline constexpr int kHttpTimeoutMs = 60000;
// The most a response may hold, headers and body: far above any report's answer, far below
// what would exhaust the machine.
inline constexpr size_t kMaxHttpResponse = size_t{64} << 20;

struct HttpOptions {
  int timeout_ms = kHttpTimeoutMs;
  size_t max_response = kMaxHttpResponse;
  std::string authorization;  // the Authorization header's value; "" sends none
};

// "%20"-style encoding of `s` for a query-string value.
std::string UrlEncode(const std::string& s);

// "Basic ..." for an Authorization header.
std::string BasicAuthorization(const std::string& user, const std::string& password);

// "host:port", with an IPv6 literal in brackets ("[::1]:8123").
std::string HostPort(const std::string& host, int port);

// `text` safe to print on a terminal: control characters (ANSI escapes among them) and bytes
// that are not UTF-8 written as \xNN, and cut after `max_bytes` with "...".
std::string PrintableText(std::string_view text, size_t max_bytes = 2000);

// Reads one whole HTTP/1.x response as received up to the connection's close: the status,
// and the body de-chunked (Transfer-Encoding: chunked, every chunk size checked against what
// follows) or cut to its Content-Length. Corruption naming `where` and what is malformed: not
// HTTP/1.x, a bad chunk size or a chunk past the end, a body shorter than its Content-Length.
Result<HttpResponse> ParseHttpResponse(std::string_view in, const std::string& where);

// POSTs `body` to http://host:port`target` (target: "/?query=..."). IoError naming host and
// port when the connection cannot be made ("Connection refused"), breaks, a connect, read or
// write waits longer than `options.timeout_ms`, or the response passes
// `options.max_response` bytes; Corruption as ParseHttpResponse.
Result<HttpResponse> HttpPost(const std::string& host, int port, const std::string& target,
                              const std::string& body, const HttpOptions& options = {});

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_HTTP_CLIENT_H_
