// Checks of downloads (003 "Special Download"; 004 "actions - step 1: initiation"): the card
// whose text downloads, the card it takes and where it plays, and a search that must take a
// valid target.
#include <algorithm>

#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

std::vector<std::string> StccgState::DownloadTargets(uint16_t cause) const {
  // "DL/ {Title}" (a special download icon and its target, as the card list writes it).
  std::vector<std::string> titles;
  const std::string& text = instances_[cause].facts->text;
  for (size_t at = text.find("DL/"); at != std::string::npos; at = text.find("DL/", at + 3)) {
    size_t open = text.find('{', at);
    size_t close = open == std::string::npos ? open : text.find('}', open);
    if (close == std::string::npos || open > at + 5) continue;
    titles.push_back(text.substr(open + 1, close - open - 1));
  }
  return titles;
}

// stccg.download.source: the downloading card is in play and its text downloads the card
// taken, which comes from its player's hand or draw deck.
void StccgState::DownloadSource(const Event& e, Breaches* out) const {
  if (LocationOf(e.card) == 0 && cards_[e.card].zone != Zone::kInPlay) {
    out->Add(Name(e.card) + " is not in play (it is in " + WhereIs(e.card) + ")");
  }
  if (e.cards.empty()) return;
  const uint16_t taken = e.cards[0];
  std::vector<std::string> targets = DownloadTargets(e.card);
  const std::string& title = instances_[taken].facts->title;
  if (std::find(targets.begin(), targets.end(), title) == targets.end()) {
    out->Add(Name(e.card) + "'s text does not download " + title);
  }
  const Zone z = cards_[taken].zone;
  if (instances_[taken].owner != e.player || (z != Zone::kHand && z != Zone::kDrawDeck)) {
    out->Add(Name(taken) + " is not in " + PlayerLabel(e.player) +
             "'s hand or draw deck (it is in " + WhereIs(taken) + ")");
  }
}

// stccg.download.location: a card downloaded to a place plays where the downloading card is.
void StccgState::DownloadLocation(const Event& e, Breaches* out) const {
  if (e.target == 0 || e.cards.empty()) return;
  const uint16_t at = LocationOf(e.card), to = LocationOf(e.target);
  if (at != 0 && to != at) {
    out->Add(Name(e.cards[0]) + " plays at " + Name(to) + "; " + Name(e.card) + " is at " +
             Name(at));
  }
}

// stccg.download.initiation: a search begun takes a valid target when the player's hand or draw
// deck holds one.
void StccgState::DownloadInitiation(const Event& e, Breaches* out) const {
  if (!e.cards.empty()) return;
  for (const std::string& title : DownloadTargets(e.card)) {
    for (uint16_t id : CardsByTitle(title)) {
      const Zone z = cards_[id].zone;
      if (instances_[id].owner == e.player && (z == Zone::kHand || z == Zone::kDrawDeck)) {
        out->Add("the search took nothing; " + Name(id) + " is in " + WhereIs(id));
        return;
      }
    }
  }
}

}  // namespace stardate::engine::stccg

namespace stardate::engine::stccg {

// stccg.download.once-per-game: a special download icon (the card list's "DL/ {Title}") is used
// "once per game per title": a player downloads a title by the icon of a card of one title once.
void StccgState::DownloadOncePerGame(const Event& e, Breaches* out) const {
  if (e.cards.empty() || !ValidCard(e.cards[0]) || DownloadTargets(e.card).empty()) return;
  const std::string& cause = instances_[e.card].facts->title;
  const std::string& card = instances_[e.cards[0]].facts->title;
  for (const SpecialDownload& d : special_downloads_) {
    if (d.player == e.player && instances_[d.cause].facts->title == cause &&
        instances_[d.card].facts->title == card) {
      out->Add(PlayerLabel(e.player) + " already used " + cause + "'s special download of " + card +
               " this game (" + Name(d.cause) + ")");
      return;
    }
  }
}

}  // namespace stardate::engine::stccg
