// The Twilight Imperium 4 module's entry in the game registry (engine/registry.h).
#ifndef STARDATE_ENGINE_TI4_MODULE_H_
#define STARDATE_ENGINE_TI4_MODULE_H_

#include "engine/registry.h"

namespace stardate::engine::ti4 {

extern const GameModule kModule;
// What the archive catalogue counts of its games (engine/ti4/ti4_stats.cc).
extern const GameStats kStats;
// Its planets, stations and systems for `stardate cards` (engine/ti4/ti4_cards.cc).
extern const CardBook kCardBook;

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_MODULE_H_
