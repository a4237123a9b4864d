// What `stardate cards show` prints of Twilight Imperium 4 (engine/registry.h CardBook): a
// planet, a space station (its planet card, 001 note 1) or a system tile, by name or id, from
// the data built into the program (data/ti4/).
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "engine/text.h"
#include "engine/registry.h"
#include "engine/ti4/module.h"
#include "engine/ti4/ti4_data.h"

namespace stardate::engine::ti4 {

namespace {

ReportNode PlanetNode(const Ti4Data& data, const PlanetInfo& p) {
  ReportNode n;
  n.Add("title", p.name);
  n.Add("kind", p.station ? "space station" : "planet");
  n.Add("id", p.id);
  std::string system = p.tile;
  if (const SystemInfo* s = data.FindSystem(p.tile)) system += " (" + s->name + ")";
  n.Add("system", system);
  n.Add("resources", p.resources);
  n.Add("influence", p.influence);
  std::vector<std::string> traits;
  if (p.traits & kCultural) traits.push_back("cultural");
  if (p.traits & kHazardous) traits.push_back("hazardous");
  if (p.traits & kIndustrial) traits.push_back("industrial");
  n.Add("traits", ReportNode::List(traits));
  n.Add("home_faction", p.home_faction);
  n.Add("legendary", p.legendary);
  n.Add("tech_specialty", p.tech_specialty);
  n.Add("source", "data/ti4/planets.ts");
  return n;
}

ReportNode SystemNode(const Ti4Data& data, const SystemInfo& s) {
  ReportNode n;
  n.Add("title", s.name.empty() ? "tile " + s.id : s.name);
  n.Add("kind", "system");
  n.Add("id", s.id);
  std::vector<std::string> planets, stations;
  for (const std::string& id : s.planets) {
    const PlanetInfo* p = data.FindPlanet(id);
    const std::string name = p != nullptr ? p->name : id + " (not in planets.ts)";
    (p != nullptr && p->station ? stations : planets).push_back(name);
  }
  n.Add("planets", ReportNode::List(planets));
  n.Add("space_stations", ReportNode::List(stations));
  n.Add("wormholes", ReportNode::List(s.wormholes));
  std::vector<std::string> anomalies;
  if (s.asteroid_field) anomalies.push_back("asteroid field");
  if (s.nebula) anomalies.push_back("nebula");
  if (s.supernova) anomalies.push_back("supernova");
  if (s.gravity_rift) anomalies.push_back("gravity rift");
  n.Add("anomalies", ReportNode::List(anomalies));
  n.Add("hyperlane", s.hyperlane);
  n.Add("tile_back", s.tile_back);
  n.Add("source", "data/ti4/systems.ts");
  return n;
}

Result<CardsFound> Show(std::string_view title, const std::vector<std::string>& lists) {
  if (!lists.empty()) {
    return Status::InvalidArgument("ti4 reads only its built-in data (data/ti4/); no lists");
  }
  Result<const Ti4Data*> shipped = Ti4Data::Shipped();
  if (!shipped.ok()) return shipped.status();
  const Ti4Data& data = **shipped;
  CardsFound found;
  found.source = "the TI4 data (data/ti4/)";
  const std::string want = AsciiLower(title);
  std::vector<std::string> seen_planets;
  for (const std::string& id : data.SystemIds()) {
    const SystemInfo& s = *data.FindSystem(id);
    if (AsciiLower(s.id) == want || AsciiLower(s.name) == want)
      found.cards.push_back(SystemNode(data, s));
    for (const std::string& pid : s.planets) {
      const PlanetInfo* p = data.FindPlanet(pid);
      if (p == nullptr ||
          std::find(seen_planets.begin(), seen_planets.end(), pid) != seen_planets.end()) {
        continue;
      }
      seen_planets.push_back(pid);
      if (AsciiLower(p->name) == want || AsciiLower(p->id) == want) {
        found.cards.push_back(PlanetNode(data, *p));
      } else if (found.suggestions.size() < 5 && !want.empty() &&
                 AsciiLower(p->name).find(want) != std::string::npos &&
                 std::find(found.suggestions.begin(), found.suggestions.end(), p->name) ==
                     found.suggestions.end()) {
        found.suggestions.push_back(p->name);
      }
    }
  }
  if (!found.cards.empty()) found.suggestions.clear();
  return found;
}

}  // namespace

const CardBook kCardBook = {
    .lists = "",
    .show = &Show,
    .check = nullptr,
    .summary = "planets, stations and systems",
    .shows = "a planet, space station or system tile by name or id.",
    .checks = "",
    .example = "Mecatol Rex",
};

}  // namespace stardate::engine::ti4
