// One log as the catalogue holds it: the game's row and its players', facts', cards' and
// findings' rows, built by decoding, verifying and auditing the log (no database involved).
#ifndef STARDATE_ANALYZER_CATALOGUE_GAME_RECORD_H_
#define STARDATE_ANALYZER_CATALOGUE_GAME_RECORD_H_

#include <cstdint>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "format/status.h"

namespace stardate::analyzer::catalogue {

struct PlayerRow {
  int seat = 0;
  std::string name;
  std::string side;  // the player's side as the game's module names it (an affiliation, a faction)
  int won = -1;      // 1 won, 0 lost, -1 the game has no winner
  int64_t score = 0;
  // Cards used, each card as often as it was used (the player's CardRows summed).
  int64_t cards_played = 0;
  int64_t cards_drawn = 0;
  int64_t cards_seeded = 0;
  int64_t findings = 0;
};

// A count of one of the facts the game's module declares (engine/game_stats.h), for one player
// or (seat -1) for the game; every declared fact has its rows, zero counts included.
struct FactRow {
  int seat = -1;
  std::string fact;  // the fact's id
  int64_t count = 0;
};

// A card title a player used in one game.
struct CardRow {
  int seat = 0;
  int won = -1;  // the player's result (PlayerRow::won), kept here so card reports need no join
  std::string title;
  int64_t played = 0;  // played from hand (reported, built, interrupts, events)
  int64_t drawn = 0;   // drawn by name (a draw the log leaves unknown counts nowhere)
  int64_t seeded = 0;
  int64_t encountered = 0;  // times the opponent met it (a dilemma an opposing team encountered)
  int64_t stopped = 0;      // times it stopped the opponent (a dilemma that stopped a team)
};

struct FindingRow {
  uint64_t event = 0;
  uint32_t turn = 0;
  int seat = -1;  // -1 when the finding names no player of the game
  std::string player;
  std::string rule;
  std::string cards;  // JSON array of the card titles involved
};

struct GameRecord {
  std::string hash;  // BLAKE2b-256 of the file's bytes, hex
  std::string path;
  std::string game;  // the rules module's name (engine/registry.h)
  uint32_t rules_version = 0;
  std::string event, round, date;
  std::vector<std::pair<std::string, std::string>> meta;
  int winner = -1;         // the engine's winner, else the header's; -1 none
  int engine_winner = -1;  // from a concession (two players) or the score that ended the game
  int header_winner = -1;  // the header's `winner` meta line, when it names a player
  std::string ended_by;    // "concession", "score" or "" (not over)
  uint32_t turns = 0;
  uint64_t events = 0;
  uint64_t events_lost = 0;
  bool damaged = false;
  // A fork (`stardate fork`): its parent's chain value (hex), the address it forked at and the
  // events it shares with the parent; "", "", 0 for a game that is no fork.
  std::string fork_parent, fork_at;
  uint64_t fork_events = 0;
  std::vector<std::string> problems;  // what verify found, first first
  std::vector<PlayerRow> players;
  std::vector<FactRow> facts;  // the game's, then by seat, each in the module's order
  std::vector<CardRow> cards;  // by seat, then title
  std::vector<FindingRow> findings;
};

// Hex BLAKE2b-256 of `bytes`.
std::string ContentHash(const std::string& bytes);

// Decodes, verifies and audits the log `bytes`, read from `path` (and hashing to `hash`), and
// builds its rows; the file is not read again. A damaged log gives a record marked damaged,
// holding what verify and the audit recovered; an error only when nothing of the game can be
// read (no header).
Result<GameRecord> CatalogueLog(const std::string& path, std::string_view bytes,
                                const std::string& hash);

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_GAME_RECORD_H_
