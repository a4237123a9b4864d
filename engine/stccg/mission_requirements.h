// A mission's requirements (the Text column's leading part, e.g. "SCIENCE + Diplomacy x2 +
// CUNNING>35 OR {any Odo}") judged against the personnel attempting it (base rules section 11:
// "If the survivors meet the mission requirements, you solve the mission").
//
// The grammar read: alternatives joined by " OR ", each a sum of terms joined by "+"; a term is a
// parenthesized requirement, a skill or classification with an optional count ("Navigation x2",
// "VIP x3"), an attribute total ("CUNNING>35", "Strength>45"), or a card named in braces ("{any
// Odo}", "{Kira Nerys}": a member whose title starts with the name), "personnel(CUNNING>7 +
// MEDICAL) x3" (at least that many members each meeting the inner requirement on their own, where
// "CUNNING<7" is also read), or "no(OFFICER)" (no member meeting it). Terms only dilemmas'
// conditions are translated into: "keyword(Female)" (a member whose Keywords list it),
// "equipment(hand weapon) x2" (equipment whose
// Keywords list it), "ATTRIBUTES>18" (INTEGRITY, CUNNING and STRENGTH together) and "STRENGTH>27
// from up to 4" (the total of the four members who show the most). Any other term ("2 hand
// weapons", "Landed ship", icons) is one the engine cannot judge: the requirement is then
// taken on the table's word unless the rest of it already fails. Reading stops at the first
// word that continues no requirement (the card's game text).
#ifndef STARDATE_ENGINE_STCCG_MISSION_REQUIREMENTS_H_
#define STARDATE_ENGINE_STCCG_MISSION_REQUIREMENTS_H_

#include <span>
#include <string>
#include <string_view>

#include "engine/stccg/card_pool.h"

namespace stardate::engine::stccg {

struct RequirementVerdict {
  enum class Kind { kMet, kNotMet, kUnknown };
  Kind kind = Kind::kMet;
  std::string missing;  // kNotMet: what the personnel lack ("Diplomacy x2 (have 1)"); kUnknown:
                        // the term the engine cannot judge
};

// How many times personnel `p` shows skill or classification `skill`. `listed`: its Class
// column and the skills its text lists ("Navigation x 2" counting 2), in the run of skills
// that opens the text or follows a sentence's end. `mentioned`: the times a special skill's
// sentence names it ("Other MEDICAL are CUNNING +3 where present", "gains Biology if …"),
// which the personnel may or may not count as having. "VIP" and "V.I.P." are one.
struct SkillCounts {
  int listed = 0;
  int mentioned = 0;
};
SkillCounts CountSkill(const CardFacts& p, std::string_view skill);

// Whether `word` is a skill or classification the requirements grammar counts ("Diplomacy",
// "SECURITY", "Computer Skill"), spelled as the card lists print it.
bool IsSkill(std::string_view word);

// Judges `requirements` against `team` (the personnel present, not stopped) and the
// `equipment` with it. The engine does not read what equipment adds to its personnel (skills,
// attributes), so with any equipment present a requirement the personnel alone fail is taken on
// the table's word (kUnknown).
RequirementVerdict JudgeRequirements(std::string_view requirements,
                                     std::span<const CardFacts* const> team,
                                     std::span<const CardFacts* const> equipment = {});

}  // namespace stardate::engine::stccg

#endif  // STARDATE_ENGINE_STCCG_MISSION_REQUIREMENTS_H_
