// A generated Dominion game of the Star Trek CCG (1E), as a script: white deprivation over many
// turns, infiltration and exposure, a Founder's death with the Jem'Hadar of both players present,
// and Empok Nor commandeered after its dilemmas. The same arguments always give the same text;
// samples/stccg/dominion-long.sdgame is DominionGameScript(kDominionLongRounds).
#ifndef STARDATE_TESTS_CONFORMANCE_DOMINION_GAME_H_
#define STARDATE_TESTS_CONFORMANCE_DOMINION_GAME_H_

#include <string>

namespace stardate::testing {

// The rounds (one turn of each player) of the committed long sample.
inline constexpr int kDominionLongRounds = 24;

// The script of a game with `rounds` rounds of white deprivation before its closing acts
// (infiltration, the Founder's death, Empok Nor, two white-deprived Jem'Hadar split by the seed):
// 2 * rounds + 16 turns. `rounds` is 1 to 24 (Bob's deck of 40 must never be drawn out: the
// draw that empties both decks ends the game).
std::string DominionGameScript(int rounds);

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_CONFORMANCE_DOMINION_GAME_H_
