#include "engine/stccg/deck_report.h"

#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "engine/json_writer.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/deck_check.h"
#include "engine/stccg/deck_file.h"

namespace stardate::engine::stccg {
namespace {

constexpr DeckFileSection kSections[] = {DeckFileSection::kDraw, DeckFileSection::kMissions,
                                         DeckFileSection::kSeed, DeckFileSection::kQsTent,
                                         DeckFileSection::kAside};

std::string_view MatchName(TitleMatch match) {
  switch (match) {
    case TitleMatch::kTitle:
      return "title";
    case TitleMatch::kVersionMarker:
      return "version-marker";
    case TitleMatch::kTrailingStars:
      return "trailing-stars";
    case TitleMatch::kSubtitleDropped:
      return "subtitle-dropped";
  }
  return "?";
}

// "Personnel 20, Equipment 2" (types in name order).
std::string Types(const std::map<std::string, int, std::less<>>& types) {
  std::string out;
  for (const auto& [type, n] : types)
    out += (out.empty() ? "" : ", ") + type + " " + std::to_string(n);
  return out;
}

struct Check {
  const CardPool* pool;
  ResolvedDeck deck;
  DeckComposition composition;
  std::vector<DeckFinding> findings;
};

std::string Text(const Check& c) {
  const ResolvedDeck& d = c.deck;
  std::string out =
      d.name + ": " + (d.lackey ? "LackeyCCG deck file" : "plain text deck") + ", " +
      std::to_string(d.lines.size() + d.unresolved.size()) + " card lines, " +
      (d.complete() ? "all resolved" : std::to_string(d.unresolved.size()) + " unresolved") +
      " against " + c.pool->source_name() + "\n";
  for (DeckFileSection section : kSections) {
    std::vector<std::pair<int, std::string>> rows;  // by line
    for (const ResolvedDeckLine& l : d.lines) {
      if (l.line.section != section) continue;
      const CardFacts& card = *l.resolution.card;
      std::string row = "  line " + std::to_string(l.line.line) + ": " +
                        std::to_string(l.line.count) + " " + l.line.written + " -> " + card.title +
                        " (" + std::string(CardTypeName(card.type)) + ", " + card.set +
                        ", release " + card.release + ")";
      if (l.resolution.match == TitleMatch::kVersionMarker) row += " [version marker]";
      if (l.resolution.match == TitleMatch::kTrailingStars) row += " [trailing * dropped]";
      if (l.resolution.match == TitleMatch::kSubtitleDropped) row += " [subtitle dropped]";
      for (const std::string& note : l.resolution.notes) row += "\n    note: " + note;
      rows.emplace_back(l.line.line, std::move(row));
    }
    for (const UnresolvedDeckLine& u : d.unresolved) {
      if (u.line.section != section) continue;
      rows.emplace_back(u.line.line, "  line " + std::to_string(u.line.line) + ": " +
                                         std::to_string(u.line.count) + " " + u.line.written +
                                         " -> UNRESOLVED");
    }
    if (rows.empty()) continue;
    std::sort(rows.begin(), rows.end());
    out += std::string(DeckFileSectionName(section)) + "\n";
    for (const auto& row : rows) out += row.second + "\n";
  }
  const DeckComposition& k = c.composition;
  out += "composition\n";
  out += "  seed deck: " + std::to_string(k.seed_deck()) + " (" + std::to_string(k.missions) +
         " missions, " + std::to_string(k.seed_cards) + " seed cards): " + Types(k.seed_types) +
         "\n";
  out += "  draw deck: " + std::to_string(k.draw) +
         (k.draw_types.empty() ? "" : ": " + Types(k.draw_types)) + "\n";
  out += "  Q's Tent: " + std::to_string(k.qs_tent) +
         (k.qs_tent_types.empty() ? "" : ": " + Types(k.qs_tent_types)) + "\n";
  out += "  set aside: " + std::to_string(k.aside) + " (not part of the deck)\n";
  if (!d.complete()) {
    out += "construction: not checked while lines are unresolved\n";
  } else if (c.findings.empty()) {
    out += "construction: every check passed (" + std::to_string(DeckRules().size()) + " rules)\n";
  } else {
    out += "construction: " + std::to_string(c.findings.size()) + " rule" +
           (c.findings.size() == 1 ? "" : "s") + " broken\n";
    for (const DeckFinding& f : c.findings) {
      out += "  " + f.rule + ": " + f.message + "\n    " + f.source + ": \"" + f.quote + "\"\n";
    }
  }
  return out;
}

std::string Json(const Check& c) {
  const ResolvedDeck& d = c.deck;
  engine::JsonWriter j;
  j.BeginObject();
  j.Key("file").String(d.name);
  j.Key("layout").String(d.lackey ? "lackey" : "plain");
  j.Key("pool").String(c.pool->source_name());
  j.Key("complete").Bool(d.complete());
  // A line as written: the members every line's object begins with.
  auto written = [&](const DeckFileLine& line) {
    j.BeginObject();
    j.Key("line").Int(line.line);
    j.Key("section").String(DeckFileSectionKey(line.section));
    j.Key("count").Int(line.count);
    j.Key("written").String(line.written);
  };
  j.Key("lines").BeginArray();
  for (const ResolvedDeckLine& l : d.lines) {
    const CardFacts& card = *l.resolution.card;
    written(l.line);
    j.Key("title").String(card.title);
    j.Key("type").String(CardTypeName(card.type));
    j.Key("set").String(card.set);
    j.Key("release").String(card.release);
    j.Key("match").String(MatchName(l.resolution.match));
    j.Key("notes").BeginArray();
    for (const std::string& note : l.resolution.notes) j.String(note);
    j.EndArray();
    j.EndObject();
  }
  j.EndArray();
  j.Key("unresolved").BeginArray();
  for (const UnresolvedDeckLine& u : d.unresolved) {
    written(u.line);
    j.Key("message").String(u.message);
    j.EndObject();
  }
  j.EndArray();
  const DeckComposition& k = c.composition;
  auto types = [&](const std::map<std::string, int, std::less<>>& m) {
    j.BeginObject();
    for (const auto& [type, n] : m) j.Key(type).Int(n);
    j.EndObject();
  };
  j.Key("composition").BeginObject();
  j.Key("missions").Int(k.missions);
  j.Key("seedCards").Int(k.seed_cards);
  j.Key("seedDeck").Int(k.seed_deck());
  j.Key("draw").Int(k.draw);
  j.Key("qsTent").Int(k.qs_tent);
  j.Key("aside").Int(k.aside);
  j.Key("seedTypes");
  types(k.seed_types);
  j.Key("drawTypes");
  types(k.draw_types);
  j.Key("qsTentTypes");
  types(k.qs_tent_types);
  j.EndObject();
  j.Key("constructionChecked").Bool(d.complete());
  j.Key("findings").BeginArray();
  for (const DeckFinding& f : c.findings) {
    j.BeginObject();
    j.Key("rule").String(f.rule);
    j.Key("message").String(f.message);
    j.Key("lines").BeginArray();
    for (int line : f.lines) j.Int(line);
    j.EndArray();
    j.Key("source").String(f.source);
    j.Key("quote").String(f.quote);
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
  return j.str();
}

}  // namespace

Result<CardCheck> CheckDeck(const std::string& path, const std::vector<std::string>& lists) {
  std::unique_ptr<CardPool> loaded;
  const CardPool* pool = nullptr;
  if (lists.empty()) {
    const Result<CardPool>& shipped = CardPool::Shipped();
    if (!shipped.ok()) return shipped.status();
    pool = &*shipped;
  } else {
    Result<CardPool> read = CardPool::LoadFiles(lists);
    if (!read.ok()) return read.status();
    loaded = std::make_unique<CardPool>(std::move(read).value());
    pool = loaded.get();
  }
  Result<DeckFile> file = ReadDeckFile(path);
  if (!file.ok()) return file.status();
  Check c{pool, ResolveDeck(*file, DeckTitles(*pool)), {}, {}};
  c.composition = ComposeDeck(c.deck);
  if (c.deck.complete()) c.findings = CheckDeckConstruction(c.deck);
  CardCheck out;
  out.text = Text(c);
  out.json = Json(c);
  for (const UnresolvedDeckLine& u : c.deck.unresolved) out.errors.push_back(u.message);
  out.clean = c.deck.complete() && c.findings.empty();
  return out;
}

}  // namespace stardate::engine::stccg
