#include "recorder/recorder.h"

#include <optional>
#include <sstream>

#include "engine/rule_catalogue.h"
#include "engine/registry.h"
#include "engine/snapshot.h"
#include "recorder/binding.h"

namespace stardate::recorder {

using engine::Event;

namespace {

// The next mechanical step the recorder fills in before `e` in `state`, or nullopt when `e`
// may come now (or is itself the step, or what is due is a consequence for the table).
std::optional<Event> NextFilledIn(const engine::GameState& state, const Event& e) {
  std::optional<Event> r = state.RequiredBefore(e);
  // What the table carries out (a destroyed card, a killed personnel) it must write itself, so
  // that a log that goes on without it is flagged; mechanical steps are filled in.
  if (!r || state.Fulfils(e, *r) || state.TableCarriesOut(*r)) return std::nullopt;
  return r;
}

// Applies the passes NextPassFilledIn() gives before `e` to `state` (a trial copy).
void ApplyPassesFilledIn(engine::GameState* state, const Event& e, std::optional<int> indent) {
  if (!indent) return;
  while (auto r = NextPassFilledIn(*state, e, *indent)) state->Apply(*r);
}

// A bound on the steps filled in before one event (setup: 2 shuffles, 14 draws, phases).
constexpr int kMaxFilledIn = 64;

}  // namespace
using engine::EventKind;
using engine::Violation;

std::optional<Event> NextPassFilledIn(const engine::GameState& state, const Event& e, int indent) {
  const engine::CoreState& core = state.core();
  if (core.stack.empty() || !state.Owed().empty()) return std::nullopt;
  const size_t depth = core.stack.size();
  const size_t level = indent < 0 ? 0 : static_cast<size_t>(indent);
  const engine::PendingAction& top = core.stack.back();
  bool close;
  if (e.kind == EventKind::RESOLVE) {
    // Written one level out from the window it resolves.
    close = depth > level + 1;
    if (!close && depth == level + 1) {
      if (state.RequiredNow()) return std::nullopt;  // the resolution due is `e` itself
      close = true;
    }
  } else {
    close = depth > level || state.ClosesWindows(e);
  }
  if (!close) {
    // A response: the players whose turn to respond came first passed, short of closing it.
    if (e.kind == EventKind::PASS || e.player == top.next_responder ||
        e.player >= core.num_players || top.passes + 1 >= core.num_players) {
      return std::nullopt;
    }
  }
  return NextClosingStep(state);
}

std::optional<Event> NextClosingStep(const engine::GameState& state) {
  const engine::CoreState& core = state.core();
  if (core.stack.empty() || !state.Owed().empty()) return std::nullopt;
  // A game whose rules let passes go unwritten closes its windows itself (GoesOn): nothing to
  // fill in, in either pass form, nor at the script's end.
  if (state.WindowsCloseUnwritten()) return std::nullopt;
  if (auto r = state.RequiredNow()) return r;  // every player passed: the resolution
  Event pass;
  pass.kind = EventKind::PASS;
  pass.player = core.stack.back().next_responder;
  state.Complete(&pass);
  return pass;
}

std::string DescribeViolation(const Violation& v, std::string_view game) {
  std::string s = v.rule + ": " + v.detail;
  if (const engine::Rule* r = engine::FindRule(v.rule, game)) {
    s += " (" + std::string(r->source) + ": \"" + std::string(r->quote) + "\")";
  }
  return s;
}

Recorder::Recorder(engine::GameSetup setup, std::unique_ptr<engine::GameState> state,
                   std::unique_ptr<format::LogWriter> writer, RecorderOptions options)
    : setup_(std::move(setup)),
      state_(std::move(state)),
      writer_(std::move(writer)),
      options_(options) {}

Recorder::~Recorder() {
  if (!finished_) (void)Finish();
}

Result<std::unique_ptr<Recorder>> Recorder::Create(const engine::GameSetup& setup,
                                                   const std::string& path,
                                                   const RecorderOptions& options) {
  auto state = engine::NewGame(setup);
  if (!state.ok()) return state.status();
  engine::GameSetup s = setup;
  s.snapshot_interval = options.snapshot_interval;
  auto writer =
      format::LogWriter::Create(path, engine::EncodeLogHeader(s), options.writer_options());
  if (!writer.ok()) return writer.status();
  return std::unique_ptr<Recorder>(
      new Recorder(std::move(s), std::move(state).value(), std::move(writer).value(), options));
}

std::unique_ptr<Recorder> Recorder::Continue(const engine::GameSetup& setup,
                                             std::unique_ptr<engine::GameState> state,
                                             std::unique_ptr<format::LogWriter> writer,
                                             std::vector<Event> pending,
                                             const format::ChunkMeta& pending_meta,
                                             uint64_t last_snapshot_seq,
                                             const RecorderOptions& options) {
  std::unique_ptr<Recorder> r(new Recorder(setup, std::move(state), std::move(writer), options));
  r->pending_ = std::move(pending);
  r->pending_meta_ = pending_meta;
  r->last_snapshot_seq_ = last_snapshot_seq;
  return r;
}

void Recorder::Append(Event e, std::vector<Violation> violations, Recorded* out) {
  e.violations.clear();
  for (const Violation& v : violations) e.violations.push_back(v.rule);
  if (!violations.empty()) e.flags |= Event::kRecordedIllegal;
  if (state_->IsRequiredStep(e)) {
    e.flags |= Event::kEngineEmitted;
  } else {
    e.flags &= static_cast<uint8_t>(~Event::kEngineEmitted);
  }
  if (pending_.empty()) {
    pending_meta_ = format::ChunkMeta();
    pending_meta_.first_seq = state_->core().seq;
    pending_meta_.first_turn = state_->core().turn;
    pending_meta_.windows_before = state_->core().windows_opened;
  }
  state_->Apply(e);
  pending_.push_back(e);
  if (pending_.size() >= options_.chunk_events) flush_due_ = true;
  out->events.push_back(std::move(e));
  out->violations.push_back(std::move(violations));
}

Status Recorder::FlushChunk() {
  if (pending_.empty()) return Status::Ok();
  pending_meta_.event_count = static_cast<uint32_t>(pending_.size());
  pending_meta_.last_turn = state_->core().turn;
  pending_meta_.window_count =
      static_cast<uint32_t>(state_->core().windows_opened - pending_meta_.windows_before);
  pending_meta_.state_hash = state_->Hash();
  Status st = writer_->AppendChunk(pending_meta_, engine::EncodeBlock(pending_));
  pending_.clear();
  if (!st.ok()) {
    pending_snapshots_.clear();  // their events never reached the file
    return st;
  }
  for (const auto& [meta, body] : pending_snapshots_) {
    STARDATE_RETURN_IF_ERROR(writer_->AppendSnapshot(meta, body));
  }
  pending_snapshots_.clear();
  return Status::Ok();
}

Status Recorder::MaybeSnapshot(bool turn_start) {
  if (flush_due_) {
    flush_due_ = false;
    STARDATE_RETURN_IF_ERROR(FlushChunk());
  }
  uint64_t seq = state_->core().seq;
  uint64_t since = seq - last_snapshot_seq_;
  bool due =
      since >= options_.snapshot_interval || (turn_start && since >= options_.snapshot_min_gap);
  if (!due) return Status::Ok();
  format::SnapshotMeta meta;
  meta.seq = seq;
  meta.turn = state_->core().turn;
  meta.windows_before = state_->core().windows_opened;
  last_snapshot_seq_ = seq;
  if (pending_.empty()) return writer_->AppendSnapshot(meta, engine::EncodeSnapshot(*state_));
  pending_snapshots_.emplace_back(meta, engine::EncodeSnapshot(*state_));
  return Status::Ok();
}

Result<Recorded> Recorder::Record(Event e, std::optional<int> indent) {
  if (finished_) return Status::InvalidArgument("the log is already finished");
  // What the script left out (a drawn card, a shuffle's order) is completed only once the
  // required steps before it are in: they change the deck.
  // Dry run on a copy in strict mode, so a refused action records nothing.
  if (options_.strict) {
    std::unique_ptr<engine::GameState> trial = state_->Clone();
    ApplyPassesFilledIn(trial.get(), e, indent);
    for (int guard = 0; guard < kMaxFilledIn; ++guard) {
      std::optional<Event> r = NextFilledIn(*trial, e);
      if (!r) break;
      trial->Apply(*r);
    }
    Event probe = e;
    trial->Complete(&probe);
    std::vector<Violation> v = trial->Check(probe);
    if (!v.empty()) {
      std::string msg;
      for (const Violation& x : v)
        msg += (msg.empty() ? "" : "; ") + DescribeViolation(x, trial->ModuleName());
      return Status::RuleViolation(trial->EventText(probe) + " is illegal: " + msg);
    }
  }
  Recorded out;
  // Each pass and resolution takes a window a step nearer its close: the loop ends.
  while (indent) {
    std::optional<Event> r = NextPassFilledIn(*state_, e, *indent);
    if (!r) break;
    r->line = e.line;
    std::vector<Violation> v = state_->Check(*r);
    Append(std::move(*r), std::move(v), &out);
    STARDATE_RETURN_IF_ERROR(MaybeSnapshot(false));
  }
  for (int guard = 0; guard < kMaxFilledIn; ++guard) {
    std::optional<Event> r = NextFilledIn(*state_, e);
    if (!r) break;
    r->line = e.line;
    std::vector<Violation> v = state_->Check(*r);
    bool turn = r->kind == EventKind::TURN;
    Append(std::move(*r), std::move(v), &out);
    STARDATE_RETURN_IF_ERROR(MaybeSnapshot(turn));
  }
  state_->Complete(&e);
  std::vector<Violation> v = state_->Check(e);
  bool turn = e.kind == EventKind::TURN;
  out.main_index = out.events.size();
  Append(e, std::move(v), &out);
  STARDATE_RETURN_IF_ERROR(MaybeSnapshot(turn));
  // Both players passed: the action resolves now.
  while (auto r = state_->RequiredNow()) {
    if (r->kind != EventKind::RESOLVE) break;
    r->line = e.line;
    std::vector<Violation> rv = state_->Check(*r);
    Append(std::move(*r), std::move(rv), &out);
    STARDATE_RETURN_IF_ERROR(MaybeSnapshot(false));
  }
  if (options_.flush_every_step) STARDATE_RETURN_IF_ERROR(FlushChunk());
  return out;
}

Result<Recorded> Recorder::CloseWindows(uint32_t line) {
  Recorded out;
  if (state_->core().game_over) return out;
  while (std::optional<Event> r = NextClosingStep(*state_)) {
    r->line = line;
    std::vector<Violation> v = state_->Check(*r);
    Append(std::move(*r), std::move(v), &out);
    STARDATE_RETURN_IF_ERROR(MaybeSnapshot(false));
  }
  if (options_.flush_every_step) STARDATE_RETURN_IF_ERROR(FlushChunk());
  return out;
}

Status Recorder::Finish() {
  if (finished_) return Status::Ok();
  finished_ = true;
  Status st = FlushChunk();
  Status close = writer_->Close();
  return st.ok() ? close : st;
}

// ---------------------------------------------------------------------------------------------

namespace {

std::string Where(const std::string& file, const Event& e) {
  return file + ":" + std::to_string(e.line);
}

// Feeds one script line to `live`, adding what it flagged to `result`.
Status RecordLine(LiveRecorder& live, std::string_view line, ScriptRecordResult* result) {
  auto answer = live.FeedLine(line);
  if (!answer.ok()) return answer.status();
  for (const std::string& a : *answer) {
    if (a.rfind("flagged", 0) == 0) result->findings.push_back(a);
  }
  if (!answer->empty() && answer->front().rfind("ok (", 0) != 0) {
    for (const auto& v : live.last().violations) result->illegal_actions += v.empty() ? 0 : 1;
  }
  return Status::Ok();
}

Result<ScriptRecordResult> FinishRecording(LiveRecorder& live, ScriptRecordResult result) {
  STARDATE_RETURN_IF_ERROR(live.Finish());
  if (live.recorder() != nullptr) result.events = live.recorder()->events_recorded();
  return result;
}

}  // namespace

Result<ScriptRecordResult> RecordScriptText(std::string_view text, const std::string& script_name,
                                            const std::string& out_path,
                                            const std::vector<std::string>& pool_paths,
                                            const RecorderOptions& options) {
  // One way to read a script: the text is read as the stream it could have come from.
  std::istringstream in{std::string(text)};
  return RecordScriptStream(in, script_name, out_path, pool_paths, options);
}

Result<ScriptRecordResult> RecordScriptStream(std::istream& in, const std::string& script_name,
                                              const std::string& out_path,
                                              const std::vector<std::string>& pool_paths,
                                              const RecorderOptions& options) {
  LiveRecorder live(script_name, out_path, pool_paths, options);
  ScriptRecordResult result;
  // A line may carry a "\r" before its "\n" on top of the limit; the parser judges the rest.
  constexpr size_t kMaxKept = script::kMaxScriptLineBytes + 1;
  std::string line;
  line.reserve(kMaxKept);
  int line_number = 1;
  auto fail = [&](Status st) -> Result<ScriptRecordResult> {
    (void)live.Finish();
    return st;
  };
  std::vector<char> block(64 << 10);
  while (true) {
    in.read(block.data(), static_cast<std::streamsize>(block.size()));
    const size_t got = static_cast<size_t>(in.gcount());
    if (got == 0) break;
    std::string_view rest(block.data(), got);
    while (!rest.empty()) {
      const size_t nl = rest.find('\n');
      const std::string_view piece = rest.substr(0, nl);
      if (line.size() + piece.size() > kMaxKept) {
        return fail(Status::InvalidArgument(
            script_name + ":" + std::to_string(line_number) + ":" +
            std::to_string(script::kMaxScriptLineBytes + 1) + ": expected a line of at most " +
            std::to_string(script::kMaxScriptLineBytes) + " bytes, found a longer line"));
      }
      line.append(piece);
      if (nl == std::string_view::npos) break;
      Status st = RecordLine(live, line, &result);
      if (!st.ok()) return fail(st);
      line.clear();
      ++line_number;
      rest.remove_prefix(nl + 1);
    }
  }
  if (in.bad()) return fail(Status::IoError(script_name + ": read failed"));
  if (!line.empty()) {
    Status st = RecordLine(live, line, &result);
    if (!st.ok()) return fail(st);
  }
  return FinishRecording(live, std::move(result));
}

LiveRecorder::LiveRecorder(std::string script_name, std::string out_path,
                           std::vector<std::string> pool_paths, RecorderOptions options)
    : parser_(script_name),
      script_name_(std::move(script_name)),
      out_path_(std::move(out_path)),
      pool_paths_(std::move(pool_paths)),
      options_(options) {}

LiveRecorder::LiveRecorder(std::string script_name, const script::ScriptHeader& header,
                           std::unique_ptr<Recorder> recorder)
    : parser_(script_name),
      script_name_(std::move(script_name)),
      options_(),
      recorder_(std::move(recorder)) {
  parser_.StartInBody(header);
  implicit_passes_ = script::ImplicitPasses(header);
}

Result<std::vector<std::string>> LiveRecorder::FeedLine(std::string_view line) {
  auto step = parser_.FeedLine(line);
  if (!step.ok()) return step.status();
  std::vector<std::string> answer;
  if (!step->has_value()) return answer;
  STARDATE_RETURN_IF_ERROR(StartRecorder());
  if ((*step)->player.empty() && (*step)->verb == "resolves" && unacknowledged_resolutions_ > 0) {
    --unacknowledged_resolutions_;
    answer.push_back("ok (resolution already recorded)");
    return answer;
  }
  auto event = BindStep(recorder_->state(), **step, script_name_);
  if (implicit_passes_ && !recorder_->state().core().stack.empty()) {
    // The step is played once the windows it closes are closed (its cards may be the ones
    // those resolutions put in play): bind it again there. A step that binds only there
    // closes the windows deeper than its level.
    std::unique_ptr<engine::GameState> closed = recorder_->state().Clone();
    engine::Event probe;
    probe.kind = EventKind::PASS;
    ApplyPassesFilledIn(closed.get(), event.ok() ? *event : probe, (*step)->indent);
    event = BindStep(*closed, **step, script_name_);
  }
  if (!event.ok()) return event.status();
  auto recorded =
      implicit_passes_ ? recorder_->Record(*event, (*step)->indent) : recorder_->Record(*event);
  if (!recorded.ok()) {
    return recorded.status().WithPrefix(script_name_ + ":" + std::to_string((*step)->pos.line));
  }
  last_ = *recorded;
  last_line_ = static_cast<uint32_t>((*step)->pos.line);
  unacknowledged_resolutions_ = 0;
  for (size_t i = recorded->main_index + 1; i < recorded->events.size(); ++i) {
    if (recorded->events[i].kind == EventKind::RESOLVE) ++unacknowledged_resolutions_;
  }
  uint64_t seq = recorder_->events_recorded() - recorded->events.size();
  // Describe each event in the state it was played in: replay a copy is costly, so describe
  // against the current state (titles do not change).
  for (size_t i = 0; i < recorded->events.size(); ++i) {
    const Event& e = recorded->events[i];
    std::string text = recorder_->state().EventText(e);
    if (recorded->violations[i].empty()) {
      answer.push_back("ok " + std::to_string(seq + i) + " " + text);
    } else {
      for (const Violation& v : recorded->violations[i]) {
        answer.push_back("flagged " + Where(script_name_, e) + ": event " +
                         std::to_string(seq + i) + ": " + text + ": " +
                         DescribeViolation(v, recorder_->state().ModuleName()));
      }
    }
  }
  if (auto next = recorder_->state().RequiredNow();
      next && recorder_->state().TableCarriesOut(*next)) {
    answer.push_back("required next: " + recorder_->state().EventText(*next));
  }
  return answer;
}

Status LiveRecorder::Finish() {
  STARDATE_RETURN_IF_ERROR(parser_.Finish());
  // A header with no body is still a valid (empty) game.
  STARDATE_RETURN_IF_ERROR(StartRecorder());
  if (implicit_passes_ && !finished_) {
    // The end of the script is no response: the windows still open close.
    auto closed = recorder_->CloseWindows(last_line_);
    if (!closed.ok()) return closed.status();
  }
  finished_ = true;
  return recorder_->Finish();
}

Status LiveRecorder::StartRecorder() {
  if (recorder_ != nullptr) return Status::Ok();
  auto setup = SetupFromHeader(parser_.header(), script_name_, pool_paths_);
  if (!setup.ok()) return setup.status();
  if (options_.withhold_seed || parser_.header().seed_secret) {
    if (setup->randomness != engine::Randomness::SEED) {
      return Status::InvalidArgument(script_name_ +
                                     ": a withheld seed ('seed N secret' or --secret-seed) needs "
                                     "'randomness seed': at a table no seed decides anything");
    }
    setup->seed_state = engine::SeedState::WITHHELD;
  }
  implicit_passes_ = script::ImplicitPasses(parser_.header());
  auto rec = Recorder::Create(*setup, out_path_, options_);
  if (!rec.ok()) return rec.status().WithPrefix(script_name_);
  recorder_ = std::move(rec).value();
  return Status::Ok();
}

}  // namespace stardate::recorder
