// The 1E binding's header half: a script header to a game setup and back (the pool, the
// mission locations, the decks), and the binding's registration. The verbs are in
// stccg_binding.cc.
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "engine/csv.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/deck_file.h"
#include "engine/stccg/stccg_setup.h"
#include "engine/stccg/module.h"
#include "engine/stccg/script/stccg_binding.h"
#include "engine/stccg/script/stccg_binding_internal.h"
#include "engine/script/suggest.h"

namespace stardate::engine::stccg::script_binding {

using script::CommonHeader;
using script::CommonSetup;
using script::DidYouMean;

Result<engine::GameSetup> SetupFromHeader(const ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::vector<std::string>& pool_paths) {
  Result<engine::GameSetup> common = CommonSetup(header, script_path);
  if (!common.ok()) return common.status();
  engine::GameSetup setup = std::move(common).value();
  setup.meta = header.meta;
  // The module plays a fixed number of players (its GameModule's bounds are equal).
  const size_t players = static_cast<size_t>(kModule.max_players);
  if (header.players.size() != players) {
    return Status::InvalidArgument(script_path + ": a " + std::string(kModule.name) + " game has " +
                                   std::to_string(players) + " players; the header declares " +
                                   std::to_string(header.players.size()));
  }
  // The pool: --pool's lists, else the header's pool line (each list relative to the script's
  // folder, then to the working folder), else the lists built into the program.
  std::vector<std::string> paths = pool_paths;
  if (paths.empty()) {
    for (const std::string& listed : header.pool) {
      const std::filesystem::path beside =
          std::filesystem::path(script_path).parent_path() / listed;
      if (std::filesystem::exists(beside)) {
        paths.push_back(beside.string());
      } else if (std::filesystem::exists(listed)) {
        paths.push_back(listed);
      } else {
        std::string looked = beside.string();
        if (looked != listed) looked += " and, from the working folder, " + listed;
        return Status::InvalidArgument(script_path + ": pool \"" + listed +
                                       "\": no such card list (looked for " + looked + ")");
      }
    }
  }
  std::optional<engine::stccg::CardPool> loaded;
  const engine::stccg::CardPool* pool = nullptr;
  if (paths.empty()) {
    const Result<engine::stccg::CardPool>& shipped = engine::stccg::CardPool::Shipped();
    if (!shipped.ok()) return shipped.status();
    pool = &*shipped;
  } else {
    auto read = engine::stccg::CardPool::LoadFiles(paths);
    if (!read.ok()) return read.status();
    loaded = std::move(read).value();
    pool = &*loaded;
  }
  std::vector<std::string> titles;
  engine::stccg::StccgSetup part;
  bool from_files = false;
  for (const PlayerDecl& p : header.players) {
    engine::PlayerSetup ps;
    ps.name = p.name;
    std::vector<engine::stccg::DeckLine>& deck = part.decks.emplace_back();
    std::string& deck_file = part.deck_files.emplace_back();
    for (const script::DeckLine& d : p.deck) {
      if (d.section == "deck" || d.section == "file") {
        if (!deck_file.empty()) {
          return Error(script_path, d.pos,
                       p.name + "'s deck file is already \"" + deck_file + "\"");
        }
        deck_file = d.title;
        from_files = true;
        if (d.section == "file") continue;  // the dump's record of the file: its lines follow
        // `deck "FILE"`: the deck file, relative to the script's folder.
        const std::string path =
            (std::filesystem::path(script_path).parent_path() / d.title).string();
        Result<std::vector<engine::stccg::DeckLine>> lines =
            engine::stccg::LoadDeckLines(path, *pool);
        if (!lines.ok()) {
          return Error(script_path, d.pos,
                       p.name + "'s deck file: " + std::string(lines.status().message()));
        }
        for (engine::stccg::DeckLine& line : *lines) {
          titles.push_back(line.title);
          deck.push_back(std::move(line));
        }
        continue;
      }
      engine::stccg::DeckLine line;
      line.title = d.title;
      line.count = static_cast<uint16_t>(d.count);
      if (d.section == "seed") {
        line.section = engine::stccg::DeckSection::kSeed;
      } else if (d.section == "draw") {
        line.section = engine::stccg::DeckSection::kDraw;
      } else if (d.section == "tent") {
        line.section = engine::stccg::DeckSection::kTent;
      } else {
        return Error(script_path, d.pos,
                     "expected deck section 'seed', 'draw' or 'tent' (or a deck file: 'deck "
                     "\"FILE\"'), found '" +
                         d.section + "'");
      }
      if (d.count > 60000)
        return Error(script_path, d.pos, "count " + std::to_string(d.count) + " is too large");
      const engine::stccg::CardFacts* f = pool->Find(CardTitle(d.title));
      if (f == nullptr) {
        return Error(script_path, d.pos,
                     "\"" + d.title + "\" is not in the card pool (" + pool->source_name() + ")");
      }
      line.title = f->title;
      titles.push_back(f->title);
      deck.push_back(line);
    }
    setup.players.push_back(std::move(ps));
  }
  if (!from_files) part.deck_files.clear();
  part.card_pool_csv = pool->SubsetCsv(titles);
  // What the header's pool line (or --pool) named, one list a line; "" = the built-in lists.
  const std::vector<std::string>& named = pool_paths.empty() ? header.pool : pool_paths;
  for (size_t i = 0; i < named.size(); ++i) {
    if (i > 0) part.pool_source += '\n';
    part.pool_source += named[i];
  }
  // Mission locations (homeworld names the headquarters rules need) come from the shipped
  // locations, whatever the pool; only the decks' missions are kept.
  Result<std::string> locations = engine::stccg::ShippedLocationsCsv(titles);
  if (!locations.ok()) return locations.status();
  part.card_locations_csv = std::move(locations).value();
  setup.module_header = engine::stccg::EncodeStccgSetup(part);
  return setup;
}

namespace {

// The pool line of a dump: none when the built-in lists give the log's card rows exactly (the
// dump then records from any folder), else the lists the recording named.
std::vector<std::string> PoolLineFor(const engine::stccg::StccgSetup& setup) {
  if (setup.pool_source.empty()) return {};
  const Result<engine::stccg::CardPool>& shipped = engine::stccg::CardPool::Shipped();
  if (shipped.ok()) {
    std::vector<std::string> titles;
    for (const std::vector<engine::stccg::DeckLine>& deck : setup.decks) {
      for (const engine::stccg::DeckLine& d : deck) titles.push_back(d.title);
    }
    if (shipped->SubsetCsv(titles) == setup.card_pool_csv) return {};
  }
  std::vector<std::string> lists;
  std::string_view rest = setup.pool_source;
  while (true) {
    const size_t end = rest.find('\n');
    lists.emplace_back(rest.substr(0, end));
    if (end == std::string_view::npos) break;
    rest.remove_prefix(end + 1);
  }
  return lists;
}

}  // namespace

ScriptHeader HeaderForSetup(const engine::GameSetup& setup) {
  ScriptHeader h = CommonHeader(setup);
  h.has_seed = setup.randomness == engine::Randomness::SEED || setup.seed != 0;
  h.meta = setup.meta;
  // The replayer read the module part already (engine::ReadLogHeader, NewGame): it decodes.
  Result<engine::stccg::StccgSetup> part = engine::stccg::SetupOf(setup);
  if (part.ok()) h.pool = PoolLineFor(*part);
  for (size_t i = 0; i < setup.players.size(); ++i) {
    PlayerDecl decl;
    decl.name = setup.players[i].name;
    if (!part.ok()) {
      h.players.push_back(std::move(decl));
      continue;
    }
    // A deck read from a deck file keeps the file's name (`file "NAME"`) before its lines.
    if (i < part->deck_files.size() && !part->deck_files[i].empty()) {
      script::DeckLine file;
      file.section = "file";
      file.title = part->deck_files[i];
      decl.deck.push_back(std::move(file));
    }
    for (const engine::stccg::DeckLine& d : part->decks[i]) {
      script::DeckLine line;
      line.section = d.section == engine::stccg::DeckSection::kSeed   ? "seed"
                     : d.section == engine::stccg::DeckSection::kDraw ? "draw"
                                                                      : "tent";
      line.title = ScriptTitle(d.title);
      line.count = d.count;
      decl.deck.push_back(line);
    }
    h.players.push_back(std::move(decl));
  }
  return h;
}

}  // namespace stardate::engine::stccg::script_binding

namespace stardate::engine::stccg {

const script::ScriptBinding kScriptBinding = {
    .setup_from_header = &script_binding::SetupFromHeader,
    .header_for_setup = &script_binding::HeaderForSetup,
    .bind_step = &script_binding::BindStep,
    .step_for_event = &script_binding::StepForEvent,
};

}  // namespace stardate::engine::stccg
