// The Dominion rules that fire by themselves (data/rules/003_e9f36b50e205961e.txt): Jem'Hadar
// suicide when a Founder (or any Odo) dies, and white deprivation at the start of a turn.
#include <algorithm>

#include "engine/json_writer.h"
#include "engine/rng.h"
#include "engine/stccg/card_persona.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/countdown.h"
#include "engine/stccg/rules/deprivation.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

using internal::Contains;

bool StccgState::IsFounderOrAnyOdo(const CardFacts& f) {
  if (f.type != CardType::kPersonnel) return false;
  // "A Founder lookalike impersonating someone is a Founder": the characteristic decides; any
  // Odo is read as 004 "any" says (engine/stccg/card_persona.h), never one impersonating him.
  return HasKeyword(f.keywords, "Founder") || IsAnyOf(f, "Odo");
}

bool StccgState::IsJemHadar(const CardFacts& f) {
  return f.type == CardType::kPersonnel && HasKeyword(f.keywords, "Jem'Hadar");
}

std::vector<uint16_t> StccgState::Killed(const Event& e) const {
  std::vector<uint16_t> out;
  switch (e.kind) {
    case stccg::kKill:
      out.push_back(e.card);
      break;
    case stccg::kEffect:
      if (e.arg == static_cast<int32_t>(Effect::kKills)) out = e.cards;
      break;
    case stccg::kEncounter:
      if (e.arg == static_cast<int32_t>(Outcome::kKilled)) out = e.cards;
      break;
    default:
      break;
  }
  out.erase(std::remove_if(out.begin(), out.end(),
                           [&](uint16_t id) {
                             return !ValidCard(id) || !PresentInPlay(cards_[id].zone) ||
                                    instances_[id].type != CardType::kPersonnel;
                           }),
            out.end());
  return out;
}

void StccgState::QueueJemHadarSuicides(const Event& e) {
  auto& suicides = dominion_.suicides;
  if (e.kind == stccg::kKill) {
    suicides.erase(std::remove(suicides.begin(), suicides.end(), e.card), suicides.end());
  }
  const std::vector<uint16_t> dying = Killed(e);
  for (uint16_t c : dying) {
    if (!IsFounderOrAnyOdo(*instances_[c].facts)) continue;
    const Zone z = cards_[c].zone;
    const uint16_t w = cards_[c].where;
    std::vector<uint16_t> owed;
    auto owe = [&](uint16_t j) {
      if (!IsJemHadar(*instances_[j].facts) || Contains(dying, j) || Contains(owed, j)) return;
      for (const Event& k : consequences_) {
        if (k.kind == stccg::kKill && k.card == j) return;  // already dying
      }
      owed.push_back(j);
    };
    // Present with the changeling: the same planet surface, or aboard the same ship, facility
    // or site (INTERPRETATIONS.md).
    for (size_t j = 1; j < cards_.size(); ++j) {
      if (cards_[j].zone == z && cards_[j].where == w && j != c) owe(static_cast<uint16_t>(j));
    }
    // Attacking its Away Team, ship or facility: the attackers of a personnel battle there,
    // and the crews of ships and facilities that fired on its ship or facility this turn.
    const uint8_t side = cards_[c].controller;
    const uint16_t holder = z == Zone::kAboard ? (NorOf(w) ? NorOf(w) : w) : w;
    if (battle_.location != 0 && battle_.player != side &&
        (battle_.location == w || battle_.location == holder)) {
      for (uint16_t j : Force(battle_.player)) owe(j);
    }
    if (z == Zone::kAboard) {
      for (const auto& [target, firing] : dominion_.attacks) {
        if (target == holder || target == w) ForEachPersonnelAboard(firing, owe);
      }
    }
    for (uint16_t j : owed) {
      OweDeath(j);
      suicides.push_back(j);
    }
  }
}

void StccgState::NoteChangelingAttack(const Event& e) {
  if (!ValidCard(e.target) || IsReturnFire(e)) return;
  bool changeling = false;
  ForEachPersonnelAboard(
      e.target, [&](uint16_t id) { changeling |= IsFounderOrAnyOdo(*instances_[id].facts); });
  if (!changeling) return;
  for (uint16_t f : FiringCards(e)) dominion_.attacks.emplace_back(e.target, f);
}

// ---------------------------------------------------------------------------------------------
// White deprivation

bool StccgState::HasWhiteIcon(const CardFacts& f) { return f.white_icon; }

bool StccgState::IsKetracelWhite(const CardFacts& f) {
  // 004 "any": for equipment, the characteristic in its title ("Ketracel-White", "*VP" too),
  // read once by the card pool.
  return f.ketracel_white;
}

std::vector<uint16_t> StccgState::WhiteIconPersonnelAt(uint8_t player, uint16_t place) const {
  std::vector<uint16_t> out = PersonnelAt(player, place);
  out.erase(std::remove_if(out.begin(), out.end(),
                           [&](uint16_t id) { return !HasWhiteIcon(*instances_[id].facts); }),
            out.end());
  return out;
}

bool StccgState::KetracelWhiteAt(uint16_t place) const {
  for (size_t id = 1; id < cards_.size(); ++id) {
    const CardState& c = cards_[id];  // the place first: it needs no look at the card's facts
    const bool here = (c.zone == Zone::kOnPlanet && c.where == place) ||
                      (c.zone == Zone::kAboard && (c.where == place || NorOf(c.where) == place));
    if (here && IsKetracelWhite(*instances_[id].facts) &&
        (countdowns_.empty() || !CountdownRunOut(id))) {
      return true;
    }
  }
  return false;
}

namespace {

bool IsChangeling(const CardFacts& f) { return HasKeyword(f.keywords, "Changeling"); }

bool IsRogueBorg(const CardFacts& f) {
  return HasKeyword(f.keywords, "Rogue Borg") || f.title.find("Rogue Borg") != std::string::npos;
}

}  // namespace

uint8_t StccgState::DeprivationPriority(uint8_t player, uint16_t place, size_t group_size,
                                        std::vector<uint16_t>* adversaries) const {
  adversaries->clear();
  if (!IsPlayer(player)) return 0;
  for (uint16_t id : PersonnelAt(static_cast<uint8_t>(1 - player), place)) {
    const CardFacts& f = *instances_[id].facts;
    if (!IsChangeling(f) || IsRogueBorg(f)) adversaries->push_back(id);
  }
  if (!adversaries->empty()) return 1;
  for (uint16_t id : PersonnelAt(player, place)) {
    const CardFacts& f = *instances_[id].facts;
    if (!HasWhiteIcon(f) && !IsChangeling(f)) adversaries->push_back(id);
  }
  if (!adversaries->empty()) return 2;
  return group_size >= 2 ? 3 : 0;
}

std::vector<uint32_t> StccgState::DeprivationRandom(const Event& e) const {
  const uint32_t n = static_cast<uint32_t>(e.cards.size() + 1);
  std::vector<uint16_t> adversaries;
  EventRng rng(core_.seed, core_.seq);
  std::vector<uint32_t> out;
  if (DeprivationPriority(e.player, e.target, n, &adversaries) == 3) {
    // "Randomly split them into two separate assault teams of equal size (or as close as
    // possible)": the first half of a random order is team 0, the rest team 1.
    std::vector<uint32_t> order = rng.Permutation(n);
    out.assign(n, 0);
    for (uint32_t i = n / 2; i < n; ++i) out[order[i]] = 1;
  }
  // The draw that chooses the victim once the battle is over (DeprivationVictims).
  out.push_back(static_cast<uint32_t>(rng.Next() >> 32));
  return out;
}

std::pair<std::vector<uint16_t>, std::vector<uint16_t>> StccgState::BattleSides(
    const Event& e) const {
  const Dominion::Battle& b = dominion_.battle;
  if (b.place == 0 || !b.started) {
    return {Force(e.player), Force(static_cast<uint8_t>(1 - e.player))};
  }
  if (b.over) return {};
  if (Contains(b.team, e.card)) return {b.team, b.adversaries};
  if (Contains(b.adversaries, e.card)) return {b.adversaries, b.team};
  return {};
}

std::vector<std::pair<uint16_t, uint16_t>> StccgState::DeprivedBlowsLeft() const {
  std::vector<std::pair<uint16_t, uint16_t>> out;
  const Dominion::Battle& b = dominion_.battle;
  if (b.place == 0 || !b.started || b.over || b.priority == 0) return out;
  if (b.priority == 3 && b.team == b.adversaries) return out;  // the split is not known
  auto out_of_battle = [&](uint16_t id) {
    return Contains(battle_.hit, id) || !PresentInPlay(cards_[id].zone);
  };
  auto strikes = [&](const std::vector<uint16_t>& hitters, const std::vector<uint16_t>& targets) {
    for (uint16_t h : hitters) {
      if (out_of_battle(h)) continue;
      for (uint16_t t : targets) {
        if (h != t && !out_of_battle(t) &&
            instances_[h].facts->strength > instances_[t].facts->strength) {
          out.emplace_back(h, t);
        }
      }
    }
  };
  strikes(b.team, b.adversaries);
  if (b.priority == 3) strikes(b.adversaries, b.team);  // both teams are white-deprived
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<uint16_t> StccgState::DeprivationVictims() const {
  std::vector<uint16_t> out;
  const Dominion::Battle& b = dominion_.battle;
  if (b.place == 0 || !b.started) return out;
  if (b.victim != 0) return {b.victim};
  // Without a known split the table may end the battle whenever it has written its blows.
  if (!b.over && !(b.priority == 3 && b.team == b.adversaries)) return out;
  for (uint16_t id : b.group) {
    if (!PresentInPlay(cards_[id].zone)) continue;
    bool dying = false;  // mortally wounded, or owed another death
    for (const Event& k : consequences_) dying |= k.kind == stccg::kKill && k.card == id;
    if (!dying) out.push_back(id);
  }
  return out;
}

bool StccgState::IsDeprivationVictim(uint16_t id) const {
  if (dominion_.battle.place == 0) return false;  // the common case: no scan
  return Contains(DeprivationVictims(), id);
}

bool StccgState::GoesOnFromBattle(EventKind kind) {
  switch (kind) {
    case stccg::kEngage:
    case stccg::kKill:
    case stccg::kDestroy:
    case stccg::kEffect:
    case stccg::kPlayInterrupt:
    case stccg::kDownload:
    case EventKind::PASS:
    case EventKind::RESOLVE:
    case stccg::kDeprive:
    case EventKind::PHASE:  // the phase step the next action needs: that action goes on
      return false;
    default:
      return true;
  }
}

std::string_view StccgState::DominionRule(const Event& required) const {
  if (required.kind == stccg::kDeprive) return rules::kWhiteDeprivation.id;
  if (required.kind == stccg::kExpire) return rules::kKetracelWhiteCountdown.id;
  if (required.kind != stccg::kKill) return "";
  if (Contains(dominion_.suicides, required.card)) return rules::kJemHadarSuicide.id;
  if (dominion_.battle.victim != 0 && dominion_.battle.victim == required.card) {
    return rules::kWhiteDeprivation.id;
  }
  return "";
}

void StccgState::FormDeprivationTeams() {
  Dominion::Battle& b = dominion_.battle;
  std::vector<uint16_t> adversaries;
  b.priority = DeprivationPriority(b.player, b.place, b.group.size(), &adversaries);
  b.team = b.group;
  b.adversaries = std::move(adversaries);
  if (b.priority == 3) {
    b.adversaries = b.group;  // the split unknown until shown otherwise
    const size_t n = b.group.size();
    bool split = b.random.size() >= n;  // under the seed, the victim's draw follows
    for (size_t i = 0; split && i < n; ++i) split = b.random[i] <= 1;
    if (split) {
      b.team.clear();
      b.adversaries.clear();
      for (size_t i = 0; i < n; ++i)
        (b.random[i] == 0 ? b.team : b.adversaries).push_back(b.group[i]);
    }
  }
}

void StccgState::StartDeprivationBattle() {
  Dominion::Battle& b = dominion_.battle;
  if (b.place == 0 || b.started) return;
  b.started = 1;
  FormDeprivationTeams();  // again: a response may have changed who is there
  // The blows are written as in any personnel battle (stccg_personnel_battle.cc), at this place.
  battle_ = PersonnelBattle{};
  battle_.player = b.player;
  battle_.location = b.place;
  if (DeprivedBlowsLeft().empty() && !(b.priority == 3 && b.team == b.adversaries)) {
    b.over = 1;
    OweDeprivationVictim();
  }
}

void StccgState::OweDeprivationVictim() {
  Dominion::Battle& b = dominion_.battle;
  if (b.place == 0 || !b.over || b.victim != 0 || table_randomness_) return;
  std::vector<uint16_t> candidates = DeprivationVictims();
  if (candidates.empty()) {
    EndDeprivationBattle();  // no one left to die of it
    return;
  }
  // The seed's draw, scaled to the candidates (multiply-shift: no division).
  const uint64_t draw = b.random.empty() ? 0 : b.random.back();
  b.victim = candidates[static_cast<size_t>((draw * candidates.size()) >> 32)];
  OweDeath(b.victim);
}

void StccgState::OweDeath(uint16_t id) {
  Event k;
  k.kind = stccg::kKill;
  k.player = cards_[id].controller > 1 ? instances_[id].owner : cards_[id].controller;
  k.card = id;
  consequences_.push_back(k);
}

void StccgState::EndDeprivationBattle() {
  if (battle_.location == dominion_.battle.place) battle_ = PersonnelBattle{};
  dominion_.battle = Dominion::Battle{};
}

void StccgState::AdvanceDeprivation(const Event& e, bool victim_killed) {
  Dominion& d = dominion_;
  Dominion::Battle& b = d.battle;
  if (e.kind == EventKind::TURN) {
    d.due.clear();
    d.owed_place = 0;
    d.owed_rest.clear();
    b = Dominion::Battle{};
    consequences_.erase(std::remove_if(consequences_.begin(), consequences_.end(),
                                       [](const Event& c) { return c.kind == stccg::kDeprive; }),
                        consequences_.end());
    // "At the beginning of each of your turns, wherever you have a crew or Away Team that
    // includes [KW] personnel but no Ketracel-White Equipment cards" (003): one group per place.
    if (IsPlayer(e.player) && core_.turn > 0) {
      std::vector<uint16_t> seen;  // places looked at: each is searched for Ketracel-White once
      for (size_t id = 1; id < cards_.size(); ++id) {
        const CardState& c = cards_[id];
        if (c.controller != e.player || !PresentInPlay(c.zone) ||
            !HasWhiteIcon(*instances_[id].facts)) {
          continue;
        }
        const uint16_t place = PresencePlace(static_cast<uint16_t>(id));
        if (Contains(seen, place)) continue;
        seen.push_back(place);
        if (!KetracelWhiteAt(place)) d.due.push_back(place);
      }
    }
  } else if (e.kind == stccg::kDeprive) {
    // Initiated (or carried out by the core for a log that left it out: see below).
    d.owed_place = 0;
    d.owed_rest.clear();
    b = Dominion::Battle{};
    b.player = e.player;
    b.place = ValidCard(e.target) ? e.target : 0;
    if (ValidCard(e.card)) b.group.push_back(e.card);
    for (uint16_t id : e.cards) {
      if (ValidCard(id)) b.group.push_back(id);
    }
    b.random = e.random;
    if (b.group.empty()) {
      b = Dominion::Battle{};
    } else {
      FormDeprivationTeams();  // shown while the response window is open
    }
    return;
  } else if (b.place != 0 && !b.started) {
    bool pending = false;
    for (const PendingAction& p : core_.stack) pending |= p.action.kind == stccg::kDeprive;
    if (!pending) b = Dominion::Battle{};  // never initiated at the table: no battle happened
  } else if (b.place != 0) {
    if (e.kind == stccg::kEngage) {
      if (!b.over && DeprivedBlowsLeft().empty() && !(b.priority == 3 && b.team == b.adversaries)) {
        b.over = 1;
      }
    } else if (victim_killed) {
      EndDeprivationBattle();
    } else if (GoesOnFromBattle(e.kind)) {
      // The table went on: the battle is over, its victim (seed) owed from now on.
      b.over = 1;
      if (table_randomness_) EndDeprivationBattle();
    }
    OweDeprivationVictim();
  }
  // One group at a time: the next group's battle is owed once the last one is done.
  while (b.place == 0 && d.owed_place == 0 && !d.due.empty()) {
    const uint16_t place = d.due.front();
    d.due.erase(d.due.begin());
    std::vector<uint16_t> group = WhiteIconPersonnelAt(core_.active, place);
    if (group.empty() || KetracelWhiteAt(place)) continue;
    Event owed;
    owed.kind = stccg::kDeprive;
    owed.player = core_.active;
    owed.card = group.front();
    owed.target = place;
    owed.cards.assign(group.begin() + 1, group.end());
    d.owed_place = place;
    d.owed_rest = owed.cards;
    consequences_.push_back(std::move(owed));
  }
}

void StccgState::SerializeDominion(ByteWriter* w) const {
  auto ids = [&](const std::vector<uint16_t>& v) { w->Seq(v, [&](uint16_t id) { w->U16(id); }); };
  if (!dominion_.suicides.empty() || !dominion_.attacks.empty()) {
    w->U8(internal::kSectionJemHadarSuicide);
    ids(dominion_.suicides);
    w->Seq(dominion_.attacks, [&](const std::pair<uint16_t, uint16_t>& a) {
      w->U16(a.first);
      w->U16(a.second);
    });
  }
  const Dominion::Battle& b = dominion_.battle;
  if (!dominion_.due.empty() || dominion_.owed_place != 0 || b.place != 0) {
    w->U8(internal::kSectionWhiteDeprivation);
    ids(dominion_.due);
    w->U16(dominion_.owed_place);
    ids(dominion_.owed_rest);
    w->U8(b.player);
    w->U16(b.place);
    w->U8(b.started);
    w->U8(b.priority);
    w->U8(b.over);
    w->U16(b.victim);
    ids(b.group);
    ids(b.team);
    ids(b.adversaries);
    w->Seq(b.random, [&](uint32_t v) { w->U32(v); });
  }
}

bool StccgState::RestoreDominionSection(uint8_t tag, ByteReader* r, size_t cards) {
  auto ids = [&](std::vector<uint16_t>* v) { internal::ReadCardIds(r, cards, v); };
  if (tag == internal::kSectionJemHadarSuicide) {
    ids(&dominion_.suicides);
    uint32_t k = r->Count(4);
    dominion_.attacks.clear();
    for (uint32_t i = 0; i < k && r->ok(); ++i) {
      uint16_t target = r->U16();
      uint16_t firing = r->U16();
      if (target == 0 || target >= cards || firing == 0 || firing >= cards) {
        r->Fail("attack on a changeling");
      }
      dominion_.attacks.emplace_back(target, firing);
    }
    return true;
  }
  if (tag == internal::kSectionWhiteDeprivation) {
    Dominion::Battle& b = dominion_.battle;
    ids(&dominion_.due);
    dominion_.owed_place = r->U16();
    ids(&dominion_.owed_rest);
    b.player = r->U8();
    b.place = r->U16();
    b.started = r->U8();
    b.priority = r->U8();
    b.over = r->U8();
    b.victim = r->U16();
    ids(&b.group);
    ids(&b.team);
    ids(&b.adversaries);
    uint32_t k = r->Count(4);
    b.random.clear();
    for (uint32_t i = 0; i < k && r->ok(); ++i) b.random.push_back(r->U32());
    if (dominion_.owed_place >= cards || !IsPlayer(b.player) || b.place >= cards || b.started > 1 ||
        b.priority > 3 || b.over > 1 || b.victim >= cards) {
      r->Fail("white deprivation");
    }
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// What `show` prints

void StccgState::DescribeDominion(std::string* text) const {
  std::string& s = *text;
  auto names = [&](const std::vector<uint16_t>& v) {
    std::string out;
    for (uint16_t id : v) out += (out.empty() ? "" : ", ") + Name(id);
    return out.empty() ? std::string("none") : out;
  };
  const Dominion::Battle& b = dominion_.battle;
  if (b.place != 0) {
    s += "White deprivation (" + PlayerLabel(b.player) + ") at " + Name(b.place) + ": ";
    {
      static constexpr std::string_view kPriority[] = {
          "no battle (alone)", "attacking opposing personnel",
          "attacking their own non-[KW] personnel", "battling themselves"};
      s += std::string(kPriority[b.priority]) +
           (!b.started ? ", responses before the battle"
            : b.over   ? ", battle over"
                       : "") +
           "\n";
      s += "  temporary assault team: " + names(b.team) + "\n";
      if (b.priority != 0) {
        s +=
            std::string(b.priority == 3 ? "  second team: " : "  adversaries: ") +
            names(b.adversaries) +
            (b.priority == 3 && b.team == b.adversaries ? " (the split is the table's, not written)"
                                                        : "") +
            "\n";
      }
      for (const auto& [h, t] : DeprivedBlowsLeft()) {
        s += "  must still hit: " + Name(h) + " -> " + Name(t) + "\n";
      }
      if (std::vector<uint16_t> v = DeprivationVictims(); !v.empty()) {
        s += std::string(b.victim ? "  dies of white deprivation (the seed's random selection): "
                                  : "  one dies of white deprivation (random selection) among: ") +
             names(v) + "\n";
      }
    }
  }
  if (!dominion_.due.empty()) s += "White deprivation still due at: " + names(dominion_.due) + "\n";
  if (!dominion_.suicides.empty()) {
    s += "Jem'Hadar suicide owed: " + names(dominion_.suicides) + "\n";
  }
}

void StccgState::DescribeDominionJson(JsonWriter* j) const {
  auto names = [&](const std::vector<uint16_t>& v) {
    j->BeginArray();
    for (uint16_t id : v) j->String(Name(id));
    j->EndArray();
  };
  const Dominion::Battle& b = dominion_.battle;
  if (b.place == 0 && dominion_.due.empty() && dominion_.suicides.empty()) return;
  j->Key("dominion").BeginObject();
  if (b.place != 0) {
    j->Key("whiteDeprivation").BeginObject();
    j->Key("player").String(PlayerLabel(b.player));
    j->Key("place").String(Name(b.place));
    j->Key("started").Bool(b.started != 0);
    j->Key("priority").Uint(b.priority);
    j->Key("over").Bool(b.over != 0);
    j->Key("group");
    names(b.group);
    j->Key("team");
    names(b.team);
    j->Key(b.priority == 3 ? "secondTeam" : "adversaries");
    names(b.adversaries);
    j->Key("splitKnown").Bool(!(b.priority == 3 && b.team == b.adversaries));
    j->Key("blowsLeft").BeginArray();
    for (const auto& [h, t] : DeprivedBlowsLeft()) {
      j->BeginObject();
      j->Key("hitter").String(Name(h));
      j->Key("adversary").String(Name(t));
      j->EndObject();
    }
    j->EndArray();
    j->Key("victims");
    names(DeprivationVictims());
    j->EndObject();
  }
  j->Key("due");
  names(dominion_.due);
  j->Key("jemHadarSuicidesOwed");
  names(dominion_.suicides);
  j->EndObject();
}

}  // namespace stardate::engine::stccg
