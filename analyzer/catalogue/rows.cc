#include "analyzer/catalogue/rows.h"

namespace stardate::analyzer::catalogue {

bool WriteRows(int64_t id, const GameRecord& r, RowWriter* out) {
  std::string problems;
  for (const std::string& p : r.problems) problems += (problems.empty() ? "" : "\n") + p;
  out->Begin(0);
  out->Int(id);
  out->Text(r.hash);
  out->Text(r.path);
  out->Text(r.game);
  out->Int(r.rules_version);
  out->Text(r.event);
  out->Text(r.round);
  out->Text(r.date);
  out->Int(static_cast<int64_t>(r.players.size()));
  out->Int(r.winner);
  out->Int(r.engine_winner);
  out->Int(r.header_winner);
  out->Text(r.ended_by);
  out->Int(r.turns);
  out->Int(static_cast<int64_t>(r.events));
  out->Int(static_cast<int64_t>(r.events_lost));
  out->Int(r.damaged ? 1 : 0);
  out->Text(problems);
  out->Int(static_cast<int64_t>(r.findings.size()));
  out->Text(r.fork_parent);
  out->Text(r.fork_at);
  out->Int(static_cast<int64_t>(r.fork_events));
  if (!out->End()) return false;
  for (const auto& [key, value] : r.meta) {
    out->Begin(1);
    out->Int(id);
    out->Text(key);
    out->Text(value);
    if (!out->End()) return false;
  }
  for (const PlayerRow& p : r.players) {
    out->Begin(2);
    out->Int(id);
    out->Int(p.seat);
    out->Text(p.name);
    out->Text(p.side);
    out->Int(p.won);
    out->Int(p.score);
    out->Int(p.cards_played);
    out->Int(p.cards_drawn);
    out->Int(p.cards_seeded);
    out->Int(p.findings);
    if (!out->End()) return false;
  }
  for (const FactRow& f : r.facts) {
    out->Begin(3);
    out->Int(id);
    out->Int(f.seat);
    out->Text(f.fact);
    out->Int(f.count);
    if (!out->End()) return false;
  }
  for (const CardRow& c : r.cards) {
    out->Begin(4);
    out->Int(id);
    out->Int(c.seat);
    out->Int(c.won);
    out->Text(c.title);
    out->Int(c.played);
    out->Int(c.drawn);
    out->Int(c.seeded);
    out->Int(c.encountered);
    out->Int(c.stopped);
    if (!out->End()) return false;
  }
  for (size_t i = 0; i < r.findings.size(); ++i) {
    const FindingRow& f = r.findings[i];
    out->Begin(5);
    out->Int(id);
    out->Int(static_cast<int64_t>(i));
    out->Int(static_cast<int64_t>(f.event));
    out->Int(f.turn);
    out->Int(f.seat);
    out->Text(f.player);
    out->Text(f.rule);
    out->Text(f.cards);
    if (!out->End()) return false;
  }
  return true;
}

}  // namespace stardate::analyzer::catalogue
