// Playouts for the conformance suite: for every registered game, a setup and a move generator
// that proposes legal actions from the state (the OpenSpiel "random playout"). A game joins
// the suite with one entry in Playouts() (tests/conformance/playouts.cc).
#ifndef STARDATE_TESTS_CONFORMANCE_PLAYOUTS_H_
#define STARDATE_TESTS_CONFORMANCE_PLAYOUTS_H_

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "engine/game.h"
#include "engine/game_state.h"
#include "format/status.h"

namespace stardate::testing {

// Proposes the next event given to Recorder::Record() in `state` (the recorder fills in the
// required steps before it, as in a real recording).
using MoveGenerator = std::function<engine::Event(const engine::GameState& state)>;

struct Playout {
  std::string game;  // the registered module's name
  std::function<Result<engine::GameSetup>()> setup;
  // A fresh generator for playout `seed`: the same seed, the same game.
  std::function<MoveGenerator(uint64_t seed)> generator;
  // A game with no move generator yet plays a sample script instead (the same game for every
  // seed): samples/<script>, recorded from its folder.
  std::string script;
  // False for a game whose actions open no response windows: the window test then has nothing
  // to seek.
  bool opens_windows = true;
};

const std::vector<Playout>& Playouts();

}  // namespace stardate::testing

#endif  // STARDATE_TESTS_CONFORMANCE_PLAYOUTS_H_
