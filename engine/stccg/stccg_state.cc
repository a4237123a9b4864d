#include "engine/stccg/stccg_state.h"

#include <algorithm>
#include <deque>
#include <map>
#include <mutex>

#include "engine/game_stats.h"
#include "engine/json_writer.h"
#include "engine/rng.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"

namespace stardate::engine::stccg {

using internal::Has;
using internal::IsSeedKind;
using internal::kQuadrantNames;
// ---------------------------------------------------------------------------------------------
// Construction

namespace {

// The pools games' setups carry. A pool is immutable once read, and the games of an archive
// share a few: the last kPoolsKept pools read are kept, keyed by their texts, so that a game
// whose header carries the same texts shares the pool instead of reading it again, and the
// text rules of its facilities and sites are derived once per pool (an indexer opens thousands
// of games: each pool read and derived afresh costs more than the game's replay). Thread-safe:
// workers open games at once.
constexpr size_t kPoolsKept = 8;

struct KeptPool {
  std::string csv, locations;
  std::shared_ptr<const CardPool> pool;
  std::map<const CardFacts*, FacilityRules> facilities;  // derived so far, by card
  std::map<const CardFacts*, SiteRules> sites;
};

struct PoolCache {
  std::mutex mu;
  std::deque<KeptPool> kept;  // guarded by mu; most recently used first
};

PoolCache& Pools() {
  static PoolCache cache;
  return cache;
}

// The setup's pool: its CSV read as "card pool", with its locations (if any) applied as "card
// locations"; a kept one when the texts are the same.
Result<std::shared_ptr<const CardPool>> SetupPool(const StccgSetup& part) {
  PoolCache& cache = Pools();
  {
    std::lock_guard<std::mutex> lock(cache.mu);
    for (auto it = cache.kept.begin(); it != cache.kept.end(); ++it) {
      if (it->csv != part.card_pool_csv || it->locations != part.card_locations_csv) continue;
      std::shared_ptr<const CardPool> pool = it->pool;
      if (it != cache.kept.begin()) {
        KeptPool hit = std::move(*it);
        cache.kept.erase(it);
        cache.kept.push_front(std::move(hit));
      }
      return pool;
    }
  }
  // Read outside the lock: two threads meeting a new pool at once both read and keep it.
  auto pool = CardPool::Parse(part.card_pool_csv, "card pool");
  if (!pool.ok()) return pool.status();
  if (!part.card_locations_csv.empty()) {
    STARDATE_RETURN_IF_ERROR(pool->ApplyLocations(part.card_locations_csv, "card locations"));
  }
  auto shared = std::make_shared<const CardPool>(std::move(pool).value());
  std::lock_guard<std::mutex> lock(cache.mu);
  cache.kept.push_front(KeptPool{part.card_pool_csv, part.card_locations_csv, shared, {}, {}});
  if (cache.kept.size() > kPoolsKept) cache.kept.pop_back();
  return shared;
}

// derive(card), card being one of `pool`'s: derived once while the pool is kept.
template <typename Rules>
Rules DerivedOnce(const CardPool& pool, const CardFacts& card,
                  std::map<const CardFacts*, Rules> KeptPool::*derived,
                  Rules (*derive)(const CardFacts&)) {
  PoolCache& cache = Pools();
  {
    std::lock_guard<std::mutex> lock(cache.mu);
    for (const KeptPool& k : cache.kept) {
      if (k.pool.get() != &pool) continue;
      auto it = (k.*derived).find(&card);
      if (it != (k.*derived).end()) return it->second;
      break;
    }
  }
  Rules rules = derive(card);
  std::lock_guard<std::mutex> lock(cache.mu);
  for (KeptPool& k : cache.kept) {
    if (k.pool.get() == &pool) (k.*derived).emplace(&card, rules);
  }
  return rules;
}

}  // namespace

StccgState::StccgState(std::shared_ptr<const CardPool> pool, const GameSetup& setup,
                       const std::vector<std::vector<DeckLine>>& decks,
                       std::vector<std::string> deck_files)
    : pool_(std::move(pool)), deck_files_(std::move(deck_files)) {
  core_.seed = setup.seed;
  core_.num_players = 2;
  table_randomness_ = setup.randomness == Randomness::TABLE;
  recorded_result_ = RecordedResult(setup);
  core_.phase = static_cast<int32_t>(Phase::kDoorwaySeed);
  instances_.emplace_back();
  cards_.emplace_back();
  for (size_t p = 0; p < setup.players.size() && p < kPlayers; ++p) {
    names_.push_back(setup.players[p].name);
    for (const DeckLine& line : decks[p]) {
      const CardFacts* facts = pool_->Find(line.title);
      for (uint16_t k = 0; k < line.count; ++k) {
        CardInstance inst;
        inst.facts = facts;
        inst.type = facts->type;
        inst.owner = static_cast<uint8_t>(p);
        instances_.push_back(inst);
        CardState cs;
        cs.controller = static_cast<uint8_t>(p);
        cs.zone = line.section == DeckSection::kSeed   ? Zone::kSeedDeck
                  : line.section == DeckSection::kDraw ? Zone::kDrawDeck
                                                       : Zone::kSideDeck;
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
        frules->push_back(DerivedOnce(*pool_, *f, &KeptPool::facilities, &DeriveFacilityRules));
      } else {
        srules->push_back(DerivedOnce(*pool_, *f, &KeptPool::sites, &DeriveSiteRules));
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
  // Copies of a title are numbered game-wide in id order. Counted by the facts' place in the
  // pool: Find() gives every title the first card of the pool with that title, so a title's
  // copies share one CardFacts and two titles never do.
  const CardFacts* const first = pool_->cards().data();
  std::vector<uint16_t> copies(pool_->cards().size());
  for (size_t id = 1; id < instances_.size(); ++id) {
    instances_[id].copy = ++copies[static_cast<size_t>(instances_[id].facts - first)];
  }
  for (size_t id = 1; id < instances_.size(); ++id) {
    instances_[id].copies = copies[static_cast<size_t>(instances_[id].facts - first)];
  }
  NoteStaplesInGame();
  ReindexSpaceline();
}

std::unique_ptr<GameState> StccgState::Clone() const { return std::make_unique<StccgState>(*this); }

Result<std::unique_ptr<GameState>> NewStccgGame(const GameSetup& setup) {
  if (setup.players.size() != 2) {
    return Status::InvalidArgument("a Star Trek CCG game needs exactly 2 players, found " +
                                   std::to_string(setup.players.size()));
  }
  Result<StccgSetup> part = SetupOf(setup);
  if (!part.ok()) return part.status();
  auto pool = SetupPool(*part);
  if (!pool.ok()) return pool.status();
  const std::shared_ptr<const CardPool> shared = std::move(pool).value();
  size_t total = 0;
  for (size_t i = 0; i < setup.players.size(); ++i) {
    const PlayerSetup& p = setup.players[i];
    for (const DeckLine& line : part->decks[i]) {
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
  return std::unique_ptr<GameState>(new StccgState(shared, setup, part->decks, part->deck_files));
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
  if (z == Zone::kDrawDeck || z == Zone::kHand || z == Zone::kSeedDeck || z == Zone::kDiscard ||
      z == Zone::kSideDeck) {
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

bool StccgState::Compatible(uint16_t a, uint16_t b) const {
  // Base rules section 4: matching icon, or either card Non-Aligned or Neutral.
  uint32_t fa = AffiliationOf(a);
  uint32_t fb = AffiliationOf(b);
  uint32_t free = Affiliation::kNonAligned | Affiliation::kNeutral;
  if ((fa & free) || (fb & free)) return true;
  if (instances_[a].type == CardType::kEquipment) return true;
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
      if (line[i] < pos.size() && pos[line[i]] == kNotOnLine)
        pos[line[i]] = static_cast<uint32_t>(i);
      prefix[i + 1] = prefix[i] + instances_[line[i]].facts->span;
    }
  }
}

std::vector<uint16_t> StccgState::ActingCards(const Event& e) {
  std::vector<uint16_t> cards{e.card};
  cards.insert(cards.end(), e.cards.begin(), e.cards.end());
  return cards;
}

}  // namespace stardate::engine::stccg
