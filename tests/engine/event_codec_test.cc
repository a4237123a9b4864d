// The event block codec (engine/event.cc): events column-wise (heads, card id byte planes, args
// and lines as differences, side columns); round trips, the documented layout, malformed blocks.
#include <catch2/catch.hpp>

#include <capnp/any.h>
#include <capnp/message.h>
#include <capnp/serialize.h>

#include <cstring>

#include "engine/event.h"
#include "engine/rng.h"
#include "engine/stccg/kinds.h"
#include "format/message.h"
#include "tests/support/events.h"

using namespace stardate;
using engine::Event;
using engine::EventKind;
using testing::Ev;

namespace {

format::AlignedBuffer Buffer(const std::string& bytes) {
  return format::AlignedBuffer::CopyOf(bytes.data(), bytes.size());
}

Result<std::vector<Event>> Decode(const std::string& bytes) {
  std::vector<Event> out;
  Status s = engine::DecodeBlock(Buffer(bytes), "block.bin: offset 64", &out);
  if (!s.ok()) return s;
  return out;
}

}  // namespace

TEST_CASE("Event blocks round-trip every field, including the rare ones", "[engine][codec]") {
  std::vector<Event> events;
  events.push_back(Ev(EventKind::TURN, 0, 0, 0, 1));
  events.push_back(Ev(EventKind::PHASE, 0, 0, 0, 5));
  events.push_back(Ev(EventKind::TURN, 1, 0, 0, 2));
  events.push_back(Ev(EventKind::PHASE, 1, 0, 0, 4));
  events.push_back(Ev(engine::stccg::kCommandeer, 1, 70, 0, -7));         // negative arg
  events.push_back(Ev(engine::stccg::kCommandeer, 0, 71, 0, INT32_MIN));  // extreme args
  events.push_back(Ev(engine::stccg::kCommandeer, 0, 72, 0, INT32_MAX));
  Event beam = Ev(engine::stccg::kBeam, 1, 0xfffe, 0x8001);
  beam.cards = {3, 0, 65535};
  beam.line = 40;
  events.push_back(beam);
  Event shuffle = Ev(EventKind::SHUFFLE, 0);
  shuffle.random = {5, 4, 3, 2, 1, 0, 0xffffffffu};
  shuffle.flags = Event::kEngineEmitted;
  shuffle.line = 12;  // lines may go backwards
  events.push_back(shuffle);
  Event illegal = Ev(engine::stccg::kFly, 0, 9, 10);
  illegal.flags = Event::kRecordedIllegal;
  illegal.violations = {"stccg.fly.range", "core.required.missing"};
  illegal.line = 0xffffffffu;
  events.push_back(illegal);
  events.push_back(Ev(EventKind::PASS, 1));
  events.push_back(Ev(EventKind::TURN, 2, 0, 0, 3));  // players 2 and up: the escape column
  events.push_back(Ev(EventKind::TURN, 255, 0, 0, 4));
  Event empty_group = Ev(engine::stccg::kWalk, 1, 4, 5);
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
        Event e = Ev(static_cast<EventKind>(rng.Below(27)), static_cast<uint8_t>(rng.Below(6)),
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

TEST_CASE("An event block is laid out as SPEC.md says", "[engine][codec]") {
  Event fly = Ev(engine::stccg::kFly, 1, 0x1234, 0x56, 3);
  fly.flags = Event::kRecordedIllegal;
  fly.violations = {"stccg.fly.range"};
  Event beam = Ev(engine::stccg::kBeam, 5, 7);
  beam.cards = {0x0102, 9};
  std::string bytes = engine::EncodeBlock({fly, Ev(EventKind::PASS, 0), beam});
  format::AlignedBuffer buffer = Buffer(bytes);
  capnp::FlatArrayMessageReader reader(buffer.words());
  auto block = reader.getRoot<schema::EventBlock>();
  std::vector<uint16_t> heads;
  for (uint16_t h : block.getHeads()) heads.push_back(h);
  // fly (14): player 1, flag bit 1 (illegal), card, target, arg, ext; pass (2): nothing else;
  // beam (17): player escaped (3), card, ext.
  CHECK(heads ==
        std::vector<uint16_t>{14 | 1 << 8 | 2 << 10 | 1 << 12 | 1 << 13 | 1 << 14 | 1 << 15, 2,
                              17 | 3 << 8 | 1 << 12 | 1 << 15});
  auto bytes_of = [](capnp::Data::Reader d) { return std::vector<uint8_t>(d.begin(), d.end()); };
  CHECK(bytes_of(block.getExts()) == std::vector<uint8_t>{0x08, 0x01});
  CHECK(bytes_of(block.getPlayers()) == std::vector<uint8_t>{5});
  CHECK(bytes_of(block.getIdsLo()) == std::vector<uint8_t>{0x34, 0x56, 7, 0x02, 9});
  CHECK(bytes_of(block.getIdsHi()) == std::vector<uint8_t>{0x12, 0, 0, 0x01, 0});
  REQUIRE(block.getGroups().size() == 1);
  CHECK(block.getGroups()[0] == 2);
  REQUIRE(block.getViolations().size() == 2);
  CHECK(block.getViolations()[0] == 1);
  CHECK(block.getViolations()[1] == 0);
  REQUIRE(block.getRuleIds().size() == 1);
  CHECK(std::string(block.getRuleIds()[0].cStr()) == "stccg.fly.range");
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
  CHECK(args[0] == 100);                                            // first turn: from 0
  CHECK(args[1] == 6);                                              // first phase: from 0
  for (size_t i = 2; i < args.size(); i += 2) CHECK(args[i] == 1);  // turns
  for (size_t i = 3; i < args.size(); i += 2) CHECK(args[i] == 0);  // phases
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
  auto heads = block.initHeads(2);
  heads.set(0, 14);  // fly
  heads.set(1, 2);   // pass
  auto fails_with = [&](const std::string& text) {
    auto r = Decode(format::EncodeMessage(message));
    REQUIRE(!r.ok());
    CHECK(r.status().code() == Status::Code::kCorruption);
    CHECK_THAT(r.status().message(), Catch::Contains(text));
  };
  const uint8_t one[] = {1};
  // Gives event `i` (of kind `kind`) an exts byte `bits`.
  std::vector<uint8_t> ext_bytes;
  auto ext = [&](unsigned i, uint16_t kind, uint8_t bits) {
    heads.set(i, static_cast<uint16_t>(kind | 1 << 15));
    ext_bytes = {bits};
    block.setExts(kj::arrayPtr(ext_bytes.data(), ext_bytes.size()));
  };

  SECTION("a head claims an arg the column does not have") {
    heads.set(0, 14 | 1 << 14);
    fails_with(
        "block.bin: offset 64: event 0 of the chunk has a value in the block's args "
        "column, which ends before it");
  }
  SECTION("a head claims a card the ids do not have") {
    heads.set(1, 2 | 1 << 12 | 1 << 13);
    block.setIdsLo(kj::arrayPtr(one, 1));
    block.setIdsHi(kj::arrayPtr(one, 1));
    fails_with("event 1 of the chunk has a value in the block's ids column");
  }
  SECTION("low and high id bytes disagree") {
    block.setIdsLo(kj::arrayPtr(one, 1));
    fails_with("event block has 1 low bytes of card ids but 0 high bytes");
  }
  SECTION("an escaped player the column does not have") {
    heads.set(1, 2 | 3 << 8);
    fails_with("event 1 of the chunk has a value in the block's players column");
  }
  SECTION("a card group longer than the ids") {
    ext(1, 2, 0x01);
    block.initGroups(1).set(0, 5);
    fails_with("event 1 of the chunk has a value in the block's ids column");
  }
  SECTION("ext bits this version does not know") {
    ext(1, 2, 0x10);
    fails_with("event 1 of the chunk has ext bits 16 (expected bits 0-3, at least one)");
  }
  SECTION("non-canonical forms no writer produces") {
    const uint8_t zero[] = {0};
    SECTION("an ext byte without bits") {
      ext(1, 2, 0x00);
      fails_with("event 1 of the chunk has ext bits 0 (expected bits 0-3, at least one)");
    }
    SECTION("a card bit for id 0") {
      heads.set(0, 14 | 1 << 12);
      block.setIdsLo(kj::arrayPtr(zero, 1));
      block.setIdsHi(kj::arrayPtr(zero, 1));
      fails_with(
          "event 0 of the chunk has a card or target bit for id 0, which no writer "
          "produces");
    }
    SECTION("a group of no cards") {
      ext(1, 2, 0x01);
      block.initGroups(1).set(0, 0);
      fails_with("event 1 of the chunk has a group of 0 further cards");
    }
  }
  SECTION("a random group longer than the column") {
    ext(0, 14, 0x04);
    block.initRandom(1).set(0, 0xffffffffu);
    fails_with("block's random column");
  }
  SECTION("a violation naming a rule id the block does not have") {
    ext(1, 2, 0x08);
    auto v = block.initViolations(2);
    v.set(0, 1);
    v.set(1, 3);
    block.initRuleIds(1).set(0, "stccg.fly.range");
    fails_with("event 1 of the chunk names rule id 3 of the block's 1");
  }
  SECTION("an unknown kind") {
    heads.set(1, 200);
    fails_with("event 1 of the chunk has kind 200, which this Stardate does not know");
  }
  SECTION("heads that are not 16-bit values") {
    capnp::toAny(block).getPointerSection()[0].initAsAnyList(capnp::ElementSize::FOUR_BYTES, 2);
    fails_with("event block heads are not a list of the integers the schema declares");
  }
  SECTION("values no event claims") {
    block.initLines(2);
    block.initViolations(1);
    fails_with(
        "event block has values no event claims (left over: exts 0, players 0, ids 0, "
        "groups 0, args 0, lines 2, random 0, violations 1)");
  }
  SECTION("the same block, well formed, decodes") {
    ext(0, 14 | 1 << 12 | 1 << 14, 0x02 | 0x08);  // card, arg; line and violations
    block.setIdsLo(kj::arrayPtr(one, 1));
    const uint8_t zero[] = {0};
    block.setIdsHi(kj::arrayPtr(zero, 1));
    block.initArgs(1).set(0, 4);
    block.initLines(1).set(0, 9);
    auto v = block.initViolations(2);
    v.set(0, 1);
    v.set(1, 0);
    block.initRuleIds(1).set(0, "stccg.fly.range");
    auto r = Decode(format::EncodeMessage(message));
    REQUIRE(r.ok());
    REQUIRE(r->size() == 2);
    Event fly = Ev(engine::stccg::kFly, 0, 1, 0, 4);
    fly.line = 9;
    fly.violations = {"stccg.fly.range"};
    CHECK((*r)[0] == fly);
    CHECK((*r)[1] == Ev(EventKind::PASS, 0));
  }
}

TEST_CASE("The example block of format/SPEC.md encodes as the page shows", "[engine][codec]") {
  Event beam = Ev(engine::stccg::kBeam, 1, 83, 118);
  beam.cards = {87, 96};
  std::string bytes =
      engine::EncodeBlock({Ev(engine::stccg::kFly, 1, 120, 73), Ev(EventKind::PASS, 0), beam});
  format::AlignedBuffer buffer = Buffer(bytes);
  capnp::FlatArrayMessageReader reader(buffer.words());
  auto block = reader.getRoot<schema::EventBlock>();
  std::vector<uint16_t> heads;
  for (uint16_t h : block.getHeads()) heads.push_back(h);
  CHECK(heads == std::vector<uint16_t>{0x310E, 0x0002, 0xB111});
  auto lo = block.getIdsLo();
  CHECK(std::vector<uint8_t>(lo.begin(), lo.end()) ==
        std::vector<uint8_t>{120, 73, 83, 118, 87, 96});
  auto hi = block.getIdsHi();
  CHECK(std::vector<uint8_t>(hi.begin(), hi.end()) == std::vector<uint8_t>(6, 0));
  auto exts = block.getExts();
  CHECK(std::vector<uint8_t>(exts.begin(), exts.end()) == std::vector<uint8_t>{0x01});
  REQUIRE(block.getGroups().size() == 1);
  CHECK(block.getGroups()[0] == 2);
}

TEST_CASE("Damaged event blocks decode or fail cleanly, never read out of bounds",
          "[engine][codec]") {
  // A block with every column in use, then every byte of its message changed in turn (the
  // container's checksums would catch this first; here the codec faces it alone).
  std::vector<Event> events;
  for (int i = 0; i < 40; ++i) {
    Event e = Ev(static_cast<EventKind>(i % 27), static_cast<uint8_t>(i % 5),
                 static_cast<uint16_t>(i * 7), static_cast<uint16_t>(i % 3 == 0 ? 0 : 300 + i),
                 i % 4 == 0 ? i : 0);
    if (i % 5 == 0) e.cards = {static_cast<uint16_t>(i), 2};
    if (i % 7 == 0) e.random = {1, 0};
    if (i % 9 == 0) e.violations = {"stccg.rule." + std::to_string(i % 2)};
    e.line = static_cast<uint32_t>(i % 2 == 0 ? 10 + i : 0);
    events.push_back(e);
  }
  const std::string good = engine::EncodeBlock(events);
  REQUIRE(*Decode(good) == events);
  size_t ok = 0, corrupt = 0;
  for (size_t at = 0; at < good.size(); ++at) {
    for (uint8_t change : {uint8_t{0x01}, uint8_t{0x80}, uint8_t{0xff}}) {
      std::string bad = good;
      bad[at] = static_cast<char>(bad[at] ^ change);
      auto r = Decode(bad);
      if (r.ok()) {
        ++ok;
      } else {
        ++corrupt;
        REQUIRE(r.status().code() == Status::Code::kCorruption);
        REQUIRE(r.status().message().rfind("block.bin: offset 64", 0) == 0);
      }
    }
  }
  // About 40% are refused (798 of 2064 when written); the rest changed a value (an id, an arg,
  // a padding byte) in a way the block cannot tell. The container's CRC32C catches those.
  CHECK(corrupt > good.size());
  CHECK(ok + corrupt == good.size() * 3);
}

TEST_CASE("An event cursor decodes at most `limit` events a call and checks the end once there",
          "[engine][codec]") {
  std::vector<Event> events = {Ev(EventKind::TURN, 0, 0, 0, 1), Ev(EventKind::PASS, 1),
                               Ev(engine::stccg::kFly, 0, 9, 10, 3), Ev(EventKind::PASS, 0)};
  format::AlignedBuffer buffer = Buffer(engine::EncodeBlock(events));
  auto cursor = engine::EventCursor::Open(buffer, "block.bin: offset 64");
  REQUIRE(cursor.ok());
  std::vector<uint32_t> seen;
  auto note = [&](const Event& e, uint32_t i) {
    CHECK(e == events[i]);
    seen.push_back(i);
    return Status::Ok();
  };
  Event e;
  CHECK(cursor->ForEach(&e, 3, note).ok());
  CHECK(seen == std::vector<uint32_t>{0, 1, 2});
  CHECK(cursor->ForEach(&e, 3, note).ok());
  CHECK(seen == std::vector<uint32_t>{0, 1, 2, 3});
  CHECK(cursor->ForEach(&e, 3, note).ok());  // at the end: nothing more
  CHECK(seen.size() == 4);

  SECTION("values no event claims are found when the last event has been decoded") {
    capnp::MallocMessageBuilder message;
    auto block = message.initRoot<schema::EventBlock>();
    block.initHeads(2).set(0, 2);
    block.initLines(1);
    format::AlignedBuffer leftover = Buffer(format::EncodeMessage(message));
    auto c = engine::EventCursor::Open(leftover, "block.bin: offset 64");
    REQUIRE(c.ok());
    int visited = 0;
    auto count = [&](const Event&, uint32_t) {
      ++visited;
      return Status::Ok();
    };
    CHECK(c->ForEach(&e, 1, count).ok());
    Status end = c->ForEach(&e, 1, count);
    CHECK(visited == 2);
    CHECK_THAT(end.message(), Catch::Contains("event block has values no event claims"));
    CHECK(c->status().message() == end.message());
  }
}

TEST_CASE("An event cursor stops at its callback's error and goes on after that event",
          "[engine][codec]") {
  std::vector<Event> events;
  for (uint16_t i = 1; i <= 6; ++i) events.push_back(Ev(engine::stccg::kDiscard, i % 2, i));
  format::AlignedBuffer buffer = Buffer(engine::EncodeBlock(events));
  auto cursor = engine::EventCursor::Open(buffer, "block.bin: offset 64");
  REQUIRE(cursor.ok());
  std::vector<uint16_t> cards;
  Event e;
  Status st = cursor->ForEach(&e, 100, [&](const Event& ev, uint32_t i) {
    cards.push_back(ev.card);
    return i == 2 ? Status::InvalidArgument("stop at the third") : Status::Ok();
  });
  CHECK(st.message() == "stop at the third");
  CHECK(cursor->status().ok());  // the block itself is sound
  CHECK(cards == std::vector<uint16_t>{1, 2, 3});
  CHECK(cursor
            ->ForEach(&e, 100,
                      [&](const Event& ev, uint32_t) {
                        cards.push_back(ev.card);
                        return Status::Ok();
                      })
            .ok());
  CHECK(cards == std::vector<uint16_t>{1, 2, 3, 4, 5, 6});

  SECTION("inside a run of events that are only a head, and at a limit inside such a run") {
    // Passes and resolutions by both players (the walk's run of heads without values), a card
    // event in the middle.
    std::vector<Event> run = {Ev(EventKind::PASS, 0),
                              Ev(EventKind::PASS, 1),
                              Ev(EventKind::RESOLVE, 0),
                              Ev(EventKind::PASS, 1),
                              Ev(engine::stccg::kDiscard, 1, 7),
                              Ev(EventKind::PASS, 0),
                              Ev(EventKind::RESOLVE, 1),
                              Ev(EventKind::PASS, 1)};
    for (auto& ev : run) ev.flags = ev.player == 1 ? Event::kEngineEmitted : 0;
    format::AlignedBuffer run_buffer = Buffer(engine::EncodeBlock(run));
    auto c = engine::EventCursor::Open(run_buffer, "block.bin: offset 64");
    REQUIRE(c.ok());
    REQUIRE(c->columns_proven());
    std::vector<uint32_t> seen;
    auto stop_at = [&](uint32_t stop) {
      return [&, stop](const Event& ev, uint32_t i) {
        CHECK(ev == run[i]);
        seen.push_back(i);
        return i == stop ? Status::InvalidArgument("stop") : Status::Ok();
      };
    };
    CHECK(c->ForEach(&e, 100, stop_at(1)).message() == "stop");
    CHECK(seen == std::vector<uint32_t>{0, 1});
    CHECK(c->ForEach(&e, 1, stop_at(99)).ok());  // the limit falls inside the run 2-3
    CHECK(seen == std::vector<uint32_t>{0, 1, 2});
    CHECK(c->ForEach(&e, 1, stop_at(99)).ok());  // the rest of that run
    CHECK(seen == std::vector<uint32_t>{0, 1, 2, 3});
    CHECK(c->ForEach(&e, 100, stop_at(6)).message() == "stop");
    CHECK(seen == std::vector<uint32_t>{0, 1, 2, 3, 4, 5, 6});
    CHECK(c->ForEach(&e, 100, stop_at(99)).ok());
    CHECK(seen == std::vector<uint32_t>{0, 1, 2, 3, 4, 5, 6, 7});
    CHECK(c->status().ok());
  }
}

TEST_CASE("A reused event keeps no side values from the event before it", "[engine][codec]") {
  // Every order of the side values a reused Event can go through: further cards (decoded
  // inline), random outcomes and violations (decoded out of line), none, and a card group with
  // a card 0 (legal in a group) before a card and a target that are not 0.
  Event beam = Ev(engine::stccg::kBeam, 1, 83, 118);
  bool proven = GENERATE(false, true);
  // A card 0 makes the cursor check event by event; without one, Open proves the columns whole
  // and the walk takes its shortcut for events with nothing but a head (the passes here).
  beam.cards = {87, 96, static_cast<uint16_t>(proven ? 97 : 0)};
  Event shuffle = Ev(EventKind::SHUFFLE, 0);
  shuffle.random = {4, 1, 2};
  Event illegal = Ev(engine::stccg::kFly, 0, 9, 10);
  illegal.violations = {"stccg.fly.range", "core.required.missing"};
  Event both = Ev(engine::stccg::kBeam, 0, 5, 6);
  both.cards = {7};
  both.violations = {"stccg.beam.range"};
  std::vector<Event> events = {beam, Ev(EventKind::PASS, 1), shuffle, beam,    illegal, beam,
                               both, Ev(EventKind::PASS, 0), illegal, shuffle, both,    beam};
  format::AlignedBuffer buffer = Buffer(engine::EncodeBlock(events));
  auto cursor = engine::EventCursor::Open(buffer, "block.bin: offset 64");
  REQUIRE(cursor.ok());
  CHECK(cursor->columns_proven() == proven);
  Event e;
  e.violations = {"left over from the caller"};
  std::vector<Event> seen;
  CHECK(cursor
            ->ForEach(&e, 100,
                      [&](const Event& ev, uint32_t) {
                        seen.push_back(ev);
                        return Status::Ok();
                      })
            .ok());
  CHECK(seen == events);
}

TEST_CASE(
    "A long block decodes the same whether its columns are proven whole once or event by "
    "event",
    "[engine][codec]") {
  // Over 2^16 events, so that Open's count of what the heads claim (eight heads a vector, lanes
  // added up every 2^13 vectors) runs past a flush and ends in a partial vector; every head bit
  // varies: card, target, arg, escaped player, ext.
  std::vector<Event> events;
  engine::EventRng rng(7, 0);
  for (uint32_t i = 0; i < 70001; ++i) {
    Event e = Ev(static_cast<EventKind>(rng.Below(54)), static_cast<uint8_t>(rng.Below(6)),
                 static_cast<uint16_t>(rng.Below(3) == 0 ? 0 : 1 + rng.Below(600)),
                 static_cast<uint16_t>(rng.Below(2) == 0 ? 0 : 1 + rng.Below(600)),
                 rng.Below(3) == 0 ? static_cast<int32_t>(rng.Below(100)) - 50 : 0);
    if (rng.Below(20) == 0) e.cards = {static_cast<uint16_t>(1 + rng.Below(600)), 9};
    events.push_back(e);
  }
  events.back().arg = 0;  // claims no arg (the damaged copy below gives it one)
  const std::string good = engine::EncodeBlock(events);
  const format::AlignedBuffer good_buffer = Buffer(good);
  auto proven = engine::EventCursor::Open(good_buffer, "chunk");
  REQUIRE(proven.ok());
  CHECK(proven->columns_proven());
  auto decoded = Decode(good);
  REQUIRE(decoded.ok());
  CHECK(*decoded == events);

  // The same block with the last event claiming one arg more than the column holds: the walk
  // event by event names that event, after delivering every event before it as written.
  capnp::FlatArrayMessageReader reader(good_buffer.words());
  capnp::MallocMessageBuilder copy;
  copy.setRoot(reader.getRoot<schema::EventBlock>());
  auto heads = copy.getRoot<schema::EventBlock>().getHeads();
  const uint32_t last = heads.size() - 1;
  REQUIRE((heads[last] & engine::block::kHasArg) == 0);
  heads.set(last, static_cast<uint16_t>(heads[last] | engine::block::kHasArg));
  format::AlignedBuffer bad = Buffer(format::EncodeMessage(copy));
  auto cursor = engine::EventCursor::Open(bad, "chunk");
  REQUIRE(cursor.ok());
  CHECK(!cursor->columns_proven());
  Event e;
  uint32_t seen = 0;
  Status st = cursor->ForEach(&e, cursor->size(), [&](const Event& got, uint32_t i) {
    if (got != events[i]) return Status::Corruption("event " + std::to_string(i) + " differs");
    ++seen;
    return Status::Ok();
  });
  CHECK(seen == last);
  CHECK_THAT(st.message(), Catch::Contains("event " + std::to_string(last) +
                                           " of the chunk has a value in the block's args column"));
}
