// A game's setup (the log header in engine terms) and the factory for each rules module.
#ifndef STARDATE_ENGINE_GAME_H_
#define STARDATE_ENGINE_GAME_H_

#include <cstdint>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/game_state.h"
#include "format/log_format.h"
#include "format/schema/stardate.capnp.h"
#include "format/status.h"

namespace stardate::engine {

// Bumped whenever a rules change alters replay output (state hashes of committed samples).
inline constexpr uint32_t kRulesVersion = 1;

struct PlayerSetup {
  std::string name;
  bool operator==(const PlayerSetup&) const = default;
};

using Randomness = schema::Randomness;
using SeedState = schema::SeedState;

struct GameSetup {
  std::string rules_module;  // the registered module that plays it (engine/registry.h)
  uint32_t rules_version = kRulesVersion;
  uint64_t seed = 0;
  // The seed's by default for games built in code (generated, online); a script without a
  // `randomness` line is a table's transcript (recorder/binding.cc).
  Randomness randomness = Randomness::SEED;
  // Where the header's seed stands. IN_HEADER: the header holds it. WITHHELD: the header holds
  // only its commitment (an online game before the seed is revealed); REVEALED: revealed since.
  // A game recorded withheld never counts the seed in its state hashes or snapshots.
  SeedState seed_state = SeedState::IN_HEADER;
  // False when `seed` is not known (a withheld seed read from a log): the random outcomes the
  // events carry are then taken as written. A recorder that withholds the seed knows it.
  bool seed_known = true;
  // The header's commitment to an unknown seed (32 bytes), which EncodeHeader writes when
  // `seed_known` is false (it computes SeedCommitment(seed) otherwise); DecodeHeader fills it
  // in for a withheld seed only.
  std::string rng_commitment;
  std::string event;
  std::string round;
  std::vector<PlayerSetup> players;
  std::string script_name;
  uint32_t snapshot_interval = 8192;  // as recorded (recorder::RecorderOptions)
  std::vector<std::pair<std::string, std::string>> meta;
  // The rules module's own part of the header, in a form the module defines (its cards and
  // decks, a map and factions); may be empty. Read from a log written before headers had a
  // module part, it is empty: ReadLogHeader (engine/registry.h) has the module fill it in.
  std::string module_header;
  bool operator==(const GameSetup&) const = default;
};

// Flat bytes of a schema::Header for `setup` (with the RNG commitment); `game_number` is the
// game's module's GameModule::header_number (engine/registry.h, EncodeLogHeader passes it).
std::string EncodeHeader(const GameSetup& setup, uint16_t game_number);
// Reads a schema::Header's core part; checks the commitment (unless the seed is withheld). The
// module part is taken as bytes, unread (the module reads it). Errors name `where`.
Result<GameSetup> DecodeHeader(const format::AlignedBuffer& message, const std::string& where);

// The initial state (before any event) of the game `setup` describes, by its rules module
// (engine/registry.cc). Unsupported if no registered module plays it; InvalidArgument if the
// module cannot (a player count it does not play, a deck naming a card missing from the pool).
Result<std::unique_ptr<GameState>> NewGame(const GameSetup& setup);

// The commitment to `seed` every header carries: BLAKE2b-256 of its 8 bytes, little-endian.
std::string SeedCommitment(uint64_t seed);

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_GAME_H_
