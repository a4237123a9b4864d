// The engine's view of a log event: a mechanical mirror of schema::Event plus the values the
// schema::EventBlock keeps in side lists (arg, line, cards, random, violations), with one
// conversion each way (EncodeBlock / ForEachInBlock).
// Event kinds are the schema's enum; nothing here may add meaning the schema does not carry.
#ifndef STARDATE_ENGINE_EVENT_H_
#define STARDATE_ENGINE_EVENT_H_

#include <array>
#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "format/log_format.h"
#include "format/schema/stardate.capnp.h"
#include "format/status.h"

namespace stardate::engine {

using EventKind = schema::EventKind;

struct Event {
  static constexpr uint8_t kEngineEmitted = 1;    // a step the rules require (GameState::IsRequiredStep)
  static constexpr uint8_t kRecordedIllegal = 2;  // recorded (faithful mode) despite violations
  // Only these two flag bits are stored in a log (schema::EventBlock heads).

  EventKind kind = EventKind::PASS;
  uint8_t player = 0;
  uint8_t flags = 0;
  uint16_t card = 0;
  uint16_t target = 0;
  int32_t arg = 0;
  uint32_t line = 0;                     // script line, 0 if unknown
  std::vector<uint16_t> cards;           // further cards
  std::vector<uint32_t> random;          // random outcomes drawn for this event
  std::vector<std::string> violations;   // rule ids flagged when recorded

  bool operator==(const Event&) const = default;
};

// Name of a kind as used in text output and JSON ("seedFacility"), from the schema.
std::string KindName(EventKind kind);

// Encodes `events` into the flat bytes of a schema::EventBlock message: column-wise, a 16-bit
// head per event, card ids as two byte planes, args and lines as differences (see
// format/SPEC.md, "Event blocks").
std::string EncodeBlock(const std::vector<Event>& events);

// Reads the events of one schema::EventBlock message in order. Open() resolves and checks the
// message's columns (a malformed message is Corruption); Next() then reads plain memory inside
// `message`, which must outlive the cursor.
// schema::EventBlock's head and ext bits (format/SPEC.md, "Event blocks").
namespace block {
inline constexpr int kPlayerShift = 8;
inline constexpr uint16_t kPlayerEscape = 3;  // the player is in the `players` column
inline constexpr int kFlagsShift = 10;
inline constexpr uint8_t kStoredFlags = 0x03;  // Event::flags bits the log keeps
inline constexpr int kCardBit = 12;
inline constexpr int kTargetBit = 13;
inline constexpr uint16_t kHasArg = 1u << 14;
inline constexpr uint16_t kHasExt = 1u << 15;
inline constexpr uint8_t kExtCards = 0x01;
inline constexpr uint8_t kExtLine = 0x02;
inline constexpr uint8_t kExtRandom = 0x04;
inline constexpr uint8_t kExtViolations = 0x08;
inline constexpr uint8_t kExtKnown = 0x0f;
// Caps on the one column whose entries grow when decoded (a 4-byte index becomes a copy of a
// rule id): what a block may ask a reader to build stays bounded (format/SPEC.md).
inline constexpr uint32_t kMaxRuleIds = 256;         // entries of `ruleIds`
inline constexpr size_t kMaxRuleIdBytes = 128;       // one rule id
inline constexpr uint32_t kMaxEventViolations = 64;  // violations of one event
inline constexpr uint32_t kMaxViolationEntries = 1u << 21;  // `violations`, counts included
}  // namespace block

class EventCursor {
 public:
  static Result<EventCursor> Open(const format::AlignedBuffer& message, const std::string& where);
  // The cursor points into `message`: a temporary would leave it dangling.
  static Result<EventCursor> Open(format::AlignedBuffer&& message, const std::string& where) = delete;

  uint32_t size() const { return count_; }
  // Decodes the next event into `*e` (its vectors are reused). False at the end of the block or
  // at a malformed value; status() then tells which. Inline: a replay spends its time here.
  bool Next(Event* e) {
    if (next_ >= count_) return AtEnd();
    const uint8_t* hp = heads_.data + size_t{next_} * 2;
    const uint16_t h = static_cast<uint16_t>(hp[0] | hp[1] << 8);
    const uint16_t kind = h & 0xff;
    if (kind >= known_kinds_) return UnknownKind(kind);
    e->kind = static_cast<EventKind>(kind);
    const uint16_t player = (h >> block::kPlayerShift) & 3;
    if (player == block::kPlayerEscape) {
      if (pi_ >= players_.size) return Missing("players");
      e->player = players_.data[pi_++];
    } else {
      e->player = static_cast<uint8_t>(player);
    }
    e->flags = static_cast<uint8_t>((h >> block::kFlagsShift) & block::kStoredFlags);
    // Card and target without branches: ids_ has two entries of padding past its end.
    const uint32_t has_card = (h >> block::kCardBit) & 1, has_target = (h >> block::kTargetBit) & 1;
    if (ids_end_ - ii_ < has_card + has_target) return Missing("ids");
    e->card = has_card ? ids_[ii_] : 0;
    ii_ += has_card;
    e->target = has_target ? ids_[ii_] : 0;
    ii_ += has_target;
    if ((has_card && e->card == 0) || (has_target && e->target == 0)) {
      return NonCanonical("a card or target bit for id 0");
    }
    e->arg = 0;
    if (h & block::kHasArg) {
      if (ai_ >= args_.size) return Missing("args");
      const uint8_t* a = args_.data + size_t{ai_++} * 4;
      uint32_t& prev = previous_arg_[kind];
      prev += static_cast<uint32_t>(a[0]) | static_cast<uint32_t>(a[1]) << 8 |
              static_cast<uint32_t>(a[2]) << 16 | static_cast<uint32_t>(a[3]) << 24;
      e->arg = static_cast<int32_t>(prev);
    }
    e->line = 0;
    if (h & block::kHasExt) return NextExt(e);
    if (!e->cards.empty()) e->cards.clear();
    if (!e->random.empty()) e->random.clear();
    if (!e->violations.empty()) e->violations.clear();
    ++next_;
    return true;
  }
  // Ok at a well-formed end (every column consumed); Corruption naming the event otherwise.
  const Status& status() const { return status_; }

  // A little-endian column of fixed-size integers inside the message.
  struct Column {
    const uint8_t* data = nullptr;
    uint32_t size = 0;
  };

 private:
  EventCursor() = default;
  // The rest of an event with an `exts` byte (further cards, line, random, violations).
  bool NextExt(Event* e);
  // End of the block: checks that every column was consumed.
  bool AtEnd();
  bool UnknownKind(uint16_t kind);
  bool NonCanonical(const char* what);
  bool Missing(const char* column);
  bool Fail(Status s);

  std::string where_;
  uint32_t count_ = 0;
  uint32_t next_ = 0;
  uint16_t known_kinds_ = 0;
  Column heads_, exts_, players_, groups_, args_, lines_, random_, violations_;
  std::vector<uint16_t> ids_;  // idsLo | idsHi << 8, then two zeros of padding
  uint32_t ids_end_ = 0;       // entries of ids_ before the padding
  std::vector<std::string> rule_ids_;
  std::array<uint32_t, 256> previous_arg_{};
  uint32_t previous_line_ = 0;
  uint32_t xi_ = 0, pi_ = 0, ii_ = 0, gi_ = 0, ai_ = 0, li_ = 0, ri_ = 0, vi_ = 0;
  Status status_;
};

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
