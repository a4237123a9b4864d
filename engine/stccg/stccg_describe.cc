// Human-readable and JSON views of a 1E state and its events (used by `stardate show`,
// `audit` and `dump`).
#include <algorithm>

#include "engine/json_writer.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_internal.h"
#include "engine/stccg/stccg_state.h"

namespace stardate::engine::stccg {

namespace {

constexpr std::string_view kPhaseNames[kPhaseCount] = {
    "doorway seed", "mission seed",   "dilemma seed", "facility seed", "start of turn",
    "card play",    "execute orders", "end of turn",  "card draw"};

constexpr std::string_view kZoneNames[] = {"seed deck",     "draw deck",   "hand",     "spaceline",
                                           "under mission", "at location", "docked",   "aboard",
                                           "on planet",     "pending",     "discard",  "removed",
                                           "site",          "in play",     "side deck"};

}  // namespace

std::string_view PhaseName(Phase phase) {
  int i = static_cast<int>(phase);
  return i >= 0 && i < kPhaseCount ? kPhaseNames[i] : "unknown phase";
}

std::optional<Phase> ParsePhase(std::string_view name) {
  for (int i = 0; i < kPhaseCount; ++i) {
    std::string dashed(kPhaseNames[i]);
    std::replace(dashed.begin(), dashed.end(), ' ', '-');
    if (name == kPhaseNames[i] || name == dashed) return static_cast<Phase>(i);
  }
  return std::nullopt;
}

std::string_view ZoneName(Zone zone) {
  auto i = static_cast<size_t>(zone);
  return i < std::size(kZoneNames) ? kZoneNames[i] : "unknown zone";
}

using internal::kQuadrantNames;

void StccgState::DoHide(uint8_t viewer) {
  for (uint8_t p = 0; p < kPlayers; ++p) {
    if (p == viewer) continue;
    PlayerState& ps = players_[p];
    // The hand becomes unknown cards: back among the draw deck's, counted by `hidden`, which
    // is how the table's randomness already carries cards the log cannot name.
    for (uint16_t id : ps.hand) {
      cards_[id].zone = Zone::kDrawDeck;
      ps.draw_deck.insert(ps.draw_deck.begin(), id);
    }
    ps.hidden = static_cast<uint16_t>(ps.hidden + ps.hand.size());
    ps.hand.clear();
  }
}

// What a player sees of the 1E events that hide anything.
constexpr EventRedaction kRedactions[] = {
    // {kind, from_actor, card, random}
    // The order a shuffle leaves is nobody's to see, the shuffler's included.
    {EventKind::SHUFFLE, true, false, true},
    // The card another player drew.
    {EventKind::DRAW, false, true, true},
    // A dilemma is seeded face down.
    {stccg::kSeedDilemma, false, true, false},
    // Cards placed from the hand beneath the draw deck: a view without the event's card names
    // none of them (EventText, EventCards), and a dump withholds the step.
    {stccg::kPlaceBeneathDeck, false, true, false},
};

std::span<const EventRedaction> StccgState::Redactions() const { return kRedactions; }

bool StccgState::FaceDownToViewer(uint16_t id) const {
  return viewer_ != kEveryone && cards_[id].zone == Zone::kUnderMission &&
         instances_[id].owner != viewer_ && !Revealed(id);
}

std::vector<std::string> StccgState::EventCards(const Event& e) const {
  std::vector<std::string> out;
  auto add = [&](uint16_t id) {
    if (id != 0) out.push_back(Name(id));
  };
  add(e.card);
  if (e.kind == stccg::kPlaceBeneathDeck && e.card == 0) return out;  // hidden from the viewer
  for (uint16_t id : e.cards) add(id);
  add(e.target);
  return out;
}

std::string StccgState::EventText(const Event& e) const {
  std::string who = PlayerLabel(e.player);
  // ", beside Bob's draw deck" for a card placed there (kBesidePlayer).
  auto BesideText = [&](const Event& placed) -> std::string {
    if ((placed.arg & kBesidePlayer) == 0) return "";
    return ", beside " + PlayerLabel(static_cast<uint8_t>(placed.arg & 0xff)) + "'s draw deck";
  };
  auto list = [&]() {
    std::string s = Name(e.card);
    for (uint16_t id : e.cards) s += ", " + Name(id);
    return s;
  };
  switch (e.kind) {
    case EventKind::PHASE:
      return "the " + std::string(PhaseName(static_cast<Phase>(e.arg))) + " phase";
    case EventKind::TURN:
      return "turn " + std::to_string(e.arg) + " (" + who + ")";
    case EventKind::PASS:
      return who + " passes";
    case EventKind::RESOLVE:
      return "the resolution of the pending action";
    case EventKind::SHUFFLE:
      return who + " shuffling the draw deck";
    case EventKind::DRAW:
      return who + " drawing " +
             (e.card              ? Name(e.card)
              : table_randomness_ ? "an unknown card"
                                  : "a card");
    case EventKind::CONCEDE:
      return who + " conceding";
    case stccg::kSeedDoorway:
      return who + " seeding " + Name(e.card) + (e.target ? " on " + Name(e.target) : "") +
             BesideText(e);
    case stccg::kSeedMission:
      return who + " seeding mission " + Name(e.card);
    case stccg::kSeedDilemma:
      return who + " seeding " + (e.card ? Name(e.card) : "a face-down card") + " under " +
             Name(e.target);
    case stccg::kSeedFacility:
      return who + " seeding " + Name(e.card) + " at " + Name(e.target);
    case stccg::kReport:
      return who + " reporting " + Name(e.card) + " to " + Name(e.target) +
             (e.arg == kReportDocked     ? ", docked"
              : e.arg == kReportUndocked ? ", undocked"
                                         : "");
    case stccg::kBuild:
      return who + " building " + Name(e.card) + " at " + Name(e.target);
    case stccg::kPlayInterrupt:
      return who + " playing " + Name(e.card) + (e.target ? " on " + Name(e.target) : "");
    case stccg::kFly:
      return who + " flying " + Name(e.card) + " to " + Name(e.target);
    case stccg::kDock:
      return who + " docking " + Name(e.card) + " at " + Name(e.target);
    case stccg::kUndock:
      return who + " undocking " + Name(e.card);
    case stccg::kBeam:
      return who + " beaming " + list() + " to " + Name(e.target);
    case stccg::kDiscard:
      return who + " discarding " + Name(e.card);
    case stccg::kPlayEvent:
      return who + " playing " + Name(e.card) + (e.target ? " on " + Name(e.target) : "") +
             BesideText(e);
    case stccg::kSeedSite:
      return who + " seeding site " + Name(e.card) + " at " + Name(e.target);
    case stccg::kBattle:
      return who + " firing " + list() + " at " + Name(e.target);
    case stccg::kDestroy:
      return Name(e.card) + " (" + who + ") being destroyed";
    case stccg::kKill:
      return Name(e.card) + " (" + who + ") being killed";
    case stccg::kCommandeer:
      return who + " commandeering " + Name(e.card) +
             (e.arg ? " as " + AffiliationNames(static_cast<uint32_t>(e.arg)) : "");
    case stccg::kRepair:
      return Name(e.card) + " (" + who + ") being repaired";
    case stccg::kWalk:
      return who + " walking " + list() + " to " + Name(e.target);
    case stccg::kAttempt:
      if (ValidCard(e.card) && instances_[e.card].type == CardType::kFacility) {
        return who + " making a commandeer attempt at " + Name(e.card);
      }
      return who + " attempting " + Name(e.card) +
             (e.target ? " with the crew of " + Name(e.target) : "");
    case stccg::kEncounter: {
      std::string s = who + " encountering " + Name(e.card) + " (" +
                      std::string(OutcomeName(static_cast<Outcome>(e.arg)));
      for (size_t i = 0; i < e.cards.size(); ++i) s += (i ? ", " : ": ") + Name(e.cards[i]);
      return s + ")";
    }
    case stccg::kSolve:
      return who + " solving " + Name(e.card) + " for " + std::to_string(e.arg) + " points";
    case stccg::kEffect: {
      std::string s = who + " stating that " + Name(e.card) + " " +
                      std::string(EffectName(static_cast<Effect>(e.arg)));
      for (size_t i = 0; i < e.cards.size(); ++i) s += (i ? ", " : " ") + Name(e.cards[i]);
      return s + (e.target ? " to " + Name(e.target) : "");
    }
    case stccg::kPersonnelBattle:
      return who + " attacking with " + list() + " at " + Name(e.target);
    case stccg::kEngage:
      return who + "'s " + Name(e.card) + (e.arg == 2 ? " mortally wounding " : " stunning ") +
             Name(e.target);
    case stccg::kDownload:
      if (e.cards.empty())
        return who + " searching for a download by " + Name(e.card) + " and taking nothing";
      return who + " downloading " + Name(e.cards[0]) + " by " + Name(e.card) +
             (e.target ? " to " + Name(e.target) : "");
    case stccg::kScore:
      return who + " scoring " + std::to_string(e.arg) + " bonus points from " + Name(e.card);
    case stccg::kInfiltrate:
      return who + " infiltrating " + Name(e.card) + " at " + Name(e.target);
    case stccg::kExpose: {
      const auto how = static_cast<Exposure>(e.arg);
      if (how == Exposure::kArrested) {
        return who + " placing " + Name(e.card) + " under house arrest for an incompatibility";
      }
      std::string s = who + " exposing " + Name(e.card);
      if (how == Exposure::kVoluntarily) return s + " voluntarily";
      if (how == Exposure::kIncompatible) return s + " for an incompatibility";
      if (how == Exposure::kPersona) return s + " (present with " + Name(e.target) + ")";
      return s + " by " + Name(e.target);
    }
    case stccg::kAllowAttack:
      return who + " stating that " + Name(e.card) + " allows attacking " +
             AffiliationNames(static_cast<uint32_t>(e.arg));
    case stccg::kTactic: {
      const Tactic t = TacticOf(e);
      return who + " playing tactic " + Name(e.card) + " (ATTACK +" + std::to_string(t.attack) +
             ", DEFENSE +" + std::to_string(t.defense) + ")";
    }
    case stccg::kBattleEnd:
      return who + " ending the personnel battle at " + Name(e.card) +
             (e.cards.empty() ? "" : "; casualty " + Name(e.cards[0]));
    case stccg::kDeprive:
      return who + "'s white-deprived " + list() + " battling at " + Name(e.target);
    case stccg::kRation:
      return who + "'s Vorta rationing " + Name(e.card) +
             " (the only Ketracel-White present to "
             "count down)";
    case stccg::kExpire:
      return who + " discarding " + Name(e.card) + " (its countdown run out)";
    case stccg::kDiscardFromTable:
      return who + " discarding " + Name(e.card) + " from the table";
    case stccg::kPlaceBeneathDeck:
      if (e.card == 0) {  // hidden from the viewer
        return who + " placing " + std::to_string(e.cards.size() + 1) +
               " cards from hand beneath the draw deck";
      }
      return who + " placing " + list() + " beneath the draw deck";
    case stccg::kReshuffle: {
      std::string shuffled;
      for (uint16_t id : e.cards) shuffled += (shuffled.empty() ? "" : ", ") + Name(id);
      return who + " shuffling " + shuffled + " into the draw deck by " + Name(e.card);
    }
    case stccg::kTakeFromTent:
      return who + " taking " + Name(e.card) + " from the Q's Tent by " + Name(e.target) +
             (e.arg == static_cast<int32_t>(TentTake::kRandomly) ? " (random selection)" : "");
    default:
      break;  // another game's kinds (Twilight Imperium 4) never reach a 1E state
  }
  return who + " " + NameOfKind(e.kind);
}

std::string StccgState::Describe() const {
  std::string s;
  s += "Turn " + std::to_string(core_.turn);
  if (core_.turn > 0) s += " (" + PlayerLabel(core_.active) + ")";
  s += ", " + std::string(PhaseName(phase())) + " phase, after " + std::to_string(core_.seq) +
       " events";
  if (core_.game_over) s += " - game over";
  s += "\n";
  if (result_ != kNoResult || !recorded_result_.empty()) {
    s += "  Result: " + ResultText(result_);
    if (!recorded_result_.empty()) s += " (the header records \"" + recorded_result_ + "\")";
    s += "\n";
  }
  if (table_randomness_) {
    s += "  Randomness: the table's (draw decks are sets of unknown order; unnamed draws are "
         "unknown cards)\n";
  }
  for (uint8_t p = 0; p < kPlayers; ++p) {
    const PlayerState& ps = players_[p];
    std::string bonus = bonus_[p] != 0 ? " (" + std::to_string(bonus_[p]) + " bonus)" : "";
    int solved = 0;
    for (const auto& sv : solved_) solved += sv.second == p ? 1 : 0;
    if (solved != 0)
      bonus += ", " + std::to_string(solved) + " mission" + (solved == 1 ? "" : "s") + " solved";
    s += "  " + PlayerLabel(p) + ": score " + std::to_string(ps.score) + bonus + ", hand " +
         std::to_string(ps.hand.size() + ps.hidden) + ", draw deck " +
         std::to_string(DeckCount(p)) + ", card plays this turn " + std::to_string(ps.card_plays) +
         "\n";
    if (!ps.hand.empty() || ps.hidden != 0) {
      s += "    hand:";
      for (size_t i = 0; i < ps.hand.size(); ++i) s += (i ? ", " : " ") + Name(ps.hand[i]);
      if (ps.hidden != 0) {
        s += std::string(ps.hand.empty() ? " " : ", ") + std::to_string(ps.hidden) +
             " unknown card" + (ps.hidden == 1 ? "" : "s");
      }
      s += "\n";
    }
  }
  // Contents of a card (aboard / docked), recursively.
  // Cards held by each card (aboard, docked, sites, events on it), built once.
  std::vector<std::vector<uint16_t>> held(cards_.size());
  for (size_t id = 1; id < cards_.size(); ++id) {
    Zone z = cards_[id].zone;
    if (z == Zone::kAboard || z == Zone::kDocked || z == Zone::kSite || z == Zone::kInPlay) {
      if (ValidCard(cards_[id].where)) held[cards_[id].where].push_back(static_cast<uint16_t>(id));
    }
  }
  // Depth-first without recursion: a hostile log may stack thousands of cards in a chain.
  auto contents = [&](uint16_t root, int base) {
    std::vector<std::pair<uint16_t, int>> todo;
    for (auto it = held[root].rbegin(); it != held[root].rend(); ++it) todo.push_back({*it, base});
    while (!todo.empty()) {
      auto [id, depth] = todo.back();
      todo.pop_back();
      const CardState& c = cards_[id];
      uint16_t holder = c.where;
      const char* how = nullptr;
      if (c.zone == Zone::kAboard) {
        // Personnel stand "in" a planet facility (000_63f6709b3bd4740e.txt).
        how = instances_[holder].facility != nullptr && instances_[holder].facility->on_planet
                  ? "in"
                  : "aboard";
      }
      if (c.zone == Zone::kDocked) how = "docked";
      if (c.zone == Zone::kSite) how = "site";
      if (c.zone == Zone::kInPlay) how = "in play on it";
      if (how == nullptr) continue;
      const Group group = GroupOf(id);
      s += std::string(std::min(depth, 40) * 2, ' ') + "- " + Name(id) + " [" + how + ", " +
           PlayerLabel(c.controller) + (c.damaged ? ", damaged" : "") +
           (group != Group::kNone ? ", " + std::string(GroupName(group)) : std::string()) + "]\n";
      for (auto it = held[id].rbegin(); it != held[id].rend(); ++it)
        todo.push_back({*it, depth + 1});
    }
  };
  for (int q = 0; q < 4; ++q) {
    const auto& line = spaceline_[q];
    if (line.empty()) continue;
    s += std::string(kQuadrantNames[q]) + " Quadrant spaceline:\n";
    for (uint16_t m : line) {
      const CardFacts& f = *instances_[m].facts;
      s += "  " + Name(m) + " (" + (f.planet_mission ? "planet" : "space") +
           (f.homeworld ? ", homeworld" : "") + ", span " + std::to_string(f.span) + ", " +
           AffiliationNames(f.affiliations) + ", seeded by " + PlayerLabel(instances_[m].owner) +
           ")\n";
      int dilemmas = 0;
      for (size_t id = 1; id < cards_.size(); ++id) {
        const CardState& c = cards_[id];
        if (c.where != m) continue;
        if (c.zone == Zone::kUnderMission) ++dilemmas;
        if (c.zone == Zone::kAtLocation) {
          const CardFacts& cf = *instances_[id].facts;
          std::string extra;
          if (cf.type == CardType::kFacility) {
            extra = ", " + AffiliationNames(AffiliationOf(static_cast<uint16_t>(id)));
            if (OnPlanet(static_cast<uint16_t>(id))) extra += ", on the planet";
          }
          if (c.damaged) extra += ", damaged";
          s += "    - " + Name(static_cast<uint16_t>(id)) + " [" +
               (cf.type == CardType::kFacility ? "facility" : "in orbit") + ", " +
               (c.controller == kUncontrolled ? std::string("uncontrolled")
                                              : PlayerLabel(c.controller)) +
               extra + "]\n";
          contents(static_cast<uint16_t>(id), 3);
        }
        if (c.zone == Zone::kOnPlanet) {
          s += "    - " + Name(static_cast<uint16_t>(id)) + " [on planet, " +
               PlayerLabel(c.controller) +
               (GroupOf(static_cast<uint16_t>(id)) == Group::kAwayTeam ? ", Away Team" : "") +
               "]\n";
        }
      }
      if (dilemmas > 0) s += "    (" + std::to_string(dilemmas) + " seed cards beneath)\n";
      if (int by = SolvedBy(m); by >= 0)
        s += "    (solved by " + PlayerLabel(static_cast<uint8_t>(by)) + ")\n";
    }
  }
  if (attempt_.mission != 0 && ValidCard(attempt_.mission)) {
    const bool commandeer = instances_[attempt_.mission].type == CardType::kFacility;
    const size_t left = SeedCardsLeft();
    s += std::string(commandeer ? "Commandeer attempt" : "Mission attempt") +
         " in progress: " + PlayerLabel(attempt_.player) + " at " + Name(attempt_.mission) + ", " +
         std::to_string(left) + " seed card" + (left == 1 ? "" : "s") + " still to meet\n";
  }
  if (!infiltrators_.empty()) {
    // Public: an infiltrator reports face up and is announced (003 "Reporting Cards for Duty").
    s += "Infiltrators:\n";
    for (const Infiltrator& i : infiltrators_) {
      const uint8_t owner = instances_[i.card].owner;
      s += "  - " + Name(i.card) + " (" + PlayerLabel(owner) + "'s) at " +
           Name(cards_[i.card].where) + ": ";
      if (i.status == Infiltration::kExposed) {
        s += "exposed, not yet away from all of " + PlayerLabel(owner == 0 ? 1 : 0) +
             "'s personnel\n";
        continue;
      }
      s += "infiltrating " + PlayerLabel(owner == 0 ? 1 : 0) + "'s crew or Away Team as " +
           AffiliationNames(i.icon) +
           (i.status == Infiltration::kArrested ? ", under house arrest" : "") + "\n";
    }
  }
  s += DescribeBattle();
  DescribeDominion(&s);
  DescribeCountdowns(&s);
  if (core_.stack.empty()) {
    s += "No action pending.\n";
  } else {
    s += "Pending actions (innermost last):\n";
    for (size_t i = 0; i < core_.stack.size(); ++i) {
      const PendingAction& p = core_.stack[i];
      s += "  window " + std::to_string(p.window) + " (event " + std::to_string(p.seq) +
           ", depth " + std::to_string(i + 1) + "): " + EventText(p.action) + "; " +
           PlayerLabel(p.next_responder) + " to respond, " + std::to_string(p.passes) +
           " pass(es)\n";
    }
  }
  return s;
}

size_t StccgState::SeedCardsLeft() const {
  size_t left = 0;
  for (uint16_t id : SeededUnder(attempt_.mission)) {
    left += std::find(attempt_.encountered.begin(), attempt_.encountered.end(), id) ==
            attempt_.encountered.end();
  }
  return left;
}

std::string StccgState::DescribeJson() const {
  JsonWriter j;
  j.BeginObject();
  j.Key("game").String("stccg1e");
  j.Key("events").Uint(core_.seq);
  j.Key("turn").Uint(core_.turn);
  j.Key("active").String(PlayerLabel(core_.active));
  j.Key("phase").String(PhaseName(phase()));
  j.Key("gameOver").Bool(core_.game_over);
  if (result_ != kNoResult || !recorded_result_.empty()) {
    j.Key("result").String(ResultText(result_));
    j.Key("recordedResult").String(recorded_result_);
  }
  j.Key("randomness").String(table_randomness_ ? "table" : "seed");
  if (viewer_ != kEveryone) j.Key("seenBy").String(PlayerLabel(viewer_));
  j.Key("players").BeginArray();
  for (uint8_t p = 0; p < kPlayers; ++p) {
    const PlayerState& ps = players_[p];
    j.BeginObject();
    j.Key("name").String(PlayerLabel(p));
    j.Key("score").Int(ps.score);
    if (bonus_[p] != 0) j.Key("bonusPoints").Int(bonus_[p]);
    j.Key("drawDeck").Uint(DeckCount(p));
    j.Key("cardPlays").Uint(ps.card_plays);
    j.Key("hand").BeginArray();
    for (uint16_t id : ps.hand) j.String(Name(id));
    j.EndArray();
    j.Key("unknownInHand").Uint(ps.hidden);
    j.EndObject();
  }
  j.EndArray();
  j.Key("spaceline").BeginArray();
  for (int q = 0; q < 4; ++q) {
    for (uint16_t m : spaceline_[q]) {
      const CardFacts& f = *instances_[m].facts;
      j.BeginObject();
      j.Key("mission").String(Name(m));
      j.Key("quadrant").String(kQuadrantNames[q]);
      j.Key("planet").Bool(f.planet_mission);
      j.Key("homeworld").Bool(f.homeworld);
      j.Key("seededBy").String(PlayerLabel(instances_[m].owner));
      j.EndObject();
    }
  }
  j.EndArray();
  j.Key("cards").BeginArray();
  for (size_t id = 1; id < cards_.size(); ++id) {
    const CardState& c = cards_[id];
    if (c.zone == Zone::kSeedDeck || c.zone == Zone::kDrawDeck || c.zone == Zone::kHand ||
        c.zone == Zone::kRemoved || c.zone == Zone::kSpaceline || c.zone == Zone::kSideDeck) {
      continue;
    }
    j.BeginObject();
    if (FaceDownToViewer(static_cast<uint16_t>(id))) {
      // No id either: ids follow the deck lists, so an id would name the card.
      j.Key("card").String("");
      j.Key("faceDown").Bool(true);
      j.Key("zone").String(ZoneName(c.zone));
      j.Key("where").String(Name(c.where));
      j.Key("location").String(Name(c.where));
      j.Key("controller").String(PlayerLabel(instances_[id].owner));
      j.EndObject();
      continue;
    }
    j.Key("id").Uint(id);
    // Seed cards beneath a mission are face down: hidden information until encountered, kept
    // from the other players' views (above); the full view (a judge's) and the owner's name it.
    j.Key("card").String(Name(static_cast<uint16_t>(id)));
    if (c.zone == Zone::kUnderMission) {
      j.Key("faceDown").Bool(!Revealed(static_cast<uint16_t>(id)));
    }
    j.Key("zone").String(ZoneName(c.zone));
    j.Key("where").String(c.where ? Name(c.where) : "");
    j.Key("location").String(Name(LocationOf(static_cast<uint16_t>(id))));
    j.Key("controller").String(c.controller == kUncontrolled ? "" : PlayerLabel(c.controller));
    j.Key("damaged").Bool(c.damaged != 0);
    if (const Group group = GroupOf(static_cast<uint16_t>(id)); group != Group::kNone) {
      j.Key("group").String(GroupName(group));
    }
    if (instances_[id].type == CardType::kFacility) {
      j.Key("affiliation").String(AffiliationNames(AffiliationOf(static_cast<uint16_t>(id))));
    }
    j.EndObject();
  }
  j.EndArray();
  if (attempt_.mission != 0 && ValidCard(attempt_.mission)) {
    j.Key("attempt").BeginObject();
    j.Key("player").String(PlayerLabel(attempt_.player));
    j.Key("at").String(Name(attempt_.mission));
    j.Key("commandeer").Bool(instances_[attempt_.mission].type == CardType::kFacility);
    j.Key("seedCardsLeft").Uint(SeedCardsLeft());
    j.EndObject();
  }
  if (!infiltrators_.empty()) {
    j.Key("infiltrators").BeginArray();
    for (const Infiltrator& i : infiltrators_) {
      constexpr std::string_view kStatus[] = {"infiltrating", "house arrest", "exposed"};
      j.BeginObject();
      j.Key("card").String(Name(i.card));
      j.Key("player").String(PlayerLabel(instances_[i.card].owner));
      j.Key("where").String(Name(cards_[i.card].where));
      j.Key("status").String(kStatus[static_cast<size_t>(i.status)]);
      j.Key("icon").String(AffiliationNames(i.icon));  // the infiltration icon's affiliation
      j.EndObject();
    }
    j.EndArray();
  }
  DescribeBattleJson(&j);
  DescribeDominionJson(&j);
  DescribeCountdownsJson(&j);
  j.Key("pending").BeginArray();
  for (size_t i = 0; i < core_.stack.size(); ++i) {
    const PendingAction& p = core_.stack[i];
    j.BeginObject();
    j.Key("window").Uint(p.window);
    j.Key("event").Uint(p.seq);
    j.Key("depth").Uint(i + 1);  // as the audit counts it: the outermost window is depth 1
    j.Key("action").String(EventText(p.action));
    j.Key("nextResponder").String(PlayerLabel(p.next_responder));
    j.Key("passes").Uint(p.passes);
    j.EndObject();
  }
  j.EndArray();
  j.EndObject();
  return j.str();
}

}  // namespace stardate::engine::stccg
