#include "engine/stccg/module.h"

#include "engine/stccg/card_book.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

const GameModule kModule = {
    .name = "stccg1e",
    .title = "Star Trek CCG, First Edition",
    .kind = schema::GameKind::STCCG1E,
    .min_players = 2,
    .max_players = 2,
    .rules = &Rules,
    .core_citations = &CoreCitations,
    .new_game = &NewStccgGame,
    .interpretations = {},  // listed by area in engine/stccg/INTERPRETATIONS.md
    .rule_prefix = "stccg.",
    .casebook = "samples/stccg/casebook",
    .cards = &kCardBook,
    .stats = &kStats,
};

}  // namespace stardate::engine::stccg
