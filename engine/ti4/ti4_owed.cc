// What the rules owe now in Ti4State (ti4_state.h): the changes of control, commodity returns
// and discards the table must carry out (Recompute), the steps due before a new turn or phase
// (DoRequiredBefore), the rule each cites when left out, and the control gains an invasion
// written in steps holds until its steps are past (INTERPRETATIONS.md 37).
#include <algorithm>

#include "engine/ti4/kinds.h"
#include "engine/ti4/rules/action_card.h"
#include "engine/ti4/rules/combat.h"
#include "engine/ti4/rules/control.h"
#include "engine/ti4/rules/exhaust.h"
#include "engine/ti4/rules/phase.h"
#include "engine/ti4/rules/station.h"
#include "engine/ti4/rules/status.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {

bool Ti4State::HoldsClaims() const {
  // The base rules' invasion: commit ground forces, space cannon defense, ground combat, then
  // establish control. A tactical action that writes its steps has the later ones' windows
  // (the defender's PDS fires at space cannon defense though no ground forces of theirs are
  // on the planet), so the gains of its planets wait for them. Without a step written the
  // gain is owed at once, as it always was: such a log has no window to wait for.
  if (owed_.empty() || !steps_written_ || core_.phase != kAction || !activated_ ||
      !ValidSystem(active_system_)) {
    return false;
  }
  return std::all_of(owed_.begin(), owed_.end(), [&](const Event& claim) {
    const uint16_t planet = claim.card - 1;
    return !IsStation(planet) && fixed_->board.planets[planet].system == active_system_ - 1;
  });
}

bool Ti4State::CarriesOutHeld(const Event& e) const {
  return std::any_of(held_.begin(), held_.end(),
                     [&](const Event& claim) { return Fulfils(e, claim); });
}

bool Ti4State::PastHeldClaims(const Event& e) const {
  if (held_.empty() || CarriesOutHeld(e)) return false;
  switch (e.kind) {
    case ti4::kTi4Step:  // a later step of the invasion: space cannon defense, ground combat
      return e.target != active_system_ || e.arg < rules::kSpaceCannonDefense ||
             e.arg > rules::kGroundRoundEnd;
    case ti4::kTi4Land:  // ground forces committed to another of the system's planets
      return e.target != active_system_;
    case ti4::kTi4Destroy:  // the space cannon's hits, ground combat's casualties
      return e.target != active_system_ || e.card == 0;
    case EventKind::PASS:
    case EventKind::RESOLVE:
      return false;
    default:  // an action card, an ability or a transaction in the steps' windows
      return !IsResponse(e);
  }
}

void Ti4State::Recompute(const std::vector<uint16_t>& touched) {
  bool moved = false;
  for (uint16_t system : touched) moved |= TouchSystem(system);
  if (moved) RecomputeNeighbors();
  owed_.clear();
  held_.clear();
  for (uint16_t planet = 0; claims_ > 0 && planet < claimant_.size(); ++planet) {
    uint8_t p = claimant_[planet];
    if (p == kNobody) continue;
    Event e;
    e.kind = ti4::kTi4Control;
    e.player = p;
    e.card = static_cast<uint16_t>(planet + 1);
    owed_.push_back(std::move(e));
  }
  if (HoldsClaims()) {
    held_.swap(owed_);
    return;
  }
  // 001 note 6.2 (and LRR 21.2): commodities above the value go back to the supply. Only
  // once no control change is pending, since that may change the value.
  if (!owed_.empty()) return;
  OweDiscards();
  for (uint8_t p = 0; p < players_.size(); ++p) {
    int excess = players_[p].commodities - CommodityValue(p);
    if (excess <= 0) continue;
    Event e;
    e.kind = ti4::kTi4Return;
    e.player = p;
    e.arg = excess;
    owed_.push_back(std::move(e));
  }
}

std::string Ti4State::RequiredRule(const Event& required) const {
  switch (required.kind) {
    case ti4::kTi4Control:
      if (IsStation(required.card - 1)) return std::string(rules::kStationControl.id);
      return std::string(StructuresOfOthers(required.card - 1, required.player)
                             ? rules::kControlInvasion.id
                             : rules::kControlPlanet.id);
    case ti4::kTi4Return:
      // Commodities exceed the value only when it falls, which is a station lost.
      return std::string(rules::kStationCommodityExcess.id);
    case ti4::kTi4Discard:
      return std::string(rules::kActionCardLimit.id);
    case ti4::kTi4Draw:
      return std::string(rules::kStatusDraw.id);
    case ti4::kTi4Frontier:
      return std::string(fixed_->data->HasStation(*fixed_->board.systems[required.target - 1].info)
                             ? rules::kStationFrontier.id
                             : rules::kFrontierPlanets.id);
    case ti4::kTi4Ready: {
      bool station = false;
      for (uint16_t i = 0; i < controller_.size(); ++i) {
        station |= controller_[i] == required.player && exhausted_[i] && IsStation(i);
      }
      return std::string(station ? rules::kStationReady.id : rules::kReadyWhen.id);
    }
    default:
      return GameState::RequiredRule(required);
  }
}

std::optional<Event> Ti4State::DoRequiredBefore(const Event& next) const {
  if (PastHeldClaims(next)) return held_.front();  // the rest: DoCheck
  if (next.kind != EventKind::PHASE && next.kind != EventKind::TURN) return std::nullopt;
  if (core_.phase == kSetup) {
    // Frontier tokens are placed during setup (001 note 9, LRR 38.1).
    for (uint16_t s = 0; s < frontier_.size(); ++s) {
      if (!frontier_[s] && PlanetlessSystem(s) && !fixed_->board.systems[s].info->hyperlane) {
        Event e;
        e.kind = ti4::kTi4Frontier;
        e.player = fixed_->map.speaker;
        e.target = static_cast<uint16_t>(s + 1);
        return e;
      }
    }
  }
  if (next.kind == EventKind::PHASE && core_.phase == kStatus && round_.on) {
    // Status step 3: each player draws one action card, owed when the status phase ends
    // (INTERPRETATIONS.md 28). Once whole rounds are judged, in player order.
    for (uint8_t p = 0; p < players_.size(); ++p) {
      if (round_.DrewThisStatus(p)) continue;
      Event e;
      e.kind = ti4::kTi4Draw;
      e.player = p;
      e.arg = 1;
      return e;
    }
  }
  if (next.kind == EventKind::PHASE && (core_.phase == kStatus || core_.phase == kAgenda)) {
    // Status step 6 readies every card; agenda step 3 readies planets (and stations:
    // INTERPRETATIONS.md). Once per player, in player order.
    for (uint8_t p = 0; p < players_.size(); ++p) {
      if (players_[p].readied) continue;
      for (uint16_t i = 0; i < controller_.size(); ++i) {
        if (controller_[i] == p && exhausted_[i]) {
          Event e;
          e.kind = ti4::kTi4Ready;
          e.player = p;
          return e;
        }
      }
    }
  }
  return std::nullopt;
}

bool Ti4State::DoIsRequiredStep(const Event& e) const {
  if (e.kind == ti4::kTi4Control && !held_.empty()) return CarriesOutHeld(e);
  if (e.kind == ti4::kTi4Frontier) return core_.phase == kSetup;
  if (e.kind == ti4::kTi4Draw) {
    return core_.phase == kStatus && round_.on && e.arg == 1 && !round_.DrewThisStatus(e.player);
  }
  if (e.kind == ti4::kTi4Ready) {
    return e.cards.empty() && (core_.phase == kStatus || core_.phase == kAgenda);
  }
  return false;
}

}  // namespace stardate::engine::ti4
