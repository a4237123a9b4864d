#include "engine/stccg/script/stccg_binding.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <optional>
#include <sstream>

#include "engine/csv.h"
#include "engine/stccg/card_pool.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_state.h"
#include "engine/stccg/script/stccg_binding_internal.h"
#include "engine/script/suggest.h"

namespace stardate::engine::stccg::script_binding {

using script::DidYouMean;
using script::JoinNames;
using script::Nearest;

namespace {

using engine::Event;
using engine::EventKind;
using engine::stccg::CardType;
using engine::stccg::StccgState;
using engine::stccg::Zone;

enum class Want { kNone, kSeedDeck, kHand, kInPlay, kMission, kFacility, kDestination };

// A player verb of the regular form: CARD[, CARD...] [PREP TARGET].
struct VerbForm {
  std::string_view verb;
  EventKind kind;
  Want card;     // where the acting player's card is expected
  bool several;  // more cards may follow, comma-separated
  Want target;   // kNone: no target
  bool target_optional;
};

constexpr VerbForm kVerbs[] = {
    {"reports", engine::stccg::kReport, Want::kHand, false, Want::kFacility, false},
    {"builds", engine::stccg::kBuild, Want::kHand, false, Want::kMission, false},
    {"plays", engine::stccg::kPlayInterrupt, Want::kHand, false, Want::kDestination, true},
    {"flies", engine::stccg::kFly, Want::kInPlay, false, Want::kMission, false},
    {"docks", engine::stccg::kDock, Want::kInPlay, false, Want::kFacility, false},
    {"undocks", engine::stccg::kUndock, Want::kInPlay, false, Want::kNone, false},
    {"beams", engine::stccg::kBeam, Want::kInPlay, true, Want::kDestination, false},
    {"walks", engine::stccg::kWalk, Want::kInPlay, true, Want::kFacility, false},
    {"fires", engine::stccg::kBattle, Want::kInPlay, true, Want::kDestination, false},
    {"loses", engine::stccg::kDestroy, Want::kDestination, false, Want::kNone, false},
    {"repairs", engine::stccg::kRepair, Want::kInPlay, false, Want::kNone, false},
    {"discards", engine::stccg::kDiscard, Want::kHand, false, Want::kNone, false},
    {"attempts", engine::stccg::kAttempt, Want::kMission, false, Want::kInPlay, true},
    {"attacks", engine::stccg::kPersonnelBattle, Want::kInPlay, true, Want::kDestination, false},
    {"infiltrates", engine::stccg::kInfiltrate, Want::kHand, false, Want::kDestination, false},
    {"deprives", engine::stccg::kDeprive, Want::kInPlay, true, Want::kDestination, false},
    {"rations", engine::stccg::kRation, Want::kInPlay, false, Want::kNone, false},
};

// Every verb a player's step may use, for messages and suggestions.
const std::vector<std::string>& PlayerVerbs() {
  static const std::vector<std::string> verbs = {
      "seeds",    "reports",    "builds", "plays",       "flies",    "docks",    "undocks",
      "beams",    "walks",      "fires",  "commandeers", "loses",    "repairs",  "discards",
      "attempts", "encounters", "solves", "scores",      "states",   "attacks",  "stuns",
      "wounds",   "downloads",  "draws",  "passes",      "shuffles", "concedes", "infiltrates",
      "exposes",  "allows",     "ends",   "deprives",    "rations"};
  return verbs;
}

std::vector<std::string> PlayerNames(const StccgState& s) {
  return {s.player_name(0), s.player_name(1)};
}

// The distinct titles of the game's cards, in card order.
std::vector<std::string> GameTitles(const StccgState& s) {
  std::vector<std::string> titles;
  for (uint16_t id = 1; id <= s.card_count(); ++id) {
    const std::string& t = s.instance(id).facts->title;
    if (std::find(titles.begin(), titles.end(), t) == titles.end()) titles.push_back(t);
  }
  return titles;
}

Status NoSuchTitle(const StccgState& s, const CardRef& ref, const std::string& file) {
  return Error(file, ref.pos,
               "no card titled \"" + ref.title + "\" is in either player's deck" +
                   DidYouMean(ref.title, GameTitles(s)));
}

const VerbForm* FindVerb(std::string_view verb) {
  for (const VerbForm& f : kVerbs) {
    if (f.verb == verb) return &f;
  }
  return nullptr;
}

bool Matches(const StccgState& s, uint16_t id, uint8_t player, Want want) {
  const engine::stccg::CardState& c = s.card(id);
  bool mine = s.instance(id).owner == player;
  switch (want) {
    case Want::kSeedDeck:
      return mine && c.zone == Zone::kSeedDeck;
    case Want::kHand:
      return mine && c.zone == Zone::kHand;
    case Want::kInPlay:
      return c.controller == player && s.LocationOf(id) != 0;
    case Want::kMission:
      return c.zone == Zone::kSpaceline;
    case Want::kFacility:
      return c.zone == Zone::kAtLocation || c.zone == Zone::kSite;
    case Want::kDestination:
      return s.LocationOf(id) != 0;
    case Want::kNone:
      return false;
  }
  return false;
}

// The player named `name`, if the game has one.
std::optional<uint8_t> FindPlayer(const StccgState& s, const std::string& name) {
  for (uint8_t p = 0; p < 2; ++p) {
    if (s.player_name(p) == name) return p;
  }
  return std::nullopt;
}

Result<uint16_t> Resolve(const StccgState& s, const CardRef& ref, uint8_t player, Want want,
                         const std::string& file) {
  if (ref.copy > 0) {
    uint16_t id = s.CardByCopy(ref.title, static_cast<uint16_t>(ref.copy));
    if (id == 0) {
      size_t n = s.CardsByTitle(ref.title).size();
      return Error(file, ref.pos,
                   "\"" + ref.title + "\"#" + std::to_string(ref.copy) +
                       " does not exist; the game has " + std::to_string(n) + " cop" +
                       (n == 1 ? "y" : "ies") + " of that title");
    }
    return id;
  }
  std::vector<uint16_t> ids = s.CardsByTitle(ref.title);
  if (ids.empty()) return NoSuchTitle(s, ref, file);
  for (uint16_t id : ids) {
    if (Matches(s, id, player, want)) return id;
  }
  // Targets may belong to either player: the acting player's copy first.
  if (want == Want::kMission || want == Want::kFacility || want == Want::kDestination) {
    for (uint16_t id : ids) {
      if (s.LocationOf(id) != 0) return id;
    }
  }
  for (uint16_t id : ids) {
    if (s.instance(id).owner == player) return id;
  }
  return ids.front();
}

// The word after the verb read as one of an enum's `count` names (`name` of each value): its
// value in *arg, or an error listing the names.
template <typename Enum>
Status QualifierArg(const ScriptStep& step, const std::string& file, std::string_view what,
                    int count, std::string_view (*name)(Enum), int32_t* arg) {
  std::vector<std::string> names;
  for (int i = 0; i < count; ++i) {
    names.emplace_back(name(static_cast<Enum>(i)));
    if (names.back() == step.qualifier) {
      *arg = i;
      return Status::Ok();
    }
  }
  return Error(file, step.verb_pos,
               "expected the " + std::string(what) + " after '" + step.verb + "' (" +
                   JoinNames(names) + "), found '" + step.qualifier + "'" +
                   DidYouMean(step.qualifier, names));
}

// The seed card an encounter names: the copy the attempt in progress meets next, else any copy
// beneath the attempted mission, else 0 (then resolved like any card, for the audit to judge).
uint16_t DilemmaFor(const StccgState& s, const CardRef& ref, uint8_t player) {
  const StccgState::Attempt& a = s.attempt();
  if (ref.copy > 0 || a.mission == 0 || a.player != player) return 0;
  const uint16_t next = s.NextDilemma();
  if (next != 0 && s.instance(next).facts->title == ref.title) return next;
  for (uint16_t id : s.SeededUnder(a.mission)) {
    if (s.instance(id).facts->title == ref.title) return id;
  }
  return 0;
}

Status Expect(const std::string& file, const ScriptStep& step, size_t cards, bool target) {
  if (step.cards.size() < cards) {
    return Error(file, step.verb_pos, "'" + step.verb + "' needs a card title");
  }
  if (target && !step.target) {
    return Error(file, step.verb_pos,
                 "'" + step.verb + "' needs a target ('to', 'at' or 'on' \"Title\")");
  }
  return Status::Ok();
}

// Parts of a step its verb does not take are refused, never dropped: a qualifier after any verb
// but `seeds` and `commandeers` (`reports "Runabout" ... undocked`), cards after a verb that
// takes none, a target after one without, numbers after any player's verb.
Status CheckParts(const ScriptStep& step, const std::string& file) {
  const std::string& v = step.verb;
  const VerbForm* form = FindVerb(v);
  const bool known = form != nullptr || std::find(PlayerVerbs().begin(), PlayerVerbs().end(), v) !=
                                            PlayerVerbs().end();
  if (!known) return Status::Ok();  // BindStccg names the unknown verb
  if (!step.qualifier.empty() && v != "seeds" && v != "commandeers" && v != "encounters" &&
      v != "states" && v != "reports" && v != "exposes" && v != "allows" && v != "ends") {
    return Error(file, step.verb_pos,
                 "'" + v + "' takes no word after it; found '" + step.qualifier +
                     "' (write what it says as a comment: '# " + step.qualifier + "')");
  }
  const bool takes_cards = form != nullptr || v == "seeds" || v == "commandeers" || v == "draws" ||
                           v == "encounters" || v == "solves" || v == "scores" || v == "states" ||
                           v == "stuns" || v == "wounds" || v == "downloads" || v == "exposes" ||
                           v == "allows" || v == "ends";
  if (!takes_cards && !step.cards.empty()) {
    return Error(file, step.cards[0].pos, "'" + v + "' takes no card");
  }
  const bool takes_target = (form != nullptr && form->target != Want::kNone) || v == "seeds" ||
                            v == "states" || v == "downloads";
  if (!takes_target && step.target) {
    return Error(file, step.target->pos, "'" + v + "' takes no '" + step.prep + "' target");
  }
  // A tactic's stated ATTACK and DEFENSE bonuses: `plays "Tactic" ATTACK DEFENSE`.
  const size_t numbers = v == "solves" || v == "scores" ? 1 : v == "plays" ? 2 : 0;
  if (step.numbers.size() > numbers) {
    return Error(file, step.verb_pos,
                 "'" + v + "' takes " +
                     (numbers == 2 ? "two numbers (a tactic's ATTACK and "
                                     "DEFENSE bonuses)"
                      : numbers    ? "one number"
                                   : "no number") +
                     "; found " + std::to_string(step.numbers[numbers]));
  }
  return Status::Ok();
}

Result<Event> BindStccg(const StccgState& s, const ScriptStep& step, const std::string& file) {
  Event e;
  e.line = static_cast<uint32_t>(step.pos.line);
  e.random = step.random;
  const std::string& v = step.verb;
  if (step.player.empty()) {
    if (v == "turn") {
      if (step.numbers.size() != 1 || step.word.empty()) {
        return Error(file, step.verb_pos, "expected 'turn N PLAYER'");
      }
      e.kind = EventKind::TURN;
      e.arg = static_cast<int32_t>(step.numbers[0]);
      std::optional<uint8_t> p = FindPlayer(s, step.word);
      if (!p) return Error(file, step.word_pos, "'" + step.word + "' is not a player");
      e.player = *p;
      return e;
    }
    if (v == "phase") {
      auto ph = engine::stccg::ParsePhase(step.word);
      if (!ph) {
        return Error(file, step.word_pos,
                     "expected a phase name (doorway seed, mission seed, dilemma seed, facility "
                     "seed, start of turn, card play, execute orders, end of turn, card draw), "
                     "found '" +
                         step.word + "'");
      }
      e.kind = EventKind::PHASE;
      e.arg = static_cast<int32_t>(*ph);
      e.player = s.core().turn == 0 ? 0 : s.core().active;
      return e;
    }
    if (v == "resolves") {
      e.kind = EventKind::RESOLVE;
      e.player = s.core().stack.empty() ? 0 : s.core().stack.back().action.player;
      return e;
    }
    // `Thomas passes`: a player's step by someone who is not a player of this game.
    const auto& verbs = PlayerVerbs();
    if (std::find(verbs.begin(), verbs.end(), step.word) != verbs.end() ||
        !Nearest(v, PlayerNames(s)).empty()) {
      return Error(file, step.pos,
                   "'" + v + "' is not a player of this game (the players are " +
                       JoinNames(PlayerNames(s)) + ")" + DidYouMean(v, PlayerNames(s)));
    }
    return Error(file, step.verb_pos,
                 "unknown game step '" + v +
                     "'; expected 'turn', 'phase' or 'resolves' (or a "
                     "line starting with a player's name)" +
                     DidYouMean(v, {"turn", "phase", "resolves"}));
  }
  std::optional<uint8_t> player = FindPlayer(s, step.player);
  if (!player) return Error(file, step.pos, "'" + step.player + "' is not a player");
  e.player = *player;
  STARDATE_RETURN_IF_ERROR(CheckParts(step, file));
  auto card = [&](size_t i, Want want) { return Resolve(s, step.cards[i], e.player, want, file); };
  auto target = [&](Want want) { return Resolve(s, *step.target, e.player, want, file); };
  auto set = [&](Result<uint16_t> r, uint16_t* out) -> Status {
    if (!r.ok()) return r.status();
    *out = r.value();
    return Status::Ok();
  };

  if (v == "passes") {
    e.kind = EventKind::PASS;
  } else if (v == "concedes") {
    e.kind = EventKind::CONCEDE;
  } else if (v == "shuffles") {
    e.kind = EventKind::SHUFFLE;
  } else if (v == "draws") {
    e.kind = EventKind::DRAW;
    if (!step.cards.empty()) {
      // The written card must be the top card: resolve the player's copy in the draw deck.
      std::vector<uint16_t> ids = s.CardsByTitle(step.cards[0].title);
      if (step.cards[0].copy > 0) {
        STARDATE_RETURN_IF_ERROR(set(card(0, Want::kHand), &e.card));
      } else if (ids.empty()) {
        return NoSuchTitle(s, step.cards[0], file);
      } else {
        const auto& deck = s.player(e.player).draw_deck;
        e.card = ids.front();
        for (auto it = deck.rbegin(); it != deck.rend(); ++it) {
          if (s.instance(*it).facts->title == step.cards[0].title) {
            e.card = *it;
            break;
          }
        }
      }
    }
  } else if (v == "seeds") {
    const std::string& q = step.qualifier;
    if (q == "mission") {
      e.kind = engine::stccg::kSeedMission;
    } else if (q == "facility") {
      e.kind = engine::stccg::kSeedFacility;
    } else if (q == "dilemma" || q == "artifact") {
      e.kind = engine::stccg::kSeedDilemma;
    } else if (q == "doorway") {
      e.kind = engine::stccg::kSeedDoorway;
    } else if (q == "site") {
      e.kind = engine::stccg::kSeedSite;
    } else {
      return Error(file, step.verb_pos,
                   "expected 'seeds mission', 'seeds dilemma', 'seeds facility' or 'seeds "
                   "doorway', found 'seeds " +
                       q + "'");
    }
    bool needs_target = e.kind == engine::stccg::kSeedFacility ||
                        e.kind == engine::stccg::kSeedDilemma || e.kind == engine::stccg::kSeedSite;
    STARDATE_RETURN_IF_ERROR(Expect(file, step, 1, needs_target));
    STARDATE_RETURN_IF_ERROR(set(card(0, Want::kSeedDeck), &e.card));
    if (needs_target) {
      Want want = e.kind == engine::stccg::kSeedSite ? Want::kFacility : Want::kMission;
      if (e.kind == engine::stccg::kSeedDilemma && step.target &&
          !s.CardsByTitle(step.target->title).empty() &&
          s.instance(s.CardsByTitle(step.target->title).front()).facts->type ==
              engine::stccg::CardType::kFacility) {
        want = Want::kFacility;  // Empok Nor: dilemmas seed beneath the station
      }
      STARDATE_RETURN_IF_ERROR(set(target(want), &e.target));
    }
  } else if (const VerbForm* form = FindVerb(v)) {
    // The regular verbs: CARD[, CARD...] [PREP TARGET], each resolved where it is expected.
    e.kind = form->kind;
    bool needs_target = form->target != Want::kNone && !form->target_optional;
    STARDATE_RETURN_IF_ERROR(Expect(file, step, 1, needs_target));
    // An attempt's further cards: the infiltrators of the team who chose to take part.
    const bool joined = form->kind == engine::stccg::kAttempt;
    if (!form->several && !joined && step.cards.size() > 1) {
      return Error(file, step.cards[1].pos,
                   "'" + v + "' takes one card, found " + std::to_string(step.cards.size()));
    }
    STARDATE_RETURN_IF_ERROR(set(card(0, form->card), &e.card));
    for (size_t i = 1; i < step.cards.size(); ++i) {
      uint16_t id = 0;
      STARDATE_RETURN_IF_ERROR(set(card(i, joined ? Want::kDestination : form->card), &id));
      e.cards.push_back(id);
    }
    if (form->target != Want::kNone && step.target) {
      STARDATE_RETURN_IF_ERROR(set(target(form->target), &e.target));
    }
    // The same verb names two kinds where the card decides.
    CardType type = s.instance(e.card).facts->type;
    if (e.kind == engine::stccg::kPlayInterrupt && type == CardType::kEvent)
      e.kind = engine::stccg::kPlayEvent;
    if (e.kind == engine::stccg::kDestroy && type == CardType::kPersonnel)
      e.kind = engine::stccg::kKill;
    // Equipment lost at the end of a countdown (Ketracel-White run out).
    if (e.kind == engine::stccg::kDestroy && type == CardType::kEquipment)
      e.kind = engine::stccg::kExpire;
    if (e.kind == engine::stccg::kReport && !step.qualifier.empty()) {
      // `reports docked "Ship" to "F"` / `reports undocked ...` (003 "Docking").
      if (step.qualifier == "docked") {
        e.arg = engine::stccg::kReportDocked;
      } else if (step.qualifier == "undocked") {
        e.arg = engine::stccg::kReportUndocked;
      } else {
        return Error(file, step.verb_pos,
                     "expected 'docked' or 'undocked' after 'reports', found '" + step.qualifier +
                         "'" + DidYouMean(step.qualifier, {"docked", "undocked"}));
      }
    }
    if (e.kind == engine::stccg::kPlayInterrupt && type == CardType::kTactic) {
      // PLAYER plays "Tactic" [ATTACK DEFENSE]: the bonuses its text gives in this battle, when
      // they are not the printed ones ("ATTACK bonus +1 if ...").
      e.kind = engine::stccg::kTactic;
      if (step.numbers.size() == 1 ||
          (step.numbers.size() == 2 && (step.numbers[0] < 0 || step.numbers[0] > 255 ||
                                        step.numbers[1] < 0 || step.numbers[1] > 255))) {
        return Error(file, step.verb_pos,
                     "a tactic takes its ATTACK and DEFENSE bonuses, two "
                     "numbers from 0 to 255 (or none: the printed ones)");
      }
      if (step.numbers.size() == 2) {
        e.arg = static_cast<int32_t>(engine::stccg::kTacticBonusesStated | (step.numbers[0] << 8) |
                                     step.numbers[1]);
      }
    } else if (!step.numbers.empty()) {
      return Error(file, step.verb_pos,
                   "'" + v +
                       "' takes numbers only for a tactic (its ATTACK "
                       "and DEFENSE bonuses); " +
                       step.cards[0].title + " is not a tactic");
    }
  } else if (v == "commandeers") {
    e.kind = engine::stccg::kCommandeer;
    STARDATE_RETURN_IF_ERROR(Expect(file, step, 1, false));
    STARDATE_RETURN_IF_ERROR(set(card(0, Want::kFacility), &e.card));
    if (!step.qualifier.empty()) {
      uint32_t a = engine::stccg::ParseAffiliations(step.qualifier);
      if (a == 0) {
        return Error(file, step.verb_pos,
                     "expected an affiliation after 'commandeers' (e.g. Dominion), found '" +
                         step.qualifier + "'");
      }
      e.arg = static_cast<int32_t>(a);
    }
  } else if (v == "encounters") {
    // PLAYER encounters OUTCOME "Dilemma"[, "Personnel"...]: the personnel it stopped or killed.
    e.kind = engine::stccg::kEncounter;
    STARDATE_RETURN_IF_ERROR(QualifierArg(step, file, "outcome", engine::stccg::kOutcomeCount,
                                          &engine::stccg::OutcomeName, &e.arg));
    STARDATE_RETURN_IF_ERROR(Expect(file, step, 1, false));
    e.card = DilemmaFor(s, step.cards[0], e.player);
    if (e.card == 0) STARDATE_RETURN_IF_ERROR(set(card(0, Want::kDestination), &e.card));
    for (size_t i = 1; i < step.cards.size(); ++i) {
      uint16_t id = 0;
      STARDATE_RETURN_IF_ERROR(set(card(i, Want::kInPlay), &id));
      e.cards.push_back(id);
    }
  } else if (v == "stuns" || v == "wounds") {
    // PLAYER stuns|wounds "Hitter", "Adversary": a blow in the personnel battle under way.
    e.kind = engine::stccg::kEngage;
    e.arg = v == "stuns" ? 1 : 2;
    if (step.cards.size() != 2) {
      return Error(file, step.verb_pos,
                   "'" + v +
                       "' takes two cards: the personnel who hits, then "
                       "its adversary (found " +
                       std::to_string(step.cards.size()) + ")");
    }
    STARDATE_RETURN_IF_ERROR(set(card(0, Want::kInPlay), &e.card));
    STARDATE_RETURN_IF_ERROR(set(card(1, Want::kDestination), &e.target));
  } else if (v == "downloads") {
    // PLAYER downloads "Cause"[, "Card"] [to "Target"]: no card named is a search that took none.
    e.kind = engine::stccg::kDownload;
    STARDATE_RETURN_IF_ERROR(Expect(file, step, 1, false));
    if (step.cards.size() > 2) {
      return Error(file, step.cards[2].pos,
                   "'downloads' takes the downloading card and the card "
                   "downloaded, found " +
                       std::to_string(step.cards.size()));
    }
    STARDATE_RETURN_IF_ERROR(set(card(0, Want::kInPlay), &e.card));
    if (step.cards.size() == 2) {
      uint16_t id = 0;
      STARDATE_RETURN_IF_ERROR(set(card(1, Want::kHand), &id));
      e.cards.push_back(id);
    }
    if (step.target) STARDATE_RETURN_IF_ERROR(set(target(Want::kDestination), &e.target));
  } else if (v == "allows") {
    // PLAYER allows AFFILIATION "Cause": the card's text allows attacking that affiliation.
    e.kind = engine::stccg::kAllowAttack;
    STARDATE_RETURN_IF_ERROR(Expect(file, step, 1, false));
    if (step.cards.size() > 1) {
      return Error(file, step.cards[1].pos,
                   "'allows' takes one card, the one whose text allows "
                   "the attack");
    }
    const uint32_t a = engine::stccg::ParseAffiliations(step.qualifier);
    if (a == 0) {
      return Error(file, step.verb_pos,
                   "expected the affiliation the card allows attacking after 'allows' (e.g. "
                   "'allows Dominion \"Admiral Leyton\"'), found '" +
                       step.qualifier + "'");
    }
    e.arg = static_cast<int32_t>(a);
    STARDATE_RETURN_IF_ERROR(set(card(0, Want::kDestination), &e.card));
  } else if (v == "ends") {
    // PLAYER ends battle "Place"[, "Casualty"]: the personnel battle there is over.
    e.kind = engine::stccg::kBattleEnd;
    if (step.qualifier != "battle") {
      return Error(file, step.verb_pos,
                   "expected 'ends battle \"Place\"', found 'ends " + step.qualifier + "'");
    }
    STARDATE_RETURN_IF_ERROR(Expect(file, step, 1, false));
    if (step.cards.size() > 2) {
      return Error(file, step.cards[2].pos,
                   "'ends battle' takes the place fought at and the "
                   "losing side's casualty, found " +
                       std::to_string(step.cards.size()) + " cards");
    }
    STARDATE_RETURN_IF_ERROR(set(card(0, Want::kDestination), &e.card));
    if (step.cards.size() == 2) {
      uint16_t id = 0;
      STARDATE_RETURN_IF_ERROR(set(card(1, Want::kDestination), &id));
      e.cards.push_back(id);
    }
  } else if (v == "states") {
    // PLAYER states EFFECT "Cause"[, "Card"...] [to "Destination"]: what a card's text did.
    e.kind = engine::stccg::kEffect;
    STARDATE_RETURN_IF_ERROR(QualifierArg(step, file, "effect", engine::stccg::kEffectCount,
                                          &engine::stccg::EffectName, &e.arg));
    STARDATE_RETURN_IF_ERROR(Expect(file, step, 1, false));
    STARDATE_RETURN_IF_ERROR(set(card(0, Want::kDestination), &e.card));
    // A stated report takes the cards from the hand, as `reports` does.
    const Want affected = e.arg == static_cast<int32_t>(engine::stccg::Effect::kReports)
                              ? Want::kHand
                              : Want::kDestination;
    for (size_t i = 1; i < step.cards.size(); ++i) {
      uint16_t id = 0;
      STARDATE_RETURN_IF_ERROR(set(card(i, affected), &id));
      e.cards.push_back(id);
    }
    if (step.target) STARDATE_RETURN_IF_ERROR(set(target(Want::kDestination), &e.target));
  } else if (v == "exposes") {
    // PLAYER exposes HOW "Infiltrator"[, "Cause"]: the card played or the persona present.
    e.kind = engine::stccg::kExpose;
    STARDATE_RETURN_IF_ERROR(QualifierArg(step, file, "way of exposure",
                                          engine::stccg::kExposureCount,
                                          &engine::stccg::ExposureName, &e.arg));
    STARDATE_RETURN_IF_ERROR(Expect(file, step, 1, false));
    if (step.cards.size() > 2) {
      return Error(file, step.cards[2].pos,
                   "'exposes' takes the infiltrator and the card that "
                   "exposed him, found " +
                       std::to_string(step.cards.size()));
    }
    STARDATE_RETURN_IF_ERROR(set(card(0, Want::kDestination), &e.card));
    if (step.cards.size() == 2)
      STARDATE_RETURN_IF_ERROR(set(card(1, Want::kDestination), &e.target));
  } else if (v == "solves" || v == "scores") {
    // PLAYER solves "Mission" [POINTS]; PLAYER scores "Card" POINTS (bonus points).
    e.kind = v == "solves" ? engine::stccg::kSolve : engine::stccg::kScore;
    STARDATE_RETURN_IF_ERROR(Expect(file, step, 1, false));
    if (step.cards.size() > 1) {
      return Error(file, step.cards[1].pos,
                   "'" + v + "' takes one card, found " + std::to_string(step.cards.size()));
    }
    STARDATE_RETURN_IF_ERROR(set(
        card(0, e.kind == engine::stccg::kSolve ? Want::kMission : Want::kDestination), &e.card));
    if (step.numbers.empty()) {
      if (e.kind == engine::stccg::kScore) {
        return Error(
            file, step.verb_pos,
            "'scores' needs the points after the card ('" + step.player + " scores \"Card\" 5')");
      }
      e.arg = s.instance(e.card).facts->points;
    } else if (step.numbers[0] > 1000) {
      return Error(file, step.verb_pos,
                   "expected at most 1000 points, found " + std::to_string(step.numbers[0]));
    } else {
      e.arg = static_cast<int32_t>(step.numbers[0]);
    }
  } else {
    return Error(file, step.verb_pos,
                 "unknown action '" + v + "'; expected one of: " + JoinNames(PlayerVerbs()) +
                     DidYouMean(v, PlayerVerbs()));
  }
  return e;
}

CardRef RefFor(const StccgState& s, uint16_t id) {
  CardRef r;
  if (!s.ValidCard(id)) {
    r.title = "card #" + std::to_string(id);
    return r;
  }
  r.title = s.instance(id).facts->title;
  if (s.instance(id).copies > 1) r.copy = s.instance(id).copy;
  return r;
}

}  // namespace

Result<engine::Event> BindStep(const engine::GameState& state, const ScriptStep& step,
                               const std::string& file_name) {
  const auto* s = dynamic_cast<const StccgState*>(&state);
  if (s == nullptr) return Status::Unsupported("scripts are supported for stccg1e games only");
  return BindStccg(*s, step, file_name);
}

ScriptStep StepForEvent(const engine::GameState& state, const engine::Event& e) {
  ScriptStep step;
  const auto* s = dynamic_cast<const StccgState*>(&state);
  if (s == nullptr) return step;
  step.indent = static_cast<int>(state.core().stack.size());
  step.random.clear();
  auto player = [&]() { step.player = s->player_name(e.player < 2 ? e.player : 0); };
  auto card = [&]() {
    if (e.card) step.cards.push_back(RefFor(*s, e.card));
  };
  auto target = [&](const char* prep) {
    if (e.target) {
      step.prep = prep;
      step.target = RefFor(*s, e.target);
    }
  };
  switch (e.kind) {
    case EventKind::TURN:
      step.verb = "turn";
      step.numbers.push_back(e.arg);
      step.word = s->player_name(e.player < 2 ? e.player : 0);
      break;
    case EventKind::PHASE:
      step.verb = "phase";
      step.word = std::string(engine::stccg::PhaseName(static_cast<engine::stccg::Phase>(e.arg)));
      break;
    case EventKind::RESOLVE:
      step.verb = "resolves";
      step.indent = step.indent > 0 ? step.indent - 1 : 0;
      break;
    case EventKind::PASS:
      player();
      step.verb = "passes";
      break;
    case EventKind::CONCEDE:
      player();
      step.verb = "concedes";
      break;
    case EventKind::SHUFFLE:
      player();
      step.verb = "shuffles";
      step.random = e.random;
      break;
    case EventKind::DRAW:
      player();
      step.verb = "draws";
      card();
      break;
    case engine::stccg::kSeedDoorway:
      player();
      step.verb = "seeds";
      step.qualifier = "doorway";
      card();
      break;
    case engine::stccg::kSeedMission:
      player();
      step.verb = "seeds";
      step.qualifier = "mission";
      card();
      break;
    case engine::stccg::kSeedDilemma:
      player();
      step.verb = "seeds";
      step.qualifier = "dilemma";
      card();
      target("under");
      break;
    case engine::stccg::kSeedFacility:
      player();
      step.verb = "seeds";
      step.qualifier = "facility";
      card();
      target("at");
      break;
    case engine::stccg::kReport:
      player();
      step.verb = "reports";
      if (e.arg == engine::stccg::kReportDocked) step.qualifier = "docked";
      if (e.arg == engine::stccg::kReportUndocked) step.qualifier = "undocked";
      card();
      target("to");
      break;
    case engine::stccg::kBuild:
      player();
      step.verb = "builds";
      card();
      target("at");
      break;
    case engine::stccg::kPlayInterrupt:
      player();
      step.verb = "plays";
      card();
      target("on");
      break;
    case engine::stccg::kFly:
      player();
      step.verb = "flies";
      card();
      target("to");
      break;
    case engine::stccg::kDock:
      player();
      step.verb = "docks";
      card();
      target("at");
      break;
    case engine::stccg::kUndock:
      player();
      step.verb = "undocks";
      card();
      break;
    case engine::stccg::kBeam:
      player();
      step.verb = "beams";
      card();
      for (uint16_t id : e.cards) step.cards.push_back(RefFor(*s, id));
      target("to");
      break;
    case engine::stccg::kDiscard:
      player();
      step.verb = "discards";
      card();
      break;
    case engine::stccg::kPlayEvent:
      player();
      step.verb = "plays";
      card();
      target("on");
      break;
    case engine::stccg::kSeedSite:
      player();
      step.verb = "seeds";
      step.qualifier = "site";
      card();
      target("at");
      break;
    case engine::stccg::kBattle:
      player();
      step.verb = "fires";
      card();
      for (uint16_t id : e.cards) step.cards.push_back(RefFor(*s, id));
      target("at");
      break;
    case engine::stccg::kDestroy:
    case engine::stccg::kKill:
      player();
      step.verb = "loses";
      card();
      break;
    case engine::stccg::kRepair:
      player();
      step.verb = "repairs";
      card();
      break;
    case engine::stccg::kCommandeer: {
      player();
      step.verb = "commandeers";
      std::string a = engine::stccg::AffiliationNames(static_cast<uint32_t>(e.arg));
      if (e.arg != 0 && a.find('/') == std::string::npos && a.find('-') == std::string::npos) {
        step.qualifier = a;
      }
      card();
      break;
    }
    case engine::stccg::kWalk:
      player();
      step.verb = "walks";
      card();
      for (uint16_t id : e.cards) step.cards.push_back(RefFor(*s, id));
      target("to");
      break;
    case engine::stccg::kAttempt:
      player();
      step.verb = "attempts";
      card();
      for (uint16_t id : e.cards) step.cards.push_back(RefFor(*s, id));
      target("from");
      break;
    case engine::stccg::kInfiltrate: {
      player();
      step.verb = "infiltrates";
      card();
      const Zone z = s->ValidCard(e.card) ? s->card(e.card).zone : Zone::kHand;
      target(z == Zone::kAboard || z == Zone::kOnPlanet ? "at" : "to");
      break;
    }
    case engine::stccg::kExpose:
      player();
      step.verb = "exposes";
      step.qualifier =
          std::string(engine::stccg::ExposureName(static_cast<engine::stccg::Exposure>(e.arg)));
      card();
      if (e.target) step.cards.push_back(RefFor(*s, e.target));
      break;
    case engine::stccg::kEncounter:
      player();
      step.verb = "encounters";
      step.qualifier =
          std::string(engine::stccg::OutcomeName(static_cast<engine::stccg::Outcome>(e.arg)));
      card();
      for (uint16_t id : e.cards) step.cards.push_back(RefFor(*s, id));
      break;
    case engine::stccg::kSolve:
      player();
      step.verb = "solves";
      card();
      if (!s->ValidCard(e.card) || e.arg != s->instance(e.card).facts->points) {
        step.numbers.push_back(e.arg);
      }
      break;
    case engine::stccg::kEffect:
      player();
      step.verb = "states";
      step.qualifier =
          std::string(engine::stccg::EffectName(static_cast<engine::stccg::Effect>(e.arg)));
      card();
      for (uint16_t id : e.cards) step.cards.push_back(RefFor(*s, id));
      target("to");
      break;
    case engine::stccg::kPersonnelBattle:
      player();
      step.verb = "attacks";
      card();
      for (uint16_t id : e.cards) step.cards.push_back(RefFor(*s, id));
      target("at");
      break;
    case engine::stccg::kDownload:
      player();
      step.verb = "downloads";
      card();
      for (uint16_t id : e.cards) step.cards.push_back(RefFor(*s, id));
      target("to");
      break;
    case engine::stccg::kEngage:
      player();
      step.verb = e.arg == 2 ? "wounds" : "stuns";
      card();
      step.cards.push_back(RefFor(*s, e.target));
      break;
    case engine::stccg::kScore:
      player();
      step.verb = "scores";
      card();
      step.numbers.push_back(e.arg);
      break;
    case engine::stccg::kAllowAttack:
      player();
      step.verb = "allows";
      step.qualifier = engine::stccg::AffiliationNames(static_cast<uint32_t>(e.arg));
      card();
      break;
    case engine::stccg::kTactic:
      player();
      step.verb = "plays";
      card();
      if (e.arg & engine::stccg::kTacticBonusesStated) {
        step.numbers.push_back((e.arg >> 8) & 0xff);
        step.numbers.push_back(e.arg & 0xff);
      }
      break;
    case engine::stccg::kBattleEnd:
      player();
      step.verb = "ends";
      step.qualifier = "battle";
      card();
      for (uint16_t id : e.cards) step.cards.push_back(RefFor(*s, id));
      break;
    case engine::stccg::kDeprive:
      player();
      step.verb = "deprives";
      card();
      for (uint16_t id : e.cards) step.cards.push_back(RefFor(*s, id));
      target("at");
      break;
    case engine::stccg::kRation:
      player();
      step.verb = "rations";
      card();
      break;
    case engine::stccg::kExpire:
      player();
      step.verb = "loses";
      card();
      break;
    default:
      break;  // another game's kinds
  }
  if (e.kind != EventKind::SHUFFLE && !e.random.empty()) step.random = e.random;
  return step;
}

}  // namespace stardate::engine::stccg::script_binding
