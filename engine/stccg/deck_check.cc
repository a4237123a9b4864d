#include "engine/stccg/deck_check.h"

#include <algorithm>
#include <utility>

#include "engine/text.h"

namespace stardate::engine::stccg {

namespace {

constexpr std::string_view kBaseRules = "data/reference/stccg1e-base-rules.md";
constexpr std::string_view kDeckSentence =
    "Deck (\"30/30 rule\"): ≤30 seed cards (missions not counted), exactly 6 missions, draw "
    "deck ≥30.";

constexpr int kMissions = 6;
constexpr int kMaxSeedCards = 30;
constexpr int kMinDrawDeck = 30;
// Q's Tent: "up to 13 different cards", unless the opening doorway's text says another number.
constexpr int kQsTentCards = 13;
constexpr std::string_view kOpensQsTent = "(opens) Q's Tent side deck";

std::string Quote(std::string_view s) { return "'" + std::string(s) + "'"; }

// The lines of `section`, grouped by card title (in order of first appearance).
struct TitleCopies {
  const CardFacts* card;
  int copies = 0;
  std::vector<int> lines;
};
std::vector<TitleCopies> ByTitle(const ResolvedDeck& deck, DeckFileSection section) {
  std::vector<TitleCopies> out;
  for (const ResolvedDeckLine& l : deck.lines) {
    if (l.line.section != section) continue;
    const CardFacts* card = l.resolution.card;
    auto it = std::find_if(out.begin(), out.end(),
                           [&](const TitleCopies& t) { return t.card->title == card->title; });
    if (it == out.end()) it = out.insert(out.end(), TitleCopies{card, 0, {}});
    it->copies += l.line.count;
    it->lines.push_back(l.line.line);
  }
  return out;
}

// The first seed card whose text opens a Q's Tent side deck, or null.
const CardFacts* QsTentDoorway(const ResolvedDeck& deck) {
  for (const ResolvedDeckLine& l : deck.lines) {
    if (l.line.section == DeckFileSection::kSeed && Contains(l.resolution.card->text, kOpensQsTent))
      return l.resolution.card;
  }
  return nullptr;
}

// "up to N different cards" in a doorway's text; kQsTentCards without one.
int QsTentLimit(const CardFacts* doorway) {
  if (doorway == nullptr) return kQsTentCards;
  constexpr std::string_view kUpTo = "up to ";
  const std::string& text = doorway->text;
  for (size_t at = text.find(kUpTo); at != std::string::npos; at = text.find(kUpTo, at + 1)) {
    size_t end = at + kUpTo.size();
    int n = 0;
    while (end < text.size() && text[end] >= '0' && text[end] <= '9' && n < 1000) {
      n = n * 10 + (text[end++] - '0');
    }
    if (n > 0 && text.compare(end, 16, " different cards") == 0) return n;
  }
  return kQsTentCards;
}

std::string Plural(int n, std::string_view word) {
  return std::to_string(n) + " " + std::string(word) + (n == 1 ? "" : "s");
}

}  // namespace

// ---- Composition ----------------------------------------------------------------------------

DeckComposition ComposeDeck(const ResolvedDeck& deck) {
  DeckComposition c;
  for (const ResolvedDeckLine& l : deck.lines) {
    const int n = l.line.count;
    const std::string type(CardTypeName(l.resolution.card->type));
    switch (l.line.section) {
      case DeckFileSection::kMissions:
        c.missions += n;
        c.seed_types[type] += n;
        break;
      case DeckFileSection::kSeed:
        c.seed_cards += n;
        c.seed_types[type] += n;
        break;
      case DeckFileSection::kDraw:
        c.draw += n;
        c.draw_types[type] += n;
        break;
      case DeckFileSection::kQsTent:
        c.qs_tent += n;
        c.qs_tent_types[type] += n;
        break;
      case DeckFileSection::kAside:
        c.aside += n;
        break;
    }
  }
  return c;
}

ResolvedDeck DeckOfCards(const std::vector<DeckCard>& cards, const std::string& name) {
  ResolvedDeck deck;
  deck.name = name;
  int line = 0;
  for (const DeckCard& c : cards) {
    ResolvedDeckLine l;
    l.line.line = ++line;
    l.line.count = 1;
    l.line.written = c.card->title;
    l.line.section = c.section == DeckSection::kDraw      ? DeckFileSection::kDraw
                     : c.section == DeckSection::kTent    ? DeckFileSection::kQsTent
                     : c.card->type == CardType::kMission ? DeckFileSection::kMissions
                                                          : DeckFileSection::kSeed;
    l.resolution.card = c.card;
    deck.lines.push_back(std::move(l));
  }
  return deck;
}

// ---- Construction checks --------------------------------------------------------------------

const std::vector<DeckRule>& DeckRules() {
  static const std::vector<DeckRule> kRules = {
      {"stccg.deck.missions", "Exactly six missions, all in Missions:, and only missions there.",
       kBaseRules, kDeckSentence},
      {"stccg.deck.seed-size", "At most 30 seed cards, missions not counted.", kBaseRules,
       kDeckSentence},
      {"stccg.deck.draw-size", "A draw deck of at least 30 cards.", kBaseRules, kDeckSentence},
      {"stccg.deck.unique-mission", "A unique mission is in a player's missions once.", kBaseRules,
       "Unique missions are not duplicatable; they are stacked into one location, while "
       "universal missions may be seeded more than once."},
      {"stccg.deck.seed-one", "A card whose text says \"Seed one\" is in the seed deck once.",
       "data/rules/000_63f6709b3bd4740e.txt",
       "Most outposts state “seed one” in game text, allowing each player to seed only one copy "
       "of that Outpost card."},
      {"stccg.deck.qs-tent-doorway",
       "A Q's Tent side deck needs a doorway in the seed deck "
       "that opens it.",
       kBaseRules, "Side decks are opened by doorways."},
      {"stccg.deck.qs-tent", "A Q's Tent holds up to 13 different cards.",
       "data/stccg1e/Physical.csv (Q's Tent)",
       "Seeds on (opens) Q's Tent side deck (up to 13 different cards)."},
  };
  return kRules;
}

std::vector<DeckFinding> CheckDeckConstruction(const ResolvedDeck& deck) {
  const DeckComposition c = ComposeDeck(deck);
  std::vector<DeckFinding> findings;
  auto add = [&](std::string_view id, std::vector<std::string> problems, std::vector<int> lines) {
    if (problems.empty()) return;
    const auto& rules = DeckRules();
    auto rule =
        std::find_if(rules.begin(), rules.end(), [&](const DeckRule& r) { return r.id == id; });
    DeckFinding f;
    f.rule = std::string(id);
    for (size_t i = 0; i < problems.size(); ++i) f.message += (i > 0 ? "; " : "") + problems[i];
    std::sort(lines.begin(), lines.end());
    lines.erase(std::unique(lines.begin(), lines.end()), lines.end());
    f.lines = std::move(lines);
    f.source = std::string(rule->source);
    f.quote = std::string(rule->quote);
    findings.push_back(std::move(f));
  };

  {  // stccg.deck.missions
    std::vector<std::string> problems;
    std::vector<int> lines;
    if (c.missions != kMissions) {
      problems.push_back(std::to_string(kMissions) + " missions are required; Missions: has " +
                         std::to_string(c.missions));
    }
    for (const ResolvedDeckLine& l : deck.lines) {
      const bool mission = l.resolution.card->type == CardType::kMission;
      const bool in_missions = l.line.section == DeckFileSection::kMissions;
      if (mission == in_missions || l.line.section == DeckFileSection::kAside) continue;
      lines.push_back(l.line.line);
      problems.push_back(
          mission ? Quote(l.resolution.card->title) + " (line " + std::to_string(l.line.line) +
                        ") is a mission in the " + std::string(DeckFileSectionName(l.line.section))
                  : Quote(l.resolution.card->title) + " (line " + std::to_string(l.line.line) +
                        ") in Missions: is a " +
                        std::string(CardTypeName(l.resolution.card->type)) + ", not a mission");
    }
    add("stccg.deck.missions", std::move(problems), std::move(lines));
  }
  if (c.seed_cards > kMaxSeedCards) {
    add("stccg.deck.seed-size",
        {"the seed deck has " + Plural(c.seed_cards, "seed card") + " besides its missions; " +
         "at most " + std::to_string(kMaxSeedCards) + " are allowed"},
        {});
  }
  if (c.draw < kMinDrawDeck) {
    add("stccg.deck.draw-size",
        {"the draw deck has " + Plural(c.draw, "card") + "; at least " +
         std::to_string(kMinDrawDeck) + " are required"},
        {});
  }
  {  // stccg.deck.unique-mission
    std::vector<std::string> problems;
    std::vector<int> lines;
    for (const TitleCopies& t : ByTitle(deck, DeckFileSection::kMissions)) {
      if (t.copies < 2 || t.card->universal || t.card->type != CardType::kMission) continue;
      problems.push_back(Quote(t.card->title) + " is unique and listed " +
                         std::to_string(t.copies) + " times");
      lines.insert(lines.end(), t.lines.begin(), t.lines.end());
    }
    add("stccg.deck.unique-mission", std::move(problems), std::move(lines));
  }
  {  // stccg.deck.seed-one
    std::vector<std::string> problems;
    std::vector<int> lines;
    for (const TitleCopies& t : ByTitle(deck, DeckFileSection::kSeed)) {
      if (t.copies < 2 || !t.card->seed_one) continue;
      problems.push_back(Quote(t.card->title) + " says \"Seed one\" and the seed deck has " +
                         std::to_string(t.copies));
      lines.insert(lines.end(), t.lines.begin(), t.lines.end());
    }
    add("stccg.deck.seed-one", std::move(problems), std::move(lines));
  }
  const CardFacts* doorway = QsTentDoorway(deck);
  const std::vector<TitleCopies> tent = ByTitle(deck, DeckFileSection::kQsTent);
  if (c.qs_tent > 0 && doorway == nullptr) {
    std::vector<int> lines;
    for (const TitleCopies& t : tent) lines.insert(lines.end(), t.lines.begin(), t.lines.end());
    add("stccg.deck.qs-tent-doorway",
        {"QsTent: holds " + Plural(c.qs_tent, "card") + " and no seed card opens a Q's Tent " +
         "side deck"},
        std::move(lines));
  }
  {  // stccg.deck.qs-tent
    const int limit = QsTentLimit(doorway);
    std::vector<std::string> problems;
    std::vector<int> lines;
    if (c.qs_tent > limit) {
      problems.push_back("QsTent: holds " + Plural(c.qs_tent, "card") + "; up to " +
                         std::to_string(limit) + " are allowed");
    }
    for (const TitleCopies& t : tent) {
      if (t.copies < 2) continue;
      problems.push_back(Quote(t.card->title) + " is in QsTent: " + std::to_string(t.copies) +
                         " times; its cards must all be different");
      lines.insert(lines.end(), t.lines.begin(), t.lines.end());
    }
    add("stccg.deck.qs-tent", std::move(problems), std::move(lines));
  }
  return findings;
}

}  // namespace stardate::engine::stccg
