// Checks of the cards an action names: that they exist, come from where the action takes them
// and belong to the acting player.
#include "engine/stccg/kinds.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

std::vector<uint16_t> StccgState::ActingCards(const Event& e) {
  std::vector<uint16_t> cards{e.card};
  cards.insert(cards.end(), e.cards.begin(), e.cards.end());
  return cards;
}

// core.event.cards: every card an event names is one of the game's cards, and an event of a kind
// that acts on a card names one. Only a log written by something other than the recorder can
// break it (a script names cards by title), so a breach ends the event's checks.
void StccgState::CoreEventCards(const Event& e, Breaches* out) const {
  std::vector<uint16_t> named{e.card, e.target};
  named.insert(named.end(), e.cards.begin(), e.cards.end());
  for (size_t i = 0; i < named.size(); ++i) {
    uint16_t id = named[i];
    if ((id != 0 || i >= 2) && !ValidCard(id)) {
      out->Stop("card #" + std::to_string(id) + " is not in this game");
      return;
    }
  }
  const bool needs_card = e.kind != EventKind::PHASE && e.kind != EventKind::TURN &&
                          e.kind != EventKind::PASS && e.kind != EventKind::RESOLVE &&
                          e.kind != EventKind::SHUFFLE && e.kind != EventKind::CONCEDE &&
                          e.kind != EventKind::DRAW;
  if (needs_card && e.card == 0) {
    out->Stop(EventText(e) + " names no card");
  } else if (e.kind == stccg::kPlayEvent && instances_[e.card].type != CardType::kEvent) {
    // A script's `plays` line is an interrupt or an event by the card's type; only another
    // writer can log an event play of something else.
    out->Stop(instances_[e.card].facts->title + " is not an event");
  }
}

// stccg.card.from-hand: a card played comes from its player's hand, a card seeded from their
// seed deck.
void StccgState::CardFromHand(const Event& e, Breaches* out) const {
  if (e.kind == stccg::kInfiltrate && !InfiltratesFromHand(e)) return;  // already in play
  const bool seed = internal::IsSeedKind(e.kind);
  const Zone zone = seed ? Zone::kSeedDeck : Zone::kHand;
  if (instances_[e.card].owner == e.player && cards_[e.card].zone == zone) return;
  if (zone == Zone::kHand && RevealsHidden(e)) return;
  // Seeds (but a site) and reports or builds also say where the card is.
  const bool say_where =
      (seed && e.kind != stccg::kSeedSite) || e.kind == stccg::kReport || e.kind == stccg::kBuild;
  std::string detail =
      Name(e.card) + " is not in " + PlayerLabel(e.player) + "'s " + std::string(ZoneName(zone));
  if (say_where) detail += " (it is in " + std::string(ZoneName(cards_[e.card].zone)) + ")";
  out->Add(detail);
}

// stccg.card.own: a player gives orders only to cards they control (the ship that flies, docks
// or undocks, the cards that walk or beam, the cards that fire).
void StccgState::CardOwn(const Event& e, Breaches* out) const {
  std::vector<uint16_t> ordered;
  switch (e.kind) {
    case stccg::kFly:
    case stccg::kDock:
    case stccg::kUndock:
      ordered = {e.card};
      break;
    case stccg::kWalk:
      ordered = ActingCards(e);
      break;
    case stccg::kBeam:
      if (!ValidCard(e.target)) return;
      for (uint16_t id : ActingCards(e)) {
        CardType t = instances_[id].type;
        if (t == CardType::kPersonnel || t == CardType::kEquipment) ordered.push_back(id);
      }
      break;
    case stccg::kBattle:
      ordered = FiringCards(e);
      break;
    default:
      return;
  }
  for (uint16_t id : ordered) {
    // An infiltrator may take part in the moves of the crew or Away Team he infiltrates.
    // One under house arrest is InfiltrateActions' to judge.
    if (ValidCard(id) && cards_[id].controller != e.player && !TakesPart(id, e.player) &&
        (infiltrators_.empty() || !Arrested(id))) {
      out->Add(PlayerLabel(e.player) + " does not control " + Name(id));
    }
  }
}

}  // namespace stardate::engine::stccg
