// The baseline the benchmark compares .sdlog with: the same game as JSON lines in one zstd
// stream, parsed back with simdjson.
//
// Encoding, chosen to favour JSON (smallest text, fastest to parse) while keeping every field:
//   line 1   the header: {"game":"stccg1e","seed":N,"randomness":"seed"|"table","players":
//            [{"name":..,"deck":[{"t":TITLE,"n":COUNT,"s":"seed"|"draw"}]}],"pool":CSV,
//            "locations":CSV} (all a replay needs, like the .sdlog header record: the decks, pool
//            and locations are the 1E module's part, engine/stccg/stccg_setup.h)
//   line 2.. one object per event, one-letter keys, numbers for kinds and cards, and only the
//            fields that differ from their zero default (the proto3 JSON convention):
//            {"k":kind,"p":player,"f":flags,"c":card,"t":target,"a":arg,"l":line,
//             "x":[cards],"r":[random],"v":["rule id",...]}
//            e.g. {"k":14,"p":1,"c":97,"t":60}. "k" is always written.
// The stream is compressed with ZSTD_compressStream2 at the given level as one frame (better
// ratio than per-chunk frames).
#ifndef STARDATE_TESTS_BENCH_JSON_BASELINE_H_
#define STARDATE_TESTS_BENCH_JSON_BASELINE_H_

#include <cstdint>
#include <cstdio>
#include <memory>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/game_state.h"
#include "format/status.h"

struct ZSTD_CCtx_s;

namespace stardate::bench {

// Appends `e` as one JSON line (with its '\n') to `out`.
void AppendEventJson(const engine::Event& e, std::string* out);

class JsonLogWriter {
 public:
  // Creates `path` and writes the header line. IoError if the file cannot be created.
  static Result<std::unique_ptr<JsonLogWriter>> Create(const std::string& path,
                                                       const engine::GameSetup& setup, int level);
  ~JsonLogWriter();
  JsonLogWriter(const JsonLogWriter&) = delete;
  JsonLogWriter& operator=(const JsonLogWriter&) = delete;

  // Buffers one event; the buffer is compressed and written every 256 KiB of text.
  Status Add(const engine::Event& e);
  // Ends the zstd frame and closes the file.
  Status Close();
  uint64_t text_bytes() const { return text_bytes_; }
  uint64_t file_bytes() const { return file_bytes_; }

 private:
  JsonLogWriter() = default;
  Status Compress(bool end);

  std::FILE* file_ = nullptr;
  ZSTD_CCtx_s* cctx_ = nullptr;
  std::string text_;
  std::vector<char> out_;
  uint64_t text_bytes_ = 0;
  uint64_t file_bytes_ = 0;
};

// The decompressed text of a .jsonl.zst file, with the padding simdjson needs after it.
struct JsonText {
  std::vector<char> bytes;  // size() >= length + padding
  size_t length = 0;
};

// Reads a whole file into memory.
Result<std::string> ReadFileBytes(const std::string& path);
// Decompresses a zstd stream (any number of frames) into one buffer.
Result<JsonText> DecompressJson(const std::string& compressed);
// Decompresses through a 1 MiB window, discarding the text (times zstd alone).
// @return the decompressed size.
Result<uint64_t> DecompressJsonDiscard(const std::string& compressed);

enum class JsonParser { kOndemand, kDom };
// "ondemand iterate_many (haswell)", "DOM parse_many (icelake)", ...: API and SIMD kernel.
std::string JsonParserName(JsonParser parser);

// Folds an event's fields into a number, so a decode or parse timed alone cannot be optimised
// away and both pipelines provably read the same values.
inline uint64_t EventDigest(const engine::Event& e) {
  uint64_t d = static_cast<uint64_t>(e.kind) ^ uint64_t { e.player } << 8 ^
               uint64_t { e.flags } << 12 ^ uint64_t { e.card } << 16 ^
               uint64_t { e.target } << 32 ^
               static_cast<uint64_t>(static_cast<uint32_t>(e.arg)) << 24;
  for (uint16_t c : e.cards) d = d * 31 + c;
  for (uint32_t r : e.random) d = d * 37 + r;
  return d * 0x9e3779b97f4a7c15ull + e.violations.size();
}

// Where parsed events go: appended to `collect`, or, when `apply` is set, applied one by one to
// a fresh engine state built (engine::NewGame) from the parsed header, or (neither) only
// counted and folded into `digest` (times the parse alone).
struct JsonSink {
  std::vector<engine::Event>* collect = nullptr;
  bool apply = false;
  uint64_t digest = 0;
  bool header_done = false;
  engine::GameSetup setup;                   // filled from the header line
  std::unique_ptr<engine::GameState> state;  // apply mode: the state after every event
  uint64_t events = 0;
};

// Parses the header and events of a whole decompressed text.
Status ParseJsonLog(const JsonText& text, JsonParser parser, JsonSink* sink);

// The JSON replay pipeline end to end: reads `path`, decompresses it 1 MiB at a time and parses
// each block's complete lines as it comes (the text never sits in memory whole).
Status ReplayJsonLog(const std::string& path, JsonParser parser, JsonSink* sink);

// Internals shared with json_ondemand_haswell.cc.
namespace json_internal {
// After the header line: builds the engine state in apply mode.
Status StartSink(JsonSink* sink);
// Hands one parsed event to the sink.
void Deliver(JsonSink* sink, engine::Event&& e);
// On-Demand parse compiled for AVX2 (x86-64 builds only; call only on a CPU that has it).
// Throws simdjson::simdjson_error on malformed input.
Status ParseOndemandHaswell(const char* data, size_t length, size_t batch, JsonSink* sink);
}  // namespace json_internal

}  // namespace stardate::bench

#endif  // STARDATE_TESTS_BENCH_JSON_BASELINE_H_
