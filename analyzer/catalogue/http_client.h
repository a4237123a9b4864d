// A small HTTP/1.1 client over a POSIX socket, enough for ClickHouse's HTTP interface: one
// POST per connection (Connection: close), a body of any size, a response read whole
// (Content-Length, chunked, or up to the close). No TLS, no redirects, no keep-alive.
#ifndef STARDATE_ANALYZER_CATALOGUE_HTTP_CLIENT_H_
#define STARDATE_ANALYZER_CATALOGUE_HTTP_CLIENT_H_

#include <string>

#include "format/status.h"

namespace stardate::analyzer::catalogue {

struct HttpResponse {
  int status = 0;    // 200, 404, 500, ...
  std::string body;  // de-chunked
};

// "%20"-style encoding of `s` for a query-string value.
std::string UrlEncode(const std::string& s);

// POSTs `body` to http://host:port`target` (target: "/?query=..."). IoError naming host and
// port when the connection cannot be made ("Connection refused"), breaks, or a read or write
// waits longer than `timeout_ms`; Corruption for a response that is not HTTP/1.x.
Result<HttpResponse> HttpPost(const std::string& host, int port, const std::string& target,
                              const std::string& body, int timeout_ms = 600000);

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_HTTP_CLIENT_H_
