// What several TI4 rules' checks read from one event: where one finding of an event is one
// rule's or another's (a misplaced unit, a transaction between players who are not
// neighbours, an objective's unmet condition), the reading is made once, here, and each
// rule's check reports the finding only when it is its rule's.
#ifndef STARDATE_ENGINE_TI4_RULES_SHARED_H_
#define STARDATE_ENGINE_TI4_RULES_SHARED_H_

#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

// One finding and the rule it falls under.
struct Finding {
  std::string_view rule;
  std::string detail;
};

// Placing units: the first unit of `e.cards` that cannot be placed where `e` puts it (an
// unknown type, a ground force or structure on a station, a ship on a planet, a structure in
// space); none when all can. Judging stops at it.
std::optional<Finding> FirstMisplacedUnit(const Ti4State& s, const Event& e);

// Moving: the index in e.cards of the first unit that cannot move at all (no other system or
// unit type, or a unit that never moves); e.cards.size() when none. Judging stops at it.
size_t FirstUnmovable(const Ti4State& s, const Event& e);

// A transaction in the action phase with the active player between players `a` and `b` who
// are not neighbours, and do not both control a space station: the finding (under
// ti4.transact.neighbors, ti4.station.transact or ti4.station.transact.not-neighbors). None
// when they may transact.
std::optional<Finding> NotNeighbors(const Ti4State& s, uint8_t a, uint8_t b);

// Whether players `a` and `b` may transact only because both control a space station (they
// are not neighbours): a second transaction of theirs is then ti4.station.transact.once's.
bool StationsOnlyLink(const Ti4State& s, uint8_t a, uint8_t b);
// The finding for a second transaction of e.player with player e.target - 1 this turn or agenda.
std::string TransactedAgain(const Ti4State& s, const Event& e);

// Replenishing: whether e.arg is not a count commodities may be filled to (above the value, or
// below what the player has), and the finding.
bool ReplenishOffValue(const Ti4State& s, const Event& e);
std::string CommodityValueFinding(const Ti4State& s, const Event& e);

// Scoring public objective e.card (known): the finding when the player does not meet its
// condition (under ti4.objective.condition, or ti4.station.objective when only counting
// stations as planets would meet it).
std::optional<Finding> UnmetCondition(const Ti4State& s, const Event& e);

// Readying: the planet ids (1-based) a ready event readies: its cards, or, with none written,
// every exhausted planet and station of the player.
std::vector<uint16_t> ReadiedCards(const Ti4State& s, const Event& e);

// "status", "strategy", ... for a phase other than the ones `e`'s rule allows, as findings
// name it.
std::string PhaseWord(int32_t phase);

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_SHARED_H_
