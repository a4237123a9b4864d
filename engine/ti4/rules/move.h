// TI4 rules: Moving ships and committing ground forces (data/reference/ti4-base-rules.md).
// Each rule is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_MOVE_H_
#define STARDATE_ENGINE_TI4_RULES_MOVE_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kMoveActive{
    "ti4.move.active", kBaseRules,
    "Only the **active player** moves ships, only into the active system (58.3)",
    "Ships move only during their player's tactical action, into the system activated."};
// Moving: only the active player, into the system they activated.
void MoveActive(const Ti4State& s, const Event& e, Findings* out);
// Committing ground forces: only in the system of one's own tactical action.
void MoveActiveLand(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kMoveRange{
    "ti4.move.range", kBaseRules,
    "never through systems with enemy ships, never from systems holding their own token (other "
    "than the active system), all arriving together.",
    "A ship moves at most its move value, not through other players' ships, and not out of a "
    "system holding its player's command token."};
// Moving: each ship within its move, not through other players' ships, not out of a system holding
// its player's token.
void MoveRange(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kMoveUnits{
    "ti4.move.units", kBaseRules,
    "Ground forces sit on planets (no limit) or in space with capacity ships.",
    "Moved units must be there, and fighters and ground forces need the moving ships' "
    "capacity."};
// Moving: the units are there, only ships move, and carried units fit the capacity.
void MoveUnits(const Ti4State& s, const Event& e, Findings* out);
// Committing ground forces: only ground forces, from the system's space.
void MoveUnitsLand(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> MoveRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_MOVE_H_
