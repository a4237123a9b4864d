// libFuzzer harness: the log reader on arbitrary bytes. Opens the input as a .sdlog, decodes
// the game header, reads and decodes every chunk and snapshot, and runs the structural check.
// Any input must give a value or a Status: no crash, no sanitizer report, bounded memory.
#include <unistd.h>

#include <cstdint>
#include <cstdio>
#include <string>

#include "engine/event.h"
#include "engine/game.h"
#include "format/log_reader.h"

namespace {

// One file per process, rewritten for every input: LogReader reads a path.
const std::string& InputPath() {
  static const std::string path = "/tmp/stardate-fuzz-log-" + std::to_string(::getpid());
  return path;
}

bool WriteInput(const uint8_t* data, size_t size) {
  std::FILE* f = std::fopen(InputPath().c_str(), "wb");
  if (f == nullptr) return false;
  const bool ok = std::fwrite(data, 1, size, f) == size;
  return std::fclose(f) == 0 && ok;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  using namespace stardate;
  if (!WriteInput(data, size)) return 0;
  auto reader = format::LogReader::Open(InputPath());
  if (!reader.ok()) return 0;
  const format::LogReader& r = **reader;
  (void)engine::DecodeHeader(r.header_message(), "fuzz");
  for (size_t i = 0; i < r.chunks().size(); ++i) {
    auto chunk = r.ReadChunk(i);
    if (!chunk.ok()) continue;
    (void)engine::ForEachInBlock(*chunk, "fuzz",
                                 [](const engine::Event&, uint32_t) { return Status::Ok(); });
  }
  for (size_t i = 0; i < r.snapshots().size(); ++i) (void)r.ReadSnapshot(i);
  (void)r.VerifyStructure();
  return 0;
}
