// The Twilight Imperium 4 rules module: the game state behind the core lifecycle
// (engine/game_state.h), as far as the space stations of 001 need it: systems on a map,
// ships, ground forces and structures by system and planet, tactical actions (activation,
// movement into the active system, space combat, landing, production), control of planets and
// stations, exhausting and readying, commodities and trade goods, transactions, the agenda
// phase's votes, public objectives and setup's frontier tokens.
//
// Ids in events: a system is its map position + 1, a planet or station its index among the
// map's planets (tiles in map order, each tile's planets in data order) + 1, a player in a
// `target` (transactions) the player index + 1; units in further cards are packed by
// engine/ti4/units.h. Phases (core().phase): 0 setup, 1 strategy, 2 action, 3 status, 4 agenda.
//
// Timing windows (engine/ti4/ti4_windows.cc): each step of a tactical action (activation,
// movement, the space combat, committing ground forces, units destroyed, control established,
// production), an agenda revealed, a vote, trade goods gained or converted, a transaction, an
// action card played and an ability used opens a response window of the core once setup is
// over, and so does each step of a space combat and an invasion the log writes (kTi4Step).
// Its effect is applied at once (the window is the moment after it, LRR 1.14), except an
// action card's, which resolves when its window closes, so that Sabotage can cancel it. The
// players answer from the active player in initiative order in the action phase once cards
// are picked (LRR 1.18), else from the speaker (1.19) clockwise; passes need not be written:
// the next step of the game closes the open windows.
#ifndef STARDATE_ENGINE_TI4_TI4_STATE_H_
#define STARDATE_ENGINE_TI4_TI4_STATE_H_

#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/game_state.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/ti4_data.h"
#include "engine/ti4/ti4_round.h"
#include "engine/ti4/ti4_setup.h"
#include "engine/ti4/units.h"

namespace stardate::engine::ti4 {

enum Phase : int32_t { kSetup = 0, kStrategy = 1, kAction = 2, kStatus = 3, kAgenda = 4 };
// "setup", "strategy", "action", "status", "agenda" ("unknown" for another number).
const char* PhaseName(int32_t phase);
inline constexpr uint8_t kNobody = 0xff;

// The initial state of the TI4 game `setup` describes (its module_header: engine/ti4/ti4.capnp).
// InvalidArgument naming the header part for a bad map or factions.
Result<std::unique_ptr<GameState>> NewTi4Game(const GameSetup& setup);

// Player views (GameState::ViewFor): everything this module models is public at a TI4 table
// (units, control, exhausted planets, commodities and trade goods, revealed objectives, dice
// rolled), so a player's view hides only the seed the core withholds.
class Ti4State : public GameState {
 public:
  struct PlayerState {
    int commodities = 0;
    int trade_goods = 0;
    int trade_goods_gained = 0;     // gained from the supply (001 note 8.1: not converted ones)
    int trade_goods_converted = 0;  // converted from commodities by exhausting a station
    int victory_points = 0;
    int resources_spent = 0;  // exhausted for resources
    int influence_spent = 0;  // exhausted for influence
    uint32_t scored = 0;      // public objectives scored (bit per objective id)
    bool scored_this_status = false;
    bool readied = false;  // readied in this status phase or agenda phase
    // Action cards and component actions (engine/ti4/ti4_windows.cc).
    int action_cards = 0;                   // in hand (their titles are hidden)
    std::vector<uint16_t> exhausted_techs;  // catalogue index + 1 of each exhausted technology
  };

  static Result<std::unique_ptr<Ti4State>> Create(const GameSetup& setup);

  // The board and the data behind it.
  const Board& board() const { return fixed_->board; }
  const Ti4Setup& map() const { return fixed_->map; }
  const PlayerState& player(uint8_t p) const { return players_[p]; }
  uint8_t Controller(uint16_t planet) const { return controller_[planet]; }
  bool Exhausted(uint16_t planet) const { return exhausted_[planet] != 0; }
  bool Frontier(uint16_t system) const { return frontier_[system] != 0; }
  int InSpace(uint16_t system, uint8_t p, Unit u) const;
  int OnPlanet(uint16_t planet, uint8_t p, Unit u) const;
  int CommodityValue(uint8_t p) const;
  int StationsControlled(uint8_t p) const;
  // Neighbours (LRR 60): a unit or a controlled planet (never a station: 001 note 7.1) in the
  // same or adjacent systems.
  bool Neighbors(uint8_t a, uint8_t b) const;
  bool IsStation(uint16_t planet) const { return fixed_->board.planets[planet].info->station; }
  bool PlanetlessSystem(uint16_t system) const;
  uint16_t active_system() const { return active_system_; }  // map position + 1, 0 = none
  // Names for events and messages.
  std::string SystemName(uint16_t system) const;
  std::string PlanetName(uint16_t planet) const;
  // Lookups for scripts (case-insensitive name or data id); -1 if none.
  int FindSystem(std::string_view name) const;
  int FindPlanet(std::string_view name) const;
  int FindPlayer(std::string_view name) const;
  const std::string& PlayerName(uint8_t p) const { return fixed_->names[p]; }

  // Read access for the rule checks (engine/ti4/rules/).
  const UnitCounts& Space(uint16_t system, uint8_t p) const { return space_[system][p]; }
  const UnitCounts& Ground(uint16_t planet, uint8_t p) const { return ground_[planet][p]; }
  size_t planet_count() const { return controller_.size(); }
  bool ValidSystem(uint16_t id) const { return id >= 1 && id <= fixed_->board.systems.size(); }
  bool ValidPlanet(uint16_t id) const { return id >= 1 && id <= fixed_->board.planets.size(); }
  bool HasToken(uint16_t system, uint8_t p) const { return (tokens_[system] >> p) & 1; }
  bool activated() const { return activated_; }
  // Players (a bit each) who moved ships into the active system this action.
  uint32_t movers() const { return movers_; }
  bool Transacted(uint8_t a, uint8_t b) const;
  int32_t agenda() const { return agenda_; }
  bool Revealed(uint16_t objective) const { return (revealed_ >> objective) & 1; }
  Randomness randomness() const { return fixed_->randomness; }
  // --- Timing windows, action cards and component actions (ti4_windows.cc).
  // The active player made a component action this turn.
  bool component_action() const { return component_action_; }
  // Whether the action card played in window `window` was cancelled (Sabotage).
  bool Cancelled(uint64_t window) const;
  bool TechExhausted(uint8_t p, uint16_t tech) const;
  // Players with units (ships, ground forces, structures) anywhere in `system`: a bit each.
  uint32_t Present(uint16_t system) const { return present_[system]; }
  uint32_t ShipsIn(uint16_t system) const { return ships_[system]; }  // ships in its space
  // The player gaining station or planet `planet` now, or kNobody (001 note 2; LRR 49.5 and
  // 25.5: a planet goes to the one player with ground forces on it, structures aside).
  uint8_t Claimant(uint16_t planet) const;
  // Whether a player other than `p` has a structure on `planet`.
  bool StructuresOfOthers(uint16_t planet, uint8_t p) const;
  // A combat's casualties: as written, else played out from its dice.
  std::vector<uint16_t> Casualties(const Event& e) const;
  // The dice the game seed rolls for a combat in `system` now (as many as the combat uses).
  std::vector<uint32_t> RolledDice(uint16_t system) const;

  std::unique_ptr<GameState> Clone() const override;
  std::string Describe() const override;
  std::string DescribeJson() const override;
  std::string EventText(const Event& e) const override;
  std::vector<std::string> EventCards(const Event& e) const override;
  std::string RequiredRule(const Event& required) const override;
  std::string PlayerLabel(uint8_t p) const override;
  std::string_view ModuleName() const override { return "ti4"; }
  std::span<const KindInfo> ModuleKinds() const override { return kKinds; }
  std::string PhaseLabel() const override;
  // A change of control, commodities returned to the supply and the frontier tokens placed at
  // setup are the table's to carry out and write down; readying in the status and agenda
  // phases and the status phase's action card draw are filled in.
  bool TableCarriesOut(const Event& required) const override {
    return required.kind == ti4::kTi4Control || required.kind == ti4::kTi4Return ||
           required.kind == ti4::kTi4Frontier || required.kind == ti4::kTi4Discard;
  }
  // An action card's or an ability's effect the engine does not model (all but Sabotage's).
  bool TakenOnTableWord(const Event& e) const override;

 protected:
  // --- Timing windows (ti4_windows.cc).
  bool OpensWindow(const Event& e) const override;
  bool IsResponse(const Event& e) const override;
  uint8_t FirstResponder(const Event& e) const override;
  bool PassesImplicit() const override { return true; }
  bool GoesOn(const Event& e) const override;
  void DoCheck(const Event& e, std::vector<Violation>* out) const override;
  std::optional<Event> DoRequiredBefore(const Event& next) const override;
  bool DoIsRequiredStep(const Event& e) const override;
  const std::vector<Event>& DoOwed() const override { return owed_; }
  void DoComplete(Event* e) const override;
  void DoApply(const Event& e) override;
  void DoResolve(const PendingAction& action) override;
  void DoSerialize(ByteWriter* out) const override;
  void DoRestore(ByteReader* in) override;

 public:
  // ---- Whole rounds (ti4_round.h; applied in ti4_round.cc)
  const RoundState& round() const { return round_; }
  // The player whose action-phase turn comes next in initiative order, skipping those who
  // passed (kNobody when all have passed or no card is held).
  uint8_t NextInInitiative() const;
  // Command tokens `p` may still gain now (Leadership, the status phase), and whether they may
  // redistribute their pools now (status phase, Warfare's primary).
  int TokenAllowance(uint8_t p) const;
  bool MayRedistribute(uint8_t p) const;
  // Whether `p` made their turn's action already (a tactical or strategic action, or a pass).
  // Influence `p` spent in this turn (the custodians token's six).
  int InfluenceThisTurn(uint8_t p) const;
  bool ActedThisTurn() const { return activated_ || round_.primary_card != 0 || round_.acted; }

 private:
  void ApplyPick(const Event& e, std::vector<uint16_t>* touched);
  void ApplyStrategic(const Event& e, std::vector<uint16_t>* touched);
  void ApplyPassRound(const Event& e, std::vector<uint16_t>* touched);
  void ApplyTokens(const Event& e, std::vector<uint16_t>* touched);
  void ApplyRedistribute(const Event& e, std::vector<uint16_t>* touched);
  void ApplyCustodians(const Event& e, std::vector<uint16_t>* touched);
  void ApplyResearch(const Event& e, std::vector<uint16_t>* touched);
  // The round's share of a new phase, a new turn and an activation.
  void RoundPhase(int32_t phase);
  void RoundTurn();
  void RoundActivate(uint8_t p);
  void ResetRound();  // a round state for a game that has picked no card yet
  // The round's events in words ("" for another kind), and its lines of Describe() (none
  // before the first pick).
  std::string RoundEventText(const Event& e) const;
  std::string DescribeRound() const;
  // Written after the rest of the state, behind its tag, only once a card was picked (the
  // part), then the steps' tag of a tactical action writing its steps. RestoreRoundPart()
  // reads the part after its tag and returns the next tag (0: the end).
  void SerializeRound(ByteWriter* w) const;
  void SerializeRoundPart(ByteWriter* w) const;
  void RestoreRound(ByteReader* r);
  uint8_t RestoreRoundPart(ByteReader* r);
  RoundState round_;

 private:
  struct Fixed {
    const Ti4Data* data = nullptr;
    Ti4Setup map;
    Board board;
    std::vector<std::string> names;  // players' names
    Randomness randomness = Randomness::SEED;
  };

  Ti4State() = default;

  // DoApply by event kind (ti4_apply.cc): each changes the state for `e` and adds the systems
  // whose units or control it changed to *touched (see Recompute()). Losses: combat, destroy.
  void ApplyTurn(const Event& e, std::vector<uint16_t>* touched);
  void ApplyPhase(const Event& e, std::vector<uint16_t>* touched);
  void ApplyFrontier(const Event& e, std::vector<uint16_t>* touched);
  void ApplyPlace(const Event& e, std::vector<uint16_t>* touched);
  void ApplyActivate(const Event& e, std::vector<uint16_t>* touched);
  void ApplyMove(const Event& e, std::vector<uint16_t>* touched);
  void ApplyLosses(const Event& e, std::vector<uint16_t>* touched);
  void ApplyLand(const Event& e, std::vector<uint16_t>* touched);
  void ApplyControl(const Event& e, std::vector<uint16_t>* touched);
  void ApplyExhaust(const Event& e, std::vector<uint16_t>* touched);
  void ApplyReady(const Event& e, std::vector<uint16_t>* touched);
  void ApplyConvert(const Event& e, std::vector<uint16_t>* touched);
  void ApplyReplenish(const Event& e, std::vector<uint16_t>* touched);
  void ApplyGain(const Event& e, std::vector<uint16_t>* touched);
  void ApplyTransact(const Event& e, std::vector<uint16_t>* touched);
  void ApplyReturn(const Event& e, std::vector<uint16_t>* touched);
  void ApplyAgenda(const Event& e, std::vector<uint16_t>* touched);
  void ApplyVote(const Event& e, std::vector<uint16_t>* touched);
  void ApplyScore(const Event& e, std::vector<uint16_t>* touched);
  void ApplyReveal(const Event& e, std::vector<uint16_t>* touched);
  // Action cards and abilities (ti4_windows.cc).
  void ApplyPlay(const Event& e, std::vector<uint16_t>* touched);
  void ApplyDraw(const Event& e, std::vector<uint16_t>* touched);
  void ApplyDiscard(const Event& e, std::vector<uint16_t>* touched);
  void ApplyAbility(const Event& e, std::vector<uint16_t>* touched);
  // The discards the hand limit owes now, added to owed_ (Recompute()).
  void OweDiscards();
  // An invasion written in steps (ti4_owed.cc): whether the claims just put in owed_ wait for
  // its later steps (held_); whether `e` carries one of held_ out; whether `e` goes past the
  // steps without doing so (they are then owed before it, and applied as left out).
  bool HoldsClaims() const;
  bool CarriesOutHeld(const Event& e) const;
  bool PastHeldClaims(const Event& e) const;
  // EventText of passes, resolutions, action cards and abilities; Describe()'s lines for the
  // open windows, innermost last ("" when none).
  std::string WindowEventText(const Event& e) const;
  std::string DescribeWindows() const;
  bool ValidPlayer(int p) const { return p >= 0 && static_cast<size_t>(p) < players_.size(); }

  // The casualties of a space combat in `system` fought with `dice` (*used: the dice read).
  std::vector<uint16_t> Fight(uint16_t system, const std::vector<uint32_t>& dice,
                              size_t* used) const;
  // The derived tables below, for the systems `touched` (each planet's claimant, presence,
  // neighbours), then owed_ from them. Every change to units, control, the active system or
  // its movers must name the systems it touched.
  void Recompute(const std::vector<uint16_t>& touched);
  void RecomputeAll();                // after Create() and Restore()
  bool TouchSystem(uint16_t system);  // true when who is there (there_) changed
  void SetClaimant(uint16_t planet);  // claimant_ and claims_
  void RecomputeNeighbors();
  std::string UnitList(const std::vector<uint16_t>& packed, bool high_is_owner) const;

  std::shared_ptr<const Fixed> fixed_;
  std::vector<std::vector<UnitCounts>> space_;   // [system][player]
  std::vector<std::vector<UnitCounts>> ground_;  // [planet][player]
  std::vector<uint8_t> controller_;              // [planet]
  std::vector<uint8_t> exhausted_;               // [planet]
  std::vector<uint8_t> frontier_;                // [system]
  std::vector<uint32_t> tokens_;                 // [system] command tokens, a bit per player
  std::vector<PlayerState> players_;
  uint16_t active_system_ = 0;  // map position + 1 of this turn's tactical action
  uint32_t movers_ = 0;         // players who moved ships into the active system this action
  bool activated_ = false;      // the active player has made their tactical action this turn
  uint64_t transacted_ = 0;     // pairs who transacted this turn or agenda (bit a * 8 + b)
  int32_t agenda_ = 0;          // the agenda being voted on (0: none yet this phase)
  std::vector<int32_t> votes_;  // votes per outcome of the current agenda
  uint32_t revealed_ = 0;       // public objectives revealed (bit per id)
  // Action cards and component actions.
  bool component_action_ = false;    // the active player made a component action this turn
  std::vector<uint64_t> cancelled_;  // windows of pending action cards cancelled (Sabotage)
  bool steps_written_ = false;       // this tactical action writes its steps (`step`)
  // Derived from the fields above (never serialized, so state hashes do not see them), kept
  // up to date by Recompute() for the systems each event touches.
  std::vector<Event> owed_;          // what the rules require now
  std::vector<Event> held_;          // control gains waiting for the invasion's steps
  std::vector<uint32_t> present_;    // [system] players with units there (Present())
  std::vector<uint32_t> ships_;      // [system] players with ships in its space (ShipsIn())
  std::vector<uint32_t> there_;      // [system] present_, and controllers of its planets (LRR 60)
  std::vector<uint8_t> claimant_;    // [planet] Claimant()
  int claims_ = 0;                   // planets with a claimant
  std::vector<uint32_t> neighbors_;  // [player] bit per neighbour (Neighbors())
  std::vector<int> stations_;        // [player] space stations controlled

 public:
  // ---- Status phase, production and ownership (ti4_round.cc, ti4_status.cc)
  // Resources `p` spent in this turn: planets exhausted for resources and trade goods spent.
  int ResourcesThisTurn(uint8_t p) const;
  // The combined PRODUCTION of `p`'s units in `system` (map position): each space dock's is
  // its planet's resources + 2 (base Space Dock I).
  int ProductionIn(uint16_t system, uint8_t p) const;
  // What `p`'s fighters and ground forces in the space of `system` may number: the capacity of
  // their ships there, and 3 fighters per space dock of theirs in it (Space Dock I).
  int CapacityIn(uint16_t system, uint8_t p, int* fighters_free) const;
  int CarriedIn(uint16_t system, uint8_t p) const;  // fighters and ground forces in its space
  int NonFighterShips(uint16_t system, uint8_t p) const;
  // The catalogue's id of `p`'s faction ("sol"), "" if the catalogue lacks it.
  std::string FactionId(uint8_t p) const;

 private:
  void ApplySecretDraw(const Event& e, std::vector<uint16_t>* touched);
  void ApplySecretScore(const Event& e, std::vector<uint16_t>* touched);
  void ApplySpend(const Event& e, std::vector<uint16_t>* touched);
  // The round's record of what events applied elsewhere did: an action card drawn in the status
  // phase, units produced, ships and carried units arriving in a system, a combat begun (and
  // its sides, CombatSides: the active player and each player with units in it).
  void RoundAfter(const Event& e);
  uint32_t CombatSides(uint8_t combat, const Event& e) const;
  // ", 1 secret objective held, scored Mine Rare Metals" for Describe() ("" for none).
  std::string DescribeSecrets(uint8_t p) const;

 protected:
  // ---- The order of a timing window (ti4_windows.cc): initiative order in the action phase.
  uint8_t NextResponder(uint8_t p) const override;
};

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_TI4_STATE_H_
