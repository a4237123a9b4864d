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

// What opening the log and the structure scan found: damaged records, a missing footer.
void AddStructureProblems(const format::LogReader& reader, std::vector<std::string>* problems) {
  const std::string& path = reader.path();
  for (const format::Problem& p : reader.problems()) {
    problems->push_back(path + ": offset " + std::to_string(p.offset) + ": " + p.what);
  }
  if (!reader.has_footer() && reader.problems().empty()) {
    problems->push_back(path + ": no footer index (the recording did not finish); the " +
                        "index was rebuilt by scanning");
  }
  auto structure = reader.StructureProblems();
  if (!structure.ok()) {
    problems->push_back(structure.status().message());
    return;
  }
  for (const format::Problem& p : *structure) {
    problems->push_back(path + ": offset " + std::to_string(p.offset) + ": " + p.what);
  }
}

// `problems` without restatements: structural checks may restate what opening already
// reported, and the re-simulation what either found (a damaged chunk). Problems past the first
// `structural` are compared with the structural ones only: they name distinct events and
// offsets, and a log may have millions.
std::vector<std::string> Deduplicated(std::vector<std::string> problems, size_t structural) {
  std::vector<std::string> unique;
  size_t structural_unique = 0;
  for (size_t j = 0; j < problems.size(); ++j) {
    std::string& p = problems[j];
    bool seen = false;
    const size_t against = j < structural ? unique.size() : structural_unique;
    for (size_t k = 0; k < against && !seen; ++k) {
      seen = unique[k] == p || unique[k].find(p) != std::string::npos;
    }
    if (!seen) unique.push_back(std::move(p));
    if (j + 1 == structural) structural_unique = unique.size();
  }
  return unique;
}

// The re-simulation of every intact event from the initial state, compared with every state
// hash, snapshot, chunk counter and flagged violation the log records. After damage it resumes
// from the first snapshot past it that restores.
class Resimulation {
 public:
  Resimulation(const replayer::Replayer& replayer, std::unique_ptr<engine::GameState> state,
               std::vector<std::string>* problems, ReplayObserver* observer)
      : replayer_(replayer),
        reader_(replayer.reader()),
        path_(reader_.path()),
        state_(std::move(state)),
        problems_(*problems),
        observer_(observer) {}

  void Run() {
    CheckSnapshots();
    for (size_t i = 0; i < reader_.chunks().size(); ++i) {
      if (!Chunk(i)) break;
    }
    const auto& snaps = reader_.snapshots();
    for (; next_snap_ < snaps.size() && !stopped_; ++next_snap_) {
      problems_.push_back(Where(snaps[next_snap_].offset) + ": snapshot of event " +
                          std::to_string(snaps[next_snap_].meta.seq) +
                          " lies beyond the events that re-simulate");
    }
  }

  uint64_t seq() const { return seq_; }
  const engine::GameState& state() const { return *state_; }
  std::unique_ptr<engine::GameState> TakeState() { return std::move(state_); }
  bool resumed() const { return resumed_; }

 private:
  std::string Where(uint64_t offset) const { return path_ + ": offset " + std::to_string(offset); }

  // Compares every snapshot taken at or before the current event with the re-simulated state.
  void CheckSnapshots() {
    const auto& snaps = reader_.snapshots();
    for (; next_snap_ < snaps.size() && snaps[next_snap_].meta.seq <= seq_; ++next_snap_) {
      const auto& entry = snaps[next_snap_];
      const std::string where = Where(entry.offset);
      if (entry.meta.seq < seq_) {
        problems_.push_back(where + ": snapshot of event " + std::to_string(entry.meta.seq) +
                            " is out of order");
        continue;
      }
      auto buffer = reader_.ReadSnapshot(next_snap_);
      auto restored = replayer_.InitialState();
      if (!buffer.ok()) {
        problems_.push_back(buffer.status().message());
      } else if (restored.ok()) {
        Status st = engine::RestoreSnapshot(*buffer, seq_, where, restored->get());
        if (!st.ok()) {
          problems_.push_back(st.message());
        } else if ((*restored)->Serialize() != state_->Serialize()) {
          problems_.push_back(where + ": snapshot after event " + std::to_string(seq_) +
                              " differs from the re-simulated state");
        }
      }
    }
  }

  // Resumes from the first snapshot at or past `from` that restores; the events in between are
  // one problem. False when no snapshot serves (the re-simulation stops).
  bool Resume(uint64_t from, const std::string& why) {
    resumed_ = true;
    const uint64_t lost_first = seq_;
    const auto& snaps = reader_.snapshots();
    for (size_t k = 0; k < snaps.size(); ++k) {
      if (snaps[k].meta.seq < from) continue;
      auto buffer = reader_.ReadSnapshot(k);
      auto restored = replayer_.InitialState();
      if (!buffer.ok() || !restored.ok()) continue;
      if (!engine::RestoreSnapshot(*buffer, snaps[k].meta.seq, Where(snaps[k].offset),
                                   restored->get())
               .ok()) {
        continue;
      }
      state_ = std::move(*restored);
      seq_ = snaps[k].meta.seq;
      next_snap_ = k + 1;
      problems_.push_back(why + "; events " + std::to_string(lost_first) + "-" +
                          std::to_string(seq_ - 1) +
                          " were not re-simulated (resumed from the snapshot after event " +
                          std::to_string(seq_) + ")");
      return true;
    }
    problems_.push_back(why + "; events from " + std::to_string(lost_first) +
                        " on cannot be re-simulated (no later snapshot restores)");
    stopped_ = true;
    return false;
  }

  // Re-simulates chunk `i`. False when the re-simulation cannot go on.
  bool Chunk(size_t i) {
    const auto& entry = reader_.chunks()[i];
    const uint64_t chunk_end = entry.meta.first_seq + entry.meta.event_count;
    if (chunk_end <= seq_) return true;  // before the snapshot re-simulation resumed from
    const std::string where = Where(entry.offset);
    if (entry.meta.first_seq > seq_) {
      if (!Resume(entry.meta.first_seq, where + ": chunk starts at event " +
                                            std::to_string(entry.meta.first_seq) + ", expected " +
                                            std::to_string(seq_))) {
        return false;
      }
      if (chunk_end <= seq_) return true;
    }
    const bool whole = entry.meta.first_seq == seq_;  // not resumed inside this chunk
    if (whole && (state_->core().windows_opened != entry.meta.windows_before ||
                  state_->core().turn != entry.meta.first_turn)) {
      problems_.push_back(where +
                          ": chunk header's turn/window counters disagree with the "
                          "re-simulation");
    }
    // One event at a time, none kept: a chunk's events may hold far more than one event's
    // worth of memory (format/SPEC.md caps a chunk, not what its events decode to).
    const uint64_t from = seq_;
    Status walked = replayer_.ForEachInChunk(i, [&](const engine::Event& e, uint32_t k) {
      if (entry.meta.first_seq + k < from) return Status::Ok();  // before the resumed snapshot
      CheckSnapshots();  // snapshots inside a chunk are compared at their exact event too
      CheckAndApply(e, where);
      return Status::Ok();
    });
    if (!walked.ok()) return Resume(chunk_end, walked.message());
    CheckChunkEnd(entry.meta, where);
    CheckSnapshots();
    return true;
  }

  // Checks the violations event `e` was recorded with, then applies it.
  void CheckAndApply(const engine::Event& e, const std::string& where) {
    std::vector<engine::Violation> violations = state_->Check(e);
    found_.clear();
    for (const engine::Violation& v : violations) found_.push_back(v.rule);
    std::vector<std::string> recorded = e.violations;
    if (state_->RandomUnchecked(e)) {
      // Recorded by the server that knew the withheld seed; unchecked until it is revealed.
      std::erase(recorded, std::string(engine::rules::kRandomHonest));
    }
    if (found_ != recorded) {
      problems_.push_back(where + ": event " + std::to_string(seq_) + " was recorded with [" +
                          RuleList(e.violations) + "] flagged; re-simulation finds [" +
                          RuleList(found_) + "]");
    }
    if (observer_ != nullptr) observer_->OnEvent(*state_, e, seq_, violations);
    state_->Apply(e);
    ++seq_;
  }

  // The chunk header's counters and state hash against the state after its last event.
  void CheckChunkEnd(const format::ChunkMeta& meta, const std::string& where) {
    if (state_->core().turn != meta.last_turn ||
        state_->core().windows_opened != meta.windows_before + meta.window_count) {
      problems_.push_back(where +
                          ": chunk header's last turn or window count disagrees "
                          "with the re-simulation (turn " +
                          std::to_string(state_->core().turn) + ", windows " +
                          std::to_string(state_->core().windows_opened) + ")");
    }
    format::Hash256 hash = state_->Hash();
    if (hash != meta.state_hash) {
      problems_.push_back(where + ": state hash after event " + std::to_string(seq_ - 1) + " is " +
                          engine::HexString(hash) + "; the log records " +
                          engine::HexString(meta.state_hash));
    }
  }

  const replayer::Replayer& replayer_;
  const format::LogReader& reader_;
  const std::string& path_;
  std::unique_ptr<engine::GameState> state_;
  std::vector<std::string>& problems_;
  ReplayObserver* observer_;  // null: none
  std::vector<std::string> found_;
  size_t next_snap_ = 0;
  uint64_t seq_ = 0;
  bool stopped_ = false;
  bool resumed_ = false;  // events were skipped (or the re-simulation stopped) after damage
};

}  // namespace

std::vector<std::string> DamageFound(const replayer::Replayer& replayer) {
  const format::LogReader& reader = replayer.reader();
  std::vector<std::string> found;
  for (const format::Problem& p : reader.problems()) {
    found.push_back("offset " + std::to_string(p.offset) + " (" + std::to_string(p.length) +
                    " bytes): " + p.what);
  }
  for (size_t i = 0; i < reader.snapshots().size(); ++i) {
    auto snapshot = reader.ReadSnapshot(i);
    if (snapshot.ok()) continue;
    const format::SnapshotEntry& entry = reader.snapshots()[i];
    std::string what = snapshot.status().message();
    // The reader's message leads with the file and offset, which this one names already.
    const std::string lead = reader.path() + ": offset " + std::to_string(entry.offset) + ": ";
    if (what.rfind(lead, 0) == 0) what = what.substr(lead.size());
    found.push_back("offset " + std::to_string(entry.offset) + ": snapshot of event " +
                    std::to_string(entry.meta.seq) + ": " + what);
  }
  return found;
}

VerifyReport Verify(const replayer::Replayer& replayer) { return Verify(replayer, nullptr); }

VerifyReport Verify(const replayer::Replayer& replayer, ReplayObserver* observer,
                    std::unique_ptr<engine::GameState>* final_state) {
  VerifyReport report;
  const format::LogReader& reader = replayer.reader();
  report.chunks = reader.chunks().size();
  report.snapshots = reader.snapshots().size();
  report.has_footer = reader.has_footer();
  AddStructureProblems(reader, &report.problems);
  const size_t structural = report.problems.size();
  auto state = replayer.InitialState();
  if (!state.ok()) {
    report.problems.push_back(state.status().message());
    return report;
  }
  Resimulation resimulation(replayer, std::move(*state), &report.problems, observer);
  resimulation.Run();
  report.problems = Deduplicated(std::move(report.problems), structural);
  report.events = resimulation.seq();
  report.in_order = !resimulation.resumed() && report.events == replayer.event_count();
  report.final_state_hash = engine::HexString(resimulation.state().Hash());
  if (final_state != nullptr) *final_state = resimulation.TakeState();
  return report;
}

}  // namespace stardate::analyzer
