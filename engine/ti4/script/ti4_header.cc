// The TI4 binding's header half: a script header to a game setup and back (the map, the
// factions, the speaker), and the binding the module carries. The verbs are in ti4_binding.cc.
#include <string>
#include <vector>

#include "engine/script/binding.h"
#include "engine/ti4/script/ti4_binding.h"
#include "engine/ti4/script/ti4_binding_internal.h"
#include "engine/ti4/ti4_data.h"
#include "engine/ti4/ti4_setup.h"

namespace stardate::engine::ti4::script_binding {

using script::CommonHeader;
using script::CommonSetup;

namespace {

const char* const kMapKeys[] = {"map", "links", "speaker", "victory-points"};

bool IsMapKey(const std::string& key) {
  for (const char* k : kMapKeys) {
    if (key == k) return true;
  }
  return false;
}

// "18@0,0 109@1,-1 ..." -> tiles.
Status ParseMap(const std::string& text, const std::string& where,
                std::vector<engine::ti4::MapTile>* tiles) {
  size_t i = 0;
  int n = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    if (i >= text.size()) break;
    size_t end = text.find(' ', i);
    std::string item = text.substr(i, end == std::string::npos ? std::string::npos : end - i);
    i = end == std::string::npos ? text.size() : end;
    ++n;
    size_t at = item.find('@'), comma = item.find(',', at == std::string::npos ? 0 : at);
    auto bad = [&]() {
      return Status::InvalidArgument(where + ": map entry " + std::to_string(n) + " '" + item +
                                     "': expected TILE@Q,R (e.g. 18@0,0)");
    };
    if (at == std::string::npos || at == 0 || comma == std::string::npos) return bad();
    try {
      size_t used = 0;
      int q = std::stoi(item.substr(at + 1, comma - at - 1), &used);
      if (used != comma - at - 1) return bad();
      int r = std::stoi(item.substr(comma + 1), &used);
      if (used != item.size() - comma - 1 || q < -99 || q > 99 || r < -99 || r > 99) return bad();
      tiles->push_back({item.substr(0, at), static_cast<int16_t>(q), static_cast<int16_t>(r)});
    } catch (const std::exception&) {
      return bad();
    }
  }
  return Status::Ok();
}

}  // namespace

Result<engine::GameSetup> SetupFromHeader(const ScriptHeader& header,
                                          const std::string& script_path,
                                          const std::vector<std::string>& pool_paths) {
  if (!pool_paths.empty() || !header.pool.empty()) {
    return Status::InvalidArgument(script_path +
                                   ": a ti4 game has no card pool (--pool or a "
                                   "'pool' line)");
  }
  Result<engine::GameSetup> common = CommonSetup(header, script_path);
  if (!common.ok()) return common.status();
  engine::GameSetup setup = std::move(common).value();
  engine::ti4::Ti4Setup map;
  std::string speaker;
  for (const auto& [key, value] : header.meta) {
    if (!IsMapKey(key)) {
      setup.meta.emplace_back(key, value);
      continue;
    }
    const std::string where = script_path + ": meta " + key;
    if (key == "map") {
      STARDATE_RETURN_IF_ERROR(ParseMap(value, where, &map.tiles));
    } else if (key == "links") {
      // "8-10 3-4": map positions, numbered from 1 in the map line's order.
      size_t i = 0;
      while (i < value.size()) {
        while (i < value.size() && value[i] == ' ') ++i;
        if (i >= value.size()) break;
        size_t end = value.find(' ', i);
        std::string item = value.substr(i, end == std::string::npos ? std::string::npos : end - i);
        i = end == std::string::npos ? value.size() : end;
        size_t dash = item.find('-');
        int a = 0, b = 0;
        try {
          a = std::stoi(item.substr(0, dash));
          b = dash == std::string::npos ? 0 : std::stoi(item.substr(dash + 1));
        } catch (const std::exception&) {
          a = 0;
        }
        if (a < 1 || b < 1 || a > 65535 || b > 65535) {
          return Status::InvalidArgument(where + ": expected A-B (map positions from 1), found '" +
                                         item + "'");
        }
        map.links.emplace_back(static_cast<uint16_t>(a - 1), static_cast<uint16_t>(b - 1));
      }
    } else if (key == "speaker") {
      speaker = value;
    } else if (key == "victory-points") {
      int vp = 0;
      try {
        vp = std::stoi(value);
      } catch (const std::exception&) {
        vp = 0;
      }
      if (vp < 1 || vp > 20) {
        return Status::InvalidArgument(where + ": expected 10 or 14, found '" + value + "'");
      }
      map.victory_points = static_cast<uint8_t>(vp);
    }
  }
  if (map.tiles.empty()) {
    return Status::InvalidArgument(script_path +
                                   ": a ti4 game needs its map: meta map "
                                   "\"18@0,0 26@0,1 ...\" (tile ids of data/ti4/systems.ts at "
                                   "hex positions)");
  }
  for (size_t p = 0; p < header.players.size(); ++p) {
    const PlayerDecl& decl = header.players[p];
    engine::PlayerSetup ps;
    ps.name = decl.name;
    engine::ti4::FactionSetup f;
    bool has_home = false, has_value = false;
    for (const script::DeckLine& line : decl.deck) {
      if (line.section == "faction") {
        f.faction = line.title;
      } else if (line.section == "home") {
        auto it = std::find_if(map.tiles.begin(), map.tiles.end(),
                               [&](const engine::ti4::MapTile& t) { return t.tile == line.title; });
        if (it == map.tiles.end()) {
          return Error(script_path, line.pos,
                       "expected the home system's tile id from the map "
                       "line, found \"" +
                           line.title + "\"");
        }
        f.home = static_cast<uint16_t>(it - map.tiles.begin());
        has_home = true;
      } else if (line.section == "commodity-value") {
        int v = -1;
        try {
          v = std::stoi(line.title);
        } catch (const std::exception&) {
          v = -1;
        }
        if (v < 0 || v > 12) {
          return Error(script_path, line.pos,
                       "expected a commodity value from 0 to 12, found \"" + line.title + "\"");
        }
        f.commodity_value = static_cast<uint8_t>(v);
        has_value = true;
      } else {
        return Error(script_path, line.pos,
                     "expected 'faction', 'home' or 'commodity-value', "
                     "found '" +
                         line.section + "'");
      }
    }
    if (f.faction.empty() || !has_home || !has_value) {
      return Error(script_path, decl.pos,
                   "player " + decl.name +
                       " needs 'faction \"NAME\"', "
                       "'home \"TILE\"' and 'commodity-value \"N\"' lines");
    }
    if (speaker == decl.name) map.speaker = static_cast<uint8_t>(p);
    map.factions.push_back(std::move(f));
    setup.players.push_back(std::move(ps));
  }
  if (!speaker.empty() &&
      (map.speaker >= header.players.size() || header.players[map.speaker].name != speaker)) {
    return Status::InvalidArgument(
        script_path + ": meta speaker: expected a player's name, found '" + speaker + "'");
  }
  auto data = engine::ti4::Ti4Data::Shipped();
  if (!data.ok()) return data.status();
  STARDATE_RETURN_IF_ERROR(
      engine::ti4::CheckTi4Setup(map, header.players.size(), **data, script_path));
  setup.module_header = engine::ti4::EncodeTi4Setup(map);
  return setup;
}

ScriptHeader HeaderForSetup(const engine::GameSetup& setup) {
  ScriptHeader h = CommonHeader(setup);
  auto data = engine::ti4::Ti4Data::Shipped();
  if (!data.ok()) return h;
  auto map =
      engine::ti4::DecodeTi4Setup(setup.module_header, setup.players.size(), **data, "header");
  if (!map.ok()) return h;
  std::string tiles;
  for (const auto& t : map->tiles) {
    tiles +=
        (tiles.empty() ? "" : " ") + t.tile + "@" + std::to_string(t.q) + "," + std::to_string(t.r);
  }
  h.meta.emplace_back("map", tiles);
  if (!map->links.empty()) {
    std::string links;
    for (auto [a, b] : map->links) {
      links += (links.empty() ? "" : " ") + std::to_string(a + 1) + "-" + std::to_string(b + 1);
    }
    h.meta.emplace_back("links", links);
  }
  h.meta.emplace_back("speaker", setup.players[map->speaker].name);
  if (map->victory_points != 10) {
    h.meta.emplace_back("victory-points", std::to_string(map->victory_points));
  }
  for (const auto& kv : setup.meta) h.meta.push_back(kv);
  for (size_t p = 0; p < setup.players.size(); ++p) {
    PlayerDecl d;
    d.name = setup.players[p].name;
    const auto& f = map->factions[p];
    d.deck.push_back({"faction", f.faction, 1, {}});
    d.deck.push_back({"home", map->tiles[f.home].tile, 1, {}});
    d.deck.push_back({"commodity-value", std::to_string(f.commodity_value), 1, {}});
    h.players.push_back(std::move(d));
  }
  return h;
}

}  // namespace stardate::engine::ti4::script_binding

namespace stardate::engine::ti4 {

const script::ScriptBinding kScriptBinding = {
    .setup_from_header = &script_binding::SetupFromHeader,
    .header_for_setup = &script_binding::HeaderForSetup,
    .bind_step = &script_binding::BindStep,
    .step_for_event = &script_binding::StepForEvent,
};

}  // namespace stardate::engine::ti4
