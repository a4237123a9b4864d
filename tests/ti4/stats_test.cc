// What the archive catalogue counts of a TI4 game (engine/ti4/ti4_stats.cc): the victory points
// of samples/ti4/three_rounds.sdgame by where they came from.
#include <catch2/catch.hpp>
#include <fstream>
#include <map>
#include <sstream>

#include "engine/script/script.h"
#include "engine/ti4/module.h"
#include "engine/ti4/script/ti4_binding.h"
#include "engine/ti4/ti4_state.h"

namespace stardate::engine::ti4 {
namespace {

// The facts a game's events give, by seat and fact id.
class Facts : public StatsTally {
 public:
  void Card(int, std::string_view, CardUse) override {}
  void Fact(int seat, size_t fact) override {
    ++counts[{seat, std::string(kStats.facts[fact].id)}];
  }
  std::map<std::pair<int, std::string>, int> counts;
};

TEST_CASE("TI4 stats count victory points by source: objectives, custodians and Imperial",
          "[ti4]") {
  std::ifstream in(std::string(STARDATE_SOURCE_DIR) + "/samples/ti4/three_rounds.sdgame");
  std::stringstream text;
  text << in.rdbuf();
  auto script = script::ParseScript(text.str(), "three_rounds.sdgame");
  REQUIRE(script.ok());
  auto setup = kScriptBinding.setup_from_header(script->header, "three_rounds.sdgame", {});
  REQUIRE(setup.ok());
  auto state = NewTi4Game(*setup);
  REQUIRE(state.ok());
  Facts facts;
  for (const script::ScriptStep& step : script->steps) {
    auto e = kScriptBinding.bind_step(**state, step, "three_rounds.sdgame");
    REQUIRE(e.ok());
    (*state)->Complete(&*e);
    kStats.tally(**state, *e, &facts);
    (*state)->Apply(*e);
  }
  // Alice: Corner the Market, Forge an Alliance, the custodians token, Imperial twice.
  CHECK(facts.counts[{0, "vp_public_objectives"}] == 1);
  CHECK(facts.counts[{0, "vp_secret_objectives"}] == 1);
  CHECK(facts.counts[{0, "vp_custodians"}] == 1);
  CHECK(facts.counts[{0, "vp_imperial"}] == 2);
  CHECK(kStats.score(**state, 0) == 5);
  // Imperial's primary without Mecatol Rex (round 1) gives no point.
  for (int seat : {1, 2}) CHECK(facts.counts[{seat, "vp_imperial"}] == 0);
}

}  // namespace
}  // namespace stardate::engine::ti4
