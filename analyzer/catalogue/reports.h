// The canned reports of `stardate stats`, run on any catalogue store (the same SQL shape on
// SQLite and ClickHouse, so both give the same numbers). Rates are computed here from the
// integer counts, with the count behind each rate beside it, so small samples are visible.
#ifndef STARDATE_ANALYZER_CATALOGUE_REPORTS_H_
#define STARDATE_ANALYZER_CATALOGUE_REPORTS_H_

#include <string>
#include <vector>

#include "analyzer/catalogue/store.h"
#include "format/status.h"

namespace stardate::analyzer::catalogue {

// One `--where` condition: FIELD OP VALUE, with FIELD one of event, round, date, game,
// affiliation, side (a player's side as the game's module names it: an affiliation, a faction),
// player; OP one of = != >= <= > < (affiliation, side and player: = and != only).
// "date>=2026-01-01", "affiliation=Federation". Every field but side selects games, each with
// all its players (affiliation=X: the games where some player has side X); side=X selects the
// players of side X in the per-player reports (win rates, matchups, facilities, cards) and the
// games they played in the per-game ones (overview, rules, game length, events).
struct Filter {
  std::string field, op, value;
};
// InvalidArgument naming the clause, what was expected and the nearest field.
Result<Filter> ParseFilter(const std::string& clause);

// The report groups `--by` selects.
inline constexpr const char* kByChoices[] = {"affiliation", "player",  "event",   "card",
                                             "rule",        "faction", "station", "dilemma"};

struct Report {
  std::string name;   // "win-rate-by-affiliation", ...
  std::string title;  // a heading for people
  QueryResult table;
};

// Runs the reports of `by` ("" for the overview: every canned report, cards and rules limited
// to the top 20) over the games `filters` select, forks (games.fork_parent) left out unless
// `include_forks`: a fork replays its parent's events, which the parent counts already.
// InvalidArgument for an unknown `by`.
Result<std::vector<Report>> RunReports(QuerySource* source, const std::string& by,
                                       const std::vector<Filter>& filters,
                                       bool include_forks = false);

// The names of every canned report, in the overview's order, then the --by groups' own.
inline constexpr const char* kReportNames[] = {"overview",
                                               "win-rate-by-affiliation",
                                               "matchups",
                                               "facilities-by-affiliation",
                                               "cards",
                                               "rules",
                                               "game-length",
                                               "factions",
                                               "stations",
                                               "dilemmas",
                                               "win-rate-by-player",
                                               "events",
                                               "faction-matchups",
                                               "stations-held"};

// One report by name (cards and rules in full). InvalidArgument for an unknown name.
Result<Report> RunReport(QuerySource* source, const std::string& name,
                         const std::vector<Filter>& filters, bool include_forks = false);

// "57.1%" for 4 of 7 (rounded to the nearest tenth, halves up); "-" for 0 of 0.
std::string Rate(int64_t part, int64_t whole);
// "6.3" for a sum of 63 over 10 (to the nearest tenth, halves up); "-" over 0.
std::string Mean(int64_t sum, int64_t count);

// A query's result as aligned text columns, as CSV (RFC 4180 quoting) and as a JSON array of
// objects (one per row, keys the column names).
std::string TableText(const QueryResult& t);
std::string TableCsv(const QueryResult& t);
std::string TableJson(const QueryResult& t);

// Every report: text under its title; CSV sections ("# name" line, header, rows, blank line);
// JSON {"reports":[{"name","title","rows":[...]}]}.
std::string ReportsText(const std::vector<Report>& reports);
std::string ReportsCsv(const std::vector<Report>& reports);
std::string ReportsJson(const std::vector<Report>& reports);

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_REPORTS_H_
