#include "engine/stccg/card_wording.h"

#include <algorithm>
#include <array>
#include <cctype>
#include <utility>

#include "engine/text.h"

namespace stardate::engine::stccg::wording {

// ---- Text helpers ---------------------------------------------------------------------------

bool StartsWith(std::string_view s, std::string_view prefix) {
  return s.substr(0, prefix.size()) == prefix;
}

bool EndsWith(std::string_view s, std::string_view suffix) {
  return s.size() >= suffix.size() && s.substr(s.size() - suffix.size()) == suffix;
}

void AddUnique(std::vector<std::string>* list, std::string value) {
  for (const std::string& v : *list) {
    if (v == value) return;
  }
  list->push_back(std::move(value));
}

std::vector<std::string_view> BracketTokens(std::string_view text) {
  std::vector<std::string_view> tokens;
  size_t open = text.find('[');
  while (open != std::string_view::npos) {
    const size_t close = text.find(']', open + 1);
    if (close == std::string_view::npos) break;
    tokens.push_back(text.substr(open + 1, close - open - 1));
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
  const std::string lower = AsciiLower(clause);
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
  const std::vector<std::string_view> tokens = BracketTokens(group);
  if (tokens.empty()) return false;
  for (std::string_view token : tokens) {
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

namespace {

// A named place: "{Bajor}", "[MQ] {2155 Earth}", "[TE] {Terran Hideout}".
std::optional<Placement> NamedPlace(const std::string& place, bool headquarters) {
  static const std::regex kNamed(R"(^(?:\[(\w+)\] )?\{([^}]+)\}$)");
  std::smatch m;
  if (!Match(place, kNamed, &m)) return std::nullopt;
  Placement named;
  named.text = place;
  named.kind = headquarters ? PlacementKind::kNamedHomeworld : PlacementKind::kNamedLocation;
  named.location = m[2];
  if (m[1].matched) {
    if (m[1] == "MQ") {
      named.quadrant = Quadrant::kMirror;
    } else {
      named.condition = "[" + m[1].str() + "]";
    }
  }
  return named;
}

// "a [HIR] mission or any [S] mission with no affiliation icons" -> its two alternatives; a
// place offering no choice is one part.
std::vector<std::string> PlaceAlternatives(const std::string& place) {
  static const std::regex kAlternative(R"( or (?=(?:a|an|any) ))");
  auto begin = std::sregex_token_iterator(place.begin(), place.end(), kAlternative, -1);
  return std::vector<std::string>(begin, std::sregex_token_iterator());
}

// Reads the qualifiers that end `place`, outermost first, into `p`; returns the words before
// them ("any [S] mission with no affiliation icons" -> "any [S] mission").
std::string ReadTrailingQualifiers(const std::string& place, Placement* p) {
  static const std::regex kNoIcons(R"(^(.*) with no affiliation icons$)");
  static const std::regex kCompleted(R"(^(.*) you completed$)");
  static const std::regex kExcept(
      R"(^(.*) \(except (?:a |an |in the |in )?(.+? Region)(?: location| mission)?\)$)");
  static const std::regex kInQuadrant(R"(^(.*) in (Alpha|Gamma|Delta|Mirror) Quadrant$)");
  static const std::regex kInRegion(R"(^(.*) that is in (\(or adjacent to\) )?the (.+ Region)$)");
  std::smatch m;
  std::string rest = place;
  while (true) {
    if (Match(rest, kNoIcons, &m)) {
      p->no_affiliation_icons = true;
    } else if (Match(rest, kCompleted, &m)) {
      p->completed_by_owner = true;
    } else if (Match(rest, kExcept, &m)) {
      p->except_region = m[2];
    } else if (Match(rest, kInQuadrant, &m)) {
      p->quadrant = QuadrantWord(m[2].str());
    } else if (Match(rest, kInRegion, &m)) {
      p->region = m[3];
      p->or_adjacent_to_region = m[2].matched;
    } else {
      return rest;
    }
    rest = m[1];
  }
}

// Reads the words between the article and the noun of `place` ("any non-homeworld Gamma
// Quadrant mission", "a [KAZ] or [NON] mission") into `p`, the icon groups (each an
// alternative) into `icon_groups`. False, with *reason set, for a word it cannot read.
bool ReadPlaceWords(const std::vector<std::string>& words, const std::string& place, Placement* p,
                    std::vector<std::string>* icon_groups, std::string* reason) {
  std::vector<std::string> region_words, leftover, conditions;
  for (size_t i = 1; i + 1 < words.size(); ++i) {
    const std::string& w = words[i];
    if (w == "non-homeworld") {
      p->non_homeworld = true;
    } else if (w == "completed") {
      p->completed_by_owner = true;
    } else if (w == "planet") {
      p->planet = true;
    } else if (w == "space") {
      p->space = true;
    } else if (w == "assimilated") {
      conditions.push_back("assimilated planet");
    } else if (QuadrantWord(w) && i + 2 < words.size() && words[i + 1] == "Quadrant") {
      p->quadrant = QuadrantWord(w);
      ++i;
    } else if (w.size() == 4 &&
               std::all_of(w.begin(), w.end(), [](char c) { return std::isdigit(c) != 0; })) {
      conditions.push_back(w);  // a year: "a 2154 [S] location"
    } else if (w == "%" || StartsWith(w, "[")) {
      icon_groups->push_back(w);
    } else if (w == "or" && !icon_groups->empty() && i + 1 < words.size() &&
               (words[i + 1] == "%" || StartsWith(words[i + 1], "["))) {
      continue;  // "[KAZ] or [NON]": the next group is an alternative
    } else if (w == "Region") {
      region_words.push_back(w);
      p->region = Join(region_words, " ");
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
  if (!region_words.empty() && p->region.empty()) {
    region_words.push_back("Region");
    p->region = Join(region_words, " ");
    region_words.clear();
  }
  for (const std::string& w : region_words) leftover.push_back(w);
  if (!leftover.empty()) {
    *reason = "unrecognized words '" + Join(leftover, " ") + "' in place '" + place + "'";
    return false;
  }
  p->condition = Join(conditions, ", ");
  return true;
}

}  // namespace

// Reads the place of a seed/build wording (the words after "at"/"on"), e.g. "any [S] mission
// with no affiliation icons", "{Bajor}", "a [KAZ] or [NON] mission". Returns the alternatives,
// or {} with *reason set. `headquarters` makes a named place a homeworld.
std::vector<Placement> ParsePlace(const std::string& place, bool headquarters,
                                  std::string* reason) {
  if (std::optional<Placement> named = NamedPlace(place, headquarters)) return {*named};
  const std::vector<std::string> parts = PlaceAlternatives(place);
  if (parts.size() > 1) {
    std::vector<Placement> alternatives;
    for (const std::string& part : parts) {
      std::vector<Placement> one = ParsePlace(part, headquarters, reason);
      if (one.empty()) return {};
      for (Placement& p : one) alternatives.push_back(std::move(p));
    }
    return alternatives;
  }

  Placement base;
  base.text = place;
  const std::vector<std::string> words = Words(ReadTrailingQualifiers(place, &base));
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
  if (!ReadPlaceWords(words, place, &base, &icon_groups, reason)) return {};

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
      for (std::string_view token : BracketTokens(word)) {
        if (uint32_t bit = IconAffiliation(token); bit != 0) {
          e.affiliations |= bit;
        } else {
          e.icons.emplace_back(token);
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

// ---- Features -------------------------------------------------------------------------------

std::optional<std::string> ParseFeature(const std::string& key) {
  static const std::regex kHas(R"(^Has an? ([A-Z][\w ]*)$)");
  static const std::regex kFeature(R"(^(Tractor Beam|Cloaking Device|Holodeck|Brig)$)");
  std::smatch m;
  if (!Match(key, kHas, &m) && !Match(key, kFeature, &m)) return std::nullopt;
  return m[1].str();
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

}  // namespace stardate::engine::stccg::wording
