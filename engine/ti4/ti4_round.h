// The whole round of Twilight Imperium 4 (data/reference/ti4-base-rules.md, section 1): the
// strategy cards picked, the trade goods on the unpicked ones, the strategic actions resolved,
// the players who passed and the command-token pools. Ti4State keeps one RoundState; its
// events (kTi4Pick, kTi4Strategic, kTi4Passed) are applied in ti4_round.cc and judged by
// engine/ti4/rules/strategy.h.
//
// A log that writes no strategy-card pick is a transcript of the board alone (the space-station
// games are): nothing here is judged or serialized until the first pick (`on`), so such logs
// keep their state hashes and audits (INTERPRETATIONS.md 16).
#ifndef STARDATE_ENGINE_TI4_TI4_ROUND_H_
#define STARDATE_ENGINE_TI4_TI4_ROUND_H_

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace stardate::engine::ti4 {

// The eight base strategy cards, by initiative (the `card` of their events).
inline constexpr int kStrategyCards = 8;
enum StrategyCard : uint16_t {
  kLeadership = 1,
  kDiplomacy,
  kPolitics,
  kConstruction,
  kTrade,
  kWarfare,
  kTechnology,
  kImperial
};
// The card's name ("Leadership"), from data/ti4/strategy_cards.json; "strategy card N" for a
// number that names none.
std::string StrategyCardName(uint16_t card);
// The card named `name` (ASCII case aside), or 0.
uint16_t FindStrategyCard(std::string_view name);

// The technology of data/ti4/technologies.json by id or name: its index (below 64), or -1.
int FindTechnology(std::string_view id_or_name);
// The name of technology `card` (index + 1).
std::string TechnologyName(uint16_t card);

// The secret objectives of data/ti4/secret_objectives.json, in file order (an event's `card` is
// the place here + 1); the one numbered `card` (nullptr for none), the one named `name` (case
// aside, or its id; 0 for none) and its name.
struct ObjectiveInfo;
std::vector<const ObjectiveInfo*> SecretObjectives();
const ObjectiveInfo* SecretObjective(uint16_t card);
uint16_t FindSecretObjective(std::string_view name);
std::string SecretObjectiveName(uint16_t card);
// A unit type's cost in half resources (fighters and infantry: 1, two for a resource), 0 for a
// structure or a number that names no type.
int HalfCost(int unit);

// A player's command tokens in their command sheet's three pools (setup: 3, 3 and 2).
struct TokenPools {
  uint8_t tactic = 3;
  uint8_t fleet = 3;
  uint8_t strategy = 2;
};

// The kinds of combat a tactical action has, as RoundState::combat keeps them.
enum CombatKind : uint8_t { kSpaceCombat = 1, kGroundCombat = 2 };

struct RoundState {
  bool on = false;  // a strategy card has been picked in this game: whole rounds are judged
  uint8_t speaker = 0;
  uint8_t picks = 0;                             // cards picked in this strategy phase
  std::array<uint8_t, kStrategyCards> holder{};  // player holding each card, or kNobody
  std::array<uint8_t, kStrategyCards> goods{};   // trade goods lying on each card
  uint8_t used = 0;               // bit per card (initiative - 1): its primary was resolved
  uint16_t primary_card = 0;      // the card whose primary was resolved this turn (0: none)
  uint32_t followed = 0;          // players who resolved that card's secondary this turn
  uint32_t free = 0;              // players Trade's primary lets follow it without a token
  uint32_t passed = 0;            // players who passed in this action phase
  uint16_t turns = 0;             // turns taken in this action phase
  bool acted = false;             // the active player passed this turn
  std::vector<TokenPools> pools;  // per player
  // Command tokens each player may gain in the current turn or phase: granted outright
  // (Leadership's primary, status step 5), minus those gained; `mark` is the influence the
  // player had spent when they resolved Leadership this turn (-1: they did not), each 3 spent
  // since then granting one more.
  std::vector<int32_t> granted, mark;
  uint32_t redistribute = 0;            // players who may redistribute their pools now
  std::vector<int32_t> turn_influence;  // influence each player had spent when the turn began
  bool custodians = true;               // the custodians token is still on Mecatol Rex
  std::vector<uint64_t> techs;          // technologies each player owns (bit: catalog index)
  std::vector<uint8_t> research;        // researches each player may still make now
  // ---- Status phase, production and ownership (ti4_round.cc)
  std::vector<uint8_t> secrets;          // secret objectives each player holds unscored
  std::vector<uint32_t> secrets_scored;  // secret objectives each player scored (bit: id - 1)
  uint32_t secret_this_status = 0;       // players who scored a secret this status phase
  uint32_t drew_this_status = 0;         // players who drew their status-phase action card
  bool DrewThisStatus(uint8_t player) const { return (drew_this_status >> player) & 1; }
  std::vector<int32_t> turn_resources;  // resources each player had spent when the turn began
  std::vector<int32_t> goods_spent;     // trade goods each player spent in this turn
  uint16_t produced = 0;                // units the active player produced in this turn
  uint16_t produced_cost = 0;           // their cost, in half resources
  uint16_t produced_in = 0;             // the system they were produced in (map position + 1)
  // Where a ship or a carried unit arrived in this turn: (map position + 1) << 8 | player, each
  // judged against the fleet pool and capacity when the turn ends (LRR 37.3, 16.3).
  std::vector<uint32_t> arrivals;
  // The combat of this turn that objectives are scored during or after (kSpaceCombat or
  // kGroundCombat; 0: none yet), the players who scored one since it began (LRR 61.7), and
  // its sides: the active player and each player with units in it when it began.
  uint8_t combat = 0;
  uint32_t combat_scored = 0;
  uint32_t combat_sides = 0;

  // The cards `p` holds: a bit per card (initiative - 1).
  uint8_t HeldBy(uint8_t p) const {
    uint8_t bits = 0;
    for (int c = 0; c < kStrategyCards; ++c) {
      if (holder[c] == p) bits |= static_cast<uint8_t>(1u << c);
    }
    return bits;
  }
  // The lowest initiative among `p`'s cards (9 when none): their place in the action phase.
  int Initiative(uint8_t p) const {
    for (int c = 0; c < kStrategyCards; ++c) {
      if (holder[c] == p) return c + 1;
    }
    return kStrategyCards + 1;
  }
  // Forgets the turn's production, arrivals and combats (a new turn or phase).
  void EndProduction() {
    produced = produced_cost = produced_in = 0;
    arrivals.clear();
    combat = 0;
    combat_scored = combat_sides = 0;
    std::fill(goods_spent.begin(), goods_spent.end(), 0);
  }
  // Ends the abilities in force (Leadership's tokens, Technology's research, Warfare's
  // redistribution, the card being followed) at a new turn or phase.
  void EndAbilities();
  // Whether any secret objective was drawn (the round's part of the state is then written even
  // in a log that picks no strategy card).
  bool AnySecrets() const {
    for (size_t p = 0; p < secrets.size(); ++p) {
      if (secrets[p] != 0 || secrets_scored[p] != 0) return true;
    }
    return false;
  }
  // How many cards each of `players` picks: two with three or four players, else one.
  static int PicksEach(int players) { return players <= 4 ? 2 : 1; }
};

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_TI4_ROUND_H_
