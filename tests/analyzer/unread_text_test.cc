// The audit's JSON names what its text says (analyzer/audit.h): how many events rest on card
// text the engine does not read, as `unreadText`.
#include <catch2/catch.hpp>
#include <string>

#include "analyzer/audit.h"
#include "replayer/replayer.h"
#include "tests/support/table.h"

namespace stardate::testing {
namespace {

TEST_CASE("audit --json counts the events that rest on card text the engine does not read",
          "[analyzer]") {
  std::string h = DefaultHeader();
  const std::string pool = "pool \"" + PoolPath() + "\"";
  h.replace(h.find(pool), pool.size(), pool + " \"" + SourceDir() + "/data/stccg1e/Physical.csv\"");
  h.insert(h.find("player Bob"), "  draw \"Kivas Fajo - Collector\"\n");
  Table t(h);
  t.SetUpPlay({"Kivas Fajo - Collector"});
  t.Legal({"Alice plays \"Kivas Fajo - Collector\"#1", "Bob passes", "Alice passes"});
  auto replayer = replayer::Replayer::Open(t.Close());
  REQUIRE(replayer.ok());
  auto report = analyzer::Audit(**replayer);
  REQUIRE(report.ok());
  CHECK(report->unread == 1);
  CHECK(analyzer::AuditJson(*report).find("\"unreadText\":1") != std::string::npos);
}

}  // namespace
}  // namespace stardate::testing
