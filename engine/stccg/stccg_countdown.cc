// Ketracel-White's countdown, from its text in the card list ("Counts down only if you have [KW]
// personnel present. (Your Vorta may "ration" just one Ketracel-White present to count down.)"):
// when it counts down, what stops or resets it, and the discard owed when it runs out. The rule
// texts do not say when a countdown icon counts down; INTERPRETATIONS.md, "Ketracel-White's
// countdown", records the reading taken.
#include <algorithm>

#include "engine/json_writer.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

int StccgState::CountdownIcon(const CardFacts& f) { return f.countdown; }

int StccgState::CountdownLeft(uint16_t id) const {
  for (const Countdown& c : countdowns_) {
    if (c.card == id) return c.left;
  }
  return ValidCard(id) ? CountdownIcon(*instances_[id].facts) : 0;
}

bool StccgState::CountdownRunOut(uint16_t id) const {
  for (const Countdown& c : countdowns_) {
    if (c.card == id) return c.left == 0 && c.kept == 0;
  }
  return false;
}

uint16_t StccgState::PresencePlace(uint16_t id) const {
  if (!ValidCard(id)) return 0;
  const CardState& c = cards_[id];
  if (c.zone == Zone::kOnPlanet) return c.where;
  if (c.zone != Zone::kAboard) return 0;
  const uint16_t nor = NorOf(c.where);
  return nor ? nor : c.where;
}

void StccgState::CountDownAtTurnEnd(uint8_t player) {
  // A card that left play takes its countdown with it.
  std::erase_if(countdowns_,
                [&](const Countdown& c) { return !PresentInPlay(cards_[c.card].zone); });
  std::vector<uint16_t> places_with_white;  // places where player has [KW] personnel: checked
  std::vector<uint16_t> places_without;     // once per place
  for (size_t i = 1; i < cards_.size(); ++i) {
    const auto id = static_cast<uint16_t>(i);
    if (instances_[id].type != CardType::kEquipment || instances_[id].owner != player ||
        !PresentInPlay(cards_[id].zone)) {
      continue;
    }
    const CardFacts& f = *instances_[id].facts;
    const int full = IsKetracelWhite(f) ? CountdownIcon(f) : 0;
    if (full <= 0) continue;
    auto entry = std::find_if(countdowns_.begin(), countdowns_.end(),
                              [&](const Countdown& c) { return c.card == id; });
    if (entry != countdowns_.end() && entry->left == 0) continue;  // run out already
    const uint16_t place = PresencePlace(id);
    // "Counts down only if you have [KW] personnel present."
    bool white = std::find(places_with_white.begin(), places_with_white.end(), place) !=
                 places_with_white.end();
    if (!white &&
        std::find(places_without.begin(), places_without.end(), place) == places_without.end()) {
      white = !WhiteIconPersonnelAt(player, place).empty();
      (white ? places_with_white : places_without).push_back(place);
    }
    if (!white) continue;
    // A stated effect kept it from counting down this turn (Jem'Hadar Sacrifice: `states stops`).
    if (Stopped(id)) continue;
    // The Great Link: "{Ketracel-White} on planet does not count down" (its planet's surface, or
    // aboard it); Primary and Remote Supply Depot: "Resets countdowns of {Ketracel-White} aboard".
    const uint16_t holder = cards_[id].zone == Zone::kAboard ? FacilityHolding(id) : 0;
    if (holder != 0 && instances_[holder].facts->resets_white_countdowns) {
      if (entry != countdowns_.end()) countdowns_.erase(entry);
      continue;
    }
    bool linked = false;
    for (size_t g = 1; g < cards_.size() && !linked; ++g) {
      if (instances_[g].type != CardType::kFacility || cards_[g].zone != Zone::kAtLocation ||
          !instances_[g].facts->white_stays_on_planet) {
        continue;
      }
      linked = holder == g ||
               (cards_[id].zone == Zone::kOnPlanet && cards_[id].where == cards_[g].where);
    }
    if (linked) continue;
    // Rationed: of the Ketracel-White present, only the one the Vorta named counts down.
    bool spared = false;
    for (uint16_t r : rationed_) {
      spared |= r != id && PresencePlace(r) == place && instances_[r].owner == player;
    }
    if (spared) continue;
    if (entry == countdowns_.end()) {
      Countdown c;
      c.card = id;
      c.left = static_cast<uint8_t>(std::min(full, 255));
      entry = countdowns_.insert(
          std::lower_bound(countdowns_.begin(), countdowns_.end(), id,
                           [](const Countdown& a, uint16_t b) { return a.card < b; }),
          c);
    }
    if (--entry->left == 0) {
      Event owed;
      owed.kind = stccg::kExpire;
      owed.player = player;
      owed.card = id;
      consequences_.push_back(owed);
    }
  }
  rationed_.clear();
}

void StccgState::ApplyCountdownEvent(const Event& e) {
  if (e.kind == stccg::kRation) {
    if (!ValidCard(e.card)) return;
    // One rationed per place: a second written there replaces the first (the table's last word).
    const uint16_t place = PresencePlace(e.card);
    const uint8_t owner = instances_[e.card].owner;
    std::erase_if(rationed_, [&](uint16_t r) {
      return PresencePlace(r) == place && instances_[r].owner == owner;
    });
    rationed_.push_back(e.card);
    return;
  }
  // A discard naming no card of the game (a damaged or foreign log) discards nothing, but it
  // still took the owed one's place below.
  if (ValidCard(e.card)) {
    auto entry = std::find_if(countdowns_.begin(), countdowns_.end(),
                              [&](const Countdown& c) { return c.card == e.card; });
    MoveCard(e.card, Zone::kDiscard, 0);
    if (entry != countdowns_.end()) countdowns_.erase(entry);
  }
  // A discard written for another card than the one owed took the owed one's place (the core
  // matches a consequence by kind): the one still run out stays owed.
  for (const Countdown& c : countdowns_) {
    if (c.left != 0 || c.kept != 0 || !PresentInPlay(cards_[c.card].zone)) continue;
    bool owed = false;
    for (const Event& k : consequences_) owed |= k.kind == stccg::kExpire && k.card == c.card;
    if (!owed) {
      Event again;
      again.kind = stccg::kExpire;
      again.player = instances_[c.card].owner;
      again.card = c.card;
      consequences_.push_back(again);
    }
  }
}

void StccgState::KeepExpiredLeftOut(const Event& owed) {
  // Left out, the table kept the card: the finding is given once (the missing consequence), and
  // from then on the card stays as the table played it, spent, so that what it went on
  // preventing gives no further findings.
  auto it = std::find_if(consequences_.begin(), consequences_.end(), [&](const Event& k) {
    return k.kind == stccg::kExpire && k.card == owed.card;
  });
  if (it != consequences_.end()) consequences_.erase(it);
  // One that has left play meanwhile takes its countdown with it.
  const bool in_play = ValidCard(owed.card) && PresentInPlay(cards_[owed.card].zone);
  std::erase_if(countdowns_, [&](const Countdown& c) { return c.card == owed.card && !in_play; });
  for (Countdown& c : countdowns_) {
    if (c.card == owed.card && c.left == 0) c.kept = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Serialization and `show`

void StccgState::SerializeCountdowns(ByteWriter* w) const {
  if (!countdowns_.empty()) {
    w->U8(internal::kSectionCountdown);
    w->Seq(countdowns_, [&](const Countdown& c) {
      w->U16(c.card);
      w->U8(c.left);
      w->U8(c.kept);
    });
  }
  if (!rationed_.empty()) {
    w->U8(internal::kSectionRationed);
    w->Seq(rationed_, [&](uint16_t id) { w->U16(id); });
  }
}

bool StccgState::RestoreCountdownSection(uint8_t tag, ByteReader* r, size_t cards) {
  if (tag == internal::kSectionCountdown) {
    uint32_t k = r->Count(4);
    countdowns_.clear();
    for (uint32_t i = 0; i < k && r->ok(); ++i) {
      Countdown c;
      c.card = r->U16();
      c.left = r->U8();
      c.kept = r->U8();
      if (c.card == 0 || c.card >= cards || c.kept > 1 ||
          (!countdowns_.empty() && countdowns_.back().card >= c.card)) {
        r->Fail("countdown of card " + std::to_string(c.card));
      }
      countdowns_.push_back(c);
    }
    return true;
  }
  if (tag == internal::kSectionRationed) {
    internal::ReadCardIds(r, cards, &rationed_);
    return true;
  }
  return false;
}

std::vector<uint16_t> StccgState::CountdownCards() const {
  std::vector<uint16_t> out;
  for (size_t i = 1; i < cards_.size(); ++i) {
    const CardFacts& f = *instances_[i].facts;
    if (f.type == CardType::kEquipment && PresentInPlay(cards_[i].zone) && IsKetracelWhite(f) &&
        CountdownIcon(f) > 0) {
      out.push_back(static_cast<uint16_t>(i));
    }
  }
  return out;
}

void StccgState::DescribeCountdowns(std::string* text) const {
  std::string line;
  for (uint16_t id : CountdownCards()) {
    const int left = CountdownLeft(id);
    line += (line.empty() ? "" : "; ") + Name(id) + " (" + PlayerLabel(instances_[id].owner) +
            ", at " + Name(PresencePlace(id)) + "): " +
            (left > 0 ? std::to_string(left) + (left == 1 ? " turn left" : " turns left")
             : CountdownRunOut(id) ? "run out, its discard owed"
                                   : "run out, kept in play");
  }
  for (uint16_t r : rationed_) {
    line += (line.empty() ? "" : "; ") + Name(r) + " rationed: the only one present to count down";
  }
  if (!line.empty()) *text += "Ketracel-White countdowns: " + line + "\n";
}

void StccgState::DescribeCountdownsJson(JsonWriter* j) const {
  const std::vector<uint16_t> cards = CountdownCards();
  if (cards.empty()) return;
  j->Key("ketracelWhite").BeginArray();
  for (uint16_t id : cards) {
    j->BeginObject();
    j->Key("card").String(Name(id));
    j->Key("owner").String(PlayerLabel(instances_[id].owner));
    j->Key("where").String(Name(PresencePlace(id)));
    j->Key("left").Int(CountdownLeft(id));
    j->Key("runOut").Bool(CountdownLeft(id) == 0);
    j->Key("discardOwed").Bool(CountdownRunOut(id));
    j->Key("rationed").Bool(std::find(rationed_.begin(), rationed_.end(), id) != rationed_.end());
    j->EndObject();
  }
  j->EndArray();
}

}  // namespace stardate::engine::stccg
