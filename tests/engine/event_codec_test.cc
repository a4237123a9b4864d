// The event block codec (engine/event.cc): one word per event, args and lines as differences,
// side lists for the rest; round trips, the documented word layout, and malformed blocks.
#include <catch2/catch.hpp>

#include <capnp/any.h>
#include <capnp/message.h>
#include <capnp/serialize.h>

#include <cstring>

#include "engine/event.h"
#include "engine/rng.h"
#include "format/message.h"

using namespace stardate;
using engine::Event;
using engine::EventKind;

namespace {

format::AlignedBuffer Buffer(const std::string& bytes) {
  format::AlignedBuffer buffer(bytes.size());
  std::memcpy(buffer.data(), bytes.data(), bytes.size());
  return buffer;
}

Result<std::vector<Event>> Decode(const std::string& bytes) {
  std::vector<Event> out;
  Status s = engine::DecodeBlock(Buffer(bytes), "block.bin: offset 64", &out);
  if (!s.ok()) return s;
  return out;
}

Event Ev(EventKind kind, uint8_t player, uint16_t card = 0, uint16_t target = 0, int32_t arg = 0) {
  Event e;
  e.kind = kind;
  e.player = player;
  e.card = card;
  e.target = target;
  e.arg = arg;
  return e;
}

// The raw words of a block's event list, as a reader sees them.
std::vector<uint8_t> Words(const std::string& bytes) {
  format::AlignedBuffer buffer = Buffer(bytes);
  capnp::FlatArrayMessageReader reader(buffer.words());
  auto list = reader.getRoot<schema::EventBlock>().getEvents();
  auto raw = capnp::AnyList::Reader(list).getRawBytes();
  return std::vector<uint8_t>(raw.begin(), raw.end());
}

}  // namespace

TEST_CASE("Event blocks round-trip every field, including the rare ones", "[engine][codec]") {
  std::vector<Event> events;
  events.push_back(Ev(EventKind::TURN, 0, 0, 0, 1));
  events.push_back(Ev(EventKind::PHASE, 0, 0, 0, 5));
  events.push_back(Ev(EventKind::TURN, 1, 0, 0, 2));
  events.push_back(Ev(EventKind::PHASE, 1, 0, 0, 4));
  events.push_back(Ev(EventKind::COMMANDEER, 1, 70, 0, -7));                 // negative arg
  events.push_back(Ev(EventKind::COMMANDEER, 0, 71, 0, INT32_MIN));          // extreme args
  events.push_back(Ev(EventKind::COMMANDEER, 0, 72, 0, INT32_MAX));
  Event beam = Ev(EventKind::BEAM, 1, 0xfffe, 0x8001);
  beam.cards = {3, 0, 65535};
  beam.line = 40;
  events.push_back(beam);
  Event shuffle = Ev(EventKind::SHUFFLE, 0);
  shuffle.random = {5, 4, 3, 2, 1, 0, 0xffffffffu};
  shuffle.flags = Event::kEngineEmitted;
  shuffle.line = 12;  // lines may go backwards
  events.push_back(shuffle);
  Event illegal = Ev(EventKind::FLY, 0, 9, 10);
  illegal.flags = Event::kRecordedIllegal;
  illegal.violations = {"stccg.fly.range", "core.required.missing"};
  illegal.line = 0xffffffffu;
  events.push_back(illegal);
  events.push_back(Ev(EventKind::PASS, 1));
  Event empty_group = Ev(EventKind::WALK, 1, 4, 5);
  empty_group.line = 1;
  events.push_back(empty_group);

  auto decoded = Decode(engine::EncodeBlock(events));
  REQUIRE(decoded.ok());
  CHECK(*decoded == events);

  SECTION("and so do random blocks") {
    engine::EventRng rng(7, 0);
    for (int round = 0; round < 50; ++round) {
      std::vector<Event> many;
      size_t n = 1 + rng.Below(300);
      for (size_t i = 0; i < n; ++i) {
        Event e = Ev(static_cast<EventKind>(rng.Below(27)), static_cast<uint8_t>(rng.Below(3)),
                     static_cast<uint16_t>(rng.Below(200)), static_cast<uint16_t>(rng.Below(200)));
        if (rng.Below(4) == 0) e.arg = static_cast<int32_t>(rng.Next());
        if (rng.Below(2) == 0) e.line = static_cast<uint32_t>(rng.Below(1000));
        e.flags = static_cast<uint8_t>(rng.Below(4));
        if (rng.Below(5) == 0) e.cards.assign(rng.Below(4), static_cast<uint16_t>(rng.Below(99)));
        if (rng.Below(9) == 0) e.random.assign(rng.Below(70), rng.Below(60));
        if (rng.Below(20) == 0) e.violations = {"stccg.rule." + std::to_string(i)};
        many.push_back(e);
      }
      auto back = Decode(engine::EncodeBlock(many));
      REQUIRE(back.ok());
      REQUIRE(*back == many);
    }
  }
}

TEST_CASE("An event is one word laid out as SPEC.md says", "[engine][codec]") {
  Event fly = Ev(EventKind::FLY, 1, 0x1234, 0x5678, 3);
  fly.flags = Event::kRecordedIllegal;
  fly.violations = {"stccg.fly.range"};
  std::vector<uint8_t> words = Words(engine::EncodeBlock({fly, Ev(EventKind::PASS, 0)}));
  // kind 14 (fly), player 1, flags 0x02 | 0x10 (violations) | 0x80 (arg), card, target.
  std::vector<uint8_t> want = {14, 0, 1, 0x92, 0x34, 0x12, 0x78, 0x56,
                               2, 0, 0, 0x00, 0, 0, 0, 0};
  CHECK(words == want);
}

TEST_CASE("Args are stored as differences per kind, lines as differences", "[engine][codec]") {
  std::vector<Event> events;
  for (int turn = 100; turn < 110; ++turn) {
    events.push_back(Ev(EventKind::TURN, 0, 0, 0, turn));
    events.push_back(Ev(EventKind::PHASE, 0, 0, 0, 6));
    Event pass = Ev(EventKind::PASS, 1);
    pass.line = static_cast<uint32_t>(turn * 2);
    events.push_back(pass);
  }
  std::string bytes = engine::EncodeBlock(events);
  format::AlignedBuffer buffer = Buffer(bytes);
  capnp::FlatArrayMessageReader reader(buffer.words());
  auto block = reader.getRoot<schema::EventBlock>();
  std::vector<uint32_t> args, lines;
  for (uint32_t a : block.getArgs()) args.push_back(a);
  for (uint32_t l : block.getLines()) lines.push_back(l);
  REQUIRE(args.size() == 20);
  CHECK(args[0] == 100);  // first turn: from 0
  CHECK(args[1] == 6);    // first phase: from 0
  for (size_t i = 2; i < args.size(); i += 2) CHECK(args[i] == 1);   // turns
  for (size_t i = 3; i < args.size(); i += 2) CHECK(args[i] == 0);   // phases
  REQUIRE(lines.size() == 10);
  CHECK(lines[0] == 200);
  for (size_t i = 1; i < lines.size(); ++i) CHECK(lines[i] == 2);
  auto decoded = Decode(bytes);
  REQUIRE(decoded.ok());
  CHECK(*decoded == events);
}

TEST_CASE("Malformed event blocks are corruption, named, never a crash", "[engine][codec]") {
  // Blocks built by hand, as another tool (or damage that kept the checksums) could write them.
  capnp::MallocMessageBuilder message;
  auto block = message.initRoot<schema::EventBlock>();
  auto events = block.initEvents(2);
  events[0].setKind(EventKind::FLY);
  events[1].setKind(EventKind::PASS);

  SECTION("a flag claims an arg the list does not have") {
    events[0].setFlags(0x80);
    auto r = Decode(format::EncodeMessage(message));
    REQUIRE(!r.ok());
    CHECK(r.status().code() == Status::Code::kCorruption);
    CHECK_THAT(r.status().message(),
               Catch::Contains("block.bin: offset 64: event 0 of the chunk has a value in the "
                               "block's args list, which ends before it"));
  }
  SECTION("a card group longer than the list") {
    events[1].setFlags(0x40);
    auto cards = block.initCards(3);
    cards.set(0, 5);  // five cards announced, two present
    auto r = Decode(format::EncodeMessage(message));
    REQUIRE(!r.ok());
    CHECK_THAT(r.status().message(), Catch::Contains("event 1 of the chunk has a value in the "
                                                     "block's cards list"));
  }
  SECTION("a random group longer than the list") {
    events[0].setFlags(0x20);
    auto random = block.initRandom(1);
    random.set(0, 0xffffffffu);
    auto r = Decode(format::EncodeMessage(message));
    REQUIRE(!r.ok());
    CHECK_THAT(r.status().message(), Catch::Contains("block's random list"));
  }
  SECTION("a violation naming a rule id the block does not have") {
    events[1].setFlags(0x10);
    auto v = block.initViolations(2);
    v.set(0, 1);
    v.set(1, 3);
    block.initRuleIds(1).set(0, "stccg.fly.range");
    auto r = Decode(format::EncodeMessage(message));
    REQUIRE(!r.ok());
    CHECK_THAT(r.status().message(), Catch::Contains("event 1 of the chunk names rule id 3 of the "
                                                     "block's 1"));
  }
  SECTION("values no event claims") {
    block.initLines(2);
    block.initViolations(1);
    auto r = Decode(format::EncodeMessage(message));
    REQUIRE(!r.ok());
    CHECK_THAT(r.status().message(),
               Catch::Contains("side lists that no event claims (args 0, lines 2, cards 0, "
                               "random 0, violations 1 left over)"));
  }
  SECTION("the same block, well formed, decodes") {
    events[0].setFlags(0x80 | 0x08 | 0x10);
    block.initArgs(1).set(0, 4);
    block.initLines(1).set(0, 9);
    auto v = block.initViolations(2);
    v.set(0, 1);
    v.set(1, 0);
    block.initRuleIds(1).set(0, "stccg.fly.range");
    auto r = Decode(format::EncodeMessage(message));
    REQUIRE(r.ok());
    REQUIRE(r->size() == 2);
    CHECK((*r)[0].arg == 4);
    CHECK((*r)[0].line == 9);
    CHECK((*r)[0].violations == std::vector<std::string>{"stccg.fly.range"});
    CHECK((*r)[1] == Ev(EventKind::PASS, 0));
  }
}

TEST_CASE("A larger Event from a later schema is read field by field", "[engine][codec]") {
  // A writer whose Event grew (schema evolution) lays out two words per event; the reader
  // cannot read the words directly and falls back to the accessors.
  capnp::MallocMessageBuilder message;
  auto block = message.initRoot<schema::EventBlock>();
  auto wide = capnp::toAny(block).getPointerSection()[0].initAsListOfAnyStruct(2, 0, 2);
  for (unsigned i = 0; i < 2; ++i) {
    auto data = wide[i].getDataSection();
    data[0] = i == 0 ? 17 : 2;  // beam, pass
    data[2] = 1;                // player
    data[4] = 9;                // card
    data[8] = 0xee;             // a field this version does not know
  }
  auto r = Decode(format::EncodeMessage(message));
  REQUIRE(r.ok());
  REQUIRE(r->size() == 2);
  CHECK((*r)[0] == Ev(EventKind::BEAM, 1, 9));
  CHECK((*r)[1] == Ev(EventKind::PASS, 1, 9));
}
