#include "engine/stccg/stccg_state.h"

#include <algorithm>

#include "engine/json_writer.h"
#include "engine/rng.h"
#include "engine/stccg/rule_ids.h"

namespace stardate::engine::stccg {
namespace {

constexpr std::string_view kPhaseNames[kPhaseCount] = {
    "doorway seed", "mission seed", "dilemma seed", "facility seed", "start of turn",
    "card play",    "execute orders", "end of turn", "card draw"};

constexpr std::string_view kZoneNames[] = {"seed deck", "draw deck", "hand",    "spaceline",
                                           "under mission", "at location", "docked", "aboard",
                                           "on planet", "pending", "discard", "removed"};

constexpr std::string_view kQuadrantNames[] = {"Alpha", "Gamma", "Delta", "Mirror"};

bool IsSeedKind(EventKind k) {
  return k == EventKind::SEED_DOORWAY || k == EventKind::SEED_MISSION ||
         k == EventKind::SEED_DILEMMA || k == EventKind::SEED_FACILITY;
}

void Add(std::vector<Violation>* out, std::string_view rule, std::string detail) {
  out->push_back({std::string(rule), std::move(detail)});
}

}  // namespace

std::string_view PhaseName(Phase phase) {
  int i = static_cast<int>(phase);
  return i >= 0 && i < kPhaseCount ? kPhaseNames[i] : "unknown phase";
}

std::optional<Phase> ParsePhase(std::string_view name) {
  for (int i = 0; i < kPhaseCount; ++i) {
    std::string dashed(kPhaseNames[i]);
    std::replace(dashed.begin(), dashed.end(), ' ', '-');
    if (name == kPhaseNames[i] || name == dashed) return static_cast<Phase>(i);
  }
  return std::nullopt;
}

std::string_view ZoneName(Zone zone) {
  auto i = static_cast<size_t>(zone);
  return i < std::size(kZoneNames) ? kZoneNames[i] : "unknown zone";
}

// ---------------------------------------------------------------------------------------------
// Construction

StccgState::StccgState(std::shared_ptr<const CardPool> pool, const GameSetup& setup)
    : pool_(std::move(pool)) {
  core_.seed = setup.seed;
  core_.num_players = 2;
  core_.phase = static_cast<int32_t>(Phase::kDoorwaySeed);
  instances_.emplace_back();
  cards_.emplace_back();
  for (size_t p = 0; p < setup.players.size() && p < 2; ++p) {
    names_.push_back(setup.players[p].name);
    for (const DeckLine& line : setup.players[p].deck) {
      const CardFacts* facts = pool_->Find(line.title);
      for (uint16_t k = 0; k < line.count; ++k) {
        CardInstance inst;
        inst.facts = facts;
        inst.owner = static_cast<uint8_t>(p);
        instances_.push_back(inst);
        CardState cs;
        cs.controller = static_cast<uint8_t>(p);
        cs.zone = line.section == schema::DeckSection::SEED ? Zone::kSeedDeck : Zone::kDrawDeck;
        cards_.push_back(cs);
        if (cs.zone == Zone::kDrawDeck) {
          // Listed order, top of deck first, until the deck is shuffled.
          players_[p].draw_deck.insert(players_[p].draw_deck.begin(),
                                       static_cast<uint16_t>(instances_.size() - 1));
        }
      }
    }
  }
  for (size_t id = 1; id < instances_.size(); ++id) {
    uint16_t copy = 0;
    uint16_t copies = 0;
    for (size_t j = 1; j < instances_.size(); ++j) {
      if (instances_[j].facts->title == instances_[id].facts->title) {
        ++copies;
        if (j <= id) ++copy;
      }
    }
    instances_[id].copy = copy;
    instances_[id].copies = copies;
  }
}

std::unique_ptr<GameState> StccgState::Clone() const {
  return std::make_unique<StccgState>(*this);
}

Result<std::unique_ptr<GameState>> NewStccgGame(const GameSetup& setup) {
  if (setup.players.size() != 2) {
    return Status::InvalidArgument("a Star Trek CCG game needs exactly 2 players, found " +
                                   std::to_string(setup.players.size()));
  }
  auto pool = CardPool::Parse(setup.card_pool_csv, "card pool");
  if (!pool.ok()) return pool.status();
  auto shared = std::make_shared<const CardPool>(std::move(pool).value());
  size_t total = 0;
  for (const PlayerSetup& p : setup.players) {
    for (const DeckLine& line : p.deck) {
      if (shared->Find(line.title) == nullptr) {
        return Status::InvalidArgument("player " + p.name + "'s deck lists \"" + line.title +
                                       "\", which is not in the card pool");
      }
      if (line.count == 0) {
        return Status::InvalidArgument("player " + p.name + "'s deck lists \"" + line.title +
                                       "\" with count 0");
      }
      total += line.count;
    }
  }
  if (total > 60000) {
    return Status::InvalidArgument("the decks hold " + std::to_string(total) +
                                   " cards; at most 60000 are supported");
  }
  return std::unique_ptr<GameState>(new StccgState(shared, setup));
}

// ---------------------------------------------------------------------------------------------
// Queries

uint16_t StccgState::LocationOf(uint16_t id) const {
  for (int hops = 0; hops < 8 && ValidCard(id); ++hops) {
    const CardState& c = cards_[id];
    switch (c.zone) {
      case Zone::kSpaceline:
        return id;
      case Zone::kAtLocation:
      case Zone::kOnPlanet:
      case Zone::kUnderMission:
        return c.where;
      case Zone::kDocked:
      case Zone::kAboard:
        id = c.where;
        break;
      default:
        return 0;
    }
  }
  return 0;
}

uint16_t StccgState::CardByCopy(std::string_view title, uint16_t copy) const {
  for (size_t id = 1; id < instances_.size(); ++id) {
    if (instances_[id].facts->title == title && instances_[id].copy == copy) {
      return static_cast<uint16_t>(id);
    }
  }
  return 0;
}

std::vector<uint16_t> StccgState::CardsByTitle(std::string_view title) const {
  std::vector<uint16_t> out;
  for (size_t id = 1; id < instances_.size(); ++id) {
    if (instances_[id].facts->title == title) out.push_back(static_cast<uint16_t>(id));
  }
  return out;
}

std::string StccgState::CardRef(uint16_t id) const {
  if (!ValidCard(id)) return "card #" + std::to_string(id);
  std::string s = "\"" + instances_[id].facts->title + "\"";
  if (instances_[id].copies > 1) s += "#" + std::to_string(instances_[id].copy);
  return s;
}

std::string StccgState::Name(uint16_t id) const {
  if (id == 0) return "nothing";
  if (!ValidCard(id)) return "card #" + std::to_string(id);
  std::string s = instances_[id].facts->title;
  if (instances_[id].copies > 1) s += " #" + std::to_string(instances_[id].copy);
  return s;
}

std::string StccgState::PlayerLabel(uint8_t p) const {
  return p < names_.size() ? names_[p] : "player " + std::to_string(p);
}

Quadrant StccgState::QuadrantOf(uint16_t mission) const {
  return ValidCard(mission) ? instances_[mission].facts->quadrant : Quadrant::kAlpha;
}

Quadrant StccgState::NativeQuadrant(uint16_t id) const {
  return instances_[id].facts->quadrant;
}

bool StccgState::Compatible(uint16_t a, uint16_t b) const {
  // Base rules section 4: matching icon, or either card Non-Aligned or Neutral.
  uint32_t fa = instances_[a].facts->affiliations;
  uint32_t fb = instances_[b].facts->affiliations;
  uint32_t free = Affiliation::kNonAligned | Affiliation::kNeutral;
  if ((fa & free) || (fb & free)) return true;
  if (instances_[a].facts->type == CardType::kEquipment) return true;
  return (fa & fb) != 0;
}

int StccgState::RangeCost(uint16_t from, uint16_t to) const {
  if (!ValidCard(from) || !ValidCard(to)) return -1;
  Quadrant q = QuadrantOf(from);
  if (q != QuadrantOf(to)) return -1;
  const auto& line = spaceline_[static_cast<int>(q)];
  auto a = std::find(line.begin(), line.end(), from);
  auto b = std::find(line.begin(), line.end(), to);
  if (a == line.end() || b == line.end()) return -1;
  int cost = 0;
  if (a < b) {
    for (auto it = a + 1; it <= b; ++it) cost += instances_[*it].facts->span;
  } else {
    for (auto it = b; it < a; ++it) cost += instances_[*it].facts->span;
  }
  return cost;
}

// ---------------------------------------------------------------------------------------------
// Lifecycle hooks

bool StccgState::OpensWindow(const Event& e) const {
  switch (e.kind) {
    case EventKind::REPORT:
    case EventKind::BUILD:
    case EventKind::PLAY_INTERRUPT:
    case EventKind::FLY:
    case EventKind::DOCK:
    case EventKind::UNDOCK:
    case EventKind::BEAM:
      return true;
    default:
      return false;
  }
}

std::optional<Phase> StccgState::PhaseOf(const Event& e) const {
  switch (e.kind) {
    case EventKind::SEED_DOORWAY: return Phase::kDoorwaySeed;
    case EventKind::SEED_MISSION: return Phase::kMissionSeed;
    case EventKind::SEED_DILEMMA: return Phase::kDilemmaSeed;
    case EventKind::SEED_FACILITY: return Phase::kFacilitySeed;
    case EventKind::REPORT:
    case EventKind::BUILD:
      return Phase::kCardPlay;
    case EventKind::FLY:
    case EventKind::DOCK:
    case EventKind::UNDOCK:
    case EventKind::BEAM:
      return Phase::kExecuteOrders;
    case EventKind::DRAW:
      return core_.turn > 0 ? std::optional<Phase>(Phase::kCardDraw) : std::nullopt;
    default:
      return std::nullopt;
  }
}

std::optional<Event> StccgState::DoRequiredBefore(const Event& next) const {
  if (core_.game_over) return std::nullopt;
  if (next.kind == EventKind::TURN) {
    if (core_.turn == 0) {
      // Start of play (base rules section 1): shuffle both draw decks, each player draws 7.
      for (uint8_t p = 0; p < 2; ++p) {
        if (!players_[p].shuffled) {
          Event e;
          e.kind = EventKind::SHUFFLE;
          e.player = p;
          return e;
        }
      }
      for (uint8_t p = 0; p < 2; ++p) {
        if (players_[p].opening_draws < kOpeningHand && !players_[p].draw_deck.empty()) {
          Event e;
          e.kind = EventKind::DRAW;
          e.player = p;
          return e;
        }
      }
    } else if (!players_[core_.active].drew && !players_[core_.active].draw_deck.empty() &&
               core_.stack.empty()) {
      // The card draw ends the turn (base rules section 2).
      if (phase() < Phase::kCardDraw) {
        Event e;
        e.kind = EventKind::PHASE;
        e.player = core_.active;
        e.arg = static_cast<int32_t>(Phase::kCardDraw);
        return e;
      }
      Event e;
      e.kind = EventKind::DRAW;
      e.player = core_.active;
      return e;
    }
    return std::nullopt;
  }
  // Phase steps: an event of a later phase first moves the game to that phase.
  if (!core_.stack.empty()) return std::nullopt;
  std::optional<Phase> target = PhaseOf(next);
  if (!target) return std::nullopt;
  bool seeding = core_.turn == 0;
  if (seeding != IsSeedKind(next.kind)) return std::nullopt;  // out of place: Check reports it
  if (next.kind == EventKind::DRAW && next.player != core_.active) return std::nullopt;
  if (static_cast<int32_t>(*target) > core_.phase) {
    Event e;
    e.kind = EventKind::PHASE;
    e.player = seeding ? 0 : core_.active;
    e.arg = static_cast<int32_t>(*target);
    return e;
  }
  return std::nullopt;
}

bool StccgState::DoIsRequiredStep(const Event& e) const {
  switch (e.kind) {
    case EventKind::PHASE:
      return true;
    case EventKind::SHUFFLE:
      return core_.turn == 0 && e.player < 2 && !players_[e.player].shuffled;
    case EventKind::DRAW:
      if (e.player > 1) return false;
      if (core_.turn == 0) return players_[e.player].opening_draws < kOpeningHand;
      return e.player == core_.active && !players_[e.player].drew;
    default:
      return false;
  }
}

void StccgState::DoComplete(Event* e) const {
  if (e->player > 1) return;
  const PlayerState& ps = players_[e->player];
  if (e->kind == EventKind::SHUFFLE && e->random.empty()) {
    EventRng rng(core_.seed, core_.seq);
    e->random = rng.Permutation(static_cast<uint32_t>(ps.draw_deck.size()));
  } else if (e->kind == EventKind::DRAW && e->card == 0 && !ps.draw_deck.empty()) {
    e->card = ps.draw_deck.back();
  }
}

// ---------------------------------------------------------------------------------------------
// Checks

void StccgState::CheckOwnInPlay(const Event& e, uint16_t id, std::vector<Violation>* out) const {
  if (!ValidCard(id)) return;
  if (cards_[id].controller != e.player) {
    Add(out, rules::kOwnCard,
        PlayerLabel(e.player) + " does not control " + Name(id));
  }
}

void StccgState::CheckPlacement(const Event& e, bool seeding, std::vector<Violation>* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  uint16_t m = e.target;
  if (!ValidCard(m) || cards_[m].zone != Zone::kSpaceline) {
    Add(out, rules::kCardType, Name(m) + " is not a mission on the spaceline");
    return;
  }
  const CardFacts& mission = *instances_[m].facts;
  if (seeding && f.quadrant != mission.quadrant) {
    Add(out, rules::kFacilityNativeQuadrant,
        f.title + " is native to the " +
            std::string(kQuadrantNames[static_cast<int>(f.quadrant)]) + " Quadrant; " +
            mission.title + " is in the " +
            std::string(kQuadrantNames[static_cast<int>(mission.quadrant)]) + " Quadrant");
  }
  if (f.facility_kind == FacilityKind::kOutpost) {
    if (mission.homeworld) {
      Add(out, rules::kFacilityHomeworld, mission.title + " is a homeworld mission");
    }
    // The outpost's own text may name where it goes instead (Neutral Outpost: "at any [S]
    // mission"); issue-3 work derives these from the card text.
    bool any_space = f.text.find("at any [S] mission") != std::string::npos;
    if (any_space) {
      if (!mission.space_mission) {
        Add(out, rules::kFacilityOutpostIcon, f.title + " goes only at a space mission; " +
                                                  mission.title + " is a planet mission");
      }
    } else if ((f.affiliations & mission.affiliations) == 0) {
      Add(out, rules::kFacilityOutpostIcon,
          mission.title + " shows " + AffiliationNames(mission.affiliations) + ", not " +
              AffiliationNames(f.affiliations));
    }
  }
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (id == e.card) continue;
    if (instances_[id].facts->type == CardType::kFacility && cards_[id].zone == Zone::kAtLocation &&
        cards_[id].where == m && cards_[id].controller == e.player) {
      Add(out, rules::kFacilityOnePerLocation,
          PlayerLabel(e.player) + " already has " + Name(static_cast<uint16_t>(id)) + " at " +
              mission.title);
      break;
    }
  }
}

void StccgState::CheckSeedFacility(const Event& e, std::vector<Violation>* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  if (f.type != CardType::kFacility) {
    Add(out, rules::kCardType, f.title + " is not a facility");
    return;
  }
  if (phase() != Phase::kFacilitySeed && core_.turn == 0 && phase() > Phase::kFacilitySeed) {
    Add(out, rules::kFacilitySeedPhase, "the facility seed phase has ended");
  }
  if (f.seed_one) {
    for (size_t id = 1; id < cards_.size(); ++id) {
      if (id != e.card && instances_[id].owner == e.player && instances_[id].facts->title == f.title &&
          cards_[id].seeded) {
        Add(out, rules::kFacilitySeedOne,
            PlayerLabel(e.player) + " already seeded " + Name(static_cast<uint16_t>(id)) +
                " (\"Seed one\")");
        break;
      }
    }
  }
  CheckPlacement(e, /*seeding=*/true, out);
}

void StccgState::CheckReport(const Event& e, std::vector<Violation>* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  if (f.type != CardType::kPersonnel && f.type != CardType::kShip &&
      f.type != CardType::kEquipment) {
    Add(out, rules::kCardType, f.title + " is not a personnel, ship or equipment card");
    return;
  }
  uint16_t fac = e.target;
  if (!ValidCard(fac) || instances_[fac].facts->type != CardType::kFacility ||
      cards_[fac].zone != Zone::kAtLocation) {
    Add(out, rules::kCardType, Name(fac) + " is not a facility in play");
    return;
  }
  const CardFacts& facility = *instances_[fac].facts;
  if (cards_[fac].controller != e.player && facility.facility_kind == FacilityKind::kOutpost) {
    Add(out, rules::kReportOpponentOutpost,
        facility.title + " is controlled by " + PlayerLabel(cards_[fac].controller));
  }
  if (!Compatible(e.card, fac)) {
    Add(out, rules::kReportCompatible,
        f.title + " (" + AffiliationNames(f.affiliations) + ") is not compatible with " +
            facility.title + " (" + AffiliationNames(facility.affiliations) + ")");
  }
  Quadrant here = QuadrantOf(cards_[fac].where);
  if (facility.quadrant != here) {
    Add(out, rules::kReportNativeQuadrant,
        facility.title + " is native to the " +
            std::string(kQuadrantNames[static_cast<int>(facility.quadrant)]) +
            " Quadrant but stands in the " + std::string(kQuadrantNames[static_cast<int>(here)]) +
            " Quadrant");
  } else if (!f.native_everywhere && f.quadrant != here) {
    Add(out, rules::kReportNativeQuadrant,
        f.title + " is native to the " +
            std::string(kQuadrantNames[static_cast<int>(f.quadrant)]) + " Quadrant; " +
            facility.title + " is in the " + std::string(kQuadrantNames[static_cast<int>(here)]) +
            " Quadrant");
  }
}

void StccgState::CheckFly(const Event& e, std::vector<Violation>* out) const {
  uint16_t ship = e.card;
  if (instances_[ship].facts->type != CardType::kShip) {
    Add(out, rules::kCardType, Name(ship) + " is not a ship");
    return;
  }
  CheckOwnInPlay(e, ship, out);
  if (cards_[ship].zone == Zone::kDocked) {
    Add(out, rules::kFlyUndocked, Name(ship) + " is docked at " + Name(cards_[ship].where));
  } else if (cards_[ship].zone != Zone::kAtLocation) {
    Add(out, rules::kCardType, Name(ship) + " is not in play on the spaceline");
    return;
  }
  if (!ValidCard(e.target) || cards_[e.target].zone != Zone::kSpaceline) {
    Add(out, rules::kCardType, Name(e.target) + " is not a mission on the spaceline");
    return;
  }
  int cost = RangeCost(LocationOf(ship), e.target);
  int left = instances_[ship].facts->range - cards_[ship].range_used;
  if (cost < 0) {
    Add(out, rules::kFlyRange, Name(e.target) + " is in another quadrant");
  } else if (cost > left) {
    Add(out, rules::kFlyRange,
        "the flight costs RANGE " + std::to_string(cost) + "; " + Name(ship) + " has " +
            std::to_string(left) + " left this turn");
  }
}

void StccgState::DoCheck(const Event& e, std::vector<Violation>* out) const {
  // Every card an event names must exist.
  for (uint16_t id : {e.card, e.target}) {
    if (id != 0 && !ValidCard(id)) {
      Add(out, rules::kCardType, "card #" + std::to_string(id) + " is not in this game");
      return;
    }
  }
  for (uint16_t id : e.cards) {
    if (!ValidCard(id)) {
      Add(out, rules::kCardType, "card #" + std::to_string(id) + " is not in this game");
      return;
    }
  }
  const bool seeding = core_.turn == 0;
  const bool needs_card = e.kind != EventKind::PHASE && e.kind != EventKind::TURN &&
                          e.kind != EventKind::PASS && e.kind != EventKind::RESOLVE &&
                          e.kind != EventKind::SHUFFLE && e.kind != EventKind::CONCEDE &&
                          e.kind != EventKind::DRAW;
  if (needs_card && e.card == 0) {
    Add(out, rules::kCardType, EventText(e) + " names no card");
    return;
  }

  // Phase order: no going back (seed phases, then the phases of a turn).
  if (std::optional<Phase> ph = PhaseOf(e)) {
    if (IsSeedKind(e.kind) && !seeding) {
      Add(out, rules::kSeedPhaseOrder, "the seed phases ended before turn 1");
    } else if (!IsSeedKind(e.kind) && seeding && e.kind != EventKind::DRAW) {
      Add(out, rules::kTurnOrder, "play has not started (no turn yet)");
    } else if (static_cast<int32_t>(*ph) < core_.phase && core_.stack.empty()) {
      Add(out, IsSeedKind(e.kind) ? rules::kSeedPhaseOrder : rules::kTurnPhaseOrder,
          "the " + std::string(PhaseName(*ph)) + " phase has ended (now: " +
              std::string(PhaseName(phase())) + ")");
    }
  }
  // Outside a response window only the active player acts on their turn.
  if (!seeding && core_.stack.empty() && OpensWindow(e) && e.kind != EventKind::PLAY_INTERRUPT &&
      e.player != core_.active) {
    Add(out, rules::kTurnActivePlayer,
        "it is " + PlayerLabel(core_.active) + "'s turn");
  }

  switch (e.kind) {
    case EventKind::PHASE:
      if (e.arg < 0 || e.arg >= kPhaseCount) {
        Add(out, rules::kTurnPhaseOrder, "phase " + std::to_string(e.arg) + " does not exist");
      } else if (e.arg < core_.phase) {
        Add(out, seeding ? rules::kSeedPhaseOrder : rules::kTurnPhaseOrder,
            "cannot go back from " + std::string(PhaseName(phase())) + " to " +
                std::string(PhaseName(static_cast<Phase>(e.arg))));
      } else if (seeding != (e.arg <= static_cast<int32_t>(Phase::kFacilitySeed))) {
        Add(out, rules::kTurnOrder,
            std::string(PhaseName(static_cast<Phase>(e.arg))) +
                (seeding ? " is a phase of a turn; play has not started"
                         : " is a seed phase; play has started"));
      }
      break;
    case EventKind::TURN: {
      uint32_t expected = core_.turn + 1;
      if (static_cast<uint32_t>(e.arg) != expected) {
        Add(out, rules::kTurnOrder,
            "turn " + std::to_string(e.arg) + " follows turn " + std::to_string(core_.turn) +
                "; expected turn " + std::to_string(expected));
      }
      if (core_.turn > 0 && e.player == core_.active) {
        Add(out, rules::kTurnOrder, PlayerLabel(e.player) + " just had turn " +
                                        std::to_string(core_.turn) + "; turns alternate");
      }
      break;
    }
    case EventKind::SHUFFLE: {
      const PlayerState& ps = players_[e.player];
      EventRng rng(core_.seed, core_.seq);
      auto honest = rng.Permutation(static_cast<uint32_t>(ps.draw_deck.size()));
      if (e.random != honest) {
        Add(out, engine::rules::kRandomHonest,
            "the recorded shuffle of " + PlayerLabel(e.player) +
                "'s draw deck is not the one seed " + std::to_string(core_.seed) +
                " gives for event " + std::to_string(core_.seq));
      }
      break;
    }
    case EventKind::DRAW: {
      const PlayerState& ps = players_[e.player];
      if (!seeding && e.player != core_.active) {
        Add(out, rules::kTurnActivePlayer, "it is " + PlayerLabel(core_.active) + "'s turn");
      }
      if (ps.draw_deck.empty()) {
        if (e.card != 0) Add(out, rules::kDrawTopCard, PlayerLabel(e.player) + "'s draw deck is empty");
      } else if (e.card != ps.draw_deck.back()) {
        Add(out, rules::kDrawTopCard,
            PlayerLabel(e.player) + " drew " + Name(e.card) + "; the top card was " +
                Name(ps.draw_deck.back()));
      }
      if (!seeding && ps.drew) {
        Add(out, rules::kDrawTopCard, PlayerLabel(e.player) + " already drew this turn");
      }
      break;
    }
    case EventKind::SEED_DOORWAY:
    case EventKind::SEED_MISSION:
    case EventKind::SEED_DILEMMA:
    case EventKind::SEED_FACILITY: {
      const CardFacts& f = *instances_[e.card].facts;
      if (instances_[e.card].owner != e.player || cards_[e.card].zone != Zone::kSeedDeck) {
        Add(out, rules::kCardFromHand,
            Name(e.card) + " is not in " + PlayerLabel(e.player) + "'s seed deck (it is in " +
                std::string(ZoneName(cards_[e.card].zone)) + ")");
      }
      if (e.kind == EventKind::SEED_MISSION && f.type != CardType::kMission) {
        Add(out, rules::kCardType, f.title + " is not a mission");
      } else if (e.kind == EventKind::SEED_DILEMMA) {
        if (f.type != CardType::kDilemma && f.type != CardType::kArtifact) {
          Add(out, rules::kCardType, f.title + " is not a dilemma or artifact");
        }
        if (!ValidCard(e.target) || cards_[e.target].zone != Zone::kSpaceline) {
          Add(out, rules::kCardType, Name(e.target) + " is not a mission on the spaceline");
        }
      } else if (e.kind == EventKind::SEED_DOORWAY && f.type != CardType::kDoorway) {
        Add(out, rules::kCardType, f.title + " is not a doorway");
      } else if (e.kind == EventKind::SEED_FACILITY) {
        CheckSeedFacility(e, out);
      }
      break;
    }
    case EventKind::REPORT:
    case EventKind::BUILD: {
      if (instances_[e.card].owner != e.player || cards_[e.card].zone != Zone::kHand) {
        Add(out, rules::kCardFromHand,
            Name(e.card) + " is not in " + PlayerLabel(e.player) + "'s hand (it is in " +
                std::string(ZoneName(cards_[e.card].zone)) + ")");
      }
      if (players_[e.player].card_plays >= 1) {
        Add(out, rules::kNormalCardPlay,
            PlayerLabel(e.player) + " already used the normal card play this turn");
      }
      if (e.kind == EventKind::REPORT) {
        CheckReport(e, out);
      } else if (instances_[e.card].facts->type != CardType::kFacility) {
        Add(out, rules::kCardType, Name(e.card) + " is not a facility");
      } else {
        CheckPlacement(e, /*seeding=*/false, out);
      }
      break;
    }
    case EventKind::PLAY_INTERRUPT:
      if (instances_[e.card].facts->type != CardType::kInterrupt) {
        Add(out, rules::kResponseInterrupt, Name(e.card) + " is not an interrupt");
      }
      if (instances_[e.card].owner != e.player || cards_[e.card].zone != Zone::kHand) {
        Add(out, rules::kCardFromHand, Name(e.card) + " is not in " + PlayerLabel(e.player) +
                                           "'s hand");
      }
      break;
    case EventKind::FLY:
      CheckFly(e, out);
      break;
    case EventKind::DOCK: {
      uint16_t ship = e.card;
      if (instances_[ship].facts->type != CardType::kShip) {
        Add(out, rules::kCardType, Name(ship) + " is not a ship");
        break;
      }
      CheckOwnInPlay(e, ship, out);
      if (!ValidCard(e.target) || instances_[e.target].facts->type != CardType::kFacility) {
        Add(out, rules::kCardType, Name(e.target) + " is not a facility");
      } else if (LocationOf(ship) == 0 || LocationOf(ship) != LocationOf(e.target)) {
        Add(out, rules::kDockSameLocation,
            Name(ship) + " is at " + Name(LocationOf(ship)) + "; " + Name(e.target) + " is at " +
                Name(LocationOf(e.target)));
      }
      break;
    }
    case EventKind::UNDOCK:
      if (instances_[e.card].facts->type != CardType::kShip) {
        Add(out, rules::kCardType, Name(e.card) + " is not a ship");
        break;
      }
      CheckOwnInPlay(e, e.card, out);
      if (cards_[e.card].zone != Zone::kDocked) {
        Add(out, rules::kCardType, Name(e.card) + " is not docked");
      }
      break;
    case EventKind::BEAM: {
      uint16_t dest = e.target;
      uint16_t there = LocationOf(dest);
      if (!ValidCard(dest)) break;
      const CardFacts& df = *instances_[dest].facts;
      if (cards_[dest].zone == Zone::kSpaceline && !df.planet_mission) {
        Add(out, rules::kBeamSameLocation, df.title + " has no planet surface to beam to");
      }
      std::vector<uint16_t> moving{e.card};
      moving.insert(moving.end(), e.cards.begin(), e.cards.end());
      for (uint16_t id : moving) {
        CardType t = instances_[id].facts->type;
        if (t != CardType::kPersonnel && t != CardType::kEquipment) {
          Add(out, rules::kCardType, Name(id) + " is not a personnel or equipment card");
          continue;
        }
        CheckOwnInPlay(e, id, out);
        uint16_t here = LocationOf(id);
        if (here == 0 || here != there) {
          Add(out, rules::kBeamSameLocation,
              Name(id) + " is at " + Name(here) + "; " + Name(dest) + " is at " + Name(there));
        }
      }
      break;
    }
    case EventKind::DISCARD:
      if (instances_[e.card].owner != e.player || cards_[e.card].zone != Zone::kHand) {
        Add(out, rules::kCardFromHand, Name(e.card) + " is not in " + PlayerLabel(e.player) +
                                           "'s hand");
      }
      break;
    default:
      break;
  }
}

// ---------------------------------------------------------------------------------------------
// Apply

void StccgState::RemoveFromHand(uint16_t id) {
  for (auto& ps : players_) {
    auto it = std::find(ps.hand.begin(), ps.hand.end(), id);
    if (it != ps.hand.end()) {
      ps.hand.erase(it);
      return;
    }
  }
}

void StccgState::RemoveFromDeck(uint16_t id) {
  for (auto& ps : players_) {
    if (!ps.draw_deck.empty() && ps.draw_deck.back() == id) {
      ps.draw_deck.pop_back();
      return;
    }
    auto it = std::find(ps.draw_deck.begin(), ps.draw_deck.end(), id);
    if (it != ps.draw_deck.end()) {
      ps.draw_deck.erase(it);
      return;
    }
  }
}

void StccgState::MoveCard(uint16_t id, Zone zone, uint16_t where) {
  if (!ValidCard(id)) return;
  CardState& c = cards_[id];
  if (c.zone == Zone::kHand) RemoveFromHand(id);
  if (c.zone == Zone::kDrawDeck) RemoveFromDeck(id);
  if (c.zone == Zone::kSpaceline) {
    for (auto& line : spaceline_) line.erase(std::remove(line.begin(), line.end(), id), line.end());
  }
  c.zone = zone;
  c.where = where;
  if (zone == Zone::kHand) players_[instances_[id].owner].hand.push_back(id);
  if (zone == Zone::kDrawDeck) players_[instances_[id].owner].draw_deck.push_back(id);
}

void StccgState::DoApply(const Event& e) {
  switch (e.kind) {
    case EventKind::TURN:
      core_.phase = static_cast<int32_t>(Phase::kStartOfTurn);
      if (e.arg == 1) {
        // Start of play: unused seed cards leave the game (base rules section 1).
        for (size_t id = 1; id < cards_.size(); ++id) {
          if (cards_[id].zone == Zone::kSeedDeck) cards_[id].zone = Zone::kRemoved;
        }
      }
      for (auto& ps : players_) {
        ps.card_plays = 0;
        ps.drew = 0;
      }
      for (auto& c : cards_) c.range_used = 0;
      break;
    case EventKind::SHUFFLE: {
      if (e.player > 1) break;
      PlayerState& ps = players_[e.player];
      size_t n = ps.draw_deck.size();
      std::vector<uint32_t> perm = e.random;
      std::vector<uint8_t> seen(n, 0);
      bool valid = perm.size() == n;
      for (size_t i = 0; valid && i < n; ++i) {
        valid = perm[i] < n && !seen[perm[i]];
        if (valid) seen[perm[i]] = 1;
      }
      if (!valid) perm = EventRng(core_.seed, core_.seq).Permutation(static_cast<uint32_t>(n));
      // Positions count from the top (the back of draw_deck).
      std::vector<uint16_t> from_top(ps.draw_deck.rbegin(), ps.draw_deck.rend());
      std::vector<uint16_t> shuffled(n);
      for (size_t i = 0; i < n; ++i) shuffled[i] = from_top[perm[i]];
      ps.draw_deck.assign(shuffled.rbegin(), shuffled.rend());
      ps.shuffled = 1;
      break;
    }
    case EventKind::DRAW: {
      if (e.player > 1) break;
      PlayerState& ps = players_[e.player];
      if (core_.turn == 0) {
        ++ps.opening_draws;
      } else {
        ps.drew = 1;
      }
      if (ValidCard(e.card)) MoveCard(e.card, Zone::kHand, 0);
      break;
    }
    case EventKind::SEED_DOORWAY:
      MoveCard(e.card, Zone::kDiscard, 0);  // doorways' effects are not modelled in this slice
      break;
    case EventKind::SEED_MISSION: {
      if (!ValidCard(e.card)) break;
      MoveCard(e.card, Zone::kSpaceline, 0);
      spaceline_[static_cast<int>(instances_[e.card].facts->quadrant)].push_back(e.card);
      break;
    }
    case EventKind::SEED_DILEMMA:
      MoveCard(e.card, Zone::kUnderMission, e.target);
      break;
    case EventKind::SEED_FACILITY:
      MoveCard(e.card, Zone::kAtLocation, e.target);
      if (ValidCard(e.card)) {
        cards_[e.card].controller = e.player;
        cards_[e.card].seeded = 1;
      }
      break;
    case EventKind::REPORT:
    case EventKind::BUILD:
      if (e.player <= 1) ++players_[e.player].card_plays;
      MoveCard(e.card, Zone::kPending, e.target);
      break;
    case EventKind::PLAY_INTERRUPT:
      MoveCard(e.card, Zone::kPending, e.target);
      break;
    case EventKind::FLY:
      if (ValidCard(e.card)) {
        int cost = RangeCost(LocationOf(e.card), e.target);
        if (cost > 0) cards_[e.card].range_used = static_cast<uint16_t>(
                          std::min<int>(cards_[e.card].range_used + cost, 0xffff));
      }
      break;
    case EventKind::DISCARD:
      MoveCard(e.card, Zone::kDiscard, 0);
      break;
    default:
      break;
  }
}

void StccgState::DoResolve(const PendingAction& action) {
  const Event& e = action.action;
  if (!ValidCard(e.card)) return;
  switch (e.kind) {
    case EventKind::REPORT: {
      bool ship = instances_[e.card].facts->type == CardType::kShip;
      MoveCard(e.card, ship ? Zone::kDocked : Zone::kAboard, e.target);
      cards_[e.card].controller = e.player;
      break;
    }
    case EventKind::BUILD:
      MoveCard(e.card, Zone::kAtLocation, e.target);
      cards_[e.card].controller = e.player;
      cards_[e.card].seeded = 0;
      break;
    case EventKind::PLAY_INTERRUPT:
      // The interrupt's own effect is card text this slice does not model; it is spent.
      MoveCard(e.card, Zone::kDiscard, 0);
      break;
    case EventKind::FLY:
      if (ValidCard(e.target)) MoveCard(e.card, Zone::kAtLocation, e.target);
      break;
    case EventKind::DOCK:
      if (ValidCard(e.target)) MoveCard(e.card, Zone::kDocked, e.target);
      break;
    case EventKind::UNDOCK: {
      uint16_t m = LocationOf(e.card);
      MoveCard(e.card, Zone::kAtLocation, m);
      break;
    }
    case EventKind::BEAM: {
      if (!ValidCard(e.target)) break;
      bool to_planet = cards_[e.target].zone == Zone::kSpaceline;
      std::vector<uint16_t> moving{e.card};
      moving.insert(moving.end(), e.cards.begin(), e.cards.end());
      for (uint16_t id : moving) {
        MoveCard(id, to_planet ? Zone::kOnPlanet : Zone::kAboard, e.target);
      }
      break;
    }
    default:
      break;
  }
}

// ---------------------------------------------------------------------------------------------
// Serialization

void StccgState::DoSerialize(ByteWriter* w) const {
  w->U32(static_cast<uint32_t>(cards_.size()));
  for (const CardState& c : cards_) {
    w->U8(static_cast<uint8_t>(c.zone));
    w->U8(c.controller);
    w->U16(c.where);
    w->U16(c.range_used);
    w->U8(c.seeded);
  }
  for (const PlayerState& p : players_) {
    w->Seq(p.draw_deck, [&](uint16_t id) { w->U16(id); });
    w->Seq(p.hand, [&](uint16_t id) { w->U16(id); });
    w->U8(p.shuffled);
    w->U8(p.opening_draws);
    w->U8(p.card_plays);
    w->U8(p.drew);
    w->I32(p.score);
  }
  for (const auto& line : spaceline_) w->Seq(line, [&](uint16_t id) { w->U16(id); });
}

void StccgState::DoRestore(ByteReader* r) {
  uint32_t n = r->Count(7);
  if (r->ok() && n != cards_.size()) {
    r->Fail("snapshot has " + std::to_string(n) + " cards; the game has " +
            std::to_string(cards_.size()));
    return;
  }
  std::vector<CardState> cards(n);
  for (uint32_t i = 0; i < n && r->ok(); ++i) {
    uint8_t zone = r->U8();
    if (zone > static_cast<uint8_t>(Zone::kRemoved)) r->Fail("zone " + std::to_string(zone));
    cards[i].zone = static_cast<Zone>(zone);
    cards[i].controller = r->U8();
    cards[i].where = r->U16();
    cards[i].range_used = r->U16();
    cards[i].seeded = r->U8();
    if (cards[i].controller > 1 || cards[i].where >= n) r->Fail("card " + std::to_string(i));
  }
  auto read_ids = [&](std::vector<uint16_t>* v) {
    uint32_t k = r->Count(2);
    v->clear();
    for (uint32_t i = 0; i < k && r->ok(); ++i) {
      uint16_t id = r->U16();
      if (id == 0 || id >= n) r->Fail("card id " + std::to_string(id));
      v->push_back(id);
    }
  };
  std::array<PlayerState, 2> players;
  for (PlayerState& p : players) {
    read_ids(&p.draw_deck);
    read_ids(&p.hand);
    p.shuffled = r->U8();
    p.opening_draws = r->U8();
    p.card_plays = r->U8();
    p.drew = r->U8();
    p.score = r->I32();
  }
  std::array<std::vector<uint16_t>, 4> spaceline;
  for (auto& line : spaceline) read_ids(&line);
  if (!r->ok()) return;
  cards_ = std::move(cards);
  players_ = std::move(players);
  spaceline_ = std::move(spaceline);
}

}  // namespace stardate::engine::stccg
