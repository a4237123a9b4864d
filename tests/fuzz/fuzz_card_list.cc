// libFuzzer harness: the card list reader (trekcc CSV layout) on arbitrary text, then the subset
// CSV a log's header carries, read back. Any input must give a pool or a Status: no crash, no
// sanitizer report, bounded memory.
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_pool.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stardate;
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto pool = engine::stccg::CardPool::Parse(text, "fuzz.csv");
  if (!pool.ok()) return 0;
  std::vector<std::string> titles;
  for (const auto& card : pool->cards()) titles.push_back(card.title);
  (void)engine::stccg::CardPool::Parse(pool->SubsetCsv(titles), "subset.csv");
  return 0;
}
