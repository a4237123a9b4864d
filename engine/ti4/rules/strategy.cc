#include "engine/ti4/rules/strategy.h"

#include "engine/ti4/ti4_state.h"
#include "engine/ti4/units.h"

namespace stardate::engine::ti4::rules {
namespace {

bool ValidCard(uint16_t card) { return card >= 1 && card <= kStrategyCards; }

std::string Card(uint16_t card) { return StrategyCardName(card); }

// The whole round is judged once the game picks strategy cards (INTERPRETATIONS.md 16).
bool Judged(const Ti4State& s) { return s.round().on; }

}  // namespace

void StrategyPick(const Ti4State& s, const Event& e, Findings* out) {
  const RoundState& r = s.round();
  const int n = s.core().num_players;
  if (!ValidCard(e.card))
    return out->Stop("no strategy card has initiative " + std::to_string(e.card));
  if (s.core().phase != kStrategy) {
    return out->Add(std::string("strategy cards are picked in the strategy phase, not the ") +
                    PhaseName(s.core().phase) + " phase");
  }
  if (r.holder[e.card - 1] != kNobody) {
    out->Add(Card(e.card) + " is already held by " + s.PlayerLabel(r.holder[e.card - 1]));
  }
  if (r.picks >= n * RoundState::PicksEach(n)) {
    return out->Add("every player has picked their strategy cards this round");
  }
  const uint8_t due = static_cast<uint8_t>((r.speaker + r.picks) % n);
  if (e.player != due) {
    out->Add("the next pick is " + s.PlayerLabel(due) + "'s (from the speaker, " +
             s.PlayerLabel(r.speaker) + ", clockwise)");
  }
}

void StrategyPicksMade(const Ti4State& s, const Event& e, Findings* out) {
  if (!Judged(s) || s.core().phase != kStrategy || e.arg != kAction) return;
  const int n = s.core().num_players;
  const int due = n * RoundState::PicksEach(n);
  if (s.round().picks < due) {
    out->Add("the action phase begins after " + std::to_string(due) + " picks, not " +
             std::to_string(s.round().picks));
  }
}

void StrategyPrimary(const Ti4State& s, const Event& e, Findings* out) {
  if (e.arg != 0) return;
  const RoundState& r = s.round();
  const CoreState& core = s.core();
  if (!ValidCard(e.card))
    return out->Stop("no strategy card has initiative " + std::to_string(e.card));
  // A primary the player cannot resolve at all is not judged further.
  if (core.phase != kAction || e.player != core.active || core.turn == 0) {
    return out->Stop(s.PlayerLabel(e.player) + " is not the active player of an action-phase turn");
  }
  if (r.holder[e.card - 1] != e.player) {
    out->Stop(s.PlayerLabel(e.player) + " does not hold " + Card(e.card));
  } else if ((r.used >> (e.card - 1)) & 1) {
    out->Add(Card(e.card) + " was already used this round");
  }
  if (s.ActedThisTurn()) {
    out->Add(s.PlayerLabel(e.player) + " has already taken an action this turn");
  }
}

void StrategySecondary(const Ti4State& s, const Event& e, Findings* out) {
  if (e.arg != 1) return;
  const RoundState& r = s.round();
  if (!ValidCard(e.card))
    return out->Stop("no strategy card has initiative " + std::to_string(e.card));
  if (s.core().phase != kAction || r.primary_card != e.card) {
    return out->Add(Card(e.card) + "'s secondary follows its primary, resolved this turn");
  }
  if (r.holder[e.card - 1] == e.player) {
    return out->Add(s.PlayerLabel(e.player) + " holds " + Card(e.card) +
                    ": its holder resolves the primary, not the secondary");
  }
  if ((r.followed >> e.player) & 1) {
    return out->Add(s.PlayerLabel(e.player) + " has already resolved " + Card(e.card) +
                    "'s secondary");
  }
  const bool free = e.card == kLeadership || (e.card == kTrade && (r.free >> e.player) & 1);
  if (!free && e.player < r.pools.size() && r.pools[e.player].strategy == 0) {
    out->Add(s.PlayerLabel(e.player) + " has no command token in their strategy pool");
  }
}

void StrategyEffect(const Ti4State& s, const Event& e, Findings* out) {
  if (!ValidCard(e.card)) return;
  const bool primary = e.arg == 0;
  if (e.card == kDiplomacy) {
    if (primary) {
      bool ok = s.ValidSystem(e.target) && s.SystemName(e.target - 1) != "Mecatol Rex";
      bool controls = false;
      if (ok) {
        for (uint16_t planet : s.board().systems[e.target - 1].planets) {
          controls |= !s.IsStation(planet) && s.Controller(planet) == e.player;
        }
      }
      if (!ok || !controls) {
        out->Add("Diplomacy names a system other than Mecatol Rex containing a planet " +
                 s.PlayerLabel(e.player) + " controls");
      }
    }
    if (e.cards.size() > 2) out->Add("Diplomacy readies at most two planets");
    for (size_t i = 0; i < e.cards.size(); ++i) {
      const uint16_t id = e.cards[i];
      if (!s.ValidPlanet(id) || s.Controller(id - 1) != e.player || !s.Exhausted(id - 1)) {
        out->AddForCard(i, (s.ValidPlanet(id) ? s.PlanetName(id - 1) : "a planet off the map") +
                               " is not an exhausted planet of " + s.PlayerLabel(e.player));
      }
    }
  } else if (e.card == kPolitics && primary) {
    if (e.target < 1 || e.target > s.core().num_players || e.target - 1 == s.round().speaker) {
      out->Add("Politics names a player who does not have the speaker token");
    }
  } else if (e.card == kWarfare && primary) {
    if (!s.ValidSystem(e.target) || !s.HasToken(e.target - 1, e.player)) {
      out->Add("Warfare removes a command token of " + s.PlayerLabel(e.player) +
               " from the board, and the system named holds none");
    }
  }
}

void ActionPass(const Ti4State& s, const Event& e, Findings* out) {
  const CoreState& core = s.core();
  if (core.phase != kAction || e.player != core.active || core.turn == 0) {
    return out->Add(s.PlayerLabel(e.player) + " is not the active player of an action-phase turn");
  }
  if (s.ActedThisTurn()) {
    out->Add(s.PlayerLabel(e.player) + " has already taken an action this turn");
  }
  const RoundState& r = s.round();
  const uint8_t unused = r.HeldBy(e.player) & ~r.used;
  std::string cards;
  for (int c = 0; c < kStrategyCards; ++c) {
    if ((unused >> c) & 1)
      cards += (cards.empty() ? "" : ", ") + Card(static_cast<uint16_t>(c + 1));
  }
  if (!cards.empty()) out->Add(s.PlayerLabel(e.player) + " has not yet used " + cards);
}

void ActionOrder(const Ti4State& s, const Event& e, Findings* out) {
  if (!Judged(s) || s.core().phase != kAction) return;
  const uint8_t due = s.NextInInitiative();
  if (due == kNobody) {
    out->Add("every player has passed: the action phase is over");
  } else if (e.player != due) {
    out->Add("the next turn is " + s.PlayerLabel(due) + "'s, in initiative order");
  }
}

void ActionOrderEnd(const Ti4State& s, const Event& e, Findings* out) {
  if (!Judged(s) || s.core().phase != kAction || e.arg != kStatus) return;
  const uint32_t all = (1u << s.core().num_players) - 1;
  for (uint8_t p = 0; p < s.core().num_players; ++p) {
    if ((all & ~s.round().passed) >> p & 1) {
      out->Add(s.PlayerLabel(p) + " has not passed: the action phase goes on");
    }
  }
}

void TokensGain(const Ti4State& s, const Event& e, Findings* out) {
  const int gained = (e.arg & 0xff) + ((e.arg >> 8) & 0xff) + ((e.arg >> 16) & 0xff);
  const int allowed = s.TokenAllowance(e.player);
  if (gained > allowed) {
    out->Add(s.PlayerLabel(e.player) + " gains " + std::to_string(gained) +
             " command tokens; the abilities in force grant " + std::to_string(allowed));
  }
}

void TokensRedistribute(const Ti4State& s, const Event& e, Findings* out) {
  if (e.player >= s.round().pools.size()) return;
  if (!s.MayRedistribute(e.player)) {
    return out->Add(s.PlayerLabel(e.player) +
                    " may redistribute command tokens only in the status phase or with Warfare");
  }
  const TokenPools& now = s.round().pools[e.player];
  const int before = now.tactic + now.fleet + now.strategy;
  const int after = (e.arg & 0xff) + ((e.arg >> 8) & 0xff) + ((e.arg >> 16) & 0xff);
  if (before != after) {
    out->Add("redistributing keeps the " + std::to_string(before) + " command tokens of " +
             s.PlayerLabel(e.player) + "'s pools, not " + std::to_string(after));
  }
}

void TokensTactic(const Ti4State& s, const Event& e, Findings* out) {
  if (!Judged(s) || e.player >= s.round().pools.size()) return;
  if (s.round().pools[e.player].tactic == 0) {
    out->Add(s.PlayerLabel(e.player) + " has no command token in their tactic pool");
  }
}

// Mecatol Rex's planet (its id in the planet data), or -1 off the map.
int MecatolRex(const Ti4State& s) {
  for (size_t i = 0; i < s.planet_count(); ++i) {
    if (s.board().planets[i].info->id == "mr") return static_cast<int>(i);
  }
  return -1;
}

void Custodians(const Ti4State& s, const Event& e, Findings* out) {
  const int mr = MecatolRex(s);
  if (mr < 0 || !s.round().custodians) {
    return out->Stop("the custodians token is no longer on Mecatol Rex");
  }
  const uint16_t system = s.board().planets[mr].system;
  if (s.core().phase != kAction || e.player != s.core().active || s.active_system() != system + 1) {
    return out->Add(s.PlayerLabel(e.player) +
                    " is not the active player of a tactical action in Mecatol Rex's system");
  }
  const UnitCounts& space = s.Space(system, e.player);
  if (space[static_cast<size_t>(Unit::kInfantry)] + space[static_cast<size_t>(Unit::kMech)] == 0) {
    out->Add(s.PlayerLabel(e.player) + " has no ground forces to land on Mecatol Rex");
  }
  if (s.InfluenceThisTurn(e.player) < 6) {
    out->Add(s.PlayerLabel(e.player) + " spent " + std::to_string(s.InfluenceThisTurn(e.player)) +
             " influence this turn, not six");
  }
}

void CustodiansLand(const Ti4State& s, const Event& e, Findings* out) {
  if (!Judged(s) || !s.round().custodians || MecatolRex(s) + 1 != e.card) return;
  out->Add("the custodians token is still on Mecatol Rex");
}

void CustodiansAgenda(const Ti4State& s, const Event& e, Findings* out) {
  if (!Judged(s) || s.core().phase != kStatus) return;
  if (e.arg == kAgenda && s.round().custodians) {
    out->Add("the custodians token is still on Mecatol Rex: no agenda phase yet");
  } else if (e.arg == kStrategy && !s.round().custodians) {
    out->Add("the custodians token is gone: the agenda phase comes before the next round");
  }
}

constexpr Rule kList[] = {kStrategyPick, kStrategyPrimary, kStrategySecondary, kStrategyEffect,
                          kActionPass,   kActionOrder,     kTokensGain,        kTokensTactic,
                          kCustodians,   kCustodiansAgenda};

std::span<const Rule> StrategyRules() { return kList; }

}  // namespace stardate::engine::ti4::rules
