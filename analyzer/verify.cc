#include "analyzer/verify.h"

#include <algorithm>

#include "engine/rule_catalogue.h"
#include "engine/snapshot.h"
#include "engine/state_codec.h"

namespace stardate::analyzer {

namespace {

// Rule ids flagged on one event, ", "-separated; past kListedRules, how many more. A forged
// event may carry dozens of long ids; a problem names a few.
constexpr size_t kListedRules = 8;

std::string RuleList(const std::vector<std::string>& rules) {
  std::string out;
  for (size_t i = 0; i < rules.size() && i < kListedRules; ++i) {
    if (i > 0) out += ", ";
    out += rules[i];
  }
  if (rules.size() > kListedRules) {
    out += ", and " + std::to_string(rules.size() - kListedRules) + " more";
  }
  return out;
}

}  // namespace

VerifyReport Verify(const replayer::Replayer& replayer) {
  VerifyReport report;
  const format::LogReader& reader = replayer.reader();
  const std::string& path = reader.path();
  report.chunks = reader.chunks().size();
  report.snapshots = reader.snapshots().size();
  report.has_footer = reader.has_footer();
  for (const format::Problem& p : reader.problems()) {
    report.problems.push_back(path + ": offset " + std::to_string(p.offset) + ": " + p.what);
  }
  if (!reader.has_footer() && reader.problems().empty()) {
    report.problems.push_back(path + ": no footer index (the recording did not finish); the " +
                              "index was rebuilt by scanning");
  }
  auto structure = reader.StructureProblems();
  if (!structure.ok()) {
    report.problems.push_back(structure.status().message());
  } else {
    for (const format::Problem& p : *structure) {
      report.problems.push_back(path + ": offset " + std::to_string(p.offset) + ": " + p.what);
    }
  }

  const size_t structural = report.problems.size();
  auto state = replayer.InitialState();
  if (!state.ok()) {
    report.problems.push_back(state.status().message());
    return report;
  }
  const auto& snaps = reader.snapshots();
  size_t next_snap = 0;
  uint64_t seq = 0;
  auto check_snapshots = [&]() {
    while (next_snap < snaps.size() && snaps[next_snap].meta.seq <= seq) {
      const auto& entry = snaps[next_snap];
      std::string where = path + ": offset " + std::to_string(entry.offset);
      if (entry.meta.seq < seq) {
        report.problems.push_back(where + ": snapshot of event " + std::to_string(entry.meta.seq) +
                                  " is out of order");
      } else {
        auto buffer = reader.ReadSnapshot(next_snap);
        auto restored = replayer.InitialState();
        if (!buffer.ok()) {
          report.problems.push_back(buffer.status().message());
        } else if (restored.ok()) {
          Status st = engine::RestoreSnapshot(*buffer, seq, where, restored->get());
          if (!st.ok()) {
            report.problems.push_back(st.message());
          } else if ((*restored)->Serialize() != (*state)->Serialize()) {
            report.problems.push_back(where + ": snapshot after event " + std::to_string(seq) +
                                      " differs from the re-simulated state");
          }
        }
      }
      ++next_snap;
    }
  };
  check_snapshots();
  // After damage, re-simulation resumes from the first snapshot at or past `from` that
  // restores; the events in between are one problem. False when no snapshot serves.
  bool stopped = false;
  auto resume = [&](uint64_t from, const std::string& why) {
    const uint64_t lost_first = seq;
    for (size_t k = 0; k < snaps.size(); ++k) {
      if (snaps[k].meta.seq < from) continue;
      auto buffer = reader.ReadSnapshot(k);
      auto restored = replayer.InitialState();
      if (!buffer.ok() || !restored.ok()) continue;
      std::string where = path + ": offset " + std::to_string(snaps[k].offset);
      if (!engine::RestoreSnapshot(*buffer, snaps[k].meta.seq, where, restored->get()).ok()) {
        continue;
      }
      state = std::move(restored);
      seq = snaps[k].meta.seq;
      next_snap = k + 1;
      report.problems.push_back(why + "; events " + std::to_string(lost_first) + "-" +
                                std::to_string(seq - 1) +
                                " were not re-simulated (resumed from the snapshot after event " +
                                std::to_string(seq) + ")");
      return true;
    }
    report.problems.push_back(why + "; events from " + std::to_string(lost_first) +
                              " on cannot be re-simulated (no later snapshot restores)");
    stopped = true;
    return false;
  };
  const auto& chunks = reader.chunks();
  for (size_t i = 0; i < chunks.size(); ++i) {
    const auto& entry = chunks[i];
    const uint64_t chunk_end = entry.meta.first_seq + entry.meta.event_count;
    if (chunk_end <= seq) continue;  // before the snapshot re-simulation resumed from
    std::string where = path + ": offset " + std::to_string(entry.offset);
    if (entry.meta.first_seq > seq) {
      if (!resume(entry.meta.first_seq, where + ": chunk starts at event " +
                                            std::to_string(entry.meta.first_seq) + ", expected " +
                                            std::to_string(seq))) {
        break;
      }
      if (chunk_end <= seq) continue;
    }
    const bool whole = entry.meta.first_seq == seq;  // not resumed inside this chunk
    if (whole && ((*state)->core().windows_opened != entry.meta.windows_before ||
                  (*state)->core().turn != entry.meta.first_turn)) {
      report.problems.push_back(where +
                                ": chunk header's turn/window counters disagree with the "
                                "re-simulation");
    }
    // One event at a time, none kept: a chunk's events may hold far more than one event's
    // worth of memory (format/SPEC.md caps a chunk, not what its events decode to).
    const uint64_t from = seq;
    std::vector<std::string> found;
    Status walked = replayer.ForEachInChunk(i, [&](const engine::Event& e, uint32_t k) {
      if (entry.meta.first_seq + k < from) return Status::Ok();  // before the resumed snapshot
      check_snapshots();  // snapshots inside a chunk are compared at their exact event too
      found.clear();
      for (const engine::Violation& v : (*state)->Check(e)) found.push_back(v.rule);
      std::vector<std::string> recorded = e.violations;
      if ((*state)->RandomUnchecked(e)) {
        // Recorded by the server that knew the withheld seed; unchecked until it is revealed.
        std::erase(recorded, std::string(engine::rules::kRandomHonest));
      }
      if (found != recorded) {
        report.problems.push_back(where + ": event " + std::to_string(seq) +
                                  " was recorded with [" + RuleList(e.violations) +
                                  "] flagged; re-simulation finds [" + RuleList(found) + "]");
      }
      (*state)->Apply(e);
      ++seq;
      return Status::Ok();
    });
    if (!walked.ok()) {
      if (!resume(chunk_end, walked.message())) break;
      continue;
    }
    if ((*state)->core().turn != entry.meta.last_turn ||
        (*state)->core().windows_opened != entry.meta.windows_before + entry.meta.window_count) {
      report.problems.push_back(where +
                                ": chunk header's last turn or window count disagrees "
                                "with the re-simulation (turn " +
                                std::to_string((*state)->core().turn) + ", windows " +
                                std::to_string((*state)->core().windows_opened) + ")");
    }
    format::Hash256 hash = (*state)->Hash();
    if (hash != entry.meta.state_hash) {
      report.problems.push_back(where + ": state hash after event " + std::to_string(seq - 1) +
                                " is " + engine::HexString(hash) + "; the log records " +
                                engine::HexString(entry.meta.state_hash));
    }
    check_snapshots();
  }
  for (; next_snap < snaps.size() && !stopped; ++next_snap) {
    report.problems.push_back(path + ": offset " + std::to_string(snaps[next_snap].offset) +
                              ": snapshot of event " + std::to_string(snaps[next_snap].meta.seq) +
                              " lies beyond the events that re-simulate");
  }
  // Structural checks may restate what opening already reported, and the re-simulation what
  // either found (a damaged chunk). Problems of the re-simulation are compared with the
  // structural ones only: they name distinct events and offsets, and a log may have millions.
  std::vector<std::string> unique;
  size_t structural_unique = 0;
  for (size_t j = 0; j < report.problems.size(); ++j) {
    std::string& p = report.problems[j];
    bool seen = false;
    const size_t against = j < structural ? unique.size() : structural_unique;
    for (size_t k = 0; k < against && !seen; ++k) {
      seen = unique[k] == p || unique[k].find(p) != std::string::npos;
    }
    if (!seen) unique.push_back(std::move(p));
    if (j + 1 == structural) structural_unique = unique.size();
  }
  report.problems = std::move(unique);
  report.events = seq;
  report.final_state_hash = engine::HexString((*state)->Hash());
  return report;
}

}  // namespace stardate::analyzer
