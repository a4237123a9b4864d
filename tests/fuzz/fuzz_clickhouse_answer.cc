// libFuzzer harness: a ClickHouse server's answer as the catalogue's client reads it: the HTTP
// response (status line, headers, a chunked or sized body), then the body as a
// TabSeparatedWithNamesAndTypes table, then that table as `stardate sql` prints it. Any input
// must give a table or a Status: no crash, no sanitizer report, bounded memory.
#include <cstdint>
#include <string>
#include <string_view>

#include "analyzer/catalogue/clickhouse_store.h"
#include "analyzer/catalogue/http_client.h"
#include "analyzer/catalogue/reports.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stardate::analyzer::catalogue;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto response = ParseHttpResponse(text, "fuzz:8123");
  if (!response.ok()) return 0;
  (void)PrintableText(response->body);
  auto table = ParseClickHouseAnswer(response->body, "clickhouse://fuzz:8123/db");
  if (!table.ok()) return 0;
  (void)TableText(*table);
  (void)TableCsv(*table);
  (void)TableJson(*table);
  return 0;
}
