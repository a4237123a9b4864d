// Checks of stated effects and bonus points: what the engine can judge of a card's text it does
// not model (the cause is on the table, the cards affected are where the effect needs them).
#include "engine/stccg/rules/effect.h"

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

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
void EffectStated(const StccgState& s, const Event& e, Breaches* out) {
  const Zone cause = s.cards()[e.card].zone;
  if (!InPlay(cause) && cause != Zone::kPending && cause != Zone::kUnderMission &&
      cause != Zone::kDiscard) {
    out->Add(s.Name(e.card) + " is in " + s.WhereIs(e.card) + ", not on the table");
  }
  if (e.kind != stccg::kEffect) return;
  if (e.arg < 0 || e.arg >= kEffectCount) {
    out->Add("effect " + std::to_string(e.arg) + " is no effect the script states");
    return;
  }
  const auto effect = static_cast<Effect>(e.arg);
  if ((effect == Effect::kMoves || effect == Effect::kPlaces || effect == Effect::kReports) &&
      (!s.ValidCard(e.target) || !InPlay(s.cards()[e.target].zone))) {
    out->Add(std::string(EffectName(effect)) + " needs a destination in play; " +
             (e.target ? s.Name(e.target) + " is not" : std::string("none is named")));
  }
  if (effect != Effect::kPlaces && effect != Effect::kModifies && e.cards.empty()) {
    out->Add(std::string(EffectName(effect)) + " names no card it affects");
  }
  if (effect == Effect::kReports) {
    for (uint16_t id : e.cards) {
      const CardType type = s.instances()[id].type;
      const Zone z = s.cards()[id].zone;
      // The player's hand, or (the table's randomness) one of its unknown cards, revealed.
      const bool in_hand =
          s.instances()[id].owner == e.player &&
          (z == Zone::kHand || (z == Zone::kDrawDeck && s.table_randomness() &&
                                IsPlayer(e.player) && s.players()[e.player].hidden > 0));
      if (!in_hand) {
        out->Add(s.Name(id) + " is in " + s.WhereIs(id) + ", not in " + s.PlayerLabel(e.player) +
                 "'s hand");
      } else if (type != CardType::kPersonnel && type != CardType::kShip &&
                 type != CardType::kEquipment) {
        out->Add(s.Name(id) + " is not a personnel, ship or equipment card");
      }
    }
    return;
  }
  for (uint16_t id : e.cards) {
    const Zone z = s.cards()[id].zone;
    const bool ok = effect == Effect::kReshuffles
                        ? (z == Zone::kDiscard || z == Zone::kHand)
                        : InPlay(z) || (effect == Effect::kDiscards && z == Zone::kHand) ||
                              (effect == Effect::kNullifies && z == Zone::kPending);
    const CardType type = s.instances()[id].type;
    if (!ok) {
      out->Add(s.Name(id) + " is in " + s.WhereIs(id) +
               (effect == Effect::kReshuffles ? ", not a discard pile or hand" : ", not in play"));
    } else if ((effect == Effect::kKills || effect == Effect::kCaptures) &&
               type != CardType::kPersonnel) {
      out->Add(s.Name(id) + " is not a personnel");
    } else if (effect == Effect::kDamages && type != CardType::kShip &&
               type != CardType::kFacility) {
      out->Add(s.Name(id) + " is not a ship or facility");
    }
  }
}

std::span<const Rule> EffectRules() {
  static constexpr Rule kAll[] = {kEffectStated};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
