// What `stardate cards` shows of a 1E card list (engine/registry.h CardBook): a card's every
// column, the facts the engine reads and the rules derived from the game text of facilities and
// sites (engine/stccg/card_text.h); and the check of a list for facility and site texts that
// could not be classified. Lists are in the trekcc CSV layout; without any, the card lists built
// into the program (data/stccg1e/Physical.csv and Virtual.csv).
#ifndef STARDATE_ENGINE_STCCG_CARD_BOOK_H_
#define STARDATE_ENGINE_STCCG_CARD_BOOK_H_

#include <string>
#include <string_view>
#include <vector>

#include "engine/registry.h"
#include "engine/stccg/card_pool.h"

namespace stardate::engine::stccg {

extern const CardBook kCardBook;

// Up to five titles containing `query` (its face title, engine/stccg/card_text.h FaceTitle),
// case-insensitively, each once, in pool order: the "did you mean" of `cards show` and of deck
// files.
std::vector<std::string> Suggestions(const CardPool& pool, std::string_view query);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_CARD_BOOK_H_
