#include "engine/stccg/mission_requirements.h"

#include <algorithm>
#include <cctype>
#include <functional>
#include <iterator>
#include <vector>

#include "engine/text.h"

namespace stardate::engine::stccg {
namespace {

using Kind = RequirementVerdict::Kind;

// Skills and classifications of the card lists, longest first where one begins another
// ("Computer Skill" before nothing shorter; "Klingon Intelligence" is one skill).
constexpr std::string_view kSkills[] = {"Stellar Cartography",
                                        "Transporter Skill",
                                        "Klingon Intelligence",
                                        "Computer Skill",
                                        "Obsidian Order",
                                        "Tal Shiar",
                                        "Acquisition",
                                        "Anthropology",
                                        "Archaeology",
                                        "Astrophysics",
                                        "Biology",
                                        "Cybernetics",
                                        "Diplomacy",
                                        "Empathy",
                                        "Exobiology",
                                        "Geology",
                                        "Greed",
                                        "Honor",
                                        "Law",
                                        "Leadership",
                                        "Mindmeld",
                                        "Music",
                                        "Navigation",
                                        "Physics",
                                        "Resistance",
                                        "Smuggling",
                                        "Telepathy",
                                        "Treachery",
                                        "Youth",
                                        "Vorta",
                                        "FCA",
                                        "OFFICER",
                                        "ENGINEER",
                                        "SCIENCE",
                                        "MEDICAL",
                                        "SECURITY",
                                        "CIVILIAN",
                                        "V.I.P.",
                                        "VIP"};

// "ATTRIBUTES" is the three together (a dilemma's "total attributes").
constexpr std::string_view kAttributes[] = {"INTEGRITY", "CUNNING", "STRENGTH", "ATTRIBUTES"};

int Attribute(const CardFacts& p, std::string_view attribute) {
  if (attribute == "INTEGRITY") return p.integrity;
  if (attribute == "CUNNING") return p.cunning;
  if (attribute == "STRENGTH") return p.strength;
  return p.integrity + p.cunning + p.strength;
}

// Whether `p` shows `word` among its Keywords ("Female", "Vulcan", "Soong-type android"):
// kMet when one keyword is it, kUnknown when one joins it to another ("Android/Human": the card
// lists do not say whether such a personnel counts as either), else kNotMet. A gender is known
// only of a personnel whose Keywords give one.
RequirementVerdict::Kind KeywordOf(const CardFacts& p, std::string_view word) {
  using K = RequirementVerdict::Kind;
  bool joined = false, gendered = false;
  std::string_view keywords = p.keywords;
  while (!keywords.empty()) {
    const size_t semi = keywords.find(';');
    std::string_view k = Trim(keywords.substr(0, semi));
    keywords = semi == std::string_view::npos ? "" : keywords.substr(semi + 1);
    gendered |= k == "Male" || k == "Female";
    if (EqualsIgnoreAsciiCase(k, word)) return K::kMet;
    for (size_t from = 0; k.find('/') != std::string_view::npos && from <= k.size();) {
      const size_t slash = std::min(k.find('/', from), k.size());
      joined |= EqualsIgnoreAsciiCase(k.substr(from, slash - from), word);
      from = slash + 1;
    }
  }
  const bool gender = word == "Male" || word == "Female";
  return joined || (gender && !gendered) ? K::kUnknown : K::kNotMet;
}

bool WordChar(char c) { return std::isalnum(static_cast<unsigned char>(c)) != 0 || c == '\''; }

// Reads " x 2" / "x2" / " x2" at `pos` (after a skill); 1 when absent.
int Multiplier(std::string_view text, size_t* pos) {
  size_t i = *pos;
  while (i < text.size() && text[i] == ' ') ++i;
  if (i >= text.size() || text[i] != 'x') return 1;
  ++i;
  while (i < text.size() && text[i] == ' ') ++i;
  if (i >= text.size() || !std::isdigit(static_cast<unsigned char>(text[i]))) return 1;
  int n = 0;
  while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) {
    n = std::min(n * 10 + (text[i] - '0'), 1000);
    ++i;
  }
  *pos = i;
  return n;
}

class Reader {
 public:
  Reader(std::string_view text, std::span<const CardFacts* const> team, bool single = false,
         size_t pos = 0, std::span<const CardFacts* const> equipment = {})
      : text_(text), team_(team), equipment_(equipment), single_(single), pos_(pos) {}

  size_t pos() const { return pos_; }

  RequirementVerdict Alternatives(int depth) {
    RequirementVerdict best = Sum(depth);
    while (best.kind != Kind::kMet && Keyword("OR")) {
      RequirementVerdict next = Sum(depth);
      if (next.kind == Kind::kMet || (next.kind == Kind::kUnknown && best.kind == Kind::kNotMet)) {
        best = next;
      }
    }
    // Skip the remaining alternatives once one is met.
    while (best.kind == Kind::kMet && Keyword("OR")) Sum(depth);
    return best;
  }

 private:
  RequirementVerdict Sum(int depth) {
    RequirementVerdict all;
    do {
      RequirementVerdict t = Term(depth);
      if (t.kind == Kind::kNotMet && all.kind != Kind::kNotMet) all = t;
      if (t.kind == Kind::kUnknown && all.kind == Kind::kMet) all = t;
    } while (Symbol('+'));
    return all;
  }

  RequirementVerdict Term(int depth) {
    Space();
    if (depth < 8 && Symbol('(')) {
      RequirementVerdict v = Alternatives(depth + 1);
      Symbol(')');
      return v;
    }
    if (depth < 8 && text_.compare(pos_, 10, "personnel(") == 0) return Personnel(depth);
    if (depth < 8 && text_.compare(pos_, 3, "no(") == 0) return None(depth);
    if (constexpr std::string_view kForm = "equipment(";
        text_.compare(pos_, kForm.size(), kForm) == 0) {
      const std::string_view word = Inside(kForm.size());
      const int need = Multiplier(text_, &pos_);
      int have = 0;
      for (const CardFacts* e : equipment_) have += HasKeyword(e->keywords, word) ? 1 : 0;
      if (have >= need) return {};
      return {Kind::kNotMet, std::string(word) + (need > 1 ? " x" + std::to_string(need) : "") +
                                 " (have " + std::to_string(have) + ")"};
    }
    if (constexpr std::string_view kForm = "keyword(";
        text_.compare(pos_, kForm.size(), kForm) == 0) {
      const std::string_view word = Inside(kForm.size());
      // Met when a member shows it; unknown when none does and one may.
      Kind kind = Kind::kNotMet;
      for (const CardFacts* p : team_) {
        const Kind k = KeywordOf(*p, word);
        if (k == Kind::kMet) return {};
        if (k == Kind::kUnknown) kind = k;
      }
      return {kind,
              std::string(word) +
                  (kind == Kind::kUnknown ? " (a personnel the lists do not say is one)" : "")};
    }
    if (pos_ < text_.size() && text_[pos_] == '{') {
      size_t end = text_.find('}', pos_);
      if (end == std::string_view::npos) end = text_.size();
      std::string_view name = text_.substr(pos_ + 1, end - pos_ - 1);
      pos_ = std::min(end + 1, text_.size());
      if (name.substr(0, 4) == "any ") name.remove_prefix(4);
      if (name.find('[') != std::string_view::npos || name.find('<') != std::string_view::npos) {
        return {Kind::kUnknown, "{" + std::string(name) + "}"};
      }
      for (const CardFacts* p : team_) {
        if (p->title.compare(0, name.size(), name) == 0) return {};
      }
      return {Kind::kNotMet, std::string(name)};
    }
    for (std::string_view attribute : kAttributes) {
      if (pos_ + attribute.size() < text_.size() &&
          EqualsIgnoreAsciiCase(text_.substr(pos_, attribute.size()), attribute) &&
          (text_[pos_ + attribute.size()] == '>' ||
           (single_ && text_[pos_ + attribute.size()] == '<'))) {
        const bool below = text_[pos_ + attribute.size()] == '<';
        pos_ += attribute.size() + 1;
        int need = 0;
        while (pos_ < text_.size() && std::isdigit(static_cast<unsigned char>(text_[pos_]))) {
          need = std::min(need * 10 + (text_[pos_] - '0'), 100000);
          ++pos_;
        }
        // " from up to 4": the total of the four who show the most (a dilemma's "STRENGTH>27
        // from up to four personnel").
        size_t most = team_.size();
        std::string from;
        if (!below && text_.compare(pos_, 12, " from up to ") == 0) {
          size_t at = pos_ + 12;
          int n = 0;
          while (at < text_.size() && std::isdigit(static_cast<unsigned char>(text_[at]))) {
            n = std::min(n * 10 + (text_[at] - '0'), 1000);
            ++at;
          }
          most = std::min(most, static_cast<size_t>(n));
          from = std::string(text_.substr(pos_, at - pos_));
          pos_ = at;
        }
        std::vector<int> values;
        for (const CardFacts* p : team_) values.push_back(Attribute(*p, attribute));
        std::sort(values.begin(), values.end(), std::greater<>());
        int total = 0;
        for (size_t k = 0; k < most; ++k) total += values[k];
        if (below ? total < need : total > need) return {};
        return {Kind::kNotMet, std::string(attribute) + (below ? "<" : ">") + std::to_string(need) +
                                   from + " (total " + std::to_string(total) + ")"};
      }
    }
    for (std::string_view skill : kSkills) {
      if (text_.compare(pos_, skill.size(), skill) != 0) continue;
      size_t end = pos_ + skill.size();
      if (end < text_.size() && WordChar(text_[end])) continue;
      pos_ = end;
      int need = Multiplier(text_, &pos_);
      int have = 0, maybe = 0;
      for (const CardFacts* p : team_) {
        const SkillCounts counts = CountSkill(*p, skill);
        have += counts.listed;
        maybe += counts.mentioned;
      }
      if (have >= need) return {};
      std::string what = std::string(skill) + (need > 1 ? " x" + std::to_string(need) : "");
      // A skill a special skill's text names may be the one that makes up the number: the
      // engine does not read that text, so it does not judge the term.
      if (have + maybe >= need) return {Kind::kUnknown, what + " (with a special skill)"};
      return {Kind::kNotMet, what + " (have " + std::to_string(have) + ")"};
    }
    // A term the engine cannot judge: up to the next '+', ')' or " OR ".
    size_t start = pos_;
    while (pos_ < text_.size() && text_[pos_] != '+' && text_[pos_] != ')' &&
           text_.compare(pos_, 4, " OR ") != 0) {
      ++pos_;
    }
    std::string_view term = text_.substr(start, pos_ - start);
    while (!term.empty() && term.back() == ' ') term.remove_suffix(1);
    return {Kind::kUnknown, std::string(term)};
  }

  // "personnel(A + B) x3": at least three members each of whom meets "A + B" on their own.
  RequirementVerdict Personnel(int depth) {
    const size_t inner = pos_ + 10;
    // Read once with no one to find where the term ends and whether the engine can judge it.
    Reader probe(text_, {}, true, inner);
    const RequirementVerdict empty = probe.Alternatives(depth + 1);
    probe.Symbol(')');
    const size_t end = probe.pos();
    const std::string inside(text_.substr(inner, end - inner - 1));
    pos_ = end;
    const int need = Multiplier(text_, &pos_);
    if (empty.kind == Kind::kUnknown) return {Kind::kUnknown, "personnel(" + inside};
    int have = 0;
    bool unknown = false;
    for (const CardFacts* p : team_) {
      const CardFacts* const one[] = {p};
      const Kind k = Reader(text_, one, true, inner).Alternatives(depth + 1).kind;
      have += k == Kind::kMet ? 1 : 0;
      unknown |= k == Kind::kUnknown;
    }
    if (have >= need) return {};
    if (unknown) return {Kind::kUnknown, "personnel(" + inside};
    return {Kind::kNotMet, std::to_string(need) + " personnel with " + inside + " (have " +
                               std::to_string(have) + ")"};
  }

  // "no(OFFICER)": no member shows it.
  RequirementVerdict None(int depth) {
    const size_t inner = pos_ + 3;
    pos_ = inner;
    const RequirementVerdict v = Alternatives(depth + 1);
    Symbol(')');
    if (v.kind == Kind::kUnknown) return v;
    if (v.kind == Kind::kNotMet) return {};
    return {Kind::kNotMet,
            "no " + std::string(text_.substr(inner, pos_ - inner - 1)) + " (one shows it)"};
  }

  // The word of "keyword(Female)" at pos_ after its `form` of `opening` characters; pos_ moves
  // past its ')'.
  std::string_view Inside(size_t opening) {
    const size_t end = std::min(text_.find(')', pos_), text_.size());
    const std::string_view word = text_.substr(pos_ + opening, end - pos_ - opening);
    pos_ = std::min(end + 1, text_.size());
    return word;
  }

  void Space() {
    while (pos_ < text_.size() && text_[pos_] == ' ') ++pos_;
  }
  bool Symbol(char c) {
    size_t at = pos_;
    while (at < text_.size() && text_[at] == ' ') ++at;
    if (at < text_.size() && text_[at] == c) {
      pos_ = at + 1;
      return true;
    }
    return false;
  }
  bool Keyword(std::string_view word) {
    size_t at = pos_;
    while (at < text_.size() && text_[at] == ' ') ++at;
    if (text_.compare(at, word.size(), word) == 0 &&
        (at + word.size() == text_.size() || text_[at + word.size()] == ' ')) {
      pos_ = at + word.size();
      return true;
    }
    return false;
  }

  std::string_view text_;
  std::span<const CardFacts* const> team_;
  std::span<const CardFacts* const> equipment_;
  bool single_ = false;  // judging one personnel on their own ("CUNNING<7" is then read)
  size_t pos_ = 0;
};

}  // namespace

namespace {

bool SameSkill(std::string_view a, std::string_view b) {
  const auto vip = [](std::string_view s) { return s == "VIP" || s == "V.I.P."; };
  return a == b || (vip(a) && vip(b));
}

// The known skill spelled at `pos` as a whole word ("Computer Skill", "V.I.P."), or empty.
std::string_view SkillAt(std::string_view text, size_t pos) {
  for (std::string_view skill : kSkills) {
    if (text.compare(pos, skill.size(), skill) != 0) continue;
    const size_t end = pos + skill.size();
    if (end >= text.size() || text[end] == ' ' || text[end] == ',' || text[end] == ';' ||
        text[end] == ')' || (text[end] == '.' && skill.back() != '.')) {
      return skill;
    }
  }
  return {};
}

}  // namespace

SkillCounts CountSkill(const CardFacts& p, std::string_view skill) {
  SkillCounts counts;
  const std::string_view text = p.text;
  bool listing = true;  // still in the run of skills that opens the text or a sentence
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && text[i] == ' ') ++i;
    if (i >= text.size()) break;
    if (listing) {
      if (std::string_view known = SkillAt(text, i); !known.empty()) {
        size_t end = i + known.size();
        const int n = Multiplier(text, &end);
        if (SameSkill(known, skill)) counts.listed += n;
        i = end;
        if (i < text.size() && text[i] == '.') ++i;  // "… Leadership." ends the sentence
        continue;
      }
      if (text.compare(i, 3, "OR ") == 0) {
        i += 3;
        continue;
      }
      if (text.compare(i, 3, "DL/") == 0) {  // "DL/ {Title}": a download among the skills
        size_t close = text.find('}', i);
        size_t space = text.find(' ', i + 4);
        i = close != std::string_view::npos && (space == std::string_view::npos || close > space)
                ? close + 1
                : (space == std::string_view::npos ? text.size() : space);
        continue;
      }
      listing = false;
    }
    // A word of a special skill's sentence: the skill named here is one this personnel may or
    // may not have ("Other MEDICAL are CUNNING +3", "gains Biology if …").
    size_t end = text.find(' ', i);
    if (end == std::string_view::npos) end = text.size();
    const std::string_view word = text.substr(i, end - i);
    for (size_t at = word.find(skill); at != std::string_view::npos;
         at = word.find(skill, at + 1)) {
      const bool starts = at == 0 || !WordChar(word[at - 1]);
      size_t after = at + skill.size();
      const bool ends = after >= word.size() || !WordChar(word[after]) || skill.back() == '.';
      if (starts && ends) counts.mentioned += 1;
    }
    if (skill.find(' ') != std::string_view::npos && text.compare(i, skill.size(), skill) == 0) {
      counts.mentioned += 1;  // a two-word skill named in a sentence
    }
    i = end;
    // A sentence's end opens a new run of skills ("… present. Leadership Computer Skill").
    if (!word.empty() && word.back() == '.' && word != "V.I.P." && word.size() > 3) {
      listing = true;
    }
  }
  // The classification is printed in the Class column and usually repeated first in the text.
  if (counts.listed == 0 && SameSkill(p.class_text, skill)) counts.listed = 1;
  return counts;
}

bool IsSkill(std::string_view word) {
  return std::find(std::begin(kSkills), std::end(kSkills), word) != std::end(kSkills);
}

RequirementVerdict JudgeRequirements(std::string_view requirements,
                                     std::span<const CardFacts* const> team,
                                     std::span<const CardFacts* const> equipment) {
  RequirementVerdict v = Reader(requirements, team, false, 0, equipment).Alternatives(0);
  if (v.kind == Kind::kNotMet && !equipment.empty()) {
    return {Kind::kUnknown, v.missing + " (with equipment present)"};
  }
  return v;
}

}  // namespace stardate::engine::stccg
