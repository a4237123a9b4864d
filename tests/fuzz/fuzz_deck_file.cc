// libFuzzer harness: the deck file reader (LackeyCCG layout or plain text) on arbitrary text,
// then every title resolved against the built-in card lists, the composition and the
// construction checks. Any input must give a deck or a Status: no crash, no sanitizer report,
// bounded memory.
#include <cstdint>
#include <string_view>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/deck_check.h"
#include "engine/stccg/deck_file.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stardate::engine::stccg;
  static const DeckTitles titles(*CardPool::Shipped());
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto file = ParseDeckFile(text, "fuzz.txt");
  if (!file.ok()) return 0;
  const ResolvedDeck deck = ResolveDeck(*file, titles);
  (void)ComposeDeck(deck);
  (void)CheckDeckConstruction(deck);
  return 0;
}
