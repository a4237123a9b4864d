// Benchmark and conformance games of Twilight Imperium 4: a three-player setup on a real map
// with the Thunder's Edge space stations (Sol, Last Bastion and Hacan around Mecatol Rex, with
// Tsion Station, Oluz Station, the Watchtower and Revelation), and a deterministic generator of
// the actions a table would play in it.
//
// The generator reads the recorder's live state and proposes the next event given to
// Recorder::Record(): starting units at setup, then rounds of strategy, action, status and
// (mostly) agenda phases. Action-phase turns make tactical actions (activate a system, move
// ships and ground forces in, a space combat whose dice the seed rolls or whose outcome the
// table writes (the winner as the step's player, or named by the attacker), landing, ground combat
// as the table reports it, production at a space dock) and the components of a turn (transactions
// with neighbours and between station holders, replenishing commodities, trade goods, exhausting
// planets and stations, converting commodities at a station), and now and then an answer in an
// open timing window (Flank Speed after an activation, Sabotage against an action card, a
// written pass). The status phase draws each player an action card, reveals and scores
// objectives; the agenda phase reveals two agendas with transactions and votes. What the table must
// write down when the state owes it (GameState::Owed(): control changes, commodities above the
// value; setup's frontier tokens) is proposed first; what the recorder fills in (readying) is left
// to it. Every proposal is confirmed with GameState::Check(): the generator tries candidates and
// keeps the first legal one, else ends the turn or phase. The game never ends (the objectives give
// fewer points than the goal), so it runs for as many events as asked.
// All choices come from engine::EventRng keyed by the generator seed: same seed, same game.
#ifndef STARDATE_TESTS_BENCH_TI4_GENERATOR_H_
#define STARDATE_TESTS_BENCH_TI4_GENERATOR_H_

#include <cstdint>
#include <memory>
#include <optional>
#include <vector>

#include "engine/event.h"
#include "engine/game.h"
#include "engine/rng.h"
#include "engine/ti4/ti4_state.h"
#include "format/status.h"

namespace stardate::bench {

// The TI4 benchmark game's setup (built from a script header, as a recording is), its dice
// rolled from `seed`.
Result<engine::GameSetup> Ti4BenchSetup(uint64_t seed);

class Ti4Generator {
 public:
  explicit Ti4Generator(uint64_t seed);

  // The next event to Record() in `state` (the recorder's state before the call).
  engine::Event Next(const engine::ti4::Ti4State& state);

 private:
  using State = engine::ti4::Ti4State;
  using Event = engine::Event;

  // Stages of a tactical action after the activation.
  enum class Stage {
    kNone,
    kMove,
    kCombat,
    kCleanup,
    kLand,
    kGroundCombat,
    kProduce,
    kProduceShips
  };

  bool Chance(uint32_t per_mille) { return rng_.Below(1000) < per_mille; }
  uint32_t Below(size_t n) { return rng_.Below(static_cast<uint32_t>(n)); }
  static bool Legal(const engine::GameState& s, const Event& e);
  // `e`, or the step the table must write before it (a frontier token at setup).
  static Event TableFirst(const State& s, Event e);

  Event Setup(const State& s);
  Event Action(const State& s);
  Event Status(const State& s);
  Event Agenda(const State& s);
  Event Phase(const State& s, int32_t phase) const;

  // A tactical action's activation, its moves prepared in move_ (nullopt if none found).
  std::optional<Event> Activate(const State& s, uint8_t p);
  // The next event of the tactical action in progress, advancing stage_; nullopt when done.
  std::optional<Event> Tactical(const State& s, uint8_t p);
  // One of the turn's other components, or nullopt.
  std::optional<Event> Component(const State& s, uint8_t p);
  std::optional<Event> Transact(const State& s, uint8_t p, uint8_t q);
  std::optional<Event> Score(const State& s, uint8_t p);
  std::optional<Event> Vote(const State& s, uint8_t p);
  // Timing windows: now and then, an answer in the open window (Flank Speed after the active
  // player's activation, Sabotage against an action card, a written pass), or nullopt.
  std::optional<Event> Respond(const State& s);

  // Ships (fighters included) of `p` in the space of `system`.
  static int Ships(const State& s, uint16_t system, uint8_t p);
  // Players other than `p` with ships in `system`: a bit each.
  static uint32_t OtherShips(const State& s, uint16_t system, uint8_t p);
  static int FleetSize(const State& s, uint8_t p);

  engine::EventRng rng_;
  int32_t phase_seen_ = -1;
  size_t setup_step_ = 0;
  // Action phase.
  uint32_t turn_ = 0;   // the last turn number written
  int turns_left_ = 0;  // turns still to come in this action phase
  uint8_t next_player_ = 0;
  uint32_t turn_seen_ = 0;
  bool in_turn_ = false;  // a turn of this action phase has begun
  int components_left_ = 0;
  bool tactical_tried_ = false;
  Stage stage_ = Stage::kNone;
  Event move_;              // the prepared move of the tactical action (then: the ships produced)
  uint16_t landed_on_ = 0;  // planet id the active player's ground forces landed on
  // Status and agenda phases.
  int status_step_ = 0;
  int draws_left_ = 0;  // players still to draw their status-phase action card
  int agenda_ = 0;      // agendas revealed this agenda phase
  int agenda_step_ = 0;
};

}  // namespace stardate::bench

#endif  // STARDATE_TESTS_BENCH_TI4_GENERATOR_H_
