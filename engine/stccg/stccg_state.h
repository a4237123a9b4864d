// Star Trek CCG First Edition rules module: game state and the first slice of rules.
//
// Sources: data/rules/000_63f6709b3bd4740e.txt (facilities) and the base rules the texts
// assume, gathered in data/reference/stccg1e-base-rules.md (cited per rule in
// engine/stccg/rules_catalogue.cc). Interpretations where no source settles a point are listed
// in engine/stccg/INTERPRETATIONS.md.
//
// Cards are instances numbered from 1 in header order: player 0's deck lines expanded by count,
// then player 1's. Copies of a title are numbered game-wide in the same order ("Title"#k).
#ifndef STARDATE_ENGINE_STCCG_STCCG_STATE_H_
#define STARDATE_ENGINE_STCCG_STCCG_STATE_H_

#include <algorithm>
#include <array>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/game.h"
#include "engine/game_state.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_setup.h"
#include "engine/json_writer.h"
#include "engine/stccg/attack_restrictions.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/card_text.h"

namespace stardate::engine {
class JsonWriter;
}  // namespace stardate::engine

namespace stardate::engine::stccg {

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
  kRemoved,  // out of play (unused seed cards at the start of play)
  kSite,     // a site of Nor `where`
  kInPlay,   // an event card in play, on card `where` if it plays on one (Spacedock)
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

// The game's result (StccgState::result()).
inline constexpr uint8_t kNoResult = 3;  // the game goes on
inline constexpr uint8_t kDrawn = 2;     // it ended with equal scores
// The 100-point win (base rules section 1: "**100 points** wins").
inline constexpr int32_t kWinningScore = 100;

inline constexpr int kOpeningHand = 7;  // base rules section 1: "each player draws **7**"

class StccgState final : public GameState {
 public:
  StccgState(std::shared_ptr<const CardPool> pool, const GameSetup& setup,
             const std::vector<std::vector<DeckLine>>& decks);

  std::unique_ptr<GameState> Clone() const override;
  std::string Describe() const override;
  std::string DescribeJson() const override;
  std::string EventText(const Event& e) const override;
  std::vector<std::string> EventCards(const Event& e) const override;
  std::string PlayerLabel(uint8_t p) const override;
  std::string_view ModuleName() const override { return "stccg1e"; }
  std::span<const KindInfo> ModuleKinds() const override { return kKinds; }
  std::string PhaseLabel() const override { return std::string(PhaseName(phase())); }
  // Destruction, deaths, repairs, exposures, white deprivation and a countdown run out are the
  // table's to carry out (`loses`, `repairs`, `exposes`, `deprives` lines).
  bool TableCarriesOut(const Event& required) const override {
    return required.kind == stccg::kDestroy || required.kind == stccg::kKill ||
           required.kind == stccg::kRepair || required.kind == stccg::kExpose ||
           required.kind == stccg::kDeprive || required.kind == stccg::kExpire;
  }
  // A destruction, death, repair or exposure is owed for one card: the same card fulfils it.
  bool RequiredNamesCard(EventKind kind) const override {
    return kind == stccg::kDestroy || kind == stccg::kKill || kind == stccg::kRepair ||
           kind == stccg::kExpose;
  }
  std::string RequiredRule(const Event& required) const override;
  bool TakenOnTableWord(const Event& e) const override;

  // --- The rule checks: which rule judges which events, in the order DoCheck walks them
  // (engine/stccg/rules/table.cc). A check writes one detail sentence per breach of its rule.
  struct Breaches {
    std::vector<std::string> details;  // one sentence per breach
    bool stop = false;  // the event is not an action the rules know: nothing more to judge
    void Add(std::string detail) { details.push_back(std::move(detail)); }
    void Stop(std::string detail) {
      Add(std::move(detail));
      stop = true;
    }
  };
  using RuleCheckFn = void (StccgState::*)(const Event& e, Breaches* out) const;
  struct RuleCheck {
    EventKind kind;   // the events it judges (ignored when every_kind)
    bool every_kind;  // it judges every event
    std::string_view rule;
    RuleCheckFn check;
  };
  static std::span<const RuleCheck> CheckTable();

  // --- Read access for the script binding, the analyzer and tests.
  size_t card_count() const { return instances_.size() - 1; }
  const CardInstance& instance(uint16_t id) const { return instances_[id]; }
  const CardState& card(uint16_t id) const { return cards_[id]; }
  const PlayerState& player(uint8_t p) const { return players_[p]; }
  const std::string& player_name(uint8_t p) const { return names_[p]; }
  Phase phase() const { return static_cast<Phase>(core_.phase); }
  const std::vector<uint16_t>& spaceline(Quadrant q) const {
    return spaceline_[static_cast<int>(q)];
  }
  bool ValidCard(uint16_t id) const { return id >= 1 && id < instances_.size(); }
  // True when the table's shuffles and draws are facts written in the script (the draw deck a
  // set of unknown order); false when the game seed decides them (GameSetup::randomness).
  bool table_randomness() const { return table_randomness_; }
  // Cards left in player p's draw deck (the unknown cards drawn are no longer in it).
  size_t DeckCount(uint8_t p) const { return players_[p].draw_deck.size() - players_[p].hidden; }
  // The mission at which card `id` is (itself for a mission), or 0 if not on the spaceline.
  uint16_t LocationOf(uint16_t id) const;
  // Card instance `copy` (game-wide, from 1) of `title`, or 0.
  uint16_t CardByCopy(std::string_view title, uint16_t copy) const;
  // Every instance of `title`, in id order.
  std::vector<uint16_t> CardsByTitle(std::string_view title) const;
  // Display reference "Title" or "Title"#k when the game has several copies.
  std::string CardRef(uint16_t id) const;
  // Mission attempts and scoring (engine/stccg/stccg_mission.cc).
  struct Attempt {
    uint8_t player = 0;
    uint16_t mission = 0;  // 0: no attempt in progress
    uint16_t ship = 0;     // a space mission's crew is aboard it; 0 at a planet mission
    std::vector<uint16_t> encountered;  // dilemmas this attempt met that stay under the mission
  };
  const Attempt& attempt() const { return attempt_; }
  // A seed card an attempt encountered: face up since, seen by every player.
  bool Revealed(uint16_t id) const {
    return std::find(revealed_.begin(), revealed_.end(), id) != revealed_.end();
  }
  // The personnel battle under way this turn (base rules section 7), if location != 0.
  struct PersonnelBattle {
    uint8_t player = 0;         // the attacker
    uint16_t location = 0;      // the mission (its planet), ship or facility fought at
    std::vector<uint16_t> hit;  // personnel stunned or mortally wounded so far
  };
  const PersonnelBattle& personnel_battle() const { return battle_; }
  // Battle records (engine/stccg/stccg_personnel_battle.cc).
  // A card's permission to attack forces that include an affiliation (`allows`), stated by
  // the table; it lasts while the card is on the table.
  struct AttackPermission {
    uint8_t player = 0;
    uint16_t cause = 0;
    uint32_t affiliations = 0;
  };
  const std::vector<AttackPermission>& attack_permissions() const { return permissions_; }
  // The affiliations `player` may attack by a permission whose card is still on the table.
  uint32_t AllowedAttacks(uint8_t player) const;
  // The permission's card is on the table (in play at a location, or an event in play).
  bool PermissionHolds(const AttackPermission& p) const;
  // A tactic played in the window of a ship battle: its ATTACK and DEFENSE bonuses (printed,
  // or stated by the table), until the battle resolves.
  struct Tactic {
    uint64_t battle = 0;  // the battle's seq
    uint8_t player = 0;
    uint16_t card = 0;
    int32_t attack = 0;
    int32_t defense = 0;
  };
  const std::vector<Tactic>& tactics() const { return tactics_; }
  // The bonuses a TACTIC event gives: stated in its arg, else printed ("Attack: 2. Defense: 1.").
  Tactic TacticOf(const Event& e) const;
  // The personnel battle's totals: STRENGTH of each side's personnel neither stunned nor
  // mortally wounded; the winner (0, 1) or kDrawn when equal.
  std::array<int32_t, 2> BattleStrength() const;
  uint8_t BattleWinner() const;
  // The personnel of the losing side the random casualty may be, in id order (none without a
  // winner): those fighting who are not mortally wounded.
  std::vector<uint16_t> CasualtyChoices() const;
  // A special download used (the card list's "DL/" icon): "once per game per title".
  struct SpecialDownload {
    uint8_t player = 0;
    uint16_t cause = 0;  // the card whose icon was used
    uint16_t card = 0;   // the card downloaded
  };
  const std::vector<SpecialDownload>& special_downloads() const { return special_downloads_; }
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
  const Dominion& dominion() const { return dominion_; }
  // Ketracel-White's countdown (engine/stccg/stccg_countdown.cc; its text in the card list,
  // INTERPRETATIONS.md "Ketracel-White's countdown"): a card in play with a countdown icon
  // ("[3]") that has counted down at least once, or whose expiry the table left out.
  struct Countdown {
    uint16_t card = 0;
    uint8_t left = 0;  // turns left; 0: run out, its discard owed (or kept, below)
    uint8_t kept = 0;  // 1: run out, but the table kept it in play (the finding was given once)
  };
  const std::vector<Countdown>& countdowns() const { return countdowns_; }
  // The number of card `id`'s countdown icon ("[3]" in its Icons), or 0 if it has none.
  static int CountdownIcon(const CardFacts& f);
  // Turns left on countdown card `id` in play (its icon's number until it first counts down).
  int CountdownLeft(uint16_t id) const;
  // Ketracel-White `id` has run out and its discard is owed: it no longer prevents deprivation.
  bool CountdownRunOut(uint16_t id) const;
  // The place `id` (a card in play) is present at, as white deprivation reads it: a planet
  // mission's surface, or the ship or facility it is aboard (a Nor for its sites); 0 if none.
  uint16_t PresencePlace(uint16_t id) const;
  // A Founder (the card's characteristics) or any Odo (004 "any": a card representing Odo, not
  // one impersonating him; engine/stccg/card_persona.h).
  static bool IsFounderOrAnyOdo(const CardFacts& f);
  // A Jem'Hadar personnel (the species among the card's characteristics).
  static bool IsJemHadar(const CardFacts& f);
  // Ketracel-White-icon ([KW]) personnel; Ketracel-White equipment (its title).
  static bool HasWhiteIcon(const CardFacts& f);
  static bool IsKetracelWhite(const CardFacts& f);
  // Player p's [KW] personnel at `place` (a planet mission's surface, a ship or facility with
  // its sites), in id order: a white-deprived group unless Ketracel-White is present.
  std::vector<uint16_t> WhiteIconPersonnelAt(uint8_t player, uint16_t place) const;
  bool KetracelWhiteAt(uint16_t place) const;
  // The sides of the blow `e` (an engage) in the battle under way: the hitter's and the other.
  std::pair<std::vector<uint16_t>, std::vector<uint16_t>> BattleSides(const Event& e) const;
  // The blows the white-deprived must still strike (must stun and mortally wound whenever
  // possible): (hitter, adversary) pairs in id order; empty when none is left.
  std::vector<std::pair<uint16_t, uint16_t>> DeprivedBlowsLeft() const;
  // The white-deprivation battle is over and its victim (random selection) not yet dead: those
  // who may be the victim; under the seed the one it chose is owed (a KILL consequence).
  std::vector<uint16_t> DeprivationVictims() const;
  // The priority white-deprived `group` of `player` attacks by at `place` (003: 1 opposing
  // personnel except changelings or Rogue Borg, 2 their own non-[KW] personnel except
  // changelings, 3 themselves; 0 a lone personnel: no battle), and whom it attacks (1, 2).
  uint8_t DeprivationPriority(uint8_t player, uint16_t place, size_t group_size,
                              std::vector<uint16_t>* adversaries) const;
  // The rule a required event of the Dominion rules cites, or "" if it is none of theirs.
  std::string_view DominionRule(const Event& required) const;
  // An event that goes on with the game (not a blow, a death, a stated effect or a response):
  // it ends a white-deprivation battle.
  static bool GoesOnFromBattle(EventKind kind);
  // The personnel of `player` at the place `where` (a mission: on its planet; a ship or a
  // facility: aboard, a Nor's sites included).
  std::vector<uint16_t> PersonnelAt(uint8_t player, uint16_t where) const;
  // The cards seeded under `mission` and still there, in the order they are encountered (seed
  // order: the first seeded is met first).
  std::vector<uint16_t> SeededUnder(uint16_t mission) const;
  // The next seed card the attempt in progress meets, or 0 when none is left.
  uint16_t NextDilemma() const;
  // Seed cards beneath the attempt's mission (or Nor) it has not met yet.
  size_t SeedCardsLeft() const;
  // The personnel attempting: the attempt's team now, or that `e` (an attempt) would send.
  std::vector<uint16_t> Team(uint8_t player, uint16_t mission, uint16_t ship) const;
  bool Stopped(uint16_t id) const;
  // Crew, Away Team or intruders: the one classification every check and view uses
  // (engine/stccg/stccg_crews.cc).
  Group GroupOf(uint16_t id) const;
  // The player who solved `mission`, or -1.
  int SolvedBy(uint16_t mission) const;
  // 0 or 1: that player won; kDrawn; kNoResult while the game goes on.
  uint8_t result() const { return result_; }
  int32_t bonus_points(uint8_t p) const { return bonus_[p]; }
  // The result the header records (`meta result "NAME"` or "draw"), or "" if none.
  const std::string& recorded_result() const { return recorded_result_; }
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
  // Every infiltrator, infiltrating or exposed and not yet away, in the order they infiltrated.
  const std::vector<Infiltrator>& infiltrators() const { return infiltrators_; }
  // The entry of card `id`, or nullptr.
  const Infiltrator* InfiltratorOf(uint16_t id) const;
  // Card `id` is infiltrating (house arrest included): part of its owner's opponent's crew or
  // Away Team, not of its owner's.
  bool Infiltrating(uint16_t id) const;
  // Card `id` is infiltrating under house arrest: he takes part in nothing (no move, attempt,
  // battle or staffing) until exposed.
  bool Arrested(uint16_t id) const;
  // The affiliation of card `id`'s infiltration icon ("<Fed>" in the card list's Icons), or 0.
  uint32_t InfiltrationIcon(uint16_t id) const;
  // The persona card `id` impersonates (the card list's Persona written "<Julian Bashir>"), or "".
  std::string ImpersonatedPersona(uint16_t id) const;
  // Card `id` is a version of persona `name` (004 "any": an impersonator never is).
  bool IsPersona(uint16_t id, std::string_view name) const;
  // Cards `a` and `b` are present with each other: on the same planet surface, or aboard the
  // same ship, facility or site.
  bool Present(uint16_t a, uint16_t b) const;

 protected:
  bool OpensWindow(const Event& e) const override;
  bool IsResponse(const Event& e) const override;
  void DoCheck(const Event& e, std::vector<Violation>* out) const override;
  std::optional<Event> DoRequiredBefore(const Event& next) const override;
  bool DoIsRequiredStep(const Event& e) const override;
  const std::vector<Event>& DoOwed() const override { return consequences_; }
  void DoComplete(Event* e) const override;
  void DoApply(const Event& e) override;
  void DoApplyLeftOut(const Event& owed) override;
  void DoResolve(const PendingAction& action) override;
  void DoSerialize(ByteWriter* out) const override;
  void DoRestore(ByteReader* in) override;
  // A player sees their own hand and the cards face up in play; not the other player's hand
  // (it joins their draw deck as unknown cards, PlayerState::hidden), any draw deck's order, or
  // the other player's face-down seed cards (dilemmas and artifacts under missions).
  void DoHide(uint8_t viewer) override;
  std::span<const EventRedaction> Redactions() const override;

 private:
  // True when this state is a player's view (ViewFor) and card `id` is face down to them.
  bool FaceDownToViewer(uint16_t id) const;
  // Phase that an event belongs to, if it advances or is bound by the phase order.
  std::optional<Phase> PhaseOf(const Event& e) const;

  // --- The checks: one per rule id, named after it (stccg.fly.range: FlyRange; core ids with
  // the prefix Core), defined in engine/stccg/rules/<area>.cc.
  // rules/cards.cc
  void CoreEventCards(const Event& e, Breaches* out) const;
  void CardFromHand(const Event& e, Breaches* out) const;
  void CardOwn(const Event& e, Breaches* out) const;
  // rules/turn.cc
  void SeedPhaseOrder(const Event& e, Breaches* out) const;
  void TurnOrder(const Event& e, Breaches* out) const;
  void TurnPhaseOrder(const Event& e, Breaches* out) const;
  void TurnActivePlayer(const Event& e, Breaches* out) const;
  void TurnNormalCardPlay(const Event& e, Breaches* out) const;
  void ResponseInterrupt(const Event& e, Breaches* out) const;
  // rules/draw.cc
  void CoreRandomHonest(const Event& e, Breaches* out) const;
  void DrawCardDraw(const Event& e, Breaches* out) const;
  void DrawOpeningHand(const Event& e, Breaches* out) const;
  // rules/seed.cc
  void SeedCardType(const Event& e, Breaches* out) const;
  void SeedUnderMission(const Event& e, Breaches* out) const;
  void SeedSite(const Event& e, Breaches* out) const;
  // rules/facility.cc
  void FacilitySeedPhase(const Event& e, Breaches* out) const;
  void FacilitySeedSeedOne(const Event& e, Breaches* out) const;
  void FacilityBuildAllowed(const Event& e, Breaches* out) const;
  void FacilityBuildEngineer(const Event& e, Breaches* out) const;
  void FacilityAtMission(const Event& e, Breaches* out) const;
  void FacilitySeedNativeQuadrant(const Event& e, Breaches* out) const;
  void FacilityOnePerLocation(const Event& e, Breaches* out) const;
  void FacilityNotDuplicatable(const Event& e, Breaches* out) const;
  void FacilitySeedHomeworld(const Event& e, Breaches* out) const;
  void FacilityHeadquartersHomeworld(const Event& e, Breaches* out) const;
  void FacilityStationLocation(const Event& e, Breaches* out) const;
  void FacilitySeedOutpostIcon(const Event& e, Breaches* out) const;
  void FacilityOutpostReference(const Event& e, Breaches* out) const;
  void FacilityUseOpponentOutpost(const Event& e, Breaches* out) const;
  void FacilityEnterCompatible(const Event& e, Breaches* out) const;
  // rules/report.cc
  void ReportCards(const Event& e, Breaches* out) const;
  void ReportStation(const Event& e, Breaches* out) const;
  void ReportOpponentOutpost(const Event& e, Breaches* out) const;
  void ReportCompatible(const Event& e, Breaches* out) const;
  void ReportNativeQuadrant(const Event& e, Breaches* out) const;
  void ReportDocked(const Event& e, Breaches* out) const;
  // rules/move.cc: flying, docking, beaming, walking
  void FlyShip(const Event& e, Breaches* out) const;
  void FlyUndocked(const Event& e, Breaches* out) const;
  void FlyStaffed(const Event& e, Breaches* out) const;
  void FlyRange(const Event& e, Breaches* out) const;
  void DockShip(const Event& e, Breaches* out) const;
  void DockSameLocation(const Event& e, Breaches* out) const;
  void DockSpaceFacility(const Event& e, Breaches* out) const;
  void DockAllowed(const Event& e, Breaches* out) const;
  void DockCompatible(const Event& e, Breaches* out) const;
  void BeamCards(const Event& e, Breaches* out) const;
  void BeamSameLocation(const Event& e, Breaches* out) const;
  void BeamNor(const Event& e, Breaches* out) const;
  void BeamTransporters(const Event& e, Breaches* out) const;
  void WalkSites(const Event& e, Breaches* out) const;
  void WalkStopped(const Event& e, Breaches* out) const;
  // rules/battle.cc
  void BattleShipsFacilities(const Event& e, Breaches* out) const;
  void DockNoWeapons(const Event& e, Breaches* out) const;
  void BattleInitiation(const Event& e, Breaches* out) const;
  void BattleReturnFire(const Event& e, Breaches* out) const;
  void BattleLeader(const Event& e, Breaches* out) const;
  void BattleFederation(const Event& e, Breaches* out) const;
  void BattleAffiliation(const Event& e, Breaches* out) const;
  // The affiliation attack restrictions `e` (a battle's or a personnel battle's initiation)
  // breaks; none for return fire (engine/stccg/attack_restrictions.h).
  std::vector<RestrictionBreach> InitiationBreaches(const Event& e) const;
  // "Galor (Cardassian/Dominion)"; for a personnel battle "Klingon personnel at Khitomer ...".
  std::string DefendingForce(const Event& e) const;
  void BattleDestroyed(const Event& e, Breaches* out) const;
  void FacilityDestroyedKill(const Event& e, Breaches* out) const;
  void RepairFacility(const Event& e, Breaches* out) const;
  // rules/mission.cc: attempts, dilemmas, solving
  void SeedUniquePerMission(const Event& e, Breaches* out) const;
  void AttemptTeam(const Event& e, Breaches* out) const;
  void AttemptAffiliation(const Event& e, Breaches* out) const;
  void StoppedCards(const Event& e, Breaches* out) const;
  void DilemmaOrder(const Event& e, Breaches* out) const;
  void DilemmaPersonnel(const Event& e, Breaches* out) const;
  void MissionSolve(const Event& e, Breaches* out) const;
  void MissionRequirements(const Event& e, Breaches* out) const;
  void MissionSolvedOnce(const Event& e, Breaches* out) const;
  void MissionFairPlay(const Event& e, Breaches* out) const;
  // Fair Play is in play and forbids `e` (a solve): an opponent's unique mission under 40
  // points that the solver has no copy of in play.
  bool FairPlayForbids(const Event& e) const;
  // rules/score.cc: points and the end of the game
  void GameResult(const Event& e, Breaches* out) const;
  // rules/personnel_battle.cc
  void BattlePersonnelInitiation(const Event& e, Breaches* out) const;
  void BattlePersonnelStrength(const Event& e, Breaches* out) const;
  void BattlePersonnelCasualty(const Event& e, Breaches* out) const;
  void BattleTactic(const Event& e, Breaches* out) const;
  // core.random.honest for the end of a personnel battle: the casualty the seed selects.
  void CasualtyHonest(const Event& e, Breaches* out) const;
  // rules/download.cc
  void DownloadSource(const Event& e, Breaches* out) const;
  void DownloadLocation(const Event& e, Breaches* out) const;
  void DownloadInitiation(const Event& e, Breaches* out) const;
  void DownloadOncePerGame(const Event& e, Breaches* out) const;
  // The cards `cause`'s text downloads ("DL/ {Title}"), by title; empty if none.
  std::vector<std::string> DownloadTargets(uint16_t cause) const;
  // rules/effect.cc: stated effects
  void EffectStated(const Event& e, Breaches* out) const;
  // rules/infiltration.cc
  void InfiltrateIcon(const Event& e, Breaches* out) const;
  void InfiltrateReport(const Event& e, Breaches* out) const;
  void InfiltratePresent(const Event& e, Breaches* out) const;
  void InfiltrateAgain(const Event& e, Breaches* out) const;
  void InfiltrateNotIntruder(const Event& e, Breaches* out) const;
  void InfiltrateActions(const Event& e, Breaches* out) const;
  void InfiltrateExpose(const Event& e, Breaches* out) const;
  void InfiltrateExposePersona(const Event& e, Breaches* out) const;
  // An `infiltrate` of a card not in play: it reports infiltrating (else it starts in play).
  bool InfiltratesFromHand(const Event& e) const;
  // A version of the persona infiltrator `id` impersonates, present with him, or 0.
  uint16_t PersonaPresent(uint16_t id) const;
  // Infiltrator `id` takes part in `host`'s move (beam, walk) of the crew he infiltrates.
  bool TakesPart(uint16_t id, uint8_t host) const;
  // The infiltrators' player beams or walks only infiltrators (each may move himself with the
  // opponent's transporters; moving another is InfiltrateActions').
  bool MovesHimself(const Event& e) const;
  // rules/countdown.cc
  void KetracelWhiteCountdown(const Event& e, Breaches* out) const;
  void KetracelWhiteRation(const Event& e, Breaches* out) const;
  // rules/commandeer.cc
  void CommandeerOwn(const Event& e, Breaches* out) const;
  void CommandeerAllowed(const Event& e, Breaches* out) const;
  void CommandeerAffiliation(const Event& e, Breaches* out) const;
  void CommandeerEmpokNorDilemmas(const Event& e, Breaches* out) const;
  void CommandeerAttempt(const Event& e, Breaches* out) const;
  // The personnel of `player` aboard facility `fac` as an Away Team or intruders (not its crew):
  // those who commandeer it.
  std::vector<uint16_t> CommandeeringTeam(uint8_t player, uint16_t fac) const;
  // rules/deprivation.cc
  void JemHadarSuicide(const Event& e, Breaches* out) const;
  // `e` kills a Jem'Hadar (a `loses` line): JemHadarSuicide judges it when no death is owed.
  bool JemHadarKill(const Event& e) const;
  void WhiteDeprivation(const Event& e, Breaches* out) const;
  void WhiteDeprivationBlows(const Event& e, Breaches* out) const;
  void WhiteDeprivationPrevent(const Event& e, Breaches* out) const;
  // The random outcomes seed randomness gives a `deprive` (core.random.honest).
  std::vector<uint32_t> DeprivationRandom(const Event& e) const;

  // --- What the checks share.
  // What is wrong with the card a draw takes, or "".
  std::string DrawDeckBreach(const Event& e) const;
  // The cards an event moves or fires: its card and its further cards.
  static std::vector<uint16_t> ActingCards(const Event& e);
  // The cards that fire in a battle event (attacking or returning fire) and are ships or
  // facilities; none when the battle itself is not between ships and facilities.
  std::vector<uint16_t> FiringCards(const Event& e) const;
  // The mission a facility is seeded or built at, or 0 if the target is not a mission on the
  // spaceline (FacilityAtMission's breach).
  uint16_t PlacementMission(const Event& e) const;
  // The facility a card reports to (the Nor of a site), or 0 if none in play; its site, if any.
  uint16_t ReportFacility(const Event& e, uint16_t* site) const;
  // Why every placement alternative of the facility's text for this step (seed or build)
  // refuses the mission; nullopt when one allows it or the text has none for this step.
  std::optional<std::string> PlacementVerdict(const Event& e) const;
  // A Nor's site lists the reporting card among those that may report there.
  bool SiteTakesReport(uint16_t card, uint16_t site) const;
  // The Nor's "No reporting aboard." binds: Empok Nor before it is commandeered (and flipped).
  bool NoReportingAboard(uint16_t fac) const;
  // The facility a beam goes to (the one the destination card is, or is aboard), or 0.
  uint16_t BeamDestinationFacility(const Event& e) const;
  // Return fire: the defender of the innermost pending battle fires back at one of the cards
  // that fired on it (base rules section 6). Part of that battle, not a new one.
  bool IsReturnFire(const Event& e) const;
  int RangeCost(uint16_t from_mission, uint16_t to_mission) const;  // -1 if unreachable
  // "" if the crew aboard `ship` staffs it, else what is missing.
  std::string StaffingShortfall(uint16_t ship) const;
  Quadrant QuadrantOf(uint16_t mission) const;
  Quadrant NativeQuadrant(uint16_t id) const;
  bool Compatible(uint16_t a, uint16_t b) const;
  // Facility rules (engine/stccg/stccg_facility.cc).
  uint32_t AffiliationOf(uint16_t id) const;  // commandeered affiliation or the printed one
  bool IsNor(uint16_t facility) const;
  bool IsOutpost(uint16_t facility) const;
  bool OnPlanet(uint16_t facility) const;
  bool AllowsDocking(uint16_t facility) const;
  bool IsDockingSite(uint16_t site) const;  // by the site's text (SiteRules::docking_site)
  bool HasDockingSite(uint16_t nor) const;  // a docking site is seeded with the Nor
  bool Repairs(uint16_t facility) const;
  uint16_t OpsSite(uint16_t nor) const;  // the Ops site seeded with a Nor, or 0
  // An outpost both players use whoever owns it, their non-Borg cards mixing aboard regardless
  // of affiliation (Ferengi Trading Post, 004).
  bool SharedOutpost(uint16_t fac) const;
  uint16_t NorOf(uint16_t id) const;  // the Nor a site (or a card aboard one) belongs to, or 0
  uint16_t FacilityHolding(uint16_t id) const;  // facility a card is aboard/docked at, or 0
  // A compatible ENGINEER of the required affiliation or species at `mission`
  // (000_63f6709b3bd4740e.txt).
  bool HasEngineerAt(uint8_t player, const EngineerRequirement& req, uint16_t facility,
                     uint16_t mission) const;
  // Calls fn(id) for every personnel aboard `holder`: directly, or at one of its sites when it
  // is a Nor. The one definition of "aboard" for crews, leaders, forces and casualties.
  template <typename F>
  void ForEachPersonnelAboard(uint16_t holder, F fn) const {
    for (size_t id = 1; id < cards_.size(); ++id) {
      if (cards_[id].zone != Zone::kAboard || instances_[id].type != CardType::kPersonnel) {
        continue;
      }
      uint16_t at = cards_[id].where;
      if (at == holder ||
          (ValidCard(at) && cards_[at].zone == Zone::kSite && cards_[at].where == holder)) {
        fn(static_cast<uint16_t>(id));
      }
    }
  }
  // The event's card comes from the player's hand (a report, build, event, interrupt, discard).
  static bool FromHand(EventKind kind);
  // Table randomness: `e` plays or discards one of the player's cards still counted in the
  // draw deck while unknown cards are in hand: it is one of them, revealed.
  bool RevealsHidden(const Event& e) const;
  void ResolveBattle(const Event& e, uint64_t seq);
  // Mission play (engine/stccg/stccg_mission.cc).
  void ApplyEncounter(const Event& e);
  void ApplyEffect(const Event& e);  // engine/stccg/stccg_effect.cc
  void ApplyDownload(const Event& e);
  // engine/stccg/stccg_infiltration.cc
  void ApplyInfiltration(const Event& e);
  void ResolveInfiltration(const Event& e);
  // After every event: owes the exposure of an infiltrator present with his persona, and frees
  // an exposed one once away from all of the opponent's personnel.
  void RefreshInfiltration();
  void SerializeInfiltration(ByteWriter* w) const;
  void RestoreInfiltration(ByteReader* r, size_t cards);
  // engine/stccg/stccg_personnel_battle.cc
  void ApplyEngage(const Event& e);
  void ResolvePersonnelBattle(const Event& e);
  // The personnel fighting for `player` in the battle under way.
  std::vector<uint16_t> Force(uint8_t player) const;
  void ApplyBattleRecord(const Event& e);  // allowAttack, tactic, battleEnd; special downloads
  // The tactics of battle `seq`, which leave play (discarded) as the battle resolves.
  std::vector<Tactic> TakeTactics(uint64_t seq);
  // A side's ATTACK with its tactic's bonus: none when its firing cards have no usable WEAPONS
  // (004 "battle - ship": it "cannot target ... and thus cannot use the ATTACK bonus").
  static int32_t WithTacticAttack(const std::vector<Tactic>& tactics, uint8_t player,
                                  int32_t weapons);
  static int32_t TacticDefense(const std::vector<Tactic>& tactics, uint8_t player);
  void SerializeBattleRecord(ByteWriter* w) const;
  // `show`: the personnel battle under way (its STRENGTH totals), tactics, attack permissions.
  std::string DescribeBattle() const;
  void DescribeBattleJson(JsonWriter* j) const;
  bool RestoreBattleRecord(uint8_t tag, ByteReader* r, size_t cards);
  void AddPoints(uint8_t player, int32_t points);
  // The result `e` ends the game with (a winner, kDrawn), or kNoResult if it does not end it.
  uint8_t EndsGame(const Event& e) const;
  std::string ResultText(uint8_t result) const;  // "Alice wins", "a draw", "no result yet"
  void SerializePlay(ByteWriter* w) const;
  // Reads one of the play sections (tag kSectionSeedOrder and after); false at an unknown tag.
  bool RestorePlaySection(uint8_t tag, ByteReader* r, size_t cards);
  void QueueDestruction(uint16_t id);
  void StartOfTurnRepairs(uint8_t player);
  void MoveCard(uint16_t id, Zone zone, uint16_t where);
  void RemoveFromHand(uint16_t id);
  void RemoveFromDeck(uint16_t id);
  std::string Name(uint16_t id) const;     // title, or "card #id" / "nothing"
  std::string WhereIs(uint16_t id) const;  // "Bob's draw deck", "in orbit", ...

  // A placement alternative's verdict for `mission`: "" if it allows it, else why not.
  std::string PlacementMismatch(const Placement& p, uint16_t facility, uint16_t mission,
                                uint8_t player) const;

  std::shared_ptr<const CardPool> pool_;
  // Card-text rules per title (shared by copies and clones; immutable).
  std::shared_ptr<const std::vector<FacilityRules>> facility_rules_;
  std::shared_ptr<const std::vector<SiteRules>> site_rules_;
  std::vector<CardInstance> instances_;  // [0] unused
  std::vector<std::string> names_;
  bool table_randomness_ = false;  // from the setup, like the pool
  // Dynamic state (serialized).
  std::vector<CardState> cards_;  // [0] unused
  std::array<PlayerState, 2> players_;
  std::array<std::vector<uint16_t>, 4> spaceline_;  // per Quadrant, left to right
  // Required consequences still to come (destroy, kill, repair), in order.
  std::vector<Event> consequences_;
  // Return fire declared in a pending battle's window: (the battle's seq, the return fire).
  std::vector<std::pair<uint64_t, Event>> return_fire_;
  // Personnel that stopped at a site this turn after walking (003 "Walking Along Sites").
  std::vector<uint16_t> walked_;
  // Mission play (each serialized in its own optional section, written only when not empty).
  std::vector<uint16_t> seed_order_;  // cards seeded under missions, in seed order
  std::vector<uint16_t> stopped_;     // cards "stopped" this turn
  // Seed cards an attempt encountered: face up from then on, every player has seen them (the
  // player views hide only the others that are still face down).
  std::vector<uint16_t> revealed_;
  Attempt attempt_;
  PersonnelBattle battle_;
  // Battle records (optional sections kSectionBattleRecord, kSectionTactics).
  std::vector<AttackPermission> permissions_;
  std::vector<SpecialDownload> special_downloads_;
  std::vector<Tactic> tactics_;
  std::vector<std::pair<uint16_t, uint8_t>> solved_;  // (mission, the player who solved it)
  std::array<int32_t, 2> bonus_{};  // bonus points within each score (003 "Bonus Points")
  uint8_t result_ = kNoResult;
  std::string recorded_result_;  // from the setup, like the pool
  // Infiltration (serialized in its own optional section, written only when not empty).
  std::vector<Infiltrator> infiltrators_;
  // Infiltrators taking part in the attempt of mission attempt_mission_ (the attempt's further
  // cards); they count in the team while that attempt goes on.
  uint16_t attempt_mission_ = 0;
  std::vector<uint16_t> attempt_infiltrators_;
  // Indexes over cards_ that spare Apply a scan of every card (not serialized: derived from
  // cards_ by ReindexCards() after a restore).
  std::vector<uint16_t> ranged_;  // ships with range_used != 0 (reset at the next turn start)
  uint32_t damaged_count_ = 0;    // cards with damaged != 0 (repairs are due only if > 0)
  void ReindexCards();
  // Position of each mission on its quadrant's spaceline and the running sums of their spans,
  // so RANGE costs take no search (derived from spaceline_ whenever it changes).
  // Per quadrant, like spaceline_, so that even a hostile snapshot listing a mission on two
  // lines, or twice on one, gives what a search of the line would (its first occurrence).
  static constexpr uint32_t kNotOnLine = 0xffffffff;
  std::array<std::vector<uint32_t>, 4> line_pos_;
  std::array<std::vector<int32_t>, 4> line_prefix_;
  void ReindexSpaceline();
  void SetDamaged(uint16_t id, bool damaged);
  // The Dominion rules (engine/stccg/stccg_deprivation.cc).
  Dominion dominion_;
  // Before `e` is applied: the Jem'Hadar who must die because a Founder (or any Odo) dies in
  // it join the consequences; a KILL carries out a suicide owed.
  void QueueJemHadarSuicides(const Event& e);
  // Before a ship battle resolves: remembers who fired on a changeling's ship or facility.
  void NoteChangelingAttack(const Event& e);
  // The personnel `e` kills (a kill, a stated kill, an encounter that killed).
  std::vector<uint16_t> Killed(const Event& e) const;
  // After `e` is applied: turn start finds the white-deprived groups, a `deprive` is owed for
  // the next group, a battle starts, ends, or loses its victim.
  // `victim_killed`: `e` killed the victim the battle owed (IsDeprivationVictim before `e`).
  void AdvanceDeprivation(const Event& e, bool victim_killed);
  bool IsDeprivationVictim(uint16_t id) const;
  void StartDeprivationBattle();
  // The priority and the two sides of the battle initiated (dominion_.battle).
  void FormDeprivationTeams();
  void EndDeprivationBattle();
  // Under the seed, once the battle is over: its victim's death is owed (a KILL).
  void OweDeprivationVictim();
  // Personnel `id`'s death is owed (a KILL the table writes, for its controller).
  void OweDeath(uint16_t id);
  // Ketracel-White's countdown (engine/stccg/stccg_countdown.cc).
  std::vector<Countdown> countdowns_;  // by card id (optional section kSectionCountdown)
  std::vector<uint16_t> rationed_;     // Ketracel-White rationed this turn (kSectionRationed)
  // At the end of player p's turn (the next TURN, before "stopped" ends): each of p's
  // Ketracel-White with p's [KW] personnel present counts down; one at zero owes its discard.
  void CountDownAtTurnEnd(uint8_t player);
  void ApplyCountdownEvent(const Event& e);  // RATION, EXPIRE
  // A countdown discard the log went on without: the table kept the card in play, spent.
  void KeepExpiredLeftOut(const Event& owed);
  // Ketracel-White in play with a countdown icon, in id order (what `show` lists).
  std::vector<uint16_t> CountdownCards() const;
  void DescribeCountdowns(std::string* text) const;
  void DescribeCountdownsJson(JsonWriter* j) const;
  void SerializeCountdowns(ByteWriter* w) const;
  bool RestoreCountdownSection(uint8_t tag, ByteReader* r, size_t cards);
  void DescribeDominion(std::string* text) const;
  void DescribeDominionJson(JsonWriter* j) const;
  void SerializeDominion(ByteWriter* w) const;
  bool RestoreDominionSection(uint8_t tag, ByteReader* r, size_t cards);
};

// Creates the initial state of a 1E game (see NewGame in engine/game.h).
Result<std::unique_ptr<GameState>> NewStccgGame(const GameSetup& setup);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_STCCG_STATE_H_
