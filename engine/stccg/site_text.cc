// The site cards of a Nor: what each site's text allows (engine/stccg/card_text.h, SiteRules).
#include <set>
#include <string>

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_text.h"

namespace stardate::engine::stccg {

namespace {

const std::set<std::string, std::less<>>& KnownSections() {
  static const std::set<std::string, std::less<>> kSections = {"Ops Module", "Promenade",
                                                               "Docking Ring", "Habitat Ring"};
  return kSections;
}

}  // namespace

// ---- Sites ----------------------------------------------------------------------------------

SiteRules DeriveSiteRules(const CardFacts& card) {
  SiteRules r;
  if (card.type != CardType::kSite) {
    r.unclassified.push_back("not a site (type '" + card.type_text + "')");
    return r;
  }
  ReadClauses(SiteAbilities(), card.text, &r, &r.abilities, &r.other_text, &r.unclassified);
  if (r.section.empty()) {
    r.unclassified.push_back("no '<Nor>: <section>' line (e.g. 'Any Nor: Promenade')");
  } else if (KnownSections().count(r.section) == 0) {
    r.unclassified.push_back("unknown section '" + r.section + "'");
  }
  return r;
}

}  // namespace stardate::engine::stccg
