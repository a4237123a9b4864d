#include "engine/stccg/card_facts.h"

#include <array>
#include <cctype>
#include <string>
#include <vector>

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_wording.h"
#include "engine/text.h"

namespace stardate::engine::stccg {

namespace {

using wording::BracketTokens;

// ---- Vocabulary tables ----------------------------------------------------------------------

struct AffiliationName {
  uint32_t bit;
  std::string_view word;
  std::string_view icon;
};

constexpr std::array<AffiliationName, 16> kAffiliationNames = {{
    {Affiliation::kFederation, "Federation", "FED"},
    {Affiliation::kKlingon, "Klingon", "KLI"},
    {Affiliation::kRomulan, "Romulan", "ROM"},
    {Affiliation::kCardassian, "Cardassian", "CAR"},
    {Affiliation::kBajoran, "Bajoran", "BAJ"},
    {Affiliation::kDominion, "Dominion", "DOM"},
    {Affiliation::kFerengi, "Ferengi", "FER"},
    {Affiliation::kBorg, "Borg", "BOR"},
    {Affiliation::kNonAligned, "Non-Aligned", "NON"},
    {Affiliation::kNeutral, "Neutral", "NEU"},
    {Affiliation::kKazon, "Kazon", "KAZ"},
    {Affiliation::kVidiian, "Vidiian", "VID"},
    {Affiliation::kHirogen, "Hirogen", "HIR"},
    {Affiliation::kStarfleet, "Starfleet", "STA"},
    {Affiliation::kVulcan, "Vulcan", "VUL"},
    {Affiliation::kXindi, "Xindi", "XIN"},
}};

struct TypeName {
  CardType type;
  std::string_view name;
};

constexpr std::array<TypeName, 18> kTypeNames = {{
    {CardType::kMission, "Mission"},
    {CardType::kDilemma, "Dilemma"},
    {CardType::kFacility, "Facility"},
    {CardType::kSite, "Site"},
    {CardType::kPersonnel, "Personnel"},
    {CardType::kShip, "Ship"},
    {CardType::kEquipment, "Equipment"},
    {CardType::kEvent, "Event"},
    {CardType::kInterrupt, "Interrupt"},
    {CardType::kDoorway, "Doorway"},
    {CardType::kArtifact, "Artifact"},
    {CardType::kObjective, "Objective"},
    {CardType::kIncident, "Incident"},
    {CardType::kTactic, "Tactic"},
    {CardType::kTimeLocation, "Time Location"},
    {CardType::kTribble, "Tribble"},
    {CardType::kQArtifact, "Q Artifact"},
    {CardType::kOther, "Other"},
}};

constexpr std::array<std::string_view, 4> kQuadrantNames = {"Alpha", "Gamma", "Delta", "Mirror"};

CardType ParseCardType(std::string_view text) {
  text = Trim(text);
  for (const TypeName& t : kTypeNames) {
    if (t.type != CardType::kOther && text == t.name) return t.type;
  }
  return CardType::kOther;
}

bool ParseQuadrant(std::string_view text, Quadrant* quadrant) {
  text = Trim(text);
  for (size_t i = 0; i < kQuadrantNames.size(); ++i) {
    if (EqualsIgnoreAsciiCase(text, kQuadrantNames[i])) {
      *quadrant = static_cast<Quadrant>(i);
      return true;
    }
  }
  return false;
}

// Native quadrant from the Icons column; see CardFacts::quadrant.
Quadrant QuadrantFromIcons(std::string_view icons) {
  for (std::string_view token : BracketTokens(icons)) {
    if (EqualsIgnoreAsciiCase(token, "GQ")) return Quadrant::kGamma;
    if (EqualsIgnoreAsciiCase(token, "DQ")) return Quadrant::kDelta;
    if (EqualsIgnoreAsciiCase(token, "MU") || EqualsIgnoreAsciiCase(token, "MQ"))
      return Quadrant::kMirror;
  }
  return Quadrant::kAlpha;
}

// Reads a numeric column per the grammar in card_pool.h. Returns false if `text` is not a
// number in that grammar.
bool ParseNumber(std::string_view text, int* value) {
  text = Trim(text);
  if (text.empty() || text == "*" || text == "?" || text == "X" || text == "x" || text == "Q" ||
      text == "NO") {
    *value = 0;
    return true;
  }
  if (text.back() == '*') text.remove_suffix(1);
  size_t i = 0;
  int sign = 1;
  if (i < text.size() && (text[i] == '+' || text[i] == '-')) {
    sign = text[i] == '-' ? -1 : 1;
    ++i;
  }
  int total = 0;
  while (true) {
    constexpr size_t kMaxDigits = 6;  // keeps the sum far from int overflow
    int term = 0;
    size_t digits = 0;
    while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
      if (++digits > kMaxDigits) return false;
      term = term * 10 + (text[i] - '0');
      ++i;
    }
    if (i < text.size() && (text[i] == 'X' || text[i] == 'x')) {
      term = 0;  // X is variable and counts as 0, and so does any multiple of it
      ++i;
    } else if (digits == 0) {
      return false;
    }
    total += sign * term;
    if (i == text.size()) break;
    if (text[i] != '+' && text[i] != '-') return false;
    sign = text[i] == '-' ? -1 : 1;
    ++i;
  }
  *value = total;
  return true;
}

// The countdown icon: a number in brackets among the icons ("[3]"); 0 when there is none.
int CountdownIcon(std::string_view icons) {
  for (size_t open = icons.find('['); open != std::string_view::npos;
       open = icons.find('[', open + 1)) {
    const size_t close = icons.find(']', open);
    if (close == std::string_view::npos || close == open + 1 || close - open > 3) continue;
    int n = 0;
    bool digits = true;
    for (size_t i = open + 1; i < close; ++i) {
      digits &= icons[i] >= '0' && icons[i] <= '9';
      if (digits) n = n * 10 + (icons[i] - '0');
    }
    if (digits) return n;
  }
  return 0;
}

}  // namespace

bool HasKeyword(std::string_view keywords, std::string_view keyword) {
  while (!keywords.empty()) {
    const size_t semi = keywords.find(';');
    std::string_view item = Trim(keywords.substr(0, semi));
    if (EqualsIgnoreAsciiCase(item, keyword)) return true;
    if (semi == std::string_view::npos) break;
    keywords.remove_prefix(semi + 1);
  }
  return false;
}

// ---- Vocabulary -----------------------------------------------------------------------------

uint32_t ParseAffiliations(std::string_view text) {
  uint32_t bits = 0;
  if (Contains(text, "[")) {
    for (std::string_view token : BracketTokens(text)) {
      token = Trim(token);
      if (EqualsIgnoreAsciiCase(token, "NA")) bits |= Affiliation::kNonAligned;
      for (const AffiliationName& a : kAffiliationNames) {
        if (EqualsIgnoreAsciiCase(token, a.icon)) bits |= a.bit;
      }
    }
    return bits;
  }
  while (!text.empty()) {
    const size_t slash = text.find('/');
    const std::string_view word = Trim(text.substr(0, slash));
    for (const AffiliationName& a : kAffiliationNames) {
      if (EqualsIgnoreAsciiCase(word, a.word)) bits |= a.bit;
    }
    if (slash == std::string_view::npos) break;
    text.remove_prefix(slash + 1);
  }
  return bits;
}

std::string AffiliationNames(uint32_t affiliations) {
  std::string out;
  for (const AffiliationName& a : kAffiliationNames) {
    if ((affiliations & a.bit) == 0) continue;
    if (!out.empty()) out += '/';
    out += a.word;
  }
  return out;
}

std::string_view CardTypeName(CardType type) {
  for (const TypeName& t : kTypeNames) {
    if (t.type == type) return t.name;
  }
  return "Other";
}

std::string_view QuadrantName(Quadrant quadrant) {
  return kQuadrantNames[static_cast<size_t>(quadrant)];
}

// ---- Facts of a row -------------------------------------------------------------------------

Status DeriveCardFacts(std::string_view mission_type, std::string_view quadrant,
                       const std::string& error_prefix, CardFacts* f) {
  auto number = [&](const std::string& text, std::string_view column, int* value) -> Status {
    if (ParseNumber(text, value)) return Status::Ok();
    return Status::InvalidArgument(error_prefix + "column '" + std::string(column) +
                                   "': cannot read '" + text + "' as a number");
  };

  f->type = ParseCardType(f->type_text);
  f->universal = EqualsIgnoreAsciiCase(Trim(f->uniqueness), "univ");
  f->homeworld = HasKeyword(f->keywords, "Homeworld");
  f->white_icon = f->type == CardType::kPersonnel && Contains(f->icons, "[KW]");
  f->ketracel_white = f->type == CardType::kEquipment && Contains(f->title, "Ketracel-White");
  f->countdown = CountdownIcon(f->icons);
  f->planet_mission = Contains(mission_type, "P");
  f->space_mission = Contains(mission_type, "S");
  ReadCardAbilities(f);

  const std::string_view quadrant_text = Trim(quadrant);
  if (!quadrant_text.empty()) {
    if (!ParseQuadrant(quadrant_text, &f->quadrant)) {
      return Status::InvalidArgument(error_prefix + "column 'Quadrant': unknown quadrant '" +
                                     std::string(quadrant_text) + "'");
    }
  } else if (f->type != CardType::kMission) {
    f->quadrant = QuadrantFromIcons(f->icons);
  }

  switch (f->type) {
    case CardType::kMission: {
      f->mission_requirements = f->text;
      const std::string_view affil = Trim(f->affil_text);
      if (affil.substr(0, 3) == "Any") {
        // Prose; icons in it may be exclusions ("except [Bor]"), so none are read.
        f->any_affiliation_may_attempt = Contains(affil, "may attempt");
      } else {
        f->affiliations = ParseAffiliations(affil);
      }
      STARDATE_RETURN_IF_ERROR(number(f->span_text, "Span", &f->span));
      STARDATE_RETURN_IF_ERROR(number(f->points_text, "Points", &f->points));
      break;
    }
    case CardType::kPersonnel:
      f->affiliations = ParseAffiliations(f->affil_text);
      STARDATE_RETURN_IF_ERROR(number(f->int_rng_text, "Int/Rng", &f->integrity));
      STARDATE_RETURN_IF_ERROR(number(f->cun_wpn_text, "Cun/Wpn", &f->cunning));
      STARDATE_RETURN_IF_ERROR(number(f->str_shd_text, "Str/Shd", &f->strength));
      break;
    case CardType::kShip:
    case CardType::kFacility:
      f->affiliations = ParseAffiliations(f->affil_text);
      STARDATE_RETURN_IF_ERROR(number(f->int_rng_text, "Int/Rng", &f->range));
      STARDATE_RETURN_IF_ERROR(number(f->cun_wpn_text, "Cun/Wpn", &f->weapons));
      STARDATE_RETURN_IF_ERROR(number(f->str_shd_text, "Str/Shd", &f->shields));
      break;
    case CardType::kEquipment:
      f->native_everywhere = true;
      break;
    default:
      break;
  }

  if (f->type == CardType::kFacility) {
    const std::string_view kind = Trim(f->class_text);
    if (EqualsIgnoreAsciiCase(kind, "Outpost")) f->facility_kind = FacilityKind::kOutpost;
    if (EqualsIgnoreAsciiCase(kind, "Headquarters")) f->facility_kind = FacilityKind::kHeadquarters;
    if (EqualsIgnoreAsciiCase(kind, "Station")) f->facility_kind = FacilityKind::kStation;
  }
  return Status::Ok();
}

}  // namespace stardate::engine::stccg
