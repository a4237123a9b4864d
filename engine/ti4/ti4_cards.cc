// What `stardate cards show` prints of Twilight Imperium 4 (engine/registry.h CardBook): a
// planet, a space station (its planet card, 001 note 1), a system tile, a faction, a strategy
// card, a technology, an action card or an objective, by name or id, from the data built into
// the program (data/ti4/).
#include <algorithm>
#include <cctype>
#include <string>
#include <vector>

#include "engine/text.h"
#include "engine/registry.h"
#include "engine/ti4/module.h"
#include "engine/ti4/ti4_catalog.h"
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

// The catalogue's entries named `want` (lower case) by name or id. An action card's copies
// are one entry with their count.
void ShowCatalog(const Ti4Catalog& c, const std::string& want, CardsFound* found) {
  auto named = [&](const std::string& id, const std::string& name) {
    return AsciiLower(id) == want || AsciiLower(name) == want;
  };
  for (const FactionInfo& f : c.factions()) {
    if (!named(f.id, f.name)) continue;
    ReportNode n;
    n.Add("title", f.name);
    n.Add("kind", "faction");
    n.Add("id", f.id);
    n.Add("home_system", f.home_system);
    n.Add("home_planets", ReportNode::List(f.home_planets));
    n.Add("commodities", f.commodities);
    n.Add("starting_techs", ReportNode::List(f.starting_techs));
    n.Add("faction_techs", ReportNode::List(f.faction_techs));
    n.Add("source", "data/ti4/factions.json");
    found->cards.push_back(std::move(n));
  }
  for (const StrategyCardInfo& s : c.strategy_cards()) {
    if (!named(s.id, s.name)) continue;
    ReportNode n;
    n.Add("title", s.name);
    n.Add("kind", "strategy card");
    n.Add("id", s.id);
    n.Add("initiative", s.initiative);
    n.Add("source", "data/ti4/strategy_cards.json");
    found->cards.push_back(std::move(n));
  }
  for (const TechInfo& t : c.techs()) {
    if (!named(t.id, t.name)) continue;
    ReportNode n;
    n.Add("title", t.name);
    n.Add("kind", "technology");
    n.Add("id", t.id);
    n.Add("types", ReportNode::List(t.types));
    n.Add("prerequisites", t.prerequisites);
    n.Add("faction", t.faction);
    n.Add("upgrade_of", t.upgrade_of);
    n.Add("source", "data/ti4/technologies.json");
    found->cards.push_back(std::move(n));
  }
  const ActionCardInfo* first = nullptr;
  int copies = 0;
  for (const ActionCardInfo& a : c.action_cards()) {
    if (!named(a.id, a.name)) continue;
    if (first == nullptr) first = &a;
    copies += a.name == first->name ? 1 : 0;
  }
  if (first != nullptr) {
    ReportNode n;
    n.Add("title", first->name);
    n.Add("kind", "action card");
    n.Add("id", first->id);
    n.Add("copies", copies);
    n.Add("phase", first->phase);
    n.Add("window", first->window);
    n.Add("text", first->text);
    n.Add("source", "data/ti4/action_cards.json");
    found->cards.push_back(std::move(n));
  }
  for (const ObjectiveInfo& o : c.objectives()) {
    if (!named(o.id, o.name)) continue;
    ReportNode n;
    n.Add("title", o.name);
    n.Add("kind", o.secret ? "secret objective" : "public objective");
    n.Add("id", o.id);
    n.Add("points", o.points);
    n.Add("phase", o.phase);
    n.Add("text", o.text);
    n.Add("source",
          o.secret ? "data/ti4/secret_objectives.json" : "data/ti4/public_objectives.json");
    found->cards.push_back(std::move(n));
  }
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
  Result<const Ti4Catalog*> catalog = Ti4Catalog::Shipped();
  if (!catalog.ok()) return catalog.status();
  ShowCatalog(**catalog, want, &found);
  if (!found.cards.empty()) found.suggestions.clear();
  return found;
}

}  // namespace

const CardBook kCardBook = {
    .lists = "",
    .show = &Show,
    .check = nullptr,
    .summary =
        "planets, stations, systems, factions, strategy cards, technologies, action cards "
        "and objectives",
    .shows =
        "a planet, space station, system tile, faction, strategy card, technology, action "
        "card or objective by name or id.",
    .checks = "",
    .example = "Mecatol Rex",
};

}  // namespace stardate::engine::ti4
