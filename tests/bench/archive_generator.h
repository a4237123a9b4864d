// Archives of generated games for the catalogue's benchmark and tests: game `k` of an archive
// is a 1E game of 150 to 750 events between two of 400 named players, ended by a concession,
// or (one game in 20) a TI4 game of 600 to 1200 events; each dated within a season and placed
// in one of 40 events. The same k, the same bytes.
#ifndef STARDATE_TESTS_BENCH_ARCHIVE_GENERATOR_H_
#define STARDATE_TESTS_BENCH_ARCHIVE_GENERATOR_H_

#include <cstdint>
#include <string>

#include "engine/game.h"
#include "format/status.h"

namespace stardate::bench {

class ArchiveGenerator {
 public:
  // The 1E decks come from the card pool at `pool_path`.
  static Result<ArchiveGenerator> Create(const std::string& pool_path);

  // Records game `k` into `path`.
  Status Record(uint64_t k, const std::string& path) const;

 private:
  engine::GameSetup stccg_;
};

}  // namespace stardate::bench

#endif  // STARDATE_TESTS_BENCH_ARCHIVE_GENERATOR_H_
