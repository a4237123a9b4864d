// The engine's view of a log event: a mechanical mirror of schema::Event plus the values the
// schema::EventBlock keeps in side lists (arg, line, cards, random, violations), with one
// conversion each way (EncodeBlock / EventCursor).
// The core's event kinds are the schema's enum, the modules' their own constants (EventKind);
// nothing here may add meaning the schema does not carry.
#ifndef STARDATE_ENGINE_EVENT_H_
#define STARDATE_ENGINE_EVENT_H_

#include <array>
#include <bit>
#include <cstdint>
#include <cstring>
#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "format/log_format.h"
#include "format/schema/stardate.capnp.h"
#include "format/status.h"

namespace stardate::engine {

// What an event does: a number below kKnownKinds (an EventBlock head keeps 8 bits). The core's
// kinds are 0-6 (schema::EventKind, the constants below); every number above belongs to the
// rules module the log's header names, which declares its kinds in its own folder
// (engine/<module>/kinds.h) and gives their names to KindName (GameState::ModuleKinds).
class EventKind {
 public:
  constexpr EventKind() = default;
  constexpr explicit EventKind(uint16_t value) : value_(value) {}
  constexpr EventKind(schema::EventKind kind) : value_(static_cast<uint16_t>(kind)) {}
  // The number, which is also what a switch over kinds compares.
  constexpr operator uint16_t() const { return value_; }
  constexpr bool operator==(const EventKind&) const = default;

  static const EventKind PHASE;    // active player enters phase `arg` (the module numbers them)
  static const EventKind TURN;     // a new turn begins; player = active player, arg = turn number
  static const EventKind PASS;     // player passes in the open response window
  static const EventKind RESOLVE;  // every player passed: the top pending action resolves
  static const EventKind SHUFFLE;  // player's draw deck is shuffled (random: the permutation)
  static const EventKind DRAW;     // player draws the top card of the draw deck
  static const EventKind CONCEDE;  // player concedes; the game ends

 private:
  uint16_t value_ = 0;
};
inline constexpr EventKind EventKind::PHASE{schema::EventKind::PHASE};
inline constexpr EventKind EventKind::TURN{schema::EventKind::TURN};
inline constexpr EventKind EventKind::PASS{schema::EventKind::PASS};
inline constexpr EventKind EventKind::RESOLVE{schema::EventKind::RESOLVE};
inline constexpr EventKind EventKind::SHUFFLE{schema::EventKind::SHUFFLE};
inline constexpr EventKind EventKind::DRAW{schema::EventKind::DRAW};
inline constexpr EventKind EventKind::CONCEDE{schema::EventKind::CONCEDE};

// Kinds 0 .. kKnownKinds - 1: the core's and every registered module's (a log holding another
// is refused as damaged, EventCursor).
inline constexpr uint16_t kKnownKinds = 64;

// A module's kind and its name in text output and JSON ("seedFacility").
struct KindInfo {
  EventKind kind;
  std::string_view name;
};

struct Event {
  static constexpr uint8_t kEngineEmitted =
      1;  // a step the rules require (GameState::IsRequiredStep)
  static constexpr uint8_t kRecordedIllegal = 2;  // recorded (faithful mode) despite violations
  // Only these two flag bits are stored in a log (schema::EventBlock heads).

  EventKind kind = EventKind::PASS;
  uint8_t player = 0;
  uint8_t flags = 0;
  uint16_t card = 0;
  uint16_t target = 0;
  int32_t arg = 0;
  uint32_t line = 0;                    // script line, 0 if unknown
  std::vector<uint16_t> cards;          // further cards
  std::vector<uint32_t> random;         // random outcomes drawn for this event
  std::vector<std::string> violations;  // rule ids flagged when recorded

  bool operator==(const Event&) const = default;
};

// Name of a kind as used in text output and JSON ("pass", "seedFacility"): the core's from the
// schema, a module's from `module_kinds` (its kinds.h table), else "kind" and the number.
std::string KindName(EventKind kind, std::span<const KindInfo> module_kinds = {});

// Encodes `events` into the flat bytes of a schema::EventBlock message: column-wise, a 16-bit
// head per event, card ids as two byte planes, args and lines as differences (see
// format/SPEC.md, "Event blocks").
std::string EncodeBlock(const std::vector<Event>& events);

// schema::EventBlock's head and ext bits (format/SPEC.md, "Event blocks").
namespace block {
inline constexpr int kPlayerShift = 8;
inline constexpr uint16_t kPlayerEscape = 3;  // the player is in the `players` column
inline constexpr int kFlagsShift = 10;
inline constexpr uint8_t kStoredFlags = 0x03;  // Event::flags bits the log keeps
inline constexpr int kCardBit = 12;
inline constexpr int kTargetBit = 13;
inline constexpr int kArgBit = 14;
inline constexpr uint16_t kHasArg = 1u << kArgBit;
inline constexpr uint16_t kHasExt = 1u << 15;
// The head bits that ask a column for a value (card, target, arg, ext byte).
inline constexpr uint16_t kValueBits = 1u << kCardBit | 1u << kTargetBit | kHasArg | kHasExt;
inline constexpr uint8_t kExtCards = 0x01;
inline constexpr uint8_t kExtLine = 0x02;
inline constexpr uint8_t kExtRandom = 0x04;
inline constexpr uint8_t kExtViolations = 0x08;
inline constexpr uint8_t kExtKnown = 0x0f;
// Caps on the one column whose entries grow when decoded (a 4-byte index becomes a copy of a
// rule id): what a block may ask a reader to build stays bounded (format/SPEC.md).
inline constexpr uint32_t kMaxRuleIds = 256;                // entries of `ruleIds`
inline constexpr size_t kMaxRuleIdBytes = 128;              // one rule id
inline constexpr uint32_t kMaxEventViolations = 64;         // violations of one event
inline constexpr uint32_t kMaxViolationEntries = 1u << 21;  // `violations`, counts included
// Little-endian column values, on any host.
inline uint16_t LoadLe16(const uint8_t* p) {
  uint16_t v;
  std::memcpy(&v, p, 2);
  if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap16(v);
  return v;
}
inline uint32_t LoadLe32(const uint8_t* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);
  if constexpr (std::endian::native == std::endian::big) v = __builtin_bswap32(v);
  return v;
}
}  // namespace block

// Reads the events of one schema::EventBlock message in order. Open() resolves and checks the
// message's columns (a malformed message is Corruption); ForEach() then reads plain memory
// inside `message`, which must outlive the cursor.
class EventCursor {
 public:
  static Result<EventCursor> Open(const format::AlignedBuffer& message, const std::string& where);
  // The cursor points into `message`: a temporary would leave it dangling.
  static Result<EventCursor> Open(format::AlignedBuffer&& message,
                                  const std::string& where) = delete;

  uint32_t size() const { return count_; }
  // Whether Open() proved the block's columns hold every value its heads claim (ForEach then
  // walks without per-event bounds).
  bool columns_proven() const { return columns_fit_; }

  // Decodes up to `limit` further events, one at a time into `*e` (its vectors are reused), and
  // calls fn(*e, index in the block) -> Status for each. Stops at fn's first error (returned),
  // at a malformed value (its Corruption, also left in status()) or after `limit` events; at
  // the end of the block it checks that every column was consumed. Ok otherwise.
  // The loop a replay spends its time in: inline, the cursor's positions kept in locals (a store
  // to the event's byte fields could alias any member), no allocation unless an event has more
  // side values than `*e` held before, no indirect call but `fn` (inlined where it is a lambda).
  template <typename Fn>
  Status ForEach(Event* e, uint32_t limit, Fn&& fn) {
    return columns_fit_ ? Walk<false>(e, limit, fn) : Walk<true>(e, limit, fn);
  }

  // Ok at a well-formed end (every column consumed) or before it; Corruption naming the event
  // otherwise.
  const Status& status() const { return status_; }

  // A little-endian column of fixed-size integers inside the message.
  struct Column {
    const uint8_t* data = nullptr;
    uint32_t size = 0;
  };

 private:
  EventCursor() = default;
  // The loop of ForEach. kBounded checks, event by event, that the kind is known, that the ids,
  // args and players columns hold the values the head asks for and that no card or target is
  // id 0 (naming the first event that fails). Open() proves all of that once for the whole block
  // when it can (columns_fit_): then only the values an ext byte asks for are checked as read.
  template <bool kBounded, typename Fn>
  Status Walk(Event* e, uint32_t limit, Fn&& fn);
  // Whether every head names a known kind and asks the ids, args and players columns for no
  // more values than they hold.
  bool ColumnsFit() const;
  // The rest of event next_ with an `exts` byte (further cards, line, random, violations),
  // reading the ids from ii_ on. False (status_ set) at a malformed value.
  bool Ext(Event* e);
  // End of the block: checks that every column was consumed.
  bool AtEnd();
  bool UnknownKind(uint16_t kind);
  bool NonCanonical(const char* what);
  bool Missing(const char* column);
  bool Fail(Status s);

  std::string where_;
  uint32_t count_ = 0;
  uint32_t next_ = 0;
  Column heads_, exts_, players_, groups_, args_, lines_, random_, violations_;
  std::vector<uint16_t> ids_;  // idsLo | idsHi << 8, then two zeros of padding
  uint32_t ids_end_ = 0;       // entries of ids_ before the padding
  bool zero_ids_ = false;      // some id is 0 (then a card or target bit must be checked)
  bool columns_fit_ = false;   // no id is 0 and ColumnsFit(): Walk<false> may be used
  std::vector<std::string> rule_ids_;
  std::array<uint32_t, 256> previous_arg_{};
  uint32_t previous_line_ = 0;
  uint32_t xi_ = 0, pi_ = 0, ii_ = 0, gi_ = 0, ai_ = 0, li_ = 0, ri_ = 0, vi_ = 0;
  Status status_;
};

template <bool kBounded, typename Fn>
Status EventCursor::Walk(Event* e, uint32_t limit, Fn&& fn) {
  if (!status_.ok()) return status_;
  const uint32_t end = count_ - next_ < limit ? count_ : next_ + limit;
  const uint8_t* const heads = heads_.data;
  const uint16_t* const ids = ids_.data();
  const uint8_t* const args = args_.data;
  const uint32_t ids_end = ids_end_, args_size = args_.size;
  // Without per-event bounds, every head reads an args value (a head without the arg bit masks
  // it to 0): the index is clamped to the column's last value, or a zero when it has none.
  static constexpr uint8_t kNoArgs[4] = {0, 0, 0, 0};
  const uint8_t* const args_or_zero = args_size == 0 ? kNoArgs : args;
  const uint32_t last_arg = args_size == 0 ? 0 : args_size - 1;
  const bool zero_ids = zero_ids_;
  uint32_t next = next_, ii = ii_, ai = ai_;
  // Whether *e may hold side values (cards, random, violations) an event without them clears.
  bool sides = !e->cards.empty() || !e->random.empty() || !e->violations.empty();
  Status result;
  // A head and nothing else (passes and resolutions, most events in a game): no card, target,
  // arg or side values to read, the args of its kind unchanged.
  auto head_only = [](uint16_t h) {
    return (h & block::kValueBits) == 0 && ((h >> block::kPlayerShift) & 3) != block::kPlayerEscape;
  };
  for (; next < end; ++next) {
    uint16_t h = block::LoadLe16(heads + size_t{next} * 2);
    if (!kBounded && head_only(h)) {
      // A run of them in a loop of its own, which needs few values: the compiler keeps them in
      // registers here and moves the general path's to memory around the run, not at every event.
      if (sides) [[unlikely]] {
        e->cards.clear();
        e->random.clear();
        e->violations.clear();
        sides = false;
      }
      e->card = 0;
      e->target = 0;
      e->arg = 0;
      e->line = 0;
      bool stop = false;
      do {
        e->kind = static_cast<EventKind>(h & 0xffu);
        e->player = static_cast<uint8_t>((h >> block::kPlayerShift) & 3);
        e->flags = static_cast<uint8_t>((h >> block::kFlagsShift) & block::kStoredFlags);
        Status st = fn(static_cast<const Event&>(*e), next);
        ++next;
        if (!st.ok()) [[unlikely]] {
          result = std::move(st);
          stop = true;
          break;
        }
        if (next == end) {
          stop = true;
          break;
        }
        h = block::LoadLe16(heads + size_t{next} * 2);
      } while (head_only(h));
      if (stop) break;
    }
    const uint32_t kind = h & 0xffu;
    if (kBounded && kind >= kKnownKinds) [[unlikely]] {
      next_ = next;
      UnknownKind(static_cast<uint16_t>(kind));
      break;
    }
    uint8_t player = static_cast<uint8_t>((h >> block::kPlayerShift) & 3);
    if (player == block::kPlayerEscape) [[unlikely]] {
      if (kBounded && pi_ >= players_.size) {
        next_ = next;
        Missing("players");
        break;
      }
      player = players_.data[pi_++];
    }
    // Card and target without branches: ids has two entries of padding past its end.
    const uint32_t has_card = (h >> block::kCardBit) & 1, has_target = (h >> block::kTargetBit) & 1;
    if (kBounded && ids_end - ii < has_card + has_target) [[unlikely]] {
      next_ = next;
      Missing("ids");
      break;
    }
    const uint32_t first = ids[ii], second = ids[ii + has_card];
    const uint16_t card = static_cast<uint16_t>(first & (0u - has_card));
    const uint16_t target = static_cast<uint16_t>(second & (0u - has_target));
    ii += has_card + has_target;
    if (kBounded && zero_ids && ((has_card & (first == 0)) | (has_target & (second == 0))))
        [[unlikely]] {
      next_ = next;
      NonCanonical("a card or target bit for id 0");
      break;
    }
    uint32_t arg = 0;
    if constexpr (kBounded) {
      if (h & block::kHasArg) {
        if (ai >= args_size) [[unlikely]] {
          next_ = next;
          Missing("args");
          break;
        }
        arg = previous_arg_[kind] += block::LoadLe32(args + size_t{ai++} * 4);
      }
    } else {
      // Branch-free: whether an event has an arg follows no pattern a predictor learns.
      const uint32_t has_arg = (h >> block::kArgBit) & 1, mask = 0u - has_arg;
      const uint32_t at = ai < last_arg ? ai : last_arg;
      const uint32_t sum =
          previous_arg_[kind] + (block::LoadLe32(args_or_zero + size_t{at} * 4) & mask);
      previous_arg_[kind] = sum;
      arg = sum & mask;
      ai += has_arg;
    }
    e->kind = static_cast<EventKind>(kind);
    e->player = player;
    e->flags = static_cast<uint8_t>((h >> block::kFlagsShift) & block::kStoredFlags);
    e->card = card;
    e->target = target;
    e->arg = static_cast<int32_t>(arg);
    e->line = 0;
    if (h & block::kHasExt) {
      sides = true;
      // The common case inline: further cards and nothing else.
      uint32_t n = 0;
      if (xi_ < exts_.size && exts_.data[xi_] == block::kExtCards && gi_ < groups_.size) {
        n = block::LoadLe32(groups_.data + size_t{gi_} * 4);
      }
      if (n != 0 && n <= ids_end - ii) {
        ++xi_;
        ++gi_;
        e->cards.assign(ids + ii, ids + ii + n);
        ii += n;
        if (!e->random.empty()) e->random.clear();
        if (!e->violations.empty()) e->violations.clear();
      } else {
        next_ = next;
        ii_ = ii;
        if (!Ext(e)) break;
        ii = ii_;
      }
    } else if (sides) {
      e->cards.clear();
      e->random.clear();
      e->violations.clear();
      sides = false;
    }
    Status st = fn(static_cast<const Event&>(*e), next);
    if (!st.ok()) [[unlikely]] {
      result = std::move(st);
      ++next;
      break;
    }
  }
  if (status_.ok()) {
    next_ = next;
    ii_ = ii;
    ai_ = ai;
    if (next == count_ && result.ok()) AtEnd();
  }
  if (!status_.ok()) return status_;
  return result;
}

// Decodes a schema::EventBlock message one event at a time: `fn(event, index)` sees each event
// in order (the Event is reused between calls: copy what must outlive the call). Malformed
// messages give Corruption prefixed with `where`; an error from `fn` stops the walk.
Status ForEachInBlock(const format::AlignedBuffer& message, const std::string& where,
                      const std::function<Status(const Event&, uint32_t)>& fn);

// Decodes a schema::EventBlock message. Appends to `out`. Malformed messages give Corruption
// prefixed with `where`.
Status DecodeBlock(const format::AlignedBuffer& message, const std::string& where,
                   std::vector<Event>* out);

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_EVENT_H_
