// Descriptions of the Twilight Imperium 4 state and events, for `show`, `dump`, audits and
// messages, and the names of systems, planets and players both ways.
#include <algorithm>
#include <bit>

#include "engine/json_writer.h"
#include "engine/text.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/objectives.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {
namespace {

std::string Count(int n, int unit) {
  return std::to_string(n) + " " +
         std::string(n == 1 ? kUnitStats[unit].name : kUnitStats[unit].plural);
}

std::string Counts(const UnitCounts& c) {
  std::string s;
  for (int u = 0; u < kUnitTypes; ++u) {
    if (c[u]) s += (s.empty() ? "" : ", ") + Count(c[u], u);
  }
  return s;
}

}  // namespace

std::string Ti4State::UnitList(const std::vector<uint16_t>& packed, bool high_is_owner) const {
  // Run by run, in the event's order (as `dump` writes the units).
  std::string s;
  for (auto [key, n] : UnitRuns(packed)) {
    int type = high_is_owner || key >= 16 ? PackedType(key) : key;
    if (type >= kUnitTypes) continue;
    s += (s.empty() ? "" : ", ") + Count(n, type);
    if (key >= 16 || high_is_owner) {
      uint16_t high = PackedHigh(key);
      s += high_is_owner ? " of " + PlayerLabel(static_cast<uint8_t>(high))
                         : " from " + SystemName(static_cast<uint16_t>(high - 1));
    }
  }
  return s.empty() ? "no units" : s;
}

std::string Ti4State::EventText(const Event& e) const {
  const std::string who = PlayerLabel(e.player);
  auto sys = [&]() { return SystemName(static_cast<uint16_t>(e.target - 1)); };
  auto planet = [&]() { return PlanetName(static_cast<uint16_t>(e.card - 1)); };
  switch (e.kind) {
    case EventKind::PHASE:
      return std::string("the ") + PhaseName(e.arg) + " phase";
    case EventKind::TURN:
      return "turn " + std::to_string(e.arg) + " (" + who + ")";
    case EventKind::CONCEDE:
      return who + " conceding";
    case ti4::kTi4Frontier:
      return "a frontier token in " + sys();
    case ti4::kTi4Place: {
      std::vector<uint16_t> units(e.cards.begin(), e.cards.end());
      return who + " placing " + UnitList(units, false) + " " +
             (e.card ? "on " + planet() : "in " + sys()) +
             (e.arg == kPlacedByAbility ? " by an ability" : "");
    }
    case ti4::kTi4Activate:
      return who + " activating " + sys();
    case ti4::kTi4Move:
      return who + " moving " + UnitList(e.cards, false) + " into " + sys();
    case ti4::kTi4Combat: {
      std::string s = "the space combat in " + sys();
      if (!e.cards.empty()) s += " (lost: " + UnitList(e.cards, true) + ")";
      if (e.arg > 0) s += ", won by " + PlayerLabel(static_cast<uint8_t>(e.arg - 1));
      return s;
    }
    case ti4::kTi4Land:
      return who + " committing " + UnitList(e.cards, false) + " to " + planet();
    case ti4::kTi4Destroy:
      return "the destruction of " + UnitList(e.cards, true) + " " +
             (e.card ? "on " + planet() : "in " + sys());
    case ti4::kTi4Control:
      return who + " gaining control of " + planet();
    case ti4::kTi4Exhaust:
      return who + " exhausting " + planet() + " for " + (e.arg == 1 ? "influence" : "resources");
    case ti4::kTi4Ready: {
      if (e.cards.empty()) return who + " readying their planet cards";
      std::string s;
      for (uint16_t id : e.cards) s += (s.empty() ? "" : ", ") + PlanetName(id - 1);
      return who + " readying " + s;
    }
    case ti4::kTi4Convert:
      return who + " exhausting " + planet() + " to convert " + std::to_string(e.arg) +
             " commodities into trade goods";
    case ti4::kTi4Replenish:
      return who + " replenishing commodities to " + std::to_string(e.arg);
    case ti4::kTi4Gain:
      return who + " gaining " + std::to_string(e.arg) + " trade goods";
    case ti4::kTi4Transact: {
      const uint32_t a = static_cast<uint32_t>(e.arg);
      std::string other = e.target >= 1 && e.target <= core_.num_players
                              ? PlayerLabel(static_cast<uint8_t>(e.target - 1))
                              : "player " + std::to_string(e.target);
      return who + " transacting with " + other + " (gives " + std::to_string(a & 0xff) +
             " commodities and " + std::to_string((a >> 8) & 0xff) + " trade goods, receives " +
             std::to_string((a >> 16) & 0xff) + " commodities and " +
             std::to_string((a >> 24) & 0xff) + " trade goods)";
    }
    case ti4::kTi4Return:
      return who + " returning " + std::to_string(e.arg) + " commodities to the supply";
    case ti4::kTi4Agenda:
      return "agenda " + std::to_string(e.arg);
    case ti4::kTi4Vote:
      return who + " casting " + std::to_string(e.arg) + " votes for outcome " +
             std::to_string(e.target);
    case ti4::kTi4Score:
    case ti4::kTi4Reveal: {
      std::string name = e.card >= 1 && e.card <= kObjectives.size()
                             ? std::string(kObjectives[e.card - 1].name)
                             : "objective " + std::to_string(e.card);
      return e.kind == ti4::kTi4Score ? who + " scoring " + name : "the reveal of " + name;
    }
    // Response windows, action cards and abilities (ti4_windows.cc).
    case EventKind::PASS:
    case EventKind::RESOLVE:
    case ti4::kTi4Play:
    case ti4::kTi4Draw:
    case ti4::kTi4Discard:
    case ti4::kTi4Ability:
    case ti4::kTi4Step:
      return WindowEventText(e);
    default:
      if (std::string round = RoundEventText(e); !round.empty()) return round;
      return who + " " + NameOfKind(e.kind);
  }
}

std::vector<std::string> Ti4State::EventCards(const Event& e) const {
  std::vector<std::string> out;
  switch (e.kind) {
    case ti4::kTi4Control:
    case ti4::kTi4Exhaust:
    case ti4::kTi4Convert:
    case ti4::kTi4Land:
      if (ValidPlanet(e.card)) out.push_back(PlanetName(e.card - 1));
      break;
    case ti4::kTi4Ready:
    case ti4::kTi4Vote:
      for (uint16_t id : e.cards) {
        if (ValidPlanet(id)) out.push_back(PlanetName(id - 1));
      }
      break;
    case ti4::kTi4Score:
    case ti4::kTi4Reveal:
      if (e.card >= 1 && e.card <= kObjectives.size()) {
        out.emplace_back(kObjectives[e.card - 1].name);
      }
      break;
    default:
      if (ValidSystem(e.target) && e.kind != ti4::kTi4Transact && e.kind != ti4::kTi4Vote) {
        out.push_back(SystemName(e.target - 1));
      }
      break;
  }
  return out;
}

std::string Ti4State::Describe() const {
  std::string s = "Twilight Imperium 4, " + std::string(PhaseName(core_.phase)) + " phase";
  if (core_.turn)
    s += ", turn " + std::to_string(core_.turn) + " (" + PlayerLabel(core_.active) + ")";
  if (active_system_) s += ", active system " + SystemName(active_system_ - 1);
  if (core_.game_over) s += ", game over";
  s += "\n";
  for (uint8_t p = 0; p < core_.num_players; ++p) {
    const PlayerState& ps = players_[p];
    const int stations = StationsControlled(p);
    s += "  " + PlayerLabel(p) + " (" + fixed_->map.factions[p].faction +
         "): " + std::to_string(ps.victory_points) + " VP, commodities " +
         std::to_string(ps.commodities) + "/" + std::to_string(CommodityValue(p));
    // 001 note 6.1: the station commodity tokens on the faction sheet.
    if (stations)
      s += " (" + std::to_string(stations) + " space station token" + (stations == 1 ? "" : "s") +
           ")";
    s += ", trade goods " + std::to_string(ps.trade_goods) + " (gained " +
         std::to_string(ps.trade_goods_gained) + ", converted " +
         std::to_string(ps.trade_goods_converted) + ")";
    s += ", action cards " + std::to_string(ps.action_cards) + "\n";
  }
  for (uint16_t sys = 0; sys < space_.size(); ++sys) {
    std::string line;
    for (uint8_t p = 0; p < core_.num_players; ++p) {
      std::string c = Counts(space_[sys][p]);
      if (!c.empty()) line += "; " + PlayerLabel(p) + " " + c;
    }
    for (uint16_t planet : fixed_->board.systems[sys].planets) {
      std::string pl;
      if (controller_[planet] != kNobody)
        pl += " controlled by " + PlayerLabel(controller_[planet]);
      if (exhausted_[planet]) pl += ", exhausted";
      for (uint8_t p = 0; p < core_.num_players; ++p) {
        std::string c = Counts(ground_[planet][p]);
        if (!c.empty()) pl += ", " + PlayerLabel(p) + " " + c;
      }
      if (!pl.empty()) {
        line += "; " + PlanetName(planet) + (IsStation(planet) ? " (space station)" : "") + pl;
      }
    }
    if (frontier_[sys]) line += "; frontier token";
    if (!line.empty()) s += "  " + SystemName(sys) + line + "\n";
  }
  s += DescribeWindows();
  return s + DescribeRound();
}

std::string Ti4State::DescribeJson() const {
  JsonWriter j;
  j.BeginObject();
  j.Key("game").String("ti4");
  if (viewer_ != kEveryone) j.Key("seenBy").String(PlayerLabel(viewer_));
  j.Key("phase").String(PhaseName(core_.phase));
  j.Key("turn").Uint(core_.turn);
  j.Key("active").Uint(core_.active);
  j.Key("activeSystem");
  if (active_system_) {
    j.String(SystemName(active_system_ - 1));
  } else {
    j.Null();
  }
  j.Key("players").BeginArray();
  for (uint8_t p = 0; p < core_.num_players; ++p) {
    const PlayerState& ps = players_[p];
    j.BeginObject();
    j.Key("name").String(PlayerLabel(p));
    j.Key("faction").String(fixed_->map.factions[p].faction);
    j.Key("victoryPoints").Int(ps.victory_points);
    j.Key("commodities").Int(ps.commodities);
    j.Key("commodityValue").Int(CommodityValue(p));
    j.Key("spaceStations").Int(StationsControlled(p));
    j.Key("tradeGoods").Int(ps.trade_goods);
    j.Key("tradeGoodsGained").Int(ps.trade_goods_gained);
    j.Key("tradeGoodsConverted").Int(ps.trade_goods_converted);
    j.Key("actionCards").Int(ps.action_cards);
    j.EndObject();
  }
  j.EndArray();
  j.Key("systems").BeginArray();
  for (uint16_t sys = 0; sys < space_.size(); ++sys) {
    j.BeginObject();
    j.Key("tile").String(fixed_->board.systems[sys].info->id);
    j.Key("name").String(SystemName(sys));
    j.Key("frontier").Bool(frontier_[sys] != 0);
    j.Key("space").BeginArray();
    for (uint8_t p = 0; p < core_.num_players; ++p) j.String(Counts(space_[sys][p]));
    j.EndArray();
    j.Key("planets").BeginArray();
    for (uint16_t planet : fixed_->board.systems[sys].planets) {
      j.BeginObject();
      j.Key("name").String(PlanetName(planet));
      j.Key("spaceStation").Bool(IsStation(planet));
      j.Key("controller");
      if (controller_[planet] == kNobody) {
        j.Null();
      } else {
        j.String(PlayerLabel(controller_[planet]));
      }
      j.Key("exhausted").Bool(exhausted_[planet] != 0);
      j.Key("units").BeginArray();
      for (uint8_t p = 0; p < core_.num_players; ++p) j.String(Counts(ground_[planet][p]));
      j.EndArray();
      j.EndObject();
    }
    j.EndArray();
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
  return j.str();
}

// ---- Names: what a script writes for a system, planet or player, both ways

int Ti4State::FindSystem(std::string_view name) const {
  std::string want = AsciiLower(name);
  const Board& b = fixed_->board;
  for (size_t i = 0; i < b.systems.size(); ++i) {
    // By its name, its tile id ("109"), or "tile ID" (how a tile without a name is shown).
    const std::string& id = b.systems[i].info->id;
    if (AsciiLower(b.systems[i].info->name) == want || id == want ||
        "tile " + AsciiLower(id) == want) {
      return static_cast<int>(i);
    }
  }
  // A system is also named by its planet or station ("Lodor").
  for (size_t i = 0; i < b.planets.size(); ++i) {
    if (AsciiLower(b.planets[i].info->name) == want || b.planets[i].info->id == want) {
      return b.planets[i].system;
    }
  }
  return -1;
}

int Ti4State::FindPlanet(std::string_view name) const {
  std::string want = AsciiLower(name);
  const Board& b = fixed_->board;
  for (size_t i = 0; i < b.planets.size(); ++i) {
    if (AsciiLower(b.planets[i].info->name) == want || b.planets[i].info->id == want) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

int Ti4State::FindPlayer(std::string_view name) const {
  for (size_t p = 0; p < fixed_->names.size(); ++p) {
    if (fixed_->names[p] == name) return static_cast<int>(p);
  }
  return -1;
}

std::string Ti4State::SystemName(uint16_t system) const {
  if (system >= fixed_->board.systems.size()) return "system " + std::to_string(system + 1);
  const SystemInfo& s = *fixed_->board.systems[system].info;
  return s.name.empty() ? "tile " + s.id : s.name;
}

std::string Ti4State::PlanetName(uint16_t planet) const {
  if (planet >= fixed_->board.planets.size()) return "planet " + std::to_string(planet + 1);
  return fixed_->board.planets[planet].info->name;
}

std::string Ti4State::PlayerLabel(uint8_t p) const {
  if (p >= fixed_->names.size()) return GameState::PlayerLabel(p);
  return fixed_->names[p];
}

}  // namespace stardate::engine::ti4
