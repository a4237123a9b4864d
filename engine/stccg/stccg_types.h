// The plain data of a Star Trek CCG 1E game (StccgState holds it): phases and zones, each card's
// instance and state, each player's, what the table states (outcomes, effects, exposures), and
// the records of attempts, battles, the Dominion rules, countdowns and infiltration.
#ifndef STARDATE_ENGINE_STCCG_STCCG_TYPES_H_
#define STARDATE_ENGINE_STCCG_STCCG_TYPES_H_

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <utility>
#include <vector>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/card_text.h"

namespace stardate::engine::stccg {

// 1E is played by two players, seats 0 and 1 (Event::player; engine events made by no player
// carry a larger number).
inline constexpr int kPlayers = 2;
inline constexpr bool IsPlayer(uint8_t player) { return player < kPlayers; }

enum class Phase : int32_t {
  kDoorwaySeed = 0,
  kMissionSeed,
  kDilemmaSeed,
  kFacilitySeed,
  kStartOfTurn,
  kCardPlay,
  kExecuteOrders,
  kEndOfTurn,
  kCardDraw,
};
inline constexpr int kPhaseCount = 9;
std::string_view PhaseName(Phase phase);  // "facility seed", "card play", ...
std::optional<Phase> ParsePhase(std::string_view name);

enum class Zone : uint8_t {
  kSeedDeck = 0,
  kDrawDeck,
  kHand,
  kSpaceline,     // a mission, on its quadrant's spaceline
  kUnderMission,  // a seeded dilemma or artifact; where = mission
  kAtLocation,    // a facility, or a ship in orbit; where = mission
  kDocked,        // a ship docked at facility `where`
  kAboard,        // personnel or equipment aboard ship or facility `where`
  kOnPlanet,      // personnel or equipment on the surface of mission `where`
  kPending,       // being played: initiated, waiting for responses
  kDiscard,
  kRemoved,   // out of play (unused seed cards at the start of play)
  kSite,      // a site of Nor `where`
  kInPlay,    // an event card in play, on card `where` if it plays on one (Spacedock)
  kSideDeck,  // in its owner's Q's Tent side deck
};
// Aboard a ship or facility or on a planet's surface: in play where cards are present together
// (the personnel white deprivation groups, a Ketracel-White that counts down).
inline bool PresentInPlay(Zone z) { return z == Zone::kAboard || z == Zone::kOnPlanet; }
std::string_view ZoneName(Zone zone);

struct CardInstance {
  const CardFacts* facts = nullptr;
  const FacilityRules* facility = nullptr;  // facilities: the rules derived from the card text
  const SiteRules* site = nullptr;          // sites: likewise
  uint8_t owner = 0;
  CardType type =
      CardType::kOther;  // facts->type, kept beside the facts: scans over every card read it
  uint16_t copy = 0;     // game-wide copy number of this title, from 1
  uint16_t copies = 0;   // how many instances of this title the game has
};

struct CardState {
  Zone zone = Zone::kDrawDeck;
  uint8_t controller = 0;
  uint16_t where = 0;
  uint16_t range_used = 0;   // ships: RANGE spent this turn
  uint8_t seeded = 0;        // facilities: 1 if seeded (not built)
  uint8_t damaged = 0;       // ships and facilities: 1 after a hit (rotation damage: HULL -50%)
  uint8_t repair_turns = 0;  // damaged ships: full turns served docked at a repairing facility
  uint8_t docked_at_turn_start = 0;  // damaged ships: docked at a repairing facility when the
                                     // owner's current turn began
  uint32_t affiliation = 0;  // facilities: affiliation after commandeering (0 = the printed icon)
};

inline constexpr uint8_t kUncontrolled = 2;  // CardState::controller of an uncontrolled card
                                             // (Empok Nor as seeded)

struct PlayerState {
  std::vector<uint16_t> draw_deck;  // top of deck at the back
  std::vector<uint16_t> hand;       // in the order drawn
  uint8_t shuffled = 0;
  uint8_t opening_draws = 0;  // cards drawn before the first turn
  uint8_t card_plays = 0;     // normal card plays this turn
  uint8_t drew = 0;           // 1 once the end-of-turn card draw happened
  int32_t score = 0;
  // The table's randomness (GameSetup::randomness): cards drawn without the log naming them.
  // They are among draw_deck's cards, which is then a set of unknown order: the hand holds
  // these unknown cards besides `hand`, and the deck draw_deck.size() - hidden cards. Playing
  // or discarding one of the player's draw-deck cards reveals it as one of them.
  uint16_t hidden = 0;
};

// What a dilemma encounter did, as the table wrote it (Event::arg of an `encounter`).
enum class Outcome : int32_t {
  kOvercome = 0,  // the team got past it; the dilemma is discarded
  kStopped,       // the personnel named (none named: the whole team) are stopped
  kKilled,        // the personnel named are killed; the dilemma is discarded
  kDiscarded,     // the dilemma is discarded and does nothing to the team
  kReplaced,      // the dilemma goes back under the mission, where it was
};
inline constexpr int kOutcomeCount = 5;
std::string_view OutcomeName(Outcome outcome);  // "overcome", "stopped", ...
std::optional<Outcome> ParseOutcome(std::string_view name);

// What a card's text did, as the table states it (Event::arg of an `effect`): the engine applies
// it to the affected cards (the event's further cards) and checks only what it generically can.
enum class Effect : int32_t {
  kStops = 0,   // the cards are "stopped" this turn
  kUnstops,     // they are no longer stopped
  kMoves,       // they move to the event's target (a mission: its planet or orbit; a ship or
                // facility: aboard or docked)
  kPlaces,      // the causing card is placed on the target (a dilemma on a ship, an event ...)
  kKills,       // personnel killed
  kDiscards,    // cards discarded from play or hand
  kNullifies,   // a card in play or being played is nullified (discarded)
  kReturns,     // cards return to their owner's hand
  kCaptures,    // personnel captured: out of play, held by the stating player
  kDamages,     // a ship or facility is damaged
  kModifies,    // a skill, attribute or icon changed: recorded, not modelled
  kReshuffles,  // cards from their owner's discard pile or hand go into the draw deck (Res-Q)
  kReports,     // cards from the stating player's hand report to the target by the causing
                // card's text (Jem'Hadar Birthing Chamber, Devidian Door): not a facility's
                // reporting, so no native-quadrant check (003 "Facilities and Quadrants")
};
inline constexpr int kEffectCount = 13;
std::string_view EffectName(Effect effect);  // "stops", "moves", ...
std::optional<Effect> ParseEffect(std::string_view name);

// How a ship reports (Event::arg of a `report`, as written after `reports`; 003 "Docking"). 0:
// not stated (docked at a space facility, in orbit at a planet facility).
inline constexpr int32_t kReportDocked = 1;
inline constexpr int32_t kReportUndocked = 2;

// Where a player's personnel stand (003 "Crew vs. Away Team"; StccgState::GroupOf).
enum class Group : uint8_t {
  kNone = 0,   // not personnel, or not in play
  kCrew,       // aboard a ship or space facility their controller controls
  kAwayTeam,   // on a planet, in a planet facility, aboard an uncontrolled facility
  kIntruders,  // aboard a ship or facility the opponent controls (an Away Team too)
};
std::string_view GroupName(Group group);  // "crew", "Away Team", "intruders", "none"
// How an infiltrator stops infiltrating (Event::arg of an `expose`; 003, the infiltration rules):
// the three ways to be exposed, and the choice an incompatibility gives.
enum class Exposure : int32_t {
  kVoluntarily = 0,  // his player chose to
  kCard,          // by a card play (`target`, e.g. Caught Red-Handed): its text on the table's word
  kPersona,       // present with a version of the persona he impersonates (`target`): required
  kIncompatible,  // an incompatibility arose and he chose exposure (on the table's word)
  kArrested,      // an incompatibility arose and he chose house arrest: he goes on
                  // infiltrating, but takes part in nothing
};
inline constexpr int kExposureCount = 5;
std::string_view ExposureName(Exposure exposure);  // "voluntarily", "card", "persona", ...
std::optional<Exposure> ParseExposure(std::string_view name);

// How a card is taken from a Q's Tent (Event::arg of a `takeFromTent`; Q's Tent: "either your
// choice (discard doorway) or random selection (place doorway on top of your draw deck)").
enum class TentTake : int32_t { kChosen = 0, kRandomly };
inline constexpr int kTentTakeCount = 2;
std::string_view TentTakeName(TentTake how);  // "chosen", "randomly"

// The game's result (StccgState::result()).
inline constexpr uint8_t kNoResult = 3;  // the game goes on
inline constexpr uint8_t kDrawn = 2;     // it ended with equal scores
// The 100-point win (base rules section 1: "**100 points** wins").
inline constexpr int32_t kWinningScore = 100;

inline constexpr int kOpeningHand = 7;  // base rules section 1: "each player draws **7**"

// A mission attempt in progress (engine/stccg/stccg_mission.cc).
struct Attempt {
  uint8_t player = 0;
  uint16_t mission = 0;               // 0: no attempt in progress
  uint16_t ship = 0;                  // a space mission's crew is aboard it; 0 at a planet mission
  std::vector<uint16_t> encountered;  // dilemmas this attempt met that stay under the mission
};

// The personnel battle under way this turn (base rules section 7), if location != 0.
struct PersonnelBattle {
  uint8_t player = 0;         // the attacker
  uint16_t location = 0;      // the mission (its planet), ship or facility fought at
  std::vector<uint16_t> hit;  // personnel stunned or mortally wounded so far
};

// Battle records (engine/stccg/stccg_personnel_battle.cc).
// A card's permission to attack forces that include an affiliation (`allows`), stated by
// the table; it lasts while the card is on the table.
struct AttackPermission {
  uint8_t player = 0;
  uint16_t cause = 0;
  uint32_t affiliations = 0;
};

// A tactic played in the window of a ship battle: its ATTACK and DEFENSE bonuses (printed,
// or stated by the table), until the battle resolves.
struct Tactic {
  uint64_t battle = 0;  // the battle's seq
  uint8_t player = 0;
  uint16_t card = 0;
  int32_t attack = 0;
  int32_t defense = 0;
};

// A special download used (the card list's "DL/" icon): "once per game per title".
struct SpecialDownload {
  uint8_t player = 0;
  uint16_t cause = 0;  // the card whose icon was used
  uint16_t card = 0;   // the card downloaded
};
// What the staples' texts (CardFacts::staple) allowed or owed so far (engine/stccg/
// stccg_staples.cc). Kept only in a game that holds such a card, so that a game without one
// serializes as before; all zero at the start.
struct StaplePlayer {
  uint8_t other_plays = 0;       // normal card plays this turn that were not reports
  uint8_t matching_reports = 0;  // reports this turn of personnel to the player's outpost
  uint8_t draws_granted = 0;     // cards the player may draw now by a card's text
  uint8_t extra_drawn = 0;       // extra cards drawn at the end of this turn
  uint8_t report_draw = 0;       // 1 once the draw after a personnel report was granted
  bool operator==(const StaplePlayer&) const = default;
};
struct Staples {
  std::array<StaplePlayer, kPlayers> players{};
  uint8_t any_player_draws = 0;            // cards whichever player the chooser named may draw now
  std::vector<SpecialDownload> downloads;  // downloads made by a card's text (no icon)
  bool Empty() const {
    return players == decltype(players){} && any_player_draws == 0 && downloads.empty();
  }
  // Kept in a section of their own, written only when not empty (MarksEmpty), so that the
  // section above reads as it did before they were kept.
  std::array<uint8_t, kPlayers> tent_takes{};  // cards taken from a Q's Tent this turn
  // The bonus points a mission specialist scored (Assign Mission Specialists): the player and the
  // mission, one entry per score.
  std::vector<std::pair<uint8_t, uint16_t>> specialist_scores;
  // Cards placed beside a player's draw deck (`beside PLAYER`): the card and the player.
  std::vector<std::pair<uint16_t, uint8_t>> beside;
  bool MarksEmpty() const {
    return tent_takes == decltype(tent_takes){} && specialist_scores.empty() && beside.empty();
  }
};

// The Dominion rules that fire by themselves (003 "Jem'Hadar Suicide", "White Deprivation";
// engine/stccg/stccg_deprivation.cc).
struct Dominion {
  // Jem'Hadar whose suicide is owed (each also a KILL in the consequences).
  std::vector<uint16_t> suicides;
  // Ship battles this turn on a ship or facility with a Founder (or any Odo) aboard:
  // (the target, a card that fired on it).
  std::vector<std::pair<uint16_t, uint16_t>> attacks;
  // White deprivation: the places (planet missions, ships, facilities) where the active
  // player's white-deprived groups battle this turn and whose battle is not yet owed (one
  // group at a time is owed, a `deprive` in the consequences).
  std::vector<uint16_t> due;
  // The `deprive` owed now, if any: its place and the group after its first card.
  uint16_t owed_place = 0;
  std::vector<uint16_t> owed_rest;
  // The white-deprivation battle initiated or under way (place != 0).
  struct Battle {
    uint8_t player = 0;
    uint16_t place = 0;
    uint8_t started = 0;   // 1 once the `deprive` resolved: blows may be struck
    uint8_t priority = 0;  // 1 opposing personnel, 2 own non-[KW] personnel, 3 themselves
    uint8_t over = 0;      // 1 once no blow the deprived must strike is left: a victim is due
    uint16_t victim = 0;   // seed randomness: the victim it chose, owed once the battle is over
    std::vector<uint16_t> group;  // the white-deprived group, as the `deprive` named it
    // The two sides. Priorities 1 and 2: the group, and the personnel it attacks. Priority 3:
    // the two teams the group splits into; both the whole group when the table did not write
    // the split (the blows then show it).
    std::vector<uint16_t> team;
    std::vector<uint16_t> adversaries;
    std::vector<uint32_t> random;  // the `deprive`'s random outcomes
  } battle;
};

// Ketracel-White's countdown (engine/stccg/stccg_countdown.cc; its text in the card list,
// INTERPRETATIONS.md "Ketracel-White's countdown"): a card in play with a countdown icon
// ("[3]") that has counted down at least once, or whose expiry the table left out.
struct Countdown {
  uint16_t card = 0;
  uint8_t left = 0;  // turns left; 0: run out, its discard owed (or kept, below)
  uint8_t kept = 0;  // 1: run out, but the table kept it in play (the finding was given once)
};

// Infiltration (engine/stccg/stccg_infiltration.cc; 003 "Founder Lookalikes" and after).
enum class Infiltration : uint8_t {
  kInfiltrating = 0,  // part of the opponent's crew or Away Team, of the icon's affiliation
  kArrested,          // infiltrating, under house arrest: takes part in nothing
  kExposed,           // exposed, not yet away from all of the opponent's personnel
};
struct Infiltrator {
  uint16_t card = 0;
  uint32_t icon = 0;  // the infiltration icon's affiliation
  Infiltration status = Infiltration::kInfiltrating;
};

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_STCCG_TYPES_H_
