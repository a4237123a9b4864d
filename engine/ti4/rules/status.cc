#include "engine/ti4/rules/status.h"

#include <algorithm>
#include <array>
#include <bit>

#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {
namespace {

// What a secret objective's requirement counts, and how many it needs.
struct Requirement {
  std::string_view id;  // the objective's id in data/ti4/secret_objectives.json
  enum class Kind {
    kTraitPlanets,  // planets of trait `what` controlled (stations are not planets)
    kUnits,         // units of type `what` on the board
    kShipSystems,   // systems with the player's ships
    kShipsAtDock,   // ships in a system with another player's space dock
    kMecatol,       // Mecatol Rex controlled, `count` ships in its system
    kNextToHome,    // ships in a system adjacent to another player's home system
    kFactionTechs,  // faction technologies owned
    kColourTechs,   // technologies of one colour owned
  } kind;
  int what = 0;
  int count = 0;
};

constexpr Requirement kRequirements[] = {
    {"faa", Requirement::Kind::kTraitPlanets, kCultural, 4},
    {"mp", Requirement::Kind::kTraitPlanets, kIndustrial, 4},
    {"mrm", Requirement::Kind::kTraitPlanets, kHazardous, 4},
    {"eap", Requirement::Kind::kUnits, static_cast<int>(Unit::kPds), 4},
    {"fwm", Requirement::Kind::kUnits, static_cast<int>(Unit::kSpaceDock), 3},
    {"gamf", Requirement::Kind::kUnits, static_cast<int>(Unit::kDreadnought), 5},
    {"ctr", Requirement::Kind::kShipSystems, 0, 6},
    {"csl", Requirement::Kind::kShipsAtDock, 0, 1},
    {"ose", Requirement::Kind::kMecatol, 0, 3},
    {"te", Requirement::Kind::kNextToHome, 0, 1},
    {"ans", Requirement::Kind::kFactionTechs, 0, 2},
    {"mlp", Requirement::Kind::kColourTechs, 0, 4},
};

const Requirement* RequirementOf(uint16_t card) {
  const ObjectiveInfo* o = SecretObjective(card);
  if (o == nullptr) return nullptr;
  for (const Requirement& r : kRequirements) {
    if (r.id == o->id) return &r;
  }
  return nullptr;
}

bool HasShips(const Ti4State& s, uint16_t system, uint8_t p) {
  for (int u = 0; u < kUnitTypes; ++u) {
    if (kUnitStats[u].ship && s.Space(system, p)[u] > 0) return true;
  }
  return false;
}

int ShipCount(const Ti4State& s, uint16_t system, uint8_t p) {
  int n = 0;
  for (int u = 0; u < kUnitTypes; ++u) n += kUnitStats[u].ship ? s.Space(system, p)[u] : 0;
  return n;
}

// How much of requirement `r` player `p` has.
int Count(const Ti4State& s, const Requirement& r, uint8_t p) {
  const size_t systems = s.board().systems.size();
  const size_t players = s.map().factions.size();
  int n = 0;
  switch (r.kind) {
    case Requirement::Kind::kTraitPlanets:
      for (uint16_t i = 0; i < s.planet_count(); ++i) {
        n += s.Controller(i) == p && !s.IsStation(i) &&
             (s.board().planets[i].info->traits & r.what) != 0;
      }
      return n;
    case Requirement::Kind::kUnits:
      for (uint16_t sys = 0; sys < systems; ++sys) n += s.Space(sys, p)[r.what];
      for (uint16_t i = 0; i < s.planet_count(); ++i) n += s.Ground(i, p)[r.what];
      return n;
    case Requirement::Kind::kShipSystems:
      for (uint16_t sys = 0; sys < systems; ++sys) n += HasShips(s, sys, p);
      return n;
    case Requirement::Kind::kShipsAtDock:
      for (uint16_t sys = 0; sys < systems; ++sys) {
        if (!HasShips(s, sys, p)) continue;
        for (uint16_t planet : s.board().systems[sys].planets) {
          for (uint8_t q = 0; q < players; ++q) {
            if (q != p && s.Ground(planet, q)[static_cast<size_t>(Unit::kSpaceDock)] > 0) n = 1;
          }
        }
      }
      return n;
    case Requirement::Kind::kMecatol:
      for (uint16_t i = 0; i < s.planet_count(); ++i) {
        if (s.board().planets[i].info->id == "mr" && s.Controller(i) == p) {
          n = ShipCount(s, s.board().planets[i].system, p);
        }
      }
      return n;
    case Requirement::Kind::kNextToHome:
      for (uint8_t q = 0; q < players; ++q) {
        if (q == p) continue;
        for (uint16_t adj : s.board().systems[s.map().factions[q].home].adjacent) {
          if (HasShips(s, adj, p)) n = 1;
        }
      }
      return n;
    case Requirement::Kind::kFactionTechs:
    case Requirement::Kind::kColourTechs: {
      auto catalog = Ti4Catalog::Shipped();
      if (!catalog.ok() || p >= s.round().techs.size()) return 0;
      std::array<int, 4> colours{};
      constexpr std::array<std::string_view, 4> kTypes = {"PROPULSION", "BIOTIC", "WARFARE",
                                                          "CYBERNETIC"};
      const auto& techs = (*catalog)->techs();
      for (size_t t = 0; t < techs.size() && t < 64; ++t) {
        if (!((s.round().techs[p] >> t) & 1)) continue;
        n += !techs[t].faction.empty();
        for (size_t c = 0; c < kTypes.size(); ++c) {
          for (const std::string& type : techs[t].types) colours[c] += type == kTypes[c];
        }
      }
      if (r.kind == Requirement::Kind::kColourTechs) {
        n = *std::max_element(colours.begin(), colours.end());
      }
      return n;
    }
  }
  return n;
}

}  // namespace

void SecretLimit(const Ti4State& s, const Event& e, Findings* out) {
  if (e.arg <= 0) return out->Add("a draw of " + std::to_string(e.arg) + " secret objectives");
  if (e.player >= s.round().secrets.size()) return;
  const int scored = std::popcount(s.round().secrets_scored[e.player]);
  const int total = s.round().secrets[e.player] + scored + e.arg;
  if (total > 3) {
    out->Add(s.PlayerLabel(e.player) + " would have " + std::to_string(total) +
             " secret objectives, scored and unscored");
  }
}

void SecretHeld(const Ti4State& s, const Event& e, Findings* out) {
  if (SecretObjective(e.card) == nullptr || e.card > 32) {
    return out->Stop("secret objective " + std::to_string(e.card) + " is unknown");
  }
  if (e.player >= s.round().secrets.size()) return;
  const std::string name = SecretObjectiveName(e.card);
  const uint32_t bit = 1u << (e.card - 1);
  for (uint8_t p = 0; p < s.round().secrets_scored.size(); ++p) {
    if (s.round().secrets_scored[p] & bit) {
      return out->Add(s.PlayerLabel(p) + " has already scored " + name);
    }
  }
  if (s.round().secrets[e.player] == 0) {
    out->Add(s.PlayerLabel(e.player) + " holds no unscored secret objective");
  }
}

void SecretOnce(const Ti4State& s, const Event& e, Findings* out) {
  const ObjectiveInfo* o = SecretObjective(e.card);
  if (o == nullptr || e.player >= 32) return;
  const int32_t phase = o->phase == "Action" ? kAction : o->phase == "Agenda" ? kAgenda : kStatus;
  if (s.core().phase != phase) {
    out->Add(o->name + " is scored in the " + PhaseName(phase) + " phase");
  } else if (phase == kStatus && (s.round().secret_this_status >> e.player) & 1) {
    out->Add(s.PlayerLabel(e.player) + " has already scored a secret objective this status phase");
  }
}

void SecretCondition(const Ti4State& s, const Event& e, Findings* out) {
  const Requirement* r = RequirementOf(e.card);
  if (r == nullptr) return;
  const int have = Count(s, *r, e.player);
  if (have >= r->count) return;
  const ObjectiveInfo* o = SecretObjective(e.card);
  out->AddTotal(o->name + " (\"" + o->text + "\"): " + s.PlayerLabel(e.player) + " has " +
                std::to_string(have) + " of " + std::to_string(r->count));
}

bool SecretOnTableWord(uint16_t card) {
  return SecretObjective(card) != nullptr && RequirementOf(card) == nullptr;
}

void StatusDraw(const Ti4State& s, const Event& e, Findings* out) {
  if (s.core().phase != kStatus || e.player >= 32) return;
  if (s.round().DrewThisStatus(e.player)) {
    out->Add(s.PlayerLabel(e.player) + " has already drawn their action card this status phase");
  } else if (e.arg != 1) {
    out->Add(s.PlayerLabel(e.player) + " draws " + std::to_string(e.arg) +
             " action cards in the status phase, not 1");
  }
}

constexpr Rule kList[] = {kSecretLimit, kSecretHeld, kSecretOnce, kSecretCondition, kStatusDraw};

std::span<const Rule> StatusRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
