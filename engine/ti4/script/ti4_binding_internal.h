// What the parts of the TI4 script binding share: the verb table (engine/ti4/script/
// ti4_verbs.cc), the reading and printing it drives (ti4_binding.cc) and the header
// (ti4_header.cc).
#ifndef STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_INTERNAL_H_
#define STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_INTERNAL_H_

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/game_state.h"
#include "engine/script/binding.h"
#include "engine/ti4/ti4_state.h"
#include "engine/ti4/units.h"
#include "format/status.h"

namespace stardate::engine::ti4::script_binding {

using script::CardRef;
using script::Error;
using script::PlayerDecl;
using script::ScriptHeader;
using script::ScriptStep;
using script::SourcePos;

// A combat's phrase naming its winner: "won by Bob".
inline constexpr std::string_view kWonBy = "won by ";

// `s` without its leading and trailing spaces.
std::string Trim(std::string s);

// A line being read: the state it is played in, the step, the script's name for messages, and
// how its names read as systems, planets, players and units.
struct Binder {
  const Ti4State& s;
  const ScriptStep& step;
  const std::string& file;

  Status Fail(SourcePos pos, const std::string& what) const { return Error(file, pos, what); }
  Result<uint16_t> System(const CardRef& ref) const;
  Result<uint16_t> Planet(const CardRef& ref) const;
  Result<uint8_t> Player(const std::string& name, SourcePos pos) const;
  Status Want(bool ok, SourcePos pos, const std::string& what) const {
    return ok ? Status::Ok() : Fail(pos, "expected " + what);
  }
  // "'VERB' takes WHAT, found N number(s)" unless the step has `n` numbers.
  Status Numbers(size_t n, std::string_view what) const;
  enum class High { kNone, kOwner, kFrom };  // see Units()
  // `PLAYER places|loses UNITS at SYSTEM|on PLANET`: the units (packed as Units() does, with
  // `high`) and where they are; e->player is set.
  Status UnitsAtOrOn(High high, EventKind kind, Event* e) const;
  // Units of `phrases` (the step's cards) with owner `owner_default`; packs (high << 4 | type)
  // per unit where high is the owner (losses), the source system + 1 (moves) or 0 (placements).
  Result<std::vector<uint16_t>> Units(High high, uint8_t owner_default) const {
    return Units(high, owner_default, step.cards);
  }
  Result<std::vector<uint16_t>> Units(High high, uint8_t owner_default,
                                      const std::vector<CardRef>& phrases) const;
};

// An event being printed: the state before it and its names for systems, planets and players.
struct Printer {
  const Ti4State& s;
  std::string System(uint16_t id) const { return s.SystemName(static_cast<uint16_t>(id - 1)); }
  std::string Planet(uint16_t id) const { return s.PlanetName(static_cast<uint16_t>(id - 1)); }
  std::string Owner(uint16_t high) const {
    return s.PlayerLabel(static_cast<uint8_t>(high)) + ": ";
  }
};

// "2 cruisers" style phrases, one per run of equal units in `packed` (so Binder::Units() reads
// them back in the same order); `prefix(high)` adds the owner, `suffix(high)` the source.
// `raw_types`: the packed values are bare unit types (placements, landings).
std::vector<CardRef> UnitPhrases(const std::vector<uint16_t>& packed, bool raw_types,
                                 const std::function<std::string(uint16_t)>& prefix,
                                 const std::function<std::string(uint16_t)>& suffix);
CardRef Ref(std::string title);

struct VerbRow;
// Reads a line into the event (whose player is set).
using ReadFn = Status (*)(const Binder& b, const VerbRow& row, Event* e);
// Prints the event into the step (whose player and verb are set).
using PrintFn = void (*)(const Printer& p, const VerbRow& row, const Event& e, ScriptStep* step);

// One form of a verb: a line of this form makes an event of `kind`, and an event of `kind`
// prints as the first row of its kind. Reading picks the first row with the line's verb and
// qualifier (or an upper-case placeholder, a word the row's `read` takes from a list). Both
// directions and every message about verbs come from the table.
struct VerbRow {
  std::string_view verb = {};
  bool game = false;                // a game-level step (`phase action`), else a player's
  std::string_view qualifier = {};  // "" none, a fixed word, or a placeholder
  EventKind kind = {};
  std::string_view cards = {};        // what the card list names, for judges ("UNITS", "PLANET"...)
  std::string_view prep = {};         // the preposition before the target ("at|on": either)
  int numbers = 0;                    // how many numbers the line takes
  std::string_view numbers_are = {};  // what they are, for messages
  ReadFn read = nullptr;
  PrintFn print = nullptr;  // null: the verb and the fixed qualifier alone
};

// ---- Whole rounds (ti4_round_verbs.cc): `picks "CARD"`, `uses|follows "CARD", ... [at
// "SYSTEM" | to "PLAYER"]`, `gains command-tokens T F S`, `redistributes T F S`.
Status ReadPick(const Binder& b, const VerbRow& row, Event* e);
void PrintPick(const Printer& p, const VerbRow& row, const Event& e, ScriptStep* step);
Status ReadStrategic(const Binder& b, const VerbRow& row, Event* e);
void PrintStrategic(const Printer& p, const VerbRow& row, const Event& e, ScriptStep* step);
Status ReadPools(const Binder& b, const VerbRow& row, Event* e);
Status ReadResearch(const Binder& b, const VerbRow& row, Event* e);
void PrintResearch(const Printer& p, const VerbRow& row, const Event& e, ScriptStep* step);
void PrintPools(const Printer& p, const VerbRow& row, const Event& e, ScriptStep* step);
// `scores secret "OBJECTIVE"`: a secret objective of data/ti4/secret_objectives.json.
Status ReadSecretScore(const Binder& b, const VerbRow& row, Event* e);
void PrintSecretScore(const Printer& p, const VerbRow& row, const Event& e, ScriptStep* step);

// The table (ti4_verbs.cc), game-level rows first.
std::span<const VerbRow> VerbTable();

// The row's numbers (Binder::Numbers with the row's count and description).
Status RowNumbers(const Binder& b, const VerbRow& row);

// The binding's four functions (engine/script/binding.h, ScriptBinding), for a TI4 state.
Result<engine::Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                               const std::string& file_name);
ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e);
Result<engine::GameSetup> SetupFromHeader(const ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::vector<std::string>& pool_paths);
ScriptHeader HeaderForSetup(const engine::GameSetup& setup);

}  // namespace stardate::engine::ti4::script_binding

#endif  // STARDATE_ENGINE_TI4_SCRIPT_TI4_BINDING_INTERNAL_H_
