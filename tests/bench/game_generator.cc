#include "tests/bench/game_generator.h"

#include <algorithm>
#include <utility>

#include "engine/rule_catalogue.h"
#include "engine/stccg/kinds.h"
#include "recorder/binding.h"
#include "engine/script/script.h"

namespace stardate::bench {

using engine::Event;
using engine::EventKind;
using engine::stccg::CardType;
using engine::stccg::Zone;

namespace {

struct Line {
  const char* section;
  const char* title;
  int count;
};

// Alice: Federation, native to the Alpha Quadrant; 60-card draw deck at scale 1.
const Line kAlice[] = {
    {"seed", "Reignite Dead Star", 1},
    {"seed", "Symbiont Diagnosis", 1},
    {"seed", "Study Nebula", 1},
    {"seed", "Evacuation", 1},
    {"seed", "Investigate Rogue Comet", 1},
    {"seed", "Relocate Settlers", 1},
    {"seed", "Federation Outpost", 1},
    {"seed", "Neutral Outpost", 1},
    {"seed", "Null Space", 1},
    {"seed", "Armus - Skin of Evil", 1},
    {"seed", "Microvirus", 1},
    {"draw", "Kukalaka", 2},
    {"draw", "Geordi La Forge", 4},
    {"draw", "Miles O'Brien (Blaze of Glory)", 4},
    {"draw", "Benjamin Sisko", 4},
    {"draw", "Data", 4},
    {"draw", "Jadzia Dax", 4},
    {"draw", "Julian Bashir", 4},
    {"draw", "Graham Davis", 4},
    {"draw", "Taylor Moore", 5},
    {"draw", "Runabout", 3},
    {"draw", "U.S.S. Defiant", 2},
    {"draw", "U.S.S. Enterprise", 2},
    {"draw", "U.S.S. Rio Grande", 2},
    {"draw", "Tricorder", 2},
    {"draw", "Medical Kit", 2},
    {"draw", "Starfleet Type II Phaser", 2},
    {"draw", "Amanda Rogers", 2},
    {"draw", "Kevin Uxbridge", 2},
    {"draw", "Q2", 1},
    {"draw", "Escape Pod", 2},
    {"draw", "Emergency Transporter Armbands", 2},
    {"draw", "Federation Outpost", 3},
};

// Bob: Dominion, native to the Gamma Quadrant; 60-card draw deck at scale 1.
const Line kBob[] = {
    {"seed", "Rescue Founder", 1},
    {"seed", "Survey Star System", 1},
    {"seed", "Chart Stellar Cluster", 1},
    {"seed", "Cure Blight", 1},
    {"seed", "Changeling Research", 1},
    {"seed", "Protect Shipment", 1},
    {"seed", "Dominion Outpost", 1},
    {"seed", "Cardassian Outpost", 1},
    {"seed", "Nausicaans", 1},
    {"seed", "Wind Dancer", 1},
    {"seed", "Ancient Computer", 1},
    {"seed", "Null Space", 1},
    {"draw", "Weyoun", 3},
    {"draw", "Founder", 3},
    {"draw", "Founder Leader", 3},
    {"draw", "Odo Founder", 3},
    {"draw", "Remata'Klan", 3},
    {"draw", "Ikat'ika", 3},
    {"draw", "Toman'torax", 3},
    {"draw", "Yak'Talon", 3},
    {"draw", "Keevan", 3},
    {"draw", "Kilana", 3},
    {"draw", "Borath", 3},
    {"draw", "Omet'iklan", 3},
    {"draw", "Limara'Son", 3},
    {"draw", "Temo'Zuma", 3},
    {"draw", "Jem'Hadar Attack Ship", 4},
    {"draw", "Jem'Hadar Warship", 3},
    {"draw", "Ketracel-White", 2},
    {"draw", "Jem'Hadar Disruptor", 2},
    {"draw", "Jem'Hadar Sacrifice", 2},
    {"draw", "Security Sacrifice", 2},
    {"draw", "Q2", 1},
    {"draw", "Escape Pod", 2},
    // A Cardassian contingent in the Alpha Quadrant, where the two sides meet.
    {"draw", "Galor", 3},
    {"draw", "Jasad", 6},
};

struct SeedStep {
  uint8_t player;
  EventKind kind;
  const char* card;
  const char* target;
};

const SeedStep kSeeding[] = {
    {0, engine::stccg::kSeedMission, "Reignite Dead Star", nullptr},
    {1, engine::stccg::kSeedMission, "Rescue Founder", nullptr},
    {0, engine::stccg::kSeedMission, "Symbiont Diagnosis", nullptr},
    {1, engine::stccg::kSeedMission, "Survey Star System", nullptr},
    {0, engine::stccg::kSeedMission, "Study Nebula", nullptr},
    {1, engine::stccg::kSeedMission, "Chart Stellar Cluster", nullptr},
    {0, engine::stccg::kSeedMission, "Evacuation", nullptr},
    {1, engine::stccg::kSeedMission, "Cure Blight", nullptr},
    {0, engine::stccg::kSeedMission, "Investigate Rogue Comet", nullptr},
    {1, engine::stccg::kSeedMission, "Changeling Research", nullptr},
    {0, engine::stccg::kSeedMission, "Relocate Settlers", nullptr},
    {1, engine::stccg::kSeedMission, "Protect Shipment", nullptr},
    {1, engine::stccg::kSeedDilemma, "Nausicaans", "Evacuation"},
    {0, engine::stccg::kSeedDilemma, "Armus - Skin of Evil", "Rescue Founder"},
    {1, engine::stccg::kSeedDilemma, "Wind Dancer", "Symbiont Diagnosis"},
    {0, engine::stccg::kSeedDilemma, "Microvirus", "Cure Blight"},
    {1, engine::stccg::kSeedDilemma, "Ancient Computer", "Investigate Rogue Comet"},
    {0, engine::stccg::kSeedDilemma, "Null Space", "Survey Star System"},
    {1, engine::stccg::kSeedDilemma, "Null Space", "Study Nebula"},
    {0, engine::stccg::kSeedFacility, "Federation Outpost", "Symbiont Diagnosis"},
    {1, engine::stccg::kSeedFacility, "Dominion Outpost", "Rescue Founder"},
    {0, engine::stccg::kSeedFacility, "Neutral Outpost", "Protect Shipment"},
    {1, engine::stccg::kSeedFacility, "Cardassian Outpost", "Protect Shipment"},
};

script::PlayerDecl Player(const char* name, const Line* lines, size_t n, int scale) {
  script::PlayerDecl p;
  p.name = name;
  for (size_t i = 0; i < n; ++i) {
    script::DeckLine d;
    d.section = lines[i].section;
    d.title = lines[i].title;
    d.count = lines[i].count * (d.section == "draw" ? scale : 1);
    p.deck.push_back(d);
  }
  return p;
}

bool InPlay(Zone z) {
  return z == Zone::kAtLocation || z == Zone::kDocked || z == Zone::kAboard || z == Zone::kOnPlanet;
}

// The engine's RANGE cost along one spaceline (StccgState::RangeCost, which is private).
int RangeCost(const engine::stccg::StccgState& s, const std::vector<uint16_t>& line, uint16_t from,
              uint16_t to) {
  auto a = std::find(line.begin(), line.end(), from);
  auto b = std::find(line.begin(), line.end(), to);
  if (a == line.end() || b == line.end()) return -1;
  int cost = 0;
  if (a < b) {
    for (auto it = a + 1; it <= b; ++it) cost += s.instance(*it).facts->span;
  } else {
    for (auto it = b; it < a; ++it) cost += s.instance(*it).facts->span;
  }
  return cost;
}

}  // namespace

Result<engine::GameSetup> BenchSetup(const std::string& pool_path, const DeckOptions& options) {
  script::ScriptHeader header;
  header.format_version = "1";
  header.game = "stccg1e";
  header.seed = options.seed;
  header.has_seed = true;
  header.randomness = "seed";  // shuffles and draws come from the seed's PRNG
  header.event = "Stardate benchmark";
  header.pool = {pool_path};
  header.players.push_back(Player("Alice", kAlice, std::size(kAlice), options.scale));
  header.players.push_back(Player("Bob", kBob, std::size(kBob), options.scale));
  return recorder::SetupFromHeader(header, "bench.sdgame", {pool_path});
}

GameGenerator::GameGenerator(uint64_t seed, double illegal_share)
    : rng_(seed, /*seq=*/0x62656e6368ull),
      illegal_per_mille_(static_cast<uint32_t>(illegal_share * 1000.0 + 0.5)) {}

bool GameGenerator::Legal(const State& s, const Event& e) {
  for (const engine::Violation& v : s.Check(e)) {
    if (v.rule != engine::rules::kRequiredMissing) return false;
  }
  return true;
}

bool GameGenerator::OneMistake(const State& s, const Event& e) {
  int breaches = 0;
  for (const engine::Violation& v : s.Check(e)) {
    if (v.rule != engine::rules::kRequiredMissing) ++breaches;
  }
  return breaches == 1;
}

Event GameGenerator::Next(const State& s) {
  const engine::CoreState& core = s.core();
  if (!core.stack.empty()) return Respond(s);
  // What the rules require of the table comes first: a white deprivation owed at the start of the
  // turn, the blows its white-deprived must strike, the deaths owed (003 Dominion rules).
  if (auto owed = s.RequiredNow(); owed && s.TableCarriesOut(*owed)) {
    owed->flags = 0;
    return *owed;
  }
  if (auto blows = s.DeprivedBlowsLeft(); !blows.empty()) {
    Event e;
    e.kind = engine::stccg::kEngage;
    e.player = s.dominion().battle.player;
    e.card = blows.front().first;
    e.target = blows.front().second;
    const bool wound =
        s.instance(e.card).facts->strength > 2 * s.instance(e.target).facts->strength;
    e.arg = wound ? 2 : 1;
    return e;
  }
  if (core.turn == 0) {
    if (auto e = Seed(s)) return *e;
    return NextTurn(s);
  }
  // Consequences the rules owe (a destroyed ship, its crew, a battle's casualty, a repair) are
  // the table's to write, before anything else.
  if (!s.Owed().empty()) {
    Event owed = s.Owed().front();
    owed.flags = 0;
    return owed;
  }
  if (core.turn != turn_seen_) {
    turn_seen_ = core.turn;
    card_play_done_ = false;
    orders_left_ = 1 + static_cast<int>(Below(6));
    end_steps_ = 0;
  }
  if (!card_play_done_) {
    card_play_done_ = true;
    bool illegal = Chance(illegal_per_mille_);
    if (illegal || Chance(850)) {
      if (auto e = CardPlay(s, illegal)) return *e;
    }
  }
  while (orders_left_ > 0) {
    --orders_left_;
    if (auto e = MissionPlay(s)) return *e;
    if (auto e = Order(s, Chance(illegal_per_mille_))) return *e;
  }
  if (auto e = KeepDeck(s)) return *e;
  while (end_steps_ < 2) {
    if (auto e = EndOfTurn(s, Chance(illegal_per_mille_))) return *e;
  }
  if (auto e = KeepDeck(s)) return *e;
  return NextTurn(s);
}

// The card draw that empties both draw decks ends the game: before it, the active player
// reshuffles discarded cards into the deck (a stated effect, as Res-Q does), so that the
// generated game can run to any length. When nothing can be reshuffled the draw is proposed
// itself, and the game ends with it.
std::optional<Event> GameGenerator::KeepDeck(const State& s) {
  const uint8_t p = s.core().active;
  if (s.player(p).drew || s.DeckCount(p) != 1 || s.DeckCount(1 - p) != 0) return std::nullopt;
  Event e;
  e.player = p;
  e.kind = engine::stccg::kEffect;
  e.arg = static_cast<int32_t>(engine::stccg::Effect::kReshuffles);
  std::vector<uint16_t> facilities = Facilities(s, p);
  if (!facilities.empty()) {
    e.card = facilities.front();
    for (uint16_t id = 1; id <= s.card_count() && e.cards.size() < 8; ++id) {
      if (s.instance(id).owner == p && s.card(id).zone == Zone::kDiscard) e.cards.push_back(id);
    }
    for (uint16_t id : s.player(p).hand) {
      if (e.cards.size() < 3) e.cards.push_back(id);
    }
    if (!e.cards.empty() && Legal(s, e)) return e;
  }
  e = Event();
  e.player = p;
  e.kind = EventKind::DRAW;
  return e;
}

std::optional<Event> GameGenerator::Seed(const State& s) {
  if (seed_step_ >= std::size(kSeeding)) return std::nullopt;
  const SeedStep& step = kSeeding[seed_step_++];
  Event e;
  e.kind = step.kind;
  e.player = step.player;
  for (uint16_t id : s.CardsByTitle(step.card)) {
    if (s.instance(id).owner == step.player && s.card(id).zone == Zone::kSeedDeck) {
      e.card = id;
      break;
    }
  }
  if (step.target != nullptr) e.target = s.CardsByTitle(step.target).front();
  return e;
}

Event GameGenerator::NextTurn(const State& s) const {
  Event e;
  e.kind = EventKind::TURN;
  e.player = s.core().turn == 0 ? 0 : static_cast<uint8_t>(1 - s.core().active);
  e.arg = static_cast<int32_t>(s.core().turn + 1);
  return e;
}

Event GameGenerator::Respond(const State& s) {
  const engine::PendingAction& top = s.core().stack.back();
  Event e;
  e.kind = EventKind::PASS;
  e.player = top.next_responder;
  // A pass out of turn (the initiator answers its own action first).
  if (top.passes == 0 && Chance(illegal_per_mille_ / 8)) {
    ++illegal_proposed_;
    e.player = static_cast<uint8_t>(1 - top.next_responder);
    return e;
  }
  // The defender of a ship battle returns fire at the attacker with the card attacked.
  if (top.action.kind == engine::stccg::kBattle && top.passes == 0 &&
      e.player != top.action.player && Chance(600)) {
    Event fire;
    fire.kind = engine::stccg::kBattle;
    fire.player = e.player;
    fire.card = top.action.target;
    fire.target = top.action.card;
    if (Legal(s, fire)) return fire;
  }
  uint32_t odds = top.passes == 0 ? 200 : 50;
  if (s.core().stack.size() < 3 && Chance(odds)) {
    for (uint16_t id : s.player(e.player).hand) {
      if (s.instance(id).facts->type != CardType::kInterrupt) continue;
      Event play;
      play.kind = engine::stccg::kPlayInterrupt;
      play.player = e.player;
      play.card = id;
      if (Legal(s, play)) return play;
      break;
    }
  }
  return e;
}

std::optional<Event> GameGenerator::CardPlay(const State& s, bool illegal) {
  const uint8_t p = s.core().active;
  const auto& hand = s.player(p).hand;
  if (hand.empty()) return std::nullopt;
  std::vector<uint16_t> facilities = Facilities(s, p);
  if (illegal) {
    // Report to the opponent's outpost (wrong controller, affiliation and quadrant).
    std::vector<uint16_t> theirs = Facilities(s, static_cast<uint8_t>(1 - p));
    for (uint16_t id : hand) {
      CardType t = s.instance(id).facts->type;
      if (theirs.empty() || (t != CardType::kPersonnel && t != CardType::kShip)) continue;
      Event e;
      e.kind = engine::stccg::kReport;
      e.player = p;
      e.card = id;
      e.target = theirs[Below(theirs.size())];
      ++illegal_proposed_;
      return e;
    }
  }
  for (int attempt = 0; attempt < 8; ++attempt) {
    uint16_t card = hand[Below(hand.size())];
    Event e;
    e.player = p;
    e.card = card;
    CardType t = s.instance(card).facts->type;
    if (t == CardType::kPersonnel || t == CardType::kShip || t == CardType::kEquipment) {
      if (facilities.empty()) continue;
      e.kind = engine::stccg::kReport;
      e.target = facilities[Below(facilities.size())];
    } else if (t == CardType::kFacility) {
      const auto& line = s.spaceline(s.instance(card).facts->quadrant);
      if (line.empty()) continue;
      e.kind = engine::stccg::kBuild;
      e.target = line[Below(line.size())];
    } else {
      continue;
    }
    if (Legal(s, e)) return e;
  }
  return std::nullopt;
}

std::optional<Event> GameGenerator::Order(const State& s, bool illegal) {
  const uint8_t p = s.core().active;
  Event e;
  e.player = p;
  if (illegal) {
    // A second normal card play, a flight beyond RANGE, or a beam from another location.
    switch (Below(3)) {
      case 0:
        if (s.player(p).card_plays > 0) {
          std::vector<uint16_t> facilities = Facilities(s, p);
          for (uint16_t id : s.player(p).hand) {
            if (s.instance(id).facts->type != CardType::kPersonnel || facilities.empty()) continue;
            e.kind = engine::stccg::kReport;
            e.card = id;
            e.target = facilities[Below(facilities.size())];
            ++illegal_proposed_;
            return e;
          }
        }
        break;
      case 1: {
        // A staffed ship, so that the flight breaks RANGE alone (one mistake, one finding).
        std::vector<uint16_t> ships = Ships(s, p, /*docked=*/false);
        if (ships.empty()) break;
        e.kind = engine::stccg::kFly;
        e.card = ships[Below(ships.size())];
        std::vector<uint16_t> far = FlightTargets(s, e.card, /*too_far=*/true);
        if (far.empty()) break;
        e.target = far[Below(far.size())];
        if (!OneMistake(s, e)) break;
        ++illegal_proposed_;
        return e;
      }
      default: {
        // To a facility the card may enter, so that the beam breaks the location rule alone.
        std::vector<uint16_t> crew = Crew(s, p);
        std::vector<uint16_t> facilities = Facilities(s, p);
        if (crew.empty() || facilities.empty()) break;
        e.kind = engine::stccg::kBeam;
        e.card = crew[Below(crew.size())];
        e.target = facilities[Below(facilities.size())];
        if (s.LocationOf(e.card) == s.LocationOf(e.target) || !OneMistake(s, e)) break;
        ++illegal_proposed_;
        return e;
      }
    }
  }
  std::vector<uint16_t> docked = Ships(s, p, /*docked=*/true);
  std::vector<uint16_t> orbiting = Ships(s, p, /*docked=*/false);
  std::vector<uint16_t> crew = Crew(s, p);
  for (int attempt = 0; attempt < 6; ++attempt) {
    // Weights: beam 4, fly 4, dock 2, undock 2.
    uint32_t pick = Below(12);
    e = Event();
    e.player = p;
    if (pick < 4) {
      if (crew.empty()) continue;
      e.kind = engine::stccg::kBeam;
      e.card = crew[Below(crew.size())];
      uint16_t at = s.LocationOf(e.card);
      std::vector<uint16_t> to = BeamTargets(s, p, e.card, at);
      if (to.empty()) continue;
      e.target = to[Below(to.size())];
      // Up to two companions standing where the first card stands.
      const engine::stccg::CardState& first = s.card(e.card);
      for (uint16_t other : crew) {
        if (e.cards.size() >= 2 || other == e.card) continue;
        const engine::stccg::CardState& c = s.card(other);
        if (c.zone == first.zone && c.where == first.where && Chance(300)) e.cards.push_back(other);
      }
    } else if (pick < 8) {
      if (orbiting.empty()) continue;
      e.kind = engine::stccg::kFly;
      e.card = orbiting[Below(orbiting.size())];
      std::vector<uint16_t> to = FlightTargets(s, e.card, /*too_far=*/false);
      if (to.empty()) continue;
      e.target = to[Below(to.size())];
    } else if (pick < 10) {
      if (orbiting.empty()) continue;
      e.kind = engine::stccg::kDock;
      e.card = orbiting[Below(orbiting.size())];
      uint16_t at = s.LocationOf(e.card);
      std::vector<uint16_t> to;
      for (uint16_t f : Facilities(s, p)) {
        if (s.LocationOf(f) == at) to.push_back(f);
      }
      if (to.empty()) continue;
      e.target = to[Below(to.size())];
    } else {
      if (docked.empty()) continue;
      e.kind = engine::stccg::kUndock;
      e.card = docked[Below(docked.size())];
    }
    if (Legal(s, e)) return e;
  }
  // Now and then an interrupt outside any window.
  if (Chance(100)) {
    for (uint16_t id : s.player(p).hand) {
      if (s.instance(id).facts->type != CardType::kInterrupt) continue;
      e = Event();
      e.kind = engine::stccg::kPlayInterrupt;
      e.player = p;
      e.card = id;
      if (Legal(s, e)) return e;
      break;
    }
  }
  return std::nullopt;
}

std::optional<Event> GameGenerator::MissionPlay(const State& s) {
  using engine::stccg::Outcome;
  const uint8_t p = s.core().active;
  const uint8_t opponent = static_cast<uint8_t>(1 - p);
  Event e;
  e.player = p;
  // An attempt in progress goes on: the next seed card, or solving once none is left.
  const State::Attempt& a = s.attempt();
  if (a.mission != 0 && a.player == p) {
    if (uint16_t next = s.NextDilemma()) {
      e.kind = engine::stccg::kEncounter;
      e.card = next;
      const uint32_t roll = Below(10);
      e.arg = static_cast<int32_t>(roll < 6   ? Outcome::kOvercome
                                   : roll < 9 ? Outcome::kStopped
                                              : Outcome::kKilled);
      if (e.arg == static_cast<int32_t>(Outcome::kKilled)) {
        std::vector<uint16_t> team = s.Team(a.player, a.mission, a.ship);
        if (!team.empty()) e.cards.push_back(team[Below(team.size())]);
      }
    } else {
      e.kind = engine::stccg::kSolve;
      e.card = a.mission;
      e.arg = s.instance(a.mission).facts->points;
      // The generated game runs to the length asked for: a solve that would reach the
      // 100-point win (and end the game) is left undone, the attempt lapsing with the turn.
      if (s.player(p).score + e.arg >= 100) return std::nullopt;
    }
    // A team without the requirements leaves its attempt to lapse with the turn.
    if (Legal(s, e)) return e;
    return std::nullopt;
  }
  // A blow in the personnel battle this player started.
  const State::PersonnelBattle& b = s.personnel_battle();
  if (b.location != 0 && b.player == p && Chance(700)) {
    for (uint16_t mine : s.PersonnelAt(p, b.location)) {
      for (uint16_t theirs : s.PersonnelAt(opponent, b.location)) {
        e.kind = engine::stccg::kEngage;
        e.card = mine;
        e.target = theirs;
        e.arg = 1;
        if (Legal(s, e)) return e;
      }
    }
  }
  // The end of that battle: the engine selects the losing side's casualty under the seed.
  if (b.location != 0 && b.player == p && Chance(500)) {
    e = Event();
    e.player = p;
    e.kind = engine::stccg::kBattleEnd;
    e.card = b.location;
    Event probe = e;
    s.Complete(&probe);  // the recorder completes the event itself, at its own sequence number
    if (Legal(s, probe)) return e;
  }
  // Julian Bashir's special download of Kukalaka, once per game, before Kukalaka is reported.
  if (Chance(300)) {
    if (auto download = Download(s)) return download;
  }
  const uint32_t pick = Below(1000);
  if (pick < 200) {
    // An attempt: an Away Team on a planet, or the crew of an undocked ship.
    for (uint16_t ship : Ships(s, p, /*docked=*/false)) {
      e = Event();
      e.player = p;
      e.kind = engine::stccg::kAttempt;
      e.card = s.LocationOf(ship);
      e.target = ship;
      if (Legal(s, e)) return e;
    }
    for (uint16_t id : Crew(s, p)) {
      if (s.card(id).zone != Zone::kOnPlanet) continue;
      e = Event();
      e.player = p;
      e.kind = engine::stccg::kAttempt;
      e.card = s.card(id).where;
      if (Legal(s, e)) return e;
    }
  } else if (pick < 260) {
    // A personnel battle where both sides stand on a planet.
    for (uint16_t id : Crew(s, p)) {
      if (s.card(id).zone != Zone::kOnPlanet) continue;
      const uint16_t m = s.card(id).where;
      std::vector<uint16_t> force = s.PersonnelAt(p, m);
      if (force.empty() || s.PersonnelAt(opponent, m).empty()) continue;
      e = Event();
      e.player = p;
      e.kind = engine::stccg::kPersonnelBattle;
      e.card = force[0];
      e.cards.assign(force.begin() + 1, force.begin() + std::min<size_t>(force.size(), 4));
      e.target = m;
      if (Legal(s, e)) return e;
    }
  } else if (pick < 340 && pick >= 300) {
    // A ship battle: an armed, crewed ship fires at an opposing ship or facility where it is.
    for (uint16_t ship : Ships(s, p, /*docked=*/false)) {
      if (s.instance(ship).facts->weapons <= 0) continue;
      for (size_t id = 1; id <= s.card_count(); ++id) {
        const auto target = static_cast<uint16_t>(id);
        const CardType t = s.instance(target).facts->type;
        if ((t != CardType::kShip && t != CardType::kFacility) ||
            s.card(target).controller != opponent || s.LocationOf(target) == 0 ||
            s.LocationOf(target) != s.LocationOf(ship)) {
          continue;
        }
        e = Event();
        e.player = p;
        e.kind = engine::stccg::kBattle;
        e.card = ship;
        e.target = target;
        if (Legal(s, e)) return e;
      }
    }
  } else if (pick < 300) {
    if (auto download = Download(s)) return download;
  }
  return std::nullopt;
}

std::optional<Event> GameGenerator::Download(const State& s) {
  const uint8_t p = s.core().active;
  uint16_t kukalaka = 0;
  for (uint16_t id : s.player(p).hand) {
    if (s.instance(id).facts->title == "Kukalaka") kukalaka = id;
  }
  if (kukalaka == 0) return std::nullopt;
  for (uint16_t id : s.CardsByTitle("Julian Bashir")) {
    const engine::stccg::CardState& c = s.card(id);
    if (c.controller != p || s.LocationOf(id) == 0) continue;
    Event e;
    e.player = p;
    e.kind = engine::stccg::kDownload;
    e.card = id;
    e.cards.push_back(kukalaka);
    e.target = c.where;
    if (Legal(s, e)) return e;
  }
  return std::nullopt;
}

std::optional<Event> GameGenerator::EndOfTurn(const State& s, bool illegal) {
  const uint8_t p = s.core().active;
  const engine::stccg::PlayerState& ps = s.player(p);
  Event e;
  e.player = p;
  if (end_steps_++ == 0) {
    if (ps.hand.size() <= 7 || !Chance(100)) return std::nullopt;  // a rare discard
    e.kind = engine::stccg::kDiscard;
    e.card = ps.hand[Below(ps.hand.size())];
    return e;
  }
  if (ps.draw_deck.empty() || ps.drew) return std::nullopt;
  e.kind = EventKind::DRAW;
  if (illegal && ps.draw_deck.size() > 1) {
    e.card = ps.draw_deck[Below(ps.draw_deck.size() - 1)];  // anything but the top card
    ++illegal_proposed_;
    return e;
  }
  if (!Chance(300)) return std::nullopt;  // usually the recorder inserts the required draw
  return e;
}

std::vector<uint16_t> GameGenerator::Facilities(const State& s, uint8_t p) const {
  std::vector<uint16_t> out;
  for (size_t id = 1; id <= s.card_count(); ++id) {
    const auto& c = s.card(static_cast<uint16_t>(id));
    if (c.zone == Zone::kAtLocation && c.controller == p &&
        s.instance(static_cast<uint16_t>(id)).facts->type == CardType::kFacility) {
      out.push_back(static_cast<uint16_t>(id));
    }
  }
  return out;
}

std::vector<uint16_t> GameGenerator::Ships(const State& s, uint8_t p, bool docked) const {
  std::vector<uint16_t> out;
  Zone want = docked ? Zone::kDocked : Zone::kAtLocation;
  for (size_t id = 1; id <= s.card_count(); ++id) {
    const auto& c = s.card(static_cast<uint16_t>(id));
    if (c.zone == want && c.controller == p &&
        s.instance(static_cast<uint16_t>(id)).facts->type == CardType::kShip) {
      out.push_back(static_cast<uint16_t>(id));
    }
  }
  return out;
}

std::vector<uint16_t> GameGenerator::Crew(const State& s, uint8_t p) const {
  std::vector<uint16_t> out;
  for (size_t id = 1; id <= s.card_count(); ++id) {
    const auto& c = s.card(static_cast<uint16_t>(id));
    if ((c.zone == Zone::kAboard || c.zone == Zone::kOnPlanet) && c.controller == p) {
      CardType t = s.instance(static_cast<uint16_t>(id)).facts->type;
      if (t == CardType::kPersonnel || t == CardType::kEquipment) {
        out.push_back(static_cast<uint16_t>(id));
      }
    }
  }
  return out;
}

std::vector<uint16_t> GameGenerator::FlightTargets(const State& s, uint16_t ship,
                                                   bool too_far) const {
  std::vector<uint16_t> out;
  uint16_t here = s.LocationOf(ship);
  if (here == 0) return out;
  const auto& line = s.spaceline(s.instance(here).facts->quadrant);
  int left = s.instance(ship).facts->range - s.card(ship).range_used;
  for (uint16_t m : line) {
    if (m == here) continue;
    int cost = RangeCost(s, line, here, m);
    if (cost < 0) continue;
    if (too_far ? cost > left : cost <= left) out.push_back(m);
  }
  return out;
}

std::vector<uint16_t> GameGenerator::BeamTargets(const State& s, uint8_t p, uint16_t card,
                                                 uint16_t at) const {
  std::vector<uint16_t> out;
  if (at == 0) return out;
  const auto& c = s.card(card);
  for (size_t id = 1; id <= s.card_count(); ++id) {
    const auto& d = s.card(static_cast<uint16_t>(id));
    if (d.controller != p || !InPlay(d.zone)) continue;
    CardType t = s.instance(static_cast<uint16_t>(id)).facts->type;
    if (t != CardType::kShip && t != CardType::kFacility) continue;
    if (c.zone == Zone::kAboard && c.where == id) continue;
    if (s.LocationOf(static_cast<uint16_t>(id)) == at) out.push_back(static_cast<uint16_t>(id));
  }
  if (c.zone != Zone::kOnPlanet && s.instance(at).facts->planet_mission) out.push_back(at);
  return out;
}

}  // namespace stardate::bench
