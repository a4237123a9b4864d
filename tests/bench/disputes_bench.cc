#include "tests/bench/disputes_bench.h"

#include <filesystem>

#include "analyzer/diff.h"
#include "analyzer/fork.h"
#include "format/seal.h"
#include "engine/script/script.h"
#include "replayer/replayer.h"
#include "tests/bench/timing.h"

namespace stardate::bench {

Result<DisputesBenchResult> RunDisputesBench(const std::string& log_path, int reps,
                                             const std::string& dir) {
  DisputesBenchResult res;
  const std::string fork_path = dir + "/disputes-fork.sdlog";
  const std::string sealed_path = dir + "/disputes-sealed.sdlog";
  auto parent = replayer::Replayer::Open(log_path);
  if (!parent.ok()) return parent.status();
  res.events = (*parent)->event_count();
  res.log_bytes = std::filesystem::file_size(log_path);
  if ((*parent)->window_count() == 0) return Status::InvalidArgument("no response window");
  res.fork_window =
      (*parent)->window_count() - 1 - std::min<uint64_t>((*parent)->window_count() - 1, 10);
  // Near the end, but in play: a window of a game that already ended takes no continuation.
  auto seek = (*parent)->Seek({replayer::Address::Kind::kWindow, res.fork_window});
  if (!seek.ok()) return seek.status();
  while (seek->state->core().game_over && res.fork_window > 0) {
    res.fork_window -= std::max<uint64_t>(1, res.fork_window / 64);
    seek = (*parent)->Seek({replayer::Address::Kind::kWindow, res.fork_window});
    if (!seek.ok()) return seek.status();
  }
  if (seek->state->core().game_over) return Status::InvalidArgument("no window in play");
  const replayer::Address at{replayer::Address::Kind::kWindow, res.fork_window};

  // The continuation: the player to respond passes.
  const auto& stack = seek->state->core().stack;
  const uint8_t responder = stack.back().next_responder;
  const std::string continuation =
      script::FormatName((*parent)->setup().players[responder].name) + " passes\n";

  // The baseline: a full replay of the parent, in the same run.
  auto replay = MedianRuns(reps, [&]() -> Status {
    auto r = replayer::Replayer::Open(log_path);
    if (!r.ok()) return r.status();
    return (*r)->ForEachEvent(
        [](const engine::GameState&, const engine::Event&, uint64_t) { return Status::Ok(); });
  });
  if (!replay.ok()) return replay.status();
  res.replay_s = *replay;

  auto fork = MedianRuns(reps, [&]() -> Status {
    auto r = replayer::Replayer::Open(log_path);
    if (!r.ok()) return r.status();
    auto f = analyzer::ForkLog(**r, at, continuation, "bench.sdgame", fork_path, {});
    if (!f.ok()) return f.status();
    res.fork_point = f->shared_events;
    res.fork_chunks_copied = f->chunks_copied;
    return Status::Ok();
  });
  if (!fork.ok()) return fork.status();
  res.fork_s = *fork;

  auto diff = MedianRuns(reps, [&]() -> Status {
    auto a = replayer::Replayer::Open(log_path);
    if (!a.ok()) return a.status();
    auto b = replayer::Replayer::Open(fork_path);
    if (!b.ok()) return b.status();
    auto d = analyzer::DiffLogs(**a, **b);
    if (!d.ok()) return d.status();
    if (d->verdict != analyzer::DiffReport::Verdict::kDiverge) {
      return Status::InvalidArgument("diff: the fork does not diverge from its parent");
    }
    res.diff_common = d->common;
    res.diff_events_decoded = d->events_decoded;
    res.diff_events_applied = d->events_applied;
    res.diff_chunks_compared = d->chunks_compared;
    return Status::Ok();
  });
  if (!diff.ok()) return diff.status();
  res.diff_s = *diff;

  auto keys = format::GenerateKeyPair();
  if (!keys.ok()) return keys.status();
  auto seal = MedianRuns(reps, [&]() -> Status {
    return format::SealLog(log_path, keys->secret_key, sealed_path).status();
  });
  if (!seal.ok()) return seal.status();
  res.seal_s = *seal;
  auto verify = MedianRuns(reps, [&]() -> Status {
    auto r = format::LogReader::Open(sealed_path);
    if (!r.ok()) return r.status();
    STARDATE_RETURN_IF_ERROR((*r)->VerifyStructure());
    return format::CheckSeal(**r, keys->public_key);
  });
  if (!verify.ok()) return verify.status();
  res.verify_seal_s = *verify;

  std::filesystem::remove(fork_path);
  std::filesystem::remove(sealed_path);
  return res;
}

}  // namespace stardate::bench
