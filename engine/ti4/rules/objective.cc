#include "engine/ti4/rules/objective.h"

#include "engine/ti4/objectives.h"
#include "engine/ti4/rules/shared.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {

void ObjectiveHome(const Ti4State& s, const Event& e, Findings* out) {
  // LRR 61.16, with 001 note 5: every planet of the home system, stations aside.
  const uint16_t home = s.map().factions[e.player].home;
  for (uint16_t planet : s.board().systems[home].planets) {
    if (s.IsStation(planet)) continue;
    if (s.Controller(planet) != e.player) {
      out->Add(s.PlayerLabel(e.player) + " does not control " + s.PlanetName(planet) +
               " in their home system");
    }
  }
}

void ObjectiveCondition(const Ti4State& s, const Event& e, Findings* out) {
  if (e.card < 1 || e.card > kObjectives.size()) {
    out->Stop("objective " + std::to_string(e.card) + " is unknown");
    return;
  }
  // The condition is judged after whether it may be scored now (its finding comes last).
  std::optional<Finding> unmet = UnmetCondition(s, e);
  if (unmet && unmet->rule == kObjectiveCondition.id) out->AddTotal(std::move(unmet->detail));
}

void ObjectiveConditionReveal(const Ti4State&, const Event& e, Findings* out) {
  if (e.card < 1 || e.card > kObjectives.size()) {
    out->Stop("objective " + std::to_string(e.card) + " is none of the " +
              std::to_string(kObjectives.size()) + " known");
  }
}

void ObjectiveOnce(const Ti4State& s, const Event& e, Findings* out) {
  const std::string who = s.PlayerLabel(e.player);
  const std::string name(kObjectives[e.card - 1].name);
  const Ti4State::PlayerState& ps = s.player(e.player);
  if (!s.Revealed(e.card)) {
    out->Add(name + " has not been revealed");
  } else if (ps.scored & (1u << e.card)) {
    out->Add(who + " has already scored " + name);
  } else if (s.core().phase != kStatus &&
             !(s.round().primary_card == kImperial && s.core().active == e.player)) {
    // Imperial's primary scores one public objective in the action phase (LRR 45.2).
    out->Add(name + " is scored in the status phase");
  } else if (ps.scored_this_status) {
    out->Add(who + " has already scored a public objective this status phase");
  }
}

void ObjectiveOnceReveal(const Ti4State& s, const Event& e, Findings* out) {
  if (s.Revealed(e.card)) {
    out->Add(std::string(kObjectives[e.card - 1].name) + " is already revealed");
  }
}

void ObjectiveCombat(const Ti4State& s, const Event& e, Findings* out) {
  const RoundState& r = s.round();
  if (!r.on || s.core().phase != kAction || r.combat == 0) return;
  if (!((r.combat_scored >> e.player) & 1)) return;
  out->Add(s.PlayerLabel(e.player) + " has already scored an objective during or after this " +
           (r.combat == kGroundCombat ? "ground combat" : "space combat"));
}

constexpr Rule kList[] = {kObjectiveHome, kObjectiveCondition, kObjectiveOnce, kObjectiveCombat};

std::span<const Rule> ObjectiveRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
