// What lets the catalogue read a game in one replay, and open thousands of games quickly, keeps
// every result: verify's re-simulation shows its observers what Replayer::ForEachEvent visits,
// an audit fed by it reports what Audit() does, and games whose headers carry the same card
// pool share one pool.
#include <catch2/catch.hpp>
#include <string>
#include <tuple>
#include <vector>

#include "analyzer/audit.h"
#include "analyzer/verify.h"
#include "engine/game.h"
#include "engine/stccg/stccg_setup.h"
#include "engine/stccg/stccg_state.h"
#include "replayer/replayer.h"
#include "tests/support/samples.h"

namespace stardate::testing {
namespace {

using analyzer::AuditPass;
using analyzer::ReplayObserver;

std::string LogPath(const std::string& name) { return SourceDir() + "/samples/" + name; }

std::unique_ptr<replayer::Replayer> Open(const std::string& path) {
  auto r = replayer::Replayer::Open(path);
  INFO(path << ": " << r.status().message());
  REQUIRE(r.ok());
  return std::move(r).value();
}

// One visited event: its number, the hash of the state before it, its kind and the rules the
// state finds it breaks.
using Visit = std::tuple<uint64_t, format::Hash256, int, std::vector<std::string>>;

Visit VisitOf(const engine::GameState& s, const engine::Event& e, uint64_t seq,
              const std::vector<engine::Violation>& found) {
  std::vector<std::string> rules;
  for (const engine::Violation& v : found) rules.push_back(v.rule);
  return {seq, s.Hash(), static_cast<int>(e.kind), rules};
}

struct Recording final : ReplayObserver {
  void OnEvent(const engine::GameState& before, const engine::Event& e, uint64_t seq,
               std::vector<engine::Violation>& found) override {
    visits.push_back(VisitOf(before, e, seq, found));
  }
  std::vector<Visit> visits;
};

struct Auditing final : ReplayObserver {
  explicit Auditing(AuditPass* p) : pass(p) {}
  void OnEvent(const engine::GameState& before, const engine::Event& e, uint64_t seq,
               std::vector<engine::Violation>& found) override {
    pass->OnEvent(before, e, seq, found);
  }
  AuditPass* pass;
};

const std::vector<std::string> kIntactLogs = {
    "stccg/full-game.sdlog",     "stccg/illegal-facilities.sdlog",      "stccg/long-game.sdlog",
    "stccg/dominion-long.sdlog", "stccg/tabletop-fed-vs-klingon.sdlog", "ti4/three_rounds.sdlog",
    "ti4/stations_trade.sdlog"};

TEST_CASE("Verify's observer sees the events and states ForEachEvent visits in an intact log",
          "[catalogue]") {
  const std::string name = GENERATE(from_range(kIntactLogs));
  auto r = Open(LogPath(name));
  Recording seen;
  std::unique_ptr<engine::GameState> last;
  const analyzer::VerifyReport verified = analyzer::Verify(*r, &seen, &last);
  CHECK(verified.in_order);
  CHECK(verified.problems == analyzer::Verify(*r).problems);

  std::vector<Visit> walked;
  std::unique_ptr<engine::GameState> walked_last;
  REQUIRE(r->ForEachEvent(
               [&](const engine::GameState& s, const engine::Event& e, uint64_t seq) {
                 walked.push_back(VisitOf(s, e, seq, s.Check(e)));
                 return Status::Ok();
               },
               &walked_last)
              .ok());
  CHECK(seen.visits.size() == r->event_count());
  CHECK(seen.visits == walked);
  REQUIRE(last != nullptr);
  CHECK(last->Hash() == walked_last->Hash());
}

TEST_CASE("An audit fed by verify's re-simulation reports what Audit() does", "[catalogue]") {
  const std::string name = GENERATE(from_range(kIntactLogs));
  auto r = Open(LogPath(name));
  AuditPass pass(*r);
  Auditing feed(&pass);
  std::unique_ptr<engine::GameState> last;
  REQUIRE(analyzer::Verify(*r, &feed, &last).in_order);
  const analyzer::AuditReport fed = pass.Finish(last.get(), Status::Ok());
  auto audited = analyzer::Audit(*r);
  REQUIRE(audited.ok());
  CHECK(analyzer::AuditJson(fed) == analyzer::AuditJson(*audited));
  CHECK(fed.events == r->event_count());
}

TEST_CASE("A re-simulation that skips damaged events is not in order", "[catalogue]") {
  // A flipped bit drops a chunk in the middle: the re-simulation resumes past it (or stops), so
  // its observers did not see every event and the catalogue replays the log again.
  auto bitflip = Open(LogPath("corrupt/long-game-bitflip.sdlog"));
  Recording seen;
  const analyzer::VerifyReport damaged = analyzer::Verify(*bitflip, &seen);
  CHECK_FALSE(damaged.ok());
  CHECK_FALSE(damaged.in_order);
  CHECK(seen.visits.size() < bitflip->event_count());

  // A log cut short loses only its tail: every intact event is re-simulated in order, as a
  // replay visits them.
  auto cut = Open(LogPath("corrupt/long-game-truncated.sdlog"));
  const analyzer::VerifyReport truncated = analyzer::Verify(*cut, nullptr);
  CHECK_FALSE(truncated.ok());
  CHECK(truncated.in_order);
}

const engine::stccg::CardFacts* FirstCard(const engine::GameState& state) {
  const auto* stccg = dynamic_cast<const engine::stccg::StccgState*>(&state);
  REQUIRE(stccg != nullptr);
  return stccg->instance(1).facts;
}

// `setup` with its card pool text replaced by `pool`.
engine::GameSetup WithPool(const engine::GameSetup& setup, const std::string& pool) {
  auto part = engine::stccg::SetupOf(setup);
  REQUIRE(part.ok());
  part->card_pool_csv = pool;
  engine::GameSetup changed = setup;
  changed.module_header = engine::stccg::EncodeStccgSetup(*part);
  return changed;
}

TEST_CASE("Games whose headers carry the same card pool share one pool", "[catalogue]") {
  auto r = Open(SamplePath("full-game.sdlog"));
  const engine::GameSetup& setup = r->setup();
  auto a = engine::NewGame(setup);
  auto b = engine::NewGame(setup);
  REQUIRE(a.ok());
  REQUIRE(b.ok());
  CHECK(FirstCard(**a) == FirstCard(**b));

  SECTION("another pool text is read on its own, to the same facts") {
    auto part = engine::stccg::SetupOf(setup);
    REQUIRE(part.ok());
    auto c = engine::NewGame(WithPool(setup, part->card_pool_csv + "\n"));  // a blank line more
    REQUIRE(c.ok());
    CHECK(FirstCard(**c) != FirstCard(**a));
    CHECK(FirstCard(**c)->title == FirstCard(**a)->title);
  }
  SECTION("a pool that does not read fails every game that carries it") {
    const engine::GameSetup broken = WithPool(setup, "Name,Type\nQ,\"unterminated\n");
    auto first = engine::NewGame(broken);
    auto second = engine::NewGame(broken);
    REQUIRE_FALSE(first.ok());
    REQUIRE_FALSE(second.ok());
    CHECK(first.status().message() == second.status().message());
    CHECK(first.status().message().find("card pool: line ") != std::string::npos);
  }
}

}  // namespace
}  // namespace stardate::testing
