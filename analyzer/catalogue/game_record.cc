#include "analyzer/catalogue/game_record.h"

#include <algorithm>
#include <optional>

#include "analyzer/audit.h"
#include "analyzer/catalogue/module_facts.h"
#include "analyzer/fork.h"
#include "analyzer/verify.h"
#include "engine/game_stats.h"
#include "engine/json_writer.h"
#include "format/record_frame.h"
#include "replayer/replayer.h"

namespace stardate::analyzer::catalogue {
namespace {

int SeatOf(const GameRecord& r, const std::string& name) {
  for (const PlayerRow& p : r.players) {
    if (p.name == name) return p.seat;
  }
  return -1;
}

std::string CardsJson(const std::vector<std::string>& cards) {
  engine::JsonWriter j;
  j.BeginArray();
  for (const std::string& c : cards) j.String(c);
  j.EndArray();
  return j.str();
}

// The events past the log's intact chunks that a damaged chunk record at its end held: a cut
// (or damage) at the tail leaves no later intact chunk to show the replay a gap, but the torn
// record's header, checked by its own checksum, still names its events. The count, and a problem
// saying what was lost (or that a cut inside a record's header leaves it unknown).
uint64_t LostAtTail(const replayer::Replayer& r, std::string_view bytes,
                    std::vector<std::string>* problems) {
  const format::LogReader& reader = r.reader();
  const uint64_t intact_end = r.event_count();
  uint64_t end = intact_end;
  uint64_t torn_at = 0;
  bool unknown = false;
  for (const format::Problem& p : reader.problems()) {
    if (p.offset >= bytes.size()) continue;
    const size_t got = static_cast<size_t>(
        std::min<uint64_t>({p.length, format::log::kMaxRecordHeaderSize, bytes.size() - p.offset}));
    if (got == 0) continue;
    const auto* head = reinterpret_cast<const uint8_t*>(bytes.data()) + p.offset;
    format::log::RecordHeader h;
    std::string why;
    const format::log::Parse parsed = format::log::ParseRecordHeader(head, got, &h, &why);
    if (parsed == format::log::Parse::kTruncated && p.offset + p.length >= reader.file_size()) {
      unknown = true;  // the file ends inside a record's header: what it held is not known
      torn_at = p.offset;
    } else if (parsed == format::log::Parse::kOk && h.type == format::log::RecordType::kChunk) {
      const format::ChunkMeta m = format::log::DecodeChunkMeta(h.meta.data());
      if (m.first_seq + m.event_count > end) {
        end = m.first_seq + m.event_count;
        torn_at = p.offset;
      }
    }
  }
  if (end > intact_end) {
    problems->push_back(reader.path() + ": offset " + std::to_string(torn_at) + ": " +
                        std::to_string(end - intact_end) + " events lost (events " +
                        std::to_string(intact_end) + "-" + std::to_string(end - 1) +
                        ", as the damaged chunk record's header names them)");
  } else if (unknown) {
    problems->push_back(reader.path() + ": offset " + std::to_string(torn_at) +
                        ": the log is cut inside a record's header: any events from event " +
                        std::to_string(intact_end) + " on are lost, how many is not known");
  }
  return end - intact_end;
}

// Shows each event of verify's re-simulation to the fact counter and the audit.
struct Observers final : ReplayObserver {
  Observers(FactCounter* f, AuditPass* a) : facts(f), audit(a) {}
  void OnEvent(const engine::GameState& before, const engine::Event& e, uint64_t seq,
               std::vector<engine::Violation>& found) override {
    facts->Add(before, e);
    audit->OnEvent(before, e, seq, found);
  }
  FactCounter* facts;
  AuditPass* audit;
};

}  // namespace

std::string ContentHash(const std::string& bytes) {
  format::Hash256 h =
      format::log::Blake2b(reinterpret_cast<const uint8_t*>(bytes.data()), bytes.size());
  static constexpr char kHex[] = "0123456789abcdef";
  std::string out;
  out.reserve(64);
  for (uint8_t b : h) {
    out += kHex[b >> 4];
    out += kHex[b & 15];
  }
  return out;
}

Result<GameRecord> CatalogueLog(const std::string& path, std::string_view bytes,
                                const std::string& hash) {
  auto opened = replayer::Replayer::OpenBytes(path, bytes);
  if (!opened.ok()) return opened.status();
  const replayer::Replayer& r = **opened;
  const engine::GameSetup& g = r.setup();

  GameRecord rec;
  rec.hash = hash;
  rec.path = path;
  rec.game = g.rules_module;
  rec.rules_version = g.rules_version;
  rec.event = g.event;
  rec.round = g.round;
  rec.meta = g.meta;
  for (const auto& [key, value] : g.meta) {
    if (key == "date") rec.date = value;
  }

  if (auto parent = ReadForkParent(r.reader().header_message())) {
    rec.fork_parent = parent->hash;
    rec.fork_at = parent->address;
    rec.fork_events = parent->events;
  }

  auto initial = r.InitialState();
  if (!initial.ok()) return initial.status();
  std::vector<std::string> names;
  for (const engine::PlayerSetup& p : g.players) names.push_back(p.name);
  // One replay: verify's re-simulation, with the facts and the audit observing it.
  std::optional<FactCounter> facts(std::in_place, **initial, names);
  std::optional<AuditPass> audit_pass(std::in_place, r);
  Observers both{&*facts, &*audit_pass};
  std::unique_ptr<engine::GameState> final_state;
  VerifyReport verified = Verify(r, &both, &final_state);
  rec.problems = std::move(verified.problems);
  std::optional<AuditReport> audit;
  if (verified.in_order) {
    audit = audit_pass->Finish(final_state.get(), Status::Ok());
  } else {
    // Damage made the re-simulation skip events its own way: the facts and the audit replay
    // the log as Replayer::ForEachEvent does, resuming past damage where it can.
    facts.emplace(**initial, names);
    final_state = nullptr;
    Status walked = r.ForEachEvent(
        [&](const engine::GameState& before, const engine::Event& e, uint64_t) {
          facts->Add(before, e);
          return Status::Ok();
        },
        &final_state,
        [&](const replayer::LostEvents& lost) { rec.events_lost += lost.end - lost.first; });
    if (!walked.ok()) return walked.WithPrefix(path);
    auto audited = Audit(r);
    if (!audited.ok()) return audited.status();
    audit = std::move(audited).value();
  }
  rec.events_lost += LostAtTail(r, bytes, &rec.problems);
  if (final_state == nullptr) final_state = std::move(initial).value();
  facts->Finish(*final_state, &rec);
  rec.turns = final_state->core().turn;
  rec.events = r.event_count();

  for (size_t i = 0; i < audit->findings.size(); ++i) {
    const Finding& f = audit->findings[i];
    FindingRow row;
    row.event = f.event;
    row.turn = f.turn;
    row.player = f.player;
    row.seat = SeatOf(rec, f.player);
    row.rule = f.rule;
    row.cards = CardsJson(f.cards);
    if (row.seat >= 0) ++rec.players[row.seat].findings;
    rec.findings.push_back(std::move(row));
  }
  for (const std::string& p : audit->problems) {
    bool known = false;
    for (const std::string& q : rec.problems) known |= q == p;
    if (!known) rec.problems.push_back(p);
  }
  rec.damaged = !rec.problems.empty() || rec.events_lost > 0;

  rec.header_winner = SeatOf(rec, engine::RecordedResult(g));
  rec.winner = rec.engine_winner >= 0 ? rec.engine_winner : rec.header_winner;
  for (PlayerRow& p : rec.players) p.won = rec.winner < 0 ? -1 : (p.seat == rec.winner ? 1 : 0);
  for (CardRow& c : rec.cards) c.won = rec.players[c.seat].won;
  return rec;
}

}  // namespace stardate::analyzer::catalogue
