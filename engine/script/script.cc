// The script line parser: body steps, and the whole-script reader (the header lines are in
// script_header.cc, the printer in script_format.cc).
#include "engine/script/script.h"

#include "engine/script/script_internal.h"

namespace stardate::script {

ScriptLineParser::ScriptLineParser(std::string file_name) : file_name_(std::move(file_name)) {}

bool ScriptLineParser::IsPlayer(std::string_view name) const {
  for (const PlayerDecl& p : header_.players) {
    if (p.name == name) return true;
  }
  return false;
}

Result<std::optional<ScriptStep>> ScriptLineParser::FeedLine(std::string_view line) {
  ++line_number_;
  if (!line.empty() && line.back() == '\n') line.remove_suffix(1);
  if (!line.empty() && line.back() == '\r') line.remove_suffix(1);
  if (line_number_ == 1 && line.substr(0, 3) == "\xEF\xBB\xBF") line.remove_prefix(3);

  Scanner s(line, file_name_, line_number_);
  if (line.size() > kMaxScriptLineBytes) {
    return s.ErrorAt(kMaxScriptLineBytes,
                     "a line of at most " + std::to_string(kMaxScriptLineBytes) + " bytes",
                     "a line of " + std::to_string(line.size()) + " bytes");
  }
  // Reject bytes that are not text before any parsing, so later stages only see clean lines.
  for (size_t i = 0; i < line.size();) {
    unsigned char c = static_cast<unsigned char>(line[i]);
    if ((c < 0x20 && c != '\t') || c == 0x7F) return s.ErrorAt(i, "text", HexByte(c));
    size_t n = Utf8SequenceLength(line, i);
    if (n == 0) return s.ErrorAt(i, "UTF-8 text", HexByte(c));
    i += n;
  }

  if (state_ == State::kBody) return ParseStep(s);
  STARDATE_RETURN_IF_ERROR(ParseHeaderLine(s));
  return std::optional<ScriptStep>();
}

Status ScriptLineParser::Finish() const {
  if (state_ == State::kBody) return Status::Ok();
  std::string where = file_name_ + ":" + std::to_string(line_number_ + 1) + ":1: ";
  if (state_ == State::kAfterGame || state_ == State::kExtras || state_ == State::kPlayers) {
    return Status::InvalidArgument(where + "expected " + ExpectedHeaderLine() +
                                   " (the header was not closed), found end of file");
  }
  return Status::InvalidArgument(where + "expected " + ExpectedHeaderLine() +
                                 ", found end of file");
}

Result<std::optional<ScriptStep>> ScriptLineParser::ParseStep(Scanner& s) const {
  ScriptStep step;
  step.indent = s.IndentLevel();
  s.SkipSpace();
  if (s.AtEnd()) return std::optional<ScriptStep>();
  size_t start = s.pos();
  step.pos = s.PosAt(start);

  // {NUMBER}: optionally negative decimals that fit in int64_t.
  auto take_numbers = [&s](std::vector<int64_t>* numbers) -> Status {
    while (IsNumberWord(s.PeekWord())) {
      std::string_view w = s.PeekWord();
      bool negative = w[0] == '-';
      uint64_t max = negative ? uint64_t{1} << 63 : (uint64_t{1} << 63) - 1;
      uint64_t magnitude = 0;
      if (!ParseDecimal(w.substr(negative ? 1 : 0), max, &magnitude)) {
        return s.ErrorHere("a number from -9223372036854775808 to 9223372036854775807");
      }
      // Unsigned negation wraps to INT64_MIN for the magnitude 2^63.
      numbers->push_back(negative ? static_cast<int64_t>(0 - magnitude)
                                  : static_cast<int64_t>(magnitude));
      s.TakeWord();
      s.SkipSpace();
    }
    return Status::Ok();
  };

  if (s.PeekQuote()) {
    Result<std::string> name = s.TakeQuoted("the player name");
    if (!name.ok()) return name.status();
    if (!IsPlayer(*name)) return s.ErrorAt(start, "a declared player name");
    step.player = std::move(*name);
  } else {
    std::string_view w = s.PeekWord();
    if (!IsIdentifier(w)) return s.ErrorHere("a player name or a verb");
    if (IsPlayer(w)) {
      step.player = std::string(w);
      s.TakeWord();
    }
  }

  // What may still follow at each point, for "expected X".
  std::string expected;
  if (!step.player.empty()) {
    // PLAYER VERB [QUALIFIER] [CARD {, CARD}] [PREP CARD] {NUMBER} ...
    s.SkipSpace();
    if (!IsIdentifier(s.PeekWord())) return s.ErrorHere("a verb after the player name");
    step.verb_pos = s.PosAt(s.pos());
    step.verb = std::string(s.TakeWord());
    s.SkipSpace();
    expected =
        "a card title, a preposition (to, at, on, from, under), a number, 'random' or end of "
        "line";
    if (IsIdentifier(s.PeekWord()) && !IsReserved(s.PeekWord())) {
      step.qualifier = std::string(s.TakeWord());
      s.SkipSpace();
    }
    if (s.PeekQuote()) {
      while (true) {
        Result<CardRef> card = s.TakeCardRef();
        if (!card.ok()) return card.status();
        step.cards.push_back(std::move(*card));
        s.SkipSpace();
        if (s.Peek() != ',') break;
        s.Advance();
        s.SkipSpace();
        if (!s.PeekQuote()) return s.ErrorHere("a card title after ','");
      }
      expected = "',', a preposition (to, at, on, from, under), a number, 'random' or end of line";
    }
    if (IsPrep(s.PeekWord())) {
      step.prep = std::string(s.TakeWord());
      s.SkipSpace();
      if (step.prep == kBeside) {
        // The target is a player's name, bare or quoted, kept as the target's title.
        CardRef player;
        player.pos = s.PosAt(s.pos());
        Result<std::string> name = s.TakeName(kBeside, false);
        if (!name.ok()) return name.status();
        player.title = std::move(*name);
        step.target = std::move(player);
      } else {
        if (!s.PeekQuote()) return s.ErrorHere("a card title after '" + step.prep + "'");
        Result<CardRef> target = s.TakeCardRef();
        if (!target.ok()) return target.status();
        step.target = std::move(*target);
      }
      s.SkipSpace();
      expected = "a number, 'random' or end of line";
    }
    if (IsNumberWord(s.PeekWord())) expected = "a number, 'random' or end of line";
    STARDATE_RETURN_IF_ERROR(take_numbers(&step.numbers));
  } else {
    // VERB {NUMBER} [NAME] ...
    step.verb_pos = step.pos;
    step.verb = std::string(s.TakeWord());
    s.SkipSpace();
    // A line shaped like a player's step (a word, then a verb, then a card title) whose first
    // word is no declared player: say so, rather than read it as a game step.
    {
      Scanner ahead = s;
      std::string_view second = ahead.PeekWord();
      if (IsIdentifier(second) && !IsReserved(second)) {
        ahead.TakeWord();
        ahead.SkipSpace();
        if (IsIdentifier(ahead.PeekWord()) && !IsReserved(ahead.PeekWord())) {
          ahead.TakeWord();
          ahead.SkipSpace();
        }
        if (ahead.PeekQuote()) return NotAPlayer(s, start, step.verb);
      }
    }
    STARDATE_RETURN_IF_ERROR(take_numbers(&step.numbers));
    expected = "a number, a name, 'random' or end of line";
    size_t name_at = s.pos();
    if (s.PeekQuote()) {
      Result<std::string> name = s.TakeQuoted("the name");
      if (!name.ok()) return name.status();
      if (name->empty()) return s.ErrorAt(name_at, "a name");
      step.word = std::move(*name);
    } else if (IsIdentifier(s.PeekWord()) && s.PeekWord() != "random") {
      step.word = std::string(s.TakeWord());
    }
    if (!step.word.empty()) {
      step.word_pos = s.PosAt(name_at);
      s.SkipSpace();
      expected = "'random' or end of line";
    }
  }

  // ... [random N{,N}]
  if (s.PeekWord() == "random") {
    s.TakeWord();
    const char* after = "a number from 0 to 4294967295 after 'random'";
    while (true) {
      s.SkipSpace();
      std::string_view w = s.PeekWord();
      uint64_t value = 0;
      if (!IsDigits(w) || !ParseDecimal(w, UINT32_MAX, &value)) return s.ErrorHere(after);
      step.random.push_back(static_cast<uint32_t>(value));
      s.TakeWord();
      s.SkipSpace();
      if (s.Peek() != ',') break;
      s.Advance();
      after = "a number from 0 to 4294967295 after ','";
    }
    expected = "',' or end of line";
  }

  STARDATE_RETURN_IF_ERROR(s.ExpectEnd(expected));
  step.comment = s.Comment();
  return std::optional<ScriptStep>(std::move(step));
}

Status ScriptLineParser::NotAPlayer(const Scanner& s, size_t at, const std::string& word) const {
  std::vector<std::string> names;
  for (const PlayerDecl& p : header_.players) names.push_back(p.name);
  if (names.empty())
    return s.MessageAt(at, "'" + word + "' is not a player: the header declares none");
  return s.MessageAt(at, "'" + word + "' is not a player of this game (the players are " +
                             JoinNames(names) + ")" + DidYouMean(word, names));
}

Result<Script> ParseScript(std::string_view text, const std::string& file_name) {
  ScriptLineParser parser(file_name);
  Script script;
  size_t begin = 0;
  while (begin < text.size()) {
    size_t end = text.find('\n', begin);
    if (end == std::string_view::npos) end = text.size();
    Result<std::optional<ScriptStep>> step = parser.FeedLine(text.substr(begin, end - begin));
    if (!step.ok()) return step.status();
    if (step->has_value()) script.steps.push_back(std::move(**step));
    begin = end + 1;
  }
  STARDATE_RETURN_IF_ERROR(parser.Finish());
  script.header = parser.header();
  return script;
}

}  // namespace stardate::script
