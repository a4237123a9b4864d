// stardate_bench: .sdlog against JSON lines + zstd, side by side, in one run.
// See tests/bench/README.md for what every number means.
//
//   stardate_bench [--sizes 1000,100000,1000000] [--out-dir DIR] [--quick] [--reps N]
//                  [--deck-scale K] [--illegal-per-action P] [--pool FILE] [--keep]
//                  [--ti4-events N]
#include <time.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cinttypes>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <thread>
#include <vector>

#include <simdjson.h>
#include <zstd.h>

#include "analyzer/audit.h"
#include "engine/registry.h"
#include "engine/state_codec.h"
#include "engine/stccg/stccg_setup.h"
#include "format/crc32c.h"
#include "format/log_reader.h"
#include "recorder/recorder.h"
#include "replayer/read_ahead.h"
#include "replayer/replayer.h"
#include "tests/bench/bench_options.h"
#include "tests/bench/disputes_bench.h"
#include "tests/bench/game_generator.h"
#include "tests/bench/json_baseline.h"
#include "tests/bench/ti4_bench.h"

namespace stardate::bench {
namespace {

using Clock = std::chrono::steady_clock;
using engine::Event;

// ---- Plumbing ---------------------------------------------------------------------------------

void Check(const Status& st, const char* what) {
  if (!st.ok()) Die(std::string(what) + ": " + st.ToString());
}

template <typename T>
T Take(Result<T> r, const char* what) {
  if (!r.ok()) Die(std::string(what) + ": " + r.status().ToString());
  return std::move(r).value();
}

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

double ProcessCpuSeconds() {
  timespec ts{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
  return static_cast<double>(ts.tv_sec) + static_cast<double>(ts.tv_nsec) * 1e-9;
}

// Median wall time of `reps` runs of `fn` (seconds). `cores`, if given, receives the process
// CPU time over the wall time of all runs (above 1 when helper threads worked too).
double Median(int reps, const std::function<void()>& fn, double* cores = nullptr) {
  std::vector<double> t;
  double cpu0 = ProcessCpuSeconds();
  auto all0 = Clock::now();
  for (int i = 0; i < std::max(reps, 1); ++i) {
    auto t0 = Clock::now();
    fn();
    t.push_back(Seconds(t0));
  }
  if (cores != nullptr) *cores = (ProcessCpuSeconds() - cpu0) / Seconds(all0);
  std::sort(t.begin(), t.end());
  return t[t.size() / 2];
}

// Wall time of one run of `fn` (seconds).
double TimeOnce(const std::function<void()>& fn) {
  auto t0 = Clock::now();
  fn();
  return Seconds(t0);
}

double MedianOf(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

uint64_t FileSize(const std::string& path) {
  std::error_code ec;
  auto n = std::filesystem::file_size(path, ec);
  if (ec) Die(path + ": " + ec.message());
  return n;
}

// ---- One size ---------------------------------------------------------------------------------

struct SizeResult {
  uint64_t target = 0;
  uint64_t events = 0;
  uint64_t inputs = 0;  // events given to Record(); the rest the recorder inserted
  uint64_t illegal_events = 0;
  uint64_t turns = 0;
  uint64_t windows = 0;
  std::string signature;  // chain hash prefix: changes only if behaviour changes

  uint64_t sdlog_bytes = 0, chunk_bytes = 0, snapshot_bytes = 0, footer_bytes = 0;
  uint64_t chunk_raw_bytes = 0;  // chunk payloads once decompressed (Cap'n Proto)
  uint64_t chunks = 0, snapshots = 0;
  uint64_t json_bytes = 0, json_text_bytes = 0;

  double generate_s = 0;
  double record_s = 0, json_write_s = 0, json_engine_write_s = 0;
  double replay_s = 0, json_replay_s = 0;
  double replay_cores = 0, json_replay_cores = 0;
  double replay_ahead_s = 0, replay_ahead_cores = 0;  // with read-ahead (a second thread)
  double sd_ahead_s = 0, sd_ahead_cores = 0;  // open + read + decode, read-ahead, nothing kept
  double sd_read_s = 0, sd_decode_s = 0, apply_s = 0;
  double sd_walk_s = 0, js_walk_s = 0;  // decode / parse alone, every event read, none kept
  double sd_pread_s = 0, sd_crc_s = 0, sd_unzstd_s = 0;
  double js_decompress_s = 0, js_parse_s = 0;
  double js_parse_ondemand_s = 0, js_parse_dom_s = 0;
  JsonParser parser = JsonParser::kOndemand;

  // The targets, timed side by side (seconds, and ratios: medians over `reps` repetitions).
  struct Paired {
    double sd_read = 0, sd_read_ahead = 0, json_read = 0, apply = 0, replay = 0, replay_ahead = 0;
    double read_ratio = 0, read_ahead_ratio = 0, replay_ratio = 0, replay_ahead_ratio = 0;
    int reps = 0;
  } paired;

  uint64_t seek_window = 0, seek_applied = 0;
  double seek_open_s = 0, seek_warm_s = 0, open_s = 0;
  double audit_s = 0;
  uint64_t findings = 0;
  std::optional<DisputesBenchResult> disputes;
};

struct Generated {
  std::vector<Event> inputs;  // what the table played (given to Record())
  std::vector<Event> events;  // what the log holds (required events included)
  uint64_t illegal_events = 0;
  uint64_t illegal_proposed = 0;
};

// Plays a game of at least `target` events through a recorder (into `path`).
Generated Generate(const engine::GameSetup& setup, const Options& o, uint64_t target,
                   const std::string& path) {
  Generated g;
  auto rec = Take(recorder::Recorder::Create(setup, path, o.recorder), "recorder");
  GameGenerator gen(setup.seed ^ 0x5eed, o.illegal_per_action);
  g.inputs.reserve(target);
  g.events.reserve(target + 64);
  for (;;) {
    const auto& state = static_cast<const engine::stccg::StccgState&>(rec->state());
    if (rec->events_recorded() >= target && state.core().stack.empty()) break;
    Event in = gen.Next(state);
    g.inputs.push_back(in);
    auto r = Take(rec->Record(std::move(in)), "record");
    for (size_t i = 0; i < r.events.size(); ++i) {
      if (!r.violations[i].empty()) ++g.illegal_events;
      g.events.push_back(std::move(r.events[i]));
    }
  }
  Check(rec->Finish(), "finish");
  g.illegal_proposed = gen.illegal_proposed();
  return g;
}

std::string ChainSignature(const std::string& path) {
  auto reader = Take(format::LogReader::Open(path), "open");
  return engine::HexString(reader->chain_hash()).substr(0, 16);
}

constexpr size_t kChunkHeader = 120;  // a chunk record's header (format/SPEC.md)

uint32_t GetU32(const char* p) {
  uint32_t v;
  std::memcpy(&v, p, 4);  // little-endian on every host we build on
  return v;
}

bool SameBytes(const std::string& a, const std::string& b) {
  auto x = Take(ReadFileBytes(a), "read");
  auto y = Take(ReadFileBytes(b), "read");
  return x == y;
}

SizeResult RunSize(const engine::GameSetup& setup, const Options& o, uint64_t target,
                   const std::string& dir) {
  SizeResult res;
  res.target = target;
  const int reps = RepsFor(o, target);
  const std::string tag = std::to_string(target);
  const std::string gen_path = dir + "/generate-" + tag + ".sdlog";
  const std::string log_path = dir + "/game-" + tag + ".sdlog";
  const std::string json_path = dir + "/game-" + tag + ".jsonl.zst";

  // 1. Generate: the generator plays against a recorder; its inputs are kept for step 2.
  auto t0 = Clock::now();
  Generated g = Generate(setup, o, target, gen_path);
  res.generate_s = Seconds(t0);
  res.events = g.events.size();
  res.inputs = g.inputs.size();
  res.illegal_events = g.illegal_events;

  // 2. Record: the same inputs through a fresh Recorder (rules, required events, chunks,
  //    snapshots, compression, file writes). The log must come out byte for byte the same.
  res.record_s = Median(reps, [&] {
    auto rec = Take(recorder::Recorder::Create(setup, log_path, o.recorder), "recorder");
    for (const Event& in : g.inputs) {
      auto r = rec->Record(in);
      if (!r.ok()) Die("record: " + r.status().ToString());
    }
    Check(rec->Finish(), "finish");
  });
  if (!SameBytes(gen_path, log_path)) Die("recording the same inputs twice gave different logs");
  std::filesystem::remove(gen_path);
  res.signature = ChainSignature(log_path);

  // 3. JSON: the recorded events (required ones, flags and violations included) as JSON lines.
  res.json_write_s = Median(reps, [&] {
    auto w = Take(JsonLogWriter::Create(json_path, setup, 3), "json writer");
    for (const Event& e : g.events) Check(w->Add(e), "json add");
    Check(w->Close(), "json close");
    res.json_text_bytes = w->text_bytes();
  });
  res.json_engine_write_s = Median(reps, [&] {
    auto state = Take(engine::NewGame(setup), "new game");
    auto w = Take(JsonLogWriter::Create(json_path, setup, 3), "json writer");
    uint64_t flagged = 0;
    for (const Event& e : g.events) {
      flagged += state->Check(e).empty() ? 0 : 1;
      state->Apply(e);
      Check(w->Add(e), "json add");
    }
    Check(w->Close(), "json close");
    if (flagged != g.illegal_events) Die("json+engine: flagged count differs from the recorder's");
  });
  res.json_bytes = FileSize(json_path);
  res.sdlog_bytes = FileSize(log_path);

  auto replayer = Take(replayer::Replayer::Open(log_path), "open");
  if (replayer->event_count() != res.events) Die("the log holds a different number of events");
  res.windows = replayer->window_count();
  for (const auto& c : replayer->reader().chunks()) res.chunk_bytes += c.stored_size;
  for (const auto& s : replayer->reader().snapshots()) res.snapshot_bytes += s.stored_size;
  res.chunks = replayer->reader().chunks().size();
  res.snapshots = replayer->reader().snapshots().size();
  // Footer record (56-byte header + payload) and trailer, format/SPEC.md.
  res.footer_bytes = 56 + 8 + 112 * res.chunks + 68 * res.snapshots + 32;
  res.turns = replayer->reader().chunks().back().meta.last_turn;

  // 4. Replay, end to end: open, decompress, decode, apply through a fresh engine state.
  auto replay = [&](bool read_ahead) {
    auto r = Take(replayer::Replayer::Open(log_path), "open");
    r->set_read_ahead(read_ahead);
    uint64_t n = 0;
    Check(r->ForEachEvent([&](const engine::GameState&, const Event&, uint64_t) {
      ++n;
      return Status::Ok();
    }),
          "replay");
    if (n != res.events) Die("replay: wrong event count");
  };
  res.replay_s = Median(
      reps, [&] { replay(false); }, &res.replay_cores);
  res.replay_ahead_s = Median(
      reps, [&] { replay(true); }, &res.replay_ahead_cores);

  // The read phase split further, outside LogReader: the chunk records' bytes (pread), the
  // payload checksum (CRC32C), zstd alone.
  {
    std::vector<std::string> records;
    res.sd_pread_s = Median(reps, [&] {
      records.clear();
      auto bytes = Take(ReadFileBytes(log_path), "read log");
      for (const auto& c : replayer->reader().chunks()) {
        records.push_back(bytes.substr(c.offset, c.stored_size));
      }
    });
    res.sd_crc_s = Median(reps, [&] {
      uint32_t x = 0;
      for (const std::string& r : records)
        x ^= format::Crc32c(r.data() + kChunkHeader, r.size() - kChunkHeader);
      if (x == 0x12345678) std::printf(" ");
    });
    res.chunk_raw_bytes = 0;
    for (const std::string& r : records) res.chunk_raw_bytes += GetU32(r.data() + 12);
    std::vector<char> out;
    ZSTD_DCtx* dctx = ZSTD_createDCtx();
    res.sd_unzstd_s = Median(reps, [&] {
      for (const std::string& r : records) {
        out.resize(GetU32(r.data() + 12));
        size_t n = ZSTD_decompressDCtx(dctx, out.data(), out.size(), r.data() + kChunkHeader,
                                       r.size() - kChunkHeader);
        if (ZSTD_isError(n) || n != out.size()) Die("zstd: chunk payload");
      }
    });
    ZSTD_freeDCtx(dctx);
  }

  // Phases of the sdlog replay, each timed alone. Reading opens the log and decodes its header
  // into a GameSetup, as the JSON side parses its header line; neither builds the game
  // (engine::NewGame, which Replayer::Open does, is part of replay, not of reading).
  std::vector<format::AlignedBuffer> buffers;
  auto open_log = [&] {
    auto reader = Take(format::LogReader::Open(log_path), "open");
    (void)Take(engine::ReadLogHeader(reader->header_message(), log_path + ": header"), "header");
    return reader;
  };
  auto sd_read = [&] {
    buffers.clear();
    auto r = open_log();
    for (size_t i = 0; i < r->chunks().size(); ++i) {
      buffers.push_back(Take(r->ReadChunk(i), "read chunk"));
    }
  };
  res.sd_read_s = Median(reps, sd_read);
  std::vector<Event> decoded;
  res.sd_decode_s = Median(reps, [&] {
    decoded.clear();
    decoded.reserve(res.events);
    for (const auto& b : buffers) Check(engine::DecodeBlock(b, "chunk", &decoded), "decode");
  });
  uint64_t sd_digest = 0;
  auto sd_walk = [&] {
    uint64_t digest = 0;
    Event e;
    for (const auto& b : buffers) {
      auto cursor = Take(engine::EventCursor::Open(b, "chunk"), "open block");
      Check(cursor.ForEach(&e, cursor.size(),
                           [&](const Event& ev, uint32_t) {
                             digest += EventDigest(ev);
                             return Status::Ok();
                           }),
            "decode");
    }
    sd_digest = digest;
  };
  res.sd_walk_s = Median(reps, sd_walk);
  // Reading and decoding with read-ahead: chunk i + 1 is read, checked and decompressed on a
  // second thread while chunk i is decoded; every event folded into the digest, none kept.
  auto sd_ahead = [&] {
    auto r = open_log();
    auto ahead = Take(replayer::ReadAhead::Start(*r, 0), "read-ahead");
    uint64_t digest = 0;
    Event e;
    for (size_t i = 0; i < r->chunks().size(); ++i) {
      format::AlignedBuffer b = Take(ahead->Take(i), "read chunk");
      auto cursor = Take(engine::EventCursor::Open(b, "chunk"), "open block");
      Check(cursor.ForEach(&e, cursor.size(),
                           [&](const Event& ev, uint32_t) {
                             digest += EventDigest(ev);
                             return Status::Ok();
                           }),
            "decode");
    }
    if (digest != sd_digest) Die("read-ahead: events differ");
  };
  res.sd_ahead_s = Median(reps, sd_ahead, &res.sd_ahead_cores);
  format::Hash256 final_hash{};
  auto apply = [&] {
    auto state = Take(replayer->InitialState(), "initial state");
    for (const Event& e : decoded) state->Apply(e);
    final_hash = state->Hash();
  };
  res.apply_s = Median(reps, apply);

  // 5. JSON replay, phases first (choosing the faster simdjson API), then end to end.
  auto js_decompress = [&] {
    auto bytes = Take(ReadFileBytes(json_path), "read json");
    if (Take(DecompressJsonDiscard(bytes), "decompress json") == 0) Die("empty json");
  };
  res.js_decompress_s = Median(reps, js_decompress);
  std::string compressed = Take(ReadFileBytes(json_path), "read json");
  JsonText text = Take(DecompressJson(compressed), "decompress json");
  std::vector<Event> parsed;
  for (JsonParser p : {JsonParser::kOndemand, JsonParser::kDom}) {
    double t = Median(reps, [&] {
      parsed.clear();
      parsed.reserve(res.events);
      JsonSink sink;
      sink.collect = &parsed;
      Check(ParseJsonLog(text, p, &sink), "parse json");
    });
    if (parsed != decoded) Die("json (" + JsonParserName(p) + ") events differ");
    (p == JsonParser::kOndemand ? res.js_parse_ondemand_s : res.js_parse_dom_s) = t;
  }
  res.parser =
      res.js_parse_dom_s < res.js_parse_ondemand_s ? JsonParser::kDom : JsonParser::kOndemand;
  res.js_parse_s = std::min(res.js_parse_dom_s, res.js_parse_ondemand_s);
  auto js_walk = [&] {
    JsonSink sink;
    Check(ParseJsonLog(text, res.parser, &sink), "parse json");
    if (sink.digest != sd_digest) Die("json parse: events differ from the .sdlog's");
  };
  res.js_walk_s = Median(reps, js_walk);
  parsed = {};
  compressed.clear();
  res.json_replay_s = Median(
      reps,
      [&] {
        JsonSink sink;
        sink.apply = true;
        Check(ReplayJsonLog(json_path, res.parser, &sink), "json replay");
        if (sink.events != res.events) Die("json replay: wrong event count");
        if (sink.state->Hash() != final_hash) Die("json replay: final state differs");
      },
      &res.json_replay_cores);

  // The targets' ratios from side-by-side timings: each repetition times every quantity a
  // ratio compares, one right after the other, and a target takes the median of the
  // repetitions' ratios, so a load that comes and goes during the run weighs on both sides.
  {
    std::vector<double> sd_t, ahead_t, js_t, apply_t, replay_t, replay_ahead_t;
    std::vector<double> read_r, read_ahead_r, replay_r, replay_ahead_r;
    for (int i = 0; i < std::max(reps, 5); ++i) {
      sd_t.push_back(TimeOnce(sd_read) + TimeOnce(sd_walk));
      ahead_t.push_back(TimeOnce(sd_ahead));
      js_t.push_back(TimeOnce(js_decompress) + TimeOnce(js_walk));
      apply_t.push_back(TimeOnce(apply));
      replay_t.push_back(TimeOnce([&] { replay(false); }));
      replay_ahead_t.push_back(TimeOnce([&] { replay(true); }));
      read_r.push_back(js_t.back() / sd_t.back());
      read_ahead_r.push_back(js_t.back() / ahead_t.back());
      replay_r.push_back(replay_t.back() / apply_t.back());
      replay_ahead_r.push_back(replay_ahead_t.back() / apply_t.back());
    }
    res.paired = {MedianOf(sd_t),
                  MedianOf(ahead_t),
                  MedianOf(js_t),
                  MedianOf(apply_t),
                  MedianOf(replay_t),
                  MedianOf(replay_ahead_t),
                  MedianOf(read_r),
                  MedianOf(read_ahead_r),
                  MedianOf(replay_r),
                  MedianOf(replay_ahead_r),
                  static_cast<int>(sd_t.size())};
  }
  buffers.clear();
  text = {};
  decoded = {};

  // 6. Seek to a response window near the end: opening the log each time, and reusing one
  //    open Replayer.
  if (res.windows == 0) Die("the game is too short to have a response window");
  res.seek_window = res.windows - 1 - std::min<uint64_t>(res.windows - 1, 10);
  replayer::Address at{replayer::Address::Kind::kWindow, res.seek_window};
  const int seek_reps = std::max(reps, 15);
  res.seek_open_s = Median(seek_reps, [&] {
    auto r = Take(replayer::Replayer::Open(log_path), "open");
    auto s = Take(r->Seek(at), "seek");
    res.seek_applied = s.events_applied;
  });
  res.seek_warm_s = Median(seek_reps, [&] { (void)Take(replayer->Seek(at), "seek"); });
  res.open_s = Median(seek_reps, [&] { (void)Take(replayer::Replayer::Open(log_path), "open"); });

  // 7. Audit: every event checked against the rules in force.
  res.audit_s = Median(target >= 1000000 ? 1 : 3, [&] {
    auto report = Take(analyzer::Audit(*replayer), "audit");
    res.findings = report.findings.size();
  });

  // 8. Disputes (the largest size only): fork, diff, seal, verify --pubkey.
  if (target == o.sizes.back()) {
    res.disputes = Take(RunDisputesBench(log_path, reps, dir), "disputes");
  }

  if (!o.keep) {
    std::filesystem::remove(log_path);
    std::filesystem::remove(json_path);
  }
  return res;
}

// ---- Report -----------------------------------------------------------------------------------

std::string Rate(double events, double seconds) {
  char buf[32];
  double r = events / seconds;
  if (r >= 1e6) {
    std::snprintf(buf, sizeof(buf), "%.2f M/s", r / 1e6);
  } else {
    std::snprintf(buf, sizeof(buf), "%.0f k/s", r / 1e3);
  }
  return buf;
}

std::string Fixed(double v, int digits) {
  char buf[32];
  std::snprintf(buf, sizeof(buf), "%.*f", digits, v);
  return buf;
}

std::string Count(uint64_t n) { return std::to_string(n); }

std::string SizeLabel(uint64_t n) {
  if (n % 1000000 == 0) return std::to_string(n / 1000000) + "M";
  if (n % 1000 == 0) return std::to_string(n / 1000) + "K";
  return std::to_string(n);
}

void Row(const char* label, const std::vector<SizeResult>& rs,
         const std::function<std::string(const SizeResult&)>& cell) {
  std::printf("  %-44s", label);
  for (const SizeResult& r : rs) std::printf(" %14s", cell(r).c_str());
  std::printf("\n");
}

double NsPerEvent(double s, const SizeResult& r) { return s * 1e9 / static_cast<double>(r.events); }

void Print(const Options& o, const engine::GameSetup& setup, const std::vector<SizeResult>& rs) {
  size_t cards[2] = {0, 0};
  Result<engine::stccg::StccgSetup> part = engine::stccg::SetupOf(setup);
  for (size_t p = 0; part.ok() && p < 2; ++p) {
    for (const auto& d : part->decks[p]) cards[p] += d.count;
  }
  std::printf("\n");
  std::printf("Stardate benchmark: .sdlog vs JSON lines + zstd -3 (same events, same run)\n");
  std::printf("  build %s, %u hardware threads, zstd %s, simdjson %s (%s, threads %s)\n",
              STARDATE_BUILD_TYPE, std::thread::hardware_concurrency(), ZSTD_versionString(),
              SIMDJSON_STRINGIFY(SIMDJSON_VERSION),
              simdjson::get_active_implementation()->name().c_str(),
#ifdef SIMDJSON_THREADS_ENABLED
              "on"
#else
              "off"
#endif
  );
  const recorder::RecorderOptions defaults;
  const recorder::RecorderOptions& ro = o.recorder;
  bool is_default = ro.chunk_events == defaults.chunk_events &&
                    ro.snapshot_interval == defaults.snapshot_interval &&
                    ro.snapshot_min_gap == defaults.snapshot_min_gap &&
                    ro.chunk_zstd == defaults.chunk_zstd &&
                    ro.header_and_snapshot_zstd == defaults.header_and_snapshot_zstd;
  std::printf("  game: %zu + %zu cards (deck scale %d), seed %" PRIu64 "\n", cards[0], cards[1],
              o.deck.scale, setup.seed);
  std::printf(
      "  recorder %s: chunks <= %u events, snapshots every %u events and at turn starts"
      " >= %u apart\n",
      is_default ? "defaults" : "OVERRIDDEN", ro.chunk_events, ro.snapshot_interval,
      ro.snapshot_min_gap);
  std::printf(
      "    zstd: chunks level %d, min match %s, literals %s; header and snapshots level %d\n",
      ro.chunk_zstd.level,
      ro.chunk_zstd.min_match == 0 ? "the level's"
                                   : std::to_string(ro.chunk_zstd.min_match).c_str(),
      ro.chunk_zstd.raw_literals ? "raw" : "Huffman-coded", ro.header_and_snapshot_zstd.level);
  std::printf("  timings: median of %s repetitions (seeks: at least 15); files in the page cache\n",
              o.reps > 0 ? std::to_string(o.reps).c_str() : "9 (<100K) / 5 (100K) / 3 (1M)");
  if (o.load_at_start >= 0) {
    std::printf("  load average before the run: %.2f%s\n", o.load_at_start,
                o.load_at_start > 0.5 ? "  (other processes were running: timings are noisy)" : "");
  }
  std::printf("\n  %-44s", "size");
  for (const SizeResult& r : rs) std::printf(" %14s", SizeLabel(r.target).c_str());
  std::printf("\n");

  std::printf(" game\n");
  Row("events in the log", rs, [](auto& r) { return Count(r.events); });
  Row("  given to Record() / inserted by recorder", rs,
      [](auto& r) { return Count(r.inputs) + "/" + Count(r.events - r.inputs); });
  Row("  illegal (flagged) events", rs,
      [](auto& r) { return Fixed(100.0 * r.illegal_events / r.events, 2) + "%"; });
  Row("  turns / response windows", rs,
      [](auto& r) { return Count(r.turns) + "/" + Count(r.windows); });
  Row("  chunks / snapshots", rs,
      [](auto& r) { return Count(r.chunks) + "/" + Count(r.snapshots); });
  Row("  signature (chain hash)", rs, [](auto& r) { return r.signature; });

  std::printf(" size (bytes/event)\n");
  Row("sdlog file", rs, [](auto& r) { return Fixed(double(r.sdlog_bytes) / r.events, 3); });
  Row("  of which chunk records", rs,
      [](auto& r) { return Fixed(double(r.chunk_bytes) / r.events, 3); });
  Row("  of which snapshot records", rs,
      [](auto& r) { return Fixed(double(r.snapshot_bytes) / r.events, 3); });
  Row("  of which footer index + trailer", rs,
      [](auto& r) { return Fixed(double(r.footer_bytes) / r.events, 3); });
  Row("  of which file header + header record", rs, [](auto& r) {
    return Fixed(
        double(r.sdlog_bytes - r.chunk_bytes - r.snapshot_bytes - r.footer_bytes) / r.events, 3);
  });
  Row("  (chunk payloads decompressed: capnp)", rs,
      [](auto& r) { return Fixed(double(r.chunk_raw_bytes) / r.events, 2); });
  Row("jsonl.zst file", rs, [](auto& r) { return Fixed(double(r.json_bytes) / r.events, 3); });
  Row("  (uncompressed JSON text)", rs,
      [](auto& r) { return Fixed(double(r.json_text_bytes) / r.events, 2); });
  Row("ratio sdlog / json  (target <= 0.50)", rs,
      [](auto& r) { return Fixed(double(r.sdlog_bytes) / r.json_bytes, 3); });

  std::printf(" record (events/s)\n");
  Row("sdlog: Recorder::Record + Finish", rs, [](auto& r) { return Rate(r.events, r.record_s); });
  Row("json: serialize + zstd + write", rs, [](auto& r) { return Rate(r.events, r.json_write_s); });
  Row("json: + engine Check + Apply", rs,
      [](auto& r) { return Rate(r.events, r.json_engine_write_s); });
  Row("(generator + recorder, untimed pass)", rs,
      [](auto& r) { return Rate(r.events, r.generate_s); });

  std::printf(" replay (events/s, open to final state)\n");
  Row("sdlog: Replayer::Open + ForEachEvent", rs,
      [](auto& r) { return Rate(r.events, r.replay_s); });
  Row("  with read-ahead (a second thread reads)", rs,
      [](auto& r) { return Rate(r.events, r.replay_ahead_s); });
  Row("json: read + unzstd + simdjson + Apply", rs,
      [](auto& r) { return Rate(r.events, r.json_replay_s); });
  Row("speedup sdlog / json", rs,
      [](auto& r) { return Fixed(r.json_replay_s / r.replay_s, 2) + "x"; });
  Row("sdlog / engine apply  (target <= 1.5)", rs,
      [](auto& r) { return Fixed(r.replay_s / r.apply_s, 2) + "x"; });
  Row("  with read-ahead", rs,
      [](auto& r) { return Fixed(r.replay_ahead_s / r.apply_s, 2) + "x"; });
  Row("CPU cores busy: sdlog / read-ahead / json", rs, [](auto& r) {
    return Fixed(r.replay_cores, 2) + "/" + Fixed(r.replay_ahead_cores, 2) + "/" +
           Fixed(r.json_replay_cores, 2);
  });
  std::printf(" replay phases (ns/event, each timed alone)\n");
  Row("sdlog: open + read + check + unzstd chunks", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.sd_read_s, r), 1); });
  Row("  of which: read chunk records (memory)", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.sd_pread_s, r), 1); });
  Row("  of which: CRC32C of the payloads", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.sd_crc_s, r), 1); });
  Row("  of which: zstd decompress", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.sd_unzstd_s, r), 1); });
  Row("sdlog: DecodeBlock (capnp -> Event)", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.sd_decode_s, r), 1); });
  Row("json: read + unzstd (1 MiB window)", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.js_decompress_s, r), 1); });
  Row("json: simdjson ondemand -> Event", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.js_parse_ondemand_s, r), 1); });
  Row("json: simdjson DOM -> Event", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.js_parse_dom_s, r), 1); });
  Row("engine: NewGame + Apply (both pipelines)", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.apply_s, r), 1); });
  Row("sdlog: EventCursor, nothing kept", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.sd_walk_s, r), 1); });
  Row("json: simdjson (faster API), nothing kept", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.js_walk_s, r), 1); });
  Row("read + decode speedup sdlog / json", rs, [](auto& r) {
    return Fixed((r.js_decompress_s + r.js_walk_s) / (r.sd_read_s + r.sd_walk_s), 2) + "x";
  });
  Row("sdlog: read + decode with read-ahead", rs,
      [](auto& r) { return Fixed(NsPerEvent(r.sd_ahead_s, r), 1); });
  Row("  speedup over json / CPU cores busy", rs, [](auto& r) {
    return Fixed((r.js_decompress_s + r.js_walk_s) / r.sd_ahead_s, 2) + "x/" +
           Fixed(r.sd_ahead_cores, 2);
  });

  std::printf(" seek to a window near the end (ms)\n");
  Row("target window", rs, [](auto& r) { return Count(r.seek_window); });
  Row("Replayer::Open + Seek", rs, [](auto& r) { return Fixed(r.seek_open_s * 1e3, 3); });
  Row("Seek on an open Replayer", rs, [](auto& r) { return Fixed(r.seek_warm_s * 1e3, 3); });
  Row("Replayer::Open alone", rs, [](auto& r) { return Fixed(r.open_s * 1e3, 3); });
  Row("  events applied after the snapshot", rs, [](auto& r) { return Count(r.seek_applied); });

  std::printf(" audit\n");
  Row("analyzer::Audit (events/s)", rs, [](auto& r) { return Rate(r.events, r.audit_s); });
  Row("  findings", rs, [](auto& r) { return Count(r.findings); });

  // Targets, judged at the largest size (seek: largest against smallest).
  const SizeResult& big =
      *std::max_element(rs.begin(), rs.end(), [](auto& a, auto& b) { return a.events < b.events; });
  const SizeResult& small =
      *std::min_element(rs.begin(), rs.end(), [](auto& a, auto& b) { return a.events < b.events; });
  double bytes_ratio = double(big.sdlog_bytes) / big.json_bytes;
  double seek_ratio = big.seek_open_s / small.seek_open_s;
  double seek_warm_ratio = big.seek_warm_s / small.seek_warm_s;
  std::string b = SizeLabel(big.target), s = SizeLabel(small.target);
  auto verdict = [](bool pass) { return pass ? "PASS" : "FAIL"; };
  std::printf("\n targets\n");
  std::printf("  %-4s bytes/event sdlog <= 0.5 x json at %-4s %.3f x  (%.3f vs %.3f)\n",
              verdict(bytes_ratio <= 0.5), b.c_str(), bytes_ratio,
              double(big.sdlog_bytes) / big.events, double(big.json_bytes) / big.events);
  // Reading and decoding: open + read + check + unzstd + decode into engine::Event, nothing
  // kept, against read + unzstd + simdjson into engine::Event (the faster API); replay against
  // the engine's Apply alone (the ceiling of any replay through the engine). Side by side.
  const SizeResult::Paired& p = big.paired;
  std::printf("  (ratios: medians over %d repetitions timing both sides one after the other)\n",
              p.reps);
  std::printf(
      "  %-4s read + decode sdlog >= 5 x json at %-4s %5.2f x  (one thread: %.1f vs %.1f "
      "ns/event)\n",
      verdict(p.read_ratio >= 5), b.c_str(), p.read_ratio, NsPerEvent(p.sd_read, big),
      NsPerEvent(p.json_read, big));
  std::printf(
      "  %-4s   the same with read-ahead            %5.2f x  (%.1f ns/event, %.2f cores "
      "busy)\n",
      verdict(p.read_ahead_ratio >= 5), p.read_ahead_ratio, NsPerEvent(p.sd_read_ahead, big),
      big.sd_ahead_cores);
  std::printf(
      "  %-4s replay sdlog <= 1.5 x engine apply at %-4s %.2f x  (one thread: %.1f vs "
      "%.1f ns/event)\n",
      verdict(p.replay_ratio <= 1.5), b.c_str(), p.replay_ratio, NsPerEvent(p.replay, big),
      NsPerEvent(p.apply, big));
  std::printf(
      "  %-4s   the same with read-ahead            %5.2f x  (%.1f ns/event, %.2f cores "
      "busy)\n",
      verdict(p.replay_ahead_ratio <= 1.5), p.replay_ahead_ratio, NsPerEvent(p.replay_ahead, big),
      big.replay_ahead_cores);
  std::printf(
      "       replay speedup over json (%s): %.2f x; at most %.2f x if .sdlog reading and "
      "decoding cost 0\n",
      JsonParserName(big.parser).c_str(), big.json_replay_s / big.replay_s,
      big.json_replay_s / big.apply_s);
  std::printf("  %-4s seek %s <= 2 x seek %s (open + seek)   %.2f x  (%.3f ms vs %.3f ms)\n",
              seek_ratio <= 2.0 ? "PASS" : "FAIL", b.c_str(), s.c_str(), seek_ratio,
              big.seek_open_s * 1e3, small.seek_open_s * 1e3);
  std::printf("  %-4s seek %s <= 2 x seek %s (open Replayer) %.2f x  (%.3f ms vs %.3f ms)\n",
              seek_warm_ratio <= 2.0 ? "PASS" : "FAIL", b.c_str(), s.c_str(), seek_warm_ratio,
              big.seek_warm_s * 1e3, small.seek_warm_s * 1e3);
}

// TI4's record, replay and audit throughput beside 1E's at the largest 1E size.
void PrintTi4(const Options& o, const Ti4BenchResult& t, const SizeResult& stccg) {
  const int reps = RepsFor(o, t.events);
  std::printf(
      "\nTwilight Imperium 4 beside 1E (tests/bench/ti4_generator.h: three players, space\n"
      "stations, timing windows and action cards; no illegal events; medians of %d "
      "repetitions)\n",
      reps);
  std::printf("  %-44s %14s %14s\n", "", "TI4", ("1E " + SizeLabel(stccg.target)).c_str());
  auto row = [](const char* label, const std::string& a, const std::string& b) {
    std::printf("  %-44s %14s %14s\n", label, a.c_str(), b.c_str());
  };
  row("events in the log", Count(t.events), Count(stccg.events));
  row("  given to Record() / inserted by recorder",
      Count(t.inputs) + "/" + Count(t.events - t.inputs),
      Count(stccg.inputs) + "/" + Count(stccg.events - stccg.inputs));
  row("  turns", Count(t.turns), Count(stccg.turns));
  row("  signature (chain hash)", t.signature, stccg.signature);
  row("sdlog file (bytes/event)", Fixed(double(t.sdlog_bytes) / t.events, 3),
      Fixed(double(stccg.sdlog_bytes) / stccg.events, 3));
  row("record: Recorder::Record + Finish (events/s)", Rate(t.events, t.record_s),
      Rate(stccg.events, stccg.record_s));
  row("replay: Replayer::Open + ForEachEvent", Rate(t.events, t.replay_s),
      Rate(stccg.events, stccg.replay_s));
  row("audit: analyzer::Audit (events/s)", Rate(t.events, t.audit_s),
      Rate(stccg.events, stccg.audit_s));
  row("  findings", Count(t.findings), Count(stccg.findings));
  row("(generator + recorder, untimed pass)", Rate(t.events, t.generate_s),
      Rate(stccg.events, stccg.generate_s));
}

// Fork and diff against a full replay of the same log, seal and its check.
void PrintDisputes(const DisputesBenchResult& d) {
  std::printf("\nDisputes at %s events (fork at window %llu, event %llu; medians)\n",
              SizeLabel(d.events).c_str(), static_cast<unsigned long long>(d.fork_window),
              static_cast<unsigned long long>(d.fork_point));
  std::printf("  %-52s %10.3f ms\n", "baseline: full replay (open + every event applied)",
              d.replay_s * 1e3);
  std::printf("  %-52s %10.3f ms  %.3f x the replay (%llu chunks copied)\n",
              "fork: open + seek + copy + continuation + close", d.fork_s * 1e3,
              d.fork_s / d.replay_s, static_cast<unsigned long long>(d.fork_chunks_copied));
  std::printf(
      "  %-52s %10.3f ms  %.3f x the replay (%llu chunk pairs as bytes, %llu events "
      "decoded, %llu applied)\n",
      "diff parent / fork: two opens + compare + two seeks", d.diff_s * 1e3, d.diff_s / d.replay_s,
      static_cast<unsigned long long>(d.diff_chunks_compared),
      static_cast<unsigned long long>(d.diff_events_decoded),
      static_cast<unsigned long long>(d.diff_events_applied));
  std::printf("  %-52s %10.3f ms  (%s)\n", "seal (check structure, digest, sign, write copy)",
              d.seal_s * 1e3, (Count(d.log_bytes) + " bytes").c_str());
  std::printf("  %-52s %10.3f ms\n", "verify --pubkey's container part (structure + seal)",
              d.verify_seal_s * 1e3);
}

int Main(int argc, char** argv) {
  Options o = ParseOptions(argc, argv);
  double load[1];
  if (getloadavg(load, 1) == 1) o.load_at_start = load[0];
  std::string dir = o.out_dir;
  bool temp_dir = dir.empty();
  if (temp_dir) {
    dir =
        (std::filesystem::temp_directory_path() / ("stardate-bench-" + std::to_string(::getpid())))
            .string();
  }
  std::filesystem::create_directories(dir);
  engine::GameSetup setup = Take(BenchSetup(o.pool, o.deck), "setup");
  std::vector<SizeResult> results;
  for (uint64_t n : o.sizes) {
    auto t0 = Clock::now();
    results.push_back(RunSize(setup, o, n, dir));
    std::fprintf(stderr, "stardate_bench: %s events done in %.1f s\n", SizeLabel(n).c_str(),
                 Seconds(t0));
  }
  Print(o, setup, results);
  if (!results.empty() && results.back().disputes) PrintDisputes(*results.back().disputes);
  if (o.ti4_events > 0 && !results.empty()) {
    auto t0 = Clock::now();
    Ti4BenchResult ti4 =
        Take(RunTi4Bench(o.ti4_events, RepsFor(o, o.ti4_events), o.recorder, dir, o.keep), "ti4");
    std::fprintf(stderr, "stardate_bench: TI4 %s events done in %.1f s\n",
                 SizeLabel(o.ti4_events).c_str(), Seconds(t0));
    PrintTi4(o, ti4, results.back());
  }
  if (temp_dir) std::filesystem::remove_all(dir);
  return 0;
}

}  // namespace
}  // namespace stardate::bench

int main(int argc, char** argv) { return stardate::bench::Main(argc, argv); }
