// TI4 rules: Where units are placed: a system on the map, setup or production, ships in space and
// structures on planets (data/reference/ti4-base-rules.md).
// Each rule is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_PLACE_H_
#define STARDATE_ENGINE_TI4_RULES_PLACE_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

inline constexpr Rule kPlaceWhere{
    "ti4.place.where", kBaseRules,
    "Produced ground forces go on a planet with the producing unit, or into that system's space "
    "if the producer is in space (68.3, 68.4)",
    "Units are placed at setup or by the active player in the active system; ships in space."};
// Any event naming a system: the system is on the map (else nothing more is judged).
void PlaceWhereOnMap(const Ti4State& s, const Event& e, Findings* out);
// Placing units: at setup or in the active system, ships in space, known unit types.
void PlaceWhere(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kPlaceStructures{
    "ti4.place.structures", kBaseRules,
    "Structures go on planets (Saar's Floating Factory is the exception) and never move.",
    "Structures are placed on planets, at most 1 space dock and 2 PDS each."};
// Placing units: structures on planets, at most 1 space dock and 2 PDS each.
void PlaceStructures(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> PlaceRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_PLACE_H_
