// The recurring wordings of facility and site game text, for the abilities that read them
// (engine/stccg/card_abilities.h): text helpers, clauses, places, seed/build and reporting
// wordings. Internal to the card text derivation; the contract is card_text.h's.
#ifndef STARDATE_ENGINE_STCCG_CARD_WORDING_H_
#define STARDATE_ENGINE_STCCG_CARD_WORDING_H_

#include <cstdint>
#include <optional>
#include <regex>
#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_text.h"
#include "engine/text.h"

namespace stardate::engine::stccg::wording {

// ---- Text helpers ---------------------------------------------------------------------------

using engine::Contains;  // engine/text.h
using engine::Trim;
bool StartsWith(std::string_view s, std::string_view prefix);
bool EndsWith(std::string_view s, std::string_view suffix);
void AddUnique(std::vector<std::string>* list, std::string value);  // appends if absent
// The "[...]" tokens of `text`, without brackets, in order: "[Cmd][GQ]" -> {"Cmd", "GQ"}. The
// views point into `text`.
std::vector<std::string_view> BracketTokens(std::string_view text);
// The affiliation of one icon token ("FED", "Baj", "Sta"), or 0.
uint32_t IconAffiliation(std::string_view token);
// "one" .. "ten" or digits; -1 otherwise.
int SmallNumber(std::string_view word);
bool IsNumber(std::string_view word);                // digits only, at least one
std::vector<std::string> Words(std::string_view s);  // split at spaces
std::string Join(const std::vector<std::string>& words, std::string_view sep);
bool Match(const std::string& s, const std::regex& re, std::smatch* m);  // whole string
bool Match(const std::string& s, const std::regex& re);
// "Alpha", "Gamma", "Delta", "Mirror"; nullopt for another word.
std::optional<Quadrant> QuadrantWord(std::string_view word);

// ---- Clauses --------------------------------------------------------------------------------

// Cuts game text into clauses (see the contract in card_text.h). Clauses are trimmed and
// keep their final '.'.
std::vector<std::string> SplitClauses(std::string_view text);
// The clause without its final '.', for matching ("(Not duplicatable.)" and a final "V.I.P."
// keep theirs).
std::string Key(const std::string& clause);
// A clause no wording matched: kept in `other` when it has no rule word (card_text.h), else
// added to `unclassified` with the reason.
void Unrecognized(const std::string& clause, std::vector<std::string>* other,
                  std::vector<std::string>* unclassified);

// ---- Seeding, building and places -----------------------------------------------------------

// One seed/build/play wording, e.g. "Seed one at any [S] mission OR build at any [S] mission
// where you have any ENGINEER".
struct SeedBuildWording {
  bool seed = false, seed_one = false, uncontrolled = false, mission_phase = false;
  bool build = false;
  std::string preposition;  // "at" or "on"
  std::string place;        // "" = not stated
  bool separate_build_place = false;
  std::string build_place;
  std::string build_also;  // "(or at an assimilated planet)" -> "an assimilated planet"
  std::string seed_note;   // "(you may also seed one [Univ] D'Kora face up here)"
  bool engineer = false;
  std::string engineer_article, engineer_qualifier;
};
// nullopt if the clause is not a seed/build/play wording.
std::optional<SeedBuildWording> ParseSeedBuild(std::string_view clause);

// Reads the place of a seed/build wording (the words after "at"/"on"), e.g. "any [S] mission
// with no affiliation icons", "{Bajor}", "a [KAZ] or [NON] mission". Returns the alternatives,
// or {} with *reason set. `headquarters` makes a named place a homeworld.
std::vector<Placement> ParsePlace(const std::string& place, bool headquarters, std::string* reason);

// "Federation", "Non-Aligned [DQ]", "[Sta][TE]", "Klaestron" (the words before "ENGINEER").
EngineerRequirement ParseEngineer(std::string_view article, std::string_view qualifier);

// ---- Features -------------------------------------------------------------------------------

// A clause that names a feature of a facility or site: "Has a Holodeck" -> "Holodeck", "Tractor
// Beam" -> "Tractor Beam"; nullopt for another clause. `key` as Key() gives it.
std::optional<std::string> ParseFeature(const std::string& key);

// ---- Reporting ------------------------------------------------------------------------------

// "OFFICER", "ENGINEER", "MEDICAL", "SCIENCE", "SECURITY", "CIVILIAN", "V.I.P.".
bool IsClassification(std::string_view word);
// "<cards> may report here ..." and its variants; nullopt if the clause is not one.
std::optional<ReportClause> ParseReportClause(const std::string& clause);

}  // namespace stardate::engine::stccg::wording

#endif  // STARDATE_ENGINE_STCCG_CARD_WORDING_H_
