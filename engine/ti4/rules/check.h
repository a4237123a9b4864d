// What every TI4 rule check shares: the signature of a check, the findings it reports and the
// sources its rules cite. A check judges one rule: every finding it reports names that rule
// (rules/table.cc pairs each check with its rule and the event kinds it judges).
#ifndef STARDATE_ENGINE_TI4_RULES_CHECK_H_
#define STARDATE_ENGINE_TI4_RULES_CHECK_H_

#include <cstddef>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/event.h"
#include "engine/rule_catalogue.h"

namespace stardate::engine::ti4 {

class Ti4State;

namespace rules {

// The space-station notes and the base rules they assume (data/README.md).
inline constexpr std::string_view kStationNotes = "data/rules/001_f853442015250ef0.txt";
inline constexpr std::string_view kBaseRules = "data/reference/ti4-base-rules.md";

// The breaches one check finds in one event. An event's findings are listed by what they are
// about: the event as a whole first, then each of its cards in card order (AddForCard), then
// its cards taken together (AddTotal); within each, in table order. Stop reports an event the
// rules cannot judge further (an id off the map, say): the checks after it are not run.
class Findings {
 public:
  void Add(std::string detail) { found_.emplace_back(0, std::move(detail)); }
  // About e.cards[index] (or the index-th card the event stands for).
  void AddForCard(size_t index, std::string detail) {
    found_.emplace_back(index + 1, std::move(detail));
  }
  void AddTotal(std::string detail) { found_.emplace_back(kTotal, std::move(detail)); }
  void Stop(std::string detail) {
    Add(std::move(detail));
    stop_ = true;
  }

  bool stopped() const { return stop_; }
  // Each finding with its place in the order above.
  std::vector<std::pair<size_t, std::string>>& found() { return found_; }

 private:
  static constexpr size_t kTotal = static_cast<size_t>(-1);
  std::vector<std::pair<size_t, std::string>> found_;
  bool stop_ = false;
};

// A rule check: the breaches of its rule that `e` would commit in state `s`.
using CheckFn = void (*)(const Ti4State& s, const Event& e, Findings* out);

}  // namespace rules
}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_RULES_CHECK_H_
