// The Twilight Imperium 4 rule catalogue: each rule id with the sentence of its source that
// states it, verbatim (a test finds every quote in its file).
#include <algorithm>
#include <vector>

#include "engine/ti4/rule_ids.h"

namespace stardate::engine::ti4 {
namespace {

constexpr std::string_view k001 = "data/rules/001_f853442015250ef0.txt";
constexpr std::string_view kBase = "data/reference/ti4-base-rules.md";

constexpr Rule kRules[] = {
    // 001: space stations.
    {rules::kStationLikePlanet, k001,
     "Several systems contain space stations, which are mechanically similar to planets.",
     "Only a space station's controller uses it, as with a planet's card."},
    {rules::kStationControl, k001,
     "A player gains control of a space station when they are the only player with units in "
     "that space station\u2019s system.",
     "A player gains a space station only while no other player has units in its system."},
    {rules::kStationControlCombat, k001,
     "If another player moves ships into that system, they will not gain control of that space "
     "station unless they win the resulting space combat.",
     "Moving ships into a station's system where another player has ships does not take the "
     "station before the mover wins the space combat."},
    {rules::kStationControlKeep, k001,
     "If the player who controls the space station moves their ships out of the system, they "
     "retain control of that space station until another player moves ships in.",
     "A station's controller keeps it after leaving its system until another player moves ships "
     "in."},
    {rules::kStationExhaust, k001,
     "The space station may be exhausted for resources or influence as though it were a planet.",
     "An exhausted space station cannot be exhausted again before it is readied."},
    {rules::kStationReady, k001,
     "The space station will be readied during the status phase as though it were a planet, or "
     "by other game effects that can ready planets.",
     "A space station is readied when planets are (the status phase, the agenda phase's ready "
     "step), not at other times."},
    {rules::kStationNoUnits, k001,
     "Structures and ground forces cannot be committed to or placed on a space station.",
     "No structure or ground force is committed to or placed on a space station."},
    {rules::kStationVote, k001,
     "Space stations do not count as planets for the purpose of voting, or scoring objectives",
     "A space station cannot be exhausted to cast votes."},
    {rules::kStationObjective, k001,
     "Space stations do not count as planets for the purpose of voting, or scoring objectives",
     "A space station does not count toward the planets an objective asks for."},
    {rules::kStationObjectiveHome, k001,
     "a player may still score public objectives even if another player controls a space "
     "station in their home system.",
     "Another player's space station in a home system does not stop its owner scoring."},
    {rules::kStationCommodityValue, k001,
     "For each space station a player controls, their commodity value is increased by one.",
     "Commodities above the faction's value plus one per controlled station are refused."},
    {rules::kStationCommodityExcess, k001,
     "If a player loses control of a space station, and they now have more commodities than "
     "their newly decreased commodity value, they must remove the excess and return them to the "
     "supply.",
     "A player who loses a station returns the commodities above the new value (required)."},
    {rules::kStationTransact, k001,
     "A player who controls one or more space stations may resolve transactions with other "
     "players who control one or more space stations.",
     "A transaction between players who are not neighbours needs both to hold a station."},
    {rules::kStationNotNeighbors, k001,
     "However, the space stations will not make those players neighbors for other game effects.",
     "A station does not make its controller a neighbour of the players near it."},
    {rules::kStationTransactOnce, k001,
     "Space stations do not allow players to perform more than one transaction with each other "
     "player during each turn of the action phase, or during each agenda of the agenda phase.",
     "Station holders still transact once per pair per turn, or per agenda."},
    {rules::kStationConvert, k001,
     "A player may exhaust a space station at any time to convert any commodities that they "
     "have into trade goods.",
     "Converting commodities needs a readied space station of the player's and commodities to "
     "convert."},
    {rules::kStationConvertNotGained, k001,
     "the resulting trade goods are not treated as being gained for the purpose of triggering "
     "other abilities.",
     "Converted trade goods do not count as trade goods gained (shown apart in the state)."},
    {rules::kStationFrontier, k001,
     "If a system tile contains a space station, but no planets, then a frontier token will be "
     "placed in that system during game setup.",
     "Setup places a frontier token in each system whose only planet card is a station "
     "(required)."},
    // Base rules the notes assume.
    {rules::kActivateToken, kBase,
     "put a tactic\u2011pool token in a system that has none of your own tokens.",
     "A player activates a system that holds none of their command tokens."},
    {rules::kCombatWinner, kBase,
     "the player with one or more ships remaining in the system is the winner of the combat",
     "A space combat's winner is the one player with ships left; combat needs two players' "
     "ships."},
    {rules::kCommodityValue, kBase, "Commodity value (faction sheet) caps commodities held (21.2).",
     "Commodities above the commodity value are refused."},
    {rules::kControlAlready, kBase,
     "A player can't gain control of a planet they already control (25.2).",
     "Gaining control of a planet or station one already controls is refused."},
    {rules::kControlPlanet, kBase,
     "A player loses control of a planet if they no longer have units on it and another player "
     "has units on it.",
     "A planet changes hands only to the one player with units on it (required)."},
    {rules::kControlInvasion, kBase,
     "a player who committed ground forces and still has one or more on the planet gains "
     "control, and other players' structures there are destroyed.",
     "After ground combat, the one player with ground forces left on a planet gains it; "
     "another player's structures alone do not keep it (required)."},
    {rules::kDestroyUnits, kBase,
     "**Invasion:** bombardment, commit ground forces, Space Cannon Defense, ground combat, "
     "establish control.",
     "Only units that are there can be destroyed."},
    {rules::kExhaustControl, kBase,
     "A player who gains control takes the planet card **exhausted** (25.1).",
     "Only the controller of a planet exhausts its card."},
    {rules::kExhaustReady, kBase, "Exhausted cards can't be used; passives still apply.",
     "An exhausted planet card cannot be exhausted again."},
    {rules::kFrontierPlanets, kBase,
     "One frontier token is placed in each system that does not contain any planets.",
     "Frontier tokens go, one each, only in systems without planets."},
    {rules::kMoveActive, kBase,
     "Only the **active player** moves ships, only into the active system (58.3)",
     "Ships move only during their player's tactical action, into the system activated."},
    {rules::kMoveRange, kBase,
     "never through systems with enemy ships, never from systems holding their own token (other "
     "than the active system), all arriving together.",
     "A ship moves at most its move value, not through other players' ships, and not out of a "
     "system holding its player's command token."},
    {rules::kMoveUnits, kBase,
     "Ground forces sit on planets (no limit) or in space with capacity ships.",
     "Moved units must be there, and fighters and ground forces need the moving ships' "
     "capacity."},
    {rules::kObjectiveCondition, kBase,
     "Expand Borders: 6 planets in non\u2011home systems. Subdue the Galaxy: 11.",
     "A public objective is scored only when its condition is met."},
    {rules::kObjectiveHome, kBase,
     "A player cannot score public objectives if that player does not control each planet in "
     "their home system.",
     "A player who does not control each planet of their home system scores no public "
     "objective."},
    {rules::kObjectiveOnce, kBase,
     "Status\u2011phase objectives: met during step 1, max 1 public + 1 secret.",
     "A revealed public objective is scored once, in the status phase, one per player per "
     "status phase."},
    {rules::kPhaseOrder, kBase, "Strategy \u2192 Action \u2192 Status \u2192 Agenda.",
     "Phases follow setup in the order strategy, action, status, agenda (the agenda may be "
     "skipped)."},
    {rules::kPlaceStructures, kBase,
     "Structures go on planets (Saar's Floating Factory is the exception) and never move.",
     "Structures are placed on planets, at most 1 space dock and 2 PDS each."},
    {rules::kPlaceWhere, kBase,
     "Produced ground forces go on a planet with the producing unit, or into that system's space "
     "if the producer is in space (68.3, 68.4)",
     "Units are placed at setup or by the active player in the active system; ships in space."},
    {rules::kReadyWhen, kBase,
     "Cards ready at status step 6. **Only planets** also ready at agenda step 3.",
     "Planet cards are readied in the status phase and the agenda phase, not at other times."},
    {rules::kTransactGoods, kBase,
     "What can be traded: TGs, commodities, relic fragments, and **at most 1 promissory note "
     "each way**.",
     "A player gives only the commodities and trade goods they have."},
    {rules::kTransactNeighbors, kBase,
     "During the active player\u2019s turn, they may resolve up to one transaction with each of "
     "their neighbors.",
     "In the action phase the active player transacts once per turn with each neighbour."},
    {rules::kTransactPhase, kBase,
     "The LRR grants no other windows, so strategy and status phases have none (inference)",
     "Transactions happen only in the action and agenda phases."},
    {rules::kTurnActive, kBase,
     "one action per turn (strategic, tactical or component), in initiative order",
     "Only the active player activates a system, once per turn, in the action phase."},
    {rules::kVoteInfluence, kBase,
     "Votes = **influence** of exhausted planets, each at full value, all for one outcome; "
     "abstaining is allowed.",
     "Votes equal the influence of the planets exhausted for them (no trade goods), cast in the "
     "agenda phase."},
};

}  // namespace

std::span<const Rule> Ti4Rules() {
  static const std::vector<Rule> sorted = SortedRules(kRules);
  return sorted;
}

}  // namespace stardate::engine::ti4
