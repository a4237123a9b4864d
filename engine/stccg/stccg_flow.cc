// The 1E lifecycle hooks: which events open response windows or respond, what the rules require
// before an event (a resolution, a setup shuffle or draw, a phase step) and how an event is
// completed (the card a draw takes, a battle's random outcomes).
#include <algorithm>

#include "engine/rng.h"
#include "engine/stccg/dilemma_owed.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/seed.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

using internal::Has;
using internal::IsSeedKind;

bool StccgState::OpensWindow(const Event& e) const {
  switch (e.kind) {
    case stccg::kReport:
    case stccg::kBuild:
    case stccg::kPlayInterrupt:
    case stccg::kFly:
    case stccg::kDock:
    case stccg::kUndock:
    case stccg::kBeam:
    case stccg::kPlayEvent:
    case stccg::kCommandeer:
    case stccg::kWalk:
    case stccg::kAttempt:
    case stccg::kSolve:  // "a valid response to solving a mission" (002, Fair Play)
    case stccg::kPersonnelBattle:
    case stccg::kDeprive:  // white deprivation: a personnel battle (003)
      return true;
    case stccg::kBattle:
      return !IsReturnFire(e);  // return fire is part of the pending battle
    case stccg::kInfiltrate:
      return ValidCard(e.card) && InfiltratesFromHand(e);  // reporting: a card play
    default:
      return false;
  }
}

bool StccgState::IsResponse(const Event& e) const {
  // Into an open window go interrupts and the defender's return fire.
  // A special download "allows you to suspend any action at any time" (003).
  if (e.kind == stccg::kPlayEvent && !core_.stack.empty() &&
      core_.stack.back().action.kind == stccg::kSolve && ValidCard(e.card) &&
      instances_[e.card].facts->title == "Fair Play") {
    return true;  // "a valid response to solving a mission" (002, Fair Play)
  }
  // A tactic joins the ship battle waiting for responses (stccg.battle.tactic).
  if (e.kind == stccg::kTactic) {
    return !core_.stack.empty() && core_.stack.back().action.kind == stccg::kBattle;
  }
  return e.kind == stccg::kPlayInterrupt || e.kind == stccg::kDownload || IsReturnFire(e);
}

bool StccgState::FromHand(EventKind kind) {
  return kind == stccg::kReport || kind == stccg::kBuild || kind == stccg::kPlayEvent ||
         kind == stccg::kPlayInterrupt || kind == stccg::kDiscard || kind == stccg::kTactic ||
         kind == stccg::kInfiltrate;  // reporting infiltrating (a card in play is no hidden card)
}

bool StccgState::RevealsHidden(const Event& e) const {
  return table_randomness_ && IsPlayer(e.player) && players_[e.player].hidden > 0 &&
         FromHand(e.kind) && ValidCard(e.card) && instances_[e.card].owner == e.player &&
         cards_[e.card].zone == Zone::kDrawDeck;
}

std::optional<Phase> StccgState::PhaseOf(const Event& e) const {
  switch (e.kind) {
    case stccg::kSeedDoorway: {
      // A doorway, event, incident or objective: the one seed phase its text or type gives;
      // none when it may seed in several or its text does not seed it (stccg.seed.card-type
      // judges those).
      if (!ValidCard(e.card)) return Phase::kDoorwaySeed;
      const CardFacts& f = *instances_[e.card].facts;
      if (f.type != CardType::kEvent && f.type != CardType::kIncident &&
          f.type != CardType::kObjective && f.type != CardType::kDoorway) {
        return Phase::kDoorwaySeed;
      }
      return rules::SeedingOf(f).Only();
    }
    case stccg::kSeedMission:
      return Phase::kMissionSeed;
    case stccg::kSeedDilemma:
      return Phase::kDilemmaSeed;
    case stccg::kSeedFacility:
      // "Seedable facilities seed during the facility seed phase unless otherwise specified":
      // Empok Nor "Seeds (uncontrolled) during mission phase".
      if (ValidCard(e.card) && instances_[e.card].facility != nullptr &&
          instances_[e.card].facility->seed_phase == SeedPhase::kMission) {
        return Phase::kMissionSeed;
      }
      return Phase::kFacilitySeed;
    case stccg::kSeedSite:
      return Phase::kFacilitySeed;
    case stccg::kReport:
    case stccg::kBuild:
    case stccg::kPlayEvent:
      return Phase::kCardPlay;
    case stccg::kFly:
    case stccg::kDock:
    case stccg::kUndock:
    case stccg::kBeam:
    case stccg::kBattle:
    case stccg::kCommandeer:
    case stccg::kWalk:
    case stccg::kAttempt:
    case stccg::kEncounter:
    case stccg::kSolve:
    case stccg::kPersonnelBattle:
      return Phase::kExecuteOrders;
    case stccg::kEngage:
      // A white-deprivation battle is fought at the start of the turn (003).
      if (dominion().battle.started) return std::nullopt;
      return Phase::kExecuteOrders;
    case EventKind::DRAW:
      if (DrawByCardText(e)) return std::nullopt;  // drawn now, in no phase of its own
      return core_.turn > 0 ? std::optional<Phase>(Phase::kCardDraw) : std::nullopt;
    case stccg::kInfiltrate:
      // Reporting infiltrating is a card play; infiltrating later comes "during either
      // player's turn", in no phase of its own.
      if (ValidCard(e.card) && InfiltratesFromHand(e)) return Phase::kCardPlay;
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

std::optional<Event> StccgState::DoRequiredBefore(const Event& next) const {
  if (core_.game_over) return std::nullopt;
  if (next.kind == EventKind::TURN) {
    if (core_.turn == 0) {
      // Start of play (base rules section 1): shuffle both draw decks, each player draws 7.
      for (uint8_t p = 0; p < kPlayers; ++p) {
        if (!players_[p].shuffled) {
          Event e;
          e.kind = EventKind::SHUFFLE;
          e.player = p;
          return e;
        }
      }
      for (uint8_t p = 0; p < kPlayers; ++p) {
        if (players_[p].opening_draws < kOpeningHand && DeckCount(p) > 0) {
          Event e;
          e.kind = EventKind::DRAW;
          e.player = p;
          return e;
        }
      }
    } else if (!players_[core_.active].drew && DeckCount(core_.active) > 0 && core_.stack.empty()) {
      // The card draw ends the turn (base rules section 2).
      if (phase() < Phase::kCardDraw) {
        Event e;
        e.kind = EventKind::PHASE;
        e.player = core_.active;
        e.arg = static_cast<int32_t>(Phase::kCardDraw);
        return e;
      }
      Event e;
      e.kind = EventKind::DRAW;
      e.player = core_.active;
      return e;
    } else if (staples_in_game_ && players_[core_.active].drew && core_.stack.empty() &&
               DeckCount(core_.active) > 0 &&
               staples_.players[core_.active].extra_drawn < ExtraEndOfTurnDraws(core_.active)) {
      // "That player must draw one extra card at the end of each turn" (The Traveler).
      Event e;
      e.kind = EventKind::DRAW;
      e.player = core_.active;
      return e;
    }
    return std::nullopt;
  }
  // An opening draw comes after the player's shuffle.
  if (next.kind == EventKind::DRAW && core_.turn == 0 && IsPlayer(next.player) &&
      !players_[next.player].shuffled) {
    Event e;
    e.kind = EventKind::SHUFFLE;
    e.player = next.player;
    return e;
  }
  // Phase steps: an event of a later phase first moves the game to that phase.
  if (!core_.stack.empty()) return std::nullopt;
  std::optional<Phase> target = PhaseOf(next);
  if (!target) return std::nullopt;
  bool seeding = core_.turn == 0;
  if (seeding != IsSeedKind(next.kind)) return std::nullopt;  // out of place: Check reports it
  if (next.kind == EventKind::DRAW && next.player != core_.active) return std::nullopt;
  if (static_cast<int32_t>(*target) > core_.phase) {
    Event e;
    e.kind = EventKind::PHASE;
    e.player = seeding ? 0 : core_.active;
    e.arg = static_cast<int32_t>(*target);
    return e;
  }
  return std::nullopt;
}

bool StccgState::DoIsRequiredStep(const Event& e) const {
  switch (e.kind) {
    case EventKind::PHASE:
      return true;
    case EventKind::SHUFFLE:
      return core_.turn == 0 && IsPlayer(e.player) && !players_[e.player].shuffled;
    case EventKind::DRAW:
      if (!IsPlayer(e.player)) return false;
      if (core_.turn == 0) return players_[e.player].opening_draws < kOpeningHand;
      return e.player == core_.active && !players_[e.player].drew;
    default:
      return false;
  }
}

void StccgState::DoComplete(Event* e) const {
  // At a table the shuffle and the card drawn are what the script says: an unnamed draw stays
  // an unknown card.
  if (!IsPlayer(e->player) || table_randomness_) return;
  if (e->kind == stccg::kBattleEnd) {
    // The losing side's casualty, selected by the seed (stccg.battle.personnel.casualty).
    const std::vector<uint16_t> choices = CasualtyChoices();
    if (battle_.location == e->card && !choices.empty() && e->random.empty()) {
      const uint32_t k =
          EventRng(core_.seed, core_.seq).Below(static_cast<uint32_t>(choices.size()));
      e->random = {k};
      if (e->cards.empty()) e->cards = {choices[k]};
    }
    return;
  }
  if (e->kind == stccg::kEncounter) {
    CompleteRandomVictims(*this, e);
    return;
  }
  const PlayerState& ps = players_[e->player];
  if (e->kind == stccg::kDeprive && e->random.empty()) e->random = DeprivationRandom(*e);
  if (e->kind == EventKind::SHUFFLE && e->random.empty()) {
    EventRng rng(core_.seed, core_.seq);
    e->random = rng.Permutation(static_cast<uint32_t>(ps.draw_deck.size()));
  } else if (e->kind == EventKind::DRAW && e->card == 0 && !ps.draw_deck.empty()) {
    e->card = ps.draw_deck.back();
  }
}

}  // namespace stardate::engine::stccg
