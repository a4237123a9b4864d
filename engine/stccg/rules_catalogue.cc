// Citations for every Star Trek CCG 1E check. Quotes are verbatim (a test checks them).
#include <algorithm>
#include <vector>

#include "engine/stccg/rule_ids.h"

namespace stardate::engine::stccg {
namespace {

constexpr std::string_view kFacility = "rules/000_63f6709b3bd4740e.txt";
constexpr std::string_view kBase = "reference/stccg1e-base-rules.md";

const Rule kRules[] = {
    {rules::kCardType, kBase,
     "Personnel, ships and equipment report, as your normal card play, to a compatible "
     "facility you control.",
     "The card is not of a type this action can use (e.g. reporting a mission, seeding a "
     "ship as a facility, flying a personnel)."},
    {rules::kCardFromHand, kBase,
     "Personnel, ships and equipment report, as your normal card play, to a compatible "
     "facility you control.",
     "Cards are played from their owner's hand; seed cards from the seed deck."},
    {rules::kOwnCard, kBase, "Orders:** fly a ship (spends RANGE), dock and undock, beam",
     "A player gives orders only to cards they control."},
    {rules::kBeamSameLocation, kBase,
     "It uses the transporters of the card you beam from or to",
     "Beaming moves cards between a ship or facility and a planet, or another ship or "
     "facility, at the same location."},
    {rules::kDockSameLocation, kBase,
     "You dock at your own compatible facility at the same location",
     "A ship docks only at a facility at its own location."},
    {rules::kDrawTopCard, kBase, "Then draw **1** card, which ends the turn.",
     "A card draw takes the top card of the draw deck."},
    {rules::kFacilityNativeQuadrant, kFacility, "Facilities may seed only in their native quadrant",
     "A facility is seeded at a mission outside its native quadrant."},
    {rules::kFacilityHomeworld, kFacility,
     "You may not seed or build any outpost at any homeworld mission",
     "An outpost is seeded or built at a homeworld mission."},
    {rules::kFacilityOutpostIcon, kFacility,
     "You may seed or build an outpost only at a mission (either planet or space, belonging to "
     "either player) with a matching affiliation icon",
     "An outpost is seeded or built at a mission without its affiliation's icon."},
    {rules::kFacilitySeedPhase, kFacility,
     "Seedable facilities seed during the facility seed phase unless otherwise specified",
     "A facility is seeded outside the facility seed phase."},
    {rules::kFacilitySeedOne, kFacility,
     "Most outposts state \u201cseed one\u201d in game text, allowing each player to seed only one "
     "copy of that Outpost card.",
     "A second copy of a \"Seed one\" facility is seeded by the same player."},
    {rules::kFacilityOnePerLocation, kFacility,
     "You may not seed or build any facility at a location where you already have a facility",
     "A player seeds or builds a facility where they already have one."},
    {rules::kFlyRange, kBase, "Cost in RANGE = sum of spans of every location entered",
     "A ship flies farther than its remaining RANGE this turn."},
    {rules::kFlyUndocked, kBase, "A ship must be undocked to fly.",
     "A docked ship flies without undocking first."},
    {rules::kReportCompatible, kFacility, "You may report any compatible cards to your outpost.",
     "A card reports to a facility it is not compatible with."},
    {rules::kReportNativeQuadrant, kFacility,
     "you may do so only if that card and the facility are both in their native quadrant",
     "A card reports for duty where the card or the facility is outside its native quadrant."},
    {rules::kReportOpponentOutpost, kFacility,
     "You may not use your opponent\u2019s outposts",
     "A card reports for duty to the opponent's outpost."},
    {rules::kResponseInterrupt, kBase,
     "On your opponent's turn** you may only make valid responses, play interrupts",
     "Only an interrupt may be played into an open response window."},
    {rules::kSeedPhaseOrder, kBase, "Seed phases, in order:** doorway \u2192 mission \u2192 dilemma \u2192 facility",
     "A seed card is played after its seed phase has ended."},
    {rules::kTurnActivePlayer, kBase, "Players alternate initiating actions (active player first)",
     "A player initiates an action (other than a response) during the opponent's turn."},
    {rules::kNormalCardPlay, kBase, "You get **1 normal card play** per turn",
     "More than one normal card play (report, build) in a turn."},
    {rules::kTurnOrder, kBase,
     "Start:** Unused seed cards leave the game, draw decks are shuffled, each player draws **7**",
     "Turns alternate between the players and are numbered 1, 2, 3, ...; play starts after "
     "the seed phases."},
    {rules::kTurnPhaseOrder, kBase,
     "start of turn \u2192 card play \u2192 execute orders \u2192 end-of-turn actions (including "
     "probing) \u2192 card draw. No going back",
     "An action belongs to a phase of the turn that has already ended."},
};

std::vector<Rule> Sorted() {
  std::vector<Rule> v(std::begin(kRules), std::end(kRules));
  std::sort(v.begin(), v.end(), [](const Rule& a, const Rule& b) { return a.id < b.id; });
  return v;
}

}  // namespace

std::span<const Rule> Rules() {
  static const std::vector<Rule> sorted = Sorted();
  return sorted;
}

}  // namespace stardate::engine::stccg
