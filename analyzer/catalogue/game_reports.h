// The reports of each game's own facts: they read the facts the modules declare
// (engine/game_stats.h) by id, so each counts the games of the modules that declare its facts
// and no other, and names no game.
#ifndef STARDATE_ANALYZER_CATALOGUE_GAME_REPORTS_H_
#define STARDATE_ANALYZER_CATALOGUE_GAME_REPORTS_H_

#include <utility>

#include "analyzer/catalogue/report_sql.h"
#include "analyzer/catalogue/reports.h"
#include "format/status.h"

namespace stardate::analyzer::catalogue {

// The fact whose games the faction reports count (TI4's victory points by source).
inline constexpr const char* kVictoryPointFact = "vp_public_objectives";
// The victory-point facts by source, each with its column in the faction report.
inline constexpr std::pair<const char*, const char*> kVpFacts[] = {
    {kVictoryPointFact, "public"},
    {"vp_secret_objectives", "secret"},
    {"vp_custodians", "custodians"},
    {"vp_imperial", "imperial"},
};
// The facts of the station reports: stations held at the end (per player; the fact whose games
// they count), transactions (per player, each counted for both its players) and those between
// two station holders (per game).
inline constexpr const char* kStationsHeld = "stations_held";
inline constexpr const char* kTransactions = "transactions";
inline constexpr const char* kStationTransactions = "station_transactions";
// The station report's query of the players, a part of "stations" with totals of its own.
inline constexpr const char* kStationPlayers = "stations-players";
// The module facts the facilities report sums per side, by id, each with its column.
inline constexpr std::pair<const char*, const char*> kSideFacts[] = {
    {"facilities_seeded", "seeded"},       {"facilities_built", "built"},
    {"facilities_destroyed", "destroyed"}, {"battles", "battles_fought"},
    {"commandeerings", "commandeered"},    {"missions_solved", "missions"},
};

// Per faction (the side of a game declaring the victory-point facts): player-games, decided,
// wins, the win rate, and the mean victory points, in all and by where they came from (public
// and secret objectives, the custodians token, Imperial, and the rest: points the log does not
// say the source of).
Result<Report> FactionReport(const ReportContext& c);

// Space stations, over the games declaring `stations_held`: the games, those where a player
// held a station at the end, the station holders' and the other players' results, the
// transactions and those between two station holders.
Result<Report> StationReport(const ReportContext& c);

// The players of those games by how many stations they held at the end: player-games,
// decided, wins, win rate and mean transactions.
Result<Report> StationsHeldReport(const ReportContext& c);

// Per dilemma (a card an opposing team encountered): the games its owner seeded it in, with
// their decided games, wins and win rate; the encounters, the teams it stopped and the rate.
// `top`: the 20 met most often.
Result<Report> DilemmaReport(const ReportContext& c, bool top);

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_GAME_REPORTS_H_
