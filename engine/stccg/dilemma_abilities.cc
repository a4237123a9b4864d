// The abilities read from a dilemma's whole Text (engine/stccg/card_abilities.h): the condition a
// team must meet to get past it, translated into the requirements grammar of
// mission_requirements.h so that one reader judges missions and dilemmas alike.
//
// Only wordings whose meaning is certain are read: a false finding costs the table more than a
// dilemma taken on its word. A dilemma no row reads is taken on the table's word.
#include <string>
#include <string_view>
#include <vector>

#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_wording.h"
#include "engine/stccg/mission_requirements.h"

namespace stardate::engine::stccg {

namespace {

// Splits `s` at every `sep`.
std::vector<std::string_view> Split(std::string_view s, std::string_view sep) {
  std::vector<std::string_view> parts;
  for (size_t at = s.find(sep); at != std::string_view::npos; at = s.find(sep)) {
    parts.push_back(s.substr(0, at));
    s.remove_prefix(at + sep.size());
  }
  parts.push_back(s);
  return parts;
}

bool Digits(std::string_view s) {
  return !s.empty() && s.find_first_not_of("0123456789") == std::string_view::npos;
}

// One term of a dilemma's condition in the requirements grammar: "SCIENCE" (one personnel with
// it), "3 SCIENCE" / "two Honor" (that many), "CUNNING>50" (the team's total), "{Morn}" (a
// personnel of that title). "" for any other term ("a hand weapon", "[Def] drones", "any
// Intelligence", "three personnel with Anthropology").
std::string Term(std::string_view term) {
  if (term.size() > 2 && term.front() == '{' && term.back() == '}' &&
      term.find_first_of("{}[]<>", 1) == term.size() - 1) {
    return std::string(term);
  }
  for (std::string_view attribute : {"INTEGRITY>", "CUNNING>", "STRENGTH>"}) {
    if (term.substr(0, attribute.size()) == attribute && Digits(term.substr(attribute.size()))) {
      return std::string(term);
    }
  }
  int count = 1;
  if (const size_t space = term.find(' '); space != std::string_view::npos) {
    const int n = wording::SmallNumber(term.substr(0, space));
    if (n >= 2) {
      count = n;
      term.remove_prefix(space + 1);
    }
  }
  if (!IsSkill(term)) return "";
  return std::string(term) + (count > 1 ? " x" + std::to_string(count) : "");
}

// A condition: alternatives joined by " OR " (or one lowercase " or " between two terms), each
// terms joined by " and ", every term one Term() reads, into the requirements grammar. False for
// any other wording: a comma or parenthesis ("Geology, Leadership, and OFFICER", "(or 2 [Def]
// Borg)"), a further sentence.
bool ReadCondition(std::string_view condition, std::string* read) {
  if (condition.empty() || condition.find_first_of(".,;:()") != std::string_view::npos) {
    return false;
  }
  std::vector<std::string_view> alternatives = Split(condition, " OR ");
  if (alternatives.size() == 1 && condition.find(" and ") == std::string_view::npos) {
    alternatives = Split(condition, " or ");
    if (alternatives.size() > 2) return false;
  }
  std::string out;
  for (std::string_view alternative : alternatives) {
    if (alternative.find(" or ") != std::string_view::npos) return false;
    std::string sum;
    for (std::string_view term : Split(alternative, " and ")) {
      const std::string t = Term(term);
      if (t.empty()) return false;
      sum += (sum.empty() ? "" : " + ") + t;
    }
    out += (out.empty() ? "" : " OR ") + sum;
  }
  *read = std::move(out);
  return true;
}

// A dilemma whose whole Text is `lead` + a condition + `tail`: the condition is its only rule.
bool ReadOnlyCondition(const AbilityText& text, std::string_view lead, std::string_view tail,
                       DilemmaReading* d) {
  const std::string_view s = wording::Trim(text.printed);
  if (s.size() <= lead.size() + tail.size() || s.substr(0, lead.size()) != lead ||
      s.substr(s.size() - tail.size()) != tail) {
    return false;
  }
  std::string condition;
  if (!ReadCondition(s.substr(lead.size(), s.size() - lead.size() - tail.size()), &condition)) {
    return false;
  }
  d->condition = std::move(condition);
  d->printed = std::string(s);
  d->only_rule = true;
  return true;
}

// "To get past requires MEDICAL and 3 SCIENCE.", "To get past requires 2 Honor OR 2 Treachery.";
// not "To get past requires CUNNING>24 remaining." nor a Text with a further sentence.
bool ReadGetPastRequires(const AbilityText& text, DilemmaReading* d) {
  return ReadOnlyCondition(text, "To get past requires ", ".", d);
}

// "Cannot get past unless 2 Computer Skill OR 3 SCIENCE OR 3 ENGINEER present."; not "Cannot get
// past unless at least two female Away Team members are present."
bool ReadCannotGetPastUnless(const AbilityText& text, DilemmaReading* d) {
  return ReadOnlyCondition(text, "Cannot get past unless ", " present.", d);
}

// ---- The table ------------------------------------------------------------------------------

using Row = Ability<DilemmaReading>;

constexpr Row kDilemmaAbilities[] = {
    {"dilemma.get-past-requires", "To get past requires MEDICAL and 3 SCIENCE.",
     "DilemmaReading::condition", "stccg.dilemma.condition", &ReadGetPastRequires},
    {"dilemma.cannot-get-past-unless",
     "Cannot get past unless 2 Computer Skill OR 3 SCIENCE OR 3 ENGINEER present.",
     "DilemmaReading::condition", "stccg.dilemma.condition", &ReadCannotGetPastUnless},
};

}  // namespace

std::span<const Ability<DilemmaReading>> DilemmaAbilities() { return kDilemmaAbilities; }

DilemmaReading ReadDilemma(const CardFacts& dilemma) {
  DilemmaReading reading;
  if (dilemma.type != CardType::kDilemma) return reading;
  ReadClause(DilemmaAbilities(), {dilemma.text, dilemma.text}, &reading);
  return reading;
}

}  // namespace stardate::engine::stccg
