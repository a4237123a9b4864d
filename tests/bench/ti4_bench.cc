#include "tests/bench/ti4_bench.h"

#include <algorithm>
#include <chrono>
#include <filesystem>
#include <functional>
#include <vector>

#include "analyzer/audit.h"
#include "engine/state_codec.h"
#include "format/log_reader.h"
#include "replayer/replayer.h"
#include "tests/bench/json_baseline.h"
#include "tests/bench/timing.h"
#include "tests/bench/ti4_generator.h"

namespace stardate::bench {

Result<Ti4BenchResult> RunTi4Bench(uint64_t target, int reps,
                                   const recorder::RecorderOptions& options, const std::string& dir,
                                   bool keep) {
  Ti4BenchResult res;
  auto setup = Ti4BenchSetup(20261124);
  if (!setup.ok()) return setup.status();
  const std::string gen_path = dir + "/ti4-generate-" + std::to_string(target) + ".sdlog";
  const std::string log_path = dir + "/ti4-" + std::to_string(target) + ".sdlog";

  // 1. Generate: the generator plays against a recorder; its inputs are kept.
  std::vector<engine::Event> inputs;
  inputs.reserve(target);
  auto t0 = Clock::now();
  {
    auto rec = recorder::Recorder::Create(*setup, gen_path, options);
    if (!rec.ok()) return rec.status();
    Ti4Generator gen(setup->seed ^ 0x5eed);
    while ((*rec)->events_recorded() < target) {
      engine::Event in = gen.Next(static_cast<const engine::ti4::Ti4State&>((*rec)->state()));
      inputs.push_back(in);
      auto r = (*rec)->Record(std::move(in));
      if (!r.ok()) return r.status();
      if (r->illegal()) {
        return Status::RuleViolation("the TI4 generator proposed an illegal event at event " +
                                     std::to_string((*rec)->events_recorded()));
      }
    }
    STARDATE_RETURN_IF_ERROR((*rec)->Finish());
    res.events = (*rec)->events_recorded();
  }
  res.generate_s = Seconds(t0);
  res.inputs = inputs.size();

  // 2. Record: the same inputs through a fresh Recorder.
  auto record = MedianRuns(reps, [&]() -> Status {
    auto rec = recorder::Recorder::Create(*setup, log_path, options);
    if (!rec.ok()) return rec.status();
    for (const engine::Event& in : inputs) {
      auto r = (*rec)->Record(in);
      if (!r.ok()) return r.status();
    }
    return (*rec)->Finish();
  });
  if (!record.ok()) return record.status();
  res.record_s = *record;
  auto a = ReadFileBytes(gen_path), b = ReadFileBytes(log_path);
  if (!a.ok()) return a.status();
  if (!b.ok()) return b.status();
  if (*a != *b)
    return Status::Corruption("recording the same TI4 inputs twice gave different logs");
  res.sdlog_bytes = b->size();
  std::filesystem::remove(gen_path);

  // 3. Replay, end to end: open, decompress, decode, apply through a fresh engine state.
  auto replay = MedianRuns(reps, [&]() -> Status {
    auto r = replayer::Replayer::Open(log_path);
    if (!r.ok()) return r.status();
    uint64_t n = 0;
    STARDATE_RETURN_IF_ERROR(
        (*r)->ForEachEvent([&](const engine::GameState&, const engine::Event&, uint64_t) {
          ++n;
          return Status::Ok();
        }));
    if (n != res.events) return Status::Corruption("TI4 replay: wrong event count");
    return Status::Ok();
  });
  if (!replay.ok()) return replay.status();
  res.replay_s = *replay;

  // 4. Audit: every event checked against the rules in force.
  auto replayer = replayer::Replayer::Open(log_path);
  if (!replayer.ok()) return replayer.status();
  res.turns = (*replayer)->reader().chunks().back().meta.last_turn;
  res.signature = engine::HexString((*replayer)->reader().chain_hash()).substr(0, 16);
  auto audit = MedianRuns(target >= 1000000 ? 1 : 3, [&]() -> Status {
    auto report = analyzer::Audit(**replayer);
    if (!report.ok()) return report.status();
    res.findings = report->findings.size();
    return Status::Ok();
  });
  if (!audit.ok()) return audit.status();
  res.audit_s = *audit;
  if (!keep) std::filesystem::remove(log_path);
  return res;
}

}  // namespace stardate::bench
