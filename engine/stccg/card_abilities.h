// Card abilities: what the engine reads from a card's game text, one table row per wording.
//
// An ability is one recurring wording of game text and what it changes. Its row names it
// ("facility.docks"), quotes the wording as a real card prints it, names the fact it sets and
// the rules that read that fact, and points at the one function that recognises the
// wording and reads it into the card's facts. There are three tables, by what is read:
//  * CardAbilities(): the whole Text of a card, into its CardFacts, when a list is read
//    (card_pool.h). Every row is tried; each sets its own fact.
//  * FacilityAbilities(): one clause of a facility's Text (the clauses of card_text.h), before
//    the facility kind's defaults are applied (DeriveFacilityRules).
//  * SiteAbilities(): one clause of a site's Text (DeriveSiteRules).
//  * DilemmaAbilities(): a dilemma's whole Text, into its DilemmaReading, when it is
//    encountered (ReadDilemma); the first row that reads it.
//    In a clause table the first row that recognises a clause reads it, so a narrower wording
//    comes before a broader one; a clause no row reads is kept or unclassified (card_text.h).
//
// Adding an ability: its function and row beside the table it belongs to (card_abilities.cc,
// facility_abilities.cc, site_abilities.cc), and its case in tests/engine/card_abilities_test.cc
// (a real card that prints the wording, and a near-miss that is not read), which fails for a
// row without one. A card that changes a rule (Red Alert!'s "in place of your normal card play,
// report any number of ...") is such a row too: its fact is what the rule asks of the card, its
// rule the id of the check that honours it (stccg.turn.normal-card-play).
#ifndef STARDATE_ENGINE_STCCG_CARD_ABILITIES_H_
#define STARDATE_ENGINE_STCCG_CARD_ABILITIES_H_

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_pool.h"
#include "engine/stccg/card_text.h"
#include "engine/stccg/card_wording.h"

namespace stardate::engine::stccg {

// ---- Rows -----------------------------------------------------------------------------------

// The words an ability is read from.
struct AbilityText {
  const std::string& printed;  // one clause as printed, or a card's whole Text
  // What wordings are matched against: a clause without its final '.' (wording::Key), or the
  // whole Text.
  const std::string& key;
};

template <typename Facts>
struct Ability {
  std::string_view id;       // "<what the card is>.<what the wording does>": "facility.docks"
  std::string_view wording;  // as a card of the built-in lists prints it
  std::string_view fact;     // what it sets: "FacilityRules::docking"
  // The ids of the rules that read the fact, ", "-separated; "" when none does yet and the
  // fact is kept for people (`stardate cards show`).
  std::string_view rule;
  // Reads the ability into `facts` when `text` is its wording. Returns false, leaving `facts`
  // as it was, when it is not.
  bool (*read)(const AbilityText& text, Facts* facts);
};

// The first row of `table` that reads `text` into `facts`; nullptr when none does.
template <typename Facts>
const Ability<Facts>* ReadClause(std::span<const Ability<Facts>> table, const AbilityText& text,
                                 Facts* facts) {
  for (const Ability<Facts>& row : table) {
    if (row.read(text, facts)) return &row;
  }
  return nullptr;
}

// Reads each clause of `text` (the clauses of card_text.h) with `table`, listing in `read` the
// id of the row that read it; a clause no row reads goes to `other` or `unclassified` as
// card_text.h says.
template <typename Facts>
void ReadClauses(std::span<const Ability<Facts>> table, std::string_view text, Facts* facts,
                 std::vector<std::string_view>* read, std::vector<std::string>* other,
                 std::vector<std::string>* unclassified) {
  for (const std::string& clause : wording::SplitClauses(text)) {
    const std::string key = wording::Key(clause);
    if (const Ability<Facts>* row = ReadClause(table, {clause, key}, facts)) {
      read->push_back(row->id);
    } else {
      wording::Unrecognized(clause, other, unclassified);
    }
  }
}

// ---- Card abilities -------------------------------------------------------------------------

// Read from the whole Text into CardFacts. Rows may look at facts read before them from the
// columns (the card's type), never at another row's.
std::span<const Ability<CardFacts>> CardAbilities();
// The staples' rows (engine/stccg/staple_abilities.cc), the last rows of CardAbilities().
std::span<const Ability<CardFacts>> StapleAbilities();
// Tries every row of CardAbilities() on `facts->text`.
void ReadCardAbilities(CardFacts* facts);

// ---- Facility abilities ---------------------------------------------------------------------

// What a facility's reporting wordings said, applied after the kind's defaults.
struct ReportingText {
  bool none = false;  // "No reporting aboard"
  // "may be used by all players' compatible cards": whoever may report, may from both players
  // (it does not itself allow reporting).
  bool all_players_compatible = false;
  bool all_players_regardless = false;  // "Each player's non-Borg cards may report and mix ..."
  uint32_t excluded = 0;
  bool normal = false;  // "(Normal reporting now allowed.)"
  std::string basis;
};

// What a facility's clauses said: the rules they set directly, and the wordings whose effect
// depends on the facility's kind, settled after every clause is read.
struct FacilityReading {
  FacilityRules* rules = nullptr;  // its kind set before the clauses are read
  ReportingText reporting;
  bool text_docking = false, text_repairs = false, no_repairs = false;
  bool placed_on = false;  // a place introduced by "on"
};

std::span<const Ability<FacilityReading>> FacilityAbilities();

// ---- Site abilities -------------------------------------------------------------------------

std::span<const Ability<SiteRules>> SiteAbilities();

// ---- Dilemma abilities ----------------------------------------------------------------------

// What a dilemma's text fixes, read from its whole Text.
struct DilemmaReading {
  // Its condition in the requirements grammar of mission_requirements.h ("MEDICAL + SCIENCE x3"),
  // "" when none was read; `printed` the words it was read from.
  std::string condition, printed;
  // The condition is the dilemma's only rule: a team that meets it gets past and nothing else
  // happens to it; a team that does not is stopped.
  bool only_rule = false;
  // What the text fixes beside its condition ("Unless 2 SECURITY present, kills one personnel
  // (random selection)."): a team that meets the condition is spared (nothing in the text stops
  // or kills it); one that does not is stopped, or loses `kills` of its personnel (0: every one),
  // when the text says so in words read with certainty (kUnread otherwise).
  enum class Fails : uint8_t { kUnread, kStopped, kKills };
  bool spares = false;
  Fails fails = Fails::kUnread;
  int kills = 0;
};

std::span<const Ability<DilemmaReading>> DilemmaAbilities();
// What the rows of DilemmaAbilities() read from `dilemma`'s Text (the first that reads it).
DilemmaReading ReadDilemma(const CardFacts& dilemma);

// ---- Per card -------------------------------------------------------------------------------

// The ids of the abilities read from `card`: its card abilities in table order, then, for a
// facility or a site, the row that read each clause, in text order (a row once); for a dilemma,
// the row that read its Text.
std::vector<std::string_view> AbilitiesRead(const CardFacts& card);

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_CARD_ABILITIES_H_
