#include "engine/stccg/card_text.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <map>
#include <regex>
#include <set>
#include <utility>


namespace stardate::engine::stccg {

namespace {

// ---- Text helpers ---------------------------------------------------------------------------

std::string_view Trim(std::string_view s) {
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.front()))) s.remove_prefix(1);
  while (!s.empty() && std::isspace(static_cast<unsigned char>(s.back()))) s.remove_suffix(1);
  return s;
}

bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

bool EndsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

bool Contains(std::string_view s, std::string_view part) {
  return s.find(part) != std::string_view::npos;
}

void AddUnique(std::vector<std::string>* list, std::string value) {
  for (const std::string& v : *list) {
    if (v == value) return;
  }
  list->push_back(std::move(value));
}

// The "[...]" tokens of `text`, without brackets.
std::vector<std::string> BracketTokens(std::string_view text) {
  std::vector<std::string> tokens;
  size_t open = text.find('[');
  while (open != std::string_view::npos) {
    const size_t close = text.find(']', open + 1);
    if (close == std::string_view::npos) break;
    tokens.emplace_back(text.substr(open + 1, close - open - 1));
    open = text.find('[', close + 1);
  }
  return tokens;
}

// The affiliation of one icon token ("FED", "Baj", "Sta"), or 0.
uint32_t IconAffiliation(std::string_view token) {
  return ParseAffiliations("[" + std::string(token) + "]");
}

// "one" .. "ten" or digits; -1 otherwise.
int SmallNumber(std::string_view word) {
  static constexpr std::array<std::string_view, 11> kWords = {
      "zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"};
  for (size_t i = 0; i < kWords.size(); ++i) {
    if (word == kWords[i]) return static_cast<int>(i);
  }
  if (word.empty() || word.size() > 3) return -1;
  int n = 0;
  for (char c : word) {
    if (!std::isdigit(static_cast<unsigned char>(c))) return -1;
    n = n * 10 + (c - '0');
  }
  return n;
}

bool Match(const std::string& s, const std::regex& re, std::smatch* m) {
  return std::regex_match(s, *m, re);
}

bool Match(const std::string& s, const std::regex& re) { return std::regex_match(s, re); }

// A '.' at `dot` ends an abbreviation ("V.I.P.", "Dr.") rather than a sentence. A dotted
// acronym ends the sentence too when a capitalized word follows that is not all capitals:
// "crew includes a V.I.P. Ships may ..." but "a V.I.P. OR player", "V.I.P. personnel".
bool EndsAbbreviation(std::string_view text, size_t dot) {
  size_t start = dot;
  while (start > 0 && !std::isspace(static_cast<unsigned char>(text[start - 1])) &&
         text[start - 1] != '{' && text[start - 1] != '(') {
    --start;
  }
  const std::string_view word = text.substr(start, dot - start);
  if (Contains(word, ".")) {  // "V.I.P", "I.P"
    const std::string_view next = text.substr(std::min(text.size(), dot + 2));
    const bool capitalized = next.size() > 1 && std::isupper(static_cast<unsigned char>(next[0])) &&
                             std::islower(static_cast<unsigned char>(next[1]));
    return !capitalized;
  }
  return word == "Dr" || word == "Mr" || word == "Mrs" || word == "Lt" || word == "St";
}

// Cuts game text into clauses (see the contract in card_text.h). Clauses are trimmed and
// keep their final '.'.
std::vector<std::string> SplitClauses(std::string_view text) {
  std::vector<std::string> clauses;
  int braces = 0, parens = 0;
  size_t start = 0;
  auto cut = [&](size_t end) {  // [start, end)
    const std::string_view clause = Trim(text.substr(start, end - start));
    if (!clause.empty()) clauses.emplace_back(clause);
    start = end;
  };
  for (size_t i = 0; i < text.size(); ++i) {
    const char c = text[i];
    const bool at_end = i + 1 == text.size() || text[i + 1] == ' ';
    if (c == '{') ++braces;
    if (c == '}' && braces > 0) --braces;
    if (c == '(') ++parens;
    if (c == ')' && parens > 0) {
      --parens;
      // "(Not duplicatable.)": a parenthesised sentence.
      if (parens == 0 && braces == 0 && i > 0 && text[i - 1] == '.' && at_end) cut(i + 1);
      continue;
    }
    if (braces > 0 || parens > 0) continue;
    if (c == '.' && at_end && !EndsAbbreviation(text, i)) cut(i + 1);
    if (c == ';' && at_end) {
      cut(i);
      start = i + 1;
    }
  }
  cut(text.size());
  return clauses;
}

// The clause without its final '.', for matching ("(Not duplicatable.)" and a final "V.I.P."
// keep theirs).
std::string Key(const std::string& clause) {
  if (clause.empty() || clause.back() != '.') return clause;
  const size_t space = clause.rfind(' ');
  const std::string_view last =
      std::string_view(clause).substr(space == std::string::npos ? 0 : space + 1);
  if (last.find('.') + 1 < last.size()) return clause;  // "V.I.P."
  return clause.substr(0, clause.size() - 1);
}

// The rule words of the contract in card_text.h. "seed card" (a card seeded under a mission)
// is not one.
bool HasRuleWord(const std::string& clause) {
  static const std::regex kRuleWord(
      R"(\b(seeds?\b(?! cards?)|seeded|build|built|plays (at|on)\b|report|dock|undock|repair|)"
      R"(co-?exist|commandeer|flip|transporters?\b|shields\b|duplicatable))",
      std::regex::icase);
  return std::regex_search(clause, kRuleWord);
}

// Which rule word, for the unclassified reason.
std::string RuleTopic(const std::string& clause) {
  static const std::array<std::pair<std::string_view, std::string_view>, 10> kTopics = {{
      {"report", "reporting"},
      {"dock", "docking"},
      {"repair", "repair"},
      {"commandeer", "commandeering"},
      {"flip", "flipping"},
      {"exist", "coexistence"},
      {"seed", "seeding"},
      {"buil", "building"},
      {"play", "placement"},
      {"", "facility features"},
  }};
  std::string lower;
  for (char c : clause) lower += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
  for (const auto& [word, topic] : kTopics) {
    if (Contains(lower, word)) return std::string(topic);
  }
  return "rules";
}

void Unrecognized(const std::string& clause, std::vector<std::string>* other,
                  std::vector<std::string>* unclassified) {
  if (HasRuleWord(clause)) {
    unclassified->push_back("unrecognized wording about " + RuleTopic(clause) + ": '" + clause +
                            "'");
  } else {
    other->push_back(clause);
  }
}

// ---- Where a facility goes ------------------------------------------------------------------

std::optional<Quadrant> QuadrantWord(std::string_view word) {
  if (word == "Alpha") return Quadrant::kAlpha;
  if (word == "Gamma") return Quadrant::kGamma;
  if (word == "Delta") return Quadrant::kDelta;
  if (word == "Mirror") return Quadrant::kMirror;
  return std::nullopt;
}

bool IsNumber(std::string_view word) {
  return !word.empty() &&
         std::all_of(word.begin(), word.end(), [](char c) { return std::isdigit(c) != 0; });
}

std::vector<std::string> Words(std::string_view s) {
  std::vector<std::string> words;
  size_t i = 0;
  while (i < s.size()) {
    while (i < s.size() && s[i] == ' ') ++i;
    const size_t start = i;
    while (i < s.size() && s[i] != ' ') ++i;
    if (i > start) words.emplace_back(s.substr(start, i - start));
  }
  return words;
}

std::string Join(const std::vector<std::string>& words, std::string_view sep) {
  std::string out;
  for (const std::string& w : words) {
    if (!out.empty()) out += sep;
    out += w;
  }
  return out;
}

// Applies one icon group ("[FED][S]", "[sta][S]", "%") to `p`. False if a token is unknown.
bool ApplyIconGroup(std::string_view group, Placement* p) {
  if (group == "%") {
    p->universal_mission = true;
    return true;
  }
  const std::vector<std::string> tokens = BracketTokens(group);
  if (tokens.empty()) return false;
  for (const std::string& token : tokens) {
    if (token == "S") {
      p->space = true;
    } else if (token == "P") {
      p->planet = true;
    } else if (token == "Univ" || token == "univ") {
      p->universal_mission = true;
    } else if (uint32_t bit = IconAffiliation(token); bit != 0) {
      p->mission_icons |= bit;
    } else {
      return false;
    }
  }
  return true;
}

// Reads the place of a seed/build wording (the words after "at"/"on"), e.g. "any [S] mission
// with no affiliation icons", "{Bajor}", "a [KAZ] or [NON] mission". Returns the alternatives,
// or {} with *reason set. `headquarters` makes a named place a homeworld.
std::vector<Placement> ParsePlace(const std::string& place, bool headquarters,
                                  std::string* reason) {
  static const std::regex kNamed(R"(^(?:\[(\w+)\] )?\{([^}]+)\}$)");
  static const std::regex kAlternative(R"( or (?=(?:a|an|any) ))");
  std::smatch m;
  Placement base;
  base.text = place;
  if (Match(place, kNamed, &m)) {
    base.kind = headquarters ? PlacementKind::kNamedHomeworld : PlacementKind::kNamedLocation;
    base.location = m[2];
    if (m[1].matched) {
      if (m[1] == "MQ") {
        base.quadrant = Quadrant::kMirror;
      } else {
        base.condition = "[" + m[1].str() + "]";
      }
    }
    return {base};
  }
  // "a [HIR] mission or any [S] mission with no affiliation icons": two alternatives.
  {
    std::vector<Placement> alternatives;
    auto begin = std::sregex_token_iterator(place.begin(), place.end(), kAlternative, -1);
    std::vector<std::string> parts(begin, std::sregex_token_iterator());
    if (parts.size() > 1) {
      for (const std::string& part : parts) {
        std::vector<Placement> one = ParsePlace(part, headquarters, reason);
        if (one.empty()) return {};
        for (Placement& p : one) alternatives.push_back(std::move(p));
      }
      return alternatives;
    }
  }

  // Trailing qualifiers, outermost first.
  static const std::regex kNoIcons(R"(^(.*) with no affiliation icons$)");
  static const std::regex kCompleted(R"(^(.*) you completed$)");
  static const std::regex kExcept(
      R"(^(.*) \(except (?:a |an |in the |in )?(.+? Region)(?: location| mission)?\)$)");
  static const std::regex kInQuadrant(R"(^(.*) in (Alpha|Gamma|Delta|Mirror) Quadrant$)");
  static const std::regex kInRegion(R"(^(.*) that is in (\(or adjacent to\) )?the (.+ Region)$)");
  std::string rest = place;
  for (bool more = true; more;) {
    more = false;
    if (Match(rest, kNoIcons, &m)) {
      base.no_affiliation_icons = true;
    } else if (Match(rest, kCompleted, &m)) {
      base.completed_by_owner = true;
    } else if (Match(rest, kExcept, &m)) {
      base.except_region = m[2];
    } else if (Match(rest, kInQuadrant, &m)) {
      base.quadrant = QuadrantWord(m[2].str());
    } else if (Match(rest, kInRegion, &m)) {
      base.region = m[3];
      base.or_adjacent_to_region = m[2].matched;
    } else {
      break;
    }
    rest = m[1];
    more = true;
  }

  std::vector<std::string> words = Words(rest);
  if (words.size() < 2 ||
      !(words[0] == "a" || words[0] == "an" || words[0] == "any" || words[0] == "your")) {
    *reason = "unrecognized place '" + place + "'";
    return {};
  }
  const std::string noun = words.back();
  if (noun == "nebula") {
    base.mission_keyword = "Nebula";
  } else if (noun == "planet") {
    base.planet = true;
  } else if (noun != "mission" && noun != "location") {
    *reason = "unrecognized place '" + place + "' (expected mission, location, planet or nebula)";
    return {};
  }

  std::vector<std::string> icon_groups;  // alternatives: "[KAZ]" or "[NON]"
  std::vector<std::string> region_words, leftover, conditions;
  for (size_t i = 1; i + 1 < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "non-homeworld") {
      base.non_homeworld = true;
    } else if (w == "completed") {
      base.completed_by_owner = true;
    } else if (w == "planet") {
      base.planet = true;
    } else if (w == "space") {
      base.space = true;
    } else if (w == "assimilated") {
      conditions.push_back("assimilated planet");
    } else if (QuadrantWord(w) && i + 2 < words.size() && words[i + 1] == "Quadrant") {
      base.quadrant = QuadrantWord(w);
      ++i;
    } else if (w.size() == 4 &&
               std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(c) != 0; })) {
      conditions.push_back(w);  // a year: "a 2154 [S] location"
    } else if (w == "%" || StartsWith(w, "[")) {
      icon_groups.push_back(w);
    } else if (w == "or" && !icon_groups.empty() && i + 1 < words.size() &&
               (words[i + 1] == "%" || StartsWith(words[i + 1], "["))) {
      continue;  // "[KAZ] or [NON]": the next group is an alternative
    } else if (w == "Region") {
      region_words.push_back(w);
      base.region = Join(region_words, " ");
      region_words.clear();
    } else if (!w.empty() && (std::isupper(static_cast<unsigned char>(w[0])) ||
                              (!region_words.empty() && IsNumber(w)))) {
      region_words.push_back(w);  // a region's name ("Sector 001"), until "Region"
    } else {
      for (std::string& pending : region_words) leftover.push_back(std::move(pending));
      region_words.clear();
      leftover.push_back(w);
    }
  }
  // A region's name right before the noun, without the word "Region": "a [FED] Sector 001
  // mission" (Earth Spacedock, whose own keywords say "Sector 001 Region") is a mission of the
  // Sector 001 Region.
  if (!region_words.empty() && base.region.empty()) {
    region_words.push_back("Region");
    base.region = Join(region_words, " ");
    region_words.clear();
  }
  for (const std::string& w : region_words) leftover.push_back(w);
  if (!leftover.empty()) {
    *reason = "unrecognized words '" + Join(leftover, " ") + "' in place '" + place + "'";
    return {};
  }
  base.condition = Join(conditions, ", ");

  const bool only_region = !base.region.empty() && icon_groups.empty() && !base.space &&
                           !base.planet && !base.non_homeworld && !base.quadrant &&
                           !base.completed_by_owner && !base.no_affiliation_icons &&
                           base.mission_keyword.empty() && base.condition.empty() &&
                           !base.or_adjacent_to_region;
  base.kind = only_region ? PlacementKind::kRegion : PlacementKind::kMission;
  if (icon_groups.empty()) return {base};
  std::vector<Placement> alternatives;
  for (const std::string& group : icon_groups) {
    Placement p = base;
    if (!ApplyIconGroup(group, &p)) {
      *reason = "unrecognized icon '" + group + "' in place '" + place + "'";
      return {};
    }
    alternatives.push_back(std::move(p));
  }
  return alternatives;
}

// "Federation", "Non-Aligned [DQ]", "[Sta][TE]", "Klaestron" (the words before "ENGINEER").
EngineerRequirement ParseEngineer(std::string_view article, std::string_view qualifier) {
  EngineerRequirement e;
  e.required = true;
  e.text = std::string(Trim(qualifier));
  if (e.text.empty()) e.text = std::string(article);
  e.any = article == "any" && Trim(qualifier).empty();
  std::vector<std::string> species;
  for (const std::string& word : Words(qualifier)) {
    if (StartsWith(word, "[")) {
      for (const std::string& token : BracketTokens(word)) {
        if (uint32_t bit = IconAffiliation(token); bit != 0) {
          e.affiliations |= bit;
        } else {
          e.icons.push_back(token);
        }
      }
    } else if (uint32_t bit = ParseAffiliations(word); bit != 0) {
      e.affiliations |= bit;
    } else {
      species.push_back(word);
    }
  }
  e.species = Join(species, " ");
  return e;
}

// A cursor over a clause for the seed/build wordings.
class Cursor {
 public:
  explicit Cursor(std::string_view s) : s_(s) {}
  bool Eat(std::string_view prefix) {
    if (!StartsWith(s_, prefix)) return false;
    s_.remove_prefix(prefix.size());
    return true;
  }
  // The text up to the first of `stops` (or the end); the stop stays.
  std::string_view Until(std::initializer_list<std::string_view> stops) {
    size_t end = s_.size();
    for (std::string_view stop : stops) end = std::min(end, s_.find(stop));
    const std::string_view taken = s_.substr(0, end);
    s_.remove_prefix(end);
    return taken;
  }
  bool done() const { return s_.empty(); }
  std::string_view rest() const { return s_; }

 private:
  std::string_view s_;
};

// One seed/build/play wording, e.g. "Seed one at any [S] mission OR build at any [S] mission
// where you have any ENGINEER".
struct SeedBuildWording {
  bool seed = false, seed_one = false, uncontrolled = false, mission_phase = false;
  bool build = false;
  std::string preposition;  // "at" or "on"
  std::string place;        // "" = not stated
  bool separate_build_place = false;
  std::string build_place;
  std::string build_also;  // "(or at an assimilated planet)" -> "an assimilated planet"
  std::string seed_note;   // "(you may also seed one [Univ] D'Kora face up here)"
  bool engineer = false;
  std::string engineer_article, engineer_qualifier;
};

std::optional<SeedBuildWording> ParseSeedBuild(std::string_view clause) {
  SeedBuildWording w;
  Cursor c(clause);
  bool build_first = false;
  if (c.Eat("Seed")) {
    w.seed = true;
    c.Eat("s");
    while (true) {
      if (c.Eat(" one")) {
        w.seed_one = true;
      } else if (c.Eat(" (limit one)")) {
        w.seed_one = true;
      } else if (c.Eat(" (uncontrolled)")) {
        w.uncontrolled = true;
      } else if (c.Eat(" during mission phase")) {
        w.mission_phase = true;
      } else if (c.Eat(" during facility phase")) {
      } else if (c.Eat(" or plays") || c.Eat(" or build")) {
        w.build = true;
      } else if (c.Eat(" (")) {
        w.seed_note = std::string(c.Until({")"}));
        if (!c.Eat(")")) return std::nullopt;
      } else {
        break;
      }
    }
  } else if (c.Eat("Plays")) {
    w.build = true;
  } else if (c.Eat("Build")) {
    w.build = true;
    build_first = true;
  } else {
    return std::nullopt;
  }
  if (c.Eat(" at ")) {
    w.preposition = "at";
  } else if (c.Eat(" on ")) {
    w.preposition = "on";
  }
  if (!w.preposition.empty()) {
    w.place = std::string(c.Until({" OR build", " where you have "}));
    if (w.place.empty()) return std::nullopt;
  }
  if (!build_first && c.Eat(" OR build")) {
    w.build = true;
    if (c.Eat(" at such a mission") || c.Eat(" at such a location")) {
      // the seeding place
    } else if (c.Eat(" at ") || c.Eat(" on ")) {
      w.build_place = std::string(c.Until({" (or at ", " where you have "}));
      // "Seed one at any [S] mission OR build at any [S] mission": one place for both.
      w.separate_build_place = w.build_place != w.place;
    }
    if (c.Eat(" (or at ")) {
      w.build_also = std::string(c.Until({")"}));
      if (!c.Eat(")")) return std::nullopt;
    }
  }
  if (c.Eat(" where you have ")) {
    w.engineer = true;
    for (std::string_view article : {"any ", "an ", "a "}) {
      if (c.Eat(article)) {
        w.engineer_article = std::string(Trim(article));
        break;
      }
    }
    const std::string_view before = c.Until({"ENGINEER"});
    if (!c.Eat("ENGINEER")) return std::nullopt;
    w.engineer_qualifier = std::string(Trim(before));
  }
  if (!c.done()) return std::nullopt;
  return w;
}

// ---- Reporting wordings ---------------------------------------------------------------------

bool IsClassification(std::string_view word) {
  static constexpr std::array<std::string_view, 7> kClassifications = {
      "OFFICER", "ENGINEER", "MEDICAL", "SCIENCE", "SECURITY", "CIVILIAN", "V.I.P."};
  for (std::string_view c : kClassifications) {
    if (word == c) return true;
  }
  return false;
}

// Splits "Compatible MEDICAL-classification personnel, MEDICAL-related Equipment cards and
// {I.P. Scanner}" at ", and ", ", " and " and " outside braces, and at " or " / " OR " before
// a new item ("{any Rom}", "a waiter"), so that "with Greed or Acquisition" and "in title or
// lore" stay whole.
std::vector<std::string> SplitItems(std::string_view list) {
  std::vector<std::string> items;
  int braces = 0;
  size_t start = 0;
  auto starts_item = [&](size_t at) {
    const std::string_view next = list.substr(at);
    return StartsWith(next, "{") || StartsWith(next, "a ") || StartsWith(next, "an ") ||
           StartsWith(next, "any ") || StartsWith(next, "one ");
  };
  for (size_t i = 0; i < list.size(); ++i) {
    if (list[i] == '{') ++braces;
    if (list[i] == '}' && braces > 0) --braces;
    if (braces > 0) continue;
    for (std::string_view sep : {", and ", ", ", " and ", " or ", " OR "}) {
      if (list.substr(i, sep.size()) == sep) {
        if ((sep == " or " || sep == " OR ") && !starts_item(i + sep.size())) continue;
        const std::string_view item = Trim(list.substr(start, i - start));
        if (!item.empty()) items.emplace_back(item);
        i += sep.size() - 1;
        start = i + 1;
        break;
      }
    }
  }
  const std::string_view item = Trim(list.substr(start));
  if (!item.empty()) items.emplace_back(item);
  return items;
}

ReportItem ParseReportItem(std::string item_text, Compatibility list_compatibility) {
  static const std::regex kNamed(R"(^\{([^}]+)\}$)");
  static const std::regex kClassified(R"(^([A-Z][A-Z.]+)(?:-classification)?(?: personnel)?$)");
  static const std::regex kRelated(R"(^([A-Z]+)-related Equipment cards$)");
  static const std::regex kEquipment(R"(^(.*?) ?(?:Equipment cards|equipment)$)");
  static const std::regex kPersonnel(R"(^(.*?) ?personnel(?: (.*))?$)");
  static const std::regex kShips(R"(^(.*?) ?ships?$)");
  static const std::regex kCards(R"(^(.*?) ?cards?(?: (.*))?$)");
  ReportItem item;
  item.text = item_text;
  item.compatibility = list_compatibility;
  std::string s = item_text;
  for (std::string_view article : {"any ", "a ", "an ", "one ", "your "}) {
    if (StartsWith(s, article)) s = s.substr(article.size());
  }
  if (StartsWith(s, "compatible ")) {
    item.compatibility = Compatibility::kCompatible;
    s = s.substr(11);
  }
  std::vector<std::string> qualifiers;
  for (std::string_view prefix : {"non-Borg ", "Non-Borg "}) {
    if (StartsWith(s, prefix)) {
      qualifiers.emplace_back("non-Borg");
      s = s.substr(prefix.size());
    }
  }
  std::smatch m;
  if (Match(s, kNamed, &m)) {
    item.named = m[1];
  } else if (Match(s, kClassified, &m) && IsClassification(m[1].str())) {
    item.kind = ReportItem::Kind::kPersonnel;
    item.classification = m[1];
  } else if (Match(s, kRelated, &m)) {
    item.kind = ReportItem::Kind::kEquipment;
    item.related_to = m[1];
  } else if (s == "hand weapons") {
    item.kind = ReportItem::Kind::kEquipment;
    qualifiers.push_back(s);
  } else if (Match(s, kEquipment, &m)) {
    item.kind = ReportItem::Kind::kEquipment;
    if (m[1].length() > 0) qualifiers.push_back(m[1]);
  } else if (Match(s, kPersonnel, &m)) {
    item.kind = ReportItem::Kind::kPersonnel;
    if (m[1].length() > 0) qualifiers.push_back(m[1]);
    if (m[2].matched) qualifiers.push_back(m[2]);
  } else if (Match(s, kShips, &m)) {
    item.kind = ReportItem::Kind::kShip;
    if (m[1].length() > 0) qualifiers.push_back(m[1]);
  } else if (Match(s, kCards, &m)) {
    if (m[1].length() > 0) qualifiers.push_back(m[1]);
    if (m[2].matched) qualifiers.push_back(m[2]);
  } else {
    qualifiers.push_back(s);  // "Ferengi", "Prylars", "a bartender"
  }
  item.qualifier = Join(qualifiers, " ");
  return item;
}

// "<cards> may report here ..." and its variants; nullopt if the clause is not one.
std::optional<ReportClause> ParseReportClause(const std::string& clause) {
  static const std::regex kPlayerReports(R"(^(?:Also, )?(any player .+?) may report (.+) here$)");
  static const std::regex kCardsReport(
      R"(^(?:(Once (?:each|per) turn), )?(.+?),? may report(?: \(but not download\))? )"
      R"((?:here|aboard)(.*)$)");
  static const std::regex kDenied(R"(^Does not allow (.+) to report$)");
  const std::string key = Key(clause);
  ReportClause r;
  r.text = clause;
  std::smatch m;
  std::string subject, rest;
  if (Match(key, kPlayerReports, &m)) {
    r.condition = m[1];
    subject = m[2];
  } else if (Match(key, kDenied, &m)) {
    r.denied = true;
    subject = m[1];
  } else if (Match(key, kCardsReport, &m)) {
    r.once_each_turn = m[1].matched;
    subject = m[2];
    rest = m[3];
  } else {
    return std::nullopt;
  }
  static const std::regex kCondition(R"(^(If [^,]+), (.+)$)");
  if (Match(subject, kCondition, &m)) {
    r.condition = m[1];
    subject = m[2];
  }
  if (StartsWith(subject, "Only ")) {
    r.only = true;
    subject = subject.substr(5);
  }
  if (StartsWith(subject, "Your ")) {
    r.yours_only = true;
    subject = subject.substr(5);
  }
  Compatibility compatibility = Compatibility::kNotRequired;
  if (StartsWith(subject, "Compatible ")) {
    compatibility = Compatibility::kCompatible;
    subject = subject.substr(11);
  } else if (StartsWith(subject, "Matching ")) {
    compatibility = Compatibility::kMatching;
    subject = subject.substr(9);
  }
  if (Contains(rest, "regardless of affiliation")) {
    compatibility = Compatibility::kRegardlessOfAffiliation;
  }
  r.for_free = Contains(rest, "for free");
  r.once_each_turn = r.once_each_turn || Contains(rest, "once each turn");
  r.download_instead = Contains(rest, "(or download here in place of a normal card play");
  r.ignores_quadrant = Contains(rest, "regardless of quadrant") || Contains(rest, "ignoring their");
  for (const std::string& item : SplitItems(subject)) {
    r.items.push_back(ParseReportItem(item, compatibility));
  }
  // "Smuggling, Acquisition and [Non] Navigation personnel": the last item's noun applies to
  // the bare words before it.
  for (size_t i = r.items.size(); i-- > 1;) {
    const ReportItem& last = r.items.back();
    ReportItem& item = r.items[i - 1];
    if (last.kind == ReportItem::Kind::kCard || item.kind != ReportItem::Kind::kCard ||
        !item.named.empty() || Contains(item.qualifier, " ")) {
      break;
    }
    item.kind = last.kind;
  }
  return r;
}

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

// ---- Facility wordings ----------------------------------------------------------------------

// What the reporting wordings of a facility said, applied after the kind's defaults.
struct ReportingText {
  bool none = false;                    // "No reporting aboard"
  // "may be used by all players' compatible cards": whoever may report, may from both players
  // (it does not itself allow reporting).
  bool all_players_compatible = false;
  bool all_players_regardless = false;  // "Each player's non-Borg cards may report and mix ..."
  uint32_t excluded = 0;
  bool normal = false;  // "(Normal reporting now allowed.)"
  std::string basis;
};

struct FacilityParse {
  FacilityRules* rules;
  ReportingText reporting;
  bool text_docking = false, text_repairs = false, no_repairs = false;
  bool placed_on = false;  // a place introduced by "on"
};

void ApplySeedBuild(const SeedBuildWording& w, const std::string& clause, FacilityParse* p) {
  FacilityRules& r = *p->rules;
  r.seedable = r.seedable || w.seed;
  r.seed_one = r.seed_one || w.seed_one;
  r.seeds_uncontrolled = r.seeds_uncontrolled || w.uncontrolled;
  if (w.seed) r.seed_phase = w.mission_phase ? SeedPhase::kMission : SeedPhase::kFacility;
  r.buildable = r.buildable || w.build;
  if (w.engineer) r.engineer = ParseEngineer(w.engineer_article, w.engineer_qualifier);
  if (!w.seed_note.empty()) r.seeds_here.push_back(w.seed_note);
  if (w.preposition == "on") p->placed_on = true;

  const bool headquarters = r.kind == FacilityKind::kHeadquarters;
  auto add = [&](const std::string& place, bool seed, bool build) {
    std::vector<Placement> alternatives;
    if (place.empty()) {
      if (r.kind != FacilityKind::kOutpost) {
        r.unclassified.push_back("no place stated in '" + clause + "'");
        return;
      }
      Placement def;
      def.kind = PlacementKind::kMatchingAffiliationIcon;
      def.text = "outpost default";
      alternatives.push_back(def);
    } else {
      std::string reason;
      alternatives = ParsePlace(place, headquarters, &reason);
      if (alternatives.empty()) {
        r.unclassified.push_back(reason + " in '" + clause + "'");
        return;
      }
    }
    for (Placement& a : alternatives) {
      a.seed = seed;
      a.build = build;
      r.placements.push_back(std::move(a));
    }
  };
  if (w.separate_build_place) {
    add(w.place, w.seed, false);
    add(w.build_place, false, true);
  } else {
    add(w.place, w.seed, w.build);
  }
  if (!w.build_also.empty()) add(w.build_also, false, true);
}

void ParseFlip(const std::smatch& m, FlipRule* flip) {
  flip->two_sided = true;
  flip->on_commandeer = true;
  flip->unless = m[1].matched;
  flip->commandeerer_affiliations = ParseAffiliations(m[2].str());
}

// Matches one clause of a facility's text; false if no wording matches.
bool MatchFacilityClause(const std::string& clause, FacilityParse* p) {
  FacilityRules& r = *p->rules;
  const std::string key = Key(clause);
  std::smatch m;

  if (std::optional<SeedBuildWording> w = ParseSeedBuild(key)) {
    ApplySeedBuild(*w, clause, p);
    return true;
  }
  static const std::regex kMayBeSeeded(R"(^May be seeded or built (at|on) (.+?)(?: (if .+))?$)");
  if (Match(key, kMayBeSeeded, &m)) {
    std::string reason;
    std::vector<Placement> more = ParsePlace(m[2], r.kind == FacilityKind::kHeadquarters, &reason);
    if (more.empty()) {
      r.unclassified.push_back(reason + " in '" + clause + "'");
      return true;
    }
    for (Placement& a : more) {
      if (m[3].matched) a.condition = m[3];
      a.text = clause;
      r.placements.push_back(std::move(a));
    }
    return true;
  }

  // Coexistence and copies.
  static const std::regex kNorCoexists(R"(^A Nor may co-?exist here$)");
  static const std::regex kCoexistsWith(R"(^May co-?exist with \{([^}]+)\}$)");
  static const std::regex kNotDuplicatable(R"(^\(Not duplicatable\.\)$)");
  if (Match(key, kNorCoexists)) {
    r.nor_may_coexist = true;
    return true;
  }
  if (Match(key, kCoexistsWith, &m)) {
    r.may_coexist_with.push_back(m[1]);
    return true;
  }
  if (Match(key, kNotDuplicatable)) {
    r.not_duplicatable = true;
    return true;
  }

  // Use: repair, docking, transporters, SHIELDS, features.
  static const std::regex kNoRepair(R"(^Does not repair ships$)");
  static const std::regex kDocks(
      R"(^Ships may dock( and repair)? here(?: \(as if an outpost\))?$)");
  static const std::regex kNoTransporters(R"(^Has no transporters$)");
  static const std::regex kShields(R"(^Extends only (\d+)% of its SHIELDS to ships$)");
  static const std::regex kHas(R"(^Has an? ([A-Z][\w ]*)$)");
  static const std::regex kFeature(R"(^(Tractor Beam|Cloaking Device|Holodeck|Brig)$)");
  static const std::regex kDownload(R"(^DL/ (.+)$)");
  if (Match(key, kNoRepair)) {
    p->no_repairs = true;
    return true;
  }
  if (Match(key, kDocks, &m)) {
    p->text_docking = true;
    p->text_repairs = m[1].matched;
    return true;
  }
  if (Match(key, kNoTransporters)) {
    r.transporters = false;
    return true;
  }
  if (Match(key, kShields, &m)) {
    r.shields_extension_percent = std::stoi(m[1]);
    return true;
  }
  if (Match(key, kHas, &m) || Match(key, kFeature, &m)) {
    AddUnique(&r.features, m[1]);
    return true;
  }
  if (Match(key, kDownload, &m)) {
    r.downloads.push_back(m[1]);
    return true;
  }

  // Reporting.
  static const std::regex kNoReporting(R"(^No reporting aboard$)");
  static const std::regex kUsedByAll(R"(^[Mm]ay be used by all players' compatible cards$)");
  static const std::regex kMixAboard(
      R"(^Each player's (?:non-(\w+) )?cards may report and mix aboard )"
      R"(regardless of affiliation$)");
  static const std::regex kNormalReporting(R"(^\(Normal reporting now allowed\.\)$)");
  static const std::regex kFreePlay(R"(^Once (?:per|each) turn, .*\bfor free\b.*$)");
  if (Match(key, kNoReporting)) {
    p->reporting.none = true;
    p->reporting.basis = clause;
    return true;
  }
  if (Match(key, kUsedByAll)) {
    // Use, not reporting: 000 names Deep Space Station K-7, which says this, among the
    // "Stations without sites ... [that] do not allow cards to report unless the station itself
    // has text explicitly allowing reporting".
    p->reporting.all_players_compatible = true;
    return true;
  }
  if (Match(key, kMixAboard, &m)) {
    p->reporting.all_players_regardless = true;
    if (m[1].matched) p->reporting.excluded = ParseAffiliations(m[1].str());
    p->reporting.basis = clause;
    return true;
  }
  if (Match(key, kNormalReporting)) {
    p->reporting.normal = true;
    p->reporting.basis = clause;
    return true;
  }
  if (Match(key, kFreePlay)) {
    r.free_plays.push_back(clause);
    return true;
  }
  if (std::optional<ReportClause> report = ParseReportClause(clause)) {
    r.reporting.clauses.push_back(std::move(*report));
    return true;
  }

  // Nors: flipping, commandeering, dilemmas, sites.
  static const std::regex kFlipIfBy(
      R"(^If commandeered by any personnel who is (not )?((?:\[\w+\](?: or )?)+), )"
      R"(flip card over$)");
  static const std::regex kMayFlip(R"(^If commandeered, new controller may flip card over$)");
  static const std::regex kFlipIf(R"(^Flip (?:card )?over if commandeered$)");
  static const std::regex kFirstFlipped(R"(^When first flipped, (.+)$)");
  static const std::regex kDilemmas(R"(^Dilemmas with (.+) may seed beneath station$)");
  static const std::regex kBlocked(R"(^may not be commandeered while dilemmas remain$)");
  static const std::regex kSiteAllowance(
      R"(^(?:\[(\w+)\] )?\{([^}]+)\} may (only |not )?seed or play (?:here|on this Nor))"
      R"((?: if (.+))?$)");
  if (Match(key, kFlipIfBy, &m)) {
    ParseFlip(m, &r.flip);
    r.flip.text = clause;
    return true;
  }
  if (Match(key, kMayFlip) || Match(key, kFlipIf)) {
    r.flip.two_sided = true;
    r.flip.on_commandeer = true;
    r.flip.optional = Contains(key, "may flip");
    r.flip.text = clause;
    return true;
  }
  if (Match(key, kFirstFlipped, &m)) {
    r.flip.two_sided = true;
    r.flip.on_first_flip = clause;
    return true;
  }
  if (Match(key, kDilemmas, &m)) {
    r.dilemmas_seed_beneath = m[1];
    return true;
  }
  if (Match(key, kBlocked)) {
    r.commandeer_blocked_while_dilemmas = true;
    return true;
  }
  if (Match(key, kSiteAllowance, &m)) {
    SiteAllowance a;
    a.icon = m[1];
    a.site = m[2];
    a.allowed = m[3] != "not ";
    a.condition = m[4];
    a.text = clause;
    r.site_allowances.push_back(std::move(a));
    return true;
  }

  // Cards seeded aboard: "You may seed one [Univ] {Husnock Ship} face up here."
  static const std::regex kSeedsHere(R"(^(.+?) may (?:also )?seed\b(.*)\b(?:here|aboard)\b(.*)$)");
  if (Match(key, kSeedsHere)) {
    r.seeds_here.push_back(clause);
    return true;
  }
  return false;
}

// The "Nor" of 004: "any station identified in its title or lore as a Nor".
bool NamedNor(const CardFacts& card) {
  static const std::regex kNor(R"(\bNor\b)");
  return std::regex_search(card.title, kNor) || std::regex_search(card.lore, kNor);
}

// ---- Site wordings --------------------------------------------------------------------------

bool MatchSiteClause(const std::string& clause, SiteRules* r) {
  const std::string key = Key(clause);
  std::smatch m;
  static const std::regex kNorLine(
      R"(^(?:Any(?: \[(\w+)\])? Nor|(\{[^}]+\}(?: OR \{[^}]+\})*)): ([A-Z][A-Za-z ]+)$)");
  if (Match(key, kNorLine, &m)) {
    if (m[2].matched) {
      static const std::regex kTitle(R"(\{([^}]+)\})");
      const std::string titles = m[2];
      for (auto it = std::sregex_iterator(titles.begin(), titles.end(), kTitle);
           it != std::sregex_iterator(); ++it) {
        r->nors.push_back((*it)[1]);
      }
    } else {
      r->any_nor = true;
      r->nor_icon = m[1];
    }
    r->section = m[3];
    return true;
  }

  // Ships.
  static const std::regex kDocking(
      R"(^Any ship with (no staffing requirements|fewer than (\w+) staffing icons) may )"
      R"((report, )?dock(?: \(land\))? and undock(?: \(take off\))? here(?: (if .+))?$)");
  static const std::regex kRepairOnly(R"(^Ships may not report here but may repair here$)");
  static const std::regex kCapacity(R"(^Capacity: (\d+) ships?$)");
  static const std::regex kFreeReport(R"(^(.+?) (?:may )?report for free here$)");
  static const std::regex kNorShips(
      R"(^(.+?) ships may ((?:report|dock|undock|repair|, | and )+) at this Nor$)");
  if (Match(key, kDocking, &m)) {
    r->docking.dock = true;
    r->docking.report = m[3].matched;
    r->docking.ships = "Any ship with " + m[1].str();
    r->docking.max_staffing_icons = m[2].matched ? SmallNumber(m[2].str()) - 1 : 0;
    r->docking.condition = m[4];
    r->docking.text = clause;
    return true;
  }
  if (Match(key, kRepairOnly)) {
    r->docking.report = false;
    r->docking.repair = true;
    return true;
  }
  if (Match(key, kCapacity, &m)) {
    r->docking.capacity = std::stoi(m[1]);
    return true;
  }
  if (Match(key, kFreeReport, &m) && !Contains(key, "may report")) {
    r->docking.free_reports.push_back(clause);
    return true;
  }
  if (Match(key, kNorShips, &m)) {
    NorShipRule rule;
    rule.ships = m[1];
    const std::string verbs = m[2];
    rule.report = Contains(verbs, "report");
    rule.dock = Contains(verbs, "dock");
    rule.repair = Contains(verbs, "repair");
    rule.text = clause;
    r->nor_ship_rules.push_back(std::move(rule));
    return true;
  }

  // Placement among sites.
  static const std::regex kInnermost(R"(^This site is always the "innermost" site of any Nor.*$)");
  static const std::regex kAdjacent(R"(^This site must be placed adjacent to \{([^}]+)\}.*$)");
  if (Match(key, kInnermost)) {
    r->innermost = true;
    return true;
  }
  if (Match(key, kAdjacent, &m)) {
    r->must_be_adjacent_to = m[1];
    return true;
  }

  // Control.
  static const std::regex kCommandeer(R"(^(?:Any |any )?(.+?) may commandeer station$)");
  static const std::regex kOpsDownload(
      R"(^Any player may, in place of their normal card play, download to an unopposed site )"
      R"(on this station one card which may play there(?: \(.*\))?$)");
  static const std::regex kMatchIcons(
      R"(^Cards with same (.+?) icon as this Nor are considered to match its affiliation.*$)");
  if (Match(key, kCommandeer, &m)) {
    r->commandeer = true;
    r->commandeer_by = m[1];
    return true;
  }
  if (Match(key, kOpsDownload)) {
    r->ops_download = true;
    return true;
  }
  if (Match(key, kMatchIcons, &m)) {
    for (const std::string& icon : BracketTokens(m[1].str()))
      r->match_affiliation_icons.push_back(icon);
    return true;
  }

  // Reporting.
  static const std::regex kMissionReports(
      R"(^(?:Matching )?(.+?) may \{?file mission reports\}? here$)");
  if (Match(key, kMissionReports, &m)) {
    static const std::regex kClassified(R"(^([A-Z][A-Z.]+) personnel$)");
    std::smatch c;
    const std::string who = m[1];
    if (Match(who, kClassified, &c) && IsClassification(c[1].str())) {
      r->files_mission_reports.push_back(c[1]);
    } else {
      r->files_mission_reports.push_back(who);
    }
    return true;
  }
  // "Once every turn, when a [DS9] personnel reports (but is not downloaded) using their
  // classification to another site on this Nor, that personnel's owner may draw a card.":
  // triggered by reporting elsewhere, no permission to report here.
  static const std::regex kReportTrigger(
      R"(^(?:Once (?:every|each|per) turn, )?[Ww]hen .+ reports\b.*, .+ may draw (?:a|one) card$)");
  if (Match(key, kReportTrigger)) {
    r->report_triggers.push_back(clause);
    return true;
  }
  if (std::optional<ReportClause> report = ParseReportClause(clause)) {
    r->reports.push_back(std::move(*report));
    return true;
  }

  static const std::regex kHas(R"(^Has an? ([A-Z][\w ]*)$)");
  static const std::regex kFeature(R"(^(Tractor Beam|Cloaking Device|Holodeck|Brig)$)");
  if (Match(key, kHas, &m) || Match(key, kFeature, &m)) {
    AddUnique(&r->features, m[1]);
    return true;
  }
  return false;
}

const std::set<std::string, std::less<>>& KnownSections() {
  static const std::set<std::string, std::less<>> kSections = {"Ops Module", "Promenade",
                                                               "Docking Ring", "Habitat Ring"};
  return kSections;
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

  FacilityParse p{&r, {}, false, false, false, false};
  for (const std::string& clause : SplitClauses(card.text)) {
    if (!MatchFacilityClause(clause, &p)) Unrecognized(clause, &r.other_text, &r.unclassified);
  }

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

  // Docking and repair: outposts do; a Nor as its sites say; others only by text.
  if (r.kind == FacilityKind::kOutpost) {
    r.docking = Provision::kYes;
    r.repairs = p.no_repairs ? Provision::kNo : Provision::kYes;
  } else if (r.nor) {
    r.docking = Provision::kBySites;
    r.repairs = Provision::kBySites;
  }
  if (p.text_docking) r.docking = Provision::kYes;
  if (p.text_repairs) r.repairs = Provision::kYes;
  if (p.no_repairs) r.repairs = Provision::kNo;
  if (r.on_planet) r.docking = Provision::kNo;  // 000: "Ships cannot dock at a planet facility"

  // Reporting: the kind's default, then the text.
  FacilityReporting& rep = r.reporting;
  switch (r.kind) {
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
      rep.provision = r.nor ? Provision::kBySites : Provision::kNo;
      rep.basis = r.nor ? "a Nor: as its sites allow" : "station default: no reporting";
      break;
    case FacilityKind::kNone:
      break;
  }
  const ReportingText& t = p.reporting;
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
  if (t.normal) rep.provision = r.nor ? Provision::kBySites : Provision::kYes;
  if (t.none) rep.provision = Provision::kNo;
  // 000: "Your cards must be compatible with a facility (except a Nor)"; a Nor's sites say.
  if (r.nor) rep.compatibility = Compatibility::kNotRequired;
  if (!t.basis.empty()) rep.basis = t.basis;
  if (station && !r.nor && rep.provision == Provision::kNo) {
    for (const ReportClause& c : rep.clauses) {
      if (!c.denied && !c.only) {
        rep.provision = Provision::kYes;  // "Your Son'a cards may report here"
        rep.basis = c.text;
        break;
      }
    }
  }

  // Flipping: the other side's title.
  const std::string face = FaceTitle(card.title);
  if (r.back_side) r.flip.two_sided = true;
  if (const Override* o = FindOverride(face)) {
    r.flip.two_sided = true;
    r.flip.other_side = std::string(o->other_side);
  } else if (r.flip.two_sided) {
    r.flip.other_side = face;  // the back carries the front's title: "Empok Nor (back)"
  }
  return r;
}

// ---- Sites ----------------------------------------------------------------------------------

SiteRules DeriveSiteRules(const CardFacts& card) {
  SiteRules r;
  if (card.type != CardType::kSite) {
    r.unclassified.push_back("not a site (type '" + card.type_text + "')");
    return r;
  }
  for (const std::string& clause : SplitClauses(card.text)) {
    if (!MatchSiteClause(clause, &r)) Unrecognized(clause, &r.other_text, &r.unclassified);
  }
  if (r.section.empty()) {
    r.unclassified.push_back("no '<Nor>: <section>' line (e.g. 'Any Nor: Promenade')");
  } else if (KnownSections().count(r.section) == 0) {
    r.unclassified.push_back("unknown section '" + r.section + "'");
  }
  return r;
}

// ---- Titles and two-sided cards -------------------------------------------------------------

std::string FaceTitle(std::string_view title) {
  title = Trim(title);
  if (EndsWith(title, "*VP")) title.remove_suffix(3);
  while (!title.empty() && (title.back() == '*' || title.back() == ' ')) title.remove_suffix(1);
  if (EndsWith(title, " (back)")) title.remove_suffix(7);
  return std::string(Trim(title));
}

std::vector<const CardFacts*> FindCardsByTitle(const CardPool& pool, std::string_view title) {
  std::vector<const CardFacts*> found = pool.FindAll(title);
  for (const CardFacts* back : pool.FindAll(std::string(Trim(title)) + " (back)")) {
    if (std::find(found.begin(), found.end(), back) == found.end()) found.push_back(back);
  }
  return found;
}

std::vector<std::string> OtherSideTitles(const CardPool& pool) {
  const std::vector<CardFacts>& cards = pool.cards();
  std::vector<std::string> other(cards.size());

  // Each card's images, and which card shows each image first (the first list's card when
  // several lists have it).
  std::vector<std::vector<std::string>> images(cards.size());
  std::map<std::string, size_t, std::less<>> by_front_image;
  for (size_t i = 0; i < cards.size(); ++i) {
    std::string_view list = cards[i].image_file;
    while (!list.empty()) {
      const size_t comma = list.find(',');
      const std::string_view image = Trim(list.substr(0, comma));
      if (!image.empty()) images[i].emplace_back(image);
      if (comma == std::string_view::npos) break;
      list.remove_prefix(comma + 1);
    }
    if (!images[i].empty()) by_front_image.emplace(images[i].front(), i);
  }
  for (size_t i = 0; i < cards.size(); ++i) {
    if (images[i].size() < 2) continue;
    auto it = by_front_image.find(images[i][1]);
    if (it != by_front_image.end() && it->second != i) other[i] = cards[it->second].title;
  }
  return other;
}

}  // namespace stardate::engine::stccg
