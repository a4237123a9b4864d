// Checks of Ketracel-White's countdown (its text in the card list: "Counts down only if you have
// [KW] personnel present. (Your Vorta may "ration" just one Ketracel-White present to count
// down.)"). The discard of one run out is a consequence the engine owes (stccg_countdown.cc); the
// core names it when a log goes on without it, citing StccgState::DominionRule.
#include <algorithm>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

// stccg.dominion.ketracel-white.countdown: a discard for a countdown run out (`loses` a
// Ketracel-White) names one of the player's that has run out.
void StccgState::KetracelWhiteCountdown(const Event& e, Breaches* out) const {
  if (!ValidCard(e.card)) return;
  const CardFacts& f = *instances_[e.card].facts;
  const Zone z = cards_[e.card].zone;
  if (!IsKetracelWhite(f) || CountdownIcon(f) == 0) {
    out->Stop(Name(e.card) + " has no countdown to run out (only Ketracel-White's is modelled)");
    return;
  }
  if (!PresentInPlay(z)) {
    out->Stop(Name(e.card) + " is not in play (" + WhereIs(e.card) + ")");
    return;
  }
  if (instances_[e.card].owner != e.player) {
    out->Add(Name(e.card) + " is " + PlayerLabel(instances_[e.card].owner) + "'s, not " +
             PlayerLabel(e.player) + "'s");
    return;
  }
  const int left = CountdownLeft(e.card);
  if (left > 0) {
    out->Add(Name(e.card) + " has not run out: " + std::to_string(left) +
             (left == 1 ? " turn" : " turns") + " of " + PlayerLabel(e.player) +
             " with [KW] personnel present left on its countdown");
  }
}

// stccg.dominion.ketracel-white.ration: in the player's own turn, the player's Vorta present
// names one of the player's Ketracel-White in play there, once per place and turn.
void StccgState::KetracelWhiteRation(const Event& e, Breaches* out) const {
  if (!ValidCard(e.card) || !IsKetracelWhite(*instances_[e.card].facts)) {
    out->Stop(Name(e.card) + " is not Ketracel-White");
    return;
  }
  const uint16_t place = PresencePlace(e.card);
  if (place == 0 || instances_[e.card].owner != e.player) {
    out->Stop(Name(e.card) + " is not " + PlayerLabel(e.player) + "'s Ketracel-White in play (" +
              WhereIs(e.card) + ")");
    return;
  }
  if (core_.turn == 0 || e.player != core_.active) {
    out->Add(
        "a Vorta rations Ketracel-White in its player's own turn (the countdown falls due at "
        "its end); it is " +
        PlayerLabel(core_.active) + "'s turn");
  }
  bool vorta = false;
  for (uint16_t id : PersonnelAt(e.player, place)) {
    vorta |= HasKeyword(instances_[id].facts->keywords, "Vorta");
  }
  if (!vorta) {
    out->Add(PlayerLabel(e.player) + " has no Vorta present with " + Name(e.card) + " at " +
             Name(place) + " to ration it");
  }
  for (uint16_t r : rationed_) {
    if (r != e.card && PresencePlace(r) == place && instances_[r].owner == e.player) {
      out->Add(Name(r) + " is already the one Ketracel-White rationed at " + Name(place) +
               " this turn");
    }
  }
}

}  // namespace stardate::engine::stccg
