// What the archive catalogue counts of a TI4 game (engine/game_stats.h): factions, space
// combats, stations taken and victory points; a score that ends the game ends it by the rules.
#include <iterator>

#include "engine/ti4/kinds.h"
#include "engine/ti4/module.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {

namespace {

// The facts a TI4 game counts, in kFacts' order; their ids are those of the facts other games
// count alike (a battle, a holding taken from its controller).
namespace fact {
enum : size_t { kBattle, kCommandeering };
}  // namespace fact

constexpr FactInfo kFacts[] = {
    {"battles", "space combats of the player's tactical actions"},
    {"commandeerings", "space stations the player took control of"},
};
static_assert(std::size(kFacts) == fact::kCommandeering + 1);

std::string Side(const GameState& initial, int seat) {
  const auto* t = dynamic_cast<const Ti4State*>(&initial);
  if (t == nullptr || seat < 0 || static_cast<size_t>(seat) >= t->map().factions.size()) return "";
  return t->map().factions[static_cast<size_t>(seat)].faction;
}

void Tally(const GameState& before, const Event& e, StatsTally* out) {
  const auto* t = dynamic_cast<const Ti4State*>(&before);
  if (t == nullptr) return;
  if (e.kind == ti4::kTi4Combat) {
    out->Fact(e.player, fact::kBattle);
  } else if (e.kind == ti4::kTi4Control && e.card >= 1 && e.card - 1u < t->board().planets.size() &&
             t->IsStation(static_cast<uint16_t>(e.card - 1))) {
    out->Fact(e.player, fact::kCommandeering);
  }
}

int64_t Score(const GameState& state, int seat) {
  const auto* t = dynamic_cast<const Ti4State*>(&state);
  if (t == nullptr || seat < 0 || static_cast<size_t>(seat) >= t->map().factions.size()) return 0;
  return t->player(static_cast<uint8_t>(seat)).victory_points;
}

// The leader, once a player has reached the game's victory-point goal (lowest seat on a tie).
int Winner(const GameState& state) {
  const auto* t = dynamic_cast<const Ti4State*>(&state);
  if (t == nullptr) return -1;
  int best = -1;
  for (size_t seat = 0; seat < t->map().factions.size(); ++seat) {
    const int vp = t->player(static_cast<uint8_t>(seat)).victory_points;
    if (best < 0 || vp > t->player(static_cast<uint8_t>(best)).victory_points) {
      best = static_cast<int>(seat);
    }
  }
  return best >= 0 &&
                 t->player(static_cast<uint8_t>(best)).victory_points >= t->map().victory_points
             ? best
             : -1;
}

}  // namespace

const GameStats kStats = {
    .side_word = "faction",
    .short_name = "TI4",
    .facts = kFacts,
    .side = &Side,
    .tally = &Tally,
    .score = &Score,
    .winner = &Winner,
};

}  // namespace stardate::engine::ti4
