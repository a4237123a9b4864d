#include "engine/event.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <string_view>

#if defined(__SSE2__)
#include <emmintrin.h>
#endif

#include <capnp/any.h>
#include <capnp/schema.h>

#include "format/message.h"

namespace stardate::engine {

std::string KindName(EventKind kind, std::span<const KindInfo> module_kinds) {
  auto enumerants = capnp::Schema::from<schema::EventKind>().getEnumerants();
  auto index = static_cast<uint16_t>(kind);
  if (index < enumerants.size()) {
    return enumerants[index].getProto().getName().cStr();
  }
  for (const KindInfo& k : module_kinds) {
    if (k.kind == kind) return std::string(k.name);
  }
  return "kind" + std::to_string(index);
}

namespace {

using namespace block;
constexpr uint16_t kHasCard = 1u << kCardBit;
constexpr uint16_t kHasTarget = 1u << kTargetBit;

// Args are stored as differences from the previous arg of the same kind in the block.
using ArgTable = std::array<uint32_t, 256>;

std::string Where(const std::string& where, uint32_t i) {
  return where + ": event " + std::to_string(i) + " of the chunk";
}

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
  std::vector<uint32_t> groups, violations, args, lines, random;
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
      groups.push_back(static_cast<uint32_t>(e.cards.size()));
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
      violations.push_back(static_cast<uint32_t>(e.violations.size()));
      for (const std::string& v : e.violations) {
        auto at = std::find(rule_ids.begin(), rule_ids.end(), v);
        if (at == rule_ids.end()) at = rule_ids.insert(at, v);
        violations.push_back(static_cast<uint32_t>(at - rule_ids.begin()));
      }
    }
    if (x != 0) {
      h |= kHasExt;
      exts.push_back(x);
    }
    heads.push_back(h);
  }

  capnp::MallocMessageBuilder message(
      1024 + (heads.size() * 2 + ids_lo.size() * 2 + args.size() * 4 + random.size() * 4) / 8);
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
  put32(block.initGroups(static_cast<unsigned>(groups.size())), groups);
  put32(block.initArgs(static_cast<unsigned>(args.size())), args);
  put32(block.initLines(static_cast<unsigned>(lines.size())), lines);
  put32(block.initRandom(static_cast<unsigned>(random.size())), random);
  put32(block.initViolations(static_cast<unsigned>(violations.size())), violations);
  auto ids = block.initRuleIds(static_cast<unsigned>(rule_ids.size()));
  for (size_t j = 0; j < rule_ids.size(); ++j) {
    ids.set(static_cast<unsigned>(j), capnp::Text::Reader(rule_ids[j].data(), rule_ids[j].size()));
  }
  return format::EncodeMessage(message);
}

namespace {

// Reads a primitive list of `width`-byte elements as raw little-endian bytes; false if the
// message stored it with another element size.
template <typename List>
bool RawColumn(List list, size_t width, EventCursor::Column* out) {
  auto raw = capnp::AnyList::Reader(list).getRawBytes();
  if (raw.size() != size_t{list.size()} * width) return false;
  out->data = raw.begin();
  out->size = list.size();
  return true;
}

void DataColumn(capnp::Data::Reader data, EventCursor::Column* out) {
  out->data = data.begin();
  out->size = static_cast<uint32_t>(data.size());
}

inline uint32_t At32(const EventCursor::Column& c, uint32_t i) {
  return LoadLe32(c.data + size_t{i} * 4);
}

}  // namespace

Result<EventCursor> EventCursor::Open(const format::AlignedBuffer& message,
                                      const std::string& where) {
  EventCursor c;
  c.where_ = where;
  Status st = format::ReadMessage(message, where, [&](capnp::FlatArrayMessageReader& reader) {
    auto block = reader.getRoot<schema::EventBlock>();
    const char* bad = nullptr;
    if (!RawColumn(block.getHeads(), 2, &c.heads_)) bad = "heads";
    if (!RawColumn(block.getGroups(), 4, &c.groups_)) bad = "groups";
    if (!RawColumn(block.getArgs(), 4, &c.args_)) bad = "args";
    if (!RawColumn(block.getLines(), 4, &c.lines_)) bad = "lines";
    if (!RawColumn(block.getRandom(), 4, &c.random_)) bad = "random";
    if (!RawColumn(block.getViolations(), 4, &c.violations_)) bad = "violations";
    if (bad != nullptr) {
      return Status::Corruption(where + ": event block " + bad +
                                " are not a list of the integers the schema declares");
    }
    DataColumn(block.getExts(), &c.exts_);
    DataColumn(block.getPlayers(), &c.players_);
    Column lo, hi;
    DataColumn(block.getIdsLo(), &lo);
    DataColumn(block.getIdsHi(), &hi);
    if (lo.size != hi.size) {
      return Status::Corruption(where + ": event block has " + std::to_string(lo.size) +
                                " low bytes of card ids but " + std::to_string(hi.size) +
                                " high bytes");
    }
    c.ids_.resize(size_t{lo.size} + 2);
    // One pass that the compiler vectorizes: the ids, and whether any is 0.
    uint16_t* const ids = c.ids_.data();
    uint32_t zeros = 0;
    for (uint32_t i = 0; i < lo.size; ++i) {
      const uint16_t id = static_cast<uint16_t>(lo.data[i] | hi.data[i] << 8);
      ids[i] = id;
      zeros |= id == 0;
    }
    c.ids_end_ = lo.size;
    c.zero_ids_ = zeros != 0;
    if (c.violations_.size > block::kMaxViolationEntries) {
      return Status::Corruption(where + ": event block violations column holds " +
                                std::to_string(c.violations_.size) + " entries, at most " +
                                std::to_string(block::kMaxViolationEntries) + " are allowed");
    }
    auto rule_ids = block.getRuleIds();
    if (rule_ids.size() > block::kMaxRuleIds) {
      return Status::Corruption(where + ": event block ruleIds list holds " +
                                std::to_string(rule_ids.size()) + " entries, at most " +
                                std::to_string(block::kMaxRuleIds) + " are allowed");
    }
    for (auto text : rule_ids) {
      if (text.size() > block::kMaxRuleIdBytes) {
        return Status::Corruption(where + ": event block rule id of " +
                                  std::to_string(text.size()) + " bytes, at most " +
                                  std::to_string(block::kMaxRuleIdBytes) + " are allowed");
      }
      c.rule_ids_.emplace_back(text.begin(), text.size());
    }
    c.count_ = c.heads_.size;
    c.columns_fit_ = !c.zero_ids_ && c.ColumnsFit();
    return Status::Ok();
  });
  if (!st.ok()) return st;
  return c;
}

bool EventCursor::ColumnsFit() const {
  uint64_t ids = 0, args = 0, escapes = 0;
  uint32_t max_kind = 0, i = 0;
#if defined(__SSE2__)
  // Eight heads at a time, one per 16-bit lane: each lane counts the card and target bits, the
  // arg bit and the player escapes (both player bits set) of its heads, and keeps the largest
  // kind. The lanes are added up every kFlush vectors, before any count can reach 2^15.
  constexpr uint32_t kFlush = 1u << 13;
  const __m128i one = _mm_set1_epi16(1), low_byte = _mm_set1_epi16(0xff);
  __m128i lane_ids = _mm_setzero_si128(), lane_args = lane_ids, lane_escapes = lane_ids;
  __m128i lane_kind = lane_ids;
  auto add_lanes = [&one](uint64_t* total, __m128i* lanes) {
    alignas(16) int32_t sums[4];
    _mm_store_si128(reinterpret_cast<__m128i*>(sums), _mm_madd_epi16(*lanes, one));
    *total += uint64_t(sums[0]) + uint64_t(sums[1]) + uint64_t(sums[2]) + uint64_t(sums[3]);
    *lanes = _mm_setzero_si128();
  };
  for (uint32_t vectors = 0; i + 8 <= heads_.size; i += 8) {
    const __m128i h =
        _mm_loadu_si128(reinterpret_cast<const __m128i*>(heads_.data + size_t{i} * 2));
    lane_ids = _mm_add_epi16(lane_ids, _mm_and_si128(_mm_srli_epi16(h, kCardBit), one));
    lane_ids = _mm_add_epi16(lane_ids, _mm_and_si128(_mm_srli_epi16(h, kTargetBit), one));
    lane_args = _mm_add_epi16(lane_args, _mm_and_si128(_mm_srli_epi16(h, kArgBit), one));
    lane_escapes = _mm_add_epi16(lane_escapes,
                                 _mm_and_si128(_mm_and_si128(_mm_srli_epi16(h, kPlayerShift),
                                                             _mm_srli_epi16(h, kPlayerShift + 1)),
                                               one));
    lane_kind = _mm_max_epi16(lane_kind, _mm_and_si128(h, low_byte));
    if (++vectors == kFlush) {
      add_lanes(&ids, &lane_ids);
      add_lanes(&args, &lane_args);
      add_lanes(&escapes, &lane_escapes);
      vectors = 0;
    }
  }
  add_lanes(&ids, &lane_ids);
  add_lanes(&args, &lane_args);
  add_lanes(&escapes, &lane_escapes);
  alignas(16) uint16_t kinds[8];
  _mm_store_si128(reinterpret_cast<__m128i*>(kinds), lane_kind);
  for (uint16_t k : kinds) max_kind = std::max<uint32_t>(max_kind, k);
#endif
  for (; i < heads_.size; ++i) {
    const uint16_t h = LoadLe16(heads_.data + size_t{i} * 2);
    ids += ((h >> kCardBit) & 1) + ((h >> kTargetBit) & 1);
    args += (h >> kArgBit) & 1;
    escapes += ((h >> kPlayerShift) & 3) == kPlayerEscape;
    max_kind = std::max<uint32_t>(max_kind, h & 0xffu);
  }
  // The further cards of every group, whichever events claim them (each is checked as read).
  for (uint32_t g = 0; g < groups_.size; ++g) ids += At32(groups_, g);
  return (heads_.size == 0 || max_kind < kKnownKinds) && ids <= ids_end_ && args <= args_.size &&
         escapes <= players_.size;
}

bool EventCursor::Fail(Status s) {
  status_ = std::move(s);
  next_ = count_;
  return false;
}

bool EventCursor::Missing(const char* column) {
  return Fail(Status::Corruption(Where(where_, next_) + " has a value in the block's " + column +
                                 " column, which ends before it"));
}

bool EventCursor::NonCanonical(const char* what) {
  return Fail(
      Status::Corruption(Where(where_, next_) + " has " + what + ", which no writer produces"));
}

bool EventCursor::UnknownKind(uint16_t kind) {
  return Fail(Status::Corruption(Where(where_, next_) + " has kind " + std::to_string(kind) +
                                 ", which this Stardate does not know (kinds 0-" +
                                 std::to_string(kKnownKinds - 1) + ")"));
}

bool EventCursor::AtEnd() {
  if (!status_.ok()) return false;
  if (xi_ != exts_.size || pi_ != players_.size || ii_ != ids_end_ || gi_ != groups_.size ||
      ai_ != args_.size || li_ != lines_.size || ri_ != random_.size || vi_ != violations_.size) {
    status_ = Status::Corruption(
        where_ + ": event block has values no event claims (left over: exts " +
        std::to_string(exts_.size - xi_) + ", players " + std::to_string(players_.size - pi_) +
        ", ids " + std::to_string(ids_end_ - ii_) + ", groups " +
        std::to_string(groups_.size - gi_) + ", args " + std::to_string(args_.size - ai_) +
        ", lines " + std::to_string(lines_.size - li_) + ", random " +
        std::to_string(random_.size - ri_) + ", violations " +
        std::to_string(violations_.size - vi_) + ")");
  }
  return false;
}

bool EventCursor::Ext(Event* out) {
  Event& e = *out;
  if (xi_ >= exts_.size) return Missing("exts");
  const uint8_t x = exts_.data[xi_++];
  if (x == 0 || (x & ~kExtKnown)) {
    return Fail(Status::Corruption(Where(where_, next_) + " has ext bits " + std::to_string(x) +
                                   " (expected bits 0-3, at least one)"));
  }
  e.cards.clear();
  if (x & kExtCards) {
    if (gi_ >= groups_.size) return Missing("groups");
    uint32_t n = At32(groups_, gi_++);
    if (n == 0) return NonCanonical("a group of 0 further cards");
    if (ids_end_ - ii_ < n) return Missing("ids");
    e.cards.assign(ids_.begin() + ii_, ids_.begin() + ii_ + n);
    ii_ += n;
  }
  if (x & kExtLine) {
    if (li_ >= lines_.size) return Missing("lines");
    previous_line_ += At32(lines_, li_++);
    e.line = previous_line_;
  }
  e.random.clear();
  if (x & kExtRandom) {
    if (ri_ >= random_.size || At32(random_, ri_) > random_.size - ri_ - 1) {
      return Missing("random");
    }
    uint32_t n = At32(random_, ri_++);
    if (n == 0) return NonCanonical("a list of 0 random outcomes");
    e.random.resize(n);
    for (uint32_t j = 0; j < n; ++j) e.random[j] = At32(random_, ri_++);
  }
  if (x & kExtViolations) {
    if (vi_ >= violations_.size || At32(violations_, vi_) > violations_.size - vi_ - 1) {
      return Missing("violations");
    }
    uint32_t n = At32(violations_, vi_++);
    if (n == 0) return NonCanonical("a list of 0 violations");
    if (n > block::kMaxEventViolations) {
      return Fail(Status::Corruption(Where(where_, next_) + " has " + std::to_string(n) +
                                     " violations, at most " +
                                     std::to_string(block::kMaxEventViolations) + " are allowed"));
    }
    e.violations.resize(n);  // strings already there keep their storage
    for (uint32_t j = 0; j < n; ++j) {
      uint32_t at = At32(violations_, vi_++);
      if (at >= rule_ids_.size()) {
        return Fail(Status::Corruption(Where(where_, next_) + " names rule id " +
                                       std::to_string(at) + " of the block's " +
                                       std::to_string(rule_ids_.size())));
      }
      e.violations[j] = rule_ids_[at];
    }
  } else {
    e.violations.clear();
  }
  return true;
}

Status ForEachInBlock(const format::AlignedBuffer& message, const std::string& where,
                      const std::function<Status(const Event&, uint32_t)>& fn) {
  auto cursor = EventCursor::Open(message, where);
  if (!cursor.ok()) return cursor.status();
  Event e;  // reused: events without side values allocate nothing
  return cursor->ForEach(&e, cursor->size(), fn);
}

Status DecodeBlock(const format::AlignedBuffer& message, const std::string& where,
                   std::vector<Event>* out) {
  return ForEachInBlock(message, where, [&](const Event& e, uint32_t) {
    out->push_back(e);
    return Status::Ok();
  });
}

}  // namespace stardate::engine
