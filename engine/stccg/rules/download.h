// The rules of downloads (003 "Special Download"; 004 "actions - step 1: initiation"): the card
// whose text downloads, the card it takes and where it plays, and a search that must take a
// valid target.
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/download.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_DOWNLOAD_H_
#define STARDATE_ENGINE_STCCG_RULES_DOWNLOAD_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kDownloadSource{
    "stccg.download.source", kSourceDominion,
    "A card with a special download icon allows you to suspend any action at any time while you "
    "download the specified target card and immediately play it.",
    "A card is downloaded by a card not in play, whose text does not name it, or from "
    "somewhere else than its player's hand or draw deck."};
void DownloadSource(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDownloadLocation{
    "stccg.download.location", kSourceDominion,
    "the special download icon must be at that location",
    "A card downloaded to a location is played where the downloading card is not."};
void DownloadLocation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDownloadInitiation{
    "stccg.download.initiation", kSourceRulings,
    "you must select a target card and complete the download if you have any valid target card "
    "in your deck",
    "A download is begun and abandoned while a valid target is in the player's hand or draw "
    "deck."};
void DownloadInitiation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDownloadOncePerGame{
    "stccg.download.once-per-game", kSourceBase, "once per game per title, never while seeding",
    "A player uses the special download icon of a card title to download the same card title a "
    "second time in one game."};
void DownloadOncePerGame(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDownloadCardTextLimit{
    "stccg.download.card-text-limit", kSourceBase, "Only by card text",
    "A card whose text downloads without a special download icon (\"up to two different mission "
    "specialists\", \"one [WC] card\", \"Once per game ... a ship\") downloads more cards, "
    "or another type of card, than its text says."};
void DownloadCardTextLimit(const StccgState& s, const Event& e, Breaches* out);

// --- Shared with the checks of other areas.
// `cause` is a site whose text downloads "to an unopposed site on this station one card which may
// play there" (Ops): its targets are not written "DL/ {Title}".
bool DownloadsToSite(const StccgState& s, uint16_t cause);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> DownloadRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_DOWNLOAD_H_
