// How much of the card lists' game text the engine reads, by card type (`stardate cards check
// --coverage`): what the ability tables of card_abilities.h read of each card.
#ifndef STARDATE_ENGINE_STCCG_CARD_COVERAGE_H_
#define STARDATE_ENGINE_STCCG_CARD_COVERAGE_H_

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_pool.h"

namespace stardate::engine::stccg {

// How much of one card's Text the ability tables read.
//  * kFully: every rule-bearing part of it: a facility or site with no clause left unclassified
//    and every other clause read by a card ability; a dilemma whose condition is its only rule
//    (DilemmaReading::only_rule); any other card each of whose clauses a card ability reads.
//  * kPartly: some of it (an ability was read), not all.
//  * kNone: no ability was read from it.
//  * kNoText: its Text is empty.
enum class Reading { kFully, kPartly, kNone, kNoText };
Reading ReadingOf(const CardFacts& card);

// The clauses of `card`'s Text no ability reads: what the engine takes on the table's word when
// the card is used (`stardate cards show`). A mission's requirements and a personnel's skills
// are read where they are used (mission_requirements.h) and are not listed; a dilemma whose
// condition is not its only rule lists the clauses besides the one it was read from.
std::vector<std::string> UnreadClauses(const CardFacts& card);

struct TypeCoverage {
  int fully = 0, partly = 0, none = 0, no_text = 0;
};
struct Coverage {
  std::map<std::string, TypeCoverage> types;  // by CardTypeName
  int dilemmas = 0;                           // dilemmas
  int dilemmas_stating_conditions = 0;  // those whose text says "get past", "unless", "requires"
  int dilemma_conditions = 0;           // those whose condition is read
};
// Counts the cards of `pool` (reprints with the same text once, as the pool merges them).
Coverage CountCoverage(const CardPool& pool);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_CARD_COVERAGE_H_
