#include "engine/stccg/stccg_state.h"

#include <algorithm>
#include <map>

#include "engine/json_writer.h"
#include "engine/rng.h"
#include "engine/stccg/rule_ids.h"

namespace stardate::engine::stccg {
namespace {

// Optional sections of the serialized state (DoSerialize).
constexpr uint8_t kSectionHidden = 1;
constexpr uint8_t kSectionReturnFire = 2;
constexpr uint8_t kSectionWalked = 3;


constexpr std::string_view kPhaseNames[kPhaseCount] = {
    "doorway seed", "mission seed", "dilemma seed", "facility seed", "start of turn",
    "card play",    "execute orders", "end of turn", "card draw"};

constexpr std::string_view kZoneNames[] = {"seed deck", "draw deck", "hand",    "spaceline",
                                           "under mission", "at location", "docked", "aboard",
                                           "on planet", "pending", "discard", "removed",
                                           "site",      "in play"};

constexpr std::string_view kQuadrantNames[] = {"Alpha", "Gamma", "Delta", "Mirror"};

bool IsSeedKind(EventKind k) {
  return k == EventKind::SEED_DOORWAY || k == EventKind::SEED_MISSION ||
         k == EventKind::SEED_DILEMMA || k == EventKind::SEED_FACILITY ||
         k == EventKind::SEED_SITE;
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
  table_randomness_ = setup.randomness == Randomness::TABLE;
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
  // Derive each distinct card's text rules once.
  auto frules = std::make_shared<std::vector<FacilityRules>>();
  auto srules = std::make_shared<std::vector<SiteRules>>();
  std::vector<std::pair<const CardFacts*, size_t>> seen;
  frules->reserve(instances_.size());
  srules->reserve(instances_.size());
  for (size_t id = 1; id < instances_.size(); ++id) {
    const CardFacts* f = instances_[id].facts;
    if (f->type != CardType::kFacility && f->type != CardType::kSite) continue;
    size_t index = SIZE_MAX;
    for (const auto& [facts, i] : seen) {
      if (facts == f) index = i;
    }
    if (index == SIZE_MAX) {
      index = f->type == CardType::kFacility ? frules->size() : srules->size();
      if (f->type == CardType::kFacility) {
        frules->push_back(DeriveFacilityRules(*f));
      } else {
        srules->push_back(DeriveSiteRules(*f));
      }
      seen.emplace_back(f, index);
    }
  }
  for (size_t id = 1; id < instances_.size(); ++id) {
    const CardFacts* f = instances_[id].facts;
    for (const auto& [facts, i] : seen) {
      if (facts != f) continue;
      if (f->type == CardType::kFacility) instances_[id].facility = &(*frules)[i];
      if (f->type == CardType::kSite) instances_[id].site = &(*srules)[i];
    }
  }
  facility_rules_ = std::move(frules);
  site_rules_ = std::move(srules);
  // Copies of a title are numbered game-wide in id order.
  std::map<std::string_view, uint16_t> copies;
  for (size_t id = 1; id < instances_.size(); ++id) {
    instances_[id].copy = ++copies[instances_[id].facts->title];
  }
  for (size_t id = 1; id < instances_.size(); ++id) {
    instances_[id].copies = copies[instances_[id].facts->title];
  }
  ReindexSpaceline();
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
  if (!setup.card_locations_csv.empty()) {
    STARDATE_RETURN_IF_ERROR(pool->ApplyLocations(setup.card_locations_csv, "card locations"));
  }
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
      case Zone::kSite:
      case Zone::kInPlay:
        if (c.where == 0) return 0;
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

std::string StccgState::WhereIs(uint16_t id) const {
  if (!ValidCard(id)) return "no zone";
  Zone z = cards_[id].zone;
  std::string zone(ZoneName(z));
  if (z == Zone::kDrawDeck || z == Zone::kHand || z == Zone::kSeedDeck || z == Zone::kDiscard) {
    return PlayerLabel(instances_[id].owner) + "'s " + zone;
  }
  return zone;
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
  uint32_t fa = AffiliationOf(a);
  uint32_t fb = AffiliationOf(b);
  uint32_t free = Affiliation::kNonAligned | Affiliation::kNeutral;
  if ((fa & free) || (fb & free)) return true;
  if (instances_[a].facts->type == CardType::kEquipment) return true;
  return (fa & fb) != 0;
}

int StccgState::RangeCost(uint16_t from, uint16_t to) const {
  if (!ValidCard(from) || !ValidCard(to)) return -1;
  Quadrant q = QuadrantOf(from);
  if (q != QuadrantOf(to)) return -1;
  // Positions on the spaceline of the missions' quadrant (ReindexSpaceline).
  const auto& pos = line_pos_[static_cast<int>(q)];
  if (from >= pos.size() || to >= pos.size()) return -1;
  uint32_t a = pos[from], b = pos[to];
  if (a == kNotOnLine || b == kNotOnLine) return -1;
  // Moving right pays the span of every mission entered; moving left, of every mission left.
  const auto& prefix = line_prefix_[static_cast<int>(q)];
  return a < b ? prefix[b + 1] - prefix[a + 1] : prefix[a] - prefix[b];
}

void StccgState::ReindexSpaceline() {
  for (int q = 0; q < 4; ++q) {
    const auto& line = spaceline_[q];
    auto& pos = line_pos_[q];
    auto& prefix = line_prefix_[q];
    pos.assign(cards_.size(), kNotOnLine);
    prefix.assign(line.size() + 1, 0);
    for (size_t i = 0; i < line.size(); ++i) {
      if (line[i] < pos.size() && pos[line[i]] == kNotOnLine) pos[line[i]] = static_cast<uint32_t>(i);
      prefix[i + 1] = prefix[i] + instances_[line[i]].facts->span;
    }
  }
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
    case EventKind::PLAY_EVENT:
    case EventKind::COMMANDEER:
    case EventKind::WALK:
      return true;
    case EventKind::BATTLE:
      return !IsReturnFire(e);  // return fire is part of the pending battle
    default:
      return false;
  }
}

bool StccgState::IsResponse(const Event& e) const {
  // Into an open window go interrupts and the defender's return fire.
  return e.kind == EventKind::PLAY_INTERRUPT || IsReturnFire(e);
}

bool StccgState::FromHand(EventKind kind) {
  return kind == EventKind::REPORT || kind == EventKind::BUILD || kind == EventKind::PLAY_EVENT ||
         kind == EventKind::PLAY_INTERRUPT || kind == EventKind::DISCARD;
}

bool StccgState::RevealsHidden(const Event& e) const {
  return table_randomness_ && e.player < 2 && players_[e.player].hidden > 0 && FromHand(e.kind) &&
         ValidCard(e.card) && instances_[e.card].owner == e.player &&
         cards_[e.card].zone == Zone::kDrawDeck;
}

std::optional<Phase> StccgState::PhaseOf(const Event& e) const {
  switch (e.kind) {
    case EventKind::SEED_DOORWAY: return Phase::kDoorwaySeed;
    case EventKind::SEED_MISSION: return Phase::kMissionSeed;
    case EventKind::SEED_DILEMMA: return Phase::kDilemmaSeed;
    case EventKind::SEED_FACILITY:
      // "Seedable facilities seed during the facility seed phase unless otherwise specified":
      // Empok Nor "Seeds (uncontrolled) during mission phase".
      if (ValidCard(e.card) && instances_[e.card].facility != nullptr &&
          instances_[e.card].facility->seed_phase == SeedPhase::kMission) {
        return Phase::kMissionSeed;
      }
      return Phase::kFacilitySeed;
    case EventKind::SEED_SITE: return Phase::kFacilitySeed;
    case EventKind::REPORT:
    case EventKind::BUILD:
    case EventKind::PLAY_EVENT:
      return Phase::kCardPlay;
    case EventKind::FLY:
    case EventKind::DOCK:
    case EventKind::UNDOCK:
    case EventKind::BEAM:
    case EventKind::BATTLE:
    case EventKind::COMMANDEER:
    case EventKind::WALK:
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
        if (players_[p].opening_draws < kOpeningHand && DeckCount(p) > 0) {
          Event e;
          e.kind = EventKind::DRAW;
          e.player = p;
          return e;
        }
      }
    } else if (!players_[core_.active].drew && DeckCount(core_.active) > 0 &&
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
  // An opening draw comes after the player's shuffle.
  if (next.kind == EventKind::DRAW && core_.turn == 0 && next.player < 2 &&
      !players_[next.player].shuffled) {
    Event e;
    e.kind = EventKind::SHUFFLE;
    e.player = next.player;
    return e;
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
  // At a table the shuffle and the card drawn are what the script says: an unnamed draw stays
  // an unknown card.
  if (e->player > 1 || table_randomness_) return;
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

void StccgState::CheckPlayedFrom(const Event& e, Zone zone, bool say_where,
                                 std::vector<Violation>* out) const {
  if (instances_[e.card].owner == e.player && cards_[e.card].zone == zone) return;
  if (zone == Zone::kHand && RevealsHidden(e)) return;
  std::string detail = Name(e.card) + " is not in " + PlayerLabel(e.player) + "'s " +
                       std::string(ZoneName(zone));
  if (say_where) detail += " (it is in " + std::string(ZoneName(cards_[e.card].zone)) + ")";
  Add(out, rules::kCardFromHand, detail);
}

void StccgState::CheckNormalCardPlay(const Event& e, std::vector<Violation>* out) const {
  // Base rules section 2: one normal card play per turn (reports, builds, events).
  if (players_[e.player].card_plays >= 1) {
    Add(out, rules::kNormalCardPlay,
        PlayerLabel(e.player) + " already used the normal card play this turn");
  }
}

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
  // Homeworlds, icons and the places the card's text names: CheckFacilityText.
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (id == e.card) continue;
    if (instances_[id].facts->type == CardType::kFacility && cards_[id].zone == Zone::kAtLocation &&
        cards_[id].where == m && cards_[id].controller == e.player) {
      // "unless one allows another to 'co-exist' there (e.g., Chamber of Ministers)".
      auto allows = [&](uint16_t host, uint16_t guest) {
        const FacilityRules* r = instances_[host].facility;
        if (r == nullptr) return false;
        if (r->nor_may_coexist && IsNor(guest)) return true;
        const std::string& title = instances_[guest].facts->title;
        return std::find(r->may_coexist_with.begin(), r->may_coexist_with.end(), title) !=
               r->may_coexist_with.end();
      };
      if (allows(static_cast<uint16_t>(id), e.card) || allows(e.card, static_cast<uint16_t>(id))) {
        continue;
      }
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
  std::optional<Phase> own = PhaseOf(e);
  if (core_.turn == 0 && own && *own == Phase::kMissionSeed && phase() > Phase::kMissionSeed) {
    Add(out, rules::kFacilitySeedPhase, f.title + " seeds during the mission phase, which has ended");
  }
  const FacilityRules* fr = instances_[e.card].facility;
  if (fr != nullptr && !fr->seedable) {
    Add(out, rules::kFacilitySeedPhase, f.title + "'s text does not let it seed");
  }
  if (fr != nullptr && fr->seed_one) {
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
  CheckFacilityText(e, /*seeding=*/true, out);
}

void StccgState::CheckReport(const Event& e, std::vector<Violation>* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  if (f.type != CardType::kPersonnel && f.type != CardType::kShip &&
      f.type != CardType::kEquipment) {
    Add(out, rules::kCardType, f.title + " is not a personnel, ship or equipment card");
    return;
  }
  uint16_t fac = e.target;
  uint16_t site = 0;
  if (ValidCard(fac) && cards_[fac].zone == Zone::kSite) {
    site = fac;
    fac = cards_[site].where;
  }
  if (!ValidCard(fac) || instances_[fac].facts->type != CardType::kFacility ||
      cards_[fac].zone != Zone::kAtLocation) {
    Add(out, rules::kCardType, Name(fac) + " is not a facility in play");
    return;
  }
  const CardFacts& facility = *instances_[fac].facts;
  if (facility.facility_kind == FacilityKind::kStation) {
    // Stations allow reporting only by their own text or their sites'.
    if (IsNor(fac)) {
      bool docking_site = HasDockingSite(fac);
      if (facility.text.find("No reporting aboard") != std::string::npos) {
        Add(out, rules::kReportStation, facility.title + ": \"No reporting aboard.\"");
      } else if (site == 0) {
        Add(out, rules::kReportStation, "cards report to a site of " + facility.title + ", not to the station");
      } else if (!docking_site) {
        Add(out, rules::kReportStation, facility.title + " has no docking site");
      } else {
        const CardFacts& s = *instances_[site].facts;
        bool listed = (!f.class_text.empty() && s.text.find(f.class_text) != std::string::npos) ||
                      (f.type == CardType::kShip && s.text.find("ships may report") != std::string::npos);
        // "(matching affiliation, compatible, or 'regardless of affiliation'; if not
        // specified, compatibility is not required)".
        if (listed && s.text.find("Compatible") != std::string::npos && !Compatible(e.card, fac)) {
          Add(out, rules::kReportCompatible,
              s.title + " takes compatible cards; " + f.title + " (" +
                  AffiliationNames(f.affiliations) + ") is not compatible with " + facility.title +
                  " (" + AffiliationNames(AffiliationOf(fac)) + ")");
        }
        if (!listed) {
          Add(out, rules::kReportStation,
              s.title + " does not list " + f.title + " (" + (f.class_text.empty() ? std::string(CardTypeName(f.type)) : f.class_text) +
                  ") among the cards that may report there");
        }
      }
    } else if (facility.text.find("may report") == std::string::npos) {
      Add(out, rules::kReportStation, facility.title + " is a station without sites and its text allows no reporting");
    }
  }
  if (cards_[fac].controller != e.player && facility.facility_kind == FacilityKind::kOutpost) {
    Add(out, rules::kReportOpponentOutpost,
        facility.title + " is controlled by " + PlayerLabel(cards_[fac].controller));
  }
  bool any_affiliation = facility.text.find("regardless of affiliation") != std::string::npos ||
                         (site != 0 && instances_[site].facts->text.find("regardless of affiliation") !=
                                           std::string::npos);
  if (!any_affiliation && !IsNor(fac) && !Compatible(e.card, fac)) {
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

std::string StccgState::StaffingShortfall(uint16_t ship) const {
  auto count = [](const std::string& icons, std::string_view icon) {
    int n = 0;
    for (size_t at = icons.find(icon); at != std::string::npos; at = icons.find(icon, at + 1)) ++n;
    return n;
  };
  const CardFacts& f = *instances_[ship].facts;
  int need_cmd = count(f.staffing, "[Cmd]");
  int need_stf = count(f.staffing, "[Stf]");
  int cmd = 0, stf = 0;
  bool matching = false;
  ForEachPersonnelAboard(ship, [&](uint16_t id) {
    const CardFacts& p = *instances_[id].facts;
    cmd += count(p.icons, "[Cmd]") > 0 ? 1 : 0;
    stf += count(p.icons, "[Cmd]") == 0 && count(p.icons, "[Stf]") > 0 ? 1 : 0;
    matching |= (p.affiliations & AffiliationOf(ship)) != 0;
  });
  // [Cmd] personnel fill [Cmd] icons first; the rest of them may fill [Stf] icons.
  std::string missing;
  if (cmd < need_cmd) missing += std::to_string(need_cmd - cmd) + " [Cmd]";
  int spare_cmd = cmd > need_cmd ? cmd - need_cmd : 0;
  if (stf + spare_cmd < need_stf) {
    missing += (missing.empty() ? "" : ", ") + std::to_string(need_stf - stf - spare_cmd) + " [Stf]";
  }
  if (!matching) {
    missing += (missing.empty() ? "" : ", ") + std::string("a crew member of its affiliation");
  }
  return missing;
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
  if (std::string missing = StaffingShortfall(ship); !missing.empty()) {
    Add(out, rules::kFlyStaffed, Name(ship) + " lacks " + missing);
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
  // Into an open response window only valid responses go: in this version, interrupts.
  if (!core_.stack.empty() && OpensWindow(e) && !IsResponse(e)) {
    Add(out, rules::kResponseInterrupt,
        EventText(e) + " is not a response to " + EventText(core_.stack.back().action));
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
      if (table_randomness_) break;  // the table shuffled: nothing to prove
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
      // An opening draw is judged by the opening-hand rule, a draw in a turn by the card-draw
      // rule; a card that is in the deck but not the one the seed's shuffle put on top breaks
      // the honesty of the recorded shuffle.
      const std::string_view rule = seeding ? rules::kDrawOpeningHand : rules::kCardDraw;
      const bool in_deck = ValidCard(e.card) && instances_[e.card].owner == e.player &&
                           cards_[e.card].zone == Zone::kDrawDeck;
      if (DeckCount(e.player) == 0) {
        // At a table the unnamed draw is checked too; the seed's engine never fills one in.
        if (table_randomness_ || e.card != 0) {
          Add(out, rule, PlayerLabel(e.player) + "'s draw deck is empty");
        }
      } else if (e.card != 0 && !in_deck) {
        Add(out, rule,
            PlayerLabel(e.player) + " drew " + Name(e.card) + ", which is not in " +
                PlayerLabel(e.player) + "'s draw deck (it is in " + WhereIs(e.card) + ")");
      } else if (!table_randomness_ && e.card != ps.draw_deck.back()) {
        // The seed's randomness: the deck's order is the seed's shuffle.
        Add(out, engine::rules::kRandomHonest,
            PlayerLabel(e.player) + " drew " + Name(e.card) + "; the shuffle seed " +
                std::to_string(core_.seed) + " gives put " + Name(ps.draw_deck.back()) +
                " on top");
      }
      if (!seeding && ps.drew) {
        Add(out, rules::kCardDraw, PlayerLabel(e.player) + " already drew this turn");
      }
      if (seeding && ps.opening_draws >= kOpeningHand) {
        Add(out, rules::kDrawOpeningHand,
            PlayerLabel(e.player) + " already drew the " + std::to_string(kOpeningHand) +
                " cards of the opening hand");
      }
      break;
    }
    case EventKind::SEED_DOORWAY:
    case EventKind::SEED_MISSION:
    case EventKind::SEED_DILEMMA:
    case EventKind::SEED_FACILITY: {
      const CardFacts& f = *instances_[e.card].facts;
      CheckPlayedFrom(e, Zone::kSeedDeck, /*say_where=*/true, out);
      if (e.kind == EventKind::SEED_MISSION && f.type != CardType::kMission) {
        Add(out, rules::kCardType, f.title + " is not a mission");
      } else if (e.kind == EventKind::SEED_DILEMMA) {
        if (f.type != CardType::kDilemma && f.type != CardType::kArtifact) {
          Add(out, rules::kCardType, f.title + " is not a dilemma or artifact");
        }
        // Beneath a mission; or beneath a facility whose text takes them (Empok Nor: "Dilemmas
        // with 'Empok Nor' in gametext or lore may seed beneath station").
        const FacilityRules* fr = ValidCard(e.target) ? instances_[e.target].facility : nullptr;
        if (fr != nullptr && !fr->dilemmas_seed_beneath.empty() &&
            cards_[e.target].zone == Zone::kAtLocation) {
          const std::string& name = instances_[e.target].facts->title;
          if (f.text.find(name) == std::string::npos && f.lore.find(name) == std::string::npos) {
            Add(out, rules::kCardType, f.title + " does not have \"" + name +
                                           "\" in its game text or lore");
          }
        } else if (!ValidCard(e.target) || cards_[e.target].zone != Zone::kSpaceline) {
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
      CheckPlayedFrom(e, Zone::kHand, /*say_where=*/true, out);
      CheckNormalCardPlay(e, out);
      if (e.kind == EventKind::REPORT) {
        CheckReport(e, out);
      } else if (instances_[e.card].facts->type != CardType::kFacility) {
        Add(out, rules::kCardType, Name(e.card) + " is not a facility");
      } else {
        CheckBuild(e, out);
        CheckPlacement(e, /*seeding=*/false, out);
        CheckFacilityText(e, /*seeding=*/false, out);
      }
      break;
    }
    case EventKind::PLAY_EVENT: {
      const CardFacts& f = *instances_[e.card].facts;
      if (f.type != CardType::kEvent) Add(out, rules::kCardType, f.title + " is not an event");
      CheckPlayedFrom(e, Zone::kHand, /*say_where=*/false, out);
      CheckNormalCardPlay(e, out);
      if (f.text.find("Plays on outpost") != std::string::npos &&
          (!ValidCard(e.target) || !IsOutpost(e.target) || cards_[e.target].zone != Zone::kAtLocation)) {
        Add(out, rules::kFacilityOutpostReference,
            f.title + " plays on an outpost; " + Name(e.target) + " is not one");
      }
      break;
    }
    case EventKind::SEED_SITE: {
      const CardFacts& f = *instances_[e.card].facts;
      CheckPlayedFrom(e, Zone::kSeedDeck, /*say_where=*/false, out);
      if (f.type != CardType::kSite) Add(out, rules::kCardType, f.title + " is not a site");
      if (!ValidCard(e.target) || !IsNor(e.target) || cards_[e.target].zone != Zone::kAtLocation) {
        Add(out, rules::kCardType, Name(e.target) + " is not a Nor in play");
      }
      break;
    }
    case EventKind::BATTLE:
      CheckBattle(e, out);
      break;
    case EventKind::COMMANDEER:
      CheckCommandeer(e, out);
      break;
    case EventKind::DESTROY:
    case EventKind::KILL:
    case EventKind::REPAIR:
      CheckConsequence(e, out);
      break;
    case EventKind::WALK: {
      if (!ValidCard(e.target) || cards_[e.target].zone != Zone::kSite) {
        Add(out, rules::kCardType, Name(e.target) + " is not a site of a Nor");
        break;
      }
      std::vector<uint16_t> moving{e.card};
      moving.insert(moving.end(), e.cards.begin(), e.cards.end());
      for (uint16_t id : moving) {
        CheckOwnInPlay(e, id, out);
        if (NorOf(id) != cards_[e.target].where) {
          Add(out, rules::kCardType, Name(id) + " is not aboard " + Name(cards_[e.target].where));
        }
        if (std::find(walked_.begin(), walked_.end(), id) != walked_.end()) {
          Add(out, rules::kWalkStopped,
              Name(id) + " already walked this turn and stopped at " + Name(cards_[id].where));
        }
      }
      break;
    }
    case EventKind::PLAY_INTERRUPT:
      if (instances_[e.card].facts->type != CardType::kInterrupt) {
        Add(out, rules::kResponseInterrupt, Name(e.card) + " is not an interrupt");
      }
      CheckPlayedFrom(e, Zone::kHand, /*say_where=*/false, out);
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
      bool site = ValidCard(e.target) && cards_[e.target].zone == Zone::kSite;
      if (!ValidCard(e.target) ||
          (!site && instances_[e.target].facts->type != CardType::kFacility)) {
        Add(out, rules::kCardType, Name(e.target) + " is not a facility or a site of a Nor");
        break;
      }
      if (LocationOf(ship) == 0 || LocationOf(ship) != LocationOf(e.target)) {
        Add(out, rules::kDockSameLocation,
            Name(ship) + " is at " + Name(LocationOf(ship)) + "; " + Name(e.target) + " is at " +
                Name(LocationOf(e.target)));
      }
      CheckDock(e, out);
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
      CheckBeam(e, out);
      break;
    }
    case EventKind::DISCARD:
      CheckPlayedFrom(e, Zone::kHand, /*say_where=*/false, out);
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
    ReindexSpaceline();
  }
  c.zone = zone;
  c.where = ValidCard(where) ? where : 0;  // an illegal event may name no card
  if (zone == Zone::kHand) players_[instances_[id].owner].hand.push_back(id);
  if (zone == Zone::kDrawDeck) players_[instances_[id].owner].draw_deck.push_back(id);
}

void StccgState::DoApply(const Event& e) {
  // A consequence the rules owe is carried out (in any order; the core carries out the owed
  // ones first when the table skipped them).
  for (auto it = consequences_.begin(); it != consequences_.end(); ++it) {
    if (GameState::Fulfils(e, *it)) {
      consequences_.erase(it);
      break;
    }
  }
  if (RevealsHidden(e)) {
    --players_[e.player].hidden;
    MoveCard(e.card, Zone::kHand, 0);
  }
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
      for (uint16_t id : ranged_) cards_[id].range_used = 0;
      ranged_.clear();
      walked_.clear();
      if (e.player <= 1 && damaged_count_ > 0) StartOfTurnRepairs(e.player);
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
      if (!valid && table_randomness_) {
        // The table shuffled; the order of a deck drawn from at a table is not tracked.
        ps.shuffled = 1;
        break;
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
      if (ValidCard(e.card)) {
        MoveCard(e.card, Zone::kHand, 0);
      } else if (table_randomness_ && DeckCount(e.player) > 0) {
        ++ps.hidden;  // a card the log does not know yet
      }
      break;
    }
    case EventKind::SEED_DOORWAY:
      MoveCard(e.card, Zone::kDiscard, 0);  // doorways' effects are not modelled in this slice
      break;
    case EventKind::SEED_MISSION: {
      if (!ValidCard(e.card)) break;
      MoveCard(e.card, Zone::kSpaceline, 0);
      spaceline_[static_cast<int>(instances_[e.card].facts->quadrant)].push_back(e.card);
      ReindexSpaceline();
      break;
    }
    case EventKind::SEED_DILEMMA:
      MoveCard(e.card, Zone::kUnderMission, e.target);
      break;
    case EventKind::SEED_FACILITY:
      MoveCard(e.card, Zone::kAtLocation, e.target);
      if (ValidCard(e.card)) {
        // "Empok Nor seeds uncontrolled."
        bool uncontrolled = instances_[e.card].facility != nullptr &&
                            instances_[e.card].facility->seeds_uncontrolled;
        cards_[e.card].controller = uncontrolled ? kUncontrolled : e.player;
        cards_[e.card].seeded = 1;
      }
      break;
    case EventKind::SEED_SITE:
      MoveCard(e.card, Zone::kSite, e.target);
      break;
    case EventKind::DESTROY: {
      if (!ValidCard(e.card)) break;
      uint16_t m = LocationOf(e.card);
      // Ships docked at a destroyed facility (or its sites) survive, in orbit.
      for (size_t id = 1; id < cards_.size(); ++id) {
        if (cards_[id].zone != Zone::kDocked) continue;
        uint16_t at = cards_[id].where;
        if (at == e.card || (ValidCard(at) && cards_[at].zone == Zone::kSite && cards_[at].where == e.card)) {
          cards_[id].zone = Zone::kAtLocation;
          cards_[id].where = m;
        }
      }
      // Equipment aboard goes with it; sites go with their Nor.
      for (size_t id = 1; id < cards_.size(); ++id) {
        if ((cards_[id].zone == Zone::kAboard || cards_[id].zone == Zone::kSite) &&
            cards_[id].where == e.card && instances_[id].facts->type != CardType::kPersonnel) {
          cards_[id].zone = Zone::kDiscard;
          cards_[id].where = 0;
        }
      }
      MoveCard(e.card, Zone::kDiscard, 0);
      break;
    }
    case EventKind::KILL:
      MoveCard(e.card, Zone::kDiscard, 0);
      break;
    case EventKind::REPAIR:
      if (ValidCard(e.card)) {
        SetDamaged(e.card, false);
        cards_[e.card].repair_turns = 0;
      }
      break;
    case EventKind::PLAY_EVENT:
      if (e.player <= 1) ++players_[e.player].card_plays;
      MoveCard(e.card, Zone::kPending, e.target);
      break;
    case EventKind::REPORT:
    case EventKind::BUILD:
      if (e.player <= 1) ++players_[e.player].card_plays;
      MoveCard(e.card, Zone::kPending, e.target);
      break;
    case EventKind::PLAY_INTERRUPT:
      MoveCard(e.card, Zone::kPending, e.target);
      break;
    case EventKind::BATTLE:
      // Return fire joins the pending battle; it takes effect when the battle resolves.
      if (IsReturnFire(e)) return_fire_.emplace_back(core_.stack.back().seq, e);
      break;
    case EventKind::FLY:
      if (ValidCard(e.card)) {
        int cost = RangeCost(LocationOf(e.card), e.target);
        if (cost > 0) {
          if (cards_[e.card].range_used == 0) ranged_.push_back(e.card);
          cards_[e.card].range_used = static_cast<uint16_t>(
              std::min<int>(cards_[e.card].range_used + cost, 0xffff));
        }
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
      if (ship && ValidCard(e.target) && OnPlanet(e.target)) {
        // "Ships report in orbit of the planet" at a headquarters.
        MoveCard(e.card, Zone::kAtLocation, LocationOf(e.target));
      } else {
        MoveCard(e.card, ship ? Zone::kDocked : Zone::kAboard, e.target);
      }
      cards_[e.card].controller = e.player;
      break;
    }
    case EventKind::PLAY_EVENT:
      MoveCard(e.card, Zone::kInPlay, e.target);
      break;
    case EventKind::BATTLE:
      ResolveBattle(e, action.seq);
      break;
    case EventKind::COMMANDEER:
      cards_[e.card].controller = e.player;
      if (e.arg != 0) cards_[e.card].affiliation = static_cast<uint32_t>(e.arg);
      break;
    case EventKind::WALK:
      MoveCard(e.card, Zone::kAboard, e.target);
      for (uint16_t id : e.cards) MoveCard(id, Zone::kAboard, e.target);
      // They stopped at the site: no more walking this turn.
      walked_.push_back(e.card);
      walked_.insert(walked_.end(), e.cards.begin(), e.cards.end());
      break;
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
      cards_[e.card].repair_turns = 0;
      cards_[e.card].docked_at_turn_start = 0;
      break;
    }
    case EventKind::BEAM: {
      if (!ValidCard(e.target)) break;
      Zone zone = cards_[e.target].zone == Zone::kSpaceline ? Zone::kOnPlanet : Zone::kAboard;
      MoveCard(e.card, zone, e.target);
      for (uint16_t id : e.cards) MoveCard(id, zone, e.target);
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
    w->U8(c.damaged);
    w->U8(c.repair_turns);
    w->U8(c.docked_at_turn_start);
    w->U32(c.affiliation);
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
  w->Seq(consequences_, [&](const Event& c) {
    w->U16(static_cast<uint16_t>(c.kind));
    w->U8(c.player);
    w->U16(c.card);
  });
  // Optional sections, each a tag and its body, in tag order, written only when not empty: a
  // game that never uses them serializes (and hashes) exactly as before they existed.
  if (players_[0].hidden != 0 || players_[1].hidden != 0) {
    w->U8(kSectionHidden);
    for (const PlayerState& p : players_) w->U16(p.hidden);
  }
  if (!return_fire_.empty()) {
    w->U8(kSectionReturnFire);
    w->Seq(return_fire_, [&](const std::pair<uint64_t, Event>& rf) {
      w->U64(rf.first);
      w->U8(rf.second.player);
      w->U16(rf.second.card);
      w->U16(rf.second.target);
      w->Seq(rf.second.cards, [&](uint16_t id) { w->U16(id); });
    });
  }
  if (!walked_.empty()) {
    w->U8(kSectionWalked);
    w->Seq(walked_, [&](uint16_t id) { w->U16(id); });
  }
}

void StccgState::DoRestore(ByteReader* r) {
  uint32_t n = r->Count(14);
  if (r->ok() && n != cards_.size()) {
    r->Fail("snapshot has " + std::to_string(n) + " cards; the game has " +
            std::to_string(cards_.size()));
    return;
  }
  std::vector<CardState> cards(n);
  for (uint32_t i = 0; i < n && r->ok(); ++i) {
    uint8_t zone = r->U8();
    cards[i].zone = static_cast<Zone>(zone);
    cards[i].controller = r->U8();
    cards[i].where = r->U16();
    cards[i].range_used = r->U16();
    cards[i].seeded = r->U8();
    cards[i].damaged = r->U8();
    cards[i].repair_turns = r->U8();
    cards[i].docked_at_turn_start = r->U8();
    cards[i].affiliation = r->U32();
    if (zone > static_cast<uint8_t>(Zone::kInPlay)) r->Fail("zone " + std::to_string(zone));
    if (cards[i].controller > kUncontrolled || cards[i].where >= n) {
      r->Fail("card " + std::to_string(i));
    }
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
  std::vector<Event> consequences;
  uint32_t k = r->Count(5);
  for (uint32_t i = 0; i < k && r->ok(); ++i) {
    Event c;
    uint16_t kind = r->U16();
    if (kind != static_cast<uint16_t>(EventKind::DESTROY) &&
        kind != static_cast<uint16_t>(EventKind::KILL) &&
        kind != static_cast<uint16_t>(EventKind::REPAIR)) {
      r->Fail("consequence kind " + std::to_string(kind));
    }
    c.kind = static_cast<EventKind>(kind);
    c.player = r->U8();
    c.card = r->U16();
    if (c.card == 0 || c.card >= n || c.player > 1) r->Fail("consequence card " + std::to_string(c.card));
    consequences.push_back(c);
  }
  std::vector<std::pair<uint64_t, Event>> return_fire;
  std::vector<uint16_t> walked;
  uint8_t last_section = 0;
  while (r->ok() && !r->AtEnd()) {
    uint8_t tag = r->U8();
    if (tag <= last_section) {
      r->Fail("state section " + std::to_string(tag) + " out of order");
      break;
    }
    last_section = tag;
    if (tag == kSectionHidden) {
      for (PlayerState& p : players) {
        p.hidden = r->U16();
        if (p.hidden > p.draw_deck.size()) r->Fail("more unknown cards in hand than in the deck");
      }
    } else if (tag == kSectionReturnFire) {
      uint32_t m = r->Count(16);
      for (uint32_t i = 0; i < m && r->ok(); ++i) {
        Event rf;
        rf.kind = EventKind::BATTLE;
        uint64_t seq = r->U64();
        rf.player = r->U8();
        rf.card = r->U16();
        rf.target = r->U16();
        read_ids(&rf.cards);
        if (rf.player > 1 || rf.card >= n || rf.target >= n) r->Fail("return fire");
        return_fire.emplace_back(seq, std::move(rf));
      }
    } else if (tag == kSectionWalked) {
      read_ids(&walked);
    } else {
      r->Fail("unknown state section " + std::to_string(tag));
    }
  }
  if (!r->ok()) return;
  return_fire_ = std::move(return_fire);
  walked_ = std::move(walked);
  consequences_ = std::move(consequences);
  cards_ = std::move(cards);
  players_ = std::move(players);
  spaceline_ = std::move(spaceline);
  ReindexCards();
  ReindexSpaceline();
}

void StccgState::ReindexCards() {
  ranged_.clear();
  damaged_count_ = 0;
  for (size_t id = 1; id < cards_.size(); ++id) {
    if (cards_[id].range_used != 0) ranged_.push_back(static_cast<uint16_t>(id));
    if (cards_[id].damaged != 0) ++damaged_count_;
  }
}

void StccgState::SetDamaged(uint16_t id, bool damaged) {
  uint8_t now = damaged ? 1 : 0;
  if (cards_[id].damaged == now) return;
  cards_[id].damaged = now;
  if (damaged) {
    ++damaged_count_;
  } else {
    --damaged_count_;
  }
}

}  // namespace stardate::engine::stccg
