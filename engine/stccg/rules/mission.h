// The rules of mission attempts (base rules section 11): who attempts, stopped cards, the seed
// cards met in order, the personnel a dilemma hits, solving and its requirements, a mission solved
// once; and seed cards unique per mission (003 "Seeding Duplicate Cards").
// Each rule is catalogued with the sentence that states it, and judged by the check declared
// after it (defined in rules/mission.cc, walked by rules/table.cc).

#ifndef STARDATE_ENGINE_STCCG_RULES_MISSION_H_
#define STARDATE_ENGINE_STCCG_RULES_MISSION_H_

#include <span>

#include "engine/stccg/rules/rule.h"

namespace stardate::engine::stccg::rules {

inline constexpr Rule kSeedUniquePerMission{
    "stccg.seed.unique-per-mission", kSourceDominion,
    "Both players are still limited to one copy of each seed card at each mission.",
    "A player seeds two copies of one card under the same mission (each player may seed one)."};
void SeedUniquePerMission(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kAttemptTeam{
    "stccg.attempt.team", kSourceBase,
    "An Away Team attempts planet missions and a crew attempts space missions.",
    "A mission is attempted by personnel who are not there: no Away Team on the planet, or no "
    "crew aboard a ship at the space mission."};
void AttemptTeam(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDockedNoMissionAttempt{
    "stccg.dock.no-mission-attempt", kSourceFacilities, "but may not attempt missions",
    "The crew of a docked ship attempts a space mission from it."};
void DockNoMissionAttempt(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kAttemptAffiliation{
    "stccg.attempt.affiliation", kSourceBase,
    "At least one member must match one of the mission's affiliation icons",
    "A mission is attempted by a team with no member of an affiliation whose icon it shows."};
void AttemptAffiliation(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kStopped{
    "stccg.stopped", kSourceBase,
    "A stopped card may not move on its own, take part in an attack, or take part in any "
    "mission, scouting or commandeering attempt.",
    "A card stopped this turn (by a dilemma, a battle or a card) flies, beams, walks, attacks or "
    "attempts a mission."};
void StoppedCards(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDilemmaOrder{
    "stccg.dilemma.order", kSourceBase, "Seed cards are encountered bottom-first.",
    "A dilemma is encountered outside an attempt of its mission, or before the seed cards "
    "beneath it (the first seeded is met first)."};
void DilemmaOrder(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDilemmaPersonnel{
    "stccg.dilemma.personnel", kSourceBase,
    "An Away Team is your personnel on a planet; a crew is your personnel aboard a ship or "
    "facility.",
    "A dilemma is written to stop or kill personnel who are not in the attempting team."};
void DilemmaPersonnel(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDilemmaCondition{
    "stccg.dilemma.condition", kSourceBase,
    "A dilemma whose conditions you fail \"stops\" the Away Team or crew and the attempt ends.",
    "A dilemma whose text the engine reads (\"To get past requires MEDICAL and 3 SCIENCE.\") is "
    "written overcome by a team that does not meet its condition, or stops or kills a team that "
    "meets it."};
void DilemmaCondition(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kDilemmaConsequence{
    "stccg.dilemma.consequence", kSourceBase,
    "A dilemma whose conditions you fail \"stops\" the Away Team or crew and the attempt ends. A "
    "dilemma with no conditions just takes effect and does not stop you",
    "A team fails the condition of a dilemma whose text fixes what then happens to it (\"Unless "
    "2 Leadership present, kills one personnel (random selection).\", \"... all your personnel "
    "are stopped\"), and the encounter is written leaving it out (overcome), or doing something "
    "else (stopped where it kills, killed where it stops) or more (another number killed)."};
void DilemmaConsequence(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kMissionSolve{
    "stccg.mission.solve", kSourceGlossary,
    "solving a mission, a sub-action of the mission attempt",
    "A mission is solved without an attempt in progress, or before every seed card beneath it "
    "was encountered."};
void MissionSolve(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kMissionRequirements{
    "stccg.mission.requirements", kSourceBase,
    "If the survivors meet the mission requirements, you solve the mission and score its "
    "points.",
    "A mission is solved by a team that does not show its requirements (skills, "
    "classifications, attribute totals, named personnel)."};
void MissionRequirements(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kMissionSolvedOnce{"stccg.mission.solved-once", kSourceBase,
                                         "A mission may be solved only once per game.",
                                         "A mission already solved is attempted or solved again."};
void MissionSolvedOnce(const StccgState& s, const Event& e, Breaches* out);

inline constexpr Rule kMissionFairPlay{
    "stccg.mission.fair-play", kSourceGlossary,
    "will not allow you to solve an opponent's unique mission if this event is in play",
    "With Fair Play in play, a player solves the opponent's unique mission whose point box "
    "shows fewer than 40 points (Fair Play: \"No player may solve an opponent's unique mission "
    "unless its point box shows at least 40 points OR both players have a copy of it in "
    "play\")."};
void MissionFairPlay(const StccgState& s, const Event& e, Breaches* out);

// The rules above, for the module's catalogue (rules/catalogue.cc).
std::span<const Rule> MissionRules();

}  // namespace stardate::engine::stccg::rules

#endif  // STARDATE_ENGINE_STCCG_RULES_MISSION_H_
