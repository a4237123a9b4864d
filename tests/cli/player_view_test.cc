// Player views (--as-player): a log shared with a player leaks nothing that player could not
// see, and the redacted dump records back to the game as that player saw it.
#include <catch2/catch.hpp>

#include <algorithm>
#include <iterator>
#include <optional>
#include <set>
#include <string>
#include <vector>

#include "engine/stccg/stccg_state.h"
#include "replayer/replayer.h"
#include "tests/support/cli.h"
#include "tests/support/samples.h"

using namespace stardate;
using engine::stccg::StccgState;
using engine::stccg::Zone;
using testing::Contains;
using testing::Run;
using testing::Stardate;
using testing::TempDir;

namespace {

// Every bundled sample script, by path from the repository root.
std::vector<std::string> SampleScripts() {
  std::vector<std::string> out;
  for (const std::string& name : testing::SampleNames()) {
    out.push_back("samples/stccg/" + name + ".sdgame");
  }
  out.push_back("samples/ti4/contested_station.sdgame");
  out.push_back("samples/ti4/stations_trade.sdgame");
  return out;
}

std::string Record(const TempDir& dir, const std::string& script, const std::string& name) {
  std::string log = dir.Path(name + ".sdlog");
  Run r = Stardate("record '" + script + "' -o '" + log + "' --force");
  REQUIRE(r.code == 0);
  return log;
}

// Titles of the cards `viewer` cannot see in `s` (the other player's hand and deck, face-down
// cards, unused seed cards) that the view would not show anyway through another copy: every
// card face up in play or in a discard pile, the viewer's own hand and seed cards under missions.
std::set<std::string> HiddenTitles(const StccgState& s, uint8_t viewer) {
  std::set<std::string> hidden, shown;
  for (uint16_t id = 1; id <= s.card_count(); ++id) {
    const std::string& title = s.instance(id).facts->title;
    const bool own = s.instance(id).owner == viewer;
    switch (s.card(id).zone) {
      case Zone::kDrawDeck:
      case Zone::kSeedDeck:
      case Zone::kRemoved:
        if (!own) hidden.insert(title);
        break;
      case Zone::kHand:
        (own ? shown : hidden).insert(title);
        break;
      case Zone::kUnderMission:  // face down until an attempt encounters it
        (own || s.Revealed(id) ? shown : hidden).insert(title);
        break;
      default:
        shown.insert(title);
        break;
    }
  }
  std::set<std::string> out;
  for (const std::string& t : hidden) {
    if (!shown.count(t)) out.insert(t);
  }
  return out;
}

// The titles HiddenTitles gives at every step of the game `r` records: the cards `viewer` never
// saw.
std::set<std::string> NeverSeen(const replayer::Replayer& r, uint8_t viewer) {
  std::optional<std::set<std::string>> never;
  REQUIRE(r.ForEachEvent([&](const engine::GameState& state, const engine::Event&, uint64_t) {
             const auto& s = dynamic_cast<const StccgState&>(state);
             std::set<std::string> hidden = HiddenTitles(s, viewer);
             if (never) {
               std::set<std::string> both;
               std::set_intersection(never->begin(), never->end(), hidden.begin(), hidden.end(),
                                     std::inserter(both, both.end()));
               hidden = std::move(both);
             }
             never = std::move(hidden);
             return Status::Ok();
           }).ok());
  return never.value_or(std::set<std::string>{});
}

// The state object of `show --json` output, without what names the log itself.
std::string StateOf(const std::string& show_json) {
  size_t at = show_json.find("\"state\":");
  REQUIRE(at != std::string::npos);
  std::string s = show_json.substr(at);
  for (const char* r : {"\"randomness\":\"table\",", "\"randomness\":\"seed\","}) {
    size_t p = s.find(r);
    if (p != std::string::npos) s.erase(p, std::string(r).size());
  }
  return s;
}

}  // namespace

TEST_CASE("show --as-player names no card hidden from that player at any window of any sample",
          "[cli][view]") {
  TempDir dir;
  size_t checked = 0;  // hidden titles looked for, so the test cannot pass by having none
  for (const std::string& script : SampleScripts()) {
    std::string log = Record(dir, script, "game");
    auto replayer = replayer::Replayer::Open(log);
    REQUIRE(replayer.ok());
    const auto& players = (*replayer)->setup().players;
    std::vector<std::string> addresses{"end"};
    for (uint64_t w = 0; w < (*replayer)->window_count(); ++w) {
      addresses.push_back("window:" + std::to_string(w));
    }
    for (const std::string& at : addresses) {
      auto seek = (*replayer)->Seek(*replayer::ParseAddress(at));
      REQUIRE(seek.ok());
      for (uint8_t p = 0; p < players.size(); ++p) {
        INFO(script << " at " << at << " as " << players[p].name);
        Run text = Stardate("show '" + log + "' --at " + at + " --as-player " + players[p].name);
        Run json = Stardate("show '" + log + "' --at " + at + " --as-player " + players[p].name +
                            " --json");
        REQUIRE(text.code == 0);
        REQUIRE(json.code == 0);
        CHECK(Contains(json.out, "\"seenBy\":\"" + players[p].name + "\""));
        const auto* stccg = dynamic_cast<const StccgState*>(seek->state.get());
        if (stccg == nullptr) {
          // TI4: everything modelled is public; the view is the full state.
          Run full = Stardate("show '" + log + "' --at " + at + " --json");
          std::string seen = StateOf(json.out);
          seen.erase(seen.find(",\"seenBy\":\"" + players[p].name + "\""),
                     players[p].name.size() + 12);
          CHECK(seen == StateOf(full.out));
          continue;
        }
        for (const std::string& title : HiddenTitles(*stccg, p)) {
          INFO("hidden title " << title);
          CHECK_FALSE(Contains(text.out, title));
          CHECK_FALSE(Contains(json.out, "\"" + title));
          ++checked;
        }
      }
    }
  }
  CHECK(checked > 500);
}

TEST_CASE(
    "dump --as-player leaves the other player's draws unnamed and records back to the same "
    "view",
    "[cli][view]") {
  TempDir dir;
  int withheld = 0, recorded_back = 0;
  for (const std::string& script : SampleScripts()) {
    std::string log = Record(dir, script, "game");
    auto replayer = replayer::Replayer::Open(log);
    REQUIRE(replayer.ok());
    const auto& players = (*replayer)->setup().players;
    std::unique_ptr<engine::GameState> end;
    REQUIRE(
        (*replayer)->ForEachEvent([](auto&, auto&, uint64_t) { return Status::Ok(); }, &end).ok());
    for (uint8_t p = 0; p < players.size(); ++p) {
      const std::string& me = players[p].name;
      INFO(script << " as " << me);
      Run dump = Stardate("dump '" + log + "' --as-player " + me);
      REQUIRE(dump.code == 0);
      std::string body = dump.out.substr(dump.out.find("\n---\n"));
      CHECK_FALSE(Contains(dump.out, "\nseed "));
      CHECK(Contains(dump.out, "\nrandomness table\n"));
      for (const auto& other : players) {
        if (other.name == me) continue;
        CHECK_FALSE(Contains(body, other.name + " draws \""));
      }
      CHECK_FALSE(Contains(body, "shuffles random"));
      // No card the player never saw (hidden at every step: a card shown once and shuffled back
      // into its deck was seen) is named in the game's steps.
      if (dynamic_cast<const StccgState*>(end.get()) != nullptr) {
        for (const std::string& title : NeverSeen(**replayer, p)) {
          CHECK_FALSE(Contains(body, "\"" + title + "\""));
        }
      }
      if (Contains(body, "\n# WITHHELD: ")) {
        // A card another player seeded face down: the step is withheld, so this dump is not a
        // script that records (samples/README.md says so); nothing to record back.
        ++withheld;
        continue;
      }
      ++recorded_back;
      std::string redacted = dir.Path("redacted.sdgame");
      {
        std::ofstream out(redacted, std::ios::binary | std::ios::trunc);
        out << dump.out;
      }
      Run again =
          Stardate("record '" + redacted + "' -o '" + dir.Path("redacted.sdlog") + "' --force");
      REQUIRE(again.code == 0);
      Run seen = Stardate("show '" + dir.Path("redacted.sdlog") + "' --json --as-player " + me);
      Run original = Stardate("show '" + log + "' --json --as-player " + me);
      CHECK(StateOf(seen.out) == StateOf(original.out));
    }
  }
  // Most views record back; the full-length sample's view for Bob withholds Alice's dilemmas.
  CHECK(recorded_back >= 10);
  CHECK(withheld >= 1);
}

TEST_CASE("--as-player hides a card seeded face down and the dump withholds its step",
          "[cli][view]") {
  TempDir dir;
  std::string log = Record(
      dir, "samples/stccg/casebook/stccg.commandeer.empok-nor-dilemmas.illegal.sdgame", "dilemma");
  Run judge = Stardate("show '" + log + "' --at event:5 --json");
  CHECK(Contains(judge.out, "\"card\":\"Garak Has Some Issues\""));
  Run bob = Stardate("show '" + log + "' --at event:5 --json --as-player Bob");
  CHECK_FALSE(Contains(bob.out, "Garak"));
  CHECK(Contains(bob.out,
                 "\"card\":\"\",\"faceDown\":true,\"zone\":\"under mission\","
                 "\"where\":\"Empok Nor\""));
  Run alice = Stardate("show '" + log + "' --at event:5 --json --as-player Alice");
  CHECK(Contains(alice.out, "\"card\":\"Garak Has Some Issues\""));
  Run dump = Stardate("dump '" + log + "' --as-player Bob");
  CHECK(dump.code == 0);
  std::string body = dump.out.substr(dump.out.find("\n---\n"));
  CHECK_FALSE(Contains(body, "Garak"));
  CHECK(Contains(body, "# WITHHELD: Alice seeding a face-down card under Empok Nor\n"));
}

TEST_CASE("--as-player with an unknown name is a usage error naming the players and the nearest",
          "[cli][view]") {
  for (const char* cmd : {"show", "dump"}) {
    Run r = Stardate(std::string(cmd) + " samples/stccg/fed-vs-dominion.sdlog --as-player Alise");
    CHECK(r.code == 2);
    CHECK(Contains(r.out,
                   "samples/stccg/fed-vs-dominion.sdlog: --as-player: expected one of the "
                   "game's players (Alice and Bob), found 'Alise'; did you mean 'Alice'?"));
    Run j =
        Stardate(std::string(cmd) + " samples/stccg/fed-vs-dominion.sdlog --as-player Zed --json");
    CHECK(j.code == 2);
    CHECK(Contains(j.out, "{\"error\":{\"exit\":2,\"kind\":\"usage\""));
    CHECK(Contains(j.out, "(Alice and Bob), found 'Zed'"));
  }
}
