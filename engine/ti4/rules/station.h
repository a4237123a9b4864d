// TI4 rules: the space-station notes of data/rules/001_f853442015250ef0.txt, a rule per sentence,
// by note. Each rule is followed by the checks that judge it (rules/table.cc lists which events).
#ifndef STARDATE_ENGINE_TI4_RULES_STATION_H_
#define STARDATE_ENGINE_TI4_RULES_STATION_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

// 001 note 1.
inline constexpr Rule kStationLikePlanet{
    "ti4.station.like-planet", kStationNotes,
    "Several systems contain space stations, which are mechanically similar to planets.",
    "Only a space station's controller uses it, as with a planet's card."};
// Any event naming a planet or station: it is on the map (else, but for a destroy, nothing more is
// judged).
void StationLikePlanetOnMap(const Ti4State& s, const Event& e, Findings* out);
// Exhausting a station: its controller only.
void StationLikePlanet(const Ti4State& s, const Event& e, Findings* out);
// Readying stations: their controller only.
void StationLikePlanetReady(const Ti4State& s, const Event& e, Findings* out);

// 001 note 2.
inline constexpr Rule kStationControl{
    "ti4.station.control.only-units", kStationNotes,
    "A player gains control of a space station when they are the only player with units in "
    "that space station\u2019s system.",
    "A player gains a space station only while no other player has units in its system."};
// Gaining a station: the only player with units in its system.
void StationControl(const Ti4State& s, const Event& e, Findings* out);

// 001 note 2.1.
inline constexpr Rule kStationControlCombat{
    "ti4.station.control.combat", kStationNotes,
    "If another player moves ships into that system, they will not gain control of that space "
    "station unless they win the resulting space combat.",
    "Moving ships into a station's system where another player has ships does not take the "
    "station before the mover wins the space combat."};
// Gaining a station after moving in: not while another player's ships remain.
void StationControlCombat(const Ti4State& s, const Event& e, Findings* out);

// 001 note 2.2.
inline constexpr Rule kStationControlKeep{
    "ti4.station.control.keep", kStationNotes,
    "If the player who controls the space station moves their ships out of the system, they "
    "retain control of that space station until another player moves ships in.",
    "A station's controller keeps it after leaving its system until another player moves ships "
    "in."};
// Gaining a controlled station: only by moving ships in this action.
void StationControlKeep(const Ti4State& s, const Event& e, Findings* out);

// 001 note 3.
inline constexpr Rule kStationExhaust{
    "ti4.station.exhaust", kStationNotes,
    "The space station may be exhausted for resources or influence as though it were a planet.",
    "An exhausted space station cannot be exhausted again before it is readied."};
// Exhausting a station: not an exhausted one.
void StationExhaust(const Ti4State& s, const Event& e, Findings* out);

// 001 note 3.
inline constexpr Rule kStationReady{
    "ti4.station.ready", kStationNotes,
    "The space station will be readied during the status phase as though it were a planet, or "
    "by other game effects that can ready planets.",
    "A space station is readied when planets are (the status phase, the agenda phase's ready "
    "step), not at other times."};
// Readying stations: in the status or agenda phase.
void StationReady(const Ti4State& s, const Event& e, Findings* out);

// 001 note 4.
inline constexpr Rule kStationNoUnits{
    "ti4.station.no-units", kStationNotes,
    "Structures and ground forces cannot be committed to or placed on a space station.",
    "No structure or ground force is committed to or placed on a space station."};
// Placing units: no ground force or structure on a station.
void StationNoUnits(const Ti4State& s, const Event& e, Findings* out);
// Committing ground forces: not to a station.
void StationNoUnitsLand(const Ti4State& s, const Event& e, Findings* out);

// 001 note 5.
inline constexpr Rule kStationVote{
    "ti4.station.vote", kStationNotes,
    "Space stations do not count as planets for the purpose of voting, or scoring objectives",
    "A space station cannot be exhausted to cast votes."};
// Voting: no station is exhausted for votes.
void StationVote(const Ti4State& s, const Event& e, Findings* out);

// 001 note 5.
inline constexpr Rule kStationObjective{
    "ti4.station.objective", kStationNotes,
    "Space stations do not count as planets for the purpose of voting, or scoring objectives",
    "A space station does not count toward the planets an objective asks for."};
// Scoring: stations are not planets for the condition.
void StationObjective(const Ti4State& s, const Event& e, Findings* out);

// 001 note 5.
inline constexpr Rule kStationObjectiveHome{
    "ti4.station.objective.home", kStationNotes,
    "a player may still score public objectives even if another player controls a space "
    "station in their home system.",
    "Another player's space station in a home system does not stop its owner scoring."};

// 001 note 6.
inline constexpr Rule kStationCommodityValue{
    "ti4.station.commodity.value", kStationNotes,
    "For each space station a player controls, their commodity value is increased by one.",
    "Commodities above the faction's value plus one per controlled station are refused."};
// Replenishing with stations: up to the value, one more per station.
void StationCommodityValue(const Ti4State& s, const Event& e, Findings* out);

// 001 note 6.2.
inline constexpr Rule kStationCommodityExcess{
    "ti4.station.commodity.excess", kStationNotes,
    "If a player loses control of a space station, and they now have more commodities than "
    "their newly decreased commodity value, they must remove the excess and return them to the "
    "supply.",
    "A player who loses a station returns the commodities above the new value (required)."};
// Returning commodities: no more than the player has.
void StationCommodityExcess(const Ti4State& s, const Event& e, Findings* out);

// 001 note 7.
inline constexpr Rule kStationTransact{
    "ti4.station.transact", kStationNotes,
    "A player who controls one or more space stations may resolve transactions with other "
    "players who control one or more space stations.",
    "A transaction between players who are not neighbours needs both to hold a station."};
// A transaction between players who are not neighbours: both control a station.
void StationTransact(const Ti4State& s, const Event& e, Findings* out);

// 001 note 7.1.
inline constexpr Rule kStationNotNeighbors{
    "ti4.station.transact.not-neighbors", kStationNotes,
    "However, the space stations will not make those players neighbors for other game effects.",
    "A station does not make its controller a neighbour of the players near it."};
// A transaction: a station does not make its controller a neighbour.
void StationNotNeighbors(const Ti4State& s, const Event& e, Findings* out);

// 001 note 7.2.
inline constexpr Rule kStationTransactOnce{
    "ti4.station.transact.once", kStationNotes,
    "Space stations do not allow players to perform more than one transaction with each other "
    "player during each turn of the action phase, or during each agenda of the agenda phase.",
    "Station holders still transact once per pair per turn, or per agenda."};
// A transaction between station holders: still once per pair per turn or agenda.
void StationTransactOnce(const Ti4State& s, const Event& e, Findings* out);

// 001 note 8.
inline constexpr Rule kStationConvert{
    "ti4.station.convert", kStationNotes,
    "A player may exhaust a space station at any time to convert any commodities that they "
    "have into trade goods.",
    "Converting commodities needs a readied space station of the player's and commodities to "
    "convert."};
// Converting: a ready station of the player's, and the commodities to convert.
void StationConvert(const Ti4State& s, const Event& e, Findings* out);

// 001 note 8.1.
inline constexpr Rule kStationConvertNotGained{
    "ti4.station.convert.not-gained", kStationNotes,
    "the resulting trade goods are not treated as being gained for the purpose of triggering "
    "other abilities.",
    "Converted trade goods do not count as trade goods gained (shown apart in the state), so no "
    "ability that triggers on gaining trade goods is used after a conversion."};
// An ability used: one that triggers after a player gains trade goods (Pillage) is not used in
// the window a conversion opened.
void StationConvertNotGained(const Ti4State& s, const Event& e, Findings* out);

// 001 note 9.
inline constexpr Rule kStationFrontier{
    "ti4.station.frontier", kStationNotes,
    "If a system tile contains a space station, but no planets, then a frontier token will be "
    "placed in that system during game setup.",
    "Setup places a frontier token in each system whose only planet card is a station "
    "(required)."};

// The rules above, in order.
std::span<const Rule> StationRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_STATION_H_
