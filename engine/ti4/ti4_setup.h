// The Twilight Imperium 4 game setup kept in the log header (GameSetup::module_header, the
// flat bytes of a ti4schema::Setup; engine/ti4/ti4.capnp) and the board it describes: the
// systems at their map positions, their planets and space stations, and adjacency.
#ifndef STARDATE_ENGINE_TI4_TI4_SETUP_H_
#define STARDATE_ENGINE_TI4_TI4_SETUP_H_

#include <cstdint>
#include <string>
#include <vector>

#include "engine/ti4/ti4_data.h"
#include "format/status.h"

namespace stardate::engine::ti4 {

struct MapTile {
  std::string tile;  // systems.ts id
  int16_t q = 0;
  int16_t r = 0;
  bool operator==(const MapTile&) const = default;
};

struct FactionSetup {
  std::string faction;
  uint16_t home = 0;  // map position
  uint8_t commodity_value = 0;
  bool operator==(const FactionSetup&) const = default;
};

struct Ti4Setup {
  std::vector<MapTile> tiles;
  std::vector<std::pair<uint16_t, uint16_t>> links;
  std::vector<FactionSetup> factions;
  uint8_t victory_points = 10;
  uint8_t speaker = 0;
  bool operator==(const Ti4Setup&) const = default;
};

// Flat bytes of a ti4schema::Setup.
std::string EncodeTi4Setup(const Ti4Setup& setup);
// Reads and checks the header part: every tile known to `data` and at a free position, links
// and homes naming positions, one faction per player (`players`), a commodity value of at most
// 12, a victory-point goal from 1 to 20. Errors are "WHERE: ..." naming the position, what was
// expected and the nearest valid choice.
Result<Ti4Setup> DecodeTi4Setup(const std::string& bytes, size_t players, const Ti4Data& data,
                                const std::string& where);
Status CheckTi4Setup(const Ti4Setup& setup, size_t players, const Ti4Data& data,
                     const std::string& where);

// The board of a setup: systems and planets resolved against the data, with adjacency.
struct Board {
  struct System {
    const SystemInfo* info = nullptr;
    std::vector<uint16_t> planets;   // indexes into Board::planets
    std::vector<uint16_t> adjacent;  // map positions, ascending
  };
  struct Planet {
    const PlanetInfo* info = nullptr;
    uint16_t system = 0;  // map position
  };
  std::vector<System> systems;
  std::vector<Planet> planets;
  // Fewest moves between two systems with nothing in the way, [a * systems.size() + b];
  // kFar when out of reach.
  std::vector<uint8_t> hops;
  static constexpr uint8_t kFar = 255;

  bool Adjacent(uint16_t a, uint16_t b) const;
  // Fewest moves from `from` to `to` avoiding the systems `blocked` says (other than `to`),
  // or -1 if none within `limit`.
  template <typename Blocked>
  int Distance(uint16_t from, uint16_t to, int limit, Blocked blocked) const;
};

// Builds the board: tile sides that touch (axial neighbours), matching wormholes (alpha,
// beta, gamma, delta, ...) and the setup's links (data/reference/ti4-base-rules.md section 12).
Board BuildBoard(const Ti4Setup& setup, const Ti4Data& data);

// The entry of `choices` nearest to `word` (edit distance), for "did you mean" messages.
std::string Nearest(const std::string& word, const std::vector<std::string>& choices);

template <typename Blocked>
int Board::Distance(uint16_t from, uint16_t to, int limit, Blocked blocked) const {
  if (from == to) return 0;
  // Out of reach even with nothing in the way; or next door, where nothing can be in the way.
  const int fewest = hops[static_cast<size_t>(from) * systems.size() + to];
  if (fewest > limit) return -1;
  if (fewest <= 1) return fewest;
  std::vector<int> dist(systems.size(), -1);
  std::vector<uint16_t> frontier = {from};
  dist[from] = 0;
  for (int d = 1; d <= limit && !frontier.empty(); ++d) {
    std::vector<uint16_t> next;
    for (uint16_t s : frontier) {
      for (uint16_t n : systems[s].adjacent) {
        if (dist[n] >= 0) continue;
        if (n == to) return d;
        dist[n] = d;
        if (!blocked(n)) next.push_back(n);
      }
    }
    frontier = std::move(next);
  }
  return -1;
}

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_TI4_SETUP_H_
