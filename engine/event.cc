#include "engine/event.h"

#include <algorithm>
#include <array>
#include <string_view>

#include <capnp/any.h>
#include <capnp/schema.h>

#include "format/message.h"

namespace stardate::engine {

std::string KindName(EventKind kind) {
  auto enumerants = capnp::Schema::from<schema::EventKind>().getEnumerants();
  auto index = static_cast<uint16_t>(kind);
  if (index < enumerants.size()) {
    return enumerants[index].getProto().getName().cStr();
  }
  return "kind" + std::to_string(index);
}

namespace {

// Wire flag bits of schema::Event.flags above the engine's own (see stardate.capnp).
constexpr uint8_t kEngineFlagMask = 0x07;
constexpr uint8_t kHasLine = 0x08;
constexpr uint8_t kHasViolations = 0x10;
constexpr uint8_t kHasRandom = 0x20;
constexpr uint8_t kHasCards = 0x40;
constexpr uint8_t kHasArg = 0x80;

// Args are stored as differences from the previous arg of the same kind in the block; kinds are
// compared modulo 256 (the table is per block, so this only affects how well args compress).
using ArgTable = std::array<uint32_t, 256>;

uint8_t WireFlags(const Event& e) {
  uint8_t f = e.flags & kEngineFlagMask;
  if (e.line != 0) f |= kHasLine;
  if (!e.violations.empty()) f |= kHasViolations;
  if (!e.random.empty()) f |= kHasRandom;
  if (!e.cards.empty()) f |= kHasCards;
  if (e.arg != 0) f |= kHasArg;
  return f;
}

// True when schema::Event is laid out as one 8-byte word with kind, player, flags, card and
// target at byte offsets 0, 2, 3, 4 and 6 (the order stardate.capnp declares them in), so the
// decoder may read the words of a block directly.
bool EventLayoutIsFixed() {
  auto schema = capnp::Schema::from<schema::Event>();
  auto node = schema.getProto().getStruct();
  if (node.getDataWordCount() != 1 || node.getPointerCount() != 0) return false;
  // Slot offsets count in units of the field's own size.
  const struct { const char* name; uint32_t byte_offset; uint32_t size; } kExpected[] = {
      {"kind", 0, 2}, {"player", 2, 1}, {"flags", 3, 1}, {"card", 4, 2}, {"target", 6, 2}};
  for (const auto& want : kExpected) {
    KJ_IF_MAYBE(field, schema.findFieldByName(want.name)) {
      if (field->getProto().getSlot().getOffset() * want.size != want.byte_offset) return false;
    } else {
      return false;
    }
  }
  return true;
}

inline uint16_t Le16(const kj::byte* p) { return static_cast<uint16_t>(p[0] | (p[1] << 8)); }

std::string Where(const std::string& where, uint32_t i) {
  return where + ": event " + std::to_string(i) + " of the chunk";
}

}  // namespace

std::string EncodeBlock(const std::vector<Event>& events) {
  size_t n_args = 0, n_lines = 0, n_cards = 0, n_random = 0, n_violations = 0;
  std::vector<std::string_view> rule_ids;  // distinct, in order of first use
  for (const Event& e : events) {
    n_args += e.arg != 0;
    n_lines += e.line != 0;
    if (!e.cards.empty()) n_cards += 1 + e.cards.size();
    if (!e.random.empty()) n_random += 1 + e.random.size();
    if (!e.violations.empty()) n_violations += 1 + e.violations.size();
    for (const std::string& v : e.violations) {
      if (std::find(rule_ids.begin(), rule_ids.end(), v) == rule_ids.end()) rule_ids.push_back(v);
    }
  }
  capnp::MallocMessageBuilder message(1024 + events.size() * 2 + n_cards / 4 + n_random / 2);
  auto block = message.initRoot<schema::EventBlock>();
  auto list = block.initEvents(static_cast<unsigned>(events.size()));
  auto args = block.initArgs(static_cast<unsigned>(n_args));
  auto lines = block.initLines(static_cast<unsigned>(n_lines));
  auto cards = block.initCards(static_cast<unsigned>(n_cards));
  auto random = block.initRandom(static_cast<unsigned>(n_random));
  auto violations = block.initViolations(static_cast<unsigned>(n_violations));
  auto ids = block.initRuleIds(static_cast<unsigned>(rule_ids.size()));
  for (size_t j = 0; j < rule_ids.size(); ++j) {
    ids.set(static_cast<unsigned>(j), capnp::Text::Reader(rule_ids[j].data(), rule_ids[j].size()));
  }
  ArgTable previous_arg{};
  uint32_t previous_line = 0;
  unsigned ai = 0, li = 0, ci = 0, ri = 0, vi = 0;
  for (size_t i = 0; i < events.size(); ++i) {
    const Event& e = events[i];
    auto out = list[static_cast<unsigned>(i)];
    out.setKind(e.kind);
    out.setPlayer(e.player);
    out.setFlags(WireFlags(e));
    out.setCard(e.card);
    out.setTarget(e.target);
    if (e.arg != 0) {
      uint32_t& prev = previous_arg[static_cast<uint16_t>(e.kind) & 0xff];
      args.set(ai++, static_cast<uint32_t>(e.arg) - prev);
      prev = static_cast<uint32_t>(e.arg);
    }
    if (e.line != 0) {
      lines.set(li++, e.line - previous_line);
      previous_line = e.line;
    }
    if (!e.cards.empty()) {
      cards.set(ci++, static_cast<uint16_t>(e.cards.size()));
      for (uint16_t c : e.cards) cards.set(ci++, c);
    }
    if (!e.random.empty()) {
      random.set(ri++, static_cast<uint32_t>(e.random.size()));
      for (uint32_t r : e.random) random.set(ri++, r);
    }
    if (!e.violations.empty()) {
      violations.set(vi++, static_cast<uint16_t>(e.violations.size()));
      for (const std::string& v : e.violations) {
        auto at = std::find(rule_ids.begin(), rule_ids.end(), v) - rule_ids.begin();
        violations.set(vi++, static_cast<uint16_t>(at));
      }
    }
  }
  return format::EncodeMessage(message);
}

Status ForEachInBlock(const format::AlignedBuffer& message, const std::string& where,
                      const std::function<Status(const Event&, uint32_t)>& fn) {
  return format::ReadMessage(message, where, [&](capnp::FlatArrayMessageReader& reader) {
    static const uint16_t kKnown = capnp::Schema::from<schema::EventKind>().getEnumerants().size();
    static const bool kFixedLayout = EventLayoutIsFixed();
    auto block = reader.getRoot<schema::EventBlock>();
    auto list = block.getEvents();
    auto args = block.getArgs();
    auto lines = block.getLines();
    auto cards = block.getCards();
    auto random = block.getRandom();
    auto violations = block.getViolations();
    auto rule_ids = block.getRuleIds();
    const uint32_t count = list.size();
    // The words of the events, when the writer used this schema's one-word Event (a later
    // schema version with a larger Event is read field by field).
    kj::ArrayPtr<const kj::byte> words;
    if (kFixedLayout) {
      words = capnp::AnyList::Reader(list).getRawBytes();
      if (words.size() != size_t{count} * 8) words = nullptr;
    }
    ArgTable previous_arg{};
    uint32_t previous_line = 0;
    uint32_t ai = 0, li = 0, ci = 0, ri = 0, vi = 0;
    Event e;  // reused: events without side values allocate nothing
    for (uint32_t i = 0; i < count; ++i) {
      uint16_t kind;
      uint8_t wire;
      if (words != nullptr) {
        const kj::byte* w = words.begin() + size_t{i} * 8;
        kind = Le16(w);
        e.player = w[2];
        wire = w[3];
        e.card = Le16(w + 4);
        e.target = Le16(w + 6);
      } else {
        auto in = list[i];
        kind = static_cast<uint16_t>(in.getKind());
        e.player = in.getPlayer();
        wire = in.getFlags();
        e.card = in.getCard();
        e.target = in.getTarget();
      }
      if (kind >= kKnown) {
        return Status::Corruption(Where(where, i) + " has kind " + std::to_string(kind) +
                                  ", which this Stardate does not know (kinds 0-" +
                                  std::to_string(kKnown - 1) + ")");
      }
      e.kind = static_cast<EventKind>(kind);
      e.flags = wire & kEngineFlagMask;
      e.arg = 0;
      e.line = 0;
      if (wire & ~kEngineFlagMask) {
        auto missing = [&](const char* list_name) {
          return Status::Corruption(Where(where, i) + " has a value in the block's " + list_name +
                                    " list, which ends before it");
        };
        if (wire & kHasArg) {
          if (ai >= args.size()) return missing("args");
          uint32_t& prev = previous_arg[kind & 0xff];
          prev += args[ai++];
          e.arg = static_cast<int32_t>(prev);
        }
        if (wire & kHasLine) {
          if (li >= lines.size()) return missing("lines");
          previous_line += lines[li++];
          e.line = previous_line;
        }
        e.cards.clear();
        if (wire & kHasCards) {
          if (ci >= cards.size() || cards[ci] > cards.size() - ci - 1) return missing("cards");
          uint32_t n = cards[ci++];
          for (uint32_t j = 0; j < n; ++j) e.cards.push_back(cards[ci++]);
        }
        e.random.clear();
        if (wire & kHasRandom) {
          if (ri >= random.size() || random[ri] > random.size() - ri - 1) return missing("random");
          uint32_t n = random[ri++];
          for (uint32_t j = 0; j < n; ++j) e.random.push_back(random[ri++]);
        }
        e.violations.clear();
        if (wire & kHasViolations) {
          if (vi >= violations.size() || violations[vi] > violations.size() - vi - 1) {
            return missing("violations");
          }
          uint32_t n = violations[vi++];
          for (uint32_t j = 0; j < n; ++j) {
            uint16_t at = violations[vi++];
            if (at >= rule_ids.size()) {
              return Status::Corruption(Where(where, i) + " names rule id " + std::to_string(at) +
                                        " of the block's " + std::to_string(rule_ids.size()));
            }
            auto id = rule_ids[at];
            e.violations.emplace_back(id.begin(), id.size());
          }
        }
      } else if (!e.cards.empty() || !e.random.empty() || !e.violations.empty()) {
        e.cards.clear();
        e.random.clear();
        e.violations.clear();
      }
      STARDATE_RETURN_IF_ERROR(fn(e, i));
    }
    if (ai != args.size() || li != lines.size() || ci != cards.size() || ri != random.size() ||
        vi != violations.size()) {
      return Status::Corruption(where + ": event block has values in its side lists that no event "
                                "claims (args " + std::to_string(args.size() - ai) + ", lines " +
                                std::to_string(lines.size() - li) + ", cards " +
                                std::to_string(cards.size() - ci) + ", random " +
                                std::to_string(random.size() - ri) + ", violations " +
                                std::to_string(violations.size() - vi) + " left over)");
    }
    return Status::Ok();
  });
}

Status DecodeBlock(const format::AlignedBuffer& message, const std::string& where,
                   std::vector<Event>* out) {
  return ForEachInBlock(message, where, [&](const Event& e, uint32_t) {
    out->push_back(e);
    return Status::Ok();
  });
}

}  // namespace stardate::engine
