// The data files built into the binary (data/CMakeLists.txt): the default card lists, the
// mission locations and the Twilight Imperium 4 tiles, planets and stations. Their text is exactly
// the file's bytes; it lives for the whole program.
#ifndef STARDATE_DATA_SHIPPED_DATA_H_
#define STARDATE_DATA_SHIPPED_DATA_H_

#include <span>
#include <string_view>
#include <vector>

namespace stardate::data {

struct ShippedFile {
  std::string_view path;  // in the repository, e.g. "data/stccg1e/Physical.csv"
  std::string_view text;  // the file's bytes
};

// Star Trek CCG 1E: the card lists of the default pool, in the order they are read
// (data/stccg1e/Physical.csv, then data/stccg1e/Virtual.csv; see data/README.md).
std::span<const ShippedFile> Stccg1eCardLists();

// Star Trek CCG 1E: data/stccg1e/locations.csv (columns Name, location, source).
ShippedFile Stccg1eLocations();

// Twilight Imperium 4: data/ti4/systems.ts (every system tile), data/ti4/planets.ts (every
// planet card, space stations included) and data/ti4/space_stations.json (the space stations
// with their systems), as read by engine/ti4/ti4_data.h.
ShippedFile Ti4Systems();
ShippedFile Ti4Planets();
ShippedFile Ti4SpaceStations();
// The Twilight Imperium 4 catalogue (engine/ti4/ti4_catalog.h): data/ti4/factions.json,
// strategy_cards.json, technologies.json, action_cards.json, public_objectives.json and
// secret_objectives.json, in that order.
std::vector<ShippedFile> Ti4CatalogFiles();

}  // namespace stardate::data

#endif  // STARDATE_DATA_SHIPPED_DATA_H_
