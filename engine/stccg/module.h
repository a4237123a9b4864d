// The Star Trek CCG First Edition module's entry in the game registry (engine/registry.h).
#ifndef STARDATE_ENGINE_STCCG_MODULE_H_
#define STARDATE_ENGINE_STCCG_MODULE_H_

#include "engine/registry.h"

namespace stardate::engine::stccg {

extern const GameModule kModule;
// What the archive catalogue counts of its games (engine/stccg/stccg_stats.cc).
extern const GameStats kStats;

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_MODULE_H_
