#include "engine/stccg/attack_restrictions.h"

#include <algorithm>
#include <bit>

#include "engine/stccg/card_pool.h"

namespace stardate::engine::stccg {

AttackRestriction RestrictionOf(uint32_t affiliation) {
  if (std::popcount(affiliation) != 1) return AttackRestriction::kNone;
  if (affiliation == Affiliation::kFederation) return AttackRestriction::kBorgOnly;
  // GEMP's table (base rules section 4): "Klingon, Kazon, Non-Aligned and Neutral may attack
  // anyone ... every other affiliation may attack anyone except its own".
  if (affiliation == Affiliation::kKlingon || affiliation == Affiliation::kKazon ||
      affiliation == Affiliation::kNonAligned || affiliation == Affiliation::kNeutral) {
    return AttackRestriction::kNone;
  }
  return AttackRestriction::kNotOwn;
}

std::vector<RestrictionBreach> AttackBreaches(std::span<const uint32_t> attackers,
                                              std::span<const uint32_t> defenders,
                                              uint32_t allowed) {
  std::vector<RestrictionBreach> breaches;
  uint32_t any = 0;   // every affiliation a defending card may have
  uint32_t sure = 0;  // the affiliations of defending cards that have one alone
  for (uint32_t d : defenders) {
    any |= d;
    if (std::popcount(d) == 1) sure |= d;
  }
  if (any == 0 || (any & allowed) != 0) return breaches;
  auto breaks = [&](uint32_t a) {
    switch (RestrictionOf(a)) {
      case AttackRestriction::kNone:
        return false;
      case AttackRestriction::kBorgOnly:
        return (any & Affiliation::kBorg) == 0;
      case AttackRestriction::kNotOwn:
        return (sure & a) != 0;
    }
    return false;
  };
  for (uint32_t card : attackers) {
    bool all_forbid = card != 0;
    uint32_t first = 0;
    for (uint32_t bits = card; bits != 0 && all_forbid; bits &= bits - 1) {
      const uint32_t a = bits & (~bits + 1);
      all_forbid = breaks(a);
      if (first == 0) first = a;
    }
    if (!all_forbid) continue;
    const bool listed =
        std::any_of(breaches.begin(), breaches.end(),
                    [&](const RestrictionBreach& b) { return b.affiliation == first; });
    if (!listed) breaches.push_back({first, RestrictionOf(first)});
  }
  return breaches;
}

}  // namespace stardate::engine::stccg
