// A Twilight Imperium 4 table for the module's tests: a small real map around Mecatol Rex with
// the three space stations of Thunder's Edge systems in reach, three players, and helpers that
// write events the way a script would.
//
//   position  tile  system                      q,r
//   0         18    Mecatol Rex                 0,0
//   1         109   Bellatrix/Tsion Station     1,-1
//   2         117   The Watchtower (no planets) 1,0
//   3         26    Lodor (alpha)               0,1
//   4         41    Gravity Rift (no planets)   -1,1
//   5         111   Tarana/Oluz Station         -1,0
//   6         25    Quann (beta)                0,-1
//   7         01    Jord (Alice's home)         2,-1
//   8         92    Ordinian/Revelation (Bob)   -2,1
//   9         16    Arretze/Hercant/Kamdorn     0,-2 (Carol's home)
#ifndef STARDATE_TESTS_TI4_TI4_TABLE_H_
#define STARDATE_TESTS_TI4_TI4_TABLE_H_

#include <catch2/catch.hpp>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/ti4_setup.h"
#include "engine/ti4/ti4_state.h"
#include "engine/ti4/units.h"

namespace stardate::engine::ti4::test {

enum Pos : uint16_t {
  kMecatol = 0,
  kBellatrix,
  kWatchtower,
  kLodor,
  kRift,
  kTarana,
  kQuann,
  kJord,
  kBastion,
  kHacan
};
enum Who : uint8_t { kAlice = 0, kBob = 1, kCarol = 2 };

inline Ti4Setup TableMap() {
  Ti4Setup m;
  m.tiles = {{"18", 0, 0},   {"109", 1, -1}, {"117", 1, 0}, {"26", 0, 1},  {"41", -1, 1},
             {"111", -1, 0}, {"25", 0, -1},  {"01", 2, -1}, {"92", -2, 1}, {"16", 0, -2}};
  m.factions = {{"Federation of Sol", kJord, 4},
                {"Last Bastion", kBastion, 3},
                {"Emirates of Hacan", kHacan, 6}};
  return m;
}

inline GameSetup TableSetup(const Ti4Setup& map = TableMap()) {
  GameSetup s;
  s.rules_module = "ti4";
  s.seed = 4242;
  s.players = {{"Alice"}, {"Bob"}, {"Carol"}};
  s.module_header = EncodeTi4Setup(map);
  return s;
}

inline uint16_t U(Unit u) { return static_cast<uint16_t>(u); }

class Table {
 public:
  explicit Table(const GameSetup& setup = TableSetup()) {
    auto s = Ti4State::Create(setup);
    INFO(s.status().message());
    REQUIRE(s.ok());
    state = std::move(*s);
  }

  uint16_t Planet(const char* name) const {
    int p = state->FindPlanet(name);
    REQUIRE(p >= 0);
    return static_cast<uint16_t>(p);
  }

  // Checks `e`, applies it and returns the rule ids it broke.
  std::vector<std::string> Play(Event e) {
    state->Complete(&e);
    std::vector<std::string> ids;
    last.clear();
    for (const Violation& v : state->Check(e)) {
      ids.push_back(v.rule);
      last += v.rule + ": " + v.detail + "\n";
    }
    state->Apply(e);
    return ids;
  }
  // Plays `e`, which must be legal.
  void Legal(Event e) {
    std::vector<std::string> ids = Play(std::move(e));
    INFO(last);
    REQUIRE(ids.empty());
  }
  // The rule ids `e` would break, without playing it.
  std::vector<std::string> Judge(Event e) const {
    state->Complete(&e);
    std::vector<std::string> ids;
    for (const Violation& v : state->Check(e)) ids.push_back(v.rule);
    return ids;
  }

  static Event Ev(EventKind kind, uint8_t player, uint16_t card = 0, uint16_t target = 0,
                  int32_t arg = 0, std::vector<uint16_t> cards = {}) {
    Event e;
    e.kind = kind;
    e.player = player;
    e.card = card;
    e.target = target;
    e.arg = arg;
    e.cards = std::move(cards);
    return e;
  }
  static Event Place(uint8_t p, uint16_t sys, std::vector<Unit> units, int planet = -1) {
    std::vector<uint16_t> c;
    for (Unit u : units) c.push_back(U(u));
    return Ev(ti4::kTi4Place, p, static_cast<uint16_t>(planet + 1), static_cast<uint16_t>(sys + 1),
              0, c);
  }
  static Event Activate(uint8_t p, uint16_t sys) {
    return Ev(ti4::kTi4Activate, p, 0, static_cast<uint16_t>(sys + 1));
  }
  static Event Move(uint8_t p, uint16_t sys, std::vector<std::pair<uint16_t, Unit>> units) {
    std::vector<uint16_t> c;
    for (auto [from, u] : units) c.push_back(PackUnit(static_cast<uint16_t>(from + 1), u));
    return Ev(ti4::kTi4Move, p, 0, static_cast<uint16_t>(sys + 1), 0, c);
  }
  static Event Combat(uint8_t active, uint16_t sys, std::vector<std::pair<uint8_t, Unit>> lost,
                      int winner) {
    std::vector<uint16_t> c;
    for (auto [owner, u] : lost) c.push_back(PackUnit(owner, u));
    return Ev(ti4::kTi4Combat, active, 0, static_cast<uint16_t>(sys + 1), winner + 1, c);
  }
  static Event Control(uint8_t p, uint16_t planet) {
    return Ev(ti4::kTi4Control, p, static_cast<uint16_t>(planet + 1));
  }
  static Event Phase(int32_t phase) { return Ev(EventKind::PHASE, 0, 0, 0, phase); }
  static Event Turn(uint8_t p, int32_t n) { return Ev(EventKind::TURN, p, 0, 0, n); }

  // Setup as the table plays it: frontier tokens, starting fleets (Alice: 2 cruisers and a
  // carrier, 2 infantry and a space dock on Jord; Bob: a dreadnought and a destroyer at his
  // home, where he gains Revelation, and an infantry on Ordinian; Carol: a carrier and 2
  // infantry at Hacan), then the strategy and action phases and Alice's turn 1.
  void SetUpAndStartAction() {
    Legal(Ev(ti4::kTi4Frontier, 0, 0, kWatchtower + 1));
    Legal(Ev(ti4::kTi4Frontier, 0, 0, kRift + 1));
    Legal(Place(kAlice, kJord, {Unit::kCruiser, Unit::kCruiser, Unit::kCarrier}));
    Legal(Place(kAlice, kJord, {Unit::kInfantry, Unit::kInfantry}, Planet("jord")));
    Legal(Place(kAlice, kJord, {Unit::kSpaceDock}, Planet("jord")));
    Legal(Place(kBob, kBastion, {Unit::kDreadnought, Unit::kDestroyer}));
    Legal(Control(kBob, Planet("revelation")));  // the only player in his home system
    Legal(Place(kBob, kBastion, {Unit::kInfantry}, Planet("ordinian")));
    Legal(Place(kCarol, kHacan, {Unit::kCarrier, Unit::kInfantry, Unit::kInfantry}));
    Legal(Phase(kStrategy));
    Legal(Phase(kAction));
    Legal(Turn(kAlice, 1));
  }

  // SetUpAndStartAction, with a destroyer of Bob's holding the Watchtower.
  void SetUpWithBobAtWatchtower() {
    Legal(Place(kBob, kWatchtower, {Unit::kDestroyer}));
    Legal(Control(kBob, Planet("thewatchtower")));
    SetUpAndStartAction();
  }

  std::unique_ptr<Ti4State> state;
  std::string last;  // the details of the last Play()
};

// `who` places an infantry on the first `n` of four cultural planets at setup and gains them
// (with Oluz and Tsion Stations, as the only player in their systems).
inline void Spread(Table* t, uint8_t who, int n) {
  const char* planets[] = {"lodor", "quann", "tarana", "bellatrix"};
  const uint16_t sys[] = {kLodor, kQuann, kTarana, kBellatrix};
  for (int i = 0; i < n; ++i) {
    t->Legal(Table::Place(who, sys[i], {Unit::kInfantry}, t->Planet(planets[i])));
    t->Legal(Table::Control(who, t->Planet(planets[i])));
    if (sys[i] == kTarana) t->Legal(Table::Control(who, t->Planet("oluzstation")));
    if (sys[i] == kBellatrix) t->Legal(Table::Control(who, t->Planet("tsionstation")));
  }
}

// Rule ids as Judge() and Play() list them.
using V = std::vector<std::string>;
inline std::string S(std::string_view id) { return std::string(id); }

}  // namespace stardate::engine::ti4::test

#endif  // STARDATE_TESTS_TI4_TI4_TABLE_H_
