// Checks of the cards an action names: that they exist, come from where the action takes them
// and belong to the acting player.
#include "engine/stccg/rules/cards.h"

#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"
#include "engine/text.h"

namespace stardate::engine::stccg::rules {

// core.event.cards: every card an event names is one of the game's cards, and an event of a kind
// that acts on a card names one. Only a log written by something other than the recorder can
// break it (a script names cards by title), so a breach ends the event's checks.
void CoreEventCards(const StccgState& s, const Event& e, Breaches* out) {
  std::vector<uint16_t> named{e.card, e.target};
  named.insert(named.end(), e.cards.begin(), e.cards.end());
  for (size_t i = 0; i < named.size(); ++i) {
    uint16_t id = named[i];
    if ((id != 0 || i >= 2) && !s.ValidCard(id)) {
      out->Stop("card #" + std::to_string(id) + " is not in this game");
      return;
    }
  }
  const bool needs_card = e.kind != EventKind::PHASE && e.kind != EventKind::TURN &&
                          e.kind != EventKind::PASS && e.kind != EventKind::RESOLVE &&
                          e.kind != EventKind::SHUFFLE && e.kind != EventKind::CONCEDE &&
                          e.kind != EventKind::DRAW;
  if (needs_card && e.card == 0) {
    out->Stop(s.EventText(e) + " names no card");
  } else if (e.kind == stccg::kPlayEvent && !PlaysAsEvent(s.instances()[e.card].type)) {
    // A script's `plays` line is an interrupt or an event (incident, objective) by the card's
    // type; only another writer can log an event play of something else.
    out->Stop(s.instances()[e.card].facts->title + " is not an event, incident or objective");
  }
}

// stccg.card.from-hand: a card played comes from its player's hand, a card seeded from their
// seed deck.
void CardFromHand(const StccgState& s, const Event& e, Breaches* out) {
  if (e.kind == stccg::kInfiltrate && !s.InfiltratesFromHand(e)) return;  // already in play
  const bool seed = internal::IsSeedKind(e.kind);
  const Zone zone = seed ? Zone::kSeedDeck : Zone::kHand;
  if (s.instances()[e.card].owner == e.player && s.cards()[e.card].zone == zone) return;
  if (zone == Zone::kHand && s.RevealsHidden(e)) return;
  // Seeds (but a site) and reports or builds also say where the card is.
  const bool say_where =
      (seed && e.kind != stccg::kSeedSite) || e.kind == stccg::kReport || e.kind == stccg::kBuild;
  std::string detail = s.Name(e.card) + " is not in " + s.PlayerLabel(e.player) + "'s " +
                       std::string(ZoneName(zone));
  if (say_where) detail += " (it is in " + std::string(ZoneName(s.cards()[e.card].zone)) + ")";
  out->Add(detail);
}

// stccg.card.own: a player gives orders only to cards they control (the ship that flies, docks
// or undocks, the cards that walk or beam, the cards that fire).
void CardOwn(const StccgState& s, const Event& e, Breaches* out) {
  std::vector<uint16_t> ordered;
  switch (e.kind) {
    case stccg::kFly:
    case stccg::kDock:
    case stccg::kUndock:
      ordered = {e.card};
      break;
    case stccg::kWalk:
      ordered = StccgState::ActingCards(e);
      break;
    case stccg::kBeam:
      if (!s.ValidCard(e.target)) return;
      for (uint16_t id : StccgState::ActingCards(e)) {
        CardType t = s.instances()[id].type;
        if (t == CardType::kPersonnel || t == CardType::kEquipment) ordered.push_back(id);
      }
      break;
    case stccg::kBattle:
      ordered = s.FiringCards(e);
      break;
    default:
      return;
  }
  for (uint16_t id : ordered) {
    // An infiltrator may take part in the moves of the crew or Away Team he infiltrates.
    // One under house arrest is InfiltrateActions' to judge.
    if (s.ValidCard(id) && s.cards()[id].controller != e.player && !s.TakesPart(id, e.player) &&
        (s.infiltrators().empty() || !s.Arrested(id))) {
      out->Add(s.PlayerLabel(e.player) + " does not control " + s.Name(id));
    }
  }
}

// stccg.card.au-door: the card an event brings into play, if it has the [AU] icon, needs a card
// of its player's open on the table whose text lets that type of [AU] card enter play
// (StapleText::au_types). A card the table says some other text brought in (`states`) is not
// judged.
void CardAuDoor(const StccgState& s, const Event& e, Breaches* out) {
  uint16_t entering = e.card;
  if (e.kind == stccg::kDownload) entering = e.cards.empty() ? 0 : e.cards[0];
  if (e.kind == stccg::kInfiltrate && !s.InfiltratesFromHand(e)) return;
  if (!s.ValidCard(entering) || !Contains(s.instances()[entering].facts->icons, "[AU]")) return;
  const CardType type = s.instances()[entering].type;
  for (size_t id = 1; id < s.cards().size(); ++id) {
    const CardState& c = s.cards()[id];
    if ((s.instances()[id].facts->staple.au_types & CardTypeBit(type)) == 0) continue;
    // A door played during the game stays on the table ("Seeds or plays on table": Space-Time
    // Portal). No legal play leaves an open door in the discard pile: a door discarded (Space-Time
    // Portal's "discard doorway to download", Alternate Universe Door played to nullify) is
    // closed.
    if (c.zone == Zone::kInPlay && c.controller == e.player) return;
  }
  out->Add(s.Name(entering) + " is an [AU] icon card and " + s.PlayerLabel(e.player) +
           " has no card open on the table that lets it enter play (an Alternate Universe Door "
           "placed during the seed phase)");
}

namespace {

// Where card `id` is, after "is": "in Bob's discard pile", "aboard", "in play".
std::string WhereNow(const StccgState& s, uint16_t id) {
  const std::string where = s.WhereIs(id);
  return where.find("'s ") != std::string::npos ? "in " + where : where;
}

}  // namespace

// stccg.card.qs-tent: a take names a card of the player's Q's Tent side deck and a card whose text
// takes one (StapleText::takes_from_tent), at most once a turn.
void CardQsTent(const StccgState& s, const Event& e, Breaches* out) {
  if (!IsPlayer(e.player)) return;
  if (!s.ValidCard(e.target) || !s.instances()[e.target].facts->staple.takes_from_tent) {
    out->Stop((e.target ? s.Name(e.target) : std::string("nothing")) +
              "'s text takes no card from a Q's Tent");
    return;
  }
  if (!s.InHand(e.player, e.target)) {
    out->Add(s.Name(e.target) + " is " + WhereNow(s, e.target) + ", not in " +
             s.PlayerLabel(e.player) + "'s hand: a Q's Tent is played to take a card");
  }
  if (s.instances()[e.card].owner != e.player || s.cards()[e.card].zone != Zone::kSideDeck) {
    out->Add(s.Name(e.card) + " is " + WhereNow(s, e.card) + ", not in " + s.PlayerLabel(e.player) +
             "'s Q's Tent");
  }
  if (s.staples().tent_takes[e.player] > 0) {
    out->Add(s.PlayerLabel(e.player) +
             " already took a card from the Q's Tent this turn: " + "once each turn");
  }
}

// stccg.card.discard-from-table: the card is on the table (in play, not a card that stands on the
// spaceline or holds a crew) and its player's.
void CardDiscardFromTable(const StccgState& s, const Event& e, Breaches* out) {
  if (!IsPlayer(e.player)) return;
  const CardState& c = s.cards()[e.card];
  if (c.zone != Zone::kInPlay) {
    out->Add(s.Name(e.card) + " is " + WhereNow(s, e.card) + ", not on the table");
  } else if (c.controller != e.player && s.instances()[e.card].owner != e.player) {
    out->Add(s.Name(e.card) + " on the table is not " + s.PlayerLabel(e.player) + "'s");
  }
}

// stccg.card.beneath-deck: every card placed is in the player's hand (at a table, one of its
// unknown cards), each named once.
void CardBeneathDeck(const StccgState& s, const Event& e, Breaches* out) {
  if (!IsPlayer(e.player)) return;
  std::vector<uint16_t> placed{e.card};
  placed.insert(placed.end(), e.cards.begin(), e.cards.end());
  // Unknown cards of the hand a line may name: each named card not known in hand takes one.
  int unknown = s.table_randomness() ? s.players()[e.player].hidden : 0;
  for (size_t i = 0; i < placed.size(); ++i) {
    const uint16_t id = placed[i];
    if (std::find(placed.begin(), placed.begin() + static_cast<std::ptrdiff_t>(i), id) !=
        placed.begin() + static_cast<std::ptrdiff_t>(i)) {
      out->Add(s.Name(id) + " is named twice");
      continue;
    }
    const bool owned = s.instances()[id].owner == e.player;
    const Zone z = s.cards()[id].zone;
    if (owned && z == Zone::kHand) continue;
    if (owned && z == Zone::kDrawDeck && unknown > 0) {
      --unknown;
      continue;
    }
    out->Add(s.Name(id) + " is " + WhereNow(s, id) + ", not in " + s.PlayerLabel(e.player) +
             "'s hand");
  }
}

std::span<const Rule> CardsRules() {
  static constexpr Rule kAll[] = {kCardFromHand,         kOwnCard,        kCardAuDoor, kCardQsTent,
                                  kCardDiscardFromTable, kCardBeneathDeck};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
