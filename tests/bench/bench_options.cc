#include "tests/bench/bench_options.h"

#include <cstdio>
#include <cstdlib>

namespace stardate::bench {
namespace {

void Usage() {
  std::printf(
      "usage: stardate_bench [options]\n"
      "  --sizes N,N,...          events per generated game (default 1000,100000,1000000)\n"
      "  --quick                  sizes 1000,20000 and 3 repetitions (a smoke run)\n"
      "  --reps N                 repetitions of each timed step (default: by size)\n"
      "  --out-dir DIR            keep the generated .sdlog / .jsonl.zst files in DIR\n"
      "                           (default: a temporary folder, removed at the end)\n"
      "  --deck-scale K           multiply every draw-deck count by K (default 1: 60 cards)\n"
      "  --illegal-per-action P   share of action decisions played illegally (default 0.07,\n"
      "                           about 1%% of the recorded events)\n"
      "  --chunk-events N, --snapshot-interval N, --snapshot-min-gap N\n"
      "                           RecorderOptions for the .sdlog (default: the recorder's)\n"
      "  --zstd-level N, --zstd-min-match N, --zstd-raw-literals 0|1\n"
      "                           the chunks' zstd settings (RecorderOptions::chunk_zstd)\n"
      "  --snapshot-zstd-level N  the header's and snapshots' zstd level\n"
      "  --pool FILE              card pool CSV (default samples/cards/stccg1e-pool.csv)\n"
      "  --ti4-events N           events of the generated TI4 game (default 1000000; --quick\n"
      "                           20000; 0: no TI4 block)\n");
}

}  // namespace

[[noreturn]] void Die(const std::string& what) {
  std::fprintf(stderr, "stardate_bench: %s\n", what.c_str());
  std::exit(1);
}

Options ParseOptions(int argc, char** argv) {
  Options o;
  bool sizes_given = false, ti4_given = false;
  for (int i = 1; i < argc; ++i) {
    std::string a = argv[i];
    auto value = [&]() -> std::string {
      if (i + 1 >= argc) Die(a + " needs a value");
      return argv[++i];
    };
    if (a == "--sizes") {
      o.sizes.clear();
      std::string v = value();
      for (size_t start = 0; start <= v.size();) {
        size_t comma = v.find(',', start);
        if (comma == std::string::npos) comma = v.size();
        std::string part = v.substr(start, comma - start);
        uint64_t n = std::strtoull(part.c_str(), nullptr, 10);
        if (n == 0) Die("--sizes: bad size '" + part + "'");
        o.sizes.push_back(n);
        start = comma + 1;
      }
      sizes_given = true;
    } else if (a == "--out-dir") {
      o.out_dir = value();
      o.keep = true;
    } else if (a == "--quick") {
      o.quick = true;
    } else if (a == "--reps") {
      o.reps = std::atoi(value().c_str());
    } else if (a == "--deck-scale") {
      o.deck.scale = std::atoi(value().c_str());
      if (o.deck.scale < 1) Die("--deck-scale must be >= 1");
    } else if (a == "--illegal-per-action") {
      o.illegal_per_action = std::atof(value().c_str());
    } else if (a == "--chunk-events") {
      o.recorder.chunk_events = static_cast<uint32_t>(std::atoi(value().c_str()));
    } else if (a == "--snapshot-interval") {
      o.recorder.snapshot_interval = static_cast<uint32_t>(std::atoi(value().c_str()));
    } else if (a == "--snapshot-min-gap") {
      o.recorder.snapshot_min_gap = static_cast<uint32_t>(std::atoi(value().c_str()));
    } else if (a == "--zstd-level") {
      o.recorder.chunk_zstd.level = std::atoi(value().c_str());
    } else if (a == "--zstd-min-match") {
      o.recorder.chunk_zstd.min_match = std::atoi(value().c_str());
    } else if (a == "--zstd-raw-literals") {
      o.recorder.chunk_zstd.raw_literals = std::atoi(value().c_str()) != 0;
    } else if (a == "--snapshot-zstd-level") {
      o.recorder.header_and_snapshot_zstd.level = std::atoi(value().c_str());
    } else if (a == "--ti4-events") {
      o.ti4_events = std::strtoull(value().c_str(), nullptr, 10);
      ti4_given = true;
    } else if (a == "--pool") {
      o.pool = value();
    } else if (a == "--help" || a == "-h") {
      Usage();
      std::exit(0);
    } else {
      Usage();
      Die("unknown option " + a);
    }
  }
  if (o.quick && !sizes_given) o.sizes = {1000, 20000};
  if (o.quick && o.reps == 0) o.reps = 3;
  if (o.quick && !ti4_given) o.ti4_events = 20000;
  return o;
}

int RepsFor(const Options& o, uint64_t events) {
  if (o.reps > 0) return o.reps;
  if (events >= 1000000) return 3;
  if (events >= 100000) return 5;
  return 9;
}

}  // namespace stardate::bench
