// Checks of personnel battle (base rules section 7): where it is fought, and the blows STRENGTH
// allows. Leaders and affiliation restrictions are the ship battle's rules (rules/battle.cc).
#include "engine/stccg/rules/personnel_battle.h"

#include <algorithm>
#include <functional>

#include "engine/rng.h"
#include "engine/stccg/rules/deprivation.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

// stccg.battle.personnel.initiation: the attackers are the player's personnel at the place
// fought at (a planet's surface, a ship, a facility), where opposing personnel are too. A
// place that is none of those leaves nothing more to judge.
void BattlePersonnelInitiation(const StccgState& s, const Event& e, Breaches* out) {
  const CardType t = s.instances()[e.target].type;
  const Zone z = s.cards()[e.target].zone;
  const bool place = (z == Zone::kSpaceline && s.instances()[e.target].facts->planet_mission) ||
                     ((t == CardType::kShip || t == CardType::kFacility) && s.LocationOf(e.target));
  if (!place) {
    out->Stop(s.Name(e.target) + " is not a planet surface, ship or facility in play");
    return;
  }
  std::vector<uint16_t> mine = s.PersonnelAt(e.player, e.target);
  for (uint16_t id : StccgState::ActingCards(e)) {
    if (s.instances()[id].type != CardType::kPersonnel) {
      out->Add(s.Name(id) + " is not a personnel");
    } else if (std::find(mine.begin(), mine.end(), id) == mine.end()) {
      out->Add(s.Name(id) + " is not at " + s.Name(e.target));
    }
  }
  if (s.PersonnelAt(static_cast<uint8_t>(1 - e.player), e.target).empty()) {
    out->Add("no opposing personnel are at " + s.Name(e.target));
  }
}

// stccg.battle.personnel.strength: in the battle under way, a personnel of one side hits one of
// the other; higher STRENGTH may stun, more than double may mortally wound; a personnel already
// stunned or mortally wounded is out of the battle.
void BattlePersonnelStrength(const StccgState& s, const Event& e, Breaches* out) {
  if (s.personnel_battle().location == 0) {
    out->Stop("no personnel battle is under way");
    return;
  }
  // A white-deprivation battle has sides of its own (BattleSides); any other, the two players'.
  // A white-deprived personnel's blow on someone not its adversary is the priorities' finding.
  if (DeprivedBlowOffTarget(s, e)) return;
  auto [mine, theirs] = s.BattleSides(e);
  auto in = [](const std::vector<uint16_t>& v, uint16_t id) {
    return std::find(v.begin(), v.end(), id) != v.end();
  };
  if (!in(mine, e.card) || !in(theirs, e.target)) {
    out->Add(s.Name(e.card) + " and " + s.Name(e.target) +
             " are not on opposing sides of the battle at " +
             s.Name(s.personnel_battle().location));
    return;
  }
  for (uint16_t id : {e.card, e.target}) {
    if (in(s.personnel_battle().hit, id)) out->Add(s.Name(id) + " is already out of the battle");
  }
  const int a = s.instances()[e.card].facts->strength, d = s.instances()[e.target].facts->strength;
  const std::string strengths =
      " (STRENGTH " + std::to_string(a) + " against " + std::to_string(d) + ")";
  if (e.arg == 2 && a <= 2 * d) {
    out->Add(s.Name(e.card) + " does not have more than double " + s.Name(e.target) +
             "'s STRENGTH" + strengths);
  } else if (e.arg != 2 && a <= d) {
    out->Add(s.Name(e.card) + " does not have higher STRENGTH than " + s.Name(e.target) +
             strengths);
  }
}

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
void BattlePersonnelCasualty(const StccgState& s, const Event& e, Breaches* out) {
  if (s.personnel_battle().location == 0 || s.personnel_battle().location != e.card) {
    out->Stop("no personnel battle is under way at " + s.Name(e.card));
    return;
  }
  const std::array<int32_t, 2> total = s.BattleStrength();
  const std::string strengths = "STRENGTH " + std::to_string(total[0]) + " (" + s.PlayerLabel(0) +
                                ") against " + std::to_string(total[1]) + " (" + s.PlayerLabel(1) +
                                ")";
  const std::vector<uint16_t> choices = s.CasualtyChoices();
  auto name = [&](uint16_t id) { return s.Name(id); };
  if (e.cards.empty()) {
    if (!choices.empty()) {
      out->Add(s.PlayerLabel(static_cast<uint8_t>(1 - s.BattleWinner())) + " lost the battle (" +
               strengths + ") and takes a casualty, one of " + Names(choices, name) +
               "; none is named");
    }
    return;
  }
  const uint16_t named = e.cards[0];
  if (choices.empty()) {
    out->Add(s.Name(named) + " is named as a casualty, but " +
             (s.BattleWinner() > 1 ? "no side lost (" + strengths + ")"
                                   : "the losing side has no personnel left to lose"));
  } else if (std::find(choices.begin(), choices.end(), named) == choices.end()) {
    out->Add(s.Name(named) + " is not one of the losing side's personnel the casualty may be (" +
             Names(choices, name) + "; " + strengths + ")");
  }
}

// core.random.honest, at the end of a personnel battle under the seed's randomness: the
// recorded selection is the seed's, and names the casualty it selects.
void CasualtyHonest(const StccgState& s, const Event& e, Breaches* out) {
  if (s.table_randomness() || s.personnel_battle().location == 0 ||
      s.personnel_battle().location != e.card)
    return;
  const std::vector<uint16_t> choices = s.CasualtyChoices();
  if (choices.empty() || e.cards.empty() ||
      std::find(choices.begin(), choices.end(), e.cards[0]) == choices.end()) {
    return;  // stccg.battle.personnel.casualty's breach
  }
  EventRng rng(s.core().seed, s.core().seq);
  const uint32_t k = rng.Below(static_cast<uint32_t>(choices.size()));
  if (e.random != std::vector<uint32_t>{k} || e.cards[0] != choices[k]) {
    out->Add("the recorded casualty " + s.Name(e.cards[0]) + " is not the one seed " +
             std::to_string(s.core().seed) + " selects for event " + std::to_string(s.core().seq) +
             " (" + s.Name(choices[k]) + ")");
  }
}

std::span<const Rule> PersonnelBattleRules() {
  static constexpr Rule kAll[] = {kBattlePersonnelInitiation, kBattlePersonnelStrength,
                                  kBattlePersonnelCasualty};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
