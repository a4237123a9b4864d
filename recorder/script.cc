#include "recorder/script.h"

#include <cassert>
#include <climits>
#include <limits>

#include "recorder/suggest.h"

namespace stardate::recorder {
namespace {

constexpr size_t kMaxFoundBytes = 40;  // longer tokens are cut in error messages

bool IsWordChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-';
}
bool IsDigit(char c) { return c >= '0' && c <= '9'; }
bool IsSpace(char c) { return c == ' ' || c == '\t'; }

bool IsIdentifier(std::string_view w) {
  if (w.empty()) return false;
  char c = w[0];
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')) return false;
  for (char ch : w) {
    if (!IsWordChar(ch)) return false;
  }
  return true;
}

bool IsDigits(std::string_view w) {
  if (w.empty()) return false;
  for (char c : w) {
    if (!IsDigit(c)) return false;
  }
  return true;
}

// An optionally negative decimal: the NUMBER of a step.
bool IsNumberWord(std::string_view w) {
  return IsDigits(w.substr(!w.empty() && w[0] == '-' ? 1 : 0));
}

bool IsSeparator(std::string_view w) {
  return w.size() >= 3 && w.find_first_not_of('-') == std::string_view::npos;
}

bool IsPrep(std::string_view w) {
  return w == "to" || w == "at" || w == "on" || w == "from" || w == "under";
}

// Words with a meaning of their own inside a step, so never a qualifier or a bare NAME.
bool IsReserved(std::string_view w) { return IsPrep(w) || w == "random"; }

// Header keywords: never a deck section.
bool IsHeaderKeyword(std::string_view w) {
  return w == "stardate" || w == "game" || w == "event" || w == "round" || w == "meta" ||
         w == "pool" || w == "player" || w == "randomness";
}

// Parses decimal digits into [0, max]; false on overflow.
bool ParseDecimal(std::string_view digits, uint64_t max, uint64_t* out) {
  uint64_t v = 0;
  for (char c : digits) {
    uint64_t d = static_cast<uint64_t>(c - '0');
    if (v > (max - d) / 10) return false;
    v = v * 10 + d;
  }
  *out = v;
  return true;
}

int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Length of the valid UTF-8 sequence at text[i], or 0 when it is invalid (overlong forms,
// surrogates and code points above U+10FFFF included).
size_t Utf8SequenceLength(std::string_view text, size_t i) {
  auto byte = [&](size_t k) { return static_cast<unsigned char>(text[k]); };
  unsigned char c = byte(i);
  if (c < 0x80) return 1;
  size_t n;
  unsigned char lo = 0x80, hi = 0xBF;  // allowed range of the second byte
  if (c >= 0xC2 && c <= 0xDF) {
    n = 2;
  } else if (c >= 0xE0 && c <= 0xEF) {
    n = 3;
    if (c == 0xE0) lo = 0xA0;
    if (c == 0xED) hi = 0x9F;
  } else if (c >= 0xF0 && c <= 0xF4) {
    n = 4;
    if (c == 0xF0) lo = 0x90;
    if (c == 0xF4) hi = 0x8F;
  } else {
    return 0;
  }
  if (i + n > text.size()) return 0;
  if (byte(i + 1) < lo || byte(i + 1) > hi) return 0;
  for (size_t k = 2; k < n; ++k) {
    if (byte(i + k) < 0x80 || byte(i + k) > 0xBF) return 0;
  }
  return n;
}

std::string HexByte(unsigned char c) {
  static const char kDigits[] = "0123456789abcdef";
  return std::string("byte 0x") + kDigits[c >> 4] + kDigits[c & 15];
}

std::string Quote(std::string_view token) {
  if (token.size() > kMaxFoundBytes) {
    size_t cut = kMaxFoundBytes;
    // Do not split a UTF-8 sequence.
    while (cut > 0 && (static_cast<unsigned char>(token[cut]) & 0xC0) == 0x80) --cut;
    return "'" + std::string(token.substr(0, cut)) + "...'";
  }
  return "'" + std::string(token) + "'";
}

std::string Trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && IsSpace(s[b])) ++b;
  while (e > b && IsSpace(s[e - 1])) --e;
  return std::string(s.substr(b, e - b));
}

}  // namespace

// Reads one line left to right. The parser asks for what the grammar allows next; the scanner
// knows where a comment starts and how to describe what stands at a position.
class ScriptLineParser::Scanner {
 public:
  // `text` must remain live while this scanner is in use.
  Scanner(std::string_view text, const std::string& file_name, int line)
      : text_(text), file_name_(file_name), line_(line) {}

  size_t pos() const { return pos_; }
  SourcePos PosAt(size_t at) const { return {line_, static_cast<int>(at) + 1}; }

  // The nesting level of the line: leading columns / 2, a tab counting 2.
  int IndentLevel() const {
    int columns = 0;
    for (char c : text_) {
      if (c == ' ') {
        columns += 1;
      } else if (c == '\t') {
        columns += 2;
      } else {
        break;
      }
    }
    return columns / 2;
  }

  void SkipSpace() {
    while (pos_ < text_.size() && IsSpace(text_[pos_])) ++pos_;
  }

  // True at the end of the line or at a comment. A '#' right after a closing quote is a copy
  // suffix, not a comment.
  bool AtEnd() const {
    return pos_ >= text_.size() || (text_[pos_] == '#' && !AfterClosingQuote(pos_));
  }
  // The comment text (trimmed, without '#') when AtEnd() at a comment; "" otherwise.
  std::string Comment() const {
    if (pos_ >= text_.size()) return "";
    return Trim(text_.substr(pos_ + 1));
  }

  char Peek() const { return pos_ < text_.size() ? text_[pos_] : '\0'; }
  bool PeekQuote() const { return Peek() == '"'; }
  // The run of word characters [A-Za-z0-9_-] at the position (may be empty).
  std::string_view PeekWord() const { return WordAt(pos_); }
  std::string_view TakeWord() {
    std::string_view w = WordAt(pos_);
    pos_ += w.size();
    return w;
  }
  void Advance() { ++pos_; }

  // Reads the quoted string at the position (which must be a '"'); `what` names it for the
  // error about a missing closing quote, e.g. "the card title".
  Result<std::string> TakeQuoted(std::string_view what) {
    assert(PeekQuote());
    size_t close = text_.find('"', pos_ + 1);
    if (close == std::string_view::npos) {
      return ErrorAt(text_.size(), "a closing '\"' for " + std::string(what));
    }
    std::string value(text_.substr(pos_ + 1, close - pos_ - 1));
    pos_ = close + 1;
    last_close_quote_ = close;
    return value;
  }

  // Reads `"Title"` or `"Title"#k` at the position (which must be a '"').
  Result<CardRef> TakeCardRef() {
    CardRef card;
    size_t start = pos_;
    card.pos = PosAt(start);
    Result<std::string> title = TakeQuoted("the card title");
    if (!title.ok()) return title.status();
    if (title->empty()) return ErrorAt(start, "a card title");
    card.title = std::move(*title);
    if (Peek() == '#') {
      size_t hash = pos_;
      std::string_view digits = WordAt(hash + 1);
      if (!IsDigits(digits)) return ErrorAt(hash + 1, "a copy number after '#'");
      uint64_t copy = 0;
      if (!ParseDecimal(digits, INT_MAX, &copy) || copy == 0) {
        return ErrorAt(hash, "a copy number from 1 to 2147483647");
      }
      card.copy = static_cast<int>(copy);
      pos_ = hash + 1 + digits.size();
    }
    return card;
  }

  Status ExpectEnd(std::string_view expected) {
    SkipSpace();
    if (AtEnd()) return Status::Ok();
    return ErrorAt(pos_, expected);
  }

  Status ErrorHere(std::string_view expected) const { return ErrorAt(pos_, expected); }
  // An error that is not an "expected X, found Y": "FILE:LINE:COL: message".
  Status MessageAt(size_t at, std::string_view message) const {
    return Status::InvalidArgument(file_name_ + ":" + std::to_string(line_) + ":" +
                                   std::to_string(at + 1) + ": " + std::string(message));
  }
  Status ErrorAt(size_t at, std::string_view expected) const {
    return ErrorAt(at, expected, Found(at));
  }
  Status ErrorAt(size_t at, std::string_view expected, std::string_view found) const {
    return Status::InvalidArgument(file_name_ + ":" + std::to_string(line_) + ":" +
                                   std::to_string(at + 1) + ": expected " + std::string(expected) +
                                   ", found " + std::string(found));
  }

 private:
  std::string_view WordAt(size_t at) const {
    size_t end = at;
    while (end < text_.size() && IsWordChar(text_[end])) ++end;
    return text_.substr(at, end - at);
  }

  bool AfterClosingQuote(size_t at) const { return at > 0 && last_close_quote_ == at - 1; }

  // Describes what stands at `at` for "found Y".
  std::string Found(size_t at) const {
    if (at >= text_.size()) return "end of line";
    char c = text_[at];
    if (c == '#') {
      if (at > 0 && text_[at - 1] == '"') return Quote(text_.substr(at, 1 + WordAt(at + 1).size()));
      return "end of line";  // a comment
    }
    if (c == '"') {
      size_t close = text_.find('"', at + 1);
      if (close == std::string_view::npos) return Quote(text_.substr(at));
      size_t end = close + 1;
      if (end < text_.size() && text_[end] == '#') end += 1 + WordAt(end + 1).size();
      return Quote(text_.substr(at, end - at));
    }
    if (IsWordChar(c)) return Quote(WordAt(at));
    if (c == ' ') return "' '";
    if (c == '\t') return "a tab";
    size_t n = Utf8SequenceLength(text_, at);
    std::string_view ch = text_.substr(at, n == 0 ? 1 : n);
    if (ch == "\xE2\x80\x9C" || ch == "\xE2\x80\x9D") {
      return Quote(ch) + " (a curly quote; titles need straight '\"')";
    }
    return Quote(ch);
  }

  std::string_view text_;
  const std::string& file_name_;
  int line_;
  size_t pos_ = 0;
  size_t last_close_quote_ = std::string_view::npos;
};

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

std::string ScriptLineParser::ExpectedHeaderLine() const {
  switch (state_) {
    case State::kStart:
    case State::kAfterFormat:
      return "'game'";
    case State::kAfterGame:
    case State::kExtras: {
      std::string list = state_ == State::kAfterGame || seed_allowed_ ? "'seed', " : "";
      if (header_.randomness.empty()) list += "'randomness', ";
      if (header_.event.empty()) list += "'event', ";
      if (header_.round.empty()) list += "'round', ";
      list += "'meta', ";
      if (header_.pool.empty()) list += "'pool', ";
      return list + "'player' or '---'";
    }
    case State::kPlayers:
      return "a deck line, 'player' or '---'";
    case State::kBody:
      break;
  }
  return "a step";
}

// Each branch reads the whole line into locals and changes the parser only once the line is
// known to be good, so a failed line leaves no trace.
Status ScriptLineParser::ParseHeaderLine(Scanner& s) {
  s.SkipSpace();
  if (s.AtEnd()) return Status::Ok();
  bool indented = s.pos() > 0;
  size_t start = s.pos();
  std::string_view word = s.PeekWord();
  const bool extras = state_ == State::kExtras;
  const bool players = state_ == State::kPlayers;

  if (IsSeparator(word) && (extras || players)) {
    s.TakeWord();
    STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
    state_ = State::kBody;
    return Status::Ok();
  }

  if (word == "stardate" && state_ == State::kStart) {
    s.TakeWord();
    s.SkipSpace();
    if (s.PeekWord() != std::to_string(kScriptFormatVersion)) {
      return s.ErrorHere("format version 1 after 'stardate'");
    }
    s.TakeWord();
    STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
    header_.format_version = std::to_string(kScriptFormatVersion);
    state_ = State::kAfterFormat;
    return Status::Ok();
  }

  if (word == "game" && (state_ == State::kStart || state_ == State::kAfterFormat)) {
    s.TakeWord();
    s.SkipSpace();
    if (!IsIdentifier(s.PeekWord())) return s.ErrorHere("a game kind after 'game'");
    std::string game(s.TakeWord());
    STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
    header_.game = std::move(game);
    state_ = State::kAfterGame;
    return Status::Ok();
  }

  if (word == "seed" && state_ == State::kAfterGame) {
    s.TakeWord();
    s.SkipSpace();
    size_t at = s.pos();
    std::string_view w = s.PeekWord();
    uint64_t seed = 0;
    bool hex = w.size() > 2 && w[0] == '0' && (w[1] == 'x' || w[1] == 'X');
    if (hex) {
      for (char c : w.substr(2)) {
        int d = HexValue(c);
        if (d < 0) return s.ErrorHere("a seed number (decimal or 0x hex) after 'seed'");
        if (seed >> 60 != 0) return s.ErrorAt(at, "a seed that fits in 64 bits");
        seed = seed << 4 | static_cast<uint64_t>(d);
      }
    } else if (IsDigits(w)) {
      if (!ParseDecimal(w, std::numeric_limits<uint64_t>::max(), &seed)) {
        return s.ErrorAt(at, "a seed that fits in 64 bits");
      }
    } else {
      return s.ErrorHere("a seed number (decimal or 0x hex) after 'seed'");
    }
    s.TakeWord();
    STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
    header_.seed = seed;
    header_.has_seed = true;
    state_ = State::kExtras;
    return Status::Ok();
  }

  // The seed is optional (a table's transcript needs none): any other line ends its place.
  if (state_ == State::kAfterGame) {
    state_ = State::kExtras;
    seed_allowed_ = true;  // for the message, should this line be wrong too
    Status st = ParseHeaderLine(s);
    seed_allowed_ = false;
    if (!st.ok()) state_ = State::kAfterGame;
    return st;
  }

  if (word == "randomness" && extras && header_.randomness.empty()) {
    s.TakeWord();
    s.SkipSpace();
    std::string_view source = s.PeekWord();
    if (source != "table" && source != "seed") {
      return s.ErrorHere("'table' (shuffled and rolled at a table) or 'seed' (decided by the seed) "
                         "after 'randomness'");
    }
    std::string value(s.TakeWord());
    STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
    header_.randomness = std::move(value);
    return Status::Ok();
  }


  // pool: one or more quoted card list paths, at most once.
  if (extras && word == "pool" && header_.pool.empty()) {
    s.TakeWord();
    s.SkipSpace();
    if (!s.PeekQuote()) return s.ErrorHere("a quoted card list path after 'pool'");
    std::vector<std::string> paths;
    while (s.PeekQuote()) {
      Result<std::string> path = s.TakeQuoted("the card list path");
      if (!path.ok()) return path.status();
      paths.push_back(std::move(*path));
      s.SkipSpace();
    }
    STARDATE_RETURN_IF_ERROR(s.ExpectEnd("another quoted card list path or end of line"));
    header_.pool = std::move(paths);
    return Status::Ok();
  }

  // event / round: a keyword and one quoted string, each at most once.
  struct Single {
    const char* keyword;
    const char* expected;  // what must follow the keyword
    const char* what;      // for the missing closing quote
    std::string* field;
  };
  const Single singles[] = {
      {"event", "a quoted event name after 'event'", "the event name", &header_.event},
      {"round", "a quoted round name after 'round'", "the round name", &header_.round},
  };
  for (const Single& single : singles) {
    if (!extras || word != single.keyword || !single.field->empty()) continue;
    s.TakeWord();
    s.SkipSpace();
    if (!s.PeekQuote()) return s.ErrorHere(single.expected);
    Result<std::string> value = s.TakeQuoted(single.what);
    if (!value.ok()) return value.status();
    STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
    *single.field = std::move(*value);
    return Status::Ok();
  }

  if (word == "meta" && extras) {
    s.TakeWord();
    s.SkipSpace();
    size_t key_at = s.pos();
    if (!IsIdentifier(s.PeekWord())) return s.ErrorHere("a meta key after 'meta'");
    std::string key(s.TakeWord());
    for (const auto& [k, v] : header_.meta) {
      if (k == key) return s.ErrorAt(key_at, "a meta key not used before");
    }
    s.SkipSpace();
    if (!s.PeekQuote()) return s.ErrorHere("a quoted value after the meta key");
    Result<std::string> value = s.TakeQuoted("the meta value");
    if (!value.ok()) return value.status();
    STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
    header_.meta.emplace_back(std::move(key), std::move(*value));
    return Status::Ok();
  }

  if (word == "player" && (extras || players)) {
    s.TakeWord();
    s.SkipSpace();
    PlayerDecl player;
    size_t name_at = s.pos();
    player.pos = s.PosAt(name_at);
    if (s.PeekQuote()) {
      Result<std::string> name = s.TakeQuoted("the player name");
      if (!name.ok()) return name.status();
      if (name->empty()) return s.ErrorAt(name_at, "a player name");
      player.name = std::move(*name);
    } else if (IsIdentifier(s.PeekWord())) {
      player.name = std::string(s.TakeWord());
    } else {
      return s.ErrorHere("a player name after 'player'");
    }
    if (IsPlayer(player.name)) return s.ErrorAt(name_at, "a new player name");
    STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
    header_.players.push_back(std::move(player));
    state_ = State::kPlayers;
    return Status::Ok();
  }

  // A step where the header goes on (a player's name or a game-level verb, then no quoted
  // title as a deck line has): the `---` line that ends the header is missing.
  if ((extras || players) && !indented) {
    bool step_word = word == "turn" || word == "phase" || word == "resolves";
    for (const PlayerDecl& p : header_.players) step_word |= p.name == word;
    if (step_word) {
      Scanner ahead = s;
      ahead.TakeWord();
      ahead.SkipSpace();
      if (!ahead.PeekQuote()) {
        return s.ErrorAt(start, "'---' to close the header before the first step");
      }
    }
  }

  if (players && IsIdentifier(word) && !IsHeaderKeyword(word)) {
    DeckLine line;
    line.pos = s.PosAt(start);
    line.section = std::string(s.TakeWord());
    s.SkipSpace();
    if (!s.PeekQuote()) return s.ErrorHere("a card title after '" + line.section + "'");
    size_t title_at = s.pos();
    Result<std::string> title = s.TakeQuoted("the card title");
    if (!title.ok()) return title.status();
    if (title->empty()) return s.ErrorAt(title_at, "a card title");
    line.title = std::move(*title);
    s.SkipSpace();
    if (!s.AtEnd()) {
      size_t count_at = s.pos();
      std::string_view w = s.PeekWord();
      if (w.size() < 2 || w[0] != 'x' || !IsDigits(w.substr(1))) {
        return s.ErrorHere("a count like 'x2' or end of line");
      }
      uint64_t count = 0;
      if (!ParseDecimal(w.substr(1), INT_MAX, &count) || count == 0) {
        return s.ErrorAt(count_at, "a card count from 1 to 2147483647");
      }
      line.count = static_cast<int>(count);
      s.TakeWord();
      STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
    }
    header_.players.back().deck.push_back(std::move(line));
    return Status::Ok();
  }

  // An indented `section "title"` before any player: the `player` line is missing.
  if (extras && indented && IsIdentifier(word) && !IsHeaderKeyword(word)) {
    s.TakeWord();
    s.SkipSpace();
    if (s.PeekQuote()) return s.ErrorAt(start, "'player' before a deck line");
  }
  return s.ErrorAt(start, ExpectedHeaderLine());
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
      if (!s.PeekQuote()) return s.ErrorHere("a card title after '" + step.prep + "'");
      Result<CardRef> target = s.TakeCardRef();
      if (!target.ok()) return target.status();
      step.target = std::move(*target);
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
  if (names.empty()) return s.MessageAt(at, "'" + word + "' is not a player: the header declares none");
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

// ---- Formatting

namespace {

void AssertQuotable(std::string_view s) {
  for (char c : s) {
    assert(c != '"' && (static_cast<unsigned char>(c) >= 0x20 || c == '\t') && c != 0x7F);
    (void)c;
  }
}

std::string QuoteString(std::string_view s) {
  AssertQuotable(s);
  return "\"" + std::string(s) + "\"";
}

}  // namespace

std::string FormatCardRef(const CardRef& card) {
  assert(!card.title.empty() && card.copy >= 0);
  std::string out = QuoteString(card.title);
  if (card.copy > 0) out += "#" + std::to_string(card.copy);
  return out;
}

std::string FormatName(std::string_view name) {
  if (IsIdentifier(name) && !IsReserved(name)) return std::string(name);
  return QuoteString(name);
}

std::string FormatHeader(const ScriptHeader& header) {
  assert(IsIdentifier(header.game));
  std::string out;
  if (!header.format_version.empty()) out += "stardate " + header.format_version + "\n";
  out += "game " + header.game + "\n";
  if (header.has_seed) out += "seed " + std::to_string(header.seed) + "\n";
  if (!header.randomness.empty()) out += "randomness " + header.randomness + "\n";
  if (!header.event.empty()) out += "event " + QuoteString(header.event) + "\n";
  if (!header.round.empty()) out += "round " + QuoteString(header.round) + "\n";
  for (const auto& [key, value] : header.meta) {
    assert(IsIdentifier(key));
    out += "meta " + key + " " + QuoteString(value) + "\n";
  }
  if (!header.pool.empty()) {
    out += "pool";
    for (const std::string& path : header.pool) out += " " + QuoteString(path);
    out += "\n";
  }
  for (const PlayerDecl& player : header.players) {
    out += "player " + FormatName(player.name) + "\n";
    for (const DeckLine& line : player.deck) {
      assert(IsIdentifier(line.section) && !IsHeaderKeyword(line.section) && line.count >= 1);
      out += "  " + line.section + " " + QuoteString(line.title);
      if (line.count != 1) out += " x" + std::to_string(line.count);
      out += "\n";
    }
  }
  out += "---\n";
  return out;
}

std::string FormatStep(const ScriptStep& step) {
  assert(IsIdentifier(step.verb) && step.indent >= 0);
  assert(step.prep.empty() == !step.target.has_value());
  assert(step.player.empty() ? step.qualifier.empty() && step.cards.empty() && step.prep.empty()
                             : step.word.empty());
  std::string out(static_cast<size_t>(step.indent) * 2, ' ');
  if (!step.player.empty()) out += FormatName(step.player) + " ";
  out += step.verb;
  if (!step.qualifier.empty()) {
    assert(IsIdentifier(step.qualifier) && !IsReserved(step.qualifier));
    out += " " + step.qualifier;
  }
  for (size_t i = 0; i < step.cards.size(); ++i) {
    out += (i == 0 ? " " : ", ") + FormatCardRef(step.cards[i]);
  }
  if (step.target.has_value()) {
    assert(IsPrep(step.prep));
    out += " " + step.prep + " " + FormatCardRef(*step.target);
  }
  for (int64_t n : step.numbers) out += " " + std::to_string(n);
  if (!step.word.empty()) out += " " + FormatName(step.word);
  for (size_t i = 0; i < step.random.size(); ++i) {
    out += (i == 0 ? " random " : ",") + std::to_string(step.random[i]);
  }
  if (!step.comment.empty()) {
    assert(step.comment.find('\n') == std::string::npos);
    out += "  # " + step.comment;
  }
  return out;
}

std::string FormatScript(const Script& script) {
  std::string out = FormatHeader(script.header);
  for (const ScriptStep& step : script.steps) out += FormatStep(step) + "\n";
  return out;
}

}  // namespace stardate::recorder
