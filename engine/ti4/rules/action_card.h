// TI4 rules: timing windows, action cards and component actions
// (data/reference/ti4-timing-rules.md). Each rule is followed by the checks that judge it
// (rules/table.cc lists which events). Where the engine opens windows and in what order the
// players answer is engine/ti4/ti4_windows.cc.
#ifndef STARDATE_ENGINE_TI4_RULES_ACTION_CARD_H_
#define STARDATE_ENGINE_TI4_RULES_ACTION_CARD_H_

#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/ti4/rules/check.h"

namespace stardate::engine::ti4 {

class Ti4Catalog;

// --- What an action card's or an ability's timing (its first paragraph) names.
struct Timing {
  enum class Kind {
    kComponent,  // "Action": a component action (rules::kComponentAction)
    kWindow,     // after or when one of `after`'s events: played in a window one of them opened
    kPhase,      // at a point of phase `phase` the engine has no window for
    kSabotage,   // "when another player plays an action card other than 'Sabotage'"
    kOpen,       // a timing the engine does not read: taken on the table's word
  };
  Kind kind = Kind::kOpen;
  std::vector<EventKind> after;
  int32_t phase = 0;
  bool another = false;  // the window's event is another player's ("another player", "neighbors")
  bool own = false;      // the window's event is the player's own ("after you activate")
  // The steps of a tactical action (rules/combat.h, a bit each) whose window the timing names:
  // where the log writes the step (kTi4Step), the card is played in its window and no other;
  // where it does not, in a window of `after`.
  uint32_t steps = 0;
  // The combat (kSpaceCombat, kGroundCombat) whose side the player is on, where the timing
  // speaks of their own units or opponent in it ("your ships during a space combat", "you win
  // a space combat", "your ground forces ... ground combat"); 0 where it does not say.
  uint8_t side = 0;
};
// Reads a timing as data/ti4/action_cards.json writes it ("After you activate a system").
Timing TimingOf(std::string_view window);

// The catalogue built into the program (Ti4Catalog::Shipped()), or nullptr if it cannot be read.
const Ti4Catalog* BuiltInCatalog();

// The catalogue's action card named `name` (case aside): its first entry's index + 1, or 0.
uint16_t FindActionCard(const Ti4Catalog& catalog, std::string_view name);
// Whether action card `card` (FindActionCard) is Sabotage.
bool IsSabotage(const Ti4Catalog& catalog, uint16_t card);

// Abilities a player uses: a technology of the catalogue (its index + 1) or a faction ability
// (kFactionAbility + its index in kFactionAbilities).
inline constexpr uint16_t kFactionAbility = 0x8000;
struct FactionAbility {
  std::string_view name;
  std::string_view faction;  // the catalogue's faction id
  std::string_view timing;   // as an action card's is written
};
inline constexpr FactionAbility kFactionAbilities[] = {
    {"Pillage", "mentak", "After 1 of your neighbors gains trade goods or resolves a transaction"},
    {"Stall Tactics", "yssaril", "Action"},
    {"Orbital Drop", "sol", "Action"},
};
inline constexpr uint16_t kPillage = kFactionAbility;  // kFactionAbilities[0]
// The ability named `name` (case aside), or 0.
uint16_t FindAbility(const Ti4Catalog& catalog, std::string_view name);
// Its name, and its timing ("Action" for a technology used as a component action, "" for one
// whose timing the engine does not read).
std::string AbilityName(const Ti4Catalog& catalog, uint16_t ability);
std::string_view AbilityTiming(uint16_t ability);

namespace rules {

inline constexpr std::string_view kTimingRules = "data/reference/ti4-timing-rules.md";

inline constexpr Rule kTimingWindow{
    "ti4.timing.window", kTimingRules,
    "The first paragraph of each action card is presented in bold text and describes the timing "
    "of when that card\u2019s ability can be resolved.",
    "An action card is played, and an ability used, in the window its timing names: after a "
    "system is activated, ships moved, ground forces committed, an agenda revealed, a vote, trade "
    "goods gained or a transaction; Sabotage while another player's action card other than "
    "Sabotage is being played; and in the phase the card names."};
// An action card played: at its timing.
void TimingWindow(const Ti4State& s, const Event& e, Findings* out);
// An ability used: at its timing.
void TimingWindowAbility(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kActionCardHand{
    "ti4.action-card.hand", kTimingRules,
    "To play an action card, a player reads and resolves the card\u2019s ability text, making "
    "any decisions as prompted by the card. Then, that player discards the card, placing it in "
    "the action discard pile.",
    "A player plays and discards only action cards they hold, and draws a positive number."};
// An action card played: the player holds one.
void ActionCardHand(const Ti4State& s, const Event& e, Findings* out);
// Action cards drawn or discarded: a positive number, discarded from the hand.
void ActionCardHandCount(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kActionCardLimit{
    "ti4.action-card.limit", kTimingRules,
    "If a player ever has more than seven action cards, that player must choose seven cards to "
    "keep and discard the rest.",
    "A player above seven action cards discards down to seven before anything else happens."};
// Action cards discarded while the hand is above the limit: down to seven, not below.
void ActionCardLimit(const Ti4State& s, const Event& e, Findings* out);

inline constexpr Rule kComponentAction{
    "ti4.component.action", kTimingRules,
    "A component action is a type of action that a player can perform during their turn of an "
    "action phase.",
    "A component action (an action card, technology or faction ability with an \u201cAction\u201d "
    "header) is the active player's one action of an action-phase turn."};
// An action card played as a component action.
void ComponentAction(const Ti4State& s, const Event& e, Findings* out);
// An ability used as a component action (arg 1), or an ability whose timing is "Action".
void ComponentActionAbility(const Ti4State& s, const Event& e, Findings* out);

// The rules above, in order.
std::span<const Rule> ActionCardRules();

}  // namespace rules
}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_RULES_ACTION_CARD_H_
