#include "analyzer/catalogue/http_client.h"

#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstdint>
#include <cstring>
#include <optional>

#include "engine/text.h"

namespace stardate::analyzer::catalogue {
namespace {

class Socket {
 public:
  ~Socket() {
    if (fd_ >= 0) ::close(fd_);
  }
  int fd_ = -1;
};

Status Wait(int fd, short events, int timeout_ms, const std::string& where) {
  pollfd p{fd, events, 0};
  int rc;
  do {
    rc = ::poll(&p, 1, timeout_ms);
  } while (rc < 0 && errno == EINTR);
  if (rc == 0) {
    return Status::IoError(where + ": no answer within " + std::to_string(timeout_ms) + " ms");
  }
  if (rc < 0) return Status::IoError(where + ": " + std::strerror(errno));
  return Status::Ok();
}

// Connects to host:port, trying every address the name resolves to.
Status Connect(const std::string& host, int port, int timeout_ms, Socket* s) {
  const std::string where = HostPort(host, port);
  addrinfo hints{};
  hints.ai_family = AF_UNSPEC;
  hints.ai_socktype = SOCK_STREAM;
  addrinfo* found = nullptr;
  int rc = ::getaddrinfo(host.c_str(), std::to_string(port).c_str(), &hints, &found);
  if (rc != 0) {
    return Status::IoError("cannot resolve " + host + ": " + ::gai_strerror(rc));
  }
  std::string last = "no address";
  for (addrinfo* a = found; a != nullptr; a = a->ai_next) {
    int fd = ::socket(a->ai_family, a->ai_socktype | SOCK_CLOEXEC | SOCK_NONBLOCK, a->ai_protocol);
    if (fd < 0) continue;
    if (::connect(fd, a->ai_addr, a->ai_addrlen) == 0 || errno == EINPROGRESS) {
      Status w = Wait(fd, POLLOUT, timeout_ms, where);
      int err = 0;
      socklen_t len = sizeof err;
      if (w.ok() && ::getsockopt(fd, SOL_SOCKET, SO_ERROR, &err, &len) == 0 && err == 0) {
        s->fd_ = fd;
        ::freeaddrinfo(found);
        return Status::Ok();
      }
      last = w.ok() ? std::strerror(err) : w.message();
    } else {
      last = std::strerror(errno);
    }
    ::close(fd);
  }
  ::freeaddrinfo(found);
  return Status::IoError("cannot connect to " + where + ": " + last);
}

Status SendAll(int fd, const char* data, size_t n, int timeout_ms, const std::string& where) {
  while (n > 0) {
    ssize_t w = ::send(fd, data, n, MSG_NOSIGNAL);
    if (w < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      STARDATE_RETURN_IF_ERROR(Wait(fd, POLLOUT, timeout_ms, where));
      continue;
    }
    if (w < 0 && errno == EINTR) continue;
    if (w <= 0) return Status::IoError(where + ": sending: " + std::strerror(errno));
    data += w;
    n -= static_cast<size_t>(w);
  }
  return Status::Ok();
}

// The value of chunk size line `line` ("1a3f" with an optional ";extension"), or nullopt when
// it is not hex or passes what a response may hold.
std::optional<size_t> ChunkSize(std::string_view line) {
  line = engine::Trim(line.substr(0, line.find(';')));
  if (line.empty() || line.size() > 15) return std::nullopt;  // 15 hex digits: below 2^60
  size_t size = 0;
  for (char c : line) {
    const int digit = c >= '0' && c <= '9'   ? c - '0'
                      : c >= 'a' && c <= 'f' ? c - 'a' + 10
                      : c >= 'A' && c <= 'F' ? c - 'A' + 10
                                             : -1;
    if (digit < 0) return std::nullopt;
    size = size * 16 + static_cast<size_t>(digit);
  }
  return size;
}

// Decodes a chunked body; what is malformed, or "".
std::string Dechunk(std::string_view in, std::string* out) {
  size_t p = 0;
  for (;;) {
    const size_t eol = in.find("\r\n", p);
    if (eol == std::string_view::npos) return "a chunk size line without its end";
    const std::optional<size_t> size = ChunkSize(in.substr(p, eol - p));
    if (!size) return "a chunk size that is not a hexadecimal number";
    p = eol + 2;
    if (*size == 0) return "";
    if (*size > in.size() - p || in.size() - p - *size < 2) return "a chunk past the end";
    if (in.compare(p + *size, 2, "\r\n") != 0) return "a chunk not followed by its line end";
    out->append(in.data() + p, *size);
    p += *size + 2;
  }
}

// The value of header `name` (lower case, with its colon) in `headers` (lower-cased), or "".
std::string_view HeaderValue(std::string_view headers, std::string_view name) {
  for (size_t at = headers.find(name); at != std::string_view::npos;
       at = headers.find(name, at + 1)) {
    if (at != 0 && headers[at - 1] != '\n') continue;
    std::string_view v = headers.substr(at + name.size());
    return engine::Trim(v.substr(0, v.find("\r\n")));
  }
  return {};
}

}  // namespace

std::string UrlEncode(const std::string& s) {
  static constexpr char kHex[] = "0123456789ABCDEF";
  std::string out;
  for (unsigned char c : s) {
    if (std::isalnum(c) || c == '-' || c == '_' || c == '.' || c == '~') {
      out += static_cast<char>(c);
    } else {
      out += '%';
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  return out;
}

std::string BasicAuthorization(const std::string& user, const std::string& password) {
  static constexpr char kAlphabet[] =
      "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
  const std::string in = user + ":" + password;
  std::string out = "Basic ";
  for (size_t i = 0; i < in.size(); i += 3) {
    uint32_t n = uint32_t(uint8_t(in[i])) << 16;
    if (i + 1 < in.size()) n |= uint32_t(uint8_t(in[i + 1])) << 8;
    if (i + 2 < in.size()) n |= uint32_t(uint8_t(in[i + 2]));
    out += kAlphabet[(n >> 18) & 63];
    out += kAlphabet[(n >> 12) & 63];
    out += i + 1 < in.size() ? kAlphabet[(n >> 6) & 63] : '=';
    out += i + 2 < in.size() ? kAlphabet[n & 63] : '=';
  }
  return out;
}

std::string HostPort(const std::string& host, int port) {
  const bool v6 = host.find(':') != std::string::npos;
  return (v6 ? "[" + host + "]" : host) + ":" + std::to_string(port);
}

std::string PrintableText(std::string_view text, size_t max_bytes) {
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  for (size_t i = 0; i < text.size() && i < max_bytes; ++i) {
    const unsigned char c = static_cast<unsigned char>(text[i]);
    size_t len = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    bool ok = len > 0 && i + len <= text.size();
    for (size_t k = 1; ok && k < len; ++k) ok = (uint8_t(text[i + k]) & 0xc0) == 0x80;
    if (ok && len == 1 && (c < 0x20 || c == 0x7f) && c != '\n' && c != '\t') ok = false;
    if (ok) {
      out.append(text.data() + i, len);
      i += len - 1;
    } else {
      out += "\\x";
      out += kHex[c >> 4];
      out += kHex[c & 15];
    }
  }
  if (text.size() > max_bytes) out += "...";
  return out;
}

Result<HttpResponse> ParseHttpResponse(std::string_view in, const std::string& where) {
  const size_t end = in.find("\r\n\r\n");
  if (in.compare(0, 7, "HTTP/1.") != 0 || end == std::string_view::npos || end < 12 ||
      in[8] != ' ' || !std::isdigit(static_cast<unsigned char>(in[9])) ||
      !std::isdigit(static_cast<unsigned char>(in[10])) ||
      !std::isdigit(static_cast<unsigned char>(in[11]))) {
    return Status::Corruption(where + ": not an HTTP/1.x response (" + std::to_string(in.size()) +
                              " bytes)");
  }
  HttpResponse resp;
  resp.status = (in[9] - '0') * 100 + (in[10] - '0') * 10 + (in[11] - '0');
  std::string headers(in.substr(0, end + 2));
  for (char& c : headers) c = engine::AsciiLower(c);
  const std::string_view raw = in.substr(end + 4);
  if (engine::Contains(HeaderValue(headers, "transfer-encoding:"), "chunked")) {
    const std::string bad = Dechunk(raw, &resp.body);
    if (!bad.empty()) return Status::Corruption(where + ": malformed chunked response: " + bad);
    return resp;
  }
  const std::string_view length = HeaderValue(headers, "content-length:");
  if (!length.empty()) {
    size_t n = 0;
    for (char c : length) {
      if (!std::isdigit(static_cast<unsigned char>(c)) || n > raw.size()) {
        return Status::Corruption(where + ": a Content-Length that is not a size");
      }
      n = n * 10 + static_cast<size_t>(c - '0');
    }
    if (n > raw.size()) {
      return Status::Corruption(where + ": the response ended after " + std::to_string(raw.size()) +
                                " of its " + std::to_string(n) + " bytes");
    }
    resp.body = std::string(raw.substr(0, n));
    return resp;
  }
  resp.body = std::string(raw);
  return resp;
}

Result<HttpResponse> HttpPost(const std::string& host, int port, const std::string& target,
                              const std::string& body, const HttpOptions& options) {
  const std::string where = HostPort(host, port);
  const int timeout_ms = options.timeout_ms;
  Socket s;
  STARDATE_RETURN_IF_ERROR(Connect(host, port, timeout_ms, &s));
  std::string head = "POST " + target + " HTTP/1.1\r\nHost: " + where +
                     "\r\nContent-Length: " + std::to_string(body.size()) + "\r\n";
  if (!options.authorization.empty()) head += "Authorization: " + options.authorization + "\r\n";
  head += "Connection: close\r\n\r\n";
  STARDATE_RETURN_IF_ERROR(SendAll(s.fd_, head.data(), head.size(), timeout_ms, where));
  STARDATE_RETURN_IF_ERROR(SendAll(s.fd_, body.data(), body.size(), timeout_ms, where));
  std::string in;
  char buf[65536];
  for (;;) {
    ssize_t r = ::recv(s.fd_, buf, sizeof buf, 0);
    if (r < 0 && (errno == EAGAIN || errno == EWOULDBLOCK)) {
      STARDATE_RETURN_IF_ERROR(Wait(s.fd_, POLLIN, timeout_ms, where));
      continue;
    }
    if (r < 0 && errno == EINTR) continue;
    if (r < 0) return Status::IoError(where + ": receiving: " + std::strerror(errno));
    if (r == 0) break;
    if (static_cast<size_t>(r) > options.max_response - in.size()) {
      return Status::IoError(where + ": the response passed " +
                             std::to_string(options.max_response) + " bytes");
    }
    in.append(buf, static_cast<size_t>(r));
  }
  return ParseHttpResponse(in, where);
}

}  // namespace stardate::analyzer::catalogue
