// The abilities read from a card's whole Text when a list is read (engine/stccg/card_abilities.h),
// and the abilities read from one card.
#include "engine/stccg/card_abilities.h"

#include <algorithm>

#include "engine/text.h"

namespace stardate::engine::stccg {

namespace {

// True if `word` (lower case) occurs in `text` not preceded or followed by a letter.
bool ContainsWordIgnoreCase(std::string_view text, std::string_view word) {
  const std::string lower = AsciiLower(text);
  for (size_t at = lower.find(word); at != std::string::npos; at = lower.find(word, at + 1)) {
    const bool starts = at == 0 || !IsAsciiLetter(lower[at - 1]);
    const size_t end = at + word.size();
    const bool ends = end == lower.size() || !IsAsciiLetter(lower[end]);
    if (starts && ends) return true;
  }
  return false;
}

// ---- Ketracel-White: read once here because the countdown runs at every turn end -----------

bool ReadResetsWhiteCountdowns(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "Resets countdowns of {Ketracel-White}")) return false;
  f->resets_white_countdowns = true;
  return true;
}

bool ReadWhiteStaysOnPlanet(const AbilityText& text, CardFacts* f) {
  if (!Contains(text.key, "{Ketracel-White} on planet does not count down")) return false;
  f->white_stays_on_planet = true;
  return true;
}

// ---- Copies ---------------------------------------------------------------------------------

bool ReadNotDuplicatable(const AbilityText& text, CardFacts* f) {
  if (!Contains(AsciiLower(text.key), "not duplicatable")) return false;
  f->not_duplicatable = true;
  return true;
}

// ---- Facilities: whether they seed and build, as `stardate cards show` prints it ----------

bool ReadSeedOne(const AbilityText& text, CardFacts* f) {
  if (f->type != CardType::kFacility || !Contains(text.key, "Seed one")) return false;
  f->seed_one = true;
  return true;
}

bool ReadSeedable(const AbilityText& text, CardFacts* f) {
  if (f->type != CardType::kFacility) return false;
  if (!Contains(text.key, "Seed ") && !Contains(text.key, "Seeds")) return false;
  f->seedable = true;
  return true;
}

bool ReadBuildable(const AbilityText& text, CardFacts* f) {
  if (f->type != CardType::kFacility) return false;
  const std::string lower = AsciiLower(text.key);
  if (!ContainsWordIgnoreCase(text.key, "build") && !Contains(lower, "plays at") &&
      !Contains(lower, "plays on")) {
    return false;
  }
  f->buildable = true;
  return true;
}

// ---- The table ------------------------------------------------------------------------------

using Row = Ability<CardFacts>;

constexpr Row kCardAbilities[] = {
    {"white.resets-countdowns", "Resets countdowns of {Ketracel-White} aboard.",
     "CardFacts::resets_white_countdowns", "stccg.dominion.ketracel-white.countdown",
     &ReadResetsWhiteCountdowns},
    {"white.stays-on-planet", "{Ketracel-White} on planet does not count down.",
     "CardFacts::white_stays_on_planet", "stccg.dominion.ketracel-white.countdown",
     &ReadWhiteStaysOnPlanet},
    {"card.not-duplicatable", "(Not duplicatable.)", "CardFacts::not_duplicatable",
     "stccg.facility.not-duplicatable", &ReadNotDuplicatable},
    {"card.seed-one", "Seed one OR build where you have a Federation ENGINEER.",
     "CardFacts::seed_one", "", &ReadSeedOne},
    {"card.seedable", "Seeds at any non-homeworld Gamma Quadrant mission.", "CardFacts::seedable",
     "", &ReadSeedable},
    {"card.buildable", "Build where you have a Dominion ENGINEER.", "CardFacts::buildable", "",
     &ReadBuildable},
};

}  // namespace

std::span<const Ability<CardFacts>> CardAbilities() {
  static const std::vector<Ability<CardFacts>> kAll = [] {
    std::vector<Ability<CardFacts>> rows(std::begin(kCardAbilities), std::end(kCardAbilities));
    for (const Ability<CardFacts>& row : StapleAbilities()) rows.push_back(row);
    return rows;
  }();
  return kAll;
}

void ReadCardAbilities(CardFacts* facts) {
  const AbilityText text{facts->text, facts->text};
  for (const Ability<CardFacts>& row : CardAbilities()) row.read(text, facts);
}

std::vector<std::string_view> AbilitiesRead(const CardFacts& card) {
  std::vector<std::string_view> ids;
  CardFacts scratch = card;
  const AbilityText text{card.text, card.text};
  for (const Ability<CardFacts>& row : CardAbilities()) {
    if (row.read(text, &scratch)) ids.push_back(row.id);
  }
  std::vector<std::string_view> clauses;
  if (card.type == CardType::kFacility) clauses = DeriveFacilityRules(card).abilities;
  if (card.type == CardType::kSite) clauses = DeriveSiteRules(card).abilities;
  if (card.type == CardType::kDilemma) {
    DilemmaReading reading;
    const AbilityText whole{card.text, card.text};
    if (const Ability<DilemmaReading>* row = ReadClause(DilemmaAbilities(), whole, &reading)) {
      clauses.push_back(row->id);
    }
  }
  for (std::string_view id : clauses) {
    if (std::find(ids.begin(), ids.end(), id) == ids.end()) ids.push_back(id);
  }
  return ids;
}

}  // namespace stardate::engine::stccg
