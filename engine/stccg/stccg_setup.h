// The Star Trek CCG First Edition part of a game's setup: the card pool the decks draw from, the
// missions' locations and the players' decks. It travels in the log header's module part
// (GameSetup::module_header, laid out by engine/stccg/stccg.capnp); logs written before the
// header had a module part kept the same facts in core header fields, which are read here too.
#ifndef STARDATE_ENGINE_STCCG_STCCG_SETUP_H_
#define STARDATE_ENGINE_STCCG_STCCG_SETUP_H_

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/game.h"
#include "format/log_format.h"
#include "format/status.h"

namespace stardate::engine::stccg {

// Limits on what a header may hold (format/SPEC.md, "Limits"), checked before anything is
// iterated or copied: a list of zero-size entries costs a message almost nothing.
// Lines (distinct titles) in one player's deck list.
inline constexpr uint32_t kMaxDeckLines = 2048;
// The card pool rows (the community's physical and virtual lists together are under 3 MiB).
inline constexpr size_t kMaxCardPoolBytes = 8u << 20;
// The missions' locations CSV.
inline constexpr size_t kMaxCardLocationsBytes = 1u << 20;

enum class DeckSection : uint8_t {
  kSeed,  // seed deck: missions, dilemmas, facilities, doorways
  kDraw,  // draw deck: shuffled at the start of play
  kTent,  // the Q's Tent side deck (a deck file's QsTent: section)
};

struct DeckLine {
  std::string title;
  uint16_t count = 1;
  DeckSection section = DeckSection::kDraw;
  bool operator==(const DeckLine&) const = default;
};

struct StccgSetup {
  std::string card_pool_csv;       // trekcc-layout CSV of every card the decks use
  std::string pool_source;         // the card lists the recording read, one a line
  std::string card_locations_csv;  // Name,location rows for the decks' missions (may be empty)
  std::vector<std::vector<DeckLine>> decks;  // one per player, in the setup's player order
  // The deck file each player's deck was read from, in player order ("": the script's deck
  // lines, which list the cards a transcript uses rather than a whole deck); empty when no
  // deck came from a file. A deck from a file is judged by the construction rules at setup.
  std::vector<std::string> deck_files;
  bool operator==(const StccgSetup&) const = default;
};

// The module part of a header for `setup` (with the pool's digest).
std::string EncodeStccgSetup(const StccgSetup& setup);

// Reads a module part written by EncodeStccgSetup for a game of `players` players: checks the
// limits above, one deck per player and the pool's digest.
// @return the setup, or Corruption "<where>: the module header: player 1's deck list holds 5000
//         entries, at most 2048 are allowed" (the first list or text over its limit, or what is
//         malformed).
Result<StccgSetup> DecodeStccgSetup(const std::string& bytes, size_t players,
                                    const std::string& where);

// The module part of a log header written before headers had one (`header` is the whole header
// message; its card pool, digest, pool source, locations and deck lists are read from where such
// logs put them) in EncodeStccgSetup's form, under the same limits and digest check.
Result<std::string> UpgradeOldStccgHeader(const format::AlignedBuffer& header,
                                          const std::string& where);

// The module part of `setup` (DecodeStccgSetup of its module_header).
Result<StccgSetup> SetupOf(const GameSetup& setup);

// What makes the 1E parts of two setups different games, for `stardate diff`: "Alice's deck
// differs", "card pool differs", "mission locations differ".
std::vector<std::string> StccgSetupDifferences(const GameSetup& a, const GameSetup& b);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_STCCG_SETUP_H_
