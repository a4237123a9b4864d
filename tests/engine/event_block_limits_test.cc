// The event block's rule ids are the one column that grows when decoded (an index becomes a
// copy of a rule id): its sizes are capped, so a block cannot ask a reader for gigabytes.
#include <capnp/message.h>

#include <catch2/catch.hpp>
#include <cstring>

#include "engine/event.h"
#include "format/message.h"

using namespace stardate;

namespace {

Status Decode(capnp::MallocMessageBuilder& message, std::vector<engine::Event>* out) {
  const std::string bytes = format::EncodeMessage(message);
  const auto buffer = format::AlignedBuffer::CopyOf(bytes.data(), bytes.size());
  return engine::DecodeBlock(buffer, "block.bin: offset 64", out);
}

// One pass event (with an exts byte for its violations) naming rule id 0 `n` times.
void PassWithViolations(schema::EventBlock::Builder block, uint32_t n) {
  block.initHeads(1).set(0, 2 | 1 << 15);
  static const uint8_t kViolationsBit[] = {0x08};
  block.setExts(kj::arrayPtr(kViolationsBit, 1));
  auto v = block.initViolations(n + 1);
  v.set(0, n);
  block.initRuleIds(1).set(0, "stccg.facility.seed.homeworld");
}

}  // namespace

TEST_CASE("An event block over a rule id cap is corruption naming the cap", "[engine][hostile]") {
  capnp::MallocMessageBuilder message;
  auto block = message.initRoot<schema::EventBlock>();
  std::vector<engine::Event> events;
  SECTION("an event with 65 violations") {
    PassWithViolations(block, 65);
    CHECK(Decode(message, &events).message() ==
          "block.bin: offset 64: event 0 of the chunk has 65 violations, at most 64 are allowed");
  }
  SECTION("a ruleIds list of 257 entries") {
    block.initHeads(1).set(0, 2);
    block.initRuleIds(257);
    CHECK(Decode(message, &events).message() ==
          "block.bin: offset 64: event block ruleIds list holds 257 entries, at most 256 are "
          "allowed");
  }
  SECTION("a rule id of 129 bytes") {
    block.initHeads(1).set(0, 2);
    block.initRuleIds(1).set(0, std::string(129, 'r'));
    CHECK(Decode(message, &events).message() ==
          "block.bin: offset 64: event block rule id of 129 bytes, at most 128 are allowed");
  }
  SECTION("a violations column of 2^21 + 1 entries") {
    block.initHeads(1).set(0, 2);
    block.initViolations((1u << 21) + 1);
    CHECK(Decode(message, &events).message() ==
          "block.bin: offset 64: event block violations column holds 2097153 entries, at most "
          "2097152 are allowed");
  }
  CHECK(events.empty());
}

TEST_CASE("An event with 64 violations, the cap, decodes", "[engine][hostile]") {
  capnp::MallocMessageBuilder message;
  PassWithViolations(message.initRoot<schema::EventBlock>(), 64);
  std::vector<engine::Event> events;
  REQUIRE(Decode(message, &events).ok());
  REQUIRE(events.size() == 1);
  CHECK(events[0].violations == std::vector<std::string>(64, "stccg.facility.seed.homeworld"));
}
