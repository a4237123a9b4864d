// Test vocabulary for 1E games: a Table records script lines into a temporary log and answers
// with the rule ids each line broke, so a rule test reads in a few lines:
//   Table t;
//   t.Do("Alice seeds mission \"Evacuation\"");
//   CHECK(t.Do("Alice seeds facility \"Federation Outpost\" at \"Evacuation\"") == Rules{});
#ifndef STARDATE_TESTS_SUPPORT_TABLE_H_
#define STARDATE_TESTS_SUPPORT_TABLE_H_

#include <algorithm>
#include <filesystem>
#include <memory>
#include <string>
#include <vector>

#include "engine/stccg/stccg_state.h"
#include "recorder/binding.h"
#include "recorder/recorder.h"
#include "engine/script/script.h"
#include "tests/support/temp_dir.h"

namespace stardate::testing {

using Rules = std::vector<std::string>;

// A rule id as a Rules entry, and whether a Rules list names an id.
inline std::string R(std::string_view id) { return std::string(id); }
inline bool Has(const Rules& r, std::string_view id) {
  return std::find(r.begin(), r.end(), std::string(id)) != r.end();
}

inline std::string SourceDir() { return STARDATE_SOURCE_DIR; }
inline std::string PoolPath() { return SourceDir() + "/samples/cards/stccg1e-pool.csv"; }

// The default decks: Alice plays Federation, Bob Dominion.
// `randomness` is the header's source of randomness ("seed": the seed decides every shuffle and
// draw the script leaves out; "table": a transcript of real cards).
std::string DefaultHeader(uint64_t seed = 7, const std::string& randomness = "seed");

class Table {
 public:
  explicit Table(std::string header = DefaultHeader(), bool strict = false);
  ~Table();

  // Records one script line. Returns the rule ids the line's own event broke (required events
  // the engine inserted before it are checked separately: see required_violations()).
  Rules Do(const std::string& line);
  // Records several lines, failing the test if any breaks a rule.
  void Legal(const std::vector<std::string>& lines);
  // Records a player's legal action (the line starts with the player's name) and both players'
  // passes, the other player first, so that it resolves.
  void Act(const std::string& line);
  // Status of the last Do() (syntax or binding errors, strict refusals).
  const Status& status() const { return status_; }
  // Every event recorded so far.
  const std::vector<engine::Event>& events() const { return events_; }
  const engine::stccg::StccgState& state() const;
  // Moves `title` into `player`'s hand before play starts (a faithful opening draw of that
  // card; under the seed's randomness the draw itself is flagged core.random.honest, which
  // tests ignore).
  void Give(const std::string& player, const std::string& title);
  // Seeds the standard spaceline and outposts and starts turn 1 (Alice).
  void SetUpPlay(const std::vector<std::string>& alice_hand = {},
                 const std::vector<std::string>& bob_hand = {});
  // Finishes the log; returns its path.
  std::string Close();

 private:
  TempDir dir_;
  std::string log_;
  std::unique_ptr<recorder::LiveRecorder> live_;
  std::vector<engine::Event> events_;
  Status status_;
};

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_SUPPORT_TABLE_H_
