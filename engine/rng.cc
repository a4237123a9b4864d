#include "engine/rng.h"

#include <utility>

namespace stardate::engine {

uint64_t Mix64(uint64_t x) {
  x += 0x9e3779b97f4a7c15ull;
  x = (x ^ (x >> 30)) * 0xbf58476d1ce4e5b9ull;
  x = (x ^ (x >> 27)) * 0x94d049bb133111ebull;
  return x ^ (x >> 31);
}

uint64_t EventRng::Next() {
  // Two rounds so that nearby (seq, counter) pairs under one seed are decorrelated.
  uint64_t key = Mix64(seed_ ^ Mix64(seq_ * 0xd1342543de82ef95ull + 0x2545f4914f6cdd1dull));
  return Mix64(key + (counter_++) * 0x9e3779b97f4a7c15ull);
}

uint32_t EventRng::Below(uint32_t bound) {
  // Lemire's multiply-shift with rejection: unbiased for every bound.
  uint64_t x = Next() & 0xffffffffull;
  uint64_t m = x * bound;
  uint32_t low = static_cast<uint32_t>(m);
  if (low < bound) {
    uint32_t threshold = static_cast<uint32_t>(-bound) % bound;
    while (low < threshold) {
      x = Next() & 0xffffffffull;
      m = x * bound;
      low = static_cast<uint32_t>(m);
    }
  }
  return static_cast<uint32_t>(m >> 32);
}

std::vector<uint32_t> EventRng::Permutation(uint32_t n) {
  std::vector<uint32_t> p(n);
  for (uint32_t i = 0; i < n; ++i) p[i] = i;
  for (uint32_t i = n; i > 1; --i) {
    uint32_t j = Below(i);
    std::swap(p[i - 1], p[j]);
  }
  return p;
}

}  // namespace stardate::engine
