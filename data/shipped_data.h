// The data files built into the binary (data/CMakeLists.txt): the default card lists and the
// mission locations. Their text is exactly the file's bytes; it lives for the whole program.
#ifndef STARDATE_DATA_SHIPPED_DATA_H_
#define STARDATE_DATA_SHIPPED_DATA_H_

#include <span>
#include <string_view>

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

}  // namespace stardate::data

#endif  // STARDATE_DATA_SHIPPED_DATA_H_
