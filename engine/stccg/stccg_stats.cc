// What the archive catalogue counts of a 1E game (engine/game_stats.h): the deck's affiliation,
// cards seeded, played (downloads included) and drawn by name, dilemmas encountered and the
// teams they stopped, facilities seeded, built and destroyed, ship and personnel battles
// initiated, commandeerings, missions solved and scores.
#include <array>
#include <iterator>

#include "engine/stccg/kinds.h"
#include "engine/stccg/module.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

// The facts a 1E game counts, in kFacts' order.
namespace fact {
enum : size_t {
  kFacilitySeeded,
  kFacilityBuilt,
  kFacilityDestroyed,
  kBattle,
  kCommandeering,
  kMissionSolved,
};
}  // namespace fact

constexpr FactInfo kFacts[] = {
    {"facilities_seeded", "facilities the player seeded"},
    {"facilities_built", "facilities the player built"},
    {"facilities_destroyed", "the player's own facilities destroyed"},
    {"battles",
     "battles the player initiated: a ship battle that is not return fire, or a "
     "personnel battle"},
    {"commandeerings", "facilities the player commandeered"},
    {"missions_solved", "missions the player solved"},
};
static_assert(std::size(kFacts) == fact::kMissionSolved + 1);

// The affiliation most of a player's personnel, ships and facilities carry (a card of two
// affiliations counts for both); Non-Aligned and Neutral only when the deck has no other; ties
// to the lower affiliation bit (Federation first). "" for a deck with none.
std::string Side(const GameState& initial, int seat) {
  const auto* s = dynamic_cast<const StccgState*>(&initial);
  if (s == nullptr) return "";
  std::array<int64_t, 32> count{};
  for (size_t id = 1; id <= s->card_count(); ++id) {
    const CardInstance& inst = s->instance(static_cast<uint16_t>(id));
    if (inst.owner != seat || inst.facts == nullptr) continue;
    CardType t = inst.facts->type;
    if (t != CardType::kPersonnel && t != CardType::kShip && t != CardType::kFacility) continue;
    for (int b = 0; b < 32; ++b) count[b] += (inst.facts->affiliations >> b) & 1;
  }
  const uint32_t weak = Affiliation::kNonAligned | Affiliation::kNeutral;
  int best = -1;
  for (int pass = 0; pass < 2 && best < 0; ++pass) {
    for (int b = 0; b < 32; ++b) {
      bool is_weak = (weak >> b) & 1;
      if (pass == 0 && is_weak) continue;
      if (count[b] > 0 && (best < 0 || count[b] > count[best])) best = b;
    }
  }
  return best < 0 ? "" : AffiliationNames(1u << best);
}

bool IsPlay(EventKind k) {
  return k == stccg::kReport || k == stccg::kBuild || k == stccg::kPlayInterrupt ||
         k == stccg::kPlayEvent;
}

void Tally(const GameState& before, const Event& e, StatsTally* out) {
  const auto* s = dynamic_cast<const StccgState*>(&before);
  if (s == nullptr) return;
  const int seat = e.player;
  const bool valid = s->ValidCard(e.card);
  const std::string* title = valid ? &s->instance(e.card).facts->title : nullptr;
  if (internal::IsSeedKind(e.kind) && title) {
    out->Card(seat, *title, CardUse::kSeeded);
    if (e.kind == stccg::kSeedFacility) out->Fact(seat, fact::kFacilitySeeded);
  } else if (IsPlay(e.kind) && title) {
    out->Card(seat, *title, CardUse::kPlayed);
    if (e.kind == stccg::kBuild) out->Fact(seat, fact::kFacilityBuilt);
  } else if (e.kind == EventKind::DRAW && title) {
    out->Card(seat, *title, CardUse::kDrawn);
  } else if (e.kind == stccg::kDestroy && valid &&
             s->instance(e.card).facts->type == CardType::kFacility) {
    int owner = s->card(e.card).controller;
    if (owner >= 2) owner = s->instance(e.card).owner;  // uncontrolled: its owner's
    out->Fact(owner, fact::kFacilityDestroyed);
  } else if (e.kind == stccg::kBattle) {
    // Return fire is part of the battle pending on the stack, not a battle of its own.
    const auto& stack = before.core().stack;
    if (stack.empty() || stack.back().action.kind != stccg::kBattle) {
      out->Fact(seat, fact::kBattle);
    }
  } else if (e.kind == stccg::kCommandeer) {
    out->Fact(seat, fact::kCommandeering);
  } else if (e.kind == stccg::kSolve) {
    out->Fact(seat, fact::kMissionSolved);
  } else if (e.kind == stccg::kPersonnelBattle) {
    out->Fact(seat, fact::kBattle);
  } else if (e.kind == stccg::kEncounter && title) {
    // The dilemma counts for the player who seeded it (its owner), not the team that met it.
    const int owner = s->instance(e.card).owner;
    out->Card(owner, *title, CardUse::kEncountered);
    if (e.arg == static_cast<int32_t>(Outcome::kStopped))
      out->Card(owner, *title, CardUse::kStopped);
  } else if (e.kind == stccg::kDownload && !e.cards.empty() && s->ValidCard(e.cards[0])) {
    // A download plays the card it took at once (not as the normal card play).
    out->Card(seat, s->instance(e.cards[0]).facts->title, CardUse::kPlayed);
  }
}

int64_t Score(const GameState& state, int seat) {
  const auto* s = dynamic_cast<const StccgState*>(&state);
  return s == nullptr || seat < 0 || seat > 1 ? 0 : s->player(static_cast<uint8_t>(seat)).score;
}

int Winner(const GameState& state) {
  const auto* s = dynamic_cast<const StccgState*>(&state);
  return s == nullptr || s->result() > 1 ? -1 : s->result();
}

}  // namespace

const GameStats kStats = {
    .side_word = "affiliation",
    .short_name = "1E",
    .facts = kFacts,
    .side = &Side,
    .tally = &Tally,
    .score = &Score,
    .winner = &Winner,
};

}  // namespace stardate::engine::stccg
