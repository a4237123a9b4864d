// The Twilight Imperium 4 catalogue of the base game: factions, strategy cards, technologies,
// action cards and objectives, read from the community data kept in data/ti4/ (factions.json,
// strategy_cards.json, technologies.json, action_cards.json, public_objectives.json,
// secret_objectives.json; see data/README.md for their sources).
//
// As for systems and planets (ti4_data.h), the files are loaded, never retyped: an id is the
// file's id ("gd", "base1", "sol") and the values are the file's. Nothing in the rules reads
// the catalogue yet; `stardate cards show` prints its entries.
#ifndef STARDATE_ENGINE_TI4_TI4_CATALOG_H_
#define STARDATE_ENGINE_TI4_TI4_CATALOG_H_

#include <string>
#include <string_view>
#include <vector>

#include "data/shipped_data.h"
#include "format/status.h"

namespace stardate::engine::ti4 {

class Ti4Data;

struct FactionInfo {
  std::string id;                           // "sol"
  std::string name;                         // "The Federation of Sol"
  std::string home_system;                  // the tile id of systems.ts, "01"
  int commodities = 0;                      // the commodity value on the faction sheet
  std::vector<std::string> home_planets;    // planet ids of planets.ts
  std::vector<std::string> starting_techs;  // technology ids
  std::vector<std::string> faction_techs;   // technology ids
};

struct StrategyCardInfo {
  std::string id;  // "pok1leadership"
  std::string name;
  int initiative = 0;  // 1 to 8
};

struct TechInfo {
  std::string id;                  // "gd"
  std::string name;                // "Gravity Drive"
  std::vector<std::string> types;  // "PROPULSION", "BIOTIC", "CYBERNETIC", "WARFARE", ...
  // One letter a prerequisite, as the file writes them: B(lue, propulsion), G(reen,
  // biotic), R(ed, warfare), Y(ellow, cybernetic); "BB" is two blue technologies.
  std::string prerequisites;
  std::string faction;     // the faction id of a faction technology, "" otherwise
  std::string upgrade_of;  // the unit a unit upgrade replaces ("cv2"), "" otherwise
};

struct ActionCardInfo {
  std::string id;  // "dh1": each copy of a card is an entry
  std::string name;
  std::string phase;   // "Action", "Agenda", ...
  std::string window;  // when it is played
  std::string text;
};

struct ObjectiveInfo {
  std::string id;  // "amass_wealth"
  std::string name;
  std::string phase;  // "Status", "Action", "Agenda"
  std::string text;
  int points = 0;  // 1 (stage I), 2 (stage II); a secret objective is worth 1
  bool secret = false;
};

class Ti4Catalog {
 public:
  // At most this many entries a file, and this many bytes a file: the catalogue is the base
  // game, a few hundred entries, and a file past these is not one.
  static constexpr size_t kMaxEntries = 4096;
  static constexpr size_t kMaxBytes = 4 << 20;

  // Reads the six files, in the order of data::Ti4CatalogFiles() (each with the name its
  // errors use). Errors name the file and line (and the column of a malformed literal): an
  // entry without an id or name, a duplicate id, a number out of range, a prerequisite that
  // is not B, G, R or Y, a technology of a faction factions.json lacks, and, when `board` is
  // given, a home system or planet the system and planet data lack.
  static Result<Ti4Catalog> Parse(const std::vector<data::ShippedFile>& files,
                                  const Ti4Data* board = nullptr);

  // The files built into the program, read once and checked against the built-in systems and
  // planets. Fails only if the built-in files are broken (a test reads them).
  static Result<const Ti4Catalog*> Shipped();

  const std::vector<FactionInfo>& factions() const { return factions_; }
  const std::vector<StrategyCardInfo>& strategy_cards() const { return strategy_cards_; }
  const std::vector<TechInfo>& techs() const { return techs_; }
  const std::vector<ActionCardInfo>& action_cards() const { return action_cards_; }
  // Public objectives, then secret ones, each in file order.
  const std::vector<ObjectiveInfo>& objectives() const { return objectives_; }

  // By id (exact) or name (ASCII case-insensitive); the first entry in file order, or nullptr.
  const FactionInfo* FindFaction(std::string_view id_or_name) const;
  const TechInfo* FindTech(std::string_view id_or_name) const;

 private:
  std::vector<FactionInfo> factions_;
  std::vector<StrategyCardInfo> strategy_cards_;
  std::vector<TechInfo> techs_;
  std::vector<ActionCardInfo> action_cards_;
  std::vector<ObjectiveInfo> objectives_;
};

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_TI4_CATALOG_H_
