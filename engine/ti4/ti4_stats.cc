// What the archive catalogue counts of a TI4 game (engine/game_stats.h): factions, space
// combats, stations taken and held at the end, transactions (those between station holders
// apart), victory points by where they came from; a score that ends the game ends it by the
// rules.
#include <iterator>

#include "engine/ti4/kinds.h"
#include "engine/ti4/module.h"
#include "engine/ti4/objectives.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {

namespace {

// The facts a TI4 game counts, in kFacts' order; their ids are those of the facts other games
// count alike (a battle, a holding taken from its controller).
namespace fact {
enum : size_t {
  kBattle,
  kCommandeering,
  kStationsHeld,
  kTransactions,
  kStationTransactions,
  kVpPublic,
  kVpSecret,
  kVpCustodians,
  kVpImperial,
};
}  // namespace fact

// The victory points by source, each counted from the event that gives it as the state applies
// it: public objectives (ti4Score), secret objectives (ti4SecretScore), the custodians token
// (ti4Custodians) and Imperial's primary resolved by Mecatol Rex's controller (ti4Strategic). A
// point the log does not say the source of is in the score and in none of the four.
constexpr FactInfo kFacts[] = {
    {"battles", "space combats of the player's tactical actions"},
    {"commandeerings", "space stations the player took control of"},
    {"stations_held", "space stations the player controlled at the end of the log"},
    {"transactions", "transactions the player took part in (either side)"},
    {"station_transactions",
     "transactions between two players who each controlled a space station then", FactScope::kGame},
    {"vp_public_objectives", "victory points from public objectives"},
    {"vp_secret_objectives", "victory points from secret objectives"},
    {"vp_custodians", "victory points from removing the custodians token"},
    {"vp_imperial", "victory points from Imperial's primary (Mecatol Rex)"},
};
static_assert(std::size(kFacts) == fact::kVpImperial + 1);

// The points of the whole round's events: a secret objective not scored before, the
// custodians token still on Mecatol Rex, Imperial's primary by Mecatol Rex's controller.
void TallyRoundPoints(const Ti4State& t, const Event& e, StatsTally* out) {
  if (e.kind == ti4::kTi4SecretScore && e.card >= 1 && e.card <= 32 &&
      SecretObjective(e.card) != nullptr &&
      !((t.round().secrets_scored[e.player] >> (e.card - 1)) & 1)) {
    out->Fact(e.player, fact::kVpSecret);
  } else if (e.kind == ti4::kTi4Custodians && t.round().custodians) {
    out->Fact(e.player, fact::kVpCustodians);
  } else if (e.kind == ti4::kTi4Strategic && e.card == kImperial && e.arg == 0) {
    for (uint16_t i = 0; i < t.planet_count(); ++i) {
      if (t.Controller(i) == e.player && t.board().planets[i].info->id == "mr") {
        out->Fact(e.player, fact::kVpImperial);
      }
    }
  }
}

std::string Side(const GameState& initial, int seat) {
  const auto* t = dynamic_cast<const Ti4State*>(&initial);
  if (t == nullptr || seat < 0 || static_cast<size_t>(seat) >= t->map().factions.size()) return "";
  return t->map().factions[static_cast<size_t>(seat)].faction;
}

void Tally(const GameState& before, const Event& e, StatsTally* out) {
  const auto* t = dynamic_cast<const Ti4State*>(&before);
  if (t == nullptr) return;
  if (e.kind == ti4::kTi4Combat) {
    out->Fact(e.player, fact::kBattle);
  } else if (e.kind == ti4::kTi4Control && e.card >= 1 && e.card - 1u < t->board().planets.size() &&
             t->IsStation(static_cast<uint16_t>(e.card - 1))) {
    out->Fact(e.player, fact::kCommandeering);
  } else if (e.kind == ti4::kTi4Transact) {
    const size_t n = t->map().factions.size();
    const int other = e.target - 1;
    if (e.player >= n || other < 0 || static_cast<size_t>(other) >= n || other == e.player) return;
    out->Fact(e.player, fact::kTransactions);
    out->Fact(other, fact::kTransactions);
    if (t->StationsControlled(e.player) > 0 &&
        t->StationsControlled(static_cast<uint8_t>(other)) > 0) {
      out->Fact(-1, fact::kStationTransactions);
    }
  } else if (e.kind == ti4::kTi4Score && e.player < t->map().factions.size() && e.card >= 1 &&
             e.card <= kObjectives.size() && !(t->player(e.player).scored & (1u << e.card))) {
    // As the score applies it: the objective's points, once per objective and player.
    for (int i = 0; i < kObjectives[e.card - 1].points; ++i) out->Fact(e.player, fact::kVpPublic);
  } else if (e.player < t->map().factions.size()) {
    TallyRoundPoints(*t, e, out);
  }
}

void AtEnd(const GameState& state, StatsTally* out) {
  const auto* t = dynamic_cast<const Ti4State*>(&state);
  if (t == nullptr) return;
  for (size_t seat = 0; seat < t->map().factions.size(); ++seat) {
    const int held = t->StationsControlled(static_cast<uint8_t>(seat));
    for (int i = 0; i < held; ++i) out->Fact(static_cast<int>(seat), fact::kStationsHeld);
  }
}

int64_t Score(const GameState& state, int seat) {
  const auto* t = dynamic_cast<const Ti4State*>(&state);
  if (t == nullptr || seat < 0 || static_cast<size_t>(seat) >= t->map().factions.size()) return 0;
  return t->player(static_cast<uint8_t>(seat)).victory_points;
}

// The leader, once a player has reached the game's victory-point goal (lowest seat on a tie).
int Winner(const GameState& state) {
  const auto* t = dynamic_cast<const Ti4State*>(&state);
  if (t == nullptr) return -1;
  int best = -1;
  for (size_t seat = 0; seat < t->map().factions.size(); ++seat) {
    const int vp = t->player(static_cast<uint8_t>(seat)).victory_points;
    if (best < 0 || vp > t->player(static_cast<uint8_t>(best)).victory_points) {
      best = static_cast<int>(seat);
    }
  }
  return best >= 0 &&
                 t->player(static_cast<uint8_t>(best)).victory_points >= t->map().victory_points
             ? best
             : -1;
}

}  // namespace

const GameStats kStats = {
    .side_word = "faction",
    .short_name = "TI4",
    .facts = kFacts,
    .side = &Side,
    .tally = &Tally,
    .at_end = &AtEnd,
    .score = &Score,
    .winner = &Winner,
};

}  // namespace stardate::engine::ti4
