#include "engine/event.h"

#include <algorithm>
#include <array>
#include <cstring>
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

// schema::EventBlock's head bits (see stardate.capnp) and ext bits.
constexpr int kPlayerShift = 8;
constexpr uint16_t kPlayerEscape = 3;          // the player is in the `players` column
constexpr int kFlagsShift = 10;
constexpr uint8_t kStoredFlags = 0x03;         // Event::flags bits the log keeps
constexpr uint16_t kHasCard = 1u << 12;
constexpr uint16_t kHasTarget = 1u << 13;
constexpr uint16_t kHasArg = 1u << 14;
constexpr uint16_t kHasExt = 1u << 15;
constexpr uint8_t kExtCards = 0x01;
constexpr uint8_t kExtLine = 0x02;
constexpr uint8_t kExtRandom = 0x04;
constexpr uint8_t kExtViolations = 0x08;
constexpr uint8_t kExtKnown = 0x0f;

// Args are stored as differences from the previous arg of the same kind in the block.
using ArgTable = std::array<uint32_t, 256>;

std::string Where(const std::string& where, uint32_t i) {
  return where + ": event " + std::to_string(i) + " of the chunk";
}

kj::ArrayPtr<const kj::byte> Bytes(capnp::Data::Reader data) {
  return kj::ArrayPtr<const kj::byte>(data.begin(), data.size());
}

inline uint16_t Le16(const kj::byte* p) { return static_cast<uint16_t>(p[0] | (p[1] << 8)); }

kj::Array<kj::byte> ToData(const std::vector<uint8_t>& bytes) {
  auto out = kj::heapArray<kj::byte>(bytes.size());
  if (!bytes.empty()) std::memcpy(out.begin(), bytes.data(), bytes.size());
  return out;
}

}  // namespace

std::string EncodeBlock(const std::vector<Event>& events) {
  // Kinds are the schema's enumerants (27 today; the head keeps 8 bits of them), players and
  // flags as the engine made them: every Event the engine produces is representable.
  std::vector<uint16_t> heads;
  std::vector<uint8_t> exts, players, ids_lo, ids_hi;
  std::vector<uint16_t> groups, violations;
  std::vector<uint32_t> args, lines, random;
  std::vector<std::string_view> rule_ids;  // distinct, in order of first use
  heads.reserve(events.size());
  ids_lo.reserve(events.size());
  ids_hi.reserve(events.size());
  ArgTable previous_arg{};
  uint32_t previous_line = 0;
  auto id = [&](uint16_t v) {
    ids_lo.push_back(static_cast<uint8_t>(v & 0xff));
    ids_hi.push_back(static_cast<uint8_t>(v >> 8));
  };
  for (const Event& e : events) {
    uint16_t kind = static_cast<uint16_t>(e.kind) & 0xff;
    uint16_t h = kind;
    if (e.player < kPlayerEscape) {
      h |= static_cast<uint16_t>(e.player << kPlayerShift);
    } else {
      h |= kPlayerEscape << kPlayerShift;
      players.push_back(e.player);
    }
    h |= static_cast<uint16_t>((e.flags & kStoredFlags) << kFlagsShift);
    if (e.card != 0) {
      h |= kHasCard;
      id(e.card);
    }
    if (e.target != 0) {
      h |= kHasTarget;
      id(e.target);
    }
    if (e.arg != 0) {
      h |= kHasArg;
      uint32_t& prev = previous_arg[kind];
      args.push_back(static_cast<uint32_t>(e.arg) - prev);
      prev = static_cast<uint32_t>(e.arg);
    }
    uint8_t x = 0;
    if (!e.cards.empty()) {
      x |= kExtCards;
      groups.push_back(static_cast<uint16_t>(e.cards.size()));  // beam groups are small
      for (uint16_t c : e.cards) id(c);
    }
    if (e.line != 0) {
      x |= kExtLine;
      lines.push_back(e.line - previous_line);
      previous_line = e.line;
    }
    if (!e.random.empty()) {
      x |= kExtRandom;
      random.push_back(static_cast<uint32_t>(e.random.size()));
      random.insert(random.end(), e.random.begin(), e.random.end());
    }
    if (!e.violations.empty()) {
      x |= kExtViolations;
      violations.push_back(static_cast<uint16_t>(e.violations.size()));
      for (const std::string& v : e.violations) {
        auto at = std::find(rule_ids.begin(), rule_ids.end(), v);
        if (at == rule_ids.end()) at = rule_ids.insert(at, v);
        violations.push_back(static_cast<uint16_t>(at - rule_ids.begin()));
      }
    }
    if (x != 0) {
      h |= kHasExt;
      exts.push_back(x);
    }
    heads.push_back(h);
  }

  capnp::MallocMessageBuilder message(1024 + (heads.size() * 2 + ids_lo.size() * 2 +
                                               args.size() * 4 + random.size() * 4) / 8);
  auto block = message.initRoot<schema::EventBlock>();
  auto put16 = [](auto list, const std::vector<uint16_t>& v) {
    for (size_t i = 0; i < v.size(); ++i) list.set(static_cast<unsigned>(i), v[i]);
  };
  auto put32 = [](auto list, const std::vector<uint32_t>& v) {
    for (size_t i = 0; i < v.size(); ++i) list.set(static_cast<unsigned>(i), v[i]);
  };
  put16(block.initHeads(static_cast<unsigned>(heads.size())), heads);
  if (!exts.empty()) block.setExts(ToData(exts));
  if (!players.empty()) block.setPlayers(ToData(players));
  if (!ids_lo.empty()) {
    block.setIdsLo(ToData(ids_lo));
    block.setIdsHi(ToData(ids_hi));
  }
  put16(block.initGroups(static_cast<unsigned>(groups.size())), groups);
  put32(block.initArgs(static_cast<unsigned>(args.size())), args);
  put32(block.initLines(static_cast<unsigned>(lines.size())), lines);
  put32(block.initRandom(static_cast<unsigned>(random.size())), random);
  put16(block.initViolations(static_cast<unsigned>(violations.size())), violations);
  auto ids = block.initRuleIds(static_cast<unsigned>(rule_ids.size()));
  for (size_t j = 0; j < rule_ids.size(); ++j) {
    ids.set(static_cast<unsigned>(j), capnp::Text::Reader(rule_ids[j].data(), rule_ids[j].size()));
  }
  return format::EncodeMessage(message);
}

Status ForEachInBlock(const format::AlignedBuffer& message, const std::string& where,
                      const std::function<Status(const Event&, uint32_t)>& fn) {
  return format::ReadMessage(message, where, [&](capnp::FlatArrayMessageReader& reader) {
    static const uint16_t kKnown = capnp::Schema::from<schema::EventKind>().getEnumerants().size();
    auto block = reader.getRoot<schema::EventBlock>();
    auto heads_list = block.getHeads();
    const uint32_t count = heads_list.size();
    // The primitive columns are read in place (a List(UInt16) is `count` little-endian pairs).
    auto heads = capnp::AnyList::Reader(heads_list).getRawBytes();
    if (heads.size() != size_t{count} * 2) {
      return Status::Corruption(where + ": event block heads are not a list of 16-bit values");
    }
    auto exts = Bytes(block.getExts());
    auto players = Bytes(block.getPlayers());
    auto ids_lo = Bytes(block.getIdsLo());
    auto ids_hi = Bytes(block.getIdsHi());
    if (ids_lo.size() != ids_hi.size()) {
      return Status::Corruption(where + ": event block has " + std::to_string(ids_lo.size()) +
                                " low bytes of card ids but " + std::to_string(ids_hi.size()) +
                                " high bytes");
    }
    auto groups = block.getGroups();
    auto args = block.getArgs();
    auto lines = block.getLines();
    auto random = block.getRandom();
    auto violations = block.getViolations();
    auto rule_ids = block.getRuleIds();
    ArgTable previous_arg{};
    uint32_t previous_line = 0;
    size_t xi = 0, pi = 0, ii = 0;
    uint32_t gi = 0, ai = 0, li = 0, ri = 0, vi = 0;
    auto missing = [&](uint32_t i, const char* column) {
      return Status::Corruption(Where(where, i) + " has a value in the block's " + column +
                                " column, which ends before it");
    };
    auto next_id = [&]() {
      uint16_t v = static_cast<uint16_t>(ids_lo[ii] | (ids_hi[ii] << 8));
      ++ii;
      return v;
    };
    Event e;  // reused: events without side values allocate nothing
    for (uint32_t i = 0; i < count; ++i) {
      const uint16_t h = Le16(heads.begin() + size_t{i} * 2);
      const uint16_t kind = h & 0xff;
      if (kind >= kKnown) {
        return Status::Corruption(Where(where, i) + " has kind " + std::to_string(kind) +
                                  ", which this Stardate does not know (kinds 0-" +
                                  std::to_string(kKnown - 1) + ")");
      }
      e.kind = static_cast<EventKind>(kind);
      const uint16_t player = (h >> kPlayerShift) & 3;
      if (player != kPlayerEscape) {
        e.player = static_cast<uint8_t>(player);
      } else {
        if (pi >= players.size()) return missing(i, "players");
        e.player = players[pi++];
      }
      e.flags = static_cast<uint8_t>((h >> kFlagsShift) & kStoredFlags);
      e.card = 0;
      e.target = 0;
      if (h & (kHasCard | kHasTarget)) {
        size_t need = ((h & kHasCard) ? 1 : 0) + ((h & kHasTarget) ? 1 : 0);
        if (ids_lo.size() - ii < need) return missing(i, "ids");
        if (h & kHasCard) e.card = next_id();
        if (h & kHasTarget) e.target = next_id();
      }
      e.arg = 0;
      if (h & kHasArg) {
        if (ai >= args.size()) return missing(i, "args");
        uint32_t& prev = previous_arg[kind];
        prev += args[ai++];
        e.arg = static_cast<int32_t>(prev);
      }
      e.line = 0;
      if (!e.cards.empty()) e.cards.clear();
      if (!e.random.empty()) e.random.clear();
      if (!e.violations.empty()) e.violations.clear();
      if (h & kHasExt) {
        if (xi >= exts.size()) return missing(i, "exts");
        const uint8_t x = exts[xi++];
        if (x & ~kExtKnown) {
          return Status::Corruption(Where(where, i) + " has ext bits " + std::to_string(x) +
                                    " this Stardate does not know (bits 0-3)");
        }
        if (x & kExtCards) {
          if (gi >= groups.size()) return missing(i, "groups");
          uint32_t n = groups[gi++];
          if (n == 0 || ids_lo.size() - ii < n) return missing(i, "ids");
          for (uint32_t j = 0; j < n; ++j) e.cards.push_back(next_id());
        }
        if (x & kExtLine) {
          if (li >= lines.size()) return missing(i, "lines");
          previous_line += lines[li++];
          e.line = previous_line;
        }
        if (x & kExtRandom) {
          if (ri >= random.size() || random[ri] > random.size() - ri - 1) {
            return missing(i, "random");
          }
          uint32_t n = random[ri++];
          for (uint32_t j = 0; j < n; ++j) e.random.push_back(random[ri++]);
        }
        if (x & kExtViolations) {
          if (vi >= violations.size() || violations[vi] > violations.size() - vi - 1) {
            return missing(i, "violations");
          }
          uint32_t n = violations[vi++];
          for (uint32_t j = 0; j < n; ++j) {
            uint16_t at = violations[vi++];
            if (at >= rule_ids.size()) {
              return Status::Corruption(Where(where, i) + " names rule id " + std::to_string(at) +
                                        " of the block's " + std::to_string(rule_ids.size()));
            }
            auto text = rule_ids[at];
            e.violations.emplace_back(text.begin(), text.size());
          }
        }
      }
      STARDATE_RETURN_IF_ERROR(fn(e, i));
    }
    if (xi != exts.size() || pi != players.size() || ii != ids_lo.size() || gi != groups.size() ||
        ai != args.size() || li != lines.size() || ri != random.size() ||
        vi != violations.size()) {
      return Status::Corruption(
          where + ": event block has values no event claims (left over: exts " +
          std::to_string(exts.size() - xi) + ", players " + std::to_string(players.size() - pi) +
          ", ids " + std::to_string(ids_lo.size() - ii) + ", groups " +
          std::to_string(groups.size() - gi) + ", args " + std::to_string(args.size() - ai) +
          ", lines " + std::to_string(lines.size() - li) + ", random " +
          std::to_string(random.size() - ri) + ", violations " +
          std::to_string(violations.size() - vi) + ")");
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
