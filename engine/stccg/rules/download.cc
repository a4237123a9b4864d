// Checks of downloads (003 "Special Download"; 004 "actions - step 1: initiation"): the card
// whose text downloads, the card it takes and where it plays, and a search that must take a
// valid target.
#include "engine/stccg/rules/download.h"

#include <algorithm>

#include "engine/stccg/rules/report.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

bool DownloadsToSite(const StccgState& s, uint16_t cause) {
  const std::string& text = s.instances()[cause].facts->text;
  return s.instances()[cause].type == CardType::kSite &&
         text.find("download to") != std::string::npos &&
         text.find("one card which may play there") != std::string::npos;
}

namespace {

// A card of `player`'s that `cause`'s download may take: a title its "DL/ {Title}" names, or,
// for a site's download to the station (Ops), a personnel or ship of the player's that the site
// takes and that is compatible with its Nor ("must be of matching affiliation").
bool ValidDownloadTarget(const StccgState& s, uint16_t cause, uint16_t card,
                         const std::vector<std::string>& titles) {
  const std::string& title = s.instances()[card].facts->title;
  if (std::find(titles.begin(), titles.end(), title) != titles.end()) return true;
  if (!DownloadsToSite(s, cause)) return false;
  const CardType t = s.instances()[card].type;
  const uint16_t nor = s.cards()[cause].where;
  return (t == CardType::kPersonnel || t == CardType::kShip) && SiteTakesReport(s, card, cause) &&
         s.ValidCard(nor) && s.Compatible(card, nor);
}

}  // namespace

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
  // A download the text makes without an icon takes a type (stccg.download.card-text-limit).
  const bool by_text = s.instances()[e.card].facts->staple.downloads > 0 && targets.empty();
  if (!by_text && !DownloadsToSite(s, e.card) &&
      std::find(targets.begin(), targets.end(), title) == targets.end()) {
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
// deck certainly holds one. Under the table's randomness the draw deck is the decklist less the
// cards seen, and the unknown cards in hand came from it: a target is certainly in the deck only
// when the deck holds more valid targets than there are unknown cards in hand.
void DownloadInitiation(const StccgState& s, const Event& e, Breaches* out) {
  if (!e.cards.empty() || !s.ValidCard(e.card) || e.player >= s.players().size()) return;
  const std::vector<std::string> titles = s.DownloadTargets(e.card);
  if (titles.empty() && !DownloadsToSite(s, e.card)) return;
  const PlayerState& p = s.players()[e.player];
  uint16_t in_deck = 0, first_in_deck = 0;
  for (uint16_t id : p.hand) {
    if (ValidDownloadTarget(s, e.card, id, titles)) {
      out->Add("the search took nothing; " + s.Name(id) + " is in " + s.WhereIs(id));
      return;
    }
  }
  for (uint16_t id : p.draw_deck) {
    if (!ValidDownloadTarget(s, e.card, id, titles)) continue;
    if (first_in_deck == 0) first_in_deck = id;
    ++in_deck;
  }
  if (in_deck > p.hidden) {
    out->Add("the search took nothing; " + s.Name(first_in_deck) + " is in " +
             s.WhereIs(first_in_deck));
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

// stccg.download.card-text-limit: a download a card's text makes without a special download
// icon takes the type of card it names, and no more cards than it says ("one", "up to two",
// "Once per game") by a card of that title.
void DownloadCardTextLimit(const StccgState& s, const Event& e, Breaches* out) {
  if (e.cards.empty() || !s.ValidCard(e.card) || !s.ValidCard(e.cards[0])) return;
  const StapleText& t = s.instances()[e.card].facts->staple;
  if (t.downloads == 0 || !s.DownloadTargets(e.card).empty()) return;
  const CardType type = s.instances()[e.cards[0]].type;
  if (t.download_type != CardType::kOther && type != t.download_type) {
    out->Add(s.Name(e.cards[0]) + " is not a " + std::string(CardTypeName(t.download_type)) + "; " +
             s.Name(e.card) + "'s text downloads only those");
  }
  const std::string& cause = s.instances()[e.card].facts->title;
  int made = 0;
  for (const SpecialDownload& d : s.staples().downloads) {
    if (d.player == e.player && s.instances()[d.cause].facts->title == cause) ++made;
  }
  if (made >= t.downloads) {
    out->Add(s.PlayerLabel(e.player) + " already downloaded " + std::to_string(made) + " card" +
             (made == 1 ? "" : "s") + " by " + cause + "'s text, which allows " +
             std::to_string(t.downloads) + (t.download_instead_of_card_play ? " per game" : ""));
  }
}

std::span<const Rule> DownloadRules() {
  static constexpr Rule kAll[] = {kDownloadSource, kDownloadLocation, kDownloadInitiation,
                                  kDownloadOncePerGame, kDownloadCardTextLimit};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
