// Deck construction of a Star Trek CCG 1E deck read from a deck file (engine/stccg/deck_file.h):
// its composition and the base rules' construction checks, made before play. Each check has a
// rule id, the source that states it and a quote; where no source settles a point the choice is
// in docs/deck-files.md ("Construction checks"). These are not rules of the game's rule table:
// they judge a deck, not an event of a log.
#ifndef STARDATE_ENGINE_STCCG_DECK_CHECK_H_
#define STARDATE_ENGINE_STCCG_DECK_CHECK_H_

#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/deck_file.h"

namespace stardate::engine::stccg {

// ---- Composition ----------------------------------------------------------------------------

struct DeckComposition {
  int missions = 0;    // copies in the Missions: section
  int seed_cards = 0;  // Seed+Dil: (missions not counted)
  int draw = 0;        // the draw deck
  int qs_tent = 0;     // the Q's Tent side deck
  int aside = 0;       // set aside: not part of the deck
  int seed_deck() const { return missions + seed_cards; }
  // Copies per card type name (CardTypeName) in each part, ordered by type name.
  std::map<std::string, int, std::less<>> seed_types, draw_types, qs_tent_types;
};

DeckComposition ComposeDeck(const ResolvedDeck& deck);

// ---- Construction checks --------------------------------------------------------------------

struct DeckFinding {
  std::string rule;        // e.g. "stccg.deck.draw-size"
  std::string message;     // what is wrong, with the numbers and card titles
  std::vector<int> lines;  // the deck file's lines concerned (empty: the deck as a whole)
  std::string source;      // the file that states the rule
  std::string quote;       // the sentence that states it
};

// One rule of deck construction.
struct DeckRule {
  std::string_view id;
  std::string_view summary;
  std::string_view source;
  std::string_view quote;
};
// Every construction rule, in the order the checks run.
const std::vector<DeckRule>& DeckRules();

// A deck as a game holds it, one card at a time in deck order, in the form the checks read: one
// line per card (numbered from 1), missions in Missions:, other seed cards in Seed+Dil:, the side
// deck in QsTent:. The audit judges a deck read from a deck file with it.
struct DeckCard {
  const CardFacts* card = nullptr;
  DeckSection section = DeckSection::kDraw;
};
ResolvedDeck DeckOfCards(const std::vector<DeckCard>& cards, const std::string& name);

// The findings of every construction rule on `deck` (its resolved lines; unresolved lines are
// not judged), in DeckRules() order, each broken rule once.
std::vector<DeckFinding> CheckDeckConstruction(const ResolvedDeck& deck);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_DECK_CHECK_H_
