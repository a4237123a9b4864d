// Two clickhouse-server instances on 127.0.0.1, each with its own ports (HTTP, native TCP,
// interserver) and its config, data and logs in a temporary folder, forming the two-shard
// cluster "catalogue"; stopped by their PIDs when the object goes. The test fails (it does not
// skip) when clickhouse-server is not installed.
#ifndef STARDATE_TESTS_CATALOGUE_CLICKHOUSE_CLUSTER_H_
#define STARDATE_TESTS_CATALOGUE_CLICKHOUSE_CLUSTER_H_

#include <netinet/in.h>
#include <signal.h>
#include <sys/socket.h>
#include <sys/wait.h>
#include <unistd.h>

#include <array>
#include <catch2/catch.hpp>
#include <chrono>
#include <filesystem>
#include <fstream>
#include <string>
#include <thread>
#include <vector>

#include "analyzer/catalogue/http_client.h"
#include "tests/support/temp_dir.h"

namespace stardate::testing {

// A TCP port nothing listens on now (the kernel's choice for port 0).
inline int FreePort() {
  int fd = ::socket(AF_INET, SOCK_STREAM, 0);
  REQUIRE(fd >= 0);
  sockaddr_in a{};
  a.sin_family = AF_INET;
  a.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  REQUIRE(::bind(fd, reinterpret_cast<sockaddr*>(&a), sizeof a) == 0);
  socklen_t len = sizeof a;
  REQUIRE(::getsockname(fd, reinterpret_cast<sockaddr*>(&a), &len) == 0);
  ::close(fd);
  return ntohs(a.sin_port);
}

inline std::string ClickHouseServerBinary() {
  for (const char* p : {"/usr/bin/clickhouse-server", "/usr/sbin/clickhouse-server",
                        "/usr/local/bin/clickhouse-server"}) {
    if (::access(p, X_OK) == 0) return p;
  }
  return "";
}

class ClickHouseCluster {
 public:
  struct Server {
    int http = 0, tcp = 0, interserver = 0;
    pid_t pid = -1;
    std::string dir;
  };

  ClickHouseCluster() {
    binary_ = ClickHouseServerBinary();
    if (binary_.empty()) {
      FAIL(
          "clickhouse-server is not installed (looked in /usr/bin, /usr/sbin, /usr/local/bin): "
          "install the Debian package clickhouse-server (scripts/packages.txt)");
    }
    for (Server& s : servers_) {
      s.http = FreePort();
      s.tcp = FreePort();
      s.interserver = FreePort();
    }
    for (size_t i = 0; i < servers_.size(); ++i) Start(i);
    for (size_t i = 0; i < servers_.size(); ++i) WaitReady(i);
  }

  ~ClickHouseCluster() {
    for (Server& s : servers_) {
      if (s.pid <= 0) continue;
      ::kill(s.pid, SIGTERM);
      for (int i = 0; i < 200; ++i) {
        if (::waitpid(s.pid, nullptr, WNOHANG) == s.pid) {
          s.pid = -1;
          break;
        }
        std::this_thread::sleep_for(std::chrono::milliseconds(50));
      }
      if (s.pid > 0) {
        ::kill(s.pid, SIGKILL);
        ::waitpid(s.pid, nullptr, 0);
      }
    }
  }

  const Server& server(size_t i) const { return servers_[i]; }
  std::string Url(size_t i, const std::string& db) const {
    return "clickhouse://127.0.0.1:" + std::to_string(servers_[i].http) + "/" + db;
  }

  // Runs `sql` on server i; FAILs with the server's answer on an error.
  std::string Run(size_t i, const std::string& sql) {
    auto r = analyzer::catalogue::HttpPost("127.0.0.1", servers_[i].http, "/", sql);
    INFO(sql);
    REQUIRE(r.ok());
    INFO(r->body);
    REQUIRE(r->status == 200);
    return r->body;
  }

 private:
  void Start(size_t i) {
    Server& s = servers_[i];
    s.dir = dir_.Path("server" + std::to_string(i + 1));
    std::filesystem::create_directories(s.dir);
    std::string shards;
    for (const Server& o : servers_) {
      shards += "<shard><replica><host>127.0.0.1</host><port>" + std::to_string(o.tcp) +
                "</port></replica></shard>";
    }
    std::ofstream(s.dir + "/config.xml") << "<yandex>\n"
                                            "  <logger><level>warning</level><log>"
                                         << s.dir
                                         << "/server.log</log>"
                                            "<errorlog>"
                                         << s.dir
                                         << "/error.log</errorlog><console>0</console></logger>\n"
                                            "  <http_port>"
                                         << s.http
                                         << "</http_port>\n"
                                            "  <tcp_port>"
                                         << s.tcp
                                         << "</tcp_port>\n"
                                            "  <interserver_http_port>"
                                         << s.interserver
                                         << "</interserver_http_port>\n"
                                            "  <listen_host>127.0.0.1</listen_host>\n"
                                            "  <listen_try>0</listen_try>\n"
                                            "  <path>"
                                         << s.dir
                                         << "/data/</path>\n"
                                            "  <tmp_path>"
                                         << s.dir
                                         << "/tmp/</tmp_path>\n"
                                            "  <user_files_path>"
                                         << s.dir
                                         << "/user_files/</user_files_path>\n"
                                            "  <format_schema_path>"
                                         << s.dir
                                         << "/format_schemas/</format_schema_path>\n"
                                            "  <users_config>users.xml</users_config>\n"
                                            "  <default_profile>default</default_profile>\n"
                                            "  <default_database>default</default_database>\n"
                                            "  <mark_cache_size>104857600</mark_cache_size>\n"
                                            "  <remote_servers><catalogue>"
                                         << shards
                                         << "</catalogue></remote_servers>\n"
                                            "</yandex>\n";
    std::ofstream(s.dir + "/users.xml")
        << "<yandex>\n"
           "  <profiles><default></default></profiles>\n"
           "  <users><default><password></password><networks><ip>127.0.0.1</ip></networks>"
           "<profile>default</profile><quota>default</quota></default></users>\n"
           "  <quotas><default></default></quotas>\n"
           "</yandex>\n";
    const std::string config = "--config-file=" + s.dir + "/config.xml";
    const std::string out = s.dir + "/stdout.log";
    std::fflush(stdout);  // the child must not write out what Catch has buffered
    std::fflush(stderr);
    pid_t pid = ::fork();
    REQUIRE(pid >= 0);
    if (pid == 0) {
      FILE* f = std::freopen(out.c_str(), "w", stdout);
      (void)f;
      ::dup2(STDOUT_FILENO, STDERR_FILENO);
      ::execl(binary_.c_str(), binary_.c_str(), config.c_str(), static_cast<char*>(nullptr));
      ::_exit(127);
    }
    s.pid = pid;
  }

  void WaitReady(size_t i) {
    Server& s = servers_[i];
    analyzer::catalogue::HttpOptions quick;
    quick.timeout_ms = 2000;
    for (int k = 0; k < 600; ++k) {
      auto r = analyzer::catalogue::HttpPost("127.0.0.1", s.http, "/", "SELECT 1", quick);
      if (r.ok() && r->status == 200) return;
      if (::waitpid(s.pid, nullptr, WNOHANG) == s.pid) {
        s.pid = -1;
        std::ifstream log(s.dir + "/error.log");
        std::string text((std::istreambuf_iterator<char>(log)), std::istreambuf_iterator<char>());
        FAIL("clickhouse-server " << i + 1 << " exited at start; its error log:\n" << text);
      }
      std::this_thread::sleep_for(std::chrono::milliseconds(50));
    }
    FAIL("clickhouse-server " << i + 1 << " did not answer on 127.0.0.1:" << s.http
                              << " within 30 s");
  }

  TempDir dir_;
  std::string binary_;
  std::array<Server, 2> servers_;
};

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_CATALOGUE_CLICKHOUSE_CLUSTER_H_
