#include "tests/catalogue/known_archive.h"

#include <catch2/catch.hpp>
#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <iterator>
#include <set>
#include <utility>

#include "analyzer/audit.h"
#include "analyzer/fork.h"
#include "engine/rng.h"
#include "engine/stccg/kinds.h"
#include "engine/stccg/stccg_state.h"
#include "engine/ti4/kinds.h"
#include "engine/ti4/objectives.h"
#include "engine/ti4/ti4_round.h"
#include "engine/ti4/ti4_state.h"
#include "format/log_reader.h"
#include "recorder/recorder.h"
#include "replayer/replayer.h"
#include "tests/bench/game_generator.h"
#include "tests/bench/ti4_generator.h"
#include "tests/support/samples.h"

namespace stardate::testing {
namespace {

using engine::Event;
using engine::EventKind;
namespace st = engine::stccg;
namespace t4 = engine::ti4;

const char* const kNames[] = {"Ann", "Ben", "Cy", "Dee", "Eve", "Fox"};

// Day `d` of a 12 x 28-day season, "YYYY-MM-DD".
std::string Date(uint64_t d) {
  char buf[16];
  std::snprintf(buf, sizeof buf, "2025-%02d-%02d", static_cast<int>(d / 28 % 12 + 1),
                static_cast<int>(d % 28 + 1));
  return buf;
}

KnownPlayer Seat(const std::string& name, const std::string& side) {
  KnownPlayer p;
  p.name = name;
  p.side = side;
  return p;
}

// How a generated 1E game ends: the generator's choice, and so its winner.
enum class Ending { kConcession, kResult, kWinnerKey, kDraw, kOpen };

// The test's own count of one 1E event.
void CountStccg(const st::StccgState& s, const Event& e, KnownGame* g) {
  if (e.player >= g->players.size()) return;
  KnownPlayer& p = g->players[e.player];
  const bool valid = s.ValidCard(e.card);
  const std::string title = valid ? s.instance(e.card).facts->title : "";
  const EventKind k = e.kind;
  if (valid && (k == st::kSeedDoorway || k == st::kSeedMission || k == st::kSeedDilemma ||
                k == st::kSeedFacility || k == st::kSeedSite)) {
    ++p.cards[title].seeded;
    if (k == st::kSeedFacility) ++p.facts["facilities_seeded"];
  } else if (valid && (k == st::kReport || k == st::kBuild || k == st::kPlayInterrupt ||
                       k == st::kPlayEvent)) {
    ++p.cards[title].played;
    ++p.cards_played;
    if (k == st::kBuild) ++p.facts["facilities_built"];
  } else if (valid && k == EventKind::DRAW) {
    ++p.cards[title].drawn;
  } else if (valid && k == st::kDestroy &&
             s.instance(e.card).facts->type == st::CardType::kFacility) {
    int owner = s.card(e.card).controller;
    if (owner >= 2) owner = s.instance(e.card).owner;
    ++g->players[owner].facts["facilities_destroyed"];
  } else if (k == st::kBattle) {
    const auto& stack = s.core().stack;
    if (stack.empty() || stack.back().action.kind != st::kBattle) ++p.facts["battles"];
  } else if (k == st::kCommandeer) {
    ++p.facts["commandeerings"];
  } else if (k == st::kSolve) {
    ++p.facts["missions_solved"];
  } else if (k == st::kPersonnelBattle) {
    ++p.facts["battles"];
  } else if (valid && k == st::kEncounter) {
    KnownCard& c = g->players[s.instance(e.card).owner].cards[title];
    ++c.encountered;
    if (e.arg == static_cast<int32_t>(st::Outcome::kStopped)) ++c.stopped;
  } else if (k == st::kDownload && !e.cards.empty() && s.ValidCard(e.cards[0])) {
    ++p.cards[s.instance(e.cards[0]).facts->title].played;
    ++p.cards_played;
  }
}

// What a TI4 log has given so far, for the test's count of its victory points: each player's
// secret objectives scored, whether the custodians token is gone.
struct Ti4Seen {
  std::set<std::pair<uint8_t, uint16_t>> secrets;
  bool custodians_taken = false;
};

// Whether `player` controls Mecatol Rex in `s`.
bool HoldsMecatolRex(const t4::Ti4State& s, uint8_t player) {
  for (uint16_t i = 0; i < s.planet_count(); ++i) {
    if (s.board().planets[i].info->id == "mr") return s.Controller(i) == player;
  }
  return false;
}

// The test's own count of one TI4 event.
void CountTi4(const t4::Ti4State& s, const Event& e, Ti4Seen* seen, KnownGame* g) {
  const size_t n = g->players.size();
  if (e.player >= n) return;
  KnownPlayer& p = g->players[e.player];
  if (e.kind == t4::kTi4SecretScore) {  // a secret objective: 1 point, once per player
    if (seen->secrets.insert({e.player, e.card}).second) ++p.facts["vp_secret_objectives"];
  } else if (e.kind == t4::kTi4Custodians) {  // the token on Mecatol Rex: 1 point, once a game
    if (!seen->custodians_taken) ++p.facts["vp_custodians"];
    seen->custodians_taken = true;
  } else if (e.kind == t4::kTi4Strategic && e.card == t4::kImperial && e.arg == 0) {
    // Imperial's primary: 1 point to the player who holds Mecatol Rex.
    if (HoldsMecatolRex(s, e.player)) ++p.facts["vp_imperial"];
  } else if (e.kind == t4::kTi4Combat) {
    ++p.facts["battles"];
  } else if (e.kind == t4::kTi4Control && s.ValidPlanet(e.card) &&
             s.IsStation(static_cast<uint16_t>(e.card - 1))) {
    ++p.facts["commandeerings"];
  } else if (e.kind == t4::kTi4Transact && e.target >= 1 && e.target <= n &&
             e.target - 1 != e.player) {
    const auto q = static_cast<uint8_t>(e.target - 1);
    ++p.facts["transactions"];
    ++g->players[q].facts["transactions"];
    if (s.StationsControlled(e.player) > 0 && s.StationsControlled(q) > 0) {
      ++g->station_transactions;
    }
  } else if (e.kind == t4::kTi4Score && e.card >= 1 && e.card <= t4::kObjectives.size() &&
             !(s.player(e.player).scored & (1u << e.card))) {
    p.facts["vp_public_objectives"] += t4::kObjectives[e.card - 1].points;
  }
}

// Fills `g`'s counts from the log at g->path as the catalogue will read it: its intact
// chunks' events, its final state and its audit's findings.
void CountLog(KnownGame* g) {
  auto opened = replayer::Replayer::Open(g->path);
  REQUIRE(opened.ok());
  const replayer::Replayer& r = **opened;
  g->events = r.event_count();
  std::unique_ptr<engine::GameState> final_state;
  Ti4Seen seen;
  REQUIRE(r.ForEachEvent(
               [&](const engine::GameState& before, const Event& e, uint64_t) {
                 if (g->ti4)
                   CountTi4(static_cast<const t4::Ti4State&>(before), e, &seen, g);
                 else
                   CountStccg(static_cast<const st::StccgState&>(before), e, g);
                 return Status::Ok();
               },
               &final_state, [](const replayer::LostEvents&) {})
              .ok());
  REQUIRE(final_state != nullptr);
  g->turns = final_state->core().turn;
  for (size_t seat = 0; seat < g->players.size(); ++seat) {
    KnownPlayer& p = g->players[seat];
    p.won = g->winner < 0 ? -1 : (static_cast<int>(seat) == g->winner ? 1 : 0);
    if (g->ti4) {
      const auto& s = static_cast<const t4::Ti4State&>(*final_state);
      p.score = s.player(static_cast<uint8_t>(seat)).victory_points;
      p.facts["stations_held"] = s.StationsControlled(static_cast<uint8_t>(seat));
    } else {
      p.score =
          static_cast<const st::StccgState&>(*final_state).player(static_cast<uint8_t>(seat)).score;
    }
  }
  auto audit = analyzer::Audit(r);
  REQUIRE(audit.ok());
  for (const analyzer::Finding& f : audit->findings) {
    ++g->rules[f.rule];
    for (KnownPlayer& p : g->players) p.findings += p.name == f.player ? 1 : 0;
  }
}

// A generated 1E game: `ending` decides its result.
KnownGame RecordStccg(const engine::GameSetup& base, uint64_t k, Ending ending,
                      const std::string& path) {
  engine::EventRng rng(0x6b6e6f77ull + k, 0);
  engine::GameSetup setup = base;
  setup.seed = 7919 * k + 3;
  setup.players[0].name = kNames[k % 6];
  setup.players[1].name = kNames[(k + 1 + k / 6 % 5) % 6];
  setup.event = "Cup " + std::to_string(k % 5);
  setup.meta.clear();
  if (k % 9 != 4) setup.meta.push_back({"date", Date(k * 11)});
  KnownGame g;
  g.path = path;
  g.event = setup.event;
  g.date = k % 9 != 4 ? Date(k * 11) : "";
  const int chosen = static_cast<int>(rng.Below(2));
  if (ending == Ending::kResult) setup.meta.push_back({"result", setup.players[chosen].name});
  if (ending == Ending::kWinnerKey) setup.meta.push_back({"winner", setup.players[chosen].name});
  if (ending == Ending::kDraw) setup.meta.push_back({"result", "draw"});
  // The bench decks: Federation (seat 0) against Dominion (seat 1).
  g.players = {Seat(setup.players[0].name, "Federation"), Seat(setup.players[1].name, "Dominion")};
  auto rec = recorder::Recorder::Create(setup, path, recorder::RecorderOptions{});
  REQUIRE(rec.ok());
  recorder::Recorder& r = **rec;
  bench::GameGenerator gen(setup.seed ^ 0x5eed, 0.02);
  const uint64_t target = 120 + rng.Below(120);
  for (;;) {
    const auto& s = static_cast<const st::StccgState&>(r.state());
    if (r.events_recorded() >= target && s.core().stack.empty()) break;
    REQUIRE(r.Record(gen.Next(s)).ok());
  }
  if (ending == Ending::kConcession) {
    Event concede;
    concede.kind = EventKind::CONCEDE;
    concede.player = static_cast<uint8_t>(1 - chosen);
    REQUIRE(r.Record(std::move(concede)).ok());
  }
  REQUIRE(r.Finish().ok());
  g.winner = ending == Ending::kDraw || ending == Ending::kOpen ? -1 : chosen;
  return g;
}

// A generated TI4 game (it never reaches its goal): with `result`, the header names seat
// k / 3 % 3 the winner.
KnownGame RecordTi4(uint64_t k, bool result, const std::string& path) {
  auto s = bench::Ti4BenchSetup(k);
  REQUIRE(s.ok());
  engine::GameSetup setup = *s;
  for (size_t p = 0; p < setup.players.size(); ++p) {
    setup.players[p].name = kNames[(k + 2 * p) % 6];
  }
  setup.event = "Cup " + std::to_string(k % 5);
  setup.meta = {{"date", Date(k * 5)}};
  const int chosen = static_cast<int>(k / 3 % setup.players.size());
  if (result) setup.meta.push_back({"result", setup.players[chosen].name});
  KnownGame g;
  g.path = path;
  g.ti4 = true;
  g.event = setup.event;
  g.date = Date(k * 5);
  auto rec = recorder::Recorder::Create(setup, path, recorder::RecorderOptions{});
  REQUIRE(rec.ok());
  recorder::Recorder& r = **rec;
  const auto& state = static_cast<const t4::Ti4State&>(r.state());
  for (size_t p = 0; p < setup.players.size(); ++p) {
    g.players.push_back(Seat(setup.players[p].name, state.map().factions[p].faction));
  }
  bench::Ti4Generator gen(setup.seed ^ 0x5eed);
  const uint64_t target = 600 + 100 * (k % 4);
  while (r.events_recorded() < target) {
    REQUIRE(r.Record(gen.Next(static_cast<const t4::Ti4State&>(r.state()))).ok());
  }
  REQUIRE(r.Finish().ok());
  g.winner = result ? chosen : -1;
  return g;
}

// samples/ti4/three_rounds.sdgame played as variant `v` of kRounds, each with its own date and
// event, the header naming its result (or none); the generator's record of the victory points
// the script gives Alice (Federation of Sol) by source, in `scripted`.
struct Ti4Rounds {
  const char* cut;     // the script ends before this line ("" for the whole script)
  const char* remove;  // a line taken out of the script ("" for none)
  const char* result;  // the header's result ("" for none)
  int64_t public_points, secret, custodians, imperial;
};
constexpr Ti4Rounds kRounds[] = {
    // Corner the Market, Forge an Alliance, the custodians token, Imperial in rounds 2 and 3.
    {"", "", "Alice", 1, 1, 1, 2},
    // Two rounds: the custodians token, Imperial in round 2 (round 1's without Mecatol Rex).
    {"# ---- Round 3", "", "", 0, 0, 1, 1},
    // Without the secret objective.
    {"", "Alice scores secret \"Forge an Alliance\"", "Bob", 1, 0, 1, 2},
    // The whole script again, its result Carol's.
    {"", "", "Carol", 1, 1, 1, 2},
};

KnownGame RecordTi4Rounds(size_t v, const std::string& path) {
  const Ti4Rounds& how = kRounds[v];
  std::string text = ReadFileBytes(SourceDir() + "/samples/ti4/three_rounds.sdgame");
  if (*how.cut != '\0') {
    const size_t at = text.find(how.cut);
    REQUIRE(at != std::string::npos);
    text.erase(at);
  }
  if (*how.remove != '\0') {
    const size_t at = text.find(how.remove);
    REQUIRE(at != std::string::npos);
    text.erase(at, text.find('\n', at) - at);
  }
  const std::string event = "Cup " + std::to_string(v % 5);
  const std::string date = Date(40 + 9 * v);
  const size_t event_line = text.find("event \"Stardate demo\"");
  REQUIRE(event_line != std::string::npos);
  text.replace(event_line, std::string("event \"Stardate demo\"").size(),
               "event \"" + event + "\"");
  std::string meta = "meta date \"" + date + "\"\n";
  if (*how.result != '\0') meta += "meta result \"" + std::string(how.result) + "\"\n";
  text.insert(text.find("\nplayer ") + 1, meta);
  auto r = recorder::RecordScriptText(text, "three_rounds.sdgame", path, std::vector<std::string>{},
                                      recorder::RecorderOptions{});
  INFO(r.status().message());
  REQUIRE(r.ok());
  KnownGame g;
  g.path = path;
  g.ti4 = true;
  g.event = event;
  g.date = date;
  g.players = {Seat("Alice", "Federation of Sol"), Seat("Bob", "Last Bastion"),
               Seat("Carol", "Emirates of Hacan")};
  for (size_t seat = 0; seat < g.players.size(); ++seat) {
    if (g.players[seat].name == how.result) g.winner = static_cast<int>(seat);
  }
  g.scripted = {{"vp_public_objectives", how.public_points},
                {"vp_secret_objectives", how.secret},
                {"vp_custodians", how.custodians},
                {"vp_imperial", how.imperial}};
  return g;
}

// The bundled deck-out game (samples/stccg/full-game.sdgame): Alice (Federation) wins 30 to 0
// when both draw decks are empty. `keep_result`: with its header's `meta result "Alice"`.
KnownGame RecordDeckOut(int n, bool keep_result, const std::string& path) {
  std::string text = ReadSample("full-game.sdgame");
  if (!keep_result) {
    const size_t at = text.find("meta result \"Alice\"\n");
    REQUIRE(at != std::string::npos);
    text.erase(at, std::string("meta result \"Alice\"\n").size());
  }
  const std::string date = "2025-06-1" + std::to_string(n);
  text.insert(text.find("\nplayer ") + 1, "meta date \"" + date + "\"\n");
  auto r = recorder::RecordScriptText(text, "full-game.sdgame", path, PoolPath(),
                                      recorder::RecorderOptions{});
  INFO(r.status().message());
  REQUIRE(r.ok());
  KnownGame g;
  g.path = path;
  g.event = "Sample league";
  g.date = date;
  g.winner = 0;
  g.players = {Seat("Alice", "Federation"), Seat("Bob", "Klingon")};
  return g;
}

// A fork of `parent` after its first `events` events, continued with nothing: the parent's
// header (its recorded result too) and its events up to there.
KnownGame Fork(const KnownGame& parent, const engine::GameSetup& setup, uint64_t events,
               const std::string& path) {
  auto p = replayer::Replayer::Open(parent.path);
  REQUIRE(p.ok());
  auto at = replayer::ParseAddress("event:" + std::to_string(events - 1));
  REQUIRE(at.ok());
  auto forked =
      analyzer::ForkLog(**p, *at, "", "what-if.sdgame", path, recorder::RecorderOptions{});
  INFO(forked.status().message());
  REQUIRE(forked.ok());
  KnownGame g = parent;
  g.path = path;
  g.fork = true;
  g.winner = -1;
  for (const auto& [key, value] : setup.meta) {
    if (key != "result" && key != "winner") continue;
    for (size_t seat = 0; seat < g.players.size(); ++seat) {
      if (g.players[seat].name == value) g.winner = static_cast<int>(seat);
    }
  }
  return g;
}

// Cuts the log at g->path inside its last chunk: the concession at its end is lost, so the
// result is the header's, if it records one.
void CutLastChunk(KnownGame* g, int header_winner) {
  auto reader = format::LogReader::Open(g->path);
  REQUIRE(reader.ok());
  REQUIRE((*reader)->chunks().size() >= 1);
  const format::ChunkEntry last = (*reader)->chunks().back();
  reader->reset();
  const std::string bytes = ReadFileBytes(g->path);
  WriteFileBytes(g->path, bytes.substr(0, last.offset + last.stored_size / 2));
  g->damaged = true;
  g->winner = header_winner;
}

void ClearCounts(KnownGame* g) {
  for (KnownPlayer& p : g->players) {
    p.cards.clear();
    p.facts.clear();
    p.cards_played = 0;
    p.findings = 0;
  }
  g->rules.clear();
  g->station_transactions = 0;
}

}  // namespace

std::vector<KnownGame> MakeKnownArchive(const std::string& dir) {
  std::filesystem::create_directories(dir);
  auto base = bench::BenchSetup(PoolPath(), bench::DeckOptions{});
  REQUIRE(base.ok());
  std::vector<KnownGame> games;
  char name[64];
  constexpr uint64_t kStccg = 120, kTi4 = 24;
  for (uint64_t k = 0; k < kStccg; ++k) {
    const Ending ending = static_cast<Ending>(k % 5);
    std::snprintf(name, sizeof name, "/a-1e-%03llu.sdlog", static_cast<unsigned long long>(k));
    KnownGame g = RecordStccg(*base, k, ending, dir + name);
    const int header_winner =
        ending == Ending::kResult || ending == Ending::kWinnerKey ? g.winner : -1;
    if (k % 10 == 1 || k % 10 == 5) {  // forks of games with and without a recorded result
      engine::GameSetup setup;
      setup.meta =
          ending == Ending::kResult || ending == Ending::kWinnerKey
              ? std::vector<std::pair<std::string, std::string>>{{"result",
                                                                  g.players[g.winner].name}}
              : std::vector<std::pair<std::string, std::string>>{};
      std::snprintf(name, sizeof name, "/f-fork-%03llu.sdlog", static_cast<unsigned long long>(k));
      games.push_back(Fork(g, setup, 60, dir + name));
    }
    if (k % 10 == 0 || k % 10 == 7) CutLastChunk(&g, header_winner);
    games.push_back(std::move(g));
  }
  for (uint64_t k = 0; k < kTi4; ++k) {
    std::snprintf(name, sizeof name, "/t-ti4-%03llu.sdlog", static_cast<unsigned long long>(k));
    games.push_back(RecordTi4(k, k % 3 != 2, dir + name));
  }
  for (size_t v = 0; v < std::size(kRounds); ++v) {
    std::snprintf(name, sizeof name, "/r-rounds-%zu.sdlog", v);
    games.push_back(RecordTi4Rounds(v, dir + name));
  }
  for (int n = 0; n < 3; ++n) {
    std::snprintf(name, sizeof name, "/d-deckout-%d.sdlog", n);
    games.push_back(RecordDeckOut(n, n != 1, dir + name));
  }
  std::sort(games.begin(), games.end(),
            [](const KnownGame& a, const KnownGame& b) { return a.path < b.path; });
  for (KnownGame& g : games) {
    ClearCounts(&g);
    CountLog(&g);
    // The points the test counted from the log are those the generator scripted for Alice.
    for (const auto& [fact, points] : g.scripted) {
      INFO(g.path << ": " << fact);
      CHECK(g.players[0].facts[fact] == points);
    }
  }
  return games;
}

}  // namespace stardate::testing
