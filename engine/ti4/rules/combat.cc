#include "engine/ti4/rules/combat.h"

#include <bit>

#include "engine/text.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {
namespace {

// A space combat is judged further only between two players' ships (CombatWinner says so).
bool TwoSides(const Ti4State& s, const Event& e) {
  return std::popcount(s.ShipsIn(e.target - 1)) == 2;
}

}  // namespace

void CoreRandomHonest(const Ti4State& s, const Event& e, Findings* out) {
  if (!TwoSides(s, e) || s.randomness() != Randomness::SEED || e.random.empty()) return;
  if (e.random != s.RolledDice(e.target - 1)) {
    out->Add("the dice written for the combat in " + s.SystemName(e.target - 1) +
             " are not the dice the game seed rolls for this event");
  }
}

void CombatWinner(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t system = e.target - 1;
  const uint32_t sides = s.ShipsIn(system);
  if (std::popcount(sides) != 2) {
    out->Stop("a space combat in " + s.SystemName(system) + " needs two players' ships there; " +
              std::to_string(std::popcount(sides)) + " player(s) have ships");
    return;
  }
  // The casualties are there (DestroyUnitsCombat): who has ships left after them?
  const std::vector<uint16_t> dead = s.Casualties(e);
  const uint8_t n = s.core().num_players;
  uint32_t left = 0;
  for (uint8_t p = 0; p < n; ++p) {
    UnitCounts f = s.Space(system, p);
    for (uint16_t d : dead) {
      if (PackedHigh(d) == p && PackedType(d) < kUnitTypes && f[PackedType(d)] > 0) {
        --f[PackedType(d)];
      }
    }
    for (int u = 0; u < kUnitTypes; ++u) {
      if (kUnitStats[u].ship && f[u]) left |= 1u << p;
    }
  }
  const int winner = std::popcount(left) == 1 ? std::countr_zero(left) + 1 : 0;
  if (std::popcount(left) == 2) {
    out->Add("both players still have ships in " + s.SystemName(system) +
             " after the casualties written: the combat goes on");
  } else if (e.arg != winner) {
    out->Add((winner ? s.PlayerLabel(static_cast<uint8_t>(winner - 1)) +
                           " is the one player with ships left"
                     : std::string("no player has ships left: there is no winner")) +
             ", not " +
             (e.arg > 0 && e.arg <= n ? s.PlayerLabel(static_cast<uint8_t>(e.arg - 1))
                                      : std::string("no one")));
  }
}

void DestroyUnits(const Ti4State& s, const Event& e, Findings* out) {
  const bool on_planet = e.card != 0;
  if (on_planet &&
      (!s.ValidPlanet(e.card) || s.board().planets[e.card - 1].system != e.target - 1)) {
    out->Stop("the planet is not in " + s.SystemName(e.target - 1));
    return;
  }
  const uint8_t n = s.core().num_players;
  std::vector<UnitCounts> need(n, UnitCounts{});
  for (uint16_t packed : e.cards) {
    if (PackedHigh(packed) >= n || PackedType(packed) >= kUnitTypes) {
      out->Stop("a destroyed unit names no player or unit type");
      return;
    }
    ++need[PackedHigh(packed)][PackedType(packed)];
  }
  for (uint8_t p = 0; p < n; ++p) {
    for (int u = 0; u < kUnitTypes; ++u) {
      const int have = on_planet ? s.Ground(e.card - 1, p)[u] : s.Space(e.target - 1, p)[u];
      if (need[p][u] > have) {
        out->Add(s.PlayerLabel(p) + " has " + std::to_string(have) + " " +
                 std::string(kUnitStats[u].plural) + " there, not " + std::to_string(need[p][u]));
      }
    }
  }
}

void DestroyUnitsCombat(const Ti4State& s, const Event& e, Findings* out) {
  if (!TwoSides(s, e)) return;
  const uint16_t system = e.target - 1;
  const std::vector<uint16_t> dead = s.Casualties(e);
  for (uint8_t p = 0; p < s.core().num_players; ++p) {
    UnitCounts f = s.Space(system, p);
    for (uint16_t d : dead) {
      if (PackedHigh(d) != p || PackedType(d) >= kUnitTypes) continue;
      if (f[PackedType(d)] == 0) {
        out->Stop(s.PlayerLabel(p) + " has no more " +
                  std::string(kUnitStats[PackedType(d)].plural) + " in " + s.SystemName(system) +
                  " to lose");
        return;
      }
      --f[PackedType(d)];
    }
  }
}

constexpr Rule kList[] = {kCombatWinner, kDestroyUnits, kTimingStep};

std::span<const Rule> CombatRules() { return kList; }

// ---- The steps of a tactical action

int32_t FindTacticalStep(std::string_view name) {
  for (size_t i = 1; i < std::size(kTacticalSteps); ++i) {
    if (EqualsIgnoreAsciiCase(kTacticalSteps[i], name)) return static_cast<int32_t>(i);
  }
  return 0;
}

std::string TacticalStepName(int32_t step) {
  if (step >= 1 && static_cast<size_t>(step) < std::size(kTacticalSteps)) {
    return std::string(kTacticalSteps[step]);
  }
  return "step " + std::to_string(step);
}

void TimingStep(const Ti4State& s, const Event& e, Findings* out) {
  if (FindTacticalStep(TacticalStepName(e.arg)) == 0) {
    out->Stop("step " + std::to_string(e.arg) + " is no step of a tactical action");
    return;
  }
  const std::string what = "the step \"" + TacticalStepName(e.arg) + "\"";
  if (s.core().phase != kAction || !s.activated() || s.active_system() == 0) {
    out->Add(what + " is a step of a tactical action, and none is under way");
  } else if (e.player != s.core().active) {
    out->Add(what + " is a step of " + s.PlayerLabel(s.core().active) + "'s tactical action, not " +
             s.PlayerLabel(e.player) + "'s");
  } else if (e.target != s.active_system()) {
    out->Add(what + " is in the active system, " + s.SystemName(s.active_system() - 1));
  }
}

}  // namespace stardate::engine::ti4::rules
