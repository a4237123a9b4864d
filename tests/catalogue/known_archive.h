// An archive of generated games whose outcomes the generator decides and writes down: 1E
// games ended by a concession, by a header's `meta result` (or `meta winner`) line, or
// undecided; the bundled deck-out game (won on points when both draw decks ran out), once with
// its header's result and once without; TI4 games, some with a recorded result; forks of 1E
// games; TI4 games played in whole rounds from samples/ti4/three_rounds.sdgame, scoring public
// and secret objectives, the custodians token and Imperial; 1E logs cut inside their last chunk.
// Beside each log, what the test counts itself: the result the generator chose, and each player's
// cards, facts and score as it reads them from the events the log holds, with its own counting (not
// the catalogue's).
#ifndef STARDATE_TESTS_CATALOGUE_KNOWN_ARCHIVE_H_
#define STARDATE_TESTS_CATALOGUE_KNOWN_ARCHIVE_H_

#include <cstdint>
#include <map>
#include <string>
#include <vector>

namespace stardate::testing {

struct KnownCard {
  int64_t played = 0, drawn = 0, seeded = 0, encountered = 0, stopped = 0;
};

struct KnownPlayer {
  std::string name, side;
  int won = -1;
  int64_t score = 0;
  int64_t cards_played = 0;
  int64_t findings = 0;
  std::map<std::string, KnownCard> cards;  // by title
  std::map<std::string, int64_t> facts;    // by fact id
};

struct KnownGame {
  std::string path;
  bool ti4 = false;
  std::string event, date;
  int winner = -1;
  bool fork = false, damaged = false;
  uint64_t events = 0;  // in the log's intact chunks
  uint32_t turns = 0;
  std::map<std::string, int64_t> rules;  // findings by rule
  int64_t station_transactions = 0;
  std::vector<KnownPlayer> players;
  // A scripted TI4 game: the victory points its script gives seat 0, by fact id, as the
  // generator wrote them (the test's count from the log must agree).
  std::map<std::string, int64_t> scripted;
  int64_t findings() const {
    int64_t n = 0;
    for (const auto& [rule, count] : rules) n += count;
    return n;
  }
};

// Writes the archive into `dir` and returns its games in path order (the catalogue's ids).
std::vector<KnownGame> MakeKnownArchive(const std::string& dir);

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_CATALOGUE_KNOWN_ARCHIVE_H_
