// What every area of the 1E rules shares: the files rules cite, the sink a check writes its
// findings to, and the shape of a row of the rule table (rules/table.cc).
//
// Each area of the rules (rules/<area>.h) defines each of its rules as a Rule (its id, the file
// and verbatim sentence that state it, what its check rejects) followed by the declaration of
// its check: a free function over the state, defined in rules/<area>.cc and named after the
// rule (stccg.fly.range: FlyRange). The area lists its rules (<Area>Rules()), and the module's
// catalogue is those lists together (rules/catalogue.h).
#ifndef STARDATE_ENGINE_STCCG_RULES_RULE_H_
#define STARDATE_ENGINE_STCCG_RULES_RULE_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/event.h"
#include "engine/rule_catalogue.h"

namespace stardate::engine::stccg {
class StccgState;
}  // namespace stardate::engine::stccg

namespace stardate::engine::stccg::rules {

// The files the 1E rules are quoted from (data/README.md).
inline constexpr std::string_view kSourceFacilities = "data/rules/000_63f6709b3bd4740e.txt";
inline constexpr std::string_view kSourceBase = "data/reference/stccg1e-base-rules.md";
inline constexpr std::string_view kSourceDominion = "data/rules/003_e9f36b50e205961e.txt";
inline constexpr std::string_view kSourceRulings = "data/rules/004_5c48bb6bc5e9de9d.txt";
inline constexpr std::string_view kSourceGlossary = "data/rules/002_375844ef1735151a.txt";
// A card's own text, where no rule text states what it allows: the community's card list.
inline constexpr std::string_view kSourceCardList = "data/stccg1e/Physical.csv";

// What a check found: one detail sentence per breach of its rule.
struct Breaches {
  std::vector<std::string> details;  // one sentence per breach
  bool stop = false;  // the event is not an action the rules know: nothing more to judge
  void Add(std::string detail) { details.push_back(std::move(detail)); }
  void Stop(std::string detail) {
    Add(std::move(detail));
    stop = true;
  }
};

// A rule's check: judges `e` against the state before it, writing each breach to `out`.
using RuleCheckFn = void (*)(const StccgState& s, const Event& e, Breaches* out);

// A row of the rule table: the check that judges events of one kind (or every event) for a rule.
struct RuleCheck {
  EventKind kind;         // the events it judges (ignored when every_kind)
  bool every_kind;        // it judges every event
  std::string_view rule;  // the rule's id (a Rule's .id, or a core rule's id)
  RuleCheckFn check;
};

// The rule table, in the order StccgState::DoCheck walks it (rules/table.cc).
std::span<const RuleCheck> CheckTable();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_RULE_H_
