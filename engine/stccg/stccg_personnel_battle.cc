// Battles in the 1E state: the personnel battle under way (base rules section 7), the blows the
// table writes, its end (winner and casualty) and the deaths they leave owed; the records ship
// battles and downloads keep (attack permissions, tactics, special downloads used) and how
// `show` prints them.
#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

std::vector<uint16_t> StccgState::PersonnelAt(uint8_t player, uint16_t where) const {
  std::vector<uint16_t> out;
  if (!ValidCard(where)) return out;
  if (cards_[where].zone == Zone::kSpaceline) {
    for (size_t id = 1; id < cards_.size(); ++id) {
      if (cards_[id].zone == Zone::kOnPlanet && cards_[id].where == where &&
          cards_[id].controller == player && instances_[id].type == CardType::kPersonnel) {
        out.push_back(static_cast<uint16_t>(id));
      }
    }
    return out;
  }
  ForEachPersonnelAboard(where, [&](uint16_t id) {
    if (cards_[id].controller == player) out.push_back(id);
  });
  return out;
}

std::vector<uint16_t> StccgState::Force(uint8_t player) const {
  std::vector<uint16_t> force = PersonnelAt(player, battle_.location);
  // An infiltrator under house arrest takes part in no battle.
  if (!infiltrators_.empty()) std::erase_if(force, [&](uint16_t id) { return Arrested(id); });
  return force;
}

void StccgState::ResolvePersonnelBattle(const Event& e) {
  if (!IsPlayer(e.player) || !ValidCard(e.target)) return;
  battle_ = PersonnelBattle{};
  battle_.player = e.player;
  battle_.location = e.target;
  // Every participant is "stopped" by the battle ([3P] in the base rules, applied).
  for (uint8_t p = 0; p < kPlayers; ++p) {
    for (uint16_t id : Force(p)) {
      if (!Stopped(id)) stopped_.push_back(id);
    }
  }
}

void StccgState::ApplyEngage(const Event& e) {
  if (battle_.location == 0 || !ValidCard(e.target)) return;
  if (std::find(battle_.hit.begin(), battle_.hit.end(), e.target) != battle_.hit.end()) return;
  battle_.hit.push_back(e.target);
  if (e.arg == 2) {
    // "Mortally wounded personnel die at the end of battle": the table writes the death.
    OweDeath(e.target);
  }
}

}  // namespace stardate::engine::stccg

// ---------------------------------------------------------------------------------------------
// The end of a personnel battle (base rules section 7): winner and casualty.

namespace stardate::engine::stccg {

std::array<int32_t, 2> StccgState::BattleStrength() const {
  std::array<int32_t, 2> total{};
  if (battle_.location == 0) return total;
  for (uint8_t p = 0; p < kPlayers; ++p) {
    for (uint16_t id : Force(p)) {
      if (std::find(battle_.hit.begin(), battle_.hit.end(), id) == battle_.hit.end()) {
        total[p] += instances_[id].facts->strength;
      }
    }
  }
  return total;
}

uint8_t StccgState::BattleWinner() const {
  const std::array<int32_t, 2> total = BattleStrength();
  if (battle_.location == 0 || total[0] == total[1]) return kDrawn;
  return total[0] > total[1] ? 0 : 1;
}

std::vector<uint16_t> StccgState::CasualtyChoices() const {
  std::vector<uint16_t> choices;
  const uint8_t winner = BattleWinner();
  if (winner > 1) return choices;
  for (uint16_t id : Force(static_cast<uint8_t>(1 - winner))) {
    // A mortally wounded personnel (its death owed) is no longer a candidate.
    bool dying = false;
    for (const Event& c : consequences_) dying |= c.kind == stccg::kKill && c.card == id;
    if (!dying) choices.push_back(id);
  }
  return choices;
}

// ---------------------------------------------------------------------------------------------
// Attack permissions, tactics, special downloads.

bool StccgState::PermissionHolds(const AttackPermission& p) const {
  return LocationOf(p.cause) != 0 || cards_[p.cause].zone == Zone::kInPlay;
}

uint32_t StccgState::AllowedAttacks(uint8_t player) const {
  uint32_t allowed = 0;
  for (const AttackPermission& p : permissions_) {
    if (p.player == player && PermissionHolds(p)) allowed |= p.affiliations;
  }
  return allowed;
}

StccgState::Tactic StccgState::TacticOf(const Event& e) const {
  Tactic t;
  t.player = e.player;
  t.card = e.card;
  if (e.arg & stccg::kTacticBonusesStated) {
    t.attack = (e.arg >> 8) & 0xff;
    t.defense = e.arg & 0xff;
    return t;
  }
  if (!ValidCard(e.card)) return t;
  // The card list prints the bonuses first: "Attack: 2. Defense: 1. ..."
  const std::string& text = instances_[e.card].facts->text;
  auto number_after = [&](std::string_view label) {
    const size_t at = text.find(label);
    int32_t n = 0;
    for (size_t i = at == std::string::npos ? text.size() : at + label.size();
         i < text.size() && text[i] >= '0' && text[i] <= '9' && n < 1000; ++i) {
      n = n * 10 + (text[i] - '0');
    }
    return n;
  };
  t.attack = number_after("Attack: ");
  t.defense = number_after("Defense: ");
  return t;
}

std::vector<StccgState::Tactic> StccgState::TakeTactics(uint64_t seq) {
  std::vector<Tactic> taken;
  for (auto it = tactics_.begin(); it != tactics_.end();) {
    if (it->battle != seq) {
      ++it;
      continue;
    }
    taken.push_back(*it);
    MoveCard(it->card, Zone::kDiscard, 0);
    it = tactics_.erase(it);
  }
  return taken;
}

int32_t StccgState::WithTacticAttack(const std::vector<Tactic>& tactics, uint8_t player,
                                     int32_t weapons) {
  if (weapons <= 0) return weapons;
  for (const Tactic& t : tactics) {
    if (t.player == player) return weapons + t.attack;
  }
  return weapons;
}

int32_t StccgState::TacticDefense(const std::vector<Tactic>& tactics, uint8_t player) {
  for (const Tactic& t : tactics) {
    if (t.player == player) return t.defense;
  }
  return 0;
}

void StccgState::ApplyBattleRecord(const Event& e) {
  if (!IsPlayer(e.player)) return;
  switch (e.kind) {
    case stccg::kAllowAttack:
      if (ValidCard(e.card)) {
        permissions_.push_back({e.player, e.card, static_cast<uint32_t>(e.arg)});
      }
      break;
    case stccg::kTactic: {
      if (!ValidCard(e.card)) break;
      const bool battle = !core_.stack.empty() && core_.stack.back().action.kind == stccg::kBattle;
      if (!battle) {
        MoveCard(e.card, Zone::kDiscard, 0);  // played outside a battle: to no effect
        break;
      }
      Tactic t = TacticOf(e);
      t.battle = core_.stack.back().seq;
      tactics_.push_back(t);
      MoveCard(e.card, Zone::kInPlay, core_.stack.back().action.target);
      break;
    }
    case stccg::kBattleEnd:
      if (!e.cards.empty() && ValidCard(e.cards[0]) &&
          instances_[e.cards[0]].facts->type == CardType::kPersonnel &&
          LocationOf(e.cards[0]) != 0) {
        // The casualty dies: the table writes the death (`loses`), as for a mortal wound.
        Event k;
        k.kind = stccg::kKill;
        k.player = cards_[e.cards[0]].controller > 1 ? instances_[e.cards[0]].owner
                                                     : cards_[e.cards[0]].controller;
        k.card = e.cards[0];
        consequences_.push_back(k);
      }
      battle_ = PersonnelBattle{};
      break;
    case stccg::kDownload:
      if (!e.cards.empty() && ValidCard(e.card) && !DownloadTargets(e.card).empty()) {
        special_downloads_.push_back({e.player, e.card, e.cards[0]});
      }
      break;
    default:
      break;
  }
}

void StccgState::SerializeBattleRecord(ByteWriter* w) const {
  if (!permissions_.empty() || !special_downloads_.empty()) {
    w->U8(internal::kSectionBattleRecord);
    w->Seq(permissions_, [&](const AttackPermission& p) {
      w->U8(p.player);
      w->U16(p.cause);
      w->U32(p.affiliations);
    });
    w->Seq(special_downloads_, [&](const SpecialDownload& d) {
      w->U8(d.player);
      w->U16(d.cause);
      w->U16(d.card);
    });
  }
  if (!tactics_.empty()) {
    w->U8(internal::kSectionTactics);
    w->Seq(tactics_, [&](const Tactic& t) {
      w->U64(t.battle);
      w->U8(t.player);
      w->U16(t.card);
      w->I32(t.attack);
      w->I32(t.defense);
    });
  }
}

bool StccgState::RestoreBattleRecord(uint8_t tag, ByteReader* r, size_t cards) {
  auto card_ok = [&](uint16_t id) { return id != 0 && id < cards; };
  if (tag == internal::kSectionBattleRecord) {
    uint32_t n = r->Count(7);
    for (uint32_t i = 0; i < n && r->ok(); ++i) {
      AttackPermission p;
      p.player = r->U8();
      p.cause = r->U16();
      p.affiliations = r->U32();
      if (!IsPlayer(p.player) || !card_ok(p.cause)) r->Fail("attack permission");
      permissions_.push_back(p);
    }
    n = r->Count(5);
    for (uint32_t i = 0; i < n && r->ok(); ++i) {
      SpecialDownload d;
      d.player = r->U8();
      d.cause = r->U16();
      d.card = r->U16();
      if (!IsPlayer(d.player) || !card_ok(d.cause) || !card_ok(d.card)) r->Fail("special download");
      special_downloads_.push_back(d);
    }
    return true;
  }
  if (tag == internal::kSectionTactics) {
    uint32_t n = r->Count(19);
    for (uint32_t i = 0; i < n && r->ok(); ++i) {
      Tactic t;
      t.battle = r->U64();
      t.player = r->U8();
      t.card = r->U16();
      t.attack = r->I32();
      t.defense = r->I32();
      if (!IsPlayer(t.player) || !card_ok(t.card)) r->Fail("tactic");
      tactics_.push_back(t);
    }
    return true;
  }
  return false;
}

}  // namespace stardate::engine::stccg

// ---------------------------------------------------------------------------------------------
// `show`

namespace stardate::engine::stccg {

std::string StccgState::DescribeBattle() const {
  std::string s;
  if (battle_.location != 0) {
    const std::array<int32_t, 2> total = BattleStrength();
    const uint8_t winner = BattleWinner();
    s += "Personnel battle at " + Name(battle_.location) + " (" + PlayerLabel(battle_.player) +
         " attacking): STRENGTH " + std::to_string(total[0]) + " (" + PlayerLabel(0) +
         ") against " + std::to_string(total[1]) + " (" + PlayerLabel(1) + "), " +
         (winner > 1 ? std::string("no winner yet") : PlayerLabel(winner) + " winning") + "\n";
    for (uint16_t id : battle_.hit) s += "  out of the battle: " + Name(id) + "\n";
  }
  for (const Tactic& t : tactics_) {
    s += "Tactic " + Name(t.card) + " (" + PlayerLabel(t.player) + ") in the battle of event " +
         std::to_string(t.battle) + ": ATTACK +" + std::to_string(t.attack) + ", DEFENSE +" +
         std::to_string(t.defense) + "\n";
  }
  for (const AttackPermission& p : permissions_) {
    s += PlayerLabel(p.player) + " may attack forces that include " +
         AffiliationNames(p.affiliations) + " while " + Name(p.cause) + " is on the table" +
         (PermissionHolds(p) ? "" : " (it no longer is)") + "\n";
  }
  return s;
}

void StccgState::DescribeBattleJson(JsonWriter* j) const {
  if (battle_.location != 0) {
    const std::array<int32_t, 2> total = BattleStrength();
    const uint8_t winner = BattleWinner();
    j->Key("personnelBattle").BeginObject();
    j->Key("at").String(Name(battle_.location));
    j->Key("attacker").String(PlayerLabel(battle_.player));
    j->Key("strength").BeginArray().Int(total[0]).Int(total[1]).EndArray();
    j->Key("winning").String(winner > 1 ? "" : PlayerLabel(winner));
    j->Key("outOfBattle").BeginArray();
    for (uint16_t id : battle_.hit) j->String(Name(id));
    j->EndArray();
    j->EndObject();
  }
  if (!tactics_.empty()) {
    j->Key("tactics").BeginArray();
    for (const Tactic& t : tactics_) {
      j->BeginObject();
      j->Key("card").String(Name(t.card));
      j->Key("player").String(PlayerLabel(t.player));
      j->Key("battleEvent").Uint(t.battle);
      j->Key("attack").Int(t.attack);
      j->Key("defense").Int(t.defense);
      j->EndObject();
    }
    j->EndArray();
  }
  if (!permissions_.empty()) {
    j->Key("attackPermissions").BeginArray();
    for (const AttackPermission& p : permissions_) {
      j->BeginObject();
      j->Key("player").String(PlayerLabel(p.player));
      j->Key("card").String(Name(p.cause));
      j->Key("affiliations").String(AffiliationNames(p.affiliations));
      j->Key("active").Bool(PermissionHolds(p));
      j->EndObject();
    }
    j->EndArray();
  }
}

bool StccgState::IsReturnFire(const Event& e) const {
  if (e.kind != stccg::kBattle || core_.stack.empty()) return false;
  const Event& battle = core_.stack.back().action;
  if (battle.kind != stccg::kBattle || battle.player == e.player || e.target == 0) return false;
  return e.target == battle.card ||
         std::find(battle.cards.begin(), battle.cards.end(), e.target) != battle.cards.end();
}

std::vector<uint16_t> StccgState::FiringCards(const Event& e) const {
  std::vector<uint16_t> firing;
  if (!ValidCard(e.target)) return firing;
  if (!IsReturnFire(e) && (!internal::ShipOrFacility(instances_[e.card].type) ||
                           !internal::ShipOrFacility(instances_[e.target].type))) {
    return firing;
  }
  for (uint16_t f : ActingCards(e)) {
    if (ValidCard(f) && internal::ShipOrFacility(instances_[f].type)) firing.push_back(f);
  }
  return firing;
}

std::vector<std::string> StccgState::DownloadTargets(uint16_t cause) const {
  // "DL/ {Title}" (a special download icon and its target, as the card list writes it).
  std::vector<std::string> titles;
  const std::string& text = instances_[cause].facts->text;
  for (size_t at = text.find("DL/"); at != std::string::npos; at = text.find("DL/", at + 3)) {
    size_t open = text.find('{', at);
    size_t close = open == std::string::npos ? open : text.find('}', open);
    if (close == std::string::npos || open > at + 5) continue;
    titles.push_back(text.substr(open + 1, close - open - 1));
  }
  return titles;
}

}  // namespace stardate::engine::stccg
