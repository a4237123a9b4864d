#include "tests/bench/ti4_generator.h"

#include <algorithm>
#include <bit>
#include <string>
#include <utility>

#include "engine/rule_catalogue.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/objectives.h"
#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/script/script.h"
#include "engine/ti4/script/ti4_binding.h"

namespace stardate::bench {

using engine::Event;
using engine::EventKind;
using engine::ti4::kUnitStats;
using engine::ti4::kUnitTypes;
using engine::ti4::PackUnit;
using engine::ti4::Unit;

namespace {

// Mecatol Rex, the six systems around it (Tsion Station, Lodor, Oluz Station, the Watchtower,
// Wellon, Quann) and the twelve of the second ring, three of them home systems.
constexpr const char* kMap =
    "18@0,0 109@1,-1 26@1,0 111@0,1 117@-1,1 19@-1,0 25@0,-1 "
    "01@2,-1 92@-2,1 16@0,2 27@2,-2 28@2,0 29@1,1 30@-1,2 31@-2,2 46@-2,0 32@-1,-1 33@0,-2 "
    "34@1,-2";

struct FactionLine {
  const char* player;
  const char* faction;
  const char* home;
  const char* commodity_value;
};

constexpr FactionLine kFactions[] = {
    {"Alice", "Federation of Sol", "01", "4"},
    {"Bob", "Last Bastion", "92", "3"},
    {"Carol", "Emirates of Hacan", "16", "6"},
};

// A player's starting units: ships in the home system's space, ground forces and a space dock
// on its first planet.
constexpr Unit kStartShips[] = {Unit::kCruiser,   Unit::kCruiser, Unit::kCarrier,
                                Unit::kDestroyer, Unit::kFighter, Unit::kFighter};
constexpr Unit kStartGround[] = {Unit::kInfantry, Unit::kInfantry, Unit::kInfantry,
                                 Unit::kSpaceDock};
// What production builds, and the fleet size above which it stops (keeps combats short).
constexpr Unit kProduced[] = {Unit::kDestroyer, Unit::kCruiser, Unit::kCarrier, Unit::kDreadnought,
                              Unit::kFighter};
constexpr int kMaxFleet = 14;

Event Make(EventKind kind, uint8_t player) {
  Event e;
  e.kind = kind;
  e.player = player;
  return e;
}

uint16_t Id(size_t index) { return static_cast<uint16_t>(index + 1); }

// The first planet (not a station) of a player's home system.
int HomePlanet(const engine::ti4::Ti4State& s, uint8_t p) {
  for (uint16_t planet : s.board().systems[s.map().factions[p].home].planets) {
    if (!s.IsStation(planet)) return planet;
  }
  return -1;
}

}  // namespace

Result<engine::GameSetup> Ti4BenchSetup(uint64_t seed) {
  script::ScriptHeader header;
  header.format_version = "1";
  header.game = "ti4";
  header.seed = seed;
  header.has_seed = true;
  header.randomness = "seed";  // the dice of combats come from the seed's PRNG
  header.event = "Stardate benchmark";
  header.meta = {{"map", kMap}, {"speaker", "Alice"}};
  for (const FactionLine& f : kFactions) {
    script::PlayerDecl p;
    p.name = f.player;
    for (auto [section, title] : {std::pair{"faction", f.faction}, std::pair{"home", f.home},
                                  std::pair{"commodity-value", f.commodity_value}}) {
      script::DeckLine d;
      d.section = section;
      d.title = title;
      p.deck.push_back(d);
    }
    header.players.push_back(std::move(p));
  }
  return engine::ti4::kScriptBinding.setup_from_header(header, "ti4_bench.sdgame", {});
}

Ti4Generator::Ti4Generator(uint64_t seed) : rng_(seed, /*seq=*/0x7469346765ull) {}

bool Ti4Generator::Legal(const engine::GameState& s, const Event& e) {
  for (const engine::Violation& v : s.Check(e)) {
    if (v.rule != engine::rules::kRequiredMissing) return false;
  }
  return true;
}

Event Ti4Generator::TableFirst(const State& s, Event e) {
  std::optional<Event> r = s.RequiredBefore(e);
  if (r && !s.Fulfils(e, *r) && s.TableCarriesOut(*r)) return *r;
  return e;
}

Event Ti4Generator::Phase(const State& s, int32_t phase) const {
  Event e = Make(EventKind::PHASE, s.map().speaker);
  e.arg = phase;
  return TableFirst(s, e);
}

int Ti4Generator::Ships(const State& s, uint16_t system, uint8_t p) {
  int n = 0;
  for (int u = 0; u < kUnitTypes; ++u) {
    if (kUnitStats[u].ship) n += s.InSpace(system, p, static_cast<Unit>(u));
  }
  return n;
}

uint32_t Ti4Generator::OtherShips(const State& s, uint16_t system, uint8_t p) {
  uint32_t bits = 0;
  for (uint8_t q = 0; q < s.core().num_players; ++q) {
    if (q != p && Ships(s, system, q) > 0) bits |= 1u << q;
  }
  return bits;
}

int Ti4Generator::FleetSize(const State& s, uint8_t p) {
  int n = 0;
  for (uint16_t sys = 0; sys < s.board().systems.size(); ++sys) n += Ships(s, sys, p);
  return n;
}

Event Ti4Generator::Next(const State& s) {
  // What the state owes (a control change, commodities back to the supply) comes first.
  if (!s.Owed().empty()) return s.Owed().front();
  const int32_t phase = s.core().phase;
  if (phase != phase_seen_) {
    phase_seen_ = phase;
    status_step_ = 0;
    agenda_ = 0;
    agenda_step_ = 0;
    in_turn_ = false;
    if (phase == engine::ti4::kAction) {
      turns_left_ = s.core().num_players * (1 + static_cast<int>(Below(3)));
      next_player_ = s.map().speaker;
    }
    if (phase == engine::ti4::kStatus) draws_left_ = s.core().num_players;
  }
  switch (phase) {
    case engine::ti4::kSetup:
      return Setup(s);
    case engine::ti4::kStrategy:
      return Phase(s, engine::ti4::kAction);
    case engine::ti4::kAction:
      return Action(s);
    case engine::ti4::kStatus:
      return Status(s);
    default:
      return Agenda(s);
  }
}

Event Ti4Generator::Setup(const State& s) {
  const size_t n = s.core().num_players;
  while (setup_step_ < 2 * n) {
    const uint8_t p = static_cast<uint8_t>(setup_step_ / 2);
    const bool ground = setup_step_ % 2 == 1;
    ++setup_step_;
    Event e = Make(engine::ti4::kTi4Place, p);
    e.target = Id(s.map().factions[p].home);
    if (ground) {
      int planet = HomePlanet(s, p);
      if (planet < 0) continue;
      e.card = Id(planet);
      for (Unit u : kStartGround) e.cards.push_back(static_cast<uint16_t>(u));
    } else {
      for (Unit u : kStartShips) e.cards.push_back(static_cast<uint16_t>(u));
    }
    if (Legal(s, e)) return e;
  }
  return Phase(s, engine::ti4::kStrategy);
}

// ---- Action phase -----------------------------------------------------------------------------

Event Ti4Generator::Action(const State& s) {
  const engine::CoreState& core = s.core();
  if (core.turn != turn_seen_) {
    turn_seen_ = core.turn;
    components_left_ = 1 + static_cast<int>(Below(5));
    tactical_tried_ = false;
    stage_ = Stage::kNone;
  }
  if (in_turn_) {
    if (auto e = Respond(s)) return *e;
    const uint8_t p = core.active;
    if (stage_ != Stage::kNone) {
      if (auto e = Tactical(s, p)) return *e;
    }
    while (components_left_ > 0) {
      --components_left_;
      if (!tactical_tried_ && Chance(600)) {
        tactical_tried_ = true;
        if (auto e = Activate(s, p)) return *e;
      }
      if (auto e = Component(s, p)) return *e;
    }
  }
  if (turns_left_ > 0) {
    --turns_left_;
    Event e = Make(EventKind::TURN, next_player_);
    e.arg = static_cast<int32_t>(++turn_);
    next_player_ = static_cast<uint8_t>((next_player_ + 1) % core.num_players);
    in_turn_ = true;
    return TableFirst(s, e);
  }
  return Phase(s, engine::ti4::kStatus);
}

std::optional<Event> Ti4Generator::Activate(const State& s, uint8_t p) {
  const size_t systems = s.board().systems.size();
  // A few systems at random: the first one some of p's ships can move into.
  for (int attempt = 0; attempt < 4; ++attempt) {
    const uint16_t target = static_cast<uint16_t>(Below(systems));
    if (std::popcount(OtherShips(s, target, p)) > 1) continue;  // a combat has two sides
    Event act = Make(engine::ti4::kTi4Activate, p);
    act.target = Id(target);
    if (!Legal(s, act)) continue;
    std::unique_ptr<engine::GameState> after = s.Clone();
    after->Apply(act);
    // Ships that may move in, one unit at a time, then a random share of them.
    std::vector<uint16_t> movable;
    for (uint16_t from = 0; from < systems; ++from) {
      if (from == target || Ships(s, from, p) == 0) continue;
      for (int u = 0; u < kUnitTypes; ++u) {
        if (!kUnitStats[u].ship || engine::ti4::Carried(static_cast<Unit>(u))) continue;
        const int have = s.InSpace(from, p, static_cast<Unit>(u));
        if (have == 0) continue;
        Event one = Make(engine::ti4::kTi4Move, p);
        one.target = act.target;
        one.cards = {PackUnit(Id(from), static_cast<Unit>(u))};
        if (!Legal(*after, one)) continue;
        for (int k = 0; k < have; ++k) {
          if (Chance(500)) movable.push_back(one.cards[0]);
        }
      }
    }
    if (movable.empty()) {
      // Production at home needs no move.
      const int planet = HomePlanet(s, p);
      if (target != s.map().factions[p].home || planet < 0 ||
          s.OnPlanet(static_cast<uint16_t>(planet), p, Unit::kSpaceDock) == 0) {
        continue;
      }
      move_ = Event();
      stage_ = Stage::kProduce;
      return act;
    }
    Event move = Make(engine::ti4::kTi4Move, p);
    move.target = act.target;
    move.cards = movable;
    int capacity = 0;
    for (uint16_t m : movable) capacity += kUnitStats[engine::ti4::PackedType(m)].capacity;
    // Fighters and ground forces from the ships' systems, within their capacity.
    std::vector<uint16_t> froms;
    for (uint16_t m : movable) {
      if (std::find(froms.begin(), froms.end(), engine::ti4::PackedHigh(m)) == froms.end()) {
        froms.push_back(engine::ti4::PackedHigh(m));
      }
    }
    for (uint16_t from : froms) {
      const uint16_t sys = from - 1;
      for (Unit u : {Unit::kInfantry, Unit::kMech, Unit::kFighter}) {
        int have = s.InSpace(sys, p, u);
        if (engine::ti4::Stats(u).ground_force) {
          for (uint16_t planet : s.board().systems[sys].planets) have += s.OnPlanet(planet, p, u);
        }
        for (int k = 0; k < have && capacity > 0; ++k) {
          if (!Chance(700)) continue;
          move.cards.push_back(PackUnit(from, u));
          --capacity;
        }
      }
    }
    if (!Legal(*after, move)) {
      move.cards = movable;
      if (!Legal(*after, move)) continue;
    }
    move_ = std::move(move);
    stage_ = Stage::kMove;
    return act;
  }
  return std::nullopt;
}

std::optional<Event> Ti4Generator::Tactical(const State& s, uint8_t p) {
  const uint16_t system = s.active_system() - 1;
  while (stage_ != Stage::kNone) {
    switch (stage_) {
      case Stage::kMove:
        stage_ = Stage::kCombat;
        if (Legal(s, move_)) return move_;
        break;
      case Stage::kCombat: {
        stage_ = Stage::kCleanup;
        const uint32_t others = OtherShips(s, system, p);
        if (Ships(s, system, p) == 0 || std::popcount(others) != 1) break;
        const uint8_t q = static_cast<uint8_t>(std::countr_zero(others));
        Event e = Make(engine::ti4::kTi4Combat, p);
        e.target = Id(system);
        if (Chance(300)) {
          // The table reports the outcome: the loser's ships all lost, the winner's cheapest
          // ones too at random, one of them left.
          const uint8_t winner = Chance(600) ? p : q, loser = winner == p ? q : p;
          Event won = e;
          for (int u = 0; u < kUnitTypes; ++u) {
            if (!kUnitStats[u].ship) continue;
            for (int k = 0; k < s.InSpace(system, loser, static_cast<Unit>(u)); ++k) {
              won.cards.push_back(PackUnit(loser, static_cast<Unit>(u)));
            }
          }
          int spare = Ships(s, system, winner) - 1;
          for (int u = 0; u < kUnitTypes && spare > 0; ++u) {
            if (!kUnitStats[u].ship) continue;
            for (int k = 0; k < s.InSpace(system, winner, static_cast<Unit>(u)) && spare > 0; ++k) {
              if (!Chance(300)) continue;
              won.cards.push_back(PackUnit(winner, static_cast<Unit>(u)));
              --spare;
            }
          }
          // A script writes the winner as the player of the step ("Bob wins ..."), or the
          // attacker writes the combat and names its winner ("Alice fights "won by Bob", ...").
          won.player = Chance(500) ? winner : p;
          won.arg = winner + 1;
          if (Legal(s, won)) return won;
        }
        // The dice decide: the recorder rolls them from the seed (Complete()).
        Event rolled = e;
        s.Complete(&rolled);
        if (Legal(s, rolled)) return e;
        break;
      }
      case Stage::kCleanup: {
        // Ground forces left in space without ships are destroyed (the combat's loser's).
        for (uint8_t q = 0; q < s.core().num_players; ++q) {
          if (Ships(s, system, q) > 0) continue;
          Event e = Make(engine::ti4::kTi4Destroy, p);
          e.target = Id(system);
          for (Unit u : {Unit::kInfantry, Unit::kMech}) {
            for (int k = 0; k < s.InSpace(system, q, u); ++k) e.cards.push_back(PackUnit(q, u));
          }
          if (!e.cards.empty() && Legal(s, e)) return e;
        }
        stage_ = Stage::kLand;
        break;
      }
      case Stage::kLand: {
        stage_ = Stage::kProduce;
        landed_on_ = 0;
        std::vector<uint16_t> planets;
        for (uint16_t planet : s.board().systems[system].planets) {
          if (!s.IsStation(planet)) planets.push_back(planet);
        }
        if (planets.empty() || OtherShips(s, system, p) != 0 || !Chance(800)) break;
        Event e = Make(engine::ti4::kTi4Land, p);
        e.target = Id(system);
        e.card = Id(planets[Below(planets.size())]);
        for (Unit u : {Unit::kInfantry, Unit::kMech}) {
          for (int k = 0; k < s.InSpace(system, p, u); ++k) {
            e.cards.push_back(static_cast<uint16_t>(u));
          }
        }
        if (e.cards.empty() || !Legal(s, e)) break;
        landed_on_ = e.card;
        stage_ = Stage::kGroundCombat;
        return e;
      }
      case Stage::kGroundCombat: {
        stage_ = Stage::kProduce;
        const uint16_t planet = landed_on_ - 1;
        // The table reports the ground combat: the defenders' units lost (their structures
        // with them, or left for the change of control to destroy: LRR 49.5), or the
        // attackers'.
        bool defended = false;
        for (uint8_t q = 0; q < s.core().num_players; ++q) {
          for (int u = 0; u < kUnitTypes; ++u) {
            defended |= q != p && s.OnPlanet(planet, q, static_cast<Unit>(u)) > 0;
          }
        }
        if (!defended) break;
        const bool won = Chance(600);
        const bool structures_lost = Chance(500);
        Event e = Make(engine::ti4::kTi4Destroy, p);
        e.target = Id(system);
        e.card = landed_on_;
        for (uint8_t q = 0; q < s.core().num_players; ++q) {
          if ((q == p) == won) continue;
          for (int u = 0; u < kUnitTypes; ++u) {
            if ((q == p || !structures_lost) && !kUnitStats[u].ground_force) continue;
            for (int k = 0; k < s.OnPlanet(planet, q, static_cast<Unit>(u)); ++k) {
              e.cards.push_back(PackUnit(q, static_cast<Unit>(u)));
            }
          }
        }
        if (!e.cards.empty() && Legal(s, e)) return e;
        break;
      }
      case Stage::kProduce: {
        stage_ = Stage::kNone;
        int dock = -1;
        for (uint16_t planet : s.board().systems[system].planets) {
          if (s.Controller(planet) == p && s.OnPlanet(planet, p, Unit::kSpaceDock) > 0) {
            dock = planet;
          }
        }
        if (dock < 0 || OtherShips(s, system, p) != 0 || FleetSize(s, p) >= kMaxFleet) break;
        Event e = Make(engine::ti4::kTi4Place, p);
        e.target = Id(system);
        const int count = 1 + static_cast<int>(Below(3));
        for (int k = 0; k < count; ++k) {
          e.cards.push_back(static_cast<uint16_t>(kProduced[Below(std::size(kProduced))]));
        }
        // Infantry on the dock's planet first, now and then (up to a garrison of 9).
        Event g = Make(engine::ti4::kTi4Place, p);
        g.target = e.target;
        g.card = Id(dock);
        g.cards = {static_cast<uint16_t>(Unit::kInfantry), static_cast<uint16_t>(Unit::kInfantry)};
        if (s.OnPlanet(static_cast<uint16_t>(dock), p, Unit::kInfantry) < 8 && Chance(400) &&
            Legal(s, g)) {
          move_ = std::move(e);
          stage_ = Stage::kProduceShips;
          return g;
        }
        if (Legal(s, e)) return e;
        break;
      }
      case Stage::kProduceShips:
        stage_ = Stage::kNone;
        if (Legal(s, move_)) return move_;
        break;
      case Stage::kNone:
        break;
    }
  }
  return std::nullopt;
}

std::optional<Event> Ti4Generator::Transact(const State& s, uint8_t p, uint8_t q) {
  if (p == q) return std::nullopt;
  const auto& a = s.player(p);
  const auto& b = s.player(q);
  Event e = Make(engine::ti4::kTi4Transact, p);
  e.target = Id(q);
  const uint32_t give_c = Below(std::min(a.commodities, 3) + 1);
  const uint32_t give_t = Below(std::min(a.trade_goods, 2) + 1);
  const uint32_t get_c = Below(std::min(b.commodities, 2) + 1);
  const uint32_t get_t = Below(std::min(b.trade_goods, 2) + 1);
  if (give_c + give_t + get_c + get_t == 0) return std::nullopt;
  e.arg = static_cast<int32_t>(give_c | give_t << 8 | get_c << 16 | get_t << 24);
  if (!Legal(s, e)) return std::nullopt;
  return e;
}

std::optional<Event> Ti4Generator::Component(const State& s, uint8_t p) {
  const uint8_t n = s.core().num_players;
  const auto& me = s.player(p);
  switch (Below(6)) {
    case 0:
    case 1:
      // A transaction with another player (neighbours, or station holders across the map).
      return Transact(s, p, static_cast<uint8_t>((p + 1 + Below(n - 1)) % n));
    case 2: {
      if (me.commodities >= s.CommodityValue(p)) return std::nullopt;
      Event e = Make(engine::ti4::kTi4Replenish, p);
      e.arg = s.CommodityValue(p);
      if (Legal(s, e)) return e;
      return std::nullopt;
    }
    case 3: {
      Event e = Make(engine::ti4::kTi4Gain, p);
      e.arg = 1 + static_cast<int32_t>(Below(2));
      if (Legal(s, e)) return e;
      return std::nullopt;
    }
    default: {
      // Exhaust a ready planet or station: for resources or influence, or at a station to
      // convert commodities into trade goods.
      std::vector<uint16_t> ready;
      for (uint16_t i = 0; i < s.board().planets.size(); ++i) {
        if (s.Controller(i) == p && !s.Exhausted(i)) ready.push_back(i);
      }
      if (ready.empty()) return std::nullopt;
      const uint16_t planet = ready[Below(ready.size())];
      Event e;
      if (s.IsStation(planet) && me.commodities > 0 && Chance(700)) {
        e = Make(engine::ti4::kTi4Convert, p);
        e.arg = 1 + static_cast<int32_t>(Below(static_cast<size_t>(me.commodities)));
      } else {
        e = Make(engine::ti4::kTi4Exhaust, p);
        e.arg = static_cast<int32_t>(Below(2));
      }
      e.card = Id(planet);
      if (Legal(s, e)) return e;
      return std::nullopt;
    }
  }
}

// ---- Status and agenda phases -----------------------------------------------------------------

std::optional<Event> Ti4Generator::Score(const State& s, uint8_t p) {
  for (size_t o = 0; o < engine::ti4::kObjectives.size(); ++o) {
    // The game goes on: no score reaches the goal.
    if (s.player(p).victory_points + engine::ti4::kObjectives[o].points >= s.map().victory_points) {
      continue;
    }
    Event e = Make(engine::ti4::kTi4Score, p);
    e.card = Id(o);
    if (Legal(s, e)) return e;
  }
  return std::nullopt;
}

std::optional<Event> Ti4Generator::Respond(const State& s) {
  const engine::CoreState& core = s.core();
  if (core.stack.empty() || !Chance(300)) return std::nullopt;
  const engine::ti4::Ti4Catalog* catalog = engine::ti4::BuiltInCatalog();
  if (catalog == nullptr) return std::nullopt;
  const engine::PendingAction& top = core.stack.back();
  const uint8_t next = top.next_responder;
  Event e = Make(engine::ti4::kTi4Play, next);
  if (top.action.kind == engine::ti4::kTi4Activate && next == top.action.player) {
    e.card = engine::ti4::FindActionCard(*catalog, "Flank Speed");
  } else if (top.action.kind == engine::ti4::kTi4Play) {
    e.card = engine::ti4::FindActionCard(*catalog, "Sabotage");
  }
  if (e.card != 0 && s.player(next).action_cards > 0 && Legal(s, e)) return e;
  Event pass = Make(EventKind::PASS, next);
  if (Legal(s, pass)) return pass;
  return std::nullopt;
}

Event Ti4Generator::Status(const State& s) {
  const uint8_t n = s.core().num_players;
  if (draws_left_ > 0) {
    // Status step 3: each player draws an action card.
    Event draw = Make(engine::ti4::kTi4Draw, static_cast<uint8_t>(n - draws_left_--));
    draw.arg = 1;
    if (Legal(s, draw)) return draw;
  }
  while (status_step_ <= n) {
    const int step = status_step_++;
    if (step == 0) {
      // Reveal the next objective now and then.
      if (!Chance(400)) continue;
      for (size_t o = 0; o < engine::ti4::kObjectives.size(); ++o) {
        Event e = Make(engine::ti4::kTi4Reveal, s.map().speaker);
        e.card = Id(o);
        if (Legal(s, e)) return e;
      }
      continue;
    }
    if (auto e = Score(s, static_cast<uint8_t>(step - 1))) return *e;
  }
  return Phase(s, Chance(800) ? engine::ti4::kAgenda : engine::ti4::kStrategy);
}

std::optional<Event> Ti4Generator::Vote(const State& s, uint8_t p) {
  Event e = Make(engine::ti4::kTi4Vote, p);
  e.target = 1 + static_cast<uint16_t>(Below(2));
  int influence = 0;
  for (uint16_t i = 0; i < s.board().planets.size(); ++i) {
    if (s.Controller(i) != p || s.Exhausted(i) || s.IsStation(i) || !Chance(700)) continue;
    e.cards.push_back(Id(i));
    influence += s.board().planets[i].info->influence;
  }
  if (e.cards.empty()) return std::nullopt;
  e.arg = influence;
  if (!Legal(s, e)) return std::nullopt;
  return e;
}

Event Ti4Generator::Agenda(const State& s) {
  const uint8_t n = s.core().num_players;
  // Per agenda: the reveal, a transaction chance per pair, then each player's vote.
  const int steps = 1 + n + n;
  while (agenda_ < 2) {
    if (agenda_step_ >= steps) {
      ++agenda_;
      agenda_step_ = 0;
      continue;
    }
    const int step = agenda_step_++;
    if (step == 0) {
      Event e = Make(engine::ti4::kTi4Agenda, s.map().speaker);
      e.arg = agenda_ + 1;
      if (Legal(s, e)) return e;
      continue;
    }
    if (step <= n) {
      const uint8_t p = static_cast<uint8_t>(step - 1);
      if (!Chance(500)) continue;
      if (auto e = Transact(s, p, static_cast<uint8_t>((p + 1) % n))) return *e;
      continue;
    }
    if (auto e = Vote(s, static_cast<uint8_t>(step - 1 - n))) return *e;
  }
  return Phase(s, engine::ti4::kStrategy);
}

}  // namespace stardate::bench
