// Benchmark games: a 1E setup (Alice plays Federation in the Alpha Quadrant, Bob Dominion in
// the Gamma Quadrant and a Cardassian contingent at Protect Shipment in the Alpha Quadrant, where
// Alice's Neutral Outpost stands too, so the sides meet) and a deterministic generator of the
// actions a table would play in it.
//
// The generator reads the recorder's live state and proposes the next event given to
// Recorder::Record(): seeding, then turns with a normal card play (report or build), response
// windows answered by passes or interrupts, execute-orders actions (undock, fly, dock, beam),
// mission attempts with their dilemmas and solving, personnel battles (their blows and their
// end, with the casualty the seed selects), ship battles and return fire, the consequences the
// rules owe (destruction, deaths, repairs), downloads, occasional discards and explicit
// end-of-turn draws. Required events (phase steps, shuffles,
// opening and end-of-turn draws, resolutions) are left to the recorder, as in a real recording.
// Before the draw that would empty both decks (and end the game) the active player reshuffles
// discarded cards into the deck (KeepDeck), so a game runs to any length.
// Proposed legal actions are confirmed with GameState::Check() (the phase step the recorder will
// insert first is ignored); `illegal_share` of the action decisions are deliberately illegal
// (flying beyond RANGE, a second normal card play, beaming from another location, reporting to
// the opponent's outpost, a draw that is not the top card, a pass out of turn). A flight or beam
// proposed illegally breaks that one rule only; a report to the opponent's outpost breaks three
// at once (its controller, its affiliation and its quadrant), and a second card play in the
// execute orders phase two (the play and the phase): each is one finding per rule it breaks.
// All choices come from engine::EventRng keyed by the generator seed: same seed, same game.
#ifndef STARDATE_TESTS_BENCH_GAME_GENERATOR_H_
#define STARDATE_TESTS_BENCH_GAME_GENERATOR_H_

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/stccg/stccg_state.h"
#include "format/status.h"

namespace stardate::bench {

struct DeckOptions {
  // Multiplies every draw-deck count (1 = two 60-card draw decks plus seed decks).
  int scale = 1;
  uint64_t seed = 20261122;  // the game's RNG seed (shuffles)
};

// The benchmark game's setup, its card pool read from `pool_path`.
Result<engine::GameSetup> BenchSetup(const std::string& pool_path, const DeckOptions& options);

class GameGenerator {
 public:
  GameGenerator(uint64_t seed, double illegal_share);

  // The next event to Record() in `state` (the recorder's state before the call).
  engine::Event Next(const engine::stccg::StccgState& state);

  // Deliberately illegal actions proposed so far.
  uint64_t illegal_proposed() const { return illegal_proposed_; }

 private:
  using State = engine::stccg::StccgState;
  using Event = engine::Event;

  bool Chance(uint32_t per_mille) { return rng_.Below(1000) < per_mille; }
  uint32_t Below(size_t n) { return rng_.Below(static_cast<uint32_t>(n)); }
  // Legal once the recorder has inserted the phase steps the rules require first.
  static bool Legal(const State& s, const Event& e);
  // Breaks exactly one rule: a deliberately illegal action is one mistake, so one finding.
  static bool OneMistake(const State& s, const Event& e);

  std::optional<Event> Seed(const State& s);
  Event Respond(const State& s);
  Event NextTurn(const State& s) const;
  std::optional<Event> CardPlay(const State& s, bool illegal);
  std::optional<Event> Order(const State& s, bool illegal);
  // Mission attempts (their dilemmas and solving), personnel battles and downloads, legal only.
  std::optional<Event> MissionPlay(const State& s);
  // Julian Bashir's special download of Kukalaka (once per game per title), legal only.
  std::optional<Event> Download(const State& s);
  std::optional<Event> KeepDeck(const State& s);
  std::optional<Event> EndOfTurn(const State& s, bool illegal);

  // Own cards in play, by role.
  std::vector<uint16_t> Facilities(const State& s, uint8_t p) const;
  std::vector<uint16_t> Ships(const State& s, uint8_t p, bool docked) const;
  std::vector<uint16_t> Crew(const State& s, uint8_t p) const;  // personnel and equipment
  // Missions of `ship`'s quadrant it can reach with the RANGE left (or, if `too_far`, cannot).
  std::vector<uint16_t> FlightTargets(const State& s, uint16_t ship, bool too_far) const;
  // Where `card` could beam to at location `at` (ships, facilities, a planet surface).
  std::vector<uint16_t> BeamTargets(const State& s, uint8_t p, uint16_t card, uint16_t at) const;

  engine::EventRng rng_;
  uint32_t illegal_per_mille_;
  uint64_t illegal_proposed_ = 0;
  size_t seed_step_ = 0;
  uint32_t turn_seen_ = 0;
  bool card_play_done_ = false;
  int orders_left_ = 0;
  int end_steps_ = 0;
};

}  // namespace stardate::bench

#endif  // STARDATE_TESTS_BENCH_GAME_GENERATOR_H_
