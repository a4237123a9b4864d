// Snapshots (keyframes): a state's canonical bytes in a schema::Snapshot message.
#ifndef STARDATE_ENGINE_SNAPSHOT_H_
#define STARDATE_ENGINE_SNAPSHOT_H_

#include <string>

#include "engine/game_state.h"
#include "format/log_format.h"
#include "format/status.h"

namespace stardate::engine {

// Flat bytes of a schema::Snapshot holding `state` after state.core().seq events.
std::string EncodeSnapshot(const GameState& state);

// Restores `state` (created by NewGame() for the same setup) from a snapshot message.
// Corruption naming `where` if the message or the state bytes are malformed or the snapshot's
// sequence number disagrees with `expected_seq`. On error `state` is unusable.
Status RestoreSnapshot(const format::AlignedBuffer& message, uint64_t expected_seq,
                       const std::string& where, GameState* state);

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_SNAPSHOT_H_
