// Checks of the Dominion rules that fire by themselves (data/rules/003_e9f36b50e205961e.txt,
// "White Deprivation"): the battle a white-deprived group owes at the start of its player's turn,
// the blows it must strike, and the cards that may not prevent it. Jem'Hadar suicide and the
// deprivation's victim are consequences the engine owes (stccg_deprivation.cc); the core names
// them when a log goes on without them, citing StccgState::DominionRule.
#include "engine/stccg/rules/deprivation.h"

#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

using internal::Contains;

bool JemHadarKill(const StccgState& s, const Event& e) {
  return e.kind == stccg::kKill && s.ValidCard(e.card) &&
         StccgState::IsJemHadar(*s.instances()[e.card].facts);
}

bool DeprivedBlowOffTarget(const StccgState& s, const Event& e) {
  const StccgState::Dominion::Battle& b = s.dominion().battle;
  if (e.kind != stccg::kEngage || b.place == 0 || !b.started || b.over ||
      !Contains(b.group, e.card) || !s.ValidCard(e.target)) {
    return false;
  }
  // Someone not at the battle's place at all is the personnel-battle rules' (not fighting).
  const bool here = Contains(s.PersonnelAt(0, b.place), e.target) ||
                    Contains(s.PersonnelAt(1, b.place), e.target);
  return here && !Contains(s.BattleSides(e).second, e.target);
}

// Whether `e` kills a white-deprived personnel of the battle under way that no blow and no rule
// owes to die yet: the table wrote the deprivation's death before the battle was over.
bool DeprivedKilledEarly(const StccgState& s, const Event& e) {
  const StccgState::Dominion::Battle& b = s.dominion().battle;
  if (e.kind != stccg::kKill || b.place == 0 || !b.started || b.over ||
      !Contains(b.group, e.card) || Contains(s.personnel_battle().hit, e.card)) {
    return false;
  }
  for (const Event& k : s.consequences()) {
    if (k.kind == stccg::kKill && k.card == e.card) return false;
  }
  return true;
}

// stccg.dominion.jemhadar-suicide: a Jem'Hadar's `loses` line with no death owed (the suicides a
// changeling's death owes are consequences; the core names those a log leaves out). The death of
// a white-deprived Jem'Hadar in the battle under way is white deprivation's
// (stccg.dominion.white-deprivation.blows names a battle not over).
void JemHadarSuicide(const StccgState& s, const Event& e, Breaches* out) {
  if (!JemHadarKill(s, e) || !s.consequences().empty() || s.IsDeprivationVictim(e.card)) return;
  const StccgState::Dominion::Battle& b = s.dominion().battle;
  if (b.place != 0 && b.started && Contains(b.group, e.card)) return;
  out->Add(s.Name(e.card) +
           " is a Jem'Hadar no death owes: no Founder (or any Odo) he was present "
           "with or attacking has died");
}

// stccg.dominion.white-deprivation: a `deprive` is the battle owed now (its place and exactly the
// [KW] personnel there); a split the table wrote is two teams as equal as possible; with the
// table's randomness, a log that goes on once the battle is over names the victim first.
void WhiteDeprivation(const StccgState& s, const Event& e, Breaches* out) {
  const StccgState::Dominion::Battle& b = s.dominion().battle;
  if (e.kind != stccg::kDeprive) {
    if (b.place == 0 || !b.started || !s.table_randomness() ||
        !StccgState::GoesOnFromBattle(e.kind))
      return;
    if (!s.DeprivedBlowsLeft().empty())
      return;  // the blows' finding says the battle went unfinished
    std::vector<uint16_t> v = s.DeprivationVictims();
    if (v.empty()) return;
    std::string names;
    for (uint16_t id : v) names += (names.empty() ? "" : ", ") + s.Name(id);
    out->Add("expected one of " + names + " (random selection) to die from white deprivation at " +
             s.Name(b.place) + " before " + s.EventText(e));
    return;
  }
  const Event* owed = nullptr;
  for (const Event& c : s.consequences()) {
    if (c.kind == stccg::kDeprive) owed = &c;
  }
  if (owed == nullptr) {
    out->Stop(
        "no white deprivation is due now (it comes at the start of the turn, one group at a "
        "time, for a crew or Away Team with [KW] personnel and no Ketracel-White)");
    return;
  }
  if (owed->player != e.player) return;  // the core names the deprivation owed
  if (owed->target != e.target) {
    out->Add("the white-deprived group due now is at " + s.Name(owed->target) + ", not " +
             s.Name(e.target));
    return;
  }
  std::vector<uint16_t> group = owed->cards, named = e.cards;
  group.insert(group.begin(), owed->card);
  named.insert(named.begin(), e.card);
  for (uint16_t id : group) {
    if (!Contains(named, id))
      out->Add(s.Name(id) + " is white-deprived at " + s.Name(e.target) + " but not named");
  }
  for (uint16_t id : named) {
    if (!Contains(group, id)) {
      out->Add(s.Name(id) + " is not a white-deprived ([KW]) personnel of " +
               s.PlayerLabel(e.player) + " at " + s.Name(e.target));
    }
  }
  std::vector<uint16_t> adversaries;
  if (s.table_randomness() && !e.random.empty() &&
      s.DeprivationPriority(e.player, e.target, named.size(), &adversaries) == 3) {
    size_t ones = 0;
    bool valid = e.random.size() >= named.size();
    for (size_t i = 0; valid && i < named.size(); ++i) {
      valid = e.random[i] <= 1;
      ones += e.random[i];
    }
    const size_t zeros = named.size() - ones;
    if (!valid || (ones > zeros ? ones - zeros : zeros - ones) > 1) {
      out->Add(
          "the written split (random, one team number 0 or 1 per personnel named) is not two "
          "teams of equal size, or as close as possible");
    }
  }
}

// stccg.dominion.white-deprivation.blows: the white-deprived stun and mortally wound whenever
// possible: a stun where STRENGTH allows a mortal wound, or going on while a blow is left.
void WhiteDeprivationBlows(const StccgState& s, const Event& e, Breaches* out) {
  const StccgState::Dominion::Battle& b = s.dominion().battle;
  if (b.place == 0 || !b.started || b.over) return;
  if (e.kind == stccg::kEngage) {
    if (e.arg != 1 || !s.ValidCard(e.card) || !s.ValidCard(e.target) ||
        !Contains(b.group, e.card)) {
      return;
    }
    auto [mine, theirs] = s.BattleSides(e);
    if (!Contains(theirs, e.target) || Contains(s.personnel_battle().hit, e.target)) return;
    const int a = s.instances()[e.card].facts->strength,
              d = s.instances()[e.target].facts->strength;
    if (a > 2 * d) {
      out->Add(s.Name(e.card) + " only stuns " + s.Name(e.target) +
               " where it must mortally wound (STRENGTH " + std::to_string(a) + " against " +
               std::to_string(d) + ")");
    }
    return;
  }
  if (!StccgState::GoesOnFromBattle(e.kind) && !DeprivedKilledEarly(s, e)) return;
  std::vector<std::pair<uint16_t, uint16_t>> left = s.DeprivedBlowsLeft();
  if (left.empty()) return;
  const auto [h, t] = left.front();
  const bool wound = s.instances()[h].facts->strength > 2 * s.instances()[t].facts->strength;
  std::string more = left.size() > 1 ? " (and " + std::to_string(left.size() - 1) + " more)" : "";
  out->Add("the white-deprivation battle at " + s.Name(b.place) + " is not over: " + s.Name(h) +
           " could still " + (wound ? "mortally wound " : "stun ") + s.Name(t) + more + " before " +
           s.EventText(e));
}

// stccg.dominion.white-deprivation.priorities: a white-deprived personnel's blow lands on an
// adversary the priorities give (StccgState::DeprivationPriority): opposing personnel (except
// changelings) or Rogue Borg when present, else its player's own non-[KW] personnel (except
// changelings), else the other assault team.
void WhiteDeprivationPriorities(const StccgState& s, const Event& e, Breaches* out) {
  if (!DeprivedBlowOffTarget(s, e)) return;
  const StccgState::Dominion::Battle& b = s.dominion().battle;
  std::string adversaries;
  for (uint16_t id : s.BattleSides(e).second) {
    adversaries += (adversaries.empty() ? "" : ", ") + s.Name(id);
  }
  static constexpr std::string_view kWhom[] = {
      "", "opposing personnel (except changelings) present, ",
      "no opposing personnel present: their own non-[KW] personnel (except changelings), ",
      "no other personnel present: the other assault team of the white-deprived, "};
  out->Add(s.Name(e.card) + " hits " + s.Name(e.target) + ", but at " + s.Name(b.place) +
           " the white-deprived attack " + std::string(kWhom[b.priority <= 3 ? b.priority : 0]) +
           "here " + adversaries);
}

// stccg.dominion.white-deprivation.prevent: no card keeps the white-deprived from fighting while
// their battle is pending or under way.
void WhiteDeprivationPrevent(const StccgState& s, const Event& e, Breaches* out) {
  if (e.kind != stccg::kPlayInterrupt && e.kind != stccg::kPlayEvent &&
      e.kind != stccg::kDownload) {
    return;
  }
  const StccgState::Dominion::Battle& b = s.dominion().battle;
  if (b.place == 0 || b.over) return;
  const uint16_t card = e.kind == stccg::kDownload ? (e.cards.empty() ? 0 : e.cards[0]) : e.card;
  if (!s.ValidCard(card)) return;
  static constexpr std::string_view kPreventing[] = {"Emergency Transporter Armbands",
                                                     "Prepare Assault Teams",
                                                     "I'm a Doctor Not a Doorstop", "Smoke Bomb"};
  const std::string& title = s.instances()[card].facts->title;
  for (std::string_view t : kPreventing) {
    if (title.compare(0, t.size(), t) == 0) {
      out->Add(s.Name(card) + " may not prevent " + s.PlayerLabel(b.player) +
               "'s white-deprived personnel from fighting at " + s.Name(b.place));
      return;
    }
  }
}

std::span<const Rule> DeprivationRules() {
  static constexpr Rule kAll[] = {kJemHadarSuicide, kWhiteDeprivation, kWhiteDeprivationBlows,
                                  kWhiteDeprivationPrevent, kWhiteDeprivationPriorities};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
