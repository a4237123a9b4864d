#include "tests/conformance/playouts.h"

#include "tests/bench/game_generator.h"
#include "tests/bench/ti4_generator.h"
#include "tests/support/table.h"

namespace stardate::testing {

const std::vector<Playout>& Playouts() {
  static const std::vector<Playout> playouts = {
      {"stccg1e",
       [] {
         bench::DeckOptions options;
         options.seed = 1701;
         auto setup = bench::BenchSetup(PoolPath(), options);
         // The generator relies on the seed's shuffles and draws (it reads the deck's order).
         if (setup.ok()) setup->randomness = engine::Randomness::SEED;
         return setup;
       },
       [](uint64_t seed) -> MoveGenerator {
         // Legal actions only: the generator checks each with GameState::Check().
         auto generator = std::make_shared<bench::GameGenerator>(seed, 0.0);
         return [generator](const engine::GameState& state) {
           return generator->Next(dynamic_cast<const engine::stccg::StccgState&>(state));
         };
       },
       "",
       /*opens_windows=*/true},
      {"ti4", [] { return bench::Ti4BenchSetup(20261124); },
       [](uint64_t seed) -> MoveGenerator {
         // Legal actions only, each confirmed with GameState::Check().
         auto generator = std::make_shared<bench::Ti4Generator>(seed);
         return [generator](const engine::GameState& state) {
           return generator->Next(dynamic_cast<const engine::ti4::Ti4State&>(state));
         };
       },
       "",
       /*opens_windows=*/true},
      // The generated long Dominion game (tests/conformance/dominion_game.h), as committed.
      {"stccg1e", nullptr, nullptr, "stccg/dominion-long.sdgame", true},
      // A recorded sample too: a station changing hands after a combat the table reports.
      {"ti4", nullptr, nullptr, "ti4/contested_station.sdgame", true},
      // Whole rounds (picks, strategic actions, passing, invasions' steps, a placement by an
      // ability) and the windows of a space combat's steps, with action cards and Sabotage
      // played in them.
      {"ti4", nullptr, nullptr, "ti4/three_rounds.sdgame", true},
      {"ti4", nullptr, nullptr, "ti4/casebook/ti4.timing.window.legal.step.sdgame", true},
      // A turn's combat kept in the state (its sides, the objective scored after it).
      {"ti4", nullptr, nullptr, "ti4/casebook/ti4.objective.combat.legal.sdgame", true},
  };
  return playouts;
}

}  // namespace stardate::testing
