#include "analyzer/catalogue/http_client.h"

#include <netdb.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <cctype>
#include <cerrno>
#include <cstring>

#include "engine/text.h"

namespace stardate::analyzer::catalogue {
namespace {

constexpr size_t kMaxResponse = size_t{1} << 31;  // a response no report comes near

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
  if (rc == 0)
    return Status::IoError(where + ": no answer within " + std::to_string(timeout_ms / 1000) +
                           " s");
  if (rc < 0) return Status::IoError(where + ": " + std::strerror(errno));
  return Status::Ok();
}

// Connects to host:port, trying every address the name resolves to.
Status Connect(const std::string& host, int port, int timeout_ms, Socket* s) {
  const std::string where = host + ":" + std::to_string(port);
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

// Decodes a chunked body. False when it is malformed.
bool Dechunk(const std::string& in, std::string* out) {
  size_t p = 0;
  for (;;) {
    size_t eol = in.find("\r\n", p);
    if (eol == std::string::npos) return false;
    size_t size = std::strtoull(in.substr(p, eol - p).c_str(), nullptr, 16);
    p = eol + 2;
    if (size == 0) return true;
    if (p + size > in.size()) return false;
    out->append(in, p, size);
    p += size + 2;
  }
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

Result<HttpResponse> HttpPost(const std::string& host, int port, const std::string& target,
                              const std::string& body, int timeout_ms) {
  const std::string where = host + ":" + std::to_string(port);
  Socket s;
  STARDATE_RETURN_IF_ERROR(Connect(host, port, timeout_ms, &s));
  std::string head = "POST " + target + " HTTP/1.1\r\nHost: " + where +
                     "\r\nContent-Length: " + std::to_string(body.size()) +
                     "\r\nConnection: close\r\n\r\n";
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
    in.append(buf, static_cast<size_t>(r));
    if (in.size() > kMaxResponse) return Status::IoError(where + ": response too large");
  }
  size_t end = in.find("\r\n\r\n");
  if (in.compare(0, 7, "HTTP/1.") != 0 || end == std::string::npos || in.size() < 12) {
    return Status::Corruption(where + ": not an HTTP/1.x response (" + std::to_string(in.size()) +
                              " bytes)");
  }
  HttpResponse resp;
  resp.status = std::atoi(in.c_str() + 9);
  std::string headers = in.substr(0, end);
  for (char& c : headers) c = engine::AsciiLower(c);
  std::string raw = in.substr(end + 4);
  if (headers.find("transfer-encoding: chunked") != std::string::npos) {
    if (!Dechunk(raw, &resp.body)) {
      return Status::Corruption(where + ": malformed chunked response");
    }
  } else {
    resp.body = std::move(raw);
  }
  return resp;
}

}  // namespace stardate::analyzer::catalogue
