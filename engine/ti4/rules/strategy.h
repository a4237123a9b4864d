// TI4 rules: the whole round (engine/ti4/ti4_round.h): the strategy phase's picks, the
// strategic actions of the eight base strategy cards, passing, initiative order and command
// tokens (data/reference/ti4-base-rules.md, sections 1 and 3; the cards' texts as the
// reference's tirules pages give them, T:R_x). Judged only in a game that picks strategy cards
// (INTERPRETATIONS.md 16).
#ifndef STARDATE_ENGINE_TI4_RULES_STRATEGY_H_
#define STARDATE_ENGINE_TI4_RULES_STRATEGY_H_

#include <span>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4::rules {

// The strategy cards' texts, quoted from the Living Rules Reference (data/README.md).
inline constexpr std::string_view kStrategySheet = "data/reference/ti4-strategy-cards.md";

inline constexpr Rule kStrategyPick{
    "ti4.strategy.pick", kBaseRules,
    "from the speaker, clockwise, each player picks 1 card (a second in 3\u2011 and 4\u2011player "
    "games).",
    "In the strategy phase each player, from the speaker clockwise, picks a strategy card nobody "
    "holds (two rounds of picks with three or four players); the action phase begins once all "
    "have picked."};
// A pick: in the strategy phase, a card nobody holds, by the player whose pick it is.
void StrategyPick(const Ti4State& s, const Event& e, Findings* out);
// The end of the strategy phase: every pick made.
void StrategyPicksMade(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kStrategyPrimary{
    "ti4.strategy.primary", kStrategySheet,
    "During the action phase, the active player may perform a strategic action to resolve the "
    "primary ability on their strategy card.",
    "A strategic action resolves the primary ability of a strategy card its holder has not yet "
    "used this round, as the active player's one action of the turn."};
// A primary ability: by its holder, on their action-phase turn, once, as the turn's action.
void StrategyPrimary(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kStrategySecondary{
    "ti4.strategy.secondary", kStrategySheet,
    "After the active player resolves the primary ability on their strategy card, each other "
    "player, beginning with the player to the left of the active player and proceeding "
    "clockwise, may resolve that strategy card's secondary ability.",
    "Each other player may resolve a strategy card's secondary ability once, right after its "
    "holder resolves the primary, spending a command token from their strategy pool (none for "
    "Leadership, or for players Trade's primary chose)."};
// A secondary ability: after this turn's primary of that card, by another player, once, with a
// strategy-pool token where the card asks one.
void StrategySecondary(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kStrategyEffect{
    "ti4.strategy.effect", kStrategySheet,
    "the active player chooses a system that contains a planet they control other than the "
    "Mecatol Rex system; each other player places one command token from their reinforcements "
    "in that system. Then, the active player readies any two of their exhausted planets.",
    "What a strategic action names is what its card allows: Diplomacy a system other than "
    "Mecatol Rex that contains a planet the player controls and at most two of their exhausted "
    "planets to ready; Politics a player other than the speaker; Warfare a system holding the "
    "player's command token."};
// The choices a primary or secondary ability names.
void StrategyEffect(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kActionPass{
    "ti4.action.pass", kStrategySheet,
    "During three\u2013 and four\u2013player games, a player must resolve the strategic action on "
    "each of their chosen strategy cards before they can pass.",
    "The active player passes instead of taking an action, and only after resolving the "
    "primary of every strategy card they hold."};
// A pass: the active player's, in place of the turn's action, every card held used.
void ActionPass(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kActionOrder{
    "ti4.action.order", kBaseRules,
    "one action per turn (strategic, tactical or component), in initiative order (lowest card "
    "first, 48).",
    "Action-phase turns go in initiative order, skipping players who passed; the action phase "
    "ends once every player has passed."};
// A turn: the next player in initiative order who has not passed.
void ActionOrder(const Ti4State& s, const Event& e, Findings* out);
// The end of the action phase: every player passed.
void ActionOrderEnd(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kTokensGain{
    "ti4.tokens.gain", kStrategySheet,
    "the active player gains three command tokens. Then, that player can spend any amount of "
    "their influence to gain one command token for every three influence they spend.",
    "Command tokens are gained only as an ability grants them: 3, and 1 for every 3 influence "
    "spent, with Leadership's primary (1 for every 3 influence with its secondary), 1 with "
    "Warfare's primary, 2 in the status phase; pools are redistributed only in the status phase "
    "or with Warfare's primary, keeping their total."};
// Tokens gained: no more than the abilities in force grant.
void TokensGain(const Ti4State& s, const Event& e, Findings* out);
// Pools redistributed: when allowed, keeping the total.
void TokensRedistribute(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kTokensTactic{
    "ti4.tokens.tactic", kBaseRules,
    "put a tactic\u2011pool token in a system that has none of your own tokens.",
    "A tactical action needs a command token in the player's tactic pool."};
// An activation in a game that tracks the pools: a tactic-pool token to place.
void TokensTactic(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kCustodians{
    "ti4.custodians", kStrategySheet,
    "Before the Commit Ground Forces step of an invasion, the active player can remove the "
    "custodians token from Mecatol Rex by spending six influence. Then, that player must commit "
    "at least one ground force to land on the planet.",
    "The active player removes the custodians token, in a tactical action in Mecatol Rex's "
    "system with ground forces there to land, having spent six influence in the turn; nobody "
    "lands on Mecatol Rex before it is removed."};
// The token removed: by the active player of Mecatol Rex's system, with ground forces and six
// influence spent.
void Custodians(const Ti4State& s, const Event& e, Findings* out);
// Ground forces landing on Mecatol Rex: the token is gone.
void CustodiansLand(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kCustodiansAgenda{
    "ti4.custodians.agenda", kStrategySheet,
    "After a player removes the custodians token from Mecatol Rex, the agenda phase is added to "
    "all subsequent game rounds, including the game round during which the custodians token was "
    "removed from Mecatol Rex.",
    "The agenda phase follows the status phase once the custodians token is removed, and only "
    "then."};
// A phase after the status phase: the agenda phase exactly when the token is gone.
void CustodiansAgenda(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> StrategyRules();

}  // namespace stardate::engine::ti4::rules

#endif  // STARDATE_ENGINE_TI4_RULES_STRATEGY_H_
