#include "engine/ti4/rules/agenda.h"

#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4::rules {

void VoteInfluence(const Ti4State& s, const Event& e, Findings* out) {
  if (s.core().phase != kAgenda || s.agenda() == 0) {
    out->Add("votes are cast on a revealed agenda in the agenda phase");
  }
  if (e.target < 1 || e.target > 64) out->Add("votes go to one outcome (1 to 64)");
  // The votes are compared with the influence the table counted, stations' too (a station
  // exhausted for votes is one finding, ti4.station.vote's).
  int influence = 0;
  for (size_t i = 0; i < e.cards.size(); ++i) {
    const uint16_t id = e.cards[i];
    if (!s.ValidPlanet(id)) {
      out->AddForCard(i, "planet " + std::to_string(id) + " is not on the map");
      continue;
    }
    influence += s.board().planets[id - 1].info->influence;
  }
  if (e.arg != influence) {
    out->AddTotal(s.PlayerLabel(e.player) + " casts " + std::to_string(e.arg) +
                  " votes, but the planets exhausted give " + std::to_string(influence) +
                  " influence (trade goods are no votes)");
  }
}

constexpr Rule kList[] = {kVoteInfluence};

std::span<const Rule> AgendaRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
