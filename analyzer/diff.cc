#include "analyzer/diff.h"

#include <algorithm>
#include <cstring>
#include <utility>

#include "analyzer/fork.h"
#include "engine/game_stats.h"
#include "engine/registry.h"
#include "engine/state_codec.h"
#include "recorder/binding.h"

namespace stardate::analyzer {
namespace {

using engine::Event;

std::string PlayerList(const engine::GameSetup& s) {
  std::string names;
  for (const auto& p : s.players) names += (names.empty() ? "" : ", ") + p.name;
  return names;
}

template <typename T>
void Compare(const T& a, const T& b, const std::string& what, const std::string& shown_a,
             const std::string& shown_b, std::vector<std::string>* out) {
  if (!(a == b)) out->push_back(what + ": " + shown_a + " / " + shown_b);
}

// A seed as people name it; a withheld one by the start of its commitment.
std::string SeedLabel(const engine::GameSetup& s) {
  if (s.seed_known) return std::to_string(s.seed);
  return "withheld (commitment " +
         engine::HexString(reinterpret_cast<const uint8_t*>(s.rng_commitment.data()),
                           s.rng_commitment.size())
             .substr(0, 16) +
         "...)";
}

// A withheld seed is the seed its commitment commits to: a log and its revealed copy (stardate
// reveal) are one game.
bool SameSeed(const engine::GameSetup& a, const engine::GameSetup& b) {
  if (a.seed_known && b.seed_known) return a.seed == b.seed;
  if (!a.seed_known && !b.seed_known) return a.rng_commitment == b.rng_commitment;
  const engine::GameSetup& known = a.seed_known ? a : b;
  const engine::GameSetup& withheld = a.seed_known ? b : a;
  return engine::SeedCommitment(known.seed) == withheld.rng_commitment;
}

// What makes the two setups different games.
std::vector<std::string> SetupDifferences(const engine::GameSetup& a, const engine::GameSetup& b) {
  std::vector<std::string> out;
  Compare(a.rules_module, b.rules_module, "game", a.rules_module, b.rules_module, &out);
  Compare(a.rules_version, b.rules_version, "rules version", std::to_string(a.rules_version),
          std::to_string(b.rules_version), &out);
  Compare(a.randomness, b.randomness, "randomness",
          a.randomness == engine::Randomness::SEED ? "seed" : "table",
          b.randomness == engine::Randomness::SEED ? "seed" : "table", &out);
  if (!SameSeed(a, b)) out.push_back("seed: " + SeedLabel(a) + " / " + SeedLabel(b));
  Compare(PlayerList(a), PlayerList(b), "players", PlayerList(a), PlayerList(b), &out);
  for (std::string& d : engine::ModuleSetupDifferences(a, b)) out.push_back(std::move(d));
  return out;
}

// Which log's header names the other as its parent, if either does.
struct ForkClaim {
  std::string child, parent;  // "A" and "B" or "B" and "A"
  ForkParent fork;
};

std::optional<ForkClaim> ClaimedFork(const replayer::Replayer& a, const replayer::Replayer& b) {
  std::optional<ForkParent> pa = ReadForkParent(a.reader().header_message());
  std::optional<ForkParent> pb = ReadForkParent(b.reader().header_message());
  if (pb && pb->hash == engine::HexString(a.reader().chain_hash())) return ForkClaim{"B", "A", *pb};
  if (pa && pa->hash == engine::HexString(b.reader().chain_hash())) return ForkClaim{"A", "B", *pa};
  return std::nullopt;
}

std::vector<std::string> HeaderNotes(const replayer::Replayer& a, const replayer::Replayer& b,
                                     const std::optional<ForkClaim>& claim) {
  const engine::GameSetup& x = a.setup();
  const engine::GameSetup& y = b.setup();
  std::vector<std::string> out;
  Compare(x.event, y.event, "event", x.event, y.event, &out);
  Compare(x.round, y.round, "round", x.round, y.round, &out);
  Compare(x.script_name, y.script_name, "script", x.script_name, y.script_name, &out);
  if (!(x.meta == y.meta)) out.push_back("meta lines differ");
  if (claim) {
    out.push_back(claim->child + " is a fork of " + claim->parent + " at " + claim->fork.address +
                  " (event " + std::to_string(claim->fork.events) + ", continued with " +
                  claim->fork.script + ")");
    return out;
  }
  std::optional<ForkParent> pa = ReadForkParent(a.reader().header_message());
  std::optional<ForkParent> pb = ReadForkParent(b.reader().header_message());
  auto describe = [](const std::optional<ForkParent>& p) {
    return p ? "a fork at " + p->address + " (event " + std::to_string(p->events) +
                   ") of the log whose chain value is " + p->hash
             : std::string("not a fork");
  };
  if (pa.has_value() != pb.has_value() ||
      (pa && (pa->hash != pb->hash || pa->address != pb->address))) {
    out.push_back("fork: A is " + describe(pa) + "; B is " + describe(pb));
  }
  return out;
}

// A fork's header is not sealed by the events it names: a fork shares every event before its
// fork point with its parent, and a header that claims more than the two logs share was not
// written by `stardate fork` for these logs.
void CheckForkClaim(const std::optional<ForkClaim>& claim, uint64_t common, DiffReport* report) {
  if (!claim || common >= claim->fork.events) return;
  const std::string claimed = claim->child + " is a fork of " + claim->parent;
  std::erase_if(report->notes,
                [&](const std::string& n) { return n.rfind(claimed + " at ", 0) == 0; });
  report->notes.push_back("fork: " + claim->child + "'s header names " + claim->parent +
                          " as its parent at " + claim->fork.address + " (event " +
                          std::to_string(claim->fork.events) + "), but the two diverge at event " +
                          std::to_string(common) + ": the header does not match the events");
  report->fork_mismatch = true;
}

bool SameEventButLine(Event x, const Event& y) {
  x.line = y.line;
  return x == y;
}

// Walks a log's events from a given seq, a chunk at a time.
class EventWalk {
 public:
  EventWalk(const replayer::Replayer& r, uint64_t from) : r_(r), seq_(from) {
    const auto& chunks = r.reader().chunks();
    while (chunk_ < chunks.size() &&
           chunks[chunk_].meta.first_seq + chunks[chunk_].meta.event_count <= from) {
      ++chunk_;
    }
  }
  // The next event; nullptr after the last. Corruption when events are missing (a dropped
  // chunk) or a chunk is damaged. `*decoded` counts the events decoded.
  Result<const Event*> Next(uint64_t* decoded) {
    const auto& chunks = r_.reader().chunks();
    while (index_ >= events_.size()) {
      if (chunk_ >= chunks.size()) return static_cast<const Event*>(nullptr);
      const uint64_t first = chunks[chunk_].meta.first_seq;
      if (first > seq_) {
        return Status::Corruption(r_.reader().path() + ": no intact chunk holds events " +
                                  std::to_string(seq_) + "-" + std::to_string(first - 1));
      }
      auto events = r_.ChunkEvents(chunk_);
      if (!events.ok()) return events.status();
      *decoded += events->size();
      events_ = std::move(events).value();
      index_ = static_cast<size_t>(seq_ - first);
      ++chunk_;
    }
    ++seq_;
    return &events_[index_++];
  }

 private:
  const replayer::Replayer& r_;
  uint64_t seq_;
  size_t chunk_ = 0;
  std::vector<Event> events_;
  size_t index_ = 0;
};

DiffEvent Side(const replayer::Replayer& r, const engine::GameState& before, const Event& e,
               uint64_t seq) {
  DiffEvent d;
  d.seq = seq;
  d.line = e.line;
  d.script = ScriptOfEvent(r, seq);
  d.step = script::FormatStep(recorder::StepForEvent(before, e));
  d.text = before.EventText(e);
  d.engine_emitted = (e.flags & Event::kEngineEmitted) != 0;
  return d;
}

}  // namespace

Result<DiffReport> DiffLogs(const replayer::Replayer& a, const replayer::Replayer& b) {
  DiffReport report;
  report.events_a = a.event_count();
  report.events_b = b.event_count();
  report.setup_differences = SetupDifferences(a.setup(), b.setup());
  const std::optional<ForkClaim> claim = ClaimedFork(a, b);
  report.notes = HeaderNotes(a, b, claim);
  if (!report.setup_differences.empty()) {
    report.verdict = DiffReport::Verdict::kDifferentGames;
    return report;
  }
  // Chunks over the same events with the same metadata: compare their bytes.
  const auto& ca = a.reader().chunks();
  const auto& cb = b.reader().chunks();
  uint64_t common = 0;
  for (size_t i = 0; i < ca.size() && i < cb.size(); ++i) {
    const format::ChunkMeta& x = ca[i].meta;
    const format::ChunkMeta& y = cb[i].meta;
    if (x.first_seq != common || y.first_seq != common || x.event_count != y.event_count ||
        x.state_hash != y.state_hash || x.window_count != y.window_count ||
        x.last_turn != y.last_turn) {
      break;
    }
    // As stored first (no decompression); logs written at other zstd levels store the same
    // events differently, so unequal stored bytes are compared again decoded.
    auto sx = a.reader().ReadChunkStored(i);
    if (!sx.ok()) return sx.status();
    auto sy = b.reader().ReadChunkStored(i);
    if (!sy.ok()) return sy.status();
    ++report.chunks_compared;
    if (sx->bytes != sy->bytes) {
      auto bx = a.reader().ReadChunk(i);
      if (!bx.ok()) return bx.status();
      auto by = b.reader().ReadChunk(i);
      if (!by.ok()) return by.status();
      if (bx->size() != by->size() || std::memcmp(bx->data(), by->data(), bx->size()) != 0) break;
    }
    common += x.event_count;
  }
  // Event by event from there.
  EventWalk wa(a, common), wb(b, common);
  const Event* ea = nullptr;
  const Event* eb = nullptr;
  while (true) {
    auto na = wa.Next(&report.events_decoded);
    if (!na.ok()) return na.status();
    auto nb = wb.Next(&report.events_decoded);
    if (!nb.ok()) return nb.status();
    ea = *na;
    eb = *nb;
    if (ea == nullptr || eb == nullptr || !SameEventButLine(*ea, *eb)) break;
    ++common;
  }
  report.common = common;
  CheckForkClaim(claim, common, &report);
  if (ea == nullptr && eb == nullptr && report.events_a == report.events_b) {
    report.verdict = DiffReport::Verdict::kIdentical;
    return report;
  }
  report.verdict = DiffReport::Verdict::kDiverge;
  const replayer::Address at{replayer::Address::Kind::kEvent, common};
  auto sa = a.Seek(at);
  if (!sa.ok()) return sa.status();
  auto sb = b.Seek(at);
  if (!sb.ok()) return sb.status();
  report.events_applied = sa->events_applied + sb->events_applied;
  std::unique_ptr<engine::GameState> after_a = sa->state->Clone();
  std::unique_ptr<engine::GameState> after_b = sb->state->Clone();
  if (ea != nullptr) {
    report.a = Side(a, *sa->state, *ea, common);
    after_a->Apply(*ea);
  }
  if (eb != nullptr) {
    report.b = Side(b, *sb->state, *eb, common);
    after_b->Apply(*eb);
  }
  auto changes = DiffStateJson(after_a->DescribeJson(), after_b->DescribeJson());
  if (!changes.ok()) return changes.status();
  report.state_changes = std::move(changes).value();
  auto end_a = EndOf(a);
  if (!end_a.ok()) return end_a.status();
  auto end_b = EndOf(b);
  if (!end_b.ok()) return end_b.status();
  report.end_a = std::move(end_a).value();
  report.end_b = std::move(end_b).value();
  return report;
}

namespace {

// Counts the module's facts of every event.
class FactCounts : public engine::StatsTally {
 public:
  FactCounts(size_t facts, size_t players) : counts_(facts, std::vector<uint64_t>(players)) {}
  void Card(int, std::string_view, engine::CardUse) override {}
  void Fact(int seat, size_t fact) override {
    if (fact < counts_.size() && seat >= 0 && static_cast<size_t>(seat) < counts_[fact].size())
      ++counts_[fact][static_cast<size_t>(seat)];
  }
  std::vector<std::vector<uint64_t>>& counts() { return counts_; }

 private:
  std::vector<std::vector<uint64_t>> counts_;
};

}  // namespace

Result<GameEnd> EndOf(const replayer::Replayer& log) {
  GameEnd end;
  for (const auto& p : log.setup().players) end.players.push_back(p.name);
  const engine::GameModule* game = engine::FindGame(log.setup().rules_module);
  const engine::GameStats* stats = game != nullptr ? game->stats : nullptr;
  const size_t facts = stats != nullptr ? stats->facts.size() : 0;
  FactCounts counts(facts, std::max<size_t>(1, end.players.size()));
  std::unique_ptr<engine::GameState> last;
  Status st = log.ForEachEvent(
      [&](const engine::GameState& s, const Event& e, uint64_t) {
        if (stats != nullptr && stats->tally != nullptr) stats->tally(s, e, &counts);
        return Status::Ok();
      },
      &last);
  if (!st.ok()) return st;
  if (last == nullptr) return end;
  end.events = last->core().seq;
  end.turn = last->core().turn;
  end.over = last->core().game_over;
  if (stats == nullptr) return end;
  if (stats->score != nullptr) {
    for (size_t i = 0; i < end.players.size(); ++i)
      end.scores.push_back(stats->score(*last, static_cast<int>(i)));
  }
  if (stats->winner != nullptr) {
    const int w = stats->winner(*last);
    if (w >= 0 && static_cast<size_t>(w) < end.players.size()) end.winner = end.players[w];
  }
  for (size_t f = 0; f < facts; ++f) {
    std::vector<uint64_t>& per = counts.counts()[f];
    if (stats->facts[f].scope == engine::FactScope::kGame) {
      uint64_t all = 0;
      for (uint64_t n : per) all += n;
      per = {all};
    }
    end.facts.emplace_back(std::string(stats->facts[f].id), per);
  }
  return end;
}

}  // namespace stardate::analyzer
