// The script header lines: what may come next, and parsing each one.
#include "engine/script/script.h"
#include "engine/script/script_internal.h"

namespace stardate::script {

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

// Each line's parser reads the whole line into locals and changes the parser only once the line
// is known to be good, so a failed line leaves no trace. It is called with the scanner at the
// line's first word.
Status ScriptLineParser::ParseHeaderLine(Scanner& s) {
  s.SkipSpace();
  if (s.AtEnd()) return Status::Ok();
  const bool indented = s.pos() > 0;
  const size_t start = s.pos();
  const std::string_view word = s.PeekWord();
  const bool extras = state_ == State::kExtras;
  const bool players = state_ == State::kPlayers;

  if (IsSeparator(word) && (extras || players)) {
    s.TakeWord();
    STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
    state_ = State::kBody;
    return Status::Ok();
  }
  if (word == "stardate" && state_ == State::kStart) return ParseFormatLine(s);
  if (word == "game" && (state_ == State::kStart || state_ == State::kAfterFormat)) {
    return ParseGameLine(s);
  }
  if (word == "seed" && state_ == State::kAfterGame) return ParseSeedLine(s);
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
    return ParseRandomnessLine(s);
  }
  if (word == "pool" && extras && header_.pool.empty()) return ParsePoolLine(s);
  if (word == "event" && extras && header_.event.empty()) {
    return ParseQuotedLine(s, "a quoted event name after 'event'", "the event name",
                           &header_.event);
  }
  if (word == "round" && extras && header_.round.empty()) {
    return ParseQuotedLine(s, "a quoted round name after 'round'", "the round name",
                           &header_.round);
  }
  if (word == "meta" && extras) return ParseMetaLine(s);
  if (word == "player" && (extras || players)) return ParsePlayerLine(s);

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
  if (players && IsIdentifier(word) && !IsHeaderKeyword(word)) return ParseDeckLine(s);

  // An indented `section "title"` before any player: the `player` line is missing.
  if (extras && indented && IsIdentifier(word) && !IsHeaderKeyword(word)) {
    s.TakeWord();
    s.SkipSpace();
    if (s.PeekQuote()) return s.ErrorAt(start, "'player' before a deck line");
  }
  return s.ErrorAt(start, ExpectedHeaderLine());
}

// `stardate 1`
Status ScriptLineParser::ParseFormatLine(Scanner& s) {
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

// `game NAME`
Status ScriptLineParser::ParseGameLine(Scanner& s) {
  s.TakeWord();
  s.SkipSpace();
  if (!IsIdentifier(s.PeekWord())) return s.ErrorHere("a game kind after 'game'");
  std::string game(s.TakeWord());
  STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
  header_.game = std::move(game);
  state_ = State::kAfterGame;
  return Status::Ok();
}

// `seed N [secret]`: N decimal or 0x hex, 64 bits.
Status ScriptLineParser::ParseSeedLine(Scanner& s) {
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
  s.SkipSpace();
  bool secret = false;
  if (s.PeekWord() == "secret") {
    s.TakeWord();
    secret = true;
  }
  STARDATE_RETURN_IF_ERROR(s.ExpectEnd(secret ? "end of line" : "'secret' or end of line"));
  header_.seed = seed;
  header_.has_seed = true;
  header_.seed_secret = secret;
  state_ = State::kExtras;
  return Status::Ok();
}

// `randomness table|seed`
Status ScriptLineParser::ParseRandomnessLine(Scanner& s) {
  s.TakeWord();
  s.SkipSpace();
  std::string_view source = s.PeekWord();
  if (source != "table" && source != "seed") {
    return s.ErrorHere(
        "'table' (shuffled and rolled at a table) or 'seed' (decided by the seed) "
        "after 'randomness'");
  }
  std::string value(s.TakeWord());
  STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
  header_.randomness = std::move(value);
  return Status::Ok();
}

// `pool "PATH" ["PATH"...]`: one or more quoted card list paths.
Status ScriptLineParser::ParsePoolLine(Scanner& s) {
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

// `event "NAME"` / `round "NAME"`: a keyword and one quoted string into *field; `expected` is
// what must follow the keyword, `what` names the string for a missing closing quote.
Status ScriptLineParser::ParseQuotedLine(Scanner& s, std::string_view expected,
                                         std::string_view what, std::string* field) {
  s.TakeWord();
  s.SkipSpace();
  if (!s.PeekQuote()) return s.ErrorHere(expected);
  Result<std::string> value = s.TakeQuoted(what);
  if (!value.ok()) return value.status();
  STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
  *field = std::move(*value);
  return Status::Ok();
}

// `meta KEY "VALUE"`, each key once.
Status ScriptLineParser::ParseMetaLine(Scanner& s) {
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
  size_t value_at = s.pos();
  Result<std::string> value = s.TakeQuoted("the meta value");
  if (!value.ok()) return value.status();
  if (key == kPassesMetaKey && *value != kPassesImplicit && *value != kPassesExplicit) {
    return s.ErrorAt(value_at, "'\"implicit\"' or '\"explicit\"' after 'meta passes'");
  }
  STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
  header_.meta.emplace_back(std::move(key), std::move(*value));
  return Status::Ok();
}

// `player NAME` or `player "NAME"`, each name once, optionally with `deck "FILE"`.
Status ScriptLineParser::ParsePlayerLine(Scanner& s) {
  s.TakeWord();
  s.SkipSpace();
  PlayerDecl player;
  size_t name_at = s.pos();
  player.pos = s.PosAt(name_at);
  Result<std::string> name = s.TakeName("player", true);
  if (!name.ok()) return name.status();
  player.name = std::move(*name);
  if (IsPlayer(player.name)) return s.ErrorAt(name_at, "a new player name");
  s.SkipSpace();
  // `player NAME deck "FILE"`: the deck is a deck file, kept as a deck line of section "deck"
  // (the game's binding reads it; an indented `deck "FILE"` line says the same).
  if (s.PeekWord() == "deck") {
    DeckLine file;
    file.pos = s.PosAt(s.pos());
    file.section = std::string(s.TakeWord());
    s.SkipSpace();
    if (!s.PeekQuote()) return s.ErrorHere("a deck file name after 'deck'");
    const size_t file_at = s.pos();
    Result<std::string> name = s.TakeQuoted("the deck file name");
    if (!name.ok()) return name.status();
    if (name->empty()) return s.ErrorAt(file_at, "a deck file name");
    file.title = std::move(*name);
    player.deck.push_back(std::move(file));
  }
  STARDATE_RETURN_IF_ERROR(s.ExpectEnd("end of line"));
  header_.players.push_back(std::move(player));
  state_ = State::kPlayers;
  return Status::Ok();
}

// `  SECTION "Title" [xN]` under a player.
Status ScriptLineParser::ParseDeckLine(Scanner& s) {
  DeckLine line;
  line.pos = s.PosAt(s.pos());
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

}  // namespace stardate::script
