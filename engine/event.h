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
class EventCursor {
 public:
  static Result<EventCursor> Open(const format::AlignedBuffer& message, const std::string& where);

  uint32_t size() const { return count_; }
  // Decodes the next event into `*e` (its vectors are reused). False at the end of the block or
  // at a malformed value; status() then tells which.
  bool Next(Event* e);
  // Ok at a well-formed end (every column consumed); Corruption naming the event otherwise.
  const Status& status() const { return status_; }

  // A little-endian column of fixed-size integers inside the message.
  struct Column {
    const uint8_t* data = nullptr;
    uint32_t size = 0;
  };

 private:
  EventCursor() = default;
  bool Fail(Status s);
  bool Missing(const char* column);

  std::string where_;
  uint32_t count_ = 0;
  uint32_t next_ = 0;
  Column heads_, exts_, players_, ids_lo_, ids_hi_, groups_, args_, lines_, random_, violations_;
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
