// Checks of stated effects and bonus points: what the engine can judge of a card's text it does
// not model (the cause is on the table, the cards affected are where the effect needs them).
#include "engine/stccg/kinds.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

bool InPlay(Zone z) {
  return z == Zone::kSpaceline || z == Zone::kAtLocation || z == Zone::kDocked ||
         z == Zone::kAboard || z == Zone::kOnPlanet || z == Zone::kSite || z == Zone::kInPlay;
}

}  // namespace

// stccg.effect.stated: the causing card is in play, being played, beneath a mission (a dilemma
// met) or in a discard pile (an interrupt or dilemma just resolved), never in a deck or a hand;
// each card affected is in play (a discarded one may also be in its owner's hand; a nullified
// one may be being played); a move goes to a card in play.
void StccgState::EffectStated(const Event& e, Breaches* out) const {
  const Zone cause = cards_[e.card].zone;
  if (!InPlay(cause) && cause != Zone::kPending && cause != Zone::kUnderMission &&
      cause != Zone::kDiscard) {
    out->Add(Name(e.card) + " is in " + WhereIs(e.card) + ", not on the table");
  }
  if (e.kind != stccg::kEffect) return;
  if (e.arg < 0 || e.arg >= kEffectCount) {
    out->Add("effect " + std::to_string(e.arg) + " is no effect the script states");
    return;
  }
  const auto effect = static_cast<Effect>(e.arg);
  if ((effect == Effect::kMoves || effect == Effect::kPlaces || effect == Effect::kReports) &&
      (!ValidCard(e.target) || !InPlay(cards_[e.target].zone))) {
    out->Add(std::string(EffectName(effect)) + " needs a destination in play; " +
             (e.target ? Name(e.target) + " is not" : std::string("none is named")));
  }
  if (effect != Effect::kPlaces && effect != Effect::kModifies && e.cards.empty()) {
    out->Add(std::string(EffectName(effect)) + " names no card it affects");
  }
  if (effect == Effect::kReports) {
    for (uint16_t id : e.cards) {
      const CardType type = instances_[id].type;
      const Zone z = cards_[id].zone;
      // The player's hand, or (the table's randomness) one of its unknown cards, revealed.
      const bool in_hand = instances_[id].owner == e.player &&
                           (z == Zone::kHand || (z == Zone::kDrawDeck && table_randomness_ &&
                                                 e.player < 2 && players_[e.player].hidden > 0));
      if (!in_hand) {
        out->Add(Name(id) + " is in " + WhereIs(id) + ", not in " + PlayerLabel(e.player) +
                 "'s hand");
      } else if (type != CardType::kPersonnel && type != CardType::kShip &&
                 type != CardType::kEquipment) {
        out->Add(Name(id) + " is not a personnel, ship or equipment card");
      }
    }
    return;
  }
  for (uint16_t id : e.cards) {
    const Zone z = cards_[id].zone;
    const bool ok = effect == Effect::kReshuffles
                        ? (z == Zone::kDiscard || z == Zone::kHand)
                        : InPlay(z) || (effect == Effect::kDiscards && z == Zone::kHand) ||
                              (effect == Effect::kNullifies && z == Zone::kPending);
    const CardType type = instances_[id].type;
    if (!ok) {
      out->Add(Name(id) + " is in " + WhereIs(id) +
               (effect == Effect::kReshuffles ? ", not a discard pile or hand" : ", not in play"));
    } else if ((effect == Effect::kKills || effect == Effect::kCaptures) &&
               type != CardType::kPersonnel) {
      out->Add(Name(id) + " is not a personnel");
    } else if (effect == Effect::kDamages && type != CardType::kShip &&
               type != CardType::kFacility) {
      out->Add(Name(id) + " is not a ship or facility");
    }
  }
}

}  // namespace stardate::engine::stccg
