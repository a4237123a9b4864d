// Checks of Ketracel-White's countdown (its text in the card list: "Counts down only if you have
// [KW] personnel present. (Your Vorta may "ration" just one Ketracel-White present to count
// down.)"). The discard of one run out is a consequence the engine owes (stccg_countdown.cc); the
// core names it when a log goes on without it, citing StccgState::DominionRule.
#include "engine/stccg/rules/countdown.h"

#include <algorithm>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

// stccg.dominion.ketracel-white.countdown: a discard for a countdown run out (`loses` a
// Ketracel-White) names one of the player's that has run out.
void KetracelWhiteCountdown(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.ValidCard(e.card)) return;
  const CardFacts& f = *s.instances()[e.card].facts;
  const Zone z = s.cards()[e.card].zone;
  if (!StccgState::IsKetracelWhite(f) || StccgState::CountdownIcon(f) == 0) {
    out->Stop(s.Name(e.card) + " has no countdown to run out (only Ketracel-White's is modelled)");
    return;
  }
  if (!PresentInPlay(z)) {
    out->Stop(s.Name(e.card) + " is not in play (" + s.WhereIs(e.card) + ")");
    return;
  }
  if (s.instances()[e.card].owner != e.player) {
    out->Add(s.Name(e.card) + " is " + s.PlayerLabel(s.instances()[e.card].owner) + "'s, not " +
             s.PlayerLabel(e.player) + "'s");
    return;
  }
  const int left = s.CountdownLeft(e.card);
  if (left > 0) {
    out->Add(s.Name(e.card) + " has not run out: " + std::to_string(left) +
             (left == 1 ? " turn" : " turns") + " of " + s.PlayerLabel(e.player) +
             " with [KW] personnel present left on its countdown");
  }
}

// stccg.dominion.ketracel-white.ration: in the player's own turn, the player's Vorta present
// names one of the player's Ketracel-White in play there, once per place and turn.
void KetracelWhiteRation(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.ValidCard(e.card) || !StccgState::IsKetracelWhite(*s.instances()[e.card].facts)) {
    out->Stop(s.Name(e.card) + " is not Ketracel-White");
    return;
  }
  const uint16_t place = s.PresencePlace(e.card);
  if (place == 0 || s.instances()[e.card].owner != e.player) {
    out->Stop(s.Name(e.card) + " is not " + s.PlayerLabel(e.player) +
              "'s Ketracel-White in play (" + s.WhereIs(e.card) + ")");
    return;
  }
  if (s.core().turn == 0 || e.player != s.core().active) {
    out->Add(
        "a Vorta rations Ketracel-White in its player's own turn (the countdown falls due at "
        "its end); it is " +
        s.PlayerLabel(s.core().active) + "'s turn");
  }
  bool vorta = false;
  for (uint16_t id : s.PersonnelAt(e.player, place)) {
    vorta |= HasKeyword(s.instances()[id].facts->keywords, "Vorta");
  }
  if (!vorta) {
    out->Add(s.PlayerLabel(e.player) + " has no Vorta present with " + s.Name(e.card) + " at " +
             s.Name(place) + " to ration it");
  }
  for (uint16_t r : s.rationed()) {
    if (r != e.card && s.PresencePlace(r) == place && s.instances()[r].owner == e.player) {
      out->Add(s.Name(r) + " is already the one Ketracel-White rationed at " + s.Name(place) +
               " this turn");
    }
  }
}

std::span<const Rule> CountdownRules() {
  static constexpr Rule kAll[] = {kKetracelWhiteCountdown, kKetracelWhiteRation};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
