// Checks of personnel battle (base rules section 7): where it is fought, and the blows STRENGTH
// allows. Leaders and affiliation restrictions are the ship battle's rules (rules/battle.cc).
#include <algorithm>

#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

// stccg.battle.personnel.initiation: the attackers are the player's personnel at the place
// fought at (a planet's surface, a ship, a facility), where opposing personnel are too. A
// place that is none of those leaves nothing more to judge.
void StccgState::BattlePersonnelInitiation(const Event& e, Breaches* out) const {
  const CardType t = instances_[e.target].facts->type;
  const Zone z = cards_[e.target].zone;
  const bool place = (z == Zone::kSpaceline && instances_[e.target].facts->planet_mission) ||
                     ((t == CardType::kShip || t == CardType::kFacility) && LocationOf(e.target));
  if (!place) {
    out->Stop(Name(e.target) + " is not a planet surface, ship or facility in play");
    return;
  }
  std::vector<uint16_t> mine = PersonnelAt(e.player, e.target);
  for (uint16_t id : ActingCards(e)) {
    if (instances_[id].facts->type != CardType::kPersonnel) {
      out->Add(Name(id) + " is not a personnel");
    } else if (std::find(mine.begin(), mine.end(), id) == mine.end()) {
      out->Add(Name(id) + " is not at " + Name(e.target));
    }
  }
  if (PersonnelAt(static_cast<uint8_t>(1 - e.player), e.target).empty()) {
    out->Add("no opposing personnel are at " + Name(e.target));
  }
}

// stccg.battle.personnel.strength: in the battle under way, a personnel of one side hits one of
// the other; higher STRENGTH may stun, more than double may mortally wound; a personnel already
// stunned or mortally wounded is out of the battle.
void StccgState::BattlePersonnelStrength(const Event& e, Breaches* out) const {
  if (battle_.location == 0) {
    out->Stop("no personnel battle is under way");
    return;
  }
  // A white-deprivation battle has sides of its own (BattleSides); any other, the two players'.
  auto [mine, theirs] = BattleSides(e);
  auto in = [](const std::vector<uint16_t>& v, uint16_t id) {
    return std::find(v.begin(), v.end(), id) != v.end();
  };
  if (!in(mine, e.card) || !in(theirs, e.target)) {
    out->Add(Name(e.card) + " and " + Name(e.target) + " are not on opposing sides of the battle at " +
             Name(battle_.location));
    return;
  }
  for (uint16_t id : {e.card, e.target}) {
    if (in(battle_.hit, id)) out->Add(Name(id) + " is already out of the battle");
  }
  const int a = instances_[e.card].facts->strength, d = instances_[e.target].facts->strength;
  const std::string strengths = " (STRENGTH " + std::to_string(a) + " against " +
                                std::to_string(d) + ")";
  if (e.arg == 2 && a <= 2 * d) {
    out->Add(Name(e.card) + " does not have more than double " + Name(e.target) + "'s STRENGTH" +
             strengths);
  } else if (e.arg != 2 && a <= d) {
    out->Add(Name(e.card) + " does not have higher STRENGTH than " + Name(e.target) + strengths);
  }
}

}  // namespace stardate::engine::stccg
