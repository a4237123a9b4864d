#include "engine/ti4/ti4_setup.h"

#include <capnp/message.h>
#include <capnp/serialize.h>
#include <kj/array.h>

#include <algorithm>
#include <cstring>

#include "engine/ti4/ti4.capnp.h"

namespace stardate::engine::ti4 {
namespace {

constexpr size_t kMaxTiles = 512;
constexpr int kMaxCommodityValue = 12;

int EditDistance(const std::string& a, const std::string& b) {
  std::vector<int> prev(b.size() + 1), cur(b.size() + 1);
  for (size_t j = 0; j <= b.size(); ++j) prev[j] = static_cast<int>(j);
  for (size_t i = 1; i <= a.size(); ++i) {
    cur[0] = static_cast<int>(i);
    for (size_t j = 1; j <= b.size(); ++j) {
      int sub = prev[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1);
      cur[j] = std::min({prev[j] + 1, cur[j - 1] + 1, sub});
    }
    std::swap(prev, cur);
  }
  return prev[b.size()];
}

}  // namespace

std::string Nearest(const std::string& word, const std::vector<std::string>& choices) {
  // Fewest edits; among those, the longest common prefix ("26" for "260", not "20").
  std::string best;
  int best_d = 1 << 30;
  for (const std::string& c : choices) {
    size_t prefix = 0;
    while (prefix < c.size() && prefix < word.size() && c[prefix] == word[prefix]) ++prefix;
    int d = EditDistance(word, c) * 1000 - static_cast<int>(prefix);
    if (d < best_d) {
      best_d = d;
      best = c;
    }
  }
  return best;
}

std::string EncodeTi4Setup(const Ti4Setup& setup) {
  capnp::MallocMessageBuilder message;
  auto root = message.initRoot<ti4schema::Setup>();
  auto tiles = root.initTiles(static_cast<unsigned>(setup.tiles.size()));
  for (size_t i = 0; i < setup.tiles.size(); ++i) {
    tiles[i].setTile(setup.tiles[i].tile);
    tiles[i].setQ(setup.tiles[i].q);
    tiles[i].setR(setup.tiles[i].r);
  }
  auto links = root.initLinks(static_cast<unsigned>(setup.links.size()));
  for (size_t i = 0; i < setup.links.size(); ++i) {
    links[i].setA(setup.links[i].first);
    links[i].setB(setup.links[i].second);
  }
  auto factions = root.initFactions(static_cast<unsigned>(setup.factions.size()));
  for (size_t i = 0; i < setup.factions.size(); ++i) {
    factions[i].setFaction(setup.factions[i].faction);
    factions[i].setHome(setup.factions[i].home);
    factions[i].setCommodityValue(setup.factions[i].commodity_value);
  }
  root.setVictoryPoints(setup.victory_points);
  root.setSpeaker(setup.speaker);
  kj::Array<capnp::word> words = capnp::messageToFlatArray(message);
  auto bytes = words.asBytes();
  return std::string(reinterpret_cast<const char*>(bytes.begin()), bytes.size());
}

Result<Ti4Setup> DecodeTi4Setup(const std::string& bytes, size_t players, const Ti4Data& data,
                                const std::string& where) {
  if (bytes.empty() || bytes.size() % sizeof(capnp::word) != 0) {
    return Status::InvalidArgument(where +
                                   ": expected the Twilight Imperium 4 setup (a map and "
                                   "factions), found " +
                                   std::to_string(bytes.size()) + " bytes");
  }
  Ti4Setup setup;
  try {
    kj::Array<capnp::word> words = kj::heapArray<capnp::word>(bytes.size() / sizeof(capnp::word));
    std::memcpy(words.begin(), bytes.data(), bytes.size());
    capnp::ReaderOptions options;
    options.traversalLimitInWords = 1 << 20;
    capnp::FlatArrayMessageReader reader(words, options);
    auto root = reader.getRoot<ti4schema::Setup>();
    if (root.getTiles().size() > kMaxTiles || root.getLinks().size() > 4 * kMaxTiles ||
        root.getFactions().size() > 8) {
      return Status::InvalidArgument(where +
                                     ": expected at most 512 tiles, 2048 links and 8 "
                                     "factions");
    }
    for (auto t : root.getTiles()) {
      setup.tiles.push_back({std::string(t.getTile().cStr()), t.getQ(), t.getR()});
    }
    for (auto l : root.getLinks()) setup.links.emplace_back(l.getA(), l.getB());
    for (auto f : root.getFactions()) {
      setup.factions.push_back(
          {std::string(f.getFaction().cStr()), f.getHome(), f.getCommodityValue()});
    }
    setup.victory_points = root.getVictoryPoints();
    setup.speaker = root.getSpeaker();
  } catch (const kj::Exception& e) {
    return Status::InvalidArgument(where + ": the Twilight Imperium 4 setup is malformed (" +
                                   std::string(e.getDescription().cStr()) + ")");
  }
  if (Status st = CheckTi4Setup(setup, players, data, where); !st.ok()) return st;
  return setup;
}

Status CheckTi4Setup(const Ti4Setup& setup, size_t players, const Ti4Data& data,
                     const std::string& where) {
  auto fail = [&](const std::string& msg) { return Status::InvalidArgument(where + ": " + msg); };
  if (setup.tiles.empty()) return fail("expected a map of at least one tile, found none");
  const std::vector<std::string> ids = data.SystemIds();
  for (size_t i = 0; i < setup.tiles.size(); ++i) {
    const MapTile& t = setup.tiles[i];
    const SystemInfo* s = data.FindSystem(t.tile);
    std::string at = "map tile " + std::to_string(i + 1) + " ('" + t.tile + "' at " +
                     std::to_string(t.q) + "," + std::to_string(t.r) + ")";
    if (s == nullptr) {
      return fail(at + ": expected a tile id of data/ti4/systems.ts, nearest '" +
                  Nearest(t.tile, ids) + "'");
    }
    for (const std::string& planet : s->planets) {
      if (data.FindPlanet(planet) == nullptr) {
        return fail(at + ": the tile names planet '" + planet +
                    "', which data/ti4/planets.ts does not list; choose another tile");
      }
    }
    if (s->hyperlane) {
      return fail(at + ": a hyperlane is not a system; give its connections as links");
    }
    for (size_t j = 0; j < i; ++j) {
      if (setup.tiles[j].q == t.q && setup.tiles[j].r == t.r) {
        return fail(at + ": expected a free position, found tile " + std::to_string(j + 1) + " ('" +
                    setup.tiles[j].tile + "') there");
      }
      if (setup.tiles[j].tile == t.tile) {
        return fail(at + ": expected each tile once, found it as tile " + std::to_string(j + 1));
      }
    }
  }
  for (size_t i = 0; i < setup.links.size(); ++i) {
    auto [a, b] = setup.links[i];
    if (a >= setup.tiles.size() || b >= setup.tiles.size() || a == b) {
      return fail("link " + std::to_string(i + 1) + " (" + std::to_string(a + 1) + "-" +
                  std::to_string(b + 1) + "): expected two different map tiles from 1 to " +
                  std::to_string(setup.tiles.size()));
    }
  }
  if (setup.factions.size() != players) {
    return fail("expected one faction per player (" + std::to_string(players) + "), found " +
                std::to_string(setup.factions.size()));
  }
  if (players < 2) return fail("expected at least 2 players");
  for (size_t i = 0; i < setup.factions.size(); ++i) {
    const FactionSetup& f = setup.factions[i];
    std::string at = "player " + std::to_string(i + 1) + " ('" + f.faction + "')";
    if (f.faction.empty()) return fail(at + ": expected a faction name");
    if (f.home >= setup.tiles.size()) {
      return fail(at + ": expected a home system among map tiles 1 to " +
                  std::to_string(setup.tiles.size()) + ", found " + std::to_string(f.home + 1));
    }
    if (f.commodity_value > kMaxCommodityValue) {
      return fail(at + ": expected a commodity value from 0 to 12, found " +
                  std::to_string(f.commodity_value));
    }
    for (size_t j = 0; j < i; ++j) {
      if (setup.factions[j].home == f.home) {
        return fail(at + ": expected a home system of its own, found player " +
                    std::to_string(j + 1) + "'s");
      }
    }
  }
  if (setup.victory_points < 1 || setup.victory_points > 20) {
    return fail("expected victory points from 1 to 20 (10 or 14), found " +
                std::to_string(setup.victory_points));
  }
  if (setup.speaker >= players) {
    return fail("expected the speaker to be a player (1 to " + std::to_string(players) +
                "), found " + std::to_string(setup.speaker + 1));
  }
  return Status::Ok();
}

Board BuildBoard(const Ti4Setup& setup, const Ti4Data& data) {
  Board b;
  const size_t n = setup.tiles.size();
  b.systems.resize(n);
  for (size_t i = 0; i < n; ++i) {
    b.systems[i].info = data.FindSystem(setup.tiles[i].tile);
    for (const std::string& id : b.systems[i].info->planets) {
      b.systems[i].planets.push_back(static_cast<uint16_t>(b.planets.size()));
      b.planets.push_back({data.FindPlanet(id), static_cast<uint16_t>(i)});
    }
  }
  auto link = [&](size_t a, size_t c) {
    b.systems[a].adjacent.push_back(static_cast<uint16_t>(c));
    b.systems[c].adjacent.push_back(static_cast<uint16_t>(a));
  };
  static constexpr int kDirs[6][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, -1}, {-1, 1}};
  for (size_t i = 0; i < n; ++i) {
    for (size_t j = i + 1; j < n; ++j) {
      bool touch = false;
      for (const auto& d : kDirs) {
        touch |= setup.tiles[i].q + d[0] == setup.tiles[j].q &&
                 setup.tiles[i].r + d[1] == setup.tiles[j].r;
      }
      for (const std::string& w : b.systems[i].info->wormholes) {
        for (const std::string& x : b.systems[j].info->wormholes) touch |= w == x;
      }
      if (touch) link(i, j);
    }
  }
  for (auto [a, c] : setup.links) link(a, c);
  for (Board::System& s : b.systems) {
    std::sort(s.adjacent.begin(), s.adjacent.end());
    s.adjacent.erase(std::unique(s.adjacent.begin(), s.adjacent.end()), s.adjacent.end());
  }
  // Every system's distances, breadth first.
  b.hops.assign(n * n, Board::kFar);
  for (size_t from = 0; from < n; ++from) {
    uint8_t* row = &b.hops[from * n];
    row[from] = 0;
    std::vector<uint16_t> frontier = {static_cast<uint16_t>(from)};
    for (int d = 1; d < Board::kFar && !frontier.empty(); ++d) {
      std::vector<uint16_t> next;
      for (uint16_t s : frontier) {
        for (uint16_t a : b.systems[s].adjacent) {
          if (row[a] != Board::kFar) continue;
          row[a] = static_cast<uint8_t>(d);
          next.push_back(a);
        }
      }
      frontier = std::move(next);
    }
  }
  return b;
}

bool Board::Adjacent(uint16_t a, uint16_t b) const {
  if (a >= systems.size()) return false;
  return std::binary_search(systems[a].adjacent.begin(), systems[a].adjacent.end(), b);
}

}  // namespace stardate::engine::ti4
