// The Twilight Imperium 4 tiles, planets and space stations, read from the community data
// files kept in data/ti4/ (systems.ts, planets.ts, space_stations.json; see data/README.md).
//
// The files are loaded, never retyped: an id here is the file's id ("109", "tsionstation"),
// and the values are the file's. A planet is a space station when its `planetType` or
// `planetTypes` includes SPACESTATION (001 note 1: stations are "mechanically similar to
// planets" and have a planet card).
#ifndef STARDATE_ENGINE_TI4_TI4_DATA_H_
#define STARDATE_ENGINE_TI4_TI4_DATA_H_

#include <cstdint>
#include <map>
#include <string>
#include <string_view>
#include <vector>

#include "format/status.h"

namespace stardate::engine::ti4 {

// Planet traits (bits).
inline constexpr uint8_t kCultural = 1;
inline constexpr uint8_t kHazardous = 2;
inline constexpr uint8_t kIndustrial = 4;

struct PlanetInfo {
  std::string id;    // "tsionstation"
  std::string name;  // "Tsion Station"
  std::string tile;  // the system tile's id, "" if none
  int resources = 0;
  int influence = 0;
  uint8_t traits = 0;        // kCultural | kHazardous | kIndustrial
  bool station = false;      // a space station
  std::string home_faction;  // the faction whose home system it is in, "" if none
  bool legendary = false;
  bool tech_specialty = false;
  std::vector<std::string> tech_specialties;  // "PROPULSION", "BIOTIC", "WARFARE", "CYBERNETIC"
};

struct SystemInfo {
  std::string id;                      // "109"
  std::string name;                    // "Bellatrix/Tsion Station"
  std::vector<std::string> planets;    // planet ids, space stations included
  std::vector<std::string> wormholes;  // "ALPHA", "BETA", ...
  bool asteroid_field = false;
  bool nebula = false;
  bool supernova = false;
  bool gravity_rift = false;
  bool hyperlane = false;
  std::string tile_back;  // "blue", "red", "green", ...
};

struct StationInfo {
  std::string id;  // planet id
  std::string name;
  std::string tile;  // system tile id
  int resources = 0;
  int influence = 0;
};

class Ti4Data {
 public:
  // Reads the three files (their texts, and the names used in errors). Errors name the file
  // and line: a malformed literal, an entry without an id, a station of space_stations.json
  // that planets.ts does not mark as one. A system naming a planet planets.ts lacks (a few
  // community tiles do) loads; a map using it is refused (CheckTi4Setup).
  static Result<Ti4Data> Parse(std::string_view systems_ts, std::string_view planets_ts,
                               std::string_view stations_json,
                               const std::string& systems_name = "data/ti4/systems.ts",
                               const std::string& planets_name = "data/ti4/planets.ts",
                               const std::string& stations_name = "data/ti4/space_stations.json");

  // The files built into the program, read once. Fails only if the built-in files are broken
  // (a test reads them).
  static Result<const Ti4Data*> Shipped();

  const SystemInfo* FindSystem(std::string_view id) const;
  const PlanetInfo* FindPlanet(std::string_view id) const;
  // The space stations of space_stations.json, in file order, with planets.ts's values.
  const std::vector<StationInfo>& stations() const { return stations_; }
  std::vector<std::string> SystemIds() const;  // in id order
  size_t system_count() const { return systems_.size(); }
  size_t planet_count() const { return planets_.size(); }

  // True when the system has no planets for setup and rules purposes (stations are not
  // planets: 001 note 9).
  bool HasPlanets(const SystemInfo& system) const;
  bool HasStation(const SystemInfo& system) const;

 private:
  std::map<std::string, SystemInfo, std::less<>> systems_;
  std::map<std::string, PlanetInfo, std::less<>> planets_;
  std::vector<StationInfo> stations_;
};

}  // namespace stardate::engine::ti4

#endif  // STARDATE_ENGINE_TI4_TI4_DATA_H_
