// Stated effects in the 1E state: what a card's text did, as the table states it (DESIGN.md,
// "Stated effects"), applied to the cards it names.
#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

constexpr std::string_view kEffectNames[kEffectCount] = {
    "stops",   "unstops",  "moves",   "places",   "kills",      "discards", "nullifies",
    "returns", "captures", "damages", "modifies", "reshuffles", "reports"};

}  // namespace

std::string_view EffectName(Effect effect) {
  return internal::NameAt(kEffectNames, static_cast<int64_t>(effect), "does");
}

std::optional<Effect> ParseEffect(std::string_view name) {
  const int i = internal::IndexOfName(kEffectNames, name);
  return i < 0 ? std::nullopt : std::optional<Effect>(static_cast<Effect>(i));
}

bool StccgState::TakenOnTableWord(const Event& e) const {
  if (e.kind == stccg::kExpose) {
    // A card's exposure and an incompatibility are what the table says happened.
    const auto how = static_cast<Exposure>(e.arg);
    return how == Exposure::kCard || how == Exposure::kIncompatible || how == Exposure::kArrested;
  }
  return e.kind == stccg::kEffect || e.kind == stccg::kScore || e.kind == stccg::kAllowAttack ||
         (e.kind == stccg::kTactic &&
          (e.arg & stccg::kTacticBonusesStated) != 0);  // bonuses stated
}

void StccgState::ApplyEffect(const Event& e) {
  const auto effect = static_cast<Effect>(e.arg);
  if (effect == Effect::kPlaces) {
    if (ValidCard(e.card) && ValidCard(e.target)) MoveCard(e.card, Zone::kInPlay, e.target);
    return;
  }
  for (uint16_t id : e.cards) {
    if (!ValidCard(id)) continue;
    switch (effect) {
      case Effect::kStops:
        if (std::find(stopped_.begin(), stopped_.end(), id) == stopped_.end()) {
          stopped_.push_back(id);
        }
        break;
      case Effect::kUnstops:
        stopped_.erase(std::remove(stopped_.begin(), stopped_.end(), id), stopped_.end());
        break;
      case Effect::kMoves: {
        if (!ValidCard(e.target)) break;
        const bool mission = cards_[e.target].zone == Zone::kSpaceline;
        const CardType type = instances_[id].type;
        if (type == CardType::kShip || type == CardType::kFacility) {
          const bool dock = !mission && instances_[e.target].type == CardType::kFacility;
          MoveCard(id, dock ? Zone::kDocked : Zone::kAtLocation,
                   mission ? e.target
                   : dock  ? e.target
                           : LocationOf(e.target));
        } else {
          MoveCard(id, mission ? Zone::kOnPlanet : Zone::kAboard, e.target);
        }
        break;
      }
      case Effect::kKills:
      case Effect::kDiscards:
      case Effect::kNullifies:
        MoveCard(id, Zone::kDiscard, 0);
        break;
      case Effect::kReturns:
        MoveCard(id, Zone::kHand, 0);
        cards_[id].controller = instances_[id].owner;
        break;
      case Effect::kCaptures:
        MoveCard(id, Zone::kRemoved, 0);
        if (IsPlayer(e.player)) cards_[id].controller = e.player;
        break;
      case Effect::kDamages:
        SetDamaged(id, true);
        break;
      case Effect::kReports: {
        // As a report resolves (DoResolve REPORT), at once: the card's text, not a facility's,
        // lets it report, and it uses no normal card play.
        if (!ValidCard(e.target) || !IsPlayer(e.player)) break;
        if (cards_[id].zone == Zone::kDrawDeck && table_randomness_ &&
            players_[e.player].hidden > 0 && instances_[id].owner == e.player) {
          --players_[e.player].hidden;  // one of the unknown cards in hand, revealed
        }
        const CardType type = instances_[id].type;
        const bool mission = cards_[e.target].zone == Zone::kSpaceline;
        if (type == CardType::kShip) {
          MoveCard(id, mission ? Zone::kAtLocation : Zone::kDocked, e.target);
        } else {
          MoveCard(id, mission ? Zone::kOnPlanet : Zone::kAboard, e.target);
        }
        cards_[id].controller = e.player;
        break;
      }
      case Effect::kReshuffles:
        // Onto the deck's set of cards; a shuffle the table writes orders them.
        MoveCard(id, Zone::kDrawDeck, 0);
        cards_[id].controller = instances_[id].owner;
        break;
      default:
        break;
    }
  }
}

void StccgState::ApplyDownload(const Event& e) {
  if (e.cards.empty() || !ValidCard(e.cards[0])) return;
  const uint16_t id = e.cards[0];
  // Played at once, as a report would resolve (no normal card play is used).
  const CardType type = instances_[id].type;
  const bool mission = ValidCard(e.target) && cards_[e.target].zone == Zone::kSpaceline;
  if (!ValidCard(e.target)) {
    MoveCard(id, type == CardType::kInterrupt ? Zone::kDiscard : Zone::kInPlay, 0);
  } else if (type == CardType::kShip) {
    MoveCard(id, mission ? Zone::kAtLocation : Zone::kDocked, e.target);
  } else if (type == CardType::kFacility) {
    MoveCard(id, Zone::kAtLocation, mission ? e.target : LocationOf(e.target));
  } else if (type == CardType::kPersonnel || type == CardType::kEquipment) {
    MoveCard(id, mission ? Zone::kOnPlanet : Zone::kAboard, e.target);
  } else {
    MoveCard(id, type == CardType::kInterrupt ? Zone::kDiscard : Zone::kInPlay, e.target);
  }
  if (IsPlayer(e.player)) cards_[id].controller = e.player;
}

}  // namespace stardate::engine::stccg
