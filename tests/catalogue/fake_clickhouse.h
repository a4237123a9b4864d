// A ClickHouse server that says what a test tells it to: a thread on a loopback port that
// answers each connection with what `respond(request)` returns (the request is the head and
// body as sent), then closes it. A response of kSilent answers nothing until the client gives
// up. For the client's handling of answers no real server gives.
#ifndef STARDATE_TESTS_CATALOGUE_FAKE_CLICKHOUSE_H_
#define STARDATE_TESTS_CATALOGUE_FAKE_CLICKHOUSE_H_

#include <netinet/in.h>
#include <poll.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <functional>
#include <mutex>
#include <string>
#include <thread>
#include <vector>

namespace stardate::testing {

class FakeClickHouse {
 public:
  static inline const std::string kSilent = "\x01silent";

  explicit FakeClickHouse(std::function<std::string(const std::string&)> respond)
      : respond_(std::move(respond)) {
    listener_ = ::socket(AF_INET, SOCK_STREAM | SOCK_CLOEXEC, 0);
    REQUIRE(listener_ >= 0);
    sockaddr_in a{};
    a.sin_family = AF_INET;
    a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
    REQUIRE(::bind(listener_, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
    socklen_t len = sizeof a;
    REQUIRE(::getsockname(listener_, reinterpret_cast<sockaddr*>(&a), &len) == 0);
    port_ = ntohs(a.sin_port);
    REQUIRE(::listen(listener_, 8) == 0);
    thread_ = std::thread([this] { Serve(); });
  }
  ~FakeClickHouse() {
    stop_ = true;
    thread_.join();
    ::close(listener_);
  }

  int port() const { return port_; }
  std::string Url(const std::string& suffix = "") const {
    return "clickhouse://127.0.0.1:" + std::to_string(port_) + "/archive" + suffix;
  }
  // Every request received, in order.
  std::vector<std::string> requests() {
    std::lock_guard<std::mutex> lock(mu_);
    return requests_;
  }

  // An HTTP 200 answer with `body` sized by Content-Length.
  static std::string Ok(const std::string& body) {
    return "HTTP/1.1 200 OK\r\nContent-Length: " + std::to_string(body.size()) + "\r\n\r\n" + body;
  }

 private:
  bool WaitFor(int fd, short events) {
    while (!stop_) {
      pollfd p{fd, events, 0};
      if (::poll(&p, 1, 50) > 0) return true;
    }
    return false;
  }

  void Serve() {
    while (WaitFor(listener_, POLLIN)) {
      int fd = ::accept4(listener_, nullptr, nullptr, SOCK_CLOEXEC);
      if (fd < 0) continue;
      std::string request;
      char buf[65536];
      // The head, then as much body as its Content-Length says.
      for (;;) {
        size_t head = request.find("\r\n\r\n");
        if (head != std::string::npos) {
          size_t at = request.find("Content-Length: ");
          size_t want = at < head ? std::strtoull(request.c_str() + at + 16, nullptr, 10) : 0;
          if (request.size() >= head + 4 + want) break;
        }
        if (!WaitFor(fd, POLLIN)) break;
        ssize_t n = ::recv(fd, buf, sizeof buf, 0);
        if (n <= 0) break;
        request.append(buf, static_cast<size_t>(n));
      }
      {
        std::lock_guard<std::mutex> lock(mu_);
        requests_.push_back(request);
      }
      std::string answer = respond_(request);
      if (answer == kSilent) {
        // Holds the connection open without a word until the client hangs up.
        while (WaitFor(fd, POLLIN) && ::recv(fd, buf, sizeof buf, 0) > 0) {
        }
      } else {
        for (size_t at = 0; at < answer.size();) {
          ssize_t n = ::send(fd, answer.data() + at, answer.size() - at, MSG_NOSIGNAL);
          if (n <= 0) break;
          at += static_cast<size_t>(n);
        }
      }
      ::close(fd);
    }
  }

  std::function<std::string(const std::string&)> respond_;
  int listener_ = -1;
  int port_ = 0;
  std::atomic<bool> stop_{false};
  std::mutex mu_;
  std::vector<std::string> requests_;
  std::thread thread_;
};

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_CATALOGUE_FAKE_CLICKHOUSE_H_
