#include "engine/stccg/card_coverage.h"

#include <vector>

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_text.h"
#include "engine/stccg/card_wording.h"
#include "engine/text.h"

namespace stardate::engine::stccg {

namespace {

// Whether a row of CardAbilities() reads `clause` of `card` on its own.
bool CardAbilityReads(const CardFacts& card, const std::string& clause) {
  const std::string key = wording::Key(clause);
  CardFacts scratch = card;
  for (const Ability<CardFacts>& row : CardAbilities()) {
    if (row.read({clause, key}, &scratch)) return true;
  }
  return false;
}

// A facility or site: its clause table's reading, with the clauses no rule word marks read by
// the card abilities.
Reading ClauseTableReading(const CardFacts& card, const std::vector<std::string>& other,
                           const std::vector<std::string>& unclassified, bool any_read) {
  bool all_other = true;
  for (const std::string& clause : other) {
    if (CardAbilityReads(card, clause)) {
      any_read = true;
    } else {
      all_other = false;
    }
  }
  if (unclassified.empty() && all_other) return Reading::kFully;
  return any_read ? Reading::kPartly : Reading::kNone;
}

}  // namespace

Reading ReadingOf(const CardFacts& card) {
  if (wording::Trim(card.text).empty()) return Reading::kNoText;
  if (card.type == CardType::kDilemma) {
    const DilemmaReading d = ReadDilemma(card);
    if (d.condition.empty()) return Reading::kNone;
    // Fully: nothing in the text is left to the table's word.
    return d.only_rule || (d.spares && d.fails != DilemmaReading::Fails::kUnread)
               ? Reading::kFully
               : Reading::kPartly;
  }
  if (card.type == CardType::kFacility) {
    const FacilityRules r = DeriveFacilityRules(card);
    return ClauseTableReading(card, r.other_text, r.unclassified, !r.abilities.empty());
  }
  if (card.type == CardType::kSite) {
    const SiteRules r = DeriveSiteRules(card);
    return ClauseTableReading(card, r.other_text, r.unclassified, !r.abilities.empty());
  }
  int read = 0, clauses = 0;
  for (const std::string& clause : wording::SplitClauses(card.text)) {
    ++clauses;
    read += CardAbilityReads(card, clause) ? 1 : 0;
  }
  if (read == clauses) return Reading::kFully;
  return read > 0 ? Reading::kPartly : Reading::kNone;
}

std::vector<std::string> UnreadClauses(const CardFacts& card) {
  std::vector<std::string> unread;
  if (card.type == CardType::kMission || card.type == CardType::kPersonnel) return unread;
  if (card.type == CardType::kFacility || card.type == CardType::kSite) {
    std::vector<std::string> other, unclassified;
    if (card.type == CardType::kFacility) {
      FacilityRules r = DeriveFacilityRules(card);
      other = std::move(r.other_text);
      unclassified = std::move(r.unclassified);
    } else {
      SiteRules r = DeriveSiteRules(card);
      other = std::move(r.other_text);
      unclassified = std::move(r.unclassified);
    }
    for (const std::string& clause : other) {
      if (!CardAbilityReads(card, clause)) unread.push_back(clause);
    }
    unread.insert(unread.end(), unclassified.begin(), unclassified.end());
    return unread;
  }
  const DilemmaReading dilemma =
      card.type == CardType::kDilemma ? ReadDilemma(card) : DilemmaReading{};
  if (dilemma.only_rule) return unread;
  for (const std::string& clause : wording::SplitClauses(card.text)) {
    const bool read =
        card.type == CardType::kDilemma
            ? !dilemma.printed.empty() && clause.find(dilemma.printed) != std::string::npos
            : CardAbilityReads(card, clause);
    if (!read) unread.push_back(clause);
  }
  return unread;
}

// Whether a dilemma's text states a condition to get past: the wordings "get past", "unless" and
// "requires", in any case. The share of these whose condition is read is the coverage goal.
bool StatesCondition(const CardFacts& card) {
  const std::string text = AsciiLower(card.text);
  for (std::string_view word : {"get past", "unless", "requires"}) {
    if (text.find(word) != std::string::npos) return true;
  }
  return false;
}

Coverage CountCoverage(const CardPool& pool) {
  Coverage c;
  for (const CardFacts& card : pool.cards()) {
    TypeCoverage& t = c.types[std::string(CardTypeName(card.type))];
    switch (ReadingOf(card)) {
      case Reading::kFully:
        ++t.fully;
        break;
      case Reading::kPartly:
        ++t.partly;
        break;
      case Reading::kNone:
        ++t.none;
        break;
      case Reading::kNoText:
        ++t.no_text;
        break;
    }
    if (card.type == CardType::kDilemma) {
      ++c.dilemmas;
      c.dilemmas_stating_conditions += StatesCondition(card) ? 1 : 0;
      c.dilemma_conditions += ReadDilemma(card).condition.empty() ? 0 : 1;
    }
  }
  return c;
}

}  // namespace stardate::engine::stccg
