// StateDiff: what differs between two game states, found through the engine's generic JSON
// description of a state (GameState::DescribeJson), so it works for every registered game.
//
// Objects are compared key by key. Lists of objects that share a key whose values are unique
// in each list (a card's "id", a player's "name", a mission, a system's "tile", a pending
// action's "window": the first key of the first entry that qualifies) are matched by it, so a
// card that moved is one change, not a shifted list; other lists of objects are compared
// position by position; lists of plain values (a hand) are compared as a whole.
#ifndef STARDATE_ANALYZER_STATE_DIFF_H_
#define STARDATE_ANALYZER_STATE_DIFF_H_

#include <string>
#include <string_view>
#include <vector>

#include "format/status.h"

namespace stardate::analyzer {

// One difference: where, and the JSON value on each side ("" when that side has nothing there).
struct StateChange {
  std::string path;  // e.g. "cards[id=16].zone", "players[name=Bob].hand", "pending"
  std::string a;     // compact JSON text
  std::string b;
};

// The differences between two JSON documents, in document order (a's keys first, then keys
// only b has). InvalidArgument if either is not well-formed JSON (naming the byte offset).
Result<std::vector<StateChange>> DiffStateJson(std::string_view a, std::string_view b);

}  // namespace stardate::analyzer

#endif  // STARDATE_ANALYZER_STATE_DIFF_H_
