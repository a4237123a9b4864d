// The Twilight Imperium 4 header part (map and factions) and game setup.
#include "tests/ti4/ti4_table.h"

namespace stardate::engine::ti4::test {
namespace {

Status Load(const Ti4Setup& map, size_t players = 3) {
  GameSetup s = TableSetup(map);
  s.players.resize(players, {"Dan"});
  return Ti4State::Create(s).status();
}

TEST_CASE(
    "ti4 setup: the header's map round-trips and builds adjacency from touching sides "
    "and wormholes",
    "[ti4][setup]") {
  const Ti4Data& data = **Ti4Data::Shipped();
  std::string bytes = EncodeTi4Setup(TableMap());
  auto back = DecodeTi4Setup(bytes, 3, data, "header");
  REQUIRE(back.ok());
  CHECK(*back == TableMap());
  Board b = BuildBoard(*back, data);
  CHECK(b.Adjacent(kMecatol, kBellatrix));
  CHECK(b.Adjacent(kJord, kWatchtower));
  CHECK_FALSE(b.Adjacent(kJord, kMecatol));
  CHECK_FALSE(b.Adjacent(kLodor, kQuann));  // alpha and beta do not match
  Ti4Setup linked = TableMap();
  linked.links.emplace_back(kJord, kHacan);
  Board lb = BuildBoard(linked, data);
  CHECK(lb.Adjacent(kHacan, kJord));
}

TEST_CASE("ti4 setup: the board's distance table counts moves along sides, wormholes and links",
          "[ti4][setup]") {
  const Ti4Data& data = **Ti4Data::Shipped();
  Board b = BuildBoard(TableMap(), data);
  auto hops = [&](const Board& board, uint16_t a, uint16_t c) {
    return board.hops[a * board.systems.size() + c];
  };
  CHECK(hops(b, kJord, kJord) == 0);
  CHECK(hops(b, kJord, kWatchtower) == 1);
  CHECK(hops(b, kJord, kMecatol) == 2);
  CHECK(hops(b, kMecatol, kJord) == 2);
  CHECK(hops(b, kJord, kBastion) == 4);
  auto open = [](uint16_t) { return false; };
  CHECK(b.Distance(kJord, kMecatol, 2, open) == 2);
  CHECK(b.Distance(kJord, kMecatol, 1, open) == -1);  // a carrier does not reach
  // Through Bellatrix or the Watchtower: both blocked, no way within two moves.
  auto walls = [](uint16_t s) { return s == kBellatrix || s == kWatchtower; };
  CHECK(b.Distance(kJord, kMecatol, 2, walls) == -1);
  CHECK(b.Distance(kJord, kWatchtower, 1, walls) == 1);  // the destination itself may be held
  Ti4Setup linked = TableMap();
  linked.links.emplace_back(kJord, kBastion);
  CHECK(hops(BuildBoard(linked, data), kJord, kBastion) == 1);
}

TEST_CASE(
    "ti4 setup: a bad map or faction is refused with the position and the nearest "
    "choice",
    "[ti4][setup]") {
  Ti4Setup m = TableMap();
  m.tiles[3].tile = "260";
  Status st = Load(m);
  CHECK(st.message().find("map tile 4 ('260' at 0,1): expected a tile id of "
                          "data/ti4/systems.ts, nearest '26'") != std::string::npos);
  m = TableMap();
  m.tiles[3].q = 1;
  m.tiles[3].r = -1;
  CHECK(Load(m).message().find("map tile 4 ('26' at 1,-1): expected a free position, found "
                               "tile 2 ('109') there") != std::string::npos);
  m = TableMap();
  m.factions[2].home = kJord;
  CHECK(Load(m).message().find("player 3 ('Emirates of Hacan'): expected a home system of its "
                               "own, found player 1's") != std::string::npos);
  m = TableMap();
  m.factions[0].commodity_value = 40;
  CHECK(Load(m).message().find("expected a commodity value from 0 to 12, found 40") !=
        std::string::npos);
  CHECK(Load(TableMap(), 2).message().find("expected one faction per player (2), found 3") !=
        std::string::npos);
  GameSetup s = TableSetup();
  s.module_header = "xyz";
  CHECK(Ti4State::Create(s).status().message().find("found 3 bytes") != std::string::npos);
}

TEST_CASE("ti4 setup: home planets start under their faction, a home station does not",
          "[ti4][setup]") {
  Table t;
  CHECK(t.state->Controller(t.Planet("jord")) == kAlice);
  CHECK(t.state->Controller(t.Planet("ordinian")) == kBob);
  CHECK(t.state->Controller(t.Planet("revelation")) == kNobody);
  CHECK(t.state->Controller(t.Planet("hercant")) == kCarol);
  CHECK(t.state->CommodityValue(kCarol) == 6);
}

TEST_CASE("ti4 state: serialize and restore give the same state and hash", "[ti4][setup]") {
  Table t;
  t.SetUpAndStartAction();
  std::string bytes = t.state->Serialize();
  Table u;
  REQUIRE(u.state->Restore(bytes, "snapshot").ok());
  CHECK(u.state->Serialize() == bytes);
  CHECK(u.state->Hash() == t.state->Hash());
  CHECK_FALSE(u.state->Restore(bytes.substr(0, bytes.size() - 3), "snapshot").ok());
}

}  // namespace
}  // namespace stardate::engine::ti4::test
