// The Twilight Imperium 4 event kinds: the numbers above the core's (engine/event.h)
// that its logs hold, each with its name in dumps and JSON. Generated from the schema
// when the module kinds left it; the numbers are the wire's and never change.
#ifndef STARDATE_ENGINE_TI4_KINDS_H_
#define STARDATE_ENGINE_TI4_KINDS_H_

#include "engine/event.h"

namespace stardate::engine::ti4 {

// --- Twilight Imperium 4 (engine/ti4/ti4_state.h). Systems are map positions + 1, planets
// and space stations the map's planets in map order + 1, units (further cards) packed as
// (system or owner) << 4 | unit type (engine/ti4/units.h).
// ti4Frontier 27: a frontier token is placed in system `target` at setup
inline constexpr EventKind kTi4Frontier{27};
// ti4Place 28: player places units (`cards`: unit types) in system `target`, on planet `card` (0:
// in space): starting units and production; arg 1 (kPlacedByAbility): placed by an ability
// from reinforcements, not produced
inline constexpr EventKind kTi4Place{28};
inline constexpr int32_t kPlacedByAbility = 1;
// ti4Activate 29: player activates system `target` (a tactical action)
inline constexpr EventKind kTi4Activate{29};
// ti4Move 30: player moves units into the active system `target`; `cards`: one (from system << 4 |
// unit type) per unit
inline constexpr EventKind kTi4Move{30};
// ti4Combat 31: space combat in system `target`: `cards` the units destroyed (owner << 4 | type);
// arg = winner + 1 (0: none); random = the dice, attacker first
inline constexpr EventKind kTi4Combat{31};
// ti4Land 32: player commits ground forces (`cards`: unit types) from space to planet `card` of
// system `target`
inline constexpr EventKind kTi4Land{32};
// ti4Destroy 33: units (`cards`: owner << 4 | type) destroyed on planet `card` (0: in space) of
// system `target` (ground combat, bombardment)
inline constexpr EventKind kTi4Destroy{33};
// ti4Control 34: player gains control of planet or space station `card` (required when the rules
// give it)
inline constexpr EventKind kTi4Control{34};
// ti4Exhaust 35: player exhausts planet or station `card` for arg: 0 resources, 1 influence
inline constexpr EventKind kTi4Exhaust{35};
// ti4Ready 36: player readies planets and stations `cards` (none named: every one)
inline constexpr EventKind kTi4Ready{36};
// ti4Convert 37: player exhausts station `card` to convert arg commodities into trade goods
inline constexpr EventKind kTi4Convert{37};
// ti4Replenish 38: player's commodities are replenished up to arg
inline constexpr EventKind kTi4Replenish{38};
// ti4Gain 39: player gains arg trade goods from the supply
inline constexpr EventKind kTi4Gain{39};
// ti4Transact 40: player transacts with player `target` - 1; arg packs, a byte each from the
// lowest: commodities given, trade goods given, commodities received, trade goods received
inline constexpr EventKind kTi4Transact{40};
// ti4Return 41: player returns arg commodities to the supply (required above the value)
inline constexpr EventKind kTi4Return{41};
// ti4Agenda 42: agenda number arg is revealed (the agenda phase's next vote)
inline constexpr EventKind kTi4Agenda{42};
// ti4Vote 43: player casts arg votes for outcome `target`, exhausting planets `cards`
inline constexpr EventKind kTi4Vote{43};
// ti4Score 44: player scores public objective `card` (engine/ti4/objectives.h)
inline constexpr EventKind kTi4Score{44};
// ti4Reveal 45: public objective `card` is revealed
inline constexpr EventKind kTi4Reveal{45};

// --- Whole rounds (engine/ti4/ti4_round.h): numbered up from 46.
// ti4Pick 46: player picks strategy card `card` (its initiative, 1 to 8) in the strategy phase
inline constexpr EventKind kTi4Pick{46};
// ti4Strategic 47: player resolves strategy card `card`: arg 0 its primary ability (the holder's
// strategic action), 1 its secondary; `target` the system the ability names (Diplomacy,
// Warfare: map position + 1) or the player it names (Politics: player index + 1); `cards` the
// planets it readies (Diplomacy)
inline constexpr EventKind kTi4Strategic{47};
// ti4Passed 48: player passes for the rest of the action phase
inline constexpr EventKind kTi4Passed{48};
// ti4Tokens 49: player gains command tokens; arg packs a byte each from the lowest: tactic,
// fleet and strategy pool
inline constexpr EventKind kTi4Tokens{49};
// ti4Pools 50: player redistributes command tokens; arg packs the pools as ti4Tokens
inline constexpr EventKind kTi4Pools{50};
// ti4Custodians 51: player removes the custodians token from Mecatol Rex
inline constexpr EventKind kTi4Custodians{51};
// ti4Research 52: player researches technology `card` (its place in data/ti4/technologies.json
// + 1), exhausting the planets `cards` for their technology specialties
inline constexpr EventKind kTi4Research{52};

// --- The steps of a tactical action inside a space combat and an invasion (numbered 53-55).
// ti4Step 53: the active player's tactical action reaches step arg (engine/ti4/rules/combat.h,
// kTacticalSteps: the start of a space combat round, assigning hits, the start of an invasion...)
// in system `target`; it opens that step's timing window
inline constexpr EventKind kTi4Step{53};

// --- Action cards and abilities (the numbers count down from the last the wire keeps).
// ti4Ability 60: player uses ability `card` (engine/ti4/rules/action_card.h, AbilityName: a
// technology of the catalogue, or a faction ability) on player `target` - 1 (0: none); arg 1:
// as a component action
inline constexpr EventKind kTi4Ability{60};
// ti4Discard 61: player discards arg action cards (required above the hand limit)
inline constexpr EventKind kTi4Discard{61};
// ti4Draw 62: player draws arg action cards
inline constexpr EventKind kTi4Draw{62};
// ti4Play 63: player plays action card `card` (its first entry in data/ti4/action_cards.json + 1)
inline constexpr EventKind kTi4Play{63};

// --- Status phase, production and ownership (engine/ti4/ti4_round.h): numbered up from 56.
// ti4SecretDraw 56: player draws arg secret objectives and keeps them (which ones stays hidden
// until one is scored)
inline constexpr EventKind kTi4SecretDraw{56};
// ti4SecretScore 57: player scores secret objective `card` (its place among the secret
// objectives of data/ti4/secret_objectives.json + 1), revealing it
inline constexpr EventKind kTi4SecretScore{57};
// ti4Spend 58: player spends arg trade goods (each 1 resource or 1 influence)
inline constexpr EventKind kTi4Spend{58};

// Their names, in number order (GameState::ModuleKinds gives them to KindName).
inline constexpr KindInfo kKinds[] = {
    {kTi4Frontier, "ti4Frontier"},
    {kTi4Place, "ti4Place"},
    {kTi4Activate, "ti4Activate"},
    {kTi4Move, "ti4Move"},
    {kTi4Combat, "ti4Combat"},
    {kTi4Land, "ti4Land"},
    {kTi4Destroy, "ti4Destroy"},
    {kTi4Control, "ti4Control"},
    {kTi4Exhaust, "ti4Exhaust"},
    {kTi4Ready, "ti4Ready"},
    {kTi4Convert, "ti4Convert"},
    {kTi4Replenish, "ti4Replenish"},
    {kTi4Gain, "ti4Gain"},
    {kTi4Transact, "ti4Transact"},
    {kTi4Return, "ti4Return"},
    {kTi4Agenda, "ti4Agenda"},
    {kTi4Vote, "ti4Vote"},
    {kTi4Score, "ti4Score"},
    {kTi4Reveal, "ti4Reveal"},
    {kTi4Pick, "ti4Pick"},
    {kTi4Strategic, "ti4Strategic"},
    {kTi4Passed, "ti4Passed"},
    {kTi4Tokens, "ti4Tokens"},
    {kTi4Pools, "ti4Pools"},
    {kTi4Custodians, "ti4Custodians"},
    {kTi4Research, "ti4Research"},
    {kTi4Step, "ti4Step"},
    // Status phase, production and ownership.
    {kTi4SecretDraw, "ti4SecretDraw"},
    {kTi4SecretScore, "ti4SecretScore"},
    {kTi4Spend, "ti4Spend"},
    // Action cards and abilities.
    {kTi4Ability, "ti4Ability"},
    {kTi4Discard, "ti4Discard"},
    {kTi4Draw, "ti4Draw"},
    {kTi4Play, "ti4Play"},
};

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_KINDS_H_
