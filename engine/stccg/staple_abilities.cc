// The abilities of the staples of real decks (engine/stccg/card_abilities.h): the wordings that
// change the normal card play, reporting, downloads, the card draw and the draw deck, read into
// CardFacts::staple from every card that prints them, whatever its title.
#include <regex>

#include "engine/stccg/card_abilities.h"
#include "engine/text.h"

namespace stardate::engine::stccg {

namespace {

// True if `text` holds `cue` (a cheap test first: lists are read card by card) and `re` matches.
bool Search(const std::string& text, std::string_view cue, const std::regex& re) {
  return Contains(text, cue) && std::regex_search(text, re);
}

const std::regex kOnTable(R"((^|\. )(Seeds or plays|Plays) on table\b)");
const std::regex kFreeReport(
    R"(Once each turn, your [^.]*personnel[^.]* may report \(for free\) aboard your matching )"
    R"(outpost)");
const std::regex kShipDownload(
    R"(Once per game, in place of your normal card play, you may download an? [^.]*ship)");
const std::regex kOneCard(R"((^|\. )You may download one \[[A-Za-z]+\] card\b)");
const std::regex kDrawAfterReport(
    R"(Once each turn, when you play an? [^.]*personnel[^.]*, you may draw a card)");

// The card types whose "Plays on table" places them there: events, incidents and objectives (an
// event play), and doorways played during the game (Space-Time Portal, Temporal Micro-Wormhole,
// Devidian Door), played like an interrupt (INTERPRETATIONS.md, "Doorways played during the
// game").
bool IsPlayedCard(CardType t) { return PlaysAsEvent(t) || t == CardType::kDoorway; }

// ---- Where the card goes --------------------------------------------------------------------

bool ReadOnTable(const AbilityText& text, CardFacts* f) {
  if (!IsPlayedCard(f->type) || !Search(text.key, "lays on table", kOnTable)) {
    return false;
  }
  f->staple.on_table = true;
  return true;
}

// ---- The normal card play and reporting -----------------------------------------------------

bool ReadReportsInsteadOfCardPlay(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key,
                "In place of your normal card play, you may report for duty any number of")) {
    return false;
  }
  f->staple.reports_instead_of_card_play = true;
  return true;
}

bool ReadFreeReportEachTurn(const AbilityText& text, CardFacts* f) {
  if (!Search(text.key, "may report (for free) aboard your matching outpost", kFreeReport)) {
    return false;
  }
  f->staple.free_report_each_turn = true;
  return true;
}

// ---- Downloads without a special download icon ----------------------------------------------

bool ReadShipDownloadInsteadOfCardPlay(const AbilityText& text, CardFacts* f) {
  if (!Search(text.key, "Once per game, in place of your normal card play", kShipDownload)) {
    return false;
  }
  f->staple.download_type = CardType::kShip;
  f->staple.downloads = 1;
  f->staple.download_instead_of_card_play = true;
  return true;
}

bool ReadMissionSpecialistDownload(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key,
                "download to one of your outposts up to two different mission "
                "specialists")) {
    return false;
  }
  f->staple.download_type = CardType::kPersonnel;
  f->staple.downloads = 2;
  return true;
}

bool ReadMissionSpecialistPoints(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "mission specialist may score")) return false;
  static const std::regex kPoints(R"(Once each mission, your mission specialist may score (\d+) )"
                                  R"(points)");
  std::smatch m;
  if (!std::regex_search(text.key, m, kPoints)) return false;
  f->staple.mission_specialist_points = static_cast<uint8_t>(std::stoi(m[1].str()));
  return true;
}

bool ReadOneCardDownload(const AbilityText& text, CardFacts* f) {
  if (!Search(text.key, "You may download one [", kOneCard)) return false;
  f->staple.download_type = CardType::kOther;
  f->staple.downloads = 1;
  return true;
}

// ---- The card draw --------------------------------------------------------------------------

bool ReadExtraEndOfTurnDraw(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "must draw one extra card at the end of each turn")) return false;
  f->staple.extra_end_of_turn_draws = 1;
  return true;
}

bool ReadAnyPlayerDrawsThree(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "Choose any player to immediately draw three new cards")) return false;
  f->staple.draws_now = 3;
  f->staple.any_player_draws = true;
  return true;
}

// Handshake: "... allow you to draw three. OR ... discard entire hand and draw seven cards."
// Which of its uses the table made is on its word: up to seven cards drawn at once.
bool ReadDrawsSeven(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "discard entire hand and draw seven cards")) return false;
  f->staple.draws_now = 7;
  return true;
}

bool ReadDrawAfterPersonnelReport(const AbilityText& text, CardFacts* f) {
  if (!Search(text.key, "you may draw a card", kDrawAfterReport)) {
    return false;
  }
  f->staple.draw_after_personnel_report = true;
  return true;
}

bool ReadAffectsAllPlayers(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "cards affect all players")) return false;
  static const std::regex kAll(R"(All ((?:\{[^}]+\}(?:, | and )?)+) cards affect all players)");
  std::smatch m;
  if (!std::regex_search(text.key, m, kAll)) return false;
  const std::string titles = m[1].str();
  static const std::regex kTitle(R"(\{([^}]+)\})");
  for (auto it = std::sregex_iterator(titles.begin(), titles.end(), kTitle);
       it != std::sregex_iterator(); ++it) {
    f->staple.affects_all_players.push_back((*it)[1].str());
  }
  return true;
}

// ---- The draw deck --------------------------------------------------------------------------

bool ReadReshufflesDiscardPile(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "shuffle your discard pile into draw deck")) return false;
  f->staple.reshuffles_discard_pile = true;
  return true;
}

bool ReadReshufflesBottomThree(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key,
                "shuffle the bottom three personnel and/or ships from your discard "
                "pile into your draw deck")) {
    return false;
  }
  f->staple.reshuffle_limit = 3;
  return true;
}

// ---- [AU] icon cards ------------------------------------------------------------------------

const std::regex kAuMaySeedAndPlay(R"(Your \[AU\][^.]* may seed and (\(once per turn\) )?play)");

bool ReadAuDoorOpen(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "allowing your [AU] icon cards to enter play")) return false;
  f->staple.au_types = ~uint32_t{0};
  return true;
}

// "Your [AU] cards may seed and (once per turn) play." (Space-Time Portal), "... may seed and
// play (one per turn)." (Temporal Conduit), "Your [AU][Films] personnel, ships and facilities
// (and [AU] cards of other card types) may seed and play." (Slingshot Effect): every type. How
// many a turn is the table's word.
bool ReadAuMaySeedAndPlay(const AbilityText& text, CardFacts* f) {
  if (!Search(text.key, "may seed and", kAuMaySeedAndPlay)) return false;
  f->staple.au_types = ~uint32_t{0};
  return true;
}

bool ReadAuPersonnelMayPlay(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "You may play [AU] personnel and [Equipment]")) return false;
  f->staple.au_types |= CardTypeBit(CardType::kPersonnel) | CardTypeBit(CardType::kEquipment);
  return true;
}

// "You may ignore [AU] when playing [Films][TNG] cards" (Make a Difference Again): which cards
// are [Films][TNG] is the table's word, so every [AU] card may enter play.
bool ReadAuIgnored(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "You may ignore [AU] when playing")) return false;
  f->staple.au_types = ~uint32_t{0};
  return true;
}

// ---- The Q's Tent side deck -----------------------------------------------------------------

bool ReadTakesFromTent(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key,
                "Once each turn, plays to take a card from your Q's Tent into your hand")) {
    return false;
  }
  f->staple.takes_from_tent = true;
  f->staple.take_ends_draws = Contains(text.key, "Draw no cards this turn.");
  return true;
}

using Row = Ability<CardFacts>;

constexpr Row kStapleAbilities[] = {
    {"card.on-table", "Plays on table.", "CardFacts::staple.on_table",
     "stccg.response.interrupt, stccg.card.au-door", &ReadOnTable},
    {"play.reports-instead-of-card-play",
     "In place of your normal card play, you may report for duty any number of Ship, "
     "Personnel, and Equipment cards.",
     "CardFacts::staple.reports_instead_of_card_play", "stccg.turn.normal-card-play",
     &ReadReportsInsteadOfCardPlay},
    {"play.free-report-each-turn",
     "Once each turn, your [Univ][TNG] personnel (except an android, hologram, or [AU]) that you "
     "do not already have in play may report (for free) aboard your matching outpost.",
     "CardFacts::staple.free_report_each_turn", "stccg.turn.normal-card-play",
     &ReadFreeReportEachTurn},
    {"download.ship-instead-of-card-play",
     "Once per game, in place of your normal card play, you may download a [Univ][TNG] ship to "
     "your matching outpost.",
     "CardFacts::staple.downloads", "stccg.download.source, stccg.download.card-text-limit",
     &ReadShipDownloadInsteadOfCardPlay},
    {"download.mission-specialists",
     "You may download to one of your outposts up to two different mission specialists "
     "(personnel whose only skill is a regular skill) if no copies you own are in play.",
     "CardFacts::staple.downloads", "stccg.download.source, stccg.download.card-text-limit",
     &ReadMissionSpecialistDownload},
    {"score.mission-specialist",
     "Once each mission, your mission specialist may score 5 points when they use their skill to "
     "meet a mission requirement.",
     "CardFacts::staple.mission_specialist_points", "stccg.score.mission-specialist",
     &ReadMissionSpecialistPoints},
    {"download.one-card", "You may download one [WC] card.", "CardFacts::staple.downloads",
     "stccg.download.source, stccg.download.card-text-limit", &ReadOneCardDownload},
    {"draw.extra-at-end-of-turn", "That player must draw one extra card at the end of each turn.",
     "CardFacts::staple.extra_end_of_turn_draws", "stccg.draw.card-draw", &ReadExtraEndOfTurnDraw},
    {"draw.any-player-draws-three",
     "Choose any player to immediately draw three new cards from the top of their draw deck.",
     "CardFacts::staple.draws_now", "stccg.draw.card-draw", &ReadAnyPlayerDrawsThree},
    {"draw.seven-at-once",
     "Plays if you have at least three other cards in hand; discard entire hand and draw seven "
     "cards.",
     "CardFacts::staple.draws_now", "stccg.draw.card-draw", &ReadDrawsSeven},
    {"draw.after-personnel-report",
     "Once each turn, when you play a [TNG] personnel with four or fewer [*] icons (and no DL/ ), "
     "you may draw a card.",
     "CardFacts::staple.draw_after_personnel_report", "stccg.draw.card-draw",
     &ReadDrawAfterPersonnelReport},
    {"card.affects-all-players",
     "All {Red Alert}, {Kivas Fajo - Collector}, {Masaka Transformations} and {The Traveler: "
     "Transcendence} cards affect all players.",
     "CardFacts::staple.affects_all_players", "stccg.turn.normal-card-play, stccg.draw.card-draw",
     &ReadAffectsAllPlayers},
    {"reshuffle.discard-pile", "OR to shuffle your discard pile into draw deck.",
     "CardFacts::staple.reshuffles_discard_pile", "stccg.draw.reshuffle",
     &ReadReshufflesDiscardPile},
    {"reshuffle.bottom-three",
     "OR shuffle the bottom three personnel and/or ships from your discard pile into your draw "
     "deck.",
     "CardFacts::staple.reshuffle_limit", "stccg.draw.reshuffle", &ReadReshufflesBottomThree},
    {"au.door-open",
     "Place one on table during the seed phase. Door is now open, allowing your [AU] icon cards "
     "to enter play.",
     "CardFacts::staple.au_types", "stccg.card.au-door", &ReadAuDoorOpen},
    {"au.may-seed-and-play", "Your [AU] cards may seed and (once per turn) play.",
     "CardFacts::staple.au_types", "stccg.card.au-door", &ReadAuMaySeedAndPlay},
    {"au.personnel-may-play", "You may play [AU] personnel and [Equipment].",
     "CardFacts::staple.au_types", "stccg.card.au-door", &ReadAuPersonnelMayPlay},
    {"au.ignored", "You may ignore [AU] when playing [Films][TNG] cards.",
     "CardFacts::staple.au_types", "stccg.card.au-door", &ReadAuIgnored},
    {"tent.take-each-turn",
     "Once each turn, plays to take a card from your Q's Tent into your hand, either your choice "
     "(discard doorway) or random selection (place doorway on top of your draw deck). Must show "
     "card to opponent. Draw no cards this turn.",
     "CardFacts::staple.takes_from_tent", "stccg.card.qs-tent", &ReadTakesFromTent},
};

}  // namespace

std::span<const Ability<CardFacts>> StapleAbilities() { return kStapleAbilities; }

}  // namespace stardate::engine::stccg
