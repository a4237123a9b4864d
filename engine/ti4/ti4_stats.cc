// What the archive catalogue counts of a TI4 game (engine/game_stats.h): factions, space
// combats, stations taken and victory points; a score that ends the game ends it by the rules.
#include "engine/ti4/kinds.h"
#include "engine/ti4/module.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {

namespace {

std::string Side(const GameState& initial, int seat) {
  const auto* t = dynamic_cast<const Ti4State*>(&initial);
  if (t == nullptr || seat < 0 || static_cast<size_t>(seat) >= t->map().factions.size()) return "";
  return t->map().factions[static_cast<size_t>(seat)].faction;
}

void Tally(const GameState& before, const Event& e, StatsTally* out) {
  const auto* t = dynamic_cast<const Ti4State*>(&before);
  if (t == nullptr) return;
  if (e.kind == ti4::kTi4Combat) {
    out->Fact(e.player, StatFact::kBattle);
  } else if (e.kind == ti4::kTi4Control && e.card >= 1 && e.card - 1u < t->board().planets.size() &&
             t->IsStation(static_cast<uint16_t>(e.card - 1))) {
    out->Fact(e.player, StatFact::kCommandeering);  // a space station taken: TI4's nearest
  } else if (e.kind == ti4::kTi4Score && !before.core().game_over) {
    out->MayEndByScore();
  }
}

int64_t Score(const GameState& state, int seat) {
  const auto* t = dynamic_cast<const Ti4State*>(&state);
  if (t == nullptr || seat < 0 || static_cast<size_t>(seat) >= t->map().factions.size()) return 0;
  return t->player(static_cast<uint8_t>(seat)).victory_points;
}

}  // namespace

const GameStats kStats = {
    .side = &Side,
    .tally = &Tally,
    .score = &Score,
};

}  // namespace stardate::engine::ti4
