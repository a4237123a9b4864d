// Verify walks a chunk one event at a time: what it keeps does not grow with what a chunk's
// events decode to. Heap use is counted by replacing the global operator new/delete in this
// test program (a relaxed counter: cheap enough for every other test in it).
#include <malloc.h>

#include <atomic>
#include <catch2/catch.hpp>
#include <cstdlib>
#include <new>

#include <capnp/message.h>

#include "analyzer/verify.h"
#include "engine/event.h"
#include "engine/registry.h"
#include "engine/game.h"
#include "format/log_writer.h"
#include "format/message.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"

namespace {

std::atomic<int64_t> live_bytes{0};
std::atomic<int64_t> peak_bytes{0};

void Count(int64_t delta) {
  int64_t now = live_bytes.fetch_add(delta, std::memory_order_relaxed) + delta;
  int64_t peak = peak_bytes.load(std::memory_order_relaxed);
  while (now > peak && !peak_bytes.compare_exchange_weak(peak, now, std::memory_order_relaxed)) {
  }
}

}  // namespace

void* operator new(std::size_t n) {
  void* p = std::malloc(n == 0 ? 1 : n);
  if (p == nullptr) throw std::bad_alloc();
  Count(static_cast<int64_t>(malloc_usable_size(p)));
  return p;
}

void operator delete(void* p) noexcept {
  if (p == nullptr) return;
  Count(-static_cast<int64_t>(malloc_usable_size(p)));
  std::free(p);
}

void operator delete(void* p, std::size_t) noexcept { operator delete(p); }

// Every form of new and delete goes through the same pair, so that memory one form allocates
// (std::get_temporary_buffer uses the nothrow new) is released by the same allocator.
void* operator new(std::size_t n, const std::nothrow_t&) noexcept {
  void* p = std::malloc(n == 0 ? 1 : n);
  if (p != nullptr) Count(static_cast<int64_t>(malloc_usable_size(p)));
  return p;
}
void* operator new[](std::size_t n) { return operator new(n); }
void* operator new[](std::size_t n, const std::nothrow_t& t) noexcept { return operator new(n, t); }
void operator delete(void* p, const std::nothrow_t&) noexcept { operator delete(p); }
void operator delete[](void* p) noexcept { operator delete(p); }
void operator delete[](void* p, std::size_t) noexcept { operator delete(p); }
void operator delete[](void* p, const std::nothrow_t&) noexcept { operator delete(p); }

using namespace stardate;
using testing::TempDir;

namespace {

// A log with the sample game's header and one chunk of `events` passes, each flagged with
// every one of 64 rule ids of 128 bytes (the block caps of format/SPEC.md): a few hundred
// kilobytes of column that decode to about 45 MB of rule id copies.
std::string WriteFlaggedChunk(const TempDir& dir, uint32_t events) {
  capnp::MallocMessageBuilder message;
  auto block = message.initRoot<schema::EventBlock>();
  auto heads = block.initHeads(events);
  for (uint32_t i = 0; i < events; ++i) {
    heads.set(i, static_cast<uint16_t>(static_cast<uint16_t>(engine::EventKind::PASS) |
                                       engine::block::kHasExt));
  }
  std::vector<kj::byte> exts(events, engine::block::kExtViolations);
  block.setExts(kj::arrayPtr(exts.data(), exts.size()));
  const uint32_t per_event = engine::block::kMaxEventViolations;
  auto violations = block.initViolations(events * (per_event + 1));
  for (uint32_t i = 0, at = 0; i < events; ++i) {
    violations.set(at++, per_event);
    for (uint32_t k = 0; k < per_event; ++k) violations.set(at++, k);
  }
  auto ids = block.initRuleIds(per_event);
  for (uint32_t k = 0; k < per_event; ++k) {
    std::string id = "stccg.forged." + std::to_string(k) + ".";
    id.resize(engine::block::kMaxRuleIdBytes, 'x');
    ids.set(k, id);
  }
  auto sample = replayer::Replayer::Open(testing::SamplePath("fed-vs-dominion.sdlog"));
  REQUIRE(sample.ok());
  std::string path = dir.Path("flagged.sdlog");
  auto writer = format::LogWriter::Create(path, engine::EncodeLogHeader((*sample)->setup()));
  REQUIRE(writer.ok());
  format::ChunkMeta meta;
  meta.event_count = events;
  REQUIRE((*writer)->AppendChunk(meta, format::EncodeMessage(message)).ok());
  REQUIRE((*writer)->Close().ok());
  return path;
}

}  // namespace

TEST_CASE("Verify keeps one event of a chunk at a time, whatever its events decode to",
          "[analyzer][hostile]") {
  TempDir dir;
  const uint32_t events = 4096;
  std::string path = WriteFlaggedChunk(dir, events);
  auto r = replayer::Replayer::Open(path);
  REQUIRE(r.ok());

  const int64_t before = live_bytes.load();
  peak_bytes.store(before);
  analyzer::VerifyReport report = analyzer::Verify(**r);
  const int64_t peak = peak_bytes.load() - before;

  // Every event is named (its flags differ from what the re-simulation finds), each with a
  // bounded list of the rule ids it carries.
  REQUIRE(report.problems.size() >= events);
  CHECK(report.events == events);
  CHECK_THAT(report.problems[0],
             Catch::Contains(": event 0 was recorded with [stccg.forged.0.xxx"));
  CHECK_THAT(report.problems[0], Catch::Contains(", and 56 more] flagged"));
  size_t report_bytes = 0;
  for (const std::string& p : report.problems) report_bytes += p.capacity() + sizeof(p);
  INFO("peak heap during Verify: " << peak << " bytes, of which the report " << report_bytes);
  CHECK(report_bytes < 12u << 20);  // listing all 64 ids of every event: about 70 MB
  // Beyond its report, Verify holds the chunk's message and one decoded event; holding the
  // chunk's events would take 4096 x 64 copies of a 128-byte id (over 40 MB).
  CHECK(peak - static_cast<int64_t>(report_bytes) < 4 << 20);
}
