// Checks of infiltration (data/rules/003_e9f36b50e205961e.txt, the infiltration rules after
// "Founder Lookalikes"): who may infiltrate, where, what an infiltrator may do, and exposure.
#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/rule_ids.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

// Base rules section 4: matching icon, or either side Non-Aligned or Neutral.
bool AffiliationsCompatible(uint32_t a, uint32_t b) {
  const uint32_t free = Affiliation::kNonAligned | Affiliation::kNeutral;
  return (a & free) != 0 || (b & free) != 0 || (a & b) != 0;
}

}  // namespace

// stccg.infiltrate.icon: only a personnel with an infiltration icon naming an affiliation
// infiltrates. Anything else leaves nothing more to judge.
void StccgState::InfiltrateIcon(const Event& e, Breaches* out) const {
  const CardFacts& f = *instances_[e.card].facts;
  if (f.type != CardType::kPersonnel) {
    out->Stop(f.title + " is not a personnel card");
  } else if (InfiltrationIcon(e.card) == 0) {
    out->Stop(f.title + " has no infiltration icon (Icons: \"" + f.icons + "\")");
  }
}

// stccg.infiltrate.report: reporting infiltrating goes to the opponent's side, wherever the
// opponent may report cards compatible with the icon's affiliation: the opponent's facility, in
// its native quadrant, compatible with that affiliation.
void StccgState::InfiltrateReport(const Event& e, Breaches* out) const {
  if (!InfiltratesFromHand(e)) return;
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(e, &site);
  if (fac == 0) {
    out->Stop(Name(site != 0 ? cards_[site].where : e.target) + " is not a facility in play");
    return;
  }
  const CardFacts& facility = *instances_[fac].facts;
  const uint32_t icon = InfiltrationIcon(e.card);
  const uint8_t opponent = e.player == 0 ? 1 : 0;
  const Quadrant here = QuadrantOf(cards_[fac].where);
  if (cards_[fac].controller != opponent) {
    out->Add(facility.title + " is not " + PlayerLabel(opponent) +
             "'s: an infiltrator reports to the opponent's side");
  } else if (facility.quadrant != here) {
    out->Add(facility.title + " stands outside its native quadrant: " + PlayerLabel(opponent) +
             " may report nothing there");
  } else if (!AffiliationsCompatible(icon, AffiliationOf(fac))) {
    out->Add(Name(e.card) + "'s infiltration icon (" + AffiliationNames(icon) +
             ") is not compatible with " + facility.title + " (" +
             AffiliationNames(AffiliationOf(fac)) + ")");
  }
}

// stccg.infiltrate.present: a personnel in play infiltrates where he is, present with an
// opponent's crew or Away Team compatible with the icon, and not while already infiltrating.
void StccgState::InfiltratePresent(const Event& e, Breaches* out) const {
  if (InfiltratesFromHand(e)) return;
  const CardState& c = cards_[e.card];
  const uint8_t opponent = e.player == 0 ? 1 : 0;
  if (c.controller != e.player) {
    out->Add(PlayerLabel(e.player) + " does not control " + Name(e.card));
    return;
  }
  if (c.where != e.target) {
    out->Add(Name(e.card) + " is not at " + Name(e.target) + " (" + Name(c.where) + ")");
    return;
  }
  if (Infiltrating(e.card)) {
    out->Add(Name(e.card) + " is already infiltrating");
    return;
  }
  const uint32_t icon = InfiltrationIcon(e.card);
  bool crew = false;
  bool compatible = false;
  for (size_t other = 1; other < cards_.size(); ++other) {
    auto o = static_cast<uint16_t>(other);
    if (cards_[o].controller != opponent || instances_[o].type != CardType::kPersonnel ||
        !Present(e.card, o) || Infiltrating(o)) {
      continue;
    }
    crew = true;
    compatible |= AffiliationsCompatible(icon, AffiliationOf(o));
  }
  if (!crew) {
    out->Add(PlayerLabel(opponent) + " has no crew or Away Team at " + Name(e.target));
  } else if (!compatible) {
    out->Add(PlayerLabel(opponent) + "'s crew or Away Team at " + Name(e.target) +
             " is not compatible with " + Name(e.card) + "'s infiltration icon (" +
             AffiliationNames(icon) + ")");
  }
}

// stccg.infiltrate.again: an exposed infiltrator infiltrates again only after being away from
// all of the opponent's personnel.
void StccgState::InfiltrateAgain(const Event& e, Breaches* out) const {
  const Infiltrator* i = InfiltratorOf(e.card);
  if (i != nullptr && i->status == Infiltration::kExposed) {
    out->Add(Name(e.card) + " was exposed and has not been away from all of " +
             PlayerLabel(e.player == 0 ? 1 : 0) + "'s personnel since");
  }
}

// stccg.infiltrate.not-intruder: the infiltrated crew or Away Team does not initiate battle
// against its infiltrator, nor he against them.
void StccgState::InfiltrateNotIntruder(const Event& e, Breaches* out) const {
  for (uint16_t id : ActingCards(e)) {
    // Under house arrest he takes part in no battle at all: InfiltrateActions' one finding.
    if (ValidCard(id) && Infiltrating(id) && !Arrested(id) && instances_[id].owner == e.player) {
      out->Add(Name(id) + " is infiltrating " + PlayerLabel(e.player == 0 ? 1 : 0) +
               "'s crew or Away Team and cannot initiate battle against them");
      return;
    }
  }
  const std::vector<uint16_t> opposing = PersonnelAt(e.player == 0 ? 1 : 0, e.target);
  if (!opposing.empty() && std::all_of(opposing.begin(), opposing.end(),
                                       [&](uint16_t id) { return Infiltrating(id); })) {
    out->Add(Name(opposing.front()) + " is infiltrating " + PlayerLabel(e.player) +
             "'s own crew or Away Team at " + Name(e.target) +
             ": no intruder to initiate battle against");
  }
}

// stccg.infiltrate.actions: an infiltrator takes no action but moving himself (with the
// opponent's transporters) and taking part in what the crew he infiltrates does.
void StccgState::InfiltrateActions(const Event& e, Breaches* out) const {
  if (infiltrators_.empty()) return;
  // "Under house arrest" (an incompatibility, 003): he goes on infiltrating but takes part in
  // nothing, whoever's line names him (INTERPRETATIONS.md, "House arrest").
  if (e.kind == stccg::kBeam || e.kind == stccg::kWalk || e.kind == stccg::kPersonnelBattle ||
      e.kind == stccg::kAttempt) {
    const std::vector<uint16_t> named = e.kind == stccg::kAttempt ? e.cards : ActingCards(e);
    for (uint16_t id : named) {
      if (ValidCard(id) && Arrested(id)) {
        out->Add(Name(id) +
                 " is under house arrest: he takes part in nothing (no beaming, "
                 "walking, attempt or battle) until exposed");
        return;
      }
    }
  }
  if (e.kind == stccg::kBeam || e.kind == stccg::kWalk) {
    const std::vector<uint16_t> moved = ActingCards(e);
    if (moved.size() < 2) return;
    for (uint16_t id : moved) {
      if (ValidCard(id) && Infiltrating(id) && instances_[id].owner == e.player) {
        out->Add(Name(id) +
                 " is infiltrating: his player moves only him, never other cards "
                 "with him");
        return;
      }
    }
    return;
  }
  if (e.kind != stccg::kAttempt) return;
  // The further cards: infiltrators of this crew or Away Team who chose to take part.
  for (uint16_t id : e.cards) {
    const bool here = ValidCard(e.target)
                          ? cards_[id].zone == Zone::kAboard && cards_[id].where == e.target
                          : cards_[id].zone == Zone::kOnPlanet && cards_[id].where == e.card;
    if (!TakesPart(id, e.player) || !here) {
      out->Add(Name(id) + " is not infiltrating " + PlayerLabel(e.player) +
               "'s attempting team: only its infiltrators may choose to take part");
      return;
    }
  }
}

// stccg.infiltrate.expose: only an infiltrator is exposed; he exposes himself (or chooses
// exposure or house arrest) by his own player's choice; a card exposes him by its play.
void StccgState::InfiltrateExpose(const Event& e, Breaches* out) const {
  if (e.arg < 0 || e.arg >= kExposureCount) {
    out->Stop("exposure " + std::to_string(e.arg) + " is no way of exposure");  // another writer's
    return;
  }
  if (instances_[e.card].type != CardType::kPersonnel || !Infiltrating(e.card)) {
    out->Stop(Name(e.card) + " is not infiltrating");
    return;
  }
  const auto how = static_cast<Exposure>(e.arg);
  const uint8_t owner = instances_[e.card].owner;
  if ((how == Exposure::kVoluntarily || how == Exposure::kIncompatible ||
       how == Exposure::kArrested) &&
      e.player != owner) {
    out->Add(PlayerLabel(e.player) + " cannot expose " + Name(e.card) + " " +
             std::string(ExposureName(how)) + ": that is " + PlayerLabel(owner) + "'s choice");
  } else if (how == Exposure::kCard && e.target == 0) {
    out->Add(Name(e.card) + " is exposed by a card play that names no card");
  }
}

// stccg.infiltrate.expose.persona: an infiltrator present with any version of the persona he
// impersonates is exposed (a required step; RefreshInfiltration owes it); an exposure said to be
// by the persona names such a version, present.
void StccgState::InfiltrateExposePersona(const Event& e, Breaches* out) const {
  if (static_cast<Exposure>(e.arg) != Exposure::kPersona) return;
  const std::string persona = ImpersonatedPersona(e.card);
  if (persona.empty()) {
    out->Add(Name(e.card) + " impersonates no persona");
  } else if (!IsPersona(e.target, persona)) {
    out->Add(Name(e.target) + " is not a version of " + persona + ", whom " + Name(e.card) +
             " impersonates");
  } else if (!Present(e.card, e.target)) {
    out->Add(Name(e.target) + " is not present with " + Name(e.card));
  }
}

}  // namespace stardate::engine::stccg
