// libFuzzer harness: the script recorder on arbitrary text. Records the input as a game script
// (parser, binding to the card pool, engine checks, writer) into a temporary log. Any input
// must give a result or a Status: no crash, no sanitizer report, bounded memory.
//
// The cards come from the built-in lists, which the process parses once: an execution does only
// its input's work (a card list named by the harness would be read and parsed on every one).
// The corpus scripts have no `pool` line for that reason.
#include <unistd.h>

#include <cstdint>
#include <string>
#include <string_view>

#include "recorder/recorder.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stardate;
  static const std::string out = "/tmp/stardate-fuzz-script-" + std::to_string(::getpid());
  std::string_view text(reinterpret_cast<const char*>(data), size);
  (void)recorder::RecordScriptText(text, "fuzz.sdgame", out, "", recorder::RecorderOptions());
  return 0;
}
