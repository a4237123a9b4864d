// Building engine events in tests.
#ifndef STARDATE_TESTS_SUPPORT_EVENTS_H_
#define STARDATE_TESTS_SUPPORT_EVENTS_H_

#include <cstdint>

#include "engine/event.h"

namespace stardate::testing {

// An event with the common fields set; the rare ones (line, flags, further cards, random
// outcomes, violations) stay empty for the test to fill in.
inline engine::Event Ev(engine::EventKind kind, uint8_t player, uint16_t card = 0,
                        uint16_t target = 0, int32_t arg = 0) {
  engine::Event e;
  e.kind = kind;
  e.player = player;
  e.card = card;
  e.target = target;
  e.arg = arg;
  return e;
}

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_SUPPORT_EVENTS_H_
