#include "engine/ti4/rules/move.h"

#include <algorithm>
#include <utility>

#include "engine/ti4/rules/shared.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {

void MoveActive(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t active = s.active_system();
  if (s.core().phase != kAction || e.player != s.core().active || active != e.target) {
    out->Add(s.PlayerLabel(e.player) +
             " moves ships only into the system they activated this turn" +
             (active ? " (" + s.SystemName(active - 1) + ")" : std::string()));
  }
}

void MoveActiveLand(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t system = s.board().planets[e.card - 1].system;
  if (e.player != s.core().active || s.active_system() != system + 1) {
    out->Add(s.PlayerLabel(e.player) +
             " commits ground forces only in the system of their own tactical action");
  }
}

void MoveRange(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t dest = e.target - 1;
  // The reach of each (source, move) found once.
  struct Reach {
    uint16_t from;
    int move;
    int distance;
  };
  std::vector<Reach> reach;
  // Not through systems with other players' ships (the destination excepted).
  auto blocked = [&](uint16_t system) { return (s.ShipsIn(system) & ~(1u << e.player)) != 0; };
  const size_t stop = FirstUnmovable(s, e);
  for (size_t i = 0; i < stop; ++i) {
    const uint16_t from = PackedHigh(e.cards[i]);
    const int u = PackedType(e.cards[i]);
    if (Carried(static_cast<Unit>(u))) continue;
    const int move = kUnitStats[u].move;
    auto known = std::find_if(reach.begin(), reach.end(),
                              [&](const Reach& r) { return r.from == from && r.move == move; });
    if (known == reach.end()) {
      known = reach.insert(reach.end(),
                           {from, move, s.board().Distance(from - 1, dest, move, blocked)});
    }
    if (known->distance < 0) {
      out->Add(std::string("a ") + std::string(kUnitStats[u].name) + " (move " +
               std::to_string(kUnitStats[u].move) + ") cannot reach " + s.SystemName(dest) +
               " from " + s.SystemName(from - 1) + " without passing other players' ships");
    }
    if (s.HasToken(from - 1, e.player) && from != e.target) {
      out->Add(s.SystemName(from - 1) + " holds a command token of " + s.PlayerLabel(e.player) +
               ": its ships stay");
    }
  }
}

void MoveUnits(const Ti4State& s, const Event& e, Findings* out) {
  const std::string who = s.PlayerLabel(e.player);
  const size_t stop = FirstUnmovable(s, e);
  if (stop < e.cards.size()) {
    const uint16_t from = PackedHigh(e.cards[stop]);
    const int u = PackedType(e.cards[stop]);
    out->Stop(!s.ValidSystem(from) || u >= kUnitTypes || from == e.target
                  ? std::string("a moving unit names no other system or unit type")
                  : std::string(kUnitStats[u].plural) + " never move");
    return;
  }
  // The units needed from each source system, by system.
  std::vector<std::pair<uint16_t, UnitCounts>> need;
  int capacity = 0, carried = 0;
  for (uint16_t packed : e.cards) {
    const uint16_t from = PackedHigh(packed);
    const int u = PackedType(packed);
    auto at =
        std::find_if(need.begin(), need.end(), [&](const auto& n) { return n.first == from - 1; });
    if (at == need.end()) at = need.insert(need.end(), {static_cast<uint16_t>(from - 1), {}});
    ++at->second[u];
    if (Carried(static_cast<Unit>(u))) {
      ++carried;
    } else {
      capacity += kUnitStats[u].capacity;
    }
  }
  std::sort(need.begin(), need.end(),
            [](const auto& a, const auto& b) { return a.first < b.first; });
  for (const auto& [system, counts] : need) {
    for (int u = 0; u < kUnitTypes; ++u) {
      if (counts[u] == 0) continue;
      // Ground forces are picked up from the player's planets of the system too.
      int have = s.Space(system, e.player)[u];
      if (kUnitStats[u].ground_force) {
        for (uint16_t planet : s.board().systems[system].planets)
          have += s.Ground(planet, e.player)[u];
      }
      if (counts[u] > have) {
        out->Add(who + " has " + std::to_string(have) + " " + std::string(kUnitStats[u].plural) +
                 " in " + s.SystemName(system) + ", not " + std::to_string(counts[u]));
      }
    }
  }
  if (carried > capacity) {
    out->Add(std::to_string(carried) + " fighters and ground forces move with ships of capacity " +
             std::to_string(capacity));
  }
}

void MoveUnitsLand(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t system = s.board().planets[e.card - 1].system;
  UnitCounts need{};
  for (uint16_t u : e.cards) {
    if (u >= kUnitTypes || !kUnitStats[u].ground_force) {
      out->Stop("only ground forces are committed to planets");
      return;
    }
    ++need[u];
  }
  for (int u = 0; u < kUnitTypes; ++u) {
    const int have = s.Space(system, e.player)[u];
    if (need[u] > have) {
      out->Add(s.PlayerLabel(e.player) + " has " + std::to_string(have) + " " +
               std::string(kUnitStats[u].plural) + " in the space of " + s.SystemName(system) +
               ", not " + std::to_string(need[u]));
    }
  }
}

constexpr Rule kList[] = {kMoveActive, kMoveRange, kMoveUnits};

std::span<const Rule> MoveRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
