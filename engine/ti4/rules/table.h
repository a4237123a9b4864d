// The TI4 rule table: for each event kind, the rules that judge it and their checks, in the
// order their findings are listed (Ti4State::DoCheck walks it), and the module's catalogue.
// From a finding's rule id (rules::k... in rules/<area>.h) the check is the function named
// after the rule beside it; a rule that judges several kinds of event in different ways has one
// function per way, named after the rule and what it judges (MoveUnits, MoveUnitsLand).
#ifndef STARDATE_ENGINE_TI4_RULES_TABLE_H_
#define STARDATE_ENGINE_TI4_RULES_TABLE_H_

#include <span>
#include <string_view>

#include "engine/rule_catalogue.h"
#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4 {

// Every rule of the module, sorted by id: the rules of every area (rules/*.h).
std::span<const Rule> Ti4Rules();

namespace rules {

struct RuleCheck {
  EventKind kind;         // the events it judges
  std::string_view rule;  // the rule every finding of `check` names
  CheckFn check;
};
std::span<const RuleCheck> CheckTable();

// Rules no event's check names: the ones the table must carry out (Ti4State::RequiredRule
// names them for an owed event not written down), and the ones that reject nothing because
// they only say how the module counts (a station's trade goods converted, not gained; a
// station in a home system, which does not stop its owner scoring).
std::span<const std::string_view> OwedRules();
std::span<const std::string_view> CountingRules();

}  // namespace rules
}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_RULES_TABLE_H_
