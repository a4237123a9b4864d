#include "engine/ti4/ti4_data.h"

#include <memory>

#include "data/shipped_data.h"
#include "engine/ti4/literal.h"

namespace stardate::engine::ti4 {
namespace {

std::string At(const std::string& file, const Literal& v) {
  return file + ":" + std::to_string(v.line);
}

std::string Text(const Literal& obj, std::string_view key) {
  const Literal* v = obj.Find(key);
  return v != nullptr && v->type == Literal::Type::kString ? v->text : std::string();
}

bool Flag(const Literal& obj, std::string_view key) {
  const Literal* v = obj.Find(key);
  return v != nullptr && v->type == Literal::Type::kBool && v->boolean;
}

std::vector<std::string> Strings(const Literal& obj, std::string_view key) {
  std::vector<std::string> out;
  const Literal* v = obj.Find(key);
  if (v == nullptr) return out;
  if (v->type == Literal::Type::kString) out.push_back(v->text);
  if (v->type == Literal::Type::kArray) {
    for (const Literal& item : v->items) {
      if (item.type == Literal::Type::kString) out.push_back(item.text);
    }
  }
  return out;
}

Status Int(const std::string& file, const Literal& obj, std::string_view key, int* out) {
  const Literal* v = obj.Find(key);
  if (v == nullptr || v->type != Literal::Type::kNumber || !v->integral || v->integer < 0 ||
      v->integer > 99) {
    return Status::InvalidArgument(At(file, v != nullptr ? *v : obj) + ": expected '" +
                                   std::string(key) + "' to be a whole number from 0 to 99 in '" +
                                   Text(obj, "id") + "'");
  }
  *out = static_cast<int>(v->integer);
  return Status::Ok();
}

Status ExpectArray(const std::string& file, const Literal& v) {
  if (v.type == Literal::Type::kArray) return Status::Ok();
  return Status::InvalidArgument(At(file, v) + ": expected an array of entries");
}

}  // namespace

Result<Ti4Data> Ti4Data::Parse(std::string_view systems_ts, std::string_view planets_ts,
                               std::string_view stations_json, const std::string& systems_name,
                               const std::string& planets_name, const std::string& stations_name) {
  Ti4Data data;
  auto planets = ParseModuleLiteral(planets_ts, planets_name);
  if (!planets.ok()) return planets.status();
  if (Status st = ExpectArray(planets_name, *planets); !st.ok()) return st;
  for (const Literal& p : planets->items) {
    PlanetInfo info;
    info.id = Text(p, "id");
    if (info.id.empty()) {
      return Status::InvalidArgument(At(planets_name, p) + ": expected a planet with an 'id'");
    }
    info.name = Text(p, "name");
    info.tile = Text(p, "tileId");
    if (Status st = Int(planets_name, p, "resources", &info.resources); !st.ok()) return st;
    if (Status st = Int(planets_name, p, "influence", &info.influence); !st.ok()) return st;
    std::vector<std::string> types = Strings(p, "planetTypes");
    for (const std::string& t : Strings(p, "planetType")) types.push_back(t);
    for (const std::string& t : types) {
      if (t == "CULTURAL") info.traits |= kCultural;
      if (t == "HAZARDOUS") info.traits |= kHazardous;
      if (t == "INDUSTRIAL") info.traits |= kIndustrial;
      if (t == "SPACESTATION") info.station = true;
    }
    info.home_faction = Text(p, "factionHomeworld");
    info.legendary = !Text(p, "legendaryAbilityName").empty();
    info.tech_specialties = Strings(p, "techSpecialties");
    info.tech_specialty = !info.tech_specialties.empty();
    std::string id = info.id;
    if (!data.planets_.emplace(id, std::move(info)).second) {
      return Status::InvalidArgument(At(planets_name, p) +
                                     ": expected each planet id once, "
                                     "found '" +
                                     id + "' again");
    }
  }

  auto systems = ParseModuleLiteral(systems_ts, systems_name);
  if (!systems.ok()) return systems.status();
  if (Status st = ExpectArray(systems_name, *systems); !st.ok()) return st;
  for (const Literal& s : systems->items) {
    SystemInfo info;
    info.id = Text(s, "id");
    if (info.id.empty()) {
      return Status::InvalidArgument(At(systems_name, s) + ": expected a system with an 'id'");
    }
    info.name = Text(s, "name");
    info.planets = Strings(s, "planets");
    info.wormholes = Strings(s, "wormholes");
    info.asteroid_field = Flag(s, "isAsteroidField");
    info.nebula = Flag(s, "isNebula");
    info.supernova = Flag(s, "isSupernova");
    info.gravity_rift = Flag(s, "isGravityRift");
    info.hyperlane = Flag(s, "isHyperlane");
    info.tile_back = Text(s, "tileBack");
    std::string id = info.id;
    // A few community tiles appear twice (variants); the first entry is the tile.
    data.systems_.emplace(id, std::move(info));
  }

  auto stations = ParseModuleLiteral(stations_json, stations_name);
  if (!stations.ok()) return stations.status();
  const Literal* list = stations->Find("stations");
  if (list == nullptr) {
    return Status::InvalidArgument(At(stations_name, *stations) + ": expected a 'stations' array");
  }
  if (Status st = ExpectArray(stations_name, *list); !st.ok()) return st;
  for (const Literal& s : list->items) {
    StationInfo info;
    info.id = Text(s, "id");
    info.tile = Text(s, "tile");
    const PlanetInfo* planet = data.FindPlanet(info.id);
    if (planet == nullptr || !planet->station) {
      return Status::InvalidArgument(At(stations_name, s) + ": expected '" + info.id +
                                     "' to be a space station of " + planets_name);
    }
    const SystemInfo* system = data.FindSystem(info.tile);
    bool listed = false;
    if (system != nullptr) {
      for (const std::string& p : system->planets) listed |= p == info.id;
    }
    if (!listed) {
      return Status::InvalidArgument(At(stations_name, s) + ": expected tile '" + info.tile +
                                     "' of " + systems_name + " to hold station '" + info.id + "'");
    }
    info.name = planet->name;
    info.resources = planet->resources;
    info.influence = planet->influence;
    data.stations_.push_back(std::move(info));
  }
  return data;
}

Result<const Ti4Data*> Ti4Data::Shipped() {
  static const Result<std::unique_ptr<Ti4Data>> shipped = []() -> Result<std::unique_ptr<Ti4Data>> {
    auto parsed =
        Parse(data::Ti4Systems().text, data::Ti4Planets().text, data::Ti4SpaceStations().text);
    if (!parsed.ok()) return parsed.status();
    return std::make_unique<Ti4Data>(std::move(*parsed));
  }();
  if (!shipped.ok()) return shipped.status();
  return static_cast<const Ti4Data*>(shipped->get());
}

const SystemInfo* Ti4Data::FindSystem(std::string_view id) const {
  auto it = systems_.find(id);
  return it == systems_.end() ? nullptr : &it->second;
}

const PlanetInfo* Ti4Data::FindPlanet(std::string_view id) const {
  auto it = planets_.find(id);
  return it == planets_.end() ? nullptr : &it->second;
}

std::vector<std::string> Ti4Data::SystemIds() const {
  std::vector<std::string> ids;
  for (const auto& [id, info] : systems_) {
    if (!info.hyperlane) ids.push_back(id);
  }
  return ids;
}

bool Ti4Data::HasPlanets(const SystemInfo& system) const {
  for (const std::string& id : system.planets) {
    const PlanetInfo* p = FindPlanet(id);
    if (p != nullptr && !p->station) return true;
  }
  return false;
}

bool Ti4Data::HasStation(const SystemInfo& system) const {
  for (const std::string& id : system.planets) {
    const PlanetInfo* p = FindPlanet(id);
    if (p != nullptr && p->station) return true;
  }
  return false;
}

}  // namespace stardate::engine::ti4
