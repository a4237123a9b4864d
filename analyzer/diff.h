// Diff: where two logs of the same game part ways (the "desync" view).
//
// Two logs are of the same game when their headers set up the same game: rules module and
// version, randomness, seed, players and decks, card pool, mission locations, the module's own
// header. Otherwise they are told apart as different games, with what differs. Logs of the
// same game are compared event by event (script line numbers aside: two transcripts of one game
// may number their lines differently) up to the first event where they differ; the report
// gives both events side by side and the state difference right after them.
//
// Cost: chunks that cover the same events with the same metadata are compared as stored bytes
// (decompressed only when those differ), without decoding events; events are decoded only
// from the first chunk that differs, and the states are reached by two seeks (one snapshot
// plus at most one snapshot interval of events each). Only when the logs diverge is each
// replayed once more, to tell how the two games stand at their ends.
#ifndef STARDATE_ANALYZER_DIFF_H_
#define STARDATE_ANALYZER_DIFF_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "analyzer/state_diff.h"
#include "format/status.h"
#include "replayer/replayer.h"

namespace stardate::analyzer {

// One side's event at the divergence.
struct DiffEvent {
  uint64_t seq = 0;
  uint32_t line = 0;   // script line, 0 if the log does not say
  std::string script;  // the script the line belongs to
  std::string step;    // the event as a script line (what `dump` prints)
  std::string text;    // the event in words
  bool engine_emitted = false;
};

// How one game stands at the end of its log, in its module's terms (engine::GameStats):
// what a dispute is about.
struct GameEnd {
  uint64_t events = 0;
  uint32_t turn = 0;
  bool over = false;                 // the game ended by its rules or a concession
  std::string winner;                // the player the rules say won; "" while it goes on or none
  std::vector<std::string> players;  // seating order
  std::vector<int64_t> scores;       // per player; empty when the module keeps no score
  // The module's facts counted over the whole game (missions_solved, battles, ...): the fact's
  // id and its count per player (one count for a fact of the whole game).
  std::vector<std::pair<std::string, std::vector<uint64_t>>> facts;
};

struct DiffReport {
  enum class Verdict { kIdentical, kDiverge, kDifferentGames };
  Verdict verdict = Verdict::kIdentical;
  // kDifferentGames: what sets the two games apart ("players: Alice, Bob / Alice, Carol").
  std::vector<std::string> setup_differences;
  // Header differences that do not make another game (event, round, script, fork parent).
  std::vector<std::string> notes;
  // A header names the other log as its parent at a fork point past where the two diverge
  // (a note says so): the header was not written for these events.
  bool fork_mismatch = false;
  uint64_t events_a = 0;
  uint64_t events_b = 0;
  // kDiverge: the events before `common` are the same in both logs; a and b are the events at
  // `common` (nullopt for the side whose log ends there).
  uint64_t common = 0;
  std::optional<DiffEvent> a;
  std::optional<DiffEvent> b;
  // The state difference right after the divergent events (a side that ended: its end state).
  std::vector<StateChange> state_changes;
  // How each game stands at its end (kDiverge only).
  GameEnd end_a;
  GameEnd end_b;
  // What the comparison cost.
  uint64_t chunks_compared = 0;  // chunk pairs compared as bytes
  uint64_t events_decoded = 0;   // events decoded to find the divergence
  uint64_t events_applied = 0;   // events applied by the seeks
};

// How the game of `log` stands at its end: one replay, counting the module's facts.
Result<GameEnd> EndOf(const replayer::Replayer& log);

// Compares the logs `a` and `b`. Errors: Corruption when a chunk needed is damaged.
Result<DiffReport> DiffLogs(const replayer::Replayer& a, const replayer::Replayer& b);

}  // namespace stardate::analyzer

#endif  // STARDATE_ANALYZER_DIFF_H_
