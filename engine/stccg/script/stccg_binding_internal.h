// What the parts of the 1E script binding share: the verb table (engine/stccg/script/
// stccg_verbs.cc), the reading and printing it drives (stccg_binding.cc) and the header
// (stccg_header.cc).
#ifndef STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_INTERNAL_H_
#define STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_INTERNAL_H_

#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/script/binding.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::script_binding {

using script::CardRef;
using script::Error;
using script::PlayerDecl;
using script::ScriptHeader;
using script::ScriptStep;
using script::SourcePos;

// Where a card a line names is expected, for a bare title (Resolve): the acting player's seed
// deck, hand or cards in play; any mission; any facility or site; any card in play; the acting
// player's Q's Tent side deck.
enum class Want { kNone, kSeedDeck, kHand, kInPlay, kMission, kFacility, kDestination, kSideDeck };

// A line being read: the state it is played in, the step, and the script's name for messages.
struct Line {
  const StccgState& s;
  const ScriptStep& step;
  const std::string& file;

  // The i-th card of the step (the target), resolved for the acting player where `want`
  // expects it, into *out.
  Status Card(size_t i, Want want, const engine::Event& e, uint16_t* out) const;
  Status Target(Want want, const engine::Event& e, uint16_t* out) const;
  // The cards after the first, each resolved where `want` expects it, appended to e->cards.
  Status Others(Want want, engine::Event* e) const;
  // "'VERB' needs a card title" unless the step names `cards` cards, and "'VERB' needs a target"
  // when `target` and it has none.
  Status Expect(size_t cards, bool target) const;
};

struct VerbRow;
// Reads a line into the event (whose player, line and random outcomes are set).
using ReadFn = Status (*)(const Line& line, const VerbRow& row, engine::Event* e);
// Prints the event into the step (whose player and verb are set).
using PrintFn = void (*)(const StccgState& s, const VerbRow& row, const engine::Event& e,
                         ScriptStep* step);

// One form of a verb: a line of this form makes an event of `kind`, and an event of `kind` (with
// `arg`, when several rows make that kind) prints as this form. Reading picks the first row with
// the line's verb and qualifier; printing the first row with the event's kind and arg, else the
// first with its kind. Both directions and every message about verbs come from the table.
struct VerbRow {
  std::string_view verb = {};
  bool game = false;  // a game-level step (`turn 3 Alice`), else a player's
  // The word after the verb: "" none; a lower-case word that picks this row ("seeds mission");
  // an upper-case placeholder for a word of a list the row's `read` takes ("encounters OUTCOME").
  std::string_view qualifier = {};
  EventKind kind = {};
  int32_t arg = 0;             // the event's arg this form gives (stuns 1, wounds 2)
  Want card = Want::kNone;     // the first card: where it is expected; kNone: no card
  Want others = Want::kNone;   // further cards, comma-separated; kNone: none
  std::string_view prep = {};  // printed before the target; "" none
  Want target = Want::kNone;   // the target: where it is expected; kNone: none
  bool target_optional = false;
  int numbers = 0;                    // the most numbers a line of the verb takes
  std::string_view numbers_are = {};  // what two numbers are, for messages
  // A placeholder qualifier's word for the event's arg ("stopped"); null: the fixed qualifier.
  std::string (*word)(int32_t arg) = nullptr;
  ReadFn read = nullptr;    // null: ReadRegular
  PrintFn print = nullptr;  // null: PrintRegular
};

// The table (stccg_verbs.cc), game-level rows first.
std::span<const VerbRow> VerbTable();

// The plain reading of a row: its kind and arg, its cards and target where the row expects them.
Status ReadRegular(const Line& line, const VerbRow& row, engine::Event* e);
// The plain printing: the row's word for the arg or its fixed qualifier, the card, the further
// cards (when the row takes them) and the target after the row's preposition.
void PrintRegular(const StccgState& s, const VerbRow& row, const engine::Event& e,
                  ScriptStep* step);

// A script's title holds no '"': a card title with quotes (Study "Hole in Space") is written
// with typographic ones (Study \u201cHole in Space\u201d), which CardTitle reads back.
std::string ScriptTitle(std::string_view title);
std::string CardTitle(std::string_view written);

// The step's reference to card `id`: its title, with #k when the game has several copies.
CardRef RefFor(const StccgState& s, uint16_t id);
// The player named `name`, if the game has one.
std::optional<uint8_t> FindPlayer(const StccgState& s, const std::string& name);
// The name a step gives player `p` (the first player's for a number no player has).
std::string PlayerLabel(const StccgState& s, uint8_t p);
// The dilemma an encounter names (the attempt's next, else one beneath the mission), or 0.
uint16_t DilemmaFor(const StccgState& s, const CardRef& ref, uint8_t player);
// The word after the verb read as one of the `count` words `word` gives args 0 .. count - 1 (the
// row's, so that it reads what it prints): the arg in *arg, or an error listing the words.
Status QualifierArg(const Line& line, std::string_view what, int count,
                    std::string (*word)(int32_t arg), int32_t* arg);

// The binding's four functions (engine/script/binding.h, ScriptBinding).
Result<engine::Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                               const std::string& file_name);
ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e);
Result<engine::GameSetup> SetupFromHeader(const ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::vector<std::string>& pool_paths);
ScriptHeader HeaderForSetup(const engine::GameSetup& setup);

}  // namespace stardate::engine::stccg::script_binding

#endif  // STARDATE_ENGINE_STCCG_SCRIPT_STCCG_BINDING_INTERNAL_H_
