#include "data/shipped_data.h"

#include <array>

// Each file becomes a read-only symbol of the object file, followed by its end symbol. The
// path is the configured source folder, so the object is built wherever the build folder is.
// STARDATE_DATA_DIGEST is unused by the code: it puts the files' digest into the compile
// command (see data/CMakeLists.txt).
// clang-format off
#define STARDATE_INCBIN(name, file)                   \
  __asm__(".section .rodata\n"                        \
          ".balign 16\n"                              \
          ".globl " #name "_begin\n" #name "_begin:\n" \
          ".incbin \"" STARDATE_DATA_DIR "/" file "\"\n" \
          ".globl " #name "_end\n" #name "_end:\n"     \
          ".byte 0\n"                                 \
          ".previous\n")
// clang-format on

STARDATE_INCBIN(stardate_data_physical, "stccg1e/Physical.csv");
STARDATE_INCBIN(stardate_data_virtual, "stccg1e/Virtual.csv");
STARDATE_INCBIN(stardate_data_locations, "stccg1e/locations.csv");
STARDATE_INCBIN(stardate_data_ti4_systems, "ti4/systems.ts");
STARDATE_INCBIN(stardate_data_ti4_planets, "ti4/planets.ts");
STARDATE_INCBIN(stardate_data_ti4_stations, "ti4/space_stations.json");
STARDATE_INCBIN(stardate_data_ti4_factions, "ti4/factions.json");
STARDATE_INCBIN(stardate_data_ti4_strategy_cards, "ti4/strategy_cards.json");
STARDATE_INCBIN(stardate_data_ti4_technologies, "ti4/technologies.json");
STARDATE_INCBIN(stardate_data_ti4_action_cards, "ti4/action_cards.json");
STARDATE_INCBIN(stardate_data_ti4_public_objectives, "ti4/public_objectives.json");
STARDATE_INCBIN(stardate_data_ti4_secret_objectives, "ti4/secret_objectives.json");

extern "C" {
extern const char stardate_data_physical_begin[], stardate_data_physical_end[];
extern const char stardate_data_virtual_begin[], stardate_data_virtual_end[];
extern const char stardate_data_locations_begin[], stardate_data_locations_end[];
extern const char stardate_data_ti4_systems_begin[], stardate_data_ti4_systems_end[];
extern const char stardate_data_ti4_planets_begin[], stardate_data_ti4_planets_end[];
extern const char stardate_data_ti4_stations_begin[], stardate_data_ti4_stations_end[];
extern const char stardate_data_ti4_factions_begin[], stardate_data_ti4_factions_end[];
extern const char stardate_data_ti4_strategy_cards_begin[], stardate_data_ti4_strategy_cards_end[];
extern const char stardate_data_ti4_technologies_begin[], stardate_data_ti4_technologies_end[];
extern const char stardate_data_ti4_action_cards_begin[], stardate_data_ti4_action_cards_end[];
extern const char stardate_data_ti4_public_objectives_begin[],
    stardate_data_ti4_public_objectives_end[];
extern const char stardate_data_ti4_secret_objectives_begin[],
    stardate_data_ti4_secret_objectives_end[];
}

namespace stardate::data {
namespace {

constexpr std::string_view kDigest = STARDATE_DATA_DIGEST;

std::string_view Bytes(const char* begin, const char* end) {
  return std::string_view(begin, static_cast<size_t>(end - begin));
}

}  // namespace

std::span<const ShippedFile> Stccg1eCardLists() {
  static_assert(!kDigest.empty());
  static const std::array<ShippedFile, 2> lists = {{
      {"data/stccg1e/Physical.csv",
       Bytes(stardate_data_physical_begin, stardate_data_physical_end)},
      {"data/stccg1e/Virtual.csv", Bytes(stardate_data_virtual_begin, stardate_data_virtual_end)},
  }};
  return lists;
}

ShippedFile Stccg1eLocations() {
  return {"data/stccg1e/locations.csv",
          Bytes(stardate_data_locations_begin, stardate_data_locations_end)};
}

ShippedFile Ti4Systems() {
  return {"data/ti4/systems.ts",
          Bytes(stardate_data_ti4_systems_begin, stardate_data_ti4_systems_end)};
}

ShippedFile Ti4Planets() {
  return {"data/ti4/planets.ts",
          Bytes(stardate_data_ti4_planets_begin, stardate_data_ti4_planets_end)};
}

ShippedFile Ti4SpaceStations() {
  return {"data/ti4/space_stations.json",
          Bytes(stardate_data_ti4_stations_begin, stardate_data_ti4_stations_end)};
}

std::vector<ShippedFile> Ti4CatalogFiles() {
  return {
      {"data/ti4/factions.json",
       Bytes(stardate_data_ti4_factions_begin, stardate_data_ti4_factions_end)},
      {"data/ti4/strategy_cards.json",
       Bytes(stardate_data_ti4_strategy_cards_begin, stardate_data_ti4_strategy_cards_end)},
      {"data/ti4/technologies.json",
       Bytes(stardate_data_ti4_technologies_begin, stardate_data_ti4_technologies_end)},
      {"data/ti4/action_cards.json",
       Bytes(stardate_data_ti4_action_cards_begin, stardate_data_ti4_action_cards_end)},
      {"data/ti4/public_objectives.json",
       Bytes(stardate_data_ti4_public_objectives_begin, stardate_data_ti4_public_objectives_end)},
      {"data/ti4/secret_objectives.json",
       Bytes(stardate_data_ti4_secret_objectives_begin, stardate_data_ti4_secret_objectives_end)},
  };
}

}  // namespace stardate::data
