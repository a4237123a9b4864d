#include "engine/script/script.h"

#include <catch2/catch.hpp>
#include <fstream>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

namespace stardate::script {
namespace {

constexpr const char* kFile = "game.sdgame";

// Five header lines: the first body line is line 6.
const std::string kHeader = "game stccg1e\nseed 1\nplayer Alice\nplayer Bob\n---\n";

// The example of samples/README.md and of the format's brief, comments included.
const std::string kExample =
    R"(# Comments start with '#' (outside quotes) and run to end of line. Blank lines ignored.
stardate 1                      # optional format line, first non-comment line if present
game stccg1e                    # required: game kind (identifier)
seed 20261122                   # required: decimal or 0x hex, fits uint64
event "Stardate Open 2026"      # optional quoted string
round "Swiss 3"                 # optional
meta date "2026-11-22"          # optional, repeatable: key (identifier) and quoted value
pool "samples/cards/stccg1e-pool.csv"   # optional card pool path
player Alice                    # a player: identifier (letters, digits, _ -) or quoted name
  seed "Federation Outpost"     # deck lines, indented under player: section seed|draw, title, optional count "x3"
  seed "Relocate Settlers"
  draw "Geordi La Forge" x2
player Bob
  draw "Weyoun"
---                             # a line of three or more dashes ends the header
Alice seeds mission "Relocate Settlers"
Alice seeds facility "Federation Outpost" at "Relocate Settlers"
phase "card play"               # a line with no player: game-level directive (phase NAME, turn N PLAYER)
turn 1 Alice
Alice draws "Geordi La Forge"   # written outcome (optional card)
Alice reports "Geordi La Forge" to "Federation Outpost"
  Bob passes                    # indentation is cosmetic (shows response nesting)
  Alice passes
Alice flies "Runabout"#2 to "Alter Records"    # "Title"#k: the k-th copy of that title (k >= 1)
Alice beams "Data", "Geordi La Forge" to "Alter Records"
Alice plays "Red Alert!"
Alice plays "Wormhole" on "Runabout"
Alice docks "Runabout" at "Federation Outpost"
Alice undocks "Runabout"
Alice builds "Federation Outpost" at "Alter Records"
Alice discards "Data"
Alice shuffles
Alice concedes
Alice draws
resolves                          # a game-level step (engine-emitted resolution; optional in scripts)
Bob passes  # comment
)";

// FormatScript(ParseScript(kExample)).
const std::string kExampleCanonical = R"(stardate 1
game stccg1e
seed 20261122
event "Stardate Open 2026"
round "Swiss 3"
meta date "2026-11-22"
pool "samples/cards/stccg1e-pool.csv"
player Alice
  seed "Federation Outpost"
  seed "Relocate Settlers"
  draw "Geordi La Forge" x2
player Bob
  draw "Weyoun"
---
Alice seeds mission "Relocate Settlers"
Alice seeds facility "Federation Outpost" at "Relocate Settlers"
phase "card play"  # a line with no player: game-level directive (phase NAME, turn N PLAYER)
turn 1 Alice
Alice draws "Geordi La Forge"  # written outcome (optional card)
Alice reports "Geordi La Forge" to "Federation Outpost"
  Bob passes  # indentation is cosmetic (shows response nesting)
  Alice passes
Alice flies "Runabout"#2 to "Alter Records"  # "Title"#k: the k-th copy of that title (k >= 1)
Alice beams "Data", "Geordi La Forge" to "Alter Records"
Alice plays "Red Alert!"
Alice plays "Wormhole" on "Runabout"
Alice docks "Runabout" at "Federation Outpost"
Alice undocks "Runabout"
Alice builds "Federation Outpost" at "Alter Records"
Alice discards "Data"
Alice shuffles
Alice concedes
Alice draws
resolves  # a game-level step (engine-emitted resolution; optional in scripts)
Bob passes  # comment
)";

Script Parse(std::string_view text) {
  Result<Script> script = ParseScript(text, kFile);
  INFO(script.status().message());
  REQUIRE(script.ok());
  return std::move(script).value();
}

// The message of the error that parsing `text` must give.
std::string Error(std::string_view text) {
  Result<Script> script = ParseScript(text, kFile);
  REQUIRE_FALSE(script.ok());
  CHECK(script.status().code() == Status::Code::kInvalidArgument);
  return script.status().message();
}

std::string BodyError(std::string_view body) { return Error(kHeader + std::string(body)); }

// The one step of `line` under kHeader.
ScriptStep Step(std::string_view line) {
  Script script = Parse(kHeader + std::string(line) + "\n");
  REQUIRE(script.steps.size() == 1);
  return script.steps[0];
}

CardRef Card(std::string title, int copy = 0) { return CardRef{std::move(title), copy, {}}; }

void ClearPositions(CardRef* card) { card->pos = {}; }

// Positions depend on spacing; compare scripts as syntax.
Script WithoutPositions(Script script) {
  for (PlayerDecl& player : script.header.players) {
    player.pos = {};
    for (DeckLine& line : player.deck) line.pos = {};
  }
  for (ScriptStep& step : script.steps) {
    step.pos = step.verb_pos = step.word_pos = {};
    for (CardRef& card : step.cards) ClearPositions(&card);
    if (step.target) ClearPositions(&*step.target);
  }
  return script;
}

std::vector<std::string> Lines(std::string_view text) {
  std::vector<std::string> lines;
  size_t begin = 0;
  while (begin < text.size()) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    lines.emplace_back(text.substr(begin, end - begin));
    begin = end + 1;
  }
  return lines;
}

std::string Replace(std::string text, std::string_view from, std::string_view to) {
  for (size_t at = text.find(from); at != std::string::npos; at = text.find(from, at + to.size())) {
    text.replace(at, from.size(), to);
  }
  return text;
}

// ---- Whole scripts

TEST_CASE("Script parses the full example header", "[recorder]") {
  Script script = Parse(kExample);
  const ScriptHeader& h = script.header;
  CHECK(h.format_version == "1");
  CHECK(h.game == "stccg1e");
  CHECK(h.has_seed);
  CHECK(h.seed == 20261122u);
  CHECK(h.event == "Stardate Open 2026");
  CHECK(h.round == "Swiss 3");
  CHECK(h.meta == std::vector<std::pair<std::string, std::string>>{{"date", "2026-11-22"}});
  CHECK(h.pool == std::vector<std::string>{"samples/cards/stccg1e-pool.csv"});
  REQUIRE(h.players.size() == 2);
  CHECK(h.players[0].name == "Alice");
  CHECK(h.players[0].pos == SourcePos{9, 8});
  REQUIRE(h.players[0].deck.size() == 3);
  CHECK(h.players[0].deck[0] == DeckLine{"seed", "Federation Outpost", 1, {10, 3}});
  CHECK(h.players[0].deck[1] == DeckLine{"seed", "Relocate Settlers", 1, {11, 3}});
  CHECK(h.players[0].deck[2] == DeckLine{"draw", "Geordi La Forge", 2, {12, 3}});
  CHECK(h.players[1].name == "Bob");
  CHECK(h.players[1].deck == std::vector<DeckLine>{{"draw", "Weyoun", 1, {14, 3}}});
}

TEST_CASE("Script parses the full example body", "[recorder]") {
  Script script = Parse(kExample);
  REQUIRE(script.steps.size() == 21);
  const std::vector<ScriptStep>& s = script.steps;

  CHECK(s[0].pos == SourcePos{16, 1});
  CHECK(s[0].player == "Alice");
  CHECK(s[0].verb == "seeds");
  CHECK(s[0].verb_pos == SourcePos{16, 7});
  CHECK(s[0].qualifier == "mission");
  CHECK(s[0].cards == std::vector<CardRef>{{"Relocate Settlers", 0, {16, 21}}});
  CHECK_FALSE(s[0].target.has_value());

  CHECK(s[1].qualifier == "facility");
  CHECK(s[1].prep == "at");
  CHECK(s[1].target == CardRef{"Relocate Settlers", 0, {17, 46}});

  CHECK(s[2].player.empty());
  CHECK(s[2].verb == "phase");
  CHECK(s[2].word == "card play");
  CHECK(s[2].word_pos == SourcePos{18, 7});
  CHECK(s[2].cards.empty());
  CHECK(s[2].comment == "a line with no player: game-level directive (phase NAME, turn N PLAYER)");

  CHECK(s[3].player.empty());
  CHECK(s[3].verb == "turn");
  CHECK(s[3].numbers == std::vector<int64_t>{1});
  CHECK(s[3].word == "Alice");

  CHECK(s[4].verb == "draws");
  CHECK(s[4].cards.size() == 1);
  CHECK(s[4].comment == "written outcome (optional card)");

  CHECK(s[6].indent == 1);
  CHECK(s[6].player == "Bob");
  CHECK(s[6].verb == "passes");
  CHECK(s[6].pos == SourcePos{22, 3});
  CHECK(s[7].indent == 1);

  CHECK(s[8].cards == std::vector<CardRef>{{"Runabout", 2, {24, 13}}});
  CHECK(s[8].prep == "to");
  CHECK(s[8].target->title == "Alter Records");
  CHECK(s[8].comment == "\"Title\"#k: the k-th copy of that title (k >= 1)");

  REQUIRE(s[9].cards.size() == 2);
  CHECK(s[9].cards[0].title == "Data");
  CHECK(s[9].cards[1] == CardRef{"Geordi La Forge", 0, {25, 21}});

  CHECK(s[11].prep == "on");
  CHECK(s[13].verb == "undocks");
  CHECK(s[13].cards.size() == 1);
  CHECK_FALSE(s[13].target.has_value());
  CHECK(s[16].verb == "shuffles");
  CHECK(s[16].cards.empty());
  CHECK(s[18].verb == "draws");
  CHECK(s[18].cards.empty());

  CHECK(s[19].player.empty());
  CHECK(s[19].verb == "resolves");
  CHECK(s[19].word.empty());
  CHECK(s[20].player == "Bob");
  CHECK(s[20].comment == "comment");
}

TEST_CASE("Script formats the full example canonically", "[recorder]") {
  CHECK(FormatScript(Parse(kExample)) == kExampleCanonical);
}

TEST_CASE("Script canonical text is a fixed point of parse and format", "[recorder]") {
  CHECK(FormatScript(Parse(kExampleCanonical)) == kExampleCanonical);
}

TEST_CASE("Script round trip through canonical text keeps the syntax tree", "[recorder]") {
  Script original = Parse(kExample);
  Script again = Parse(FormatScript(original));
  CHECK(WithoutPositions(again) == WithoutPositions(original));
}

TEST_CASE("Script round trip keeps names, numbers and random outcomes that need care",
          "[recorder]") {
  Script script;
  script.header.game = "stccg1e";
  script.header.seed = 0xFFFFFFFFFFFFFFFFull;
  script.header.has_seed = true;
  script.header.meta = {{"judge", "Q"}, {"table", "12 # back"}};
  script.header.players = {{"Jean-Luc Picard", {{"seed", "Quark's Bar", 3, {}}}, {}},
                           {"random", {}, {}},
                           {"to", {}, {}}};

  ScriptStep beam;
  beam.indent = 3;
  beam.player = "Jean-Luc Picard";
  beam.verb = "beams";
  beam.qualifier = "aboard";
  beam.cards = {Card("Yak'Talon", 1), Card("Odo Founder", 12)};
  beam.prep = "under";
  beam.target = Card("Empok Nor");
  beam.numbers = {-9223372036854775807 - 1, 0, 9223372036854775807};
  beam.random = {0, 4294967295u};
  beam.comment = "a # inside";

  ScriptStep turn;
  turn.verb = "turn";
  turn.numbers = {2};
  turn.word = "random";  // a reserved word: written quoted

  ScriptStep phase;
  phase.verb = "phase";
  phase.word = "end of turn";

  ScriptStep pass;
  pass.player = "to";
  pass.verb = "passes";

  ScriptStep shuffle;
  shuffle.player = "random";
  shuffle.verb = "shuffles";
  shuffle.random = {3, 1, 2};
  script.steps = {beam, turn, phase, pass, shuffle};

  std::string text = FormatScript(script);
  CHECK(text ==
        "game stccg1e\n"
        "seed 18446744073709551615\n"
        "meta judge \"Q\"\n"
        "meta table \"12 # back\"\n"
        "player \"Jean-Luc Picard\"\n"
        "  seed \"Quark's Bar\" x3\n"
        "player \"random\"\n"
        "player \"to\"\n"
        "---\n"
        "      \"Jean-Luc Picard\" beams aboard \"Yak'Talon\"#1, \"Odo Founder\"#12 under "
        "\"Empok Nor\" -9223372036854775808 0 9223372036854775807 random 0,4294967295  # a # "
        "inside\n"
        "turn 2 \"random\"\n"
        "phase \"end of turn\"\n"
        "\"to\" passes\n"
        "\"random\" shuffles random 3,1,2\n");
  CHECK(WithoutPositions(Parse(text)) == script);
}

TEST_CASE("Script parses the worked example of samples/README.md", "[recorder]") {
  std::ifstream in(std::string(STARDATE_SOURCE_DIR) + "/samples/README.md");
  REQUIRE(in);
  std::stringstream readme;
  readme << in.rdbuf();
  std::string text = readme.str();
  size_t begin = text.find("```\n");
  REQUIRE(begin != std::string::npos);
  begin += 4;
  std::string example = text.substr(begin, text.find("```", begin) - begin);
  Script script = Parse(example);
  CHECK(script.header.players.size() == 2);
  CHECK(script.steps.size() == 20);
  CHECK(WithoutPositions(Parse(FormatScript(script))) == WithoutPositions(script));
}

TEST_CASE("Script reads CRLF line ends like LF", "[recorder]") {
  CHECK(Parse(Replace(kExample, "\n", "\r\n")) == Parse(kExample));
}

TEST_CASE("Script skips a UTF-8 byte order mark without counting it", "[recorder]") {
  Script script = Parse("\xEF\xBB\xBFgame stccg1e\nseed 1\n---\n");
  CHECK(script.header.game == "stccg1e");
  CHECK(Error("\xEF\xBB\xBFgame 1x\n") ==
        "game.sdgame:1:6: expected a game kind after 'game', found '1x'");
}

TEST_CASE("Script needs no players and no body", "[recorder]") {
  Script script = Parse("game stccg1e\nseed 0x1F\n---");
  CHECK(script.header.seed == 31u);
  CHECK(script.header.players.empty());
  CHECK(script.steps.empty());
  CHECK(Parse("game g\nseed 0xffffffffffffffff\n---\n").header.seed == 0xFFFFFFFFFFFFFFFFull);
}

TEST_CASE("Script takes header extras in any order and blank lines anywhere", "[recorder]") {
  Script script = Parse(
      "\n# first\n\ngame g\n\nseed 7\npool \"p.csv\"\nmeta b \"2\"\nround \"R\"\n"
      "meta a \"1\"\nevent \"E\"\nplayer \"Zoë Quark\"\n\n  # deck follows\n"
      "draw \"Ops\"   \n  draw \"Ops\" x1\n-----\n\n   \n");
  const ScriptHeader& h = script.header;
  CHECK(h.format_version.empty());
  CHECK(h.event == "E");
  CHECK(h.round == "R");
  CHECK(h.pool == std::vector<std::string>{"p.csv"});
  CHECK(h.meta == std::vector<std::pair<std::string, std::string>>{{"b", "2"}, {"a", "1"}});
  REQUIRE(h.players.size() == 1);
  CHECK(h.players[0].name == "Zoë Quark");
  CHECK(h.players[0].deck.size() == 2);
  CHECK(script.steps.empty());
}

// ---- Body lines

TEST_CASE("Script keeps UTF-8 and punctuation in titles", "[recorder]") {
  ScriptStep step = Step(
      "Alice beams \"Empok Nor\", \"Odo Founder\", \"Ops\", \"Yak'Talon\", \"Quark's Bar\", "
      "\"Café Ω: 'Red Alert!'.\" to \"Deep Space 9\"");
  CHECK(step.cards == std::vector<CardRef>{{"Empok Nor", 0, {6, 13}},
                                           {"Odo Founder", 0, {6, 26}},
                                           {"Ops", 0, {6, 41}},
                                           {"Yak'Talon", 0, {6, 48}},
                                           {"Quark's Bar", 0, {6, 61}},
                                           {"Café Ω: 'Red Alert!'.", 0, {6, 76}}});
  // Columns count bytes: 'é' and 'Ω' are two bytes each.
  CHECK(step.target == CardRef{"Deep Space 9", 0, {6, 105}});
}

TEST_CASE("Script reads '#' after a closing quote as a copy and inside quotes as text",
          "[recorder]") {
  ScriptStep step = Step("Alice plays \"Tribble #7\"#2 on \"Runabout\"#11  # note \"#3\"");
  CHECK(step.cards == std::vector<CardRef>{{"Tribble #7", 2, {6, 13}}});
  CHECK(step.target == CardRef{"Runabout", 11, {6, 31}});
  CHECK(step.comment == "note \"#3\"");

  CHECK(Step("Alice plays \"Data\" #2").cards == std::vector<CardRef>{{"Data", 0, {6, 13}}});
  CHECK(Step("Alice plays \"Data\" #2").comment == "2");
  CHECK(Step("Alice plays \"Data\"#2#3").comment == "3");
}

TEST_CASE("Script tells player steps from game-level steps by the declared names", "[recorder]") {
  ScriptStep quoted = Step("\"Alice\" passes");
  CHECK(quoted.player == "Alice");
  CHECK(quoted.verb_pos == SourcePos{6, 9});

  ScriptStep other = Step("Carol passes");  // not a declared player: a game-level verb
  CHECK(other.player.empty());
  CHECK(other.verb == "Carol");
  CHECK(other.word == "passes");

  ScriptStep phase = Step("phase seed-dilemma");
  CHECK(phase.word == "seed-dilemma");
  ScriptStep turn = Step("turn -3 \"Bob\" random 4");
  CHECK(turn.numbers == std::vector<int64_t>{-3});
  CHECK(turn.word == "Bob");
  CHECK(turn.random == std::vector<uint32_t>{4});
}

TEST_CASE("Script reads the optional parts of a player step in order", "[recorder]") {
  ScriptStep step = Step("Bob draws 2 3 random 7 , 0,5");
  CHECK(step.qualifier.empty());
  CHECK(step.numbers == std::vector<int64_t>{2, 3});
  CHECK(step.random == std::vector<uint32_t>{7, 0, 5});

  ScriptStep moves = Step("Bob moves to \"Ops\"");  // a preposition is never a qualifier
  CHECK(moves.qualifier.empty());
  CHECK(moves.cards.empty());
  CHECK(moves.prep == "to");

  ScriptStep seeds = Step("\tBob seeds dilemma \"Cytherians\" under \"Ops\" 1");
  CHECK(seeds.indent == 1);
  CHECK(seeds.qualifier == "dilemma");
  CHECK(seeds.prep == "under");
  CHECK(seeds.numbers == std::vector<int64_t>{1});
}

// ---- Incremental parsing

TEST_CASE("Script line parser fed line by line equals the whole-text parse", "[recorder]") {
  ScriptLineParser parser(kFile);
  std::vector<ScriptStep> steps;
  int header_lines = 0;
  for (const std::string& line : Lines(kExample)) {
    bool was_done = parser.header_done();
    Result<std::optional<ScriptStep>> step = parser.FeedLine(line);
    INFO(step.status().message());
    REQUIRE(step.ok());
    if (!was_done) {
      CHECK_FALSE(step->has_value());
      ++header_lines;
    }
    if (step->has_value()) steps.push_back(**step);
  }
  REQUIRE(parser.Finish().ok());
  CHECK(header_lines == 15);
  Script whole = Parse(kExample);
  CHECK(parser.header() == whole.header);
  CHECK(steps == whole.steps);
}

TEST_CASE("Script line parser leaves no trace of a failed line", "[recorder]") {
  ScriptLineParser parser(kFile);
  REQUIRE(parser.FeedLine("game stccg1e").ok());
  REQUIRE(parser.FeedLine("seed 5\r\n").ok());
  REQUIRE(parser.FeedLine("player Alice").ok());
  CHECK(parser.FeedLine("player Alice").status().message() ==
        "game.sdgame:4:8: expected a new player name, found 'Alice'");
  CHECK(parser.FeedLine("  draw \"Data\" x0").status().message() ==
        "game.sdgame:5:15: expected a card count from 1 to 2147483647, found 'x0'");
  CHECK(parser.header().players.size() == 1);
  CHECK(parser.header().players[0].deck.empty());
  REQUIRE(parser.FeedLine("  draw \"Data\"").ok());
  CHECK_FALSE(parser.header_done());
  REQUIRE(parser.FeedLine("---").ok());
  CHECK(parser.header_done());

  CHECK(parser.FeedLine("Alice plays \"Data").status().message() ==
        "game.sdgame:8:18: expected a closing '\"' for the card title, found end of line");
  Result<std::optional<ScriptStep>> retyped = parser.FeedLine("Alice plays \"Data\"\n");
  REQUIRE(retyped.ok());
  REQUIRE(retyped->has_value());
  CHECK((*retyped)->pos == SourcePos{9, 1});
  CHECK(parser.line_number() == 9);
  CHECK(parser.Finish().ok());
}

// ---- Errors: file, line and column, what was expected and what was found

TEST_CASE("Script reports an unclosed card title at the end of its line", "[recorder]") {
  CHECK(BodyError("Alice shuffles\nBob shuffles\nturn 1 Alice\nAlice draws\nAlice passes\n"
                  "Bob passes\nAlice beams \"Data\" to \"Ops\n") ==
        "game.sdgame:12:27: expected a closing '\"' for the card title, found end of line");
  CHECK(Error("game g\nseed 1\nevent \"Open # 2026\n") ==
        "game.sdgame:3:19: expected a closing '\"' for the event name, found end of line");
}

TEST_CASE("Script reports header lines out of order", "[recorder]") {
  CHECK(Error("# Game 7\nstardate 1\nplayer Alice\n") ==
        "game.sdgame:3:1: expected 'game', found 'player'");
  CHECK(
      Error("game g\nstardate 1\n") ==
      "game.sdgame:2:1: expected 'seed', 'randomness', 'event', 'round', 'meta', 'pool', 'player' "
      "or '---', found 'stardate'");
  CHECK(Error("game g\nseed 1\nplayer Alice\nevent \"X\"\n---\n") ==
        "game.sdgame:4:1: expected a deck line, 'player' or '---', found 'event'");
  CHECK(Error("game g\nseed 1\nevent \"A\"\nevent \"B\"\n") ==
        "game.sdgame:4:1: expected 'randomness', 'round', 'meta', 'pool', 'player' or '---', "
        "found 'event'");
  CHECK(Error("game g\nseed 1\nseed 2\n") ==
        "game.sdgame:3:1: expected 'randomness', 'event', 'round', 'meta', 'pool', 'player' or "
        "'---', found 'seed'");
  CHECK(Error("game g\nrandomness table\nseed 2\n") ==
        "game.sdgame:3:1: expected 'event', 'round', 'meta', 'pool', 'player' or '---', found "
        "'seed'");
  CHECK(Error("---\n") == "game.sdgame:1:1: expected 'game', found '---'");
}

TEST_CASE("Script reports a missing game, and reads a header without a seed", "[recorder]") {
  CHECK(Error("") == "game.sdgame:1:1: expected 'game', found end of file");
  CHECK(Error("# only a comment\n\n") == "game.sdgame:3:1: expected 'game', found end of file");
  CHECK(Error("seed 1\ngame g\n") == "game.sdgame:1:1: expected 'game', found 'seed'");
  CHECK(Error("game stccg1e\n") ==
        "game.sdgame:2:1: expected 'seed', 'randomness', 'event', 'round', 'meta', 'pool', "
        "'player' or '---' (the header was not closed), found end of file");
  // A table's transcript needs no seed.
  Script script = Parse("game stccg1e\nplayer Alice\nplayer Bob\n---\n");
  CHECK_FALSE(script.header.has_seed);
  CHECK(script.header.randomness.empty());
  CHECK(script.header.players.size() == 2);
}

TEST_CASE("Script reads the source of randomness", "[recorder]") {
  CHECK(Parse("game g\nseed 7\nrandomness seed\n---\n").header.randomness == "seed");
  CHECK(Parse("game g\nrandomness table\n---\n").header.randomness == "table");
  CHECK(Error("game g\nrandomness dice\n") ==
        "game.sdgame:2:12: expected 'table' (shuffled and rolled at a table) or 'seed' (decided by "
        "the seed) after 'randomness', found 'dice'");
  CHECK(Error("game g\nrandomness seed\nrandomness table\n") ==
        "game.sdgame:3:1: expected 'event', 'round', 'meta', 'pool', 'player' or '---', found "
        "'randomness'");
  // The canonical form writes it after the seed.
  Script script = Parse("game g\nseed 7\nrandomness seed\nevent \"E\"\n---\n");
  CHECK(FormatHeader(script.header) == "game g\nseed 7\nrandomness seed\nevent \"E\"\n---\n");
}

TEST_CASE("Script reports a header without its closing dashes", "[recorder]") {
  CHECK(Error("game stccg1e\nseed 1\nplayer Alice\n") ==
        "game.sdgame:4:1: expected a deck line, 'player' or '---' (the header was not closed), "
        "found end of file");
  CHECK(Error("game g\nseed 1\n--\n") ==
        "game.sdgame:3:1: expected 'randomness', 'event', 'round', 'meta', 'pool', 'player' or "
        "'---', found '--'");
  // The first step comes where the header goes on.
  CHECK(Error("game stccg1e\nplayer Alice\nplayer Bob\nAlice seeds mission \"Camping Trip\"\n") ==
        "game.sdgame:4:1: expected '---' to close the header before the first step, found 'Alice'");
  CHECK(Error("game stccg1e\nplayer Alice\n  draw \"Data\"\nturn 1 Alice\n") ==
        "game.sdgame:4:1: expected '---' to close the header before the first step, found 'turn'");
  CHECK(Error("game g\nseed 1\n--- x\n") == "game.sdgame:3:5: expected end of line, found 'x'");
}

TEST_CASE("Script reports a bad format line, game kind or seed", "[recorder]") {
  CHECK(Error("stardate 2\n") ==
        "game.sdgame:1:10: expected format version 1 after 'stardate', found '2'");
  CHECK(Error("stardate\n") ==
        "game.sdgame:1:9: expected format version 1 after 'stardate', found end of line");
  CHECK(Error("game \"stccg1e\"\n") ==
        "game.sdgame:1:6: expected a game kind after 'game', found '\"stccg1e\"'");
  CHECK(Error("game g\nseed -1\n") ==
        "game.sdgame:2:6: expected a seed number (decimal or 0x hex) after 'seed', found '-1'");
  CHECK(Error("game g\nseed 0x12G4\n") ==
        "game.sdgame:2:6: expected a seed number (decimal or 0x hex) after 'seed', found "
        "'0x12G4'");
  CHECK(Error("game g\nseed 1 2\n") ==
        "game.sdgame:2:8: expected 'secret' or end of line, found '2'");
  CHECK(Error("game g\nseed 1 secret x\n") == "game.sdgame:2:15: expected end of line, found 'x'");
}

TEST_CASE("Script reads 'seed N secret' and prints it back", "[recorder][reveal]") {
  Script script = Parse("game g\nseed 0x10 secret\nrandomness seed\n---\n");
  CHECK(script.header.seed == 16);
  CHECK(script.header.seed_secret);
  CHECK(FormatHeader(script.header) == "game g\nseed 16 secret\nrandomness seed\n---\n");
}

TEST_CASE("Script reports numbers that overflow", "[recorder]") {
  CHECK(Error("game g\nseed 18446744073709551616\n") ==
        "game.sdgame:2:6: expected a seed that fits in 64 bits, found '18446744073709551616'");
  CHECK(Error("game g\nseed 0x10000000000000000\n") ==
        "game.sdgame:2:6: expected a seed that fits in 64 bits, found '0x10000000000000000'");
  CHECK(BodyError("turn 9223372036854775808 Alice\n") ==
        "game.sdgame:6:6: expected a number from -9223372036854775808 to 9223372036854775807, "
        "found '9223372036854775808'");
  CHECK(BodyError("turn -9223372036854775809\n") ==
        "game.sdgame:6:6: expected a number from -9223372036854775808 to 9223372036854775807, "
        "found '-9223372036854775809'");
  CHECK(BodyError("Alice shuffles random 1,4294967296\n") ==
        "game.sdgame:6:25: expected a number from 0 to 4294967295 after ',', found "
        "'4294967296'");
  CHECK(BodyError("Alice plays \"Data\"#2147483648\n") ==
        "game.sdgame:6:19: expected a copy number from 1 to 2147483647, found '#2147483648'");
  CHECK(Error("game g\nseed 1\nplayer Bob\n  draw \"Weyoun\" x2147483648\n") ==
        "game.sdgame:4:17: expected a card count from 1 to 2147483647, found 'x2147483648'");
}

TEST_CASE("Script reports a duplicate player", "[recorder]") {
  CHECK(Error("game stccg1e\nseed 1\nplayer Alice\nplayer Bob\nplayer Alice\n---\n") ==
        "game.sdgame:5:8: expected a new player name, found 'Alice'");
  CHECK(Error("game stccg1e\nseed 1\nplayer Alice\nplayer \"Alice\"\n---\n") ==
        "game.sdgame:4:8: expected a new player name, found '\"Alice\"'");
  CHECK(Error("game g\nseed 1\nplayer \"\"\n") ==
        "game.sdgame:3:8: expected a player name, found '\"\"'");
  CHECK(Error("game g\nseed 1\nplayer 7of9\n") ==
        "game.sdgame:3:8: expected a player name after 'player', found '7of9'");
}

TEST_CASE("Script reports a deck line outside a player", "[recorder]") {
  CHECK(Error("game stccg1e\nseed 1\n  draw \"Weyoun\"\nplayer Bob\n---\n") ==
        "game.sdgame:3:3: expected 'player' before a deck line, found 'draw'");
}

TEST_CASE("Script reports a bad deck line", "[recorder]") {
  const std::string head = "game g\nseed 1\nplayer Bob\n";
  CHECK(Error(head + "  draw \"Weyoun\" x0\n") ==
        "game.sdgame:4:17: expected a card count from 1 to 2147483647, found 'x0'");
  CHECK(Error(head + "  draw \"Weyoun\" 3\n") ==
        "game.sdgame:4:17: expected a count like 'x2' or end of line, found '3'");
  CHECK(Error(head + "  draw \"Weyoun\"#2\n") ==
        "game.sdgame:4:16: expected a count like 'x2' or end of line, found '#2'");
  CHECK(Error(head + "  draw Weyoun\n") ==
        "game.sdgame:4:8: expected a card title after 'draw', found 'Weyoun'");
  CHECK(Error(head + "  draw \"\"\n") == "game.sdgame:4:8: expected a card title, found '\"\"'");
}

TEST_CASE("Script reports a bad meta line", "[recorder]") {
  CHECK(Error("game g\nseed 1\nmeta date \"a\"\nmeta date \"b\"\n") ==
        "game.sdgame:4:6: expected a meta key not used before, found 'date'");
  CHECK(Error("game g\nseed 1\nmeta date 2026\n") ==
        "game.sdgame:3:11: expected a quoted value after the meta key, found '2026'");
  CHECK(Error("game g\nseed 1\nevent Open\n") ==
        "game.sdgame:3:7: expected a quoted event name after 'event', found 'Open'");
}

TEST_CASE("Script reads a pool line of several card lists and writes it back", "[recorder]") {
  Script script = Parse("game g\nseed 1\npool \"Physical.csv\"  \"my lists/Virtual.csv\"\n---\n");
  CHECK(script.header.pool == std::vector<std::string>{"Physical.csv", "my lists/Virtual.csv"});
  CHECK(FormatHeader(script.header) ==
        "game g\nseed 1\npool \"Physical.csv\" \"my lists/Virtual.csv\"\n---\n");
  CHECK(Parse("game g\nseed 1\n---\n").header.pool.empty());
}

TEST_CASE("Script reports a bad pool line", "[recorder]") {
  CHECK(Error("game g\nseed 1\npool Physical.csv\n") ==
        "game.sdgame:3:6: expected a quoted card list path after 'pool', found 'Physical'");
  CHECK(Error("game g\nseed 1\npool \"a.csv\" b.csv\n") ==
        "game.sdgame:3:14: expected another quoted card list path or end of line, found 'b'");
  CHECK(Error("game g\nseed 1\npool \"a.csv\"\npool \"b.csv\"\n") ==
        "game.sdgame:4:1: expected 'randomness', 'event', 'round', 'meta', 'player' or '---', "
        "found 'pool'");
}

TEST_CASE("Script reports a copy number of zero or none", "[recorder]") {
  CHECK(BodyError("Alice flies \"Runabout\"#0 to \"Alter Records\"\n") ==
        "game.sdgame:6:23: expected a copy number from 1 to 2147483647, found '#0'");
  CHECK(BodyError("Alice plays \"Data\"#note\n") ==
        "game.sdgame:6:20: expected a copy number after '#', found 'note'");
  CHECK(BodyError("Alice plays \"Data\"#\n") ==
        "game.sdgame:6:20: expected a copy number after '#', found end of line");
}

TEST_CASE("Script reports what may follow each part of a step", "[recorder]") {
  CHECK(BodyError("Alice reports \"Data\" in \"Ops\"\n") ==
        "game.sdgame:6:22: expected ',', a preposition (to, at, on, from, under), a number, "
        "'random' or end of line, found 'in'");
  CHECK(BodyError("Alice seeds mission extra \"Ops\"\n") ==
        "game.sdgame:6:21: expected a card title, a preposition (to, at, on, from, under), a "
        "number, 'random' or end of line, found 'extra'");
  CHECK(BodyError("Alice beams \"Data\", # oops\n") ==
        "game.sdgame:6:21: expected a card title after ',', found end of line");
  CHECK(BodyError("Alice reports \"Data\" to Ops\n") ==
        "game.sdgame:6:25: expected a card title after 'to', found 'Ops'");
  CHECK(BodyError("Alice docks \"Runabout\" at \"Ops\" \"Data\"\n") ==
        "game.sdgame:6:33: expected a number, 'random' or end of line, found '\"Data\"'");
  CHECK(BodyError("Alice draws random\n") ==
        "game.sdgame:6:19: expected a number from 0 to 4294967295 after 'random', found end "
        "of line");
  CHECK(BodyError("Alice draws random 1 2\n") ==
        "game.sdgame:6:22: expected ',' or end of line, found '2'");
  CHECK(BodyError("Alice plays \"\"\n") == "game.sdgame:6:13: expected a card title, found '\"\"'");
  CHECK(BodyError("Alice\n") ==
        "game.sdgame:6:6: expected a verb after the player name, found end of line");
  CHECK(BodyError("Alice \"Data\"\n") ==
        "game.sdgame:6:7: expected a verb after the player name, found '\"Data\"'");
}

TEST_CASE("Script reports what may follow each part of a game-level step", "[recorder]") {
  CHECK(BodyError("turn Alice 1\n") ==
        "game.sdgame:6:12: expected 'random' or end of line, found '1'");
  CHECK(BodyError("phase \"card play\"#2\n") ==
        "game.sdgame:6:18: expected 'random' or end of line, found '#2'");
  CHECK(BodyError("phase 3rd\n") ==
        "game.sdgame:6:7: expected a number, a name, 'random' or end of line, found '3rd'");
  CHECK(BodyError("phase \"\"\n") == "game.sdgame:6:7: expected a name, found '\"\"'");
  CHECK(BodyError("phase \"card play\n") ==
        "game.sdgame:6:17: expected a closing '\"' for the name, found end of line");
}

TEST_CASE("Script reports a line that starts with neither a player nor a verb", "[recorder]") {
  CHECK(BodyError("\"Carol\" passes\n") ==
        "game.sdgame:6:1: expected a declared player name, found '\"Carol\"'");
  CHECK(BodyError("---\n") == "game.sdgame:6:1: expected a player name or a verb, found '---'");
  CHECK(BodyError("  12 Alice\n") ==
        "game.sdgame:6:3: expected a player name or a verb, found '12'");
  CHECK(BodyError("Alice plays “Data”\n") ==
        "game.sdgame:6:13: expected a card title, a preposition (to, at, on, from, under), a "
        "number, 'random' or end of line, found '“' (a curly quote; titles need straight '\"')");
}

TEST_CASE("Script cuts long found text in messages", "[recorder]") {
  CHECK(BodyError("Alice plays \"Data\" \"" + std::string(50, 'a') + "\"\n") ==
        "game.sdgame:6:20: expected ',', a preposition (to, at, on, from, under), a number, "
        "'random' or end of line, found '\"" +
            std::string(39, 'a') + "...'");
}

TEST_CASE("Script reports a line longer than 64 KiB", "[recorder]") {
  std::string fits = "Alice plays \"" + std::string(kMaxScriptLineBytes - 14, 'A') + "\"";
  REQUIRE(fits.size() == 65536);
  CHECK(Step(fits).cards[0].title.size() == 65522);
  CHECK(BodyError(fits + "\r\n" + "Alice plays \"A" + fits.substr(13) + "\n") ==
        "game.sdgame:7:65537: expected a line of at most 65536 bytes, found a line of 65537 "
        "bytes");
}

TEST_CASE("Script reports NUL, control bytes and invalid UTF-8", "[recorder]") {
  CHECK(Error(std::string("game stccg1e\nseed 1\0\n", 22)) ==
        "game.sdgame:2:7: expected text, found byte 0x00");
  CHECK(Error("game st\rccg1e\n") == "game.sdgame:1:8: expected text, found byte 0x0d");
  CHECK(BodyError("Alice plays \"Da\x1bta\"\n") ==
        "game.sdgame:6:16: expected text, found byte 0x1b");
  CHECK(BodyError("Alice plays \"Data\x7f\"\n") ==
        "game.sdgame:6:18: expected text, found byte 0x7f");
  CHECK(Error("game stccg1e\nseed 1\nplayer \"Zo\xC3\"\n") ==
        "game.sdgame:3:11: expected UTF-8 text, found byte 0xc3");
  CHECK(Error("game stccg1e\nseed 1\nplayer \"\xC0\xAF\"\n") ==
        "game.sdgame:3:9: expected UTF-8 text, found byte 0xc0");  // overlong '/'
  CHECK(Error("game stccg1e\nseed 1\nplayer \"\xED\xA0\x80\"\n") ==
        "game.sdgame:3:9: expected UTF-8 text, found byte 0xed");  // a surrogate
  CHECK(Error("\xEF\xBB\xBF\xEF\xBB\xBFgame g\n") ==
        "game.sdgame:1:1: expected 'game', found '\xEF\xBB\xBF'");  // only one BOM is skipped
}

}  // namespace
}  // namespace stardate::script
