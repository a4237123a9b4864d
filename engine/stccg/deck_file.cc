#include "engine/stccg/deck_file.h"

#include <algorithm>
#include <array>
#include <cstring>
#include <fstream>
#include <sstream>
#include <utility>

#include "engine/stccg/card_text.h"
#include "engine/stccg/card_wording.h"
#include "engine/text.h"

namespace stardate::engine::stccg {

namespace {

struct Heading {
  std::string_view written;  // as the plugin writes it
  DeckFileSection section;
};

constexpr std::array<Heading, 5> kHeadings = {{
    {"Missions:", DeckFileSection::kMissions},
    {"Seed+Dil:", DeckFileSection::kSeed},
    {"QsTent:", DeckFileSection::kQsTent},
    {"Aside:", DeckFileSection::kAside},
    {"Outside:", DeckFileSection::kAside},
}};

std::string KnownHeadings() {
  std::string out;
  for (const Heading& h : kHeadings) out += (out.empty() ? "" : ", ") + std::string(h.written);
  return out;
}

// Only the letters and digits, lower-cased: "Seed + Dil" and "seed+dil:" are the same heading
// misspelt, and get a "did you mean".
std::string Letters(std::string_view s) {
  std::string out;
  for (char c : s) {
    if (IsAsciiLetter(c) || (c >= '0' && c <= '9')) out += AsciiLower(c);
  }
  return out;
}

std::string UnknownHeading(std::string_view found) {
  std::string message = "unknown heading '" + std::string(found) + "'";
  for (const Heading& h : kHeadings) {
    if (Letters(h.written) == Letters(found)) {
      return message + "; did you mean '" + std::string(h.written) + "'?";
    }
  }
  return message + "; expected one of " + KnownHeadings();
}

// The lines of `text`, each without its end: CR LF, LF or a lone CR.
std::vector<std::string_view> SplitLines(std::string_view text) {
  std::vector<std::string_view> lines;
  size_t start = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    if (text[i] != '\n' && text[i] != '\r') continue;
    lines.push_back(text.substr(start, i - start));
    if (text[i] == '\r' && i + 1 < text.size() && text[i + 1] == '\n') ++i;
    start = i + 1;
  }
  if (start < text.size()) lines.push_back(text.substr(start));
  return lines;
}

std::string Quote(std::string_view s) { return "'" + std::string(s) + "'"; }

}  // namespace

// ---- Layout ---------------------------------------------------------------------------------

namespace {

struct SectionNames {
  std::string_view name, key;
};
// Indexed by DeckFileSection.
constexpr std::array<SectionNames, 5> kSectionNames = {{
    {"draw deck", "draw"},
    {"missions", "missions"},
    {"seed cards", "seed"},
    {"Q's Tent", "qs-tent"},
    {"set aside", "aside"},
}};

}  // namespace

std::string_view DeckFileSectionName(DeckFileSection section) {
  return kSectionNames[static_cast<size_t>(section)].name;
}

std::string_view DeckFileSectionKey(DeckFileSection section) {
  return kSectionNames[static_cast<size_t>(section)].key;
}

Result<DeckFile> ParseDeckFile(std::string_view text, const std::string& name,
                               const DeckFileLimits& limits) {
  if (text.size() > limits.max_bytes) {
    return Status::InvalidArgument(name + ": file is " + std::to_string(text.size()) +
                                   " bytes; the limit is " + std::to_string(limits.max_bytes));
  }
  if (text.substr(0, 3) == "\xEF\xBB\xBF") text.remove_prefix(3);
  DeckFile file;
  file.name = name;
  DeckFileSection section = DeckFileSection::kDraw;
  const std::vector<std::string_view> lines = SplitLines(text);
  for (size_t i = 0; i < lines.size(); ++i) {
    const int number = static_cast<int>(i) + 1;
    const std::string at = name + ": line " + std::to_string(number) + ": ";
    auto error = [&](const std::string& message) { return Status::InvalidArgument(at + message); };
    if (number > limits.max_lines) {
      return error("more than " + std::to_string(limits.max_lines) + " lines; the limit is " +
                   std::to_string(limits.max_lines));
    }
    const std::string_view raw = lines[i];
    if (raw.size() > limits.max_line_length) {
      return error("line is " + std::to_string(raw.size()) + " bytes long; the limit is " +
                   std::to_string(limits.max_line_length));
    }
    for (size_t c = 0; c < raw.size(); ++c) {
      const auto byte = static_cast<unsigned char>(raw[c]);
      if ((byte < 0x20 && byte != '\t') || byte == 0x7F) {
        static constexpr char kHex[] = "0123456789ABCDEF";
        return error("control character 0x" + std::string{kHex[byte >> 4], kHex[byte & 15]} +
                     " at column " + std::to_string(c + 1) + "; expected text");
      }
    }
    const std::string_view line = Trim(raw);
    if (line.empty() || line.front() == '#') continue;
    const bool digit = line.front() >= '0' && line.front() <= '9';
    if (!digit && line.back() == ':') {
      auto known = std::find_if(kHeadings.begin(), kHeadings.end(), [&](const Heading& h) {
        return EqualsIgnoreAsciiCase(h.written, line);
      });
      if (known == kHeadings.end()) return error(UnknownHeading(line));
      section = known->section;
      continue;
    }
    if (!digit) {
      return error("expected 'COUNT<TAB>TITLE', 'COUNT TITLE' or a heading (" + KnownHeadings() +
                   "), found " + Quote(line));
    }
    size_t pos = 0;
    while (pos < line.size() && line[pos] >= '0' && line[pos] <= '9') ++pos;
    const std::string_view digits = line.substr(0, pos);
    const std::string range = "from 1 to " + std::to_string(limits.max_count);
    if (digits.size() > 9) {
      return error("count " + std::string(digits) + " is over the limit of " +
                   std::to_string(limits.max_count) + " copies a line");
    }
    const int count = std::stoi(std::string(digits));
    if (pos < line.size() && (line[pos] == 'x' || line[pos] == 'X')) ++pos;
    if (pos == line.size()) return error("expected a title after the count " + Quote(digits));
    if (line[pos] != '\t' && line[pos] != ' ') {
      return error("expected a tab or a space after the count, found " + Quote(line));
    }
    if (line[pos] == '\t') file.lackey = true;
    const std::string_view title = Trim(line.substr(pos));
    if (title.empty()) return error("expected a title after the count " + Quote(digits));
    if (count == 0) return error("expected a count " + range + ", found '0'");
    if (count > limits.max_count) {
      return error("count " + std::to_string(count) + " is over the limit of " +
                   std::to_string(limits.max_count) + " copies a line");
    }
    file.lines.push_back({number, section, count, std::string(title)});
  }
  return file;
}

Result<DeckFile> ReadDeckFile(const std::string& path, const DeckFileLimits& limits) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return Status::IoError(path + ": cannot open file");
  // Read one byte past the limit, so a larger file is refused without being read whole.
  std::string text(limits.max_bytes + 1, '\0');
  in.read(text.data(), static_cast<std::streamsize>(text.size()));
  if (in.bad()) return Status::IoError(path + ": read failed");
  text.resize(static_cast<size_t>(in.gcount()));
  if (text.size() > limits.max_bytes) {
    return Status::InvalidArgument(path + ": file is larger than " +
                                   std::to_string(limits.max_bytes) + " bytes, the limit");
  }
  return ParseDeckFile(text, path, limits);
}

// ---- Titles ---------------------------------------------------------------------------------

std::string DeckTitleKey(std::string_view title) {
  // Typographic quotes (UTF-8) as the ASCII ones the card list writes.
  static constexpr std::array<std::pair<std::string_view, char>, 4> kQuotes = {{
      {"\xE2\x80\x9C", '"'},
      {"\xE2\x80\x9D", '"'},
      {"\xE2\x80\x98", '\''},
      {"\xE2\x80\x99", '\''},
  }};
  std::string out;
  title = Trim(title);
  for (size_t i = 0; i < title.size(); ++i) {
    bool replaced = false;
    for (const auto& [typographic, ascii] : kQuotes) {
      if (title.substr(i, typographic.size()) == typographic) {
        out += ascii;
        i += typographic.size() - 1;
        replaced = true;
        break;
      }
    }
    if (replaced) continue;
    const char c = title[i];
    if (IsAsciiSpace(c)) {
      if (!out.empty() && out.back() != ' ') out += ' ';
      continue;
    }
    out += AsciiLower(c);
  }
  return out;
}

namespace {

using wording::EndsWith;

// `s` without trailing '*'s and spaces.
std::string_view DropStars(std::string_view s) {
  while (!s.empty() && (s.back() == '*' || s.back() == ' ')) s.remove_suffix(1);
  return s;
}

// The key of a card's title without its version: " *vp", trailing '*'s and a parenthesised
// subtitle dropped ("deanna troi (first contact) *vp" -> "deanna troi"). "" for the back of a
// two-sided card, which no version marker names.
std::string BaseKey(std::string_view key) {
  if (EndsWith(key, " *vp")) key.remove_suffix(4);
  key = DropStars(key);
  if (EndsWith(key, " (back)")) return "";
  if (EndsWith(key, ")")) {
    const size_t open = key.rfind(" (");
    if (open != std::string_view::npos && open > 0) key = key.substr(0, open);
  }
  return std::string(key);
}

// A version marker: `TITLE *CODE`, CODE a letter then letters, digits or '+' (the Release
// column's codes: tmp, fc, VP, TNG+, HF2). Returns {TITLE, CODE} or {"", ""}.
std::pair<std::string_view, std::string_view> VersionMarker(std::string_view written) {
  const size_t star = written.rfind('*');
  if (star == std::string_view::npos || star == 0) return {};
  const std::string_view code = written.substr(star + 1);
  if (code.empty() || !IsAsciiLetter(code.front())) return {};
  for (char c : code) {
    if (!IsAsciiLetter(c) && !(c >= '0' && c <= '9') && c != '+') return {};
  }
  const std::string_view base = Trim(written.substr(0, star));
  if (base.empty() || base.back() == '*') return {};
  return {base, code};
}

// The first card of each distinct title among `cards`, in their order.
std::vector<const CardFacts*> DistinctTitles(const std::vector<const CardFacts*>& cards) {
  std::vector<const CardFacts*> out;
  for (const CardFacts* card : cards) {
    auto same = [&](const CardFacts* c) { return c->title == card->title; };
    if (std::none_of(out.begin(), out.end(), same)) out.push_back(card);
  }
  return out;
}

std::string Versions(const std::vector<const CardFacts*>& cards) {
  std::string out;
  for (size_t i = 0; i < cards.size() && i < 6; ++i) {
    out += (i > 0 ? ", " : "") + Quote(cards[i]->title) + " (release " + cards[i]->release + ")";
  }
  if (cards.size() > 6) out += " and " + std::to_string(cards.size() - 6) + " more";
  return out;
}

Status Ambiguous(std::string_view written, const std::vector<const CardFacts*>& cards) {
  return Status::InvalidArgument(Quote(written) + " names several cards: " + Versions(cards) +
                                 "; write the title as the card list does");
}

}  // namespace

bool DeckTitles::IsSecondEdition(const CardFacts& card) {
  if (card.set.rfind("ban_2E", 0) == 0) return true;
  // The word "2E": "Jadzia Dax 2E (Emissary)", "Once More Unto the Breach 2E".
  for (size_t at = card.title.find("2E"); at != std::string::npos;
       at = card.title.find("2E", at + 1)) {
    const bool starts = at == 0 || card.title[at - 1] == ' ';
    const bool ends = at + 2 == card.title.size() || card.title[at + 2] == ' ';
    if (starts && ends) return true;
  }
  return false;
}

DeckTitles::DeckTitles(const CardPool& pool) : pool_(&pool) {
  std::set<std::string_view> seen;
  for (const CardFacts& card : pool.cards()) {
    if (!seen.insert(card.title).second) continue;
    lowered_start_.push_back(lowered_.size());
    lowered_title_.push_back(card.title);
    lowered_ += AsciiLower(card.title);
  }
  for (const CardFacts& card : pool.cards()) {
    std::string key = DeckTitleKey(card.title);
    if (IsSecondEdition(card)) {
      second_edition_.insert(std::move(key));
      continue;
    }
    std::string base = BaseKey(key);
    by_title_.emplace(std::move(key), &card);
    if (!base.empty()) by_base_.emplace(std::move(base), &card);
  }
}

std::vector<const CardFacts*> DeckTitles::Exact(std::string_view title) const {
  std::vector<const CardFacts*> found;
  auto [begin, end] = by_title_.equal_range(DeckTitleKey(title));
  for (auto it = begin; it != end; ++it) found.push_back(it->second);
  found = DistinctTitles(found);
  // Titles the key cannot tell apart (only their case differs): the one written exactly wins.
  for (const CardFacts* card : found) {
    if (card->title == Trim(title)) return {card};
  }
  return found;
}

std::vector<std::string_view> DeckTitles::Containing(std::string_view query) const {
  const std::string needle = AsciiLower(FaceTitle(query));
  std::vector<std::string_view> out;
  size_t from = 0;
  while (out.size() < 5) {
    // memmem: one linear search, not a byte compare at every place the first letter occurs.
    const void* hit =
        from < lowered_.size()
            ? ::memmem(lowered_.data() + from, lowered_.size() - from, needle.data(), needle.size())
            : nullptr;
    if (hit == nullptr) break;
    const size_t at = static_cast<size_t>(static_cast<const char*>(hit) - lowered_.data());
    // The title the match starts in; a match running on into the next title is none.
    const size_t i =
        static_cast<size_t>(std::upper_bound(lowered_start_.begin(), lowered_start_.end(), at) -
                            lowered_start_.begin() - 1);
    const size_t end = i + 1 < lowered_start_.size() ? lowered_start_[i + 1] : lowered_.size();
    if (at + needle.size() > end) {
      from = at + 1;
      continue;
    }
    out.push_back(lowered_title_[i]);
    from = end;
  }
  return out;
}

std::string DeckTitles::NotFound(std::string_view written, std::string_view title,
                                 bool suggest) const {
  std::string message = "no card titled " + Quote(written) + " in " + pool_->source_name();
  if (!suggest) return message;
  std::vector<std::string> near;
  auto add = [&](std::string_view query) {
    for (std::string_view s : Containing(query)) {
      const CardFacts* card = pool_->Find(s);
      if (card != nullptr && IsSecondEdition(*card)) continue;
      if (std::find(near.begin(), near.end(), s) == near.end()) near.emplace_back(s);
    }
  };
  add(title);
  if (near.empty()) {
    // No title contains the whole of it: the titles containing its longest words.
    std::vector<std::string_view> words;
    std::string_view rest = title;
    while (!rest.empty()) {
      const size_t space = rest.find(' ');
      const std::string_view word = rest.substr(0, space);
      if (word.size() >= 3) words.push_back(word);
      if (space == std::string_view::npos) break;
      rest.remove_prefix(space + 1);
    }
    std::stable_sort(words.begin(), words.end(),
                     [](std::string_view a, std::string_view b) { return a.size() > b.size(); });
    if (words.size() > 3) words.resize(3);
    for (std::string_view word : words) {
      add(word);
      if (!near.empty()) break;
    }
  }
  if (near.empty()) return message + "; no title is close";
  message += "; nearest: ";
  for (size_t i = 0; i < near.size(); ++i) message += (i > 0 ? ", " : "") + Quote(near[i]);
  return message;
}

Result<TitleResolution> DeckTitles::Resolve(std::string_view written, bool suggest) const {
  std::string_view title = Trim(written);
  const bool universal_mark = !title.empty() && title.front() == '%';
  if (universal_mark) title = Trim(title.substr(1));
  if (title.empty()) return Status::InvalidArgument("expected a title, found " + Quote(written));
  auto resolved = [&](const CardFacts* card, TitleMatch match) {
    TitleResolution r;
    r.card = card;
    r.match = match;
    if (universal_mark && !card->universal) {
      r.notes.push_back("'%' marks a universal card; the card list does not mark " +
                        Quote(card->title) + " universal");
    }
    return r;
  };

  // 1. The card list's title.
  std::vector<const CardFacts*> found = Exact(title);
  if (found.size() == 1) return resolved(found.front(), TitleMatch::kTitle);
  if (found.size() > 1) return Ambiguous(written, found);

  // 2. A version marker: the release written after '*'.
  const auto [base, code] = VersionMarker(title);
  std::vector<const CardFacts*> versions;
  if (!base.empty()) {
    auto [begin, end] = by_base_.equal_range(DeckTitleKey(base));
    for (auto it = begin; it != end; ++it) {
      versions.push_back(it->second);
      if (EqualsIgnoreAsciiCase(it->second->release, code)) found.push_back(it->second);
    }
    found = DistinctTitles(found);
    if (found.size() == 1) return resolved(found.front(), TitleMatch::kVersionMarker);
    if (found.size() > 1) return Ambiguous(written, found);
  }

  // 3. Trailing '*'s no card carries.
  if (title.back() == '*') {
    found = Exact(DropStars(title));
    if (found.size() == 1) return resolved(found.front(), TitleMatch::kTrailingStars);
    if (found.size() > 1) return Ambiguous(written, found);
  }

  // 4. A subtitle no card's title carries: the plugin writes a reprint's set after its title
  // ("Maglock (Homefront)"), where the card list keeps every printing under one title.
  if (title.back() == ')') {
    const size_t open = title.rfind(" (");
    if (open != std::string_view::npos && open > 0) {
      found = Exact(title.substr(0, open));
      if (found.size() == 1) {
        TitleResolution r = resolved(found.front(), TitleMatch::kSubtitleDropped);
        r.notes.push_back("the card list has no title " + Quote(title) + "; " +
                          Quote(title.substr(open + 1)) + " is dropped");
        return r;
      }
      if (found.size() > 1) return Ambiguous(written, found);
    }
  }

  if (second_edition_.count(DeckTitleKey(title)) > 0) {
    return Status::InvalidArgument(Quote(written) +
                                   " is a Second Edition card, never part of a 1E deck");
  }
  if (!versions.empty()) {
    return Status::InvalidArgument("no version of " + Quote(base) + " has release " + Quote(code) +
                                   " (the marker '*" + std::string(code) +
                                   "'); its versions: " + Versions(versions));
  }
  return Status::InvalidArgument(
      NotFound(written, DropStars(base.empty() ? title : base), suggest));
}

// ---- Resolved decks -------------------------------------------------------------------------

int ResolvedDeck::CountIn(DeckFileSection section) const {
  int n = 0;
  for (const ResolvedDeckLine& l : lines) {
    if (l.line.section == section) n += l.line.count;
  }
  return n;
}

ResolvedDeck ResolveDeck(const DeckFile& file, const DeckTitles& titles) {
  ResolvedDeck deck;
  deck.name = file.name;
  deck.lackey = file.lackey;
  for (const DeckFileLine& line : file.lines) {
    const bool suggest = deck.unresolved.size() < static_cast<size_t>(kSuggestedLines);
    Result<TitleResolution> r = titles.Resolve(line.written, suggest);
    if (r.ok()) {
      deck.lines.push_back({line, std::move(r).value()});
    } else {
      deck.unresolved.push_back(
          {line, file.name + ": line " + std::to_string(line.line) + ": " + r.status().message()});
    }
  }
  return deck;
}

std::vector<DeckCardCount> SectionCards(const ResolvedDeck& deck, DeckFileSection section) {
  std::vector<DeckCardCount> out;
  for (const ResolvedDeckLine& l : deck.lines) {
    if (l.line.section == section) {
      out.push_back({l.resolution.card->title, l.line.count, l.line.line});
    }
  }
  return out;
}

Result<std::vector<DeckLine>> LoadDeckLines(const std::string& path, const CardPool& pool) {
  Result<DeckFile> file = ReadDeckFile(path);
  if (!file.ok()) return file.status();
  const ResolvedDeck deck = ResolveDeck(*file, DeckTitles(pool));
  if (!deck.complete()) {
    std::string message;
    for (const UnresolvedDeckLine& u : deck.unresolved) {
      message += (message.empty() ? "" : "\n") + u.message;
    }
    return Status::InvalidArgument(message);
  }
  std::vector<DeckLine> lines;
  for (const ResolvedDeckLine& l : deck.lines) {
    DeckLine d;
    d.title = l.resolution.card->title;
    d.count = static_cast<uint16_t>(l.line.count);
    switch (l.line.section) {
      case DeckFileSection::kMissions:
      case DeckFileSection::kSeed:
        d.section = DeckSection::kSeed;
        break;
      case DeckFileSection::kDraw:
        d.section = DeckSection::kDraw;
        break;
      case DeckFileSection::kQsTent:
        d.section = DeckSection::kTent;
        break;
      case DeckFileSection::kAside:
        continue;
    }
    lines.push_back(std::move(d));
  }
  return lines;
}

}  // namespace stardate::engine::stccg
