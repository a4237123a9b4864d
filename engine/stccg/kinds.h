// The Star Trek CCG First Edition event kinds: the numbers above the core's (engine/event.h)
// that its logs hold, each with its name in dumps and JSON. Generated from the schema
// when the module kinds left it; the numbers are the wire's and never change.
#ifndef STARDATE_ENGINE_STCCG_KINDS_H_
#define STARDATE_ENGINE_STCCG_KINDS_H_

#include "engine/event.h"

namespace stardate::engine::stccg {

// --- Star Trek CCG 1E
// seedDoorway 7: card seeded on the table, or on card `target`: a doorway, or an event, incident or
// objective whose text seeds it
inline constexpr EventKind kSeedDoorway{7};
// seedMission 8: card = the mission, placed at the end of its quadrant's spaceline
inline constexpr EventKind kSeedMission{8};
// seedDilemma 9: card under mission `target`
inline constexpr EventKind kSeedDilemma{9};
// seedFacility 10: card at mission `target`
inline constexpr EventKind kSeedFacility{10};
// report 11: card reports for duty: aboard facility `target` (ships: docked at it)
inline constexpr EventKind kReport{11};
// build 12: facility card built at mission `target`
inline constexpr EventKind kBuild{12};
// playInterrupt 13: card played, as a response when a window is open; target optional
inline constexpr EventKind kPlayInterrupt{13};
// fly 14: ship `card` moves to mission `target`, spending RANGE
inline constexpr EventKind kFly{14};
// dock 15: ship `card` docks at facility `target`
inline constexpr EventKind kDock{15};
// undock 16: ship `card` undocks
inline constexpr EventKind kUndock{16};
// beam 17: personnel/equipment `card` (and its further cards) beam to `target` (a ship, a facility
// or a planet mission)
inline constexpr EventKind kBeam{17};
// discard 18: player discards `card` from hand
inline constexpr EventKind kDiscard{18};
// playEvent 19: event card `card` played, on `target` if it plays on a card (Spacedock)
inline constexpr EventKind kPlayEvent{19};
// seedSite 20: site `card` seeded at Nor `target`
inline constexpr EventKind kSeedSite{20};
// battle 21: ship or facility `card` attacks ship or facility `target` at its location
inline constexpr EventKind kBattle{21};
// destroy 22: ship or facility `card` is destroyed (engine-required after a battle)
inline constexpr EventKind kDestroy{22};
// kill 23: personnel `card` is killed (engine-required: its facility or ship was destroyed)
inline constexpr EventKind kKill{23};
// commandeer 24: player's personnel aboard take control of facility `card`; arg = affiliation bit
// chosen from the commandeering personnel (0 = unchanged)
inline constexpr EventKind kCommandeer{24};
// repair 25: ship `card` is repaired (engine-required when its repair time is served)
inline constexpr EventKind kRepair{25};
// walk 26: personnel `card` (and its further cards) walk to site `target` of the same Nor
inline constexpr EventKind kWalk{26};
// takeFromTent 27: player takes card `card` from their Q's Tent side deck into hand by the text of
// `target` (a Q's Tent played from hand); arg = how it was taken (engine/stccg/stccg_types.h,
// TentTake): the player's choice (the doorway discarded) or random selection (the doorway placed
// on top of the draw deck)
inline constexpr EventKind kTakeFromTent{27};
// discardFromTable 28: player discards their own card `card` from the table (an event, incident,
// objective or doorway in play discarding itself by its text: "After any use, discard doorway")
inline constexpr EventKind kDiscardFromTable{28};
// placeBeneathDeck 29: player places card `card` and the further `cards` from their hand beneath
// their draw deck, in that order (a card's cost: Get It Done)
inline constexpr EventKind kPlaceBeneathDeck{29};
// reshuffle 30: by the text of card `card`, player shuffles the further `cards` from their discard
// pile into their draw deck (Regenerate, Get It Done)
inline constexpr EventKind kReshuffle{30};
// --- Star Trek CCG 1E play
// attempt 46: player attempts mission `card`: the Away Team on its planet, or the crew aboard ship
// `target` at a space mission (engine/stccg/rules/mission.cc)
inline constexpr EventKind kAttempt{46};
// encounter 47: the attempting team encounters dilemma `card`; arg = the outcome the table wrote
// (engine/stccg/stccg_state.h, Outcome); `cards` the personnel it hit
inline constexpr EventKind kEncounter{47};
// solve 48: player solves mission `card` (the attempt's last step); arg = the points scored
inline constexpr EventKind kSolve{48};
// score 49: player scores arg bonus points (negative: loses them), given by card `card`
inline constexpr EventKind kScore{49};
// effect 50: a card's effect the engine does not model, stated by the table: card `card` (the
// cause) does arg (engine/stccg/stccg_state.h, Effect) to `target` and the further `cards`
inline constexpr EventKind kEffect{50};
// personnelBattle 51: player's personnel `card` and the further `cards` attack the opposing
// personnel at `target` (a planet mission's surface, a ship, a facility)
inline constexpr EventKind kPersonnelBattle{51};
// engage 52: in the personnel battle under way, personnel `card` hits its adversary `target`: arg 1
// stuns, 2 mortally wounds
inline constexpr EventKind kEngage{52};
// download 53: player downloads the further card (none: a search that took nothing) by the text of
// card `card`, playing it at once to `target`
inline constexpr EventKind kDownload{53};
// --- Star Trek CCG 1E battle (attack permissions, tactics, the end of a personnel battle)
// allowAttack 54: card `card`'s text (stated by the table, taken on its word) allows player to
// attack any force that includes an affiliation of the set arg
inline constexpr EventKind kAllowAttack{54};
// tactic 55: player plays tactic `card` in the window of the ship battle under way; arg 0: the
// bonuses the card prints, else kTacticBonusesStated | ATTACK << 8 | DEFENSE stated
inline constexpr EventKind kTactic{55};
// A playEvent's or seedDoorway's arg bit: the card is placed beside the draw deck of the player
// in the low byte ("Place beside any player's draw deck": The Traveler: Transcendence).
inline constexpr int32_t kBesidePlayer = 0x100;
// A tactic's arg bit: the table stated its ATTACK and DEFENSE bonuses (in the low two bytes).
inline constexpr int32_t kTacticBonusesStated = 0x10000;
// battleEnd 56: the personnel battle at `card` ends; `cards`: the casualty the losing side takes
// (random: its index among those it may be, under the seed)
inline constexpr EventKind kBattleEnd{56};
// ration 57: player's Vorta present rations Ketracel-White: of player's Ketracel-White present with
// `card`, only `card` counts down at the end of this turn
inline constexpr EventKind kRation{57};
// Dominion rules that fire by themselves (the "deprive" area: 58-61).
// deprive 58: white deprivation (003): player's white-deprived personnel `card` and the further
// `cards` (a crew or Away Team with Ketracel-White-icon personnel and no Ketracel-White) battle at
// `target` (a planet mission's surface, a ship, a facility); random: with the seed, each
// personnel's team when they battle themselves (0 or 1, in the order named), then the draw choosing
// the victim
inline constexpr EventKind kDeprive{58};
// expire 59: countdown card `card` (Ketracel-White) of player has counted down to zero and is
// discarded (a consequence the rules require)
inline constexpr EventKind kExpire{59};
// 60-61 are held for later 1E kinds: Cap'n Proto numbers enumerants without holes.
inline constexpr EventKind kReserved60{60};
inline constexpr EventKind kReserved61{61};
// --- Star Trek CCG 1E infiltration (engine/stccg/stccg_infiltration.cc)
// infiltrate 62: player's personnel `card` infiltrates: from hand, it reports infiltrating aboard
// the opponent's facility `target`; in play, it starts infiltrating the opponent's crew or Away
// Team at `target` (its ship, facility or planet)
inline constexpr EventKind kInfiltrate{62};
// expose 63: infiltrator `card` is exposed; arg = how (engine/stccg/stccg_state.h, Exposure);
// `target` the card that exposed it (a card play, the persona)
inline constexpr EventKind kExpose{63};

// Their names, in number order (GameState::ModuleKinds gives them to KindName).
inline constexpr KindInfo kKinds[] = {
    {kSeedDoorway, "seedDoorway"},
    {kSeedMission, "seedMission"},
    {kSeedDilemma, "seedDilemma"},
    {kSeedFacility, "seedFacility"},
    {kReport, "report"},
    {kBuild, "build"},
    {kPlayInterrupt, "playInterrupt"},
    {kFly, "fly"},
    {kDock, "dock"},
    {kUndock, "undock"},
    {kBeam, "beam"},
    {kDiscard, "discard"},
    {kPlayEvent, "playEvent"},
    {kSeedSite, "seedSite"},
    {kBattle, "battle"},
    {kDestroy, "destroy"},
    {kKill, "kill"},
    {kCommandeer, "commandeer"},
    {kRepair, "repair"},
    {kWalk, "walk"},
    {kTakeFromTent, "takeFromTent"},
    {kDiscardFromTable, "discardFromTable"},
    {kPlaceBeneathDeck, "placeBeneathDeck"},
    {kReshuffle, "reshuffle"},
    {kAttempt, "attempt"},
    {kEncounter, "encounter"},
    {kSolve, "solve"},
    {kScore, "score"},
    {kEffect, "effect"},
    {kPersonnelBattle, "personnelBattle"},
    {kEngage, "engage"},
    {kDownload, "download"},
    {kAllowAttack, "allowAttack"},
    {kTactic, "tactic"},
    {kBattleEnd, "battleEnd"},
    {kRation, "ration"},
    {kDeprive, "deprive"},
    {kExpire, "expire"},
    {kReserved60, "reserved60"},
    {kReserved61, "reserved61"},
    {kInfiltrate, "infiltrate"},
    {kExpose, "expose"},
};

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_KINDS_H_
