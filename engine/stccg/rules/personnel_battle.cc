// Checks of personnel battle (base rules section 7): where it is fought, and the blows STRENGTH
// allows. Leaders and affiliation restrictions are the ship battle's rules (rules/battle.cc).
#include <algorithm>
#include <functional>

#include "engine/rng.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

// stccg.battle.personnel.initiation: the attackers are the player's personnel at the place
// fought at (a planet's surface, a ship, a facility), where opposing personnel are too. A
// place that is none of those leaves nothing more to judge.
void StccgState::BattlePersonnelInitiation(const Event& e, Breaches* out) const {
  const CardType t = instances_[e.target].type;
  const Zone z = cards_[e.target].zone;
  const bool place = (z == Zone::kSpaceline && instances_[e.target].facts->planet_mission) ||
                     ((t == CardType::kShip || t == CardType::kFacility) && LocationOf(e.target));
  if (!place) {
    out->Stop(Name(e.target) + " is not a planet surface, ship or facility in play");
    return;
  }
  std::vector<uint16_t> mine = PersonnelAt(e.player, e.target);
  for (uint16_t id : ActingCards(e)) {
    if (instances_[id].type != CardType::kPersonnel) {
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
    out->Add(Name(e.card) + " and " + Name(e.target) +
             " are not on opposing sides of the battle at " + Name(battle_.location));
    return;
  }
  for (uint16_t id : {e.card, e.target}) {
    if (in(battle_.hit, id)) out->Add(Name(id) + " is already out of the battle");
  }
  const int a = instances_[e.card].facts->strength, d = instances_[e.target].facts->strength;
  const std::string strengths =
      " (STRENGTH " + std::to_string(a) + " against " + std::to_string(d) + ")";
  if (e.arg == 2 && a <= 2 * d) {
    out->Add(Name(e.card) + " does not have more than double " + Name(e.target) + "'s STRENGTH" +
             strengths);
  } else if (e.arg != 2 && a <= d) {
    out->Add(Name(e.card) + " does not have higher STRENGTH than " + Name(e.target) + strengths);
  }
}

}  // namespace stardate::engine::stccg

namespace stardate::engine::stccg {

namespace {

std::string Names(const std::vector<uint16_t>& ids,
                  const std::function<std::string(uint16_t)>& name) {
  std::string s;
  for (size_t i = 0; i < ids.size(); ++i) s += (i ? ", " : "") + name(ids[i]);
  return s;
}

}  // namespace

// stccg.battle.personnel.casualty: a personnel battle ends with a winner, the side with the
// higher STRENGTH of personnel neither stunned nor mortally wounded, and the losing side takes
// one casualty, selected at random among its personnel fighting who are not mortally wounded.
// Equal STRENGTH: no winner and no casualty.
void StccgState::BattlePersonnelCasualty(const Event& e, Breaches* out) const {
  if (battle_.location == 0 || battle_.location != e.card) {
    out->Stop("no personnel battle is under way at " + Name(e.card));
    return;
  }
  const std::array<int32_t, 2> total = BattleStrength();
  const std::string strengths = "STRENGTH " + std::to_string(total[0]) + " (" + PlayerLabel(0) +
                                ") against " + std::to_string(total[1]) + " (" + PlayerLabel(1) +
                                ")";
  const std::vector<uint16_t> choices = CasualtyChoices();
  auto name = [&](uint16_t id) { return Name(id); };
  if (e.cards.empty()) {
    if (!choices.empty()) {
      out->Add(PlayerLabel(static_cast<uint8_t>(1 - BattleWinner())) + " lost the battle (" +
               strengths + ") and takes a casualty, one of " + Names(choices, name) +
               "; none is named");
    }
    return;
  }
  const uint16_t named = e.cards[0];
  if (choices.empty()) {
    out->Add(Name(named) + " is named as a casualty, but " +
             (BattleWinner() > 1 ? "no side lost (" + strengths + ")"
                                 : "the losing side has no personnel left to lose"));
  } else if (std::find(choices.begin(), choices.end(), named) == choices.end()) {
    out->Add(Name(named) + " is not one of the losing side's personnel the casualty may be (" +
             Names(choices, name) + "; " + strengths + ")");
  }
}

// core.random.honest, at the end of a personnel battle under the seed's randomness: the
// recorded selection is the seed's, and names the casualty it selects.
void StccgState::CasualtyHonest(const Event& e, Breaches* out) const {
  if (table_randomness_ || battle_.location == 0 || battle_.location != e.card) return;
  const std::vector<uint16_t> choices = CasualtyChoices();
  if (choices.empty() || e.cards.empty() ||
      std::find(choices.begin(), choices.end(), e.cards[0]) == choices.end()) {
    return;  // stccg.battle.personnel.casualty's breach
  }
  EventRng rng(core_.seed, core_.seq);
  const uint32_t k = rng.Below(static_cast<uint32_t>(choices.size()));
  if (e.random != std::vector<uint32_t>{k} || e.cards[0] != choices[k]) {
    out->Add("the recorded casualty " + Name(e.cards[0]) + " is not the one seed " +
             std::to_string(core_.seed) + " selects for event " + std::to_string(core_.seq) + " (" +
             Name(choices[k]) + ")");
  }
}

}  // namespace stardate::engine::stccg
