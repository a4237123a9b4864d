// Audit: every illegal action and every missed required action in a log, with citations.
//
// The audit never trusts what the recorder flagged: it replays the log from the initial state
// and checks every event against the rules as they stood at that moment.
#ifndef STARDATE_ANALYZER_AUDIT_H_
#define STARDATE_ANALYZER_AUDIT_H_

#include <cstdint>
#include <string>
#include <vector>

#include "format/status.h"
#include "recorder/filled_in.h"
#include "replayer/replayer.h"

namespace stardate::analyzer {

struct Finding {
  uint64_t event = 0;  // sequence number of the offending event
  uint32_t turn = 0;
  std::string phase;
  int64_t window = -1;  // window the event opened or responded in; -1 outside windows
  uint32_t depth = 0;   // response nesting depth at the event
  uint32_t line = 0;    // line of the original script, 0 if unknown
  std::string player;
  std::string action;  // the event in words
  std::string rule;    // rule id
  std::string source;  // citation file
  std::string quote;   // citation quote
  std::string detail;  // what exactly was wrong
  std::vector<std::string> cards;
};

struct AuditReport {
  std::string log;
  std::string script;  // the script the log was recorded from
  uint64_t events = 0;
  std::vector<Finding> findings;
  // Events taken on the table's word (stated card effects, bonus points): the engine applied
  // them after only generic checks. events - stated were fully checked.
  uint64_t stated = 0;
  std::vector<uint64_t> stated_events;  // their sequence numbers
  // The steps the recorder filled in for the script (recorder/filled_in.h), by kind name in
  // order of first appearance, and their total.
  recorder::FilledInCounts filled_in;
  uint64_t filled_in_total = 0;
  // Events that apply a card's text the engine does not read (GameState::RestsOnUnreadText).
  uint64_t unread = 0;
  // The game's seed: "withheld" (recorded with its commitment alone: the random outcomes of
  // `unchecked_random` events are taken as written), "revealed" (every outcome checked against
  // the revealed seed) or "" (in the header from the start).
  std::string seed;
  uint64_t unchecked_random = 0;  // events whose random outcomes could not be checked
  // Damaged byte ranges the reader dropped, then every stretch of events not audited, in
  // words (file, offset, event range, what was wrong).
  std::vector<std::string> problems;
  std::vector<replayer::LostEvents> lost;  // the stretches of events not audited
};

// Audits every intact part of the log: after a damaged or missing chunk the audit resumes
// from the first snapshot past it; what it could not audit is in `problems` and `lost`.
Result<AuditReport> Audit(const replayer::Replayer& replayer);

// The audit fed one replay's events by its caller: Audit() drives it with
// Replayer::ForEachEvent; a caller replaying the log already (the catalogue, which verifies on
// the same pass) feeds it the events of that replay and the violations it found in them.
// Feeding it what ForEachEvent visits gives the report Audit() gives.
class AuditPass {
 public:
  // `replayer` must outlive the pass. Reads the damage the log shows (DamageFound).
  explicit AuditPass(const replayer::Replayer& replayer);

  // Event `e` (number `seq`) in state `s`, before it is applied, with the violations
  // s.Check(e) finds (moved from).
  void OnEvent(const engine::GameState& s, const engine::Event& e, uint64_t seq,
               std::vector<engine::Violation>& violations);
  // A stretch of events the replay could not apply.
  void OnLost(const replayer::LostEvents& lost);
  // The report, given the state after the last event replayed (null: none was) and the
  // replay's status. Call once.
  AuditReport Finish(const engine::GameState* last, const Status& replayed);

 private:
  const replayer::Replayer& replayer_;
  AuditReport report_;
  std::vector<recorder::StepMark> marks_;
  bool end_lost_ = false;  // the log's last events were not replayed
};

std::string AuditText(const AuditReport& report);
std::string AuditJson(const AuditReport& report);

}  // namespace stardate::analyzer

#endif  // STARDATE_ANALYZER_AUDIT_H_
