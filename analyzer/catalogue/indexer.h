// The indexer: catalogues every log under the given paths into a store.
//
// A pool of worker threads reads, hashes, decodes, verifies and audits the logs (one log per
// worker at a time, GameRecord); the calling thread is the one writer: it hands the records to
// the store in path order, a batch of CatalogueSink::batch_games() per transaction. Game ids and
// every row are therefore the same whatever the number of workers.
//
// Incremental: a file whose content hash is catalogued already is skipped. If the path it was
// catalogued under no longer exists, the file was moved: the game's path is updated and the
// file reported as moved. If that path still exists, the file is a copy: it is reported as a
// duplicate and not catalogued twice (the same holds for two copies met in one run).
#ifndef STARDATE_ANALYZER_CATALOGUE_INDEXER_H_
#define STARDATE_ANALYZER_CATALOGUE_INDEXER_H_

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

#include "analyzer/catalogue/store.h"
#include "format/status.h"

namespace stardate::analyzer::catalogue {

// The logs `paths` name: files as given, folders replaced by the *.sdlog files below them
// (recursively, in byte order of the path). A path that does not exist is kept, to be
// reported unreadable.
std::vector<std::string> ExpandLogPaths(const std::vector<std::string>& paths);

struct FileOutcome {
  enum class Kind { kCatalogued, kDamaged, kSkipped, kMoved, kDuplicate, kUnreadable };
  std::string path;
  Kind kind = Kind::kCatalogued;
  int64_t game = -1;   // the game's id in the catalogue, -1 for an unreadable file
  std::string detail;  // damaged: verify's first problem; unreadable: why; duplicate: of what
};
std::string KindName(FileOutcome::Kind kind);  // "catalogued", "damaged", ...

struct IndexReport {
  std::vector<FileOutcome> files;  // in path order
  uint64_t catalogued = 0, damaged = 0, skipped = 0, moved = 0, duplicates = 0, unreadable = 0;
  uint64_t events = 0;  // events of the games catalogued in this run
  // Files catalogued already (skipped, moved or duplicates) from a damaged log: a second run
  // over the same files ends as the first did.
  uint64_t known_damaged = 0;
  // True when every file was catalogued whole or already was, from an intact log (exit 0).
  bool complete() const { return damaged == 0 && unreadable == 0 && known_damaged == 0; }
};

struct IndexProgress {
  uint64_t done = 0;   // files handled
  uint64_t total = 0;  // files to handle
  uint64_t events = 0;
};

struct IndexOptions {
  int jobs = 0;  // worker threads; 0: std::thread::hardware_concurrency()
  // Shard `shard` of `shards` (1-based): this index handles the files at positions
  // shard - 1, shard - 1 + shards, ... of the expanded path list, and the other files are not
  // in its report. Several indexers given the same paths, each a different shard, write the
  // same games with the same ids as one indexer would: a game's id is its file's position in
  // the list plus the highest id of the games catalogued from files outside the list (so
  // whichever shard writes first does not move the others' ids). 1 of 1 (the default) is one
  // index of every file, with ids given in path order to the new games only.
  int shard = 1, shards = 1;
  // Called by the writer after each file (the library keeps no clock: the caller times).
  std::function<void(const IndexProgress&)> progress;
};

// "K/N" as a shard of IndexOptions: InvalidArgument unless 1 <= K <= N (N at most 1024).
Status ParseShard(const std::string& text, IndexOptions* options);

// Catalogues the logs under `paths` into `sink`. Errors only for the store (a failed write: the
// batch is rolled back, what was committed stays); bad logs are outcomes in the report.
Result<IndexReport> Index(const std::vector<std::string>& paths, CatalogueSink* sink,
                          const IndexOptions& options);

}  // namespace stardate::analyzer::catalogue

#endif  // STARDATE_ANALYZER_CATALOGUE_INDEXER_H_
