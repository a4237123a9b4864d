// Counter-based PRNG: every random outcome is a pure function of (game seed, event sequence
// number, draw index), so any event's randomness can be recomputed in isolation and checked.
//
// Generator: SplitMix64's finalizer over a key mixed from the three inputs (documented in
// format/SPEC.md under "Randomness"). Bounded draws use rejection sampling (no modulo bias);
// shuffles are Fisher-Yates with bounded draws. Nothing here depends on the standard library's
// distributions, so results are identical on every platform.
#ifndef STARDATE_ENGINE_RNG_H_
#define STARDATE_ENGINE_RNG_H_

#include <cstdint>
#include <vector>

namespace stardate::engine {

class EventRng {
 public:
  EventRng(uint64_t seed, uint64_t seq) : seed_(seed), seq_(seq) {}

  // The next raw 64-bit value of this event's stream.
  uint64_t Next();
  // A uniform value in [0, bound); bound must be > 0.
  uint32_t Below(uint32_t bound);
  // A uniform permutation of 0..n-1 (Fisher-Yates): result[i] is the index, in the pre-shuffle
  // order, of the card that ends at position i.
  std::vector<uint32_t> Permutation(uint32_t n);

 private:
  uint64_t seed_;
  uint64_t seq_;
  uint64_t counter_ = 0;
};

// Mixing function used by EventRng (exposed for tests and the spec).
uint64_t Mix64(uint64_t x);

}  // namespace stardate::engine

#endif  // STARDATE_ENGINE_RNG_H_
