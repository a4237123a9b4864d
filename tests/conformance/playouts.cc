#include "tests/conformance/playouts.h"

#include "tests/bench/game_generator.h"
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
       ""},
      // TI4 has no move generator yet: its contested-station sample (three players, a station
      // changing hands after combat) stands in.
      {"ti4", nullptr, nullptr, "ti4/contested_station.sdgame"},
      {"ti4", nullptr, nullptr, "ti4/stations_trade.sdgame"},
  };
  return playouts;
}

}  // namespace stardate::testing
