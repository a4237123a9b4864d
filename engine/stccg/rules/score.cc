// Checks of the score: the end of the game (base rules section 1) and the bonus points a card's
// text gives.
#include "engine/stccg/rules/score.h"

#include <algorithm>

#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_state.h"
#include "engine/text.h"

namespace stardate::engine::stccg::rules {

// stccg.game.result: when the game ends (100 points, the card draw that leaves both draw decks
// empty, a concession), the header's `meta result` (a player's name, or "draw") names the
// result it reached.
void GameResult(const StccgState& s, const Event& e, Breaches* out) {
  if (s.recorded_result().empty()) return;
  const uint8_t ends = s.EndsGame(e);
  if (ends == kNoResult) return;
  const bool same =
      ends == kDrawn ? s.recorded_result() == "draw" : s.recorded_result() == s.PlayerLabel(ends);
  if (!same) {
    out->Add("the header records the result \"" + s.recorded_result() +
             "\"; the game ends here: " + s.ResultText(ends) + " (" + s.PlayerLabel(0) + " " +
             std::to_string(s.players()[0].score) + ", " + s.PlayerLabel(1) + " " +
             std::to_string(s.players()[1].score) + " before this event)");
  }
}

namespace {

// The regular skill a mission specialist uses: its Text after its classification ("SCIENCE
// Archaeology": "Archaeology"); "" when the Text does not start with it.
std::string_view SpecialistSkill(const CardFacts& p) {
  std::string_view text = p.text;
  if (p.class_text.empty() || text.substr(0, p.class_text.size()) != p.class_text) return {};
  text.remove_prefix(p.class_text.size());
  while (!text.empty() && text.front() == ' ') text.remove_prefix(1);
  return text;
}

// `player`'s Mission Specialists present at `mission` whose skill its requirements name.
std::vector<uint16_t> SpecialistsAt(const StccgState& s, uint8_t player, uint16_t mission) {
  const std::string& requirements = s.instances()[mission].facts->mission_requirements;
  std::vector<uint16_t> found;
  for (size_t id = 1; id < s.cards().size(); ++id) {
    const CardFacts& p = *s.instances()[id].facts;
    const CardState& c = s.cards()[id];
    if (p.type != CardType::kPersonnel || c.controller != player || !PresentInPlay(c.zone) ||
        s.LocationOf(static_cast<uint16_t>(id)) != mission ||
        !HasKeyword(p.keywords, "Mission Specialist")) {
      continue;
    }
    const std::string_view skill = SpecialistSkill(p);
    if (skill.empty() || Contains(requirements, skill)) found.push_back(static_cast<uint16_t>(id));
  }
  return found;
}

}  // namespace

// stccg.score.mission-specialist: a score by a card whose text gives a mission specialist's points
// (StapleText::mission_specialist_points) is those points, at the mission its player solved last,
// at most once for each of the player's Mission Specialists there whose skill the mission's
// requirements name.
void ScoreMissionSpecialist(const StccgState& s, const Event& e, Breaches* out) {
  const int points = s.instances()[e.card].facts->staple.mission_specialist_points;
  if (points == 0 || !IsPlayer(e.player)) return;
  const std::string& title = s.instances()[e.card].facts->title;
  if (e.arg != points) {
    out->Add(title + "'s text scores " + std::to_string(points) + " points, not " +
             std::to_string(e.arg));
  }
  uint16_t mission = 0;
  for (auto it = s.solved().rbegin(); it != s.solved().rend() && mission == 0; ++it) {
    if (it->second == e.player) mission = it->first;
  }
  if (mission == 0) {
    out->Add(s.PlayerLabel(e.player) + " has solved no mission for a mission specialist to score");
    return;
  }
  const std::vector<uint16_t> specialists = SpecialistsAt(s, e.player, mission);
  const auto& scores = s.staples().specialist_scores;
  const auto scored = static_cast<size_t>(
      std::count(scores.begin(), scores.end(), std::make_pair(e.player, mission)));
  if (scored < specialists.size()) return;
  std::string names;
  for (uint16_t id : specialists) names += (names.empty() ? "" : ", ") + s.Name(id);
  out->Add(s.PlayerLabel(e.player) + " has " + std::to_string(specialists.size()) +
           " Mission Specialist" + (specialists.size() == 1 ? "" : "s") + " at " + s.Name(mission) +
           " using a skill it requires" + (names.empty() ? "" : " (" + names + ")") +
           ", and they scored " + std::to_string(scored) + " time" + (scored == 1 ? "" : "s") +
           " there already: once each mission");
}

std::span<const Rule> ScoreRules() {
  static constexpr Rule kAll[] = {kGameResult, kScoreMissionSpecialist};
  return kAll;
}

}  // namespace stardate::engine::stccg::rules
