// Internal to the script grammar (engine/script/script*.cc): the words of the grammar and the
// scanner that reads one line. Not part of the grammar's interface.
#ifndef STARDATE_ENGINE_SCRIPT_SCRIPT_INTERNAL_H_
#define STARDATE_ENGINE_SCRIPT_SCRIPT_INTERNAL_H_

#include <cassert>
#include <climits>
#include <cstdint>
#include <limits>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "engine/script/script.h"
#include "engine/script/suggest.h"

namespace stardate::script {
namespace script_internal {

inline constexpr size_t kMaxFoundBytes = 40;  // longer tokens are cut in error messages

inline bool IsWordChar(char c) {
  return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_' ||
         c == '-';
}
inline bool IsDigit(char c) { return c >= '0' && c <= '9'; }
inline bool IsSpace(char c) { return c == ' ' || c == '\t'; }

inline bool IsIdentifier(std::string_view w) {
  if (w.empty()) return false;
  char c = w[0];
  if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_')) return false;
  for (char ch : w) {
    if (!IsWordChar(ch)) return false;
  }
  return true;
}

inline bool IsDigits(std::string_view w) {
  if (w.empty()) return false;
  for (char c : w) {
    if (!IsDigit(c)) return false;
  }
  return true;
}

// An optionally negative decimal: the NUMBER of a step.
inline bool IsNumberWord(std::string_view w) {
  return IsDigits(w.substr(!w.empty() && w[0] == '-' ? 1 : 0));
}

inline bool IsSeparator(std::string_view w) {
  return w.size() >= 3 && w.find_first_not_of('-') == std::string_view::npos;
}

// `beside` names a player, not a card: `Alice plays "The Traveler: Transcendence" beside Bob`.
inline constexpr std::string_view kBeside = "beside";

inline bool IsPrep(std::string_view w) {
  return w == "to" || w == "at" || w == "on" || w == "from" || w == "under" || w == kBeside;
}

// Words with a meaning of their own inside a step, so never a qualifier or a bare NAME.
inline bool IsReserved(std::string_view w) { return IsPrep(w) || w == "random"; }

// Header keywords: never a deck section.
inline bool IsHeaderKeyword(std::string_view w) {
  return w == "stardate" || w == "game" || w == "event" || w == "round" || w == "meta" ||
         w == "pool" || w == "player" || w == "randomness";
}

// Parses decimal digits into [0, max]; false on overflow.
inline bool ParseDecimal(std::string_view digits, uint64_t max, uint64_t* out) {
  uint64_t v = 0;
  for (char c : digits) {
    uint64_t d = static_cast<uint64_t>(c - '0');
    if (v > (max - d) / 10) return false;
    v = v * 10 + d;
  }
  *out = v;
  return true;
}

inline int HexValue(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// Length of the valid UTF-8 sequence at text[i], or 0 when it is invalid (overlong forms,
// surrogates and code points above U+10FFFF included).
inline size_t Utf8SequenceLength(std::string_view text, size_t i) {
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

inline std::string HexByte(unsigned char c) {
  static const char kDigits[] = "0123456789abcdef";
  return std::string("byte 0x") + kDigits[c >> 4] + kDigits[c & 15];
}

inline std::string Quote(std::string_view token) {
  if (token.size() > kMaxFoundBytes) {
    size_t cut = kMaxFoundBytes;
    // Do not split a UTF-8 sequence.
    while (cut > 0 && (static_cast<unsigned char>(token[cut]) & 0xC0) == 0x80) --cut;
    return "'" + std::string(token.substr(0, cut)) + "...'";
  }
  return "'" + std::string(token) + "'";
}

inline std::string Trim(std::string_view s) {
  size_t b = 0, e = s.size();
  while (b < e && IsSpace(s[b])) ++b;
  while (e > b && IsSpace(s[e - 1])) --e;
  return std::string(s.substr(b, e - b));
}

}  // namespace script_internal

using namespace script_internal;  // NOLINT: the grammar's own files share these words

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
  // A player's name after `after` ("player", "beside"): bare (an identifier; a reserved word
  // only when `reserved_ok`) or quoted (not empty).
  Result<std::string> TakeName(std::string_view after, bool reserved_ok) {
    const size_t at = pos_;
    if (PeekQuote()) {
      Result<std::string> name = TakeQuoted("the player name");
      if (!name.ok()) return name.status();
      if (name->empty()) return ErrorAt(at, "a player name");
      return name;
    }
    if (IsIdentifier(PeekWord()) && (reserved_ok || !IsReserved(PeekWord()))) {
      return std::string(TakeWord());
    }
    return ErrorHere("a player name after '" + std::string(after) + "'");
  }

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

}  // namespace stardate::script

#endif  // STARDATE_ENGINE_SCRIPT_SCRIPT_INTERNAL_H_
