// libFuzzer harness: the script recorder on arbitrary text. Records the input as a game script
// (parser, binding to the card pool, engine checks, writer) into a temporary log. Any input
// must give a result or a Status: no crash, no sanitizer report, bounded memory.
#include <unistd.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "recorder/recorder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stardate;
  static const std::string out = "/tmp/stardate-fuzz-script-" + std::to_string(::getpid());
  static const std::string pool =
      std::string(STARDATE_SOURCE_DIR) + "/samples/cards/stccg1e-pool.csv";
  std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)recorder::RecordScriptText(text, "fuzz.sdgame", out, pool, recorder::RecorderOptions());
  return 0;
}
