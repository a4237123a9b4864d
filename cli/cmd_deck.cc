// stardate deck check FILE [--pool CARDS.csv...] [--json]
//
// A Star Trek CCG 1E deck file (LackeyCCG layout or plain `COUNT TITLE` text, docs/deck-files.md)
// resolved against the card lists: each line as written and the card it names, the deck's
// composition and the base rules' construction checks (engine/stccg/deck_check.h). Decklists are
// a 1E matter: the command speaks to the 1E module directly rather than through the registry.
#include <algorithm>
#include <cstdio>
#include <map>
#include <memory>
#include <string>
#include <utility>
#include <vector>

#include "cli/commands.h"
#include "engine/json_writer.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/deck_check.h"
#include "engine/stccg/deck_file.h"

namespace stardate::cli {

namespace {

namespace stccg = engine::stccg;
using stccg::DeckFileSection;

constexpr DeckFileSection kSections[] = {DeckFileSection::kDraw, DeckFileSection::kMissions,
                                         DeckFileSection::kSeed, DeckFileSection::kQsTent,
                                         DeckFileSection::kAside};

std::string_view MatchName(stccg::TitleMatch match) {
  switch (match) {
    case stccg::TitleMatch::kTitle:
      return "title";
    case stccg::TitleMatch::kVersionMarker:
      return "version-marker";
    case stccg::TitleMatch::kTrailingStars:
      return "trailing-stars";
    case stccg::TitleMatch::kSubtitleDropped:
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
  const stccg::CardPool* pool;
  stccg::ResolvedDeck deck;
  stccg::DeckComposition composition;
  std::vector<stccg::DeckFinding> findings;
};

std::string Text(const Check& c) {
  const stccg::ResolvedDeck& d = c.deck;
  std::string out =
      d.name + ": " + (d.lackey ? "LackeyCCG deck file" : "plain text deck") + ", " +
      std::to_string(d.lines.size() + d.unresolved.size()) + " card lines, " +
      (d.complete() ? "all resolved" : std::to_string(d.unresolved.size()) + " unresolved") +
      " against " + c.pool->source_name() + "\n";
  for (DeckFileSection section : kSections) {
    std::vector<std::pair<int, std::string>> rows;  // by line
    for (const stccg::ResolvedDeckLine& l : d.lines) {
      if (l.line.section != section) continue;
      const stccg::CardFacts& card = *l.resolution.card;
      std::string row = "  line " + std::to_string(l.line.line) + ": " +
                        std::to_string(l.line.count) + " " + l.line.written + " -> " + card.title +
                        " (" + std::string(stccg::CardTypeName(card.type)) + ", " + card.set +
                        ", release " + card.release + ")";
      if (l.resolution.match == stccg::TitleMatch::kVersionMarker) row += " [version marker]";
      if (l.resolution.match == stccg::TitleMatch::kTrailingStars) row += " [trailing * dropped]";
      if (l.resolution.match == stccg::TitleMatch::kSubtitleDropped) row += " [subtitle dropped]";
      for (const std::string& note : l.resolution.notes) row += "\n    note: " + note;
      rows.emplace_back(l.line.line, std::move(row));
    }
    for (const stccg::UnresolvedDeckLine& u : d.unresolved) {
      if (u.line.section != section) continue;
      rows.emplace_back(u.line.line, "  line " + std::to_string(u.line.line) + ": " +
                                         std::to_string(u.line.count) + " " + u.line.written +
                                         " -> UNRESOLVED");
    }
    if (rows.empty()) continue;
    std::sort(rows.begin(), rows.end());
    out += std::string(stccg::DeckFileSectionName(section)) + "\n";
    for (const auto& row : rows) out += row.second + "\n";
  }
  const stccg::DeckComposition& k = c.composition;
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
    out += "construction: every check passed (" + std::to_string(stccg::DeckRules().size()) +
           " rules)\n";
  } else {
    out += "construction: " + std::to_string(c.findings.size()) + " rule" +
           (c.findings.size() == 1 ? "" : "s") + " broken\n";
    for (const stccg::DeckFinding& f : c.findings) {
      out += "  " + f.rule + ": " + f.message + "\n    " + f.source + ": \"" + f.quote + "\"\n";
    }
  }
  return out;
}

std::string Json(const Check& c) {
  const stccg::ResolvedDeck& d = c.deck;
  engine::JsonWriter j;
  j.BeginObject();
  j.Key("file").String(d.name);
  j.Key("layout").String(d.lackey ? "lackey" : "plain");
  j.Key("pool").String(c.pool->source_name());
  j.Key("complete").Bool(d.complete());
  // A line as written: the members every line's object begins with.
  auto written = [&](const stccg::DeckFileLine& line) {
    j.BeginObject();
    j.Key("line").Int(line.line);
    j.Key("section").String(stccg::DeckFileSectionKey(line.section));
    j.Key("count").Int(line.count);
    j.Key("written").String(line.written);
  };
  j.Key("lines").BeginArray();
  for (const stccg::ResolvedDeckLine& l : d.lines) {
    const stccg::CardFacts& card = *l.resolution.card;
    written(l.line);
    j.Key("title").String(card.title);
    j.Key("type").String(stccg::CardTypeName(card.type));
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
  for (const stccg::UnresolvedDeckLine& u : d.unresolved) {
    written(u.line);
    j.Key("message").String(u.message);
    j.EndObject();
  }
  j.EndArray();
  const stccg::DeckComposition& k = c.composition;
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
  for (const stccg::DeckFinding& f : c.findings) {
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

void AddDeckCheck(CLI::App& deck, int* exit_code) {
  struct Args {
    std::string path;
    std::vector<std::string> pool;
    bool json = false;
  };
  auto args = std::make_shared<Args>();
  CLI::App* cmd = deck.add_subcommand(
      "check",
      "Resolve every line of a Star Trek CCG 1E deck file (LackeyCCG layout: COUNT<TAB>TITLE, "
      "the draw deck first, then Missions:, Seed+Dil:, QsTent:, Aside:; or plain COUNT TITLE "
      "text) against the card lists, and print each line's card, the deck's composition and "
      "the base rules' construction checks. Exit 1 if a line does not resolve or a check "
      "fails.");
  cmd->add_option("file", args->path, "the deck file")->required();
  cmd->add_option("--pool", args->pool,
                  "your card lists in the trekcc CSV layout; default: the built-in lists "
                  "(the community's Physical.csv and Virtual.csv)")
      ->expected(1, -1);
  cmd->add_flag("--json", args->json, "machine-readable output");
  cmd->callback([args, exit_code]() {
    std::unique_ptr<stccg::CardPool> loaded;
    const stccg::CardPool* pool = nullptr;
    if (args->pool.empty()) {
      const Result<stccg::CardPool>& shipped = stccg::CardPool::Shipped();
      if (!shipped.ok()) {
        *exit_code = Fail(shipped.status(), args->json);
        return;
      }
      pool = &*shipped;
    } else {
      Result<stccg::CardPool> read = stccg::CardPool::LoadFiles(args->pool);
      if (!read.ok()) {
        *exit_code = Fail(read.status(), args->json);
        return;
      }
      loaded = std::make_unique<stccg::CardPool>(std::move(read).value());
      pool = loaded.get();
    }
    Result<stccg::DeckFile> file = stccg::ReadDeckFile(args->path);
    if (!file.ok()) {
      *exit_code = Fail(file.status(), args->json);
      return;
    }
    Check c{pool, stccg::ResolveDeck(*file, stccg::DeckTitles(*pool)), {}, {}};
    c.composition = stccg::ComposeDeck(c.deck);
    if (c.deck.complete()) c.findings = stccg::CheckDeckConstruction(c.deck);
    if (args->json) {
      std::printf("%s\n", Json(c).c_str());
    } else {
      std::fputs(Text(c).c_str(), stdout);
      std::fflush(stdout);
      for (const stccg::UnresolvedDeckLine& u : c.deck.unresolved) {
        std::fprintf(stderr, "stardate: %s\n", u.message.c_str());
      }
    }
    *exit_code = c.deck.complete() && c.findings.empty() ? kExitOk : kExitBadInput;
  });
}

}  // namespace

void AddDeck(CLI::App& app, int* exit_code) {
  CLI::App* deck = app.add_subcommand(
      "deck", "Read the Star Trek CCG 1E decklists players hand in (docs/deck-files.md).");
  deck->require_subcommand(1);
  AddDeckCheck(*deck, exit_code);
}

}  // namespace stardate::cli
