// Checks of infiltration (data/rules/003_e9f36b50e205961e.txt, the infiltration rules after
// "Founder Lookalikes"): who may infiltrate, where, what an infiltrator may do, and exposure.
#include "engine/stccg/rules/infiltration.h"

#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/rules/report.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg::rules {

namespace {

// Base rules section 4: matching icon, or either side Non-Aligned or Neutral.
bool AffiliationsCompatible(uint32_t a, uint32_t b) {
  const uint32_t free = Affiliation::kNonAligned | Affiliation::kNeutral;
  return (a & free) != 0 || (b & free) != 0 || (a & b) != 0;
}

}  // namespace

// stccg.infiltrate.icon: only a personnel with an infiltration icon naming an affiliation
// infiltrates. Anything else leaves nothing more to judge.
void InfiltrateIcon(const StccgState& s, const Event& e, Breaches* out) {
  const CardFacts& f = *s.instances()[e.card].facts;
  if (f.type != CardType::kPersonnel) {
    out->Stop(f.title + " is not a personnel card");
  } else if (s.InfiltrationIcon(e.card) == 0) {
    out->Stop(f.title + " has no infiltration icon (Icons: \"" + f.icons + "\")");
  }
}

// stccg.infiltrate.report: reporting infiltrating goes to the opponent's side, wherever the
// opponent may report cards compatible with the icon's affiliation: the opponent's facility, in
// its native quadrant, compatible with that affiliation.
void InfiltrateReport(const StccgState& s, const Event& e, Breaches* out) {
  if (!s.InfiltratesFromHand(e)) return;
  uint16_t site = 0;
  const uint16_t fac = ReportFacility(s, e, &site);
  if (fac == 0) {
    out->Stop(s.Name(site != 0 ? s.cards()[site].where : e.target) + " is not a facility in play");
    return;
  }
  const CardFacts& facility = *s.instances()[fac].facts;
  const uint32_t icon = s.InfiltrationIcon(e.card);
  const uint8_t opponent = e.player == 0 ? 1 : 0;
  const Quadrant here = s.QuadrantOf(s.cards()[fac].where);
  if (s.cards()[fac].controller != opponent) {
    out->Add(facility.title + " is not " + s.PlayerLabel(opponent) +
             "'s: an infiltrator reports to the opponent's side");
  } else if (facility.quadrant != here) {
    out->Add(facility.title + " stands outside its native quadrant: " + s.PlayerLabel(opponent) +
             " may report nothing there");
  } else if (!AffiliationsCompatible(icon, s.AffiliationOf(fac))) {
    out->Add(s.Name(e.card) + "'s infiltration icon (" + AffiliationNames(icon) +
             ") is not compatible with " + facility.title + " (" +
             AffiliationNames(s.AffiliationOf(fac)) + ")");
  }
}

// stccg.infiltrate.present: a personnel in play infiltrates where he is, present with an
// opponent's crew or Away Team compatible with the icon, and not while already infiltrating.
void InfiltratePresent(const StccgState& s, const Event& e, Breaches* out) {
  if (s.InfiltratesFromHand(e)) return;
  const CardState& c = s.cards()[e.card];
  const uint8_t opponent = e.player == 0 ? 1 : 0;
  if (c.controller != e.player) {
    out->Add(s.PlayerLabel(e.player) + " does not control " + s.Name(e.card));
    return;
  }
  if (c.where != e.target) {
    out->Add(s.Name(e.card) + " is not at " + s.Name(e.target) + " (" + s.Name(c.where) + ")");
    return;
  }
  if (s.Infiltrating(e.card)) {
    out->Add(s.Name(e.card) + " is already infiltrating");
    return;
  }
  const uint32_t icon = s.InfiltrationIcon(e.card);
  bool crew = false;
  bool compatible = false;
  for (size_t other = 1; other < s.cards().size(); ++other) {
    auto o = static_cast<uint16_t>(other);
    if (s.cards()[o].controller != opponent || s.instances()[o].type != CardType::kPersonnel ||
        !s.Present(e.card, o) || s.Infiltrating(o)) {
      continue;
    }
    crew = true;
    compatible |= AffiliationsCompatible(icon, s.AffiliationOf(o));
  }
  if (!crew) {
    out->Add(s.PlayerLabel(opponent) + " has no crew or Away Team at " + s.Name(e.target));
  } else if (!compatible) {
    out->Add(s.PlayerLabel(opponent) + "'s crew or Away Team at " + s.Name(e.target) +
             " is not compatible with " + s.Name(e.card) + "'s infiltration icon (" +
             AffiliationNames(icon) + ")");
  }
}

// stccg.infiltrate.again: an exposed infiltrator infiltrates again only after being away from
// all of the opponent's personnel.
void InfiltrateAgain(const StccgState& s, const Event& e, Breaches* out) {
  const StccgState::Infiltrator* i = s.InfiltratorOf(e.card);
  if (i != nullptr && i->status == StccgState::Infiltration::kExposed) {
    out->Add(s.Name(e.card) + " was exposed and has not been away from all of " +
             s.PlayerLabel(e.player == 0 ? 1 : 0) + "'s personnel since");
  }
}

// stccg.infiltrate.not-intruder: the infiltrated crew or Away Team does not initiate battle
// against its infiltrator, nor he against them.
void InfiltrateNotIntruder(const StccgState& s, const Event& e, Breaches* out) {
  for (uint16_t id : StccgState::ActingCards(e)) {
    // Under house arrest he takes part in no battle at all: InfiltrateActions' one finding.
    if (s.ValidCard(id) && s.Infiltrating(id) && !s.Arrested(id) &&
        s.instances()[id].owner == e.player) {
      out->Add(s.Name(id) + " is infiltrating " + s.PlayerLabel(e.player == 0 ? 1 : 0) +
               "'s crew or Away Team and cannot initiate battle against them");
      return;
    }
  }
  const std::vector<uint16_t> opposing = s.PersonnelAt(e.player == 0 ? 1 : 0, e.target);
  if (!opposing.empty() && std::all_of(opposing.begin(), opposing.end(),
                                       [&](uint16_t id) { return s.Infiltrating(id); })) {
    out->Add(s.Name(opposing.front()) + " is infiltrating " + s.PlayerLabel(e.player) +
             "'s own crew or Away Team at " + s.Name(e.target) +
             ": no intruder to initiate battle against");
  }
}

// stccg.infiltrate.actions: an infiltrator takes no action but moving himself (with the
// opponent's transporters) and taking part in what the crew he infiltrates does.
void InfiltrateActions(const StccgState& s, const Event& e, Breaches* out) {
  if (s.infiltrators().empty()) return;
  // "Under house arrest" (an incompatibility, 003): he goes on infiltrating but takes part in
  // nothing, whoever's line names him (INTERPRETATIONS.md, "House arrest").
  if (e.kind == stccg::kBeam || e.kind == stccg::kWalk || e.kind == stccg::kPersonnelBattle ||
      e.kind == stccg::kAttempt) {
    const std::vector<uint16_t> named =
        e.kind == stccg::kAttempt ? e.cards : StccgState::ActingCards(e);
    for (uint16_t id : named) {
      if (s.ValidCard(id) && s.Arrested(id)) {
        out->Add(s.Name(id) +
                 " is under house arrest: he takes part in nothing (no beaming, "
                 "walking, attempt or battle) until exposed");
        return;
      }
    }
  }
  if (e.kind == stccg::kBeam || e.kind == stccg::kWalk) {
    const std::vector<uint16_t> moved = StccgState::ActingCards(e);
    if (moved.size() < 2) return;
    for (uint16_t id : moved) {
      if (s.ValidCard(id) && s.Infiltrating(id) && s.instances()[id].owner == e.player) {
        out->Add(s.Name(id) +
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
    const bool here = s.ValidCard(e.target)
                          ? s.cards()[id].zone == Zone::kAboard && s.cards()[id].where == e.target
                          : s.cards()[id].zone == Zone::kOnPlanet && s.cards()[id].where == e.card;
    if (!s.TakesPart(id, e.player) || !here) {
      out->Add(s.Name(id) + " is not infiltrating " + s.PlayerLabel(e.player) +
               "'s attempting team: only its infiltrators may choose to take part");
      return;
    }
  }
}

// stccg.infiltrate.expose: only an infiltrator is exposed; he exposes himself (or chooses
// exposure or house arrest) by his own player's choice; a card exposes him by its play.
void InfiltrateExpose(const StccgState& s, const Event& e, Breaches* out) {
  if (e.arg < 0 || e.arg >= kExposureCount) {
    out->Stop("exposure " + std::to_string(e.arg) + " is no way of exposure");  // another writer's
    return;
  }
  if (s.instances()[e.card].type != CardType::kPersonnel || !s.Infiltrating(e.card)) {
    out->Stop(s.Name(e.card) + " is not infiltrating");
    return;
  }
  const auto how = static_cast<Exposure>(e.arg);
  const uint8_t owner = s.instances()[e.card].owner;
  if ((how == Exposure::kVoluntarily || how == Exposure::kIncompatible ||
       how == Exposure::kArrested) &&
      e.player != owner) {
    out->Add(s.PlayerLabel(e.player) + " cannot expose " + s.Name(e.card) + " " +
             std::string(ExposureName(how)) + ": that is " + s.PlayerLabel(owner) + "'s choice");
  } else if (how == Exposure::kCard && e.target == 0) {
    out->Add(s.Name(e.card) + " is exposed by a card play that names no card");
  }
}

// stccg.infiltrate.expose.persona: an infiltrator present with any version of the persona he
// impersonates is exposed (a required step; RefreshInfiltration owes it); an exposure said to be
// by the persona names such a version, present.
void InfiltrateExposePersona(const StccgState& s, const Event& e, Breaches* out) {
  if (static_cast<Exposure>(e.arg) != Exposure::kPersona) return;
  const std::string persona = s.ImpersonatedPersona(e.card);
  if (persona.empty()) {
    out->Add(s.Name(e.card) + " impersonates no persona");
  } else if (!s.IsPersona(e.target, persona)) {
    out->Add(s.Name(e.target) + " is not a version of " + persona + ", whom " + s.Name(e.card) +
             " impersonates");
  } else if (!s.Present(e.card, e.target)) {
    out->Add(s.Name(e.target) + " is not present with " + s.Name(e.card));
  }
}

std::span<const Rule> InfiltrationRules() {
  static constexpr Rule kAll[] = {kInfiltrateIcon,   kInfiltrateReport,       kInfiltratePresent,
                                  kInfiltrateAgain,  kInfiltrateNotIntruder,  kInfiltrateActions,
                                  kInfiltrateExpose, kInfiltrateExposePersona};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
