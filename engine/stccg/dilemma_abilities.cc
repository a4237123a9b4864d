// The abilities read from a dilemma's whole Text (engine/stccg/card_abilities.h): the condition a
// team must meet to get past it, translated into the requirements grammar of
// mission_requirements.h so that one reader judges missions and dilemmas alike, and what the text
// does to a team that does not meet it.
//
// Only wordings whose meaning is certain are read: a false finding costs the table more than a
// dilemma taken on its word. A dilemma no row reads is taken on the table's word.
#include <algorithm>
#include <cctype>
#include <initializer_list>
#include <regex>
#include <string>
#include <string_view>
#include <vector>

#include "engine/rng.h"
#include "engine/stccg/card_abilities.h"
#include "engine/stccg/card_wording.h"
#include "engine/stccg/dilemma_owed.h"
#include "engine/stccg/mission_requirements.h"

namespace stardate::engine::stccg {

namespace {

// Splits `s` at the first of `seps` found at each step (", and " before ", "), outside
// parentheses.
std::vector<std::string_view> SplitAny(std::string_view s,
                                       std::initializer_list<std::string_view> seps) {
  std::vector<std::string_view> parts;
  int depth = 0;
  size_t from = 0;
  for (size_t i = 0; i < s.size(); ++i) {
    depth += s[i] == '(' ? 1 : s[i] == ')' ? -1 : 0;
    if (depth != 0) continue;
    size_t len = 0;
    for (std::string_view sep : seps) {
      if (sep.size() > len && s.compare(i, sep.size(), sep) == 0) len = sep.size();
    }
    if (len == 0) continue;
    parts.push_back(s.substr(from, i - from));
    from = i + len;
    i = from - 1;
  }
  parts.push_back(s.substr(from));
  return parts;
}

std::vector<std::string_view> Split(std::string_view s, std::string_view sep) {
  return SplitAny(s, {sep});
}

// Whether `s` holds `sep` outside parentheses.
bool HasTop(std::string_view s, std::string_view sep) { return SplitAny(s, {sep}).size() > 1; }

// Whether every parenthesis of `s` is closed, none before it opens.
bool Balanced(std::string_view s) {
  int depth = 0;
  for (char c : s) {
    depth += c == '(' ? 1 : c == ')' ? -1 : 0;
    if (depth < 0) return false;
  }
  return depth == 0;
}

bool Digits(std::string_view s) {
  return !s.empty() && s.size() <= 4 && s.find_first_not_of("0123456789") == std::string_view::npos;
}

// A personnel named in braces ("{Morn}", "{any Quark}"): every card of the built-in lists with
// that title is a personnel. An equipment or other card ("{any tricorder}", "{Hypospray}") is a
// card present the requirements reader does not count, so it is not read.
bool NamesPersonnel(std::string_view name) {
  if (name.substr(0, 4) == "any ") name.remove_prefix(4);
  const Result<CardPool>& pool = CardPool::Shipped();
  if (!pool.ok() || name.empty()) return false;
  const std::vector<const CardFacts*> cards = pool->FindAll(name);
  if (cards.empty()) return false;
  for (const CardFacts* c : cards) {
    if (c->type != CardType::kPersonnel) return false;
  }
  return true;
}

bool ReadCondition(std::string_view condition, std::string* read, bool single = false);

// The kinds of personnel a condition counts by their Keywords, as the texts spell them (singular
// and plural), with the keyword the card lists print: "a female", "2 androids", "3 Vulcans".
constexpr std::pair<std::string_view, std::string_view> kKinds[] = {
    {"females", "Female"},
    {"female", "Female"},
    {"males", "Male"},
    {"male", "Male"},
    {"Soong-type androids", "Soong-type android"},
    {"Soong-type android", "Soong-type android"},
    {"androids", "Android"},
    {"android", "Android"},
    {"Vulcans", "Vulcan"},
    {"Vulcan", "Vulcan"},
    {"Klingons", "Klingon"},
    {"Klingon", "Klingon"},
    {"Nurses", "Nurse"},
    {"Nurse", "Nurse"}};

// `words` naming one kind of personnel ("female Away Team members", "Soong-Type android") as a
// term of the requirements grammar ("keyword(Female)"), or "".
std::string Kind(std::string_view words) {
  for (std::string_view tail : {" Away Team members", " Away Team member", " personnel"}) {
    if (wording::EndsWith(words, tail)) words.remove_suffix(tail.size());
  }
  for (const auto& [printed, keyword] : kKinds) {
    if (EqualsIgnoreAsciiCase(words, printed)) return "keyword(" + std::string(keyword) + ")";
  }
  return "";
}

// The equipment a condition counts by its Keywords: "hand weapon(s)" ("a Hand Weapon" in later
// texts), "{phaser}", "{disruptor}" (any card of that kind, as the lists' Keywords print it).
// "" for other words ("{any tricorder}": the lists give tricorders no keyword).
std::string Equipment(std::string_view words) {
  for (std::string_view kind : {"hand weapons", "hand weapon", "{phaser}", "{disruptor}"}) {
    if (!EqualsIgnoreAsciiCase(words, kind)) continue;
    std::string_view keyword = kind.substr(0, 11) == "hand weapon" ? "hand weapon" : kind;
    if (keyword.front() == '{') keyword = keyword.substr(1, keyword.size() - 2);
    return "equipment(" + std::string(keyword) + ")";
  }
  return "";
}

// "a female", "android", "at least two female Away Team members", "2 androids", "2 hand
// weapons", "a {disruptor}" into "personnel(keyword(Female))", "personnel(keyword(Female))
// x2", "equipment(hand weapon) x2", ...; "" for other words.
std::string KindTerm(std::string_view term) {
  if (wording::StartsWith(term, "at least ")) term.remove_prefix(9);
  const size_t space = term.find(' ');
  const std::string_view first = term.substr(0, space);
  int count = first == "a" || first == "an" ? 1 : wording::SmallNumber(first);
  std::string_view words = space == std::string_view::npos ? "" : term.substr(space + 1);
  if (count < 1) {  // "android", "hand weapon": one
    count = 1;
    words = term;
  }
  const std::string times = count > 1 ? " x" + std::to_string(count) : "";
  if (const std::string kind = Kind(words); !kind.empty()) {
    return "personnel(" + kind + ")" + times;
  }
  if (const std::string equipment = Equipment(words); !equipment.empty()) {
    return equipment + times;
  }
  return "";
}

// "STRENGTH>27 from up to four personnel", "total attributes > 63 from up to 3 personnel",
// "CUNNING>38 from up to five Away Team members" into "STRENGTH>27 from up to 4" (the total of
// the four who show the most); "" for other words.
std::string FromUpTo(std::string_view term) {
  const size_t at = term.find(" from up to ");
  if (at == std::string_view::npos) return "";
  std::string_view total = term.substr(0, at), rest = term.substr(at + 12);
  const size_t space = rest.find(' ');
  const int n = wording::SmallNumber(rest.substr(0, space));
  const std::string_view who = space == std::string_view::npos ? "" : rest.substr(space + 1);
  if (n < 1 || (who != "personnel" && who != "Away Team members")) return "";
  std::string attribute;  // "total attributes" reaches here spelled "ATTRIBUTES" (Term)
  for (std::string_view a : {"INTEGRITY", "CUNNING", "STRENGTH", "ATTRIBUTES"}) {
    if (wording::StartsWith(total, a)) attribute = std::string(a);
  }
  total.remove_prefix(attribute.size());
  if (wording::StartsWith(total, " ")) total.remove_prefix(1);
  if (attribute.empty() || !wording::StartsWith(total, ">")) return "";
  total.remove_prefix(1);
  if (wording::StartsWith(total, " ")) total.remove_prefix(1);
  if (!Digits(total)) return "";
  return attribute + ">" + std::string(total) + " from up to " + std::to_string(n);
}

// One term of a dilemma's condition in the requirements grammar: "SCIENCE" (one personnel with
// it), "3 SCIENCE" / "two Honor" / "MEDICAL x2" (that many), "CUNNING>50" / "INTEGRITY > 32"
// (the team's total; with `single`, one personnel's, where "CUNNING<7" is read too), "{Morn}" (a
// personnel of that title), "no OFFICER" (none shows it), a parenthesized condition ("(CUNNING>40
// OR Law)"), "total attributes>23", a KindTerm() ("a female", "2 hand weapons") or a FromUpTo()
// total, "X present" as X. "" for any other term ("[Def] drones", "any Intelligence", "{any
// tricorder}", "Security" spelled otherwise than the lists spell the skill).
std::string Term(std::string_view printed, bool single) {
  // "{Kai Opaka} present": the term's personnel are the team's.
  if (wording::EndsWith(printed, " present")) printed.remove_suffix(8);
  // "total attributes>23": INTEGRITY, CUNNING and STRENGTH together.
  std::string spelled(printed);
  if (wording::StartsWith(printed, "total attributes")) {
    spelled = "ATTRIBUTES" + std::string(printed.substr(16));
  }
  std::string_view term = spelled;
  if (!single) {
    if (std::string t = KindTerm(term); !t.empty()) return t;
    if (std::string t = FromUpTo(term); !t.empty()) return t;
  }
  if (term.size() > 2 && term.front() == '(' && term.back() == ')') {
    std::string inner;
    if (!ReadCondition(term.substr(1, term.size() - 2), &inner, single)) return "";
    return "(" + inner + ")";
  }
  if (term.size() > 2 && term.front() == '{' && term.back() == '}' &&
      term.find_first_of("{}[]<>", 1) == term.size() - 1) {
    return NamesPersonnel(term.substr(1, term.size() - 2)) ? std::string(term) : "";
  }
  if (term.substr(0, 3) == "no " && IsSkill(term.substr(3))) {
    return "no(" + std::string(term.substr(3)) + ")";
  }
  for (std::string_view attribute : {"INTEGRITY", "CUNNING", "STRENGTH", "ATTRIBUTES"}) {
    if (term.substr(0, attribute.size()) != attribute) continue;
    std::string_view rest = term.substr(attribute.size());
    if (rest.substr(0, 1) == " ") rest.remove_prefix(1);
    const char comparison = rest.empty() ? ' ' : rest.front();
    if (comparison != '>' && (comparison != '<' || !single)) return "";
    rest.remove_prefix(1);
    if (rest.substr(0, 1) == " ") rest.remove_prefix(1);
    return Digits(rest) ? std::string(attribute) + comparison + std::string(rest) : "";
  }
  int count = 1;
  if (const size_t space = term.find(' '); space != std::string_view::npos) {
    const int n = wording::SmallNumber(term.substr(0, space));
    if (n >= 2) {
      count = n;
      term.remove_prefix(space + 1);
    }
  }
  // "MEDICAL x2", "SECURITY x 2" (a count before the skill or after it, not both).
  if (const size_t x = term.rfind(" x"); count == 1 && x != std::string_view::npos) {
    std::string_view n = term.substr(x + 2);
    if (n.substr(0, 1) == " ") n.remove_prefix(1);
    if (Digits(n) && wording::SmallNumber(n) >= 2) {
      count = wording::SmallNumber(n);
      term = term.substr(0, x);
    }
  }
  if (!IsSkill(term)) return "";
  return std::string(term) + (count > 1 ? " x" + std::to_string(count) : "");
}

// Personnel each of whom shows something on their own, to the end of the alternative: "a
// personnel with CUNNING>7 and MEDICAL", "a personnel who has 2 Anthropology", "a Navigation
// personnel who has CUNNING>7", "a female who has MEDICAL", "three personnel with Acquisition",
// "three personnel with OFFICER classification", "at least 3 OFFICER with STRENGTH>5 each", into
// "personnel(CUNNING>7 + MEDICAL)", "personnel(Acquisition) x3", "personnel(OFFICER +
// STRENGTH>5) x3". "" for any other words.
std::string PersonnelTerm(std::string_view words) {
  if (wording::StartsWith(words, "at least ")) words.remove_prefix(9);
  const size_t space = words.find(' ');
  if (space == std::string_view::npos) return "";
  const std::string_view first = words.substr(0, space);
  const int count = first == "a" ? 1 : wording::SmallNumber(first);
  if (count < 1) return "";
  words.remove_prefix(space + 1);
  std::string skill;  // "a Navigation personnel who has ...", "a female who has ..."
  std::string rest;   // "female who has MEDICAL" read as "personnel who has MEDICAL"
  if (count == 1 && words.substr(0, 10) != "personnel ") {
    const size_t at = words.find(" personnel who has ");
    const size_t who = words.find(" who has ");
    if (at != std::string_view::npos && IsSkill(words.substr(0, at))) {
      skill = std::string(words.substr(0, at)) + " + ";
      words.remove_prefix(at + 1);
    } else if (who != std::string_view::npos && !Kind(words.substr(0, who)).empty()) {
      skill = Kind(words.substr(0, who)) + " + ";
      rest = "personnel" + std::string(words.substr(who));
      words = rest;
    } else {
      return "";
    }
  }
  // "3 OFFICER with STRENGTH>5 each": that many of that classification, each showing it.
  if (const size_t with = words.find(" with "); count > 1 && with != std::string_view::npos &&
                                                wording::EndsWith(words, " each") &&
                                                wording::IsClassification(words.substr(0, with))) {
    std::string read;
    const std::string_view inner = words.substr(with + 6, words.size() - with - 11);
    if (HasTop(inner, " or ") || !ReadCondition(inner, &read, true)) return "";
    return "personnel(" + std::string(words.substr(0, with)) + " + " + read + ") x" +
           std::to_string(count);
  }
  for (std::string_view lead : {"personnel with ", "personnel who has "}) {
    if (words.substr(0, lead.size()) != lead) continue;
    std::string_view inner = words.substr(lead.size());
    constexpr std::string_view kClassification = " classification";
    if (count > 1 && wording::EndsWith(inner, kClassification)) {
      inner.remove_suffix(kClassification.size());
      if (!wording::IsClassification(inner) && inner != "VIP") return "";
    }
    std::string read;
    if (HasTop(inner, " or ") || !ReadCondition(inner, &read, true)) return "";
    return "personnel(" + skill + read + ")" + (count > 1 ? " x" + std::to_string(count) : "");
  }
  return "";
}

// A condition: alternatives joined by " OR " (or one lowercase " or " between two terms), each
// terms joined by ", and ", ", ", " and " or " + ", every term one Term() reads (the last may be
// a PersonnelTerm(), which takes the rest of its alternative), into the requirements grammar.
// False for any other wording: a lowercase "or" among other joins ("Empathy, Diplomacy, {Morn} or
// {any Scotty}"), a parenthesis no Term() reads ("(or 2 [Def] Borg)"), a further sentence.
bool ReadCondition(std::string_view printed, std::string* read, bool single) {
  // "V.I.P." is the one term with a '.', which elsewhere ends a sentence.
  std::string spelled(printed);
  for (size_t at = spelled.find("V.I.P."); at != std::string::npos; at = spelled.find("V.I.P.")) {
    spelled.replace(at, 6, "VIP");
  }
  const std::string_view condition = spelled;
  if (condition.empty() || condition.find_first_of(".;:\"") != std::string_view::npos ||
      !Balanced(condition)) {
    return false;
  }
  std::vector<std::string_view> alternatives = Split(condition, " OR ");
  if (alternatives.size() == 1 && !HasTop(condition, " and ") && !HasTop(condition, ",") &&
      !HasTop(condition, " + ")) {
    alternatives = Split(condition, " or ");
    if (alternatives.size() > 2) return false;
  }
  std::string out;
  for (std::string_view alternative : alternatives) {
    std::string sum;
    for (std::string_view term : SplitAny(alternative, {", and ", ", ", " and ", " + "})) {
      if (!single) {
        // The personnel phrase runs to the end of the alternative.
        const std::string_view rest = alternative.substr(term.data() - alternative.data());
        if (std::string t = PersonnelTerm(rest); !t.empty()) {
          sum += (sum.empty() ? "" : " + ") + t;
          break;
        }
      }
      if (HasTop(term, " or ")) return false;
      const std::string t = Term(term, single);
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
  d->spares = true;
  d->fails = DilemmaReading::Fails::kStopped;
  return true;
}

// "To get past requires MEDICAL and 3 SCIENCE.", "To get past requires 2 Honor OR 2 Treachery.";
// not "To get past requires CUNNING>24 remaining." nor a Text with a further sentence.
bool ReadGetPastRequires(const AbilityText& text, DilemmaReading* d) {
  return ReadOnlyCondition(text, "To get past requires ", ".", d);
}

// "Cannot get past unless 2 Computer Skill OR 3 SCIENCE OR 3 ENGINEER present.", "Cannot get past
// unless at least two female Away Team members are present.", "Cannot get past unless crew has 3
// ENGINEER OR a personnel with CUNNING>7 and MEDICAL OR ..."; not "Cannot get past unless at
// least half of personnel in crew or Away Team (round up) each have CUNNING>7."
bool ReadCannotGetPastUnless(const AbilityText& text, DilemmaReading* d) {
  return ReadOnlyCondition(text, "Cannot get past unless ", " present.", d) ||
         ReadOnlyCondition(text, "Cannot get past unless ", " are present.", d) ||
         ReadOnlyCondition(text, "Cannot get past unless crew has ", ".", d);
}

// "To get past, crew must have at least 3 OFFICER with STRENGTH>5 each.", "To get through this
// door, Away Team must have Computer Skill present.", "Must have 2 Diplomacy and CUNNING>30 to
// communicate and proceed.": a team without it goes no further, its only rule.
bool ReadMustHave(const AbilityText& text, DilemmaReading* d) {
  constexpr std::pair<std::string_view, std::string_view> kWordings[] = {
      {"To get past, crew must have ", "."},
      {"To get past, Away Team must have ", "."},
      {"To get past, must have ", "."},
      {"To get through this door, Away Team must have ", " present."},
      {"To locate the concealed entrance and continue, Away Team must have ", "."},
      {"Must have ", " to communicate and proceed."}};
  for (const auto& [lead, tail] : kWordings) {
    if (ReadOnlyCondition(text, lead, tail, d)) return true;
  }
  // "To get past, one personnel must have total attributes>23.": one member on their own.
  constexpr std::string_view kOne = "To get past, one personnel must have ";
  const std::string_view s = wording::Trim(text.printed);
  std::string read;
  if (!wording::StartsWith(s, kOne) || s.back() != '.' ||
      !ReadCondition(s.substr(kOne.size(), s.size() - kOne.size() - 1), &read, true)) {
    return false;
  }
  d->condition = "personnel(" + read + ")";
  d->printed = std::string(s);
  d->only_rule = true;
  d->spares = true;
  d->fails = DilemmaReading::Fails::kStopped;
  return true;
}

// A condition of a "To get past requires" with what only makes it harder taken out, so that a
// team that fails what is left fails the card: "CUNNING>30 (CUNNING>50 if this is a [DQ]
// mission)" -> "CUNNING>30"; "2 SCIENCE (at [P]) OR 2 ENGINEER (at [S])" -> "2 SCIENCE OR 2
// ENGINEER" (each alternative is owed only where its icon says, so both together ask less); one
// term of a sum so marked ("Navigation and Stellar Cartography (at [S])") is left in, and the
// condition is then not read ("").
std::string Necessary(std::string_view condition) {
  static const std::regex kDq(
      "(INTEGRITY|CUNNING|STRENGTH)>([0-9]+) \\((?:or )?(INTEGRITY|CUNNING|STRENGTH)>([0-9]+) if "
      "this is a \\[DQ\\] mission\\)");
  std::string out(condition);
  for (std::smatch m; std::regex_search(out, m, kDq);) {
    if (m[1] != m[3] || std::stoi(m[4].str()) < std::stoi(m[2].str())) return "";
    out.replace(m.position(0), m.length(0), m[1].str() + ">" + m[2].str());
  }
  for (std::string_view mark : {" (at [P])", " (at [S])", " at [P]", " at [S]"}) {
    for (size_t at = out.find(mark); at != std::string::npos; at = out.find(mark, at)) {
      const std::string_view after = std::string_view(out).substr(at + mark.size());
      size_t from = 0;
      for (std::string_view start : {" OR ", "("}) {
        const size_t b = out.rfind(start, at);
        if (b != std::string::npos) from = std::max(from, b + start.size());
      }
      const std::string_view marked = std::string_view(out).substr(from, at - from);
      if (!(after.empty() || after.front() == ')' || after.substr(0, 4) == " OR ") ||
          marked.find_first_of(",+") != std::string_view::npos ||
          marked.find(" and ") != std::string_view::npos) {
        return "";
      }
      out.erase(at, mark.size());
    }
  }
  return out;
}

// The condition of a "To get past requires" in `printed`: what Necessary() leaves of it is read
// into `d`, which a team that fails it does not get past (and is stopped by).
bool ReadGetPastCondition(std::string_view condition, std::string_view printed, DilemmaReading* d) {
  const std::string necessary = Necessary(condition);
  std::string read;
  if (necessary.empty() || !ReadCondition(necessary, &read)) return false;
  d->condition = std::move(read);
  d->printed = std::string(printed);
  d->fails = DilemmaReading::Fails::kStopped;
  return true;
}

// The sentences after a "To get past requires" that a team getting past meets, or that tell what
// the dilemma does then: nothing that nullifies it, changes its condition ("all requirements
// doubled if ...", "X = ...") or spares a team that fails it ("... instead"). A last "Also,
// cannot get past if ..." only adds a way to fail it.
bool AfterGettingPast(std::string_view rest) {
  // "Also, cannot get past if ...": one more way to fail it, none to get past.
  constexpr std::string_view kAlso = ". Also, cannot get past if ";
  if (wording::StartsWith(rest, kAlso) && rest.find(". ", 2) == std::string_view::npos) {
    rest.remove_prefix(kAlso.size());
  }
  for (std::string_view word : {"ullif", "get past", "nless", "instead", "equirement", "doubl",
                                "X=", "X =", "overcome this dilemma if"}) {
    if (rest.find(word) != std::string_view::npos) return false;
  }
  return true;
}

// "To get past requires 2 OFFICER OR 2 Leadership. Then, place on a unique leader present ...",
// "To get past requires 2 OFFICER; then place on mission until solved. ...", "To get past
// requires 2 SCIENCE (at [P]) OR 2 ENGINEER (at [S])." (Necessary()): a team that fails the
// condition is stopped; what follows is the table's word. Not "To get past requires SCIENCE and
// Stellar Cartography. Nullify by discarding a [Doorway] from hand."
bool ReadGetPastRequiresThen(const AbilityText& text, DilemmaReading* d) {
  const std::string_view s = wording::Trim(text.printed);
  std::string_view condition = s;
  bool lead = false;
  for (std::string_view l : {"To get past requires ", "To get past, requires "}) {
    if (wording::StartsWith(s, l)) {
      condition.remove_prefix(l.size());
      lead = true;
    }
  }
  if (!lead || s.back() != '.') return false;
  size_t end = condition.size() - 1;
  for (std::string_view stop : {". ", "; then "}) end = std::min(end, condition.find(stop));
  return AfterGettingPast(condition.substr(end)) &&
         ReadGetPastCondition(condition.substr(0, end), s, d);
}

// Whether `effects` (the sentences of a dilemma before its last) can only take personnel out of
// the team, never add one or raise what it shows: a team that fails a condition before them
// fails it after them. Read by wording: nothing that adds, raises, doubles, reports, beams or
// downloads (the opponent's downloads go to the opponent, unless they infiltrate the team), no
// other condition, no nullifying.
bool OnlyTakesAway(std::string_view effects) {
  for (std::string_view word : {"get past", "ullif", "Unless", "+", "doubl", "ncreas", "add",
                                "gain", "report", "beam", "instead", "X =", "X=", "nfiltrat"}) {
    if (effects.find(word) != std::string_view::npos) return false;
  }
  for (size_t at = effects.find("download"); at != std::string_view::npos;
       at = effects.find("download", at + 1)) {
    if (at < 12 || effects.substr(at - 12, 12) != "pponent may ") return false;
  }
  return true;
}

// "Most CUNNING SCIENCE personnel present without Greed or Treachery is killed. To get past
// requires CUNNING>24 remaining.": the condition is the last sentence, after effects that only
// take personnel away (OnlyTakesAway); a team that fails it as the encounter finds it fails it
// after them, and is stopped. What the effects do is the table's word.
bool ReadThenGetPastRequires(const AbilityText& text, DilemmaReading* d) {
  const std::string_view s = wording::Trim(text.printed);
  constexpr std::string_view kLead = ". To get past requires ";
  const size_t at = s.rfind(kLead);
  if (at == std::string_view::npos || at == 0 || s.back() != '.') return false;
  std::string_view condition = s.substr(at + kLead.size());
  condition.remove_suffix(1);
  if (condition.find(". ") != std::string_view::npos) return false;
  constexpr std::string_view kRemaining = " remaining";
  if (condition.size() > kRemaining.size() &&
      condition.substr(condition.size() - kRemaining.size()) == kRemaining) {
    condition.remove_suffix(kRemaining.size());
  }
  return OnlyTakesAway(s.substr(0, at + 1)) && ReadGetPastCondition(condition, s, d);
}

// ---- "Unless ..." ---------------------------------------------------------------------------

// The sentences that may follow a dilemma's one "unless" sentence without stopping or killing
// anyone it spares. A nullifying card ends the dilemma however the condition stands, so what
// the text does to a team that fails it is then not owed (`nullify`).
bool Trailer(std::string_view sentence, bool* nullify) {
  for (std::string_view s : {"Discard dilemma.", "Discard Dilemma.", "Mission continues.",
                             "(Not cumulative.)", "(Not repeatable.)", "(Unique.)",
                             // After "your opponent chooses ... to be stopped": still what
                             // befalls a team that fails the condition.
                             "If your opponent cannot, all your personnel are stopped and this "
                             "dilemma returns to its owner's dilemma pile."}) {
    if (sentence == s) return true;
  }
  if (sentence.substr(0, 13) == "Nullify with " && sentence.back() == '.' &&
      sentence.find('.') == sentence.size() - 1) {
    *nullify = true;
    return true;
  }
  // What befalls the one the consequence selected, or a way out of it: still only a team that
  // fails the condition, but what it is owed is then the table's word.
  if (wording::StartsWith(sentence, "If that personnel ") ||
      sentence == "Both die at end of turn." || wording::EndsWith(sentence, " to prevent this.")) {
    *nullify = true;
    return true;
  }
  return false;
}

// What `consequence` (the words the condition gates, without their final '.') does to the team,
// when they say it with certainty: kills a fixed number of its personnel ("kills one personnel
// (random selection)", "two crew members are killed (random selection)", "entire crew or Away
// Team is killed"), or stops it ("crew or Away Team \"stopped\"", "all your personnel are
// stopped and this dilemma returns to its owner's dilemma pile"). kUnread for anything else
// ("kills one personnel (two if opponent has Tal Shiar in play) ...", "is captured").
DilemmaReading::Fails Consequence(const std::string& consequence, int* kills) {
  using Fails = DilemmaReading::Fails;
  static const std::regex kKillsSome(
      "(?:[Ss]hip is damaged and )?(?:[Kk]ills |assassin kills )?([Oo]ne|[Tt]wo|[Tt]hree) "
      "(?:personnel|crew members?|Away Team members?|crew or Away Team member)(?: present)?"
      "(?: \\((?:random selection|opponent's choice)\\))?(?: (?:is|are) killed)?"
      "(?: \\((?:random selection|opponent's choice)\\))?");
  static const std::regex kRandomlySelect("randomly select a personnel to be killed");
  static const std::regex kKillsAll(
      "(?:[Ss]hip is damaged and )?[Ee]ntire crew(?: or Away Team)? is killed|"
      "[Kk]ills entire (?:crew or )?Away Team");
  static const std::regex kStops(
      "(?:crew or )?Away Team \"stopped\"|crew or Away Team is \"stopped\"|"
      "crew or Away Team stopped|"
      "all (?:of )?your personnel are stopped(?: and this dilemma returns to its owner's "
      "dilemma pile)?");
  std::smatch m;
  if (wording::Match(consequence, kKillsSome, &m)) {
    // One of the two ways of naming the victims: "kills one ..." or "... is killed".
    const bool kills_word = consequence.find("ills ") != std::string::npos;
    const bool killed_word = consequence.find(" killed") != std::string::npos;
    if (kills_word == killed_word) return Fails::kUnread;
    std::string number = m[1].str();
    number[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(number[0])));
    *kills = wording::SmallNumber(number);
    return Fails::kKills;
  }
  if (wording::Match(consequence, kRandomlySelect)) {
    *kills = 1;
    return Fails::kKills;
  }
  if (wording::Match(consequence, kKillsAll)) {
    *kills = 0;
    return Fails::kKills;
  }
  if (wording::Match(consequence, kStops)) return Fails::kStopped;
  return Fails::kUnread;
}

// Sentences before an "unless" that stop and kill no one, whatever the condition: the opponent
// damaging the ship, seeding another dilemma (met as a card of its own), or only telling the
// story.
constexpr std::string_view kBefore[] = {
    "Opponent may [Flip] (or [Flip] [Flip] if they have an [Objective] in point area). ",
    "Opponent may download and seed a [Self] dilemma here. ", "Three Nausicaans pick a fight. "};

// "Unless one personnel present has Greed and Treachery OR ...": the personnel who each must meet
// the condition on their own, by the words that say so, and how many.
constexpr std::pair<std::string_view, int> kEachHas[] = {{"one personnel present has ", 1},
                                                         {"at least one Away Team member has ", 1},
                                                         {"two Away Team members each have ", 2}};

// A Text of one sentence "Unless <condition>[ present| aboard], <consequence>." (or "<consequence>
// unless <condition>[ present| aboard].") and Trailer()s. The condition ends at " present, " or
// " aboard, " when the sentence has one, else at its first ", ".
bool ReadUnless(const AbilityText& text, DilemmaReading* d, bool leading) {
  std::string_view s = wording::Trim(text.printed);
  for (std::string_view before : kBefore) {
    if (wording::StartsWith(s, before)) s.remove_prefix(before.size());
  }
  const size_t end = s.find(". ");
  std::string_view sentence = s.substr(0, end == std::string_view::npos ? s.size() : end + 1);
  bool nullify = false, described = false;
  int each = 0;  // personnel each of whom must meet the condition on their own
  const std::string_view after = end == std::string_view::npos ? "" : s.substr(end + 2);
  for (std::string_view rest = after; !rest.empty();) {
    const size_t next = rest.find(". ");
    const std::string_view t =
        rest.substr(0, next == std::string_view::npos ? rest.size() : next + 1);
    described |= !Trailer(t, &nullify);
    rest = next == std::string_view::npos ? "" : rest.substr(next + 2);
  }
  if (sentence.size() < 2 || sentence.back() != '.') return false;
  sentence.remove_suffix(1);
  std::string_view condition, consequence;
  if (leading) {
    if (sentence.substr(0, 7) != "Unless ") return false;
    sentence.remove_prefix(sentence.substr(0, 16) == "Unless you have " ? 16 : 7);
    for (const auto& [lead, count] : kEachHas) {
      if (wording::StartsWith(sentence, lead)) {
        sentence.remove_prefix(lead.size());
        each = count;
      }
    }
    size_t cut = std::string_view::npos, skip = 0;
    for (std::string_view where : {" present, ", " aboard, "}) {
      if (const size_t at = sentence.find(where); at < cut) {
        cut = at;
        skip = where.size();
      }
    }
    if (cut == std::string_view::npos) {
      // No "present": the condition ends at the first comma that does not only part the terms
      // of a list ("Unless Diplomacy, Honor, Transporter Skill, and CUNNING>30 OR Law, ...,"):
      // one followed by a lowercase word that is no term ("one personnel", "all your"). A
      // capital may be a term the lists spell otherwise ("Engineer"), and is not cut at.
      skip = 2;
      for (cut = sentence.find(", "); cut != std::string_view::npos;
           cut = sentence.find(", ", cut + 2)) {
        const std::string_view after = sentence.substr(cut + 2);
        if (!after.empty() && std::islower(static_cast<unsigned char>(after.front())) != 0 &&
            after.substr(0, 4) != "and " &&
            Term(SplitAny(after, {", ", " and ", " OR ", " + "}).front(), false).empty()) {
          break;
        }
      }
    }
    if (cut == std::string_view::npos) return false;
    condition = sentence.substr(0, cut);
    consequence = sentence.substr(cut + skip);
  } else {
    const size_t at = sentence.find(" unless ");
    if (at == std::string_view::npos || at == 0) return false;
    consequence = sentence.substr(0, at);
    condition = sentence.substr(at + 8);
    for (std::string_view where : {" present", " aboard"}) {
      if (condition.size() > where.size() &&
          condition.substr(condition.size() - where.size()) == where) {
        condition.remove_suffix(where.size());
        break;
      }
    }
    if (!consequence.empty() && consequence.back() == ',') consequence.remove_suffix(1);
  }
  // A second condition or "unless" in the same sentence is not this wording.
  if (consequence.find("nless") != std::string_view::npos ||
      consequence.find("get past") != std::string_view::npos) {
    return false;
  }
  // Further sentences are read past only when the consequence places the dilemma ("Unless 3
  // Exobiology present, place on mission. Each of its skill requirements ..."): they tell what it
  // does once placed, which a team that meets the condition never sees.
  if (described) {
    bool places = false;
    for (std::string_view verb :
         {"place on ", "place atop ", "play on table ", "place on table", "opponent places on "}) {
      places |= consequence.substr(0, verb.size()) == verb;
    }
    places |= consequence.find(", then place this dilemma ") != std::string_view::npos;
    if (!leading || !places || after.find("get past") != std::string_view::npos) return false;
    nullify = true;  // what the placed dilemma does is the table's word
  }
  std::string read;
  if (!ReadCondition(condition, &read, each > 0)) return false;
  if (each > 0) read = "personnel(" + read + ")" + (each > 1 ? " x" + std::to_string(each) : "");
  int kills = 0;
  const DilemmaReading::Fails fails =
      nullify ? DilemmaReading::Fails::kUnread : Consequence(std::string(consequence), &kills);
  d->condition = std::move(read);
  d->printed = std::string(wording::Trim(text.printed));
  d->spares = true;
  d->fails = fails;
  d->kills = kills;
  return true;
}

// "Unless Empathy present, opponent captures one unique non-[Car] personnel present (random
// selection). Discard dilemma.", "Unless you have Diplomacy + CUNNING>30 OR Leadership +
// STRENGTH>30, all of your personnel are stopped ..."; not "Unless Leadership present, kills one
// personnel (random selection) and \"stops\" all others present. To get past requires ...".
bool ReadUnlessFirst(const AbilityText& text, DilemmaReading* d) {
  return ReadUnless(text, d, true);
}

// "Kills one Away Team member (opponent's choice) unless 3 SECURITY OR STRENGTH>40 present.
// Discard dilemma."; not "Nausicaans ... One Away Team member is killed (random selection) unless
// STRENGTH>44. Discard dilemma." (a sentence before it).
bool ReadUnlessAfter(const AbilityText& text, DilemmaReading* d) {
  return ReadUnless(text, d, false);
}

// ---- The table ------------------------------------------------------------------------------

using Row = Ability<DilemmaReading>;

constexpr Row kDilemmaAbilities[] = {
    {"dilemma.get-past-requires", "To get past requires MEDICAL and 3 SCIENCE.",
     "DilemmaReading::condition", "stccg.dilemma.condition", &ReadGetPastRequires},
    {"dilemma.cannot-get-past-unless",
     "Cannot get past unless 2 Computer Skill OR 3 SCIENCE OR 3 ENGINEER present.",
     "DilemmaReading::condition", "stccg.dilemma.condition", &ReadCannotGetPastUnless},
    {"dilemma.unless-first",
     "Unless 2 SECURITY and Biology present, kills one personnel (two if opponent has Tal Shiar "
     "in play) with three or more [*] icons (random selection).",
     "DilemmaReading::condition, DilemmaReading::fails",
     "stccg.dilemma.condition, stccg.dilemma.consequence", &ReadUnlessFirst},
    {"dilemma.unless-after",
     "Kills one Away Team member (opponent's choice) unless 3 SECURITY OR STRENGTH>40 present. "
     "Discard dilemma.",
     "DilemmaReading::condition, DilemmaReading::fails",
     "stccg.dilemma.condition, stccg.dilemma.consequence", &ReadUnlessAfter},
    {"dilemma.then-get-past-requires",
     "Most CUNNING SCIENCE personnel present without Greed or Treachery is killed. To get past "
     "requires CUNNING>24 remaining.",
     "DilemmaReading::condition", "stccg.dilemma.condition", &ReadThenGetPastRequires},
    {"dilemma.get-past-requires-then",
     "To get past requires 2 OFFICER OR 2 Leadership. Then, place on a unique leader present "
     "(opponent's choice); loses all regular skills and has NO STRENGTH.",
     "DilemmaReading::condition", "stccg.dilemma.condition", &ReadGetPastRequiresThen},
    {"dilemma.must-have", "To get past, crew must have at least 3 OFFICER with STRENGTH>5 each.",
     "DilemmaReading::condition", "stccg.dilemma.condition", &ReadMustHave},
};

}  // namespace

std::span<const Ability<DilemmaReading>> DilemmaAbilities() { return kDilemmaAbilities; }

DilemmaReading ReadDilemma(const CardFacts& dilemma) {
  DilemmaReading reading;
  if (dilemma.type != CardType::kDilemma) return reading;
  ReadClause(DilemmaAbilities(), {dilemma.text, dilemma.text}, &reading);
  return reading;
}

bool KillsAtRandom(const DilemmaReading& d) {
  return d.fails == DilemmaReading::Fails::kKills && d.kills > 0 &&
         (d.printed.find("(random selection)") != std::string::npos ||
          d.printed.find("randomly select a personnel to be killed") != std::string::npos);
}

std::vector<uint32_t> RandomVictims(uint64_t seed, uint64_t seq, size_t team, int kills) {
  std::vector<uint32_t> order = EventRng(seed, seq).Permutation(static_cast<uint32_t>(team));
  if (order.size() > static_cast<size_t>(kills)) order.resize(static_cast<size_t>(kills));
  return order;
}

std::string PlacedForbidsAttempts(const CardFacts& dilemma) {
  static const std::regex kPlaced(
      "place (?:dilemma )?on (?:this )?mission(?: \\(or this \\{Empok Nor\\}\\))?; it cannot be "
      "attempted(?: or scouted)?\\.");
  std::smatch m;
  if (dilemma.type != CardType::kDilemma || dilemma.text.find("ullif") != std::string::npos ||
      !std::regex_search(dilemma.text, m, kPlaced)) {
    return "";
  }
  return m.str(0);
}

std::string DiscardedAfterEncounter(const CardFacts& dilemma) {
  static const std::regex kCombo("^[A-Z][A-Z0-9'\\- ]+: ");
  static const std::regex kDiscard("(?:^|\\. )(Discard [Dd]ilemma\\.)(?: \\([^()]*\\))*$");
  const std::string text(wording::Trim(dilemma.text));
  std::smatch m;
  if (dilemma.type != CardType::kDilemma || std::regex_search(text, kCombo) ||
      !std::regex_search(text, m, kDiscard)) {
    return "";
  }
  return m.str(1);
}

}  // namespace stardate::engine::stccg
