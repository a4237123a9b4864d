#include "engine/ti4/rules/exhaust.h"

#include "engine/ti4/rules/shared.h"
#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {

void ExhaustControl(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t planet = e.card - 1;
  if (!s.IsStation(planet) && s.Controller(planet) != e.player) {
    out->Add(s.PlayerLabel(e.player) + " does not control " + s.PlanetName(planet));
  }
}

void ExhaustControlReady(const Ti4State& s, const Event& e, Findings* out) {
  const std::vector<uint16_t> cards = ReadiedCards(s, e);
  for (size_t i = 0; i < cards.size(); ++i) {
    const uint16_t id = cards[i];
    if (s.ValidPlanet(id) && !s.IsStation(id - 1) && s.Controller(id - 1) != e.player) {
      out->AddForCard(i, s.PlayerLabel(e.player) + " does not control " + s.PlanetName(id - 1));
    }
  }
}

void ExhaustControlVote(const Ti4State& s, const Event& e, Findings* out) {
  for (size_t i = 0; i < e.cards.size(); ++i) {
    const uint16_t id = e.cards[i];
    if (s.ValidPlanet(id) && !s.IsStation(id - 1) && s.Controller(id - 1) != e.player) {
      out->AddForCard(i, s.PlayerLabel(e.player) + " does not control " + s.PlanetName(id - 1));
    }
  }
}

void ExhaustReady(const Ti4State& s, const Event& e, Findings* out) {
  const uint16_t planet = e.card - 1;
  if (!s.IsStation(planet) && s.Controller(planet) == e.player && s.Exhausted(planet)) {
    out->Add(s.PlanetName(planet) + " is already exhausted");
  }
  if (e.arg != 0 && e.arg != 1) {
    out->Add("a planet is exhausted for its resources or its influence");
  }
}

void ExhaustReadyVote(const Ti4State& s, const Event& e, Findings* out) {
  for (size_t i = 0; i < e.cards.size(); ++i) {
    const uint16_t id = e.cards[i];
    if (s.ValidPlanet(id) && !s.IsStation(id - 1) && s.Controller(id - 1) == e.player &&
        s.Exhausted(id - 1)) {
      out->AddForCard(i, s.PlanetName(id - 1) + " is already exhausted");
    }
  }
}

void ExhaustReadyTech(const Ti4State& s, const Event& e, Findings* out) {
  if (e.card < kFactionAbility && s.TechExhausted(e.player, e.card)) {
    const Ti4Catalog* catalog = BuiltInCatalog();
    out->Add((catalog != nullptr ? AbilityName(*catalog, e.card) : "the technology") +
             " is already exhausted");
  }
}

void ReadyWhen(const Ti4State& s, const Event& e, Findings* out) {
  const std::vector<uint16_t> cards = ReadiedCards(s, e);
  const int32_t phase = s.core().phase;
  for (size_t i = 0; i < cards.size(); ++i) {
    const uint16_t id = cards[i];
    if (!s.ValidPlanet(id)) {
      out->AddForCard(i, "planet " + std::to_string(id) + " is not on the map");
    } else if (!s.IsStation(id - 1) && s.Controller(id - 1) == e.player && phase != kStatus &&
               phase != kAgenda) {
      out->AddForCard(i, s.PlanetName(id - 1) +
                             " is readied in the status or agenda phase, not the " +
                             PhaseWord(phase) + " phase");
    }
  }
}

constexpr Rule kList[] = {kExhaustControl, kExhaustReady, kReadyWhen};

std::span<const Rule> ExhaustRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
