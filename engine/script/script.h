// Script: the text game script format (.sdgame), syntax layer only.
//
// A judge writes a game by hand (like PGN for chess); `stardate dump` prints a log back in the
// same format. This file turns text into an AST with precise errors, and an AST back into
// canonical text. It knows no game: verbs, deck sections and phase names are plain words here,
// and mapping AST <-> events (and rejecting unknown verbs, cards or players) is each game's
// binding's job (engine/script/binding.h). The user reference, with the grammar in EBNF, is
// samples/README.md.
//
// Every syntax error is Status::InvalidArgument with the message
//   "FILE:LINE:COLUMN: expected X, found Y"
// with 1-based line and column (columns count bytes; a UTF-8 byte order mark at the start of
// the text is skipped and not counted) and Y either quoted text ("found '\"Data\"'"), "end of
// line", "end of file" or a byte ("found byte 0x00"), e.g.
//   "game.sdgame:12:27: expected a closing '\"' for the card title, found end of line"
//   "game.sdgame:3:1: expected 'game', found 'player'"
#ifndef STARDATE_ENGINE_SCRIPT_SCRIPT_H_
#define STARDATE_ENGINE_SCRIPT_SCRIPT_H_

#include <cstddef>
#include <cstdint>
#include <optional>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "format/status.h"

namespace stardate::script {

// ---- Limits and constants

inline constexpr int kScriptFormatVersion = 1;        // the only accepted `stardate N`
inline constexpr size_t kMaxScriptLineBytes = 65536;  // per line, terminator excluded

// How a script writes passes: `meta passes "implicit"` in the header leaves them out (a
// response window closes, as if every player passed, at the first line that is no response to
// it: samples/README.md, "Passes"); without the line, or with "explicit", every pass is written.
inline constexpr std::string_view kPassesMetaKey = "passes";
inline constexpr std::string_view kPassesImplicit = "implicit";
inline constexpr std::string_view kPassesExplicit = "explicit";

// ---- AST
//
// Positions point at the first byte of the thing they belong to. Equality compares positions
// too; to compare two scripts "as text", clear the positions first.

struct SourcePos {
  int line = 0;    // 1-based; 0 = not from a parse
  int column = 0;  // 1-based byte column
  bool operator==(const SourcePos&) const = default;
};

// A card reference: `"Runabout"` or `"Runabout"#2` (the second copy of that title).
struct CardRef {
  std::string title;  // non-empty; no '"' and no control character
  int copy = 0;       // 0 = unspecified, else >= 1
  SourcePos pos;      // of the opening '"'
  bool operator==(const CardRef&) const = default;
};

// `  draw "Geordi La Forge" x2` under a `player` line.
struct DeckLine {
  std::string section;  // an identifier other than a header keyword, e.g. "seed", "draw"
  std::string title;    // non-empty
  int count = 1;        // >= 1
  SourcePos pos;        // of the section word
  bool operator==(const DeckLine&) const = default;
};

struct PlayerDecl {
  std::string name;  // non-empty; see FormatName()
  std::vector<DeckLine> deck;
  SourcePos pos;  // of the name
  bool operator==(const PlayerDecl&) const = default;
};

struct ScriptHeader {
  std::string format_version;  // "" (no `stardate` line) or "1"
  std::string game;            // identifier: a registered rules module's name (engine/registry.h)
  uint64_t seed = 0;
  bool has_seed = false;  // true once the `seed` line was read
  // `seed N secret`: the log gets the seed's commitment, not the seed (stardate reveal).
  bool seed_secret = false;
  std::string randomness;  // "" = absent (the table's), "table" or "seed"; see samples/README.md
  std::string event;       // "" = absent
  std::string round;       // "" = absent
  std::vector<std::pair<std::string, std::string>> meta;  // (identifier key, value), keys unique
  // The card lists of the pool line, in order (`pool "Physical.csv" "Virtual.csv"`); empty =
  // no pool line (the built-in lists).
  std::vector<std::string> pool;
  std::vector<PlayerDecl> players;  // names unique, in declaration order
  bool operator==(const ScriptHeader&) const = default;
};

// True when `header` leaves passes out (`meta passes "implicit"`).
bool ImplicitPasses(const ScriptHeader& header);
// `header` with its `meta passes` line saying `implicit` (or "explicit"): the line is replaced
// where it stands, added at the end of the meta lines when absent, and left absent for an
// explicit script that had none (so that it reads exactly as before).
void SetPassesForm(ScriptHeader* header, bool implicit);

// One body line. A player step starts with a declared player's name:
//   PLAYER VERB [QUALIFIER] [CARD {, CARD}] [PREP CARD] {NUMBER} [random N{,N}]
// any other line is a game-level step:
//   VERB {NUMBER} [NAME] [random N{,N}]
// e.g. `Alice seeds facility "Federation Outpost" at "Relocate Settlers"` has player "Alice",
// verb "seeds", qualifier "facility", one card, prep "at" and a target; `turn 1 Alice` has
// verb "turn", numbers {1} and word "Alice"; `phase "card play"` has word "card play".
struct ScriptStep {
  SourcePos pos;       // of the first word (player name or verb)
  int indent = 0;      // nesting level: leading columns / 2 (a tab counts 2); cosmetic
  std::string player;  // "" = game-level step
  std::string verb;    // identifier
  SourcePos verb_pos;
  std::string qualifier;       // player steps: a bare word right after the verb, or ""
  std::vector<CardRef> cards;  // player steps
  // Player steps: "to", "at", "on", "from", "under" or "beside"; "" = none.
  std::string prep;
  // Set exactly when prep is non-empty; after "beside", a player's name (its title, copy 0).
  std::optional<CardRef> target;
  std::vector<int64_t> numbers;
  std::string word;  // game-level steps: the NAME argument, or ""
  SourcePos word_pos;
  std::vector<uint32_t> random;  // written random outcomes; empty = none written
  std::string comment;           // trailing comment without '#', trimmed; "" = none
  bool operator==(const ScriptStep&) const = default;
};

struct Script {
  ScriptHeader header;
  std::vector<ScriptStep> steps;
  bool operator==(const Script&) const = default;
};

// ---- Parsing

// Parses a script fed one line at a time, answering each line at once (for `stardate record -`
// reading standard input while the game is played). ParseScript() is built on it.
//
// A line that fails leaves the parser exactly as it was except that the line still counts
// toward line numbers, so an interactive caller may report the error and read the line again;
// a file reader simply stops.
class ScriptLineParser {
 public:
  // `file_name` is used in error messages only.
  explicit ScriptLineParser(std::string file_name);

  // Feeds the next line. `line` excludes its terminator, though a trailing "\n" or "\r\n" is
  // tolerated and dropped; any other control byte but tab, a line longer than
  // kMaxScriptLineBytes and invalid UTF-8 are errors.
  // @return the step when the line is a body step; nullopt for header lines, the `---` line,
  //         blank lines and comment lines; InvalidArgument for a syntax error.
  Result<std::optional<ScriptStep>> FeedLine(std::string_view line);

  // Starts a parser in the body of a script whose header is `header`: the next line fed is
  // line 1 of a continuation script (the body grammar without a header), as `stardate fork`
  // reads one. Call before any FeedLine().
  void StartInBody(ScriptHeader header) {
    header_ = std::move(header);
    state_ = State::kBody;
  }

  // Call at end of input. @return Ok when the header was complete (`---` seen), else
  // InvalidArgument "FILE:N:1: expected ..., found end of file" (N = lines fed + 1).
  Status Finish() const;

  // True once the `---` line was read: header() is complete and lines are body steps.
  bool header_done() const { return state_ == State::kBody; }
  // The header read so far (complete once header_done()).
  const ScriptHeader& header() const { return header_; }
  // Number of lines fed so far (including failed ones).
  int line_number() const { return line_number_; }
  const std::string& file_name() const { return file_name_; }

 private:
  enum class State { kStart, kAfterFormat, kAfterGame, kExtras, kPlayers, kBody };
  class Scanner;

  Status ParseHeaderLine(Scanner& s);
  // One header line each, the scanner at its first word (script_header.cc).
  Status ParseFormatLine(Scanner& s);
  Status ParseGameLine(Scanner& s);
  Status ParseSeedLine(Scanner& s);
  Status ParseRandomnessLine(Scanner& s);
  Status ParsePoolLine(Scanner& s);
  Status ParseQuotedLine(Scanner& s, std::string_view expected, std::string_view what,
                         std::string* field);
  Status ParseMetaLine(Scanner& s);
  Status ParsePlayerLine(Scanner& s);
  Status ParseDeckLine(Scanner& s);
  Result<std::optional<ScriptStep>> ParseStep(Scanner& s) const;
  std::string ExpectedHeaderLine() const;
  bool IsPlayer(std::string_view name) const;
  // The error for a step whose first word (`word`, at column `at`) is no declared player.
  Status NotAPlayer(const Scanner& s, size_t at, const std::string& word) const;

  std::string file_name_;
  int line_number_ = 0;
  State state_ = State::kStart;
  bool seed_allowed_ = false;  // while a line right after `game` is read as an extra line
  ScriptHeader header_;
};

// Parses a whole script; lines end with "\n" or "\r\n".
// @return the script, or the first error (see ScriptLineParser).
Result<Script> ParseScript(std::string_view text, const std::string& file_name);

// ---- Formatting
//
// Canonical text: the header lines in the order of the grammar (stardate, game, seed, event,
// round, meta, pool, players with their deck lines indented by 2 spaces), `---`, then one step
// per line indented by 2 spaces per level, with `  # comment` when the comment is non-empty.
// Seeds are decimal; names are bare when they are identifiers, else quoted; card lists are
// separated by ", "; random outcomes by ",". Whole-line comments are not part of the AST and
// are not written.
//
// Precondition (asserted in debug builds): the AST is one ParseScript() could return, i.e.
// the field contracts above hold, titles/names/comments contain no '"' (comments: no line
// break) or control characters, and no game-level verb is a player's name (it would read
// back as a player step). Then ParseScript(FormatScript(s)) == s, positions aside.

// `"Title"` or `"Title"#k`.
std::string FormatCardRef(const CardRef& card);
// `Alice` when `name` is an identifier other than a reserved word (to, at, on, from, under,
// random), else `"Jean-Luc Picard"`.
std::string FormatName(std::string_view name);
// The header lines through `---`, each ending with "\n".
std::string FormatHeader(const ScriptHeader& header);
// One step line without its "\n".
std::string FormatStep(const ScriptStep& step);
// FormatHeader() followed by every FormatStep() line, each ending with "\n".
std::string FormatScript(const Script& script);

}  // namespace stardate::script

#endif  // STARDATE_ENGINE_SCRIPT_SCRIPT_H_
