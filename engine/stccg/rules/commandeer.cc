// Checks of commandeering a facility (data/rules/000_63f6709b3bd4740e.txt; Ops: "Any Computer
// Skill personnel unopposed here may commandeer station").
#include "engine/stccg/rules/commandeer.h"

#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

using internal::Has;

// stccg.commandeer.allowed: only when a card allows it: in this version a Nor, by a player with
// a Computer Skill personnel at its Ops site and no opposing personnel aboard. Only facilities
// are commandeered: anything else leaves nothing more to judge.
void CommandeerAllowed(const StccgState& s, const Event& e, Breaches* out) {
  const uint16_t fac = e.card;
  if (s.instances()[fac].type != CardType::kFacility) {
    out->Stop(s.Name(fac) + " is not a facility");
    return;
  }
  if (s.cards()[fac].controller == e.player) return;  // CommandeerOwn's breach
  bool computer_skill_at_ops = false;
  bool opposed = false;
  for (uint16_t id : CommandeeringTeam(s, e.player, fac)) {
    const uint16_t site = s.cards()[id].where;
    if (s.cards()[site].zone == Zone::kSite && s.instances()[site].facts->title == "Ops" &&
        Has(s.instances()[id].facts->text, "Computer Skill")) {
      computer_skill_at_ops = true;
    }
  }
  for (size_t id = 1; id < s.cards().size(); ++id) {
    opposed |= s.instances()[id].type == CardType::kPersonnel &&
               s.FacilityHolding(static_cast<uint16_t>(id)) == fac &&
               s.cards()[id].controller != e.player;
  }
  if (!s.IsNor(fac)) {
    out->Add(s.Name(fac) + " has no text allowing it to be commandeered");
  } else if (opposed) {
    out->Add("opposing personnel are aboard " + s.Name(fac));
  } else if (!computer_skill_at_ops) {
    out->Add(s.PlayerLabel(e.player) + " has no Computer Skill personnel at Ops");
  }
}

// stccg.commandeer.own: a player commandeers only a facility they do not already control.
void CommandeerOwn(const StccgState& s, const Event& e, Breaches* out) {
  if (s.cards()[e.card].controller == e.player) {
    out->Add(s.PlayerLabel(e.player) + " already controls " + s.Name(e.card));
  }
}

std::vector<uint16_t> CommandeeringTeam(const StccgState& s, uint8_t player, uint16_t fac) {
  std::vector<uint16_t> team;
  for (size_t id = 1; id < s.cards().size(); ++id) {
    const uint16_t p = static_cast<uint16_t>(id);
    const Group group = s.GroupOf(p);
    if ((group == Group::kAwayTeam || group == Group::kIntruders) &&
        s.cards()[id].controller == player && s.FacilityHolding(p) == fac) {
      team.push_back(p);
    }
  }
  return team;
}

// stccg.commandeer.affiliation: the commandeered facility takes "the affiliation of one of the
// non-ANIMAL commandeering personnel (your choice)" (004 "commandeering", replacing the glossary's
// paragraph); it keeps its own when they are all Non-Aligned or Neutral (003 "Commandeering").
void CommandeerAffiliation(const StccgState& s, const Event& e, Breaches* out) {
  if (s.cards()[e.card].controller == e.player) return;  // CommandeerOwn's breach
  uint32_t team = 0;
  for (uint16_t id : CommandeeringTeam(s, e.player, e.card)) {
    if (s.instances()[id].facts->class_text != "ANIMAL")
      team |= s.instances()[id].facts->affiliations;
  }
  const uint32_t chosen = static_cast<uint32_t>(e.arg);
  const uint32_t free = Affiliation::kNonAligned | Affiliation::kNeutral;
  if (chosen != 0 && ((chosen & team) != chosen || (chosen & free))) {
    out->Add(AffiliationNames(chosen) + " is not the affiliation of a commandeering personnel (" +
             AffiliationNames(team) + ")");
  } else if (chosen == 0 && (team & ~free) != 0) {
    out->Add("the commandeering personnel (" + AffiliationNames(team) +
             ") give the Nor an affiliation; none was chosen");
  }
}

// stccg.commandeer.attempt: a commandeer attempt (an `attempts` of a facility) is made at a
// facility whose text keeps it from being commandeered while dilemmas remain beneath it (Empok
// Nor), by the player's Away Team in its Ops (a team of no one but stopped personnel is
// stccg.stopped's), never from a ship.
void CommandeerAttempt(const StccgState& s, const Event& e, Breaches* out) {
  if (s.instances()[e.card].type != CardType::kFacility) return;
  const FacilityRules* fr = s.instances()[e.card].facility;
  if (fr == nullptr || !fr->commandeer_blocked_while_dilemmas) {
    out->Add(s.Name(e.card) +
             " has no dilemmas to encounter before it is commandeered: a "
             "commandeer attempt is made only at Empok Nor");
    return;
  }
  if (e.target != 0) {
    out->Add("a commandeer attempt is made by an Away Team in Ops, not from " + s.Name(e.target));
    return;
  }
  const uint16_t ops = s.OpsSite(e.card);
  bool in_ops = false;
  for (uint16_t id : CommandeeringTeam(s, e.player, e.card)) {
    in_ops |= ops != 0 && s.cards()[id].where == ops;
  }
  if (!in_ops) {
    out->Add(s.PlayerLabel(e.player) + " has no Away Team in " +
             (ops != 0 ? s.Name(ops) : "the Ops of " + s.Name(e.card)));
  }
}

// stccg.commandeer.empok-nor-dilemmas: dilemmas beneath Empok Nor are encountered before it is
// commandeered; while any remain it may not be.
void CommandeerEmpokNorDilemmas(const StccgState& s, const Event& e, Breaches* out) {
  const FacilityRules* fr = s.instances()[e.card].facility;
  if (fr == nullptr || !fr->commandeer_blocked_while_dilemmas) return;
  for (size_t id = 1; id < s.cards().size(); ++id) {
    if (s.cards()[id].zone == Zone::kUnderMission && s.cards()[id].where == e.card) {
      out->Add("dilemmas remain beneath Empok Nor");
      return;
    }
  }
}

std::span<const Rule> CommandeerRules() {
  static constexpr Rule kAll[] = {kCommandeerAllowed, kCommandeerOwn, kCommandeerAffiliation,
                                  kCommandeerAttempt, kCommandeerEmpokNorDilemmas};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
