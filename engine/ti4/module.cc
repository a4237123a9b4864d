#include "engine/ti4/module.h"

#include "engine/ti4/rule_ids.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {

// The base game plays three to eight players (data/reference/ti4-base-rules.md); the space
// station samples are three-player games.
const GameModule kModule = {
    .name = "ti4",
    .title = "Twilight Imperium, 4th edition (space stations)",
    .kind = schema::GameKind::TI4,
    .min_players = 3,
    .max_players = 8,
    .rules = &Ti4Rules,
    .new_game = &NewTi4Game,
};

}  // namespace stardate::engine::ti4
