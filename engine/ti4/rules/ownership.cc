#include "engine/ti4/rules/ownership.h"

#include "engine/ti4/ti4_catalog.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {

void AbilityFaction(const Ti4State& s, const Event& e, Findings* out) {
  if (!s.round().on || e.card < kFactionAbility || e.player >= s.map().factions.size()) return;
  const size_t index = e.card - kFactionAbility;
  if (index >= std::size(kFactionAbilities)) return;
  const FactionAbility& ability = kFactionAbilities[index];
  if (s.FactionId(e.player) == ability.faction) return;
  out->Add(std::string(ability.name) + " is an ability of " + std::string(ability.faction) +
           ", not of " + s.PlayerLabel(e.player) + "'s faction");
}

void AbilityTechnology(const Ti4State& s, const Event& e, Findings* out) {
  if (!s.round().on || e.card == 0 || e.card >= kFactionAbility || e.card > 64 ||
      e.player >= s.round().techs.size()) {
    return;
  }
  if ((s.round().techs[e.player] >> (e.card - 1)) & 1) return;
  out->Add(s.PlayerLabel(e.player) + " does not own " + TechnologyName(e.card));
}

void AbilityPillage(const Ti4State& s, const Event& e, Findings* out) {
  if (!s.round().on || e.card != kPillage || e.player >= s.map().factions.size()) return;
  const int target = e.target - 1;
  if (target < 0 || static_cast<size_t>(target) >= s.map().factions.size() || target == e.player) {
    return out->Add("Pillage names no other player");
  }
  const uint8_t them = static_cast<uint8_t>(target);
  if (!s.Neighbors(e.player, them)) {
    out->Add(s.PlayerLabel(them) + " is not a neighbour of " + s.PlayerLabel(e.player));
  }
  const int goods = s.player(them).trade_goods;
  if (goods < 3) {
    out->Add(s.PlayerLabel(them) + " has " + std::to_string(goods) +
             " trade goods; Pillage needs 3 or more");
  }
}

constexpr Rule kList[] = {kAbilityFaction, kAbilityTechnology, kAbilityPillage};

std::span<const Rule> OwnershipRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
