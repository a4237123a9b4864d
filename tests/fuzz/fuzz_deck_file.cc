// libFuzzer harness: the deck file reader (LackeyCCG layout or plain text) on arbitrary text,
// then every title resolved against the built-in card lists, the composition and the
// construction checks. Any input must give a deck or a Status: no crash, no sanitizer report,
// bounded memory.
#include <cstdint>
#include <string_view>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/deck_check.h"
#include "engine/stccg/deck_file.h"

namespace {

// The built-in card lists and their titles' index, made once per process: an execution does
// only its input's work.
const stardate::engine::stccg::DeckTitles& Titles() {
  using namespace stardate::engine::stccg;
  static const DeckTitles titles(*CardPool::Shipped());
  return titles;
}

}  // namespace

// Before the first input, so that loading the card lists is not timed as an execution.
extern "C" int LLVMFuzzerInitialize(int*, char***) {
  (void)Titles();
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stardate::engine::stccg;
  const DeckTitles& titles = Titles();
  std::string_view text(reinterpret_cast<const char*>(data), size);
  auto file = ParseDeckFile(text, "fuzz.txt");
  if (!file.ok()) return 0;
  const ResolvedDeck deck = ResolveDeck(*file, titles);
  (void)ComposeDeck(deck);
  (void)CheckDeckConstruction(deck);
  return 0;
}
