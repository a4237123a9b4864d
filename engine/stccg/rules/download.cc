// Checks of downloads (003 "Special Download"; 004 "actions - step 1: initiation"): the card
// whose text downloads, the card it takes and where it plays, and a search that must take a
// valid target.
#include "engine/stccg/rules/download.h"

#include <algorithm>

#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

// stccg.download.source: the downloading card is in play and its text downloads the card
// taken, which comes from its player's hand or draw deck.
void DownloadSource(const StccgState& s, const Event& e, Breaches* out) {
  if (s.LocationOf(e.card) == 0 && s.cards()[e.card].zone != Zone::kInPlay) {
    out->Add(s.Name(e.card) + " is not in play (it is in " + s.WhereIs(e.card) + ")");
  }
  if (e.cards.empty()) return;
  const uint16_t taken = e.cards[0];
  std::vector<std::string> targets = s.DownloadTargets(e.card);
  const std::string& title = s.instances()[taken].facts->title;
  if (std::find(targets.begin(), targets.end(), title) == targets.end()) {
    out->Add(s.Name(e.card) + "'s text does not download " + title);
  }
  const Zone z = s.cards()[taken].zone;
  if (s.instances()[taken].owner != e.player || (z != Zone::kHand && z != Zone::kDrawDeck)) {
    out->Add(s.Name(taken) + " is not in " + s.PlayerLabel(e.player) +
             "'s hand or draw deck (it is in " + s.WhereIs(taken) + ")");
  }
}

// stccg.download.location: a card downloaded to a place plays where the downloading card is.
void DownloadLocation(const StccgState& s, const Event& e, Breaches* out) {
  if (e.target == 0 || e.cards.empty()) return;
  const uint16_t at = s.LocationOf(e.card), to = s.LocationOf(e.target);
  if (at != 0 && to != at) {
    out->Add(s.Name(e.cards[0]) + " plays at " + s.Name(to) + "; " + s.Name(e.card) + " is at " +
             s.Name(at));
  }
}

// stccg.download.initiation: a search begun takes a valid target when the player's hand or draw
// deck holds one.
void DownloadInitiation(const StccgState& s, const Event& e, Breaches* out) {
  if (!e.cards.empty()) return;
  for (const std::string& title : s.DownloadTargets(e.card)) {
    for (uint16_t id : s.CardsByTitle(title)) {
      const Zone z = s.cards()[id].zone;
      if (s.instances()[id].owner == e.player && (z == Zone::kHand || z == Zone::kDrawDeck)) {
        out->Add("the search took nothing; " + s.Name(id) + " is in " + s.WhereIs(id));
        return;
      }
    }
  }
}

// stccg.download.once-per-game: a special download icon (the card list's "DL/ {Title}") is used
// "once per game per title": a player downloads a title by the icon of a card of one title once.
void DownloadOncePerGame(const StccgState& s, const Event& e, Breaches* out) {
  if (e.cards.empty() || !s.ValidCard(e.cards[0]) || s.DownloadTargets(e.card).empty()) return;
  const std::string& cause = s.instances()[e.card].facts->title;
  const std::string& card = s.instances()[e.cards[0]].facts->title;
  for (const StccgState::SpecialDownload& d : s.special_downloads()) {
    if (d.player == e.player && s.instances()[d.cause].facts->title == cause &&
        s.instances()[d.card].facts->title == card) {
      out->Add(s.PlayerLabel(e.player) + " already used " + cause + "'s special download of " +
               card + " this game (" + s.Name(d.cause) + ")");
      return;
    }
  }
}

std::span<const Rule> DownloadRules() {
  static constexpr Rule kAll[] = {kDownloadSource, kDownloadLocation, kDownloadInitiation,
                                  kDownloadOncePerGame};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
