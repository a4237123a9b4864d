#include "engine/stccg/card_text.h"

#include <array>
#include <regex>
#include <utility>

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_wording.h"

namespace stardate::engine::stccg {

namespace {

using wording::Contains;

// ---- Override table -------------------------------------------------------------------------

// Adjustments the game text cannot express. Keep this table small; each entry says why.
struct Override {
  std::string_view face_title;
  std::string_view other_side;  // FlipRule::other_side
};

constexpr std::array<Override, 2> kOverrides = {{
    // Terok Nor and Deep Space 9 are the two sides of one card (Physical.csv's ImageFile
    // "TerokNorDS9,DeepSpace9DS9"); their text says only "flip card over", and unlike Empok
    // Nor or Mirror Terok Nor the back does not carry the front's title.
    {"Terok Nor", "Deep Space 9"},
    {"Deep Space 9", "Terok Nor"},
}};

const Override* FindOverride(std::string_view face_title) {
  for (const Override& o : kOverrides) {
    if (o.face_title == face_title) return &o;
  }
  return nullptr;
}

// The "Nor" of 004: "any station identified in its title or lore as a Nor".
bool NamedNor(const CardFacts& card) {
  static const std::regex kNor(R"(\bNor\b)");
  return std::regex_search(card.title, kNor) || std::regex_search(card.lore, kNor);
}

// Docking and repair: outposts do; a Nor as its sites say; others only by text.
void SettleDocking(const FacilityReading& p, FacilityRules* r) {
  if (r->kind == FacilityKind::kOutpost) {
    r->docking = Provision::kYes;
    r->repairs = p.no_repairs ? Provision::kNo : Provision::kYes;
  } else if (r->nor) {
    r->docking = Provision::kBySites;
    r->repairs = Provision::kBySites;
  }
  if (p.text_docking) r->docking = Provision::kYes;
  if (p.text_repairs) r->repairs = Provision::kYes;
  if (p.no_repairs) r->repairs = Provision::kNo;
  if (r->on_planet) r->docking = Provision::kNo;  // 000: "Ships cannot dock at a planet facility"
}

// Reporting: the kind's default, then the text.
void SettleReporting(const ReportingText& t, FacilityRules* r) {
  FacilityReporting& rep = r->reporting;
  switch (r->kind) {
    case FacilityKind::kOutpost:
      rep.provision = Provision::kYes;
      rep.basis = "outpost default: the owner's compatible cards";
      break;
    case FacilityKind::kHeadquarters:
      rep.provision = Provision::kYes;
      rep.all_players = true;
      rep.basis = "headquarters default: both players' compatible cards";
      break;
    case FacilityKind::kStation:
      rep.provision = r->nor ? Provision::kBySites : Provision::kNo;
      rep.basis = r->nor ? "a Nor: as its sites allow" : "station default: no reporting";
      break;
    case FacilityKind::kNone:
      break;
  }
  if (t.all_players_compatible) {
    rep.all_players = true;
    rep.compatibility = Compatibility::kCompatible;
  }
  if (t.all_players_regardless) {
    rep.provision = Provision::kYes;
    rep.all_players = true;
    rep.mix_aboard = true;
    rep.compatibility = Compatibility::kRegardlessOfAffiliation;
    rep.excluded_affiliations = t.excluded;
  }
  if (t.normal) rep.provision = r->nor ? Provision::kBySites : Provision::kYes;
  if (t.none) rep.provision = Provision::kNo;
  // 000: "Your cards must be compatible with a facility (except a Nor)"; a Nor's sites say.
  if (r->nor) rep.compatibility = Compatibility::kNotRequired;
  if (!t.basis.empty()) rep.basis = t.basis;
  if (r->kind == FacilityKind::kStation && !r->nor && rep.provision == Provision::kNo) {
    for (const ReportClause& c : rep.clauses) {
      if (!c.denied && !c.only) {
        rep.provision = Provision::kYes;  // "Your Son'a cards may report here"
        rep.basis = c.text;
        break;
      }
    }
  }
}

// Flipping: the other side's title.
void SettleFlip(const CardFacts& card, FacilityRules* r) {
  const std::string face = FaceTitle(card.title);
  if (r->back_side) r->flip.two_sided = true;
  if (const Override* o = FindOverride(face)) {
    r->flip.two_sided = true;
    r->flip.other_side = std::string(o->other_side);
  } else if (r->flip.two_sided) {
    r->flip.other_side = face;  // the back carries the front's title: "Empok Nor (back)"
  }
}

}  // namespace

// ---- Names ----------------------------------------------------------------------------------

std::string_view ProvisionName(Provision provision) {
  switch (provision) {
    case Provision::kNo:
      return "no";
    case Provision::kYes:
      return "yes";
    case Provision::kBySites:
      return "by sites";
  }
  return "?";
}

std::string_view CompatibilityName(Compatibility compatibility) {
  switch (compatibility) {
    case Compatibility::kNotRequired:
      return "not required";
    case Compatibility::kCompatible:
      return "compatible";
    case Compatibility::kMatching:
      return "matching";
    case Compatibility::kRegardlessOfAffiliation:
      return "regardless of affiliation";
  }
  return "?";
}

std::string_view SeedPhaseName(SeedPhase phase) {
  switch (phase) {
    case SeedPhase::kNone:
      return "none";
    case SeedPhase::kFacility:
      return "facility";
    case SeedPhase::kMission:
      return "mission";
  }
  return "?";
}

std::string_view PlacementKindName(PlacementKind kind) {
  switch (kind) {
    case PlacementKind::kMatchingAffiliationIcon:
      return "matching affiliation icon";
    case PlacementKind::kMission:
      return "mission";
    case PlacementKind::kNamedHomeworld:
      return "named homeworld";
    case PlacementKind::kNamedLocation:
      return "named location";
    case PlacementKind::kRegion:
      return "region";
  }
  return "?";
}

std::string_view ReportItemKindName(ReportItem::Kind kind) {
  switch (kind) {
    case ReportItem::Kind::kPersonnel:
      return "personnel";
    case ReportItem::Kind::kEquipment:
      return "equipment";
    case ReportItem::Kind::kShip:
      return "ship";
    case ReportItem::Kind::kCard:
      return "card";
  }
  return "?";
}

// ---- Facilities -----------------------------------------------------------------------------

FacilityRules DeriveFacilityRules(const CardFacts& card) {
  FacilityRules r;
  if (card.type != CardType::kFacility) {
    r.unclassified.push_back("not a facility (type '" + card.type_text + "')");
    return r;
  }
  r.kind = card.facility_kind;
  if (r.kind == FacilityKind::kNone) {
    r.unclassified.push_back("unknown facility class '" + card.class_text + "'");
  }
  r.back_side = Contains(card.title, "(back)");
  r.not_duplicatable = card.not_duplicatable;

  FacilityReading p;
  p.rules = &r;
  ReadClauses(FacilityAbilities(), card.text, &p, &r.abilities, &r.other_text, &r.unclassified);

  const bool station = r.kind == FacilityKind::kStation;
  r.nor = station && (NamedNor(card) || !r.site_allowances.empty());
  if (!r.seedable && !r.buildable && !r.back_side) {
    r.unclassified.push_back("no seed, build or play wording");
  }
  if (r.kind == FacilityKind::kOutpost) {
    for (Placement& a : r.placements) {
      if (a.kind != PlacementKind::kNamedLocation) a.non_homeworld = true;
    }
  }

  // On a planet (000: headquarters "specify that they are seeded or built on a planet").
  static const std::regex kInside(R"(\binside\b)");
  r.on_planet =
      r.kind == FacilityKind::kHeadquarters || p.placed_on || std::regex_search(card.text, kInside);

  SettleDocking(p, &r);
  SettleReporting(p.reporting, &r);
  SettleFlip(card, &r);
  return r;
}

}  // namespace stardate::engine::stccg
