// Star Trek CCG First Edition rules module: the game state and its read access.
//
// Sources: data/rules/000_63f6709b3bd4740e.txt (facilities) and the base rules the texts
// assume, gathered in data/reference/stccg1e-base-rules.md. The rules are checked by free
// functions over this state, one per rule, in engine/stccg/rules/ (each area's header cites its
// rules; rules/table.cc says which events each judges). Interpretations where no source settles
// a point are listed in engine/stccg/INTERPRETATIONS.md.
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
#include <utility>
#include <vector>

#include "engine/game.h"
#include "engine/game_state.h"
#include "engine/json_writer.h"
#include "engine/stccg/attack_restrictions.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/card_text.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_setup.h"
#include "engine/stccg/stccg_types.h"

namespace stardate::engine {
class JsonWriter;
}  // namespace stardate::engine

namespace stardate::engine::stccg {

class StccgState final : public GameState {
 public:
  using Attempt = stccg::Attempt;
  using PersonnelBattle = stccg::PersonnelBattle;
  using AttackPermission = stccg::AttackPermission;
  using Tactic = stccg::Tactic;
  using SpecialDownload = stccg::SpecialDownload;
  using Dominion = stccg::Dominion;
  using Countdown = stccg::Countdown;
  using Infiltration = stccg::Infiltration;
  using Infiltrator = stccg::Infiltrator;

  // `deck_files`: the deck file each player's deck was read from ("" or absent: the script's
  // deck lines), whose decks are judged by the construction rules (StccgSetup::deck_files).
  StccgState(std::shared_ptr<const CardPool> pool, const GameSetup& setup,
             const std::vector<std::vector<DeckLine>>& decks,
             std::vector<std::string> deck_files = {});

  // --- The game module (engine/game_state.h).
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
  bool RestsOnUnreadText(const Event& e) const override;  // stccg_staples.cc
  bool OpensWindow(const Event& e) const override;
  bool IsResponse(const Event& e) const override;
  using GameState::Opponent;

  // --- Cards, players and the spaceline.
  size_t card_count() const { return instances_.size() - 1; }
  const CardInstance& instance(uint16_t id) const { return instances_[id]; }
  const CardState& card(uint16_t id) const { return cards_[id]; }
  // Every card, indexed by id ([0] unused).
  const std::vector<CardInstance>& instances() const { return instances_; }
  const std::vector<CardState>& cards() const { return cards_; }
  const PlayerState& player(uint8_t p) const { return players_[p]; }
  const std::array<PlayerState, kPlayers>& players() const { return players_; }
  const std::string& player_name(uint8_t p) const { return names_[p]; }
  // The deck file player p's deck was read from; "" for the script's deck lines.
  std::string deck_file(uint8_t p) const { return p < deck_files_.size() ? deck_files_[p] : ""; }
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
  std::string Name(uint16_t id) const;     // title, or "card #id" / "nothing"
  std::string WhereIs(uint16_t id) const;  // "Bob's draw deck", "in orbit", ...
  // True when this state is a player's view (ViewFor) and card `id` is face down to them.
  bool FaceDownToViewer(uint16_t id) const;
  int RangeCost(uint16_t from_mission, uint16_t to_mission) const;  // -1 if unreachable
  Quadrant QuadrantOf(uint16_t mission) const;
  bool Compatible(uint16_t a, uint16_t b) const;
  // The event's card comes from the player's hand (a report, build, event, interrupt, discard).
  static bool FromHand(EventKind kind);
  // The cards an event moves or fires: its card and its further cards.
  static std::vector<uint16_t> ActingCards(const Event& e);
  // Table randomness: `e` plays or discards one of the player's cards still counted in the
  // draw deck while unknown cards are in hand: it is one of them, revealed.
  bool RevealsHidden(const Event& e) const;

  // --- Turns, phases and what is owed.
  // Phase that an event belongs to, if it advances or is bound by the phase order.
  std::optional<Phase> PhaseOf(const Event& e) const;
  // Required consequences still to come (destroy, kill, repair, ...), in order.
  const std::vector<Event>& consequences() const { return consequences_; }
  // Personnel that stopped at a site this turn after walking (003 "Walking Along Sites").
  const std::vector<uint16_t>& walked() const { return walked_; }
  // 0 or 1: that player won; kDrawn; kNoResult while the game goes on.
  uint8_t result() const { return result_; }
  int32_t bonus_points(uint8_t p) const { return bonus_[p]; }
  // The result `e` ends the game with (a winner, kDrawn), or kNoResult if it does not end it.
  uint8_t EndsGame(const Event& e) const;
  std::string ResultText(uint8_t result) const;  // "Alice wins", "a draw", "no result yet"
  // The result the header records (`meta result "NAME"` or "draw"), or "" if none.
  const std::string& recorded_result() const { return recorded_result_; }

  // --- Facilities and crews (engine/stccg/stccg_facility.cc, stccg_crews.cc).
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
  // A placement alternative's verdict for `mission`: "" if it allows it, else why not.
  std::string PlacementMismatch(const Placement& p, uint16_t facility, uint16_t mission,
                                uint8_t player) const;
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
  // Crew, Away Team or intruders: the one classification every check and view uses.
  Group GroupOf(uint16_t id) const;
  // The personnel of `player` at the place `where` (a mission: on its planet; a ship or a
  // facility: aboard, a Nor's sites included).
  std::vector<uint16_t> PersonnelAt(uint8_t player, uint16_t where) const;
  // Cards `a` and `b` are present with each other: on the same planet surface, or aboard the
  // same ship, facility or site.
  bool Present(uint16_t a, uint16_t b) const;

  // --- Mission attempts (engine/stccg/stccg_mission.cc).
  const Attempt& attempt() const { return attempt_; }
  // A seed card an attempt encountered: face up since, seen by every player.
  bool Revealed(uint16_t id) const {
    return std::find(revealed_.begin(), revealed_.end(), id) != revealed_.end();
  }
  // The cards seeded under `mission` and still there, in the order they are encountered (seed
  // order: the first seeded is met first).
  std::vector<uint16_t> SeededUnder(uint16_t mission) const;
  // The next seed card the attempt in progress meets, or 0 when none is left.
  uint16_t NextDilemma() const;
  // Seed cards beneath the attempt's mission (or Nor) it has not met yet.
  size_t SeedCardsLeft() const;
  // The personnel attempting: the attempt's team now, or that `e` (an attempt) would send.
  std::vector<uint16_t> Team(uint8_t player, uint16_t mission, uint16_t ship) const;
  // The attempting player's equipment with the attempt's team (aboard the ship for a crew, on
  // the planet at the mission for an Away Team): the cards' facts, as dilemma conditions read them.
  std::vector<const CardFacts*> TeamEquipment() const;
  bool Stopped(uint16_t id) const;
  const std::vector<uint16_t>& stopped_cards() const { return stopped_; }  // "stopped" this turn
  // The player who solved `mission`, or -1.
  int SolvedBy(uint16_t mission) const;
  // The missions solved, in the order they were: (mission, the player who solved it).
  const std::vector<std::pair<uint16_t, uint8_t>>& solved() const { return solved_; }
  // Fair Play is in play and forbids `e` (a solve): an opponent's unique mission under 40
  // points that the solver has no copy of in play.
  bool FairPlayForbids(const Event& e) const;

  // --- Battles (engine/stccg/stccg_personnel_battle.cc).
  // Return fire: the defender of the innermost pending battle fires back at one of the cards
  // that fired on it (base rules section 6). Part of that battle, not a new one.
  bool IsReturnFire(const Event& e) const;
  // The cards that fire in a battle event (attacking or returning fire) and are ships or
  // facilities; none when the battle itself is not between ships and facilities.
  std::vector<uint16_t> FiringCards(const Event& e) const;
  // The personnel battle under way this turn (base rules section 7), if location != 0.
  const PersonnelBattle& personnel_battle() const { return battle_; }
  // The personnel fighting for `player` in the battle under way.
  std::vector<uint16_t> Force(uint8_t player) const;
  // The affiliations `player` may attack by a permission whose card is still on the table.
  uint32_t AllowedAttacks(uint8_t player) const;
  // The permission's card is on the table (in play at a location, or an event in play).
  bool PermissionHolds(const AttackPermission& p) const;
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
  const std::vector<SpecialDownload>& special_downloads() const { return special_downloads_; }
  // The staples of real decks (engine/stccg/stccg_staples.cc).
  const Staples& staples() const { return staples_; }
  // A card in play whose staple text `has` says so and that affects `player`: its controller's
  // card, or any card whose title a card in play says affects all players (Mirror Image).
  // 0 when none.
  uint16_t StapleFor(uint8_t player, bool (*has)(const StapleText&)) const;
  // `e` reports a personnel aboard an outpost of its player's (the report a "once each turn
  // ... report (for free) aboard your matching outpost" may cover; its icons on the table's
  // word).
  bool ReportsToOwnOutpost(const Event& e) const;
  // Card `id` is in `player`'s hand, or, at a table, one of the unknown cards in it (its owner's
  // draw-deck card while some are unknown): a Q's Tent played to take a card.
  bool InHand(uint8_t player, uint16_t id) const;
  // `e` is a draw a card's text allows now (not the end-of-turn card draw).
  bool DrawByCardText(const Event& e) const;
  // The extra cards `player` must draw at the end of the turn (The Traveler: not cumulative).
  uint8_t ExtraEndOfTurnDraws(uint8_t player) const;
  // `e` plays a doorway whose text plays it on the table ("Seeds or plays on table": Space-Time
  // Portal): played like an interrupt, it stays there.
  bool PlaysDoorwayOnTable(const Event& e) const;
  // The cards `cause`'s text downloads ("DL/ {Title}"), by title; empty if none.
  std::vector<std::string> DownloadTargets(uint16_t cause) const;
  // A side's ATTACK with its tactic's bonus: none when its firing cards have no usable WEAPONS
  // (004 "battle - ship": it "cannot target ... and thus cannot use the ATTACK bonus").
  static int32_t WithTacticAttack(const std::vector<Tactic>& tactics, uint8_t player,
                                  int32_t weapons);
  static int32_t TacticDefense(const std::vector<Tactic>& tactics, uint8_t player);

  // --- The Dominion rules (engine/stccg/stccg_deprivation.cc, stccg_countdown.cc).
  const Dominion& dominion() const { return dominion_; }
  // A Founder (the card's characteristics) or any Odo (004 "any": a card representing Odo, not
  // one impersonating him; engine/stccg/card_persona.h).
  static bool IsFounderOrAnyOdo(const CardFacts& f);
  // A Jem'Hadar personnel (the species among the card's characteristics).
  static bool IsJemHadar(const CardFacts& f);
  // Ketracel-White-icon ([KW]) personnel; Ketracel-White equipment (its title).
  static bool HasWhiteIcon(const CardFacts& f);
  static bool IsKetracelWhite(const CardFacts& f);
  // The place `id` (a card in play) is present at, as white deprivation reads it: a planet
  // mission's surface, or the ship or facility it is aboard (a Nor for its sites); 0 if none.
  uint16_t PresencePlace(uint16_t id) const;
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
  bool IsDeprivationVictim(uint16_t id) const;
  // The priority white-deprived `group` of `player` attacks by at `place` (003: 1 opposing
  // personnel except changelings or Rogue Borg, 2 their own non-[KW] personnel except
  // changelings, 3 themselves; 0 a lone personnel: no battle), and whom it attacks (1, 2).
  uint8_t DeprivationPriority(uint8_t player, uint16_t place, size_t group_size,
                              std::vector<uint16_t>* adversaries) const;
  // The random outcomes seed randomness gives a `deprive` (core.random.honest).
  std::vector<uint32_t> DeprivationRandom(const Event& e) const;
  // The rule a required event of the Dominion rules cites, or "" if it is none of theirs.
  std::string_view DominionRule(const Event& required) const;
  // An event that goes on with the game (not a blow, a death, a stated effect or a response):
  // it ends a white-deprivation battle.
  static bool GoesOnFromBattle(EventKind kind);
  const std::vector<Countdown>& countdowns() const { return countdowns_; }
  // Ketracel-White rationed this turn.
  const std::vector<uint16_t>& rationed() const { return rationed_; }
  // The number of card `id`'s countdown icon ("[3]" in its Icons), or 0 if it has none.
  static int CountdownIcon(const CardFacts& f);
  // Turns left on countdown card `id` in play (its icon's number until it first counts down).
  int CountdownLeft(uint16_t id) const;
  // Ketracel-White `id` has run out and its discard is owed: it no longer prevents deprivation.
  bool CountdownRunOut(uint16_t id) const;
  // Ketracel-White in play with a countdown icon, in id order (what `show` lists).
  std::vector<uint16_t> CountdownCards() const;

  // --- Infiltration (engine/stccg/stccg_infiltration.cc; 003 "Founder Lookalikes" and after).
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
  // An `infiltrate` of a card not in play: it reports infiltrating (else it starts in play).
  bool InfiltratesFromHand(const Event& e) const;
  // A version of the persona infiltrator `id` impersonates, present with him, or 0.
  uint16_t PersonaPresent(uint16_t id) const;
  // Infiltrator `id` takes part in `host`'s move (beam, walk) of the crew he infiltrates.
  bool TakesPart(uint16_t id, uint8_t host) const;
  // The infiltrators' player beams or walks only infiltrators (each may move himself with the
  // opponent's transporters; moving another is InfiltrateActions').
  bool MovesHimself(const Event& e) const;

 protected:
  void DoCheck(const Event& e, std::vector<Violation>* out) const override;  // rules/table.cc
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
  // --- Applying events (engine/stccg/stccg_apply.cc and the files named).
  void MoveCard(uint16_t id, Zone zone, uint16_t where);
  void RemoveFromHand(uint16_t id);
  void RemoveFromDeck(uint16_t id);
  void AddPoints(uint8_t player, int32_t points);
  void QueueDestruction(uint16_t id);
  void StartOfTurnRepairs(uint8_t player);
  void SetDamaged(uint16_t id, bool damaged);
  // DoApply's cases (stccg_apply.cc).
  void ApplyTurn(const Event& e);
  void ApplyShuffle(const Event& e);
  void ApplyDraw(const Event& e);
  void ApplySeed(const Event& e);
  void ApplyDestroy(const Event& e);
  void ApplyPlay(const Event& e);
  void ApplyFly(const Event& e);
  void ResolveBattle(const Event& e, uint64_t seq);
  // Mission play (engine/stccg/stccg_mission.cc).
  void ApplyEncounter(const Event& e);
  void ApplyEffect(const Event& e);  // engine/stccg/stccg_effect.cc
  void ApplyDownload(const Event& e);
  // The staples' counts (stccg_staples.cc): a normal card play, a draw, a resolved play, a
  // download by a card's text, and the next turn.
  void NoteStaplesInGame();  // sets staples_in_game_ from the decks
  void NoteStaplePlay(const Event& e);
  void NoteStapleDraw(const Event& e);
  void NoteStapleResolve(const Event& e);
  void NoteStapleDownload(const Event& e);
  void SerializeStaples(ByteWriter* w) const;
  void RestoreStaples(ByteReader* r, size_t cards);
  void RestoreStapleMarks(ByteReader* r, size_t cards);
  void NoteStapleScore(const Event& e);  // a mission specialist's bonus points
  void ApplyTentTake(const Event& e);    // a card taken from a Q's Tent
  // A card discarded from the table, cards placed beneath the draw deck or shuffled into it.
  void ApplyStapleMove(const Event& e);
  void NoteStapleBeside(const Event& e);  // a card placed (or not) beside a player's draw deck
  // engine/stccg/stccg_infiltration.cc
  void ApplyInfiltration(const Event& e);
  void ResolveInfiltration(const Event& e);
  // After every event: owes the exposure of an infiltrator present with his persona, and frees
  // an exposed one once away from all of the opponent's personnel.
  void RefreshInfiltration();
  // engine/stccg/stccg_personnel_battle.cc
  void ApplyEngage(const Event& e);
  void ResolvePersonnelBattle(const Event& e);
  void ApplyBattleRecord(const Event& e);  // allowAttack, tactic, battleEnd; special downloads
  // The tactics of battle `seq`, which leave play (discarded) as the battle resolves.
  std::vector<Tactic> TakeTactics(uint64_t seq);
  // The Dominion rules (engine/stccg/stccg_deprivation.cc).
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
  void StartDeprivationBattle();
  // The priority and the two sides of the battle initiated (dominion_.battle).
  void FormDeprivationTeams();
  void EndDeprivationBattle();
  // Under the seed, once the battle is over: its victim's death is owed (a KILL).
  void OweDeprivationVictim();
  // Personnel `id`'s death is owed (a KILL the table writes, for its controller).
  void OweDeath(uint16_t id);
  // Ketracel-White's countdown (engine/stccg/stccg_countdown.cc).
  // At the end of player p's turn (the next TURN, before "stopped" ends): each of p's
  // Ketracel-White with p's [KW] personnel present counts down; one at zero owes its discard.
  void CountDownAtTurnEnd(uint8_t player);
  void ApplyCountdownEvent(const Event& e);  // RATION, EXPIRE
  // A countdown discard the log went on without: the table kept the card in play, spent.
  void KeepExpiredLeftOut(const Event& owed);

  // --- Describing and serializing (stccg_describe.cc, stccg_serialize.cc).
  // `show`: the personnel battle under way (its STRENGTH totals), tactics, attack permissions.
  std::string DescribeBattle() const;
  void DescribeBattleJson(JsonWriter* j) const;
  void DescribeCountdowns(std::string* text) const;
  void DescribeCountdownsJson(JsonWriter* j) const;
  void DescribeDominion(std::string* text) const;
  void DescribeDominionJson(JsonWriter* j) const;
  // Each optional part of the state is its own tagged section (stccg_internal.h); a Restore*Section
  // reads one of its tags and returns false at a tag not its own.
  void SerializePlay(ByteWriter* w) const;
  // Reads one of the play sections (tag kSectionSeedOrder and after); false at an unknown tag.
  bool RestorePlaySection(uint8_t tag, ByteReader* r, size_t cards);
  void SerializeInfiltration(ByteWriter* w) const;
  void RestoreInfiltration(ByteReader* r, size_t cards);
  void SerializeBattleRecord(ByteWriter* w) const;
  bool RestoreBattleRecord(uint8_t tag, ByteReader* r, size_t cards);
  void SerializeCountdowns(ByteWriter* w) const;
  bool RestoreCountdownSection(uint8_t tag, ByteReader* r, size_t cards);
  void SerializeDominion(ByteWriter* w) const;
  bool RestoreDominionSection(uint8_t tag, ByteReader* r, size_t cards);
  // DoRestore's steps (stccg_serialize.cc): the members the optional sections are read into,
  // taken out (and reset) before reading and put back when the bytes are bad.
  struct OptionalSections;
  OptionalSections TakeOptionalSections();
  void PutBackOptionalSections(OptionalSections kept);
  void ReadOptionalSections(ByteReader* r, size_t n, std::array<PlayerState, kPlayers>* players,
                            std::vector<std::pair<uint64_t, Event>>* return_fire,
                            std::vector<uint16_t>* walked);
  // Rebuild the derived indexes after a restore (below).
  void ReindexCards();
  void ReindexSpaceline();

  // --- The data.
  std::shared_ptr<const CardPool> pool_;
  // Card-text rules per title (shared by copies and clones; immutable).
  std::shared_ptr<const std::vector<FacilityRules>> facility_rules_;
  std::shared_ptr<const std::vector<SiteRules>> site_rules_;
  std::vector<CardInstance> instances_;  // [0] unused
  std::vector<std::string> names_;
  std::vector<std::string> deck_files_;  // from the setup, never changed
  bool table_randomness_ = false;        // from the setup, like the pool
  std::string recorded_result_;          // from the setup, like the pool
  // Dynamic state (serialized).
  std::vector<CardState> cards_;  // [0] unused
  std::array<PlayerState, kPlayers> players_;
  std::array<std::vector<uint16_t>, 4> spaceline_;  // per Quadrant, left to right
  std::vector<Event> consequences_;
  // Return fire declared in a pending battle's window: (the battle's seq, the return fire).
  std::vector<std::pair<uint64_t, Event>> return_fire_;
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
  std::array<int32_t, kPlayers> bonus_{};  // bonus points within each score (003 "Bonus Points")
  uint8_t result_ = kNoResult;
  // Infiltration (serialized in its own optional section, written only when not empty).
  std::vector<Infiltrator> infiltrators_;
  // Infiltrators taking part in the attempt of mission attempt_mission_ (the attempt's further
  // cards); they count in the team while that attempt goes on.
  uint16_t attempt_mission_ = 0;
  std::vector<uint16_t> attempt_infiltrators_;
  Dominion dominion_;
  std::vector<Countdown> countdowns_;  // by card id (optional section kSectionCountdown)
  std::vector<uint16_t> rationed_;     // Ketracel-White rationed this turn (kSectionRationed)
  // The staples' counts (optional section kSectionStaples); kept only when staples_in_game_, a
  // fact of the decks (not serialized): some card of the game has a staple text.
  Staples staples_;
  bool staples_in_game_ = false;
  // Indexes over cards_ that spare Apply a scan of every card (not serialized: derived from
  // cards_ by ReindexCards() after a restore).
  std::vector<uint16_t> ranged_;  // ships with range_used != 0 (reset at the next turn start)
  uint32_t damaged_count_ = 0;    // cards with damaged != 0 (repairs are due only if > 0)
  // Position of each mission on its quadrant's spaceline and the running sums of their spans,
  // so RANGE costs take no search (derived from spaceline_ whenever it changes).
  // Per quadrant, like spaceline_, so that even a hostile snapshot listing a mission on two
  // lines, or twice on one, gives what a search of the line would (its first occurrence).
  static constexpr uint32_t kNotOnLine = 0xffffffff;
  std::array<std::vector<uint32_t>, 4> line_pos_;
  std::array<std::vector<int32_t>, 4> line_prefix_;
};

// Creates the initial state of a 1E game (see NewGame in engine/game.h).
Result<std::unique_ptr<GameState>> NewStccgGame(const GameSetup& setup);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_STCCG_STATE_H_
